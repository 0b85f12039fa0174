"""Diced Veggies' page in Chromium: the cut example beside « I. Couper » (static block first,
live, a legal cut, a refused cut explained), the cook example beside « III. Piocher » (a recipe
cooked with a trending card, a refused recipe explained, a draw), the whole solo game beside
« Fin de partie » (two turns, a recipe, a refused cut explained) and the flagged 71–80 gap."""

from test_browser import act, coups, wait_live

PAGE = "jeux/diced-veggies/"


def test_static_block_beside_the_cut_rule_and_the_gap_flagged(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 3
    order = page.evaluate("""() => [...document.querySelectorAll('article h3, article .bga-demo')]
        .map(n => n.tagName === 'H3' ? n.textContent.trim() : 'DEMO')""")
    at = next(k for k, t in enumerate(order) if t.startswith("I. Couper"))
    assert order[at + 1] == "DEMO"
    at = next(k for k, t in enumerate(order) if t.startswith("III. Piocher"))
    assert order[at + 1] == "DEMO"
    assert demos.first.locator(".bga-board-grid .bga-die").count() == 24
    assert demos.nth(1).locator(".bga-die").count() == 6
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.tagName === 'H2' ? n.textContent.trim() : 'DEMO')""")
    at = next(k for k, t in enumerate(order) if t.startswith("Fin de partie"))
    assert order[at + 1] == "DEMO"
    assert demos.nth(2).locator(".bga-board-grid .bga-die").count() == 25
    assert "71 à 80" in page.locator("article").inner_text()
    context.close()


def test_cut_then_refused_cut_explained(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    for square in ("A1", "B1", "C1"):
        act(page, demo, demo.locator(f"[data-move='de-{square}']").click)
    assert demo.locator("[data-move='de-B1']").get_attribute("aria-pressed") == "true"
    assert "B1 : carotte 1, choisi" in demo.locator("[data-move='de-B1'] .bga-sr").inner_text()
    act(page, demo, demo.locator("[data-move=couper]").click)
    assert demo.locator("[data-move='de-A1']").count() == 0
    assert "Vos dés (3)" in demo.locator(".bga-demo-board").inner_text()
    # D1 alone would leave E1 held by a corner: « Couper » stays disabled, and says why
    act(page, demo, demo.locator("[data-move='de-D1']").click)
    assert demo.locator("[data-move=couper]").is_disabled()
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move=couper]").click)
    message = demo.locator(".bga-demo-message")
    assert message.is_visible()
    text = message.inner_text()
    assert text.startswith("Coup refusé : ") and "seul tenant" in text, text
    assert coups(demo) == start
    why.click()


def test_cook_with_a_trend_then_refused_recipe_explained_then_draw(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(1)
    wait_live(page, demo)
    for k in (1, 2):                                 # tomate 2, poivron 4
        act(page, demo, demo.locator(f"[data-move='de-{k}']").click)
    # the Ratatouille needs an aubergine too: refused, and says why
    assert demo.locator("[data-move=cuisiner-R2]").is_disabled()
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move=cuisiner-R2]").click)
    message = demo.locator(".bga-demo-message")
    assert message.is_visible()
    text = message.inner_text()
    assert text.startswith("Coup refusé : ") and "Ratatouille" in text and "conditions" in text, text
    assert coups(demo) == start
    why.click()
    act(page, demo, demo.locator("[data-move=cuisiner-R1-N1]").click)
    board = demo.locator(".bga-demo-board")
    assert "Recettes réalisées (5 ★)" in board.inner_text()
    assert demo.locator(".bga-die").count() == 4
    act(page, demo, demo.locator("[data-move=piocher-recette]").click)
    assert demo.locator("[data-move=reapprovisionner]").is_enabled()
    act(page, demo, demo.locator("[data-move=reapprovisionner]").click)
    assert "Bloc : 21 dés" in board.inner_text()          # 19 in the block + the 2 of the recipe


def test_solo_game_two_turns_a_recipe_and_a_refused_cut_explained(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(2)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    assert "Tour 1" in board.inner_text()
    # a die in the middle of the block cannot be cut: « Couper » stays disabled, and says why
    act(page, demo, demo.locator("[data-move='bloc-C3']").click)
    assert demo.locator("[data-move=couper]").is_disabled()
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move=couper]").click)
    message = demo.locator(".bga-demo-message")
    assert message.is_visible()
    text = message.inner_text()
    assert text.startswith("Coup refusé : ") and "coin" in text, text
    assert coups(demo) == start
    why.click()
    act(page, demo, demo.locator("[data-move=vider]").click)
    for move in ("bloc-A1", "bloc-B1", "bloc-C1", "couper", "piocher-tendance",
                 "bloc-D1", "bloc-E1", "couper", "de-2", "de-3", "de-4", "cuisiner-R5"):
        act(page, demo, demo.locator(f"[data-move='{move}']").click)
    assert "Recettes réalisées (8 ★)" in board.inner_text()
    assert "Tour 2" in board.inner_text() and "recettes 1 / 6" in board.inner_text()
    act(page, demo, demo.locator("[data-move=piocher-recette]").click)
    assert "Tour 3" in board.inner_text()


def test_phone_width_and_accessibility(browser, real_site):
    from test_browser import OVERFLOW
    from test_ux import axe_violations
    context = browser.new_context(viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(real_site["url"] + PAGE)
    for k in (0, 1, 2):
        demo = page.locator(".bga-demo").nth(k)
        wait_live(page, demo)
        assert demo.evaluate(OVERFLOW) == []
        assert demo.evaluate("d => d.getBoundingClientRect().height / 740") < 1.6   # ≈ 1.5 phone screens
    assert [v for v in axe_violations(page) if v["demo"]] == []
    context.close()
