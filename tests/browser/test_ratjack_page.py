"""Rat Jack's page in Chromium: the whole game under « Essayer » (static board first, live,
a refused draw explained, a draw and a card played face down, the bots' turns shown)."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/rat-jack/"


def test_static_board_under_essayer(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.tagName === 'H2' ? n.textContent.trim() : 'DEMO')""")
    assert order[-1] == "DEMO" and order[-2].startswith("Essayer")
    board = demos.nth(0)
    assert "Manche 1" in board.inner_text()
    assert board.locator("[aria-label='Votre main'] .bga-card").count() == 2
    assert board.locator(".bga-player").count() == 3
    assert "Lecture retenue" in page.locator("article").inner_text()
    context.close()


def test_game_refusal_then_draw_and_play_face_down(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    message = demo.locator(".bga-demo-message")
    start = coups(demo)
    # the discard is empty at the start of the round: asking why names the rule
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move=defausse]").click)
    text = message.inner_text()
    assert re.match(r"Coup refusé : ", text) and "défausse est vide" in text, text
    assert message.locator("a[href='#phase-1']").count() == 1
    assert coups(demo) == start
    why.click()
    # a legal draw, then the first card of the hand played face down
    act(page, demo, demo.locator("[data-move=piocher]").click)
    assert coups(demo) == start + 1
    hand = demo.locator(".bga-demo-board [aria-label='Votre main'] [data-part]")
    assert hand.count() == 3
    hand.first.click()
    act(page, demo, demo.locator(".bga-demo-board [data-template='cachee-{}']").click)
    page.wait_for_function("el => Number(el.getAttribute('data-coups')) >= 4", arg=demo.element_handle())
    board = demo.locator(".bga-demo-board")
    page.wait_for_function("el => el.querySelector('.bga-demo-board').innerText.includes('À vous')",
                           arg=demo.element_handle(), timeout=30000)
    assert "cachée" in board.inner_text()
    log = demo.locator(".bga-demo-log").text_content()
    assert "Joueur 1 joue une carte face cachée." in log and "Joueur 2 pioche" in log
