"""Castles of Mad King Ludwig's page in Chromium: the sales round, the castle and the
favours examples beside their sections (static first); the sales round and the castle
live, a legal move and a refusal explained."""

PAGE = "jeux/castles-of-mad-king-ludwig/"
SALES, CASTLE, FAVOURS = range(3)


def test_static_boards_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3
    for title in ("Déroulement d", "Règles de placement", "Faveurs du roi"):
        driver.assert_beside(title)
    assert demos.nth(CASTLE).locator(".bga-board-grid .bga-tile").count() == 25
    assert "Plateau du Maître bâtisseur" in demos.nth(SALES).inner_text()
    assert demos.nth(SALES).locator(".bga-priceboard .bga-room-card").count() == 6


def test_sales_round_money_flows(driver):
    """« Il les réarrange ensuite comme il veut » : two rooms clicked, then « Échanger » (no list of
    swap buttons); then the purchases, and a room too dear refused."""
    driver.open(PAGE)
    demo = driver.demo(SALES)
    board = demo.locator(".bga-priceboard")
    def name(k):
        return board.locator(f"[data-part='{k}'] .bga-room-name").inner_text()
    first, fourth = name(1), name(4)
    swap = demo.locator("[data-template='echanger-{}']")
    board.locator("[data-part='1']").click()
    assert swap.is_disabled()
    board.locator("[data-part='4']").click()
    driver.act(demo, swap.click)
    assert (name(1), name(4)) == (fourth, first)
    driver.click(demo, "valider")
    assert "Joueur 2 n'a que 7000 Marks" in driver.refusal(demo, "acheter-6")
    driver.click(demo, "acheter-1")   # the room of 4 000 moved to the space of 1 000
    rows = demo.locator(".bga-score tbody tr")
    assert "8000" in rows.nth(0).inner_text() and "6000" in rows.nth(1).inner_text()


def test_castle_placement_refusal_then_completion(driver):
    driver.open(PAGE)
    demo = driver.demo(CASTLE)
    start = driver.moves(demo)
    assert "aucune porte" in driver.refusal(demo, "poser-B3")
    driver.click(demo, "poser-C4")
    assert driver.moves(demo) == start + 1
    assert "C4 (Salon) : points doublés" in driver.board_text(demo)
