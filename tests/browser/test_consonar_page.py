"""Con Sonar!'s page in Chromium: the turn example beside « Déroulement d’un tour » and the
scoring example beside « Décompte » (static then live), a legal card or edit, a refusal
naming its rule, no overflow on a 375 px phone."""

from test_browser import act, coups, wait_live

PAGE = "jeux/con-sonar/"


def test_examples_beside_their_rules(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    assert page.locator(".bga-demo").count() == 2
    order = page.evaluate("""() => [...document.querySelectorAll('article h3, article h4, article .bga-demo')]
        .map(n => n.tagName.startsWith('H') ? n.textContent.trim() : 'DEMO')""")
    at = next(k for k, t in enumerate(order) if t.startswith("Déroulement"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Fin de partie")
    at = next(k for k, t in enumerate(order) if t.startswith("Décompte"))
    assert order[at + 1] == "DEMO" and order[at + 2].startswith("Astuces")
    turn = page.locator(".bga-demo").nth(0).inner_text()
    assert "Graduation" in turn or "Sonar" in turn
    text = page.locator(".bga-demo").nth(1).inner_text()
    assert "Total" in text and "ce serait 36 sous-marins" in text
    context.close()


def test_turn_a_card_and_an_explained_refusal(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    start = coups(demo)
    act(page, demo, demo.locator("[data-move='flotte-bleu-2']").click)
    assert coups(demo) == start + 1
    assert "Flotte Bleu 2 jouée" in demo.locator(".bga-demo-log").inner_text()
    wrong = demo.locator("[data-move='flotte-jaune-1']")
    assert wrong.is_disabled()
    demo.locator("[data-action=pourquoi]").click()
    before = coups(demo)
    act(page, demo, wrong.click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert message.startswith("Coup refusé : ") and "ne s'enchaîne pas" in message, message
    assert demo.locator(".bga-demo-message a[href*='deroulement-dun-tour']").count() == 1
    assert coups(demo) == before
    act(page, demo, demo.locator("[data-move='torpille-orange-2']").click)
    act(page, demo, demo.locator("[data-move='viser-vert1']").click)
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Torpille sur Vert 1 (graduation 2) : dé" in log and "Tour fini." in log
    assert "dé à 8 faces" in demo.locator(".bga-demo-board").inner_html()


def test_scoring_an_edit_and_a_refusal(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    wait_live(page, demo)
    start = coups(demo)
    act(page, demo, demo.locator("[data-move='coule-plus-vert']").click)
    assert coups(demo) == start + 1
    assert "Total : 10 points." in demo.locator(".bga-demo-log").inner_text()
    full = demo.locator("[data-move='coule-plus-jaune']")
    assert full.is_disabled()
    demo.locator("[data-action=pourquoi]").click()
    before = coups(demo)
    act(page, demo, full.click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert message.startswith("Coup refusé : ") and "2 sous-marins" in message, message
    assert demo.locator(".bga-demo-message a[href*='composants']").count() == 1
    assert coups(demo) == before


def test_no_overflow_on_a_phone(browser, real_site):
    context = browser.new_context(viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE, wait_until="load")
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    for move in ("flotte-bleu-2", "flotte-bleu-3", "flotte-vert-3", "torpille-vert-1", "viser-jaune2"):
        act(page, demo, demo.locator(f"[data-move='{move}']").click)
    assert "Torpille sur Jaune 2 (graduation 4) : dé" in demo.locator(".bga-demo-board").inner_text()
    assert "Partie terminée" not in demo.inner_text()
    act(page, demo, demo.locator("[data-move='rejouer']").click)
    assert demo.locator("[data-move='flotte-bleu-2']").is_enabled()
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 1, f"la page déborde de {overflow} px sur un téléphone"
    context.close()
