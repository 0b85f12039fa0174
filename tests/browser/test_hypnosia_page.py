"""Hypnosia's page in Chromium: the whole game under « Essayer » (static board first, then
live), a pawn clicked shows the squares it may reach, a move played, a refusal explained."""

from test_browser import act, coups, wait_live

PAGE = "jeux/hypnosia/"
GRID = ".bga-demo-board .bga-board-grid"


def test_static_board_under_essayer(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.tagName === 'H2' ? n.textContent.trim() : 'DEMO')""")
    assert order[-1] == "DEMO" and order[-2].startswith("Essayer")
    grid = demos.nth(0).locator(".bga-board-grid")
    assert grid.locator(".bga-token").count() == 7     # 4 red pawns, 2 blue pawns and a blue stack
    assert grid.locator("[data-terrain=champ]").count() == 18       # 6 bridges on each circle
    assert "pont vers le centre" in grid.inner_html()
    context.close()


def test_click_a_pawn_see_its_squares_play_and_get_a_refusal(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    assert "Bleu commence." in demo.locator(".bga-demo-log").inner_text()
    assert "À vous : 1 et 5" in demo.locator(".bga-demo-board").inner_text()
    act(page, demo, demo.locator(GRID + " [data-move='choisir-J1']").click)
    reach = sorted(demo.locator(GRID + " button.bga-legal[title='Aller ici']").evaluate_all(
        "ns => ns.map(n => n.getAttribute('data-move'))"))
    assert reach == ["J1-E2", "J1-F2"]
    start = coups(demo)
    act(page, demo, demo.locator(GRID + " [data-move='J1-F2']").click)
    assert coups(demo) == start + 1
    assert "Rouge déplace un pion de J1 en F2 (5)" in demo.locator(".bga-demo-log").inner_text()
    # H1 is 2 squares from the large circle: the remaining 1 cannot bring it in
    blocked = demo.locator(GRID + " [data-move='choisir-H1']")
    assert blocked.is_disabled()
    demo.locator("[data-action=pourquoi]").click()
    before = coups(demo)
    act(page, demo, blocked.click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert message.startswith("Coup refusé : ") and "2 cases du grand cercle" in message, message
    assert demo.locator(".bga-demo-message a[href*='comment-se-deplacer']").count() == 1
    assert coups(demo) == before


def test_phone_width_board_fits_without_scrolling(browser, real_site):
    context = browser.new_context(viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    # the 11 x 11 board fits a phone without scrolling (dense grid)
    scroll = demo.locator(".bga-scroll").first
    assert scroll.evaluate("n => n.scrollWidth <= n.clientWidth + 1")
    assert demo.evaluate("d => d.scrollWidth <= d.clientWidth + 1")
    context.close()
