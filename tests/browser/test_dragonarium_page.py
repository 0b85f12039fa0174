"""Dragonarium's page in Chromium: a position beside « 2 Éclosion des dragons » (a tile taken from the
river, turned, laid on a full egg that hatches, the dragon placed, the assistant sent, an egg without its
gem refused with its rule), one beside « 3 Déplacer l'assistant » (drawn only: the engine tests play it),
the domain-count sandbox beside « Décompte final », and the whole game under « Essayer » (a turn by
clicks, then the bot's)."""

PAGE = "jeux/dragonarium/"
HEIGHT = "pour-placer-une-tuile-en-hauteur"


def _waits_for(page, demo, words: str):
    page.wait_for_function("([el, w]) => el.querySelector('.bga-demo-board').innerText.includes(w)",
                           arg=[demo.element_handle(), words], timeout=60000)


def test_static_boards_beside_their_rules(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 4
    assert driver.sections() == ["2 Éclosion des dragons", "3 Déplacer l’assistant", "Décompte final",
                                 "Décompte final"]
    first = demos.nth(0)
    assert first.locator(".bga-you .bga-dg-board .bga-tile").count() == 36
    assert first.locator(".bga-you .bga-dg-track").count() == 24
    assert first.locator(".bga-dg-river .bga-dg-rtile").count() == 3
    assert demos.nth(1).locator(".bga-you .bga-dg-egg").count() == 4
    assert "Total : 23 points" in demos.nth(2).inner_text()


def test_a_full_egg_covered_hatches_then_the_assistant_lays_gems(driver):
    page = driver.open(PAGE)
    demo = driver.demo(0)
    board = demo.locator(".bga-demo-board")
    driver.click(demo, "prendre-1")
    _waits_for(page, demo, "Choisissez le sens")
    text = driver.refusal(demo, selector="[data-template='poser-D2-{}']", parts=("bas",), section=HEIGHT)
    assert "tous ses emplacements de gemmes" in text, text
    board.locator("[data-part='bas']").click()
    driver.act(demo, board.locator("[data-template='poser-B3-{}']").click)
    _waits_for(page, demo, "éclot")
    driver.click(demo, "dragon-A3")
    driver.click(demo, "assistant-feu")
    _waits_for(page, demo, "Fin de l'exemple")
    log = demo.locator(".bga-demo-log").text_content()
    assert "pose une gemme feu en B4" in log and "pose une gemme feu en D2" in log


def test_a_turn_of_the_whole_game_then_the_bot(driver):
    page = driver.open(PAGE)
    demo = driver.demo(3)
    board = demo.locator(".bga-demo-board")
    start = driver.moves(demo)
    driver.click(demo, "prendre-1")
    _waits_for(page, demo, "Choisissez le sens")
    driver.act(demo, board.locator(".bga-you .bga-dg-board .bga-tile.bga-legal").first.click)
    _waits_for(page, demo, "couleur de l")
    driver.act(demo, board.locator("[data-move^='assistant-'].bga-legal").first.click)
    _waits_for(page, demo, "Choisissez une tuile")
    assert driver.moves(demo) >= start + 3
    assert "Joueur 2 prend la tuile" in demo.locator(".bga-demo-log").text_content()
