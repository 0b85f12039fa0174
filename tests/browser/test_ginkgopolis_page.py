"""Ginkgopolis in Chromium, on the project's real page: the whole game under « Tours » (a card
clicked then played alone, the bots' secret choices revealed, their turns in the log), then the
page's examples, positions of the same game: the Construction priced beside « 3 - Construction »
and stopping at the end of its round, the last round and the count beside « Fin de partie »."""

PAGE = "jeux/ginkgopolis/"
WHOLE, CONSTRUCTION, COUNT = range(3)


def test_static_examples_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3
    sections = "article h2, article h3, article .bga-demo"
    driver.assert_beside("Tours", sections)
    driver.assert_beside("3 - Construction", sections)
    driver.assert_beside("Fin de partie", sections)
    city = demos.nth(WHOLE).locator(".bga-board-grid > .bga-tile")
    assert city.count() == 63
    assert demos.nth(WHOLE).locator(".bga-board-grid .bga-building").count() == 9
    assert demos.nth(CONSTRUCTION).locator(".bga-board-grid .bga-building").count() == 15


def test_whole_game_a_card_played_alone_then_the_bots(driver):
    page = driver.open(PAGE)
    demo = driver.demo(WHOLE)
    card = next(m for m in driver.legal(demo).evaluate_all("els => els.map(e => e.dataset.move)")
                if m.startswith("carte-"))
    driver.click(demo, card)
    option = next(m for m in driver.legal(demo).evaluate_all("els => els.map(e => e.dataset.move)")
                  if m.startswith("exploiter"))
    driver.click(demo, option)
    page.wait_for_function("el => el.querySelector('.bga-demo-log').textContent.includes('Choix révélés')",
                           arg=demo.element_handle(), timeout=30000)
    assert "Joueur 2 " in demo.locator(".bga-demo-log").text_content()


def test_construction_priced_then_the_round_ends(driver):
    driver.open(PAGE)
    demo = driver.demo(CONSTRUCTION)
    assert "choisissez d'abord une carte" in driver.refusal(demo, "tuile-R4", "tours")
    driver.click(demo, "carte-R12")
    driver.click(demo, "tuile-R4")
    text = driver.board_text(demo)
    assert "Fin de l'exemple" in text


def test_the_last_round_ends_with_the_count(driver):
    driver.open(PAGE)
    demo = driver.demo(COUNT)
    driver.click(demo, "carte-J14")
    driver.click(demo, "exploiter")
    text = driver.board_text(demo)
    assert "Fin de partie" in text and "Décompte" in text


def test_the_whole_game_fits_a_phone(driver):
    driver.phone(PAGE)
    first = driver.demo(WHOLE)
    assert first.bounding_box()["height"] <= 1.5 * 812
    assert not driver.overflow(first)
