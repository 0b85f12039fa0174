"""Tranquility: The Ascent in Debian Chromium, on the project's real page: every
example shows its board before Python (the generic exercise of each, live, a
legal move and a refused one explained in French, is the site-wide pass's); the
solo game is played by selecting a card of the hand, then a lit place of the
mountain (select then confirm); a summit refused names its rule; the page's
placement example (a position of the game) gives the cost of a place and pays it."""

import re

PAGE = "jeux/tranquility-the-ascent/"
PLACEMENT, SOLO = 0, 6           # « un 3 à côté d'un 5 », a position; the solo game of « Essayer » (seed 7)


def test_static_boards_are_in_the_page(driver):
    html = driver.static(PAGE).content()
    assert html.count('class="bga-demo"') == 8
    assert html.count('data-jeu="tranquility"') == 8               # every example is a position of the game
    assert "Lecture retenue" in html
    demos = driver.demos()
    assert demos.count() == 8
    assert demos.first.locator(".bga-demo-board").inner_html().strip()


def solo_game(driver):
    demo = driver.demo(SOLO)
    assert '"graine": 7,' in demo.get_attribute("data-demo")
    return demo


def test_solo_select_a_card_then_a_lit_place(driver):
    driver.open(PAGE)
    demo = solo_game(driver)
    board = demo.locator(".bga-demo-board")
    places = board.locator(".bga-compose [data-template^='poser-']")
    assert places.count() >= 1 and all(places.nth(i).is_disabled() for i in range(places.count()))
    part = board.locator(".bga-compose .bga-hand [data-part]:not([disabled])").first
    card = part.get_attribute("data-part")
    part.click()
    lit = board.locator(".bga-compose [data-template^='poser-']:not([disabled])")
    assert lit.count() >= 1
    move = lit.first.get_attribute("data-move")
    assert move.startswith(f"poser-{card}-")
    before = driver.moves(demo)
    driver.act(demo, lit.first.click)
    assert driver.moves(demo) > before
    log = demo.locator(".bga-demo-log").inner_text()
    assert re.search(r"pose .* en ligne 1, case 1", log), log


def test_refused_placement_names_the_rule(driver):
    driver.open(PAGE)
    demo = solo_game(driver)
    refused = demo.locator(".bga-demo-board [data-move^='poser-sommet-'][disabled]")
    assert refused.count() >= 1
    move = refused.first.get_attribute("data-move")
    assert "9ème ligne" in driver.refusal(demo, move, selector=f".bga-demo-board [data-move='{move}']")


def test_the_page_example_gives_the_cost_and_pays_it(driver):
    driver.open(PAGE)
    demo = driver.demo(PLACEMENT)
    assert '"position"' in demo.get_attribute("data-demo")
    board = demo.locator(".bga-demo-board")
    assert "coût 2" in board.inner_text()                                  # « un 3 à côté d'un 5 »
    driver.click(demo, "poser-bleu3-l1c3")
    assert board.locator("[title='Bleu 3, ligne 1, case 3']").count() == 1
    assert "Coût du placement : 2 carte(s) à défausser" in demo.locator(".bga-demo-log").inner_text()
