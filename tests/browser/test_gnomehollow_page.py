"""Gnome Hollow's page in Chromium: the garden example beside « Résolutions et bonus » (a tile
closes a ring whose mushrooms wait in its middle, a marker is placed, the Mushroom and Signpost
bonuses are used, the gnome claims the ring and visits its signpost; a mismatched tile, a taken space and
another player's path are refused) and the market
example beside « Mouvement du Gnome » (static first, live, a sale that blocks its space, a refused
sale explained)."""


PAGE = "jeux/gnome-hollow/"


def test_static_boards_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3     # the garden, the market, the whole game (« Essayer »)
    order, at = driver.assert_beside("Résolutions et bonus")
    assert order[at + 2].startswith("Mouvement du Gnome")
    order, at = driver.assert_beside("Mouvement du Gnome")
    assert order[at + 2].startswith("Fin de partie")
    assert "Jardin de Gnome Hollow" in demos.nth(0).inner_html() and "D4 : case vide" in demos.nth(0).inner_html()
    assert "Marché de Pinwheel" in demos.nth(1).inner_text()
    assert demos.nth(0).locator(".bga-board-grid .bga-figure[data-shape='champignon']").count() == 3


def test_garden_ring_marker_and_refusals(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    done = driver.exercise(demo)
    assert done["legal"] and done["illegal"]
    assert "adjacente" in driver.refusal(demo, "poser-A1")
    driver.click(demo, "choisir-ns")
    assert "correspondre" in driver.refusal(demo, "poser-D4")
    driver.click(demo, "choisir-no")
    driver.click(demo, "poser-D4")
    assert "Anneau de 4 tuiles" in demo.inner_text()
    assert "déjà un marqueur" in driver.refusal(demo, "marqueur-4-1")
    driver.click(demo, "marqueur-4-2")
    assert "Fleurs : 1" in demo.inner_text() and "Réserve : 1/2" in demo.inner_text()
    assert "autre joueur" in driver.refusal(demo, "gnome-B3")
    driver.click(demo, "gnome-D4")
    assert "D4 : virage nord-ouest, champignon bleu, dans un anneau, votre gnome" in demo.inner_html()
    assert "Champignons : 2 rouges, 1 bleu" in demo.inner_text()     # the ring's middle, picked up


def close_the_ring(driver, demo):
    driver.click(demo, "poser-D4")
    assert "milieu : 2 rouges, 1 bleu" in demo.inner_text()


def test_mushroom_bonus_each_tile_once(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    close_the_ring(driver, demo)
    driver.click(demo, "marqueur-4-3")
    driver.click(demo, "champignon-D3")
    assert "plus d'une fois" in driver.refusal(demo, "champignon-D3")
    driver.click(demo, "champignon-C4")
    assert "Champignons : 2 rouges" in demo.inner_text()


def test_signpost_bonus_then_gnome_visit(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    close_the_ring(driver, demo)
    driver.click(demo, "marqueur-4-4")
    assert "Panneau de signalisation" in driver.refusal(demo, "poser-E3")
    driver.click(demo, "panneau-tuile")
    assert "Réserve : 1/2" in demo.inner_text() and "panneau Tuile" in demo.inner_text()
    driver.click(demo, "gnome-D4")
    assert "Réserve : 2/2" in demo.inner_text() and "Champignons : 2 rouges, 1 bleu" in demo.inner_text()


def test_sale_blocks_then_refusal_explained(driver):
    driver.open(PAGE)
    demo = driver.demo(1)
    done = driver.exercise(demo)
    assert done["legal"] and done["illegal"]
    driver.click(demo, "vendre-bleu-5")
    assert demo.locator("[data-move='vendre-bleu-5']").inner_text().strip() == "✖"
    assert "différent" in driver.refusal(demo, "vendre-bleu-2")


# --- the whole game (« Essayer ») ------------------------------------------------------------------

def _waits_for(page, demo, words: str):
    page.wait_for_function("([el, w]) => el.querySelector('.bga-demo-board').innerText.includes(w)",
                           arg=[demo.element_handle(), words], timeout=30000)


def test_a_whole_game_turn_by_clicking_tiles_and_squares(driver):
    page = driver.open(PAGE)
    demo = driver.demo(2)
    assert "Joueur 1 place ses tuiles (0/2" in demo.inner_text()
    assert demo.locator("[data-move^='poser-']").count() == 48
    assert "prenez d'abord une tuile" in driver.refusal(demo, "poser-A1", section="le-placement-des-tuiles")
    for src in ("m1", "m3"):                     # two bends of the market
        driver.click(demo, f"prendre-{src}")
        assert demo.locator("[data-move^='forme-'].bga-legal").count() == 3   # the other faces of a bend
        driver.act(demo, demo.locator("[data-move^='poser-'].bga-legal").first.click)
    assert "peut déplacer son gnome" in demo.inner_text()
    driver.click(demo, "gnome-fleurs")
    # the bot's turn is shown, then it is ours again
    _waits_for(page, demo, "Joueur 1 place ses tuiles (0/2")
    assert "Fleurs : 1/8" in demo.inner_text()
