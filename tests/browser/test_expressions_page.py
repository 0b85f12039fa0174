"""Expressions's page in Chromium: the whole game against two bots and the clue and guess example,
both beside « Deviner une carte » at the end of « Déroulement d'un tour » (static boards first, live,
a clue and a guess played by clicking the cards, the bots' turns seen, refusals explained)."""

from driver import settle

PAGE = "jeux/expressions/"
GAME, CLUES = range(2)


def test_static_boards_beside_the_turn_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 2
    order, at = driver.assert_beside("Deviner une carte", "article h2, article h3, article .bga-demo", count=2)
    assert order[at + 3].startswith("Fin du jeu")
    game = demos.nth(GAME)
    assert game.locator(".bga-expr-guess [data-part]").count() == 40
    assert game.locator(".bga-you [data-part]").count() == 11
    assert "manche 1" in game.inner_text() and "Harmonie : 0" in game.inner_text()
    calc = demos.nth(CLUES)
    assert calc.locator("[data-move^=deviner-]").count() == 40
    # a colour a row (card_grid), as in the whole game: a grid of 8 columns wrapped at 7 on a phone
    assert calc.locator(".bga-cardrow").count() == 5 == game.locator(".bga-expr-guess .bga-cardrow").count()
    assert calc.locator("[data-part]").count() == 4
    assert "plus basse" in calc.inner_text() and "Harmonie : 0" in calc.inner_text()


def test_whole_game_a_clue_a_guess_and_the_bots(driver):
    page = driver.open(PAGE)
    demo = driver.demo(GAME)
    board = demo.locator(".bga-demo-board")
    # a clue: the 4 jaune, « Dernière carte de cette couleur » turned to the centre
    demo.locator(".bga-you [data-part='jaune4']").click()
    driver.act(demo, demo.locator("[data-template='indice-{}-derniere']").click)
    settle(page, demo)
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Joueur 2 devine" in log and "Joueur 3 devine" in log and "Fin de la manche 1" in log, log
    assert "manche 2" in board.inner_text()
    # the clue's card is on the table now: guessing it is refused, with its rule
    assert "déjà visible" in driver.refusal(demo, selector="[data-template='deviner-2-{}']", parts=("jaune4",),
                                            section="deviner-une-carte")
    # a guess: the 8 bleu in Joueur 3's hand (right), then the card of mine that joins it in Harmonie
    demo.locator(".bga-expr-guess [data-part='bleu8']").click()
    driver.act(demo, demo.locator("[data-template='deviner-3-{}']").click)
    assert "juste" in demo.locator(".bga-demo-log").inner_text()
    demo.locator(".bga-you [data-part='vert1']").click()
    driver.act(demo, demo.locator("[data-template='donner-{}']").click)
    settle(page, demo)
    assert "Joueur 1 place le 1 vert de sa main côté Harmonie" in demo.locator(".bga-demo-log").inner_text()
    assert "manche 3" in board.inner_text()


def test_guess_clue_and_refusal(driver):
    driver.open(PAGE)
    demo = driver.demo(CLUES)
    start = driver.moves(demo)
    driver.click(demo, "deviner-violet5")
    text = driver.board_text(demo)
    assert "Juste" in text and "Harmonie : 2" in text and "n'est plus vrai" in text, text
    assert driver.moves(demo) == start + 1
    demo.locator("[data-part='vert5']").click()
    driver.act(demo, demo.locator("[data-template='indice-{}-derniere']").click)
    assert "vrai : plus aucune carte vert en main." in driver.board_text(demo)
    assert "votre propre main" in driver.refusal(demo, "deviner-rouge3")
