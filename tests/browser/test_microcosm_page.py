"""Microcosm's page in Chromium: four examples, each beside its section (Colonisation, Guerre,
Recherche, Condition de Victoire), static first, then live: legal edits and refusals explained."""

import re

from test_browser import act, coups, wait_live

PAGE = "jeux/microcosm/"
SECTIONS = ["Action: Colonisation", "Action: Guerre", "Action: Recherche", "Condition de Victoire"]
# in page order: « Condition de Victoire » comes before the actions
VICTORY, COLONISATION, WAR, RESEARCH = range(4)


def test_static_examples_beside_their_sections(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 4
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article h3, article h4, article .bga-demo')]
        .map(n => n.classList.contains('bga-demo') ? 'DEMO' : n.textContent.replace('¶', '').trim())""")
    for title in SECTIONS:
        at = order.index(title)
        assert order[at + 1] == "DEMO", (title, order[at:at + 3])
    assert "Répartition des cartes" in demos.nth(0).inner_text()
    assert demos.nth(WAR).locator(".bga-card").count() >= 5
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


def test_colonisation_refused_then_done(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(COLONISATION)
    wait_live(page, demo)
    click(page, demo, "jouer-colo-v")
    click(page, demo, "cible-p2-j")
    text = refusal(page, demo, "valider", "action-colonisation")
    assert "2 icônes Colonisation" in text
    click(page, demo, "montrer-colo-r")
    click(page, demo, "valider")
    assert "Colonisation réussie" in demo.locator(".bga-demo-board").inner_text()


def test_war_and_research(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    war = page.locator(".bga-demo").nth(WAR)
    wait_live(page, war)
    click(page, war, "jouer-guerre-r")
    click(page, war, "cible-p0-p")
    click(page, war, "valider")
    assert "Guerre gagnée" in war.locator(".bga-demo-board").inner_text()
    research = page.locator(".bga-demo").nth(RESEARCH)
    wait_live(page, research)
    click(page, research, "jouer-rech-j")
    click(page, research, "cible-capitale")
    assert "3 icônes Recherche" in refusal(page, research, "cible-mobilisation", "action-recherche")


def test_end_of_game_tie(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(VICTORY)
    wait_live(page, demo)
    click(page, demo, "jouer-poli-r")
    click(page, demo, "valider")
    board = demo.locator(".bga-demo-board").inner_text()
    assert "la partie prend fin" in board and "joué en second l'emporte : adversaire" in board
