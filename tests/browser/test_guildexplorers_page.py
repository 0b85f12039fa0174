"""The Guild of Merchant Explorers' page in Chromium: the whole game beside « Déroulement du jeu » (your
hex Mappe, the card revealed, the bot's Mappe beside it; a hex clicked, the turn ended, the bot's turn
seen), the small-Mappe position beside the trading-post rule (a desert region explored into a village, a
refused cube explained with its rule) and the solo variant."""

PAGE = "jeux/the-guild-of-merchant-explorers/"


def _waits_for(page, demo, words: str):
    page.wait_for_function("([el, w]) => el.querySelector('.bga-demo-board').innerText.includes(w)",
                           arg=[demo.element_handle(), words], timeout=60000)


def test_static_mappes_and_card_beside_their_rules(driver):
    page = driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3
    assert driver.sections(selector="article h2, article h3, article .bga-demo") == [
        "Déroulement du jeu", "Placer un Comptoir Commercial", "Variante solo"]
    first = demos.first
    assert first.locator(".bga-hex-board .bga-hex").count() == 2 * 63        # your Mappe and the bot's
    assert first.locator(".bga-gm-card").count() >= 1
    assert demos.nth(1).locator(".bga-hex-board .bga-hex").count() == 24       # the page example's 4 × 6 Mappe
    assert "Lecture retenue" in page.content()


def test_a_desert_region_gives_a_village_and_a_prairie_cube_is_refused(driver):
    driver.open(PAGE)
    demo = driver.demo(1)
    message = driver.refusal(demo, "explorer-B2", "deroulement-des-explorations")
    assert "désert" in message and "prairie" in message, message
    for name in ("B4", "C3", "C4"):
        driver.click(demo, f"explorer-{name}")
    driver.click(demo, "village-C3")
    log = demo.locator(".bga-demo-log").inner_text()
    assert "village en C3, 3 pièces" in log, log


def test_a_turn_by_clicking_hexes_then_the_bot_explores(driver):
    page = driver.open(PAGE)
    demo = driver.demo(0)
    board = demo.locator(".bga-demo-board")
    start = driver.moves(demo)
    hexes = board.locator(".bga-you .bga-hex.bga-legal")
    if hexes.count():
        driver.act(demo, hexes.first.click)
        assert driver.moves(demo) == start + 1
    driver.click(demo, "fin-tour")
    _waits_for(page, demo, "Cliquez")
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Joueur 2 termine son tour" in log, log


def test_on_a_phone_the_first_example_fits_and_hexes_are_targets(driver):
    page = driver.phone(PAGE)
    demo = driver.demo(0)
    box = demo.bounding_box()
    demo.screenshot(path="/tmp/guild_demo.png")
    assert box["height"] <= 1.5 * 812, box
    sizes = demo.locator(".bga-you .bga-hex").evaluate_all(
        "els => els.map(e => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height))")
    assert min(sizes) >= 24, min(sizes)
    assert driver.overflow(demo) == []
    page.screenshot(path="/tmp/guild_phone.png", full_page=False)
    demo.screenshot(path="/tmp/guild_demo.png")
