"""Dragonarium's page in Chromium: the domain-scoring example at the end of « Décompte final »
(static board, live, a legal edit changing the total, a refused one naming the rule)."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/dragonarium/"


def test_static_board_beside_the_scoring(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.tagName === 'DIV' ? 'DEMO' : n.textContent.trim())""")
    at = next(k for k, t in enumerate(order) if t.startswith("Décompte final"))
    assert order[at + 1] == "DEMO"
    assert demos.first.locator(".bga-board-grid .bga-tile").count() == 25
    assert "Total : 23 points" in demos.first.inner_text()
    context.close()


def test_edit_then_refused_tile_on_a_dragon(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    start = coups(demo)
    act(page, demo, board.locator("[data-move='hauteur-3']").click)
    act(page, demo, board.locator("[data-move='case-A3']").click)        # A3 joins the fire domain A1-B2
    assert coups(demo) == start + 2
    assert "Feu : plus grand domaine 5 case(s)" in board.inner_text()
    assert "Total : 30 points" in board.inner_text()                      # 5 × 3 instead of 4 × 2
    assert board.locator("[data-move='case-B2']").is_disabled()
    demo.locator("[data-action=pourquoi]").click()
    act(page, demo, board.locator("[data-move='case-B2']").click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert re.match(r"Coup refusé : ", message) and "ne peut pas être posée sur un dragon" in message, message
    assert coups(demo) == start + 2
