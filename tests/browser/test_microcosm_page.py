"""Microcosm's page in Chromium: the whole game under « But du Jeu » (a card taken from the
reserve, played on a pile of Planets, the bot's turn seen step by step, its hand face down, the new
Colony hidden), then the page's examples, positions of the same game, each beside its section and
stopping at the end of its turn."""

PAGE = "jeux/microcosm/"
SELECTOR = "article h2, article h3, article h4, article .bga-demo"
WHOLE, VICTORY, COLONISATION, WAR, RESEARCH = range(5)


def _my_turn(page, demo, words: str):
    page.wait_for_function("([el, w]) => el.querySelector('.bga-demo-board').innerText.includes(w)",
                           arg=[demo.element_handle(), words], timeout=30000)


def test_static_examples_beside_their_sections(driver):
    driver.static(PAGE)
    assert driver.demos().count() == 5
    for title in ("But du Jeu", "Condition de Victoire", "Action: Colonisation", "Action: Guerre",
                  "Action: Recherche"):
        driver.assert_beside(title, SELECTOR)
    first = driver.demos().nth(WHOLE)
    assert first.locator(".bga-mc-dos").count() == 3                  # the three piles of Planets, face down
    assert first.locator(".bga-mc-domaine").count() == 3              # the reserve, face up


def test_whole_game_a_card_played_then_the_bots_turn(driver):
    page = driver.open(PAGE)
    demo = driver.demo(WHOLE)
    board = demo.locator(".bga-demo-board")
    # seed 3: the reserve holds the yellow Colonisation; take it, play it on the cost-0 pile
    driver.click(demo, "prendre-colo-j")
    driver.click(demo, "jouer-colo-j")
    text = driver.refusal(demo, "valider", "action-colonisation")
    assert "choisissez d'abord la cible" in text
    driver.click(demo, "cible-pile0")
    driver.click(demo, "valider")
    _my_turn(page, demo, "Prenez une carte de la réserve")
    log = demo.locator(".bga-demo-log").text_content()
    assert "Joueur 1 colonise une Planète de coût 0" in log and "Joueur 2 " in log
    # your new Colony is face up for you, marked hidden; the bot's hand is drawn face down
    assert board.locator(".bga-you .bga-mc-cachee").count() == 1
    opp_hand = board.locator("[aria-label^=\"Main de l'adversaire\"]")
    label = opp_hand.get_attribute("aria-label")
    held = int(label.split(": ")[1].split()[0])
    assert opp_hand.locator(".bga-back").count() == held and opp_hand.locator(".bga-mc-domaine").count() == 0


def test_colonisation_needs_two_icons_then_the_example_stops(driver):
    driver.open(PAGE)
    demo = driver.demo(COLONISATION)
    driver.click(demo, "jouer-colo-v")
    driver.click(demo, "cible-pile2")
    assert "2 icônes Colonisation" in driver.refusal(demo, "valider", "action-colonisation")
    driver.click(demo, "montrer-colo-r")
    driver.click(demo, "valider")
    assert "Fin de l'exemple" in driver.board_text(demo)
    assert driver.status(demo).startswith("Partie terminée")


def test_blind_war_revealed_with_its_result(driver):
    driver.open(PAGE)
    war = driver.demo(WAR)
    driver.click(war, "jouer-guerre-r")
    driver.click(war, "montrer-guerre-v")
    driver.click(war, "cible-pile0")
    driver.click(war, "valider")
    assert "Guerre en aveugle : révélation" in driver.board_text(war)
    research = driver.demo(RESEARCH)
    driver.click(research, "jouer-rech-j")
    driver.click(research, "cible-capitale")
    driver.click(research, "montrer-rech-v")
    driver.click(research, "montrer-rech-r")
    driver.click(research, "cible-mobilisation")
    driver.click(research, "valider")
    assert "force l'adversaire à reposer" in research.locator(".bga-demo-log").text_content()


def test_the_red_politics_breaks_the_tie(driver):
    driver.open(PAGE)
    demo = driver.demo(VICTORY)
    driver.click(demo, "jouer-poli-r")
    driver.click(demo, "valider")
    assert "Joueur 1 l'emporte" in demo.locator(".bga-demo-board .bga-banner").inner_text()
    assert "vous gagnez" in driver.status(demo)


def test_the_whole_game_fits_a_phone(driver):
    page = driver.phone(PAGE)
    first = driver.demo(WHOLE)
    assert first.bounding_box()["height"] <= 1.5 * page.viewport_size["width"] * 812 / 375
