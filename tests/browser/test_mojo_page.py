"""Mojo's page in Chromium: the count table as cards right after the page's list, its sum (61) against
the 79 announced, a filter, and a missing value refused with the gap."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/mojo/"


def test_static_table_and_sum(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    # right after the page's list of counts
    assert page.evaluate("""() => { const d = document.querySelector('article .bga-demo');
        let p = d.previousElementSibling; while (p && p.tagName !== 'UL') p = p.previousElementSibling;
        return !!p && p.textContent.includes('1 carte Mojo'); }""")
    text = demos.first.inner_text()
    assert "8 + 15 + 21 + 16 + 1 = 61" in text and "79" in text and "il en manque 18" in text
    assert demos.first.locator(".bga-ccard").count() == 11         # 2 + 3 + 3 + 2 + the Mojo card
    context.close()


def test_filter_then_a_missing_value_refused(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    start = coups(demo)
    act(page, demo, board.locator("[data-move='couleur-vert']").click)
    assert coups(demo) == start + 1
    assert board.locator(".bga-ccard").count() == 3 and "15 affichée(s)" in board.inner_text()
    assert board.locator("[data-move='valeur-6']").is_disabled()
    demo.locator("[data-action=pourquoi]").click()
    act(page, demo, board.locator("[data-move='valeur-6']").click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert re.match(r"Coup refusé : ", message) and "aucune carte de valeur 6" in message, message
    assert coups(demo) == start + 1
