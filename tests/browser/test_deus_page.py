"""Deus's page in Chromium: four examples beside their sections (building, offering, barbarian
village, final scoring), static first, then live: legal edits and refusals explained."""

PAGE = "jeux/deus/"
SECTIONS = ["Construire un bâtiment", "Faire une offrande", "Attaquer un village barbare", "Décompte"]
BUILD, OFFER, ATTACK, SCORE = range(4)


def test_static_examples_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 4
    for title in SECTIONS:
        driver.assert_beside(title, "article h2, article h3, article .bga-demo")
    assert demos.nth(BUILD).locator(".bga-board-grid .bga-tile").count() == 12
    assert demos.nth(ATTACK).locator(".bga-board-grid .bga-tile").count() == 9
    assert "aucun départage" not in demos.nth(SCORE).inner_text()


def test_building_refused_then_built(driver):
    driver.open(PAGE)
    demo = driver.demo(BUILD)
    driver.click(demo, "carte-2")                       # a ship: only at sea
    assert "sites maritimes" in driver.refusal(demo, "poser-A1", "construire-un-batiment")
    driver.click(demo, "carte-1")
    driver.click(demo, "poser-A1")
    assert "Vous construisez un bâtiment Militaire en A1" in driver.board_text(demo)


def test_offering_and_village_attack(driver):
    driver.open(PAGE)
    offer = driver.demo(OFFER)
    driver.click(offer, "defausser-5")                  # a Temple on top: Jupiter
    assert "Jupiter" in driver.refusal(offer, "valider", "faire-une-offrande")
    driver.click(offer, "dieu-mars")
    driver.click(offer, "valider")
    assert "Mars : 1 bâtiment" in driver.board_text(offer)
    attack = driver.demo(ATTACK)
    driver.click(attack, "carte-1")
    driver.click(attack, "poser-C2")
    assert "village barbare B2 est attaqué" in driver.board_text(attack) and "3 PV chacun" in driver.board_text(attack)


def test_final_scoring_tie_has_no_tie_break(driver):
    driver.open(PAGE)
    demo = driver.demo(SCORE)
    assert "Joueur 2 gagne avec 28 PV" in driver.board_text(demo)
    assert "sous 0" in driver.refusal(demo, "moins-1-argile", "decompte")
    for _ in range(6):
        driver.click(demo, "plus-1-jetons")
    assert "aucun départage" in driver.board_text(demo)
