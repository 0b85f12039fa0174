"""The Guild of Merchant Explorers' page in Chromium: the exploration example beside the trading-post rule
(static Mappe first, live, a legal cube, a refused cube explained with its rule)."""

from test_browser import act, coups, exercise_demo, wait_live

PAGE = "jeux/the-guild-of-merchant-explorers/"


def test_static_map_beside_its_rule(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    assert demos.first.locator(".bga-hex-board .bga-hex").count() == 24      # the 4 × 6 Mappe
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article h3, article h4, article .bga-demo')]
        .map(n => n.classList.contains('bga-demo') ? 'DEMO' : n.textContent.trim())""")
    k = order.index("DEMO")
    section = next(t for t in reversed(order[:k]) if t != "DEMO" and not t.startswith("Essayer"))
    assert section.rstrip("¶").strip() == "Placer un Comptoir Commercial"
    assert "Lecture retenue" in page.content()
    context.close()


def test_example_live_legal_and_refused(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    done = exercise_demo(page, page.locator(".bga-demo").first)
    assert done["legal"] and done["illegal"]


def test_a_desert_region_gives_a_village_and_a_prairie_cube_is_refused(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    demo.locator("[data-action=pourquoi]").click()
    before = coups(demo)
    act(page, demo, board.locator("[data-move='explorer-B2']").click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert "Coup refusé" in message and "désert" in message and "prairie" in message, message
    assert coups(demo) == before
    demo.locator("[data-action=pourquoi]").click()
    for name in ("B4", "C3", "C4"):
        act(page, demo, board.locator(f"[data-move='explorer-{name}']").click)
    act(page, demo, board.locator("[data-move='village-C3']").click)
    log = demo.locator(".bga-demo-log").inner_text()
    assert "entièrement explorée" in log and "Village en C3 : 3 pièces." in log, log
