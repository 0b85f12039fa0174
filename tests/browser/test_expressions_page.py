"""Expressions's page in Chromium: the clue and guess example beside « Deviner une carte »
(static board first, live, a guess and a clue played, a refused guess explained, phone width)."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/expressions/"


def test_static_board_beside_the_guess_section(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article h3, article .bga-demo')]
        .map(n => n.tagName.startsWith('H') ? n.textContent.trim() : 'DEMO')""")
    at = next(k for k, t in enumerate(order) if t.startswith("Deviner une carte"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Fin du jeu")
    demo = demos.nth(0)
    assert demo.locator("[data-move^=deviner-]").count() == 40
    assert demo.locator("[data-part]").count() == 4
    assert "plus basse" in demo.inner_text() and "Harmonie : 0" in demo.inner_text()
    context.close()


def test_guess_clue_and_refusal(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    start = coups(demo)
    act(page, demo, demo.locator("[data-move='deviner-violet5']").click)
    text = board.inner_text()
    assert "Juste" in text and "Harmonie : 2" in text and "n'est plus vrai" in text, text
    assert coups(demo) == start + 1
    demo.locator("[data-part='vert5']").click()
    act(page, demo, demo.locator("[data-template='indice-{}-derniere']").click)
    assert "vrai : plus aucune carte vert en main." in board.inner_text()
    message = demo.locator(".bga-demo-message")
    before = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move='deviner-rouge3']").click)
    said = message.inner_text()
    assert re.match(r"Coup refusé : ", said) and "votre propre main" in said, said
    assert coups(demo) == before
    why.click()
