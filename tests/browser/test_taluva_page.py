"""Taluva's page in Chromium: three island examples, each beside the rule it illustrates (static
board first, live, a tile refused on a temple then an eruption that razes a hut, a temple refused
when none is left then a tower built), and the whole game against a bot under « Essayer » (the
first tile on the centre, a hut, the bot's draw, tile and hut seen, an eruption refused with its
rule). A guided first game (issue 37) closes « Tour de jeu »; the site-wide passes and
tests/site_demos/test_tutorials.py follow it. The generic exercise of each example (a legal move, a refused
one) is the site-wide pass's."""

from driver import set_scheme, settle

PAGE = "jeux/taluva/"
GAME = 4
GUIDED = 3


def test_static_boards_beside_their_rules(driver):
    page = driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 5
    assert demos.nth(1).locator(".bga-hex-board .bga-hex").count() == 36     # the 6 × 6 eruption map
    assert driver.sections("article h2, article h3, article h4, article .bga-demo")[:3] == ["But du jeu", "Éruption", "Construire une tour"]
    assert driver.sections("article h2, article h3, article .bga-demo")[3] == "Apprendre en jouant : votre première partie"
    assert demos.nth(GUIDED).locator(".bga-tile-to-place .bga-hextile").count() == 1   # its first tile, drawn
    order = driver.order()
    assert order[-1] == "DEMO" and order[-2].startswith("Essayer")
    game = demos.nth(GAME)                                   # the first tile, drawn, goes on the centre
    assert game.locator(".bga-tile-to-place .bga-hextile").count() == 1
    assert game.locator(".bga-hex-board .bga-hex").count() == 30                # rows K–P (an even first row), 5 columns
    assert "Lecture retenue" in page.content()


def test_eruption_razes_a_hut_and_a_temple_refuses_the_tile(driver):
    driver.open(PAGE)
    demo = driver.demo(1)
    driver.click(demo, "sens-6")
    assert "tour ou un temple" in driver.refusal(demo, "volcan-C3")
    driver.click(demo, "sens-5")
    driver.click(demo, "volcan-C3")
    log = demo.locator(".bga-demo-log").inner_text()
    assert "éruption, niveau 2" in log and "hutte blanche rasée en D2" in log, log


def test_building_a_tower_and_the_refused_temple(driver):
    driver.open(PAGE)
    demo = driver.demo(0)                               # « But du jeu »: no temple left, one tower
    driver.click(demo, "volcan-D4")
    driver.click(demo, "choisir-temple")
    assert "plus de temple" in driver.refusal(demo, "batir-C3")
    driver.click(demo, "choisir-tour")
    driver.click(demo, "batir-C3")
    assert "2 des 3 types" in demo.locator(".bga-demo-board .bga-banner").inner_text()


def test_whole_game_tile_then_build_then_the_bot_plays(driver):
    page = driver.open(PAGE)
    demo = driver.demo(GAME)
    assert demo.locator(".bga-demo-board [data-move^='volcan-'].bga-legal").count() == 1
    driver.click(demo, "volcan-N14")                         # the first tile on the centre of the table
    demo.locator(".bga-demo-board [data-move='choisir-temple'][data-shape], "
                 ".bga-demo-board [data-move='choisir-temple'] [data-shape='temple']").first.wait_for()
    driver.click(demo, "batir-N15")                          # a new village: one hut on level 1
    page.wait_for_function("el => Number(el.getAttribute('data-coups')) >= 4", arg=demo.element_handle())
    settle(page, demo)
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Noir pioche une tuile" in log and "Noir pose sa tuile" in log and "Blanc pioche une tuile" in log, log
    board = demo.locator(".bga-demo-board .bga-hex-board")
    assert board.locator("[data-shape='hutte'][data-colour='blanc']").count() == 1
    assert board.locator("[data-shape='hutte'][data-colour='noir']").count() == 1
    # the centre tile is one tile: an eruption must straddle at least two
    assert "exactement une autre tuile" in driver.refusal(demo, "volcan-N14", "eruption")
    before = driver.moves(demo)
    driver.act(demo, demo.locator(".bga-demo-board [data-move^='volcan-'].bga-legal").first.click)
    assert driver.moves(demo) == before + 1
    assert demo.locator(".bga-demo-board [data-move^='batir-'].bga-legal").count() >= 1


# An empty hex (the sea) on the dark page: the colour of its edge (the tile, around its inset face), as drawn
# (the tile's CSS filter, saturate then brightness, applied), against the example's background; the
# smallest WCAG contrast ratio of the example's empty hexes not to be played, and the thinnest edge.
SEA_CONTRAST = """d => {
    const rgb = c => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
        .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
    const filtered = (c, f) => {
        for (const [, fn, arg] of f.matchAll(/(saturate|brightness)\\(([\\d.]+)\\)/g)) {
            const s = Number(arg), [r, g, b] = c;
            c = fn === 'brightness' ? c.map(v => Math.min(255, v * s)) : [
                (0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * b,
                (0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * b,
                (0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * b].map(v => Math.max(0, Math.min(255, v)));
        }
        return c;
    };
    let bg = d;
    while (getComputedStyle(bg).backgroundColor.endsWith(', 0)') || getComputedStyle(bg).backgroundColor === 'transparent') bg = bg.parentElement;
    const back = lum(rgb(getComputedStyle(bg).backgroundColor));
    let worst = 99, thinnest = 99;
    d.querySelectorAll('.bga-hex-board > .bga-hex[data-terrain="vide"]:not(.bga-legal)').forEach(h => {
        const cs = getComputedStyle(h);
        const edge = lum(filtered(rgb(cs.backgroundColor), cs.filter));
        worst = Math.min(worst, (Math.max(edge, back) + 0.05) / (Math.min(edge, back) + 0.05));
        thinnest = Math.min(thinnest, parseFloat(getComputedStyle(h.querySelector('.bga-face')).top));
    });
    return [worst, thinnest];
}"""


def test_the_sea_stands_out_on_the_dark_page(driver):
    """Dark scheme: the empty hexes (and so the island's outline) are edged in a colour at least 3:1 against
    the example's background, in every example (the empty island of the guided game and of the whole game)."""
    page = driver.static(PAGE)
    set_scheme(page, "dark")
    try:
        demos = driver.demos()
        for k in range(demos.count()):
            worst, thinnest = demos.nth(k).evaluate(SEA_CONTRAST)
            assert worst >= 3 and thinnest >= 1, (k + 1, worst, thinnest)
    finally:
        set_scheme(page, "light")


# A chosen piece's ✓ (its ::before, absolute) is drawn on the piece's own corner: the piece is its containing
# block. The chosen orientation of the tile was static, so its ✓ went to the demo's top-right corner (or the page's).
TICK_ON_ITS_PIECE = """d => [...d.querySelectorAll('*')].filter(n => {
    const b = getComputedStyle(n, '::before');
    return b.content.includes('✓') && b.display !== 'none' && b.position === 'absolute'
        && getComputedStyle(n).position === 'static';
}).map(n => n.className + ' ' + (n.getAttribute('data-move') || ''))"""


def test_the_chosen_orientation_wears_its_tick(driver):
    driver.static(PAGE)
    demos = driver.demos()
    for k in range(demos.count()):
        demo = demos.nth(k)
        assert demo.locator(".bga-hextile.bga-selected").count() == 1
        assert demo.evaluate(TICK_ON_ITS_PIECE) == [], k + 1
