"""Dragonarium's page in Chromium: the domain-scoring example at the end of « Décompte final »
(static board, live, a legal edit changing the total, a refused one naming the rule)."""

PAGE = "jeux/dragonarium/"


def test_static_board_beside_the_scoring(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 1
    driver.assert_beside("Décompte final")
    assert demos.first.locator(".bga-board-grid .bga-tile").count() == 25
    assert "Total : 23 points" in demos.first.inner_text()


def test_edit_then_refused_tile_on_a_dragon(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    start = driver.moves(demo)
    driver.click(demo, "hauteur-3")
    driver.click(demo, "case-A3")                                   # A3 joins the fire domain A1-B2
    assert driver.moves(demo) == start + 2
    board = driver.board_text(demo)
    assert "Feu : plus grand domaine 5 case(s)" in board
    assert "Total : 30 points" in board                              # 5 × 3 instead of 4 × 2
    assert demo.locator("[data-move='case-B2']").is_disabled()
    assert "ne peut pas être posée sur un dragon" in driver.refusal(
        demo, "case-B2", "pour-placer-une-tuile-en-hauteur")
    assert driver.moves(demo) == start + 2


def test_the_legal_mark_leaves_the_height_digit_alone(driver):
    """The review: « The « + » mark printed over digits or tokens (Dragonarium…) ». A legal square's « + »
    sits in a corner away from the height digit, and the tray's pieces carry none."""
    driver.open(PAGE)
    demo = driver.demo(0)
    square = demo.locator("[data-move='case-A1']")
    mark = square.evaluate("e => { const s = getComputedStyle(e, '::after'); return [s.content, s.top, s.left]; }")
    digit = square.locator(".bga-level-n").bounding_box()
    box = square.bounding_box()
    assert mark[0] == '"+"'
    assert float(mark[1].rstrip("px")) == 0.0                       # top corner; the digit is at the bottom
    assert digit["y"] + digit["height"] / 2 > box["y"] + box["height"] / 2   # the digit in the lower half
    tray = demo.locator("[data-move='hauteur-2']")
    assert tray.evaluate("e => getComputedStyle(e, '::after').content") in ("none", "normal")
