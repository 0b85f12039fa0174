"""Setup in Chromium, on the project's real page: the Ensembles example beside
« Décompte des points », static then live; a line erased changes the points, a
tile refused on the opponent's square is explained naming the rule."""

PAGE = "jeux/setup/"


def test_static_example_beside_the_scoring_rule(driver):
    driver.static(PAGE)
    assert driver.demos().count() == 1
    order, at = driver.assert_beside("Décompte des points")
    assert order[at + 2].startswith("Fin de la partie")
    demo = driver.demos()
    assert demo.locator(".bga-board-grid .bga-tile").count() == 12
    assert demo.locator(".bga-board-grid .bga-onsquare").count() == 5       # the tiles, drawn
    assert "Vous : 5 point(s)" in demo.inner_text()


def test_line_erased_then_refusal_explained(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    start = driver.moves(demo)
    demo.locator(".bga-demo-board details summary").click()
    driver.click(demo, "lien-B3C3")
    assert driver.moves(demo) == start + 1
    assert "Vous : 4 point(s)" in driver.board_text(demo)
    assert "SAUF" in driver.refusal(demo, "case-B1", "deroulement-dun-tour")
    driver.act(demo, demo.locator("[data-action=recommencer]").click)
    assert driver.moves(demo) == 0
    done = driver.exercise(demo)
    assert done["legal"] and done["illegal"]
