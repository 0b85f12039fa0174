"""Issue 21 in Debian Chromium, on the project's own site: one
Content-Security-Policy on every page with no violation through search (its
web worker), instant navigation, the service worker, offline reading and the
examples; hostile share links answered in French within the link's budget;
a reply that never comes (or cannot be read) replaces the engine's worker.

Grouped in two page sequences: browser time is the scarcest budget."""

import re

from driver import act, navigate_instant, wait_live

LIVE = ".bga-demo[data-etat=live]"
# Every document of the context records the violations its policy reports.
CSP_WATCH = """window.bgaViolations = [];
document.addEventListener('securitypolicyviolation', (e) => window.bgaViolations.push(
    [e.violatedDirective, e.blockedURI, e.sample].join(' ')));"""


def violations(page) -> list:
    return page.evaluate("window.bgaViolations || ['pas de surveillance CSP sur cette page']")


def all_live(page):
    page.wait_for_function("() => [...document.querySelectorAll('.bga-demo')].every("
                           "d => ['live', 'erreur'].includes(d.getAttribute('data-etat')))")


def message(page, selector: str, words: str) -> str:
    """The demo's message once it holds `words` (read in the same instant: a change of
    location.hash may make the theme redraw the page, and the demo with it)."""
    return page.wait_for_function("""([s, w]) => {
        const text = (document.querySelector(s + ' .bga-demo-message') || {}).textContent || '';
        return text.includes(w) && text;
    }""", arg=[selector, words]).json_value()


def play_first_legal(page, demo):
    wait_live(page, demo)  # scrolled to, as a reader does
    legal = demo.locator(".bga-demo-board .bga-legal:not([disabled]):visible, .bga-demo-extra .bga-legal:visible")
    act(page, demo, lambda: legal.first.click())


def test_policy_and_hostile_links_through_search_navigation_and_offline(fresh_page, real_site):
    """The issue's links: `dames-internationales/#demo-4=g=3&s=malin,malin` (two bots
    played a whole game while every example of the page waited; the whole game is #demo-5 since the
    guided first game came before it), `g=1e999` (« None »),
    `quatrix/#demo-2=c=-1:x` (« Erreur interne du moteur (IndexError) »; the whole game is #demo-3
    since the guided first game came before it)."""
    page, _ = fresh_page
    page.add_init_script(CSP_WATCH)
    url = real_site["url"]
    page.goto(url + "jeux/dames-internationales/#demo-5=g=3&s=malin,malin")
    policy = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    scripts = re.search(r"script-src ([^;]*)", policy).group(1).split()
    assert scripts[:2] == ["'self'", "'wasm-unsafe-eval'"] and "'unsafe-inline'" not in scripts
    assert all(s.startswith("'sha256-") for s in scripts[2:])
    assert "object-src 'none'" in policy and "base-uri 'self'" in policy and "worker-src 'self'" in policy
    all_live(page)
    # beyond the link's budget the example opens as written, with a French note
    note = message(page, "#demo-5", "tel qu'il est écrit")
    assert note.startswith("Ce lien ne mène pas à une position valide")
    demo4 = page.locator("#demo-5")
    assert demo4.get_attribute("data-etat") == "live" and demo4.get_attribute("data-coups") == "0"
    play_first_legal(page, page.locator("#demo-1"))                 # the page answers
    # the link is read from the hashchange event: the theme's scroll tracking may have put a
    # heading's anchor in the address before the event is dispatched (a run failed that way)
    page.evaluate("""() => { location.hash = 'demo-5=g=1e999';
        history.replaceState(null, '', '#' + document.querySelector('h2[id]').id); }""")
    assert "« 1e999 »" in message(page, "#demo-5", "1e999")

    # instant navigation to another rule page, then a chance step where there is none
    navigate_instant(page, url + "jeux/quatrix/")
    all_live(page)
    page.evaluate("location.hash = 'demo-3=c=-1:x'")
    text = message(page, "#demo-3", "tirage")
    assert "aucun tirage au sort" in text and "interne" not in text.lower()

    # search: Material's worker and the site's French one, under the same policy
    box = page.locator("input.md-search__input")
    box.click()
    box.fill("éruptio")
    box.press_sequentially("n")
    # results written by the search workers prove they ran under the policy (whether Material's
    # overlay shows them at that moment is not this test's matter, and flickers under load)
    page.locator(".md-search-result__list a").first.wait_for(state="attached", timeout=30_000)
    page.keyboard.press("Escape")
    assert violations(page) == []

    # the service worker keeps the site; offline, a full load of another page plays
    page.wait_for_function("() => navigator.serviceWorker.ready.then(r => r.active && r.active.state === 'activated')")
    page.context.set_offline(True)
    try:
        page.goto(url + "jeux/taluva/")
        page.wait_for_selector(LIVE)
        play_first_legal(page, page.locator(LIVE).first)
        assert violations(page) == []
    finally:
        page.context.set_offline(False)


def test_a_reply_that_never_comes_replaces_the_worker(watched_page, real_site):
    """An interpreter that suffered a fatal error answers `undefined`, and a request
    may never be answered: the example said nothing and stayed busy for ever. Now a
    French message, a new worker, and the example back at its last position."""
    page, _ = watched_page
    page.add_init_script(CSP_WATCH)
    page.goto(real_site["url"] + "jeux/quatrix/")
    all_live(page)
    demo = page.locator("#demo-3")
    play_first_legal(page, demo)
    board = demo.locator(".bga-demo-board").inner_html()
    moves = demo.get_attribute("data-coups")

    # an answer that is no answer (what a dead interpreter sends)
    page.evaluate("""() => { const w = bgaDemoRuntime.worker, post = w.postMessage.bind(w);
        w.postMessage = (m) => m.type === 'call'
            ? w.onmessage({ data: { type: 'answer', id: m.id, answer: undefined } }) : post(m); }""")
    play_first_legal(page, demo)
    assert "s'est arrêté sur une erreur" in demo.locator(".bga-demo-message").inner_text()
    page.wait_for_function("() => bgaDemoRuntime.ready && bgaDemoRuntime.restarts === 1")
    page.wait_for_function("([d, n]) => d.getAttribute('data-coups') === n && !d.hasAttribute('aria-busy')",
                           arg=[demo.element_handle(), moves])
    assert demo.locator(".bga-demo-board").inner_html() == board

    # no answer at all: after the timeout, the same
    page.evaluate("() => { bgaDemoRuntime.callTimeoutMs = 500; bgaDemoRuntime.worker.postMessage = () => {}; }")
    play_first_legal(page, demo)
    assert "n'a pas répondu à temps" in demo.locator(".bga-demo-message").inner_text()
    page.evaluate("() => { bgaDemoRuntime.callTimeoutMs = 15000; }")  # the new worker's replies take their time
    page.wait_for_function("() => bgaDemoRuntime.ready && bgaDemoRuntime.restarts === 2")
    page.wait_for_function("([d, n]) => d.getAttribute('data-coups') === n && !d.hasAttribute('aria-busy')",
                           arg=[demo.element_handle(), moves])
    play_first_legal(page, demo)                                      # and it plays on
    assert int(demo.get_attribute("data-coups")) > int(moves), demo.locator(".bga-demo-message").inner_text()
    assert violations(page) == []
