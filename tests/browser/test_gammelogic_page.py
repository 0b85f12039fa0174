"""gammelogic's page in Chromium: the puzzle under « Essayer » (static first, then live),
a character placed by clicks, a wrong place refused with the rule it breaks."""

from test_browser import act, coups, wait_live

PAGE = "jeux/gammelogic/"
TARGETS = ".bga-demo-board .bga-board-grid .bga-compose-action"


def test_static_puzzle_then_solving_by_clicks(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    demo = demos.nth(0)
    assert demo.locator(".bga-board-grid .bga-tile").count() == 6
    assert demo.locator("[data-part]").count() == 6
    assert "Chloé en 6" in demo.inner_text() and "une seule solution" in demo.inner_text()
    context.close()


def test_place_a_character_and_get_a_refusal_naming_the_rule(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    demo.locator("[data-part=c]").click()
    enabled = demo.locator(TARGETS + ":not([disabled])")
    assert enabled.count() == 1 and enabled.get_attribute("data-template") == "{}-6"
    start = coups(demo)
    act(page, demo, enabled.click)
    assert coups(demo) == start + 1
    assert "Chloé va en 6." in demo.locator(".bga-demo-log").inner_text()
    # Bruno next to Chloé: refused, the rule named and linked
    demo.locator("[data-action=pourquoi]").click()
    demo.locator("[data-part=b]").click()
    before = coups(demo)
    act(page, demo, demo.locator(TARGETS + "[data-template='{}-5']").click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert message.startswith("Coup refusé : ") and "« Bruno pas à côté de Chloé »" in message, message
    assert demo.locator(".bga-demo-message a[href*='gammelogic']").count() == 1
    assert coups(demo) == before
