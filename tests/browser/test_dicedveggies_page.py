"""Diced Veggies' page in Chromium: the cut example beside « I. Couper » (static block first,
live, a legal cut, a refused cut explained), the cook example beside « III. Piocher » (a recipe
cooked with a trending card, a refused recipe explained, a draw), the whole solo game beside
« Fin de partie » (two turns, a recipe, a refused cut explained) and the flagged 71–80 gap;
on a 375 px phone, each example fits in width and about 1.5 screens, with nothing for axe."""

PAGE = "jeux/diced-veggies/"
CUT, COOK, SOLO = range(3)


def test_static_block_beside_the_cut_rule_and_the_gap_flagged(driver):
    page = driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 3
    driver.assert_beside("I. Couper", "article h3, article .bga-demo")
    driver.assert_beside("III. Piocher", "article h3, article .bga-demo")
    assert demos.nth(CUT).locator(".bga-board-grid .bga-die").count() == 24
    assert demos.nth(COOK).locator(".bga-die").count() == 6
    driver.assert_beside("Fin de partie", "article h2, article .bga-demo")
    assert demos.nth(SOLO).locator(".bga-board-grid .bga-die").count() == 25
    assert "71 à 80" in page.locator("article").inner_text()


def test_cut_then_refused_cut_explained(driver):
    driver.open(PAGE)
    demo = driver.demo(CUT)
    for square in ("A1", "B1", "C1"):
        driver.click(demo, f"de-{square}")
    assert demo.locator("[data-move='de-B1']").get_attribute("aria-pressed") == "true"
    assert "B1 : carotte 1, choisi" in demo.locator("[data-move='de-B1'] .bga-sr").inner_text()
    driver.click(demo, "couper")
    assert demo.locator("[data-move='de-A1']").count() == 0
    assert "Vos dés (3)" in driver.board_text(demo)
    # D1 alone would leave E1 held by a corner: « Couper » stays disabled, and says why
    driver.click(demo, "de-D1")
    assert demo.locator("[data-move=couper]").is_disabled()
    assert "seul tenant" in driver.refusal(demo, "couper")


def test_cook_with_a_trend_then_refused_recipe_explained_then_draw(driver):
    driver.open(PAGE)
    demo = driver.demo(COOK)
    for k in (1, 2):                                 # tomate 2, poivron 4
        driver.click(demo, f"de-{k}")
    # the Ratatouille needs an aubergine too: refused, and says why
    assert demo.locator("[data-move=cuisiner-R2]").is_disabled()
    text = driver.refusal(demo, "cuisiner-R2")
    assert "Ratatouille" in text and "conditions" in text, text
    driver.click(demo, "cuisiner-R1-N1")
    assert "Recettes réalisées (5 ★)" in driver.board_text(demo)
    assert demo.locator(".bga-die").count() == 4
    driver.click(demo, "piocher-recette")
    assert demo.locator("[data-move=reapprovisionner]").is_enabled()
    driver.click(demo, "reapprovisionner")
    assert "Bloc : 21 dés" in driver.board_text(demo)     # 19 in the block + the 2 of the recipe


def test_solo_game_two_turns_a_recipe_and_a_refused_cut_explained(driver):
    driver.open(PAGE)
    demo = driver.demo(SOLO)
    assert "Tour 1" in driver.board_text(demo)
    # a die in the middle of the block cannot be cut: « Couper » stays disabled, and says why
    driver.click(demo, "bloc-C3")
    assert demo.locator("[data-move=couper]").is_disabled()
    assert "coin" in driver.refusal(demo, "couper")
    driver.click(demo, "vider")
    for move in ("bloc-A1", "bloc-B1", "bloc-C1", "couper", "piocher-tendance",
                 "bloc-D1", "bloc-E1", "couper", "de-2", "de-3", "de-4", "cuisiner-R5"):
        driver.click(demo, move)
    board = driver.board_text(demo)
    assert "Recettes réalisées (8 ★)" in board
    assert "Tour 2" in board and "recettes 1 / 6" in board
    driver.click(demo, "piocher-recette")
    assert "Tour 3" in driver.board_text(demo)


def test_phone_width_and_accessibility(driver):
    from driver import axe_violations
    page = driver.phone(PAGE)
    for k in (CUT, COOK, SOLO):
        demo = driver.demo(k)
        assert driver.overflow(demo) == []
        assert demo.evaluate("d => d.getBoundingClientRect().height / 740") < 1.6   # ≈ 1.5 phone screens
    assert [v for v in axe_violations(page) if v["demo"]] == []
