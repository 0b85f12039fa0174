"""Setup's page in Chromium: the page's scoring example as a position of the whole game beside
« Décompte des points » (static board first; live: a square of the opponent refused with its rule,
3♦ and 4♦ laid by clicking them then their squares, the turn validated for 5 points and 1 to Rouge),
then the whole game under « Essayer », 1v1 (a turn played by clicks, the bot's turn seen, its zone
face down) and 2v2 (the partner's zone face up, the opponents' face down)."""

from driver import settle

PAGE = "jeux/setup/"


def test_static_example_beside_the_scoring_rule(driver):
    page = driver.static(PAGE)
    assert driver.demos().count() == 3
    order, at = driver.assert_beside("Décompte des points")
    assert order[at + 2].startswith("Fin de la partie")
    assert order[-3:] == ["Essayer", "DEMO", "DEMO"]
    demo = driver.demos().first
    board = demo.locator(".bga-st-board")
    assert board.locator(".bga-st-square").count() == 12
    assert board.locator(".bga-onsquare").count() == 3                   # 4♣, 5♦, 6♦, drawn as tiles
    assert board.locator("line").count() == 30
    assert demo.locator(".bga-st-seat .bga-back").count() == 4            # Rouge's hidden zone
    assert "Lecture retenue" in page.content()


def test_the_pages_example_played_by_clicking_tiles_then_squares(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    driver.click(demo, "tuile-3d")
    assert "SAUF" in driver.refusal(demo, "case-B1", "deroulement-dun-tour")
    driver.click(demo, "case-B4")
    assert "même valeur OU" in driver.refusal(demo, "tuile-9h", "deroulement-dun-tour")
    driver.click(demo, "tuile-4d")
    driver.click(demo, "case-B3")
    board = demo.locator(".bga-demo-board")
    assert "Ce tour : 5 points (Rouge +1)" in board.inner_text()
    assert board.locator(".bga-st-line.bga-st-hot").count() == 4          # 4♦–4♣, 3♦–4♦–5♦–6♦
    driver.click(demo, "valider")
    assert "Bleu marque 5 points" in board.locator(".bga-banner").inner_text()
    assert "Rouge 1" in demo.locator(".bga-demo-log").text_content()


def test_whole_game_1v1_a_turn_then_the_bots_turn(driver):
    page = driver.open(PAGE)
    demo = driver.demo(1)
    board = demo.locator(".bga-demo-board")
    assert board.locator(".bga-st-seat:not(.bga-you) .bga-back").count() == 4
    driver.act(demo, board.locator("[data-move^='tuile-'].bga-legal").first.click)
    driver.act(demo, board.locator("[data-move^='case-'].bga-legal").first.click)
    assert board.locator(".bga-st-new").count() == 1
    driver.click(demo, "valider")
    settle(page, demo)
    log = demo.locator(".bga-demo-log").text_content()
    assert "Bleu marque" in log and "Rouge pose" in log and "Rouge marque" in log, log
    assert board.locator("[data-move^='tuile-'].bga-legal").count() >= 1      # your turn again
    assert board.locator(".bga-st-seat:not(.bga-you) .bga-back").count() == 4


def test_whole_game_2v2_the_partners_zone_is_seen(driver):
    driver.open(PAGE)
    demo = driver.demo(2)
    board = demo.locator(".bga-demo-board")
    assert board.locator(".bga-st-vert .bga-back").count() == 0
    assert board.locator(".bga-st-vert .bga-ccard").count() == 4
    assert board.locator(".bga-st-vert [data-move]").count() == 0          # seen, never taken
    assert board.locator(".bga-st-rouge .bga-back").count() == 4
    assert board.locator(".bga-st-jaune .bga-back").count() == 4
    driver.act(demo, board.locator("[data-move^='tuile-'].bga-legal").first.click)
    assert board.locator("[data-move='case-A2'].bga-legal").count() == 0   # Rouge's square
    assert board.locator("[data-move='case-B1'].bga-legal").count() == 1   # your partner's
