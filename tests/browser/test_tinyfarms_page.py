"""Tiny Farms's page in Chromium: the farm scorer beside « Calcul des scores » (static first,
live, an animal placed and the score recounted, a refused edit explained, phone width)."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/tiny-farms/"
TARGETS = ".bga-demo-board .bga-board-grid .bga-compose-action"


def test_static_board_beside_the_scoring(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.tagName === 'H2' ? n.textContent.trim() : 'DEMO')""")
    at = next(k for k, t in enumerate(order) if t.startswith("Calcul des scores"))
    assert order[at + 1] == "DEMO"
    demo = demos.nth(0)
    assert demo.locator(".bga-board-grid .bga-tile").count() == 32
    assert "Total : 39 points" in demo.inner_text()
    context.close()


def test_place_an_animal_then_refused_milk(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    demo.locator("[data-part='mouton']").click()
    start = coups(demo)
    act(page, demo, demo.locator(TARGETS + "[data-template='{}-rouge-C2']").click)
    assert coups(demo) == start + 1
    assert "Moutons : 14 (rouge 12, bleue 2)" in board.inner_text()
    assert "Total : 38 points" in board.inner_text()
    message = demo.locator(".bga-demo-message")
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move='lait-1']").click)
    said = message.inner_text()
    assert re.match(r"Coup refusé : ", said) and "déjà 1 brique" in said, said
    assert coups(demo) == start + 1
    why.click()
