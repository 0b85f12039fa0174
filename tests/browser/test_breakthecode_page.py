"""Break the Code's page in Chromium: the whole game under « Essayer » (static board
first, live, a question answered with the deduction helper updated, a refused tile
explained, the game and a guess within a 375 px phone)."""

import re

PAGE = "jeux/break-the-code/"


def helper_count(demo) -> int:
    text = demo.locator(".bga-demo-board").inner_text()
    return int(re.search(r"(\d+) codes? encore possibles?", text).group(1))


def test_static_board_under_essayer(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 1
    order = driver.order()
    assert order[-1] == "DEMO" and order[-2].startswith("Essayer")
    demo = demos.nth(0)
    assert demo.locator("[role=group][aria-label='Votre chevalet'] .bga-ccard").count() == 5
    assert demo.locator(".bga-back").count() == 5                     # the opponent's rack, face down
    assert demo.locator("[data-move^=question-]").count() == 6
    assert helper_count(demo) == 2288


def test_question_then_refused_tile(driver):
    page = driver.open(PAGE)
    demo = driver.demo(0)
    board = demo.locator(".bga-demo-board")
    start = driver.moves(demo)
    driver.act(demo, demo.locator("[data-move^=question-].bga-legal").first.click)
    page.wait_for_function("([el, n]) => Number(el.getAttribute('data-coups')) >= n + 2",
                           arg=[demo.element_handle(), start])
    assert helper_count(demo) < 2288
    assert "Aucune réponse" not in board.inner_text()
    driver.click(demo, "deviner")
    assert "Votre proposition" in board.inner_text()
    # 0b is on the reader's own rack (seed 7): the engine says why it cannot be in the code
    assert "propre chevalet" in driver.refusal(demo, "tuile-0b")
    driver.click(demo, "annuler")
    assert "Votre proposition" not in board.inner_text()


def test_phone_width_game_and_guess_fit(driver):
    driver.phone(PAGE)
    demo = driver.demo(0)
    assert driver.overflow(demo) == []
    driver.click(demo, "deviner")
    assert driver.overflow(demo) == []
