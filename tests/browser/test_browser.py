"""End to end in Debian Chromium against built sites served on 127.0.0.1 (issue 3 §5).

Generic: the checks know no game. `demo_site` holds one page per registered
game and mode; `real_site` is the project's site, every demo of every page.
Each test also asserts (fixture `watched_page`) that the console shows no
error and that no request leaves 127.0.0.1.
"""

from pathlib import Path

import pytest

from driver import (COLOUR_RULES, act, axe_violations, coups, exercise_demo, first_page_with_move, navigate_instant,
                    restart_demo, set_scheme, text_outside, wait_live)


def settings(page, demo) -> bool:
    """Nouvelle donne, then the player-count and bot selectors where the game has them."""
    act(page, demo, demo.locator("[data-action=donne]").click)
    message = demo.locator(".bga-demo-message")
    assert message.is_hidden(), message.inner_text()
    changed = False
    form = demo.locator("form[data-action=reglages]")
    if form.count():
        # the mode's declared settings (meta.reglages): change each, apply, the demo restarts with them
        demo.locator(".bga-demo-settings summary").click()
        players = form.locator("input[name=joueurs]")
        if players.count():
            lo, hi = int(players.get_attribute("min")), int(players.get_attribute("max"))
            other = str(hi if int(players.input_value()) != hi else lo)
            players.fill(other)
            changed = True
        for box in form.locator("input[type=checkbox]").all():
            box.set_checked(not box.is_checked())
        for choice in form.locator("select").all():
            values = choice.locator("option").evaluate_all("os => os.map(o => o.value)")
            choice.select_option(values[-1] if choice.input_value() != values[-1] else values[0])
        wanted = form.evaluate("f => [...f.elements].filter(e => e.name).map(e => [e.name, e.type === 'checkbox' ? e.checked : e.value])")
        act(page, demo, form.locator("button[type=submit]").click)
        assert message.is_hidden(), message.inner_text()
        now = form.evaluate("f => [...f.elements].filter(e => e.name).map(e => [e.name, e.type === 'checkbox' ? e.checked : e.value])")
        assert now == wanted
    select = demo.locator("select[data-action=joueurs]")
    if select.count():
        values = select.locator("option").evaluate_all("os => os.map(o => o.value)")
        other = values[-1] if select.input_value() != values[-1] else values[0]
        act(page, demo, lambda: select.select_option(other))
        assert message.is_hidden(), message.inner_text()
        assert select.input_value() == other
        changed = True
    bots = demo.locator("select[data-action=bots]")
    if bots.count():
        values = bots.locator("option").evaluate_all("os => os.map(o => o.value)")
        act(page, demo, lambda: bots.select_option(values[-1]))
        assert message.is_hidden(), message.inner_text()
        assert bots.input_value() == values[-1]
    return changed


# --- the fixture site: every registered game and mode -----------------------------------

def test_static_board_is_there_before_python(fresh_page, demo_site):
    page, w = fresh_page
    first = demo_site["pages"][0]
    response = page.goto(demo_site["url"] + f"demos/{first['slug']}/", wait_until="domcontentloaded")
    html = response.text()
    assert 'class="bga-demo"' in html and 'class="bga-demo-board"' in html
    demo = page.locator(".bga-demo").first
    assert demo.locator(".bga-demo-board").inner_html().strip()
    assert demo.locator(".bga-demo-board").is_visible()
    assert page.evaluate("!window.bgaDemoRuntime || !window.bgaDemoRuntime.ready")
    assert demo.get_attribute("data-etat") in ("statique", None)
    # <html> and <body> come as the theme's script leaves them (site_demos/hook.py): once it has
    # mounted, the palette's switching mark is gone (transitions play again) and `no-js` too
    page.wait_for_function("() => !document.body.hasAttribute('data-md-color-switching')")
    assert page.evaluate("[...document.documentElement.classList].sort()") == \
        ["bga-lazy-demos", "js", "js-focus-visible"]
    # a click before the engine is ready says so, in French
    moves = demo.locator(".bga-demo-board [data-move]:not([disabled])")
    if moves.count() and page.evaluate("!window.bgaDemoRuntime.ready"):
        moves.first.click()
        text = demo.locator(".bga-demo-message").inner_text()
        assert "se charge" in text or demo.get_attribute("data-etat") == "live"
    wait_live(page, demo)


def modes_on_the_site() -> set:
    """(game, mode) of every demo block of the project's pages (docs/), read as the build reads them."""
    from site_demos.hook import find_blocks, parse_block

    root = Path(__file__).resolve().parents[2] / "docs"
    found = set()
    for page in root.rglob("*.md"):
        for block in find_blocks(page.read_text(encoding="utf-8")):
            config = parse_block(block["body"])
            found.add((config["jeu"], config["mode"]))
    return found


def test_every_registered_game_demo_with_instant_navigation(fresh_page, demo_site):
    """Every registered mode on the fixture site, one page after another in the same tab: the
    same worker serves them all, each mode's settings (new deal, players, bots) restart it. The
    generic exercise (legal, refused, undo, restart) runs here on the first page, by keyboard on the
    first whole game that opens on a one-key move, and on the modes no rule page shows; `test_every_demo_of_the_site` runs it on every demo of the
    project's pages, which show every other mode."""
    page, w = fresh_page
    pages = demo_site["pages"]
    on_the_site = modes_on_the_site()
    page.goto(demo_site["url"], wait_until="load")
    assert page.locator(".bga-demo").count() == 0
    # a page without a demo loads nothing of the runtime
    assert not [u for u in w.requests if "pyodide" in u or "demo-worker" in u]
    covered = {}
    started = None
    by_keyboard = first_page_with_move(demo_site)   # a page whose first move is one key press
    for i, p in enumerate(pages):
        navigate_instant(page, f"demos/{p['slug']}/")
        demo = page.locator(".bga-demo").first
        keyboard = f"demos/{p['slug']}/" == by_keyboard
        if i == 0 or keyboard or (p["jeu"], p["mode"]) not in on_the_site:
            covered[p["slug"]] = exercise_demo(page, demo, keyboard=keyboard)
        else:
            wait_live(page, demo)
            covered[p["slug"]] = {}
        covered[p["slug"]]["joueurs"] = settings(page, demo)
        runtime = page.evaluate("({startedAt: bgaDemoRuntime.startedAt, pages: bgaDemoRuntime.pages})")
        if started is None:
            started = runtime["startedAt"]
        # the same worker (interpreter + engine) serves every page shown
        assert runtime["startedAt"] == started and runtime["pages"] == i + 2
    assert len([u for u in w.requests if u.endswith("pyodide.asm.wasm")]) == 1
    assert covered[by_keyboard.split("/")[1]]["legal"]
    assert any(c["joueurs"] for c in covered.values()), "aucun exemple ne permet de changer le nombre de joueurs"


def test_share_link_reopens_the_position(watched_page, demo_site):
    page, w = watched_page
    page.goto(demo_site["url"])
    for p in demo_site["pages"]:
        navigate_instant(page, f"demos/{p['slug']}/")
        demo = page.locator(".bga-demo").first
        wait_live(page, demo)
        legal = demo.locator(".bga-demo-board .bga-legal:not([disabled]):visible, .bga-demo-extra .bga-legal:visible")
        if legal.count():
            break
    else:
        pytest.fail("aucun exemple n'offre de coup légal")
    act(page, demo, legal.first.click)
    played_html, played = demo.locator(".bga-demo-board").inner_html(), coups(demo)
    demo.locator("[data-action=lien]").click()
    link = demo.locator(".bga-demo-share a").get_attribute("href")
    assert "#demo-1=" in link and "g=" in link
    page.goto(demo_site["url"])
    page.goto(link)
    demo = page.locator(".bga-demo").first
    page.wait_for_function("el => el.getAttribute('data-etat') === 'live' && Number(el.getAttribute('data-coups')) > 0",
                           arg=demo.element_handle())
    assert coups(demo) == played and demo.locator(".bga-demo-board").inner_html() == played_html


@pytest.mark.parametrize("pattern, fault", [
    ("**/pyodide.asm.wasm", "abort"),
    ("**/python_stdlib.zip", "abort"),
    ("**/bga_regles_engine-*.whl", "abort"),
    ("**/bga_regles_engine-*.whl", "altered"),   # sha256 differs from the lock
])
def test_runtime_that_cannot_load_says_so_in_french(browser, demo_site, pattern, fault):
    context = browser.new_context()
    if fault == "abort":
        context.route(pattern, lambda route: route.abort())
    else:
        context.route(pattern, lambda route: route.fulfill(status=200, body=b"PK\x05\x06" + b"\0" * 18))
    page = context.new_page()
    page.goto(demo_site["url"] + f"demos/{demo_site['pages'][0]['slug']}/")
    demo = page.locator(".bga-demo").first
    page.wait_for_function("el => el.getAttribute('data-etat') === 'erreur'", arg=demo.element_handle(),
                           timeout=120_000)
    text = demo.locator(".bga-demo-progress").inner_text()
    assert text.startswith("Exemple indisponible : le moteur n'a pas pu se charger") and "restent lisibles" in text
    assert demo.locator(".bga-demo-board").inner_html().strip()
    assert page.locator("article h1").is_visible()
    # a click now explains that the example is unavailable
    moves = demo.locator(".bga-demo-board [data-move]:not([disabled])")
    if moves.count():
        moves.first.click()
        assert demo.locator(".bga-demo-message").inner_text().startswith("Exemple indisponible")
    context.close()


def test_without_javascript_the_board_and_rules_stay(browser, demo_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(demo_site["url"] + f"demos/{demo_site['pages'][0]['slug']}/")
    demo = page.locator(".bga-demo").first
    assert demo.locator(".bga-demo-board").is_visible()
    assert "Activez JavaScript" in demo.inner_text()
    context.close()


# --- the project's own site: every demo of every page ---------------------------------------

# What the generic exercise must achieve on some demos of the site, (page, example index) ->
# the steps of `exercise_demo` that must happen there (a legal move played and undone, a refused
# one explained). These were per-page tests that each reloaded their page to run the same
# exercise; the site-wide pass below runs it on every demo once and checks these as it goes.
BOTH = ("legal", "illegal")
EXERCISED: dict[tuple[str, int], tuple[str, ...]] = {
    **{("jeux/ginkgopolis/", k): BOTH for k in [1]},
    **{("jeux/northwest-passage/", k): BOTH for k in [0, 1]},
    **{("jeux/takenoko/", k): BOTH for k in [0, 1, 2, 4, 5]},
    **{("jeux/taluva/", k): BOTH for k in [0, 1, 2]},
    **{("jeux/the-guild-of-merchant-explorers/", k): BOTH for k in [0]},
    **{("jeux/tranquility-the-ascent/", k): BOTH for k in [0, 1, 3, 4, 5, 6, 7]},
    # the campfire example: every legal first move is a placement that costs cards, and while
    # they are discarded nothing on the board can be refused
    ("jeux/tranquility-the-ascent/", 2): ("legal",),
    **{("jeux/zombicide-2e-edition/", k): BOTH for k in [0, 1, 2]},
}


# The site-wide walk in three parts, one per browser group (see conftest.py): the parts run side
# by side on the test command's workers (a walk waits on the browser more than it computes).
WALK_GROUPS = ("site", "demos", "tiers")
PARTS = [pytest.param(k, marks=pytest.mark.navigateur(group), id=f"partie-{k + 1}")
         for k, group in enumerate(WALK_GROUPS)]


def _axe(page, scope, when: str) -> list[str]:
    """axe's serious findings on the page in the light scheme (every rule, WCAG 2.2's target size
    included), then in the dark one (the rules that depend on colours: nothing else changes with
    the scheme); back to light."""
    found = []
    for scheme, rules in (("light", ()), ("dark", COLOUR_RULES)):
        set_scheme(page, scheme)
        found += [f"{when}, {scheme} : {v['rule']} ({v['impact']}) {v['target']} :: {v['html'][:90]}"
                  for v in axe_violations(page, scope, rules, target_size=not rules)]
    set_scheme(page, "light")
    return found


@pytest.mark.parametrize("part", PARTS)
def test_every_demo_of_the_site(watched_page, real_site, part):
    """Every demo of every page of the project's site, with the options its page gives: the
    generic exercise (a legal move, a refusal explained, undo, the move again, restart), and
    axe in both schemes once every demo has played a move, and every text inside its card or
    tile (`text_outside`) at 1280 px. The page around the demos
    (Material's template and the page's text) is checked whole on the first and the last page
    of each part, also as it opens; on the others, the demos (as they open: the phone walk)."""
    page, w = watched_page
    paths = real_site["paths"][part::len(WALK_GROUPS)]
    if not paths:
        pytest.skip("le site ne contient pas d'exemple pour cette partie")
    page.goto(real_site["url"] + paths[0])
    total, missing, report = 0, [], {}
    for i, path in enumerate(paths):
        if i:
            navigate_instant(page, path)
        demos = [page.locator(".bga-demo").nth(k) for k in range(page.locator(".bga-demo").count())]
        for demo in demos:
            wait_live(page, demo)
        # The whole page (Material's template, the text) on the first and last page of each part,
        # as it opens and after a move; on the others the demos after a move only (their opening
        # state differs from it by one move: the phone walk checks them as they open).
        whole = i in (0, len(paths) - 1)
        scope = None if whole else ".bga-demo"
        found = _axe(page, scope, "ouverture") if whole else []
        done = [exercise_demo(page, demo, restart=False) for demo in demos]
        found += _axe(page, scope, "après un coup")
        # at 1280 px too, every text inside its card or tile, no word split (issue 32), on the whole
        # pages of each part (the phone walk, where text is tightest, checks every demo)
        if whole:
            found += [f"#{k + 1} {t}" for k, demo in enumerate(demos) for t in text_outside(demo)]
        for k, (demo, steps) in enumerate(zip(demos, done)):
            restart_demo(page, demo, steps)
            missing += [f"{path} #{k}: {step}" for step in EXERCISED.get((path, k), ()) if not steps[step]]
        total += len(demos)
        if found:
            report[path] = sorted(set(found))
    assert total >= len(paths)
    assert not [key for key in EXERCISED if key[0] not in real_site["every_path"]], "EXERCISED nomme une page absente"
    assert not missing, missing
    assert not report, "\n".join(f"{k}:\n  " + "\n  ".join(v) for k, v in report.items())
