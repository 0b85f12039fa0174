"""Gnome Hollow's page in Chromium: the garden example beside « Résolutions et bonus » (a tile
closes a ring whose mushrooms wait in its middle, a marker is placed, the Mushroom and Signpost
bonuses are used, the gnome claims the ring and visits its signpost; a mismatched tile, a taken space and
another player's path are refused) and the market
example beside « Mouvement du Gnome » (static first, live, a sale that blocks its space, a refused
sale explained); both at phone width."""

import re

from test_browser import act, coups, exercise_demo, overflow, wait_live

PAGE = "jeux/gnome-hollow/"


def test_static_boards_beside_their_sections(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 2
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.classList.contains('bga-demo') ? 'DEMO' : n.textContent.trim())""")
    at = next(k for k, t in enumerate(order) if t.startswith("Résolutions et bonus"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Mouvement du Gnome")
    at = next(k for k, t in enumerate(order) if t.startswith("Mouvement du Gnome"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Fin de partie")
    assert "Jardin de Gnome Hollow" in demos.nth(0).inner_html() and "D4 : case vide" in demos.nth(0).inner_html()
    assert "Marché de Pinwheel" in demos.nth(1).inner_text()
    context.close()


def refusal(page, demo, selector, *words):
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator(selector).click)
    text = demo.locator(".bga-demo-message").inner_text()
    assert re.match(r"Coup refusé : ", text), text
    for w in words:
        assert w in text, text
    assert coups(demo) == start
    why.click()


def test_garden_ring_marker_and_refusals(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    done = exercise_demo(page, demo)
    assert done["legal"] and done["illegal"]
    refusal(page, demo, "[data-move='poser-A1']", "adjacente")
    act(page, demo, demo.locator("[data-move='choisir-ns']").click)
    refusal(page, demo, "[data-move='poser-D4']", "correspondre")
    act(page, demo, demo.locator("[data-move='choisir-no']").click)
    act(page, demo, demo.locator("[data-move='poser-D4']").click)
    assert "Anneau de 4 tuiles" in demo.inner_text()
    refusal(page, demo, "[data-move='marqueur-4-1']", "déjà un marqueur")
    act(page, demo, demo.locator("[data-move='marqueur-4-2']").click)
    assert "Fleurs : 1" in demo.inner_text() and "Réserve : 1/2" in demo.inner_text()
    refusal(page, demo, "[data-move='gnome-B3']", "autre joueur")
    act(page, demo, demo.locator("[data-move='gnome-D4']").click)
    assert "D4 : virage nord-ouest, champignon bleu, dans un anneau, votre gnome" in demo.inner_html()
    assert "Champignons : 2 rouges, 1 bleu" in demo.inner_text()     # the ring's middle, picked up


def close_the_ring(page, demo):
    act(page, demo, demo.locator("[data-move='poser-D4']").click)
    assert "milieu : 2 rouges, 1 bleu" in demo.inner_text()


def test_mushroom_bonus_each_tile_once(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    close_the_ring(page, demo)
    act(page, demo, demo.locator("[data-move='marqueur-4-3']").click)
    act(page, demo, demo.locator("[data-move='champignon-D3']").click)
    refusal(page, demo, "[data-move='champignon-D3']", "plus d'une fois")
    act(page, demo, demo.locator("[data-move='champignon-C4']").click)
    assert "Champignons : 2 rouges" in demo.inner_text()


def test_signpost_bonus_then_gnome_visit(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    close_the_ring(page, demo)
    act(page, demo, demo.locator("[data-move='marqueur-4-4']").click)
    refusal(page, demo, "[data-move='poser-E3']", "Panneau de signalisation")
    act(page, demo, demo.locator("[data-move='panneau-tuile']").click)
    assert "Réserve : 1/2" in demo.inner_text() and "panneau Tuile" in demo.inner_text()
    act(page, demo, demo.locator("[data-move='gnome-D4']").click)
    assert "Réserve : 2/2" in demo.inner_text() and "Champignons : 2 rouges, 1 bleu" in demo.inner_text()


def test_sale_blocks_then_refusal_explained(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    done = exercise_demo(page, demo)
    assert done["legal"] and done["illegal"]
    act(page, demo, demo.locator("[data-move='vendre-bleu-5']").click)
    assert demo.locator("[data-move='vendre-bleu-5']").inner_text().strip() == "✖"
    refusal(page, demo, "[data-move='vendre-bleu-2']", "différent")


def test_phone_width_no_overflow(browser, real_site):
    context = browser.new_context(viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(real_site["url"] + PAGE)
    for k, name in ((0, "jardin"), (1, "marche")):
        demo = page.locator(".bga-demo").nth(k)
        wait_live(page, demo)
        over = overflow(demo)
        assert not over, (name, over)
        demo.screenshot(path=f"/tmp/gnome-{name}-375.png")
    context.close()
