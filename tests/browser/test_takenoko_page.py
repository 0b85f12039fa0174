"""Takenoko's page in Chromium: four garden examples, each beside the rule it illustrates (static board
first, live, the gardener's straight line refused then a bamboo grown, an objective rechecked after an
edit), and the whole game against a bot under « Essayer » (a plot drawn, kept and placed by clicking,
an objective refused with its rule, the bot's turn seen). A guided first game (issue 37) closes
« 2) Actions »; the site-wide passes and tests/site_demos/test_tutorials.py follow it. The generic
exercise of each example (a legal move, a refused one) is the site-wide pass's."""

import re

PAGE = "jeux/takenoko/"


def test_static_boards_beside_their_rules(driver):
    page = driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 6
    assert demos.first.locator(".bga-hex-board .bga-hex").count() == 12
    assert driver.sections("article h2, article h3, article .bga-demo") == [
        "1) Dé météo (non choisi, toujours par hasard)", "Canal d'irrigation", "Le Panda",
        "Apprendre en jouant : votre première partie", "Objectifs du Panda (15 total)",
        "Astuces"]                                                       # the game closes the page, under « Essayer »
    game = demos.nth(5)
    assert game.locator(".bga-hex-board .bga-hex").count() == 1          # the pond alone
    assert game.locator("[data-move^='valider-']").count() == 3         # one objective of each kind
    assert "Lecture retenue" in page.content()


def test_gardener_grows_and_a_refused_move_names_the_straight_line(driver):
    driver.open(PAGE)
    demo = driver.demo(2)                               # « Le Panda »: the sun, three actions
    assert "en ligne droite" in driver.refusal(demo, "jardinier-A2")
    driver.click(demo, "jardinier-C3")
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Le jardinier va sur la parcelle jaune" in log and "fait pousser une section ici" in log, log
    assert not re.search(r"\b[A-G][1-7]\b", log), log                # no grid code: the board shows none


def test_objectives_recheck_after_an_edit(driver):
    driver.open(PAGE)
    demo = driver.demo(4)
    assert "✗ Panda — 1 Vert, 1 Jaune, 1 Rose" in driver.board_text(demo)
    driver.click(demo, "mange-rose")
    assert "✓ Panda — 1 Vert, 1 Jaune, 1 Rose" in driver.board_text(demo)


def test_whole_game_plot_drawn_kept_and_placed_then_the_bot_plays(driver):
    page = driver.open(PAGE)
    demo = driver.demo(5)
    card = demo.locator("[data-move^='valider-']").first.get_attribute("data-move")
    assert "n'est pas encore réalisé" in driver.refusal(demo, card, section="objectif")
    driver.click(demo, "parcelles")                                     # « en pioche trois et en choisit une »
    kept = demo.locator("[data-move^='garder-']")
    assert kept.count() == 3
    driver.act(demo, kept.first.click)
    places = demo.locator(".bga-hex-board [data-move^='poser-']:not([disabled])")
    assert places.count() == 6                                          # around the pond
    driver.act(demo, places.first.click)
    assert demo.locator(".bga-hex-board .bga-hex").count() == 2
    assert "Parcelles" in driver.board_text(demo)                       # the action is counted as done
    driver.click(demo, "objectif-panda")                                # second action: the turn ends
    page.wait_for_function("el => el.querySelector('.bga-demo-journal') && "
                           "el.querySelector('.bga-demo-journal').textContent.includes('Fin du tour de Joueur 2')",
                           arg=demo.element_handle())
