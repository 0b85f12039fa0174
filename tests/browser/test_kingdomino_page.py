"""Kingdomino's page in Chromium: a line of four dominoes turned face up, drawn as dominoes in
increasing number, one taken into the hand, and a second line refused while dominoes are left."""

import re

PAGE = "jeux/kingdomino/"


def test_a_line_of_dominoes_then_one_taken(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    board = demo.locator(".bga-demo-board")
    driver.click(demo, "ligne")
    line = board.locator(".bga-line .bga-domino")
    assert line.count() == 4
    numbers = [int(re.search(r"\d+", line.nth(k).inner_text()).group()) for k in range(4)]
    assert numbers == sorted(numbers)
    start = driver.moves(demo)
    driver.act(demo, line.nth(1).click)
    assert driver.moves(demo) == start + 1
    assert board.locator(".bga-line .bga-domino").count() == 3        # the rest of the line, still shown
    assert board.locator(".bga-line .bga-domino.bga-legal").count() == 0
    assert f"n° {numbers[1]}" in board.inner_text()
    driver.act(demo, board.locator(".bga-board-grid .bga-legal").first.click)     # laid next to the castle
    assert driver.moves(demo) == start + 2
    # a new line waits until this one is empty: the control is disabled
    assert board.locator("[data-move='ligne']").is_disabled()
    assert board.locator(".bga-line .bga-domino.bga-legal").count() == 3


def test_the_kingdoms_fit_a_phone(driver):
    """Issue 23: the 13 × 13 kingdoms are seen whole on a phone (no sideways scrolling), and the
    first example fits in about one and a half phone screens."""
    page = driver.phone(PAGE)
    first, big = driver.demo(0), driver.demo(3)
    for grid in big.locator(".bga-scroll").all():
        assert grid.evaluate("e => e.scrollWidth <= e.clientWidth + 1")
    assert first.bounding_box()["height"] <= 1.55 * page.viewport_size["width"] * 812 / 375
