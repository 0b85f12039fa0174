"""Quatrix's page in Chromium: the constraint example beside « Déroulement du jeu » and the
whole game under « Essayer » (static board first, live, a legal move, a refused one). A guided first
game (issue 37) follows the constraint example; the site-wide passes and tests/site_demos/test_tutorials.py
follow it."""

PAGE = "jeux/quatrix/"
TARGETS = ".bga-demo-board .bga-board-grid .bga-compose-action"


def square(name) -> str:
    return TARGETS + f"[data-template='{{}}-{name}']"


def legal_squares(demo) -> list[str]:
    return sorted(demo.locator(TARGETS + ".bga-legal:not([disabled])").evaluate_all(
        "ns => ns.map(n => n.getAttribute('data-template').slice(3))"))


def test_static_boards_then_placement_beside_the_rule(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3
    # the constraint example and the guided game sit at the end of « Déroulement du jeu », before « Conseils »
    order, at = driver.assert_beside("Déroulement du jeu", count=2)
    assert order[at + 3].startswith("Conseils")
    first = demos.nth(0)
    grid = first.locator(".bga-board-grid")
    assert grid.locator(".bga-tile").count() == 36
    assert grid.locator(".bga-token").count() == 6
    assert grid.locator(".bga-symbol").count() == 9                 # the ◆ squares: row 1 and column F
    assert "ligne orthogonale" in first.inner_text()
    assert demos.nth(1).locator(".bga-board-grid .bga-tile").count() == 36
    assert demos.nth(2).locator(".bga-board-grid .bga-tile").count() == 36


def test_constraint_example_refuses_then_gives_free_choice(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    assert demo.locator("[data-part=x]").get_attribute("aria-pressed") == "true"
    assert legal_squares(demo) == sorted(["B1", "C1", "D1", "E1", "F2", "F3", "F4", "F5", "F6"])
    # a refused square, explained: « Pourquoi pas ? » makes the other squares askable
    start = driver.moves(demo)
    text = driver.refusal(demo, "C2", selector=square("C2"))
    assert "ligne orthogonale" in text and "F1" in text, text
    # the legal move from the page's text: an X on F6, whose diagonals are all taken
    driver.act(demo, demo.locator(square("F6")).click)
    assert driver.message(demo) is None
    assert driver.moves(demo) == start + 1
    assert "libre choix" in driver.board_text(demo)
    assert len(legal_squares(demo)) == 29


def test_whole_game_against_the_bot(driver):
    page = driver.open(PAGE)
    demo = driver.demo(2)
    assert len(legal_squares(demo)) == 36                           # the first piece goes anywhere
    driver.act(demo, demo.locator(square("C3")).click)
    page.wait_for_function("el => Number(el.getAttribute('data-coups')) >= 2", arg=demo.element_handle())
    board = driver.board_text(demo)
    assert "doit jouer" in board or "libre choix" in board
    squares = legal_squares(demo)
    assert squares and "C3" not in squares
    # the reader keeps playing allowed squares until the game ends (the bot wins or the reader does)
    for _ in range(20):
        if demo.get_attribute("data-fin") == "oui":
            break
        driver.act(demo, demo.locator(TARGETS + ".bga-legal:not([disabled])").first.click)
    assert demo.get_attribute("data-fin") == "oui"
    assert "Partie terminée" in driver.board_text(demo)
