"""Haiclue's page in Chromium: the round example beside « Phase de résolution » (a position of the
whole game that stops at the end of its round), the cooperative game beside its section, the whole
game under « Essayer »; the reader composes a clue by clicking word tiles, publishes it, and guesses
the bots' words by clicking word cards."""

from driver import settle

PAGE = "jeux/haiclue/"
HEADINGS = "article h2, article h3, article .bga-demo"


def _compose_and_publish(page, driver, demo):
    driver.click(demo, "tuile-1")
    driver.click(demo, "tuile-2")
    driver.click(demo, "publier")
    settle(page, demo)


def test_static_boards_beside_their_sections(driver):
    page = driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3
    order, at = driver.assert_beside("Phase de résolution", HEADINGS)
    assert order[at + 2].startswith("Fin du jeu")
    assert order[-3:] == ["Essayer", "Une partie entière", "DEMO"]
    first = demos.nth(0)
    assert first.locator(".bga-hc-tiles .bga-hc-tile").count() == 15          # your 15 word tiles
    assert first.locator(".bga-wordcard").count() == 4                        # the 4 word cards
    assert first.locator(".bga-hc-track .bga-hc-case").count() >= 11          # the score track
    assert "▼ votre mot" in first.inner_text()
    assert "Lecture retenue" in page.content()


def test_a_round_played_by_clicking_tiles_then_word_cards(driver):
    page = driver.open(PAGE)
    demo = driver.demo(0)
    board = demo.locator(".bga-demo-board")
    driver.click(demo, "tuile-3")
    assert "au moins 2 mots" in driver.refusal(demo, "publier", "creer-un-indice")
    assert board.locator(".bga-hc-clue .bga-hc-tile").count() == 1
    driver.click(demo, "tuile-3")                                              # taken back
    assert board.locator(".bga-hc-clue .bga-hc-tile").count() == 0
    _compose_and_publish(page, driver, demo)
    for _ in range(3):                                                         # the clue of each bot
        assert "cliquez celui que vous devinez" in driver.board_text(demo)
        assert board.locator(".bga-hc-clue .bga-hc-tile").count() >= 2
        driver.click(demo, "mot-1")
        settle(page, demo)
    assert "Fin de l'exemple" in board.locator(".bga-banner").inner_text()
    log = demo.locator(".bga-demo-log").text_content()
    assert "Indice de Vous" in log and "Indice de J4" in log, log
    assert board.locator(".bga-hc-track .bga-token").count() == 4


def test_cooperative_game_a_round_with_the_bot(driver):
    page = driver.open(PAGE)
    demo = driver.demo(1)
    board = demo.locator(".bga-demo-board")
    assert "Piste de score de l'équipe" in driver.board_text(demo)
    _compose_and_publish(page, driver, demo)
    driver.click(demo, "mot-2")                                                # the bot's word, guessed
    settle(page, demo)
    assert "tour 2 sur 4" in driver.board_text(demo)
    assert "l'équipe marque" in demo.locator(".bga-demo-log").text_content()
    assert board.locator("[data-move^='tuile-'].bga-legal").count() == 15     # your next clue


def test_whole_game_the_bots_turns_then_yours(driver):
    page = driver.open(PAGE)
    demo = driver.demo(2)
    board = demo.locator(".bga-demo-board")
    assert "tour 1 sur 6" in driver.board_text(demo)
    _compose_and_publish(page, driver, demo)
    assert board.locator("[data-move^='mot-'].bga-legal").count() == 4
    assert "publie son indice" in demo.locator(".bga-demo-log").text_content()
