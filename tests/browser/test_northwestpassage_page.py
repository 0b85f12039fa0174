"""Northwest Passage's page in Chromium: the season example beside « Les Actions » and the
final scoring beside « Fin de la partie » (static first, live, legal move, refusal)."""

import re

from test_browser import act, coups, exercise_demo, overflow, wait_live

PAGE = "jeux/northwest-passage/"


def test_static_boards_beside_their_sections(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 2
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article h3, article .bga-demo')]
        .map(n => n.classList.contains('bga-demo') ? 'DEMO' : n.textContent.trim())""")

    def after(title):
        return order[next(k for k, t in enumerate(order) if t.startswith(title)) + 1]
    assert after("Passer") == after("Malus d") == "DEMO"
    assert demos.nth(0).locator(".bga-board-grid .bga-tile").count() == 15
    assert "Total" in demos.nth(1).inner_text()
    context.close()


def test_season_costs_grow_and_a_refused_move(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator(".bga-board-grid [data-move='aller-A2']").click)
    text = demo.locator(".bga-demo-message").inner_text()
    assert re.match(r"Coup refusé : ", text) and "par la mer" in text, text
    assert coups(demo) == start
    why.click()
    act(page, demo, demo.locator(".bga-board-grid [data-move='aller-B3']").click)
    assert "6 disponible(s), 1 au repos" in demo.locator(".bga-demo-board").inner_text()
    assert "(2)" in demo.locator("[data-move='piocher']").inner_text()
    start += 1
    assert coups(demo) == start


def test_both_examples_generic(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    for k in range(2):
        done = exercise_demo(page, page.locator(".bga-demo").nth(k))
        assert done["legal"] and done["illegal"], k


def test_phone_width_no_overflow(browser, real_site):
    context = browser.new_context(viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(real_site["url"] + PAGE)
    for k in range(2):
        demo = page.locator(".bga-demo").nth(k)
        wait_live(page, demo)
        over = overflow(demo)
        assert not over, (k, over)
        demo.screenshot(path=f"/tmp/nwp-375-{k}.png")
    context.close()


def test_seasons_freeze_and_imprison_the_ship(watched_page, real_site):
    """« A la fin de chaque saison, le disque solaire avance, et la partie du plateau se trouvant
    au-dessus du soleil gèle » ; « Les Navires ne peuvent pas se déplacer sur une tuile gelée » ;
    « il est emprisonné jusqu'à ce que la tuile dégèle »."""
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    assert "Disque solaire : ligne 1" in board.inner_text() and "Gelé : rien" in board.inner_text()
    for move in ("aller-B3", "finir", "aller-B2", "finir", "passer"):
        act(page, demo, demo.locator(f"[data-move='{move}']").click)
    assert "Saison 2/10" in board.inner_text() and "Disque solaire : ligne 2" in board.inner_text()
    assert "Gelé : ligne 1" in board.inner_text()
    assert demo.locator(".bga-board-grid [data-move='aller-B1']").get_attribute("data-terrain") == "chateau"
    start = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator(".bga-board-grid [data-move='aller-B1']").click)
    text = demo.locator(".bga-demo-message").inner_text()
    assert re.match(r"Coup refusé : ", text) and "tuile gelée" in text, text
    assert coups(demo) == start
    why.click()
    act(page, demo, demo.locator("[data-move='passer']").click)
    assert "Gelé : lignes 1–2" in board.inner_text()
    assert "emprisonné par les glaces en B2" in board.inner_text()
    assert demo.locator(".bga-board-grid [data-move='aller-B3']").is_disabled()
