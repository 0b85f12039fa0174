"""Rat Jack's page in Chromium: the whole game under « Essayer » (static board first, live,
a refused draw explained, a draw and a card played face down, the bots' turns shown)."""

PAGE = "jeux/rat-jack/"


def test_static_board_under_essayer(driver):
    page = driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 1
    order = driver.order()
    assert order[-1] == "DEMO" and order[-2].startswith("Essayer")
    board = demos.nth(0)
    assert "Manche 1" in board.inner_text()
    assert board.locator("[aria-label='Votre main'] .bga-card").count() == 2
    assert board.locator(".bga-player").count() == 3
    assert "Lecture retenue" in page.locator("article").inner_text()


def test_game_refusal_then_draw_and_play_face_down(driver):
    page = driver.open(PAGE)
    demo = driver.demo(0)
    start = driver.moves(demo)
    # the discard is empty at the start of the round: asking why names the rule
    text = driver.refusal(demo, "defausse", "phase-1")
    assert "défausse est vide" in text, text
    # a legal draw, then the first card of the hand played face down
    driver.click(demo, "piocher")
    assert driver.moves(demo) == start + 1
    hand = demo.locator(".bga-demo-board [aria-label='Votre main'] [data-part]")
    assert hand.count() == 3
    hand.first.click()
    driver.act(demo, demo.locator(".bga-demo-board [data-template='cachee-{}']").click)
    page.wait_for_function("el => Number(el.getAttribute('data-coups')) >= 4", arg=demo.element_handle())
    page.wait_for_function("el => el.querySelector('.bga-demo-board').innerText.includes('À vous')",
                           arg=demo.element_handle(), timeout=30000)
    assert "cachée" in driver.board_text(demo)
    log = demo.locator(".bga-demo-log").text_content()
    assert "Joueur 1 joue une carte face cachée." in log and "Joueur 2 pioche" in log
