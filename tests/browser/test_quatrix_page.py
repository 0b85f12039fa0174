"""Quatrix's page in Chromium: the constraint example beside « Déroulement du jeu » and the
whole game under « Essayer » (static board first, live, a legal move, a refused one)."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/quatrix/"
TARGETS = ".bga-demo-board .bga-board-grid .bga-compose-action"


def legal_squares(demo) -> list[str]:
    return sorted(demo.locator(TARGETS + ".bga-legal:not([disabled])").evaluate_all(
        "ns => ns.map(n => n.getAttribute('data-template').slice(3))"))


def test_static_boards_then_placement_beside_the_rule(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 2
    # the constraint example sits at the end of « Déroulement du jeu », before « Conseils »
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.tagName === 'H2' ? n.textContent.trim() : 'DEMO')""")
    at = next(k for k, t in enumerate(order) if t.startswith("Déroulement du jeu"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Conseils")
    first = demos.nth(0)
    grid = first.locator(".bga-board-grid")
    assert grid.locator(".bga-tile").count() == 36
    assert grid.locator(".bga-token").count() == 6
    assert grid.locator(".bga-symbol").count() == 9                 # the ◆ squares: row 1 and column F
    assert "ligne orthogonale" in first.inner_text()
    assert demos.nth(1).locator(".bga-board-grid .bga-tile").count() == 36
    context.close()


def test_constraint_example_refuses_then_gives_free_choice(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    assert demo.locator("[data-part=x]").get_attribute("aria-pressed") == "true"
    assert legal_squares(demo) == sorted(["B1", "C1", "D1", "E1", "F2", "F3", "F4", "F5", "F6"])
    message = demo.locator(".bga-demo-message")
    # a refused square, explained: « Pourquoi pas ? » makes the other squares askable
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator(TARGETS + "[data-template='{}-C2']").click)
    assert message.is_visible()
    text = message.inner_text()
    assert re.match(r"Coup refusé : ", text) and "ligne orthogonale" in text and "F1" in text, text
    assert coups(demo) == start
    why.click()
    # the legal move from the page's text: an X on F6, whose diagonals are all taken
    act(page, demo, demo.locator(TARGETS + "[data-template='{}-F6']").click)
    assert message.is_hidden()
    assert coups(demo) == start + 1
    assert "libre choix" in demo.locator(".bga-demo-board").inner_text()
    assert len(legal_squares(demo)) == 29


def test_whole_game_against_the_bot(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    wait_live(page, demo)
    assert len(legal_squares(demo)) == 36                           # the first piece goes anywhere
    act(page, demo, demo.locator(TARGETS + "[data-template='{}-C3']").click)
    page.wait_for_function("el => Number(el.getAttribute('data-coups')) >= 2", arg=demo.element_handle())
    board = demo.locator(".bga-demo-board")
    assert "doit jouer" in board.inner_text() or "libre choix" in board.inner_text()
    squares = legal_squares(demo)
    assert squares and "C3" not in squares
    # the reader keeps playing allowed squares until the game ends (the bot wins or the reader does)
    for _ in range(20):
        if demo.get_attribute("data-fin") == "oui":
            break
        act(page, demo, demo.locator(TARGETS + ".bga-legal:not([disabled])").first.click)
    assert demo.get_attribute("data-fin") == "oui"
    assert "Partie terminée" in board.inner_text()
