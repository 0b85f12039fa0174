"""Deus's page in Chromium: four examples beside their sections (building, offering, barbarian
village, final scoring), static first, then live: legal edits and refusals explained."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/deus/"
SECTIONS = ["Construire un bâtiment", "Faire une offrande", "Attaquer un village barbare", "Décompte"]
BUILD, OFFER, ATTACK, SCORE = range(4)


def test_static_examples_beside_their_sections(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 4
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article h3, article .bga-demo')]
        .map(n => n.classList.contains('bga-demo') ? 'DEMO' : n.textContent.replace('¶', '').trim())""")
    for title in SECTIONS:
        at = order.index(title)
        assert order[at + 1] == "DEMO", (title, order[at:at + 3])
    assert demos.nth(BUILD).locator(".bga-board-grid .bga-tile").count() == 12
    assert demos.nth(ATTACK).locator(".bga-board-grid .bga-tile").count() == 9
    assert "aucun départage" not in demos.nth(SCORE).inner_text()
    context.close()


def click(page, demo, move):
    act(page, demo, demo.locator(f".bga-demo-board [data-move='{move}']").click)


def refusal(page, demo, move, section) -> str:
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    click(page, demo, move)
    text = demo.locator(".bga-demo-message").inner_text()
    assert re.match(r"Coup refusé : ", text), text
    assert coups(demo) == start
    assert demo.locator(f".bga-demo-message a[href='#{section}']").count() == 1
    why.click()
    return text


def board_text(demo) -> str:
    return demo.locator(".bga-demo-board").inner_text()


def test_building_refused_then_built(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(BUILD)
    wait_live(page, demo)
    click(page, demo, "carte-2")                       # a ship: only at sea
    assert "sites maritimes" in refusal(page, demo, "poser-A1", "construire-un-batiment")
    click(page, demo, "carte-1")
    click(page, demo, "poser-A1")
    assert "Vous construisez un bâtiment Militaire en A1" in board_text(demo)


def test_offering_and_village_attack(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    offer = page.locator(".bga-demo").nth(OFFER)
    wait_live(page, offer)
    click(page, offer, "defausser-5")                  # a Temple on top: Jupiter
    assert "Jupiter" in refusal(page, offer, "valider", "faire-une-offrande")
    click(page, offer, "dieu-mars")
    click(page, offer, "valider")
    assert "Mars : 1 bâtiment" in board_text(offer)
    attack = page.locator(".bga-demo").nth(ATTACK)
    wait_live(page, attack)
    click(page, attack, "carte-1")
    click(page, attack, "poser-C2")
    assert "village barbare B2 est attaqué" in board_text(attack) and "3 PV chacun" in board_text(attack)


def test_final_scoring_tie_has_no_tie_break(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(SCORE)
    wait_live(page, demo)
    assert "Joueur 2 gagne avec 28 PV" in board_text(demo)
    assert "sous 0" in refusal(page, demo, "moins-1-argile", "decompte")
    for _ in range(6):
        click(page, demo, "plus-1-jetons")
    assert "aucun départage" in board_text(demo)
