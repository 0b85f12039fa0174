"""Gnome Hollow's page in Chromium: the market example beside « Mouvement du Gnome »
(static first, live, a sale that blocks its space, a refused sale explained)."""

import re

from test_browser import act, coups, exercise_demo, overflow, wait_live

PAGE = "jeux/gnome-hollow/"


def test_static_board_beside_the_section(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.classList.contains('bga-demo') ? 'DEMO' : n.textContent.trim())""")
    at = next(k for k, t in enumerate(order) if t.startswith("Mouvement du Gnome"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Fin de partie")
    assert "Marché de Pinwheel" in demos.first.inner_text()
    context.close()


def test_sale_blocks_then_refusal_explained(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    done = exercise_demo(page, demo)
    assert done["legal"] and done["illegal"]
    act(page, demo, demo.locator("[data-move='vendre-bleu-5']").click)
    assert demo.locator("[data-move='vendre-bleu-5']").inner_text().strip() == "✖"
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move='vendre-bleu-2']").click)
    text = demo.locator(".bga-demo-message").inner_text()
    assert re.match(r"Coup refusé : ", text) and "différent" in text, text
    assert coups(demo) == start
    why.click()


def test_phone_width_no_overflow(browser, real_site):
    context = browser.new_context(viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    over = overflow(demo)
    assert not over, over
    demo.screenshot(path="/tmp/gnome-375.png")
    context.close()
