"""Takenoko's page in Chromium: four garden examples, each beside the rule it illustrates (static board
first, live, the gardener's straight line refused then a bamboo grown, an objective rechecked after an
edit). The generic exercise of each example (a legal move, a refused one) is the site-wide pass's."""

PAGE = "jeux/takenoko/"


def test_static_boards_beside_their_rules(driver):
    page = driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 4
    assert demos.first.locator(".bga-hex-board .bga-hex").count() == 12
    assert driver.sections("article h2, article h3, article .bga-demo") == [
        "1) Dé météo (non choisi, toujours par hasard)", "Canal d'irrigation", "Le Panda", "Objectifs du Panda (15 total)"]
    assert "Lecture retenue" in page.content()


def test_gardener_grows_and_a_refused_move_names_the_straight_line(driver):
    driver.open(PAGE)
    demo = driver.demo(2)                               # « Le Panda »: the sun, three actions
    assert "en ligne droite" in driver.refusal(demo, "jardinier-A2")
    driver.click(demo, "jardinier-C3")
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Le jardinier va en C3 et fait pousser C3" in log, log


def test_objectives_recheck_after_an_edit(driver):
    driver.open(PAGE)
    demo = driver.demo(3)
    assert "✗ Panda — 1 Vert, 1 Jaune, 1 Rose" in driver.board_text(demo)
    driver.click(demo, "mange-rose")
    assert "✓ Panda — 1 Vert, 1 Jaune, 1 Rose" in driver.board_text(demo)
