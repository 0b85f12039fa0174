"""Les Aventuriers du Rail – Europe in Chromium, on the project's real page: the five
examples sit in their sections with their map drawn before Python; a route is claimed
by choosing a colour of the hand then a route, a tunnel reveals its three cards, a
refused route is explained naming the rule, and the final scoring is edited."""

import re

from test_browser import act, coups, exercise_demo, wait_live

PAGE = "jeux/les-aventuriers-du-rail-europe/"


def demo_after(page, heading: str):
    """The demo placed at the end of the section titled `heading`."""
    return page.locator(f"xpath=//*[self::h2 or self::h3][starts-with(normalize-space(.), '{heading}')]"
                        "/following::div[contains(concat(' ', @class, ' '), ' bga-demo ')][1]")


def test_static_examples_in_their_sections(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    assert page.locator(".bga-demo").count() == 5
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article h3, article .bga-demo')]
        .map(n => n.tagName === 'DIV' ? 'DEMO' : n.textContent.trim())""")
    for heading in ("Construire un tunnel", "Construire un ferry", "Construire une gare", "Doubles routes"):
        at = next(k for k, t in enumerate(order) if t.startswith(heading))
        assert order[at + 1] == "DEMO", (heading, order)
    at = next(k for k, t in enumerate(order) if t.startswith("Attention"))
    assert order[at + 1] == "DEMO"                                   # end of « Décompte des points »
    first = page.locator(".bga-demo").first
    assert first.locator("svg.bga-rm-svg line.bga-rm-route").count() == 16
    assert first.locator(".bga-routelist li").count() == 16
    assert "parmi les 5" in page.locator("article").inner_text()
    context.close()


def test_tunnel_reveals_three_cards_then_extra_cards_are_paid(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = demo_after(page, "Construire un tunnel")
    wait_live(page, demo)
    start = coups(demo)
    demo.locator("[data-part=rose]").click()
    act(page, demo, demo.locator("[data-template='route-{}-marzur']").click)
    board = demo.locator(".bga-demo-board")
    assert "Cartes en plus à payer : 2" in board.inner_text()
    assert board.locator("[aria-label='Les trois cartes retournées'] .bga-card").count() == 3
    act(page, demo, demo.locator("[data-move=completer]").click)
    assert coups(demo) == start + 2
    assert "Marseille–Zürich · 2 rose tunnel : Vous" in board.inner_text()


def test_blocked_double_route_is_explained(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = demo_after(page, "Doubles routes")
    wait_live(page, demo)
    message = demo.locator(".bga-demo-message")
    start = coups(demo)
    demo.locator("[data-action=pourquoi]").click()
    demo.locator("[data-part=rouge]").click()
    act(page, demo, demo.locator("[data-template='route-{}-parbru2']").click)
    text = message.inner_text()
    assert re.match(r"Coup refusé : ", text) and "bloquée" in text, text
    assert message.locator("a[href='#doubles-routes']").count() == 1
    assert coups(demo) == start
    demo.locator("[data-action=pourquoi]").click()
    # a legal one: Paris–Marseille (gray, 4) in white, 3 white + 1 locomotive
    demo.locator("[data-part=blanc]").click()
    act(page, demo, demo.locator("[data-template='route-{}-parmar']").click)
    assert message.is_hidden()
    assert coups(demo) == start + 1
    assert "Points des routes : 7" in demo.locator(".bga-demo-board").inner_text()


def test_final_scoring_is_edited(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = demo_after(page, "Attention")
    wait_live(page, demo)
    assert "50" in demo.locator("table.bga-score").inner_text()
    done = exercise_demo(page, demo)
    assert done["legal"] and done["illegal"]
