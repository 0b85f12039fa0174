"""Northwest Passage's page in Chromium: the whole game beside « Résumé d'une partie » (a tile drawn by
clicking it, the bots' turns one by one), a tile laid beside « Placer une tuile » (the only ringed
square, a refused one, the space filled and the island closed), the sun disc and the ice beside
« Déplacement » (a refused move onto ice, the sled on it), and the last season in « Essayer », played
to the final count."""

from driver import figures_cut

PAGE = "jeux/northwest-passage/"


def _waits_for(page, demo, words: str):
    page.wait_for_function("([el, w]) => el.querySelector('.bga-demo-board').innerText.includes(w)",
                           arg=[demo.element_handle(), words], timeout=60000)


def _when_legal(page, demo, move: str):
    """Wait for the bots' turns to end: `move` is playable again."""
    demo.locator(f"[data-move='{move}'].bga-legal").first.wait_for(timeout=60000)


def test_static_board_supply_and_crew(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 4
    assert driver.sections()[0].startswith("Résumé")
    first = demos.nth(0)
    assert first.locator(".bga-board-grid .bga-tile").count() == 42
    assert first.locator(".bga-board-grid .bga-figure[data-shape='bateau']").count() == 3
    assert not figures_cut(first)   # the three ships on A6, each whole inside its square
    assert first.locator(".bga-you .bga-nwp-crew").count() == 7
    assert first.locator("[data-move^='piocher-grande-']").count() == 4
    assert demos.nth(1).locator("[data-move='tuile-0']").count() == 1
    assert demos.nth(2).locator(".bga-board-grid .bga-tile.bga-frozen").count() > 0


def test_a_tile_drawn_then_the_bots(driver):
    page = driver.open(PAGE)
    demo = driver.demo(0)
    start = driver.moves(demo)
    driver.click(demo, "piocher-grande-0")
    assert driver.moves(demo) == start + 1
    assert demo.locator("[data-move='tuile-0']").count() == 1
    driver.click(demo, "finir")
    _when_legal(page, demo, "tuile-0")
    log = demo.locator(".bga-demo-log").text_content()
    assert "Joueur 2" in log and "Joueur 3" in log


def test_a_tile_laid_fills_a_space_and_closes_an_island(driver):
    """« adjacente à un côté de la tuile où se trouve le joueur » ; « un espace vide … le joueur pioche la
    tuile correspondante » ; « Une Île est fermée … le joueur gagne un jeton Cartographie »."""
    driver.open(PAGE)
    demo = driver.demo(1)
    driver.click(demo, "tuile-0")
    assert demo.locator(".bga-board-grid .bga-tile.bga-legal").count() == 1
    text = driver.refusal(demo, "poser-navire-D4", section="placer-une-tuile")
    assert "adjacente" in text, text
    driver.click(demo, "poser-navire-C4")
    log = demo.locator(".bga-demo-log").text_content()
    assert "Espace vide comblé en B4" in log and "ferme une Île de 3 tuiles" in log
    driver.click(demo, "finir")
    _waits_for(driver.page, demo, "Fin de l'exemple")


def test_ice_refuses_the_ship_and_carries_the_sled(driver):
    """« Les Navires ne peuvent pas se déplacer sur une tuile gelée » ; « Une tuile gelée est considérée
    comme terrestre, le Traîneau peut s'y déplacer librement »."""
    driver.open(PAGE)
    demo = driver.demo(2)
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
    demo = driver.demo(3)
    for cell in ("C5", "B5", "B6", "A6"):
        _when_legal(page, demo, f"aller-navire-{cell}")
        driver.click(demo, f"aller-navire-{cell}")
        driver.click(demo, "finir")
    _when_legal(page, demo, "passer")
    driver.click(demo, "passer")
    _waits_for(page, demo, "Fin de la partie")
    assert "Total" in demo.locator(".bga-sheet").inner_text()
