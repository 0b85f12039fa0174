"""Charuma's page in Chromium: the « qui remporte ce pli ? » example beside « Remporter un pli »
and the whole game under « Essayer » (static boards, live, a legal move, a refused one)."""

import re

from driver import settle

PAGE = "jeux/charuma/"
TRICK, GAME = range(2)


def test_static_boards_placed_beside_their_rules(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 2
    order, at = driver.assert_beside("Remporter un pli", "article h2, article h3, article .bga-demo")
    assert order[at + 2].startswith("Fin de manche")
    assert order[-1] == "DEMO" and order[-2].startswith("Essayer")
    calc = demos.nth(TRICK)
    assert calc.locator(".bga-cardgrid [data-move^='carte-']").count() == 20
    assert "Le Joueur 2 remporte le pli" in calc.inner_text() and "As vaut 11" in calc.inner_text()
    game = demos.nth(GAME)
    assert game.locator("text=Groupe 3").count() >= 1
    assert game.locator("[data-move^='miser-']").count() == 18


def test_trick_example_edits_and_refuses(driver):
    driver.open(PAGE)
    demo = driver.demo(TRICK)
    start = driver.moves(demo)
    # refused: Joueur 1 opened with the blue 10, a red 9 makes no pair with it
    assert demo.locator("[data-move='carte-r9']").is_disabled()
    assert "même valeur" in driver.refusal(demo, "carte-r9", "2-phase-de-jeu")
    # legal: take the blue 10 back, put a blue 3 in its place: the As is worth 1 again
    driver.click(demo, "retirer-b10a")
    driver.click(demo, "carte-b3")
    assert driver.moves(demo) == start + 2
    assert "Le Joueur 1 remporte le pli" in driver.board_text(demo)
    assert "As vaut 1 " in driver.board_text(demo)


def test_whole_game_bidding_then_tricks(driver):
    page = driver.open(PAGE)
    demo = driver.demo(GAME)
    board = demo.locator(".bga-demo-board")
    driver.click(demo, "miser-1-0")
    page.wait_for_function("el => Number(el.getAttribute('data-coups')) >= 3", arg=demo.element_handle())
    settle(page, demo)
    # with this seed both bots fight over group 1: the reader is outbid and bids again
    assert "récupère ses 0 pt(s)" in demo.locator(".bga-demo-log").inner_text()
    assert demo.locator("[data-move='miser-1-2']").is_disabled()
    assert "augmenter la mise" in driver.refusal(demo, "miser-1-2")
    driver.click(demo, "miser-2-0")
    settle(page, demo)
    for _ in range(8):
        if "plis" in board.inner_text() and demo.locator(".bga-demo-board [data-part]").count():
            break
        driver.act(demo, demo.locator(".bga-demo-board [data-move^='miser-'].bga-legal").first.click)
        settle(page, demo)
    assert "Votre jeu" in board.inner_html()
    # a trick: one card that the rules allow, then « Jouer »
    before = driver.moves(demo)
    demo.locator(".bga-demo-board [data-part]:not([disabled])").first.click()
    driver.act(demo, board.locator(".bga-compose-action.bga-legal:not([disabled])").first.click)
    assert driver.moves(demo) > before
    settle(page, demo)
    assert re.search(r"Vous joue|Joueur 1 joue", demo.locator(".bga-demo-log").inner_text())
