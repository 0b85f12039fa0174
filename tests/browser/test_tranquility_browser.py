"""Tranquility: The Ascent in Debian Chromium, on the project's real page: every
example shows its board before Python, goes live, plays a legal move and has a
refused one explained in French; the solo game is played by selecting a card
of the hand, then a lit place of the mountain (select then confirm)."""

import re

from test_browser import act, coups, exercise_demo, wait_live

PAGE = "jeux/tranquility-the-ascent/"


def demos_of(page, mode: str):
    return page.locator(f".bga-demo[data-demo*='\"mode\": \"{mode}\"']")


def solo_game(page):
    """The solo game of « Essayer » (seed 7)."""
    return page.locator(".bga-demo[data-demo*='\"graine\": 7,']").first


def test_static_boards_are_in_the_page(watched_page, real_site):
    page, _ = watched_page
    html = page.request.get(real_site["url"] + PAGE).text()
    assert html.count('class="bga-demo"') == 8
    assert html.count('data-jeu="tranquility"') == 5               # solo, cooperative, the three options
    assert html.count('data-jeu="tranquility-placement"') == 3     # the three calculators
    assert "Lecture retenue" in html and "Coût de chaque place" in html


def test_every_example_static_then_live_legal_and_refused(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 8
    assert demos.first.locator(".bga-demo-board").inner_html().strip()
    for k in range(demos.count()):
        done = exercise_demo(page, demos.nth(k))
        assert done["legal"] and done["illegal"], k


def test_solo_select_a_card_then_a_lit_place(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = solo_game(page)
    wait_live(page, demo)
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
    before = coups(demo)
    act(page, demo, lit.first.click)
    assert coups(demo) > before
    log = demo.locator(".bga-demo-log").inner_text()
    assert re.search(r"pose .* en ligne 1, case 1", log), log


def test_refused_placement_names_the_rule(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = solo_game(page)
    wait_live(page, demo)
    refused = demo.locator(".bga-demo-board [data-move^='poser-sommet-'][disabled]")
    assert refused.count() >= 1
    move = refused.first.get_attribute("data-move")
    demo.locator("[data-action=pourquoi]").click()
    before = coups(demo)
    act(page, demo, demo.locator(f".bga-demo-board [data-move='{move}']").first.click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert "Coup refusé" in message and "9ème ligne" in message, message
    assert coups(demo) == before


def test_calculator_places_a_card_and_gives_the_cost(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = demos_of(page, "placement").first
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    table = board.locator("table.bga-score").inner_text()
    assert "Bleu 3" in table and "2 carte(s) à défausser" in table        # « un 3 à côté d'un 5 »
    act(page, demo, board.locator("[data-move='poser-l1c3']").click)
    assert board.locator("[title='Bleu 3, ligne 1, case 3']").count() == 1
    demo.locator("[data-action=pourquoi]").click()
    act(page, demo, board.locator("[data-move='poser-l1c6']").click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert "à partir de la gauche" in message, message
