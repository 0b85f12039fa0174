"""Zombicide's page in Chromium: the three examples beside « La ligne de mire », « Combat » and
« Apparition », positions of the mission (static board first; live: a blind shot refused then the
survivor walks and sees the rooms, the pistol's die on the Brute, the zombies' phase to the end of
the round), and the whole mission under « Essayer ». The generic exercise of each example (a legal
move, a refused one) is the site-wide pass's."""

PAGE = "jeux/zombicide-2e-edition/"
GRID = ".bga-board-grid [data-move='{}']"      # a zone of the map


def test_static_boards_beside_their_sections(driver):
    driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 4
    for title in ("La ligne de mire", "Légende des cartes armes", "Apparition", "Une mission entière"):
        driver.assert_beside(title, "article h3, article h4, article .bga-demo")
    for k in range(4):
        assert demos.nth(k).locator(".bga-board-grid .bga-tile").count() == 15
    assert "En vue depuis C3" in demos.nth(0).inner_text()
    assert demos.nth(1).locator(".bga-board-grid .bga-figure[data-shape='mort-vivant']").count() >= 1


# Every figure of a zone, its « ×n » badge and the zone's marks (« Sortie », ✖, invasion number) inside the
# zone's box: the six survivors of the start in C3, four or five in A3 under « Sortie », a horde in C1.
INSIDE_ZONE = """d => {
    const out = [];
    d.querySelectorAll('.bga-board-grid > .bga-tile').forEach(t => {
        const b = t.getBoundingClientRect();
        t.querySelectorAll('.bga-figure, .bga-figure-count, .bga-zc-marks > *').forEach(f => {
            const r = f.getBoundingClientRect();
            const over = Math.max(b.left - r.left, r.right - b.right, b.top - r.top, r.bottom - b.bottom);
            if (over > 1) out.push(`${t.dataset.move} : ${f.className.baseVal ?? f.className} dépasse de ${Math.round(over)} px`);
        });
    });
    return out;
}"""
# and no two figures of a zone drawn over each other, nor over its marks
NO_OVERLAP = """d => {
    const out = [];
    d.querySelectorAll('.bga-board-grid > .bga-tile').forEach(t => {
        const boxes = [...t.querySelectorAll('.bga-figure, .bga-zc-marks > *')].map(f => f.getBoundingClientRect());
        boxes.forEach((a, i) => boxes.slice(i + 1).forEach(c => {
            const w = Math.min(a.right, c.right) - Math.max(a.left, c.left);
            const h = Math.min(a.bottom, c.bottom) - Math.max(a.top, c.top);
            if (w > 1 && h > 1) out.push(`${t.dataset.move} : deux figures l'une sur l'autre`);
        }));
    });
    return [...new Set(out)];
}"""


def test_crowded_zones_show_every_figure_whole(driver):
    """Six survivors in C3, five in A3 under « Sortie », a horde in C1: every figure inside its zone,
    none over another, at 1280 and 375 px (the zone grows rather than cut them)."""
    page = driver.static(PAGE)
    demos = driver.demos()
    crowded = 0
    for width in (1280, 375):
        page.set_viewport_size({"width": width, "height": 900})
        for k in range(demos.count()):
            demo = demos.nth(k)
            assert demo.evaluate(INSIDE_ZONE) == [], (width, k + 1)
            assert demo.evaluate(NO_OVERLAP) == [], (width, k + 1)
            crowded += demo.locator(".bga-board-grid > .bga-tile:has(.bga-figure:nth-child(6))").count()
    assert crowded >= 2          # the mission's start: the six survivors together, at both widths


def test_sight_example_refuses_a_blind_shot_then_sees_the_first_rooms(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    assert "ligne droite" in driver.refusal(demo, "attaquer-B2", selector=GRID.format("attaquer-B2"))
    driver.act(demo, demo.locator(GRID.format("aller-C2")).click)
    assert driver.message(demo) is None
    board = driver.board_text(demo)
    assert "En vue depuis C2" in board and "B2 (1)" in board and "D2 (1)" in board


def test_shot_example_pistol_then_the_dice(driver):
    page = driver.open(PAGE)
    demo = driver.demo(1)
    driver.click(demo, "arme-1")
    driver.act(demo, demo.locator(GRID.format("attaquer-C1")).click)
    page.wait_for_function("el => el.querySelectorAll('.bga-demo-board .bga-die').length === 1",
                           arg=demo.element_handle())


def test_zombie_phase_example_ends_with_the_round(driver):
    page = driver.open(PAGE)
    demo = driver.demo(2)
    driver.click(demo, "fin")
    page.wait_for_function("el => el.querySelector('.bga-demo-board').innerText.includes('Fin de l')",
                           arg=demo.element_handle())
    assert "Tour 2" in driver.board_text(demo)


MISSION = 3     # the whole mission, under « Essayer »


def test_mission_a_survivor_walks_then_the_zombies_play(driver):
    """Click a survivor, then a zone: he walks; after the six survivors, the zombies play."""
    page = driver.open(PAGE)
    demo = driver.demo(MISSION)
    driver.click(demo, "choisir-1")
    driver.act(demo, demo.locator(GRID.format("aller-B3")).click)
    assert driver.message(demo) is None
    assert "Amy" in driver.board_text(demo)
    driver.click(demo, "fin")
    for k in range(2, 6):
        driver.click(demo, f"choisir-{k}")
        driver.click(demo, "fin")
    driver.click(demo, "fin")          # Wanda, the last one, is chosen by herself
    page.wait_for_function("el => el.querySelector('.bga-demo-board').innerText.includes('Tour 2')",
                           arg=demo.element_handle())
