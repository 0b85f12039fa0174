"""Taluva's page in Chromium: three island examples, each beside the rule it illustrates (static
board first, live, a tile refused on a temple then an eruption that razes a hut, a temple refused
when none is left then a tower built). The generic exercise of each example (a legal move, a
refused one) is the site-wide pass's."""

PAGE = "jeux/taluva/"


def test_static_boards_beside_their_rules(driver):
    page = driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3
    assert demos.nth(1).locator(".bga-hex-board .bga-hex").count() == 36     # the 6 × 6 eruption map
    assert driver.sections("article h2, article h3, article h4, article .bga-demo") == ["But du jeu", "Éruption", "Construire une tour"]
    assert "Lecture retenue" in page.content()


def test_eruption_razes_a_hut_and_a_temple_refuses_the_tile(driver):
    driver.open(PAGE)
    demo = driver.demo(1)
    driver.click(demo, "sens-6")
    assert "tour ou un temple" in driver.refusal(demo, "volcan-C3")
    driver.click(demo, "sens-5")
    driver.click(demo, "volcan-C3")
    log = demo.locator(".bga-demo-log").inner_text()
    assert "éruption, niveau 2" in log and "hutte blanche rasée en D2" in log, log


def test_building_a_tower_and_the_refused_temple(driver):
    driver.open(PAGE)
    demo = driver.demo(0)                               # « But du jeu »: no temple left, one tower
    driver.click(demo, "volcan-D4")
    driver.click(demo, "choisir-temple")
    assert "plus de temple" in driver.refusal(demo, "batir-C3")
    driver.click(demo, "choisir-tour")
    driver.click(demo, "batir-C3")
    assert "2 des 3 types" in demo.locator(".bga-demo-board .bga-banner").inner_text()
