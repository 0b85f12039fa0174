"""Gnome Hollow's page in Chromium: the page's examples, positions of the whole game, each beside
its section and stopping at the end of the reader's turn (the garden: a bend closes a ring whose
mushrooms wait in its middle, a marker on the « 4 » row, « Cueillir », the gnome claims the ring;
the Pinwheel market: the gnome goes to the stump, a sale blocks its space, a refused sale explained),
then the whole game under « Essayer » (tiles clicked, the bot's turn shown)."""


PAGE = "jeux/gnome-hollow/"
GARDEN, MARKET, WHOLE = range(3)


def _waits_for(page, demo, words: str):
    page.wait_for_function("([el, w]) => el.querySelector('.bga-demo-board').innerText.includes(w)",
                           arg=[demo.element_handle(), words], timeout=30000)


def _first_legal(demo, prefix: str) -> str:
    return demo.locator(f"[data-move^='{prefix}'].bga-legal").first.get_attribute("data-move")


def test_static_examples_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3     # the garden, the market, the whole game (« Essayer »)
    order, at = driver.assert_beside("Résolutions et bonus")
    assert order[at + 2].startswith("Mouvement du Gnome")
    order, at = driver.assert_beside("Mouvement du Gnome")
    assert order[at + 2].startswith("Fin de partie")
    garden = demos.nth(GARDEN)
    assert "Le jardin de Gnome Hollow" in garden.inner_html() and "case E5 vide" in garden.inner_html()
    assert garden.locator(".bga-board-grid .bga-figure[data-shape='champignon']").count() == 3
    assert "Joueur 1 place ses tuiles (0/2" in garden.inner_text()
    assert "peut déplacer son gnome" in demos.nth(MARKET).inner_text()


def test_garden_example_ring_marker_mushrooms_and_gnome_then_stop(driver):
    page = driver.open(PAGE)
    demo = driver.demo(GARDEN)
    assert "prenez d'abord une tuile" in driver.refusal(demo, "poser-E5", section="le-placement-des-tuiles")
    driver.click(demo, "prendre-m1")
    driver.click(demo, "forme-no")
    driver.click(demo, "poser-E5")
    assert "complété un anneau" in demo.inner_text()
    assert "déjà un marqueur" in driver.refusal(demo, "marqueur-4-1")
    driver.click(demo, "marqueur-4-3")
    driver.click(demo, "champignon-E4")
    assert "plus d'une fois" in driver.refusal(demo, "champignon-E4")
    driver.click(demo, "champignon-D5")
    driver.click(demo, "prendre-m3")
    driver.click(demo, _first_legal(demo, "poser-"))
    assert "autre joueur" in driver.refusal(demo, "gnome-C4")
    driver.click(demo, "gnome-E5")
    _waits_for(page, demo, "Fin de l'exemple")
    assert "Champignons : 4 rouges, 1 bleu" in demo.inner_text()


def test_market_example_sale_blocks_then_refusal_explained(driver):
    page = driver.open(PAGE)
    demo = driver.demo(MARKET)
    driver.click(demo, "gnome-D4")
    driver.click(demo, "vendre-bleu-5")
    assert demo.locator("[data-move='vendre-bleu-5']").inner_text().strip() == "✖"
    assert "différent" in driver.refusal(demo, "vendre-bleu-2", section="mouvement-du-gnome")
    driver.click(demo, "vendre-jaune-3")
    _waits_for(page, demo, "Fin de l'exemple")


def test_a_whole_game_turn_by_clicking_tiles_and_squares(driver):
    page = driver.open(PAGE)
    demo = driver.demo(WHOLE)
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
