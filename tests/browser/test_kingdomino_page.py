"""Kingdomino's page in Chromium: the guided first game (« Apprendre en jouant ») followed step by step,
the whole game beside « Tour de jeu » (kings put on the new line,
the bots' turns seen one by one, a domino turned and laid on a square marked « + », a refused discard
linked to its rule), then the kingdom calculator under « Essayer »: a line of four dominoes turned
face up, one taken into the hand."""

import re

PAGE = "jeux/kingdomino/"


def _my_turn(page, demo, words: str):
    page.wait_for_function("([el, w]) => el.querySelector('.bga-demo-board').innerText.includes(w)",
                           arg=[demo.element_handle(), words], timeout=30000)


def test_whole_game_beside_the_turn(driver):
    page = driver.open(PAGE)
    assert driver.order()[:5] == ["Introduction", "But du jeu", "Tour de jeu", "DEMO", "DEMO"]
    demo = driver.demo(0)
    board = demo.locator(".bga-demo-board")
    # seed 4: the kings of Joueur 4 and Joueur 2 go first onto the first line (the order drawn at
    # random), seen one by one; two dominoes are left for yours
    _my_turn(page, demo, "Placez votre roi")
    assert board.locator(".bga-kd-line .bga-kd-king").count() == 2
    line = board.locator(".bga-kd-line .bga-domino.bga-legal")
    assert line.count() == 2
    driver.act(demo, line.first.click)
    # the three bots put their kings one by one, then the round starts: wait for your domino to lay
    _my_turn(page, demo, "Ajoutez le domino")
    log = demo.locator(".bga-demo-log").text_content()
    assert "Joueur 2 place son roi" in log and "Joueur 3 place son roi" in log
    assert board.locator(".bga-kd-line .bga-kd-king").count() >= 4      # four on the line in play, more on the new one
    # the domino fits beside the castle: discarding it is refused, with its rule
    text = driver.refusal(demo, "defausser", "regles-de-connexion")
    assert "il n'est défaussé que s'il est impossible" in text, text
    # turned, then laid on a square marked « + »
    hand = board.locator(".bga-kd-hand")
    assert hand.get_attribute("data-sens") == "d"
    driver.act(demo, board.locator(".bga-kd-tools [data-move='sens-b']").click)
    assert board.locator(".bga-kd-hand").get_attribute("data-sens") == "b"
    start = driver.moves(demo)
    driver.act(demo, board.locator(".bga-board-grid .bga-tile.bga-legal").first.click)
    assert driver.moves(demo) == start + 1
    # then your king onto the new line
    _my_turn(page, demo, "Placez votre roi")
    driver.act(demo, board.locator(".bga-kd-line .bga-domino.bga-legal").first.click)
    assert "ajoute le domino" in demo.locator(".bga-demo-log").text_content()


def test_a_line_of_dominoes_then_one_taken(driver):
    driver.open(PAGE)
    demo = driver.demo(2)
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
    first example (the whole game) fits in about one and a half phone screens."""
    page = driver.phone(PAGE)
    first, big, guided = driver.demo(0), driver.demo(5), driver.demo(1)
    for grid in big.locator(".bga-scroll").all():
        assert grid.evaluate("e => e.scrollWidth <= e.clientWidth + 1")
    assert first.bounding_box()["height"] <= 1.55 * page.viewport_size["width"] * 812 / 375
    assert guided.bounding_box()["height"] <= 2 * 812                  # a later example: two screens at most


def test_a_guided_first_game_step_by_step(driver):
    """Issue 37: the tutorial shows one step at a time, rings the piece it names, answers a click off the
    step with its hint (nothing played), goes back a step, announces each new step, and can be skipped."""
    page = driver.open(PAGE)
    demo = driver.demo(1)
    panel = demo.locator(".bga-demo-tutorial")
    assert "étape 1 sur 8" in panel.inner_text() and "Quatre dominos" in panel.inner_text()
    assert panel.locator("a.bga-demo-rule").get_attribute("href") == "#tour-de-jeu"
    driver.act(demo, panel.locator("[data-action=tuto-suivant]").click)
    assert "étape 2 sur 8" in panel.inner_text()
    page.wait_for_function("el => el.textContent.includes('Étape 2 sur 8')",      # said once, after the move
                           arg=demo.locator(".bga-demo-announce").element_handle())
    ring = demo.locator(".bga-demo-board .bga-tuto-ring")
    assert ring.count() == 1 and ring.get_attribute("data-move") == "prendre-3"
    start = driver.moves(demo)
    driver.act(demo, demo.locator(".bga-demo-board [data-move='prendre-21']").click)   # legal, not the step's
    assert "Cliquez le domino n° 3" in driver.message(demo) and not driver.message(demo).startswith("Coup refusé")
    assert driver.moves(demo) == start and "étape 2 sur 8" in panel.inner_text()
    driver.act(demo, ring.click)
    assert "étape 3 sur 8" in panel.inner_text() and "Joueur 2 place son roi sur le domino n° 21" in (
        demo.locator(".bga-demo-log").text_content())
    driver.act(demo, demo.locator(".bga-demo-board .bga-tuto-ring").click)            # prendre-29
    assert "étape 4 sur 8" in panel.inner_text()
    assert demo.locator(".bga-demo-board .bga-tuto-ring").get_attribute("data-move") == "poser-5-6"
    driver.act(demo, panel.locator("[data-action=tuto-precedent]").click)
    assert "étape 3 sur 8" in panel.inner_text()
    assert demo.locator(".bga-demo-board [data-move='prendre-29']:not([disabled])").count() == 1
    driver.act(demo, panel.locator("[data-action=tuto-passer]").click)
    assert demo.locator(".bga-demo-tutorial").count() == 0
    driver.act(demo, demo.locator(".bga-demo-board [data-move='prendre-29']").click)  # the game goes on, free
    assert "Joueur 1 place son roi sur le domino n° 29" in demo.locator(".bga-demo-log").text_content()
