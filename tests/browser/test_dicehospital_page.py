"""Dice Hospital ER's page in Chromium: the admission example beside « Les bonus » (static wards
first, live, a legal admission, a refused square explained, a stethoscope crossed out and a refused
one explained, no overflow at 375 px)."""

from test_browser import act, coups, wait_live

PAGE = "jeux/dice-hospital-er/"


def test_static_wards_beside_the_placement_rule(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.tagName === 'H2' ? n.textContent.trim() : 'DEMO')""")
    at = next(k for k, t in enumerate(order) if t.startswith("Les bonus"))
    assert order[at + 1] == "DEMO"
    assert demos.first.locator(".bga-hand .bga-die").count() == 8
    assert demos.first.locator(".bga-board-grid .bga-tile[data-colour]").count() == 12
    context.close()


def test_admission_then_refused_square_explained(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    act(page, demo, demo.locator("[data-move='patient-3']").click)
    assert demo.locator("[data-move='patient-3']").get_attribute("aria-pressed") == "true"
    act(page, demo, demo.locator("[data-move='case-1-1']").click)
    assert demo.locator("[data-move='patient-3']").count() == 0
    assert "Chambre 1, case 1 (grise) : dé bleu 1" in demo.locator(".bga-board-grid").inner_text()
    # the yellow 4 does not go on the red square that follows
    act(page, demo, demo.locator("[data-move='patient-2']").click)
    assert demo.locator("[data-move='case-1-2']").is_disabled()
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move='case-1-2']").click)
    message = demo.locator(".bga-demo-message")
    assert message.is_visible()
    text = message.inner_text()
    assert text.startswith("Coup refusé : ") and "couleur de leur dé" in text, text
    assert coups(demo) == start
    why.click()


def test_a_stethoscope_changes_the_die_then_a_refusal_explained(watched_page, real_site):
    """« Ces stéthoscopes peuvent ensuite être rayés pour modifier la valeur d'un dé (+1/-1 par
    stéthoscope). »"""
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    act(page, demo, demo.locator("[data-move='patient-1']").click)      # red 2 and 2 stethoscopes
    counter = demo.locator(".bga-counters .bga-counter").first
    assert counter.locator(".bga-count").inner_text() == "2"
    act(page, demo, demo.locator("[data-move='stetho-plus']").click)
    assert counter.locator(".bga-count").inner_text() == "1"
    assert "À placer, dé de la carte : dé rouge 3" in demo.inner_text()
    act(page, demo, demo.locator("[data-move='case-3-1']").click)
    assert "Chambre 3, case 1 (rouge) : dé rouge 3" in demo.locator(".bga-board-grid").inner_text()
    act(page, demo, demo.locator("[data-move='patient-3']").click)      # blue 1: no 0 on a die
    assert demo.locator("[data-move='stetho-moins']").is_disabled()
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move='stetho-moins']").click)
    message = demo.locator(".bga-demo-message")
    assert message.is_visible()
    text = message.inner_text()
    assert text.startswith("Coup refusé : ") and "de 1 à 6" in text, text
    assert coups(demo) == start
    why.click()


def test_no_overflow_on_a_phone(browser, real_site):
    context = browser.new_context(viewport={"width": 375, "height": 800})
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 375, wide
    box = demo.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375
    context.close()
