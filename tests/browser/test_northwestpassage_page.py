"""Northwest Passage's page in Chromium: the season example beside « Les Actions » and the
final scoring beside « Fin de la partie » (static first, live: a refused move, costs that grow,
seasons that freeze the board and imprison the ship)."""

PAGE = "jeux/northwest-passage/"


def test_static_boards_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 2
    driver.assert_beside("Passer", "article h2, article h3, article .bga-demo")
    driver.assert_beside("Malus d", "article h2, article h3, article .bga-demo")
    assert demos.nth(0).locator(".bga-board-grid .bga-tile").count() == 15
    assert demos.nth(0).locator(".bga-board-grid .bga-figure[data-shape='bateau']").count() == 1
    assert "Total" in demos.nth(1).inner_text()


def test_season_costs_grow_and_a_refused_move(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    start = driver.moves(demo)
    text = driver.refusal(demo, "aller-A2")
    assert "par la mer" in text, text
    driver.click(demo, "aller-B3")
    assert "6 disponible(s), 1 au repos" in driver.board_text(demo)
    assert "(2)" in demo.locator("[data-move='piocher']").inner_text()
    assert driver.moves(demo) == start + 1


def test_seasons_freeze_and_imprison_the_ship(driver):
    """« A la fin de chaque saison, le disque solaire avance, et la partie du plateau se trouvant
    au-dessus du soleil gèle » ; « Les Navires ne peuvent pas se déplacer sur une tuile gelée » ;
    « il est emprisonné jusqu'à ce que la tuile dégèle »."""
    driver.open(PAGE)
    demo = driver.demo(0)
    assert "Disque solaire : ligne 1" in driver.board_text(demo) and "Gelé : rien" in driver.board_text(demo)
    for move in ("aller-B3", "finir", "aller-B2", "finir", "passer"):
        driver.click(demo, move)
    assert "Saison 2/10" in driver.board_text(demo) and "Disque solaire : ligne 2" in driver.board_text(demo)
    assert "Gelé : ligne 1" in driver.board_text(demo)
    assert demo.locator(".bga-board-grid [data-move='aller-B1']").get_attribute("data-terrain") == "banquise"
    text = driver.refusal(demo, "aller-B1", selector=".bga-board-grid [data-move='aller-B1']")
    assert "tuile gelée" in text, text
    driver.click(demo, "passer")
    assert "Gelé : lignes 1–2" in driver.board_text(demo)
    assert "emprisonné par les glaces en B2" in driver.board_text(demo)
    assert demo.locator(".bga-board-grid [data-move='aller-B3']").is_disabled()
