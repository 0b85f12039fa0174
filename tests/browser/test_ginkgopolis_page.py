"""Ginkgopolis in Chromium, on the project's real page: the construction example
beside « 3 - Construction » and the districts example beside « Fin de partie »,
static then live; a construction is priced, a refused one explained naming the rule."""

import re

from test_browser import act, coups, exercise_demo, wait_live

PAGE = "jeux/ginkgopolis/"


def test_static_examples_in_their_sections(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 2
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article h3, article .bga-demo')]
        .map(n => n.tagName === 'DIV' ? 'DEMO' : n.textContent.trim())""")
    at = next(k for k, t in enumerate(order) if t.startswith("3 - Construction"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Fin de partie") and order[at + 3] == "DEMO"
    assert demos.nth(0).locator(".bga-board-grid .bga-tile").count() == 20
    assert "Vous (J1) : 9" in demos.nth(0).inner_text()
    assert "Bleu : A4 B4" in demos.nth(1).inner_text()
    context.close()


def test_construction_priced_then_refusal_explained(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    message = demo.locator(".bga-demo-message")
    act(page, demo, board.locator("[data-move=case-B2]").click)
    assert coups(demo) == 1
    text = board.inner_text()
    assert "8 point(s) de réussite payé(s)" in text and "J2, qui marque 3 point(s)" in text
    demo.locator("[data-action=pourquoi]").click()
    act(page, demo, board.locator("[data-move=case-A4]").click)
    text = message.inner_text()
    assert re.match(r"Coup refusé : ", text) and "il faut un bâtiment" in text, text
    assert message.locator("a[href='#3-construction']").count() == 1
    assert coups(demo) == 1
    demo.locator("[data-action=pourquoi]").click()


def test_districts_example(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    wait_live(page, demo)
    done = exercise_demo(page, demo)
    assert done["legal"] and done["illegal"]
