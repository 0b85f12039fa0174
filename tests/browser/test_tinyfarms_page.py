"""Tiny Farms's page in Chromium: the whole game beside « Déroulement » (a die, a farmer taken
round the wheel, its two animals put in the farm by clicking squares, the bots' turns one by one,
a section out of reach refused with its rule), a last turn beside « Lait » won by one brick, and the
last turn beside « Calcul des scores », played to the final count."""

PAGE = "jeux/tiny-farms/"


def _waits_for(page, demo, words: str):
    page.wait_for_function("([el, w]) => el.querySelector('.bga-demo-board').innerText.includes(w)",
                           arg=[demo.element_handle(), words], timeout=60000)


def test_static_wheel_dice_and_farms(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3
    assert driver.sections() == ["Déroulement", "Lait", "Calcul des scores"]
    first = demos.nth(0)
    assert first.locator(".bga-tf-wheel .bga-tf-section").count() == 8
    assert first.locator(".bga-tf-wheel .bga-tf-farmer").count() == 2
    assert first.locator(".bga-tf-dice .bga-die").count() == 4                 # 3 players + 1
    assert first.locator(".bga-you .bga-tf-farm .bga-tile").count() == 32
    last = demos.nth(2)
    assert "Tour 10/10" in last.inner_text() and "Décompte" in last.inner_text()


def test_a_turn_by_clicking_the_wheel_then_the_farm(driver):
    page = driver.open(PAGE)
    demo = driver.demo(0)
    board = demo.locator(".bga-demo-board")
    # the first die is chosen already: a section out of reach of the red farmer is refused (milk rule)
    text = driver.refusal(demo, selector=".bga-tf-target[data-template='prendre-{}-rouge-8']", section="lait")
    assert "même changé par du lait" in text, text
    start = driver.moves(demo)
    driver.act(demo, board.locator(".bga-tf-target.bga-legal").first.click)
    assert driver.moves(demo) == start + 1
    _waits_for(page, demo, "Placez le")
    squares = board.locator(".bga-you .bga-tf-farm .bga-tile.bga-legal")
    assert squares.count() == 16
    driver.act(demo, squares.first.click)
    driver.act(demo, board.locator(".bga-you .bga-tf-farm .bga-tile.bga-legal").nth(5).click)
    assert board.locator(".bga-you .bga-tf-farm .bga-figure").count() == 2
    # the two bots take their dice one after the other, then a new turn: your dice again
    _waits_for(page, demo, "Tour 2/10")
    log = demo.locator(".bga-demo-log").text_content()
    assert "Joueur 2 prend le dé" in log and "Joueur 3 prend le dé" in log and "tourne la roue" in log


def test_one_brick_of_milk_wins_the_last_turn(driver):
    page = driver.open(PAGE)
    demo = driver.demo(1)
    board = demo.locator(".bga-demo-board")
    assert board.locator(".bga-tf-dice .bga-die").count() == 3
    driver.act(demo, board.locator(".bga-tf-target[data-template='prendre-{}-rouge-5']").click)
    _waits_for(page, demo, "Placez le")
    board.locator(".bga-tf-pending [data-part='mouton']").click()
    driver.act(demo, board.locator(".bga-you .bga-tile[data-template='poser-{}-C1']").click)
    driver.act(demo, board.locator(".bga-you .bga-tf-farm .bga-tile.bga-legal").first.click)
    _waits_for(page, demo, "Partie terminée")
    assert "vous gagnez" in driver.status(demo)
    assert "44" in board.locator(".bga-sheet tfoot").inner_text()


def test_the_last_turn_then_the_count(driver):
    page = driver.open(PAGE)
    demo = driver.demo(2)
    board = demo.locator(".bga-demo-board")
    assert "34" in board.locator(".bga-sheet tfoot").inner_text()
    driver.act(demo, board.locator(".bga-tf-target.bga-legal").first.click)
    for _ in range(2):
        driver.act(demo, board.locator(".bga-you .bga-tf-farm .bga-tile.bga-legal").first.click)
    _waits_for(page, demo, "Partie terminée")
    assert board.locator(".bga-you .bga-tf-farm .bga-figure").count() == 20
    assert "Total" in board.locator(".bga-sheet").inner_text()
