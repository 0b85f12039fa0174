"""Taluva's page in Chromium: three island examples, each beside the rule it illustrates (static
board first, live, a legal move, a refused tile or building explained with its rule)."""

from test_browser import act, coups, exercise_demo, wait_live

PAGE = "jeux/taluva/"


def test_static_boards_beside_their_rules(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 3
    assert demos.nth(1).locator(".bga-hex-board .bga-hex").count() == 36     # the 6 × 6 eruption map
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article h3, article h4, article .bga-demo')]
        .map(n => n.classList.contains('bga-demo') ? 'DEMO' : n.textContent.trim())""")
    sections = []
    for k, item in enumerate(order):
        if item == "DEMO":
            sections.append(next(t for t in reversed(order[:k]) if t != "DEMO" and not t.startswith("Essayer")))
    assert [s.rstrip("¶").strip() for s in sections] == ["But du jeu", "Éruption", "Construire une tour"]
    assert "Lecture retenue" in page.content()
    context.close()


def test_every_example_live_legal_and_refused(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    for k in range(demos.count()):
        done = exercise_demo(page, demos.nth(k))
        assert done["legal"] and done["illegal"], k


def test_eruption_razes_a_hut_and_a_temple_refuses_the_tile(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    act(page, demo, board.locator("[data-move='sens-6']").click)
    demo.locator("[data-action=pourquoi]").click()
    before = coups(demo)
    act(page, demo, board.locator("[data-move='volcan-C3']").click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert "Coup refusé" in message and "tour ou un temple" in message, message
    assert message and coups(demo) == before
    demo.locator("[data-action=pourquoi]").click()
    act(page, demo, board.locator("[data-move='sens-5']").click)
    act(page, demo, board.locator("[data-move='volcan-C3']").click)
    log = demo.locator(".bga-demo-log").inner_text()
    assert "éruption, niveau 2" in log and "hutte blanche rasée en D2" in log, log


def test_building_a_tower_and_the_refused_temple(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first                 # « But du jeu »: no temple left, one tower
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    act(page, demo, board.locator("[data-move='volcan-D4']").click)
    act(page, demo, board.locator("[data-move='choisir-temple']").click)
    demo.locator("[data-action=pourquoi]").click()
    act(page, demo, board.locator("[data-move='batir-C3']").click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert "Coup refusé" in message and "plus de temple" in message, message
    demo.locator("[data-action=pourquoi]").click()
    act(page, demo, board.locator("[data-move='choisir-tour']").click)
    act(page, demo, board.locator("[data-move='batir-C3']").click)
    assert "2 des 3 types" in board.locator(".bga-banner").inner_text()
