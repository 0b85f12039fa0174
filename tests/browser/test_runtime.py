"""The runtime across visits (issue 14), in Debian Chromium against the demo site on 127.0.0.1.

- memory snapshot: a first visit stores one (Cache Storage, no network byte),
  the next visit starts from it and behaves exactly as a fresh start; a
  snapshot that cannot be restored is dropped silently and the ordinary start
  takes over;
- offline: after a first visit the service worker holds the site and the
  runtime, so a reader with no connection opens another demo page with a full
  load and plays a move;
- every refused move names its rule with a link to the section of the page.
Timings are the benchmark's business (bench/bench_browser.py), never asserted here.
"""

import re

from driver import first_page_with_move, navigate_instant

LIVE = ".bga-demo[data-etat=live]"


def build_id(site) -> str:
    return re.search(r'const BUILD = "([0-9a-f]+)"', (site / "sw.js").read_text(encoding="utf-8")).group(1)


def wait_snapshot(page, states):
    page.wait_for_function("(s) => window.bgaDemoRuntime && s.includes(window.bgaDemoRuntime.snapshot)", arg=states)
    return page.evaluate("bgaDemoRuntime.snapshot")


def play_first_legal(page):
    demo = page.locator(".bga-demo").first
    before = int(demo.get_attribute("data-reponses") or 0)
    demo.locator(".bga-demo-board .bga-legal:not([disabled]):visible, .bga-demo-extra .bga-legal:visible").first.click()
    page.wait_for_function("([el, n]) => Number(el.getAttribute('data-reponses') || 0) > n",
                           arg=[demo.element_handle(), before])
    return demo


def test_a_readers_visits_snapshot_offline_and_a_damaged_snapshot(fresh_page, demo_site):
    """One reader's story in one browser, so that its two cold starts serve every check:
    1. a first visit starts Pyodide and stores a snapshot; 2. a later visit starts from it and
    behaves exactly as the fresh start, and a game the snapshot never imported still loads;
    3. the service worker keeps the build, copying the runtime rather than downloading it again,
    so that 4. without a connection other demo pages load fully and play, and the home page too;
    5. a snapshot that cannot be restored is dropped silently, the ordinary start takes over with
    the same board, and a good snapshot replaces it."""
    page, w = fresh_page
    parties = [f"demos/{p['slug']}/" for p in demo_site["pages"] if p["mode"] == "partie"]
    url = demo_site["url"] + first_page_with_move(demo_site)

    # 1. first visit
    page.goto(url)
    page.wait_for_selector(LIVE)
    assert page.evaluate("bgaDemoRuntime.snapshot") in ("pending", "stored")  # a first start in this browser
    fresh_start = page.locator(".bga-demo-board").first.inner_html()
    fresh_move = play_first_legal(page).locator(".bga-demo-board").inner_html()
    assert wait_snapshot(page, ["stored"]) == "stored"

    # 2. a later visit, full load
    page.goto(url)
    page.wait_for_selector(LIVE)
    assert page.evaluate("bgaDemoRuntime.snapshot") == "restored"
    assert page.locator(".bga-demo-board").first.inner_html() == fresh_start
    assert play_first_legal(page).locator(".bga-demo-board").inner_html() == fresh_move
    other = [p for p in demo_site["pages"] if p["slug"] not in url][-1]   # never imported by the snapshot
    page.goto(demo_site["url"] + f"demos/{other['slug']}/")
    page.wait_for_selector(LIVE)
    assert page.evaluate("bgaDemoRuntime.snapshot") == "restored"

    # 3. the service worker is registered once a demo is live, then keeps the whole build; the
    # runtime files it fetched were copied, not downloaded again (the modules it imported,
    # pyodide.mjs and pyodide.asm.mjs, are revalidated)
    page.wait_for_function("() => navigator.serviceWorker.ready.then(r => !!r.active)")
    page.wait_for_function("() => navigator.serviceWorker.ready.then(r => r.active.state === 'activated')")
    # (it installs once the first visit kept its snapshot: the first page's game archive is copied,
    # the other games' archives are downloaded, since the offline cache holds every game)
    seen = [p["jeu"] for p in demo_site["pages"] if url.endswith(f"demos/{p['slug']}/")]
    again = [u for u in w.offline_requests if u.endswith((".wasm", "python_stdlib.zip", ".whl"))
             or any(f"/assets/pyodide/jeux/{game}-" in u for game in seen)]
    assert seen and not again, again

    # 4. offline: full loads, no connection
    failed = []
    page.on("requestfailed", lambda r: failed.append(r.url))
    page.context.set_offline(True)
    try:
        for target in (parties[-1], parties[1]):
            page.goto(demo_site["url"] + target)
            page.wait_for_selector(LIVE)
            demo = play_first_legal(page)
            assert demo.locator(".bga-demo-message").is_hidden(), demo.locator(".bga-demo-message").inner_text()
            assert int(demo.get_attribute("data-coups")) > 0
        page.goto(demo_site["url"])                                    # the home page, without a demo
        assert page.locator("article h1").first.inner_text().strip()
        assert not failed, failed
    finally:
        page.context.set_offline(False)

    # 5. another runtime's or a damaged snapshot under this build's key
    build = build_id(demo_site["dir"])
    key = f"{demo_site['url']}assets/pyodide/memory-snapshot-{build}.bin"
    assert page.evaluate("async ([b, k]) => !!(await (await caches.open('bga-snapshot-' + b)).match(k))", [build, key])
    page.evaluate("""async ([build, key]) => {
        const cache = await caches.open('bga-snapshot-' + build);
        await cache.put(key, new Response(new Uint8Array(4096).fill(7)));
    }""", [build, key])
    page.goto(url)
    page.wait_for_selector(LIVE)
    assert page.evaluate("bgaDemoRuntime.snapshot") in ("pending", "stored")  # the ordinary start
    assert page.locator(".bga-demo-board").first.inner_html() == fresh_start
    assert page.locator(".bga-demo-progress").first.is_hidden()
    play_first_legal(page)
    assert wait_snapshot(page, ["stored"]) == "stored"                 # a good snapshot replaces it
    page.goto(url)
    page.wait_for_selector(LIVE)
    assert page.evaluate("bgaDemoRuntime.snapshot") == "restored"


def test_the_service_worker_is_at_the_root_and_lists_this_build(demo_site):
    site = demo_site["dir"]
    text = (site / "sw.js").read_text(encoding="utf-8")
    assert "__BGA_" not in text
    import json
    files = [path for path, _ in json.loads(re.search(r"const FILES = (\[.*?\]);\n", text, re.S).group(1))]
    assert "./" in files and any(f.endswith(".whl") for f in files)
    assert "assets/pyodide/pyodide.asm.wasm" in files and "assets/pyodide/python_stdlib.zip" in files
    assert f"assets/demo-worker.mjs?v={build_id(site)}" in files
    assert not any(f.endswith(".map") for f in files)
    for f in files:  # every listed file exists in this build
        path = f.split("?")[0]
        assert (site / path).exists() or (site / path / "index.html").exists() or f == "./", f


# Modes whose first position has pieces the reader may not play: three of the modes whose
# refusals linked nothing (issue 31) and four whole games. (Regicide's, Turn the Tide's and Flip 7's
# calculators are now positions of their whole games, where every card in hand may be played; the
# engine layer checks every refusal of every mode, tests/engine/test_rule_links.py.)
LINKED_PAGES = ["taluva-partie", "ninetynine-pari", "ninetynine-pli", "saintpoker-evaluateur", "hypnosia-partie",
                "dames-partie", "takenoko-partie"]


def test_every_refused_move_links_the_rule_section(watched_page, demo_site):
    """Every refusal the reader provokes through « Pourquoi pas ? » (up to three per position,
    two positions per page) shows a link to a section of the page; the engine layer checks every
    refusal of every mode (tests/engine/test_rule_links.py), this one that the shell shows each."""
    page, _ = watched_page
    pages = {p["slug"]: p for p in demo_site["pages"]}
    checked = []
    page.goto(demo_site["url"])
    for p in [pages[slug] for slug in LINKED_PAGES]:
        navigate_instant(page, f"demos/{p['slug']}/")   # as a reader goes: the runtime stays up
        page.wait_for_selector(LIVE)
        demo = page.locator(".bga-demo").first
        for _ in range(2):
            # moves not permitted now are disabled; « Pourquoi pas ? » makes them clickable
            why = demo.locator("[data-action=pourquoi]")
            if not why.count() or not demo.locator(".bga-demo-board [data-move][disabled]").count() \
                    or demo.get_attribute("data-fin") == "oui":
                break
            why.click()
            candidates = demo.locator(".bga-demo-board .bga-why:visible")
            for i in range(min(candidates.count(), 3)):
                before = int(demo.get_attribute("data-reponses") or 0)
                candidates.nth(i).click()
                page.wait_for_function("([el, n]) => Number(el.getAttribute('data-reponses') || 0) > n",
                                       arg=[demo.element_handle(), before])
                message = demo.locator(".bga-demo-message")
                text = message.inner_text()
                assert re.match(r"Coup refusé : \S", text), (p["slug"], text)
                link = message.locator("a.bga-demo-rule")
                assert link.count() == 1, (p["slug"], text)
                href = link.get_attribute("href")
                assert href.startswith("#") and href[1:] in p["sections"], (p["slug"], href)
                assert page.locator(f"[id='{href[1:]}']").count() == 1  # a heading of the page
                checked.append((p["slug"], href))
            why.click()
            play_first_legal(page)  # move on to another position
    # most pages did refuse something
    assert len({c[0] for c in checked}) >= 6, checked
    # following a link shows the rule's heading: the hash is the section's, and the heading is in
    # the window (at its top, or lower when the page ends before)
    page.goto(demo_site["url"] + f"demos/{LINKED_PAGES[0]}/")
    page.wait_for_selector(LIVE)
    demo = page.locator(".bga-demo").first
    demo.locator("[data-action=pourquoi]").click()
    before = int(demo.get_attribute("data-reponses") or 0)
    demo.locator(".bga-demo-board .bga-why:visible").first.click()
    page.wait_for_function("([el, n]) => Number(el.getAttribute('data-reponses') || 0) > n",
                           arg=[demo.element_handle(), before])
    link = demo.locator(".bga-demo-message a.bga-demo-rule")
    section = link.get_attribute("href")[1:]
    link.click()
    page.wait_for_function("(id) => location.hash === '#' + id", arg=section)
    page.wait_for_function("(id) => { const top = document.getElementById(id).getBoundingClientRect().top;"
                           " return top >= 0 && top < innerHeight; }", arg=section)


# A worker that never answers: the page stays as a reader sees it before the engine is live
# (the static board, the shell bound, « Le moteur de règles se charge », the demo busy).
NO_ENGINE = """window.Worker = function () {
  this.postMessage = function () {}; this.terminate = function () {};
  this.addEventListener = function () {};
};"""
BEFORE_LIVE_PAGES = ["jeux/flip-7/", "jeux/takenoko/", "jeux/dames-internationales/", "jeux/les-aventuriers-du-rail-europe/"]
LIGHTHOUSE_PHONE = {"width": 412, "height": 823}   # Lighthouse 12's mobile screen (Moto G Power)


def test_pages_are_accessible_before_the_example_is_live(readers, real_site):
    """axe on the whole page as a phone reader sees it before the engine answers (the site-wide
    walk runs it once the examples are live), on Lighthouse's phone screen: every rule and the
    touch-target sizes in the light scheme, the colour rules in the dark one, findings of every
    impact (Lighthouse counts them all). What Lighthouse found there (issue 25): the theme's unnamed
    search dialog and progress bar, grey text and buttons dimmed while the engine loads, the footer's
    grey; and later (issue 32) the menu button's role on a <label>, two wide tables given the same
    region name, the progress bar outside the landmarks. Les Aventuriers: its map scrolls sideways
    on a phone before the example is live (a tab stop of its own from the start)."""
    from driver import COLOUR_RULES, EVERY_IMPACT, Watch, axe_violations, bring_near, set_scheme

    reader = readers("phone")
    w = Watch()
    page = reader.new_page(w)
    page.set_viewport_size(LIGHTHOUSE_PHONE)
    page.add_init_script(NO_ENGINE)
    found = []
    try:
        for path in BEFORE_LIVE_PAGES:
            page.goto(real_site["url"] + path)
            page.wait_for_selector(".bga-demo[data-lie=oui]")
            assert page.locator(".bga-demo[data-etat=live]").count() == 0
            assert page.locator(".bga-demo-progress").first.is_visible()
            # the reader scrolls past every example: each is laid out from then on, so axe sees
            # whole boards (one still waiting below the fold is clipped to its placeholder)
            for demo in page.locator(".bga-demo").all():
                bring_near(page, demo)
            page.evaluate("scrollTo(0, 0)")
            for scheme, rules in (("light", ()), ("dark", COLOUR_RULES)):
                set_scheme(page, scheme)
                found += [f"{path} {scheme} : {v['rule']} ({v['impact']}) {v['target']} :: {v['html'][:90]}"
                          for v in axe_violations(page, None, rules, target_size=not rules, impacts=EVERY_IMPACT)]
    finally:
        page.close()
    w.check()
    assert not found, "\n".join(found)


def test_examples_below_the_fold_are_laid_out_when_the_reader_nears_them(readers, real_site):
    """Issue 25: on a phone, Takenoko's examples far below the fold are skipped by the browser as
    the page loads (content-visibility) and prepared (tab stops) when the reader first comes near;
    from then on they stay laid out."""
    from driver import Watch, bring_near

    w = Watch()
    page = readers("phone").new_page(w)
    page.add_init_script(NO_ENGINE)
    skipped = "el => !el.checkVisibility({contentVisibilityAuto: true})"
    try:
        page.goto(real_site["url"] + "jeux/takenoko/")
        page.wait_for_selector(".bga-demo[data-lie=oui]")
        demos = page.locator(".bga-demo")
        # the last example whose board has a square to play (the whole game's waits for its die)
        k = max(i for i in range(demos.count())
                if demos.nth(i).locator(".bga-board-grid [data-move]:not([disabled])").count())
        assert k >= 1
        last = demos.nth(k)
        assert last.get_attribute("data-proche") is None
        assert last.locator(".bga-demo-board").evaluate(skipped)
        assert last.locator(".bga-board-grid [data-move][tabindex]").count() == 0   # not prepared yet
        bring_near(page, last)
        grids = last.locator(".bga-board-grid")
        assert grids.count() > 0
        for g in range(grids.count()):   # one tab stop per board grid with a move, arrows for the rest
            if grids.nth(g).locator("[data-move]:not([disabled])").count():
                assert grids.nth(g).locator("[data-move][tabindex='0']").count() == 1
        assert "Takenoko" in last.inner_text()
        page.evaluate("scrollTo(0, 0)")
        page.wait_for_timeout(100)
        assert not last.locator(".bga-demo-board").evaluate(skipped)   # it stays laid out
    finally:
        page.close()
    w.check()
