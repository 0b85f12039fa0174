"""Con Sonar!'s page in Chromium: the scoring example beside « Décompte » (static then
live), an edit changing the score, a refused edit naming its rule."""

from test_browser import act, coups, wait_live

PAGE = "jeux/con-sonar/"


def test_scoring_example_beside_decompte(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    assert page.locator(".bga-demo").count() == 1
    order = page.evaluate("""() => [...document.querySelectorAll('article h3, article .bga-demo')]
        .map(n => n.tagName === 'H3' ? n.textContent.trim() : 'DEMO')""")
    at = next(k for k, t in enumerate(order) if t.startswith("Décompte"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Astuces")
    text = page.locator(".bga-demo").inner_text()
    assert "Total" in text and "ce serait 36 sous-marins" in text
    context.close()


def test_an_edit_and_a_refusal(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    start = coups(demo)
    act(page, demo, demo.locator("[data-move='coule-plus-vert']").click)
    assert coups(demo) == start + 1
    assert "Total : 10 points." in demo.locator(".bga-demo-log").inner_text()
    full = demo.locator("[data-move='coule-plus-jaune']")
    assert full.is_disabled()
    demo.locator("[data-action=pourquoi]").click()
    before = coups(demo)
    act(page, demo, full.click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert message.startswith("Coup refusé : ") and "2 sous-marins" in message, message
    assert demo.locator(".bga-demo-message a[href*='composants']").count() == 1
    assert coups(demo) == before
