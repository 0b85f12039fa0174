"""Setup in Chromium, on the project's real page: the Ensembles example beside
« Décompte des points », static then live; a line erased changes the points, a
tile refused on the opponent's square is explained naming the rule."""

import re

from test_browser import act, coups, exercise_demo, wait_live

PAGE = "jeux/setup/"


def test_static_example_beside_the_scoring_rule(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    assert page.locator(".bga-demo").count() == 1
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.tagName === 'DIV' ? 'DEMO' : n.textContent.trim())""")
    at = next(k for k, t in enumerate(order) if t.startswith("Décompte des points"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Fin de la partie")
    demo = page.locator(".bga-demo")
    assert demo.locator(".bga-board-grid .bga-tile").count() == 12
    assert "Vous : 5 point(s)" in demo.inner_text()
    context.close()


def test_line_erased_then_refusal_explained(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    message = demo.locator(".bga-demo-message")
    start = coups(demo)
    board.locator("details summary").click()
    act(page, demo, board.locator("[data-move=lien-B3C3]").click)
    assert coups(demo) == start + 1
    assert "Vous : 4 point(s)" in board.inner_text()
    demo.locator("[data-action=pourquoi]").click()
    act(page, demo, board.locator("[data-move=case-B1]").click)
    text = message.inner_text()
    assert re.match(r"Coup refusé : ", text) and "SAUF" in text, text
    assert message.locator("a[href='#deroulement-dun-tour']").count() == 1
    assert coups(demo) == start + 1
    demo.locator("[data-action=pourquoi]").click()
    act(page, demo, demo.locator("[data-action=recommencer]").click)
    assert coups(demo) == 0
    done = exercise_demo(page, demo)
    assert done["legal"] and done["illegal"]
