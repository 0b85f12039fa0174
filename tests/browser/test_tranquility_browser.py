"""Tranquility: The Ascent in Debian Chromium, on the project's real page: every
example shows its board before Python (the generic exercise of each, live, a
legal move and a refused one explained in French, is the site-wide pass's); the
solo game is played by selecting a card of the hand, then a lit place of the
mountain (select then confirm); a summit refused names its rule; a calculator
places a card and gives its cost."""

import re

PAGE = "jeux/tranquility-the-ascent/"
CALCULATOR, SOLO = 0, 6          # the first of the three calculators; the solo game of « Essayer » (seed 7)


def test_static_boards_are_in_the_page(driver):
    html = driver.static(PAGE).content()
    assert html.count('class="bga-demo"') == 8
    assert html.count('data-jeu="tranquility"') == 5               # solo, cooperative, the three options
    assert html.count('data-jeu="tranquility-placement"') == 3     # the three calculators
    assert "Lecture retenue" in html and "Coût de chaque place" in html
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


def test_calculator_places_a_card_and_gives_the_cost(driver):
    driver.open(PAGE)
    demo = driver.demo(CALCULATOR)
    assert '"mode": "placement"' in demo.get_attribute("data-demo")
    board = demo.locator(".bga-demo-board")
    table = board.locator("table.bga-score").inner_text()
    assert "Bleu 3" in table and "2 carte(s) à défausser" in table        # « un 3 à côté d'un 5 »
    driver.click(demo, "poser-l1c3")
    assert board.locator("[title='Bleu 3, ligne 1, case 3']").count() == 1
    assert "à partir de la gauche" in driver.refusal(demo, "poser-l1c6")
