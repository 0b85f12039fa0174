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
    assert demos.nth(CASTLE).locator(".bga-board-grid .bga-tile").count() == 36
    # the 2×2 foyer: four squares of one room, its sides inside drawn open
    assert demos.nth(CASTLE).locator(".bga-board-grid > .bga-room[data-joins]").count() == 4
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


def test_castle_placement_refusal_preview_rotation_then_completion(driver):
    """« Au moins une de ses portes est connectée à une porte d'une salle du château » : a square
    refused with its reason; hovering or focusing the one legal square shows the whole 2×2 salon
    there (over C1 to D2); turned, it goes east of the foyer; placed, its door on the foyer's, it is achieved."""
    driver.open(PAGE)
    demo = driver.demo(CASTLE)
    start = driver.moves(demo)
    assert "aucune porte" in driver.refusal(demo, "poser-A1")
    board = demo.locator(".bga-board-grid")
    square = board.locator("[data-move='poser-C1']")
    preview = square.locator(".bga-shape-preview")
    assert not preview.is_visible()
    square.hover()
    box, one = preview.bounding_box(), square.bounding_box()
    assert box and abs(box["x"] - one["x"]) < 4 and abs(box["y"] - one["y"]) < 4
    assert box["width"] > 1.8 * one["width"] and box["height"] > 1.8 * one["height"]
    assert preview.locator(".bga-shape-cell").count() == 4
    demo.page.mouse.move(0, 0)                    # off the square: hidden again, then reached by the keyboard
    assert not preview.is_visible()
    demo.page.keyboard.press("Shift")
    square.focus()
    assert preview.is_visible() and preview.bounding_box()["width"] > 1.8 * one["width"]
    driver.click(demo, "tourner")
    assert board.locator(".bga-legal").count() == 1 and board.locator("[data-move='poser-E4']").count() == 1
    driver.click(demo, "tourner")
    driver.click(demo, "tourner")
    driver.click(demo, "tourner")
    driver.click(demo, "poser-C1")
    assert driver.moves(demo) == start + 5
    assert "C1 (Salon) : points doublés" in driver.board_text(demo)
    assert board.locator("> .bga-room[data-joins]").count() == 8
