"""Expressions's page in Chromium: the clue and guess example beside « Deviner une carte »
(static board first, live, a guess and a clue played, a refused guess explained)."""

PAGE = "jeux/expressions/"


def test_static_board_beside_the_guess_section(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 1
    order, at = driver.assert_beside("Deviner une carte", "article h2, article h3, article .bga-demo")
    assert order[at + 2].startswith("Fin du jeu")
    demo = demos.nth(0)
    assert demo.locator("[data-move^=deviner-]").count() == 40
    assert demo.locator("[data-part]").count() == 4
    assert "plus basse" in demo.inner_text() and "Harmonie : 0" in demo.inner_text()


def test_guess_clue_and_refusal(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    start = driver.moves(demo)
    driver.click(demo, "deviner-violet5")
    text = driver.board_text(demo)
    assert "Juste" in text and "Harmonie : 2" in text and "n'est plus vrai" in text, text
    assert driver.moves(demo) == start + 1
    demo.locator("[data-part='vert5']").click()
    driver.act(demo, demo.locator("[data-template='indice-{}-derniere']").click)
    assert "vrai : plus aucune carte vert en main." in driver.board_text(demo)
    assert "votre propre main" in driver.refusal(demo, "deviner-rouge3")
