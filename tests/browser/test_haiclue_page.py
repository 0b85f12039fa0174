"""Haiclue's page in Chromium: the round scorer beside « Phase de résolution » and the
cooperative two-player example beside its section (static first, live, answers scored,
a refused answer explained)."""

PAGE = "jeux/haiclue/"
HEADINGS = "article h2, article h3, article .bga-demo"


def test_static_boards_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 2
    order, at = driver.assert_beside("Phase de résolution", HEADINGS)
    assert order[at + 2].startswith("Fin du jeu")
    assert order[-1] == "DEMO" and order[-2].startswith("Partie pour 2 joueurs")
    assert "6 tours" in demos.nth(0).inner_text() and "4 tours" in demos.nth(1).inner_text()
    assert demos.nth(0).locator("[data-move^=devine-]").count() == 12       # 3 other players × 4 words


def test_answers_scored_and_refusal(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    # J1's word is the pressed one of its row: J2 gives it
    word = demo.locator("[data-move^='mot-'][aria-pressed=true]").get_attribute("data-move").split("-")[1]
    driver.click(demo, f"devine-2-{word}")
    points = demo.locator(".bga-score tbody tr")   # player, total, this turn, by guessing, by the clue
    assert points.nth(0).inner_text().split() == ["J1", "0", "+1", "0", "1"]
    assert points.nth(1).inner_text().split() == ["J2", "0", "+1", "1", "0"]
    said = driver.refusal(demo, f"mot-{word}")
    assert "déjà celui du Joueur 1" in said, said
    driver.click(demo, "valider")
    assert "Tour 2 sur 6" in driver.board_text(demo) and points.nth(0).inner_text().split()[:2] == ["J1", "1"]


def test_cooperative_game_to_its_end(driver):
    driver.open(PAGE)
    demo = driver.demo(1)
    assert demo.locator("[data-move='valider']").is_disabled()         # nobody has answered yet
    assert "personne n'a encore répondu" in driver.refusal(demo, "valider", "phase-de-resolution")
    for _ in range(4):
        # J2 puts its token on a word that is not J1's: a wrong answer, then the turn is counted
        word = demo.locator("[data-move^='mot-'][aria-pressed=true]").get_attribute("data-move").split("-")[1]
        driver.click(demo, f"devine-2-{int(word) % 4 + 1}")
        driver.click(demo, "valider")
    text = driver.board_text(demo)
    assert "0 points sur 8, l'équipe perd" in text, text
