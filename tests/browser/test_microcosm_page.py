"""Microcosm's page in Chromium: four examples, each beside its section (Colonisation, Guerre,
Recherche, Condition de Victoire), static first, then live: legal edits and refusals explained."""

PAGE = "jeux/microcosm/"
SECTIONS = ["Action: Colonisation", "Action: Guerre", "Action: Recherche", "Condition de Victoire"]
# in page order: « Condition de Victoire » comes before the actions
VICTORY, COLONISATION, WAR, RESEARCH = range(4)


def test_static_examples_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 4
    order = driver.order("article h2, article h3, article h4, article .bga-demo")
    for title in SECTIONS:
        at = order.index(title)
        assert order[at + 1] == "DEMO", (title, order[at:at + 3])
    assert "Répartition des cartes" in demos.nth(0).inner_text()
    assert demos.nth(WAR).locator(".bga-card").count() >= 5


def test_colonisation_refused_then_done(driver):
    driver.open(PAGE)
    demo = driver.demo(COLONISATION)
    driver.click(demo, "jouer-colo-v")
    driver.click(demo, "cible-p2-j")
    text = driver.refusal(demo, "valider", "action-colonisation")
    assert "2 icônes Colonisation" in text
    driver.click(demo, "montrer-colo-r")
    driver.click(demo, "valider")
    assert "Colonisation réussie" in driver.board_text(demo)


def test_war_and_research(driver):
    driver.open(PAGE)
    war = driver.demo(WAR)
    driver.click(war, "jouer-guerre-r")
    driver.click(war, "cible-p0-p")
    driver.click(war, "valider")
    assert "Guerre gagnée" in driver.board_text(war)
    research = driver.demo(RESEARCH)
    driver.click(research, "jouer-rech-j")
    driver.click(research, "cible-capitale")
    assert "3 icônes Recherche" in driver.refusal(research, "cible-mobilisation", "action-recherche")


def test_end_of_game_tie(driver):
    driver.open(PAGE)
    demo = driver.demo(VICTORY)
    driver.click(demo, "jouer-poli-r")
    driver.click(demo, "valider")
    board = driver.board_text(demo)
    assert "la partie prend fin" in board and "joué en second l'emporte : adversaire" in board
    assert "Partie terminée" in driver.status(demo)                       # the status says it, and a banner
    assert "l'adversaire l'emporte" in demo.locator(".bga-demo-board .bga-banner").inner_text()
