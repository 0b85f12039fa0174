"""Castles of Mad King Ludwig's page in Chromium: the sales round, the castle and the
favours examples beside their sections (static first, live, legal move, refusal)."""

import re

from test_browser import act, coups, exercise_demo, wait_live

PAGE = "jeux/castles-of-mad-king-ludwig/"


def test_static_boards_beside_their_sections(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 3
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.classList.contains('bga-demo') ? 'DEMO' : n.textContent.trim())""")

    def after(title):
        return order[next(k for k, t in enumerate(order) if t.startswith(title)) + 1]
    assert after("Déroulement d") == after("Règles de placement") == after("Faveurs du roi") == "DEMO"
    assert demos.nth(1).locator(".bga-board-grid .bga-tile").count() == 25
    assert "Sous le plateau" in demos.nth(0).inner_text()
    context.close()


def test_sales_round_money_flows(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    message = demo.locator(".bga-demo-message")
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move='acheter-1']").click)
    assert re.match(r"Coup refusé : ", message.inner_text()) and "réarrange" in message.inner_text()
    why.click()
    act(page, demo, demo.locator("[data-move='valider']").click)
    act(page, demo, demo.locator("[data-move='acheter-4']").click)
    rows = demo.locator(".bga-score tbody tr")
    assert "11000" in rows.nth(0).inner_text() and "3000" in rows.nth(1).inner_text()


def test_castle_placement_refusal_then_completion(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    wait_live(page, demo)
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator(".bga-board-grid [data-move='poser-B3']").click)
    text = demo.locator(".bga-demo-message").inner_text()
    assert re.match(r"Coup refusé : ", text) and "aucune porte" in text, text
    assert coups(demo) == start
    why.click()
    act(page, demo, demo.locator(".bga-board-grid [data-move='poser-C4']").click)
    assert coups(demo) == start + 1
    assert "C4 (Salon) : points doublés" in demo.locator(".bga-demo-board").inner_text()


def test_favours_and_generic_checks(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    for k in range(3):
        done = exercise_demo(page, page.locator(".bga-demo").nth(k))
        assert done["legal"] and done["illegal"], k
