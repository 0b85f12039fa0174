"""Deus's page in Chromium: the three examples (building, offering, barbarian village), positions
of the whole game, beside their sections and stopping at the end of their turn; then the whole
game under « Essayer »: a card and a region clicked, the bot's turn seen, its hand face down."""

PAGE = "jeux/deus/"
SELECTOR = "article h2, article h3, article .bga-demo"
BUILD, OFFER, ATTACK, WHOLE = range(4)


def test_static_examples_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 4
    for title in ("Construire un bâtiment", "Faire une offrande", "Attaquer un village barbare"):
        driver.assert_beside(title, SELECTOR)
    assert demos.nth(BUILD).locator(".bga-hex-board .bga-hex").count() == 30
    assert demos.nth(BUILD).locator(".bga-deus-card").count() == 5


def test_building_refused_then_built(driver):
    driver.open(PAGE)
    demo = driver.demo(BUILD)
    driver.click(demo, "carte-mar1")                     # a ship: only at sea
    driver.click(demo, "carte-mar1")
    driver.click(demo, "carte-mil1")
    assert "à côté" in driver.refusal(demo, "poser-C5", "construire-un-batiment")
    driver.click(demo, "poser-C3")
    assert "Fin de l'exemple" in driver.board_text(demo)


def test_offering_with_jupiter_and_village_attack(driver):
    driver.open(PAGE)
    offer = driver.demo(OFFER)
    driver.click(offer, "carte-tem1")
    driver.click(offer, "offrir-temple")
    driver.click(offer, "dieu-civil")
    assert "Fin de l'exemple" in driver.board_text(offer)
    attack = driver.demo(ATTACK)
    driver.click(attack, "carte-mil1")
    driver.click(attack, "poser-C4")
    log = attack.locator(".bga-demo-log").text_content()
    assert "village barbare B3 est attaqué" in log and "2 PV chacun" in log


def test_whole_game_a_building_then_the_bots_turn(driver):
    page = driver.open(PAGE)
    demo = driver.demo(WHOLE)
    driver.click(demo, "carte-pro3")
    driver.click(demo, "poser-A2")
    page.wait_for_function("el => el.querySelector('.bga-demo-log').innerText.includes('Joueur 2 ')",
                           arg=demo.element_handle(), timeout=30000)
    board = demo.locator(".bga-demo-board")
    assert board.locator(".bga-you .bga-deus-card").count() == 4
    assert board.locator(".bga-player:not(.bga-you) .bga-deus-card").count() == 0
    assert " cartes en main" in board.locator(".bga-player:not(.bga-you)").inner_text()
