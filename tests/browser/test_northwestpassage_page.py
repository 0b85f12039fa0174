"""Northwest Passage's page in Chromium: the whole game beside « Résumé d'une partie » (the ship
moved by clicking a tile, crew figures landed on the sled by clicking them, the bots' turns one by
one), the sun disc and the ice beside « Déplacement » (a refused move onto ice, the sled on it), and
the last season in « Essayer », played to the final count."""

PAGE = "jeux/northwest-passage/"


def _waits_for(page, demo, words: str):
    page.wait_for_function("([el, w]) => el.querySelector('.bga-demo-board').innerText.includes(w)",
                           arg=[demo.element_handle(), words], timeout=60000)


def _when_legal(page, demo, move: str):
    """Wait for the bots' turns to end: `move` is playable again."""
    demo.locator(f"[data-move='{move}'].bga-legal").first.wait_for(timeout=60000)


def test_static_board_ships_and_crew(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3
    assert driver.sections()[0].startswith("Résumé")
    first = demos.nth(0)
    assert first.locator(".bga-board-grid .bga-tile").count() == 35
    assert first.locator(".bga-board-grid .bga-figure[data-shape='bateau']").count() == 3
    assert first.locator(".bga-you .bga-nwp-crew").count() == 7
    assert demos.nth(1).locator(".bga-board-grid .bga-tile.bga-frozen").count() > 0


def test_a_turn_by_clicking_the_board_then_the_bots(driver):
    page = driver.open(PAGE)
    demo = driver.demo(0)
    start = driver.moves(demo)
    driver.click(demo, "aller-navire-B5")
    assert driver.moves(demo) == start + 1
    assert demo.locator(".bga-board-grid [data-cle='case-B5'] .bga-figure[data-shape='bateau']").count() == 1
    driver.click(demo, "finir")
    _waits_for(page, demo, "À jouer : Joueur 1 (vous)")
    log = demo.locator(".bga-demo-log").text_content()
    assert "Joueur 2" in log and "Joueur 3" in log


def test_ice_refuses_the_ship_and_carries_the_sled(driver):
    """« Les Navires ne peuvent pas se déplacer sur une tuile gelée » ; « Une tuile gelée est considérée
    comme terrestre, le Traîneau peut s'y déplacer librement »."""
    driver.open(PAGE)
    demo = driver.demo(1)
    text = driver.refusal(demo, "aller-navire-D2", section="deplacement")
    assert "gelée" in text, text
    driver.click(demo, "transfert-3")
    assert demo.locator(".bga-you .bga-nwp-vehicle").nth(1).locator(".bga-nwp-crew").count() == 3
    driver.click(demo, "finir")
    _when_legal(driver.page, demo, "aller-traineau-D2")
    driver.click(demo, "aller-traineau-D2")
    assert demo.locator(".bga-board-grid [data-cle='case-D2'] .bga-figure[data-shape='traineau']").count() == 1


def test_the_last_season_to_the_count(driver):
    page = driver.open(PAGE)
    demo = driver.demo(2)
    for cell in ("C5", "B5", "A5"):
        _when_legal(page, demo, f"aller-navire-{cell}")
        driver.click(demo, f"aller-navire-{cell}")
        driver.click(demo, "finir")
    _when_legal(page, demo, "passer")
    driver.click(demo, "passer")
    _waits_for(page, demo, "Fin de la partie")
    assert "Total" in demo.locator(".bga-sheet").inner_text()
