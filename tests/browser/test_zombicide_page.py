"""Zombicide's page in Chromium: the three map examples beside « La ligne de mire »,
« Combat » and « Apparition » (static board first, live, a legal move, a refused one)."""

import re

from test_browser import act, coups, exercise_demo, wait_live

PAGE = "jeux/zombicide-2e-edition/"


def test_static_boards_beside_their_sections(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 3
    order = page.evaluate("""() => [...document.querySelectorAll('article h3, article h4, article .bga-demo')]
        .map(n => n.classList.contains('bga-demo') ? 'DEMO' : n.textContent.trim())""")
    def after(title):
        return order[next(k for k, t in enumerate(order) if t.startswith(title)) + 1]
    assert after("La ligne de mire") == after("Légende des cartes armes") == after("Apparition") == "DEMO"
    for k in range(3):
        assert demos.nth(k).locator(".bga-board-grid .bga-tile").count() == 15
    assert "En vue depuis C3" in demos.nth(0).inner_text()
    context.close()


def test_sight_example_moves_the_shooter_and_refuses_a_blind_shot(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    message = demo.locator(".bga-demo-message")
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator(".bga-board-grid [data-move='viser-A1']").click)
    text = message.inner_text()
    assert re.match(r"Coup refusé : ", text) and "ligne droite" in text, text
    assert coups(demo) == start
    why.click()
    demo.locator(".bga-demo-board details summary").click()
    act(page, demo, demo.locator("[data-move='outil-tireur']").click)
    act(page, demo, demo.locator(".bga-board-grid [data-move='tireur-C2']").click)
    assert message.is_hidden()
    board = demo.locator(".bga-demo-board").inner_text()
    assert "En vue depuis C2" in board and "B2 (1)" in board and "D2 (1)" in board


def test_ranged_attack_rolls_the_dice_on_the_brute_first(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    wait_live(page, demo)
    act(page, demo, demo.locator(".bga-board-grid [data-move='viser-C1']").click)
    board = demo.locator(".bga-demo-board")
    page.wait_for_function("el => el.querySelectorAll('.bga-demo-board .bga-die').length === 3",
                           arg=demo.element_handle())
    assert "Tir sur C1" in board.inner_text()
    assert demo.locator(".bga-board-grid [data-move='viser-C1']").count() == 1


def test_zombie_phase(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(2)
    wait_live(page, demo)
    act(page, demo, demo.locator("[data-move='zombies']").click)
    page.wait_for_function("el => el.querySelector('.bga-demo-board').innerText.includes('Fin du tour')",
                           arg=demo.element_handle())
    text = demo.locator(".bga-demo-board").inner_text()
    assert "Deuxième activation" in text and "Invasion 2 (E1)" in text


def test_every_example_generic(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    for k in range(3):
        done = exercise_demo(page, page.locator(".bga-demo").nth(k))
        assert done["legal"] and done["illegal"], k
