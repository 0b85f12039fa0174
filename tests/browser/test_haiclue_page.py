"""Haiclue's page in Chromium: the round scorer beside « Phase de résolution » and the
cooperative two-player example beside its section (static first, live, answers scored,
a refused answer explained, phone width)."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/haiclue/"


def test_static_boards_beside_their_sections(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 2
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article h3, article .bga-demo')]
        .map(n => n.tagName.startsWith('H') ? n.textContent.trim() : 'DEMO')""")
    at = next(k for k, t in enumerate(order) if t.startswith("Phase de résolution"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Fin du jeu")
    assert order[-1] == "DEMO" and order[-2].startswith("Partie pour 2 joueurs")
    assert "6 tours" in demos.nth(0).inner_text() and "4 tours" in demos.nth(1).inner_text()
    assert demos.nth(0).locator("[data-move^=devine-]").count() == 12       # 3 other players × 4 words
    context.close()


def test_answers_scored_and_refusal(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    # J1's word is the pressed one of its row: J2 gives it
    word = demo.locator("[data-move^='mot-'][aria-pressed=true]").get_attribute("data-move").split("-")[1]
    act(page, demo, demo.locator(f"[data-move='devine-2-{word}']").click)
    assert "J1 : 0 ; ce tour +1 (0 en devinant, 1 par son indice)" in board.inner_text()
    assert "J2 : 0 ; ce tour +1 (1 en devinant, 0 par son indice)" in board.inner_text()
    message = demo.locator(".bga-demo-message")
    before = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator(f"[data-move='mot-{word}']").click)
    said = message.inner_text()
    assert re.match(r"Coup refusé : ", said) and "déjà celui du Joueur 1" in said, said
    assert coups(demo) == before
    why.click()
    act(page, demo, demo.locator("[data-move=valider]").click)
    assert "Tour 2 sur 6" in board.inner_text() and "J1 : 1" in board.inner_text()


def test_cooperative_game_to_its_end(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    wait_live(page, demo)
    for _ in range(4):
        act(page, demo, demo.locator("[data-move=valider]").click)
    text = demo.locator(".bga-demo-board").inner_text()
    assert "0 points sur 8, l'équipe perd" in text, text
