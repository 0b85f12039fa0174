"""Ginkgopolis in Chromium, on the project's real page: the construction example
beside « 3 - Construction » and the districts example beside « Fin de partie »,
static; the construction example live, a construction priced, a refused one explained
naming the rule."""

PAGE = "jeux/ginkgopolis/"
CONSTRUCTION, DISTRICTS = range(2)


def test_static_examples_in_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 2
    order, at = driver.assert_beside("3 - Construction", "article h2, article h3, article .bga-demo")
    assert order[at + 2].startswith("Fin de partie") and order[at + 3] == "DEMO"
    assert demos.nth(CONSTRUCTION).locator(".bga-board-grid .bga-tile").count() == 20
    assert "Vous (J1) : 9" in demos.nth(CONSTRUCTION).inner_text()
    assert "Bleu : A4 B4" in demos.nth(DISTRICTS).inner_text()


def test_construction_priced_then_refusal_explained(driver):
    driver.open(PAGE)
    demo = driver.demo(CONSTRUCTION)
    driver.click(demo, "case-B2")
    assert driver.moves(demo) == 1
    text = driver.board_text(demo)
    assert "8 point(s) de réussite payé(s)" in text and "J2, qui marque 3 point(s)" in text
    assert "il faut un bâtiment" in driver.refusal(demo, "case-A4", "3-construction")
    assert driver.moves(demo) == 1
