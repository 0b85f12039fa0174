"""Takenoko's page in Chromium: four garden examples, each beside the rule it illustrates (static board
first, live, a legal move, a refused one explained with its rule)."""

from test_browser import act, coups, exercise_demo, wait_live

PAGE = "jeux/takenoko/"


def test_static_boards_beside_their_rules(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 4
    assert demos.first.locator(".bga-hex-board .bga-hex").count() == 12
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article h3, article .bga-demo')]
        .map(n => n.classList.contains('bga-demo') ? 'DEMO' : n.textContent.trim())""")
    sections = []
    for k, item in enumerate(order):
        if item == "DEMO":
            sections.append(next(t for t in reversed(order[:k]) if t != "DEMO" and not t.startswith("Essayer")))
    assert [s.rstrip("¶").strip() for s in sections] == [
        "1) Dé météo (non choisi, toujours par hasard)", "Canal d'irrigation", "Le Panda", "Objectifs du Panda (15 total)"]
    assert "Lecture retenue" in page.content()
    context.close()


def test_every_example_live_legal_and_refused(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    for k in range(demos.count()):
        done = exercise_demo(page, demos.nth(k))
        assert done["legal"] and done["illegal"], k


def test_gardener_grows_and_a_refused_move_names_the_straight_line(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(2)              # « Le Panda »: the sun, three actions
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    demo.locator("[data-action=pourquoi]").click()
    before = coups(demo)
    act(page, demo, board.locator("[data-move='jardinier-A2']").click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert "Coup refusé" in message and "en ligne droite" in message, message
    assert coups(demo) == before
    demo.locator("[data-action=pourquoi]").click()
    act(page, demo, board.locator("[data-move='jardinier-C3']").click)
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Le jardinier va en C3 et fait pousser C3" in log, log


def test_objectives_recheck_after_an_edit(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(3)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    assert "✗ Panda — 1 Vert, 1 Jaune, 1 Rose" in board.inner_text()
    act(page, demo, board.locator("[data-move='mange-rose']").click)
    assert "✓ Panda — 1 Vert, 1 Jaune, 1 Rose" in board.inner_text()
