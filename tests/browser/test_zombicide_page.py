"""Zombicide's page in Chromium: the three examples beside « La ligne de mire », « Combat » and
« Apparition », positions of the mission (static board first; live: a blind shot refused then the
survivor walks and sees the rooms, the pistol's die on the Brute, the zombies' phase to the end of
the round), and the whole mission under « Essayer ». The generic exercise of each example (a legal
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


def test_sight_example_refuses_a_blind_shot_then_sees_the_first_rooms(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    assert "ligne droite" in driver.refusal(demo, "attaquer-B2", selector=GRID.format("attaquer-B2"))
    driver.act(demo, demo.locator(GRID.format("aller-C2")).click)
    assert driver.message(demo) is None
    board = driver.board_text(demo)
    assert "En vue depuis C2" in board and "B2 (1)" in board and "D2 (1)" in board


def test_shot_example_pistol_then_the_dice(driver):
    page = driver.open(PAGE)
    demo = driver.demo(1)
    driver.click(demo, "arme-1")
    driver.act(demo, demo.locator(GRID.format("attaquer-C1")).click)
    page.wait_for_function("el => el.querySelectorAll('.bga-demo-board .bga-die').length === 1",
                           arg=demo.element_handle())


def test_zombie_phase_example_ends_with_the_round(driver):
    page = driver.open(PAGE)
    demo = driver.demo(2)
    driver.click(demo, "fin")
    page.wait_for_function("el => el.querySelector('.bga-demo-board').innerText.includes('Fin de l')",
                           arg=demo.element_handle())
    assert "Tour 2" in driver.board_text(demo)


MISSION = 3     # the whole mission, under « Essayer »


def test_mission_a_survivor_walks_then_the_zombies_play(driver):
    """Click a survivor, then a zone: he walks; after the six survivors, the zombies play."""
    page = driver.open(PAGE)
    demo = driver.demo(MISSION)
    driver.click(demo, "choisir-1")
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
