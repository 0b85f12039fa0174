"""Dice Hospital ER's page in Chromium: the admission example beside « Les bonus » (static wards
first, live, a legal admission, a refused square explained, a stethoscope crossed out and a refused
one explained, no overflow at 375 px), and the whole game beside « Fin de la partie » (dice of the
Ambulance card clicked, a patient admitted, the bots' turns, the chief's die refused with its rule)."""

PAGE = "jeux/dice-hospital-er/"


def test_static_wards_beside_the_placement_rule(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 2
    driver.assert_beside("Les bonus")
    driver.assert_beside("Fin de la partie")
    assert demos.first.locator(".bga-hand .bga-die").count() == 8
    assert demos.first.locator(".bga-board-grid .bga-tile[data-colour]").count() == 12
    # each patient's bonus a drawn piece, named by what it does, never a code
    bonuses = demos.first.locator(".bga-hand .bga-dh-bonus")
    assert bonuses.count() == 8
    assert "infirmière" in bonuses.nth(2).inner_text() and "stéthoscope ×2" in bonuses.first.inner_text()
    assert bonuses.first.locator("svg").count() == 1
    shown = demos.first.locator(".bga-hand").evaluate(
        "n => [...n.querySelectorAll('.bga-face')].map(f => f.innerText).join(' ')")
    assert not {"+B2", "stét.×2", "inf.", "!", "poche", "rideau"} & set(shown.split()), shown


def test_admission_then_refused_square_explained(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    driver.click(demo, "patient-3")
    assert demo.locator("[data-move='patient-3']").get_attribute("aria-pressed") == "true"
    driver.click(demo, "case-1-1")
    assert demo.locator("[data-move='patient-3']").count() == 0
    assert "Chambre 1, case 1 (grise) : dé bleu 1" in demo.locator(".bga-board-grid").inner_text()
    # the yellow 4 does not go on the red square that follows
    driver.click(demo, "patient-2")
    assert demo.locator("[data-move='case-1-2']").is_disabled()
    assert "couleur de leur dé" in driver.refusal(demo, "case-1-2")


def test_a_stethoscope_changes_the_die_then_a_refusal_explained(driver):
    """« Ces stéthoscopes peuvent ensuite être rayés pour modifier la valeur d'un dé (+1/-1 par
    stéthoscope). »"""
    driver.open(PAGE)
    demo = driver.demo(0)
    driver.click(demo, "patient-1")                  # red 2 and 2 stethoscopes
    stock = demo.locator(".bga-dh-stock[data-bonus='stetho']")
    assert stock.get_attribute("data-count") == "2"
    assert "Stéthoscopes entourés : 2" in stock.inner_text()
    # the stethoscopes are pieces above and below the die to place, no − / + stepper
    adjust = demo.locator(".bga-dh-adjust")
    assert adjust.locator("[data-move='stetho-plus'].bga-dh-steth").count() == 1
    assert demo.locator(".bga-stepper").count() == 0
    driver.click(demo, "stetho-plus")
    assert stock.get_attribute("data-count") == "1"
    assert "À placer, dé de la carte : dé rouge 3" in demo.inner_text()
    driver.click(demo, "case-3-1")
    assert "Chambre 3, case 1 (rouge) : dé rouge 3" in demo.locator(".bga-board-grid").inner_text()
    driver.click(demo, "patient-3")                  # blue 1: no 0 on a die
    assert demo.locator("[data-move='stetho-moins']").is_disabled()
    assert "de 1 à 6" in driver.refusal(demo, "stetho-moins")


def test_no_overflow_on_a_phone(driver):
    page = driver.phone(PAGE)
    demo = driver.demo(0)
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 375, wide
    box = demo.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 375


def _skip_animation(demo):
    skip = demo.locator("[data-action=passer]")
    if demo.get_attribute("data-animation") == "oui" and skip.is_visible():
        skip.click()


def test_whole_game_static_then_a_turn_against_the_bots(driver):
    """« Un joueur, désigné Médecin Chef [...] choisit une combinaison de couleur dé-bonus et l'inscrit sur
    son plateau. Les autres joueurs choisissent simultanément une combinaison parmi les deux dés
    restants. » (graine 3, 3 joueurs: the reader is the first Médecin Chef)"""
    driver.static(PAGE)
    static = driver.demos().nth(1)
    assert static.locator(".bga-demo-board .bga-die[data-colour]").count() == 3
    assert static.locator(".bga-board-grid .bga-dh-free").count() == 24 * 3      # yours, then each bot's
    driver.open(PAGE)
    demo = driver.demo(1)
    assert "vous êtes Médecin Chef" in driver.board_text(demo)
    driver.click(demo, "combi-J")                    # the yellow 2 and its critical patient
    assert demo.locator("[data-move='case-1-1']").is_disabled()       # a red square
    driver.click(demo, "case-2-1")
    _skip_animation(demo)
    board = demo.locator(".bga-demo-board .bga-mine .bga-board-grid").first.inner_text()  # the reader's sheet
    assert "Chambre 2, case 1 (jaune) : dé jaune 2, patient critique" in board
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Joueur 2 prend le dé rouge 2" in log and "Tour 2" in log
    # turn 2: Joueur 2, Médecin Chef, took the red die; the reader chooses among the two others
    assert demo.locator("[data-move='combi-R']").is_disabled()
    message = driver.refusal(demo, "combi-R", section="deroulement-dun-tour")
    assert "deux dés restants" in message, message
    start = driver.moves(demo)
    driver.click(demo, "combi-B")
    driver.click(demo, "case-3-1")
    assert driver.moves(demo) > start
    _skip_animation(demo)
    assert "Tour 3" in demo.locator(".bga-demo-log").inner_text()


def test_whole_game_fits_a_phone(driver):
    page = driver.phone(PAGE)
    demo = driver.demo(1)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    assert not driver.overflow(demo)
