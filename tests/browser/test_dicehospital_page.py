"""Dice Hospital ER's page in Chromium: the admission example beside « Les bonus » (static wards
first, live, a legal admission, a refused square explained, a stethoscope crossed out and a refused
one explained, no overflow at 375 px)."""

PAGE = "jeux/dice-hospital-er/"


def test_static_wards_beside_the_placement_rule(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 1
    driver.assert_beside("Les bonus")
    assert demos.first.locator(".bga-hand .bga-die").count() == 8
    assert demos.first.locator(".bga-board-grid .bga-tile[data-colour]").count() == 12


def test_admission_then_refused_square_explained(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    driver.click(demo, "patient-3")
    assert demo.locator("[data-move='patient-3']").get_attribute("aria-pressed") == "true"
    driver.click(demo, "case-1-1")
    assert demo.locator("[data-move='patient-3']").count() == 0
    assert "Chambre 1, case 1 (grise) : dé bleu 1" in demo.locator(".bga-board-grid").inner_text()
    # the yellow 4 does not go on the red square that follows
    driver.click(demo, "patient-2")
    assert demo.locator("[data-move='case-1-2']").is_disabled()
    assert "couleur de leur dé" in driver.refusal(demo, "case-1-2")


def test_a_stethoscope_changes_the_die_then_a_refusal_explained(driver):
    """« Ces stéthoscopes peuvent ensuite être rayés pour modifier la valeur d'un dé (+1/-1 par
    stéthoscope). »"""
    driver.open(PAGE)
    demo = driver.demo(0)
    driver.click(demo, "patient-1")                  # red 2 and 2 stethoscopes
    counter = demo.locator(".bga-counters .bga-counter").first
    assert counter.locator(".bga-count").inner_text() == "2"
    driver.click(demo, "stetho-plus")
    assert counter.locator(".bga-count").inner_text() == "1"
    assert "À placer, dé de la carte : dé rouge 3" in demo.inner_text()
    driver.click(demo, "case-3-1")
    assert "Chambre 3, case 1 (rouge) : dé rouge 3" in demo.locator(".bga-board-grid").inner_text()
    driver.click(demo, "patient-3")                  # blue 1: no 0 on a die
    assert demo.locator("[data-move='stetho-moins']").is_disabled()
    assert "de 1 à 6" in driver.refusal(demo, "stetho-moins")


def test_no_overflow_on_a_phone(driver):
    page = driver.phone(PAGE)
    demo = driver.demo(0)
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 375, wide
    box = demo.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375
