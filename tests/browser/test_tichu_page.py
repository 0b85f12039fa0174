"""Tichu's page in Chromium: the passing-convention example after the convention's section (static
hand, live, a pass the convention allows, one it refuses with the rule, then the reading)."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/tichu/"


def choose(page, demo, card, action):
    demo.locator(f".bga-demo-board [data-part='{card}']").click()
    act(page, demo, demo.locator(f".bga-demo-board [data-template='{action}-{{}}']").click)


def test_static_hand_beside_the_convention(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.tagName === 'DIV' ? 'DEMO' : n.textContent.trim())""")
    assert order[0].startswith("Card Passing To Opponents") and order[1] == "DEMO"
    assert demos.locator("[data-part]").count() == 13
    context.close()


def test_passes_follow_the_convention_and_a_received_card_is_read(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    message = demo.locator(".bga-demo-message")
    start = coups(demo)
    choose(page, demo, "3b", "droite")           # the 3 comes first in 3-5-7-9-…: nothing can go left of it
    assert coups(demo) == start + 1
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    demo.locator(".bga-demo-board [data-part='8n']").click()
    act(page, demo, board.locator("[data-template='gauche-{}']").click)
    text = message.inner_text()
    assert re.match(r"Coup refusé : ", text) and "règle 1" in text and "va donc à droite" in text, text
    assert message.locator("a").count() == 1
    assert coups(demo) == start + 1
    why.click()
    act(page, demo, board.locator("[data-move='reprendre-droite']").click)
    choose(page, demo, "3b", "gauche")
    choose(page, demo, "8n", "droite")
    assert "Règle 1" in board.inner_text()
    choose(page, demo, "Kr", "partenaire")
    act(page, demo, board.locator("[data-move='valider']").click)
    assert "pour votre partenaire, il a reçu de lui une carte placée" in board.inner_text()
