"""The Guild of Merchant Explorers' page in Chromium: the exploration example beside the trading-post rule
(static Mappe first, live, a desert region explored into a village, a refused cube explained with its rule)."""

PAGE = "jeux/the-guild-of-merchant-explorers/"


def test_static_map_beside_its_rule(driver):
    page = driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 1
    assert demos.first.locator(".bga-hex-board .bga-hex").count() == 24      # the 4 × 6 Mappe
    order = driver.order("article h2, article h3, article h4, article .bga-demo")
    k = order.index("DEMO")
    section = next(t for t in reversed(order[:k]) if t != "DEMO" and not t.startswith("Essayer"))
    assert section == "Placer un Comptoir Commercial"
    assert "Lecture retenue" in page.content()


def test_a_desert_region_gives_a_village_and_a_prairie_cube_is_refused(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    message = driver.refusal(demo, "explorer-B2", "deroulement-des-explorations")
    assert "désert" in message and "prairie" in message, message
    for name in ("B4", "C3", "C4"):
        driver.click(demo, f"explorer-{name}")
    driver.click(demo, "village-C3")
    log = demo.locator(".bga-demo-log").inner_text()
    assert "entièrement explorée" in log and "Village en C3 : 3 pièces." in log, log
