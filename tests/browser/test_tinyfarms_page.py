"""Tiny Farms's page in Chromium: the farm scorer beside « Calcul des scores » (static first,
live, an animal placed and the score recounted, a refused edit explained; the phone width is the
site-wide phone pass's)."""

PAGE = "jeux/tiny-farms/"
TARGETS = ".bga-demo-board .bga-board-grid .bga-compose-action"


def test_static_board_beside_the_scoring(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 1
    driver.assert_beside("Calcul des scores")
    demo = demos.nth(0)
    assert demo.locator(".bga-board-grid .bga-tile").count() == 32
    assert "Total : 39 points" in demo.inner_text()
    assert demo.locator(".bga-board-grid .bga-figure").count() == 19       # the animals, drawn


def test_place_an_animal_then_refused_milk(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    demo.locator("[data-part='mouton']").click()
    start = driver.moves(demo)
    driver.act(demo, demo.locator(TARGETS + "[data-template='{}-rouge-C2']").click)
    assert driver.moves(demo) == start + 1
    assert "Moutons : 14 (rouge 12, bleue 2)" in driver.board_text(demo)
    assert "Total : 38 points" in driver.board_text(demo)
    assert "déjà 1 brique" in driver.refusal(demo, "lait-1")
