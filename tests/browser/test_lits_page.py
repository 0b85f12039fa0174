"""Battle of LITS's page in Chromium: the placement checker (after the rules) and the whole game under
« Essayer » (static board first, live, a legal move, a refused one explained). Block 1, between them, is
the guided first game (« Apprendre en jouant »), exercised by the site-wide passes."""


PAGE = "jeux/battle-of-lits/"
TARGETS = ".bga-demo-board .bga-board-grid .bga-compose-action"


def choose(demo, part):
    demo.locator(f".bga-demo-board [data-part='{part}']").click()


def square(demo, name):
    return demo.locator(TARGETS + f"[data-template='{{}}-{name}']")


def test_static_boards_first(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3                               # the checker, the tutorial, the whole game
    checker, game = demos.nth(0), demos.nth(2)
    assert checker.locator(".bga-board-grid .bga-tile").count() == 36
    assert checker.locator(".bga-board-grid [data-colour=jaune]").count() == 4        # the I on A1-D1
    assert checker.locator("[data-part]").count() == 18                                # L×8, I×2, T×4, S×4
    assert "On ne peut jamais recouvrir totalement un espace de 2x2 cases." in checker.text_content()  # folded
    assert "Les 3 règles de placement de la page" in checker.inner_text()
    assert game.locator(".bga-board-grid .bga-tile").count() == 100
    assert game.locator("[data-move=second]").count() == 1                             # the first-turn choice


def test_checker_names_the_rule_of_a_refused_piece(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    board = demo.locator(".bga-demo-board")
    choose(demo, "T1")
    assert square(demo, "A4").is_enabled()
    driver.act(demo, square(demo, "A4").click)                      # T far from the I: rule 1
    text = board.inner_text()
    assert "Refusée — règle 1 :" in text and "Chaque nouvelle pièce doit toucher par un bord" in text, text
    assert board.locator(".bga-refused").count() == 4
    choose(demo, "I1")
    driver.act(demo, square(demo, "E1").click)                      # I beside the I: rule 2
    assert "Refusée — règle 2 :" in board.inner_text()
    choose(demo, "L2")
    driver.act(demo, square(demo, "A2").click)                      # fills A1 B1 A2 B2: rule 3
    assert "Refusée — règle 3 :" in board.inner_text()
    choose(demo, "L1")
    driver.act(demo, square(demo, "E1").click)                      # allowed: placed
    assert "Acceptée" in board.inner_text()
    assert board.locator(".bga-board-grid [data-colour=rouge]").count() == 4
    # covering a placed piece is not even an attempt: « Pourquoi pas ? » asks the engine
    choose(demo, "L1")
    assert square(demo, "A1").is_disabled()
    choose(demo, "L1")                                                  # put it back in the hand
    assert "déjà posée" in driver.refusal(demo, selector=TARGETS + "[data-template='{}-A1']", parts=("L1",),
                                         same_board=False)   # the checker draws the refused piece


def test_whole_game_against_the_bot(driver):
    driver.open(PAGE)
    demo = driver.demo(2)
    board = demo.locator(".bga-demo-board")
    assert "jouer en second" in board.inner_text()
    driver.click(demo, "second")
    assert driver.moves(demo) == 2 and "À vous" in board.inner_text()
    # a shape whose placements exist: the board lights exactly where it may go
    part = demo.locator(".bga-demo-board [data-part]:not([disabled])").first
    oid = part.get_attribute("data-part")
    part.click()
    lit = board.locator(".bga-compose-action.bga-legal:not([disabled])")
    moves = lit.evaluate_all("ns => ns.map(n => n.getAttribute('data-move'))")
    assert moves and all(m.startswith(oid + "-") for m in moves)
    # a refused square for that shape, explained with the rule's number
    part.click()                                                        # back in the hand
    driver.refusal(demo, selector=".bga-demo-board .bga-compose-action.bga-why", parts=(oid,),
                   same_board=False)
    assert driver.moves(demo) == 2
    # play on until the end: each turn, the first shape that fits, on its first lit square
    for _ in range(12):
        if demo.get_attribute("data-fin") == "oui":
            break
        demo.locator(".bga-demo-board [data-part]:not([disabled])").first.click()
        driver.act(demo, board.locator(".bga-compose-action.bga-legal:not([disabled])").first.click)
    assert demo.get_attribute("data-fin") == "oui"
    assert "gagne" in board.inner_text()
