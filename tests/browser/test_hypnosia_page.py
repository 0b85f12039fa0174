"""Hypnosia's page in Chromium: the whole game under « Essayer » (static board first, then
live), a pawn clicked shows the squares it may reach, a move played, a refusal explained;
on a phone the 11 × 11 board fits without scrolling. Block 0, in the rules, is the guided first game
(« Apprendre en jouant »), exercised by the site-wide passes; the whole game is block 1."""

PAGE = "jeux/hypnosia/"
GRID = ".bga-demo-board .bga-board-grid"


def test_static_board_under_essayer(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 2
    order = driver.order()
    assert order[-1] == "DEMO" and order[-2].startswith("Essayer")
    grid = demos.nth(1).locator(".bga-board-grid")
    assert grid.locator(".bga-token").count() == 7     # 4 red pawns, 2 blue pawns and a blue stack
    assert grid.locator("[data-terrain=champ]").count() == 18       # 6 bridges on each circle
    assert "pont vers le centre" in grid.inner_html()


def test_click_a_pawn_see_its_squares_play_and_get_a_refusal(driver):
    driver.open(PAGE)
    demo = driver.demo(1)
    assert "Bleu commence." in demo.locator(".bga-demo-log").inner_text()
    assert "À vous : 1 et 5" in driver.board_text(demo)
    # « Pourquoi pas ? » reaches every square: an empty one says what to choose first
    empty = demo.locator(GRID + " button[data-move^='choisir-']:disabled", has_text="vide").first
    message = driver.refusal(demo, empty.get_attribute("data-move"))
    assert "choisissez d'abord un de vos pions" in message, message
    driver.click(demo, "choisir-J1")
    reach = sorted(demo.locator(GRID + " button.bga-legal[title='Aller ici']").evaluate_all(
        "ns => ns.map(n => n.getAttribute('data-move'))"))
    assert reach == ["J1-E2", "J1-F2"]
    start = driver.moves(demo)
    driver.click(demo, "J1-F2")
    assert driver.moves(demo) == start + 1
    assert "Rouge déplace un pion de J1 en F2 (5)" in demo.locator(".bga-demo-log").inner_text()
    # H1 is 2 squares from the large circle: the remaining 1 cannot bring it in
    assert demo.locator(GRID + " [data-move='choisir-H1']").is_disabled()
    message = driver.refusal(demo, "choisir-H1", "comment-se-deplacer")
    assert "2 cases du grand cercle" in message, message


def test_phone_width_board_fits_without_scrolling(driver):
    driver.phone(PAGE)
    demo = driver.demo(1)
    # the 11 x 11 board fits a phone without scrolling (dense grid)
    scroll = demo.locator(".bga-scroll").first
    assert scroll.evaluate("n => n.scrollWidth <= n.clientWidth + 1")
    assert demo.evaluate("d => d.scrollWidth <= d.clientWidth + 1")
