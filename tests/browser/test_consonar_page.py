"""Con Sonar!'s page in Chromium: the turn example beside « Déroulement d’un tour » and the scoring example
beside « Décompte », both positions of the whole game (static board first; live: a chain refused with its
rule, a chain to a torpedo, a submarine clicked, the die; the last torpedo ends the game with the count),
then the whole game under « Essayer » (the bots' hands face down, a turn by clicks, the bots' turns seen);
on a phone: no overflow, submarine targets of 24 px or more, each graduation's submarines on one row, the
first example within 1.5 screens."""

from driver import settle

PAGE = "jeux/con-sonar/"
SECTIONS = "article h2, article h3, article h4:not(.bga-zone-title), article .bga-demo"
TURN, SCORING, WHOLE = range(3)


def test_examples_beside_their_rules_and_the_whole_game_last(driver):
    page = driver.static(PAGE)
    assert driver.demos().count() == 3
    order, at = driver.assert_beside("Déroulement", SECTIONS)
    assert order[at + 2].startswith("Fin de partie")
    order, at = driver.assert_beside("Décompte", SECTIONS)
    assert order[at + 2].startswith("Astuces")
    assert order[-2:] == ["Essayer", "DEMO"]
    demo = driver.demos().first
    assert demo.locator(".bga-sonar-line").count() == 8
    assert demo.locator(".bga-sonar-sonar .bga-sonar-sub").count() == 12
    assert demo.locator(".bga-sonar-seat:not(.bga-you) .bga-sonar-back").count() == 12     # two bots, 6 cards each
    assert demo.locator(".bga-sonar-card").count() == 6
    assert "Lecture retenue" in page.content() and "la page se contredit" in page.content()


def test_turn_example_a_refused_chain_then_a_torpedo(driver):
    driver.open(PAGE)
    demo = driver.demo(TURN)
    driver.click(demo, "flotte-bleu-2")
    assert "ne s'enchaîne pas" in driver.refusal(demo, "flotte-jaune-1", "deroulement-dun-tour")
    for move in ("flotte-bleu-3", "flotte-vert-3", "torpille-vert-1"):
        driver.click(demo, move)
    assert demo.locator("[data-move^='viser-'].bga-legal").count() == 10
    driver.click(demo, "viser-jaune2")
    log = demo.locator(".bga-demo-log").text_content()
    assert "Rouge torpille Jaune 2 (graduation 4) : dé" in log and "Fin de l'exemple" in log, log


def test_scoring_example_the_last_torpedo_ends_the_game(driver):
    driver.open(PAGE)
    demo = driver.demo(SCORING)
    for move in ("flotte-rouge-1", "torpille-bleu-1", "viser-bleu1"):
        driver.click(demo, move)
    board = demo.locator(".bga-demo-board")
    assert "plus de carte « Torpille »" in board.locator(".bga-banner").inner_text()
    assert "Total" in board.locator("table").inner_text()


def test_whole_game_a_turn_then_the_bots_turns(driver):
    page = driver.open(PAGE)
    demo = driver.demo(WHOLE)
    board = demo.locator(".bga-demo-board")
    driver.act(demo, board.locator("[data-move^='flotte-'].bga-legal").first.click)
    driver.click(demo, "finir")
    settle(page, demo)
    log = demo.locator(".bga-demo-log").text_content()
    assert "Rouge finit son tour" in log and "Jaune joue" in log and "Vert joue" in log, log
    assert board.locator("[data-move^='flotte-'].bga-legal").count() >= 1            # your turn again
    assert board.locator(".bga-sonar-seat:not(.bga-you) .bga-sonar-back").count() >= 10


def test_phone_targets_and_height(driver):
    page = driver.phone(PAGE)
    demo = driver.demo(TURN)
    height = demo.bounding_box()["height"]
    assert height <= 1.5 * 812, height
    # each graduation's submarines on one row, never wrapped under it (where they look one graduation deeper)
    rows = demo.evaluate("""d => [...d.querySelectorAll('.bga-sonar-line')].map(l => new Set([...l.querySelectorAll(
        '.bga-sonar-sub')].map(s => Math.round(s.getBoundingClientRect().top))).size)""")
    assert max(rows) <= 1, f"sous-marins d'une graduation sur plusieurs rangées : {rows}"
    driver.click(demo, "flotte-bleu-2")
    driver.click(demo, "torpille-orange-2")
    for box in (b.bounding_box() for b in demo.locator("[data-move^='viser-'].bga-legal").all()):
        assert box["width"] >= 24 and box["height"] >= 24, box
    for card in demo.locator(".bga-hand .bga-sonar-card").all():
        box = card.bounding_box()
        assert box["width"] >= 24 and box["height"] >= 24, box
        name = card.locator(".bga-cname").bounding_box()           # « Torpille » written whole on the card
        assert box["x"] <= name["x"] and name["x"] + name["width"] <= box["x"] + box["width"] + 0.5, (box, name)
    assert not driver.overflow(demo)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 1, f"la page déborde de {overflow} px sur un téléphone"
