"""Les Aventuriers du Rail – Europe in Chromium, on the project's real page: the five
examples sit in their sections with their map drawn before Python; a route is claimed
by choosing a colour of the hand then the route on the map, a tunnel reveals its three
cards, a refused route is explained naming the rule, the final scoring is edited on the
map, and the first example fits about one and a half phone screens."""


PAGE = "jeux/les-aventuriers-du-rail-europe/"
SECTIONS = "article h2, article h3, article .bga-demo"
TUNNEL, FERRY, STATION, DOUBLE, SCORING = range(5)


def test_static_examples_in_their_sections(driver):
    page = driver.static(PAGE)
    assert driver.demos().count() == 5
    for heading in ("Construire un tunnel", "Construire un ferry", "Construire une gare", "Doubles routes"):
        driver.assert_beside(heading, SECTIONS)
    driver.assert_beside("Attention", SECTIONS)                   # end of « Décompte des points »
    first = driver.demos().first
    assert first.locator(".bga-trackmap button.bga-track").count() == 16     # the routes are the map's buttons
    assert first.locator(".bga-trackmap button.bga-city").count() == 9       # a station: click the city
    assert first.locator(".bga-track[data-template='route-{}-marzur'] .bga-car").count() == 2
    assert "parmi les 5" in page.locator("article").inner_text()


def test_tunnel_reveals_three_cards_then_extra_cards_are_paid(driver):
    driver.open(PAGE)
    demo = driver.demo(TUNNEL)
    start = driver.moves(demo)
    demo.locator("[data-part=rose]").click()
    driver.act(demo, demo.locator("[data-template='route-{}-marzur']").click)
    board = demo.locator(".bga-demo-board")
    assert "Cartes en plus à payer : 2" in board.inner_text()
    assert board.locator("[aria-label='Les trois cartes retournées'] .bga-card").count() == 3
    driver.click(demo, "completer")
    assert driver.moves(demo) == start + 2
    assert "Marseille–Zürich, tunnel de 2 wagons, rose : Vous" in board.inner_text()
    assert board.locator(".bga-track.bga-owned .bga-car-mark", has_text="V").count() == 2


def test_blocked_double_route_is_explained(driver):
    driver.open(PAGE)
    demo = driver.demo(DOUBLE)
    start = driver.moves(demo)
    text = driver.refusal(demo, section="doubles-routes", selector="[data-template='route-{}-parbru2']",
                          parts=("rouge",))
    assert "bloquée" in text, text
    assert driver.moves(demo) == start
    # a legal one: Paris–Marseille (gray, 4) in white, 3 white + 1 locomotive
    demo.locator("[data-part=blanc]").click()
    driver.act(demo, demo.locator("[data-template='route-{}-parmar']").click)
    assert driver.message(demo) is None
    assert driver.moves(demo) == start + 1
    assert "Points des routes : 7" in driver.board_text(demo)


def test_final_scoring_is_edited(driver):
    driver.open(PAGE)
    demo = driver.demo(SCORING)
    assert "50" in demo.locator("table.bga-score").inner_text()
    done = driver.exercise(demo)
    assert done["legal"] and done["illegal"]


def test_first_example_fits_a_phone_screen_and_a_half(driver):
    driver.phone(PAGE)
    height = driver.demo(TUNNEL).bounding_box()["height"]
    assert height <= 1.55 * 812, height


def test_routes_are_tapped_on_a_wider_band_on_a_phone(driver):
    """A route is about 10 px thick on a phone: a tap 9 px beside its middle still meets it (a
    transparent band of 1.5rem; on one side at least, where another route runs close by), while
    a route beside a parallel one keeps its own width and every route's middle is its own."""
    driver.phone(PAGE)
    demo = driver.demo(0)
    demo.locator(".bga-trackmap").scroll_into_view_if_needed()
    found = demo.evaluate("""d => [...d.querySelectorAll('.bga-trackmap .bga-track')].map(t => {
        const r = t.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
        const m = new DOMMatrix(getComputedStyle(t).transform);
        const nx = -m.b / Math.hypot(m.a, m.b), ny = m.a / Math.hypot(m.a, m.b);   // across the route
        const at = (px, py) => { const e = document.elementFromPoint(px, py); return e && e.closest('.bga-track'); };
        return {name: t.textContent.trim().slice(0, 40), lane: t.hasAttribute('data-lane'), middle: at(x, y) === t,
                sides: [at(x + 9 * nx, y + 9 * ny) === t, at(x - 9 * nx, y - 9 * ny) === t]};
    })""")
    assert found and all(f["middle"] for f in found), [f for f in found if not f["middle"]]
    single = [f for f in found if not f["lane"]]
    assert single and all(any(f["sides"]) for f in single), [f for f in single if not any(f["sides"])]
    assert sum(all(f["sides"]) for f in single) >= len(single) - 2
