"""Charuma's page in Chromium: the « qui remporte ce pli ? » example beside « Remporter un pli »
and the whole game under « Essayer » (static boards, live, a legal move, a refused one)."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/charuma/"


def settle(page, demo):
    """Skip the bots' animation, if any, so the reader's controls are live."""
    skip = demo.locator("[data-action=passer]")
    if demo.get_attribute("data-animation") == "oui" and skip.is_visible():
        skip.click()
    page.wait_for_function("el => !el.hasAttribute('data-animation')", arg=demo.element_handle())


def test_static_boards_placed_beside_their_rules(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 2
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article h3, article .bga-demo')]
        .map(n => n.tagName === 'DIV' ? 'DEMO' : n.textContent.trim())""")
    at = next(k for k, t in enumerate(order) if t.startswith("Remporter un pli"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Fin de manche")
    assert order[-1] == "DEMO" and order[-2].startswith("Essayer")
    calc = demos.nth(0)
    assert calc.locator(".bga-cardgrid [data-move^='carte-']").count() == 20
    assert "Le Joueur 2 remporte le pli" in calc.inner_text() and "As vaut 11" in calc.inner_text()
    game = demos.nth(1)
    assert game.locator("text=Groupe 3").count() >= 1
    assert game.locator("[data-move^='miser-']").count() == 18
    context.close()


def test_trick_example_edits_and_refuses(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    message = demo.locator(".bga-demo-message")
    start = coups(demo)
    # refused: Joueur 1 opened with the blue 10, a red 9 makes no pair with it
    assert demo.locator("[data-move='carte-r9']").is_disabled()
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move='carte-r9']").click)
    text = message.inner_text()
    assert re.match(r"Coup refusé : ", text) and "même valeur" in text, text
    assert message.locator("a").count() == 1
    assert coups(demo) == start
    why.click()
    # legal: take the blue 10 back, put a blue 3 in its place: the As is worth 1 again
    act(page, demo, demo.locator("[data-move='retirer-b10a']").click)
    act(page, demo, demo.locator("[data-move='carte-b3']").click)
    assert coups(demo) == start + 2
    assert "Le Joueur 1 remporte le pli" in board.inner_text()
    assert "As vaut 1 " in board.inner_text()


def test_whole_game_bidding_then_tricks(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    message = demo.locator(".bga-demo-message")
    act(page, demo, demo.locator("[data-move='miser-1-0']").click)
    page.wait_for_function("el => Number(el.getAttribute('data-coups')) >= 3", arg=demo.element_handle())
    settle(page, demo)
    # with this seed both bots fight over group 1: the reader is outbid and bids again
    assert "récupère ses 0 pt(s)" in demo.locator(".bga-demo-log").inner_text()
    start = coups(demo)
    assert demo.locator("[data-move='miser-1-2']").is_disabled()
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move='miser-1-2']").click)
    text = message.inner_text()
    assert re.match(r"Coup refusé : ", text) and "augmenter la mise" in text, text
    assert coups(demo) == start
    why.click()
    act(page, demo, demo.locator("[data-move='miser-2-0']").click)
    settle(page, demo)
    for _ in range(8):
        if "plis" in board.inner_text() and demo.locator(".bga-demo-board [data-part]").count():
            break
        act(page, demo, demo.locator(".bga-demo-board [data-move^='miser-'].bga-legal").first.click)
        settle(page, demo)
    assert "Votre jeu" in board.inner_html()
    # a trick: one card that the rules allow, then « Jouer »
    before = coups(demo)
    demo.locator(".bga-demo-board [data-part]:not([disabled])").first.click()
    act(page, demo, board.locator(".bga-compose-action.bga-legal:not([disabled])").first.click)
    assert coups(demo) > before
    settle(page, demo)
    assert re.search(r"Vous joue|Joueur 1 joue", demo.locator(".bga-demo-log").inner_text())
