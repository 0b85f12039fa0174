"""The runtime across visits (issue 14), in Debian Chromium against the demo site on 127.0.0.1.

- memory snapshot: a first visit stores one (Cache Storage, no network byte),
  the next visit starts from it and behaves exactly as a fresh start; a
  snapshot that cannot be restored is dropped silently and the ordinary start
  takes over;
- offline: after a first visit the service worker holds the site and the
  runtime, so a reader with no connection opens another demo page with a full
  load and plays a move;
- a refused move names its rule with a link to the section of the page.
Timings are the benchmark's business (bench/bench_browser.py), never asserted here.
"""

import re

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


def first_page_with_move(demo_site) -> str:
    """A full game (bots answer), so a move changes the board."""
    for p in demo_site["pages"]:
        if p["mode"] == "partie":
            return f"demos/{p['slug']}/"
    return f"demos/{demo_site['pages'][0]['slug']}/"


def test_second_visit_starts_from_the_snapshot_with_the_same_result(fresh_page, demo_site):
    page, _ = fresh_page
    url = demo_site["url"] + first_page_with_move(demo_site)
    page.goto(url)
    page.wait_for_selector(LIVE)
    assert page.evaluate("bgaDemoRuntime.snapshot") in ("pending", "stored")  # a first start in this browser
    fresh_start = page.locator(".bga-demo-board").first.inner_html()
    fresh_move = play_first_legal(page).locator(".bga-demo-board").inner_html()
    assert wait_snapshot(page, ["stored"]) == "stored"

    page.goto(url)                                                  # a later visit, full load
    page.wait_for_selector(LIVE)
    assert page.evaluate("bgaDemoRuntime.snapshot") == "restored"
    assert page.locator(".bga-demo-board").first.inner_html() == fresh_start
    assert play_first_legal(page).locator(".bga-demo-board").inner_html() == fresh_move
    # a game the snapshot never imported still loads from the wheel
    other = [p for p in demo_site["pages"] if p["slug"] not in url][-1]
    page.goto(demo_site["url"] + f"demos/{other['slug']}/")
    page.wait_for_selector(LIVE)
    assert page.evaluate("bgaDemoRuntime.snapshot") == "restored"


def test_a_snapshot_that_cannot_be_restored_falls_back_silently(fresh_page, demo_site):
    page, _ = fresh_page
    url = demo_site["url"] + first_page_with_move(demo_site)
    page.goto(url)
    page.wait_for_selector(LIVE)
    expected = page.locator(".bga-demo-board").first.inner_html()
    wait_snapshot(page, ["stored"])
    build = build_id(demo_site["dir"])
    # another runtime's or a damaged snapshot under this build's key
    key = f"{demo_site['url']}assets/pyodide/memory-snapshot-{build}.bin"
    assert page.evaluate("async ([b, k]) => !!(await (await caches.open('bga-snapshot-' + b)).match(k))", [build, key])
    page.evaluate("""async ([build, key]) => {
        const cache = await caches.open('bga-snapshot-' + build);
        await cache.put(key, new Response(new Uint8Array(4096).fill(7)));
    }""", [build, key])
    page.goto(url)
    page.wait_for_selector(LIVE)
    assert page.evaluate("bgaDemoRuntime.snapshot") in ("pending", "stored")  # the ordinary start
    assert page.locator(".bga-demo-board").first.inner_html() == expected
    assert page.locator(".bga-demo-progress").first.is_hidden()
    play_first_legal(page)
    # and a good snapshot replaces the damaged one
    assert wait_snapshot(page, ["stored"]) == "stored"
    page.goto(url)
    page.wait_for_selector(LIVE)
    assert page.evaluate("bgaDemoRuntime.snapshot") == "restored"


def test_offline_after_a_first_visit(fresh_page, demo_site):
    page, w = fresh_page
    pages = [f"demos/{p['slug']}/" for p in demo_site["pages"] if p["mode"] == "partie"]
    page.goto(demo_site["url"] + pages[0])
    page.wait_for_selector(LIVE)
    # the service worker is registered once the demo is live, then keeps the whole build
    page.wait_for_function("() => navigator.serviceWorker.ready.then(r => !!r.active)")
    page.wait_for_function("() => navigator.serviceWorker.ready.then(r => r.active.state === 'activated')")
    wait_snapshot(page, ["stored", "none"])
    # the runtime files the worker fetched were copied, not downloaded again (the
    # modules it imported, pyodide.mjs and pyodide.asm.mjs, are revalidated)
    assert not [u for u in w.offline_requests if u.endswith((".wasm", ".zip", ".whl"))], w.offline_requests

    failed = []
    page.on("requestfailed", lambda r: failed.append(r.url))
    page.context.set_offline(True)
    try:
        for target in (pages[-1], pages[1]):                         # full loads, no connection
            page.goto(demo_site["url"] + target)
            page.wait_for_selector(LIVE)
            demo = play_first_legal(page)
            assert demo.locator(".bga-demo-message").is_hidden(), demo.locator(".bga-demo-message").inner_text()
            assert int(demo.get_attribute("data-coups")) > 0
        # and the home page, without a demo
        page.goto(demo_site["url"])
        assert page.locator("article h1").first.inner_text().strip()
        assert not failed, failed
    finally:
        page.context.set_offline(False)


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


def test_a_refused_move_links_the_rule_section(fresh_page, demo_site):
    page, _ = fresh_page
    found = None
    for p in [p for p in demo_site["pages"] if p["sections"]]:
        page.goto(demo_site["url"] + f"demos/{p['slug']}/")
        page.wait_for_selector(LIVE)
        demo = page.locator(".bga-demo").first
        for _ in range(6):
            # moves not permitted now are disabled; « Pourquoi pas ? » makes them clickable
            why = demo.locator("[data-action=pourquoi]")
            if not why.count() or not demo.locator(".bga-demo-board [data-move][disabled]").count() \
                    or demo.get_attribute("data-fin") == "oui":
                break
            why.click()
            candidates = demo.locator(".bga-demo-board .bga-why")
            for i in range(min(candidates.count(), 4)):
                before = int(demo.get_attribute("data-reponses") or 0)
                candidates.nth(i).click()
                page.wait_for_function("([el, n]) => Number(el.getAttribute('data-reponses') || 0) > n",
                                       arg=[demo.element_handle(), before])
                link = demo.locator(".bga-demo-message a.bga-demo-rule")
                if link.count():
                    found = (p, link)
                    break
            if found:
                break
            why.click()
            play_first_legal(page)  # move on to another position
        if found:
            break
    assert found, "aucun refus n'a montré de lien vers sa règle"
    p, link = found
    message = page.locator(".bga-demo-message").first
    assert re.match(r"Coup refusé : \S", message.inner_text())
    href = link.get_attribute("href")
    assert href.startswith("#") and href[1:] in p["sections"]
    assert page.locator(f"[id='{href[1:]}']").count() == 1  # a heading of the page
    # following it shows the rule's heading: the hash is the section's, and the heading is in
    # the window (at its top, or lower when the page ends before)
    link.click()
    page.wait_for_function("(id) => location.hash === '#' + id", arg=href[1:])
    page.wait_for_function("(id) => { const top = document.getElementById(id).getBoundingClientRect().top;"
                           " return top >= 0 && top < innerHeight; }", arg=href[1:])
