"""Les Aventuriers du Rail – Europe in Chromium, on the project's real page: five positions of
the whole game beside the rules they illustrate (a tunnel, the ferries, a station, double
routes, the last turn and its final count), each drawn before Python on our map of Europe,
and the whole game against bots under « Essayer »: destination cards kept by clicking them,
Wagon cards drawn from the face-up row and the pile, the bots' turns shown; a route claimed
by choosing a colour of the hand then the route; a blocked double route explained with its
rule; on a phone the map scrolls sideways in its own frame and the page does not. The fifth block, at
the end of « Tour de jeu », is the guided first game (« Apprendre en jouant »), exercised by the
site-wide passes."""

from driver import settle

PAGE = "jeux/les-aventuriers-du-rail-europe/"
SECTIONS = "article h2, article h3, article .bga-demo"
TUNNEL, FERRY, STATION, DOUBLE, TUTORIAL, SCORING, GAME = range(7)


def test_static_examples_in_their_sections(driver):
    page = driver.static(PAGE)
    assert driver.demos().count() == 7
    for heading in ("Construire un tunnel", "Construire un ferry", "Construire une gare", "Doubles routes"):
        driver.assert_beside(heading, SECTIONS)
    driver.assert_beside("Attention", SECTIONS)                   # end of « Décompte des points »
    first = driver.demos().first
    assert first.locator(".bga-trackmap button.bga-track").count() == 101    # the routes are the map's buttons
    assert first.locator(".bga-trackmap button.bga-city").count() == 47      # a station: click the city
    tunnel = first.locator(".bga-track[data-template='route-{}-zurich_marseille']")
    assert "--n: 2" in tunnel.get_attribute("style") and tunnel.locator("span").count() == 2   # face + name
    assert first.locator(".bga-av-river .bga-card").count() == 5             # the face-up row of five
    # issue 32: the names' places are chosen on boxes measured with Arial Bold's widths (view.text_width);
    # each name Chromium draws lies inside its box, so the engine test's « no name on a route » holds here
    from engine.games.aventuriers import rules as R, view as V
    city = {R.CITIES[c][0]: c for c in R.CITIES}
    drawn = first.locator(".bga-tm-names text").evaluate_all(
        "ts => ts.map(t => { const b = t.getBBox(); return [t.textContent, b.x, b.x + b.width]; })")
    assert len(drawn) == 47
    for name, left, right in drawn:
        box = V.label_box(city[name])
        assert box[0] <= left and right <= box[2], (name, left, right, box)
    text = page.locator("article").inner_text()
    assert "parmi les 5" in text and "La carte est la nôtre" in text


def test_tunnel_reveals_three_cards_then_extra_cards_are_paid(driver):
    driver.open(PAGE)
    demo = driver.demo(TUNNEL)
    start = driver.moves(demo)
    demo.locator("[data-part=rose]").click()
    driver.act(demo, demo.locator("[data-template='route-{}-zurich_marseille']").click)
    board = demo.locator(".bga-demo-board")
    assert "Cartes en plus à payer : 2" in board.inner_text()
    assert board.locator("[aria-label='Les trois cartes retournées'] .bga-card").count() == 3
    driver.click(demo, "completer")
    assert driver.moves(demo) == start + 2
    assert "Zürich–Marseille, tunnel de 2 wagons, rose : Vous" in board.inner_text()
    assert board.locator(".bga-track.bga-owned .bga-face", has_text="V").count() == 1   # the owner's mark, once
    assert "Fin du tour" in board.locator(".bga-banner").inner_text()       # the example stops there


def test_blocked_double_route_is_explained(driver):
    driver.open(PAGE)
    demo = driver.demo(DOUBLE)
    start = driver.moves(demo)
    text = driver.refusal(demo, section="doubles-routes", selector="[data-template='route-{}-paris_bruxelles_2']",
                          parts=("rouge",))
    assert "bloquée" in text, text
    assert driver.moves(demo) == start
    # a legal one: Paris–Marseille (gray, 4) in white, 3 white + 1 locomotive
    demo.locator("[data-part=blanc]").click()
    driver.act(demo, demo.locator("[data-template='route-{}-paris_marseille']").click)
    assert driver.message(demo) is None
    assert driver.moves(demo) == start + 1
    assert "Paris–Marseille, route de 4 wagons, gris : Vous" in driver.board_text(demo)


def test_last_turn_then_the_final_count(driver):
    driver.open(PAGE)
    demo = driver.demo(SCORING)
    demo.locator("[data-part=vert]").click()
    driver.act(demo, demo.locator("[data-template='route-{}-essen_frankfurt']").click)
    sheet = demo.locator(".bga-demo-board table").inner_text()
    assert "Route la plus longue" in sheet and "Destinations réussies" in sheet, sheet
    assert "Décompte final" in demo.locator(".bga-banner").inner_text()


def test_whole_game_tickets_then_cards_then_the_bots_play(driver):
    page = driver.open(PAGE)
    demo = driver.demo(GAME)
    offer = demo.locator(".bga-demo-board .bga-av-tickets [data-part]")
    assert offer.count() == 4                                      # 1 long and 3 normal
    offer.nth(0).click()
    offer.nth(1).click()
    driver.act(demo, demo.locator("[data-template='garder-{}']").click)
    page.wait_for_function("el => Number(el.getAttribute('data-coups')) >= 3", arg=demo.element_handle())
    settle(page, demo)
    assert demo.locator(".bga-demo-board .bga-av-tickets .bga-av-ticket").count() == 2
    before = driver.moves(demo)
    driver.click(demo, "visible-1")
    driver.click(demo, "pioche")
    page.wait_for_function(f"el => Number(el.getAttribute('data-coups')) > {before + 2}", arg=demo.element_handle())
    settle(page, demo)
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Vous prenez la carte" in log and "Bot 1" in log and "Bot 2" in log, log
    assert demo.locator(".bga-demo-board .bga-av-seat.bga-current .bga-pname").inner_text() == "Vous"


def test_phone_first_example_fits_and_the_map_scrolls_in_its_frame(driver):
    page = driver.phone(PAGE)
    demo = driver.demo(TUNNEL)
    height = demo.bounding_box()["height"]
    assert height <= 1.5 * 812, height
    frame = demo.locator(".bga-av-map")
    assert frame.evaluate("e => e.scrollWidth > e.clientWidth + 100")      # the map is wider: it scrolls
    assert page.evaluate("document.documentElement.scrollWidth") <= 375      # the page does not
    sizes = demo.evaluate("""d => [...d.querySelectorAll('.bga-trackmap .bga-city')].map(
        c => Math.min(c.getBoundingClientRect().width, c.getBoundingClientRect().height))""")
    assert min(sizes) >= 24, min(sizes)
