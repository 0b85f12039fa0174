"""Dames internationales on the real page, in Debian Chromium: the static board
before Python, then each example live, played by clicks as a reader does
(a piece, then a square), and a refused move explained in French. A guided first game (issue 37)
follows « Règles appliquées »; the site-wide passes and tests/site_demos/test_tutorials.py follow it."""

PAGE = "jeux/dames-internationales/"
TWO_FOR_ONE, BLOCKING, BACK_ROW, GUIDED, GAME = range(5)


def test_static_boards_before_python(driver):
    page = driver.static(PAGE)
    html = page.content()
    assert html.count('class="bga-demo"') == 5
    assert "Case 32 : pion blanc" in html and "Case 29 : pion blanc" in html   # drawn before Python
    assert driver.demos().nth(GAME).locator(".bga-checkered").is_visible()


def _open_live(driver):
    """The page, once its five examples are live."""
    driver.open(PAGE)
    for k in range(5):
        driver.demo(k)


def test_a_whole_game_by_clicks_and_a_refusal_explained(driver):
    _open_live(driver)
    demo = driver.demo(GAME)                  # « Une partie contre un bot »
    assert demo.locator("[data-move='choisir-32'].bga-legal").count() == 1
    # « Pourquoi pas ? » reaches every dark square: an empty one says what to pick first
    assert "choisissez d'abord une de vos pièces" in driver.refusal(demo, "choisir-25", "regles-appliquees")
    driver.click(demo, "choisir-32")
    target = demo.locator(".bga-checkered [data-move='32-28'].bga-legal.bga-target")
    assert target.count() == 1
    start = driver.moves(demo)
    driver.act(demo, target.click)
    assert driver.moves(demo) == start + 2   # the reader's move, then the bot's
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Blancs : 32-28." in log and "Noirs : " in log
    # A man on the back row is not permitted (blocked, or a capture is due); « Pourquoi pas ? » lets the engine say why.
    assert demo.locator("[data-move='choisir-46']").is_disabled()
    message = driver.refusal(demo, "choisir-46")
    assert "bloqué" in message or "prise est obligatoire" in message   # the bot may have offered a piece


def test_the_two_for_one_shot(driver):
    _open_live(driver)
    demo = driver.demo(TWO_FOR_ONE)
    driver.click(demo, "choisir-29")
    driver.act(demo, demo.locator(".bga-checkered [data-move='29-23']").click)   # also in the list of moves
    # Black must take (18x29); then only the man on 33 may take, and it is picked already.
    assert "Noirs : 18x29 (prend 1 pièce)." in demo.locator(".bga-demo-log").inner_text()
    assert demo.locator(".bga-checkered .bga-chosen").get_attribute("aria-label").startswith("Case 33")
    driver.act(demo, demo.locator(".bga-checkered [data-move='33x35']").click)
    assert "Blancs : 33x35 (prend 2 pièces)." in demo.locator(".bga-demo-log").inner_text()


def test_blocking_wins_at_once(driver):
    _open_live(driver)
    demo = driver.demo(BLOCKING)
    driver.click(demo, "30-25")
    assert demo.get_attribute("data-fin") == "oui"
    assert "vous gagnez" in driver.status(demo)
    assert "bloquées" in driver.board_text(demo)
