"""gammelogic's page in Chromium: the puzzle under « Essayer » (static first, then live),
a character placed by clicks, a wrong place refused with the rule it breaks."""


PAGE = "jeux/gammelogic/"
TARGETS = ".bga-demo-board .bga-board-grid .bga-compose-action"


def test_static_puzzle_then_solving_by_clicks(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 1
    demo = demos.nth(0)
    assert demo.locator(".bga-board-grid .bga-tile").count() == 6
    assert demo.locator("[data-part]").count() == 6
    assert "Chloé en 6" in demo.inner_text() and "une seule solution" in demo.inner_text()


def test_place_a_character_and_get_a_refusal_naming_the_rule(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    demo.locator("[data-part=c]").click()
    enabled = demo.locator(TARGETS + ":not([disabled])")
    assert enabled.count() == 1 and enabled.get_attribute("data-template") == "{}-6"
    start = driver.moves(demo)
    driver.act(demo, enabled.click)
    assert driver.moves(demo) == start + 1
    assert "Chloé va en 6." in demo.locator(".bga-demo-log").inner_text()
    # Bruno next to Chloé: refused, the rule named and linked
    text = driver.refusal(demo, section="gammelogic", selector=TARGETS + "[data-template='{}-5']", parts=("b",))
    assert "« Bruno pas à côté de Chloé »" in text, text
