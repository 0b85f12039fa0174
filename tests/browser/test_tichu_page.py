"""Tichu's page in Chromium: the passing-convention example after the convention's section (static
hand, live, a pass the convention allows, one it refuses with the rule, then the reading)."""

PAGE = "jeux/tichu/"
SECTION = "card-passing-to-opponents-3-5-7-9-j-k-a-q-10-8-6-4-2"  # the convention's heading


def choose(driver, demo, card, action):
    """Select `card` of the hand, then give it (`action`: droite, gauche, partenaire)."""
    demo.locator(f".bga-demo-board [data-part='{card}']").click()
    driver.act(demo, demo.locator(f".bga-demo-board [data-template='{action}-{{}}']").click)


def test_static_hand_beside_the_convention(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 1
    order = driver.order()
    assert order[0].startswith("Card Passing To Opponents") and order[1] == "DEMO"
    assert demos.locator("[data-part]").count() == 13


def test_passes_follow_the_convention_and_a_received_card_is_read(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    start = driver.moves(demo)
    choose(driver, demo, "3b", "droite")         # the 3 comes first in 3-5-7-9-…: nothing can go left of it
    assert driver.moves(demo) == start + 1
    text = driver.refusal(demo, section=SECTION, selector=".bga-demo-board [data-template='gauche-{}']", parts=("8n",))
    assert "règle 1" in text and "va donc à droite" in text, text
    driver.click(demo, "reprendre-droite")
    choose(driver, demo, "3b", "gauche")
    choose(driver, demo, "8n", "droite")
    assert "Règle 1" in driver.board_text(demo)
    choose(driver, demo, "Kr", "partenaire")
    driver.click(demo, "valider")
    assert "pour votre partenaire, il a reçu de lui une carte placée" in driver.board_text(demo)
