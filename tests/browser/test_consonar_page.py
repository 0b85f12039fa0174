"""Con Sonar!'s page in Chromium: the turn example beside « Déroulement d’un tour » and the
scoring example beside « Décompte » (static then live), a legal card or edit, a refusal
naming its rule, no overflow on a 375 px phone after a turn and a restart."""

PAGE = "jeux/con-sonar/"
SECTIONS = "article h3, article h4, article .bga-demo"
TURN, SCORING = range(2)


def test_examples_beside_their_rules(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 2
    order, at = driver.assert_beside("Déroulement", SECTIONS)
    assert order[at + 2].startswith("Fin de partie")
    order, at = driver.assert_beside("Décompte", SECTIONS)
    assert order[at + 2].startswith("Astuces")
    turn = demos.nth(TURN).inner_text()
    assert "Graduation" in turn or "Sonar" in turn
    text = demos.nth(SCORING).inner_text()
    assert "Total" in text and "ce serait 36 sous-marins" in text


def test_turn_a_card_and_an_explained_refusal(driver):
    driver.open(PAGE)
    demo = driver.demo(TURN)
    start = driver.moves(demo)
    driver.click(demo, "flotte-bleu-2")
    assert driver.moves(demo) == start + 1
    assert "Flotte Bleu 2 jouée" in demo.locator(".bga-demo-log").inner_text()
    assert demo.locator("[data-move='flotte-jaune-1']").is_disabled()
    assert "ne s'enchaîne pas" in driver.refusal(demo, "flotte-jaune-1", "deroulement-dun-tour")
    driver.click(demo, "torpille-orange-2")
    driver.click(demo, "viser-vert1")
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Torpille sur Vert 1 (graduation 2) : dé" in log and "Tour fini." in log
    assert "dé à 8 faces" in demo.locator(".bga-demo-board").inner_html()


def test_scoring_an_edit_and_a_refusal(driver):
    driver.open(PAGE)
    demo = driver.demo(SCORING)
    start = driver.moves(demo)
    driver.click(demo, "coule-plus-vert")
    assert driver.moves(demo) == start + 1
    assert "Total : 10 points." in demo.locator(".bga-demo-log").inner_text()
    assert demo.locator("[data-move='coule-plus-jaune']").is_disabled()
    assert "2 sous-marins" in driver.refusal(demo, "coule-plus-jaune", "composants")


def test_no_overflow_on_a_phone(driver):
    page = driver.phone(PAGE)
    demo = driver.demo(TURN)
    for move in ("flotte-bleu-2", "flotte-bleu-3", "flotte-vert-3", "torpille-vert-1", "viser-jaune2"):
        driver.click(demo, move)
    assert "Torpille sur Jaune 2 (graduation 4) : dé" in driver.board_text(demo)
    assert "Partie terminée" not in demo.inner_text()
    driver.click(demo, "rejouer")
    assert demo.locator("[data-move='flotte-bleu-2']").is_enabled()
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 1, f"la page déborde de {overflow} px sur un téléphone"
