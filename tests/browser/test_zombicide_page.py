"""Zombicide's page in Chromium: the three map examples beside « La ligne de mire »,
« Combat » and « Apparition » (static board first, live: a blind shot refused then the shooter
moved, a ranged attack's dice, the zombies' phase). The generic exercise of each example (a legal
move, a refused one) is the site-wide pass's."""

PAGE = "jeux/zombicide-2e-edition/"
GRID = ".bga-board-grid [data-move='{}']"      # a zone of the map


def test_static_boards_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 4
    for title in ("La ligne de mire", "Légende des cartes armes", "Apparition", "Une mission entière"):
        driver.assert_beside(title, "article h3, article h4, article .bga-demo")
    for k in range(4):
        assert demos.nth(k).locator(".bga-board-grid .bga-tile").count() == 15
    assert "En vue depuis C3" in demos.nth(0).inner_text()
    assert demos.nth(1).locator(".bga-board-grid .bga-figure[data-shape='mort-vivant']").count() >= 1


def test_sight_example_moves_the_shooter_and_refuses_a_blind_shot(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    assert "ligne droite" in driver.refusal(demo, "viser-A1", selector=GRID.format("viser-A1"))
    demo.locator(".bga-demo-board details summary").click()
    driver.click(demo, "outil-tireur")
    driver.act(demo, demo.locator(GRID.format("tireur-C2")).click)
    assert driver.message(demo) is None
    board = driver.board_text(demo)
    assert "En vue depuis C2" in board and "B2 (1)" in board and "D2 (1)" in board


def test_ranged_attack_rolls_the_dice_on_the_brute_first(driver):
    page = driver.open(PAGE)
    demo = driver.demo(1)
    driver.act(demo, demo.locator(GRID.format("viser-C1")).click)
    page.wait_for_function("el => el.querySelectorAll('.bga-demo-board .bga-die').length === 3",
                           arg=demo.element_handle())
    assert "Tir sur C1" in driver.board_text(demo)
    assert demo.locator(GRID.format("viser-C1")).count() == 1


def test_zombie_phase(driver):
    page = driver.open(PAGE)
    demo = driver.demo(2)
    driver.click(demo, "zombies")
    page.wait_for_function("el => el.querySelector('.bga-demo-board').innerText.includes('Fin du tour')",
                           arg=demo.element_handle())
    text = driver.board_text(demo)
    assert "Deuxième activation" in text and "Invasion 2 (E1)" in text


MISSION = 3     # the whole mission, under « Essayer »


def test_mission_a_survivor_walks_then_the_zombies_play(driver):
    """Click a survivor, then a zone: he walks; a closed door refuses the walk with the page's words."""
    page = driver.open(PAGE)
    demo = driver.demo(MISSION)
    driver.click(demo, "choisir-1")
    assert "adjacente ouverte" not in (driver.message(demo) or "")
    driver.act(demo, demo.locator(GRID.format("aller-B3")).click)
    assert driver.message(demo) is None
    assert "Amy" in driver.board_text(demo)
    driver.click(demo, "fin")
    for k in range(2, 6):
        driver.click(demo, f"choisir-{k}")
        driver.click(demo, "fin")
    driver.click(demo, "fin")          # Wanda, the last one, is chosen by herself
    page.wait_for_function("el => el.querySelector('.bga-demo-board').innerText.includes('Tour 2')",
                           arg=demo.element_handle())
