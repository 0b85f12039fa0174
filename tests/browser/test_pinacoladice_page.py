"""Piña Coladice's page in Chromium: the Happy Hour game beside « Variante Happy Hour » and the
whole game under « Essayer » (static board first, live, holding a die, rerolling, a refused
placement explained, placing a pawn)."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/pina-coladice/"
COASTERS = ".bga-demo-board .bga-board-grid .bga-coaster"


def test_static_boards_beside_their_sections(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 2
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.tagName === 'H2' ? n.textContent.trim() : 'DEMO')""")
    at = next(k for k, t in enumerate(order) if t.startswith("Variante Happy Hour"))
    assert order[at + 1] == "DEMO"
    assert order[-2].startswith("Essayer") and order[-1] == "DEMO"
    for k in range(2):
        demo = demos.nth(k)
        assert demo.locator(".bga-board-grid .bga-coaster").count() == 16
        assert demo.locator(".bga-die").count() == 5
        assert "1er lancer sur 3" in demo.inner_text()
    context.close()


def test_whole_game_hold_reroll_refusal_and_placement(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    wait_live(page, demo)
    first = demo.locator(".bga-die").first
    assert first.get_attribute("aria-pressed") == "false"
    # hold die 1: a pressed toggle named « Dé 1 : n, gardé »
    start = coups(demo)
    act(page, demo, first.click)
    assert coups(demo) == start + 1
    first = demo.locator(".bga-die").first
    assert first.get_attribute("aria-pressed") == "true"
    assert re.fullmatch(r"Dé 1 : [1-6], gardé", first.locator(".bga-sr").inner_text())
    held = first.locator(".bga-sr").inner_text()
    # a refused placement, explained: a coaster the dice do not make
    message = demo.locator(".bga-demo-message")
    disabled = demo.locator(COASTERS + "[disabled]")
    assert disabled.count() > 0
    target = disabled.first.get_attribute("data-move")
    before = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator(f"[data-move='{target}']").click)
    assert message.is_visible()
    text = message.inner_text()
    assert text.startswith("Coup refusé : ") and "combinaison" in text, text
    assert coups(demo) == before
    why.click()
    # reroll: the held die keeps its value
    act(page, demo, demo.locator("[data-move=relancer]").click)
    assert "2e lancer sur 3" in demo.locator(".bga-demo-board").inner_text()
    assert demo.locator(".bga-die").first.locator(".bga-sr").inner_text() == held
    # then play on: place on a lit coaster when there is one, else end the turn, until the bot has played
    for _ in range(6):
        lit = demo.locator(COASTERS + ".bga-legal:not([disabled])")
        if lit.count():
            act(page, demo, lit.first.click)
            break
        relancer = demo.locator("[data-move=relancer]:not([disabled])")
        act(page, demo, (relancer if relancer.count() else demo.locator("[data-move=passer]")).click)
        if "Bleu" in demo.locator(".bga-demo-journal").inner_text():
            break
    page.wait_for_function("el => el.querySelector('.bga-demo-journal') && "
                           "el.querySelector('.bga-demo-journal').textContent.includes('Bleu lance')",
                           arg=demo.element_handle())


def test_phone_width_without_overflow(browser, real_site):
    context = browser.new_context(viewport={"width": 375, "height": 800})
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    wait_live(page, demo)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    grid = demo.locator(".bga-board-grid")
    assert grid.evaluate("g => g.scrollWidth <= g.parentElement.clientWidth")   # the board fits, no scrolling
    context.close()
