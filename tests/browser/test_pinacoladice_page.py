"""Piña Coladice's page in Chromium: the Happy Hour game beside « Variante Happy Hour » and the
whole game under « Essayer » (static board first, live, holding a die, rerolling, a refused
placement explained, placing a pawn; on a phone the page and the board fit without scrolling)."""

import re

PAGE = "jeux/pina-coladice/"
COASTERS = ".bga-demo-board .bga-board-grid .bga-coaster"


def test_static_boards_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 2
    order, _ = driver.assert_beside("Variante Happy Hour")
    assert order[-2].startswith("Essayer") and order[-1] == "DEMO"
    for k in range(2):
        demo = demos.nth(k)
        assert demo.locator(".bga-board-grid .bga-coaster").count() == 16
        assert demo.locator(".bga-die").count() == 5
        assert "1er lancer sur 3" in demo.inner_text()


def test_whole_game_hold_reroll_refusal_and_placement(driver):
    page = driver.open(PAGE)
    demo = driver.demo(1)
    first = demo.locator(".bga-die").first
    assert first.get_attribute("aria-pressed") == "false"
    # hold die 1: a pressed toggle named « Dé 1 : n, gardé »
    start = driver.moves(demo)
    driver.act(demo, first.click)
    assert driver.moves(demo) == start + 1
    first = demo.locator(".bga-die").first
    assert first.get_attribute("aria-pressed") == "true"
    assert re.fullmatch(r"Dé 1 : [1-6], gardé", first.locator(".bga-sr").inner_text())
    held = first.locator(".bga-sr").inner_text()
    # a refused placement, explained: a coaster the dice do not make
    disabled = demo.locator(COASTERS + "[disabled]")
    assert disabled.count() > 0
    text = driver.refusal(demo, disabled.first.get_attribute("data-move"))
    assert "combinaison" in text, text
    # reroll: the held die keeps its value
    driver.click(demo, "relancer")
    assert "2e lancer sur 3" in driver.board_text(demo)
    assert demo.locator(".bga-die").first.locator(".bga-sr").inner_text() == held
    # then play on: place on a lit coaster when there is one, else end the turn, until the bot has played
    for _ in range(6):
        lit = demo.locator(COASTERS + ".bga-legal:not([disabled])")
        if lit.count():
            driver.act(demo, lit.first.click)
            break
        relancer = demo.locator("[data-move=relancer]:not([disabled])")
        driver.act(demo, (relancer if relancer.count() else demo.locator("[data-move=passer]")).click)
        if "Bleu" in demo.locator(".bga-demo-journal").inner_text():
            break
    page.wait_for_function("el => el.querySelector('.bga-demo-journal') && "
                           "el.querySelector('.bga-demo-journal').textContent.includes('Bleu lance')",
                           arg=demo.element_handle())


def test_phone_width_without_overflow(driver):
    page = driver.phone(PAGE)
    demo = driver.demo(1)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    grid = demo.locator(".bga-board-grid")
    assert grid.evaluate("g => g.scrollWidth <= g.parentElement.clientWidth")   # the board fits, no scrolling
