"""Castles of Mad King Ludwig's page in Chromium: the whole game under « Déroulement d'un tour »
(the Builder's arrangement clicked, a room bought and placed on a marked square of the castle, the
bots' turns one by one), then the guided first game (« Apprendre en jouant », exercised by the site-wide
passes), then the page's examples, positions of the same game, each beside its section and stopping at
the end of its turn (or at the final count)."""

PAGE = "jeux/castles-of-mad-king-ludwig/"
WHOLE, TUTORIAL, SALES, PLACEMENT, FAVOURS = range(5)


def _my_turn(page, demo, words: str):
    page.wait_for_function("([el, w]) => el.querySelector('.bga-demo-board').innerText.includes(w)",
                           arg=[demo.element_handle(), words], timeout=30000)


def _legal(driver, demo) -> list[str]:
    return driver.legal(demo).evaluate_all("els => els.map(e => e.dataset.move)")


def _place(driver, demo):
    """Turn the chosen room until a square is marked, then click the first marked square."""
    while not any(m.startswith("poser-") for m in _legal(driver, demo)):
        driver.click(demo, "tourner")
    driver.click(demo, next(m for m in _legal(driver, demo) if m.startswith("poser-")))


def _buy_and_place(driver, demo):
    driver.click(demo, next(m for m in _legal(driver, demo) if m.startswith("salle-")))
    _place(driver, demo)


def test_static_examples_beside_their_sections(driver):
    driver.static(PAGE)
    assert driver.demos().count() == 5
    driver.assert_beside("Déroulement d", count=3)
    for title in ("Règles de placement", "Faveurs du roi"):
        driver.assert_beside(title)
    first = driver.demos().nth(WHOLE)
    assert first.locator(".bga-priceboard .bga-price-space").count() == 5
    assert first.locator(".bga-you .bga-cs-castle > *").count() == 36   # the foyer and 2 squares around it
    # the foyer: four squares of one grey room, its inner sides open, its doors drawn
    assert first.locator(".bga-you .bga-cs-castle .bga-cs-sq[data-colour='gris'][data-joins]").count() == 4
    assert first.locator(".bga-you .bga-cs-castle .bga-door").count() == 4
    assert first.locator(".bga-cs-opp .bga-cs-small").count() == 1
    assert first.locator(".bga-favour-disc").count() == 2


def test_whole_game_arrange_then_buy_and_place(driver):
    page = driver.open(PAGE)
    demo = driver.demo(WHOLE)
    driver.click(demo, "prendre-1")
    driver.click(demo, "ranger-5")
    driver.click(demo, "valider")
    _my_turn(page, demo, "À vous")
    log = demo.locator(".bga-demo-log").text_content()
    assert "Joueur 2 " in log
    before = demo.locator(".bga-you .bga-cs-castle .bga-cs-sq").count()
    _buy_and_place(driver, demo)
    _my_turn(page, demo, "Maître bâtisseur")
    assert demo.locator(".bga-you .bga-cs-castle .bga-cs-sq").count() > before


def test_sales_round_money_goes_to_the_builder_then_stops(driver):
    page = driver.open(PAGE)
    demo = driver.demo(SALES)
    driver.click(demo, "valider")
    _my_turn(page, demo, "À vous")
    assert "Marks à Joueur 1" in demo.locator(".bga-demo-log").text_content()
    driver.click(demo, "passer")
    assert "Fin de l'exemple" in driver.board_text(demo)
    assert demo.locator(".bga-priceboard .bga-coins").count() >= 1


def test_placement_refusal_names_the_rule(driver):
    driver.open(PAGE)
    demo = driver.demo(PLACEMENT)
    text = driver.refusal(demo, "salle-2", "regles-de-placement-des-salles")
    assert "placer tout de suite" in text
    driver.click(demo, "salle-1")
    while not any(m.startswith("poser-") for m in _legal(driver, demo)):
        driver.click(demo, "tourner")
    marked = demo.locator(".bga-you button.bga-cs-target")
    assert marked.count() >= 1
    box = marked.first.bounding_box()
    assert box["width"] >= 24 and box["height"] >= 24
    _place(driver, demo)
    assert "Fin de l'exemple" in driver.board_text(demo)


def test_favours_counted_at_the_end(driver):
    page = driver.open(PAGE)
    demo = driver.demo(FAVOURS)
    driver.click(demo, "valider")
    _my_turn(page, demo, "À vous")
    driver.click(demo, "passer")
    board = driver.board_text(demo)
    assert "la partie est finie" in board and "Faveurs" in board
    assert demo.locator(".bga-score").count() == 1


def test_the_whole_game_fits_a_phone(driver):
    page = driver.phone(PAGE)
    first = driver.demo(WHOLE)
    assert first.bounding_box()["height"] <= 1.5 * 812
    assert not driver.overflow(first)
