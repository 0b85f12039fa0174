"""The one page driver of the browser tests: open a page of the site, wait for its
examples, click a piece, read the status, expect a refusal and its rule link.

A page test reads as what a reader does:

    page = driver.open("jeux/deus/")
    demo = driver.demo(0)
    driver.click(demo, "carte-2")
    assert "sites maritimes" in driver.refusal(demo, "poser-A1", "construire-un-batiment")

The driver's pages live in the run's shared contexts (conftest.py), so every
page after the first starts from the warm runtime; what a test checks is the
same as with a fresh browser (the first-visit paths have their own tests).
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

AXE = Path(__file__).resolve().parents[2] / "site_demos" / "node_modules" / "axe-core" / "axe.min.js"

NEAR = "el => el.getAttribute('data-proche') === 'oui'"
LIVE = "el => el.getAttribute('data-etat') === 'live'"
LEGAL = ".bga-demo-board .bga-legal:not([disabled]):visible, .bga-demo-extra .bga-legal:visible"
ORDER = """(selector) => [...document.querySelectorAll(selector)]
    .map(n => n.classList.contains('bga-demo') ? 'DEMO' : n.textContent.replace('¶', '').trim())"""


def bring_near(page, demo):
    """Scroll to the example as a reader does: one far below the fold is not laid out
    (content-visibility) until the reader first nears it, so its text and tab stops wait."""
    demo.scroll_into_view_if_needed()
    page.wait_for_function(NEAR, arg=demo.element_handle())


def wait_live(page, demo):
    """Until the example, brought near, answers."""
    bring_near(page, demo)
    page.wait_for_function(LIVE, arg=demo.element_handle())


def navigate_instant(page, href_end: str):
    """Follow an internal link the way a reader does (Material's instant navigation): the link
    whose address ends with `href_end` (an absolute address: that one), else the same address
    handed to Material's router."""
    page.evaluate("() => document.querySelectorAll('article').forEach(a => a.setAttribute('data-ancienne', '1'))")
    target = page.evaluate("""(end) => {
        const exact = /^https?:/.test(end);
        const a = [...document.querySelectorAll('a[href]')].find(a => exact ? a.href === end : a.href.endsWith(end));
        const url = a ? a.href : new URL(end, document.querySelector('base') ?
                                         document.querySelector('base').href : location.href).href;
        if (a) a.click(); else window.location$.next(new URL(url));
        return url;
    }""", href_end)
    path = urlsplit(target).path
    page.wait_for_url(lambda url: urlsplit(url).path == path)
    # the URL changes before the content is swapped: wait for the new article
    page.wait_for_selector("article:not([data-ancienne])", state="attached")


def answers(demo) -> int:
    return int(demo.get_attribute("data-reponses") or 0)


def act(page, demo, action):
    """Do something that asks the engine (a click, a key, a select), and wait for its answer."""
    before = answers(demo)
    action()
    page.wait_for_function("([el, n]) => Number(el.getAttribute('data-reponses') || 0) > n",
                           arg=[demo.element_handle(), before])


def settle(page, demo):
    """Skip the bots' animation, if any (« Passer l'animation »), so the reader's controls are live."""
    skip = demo.locator("[data-action=passer]")
    if demo.get_attribute("data-animation") == "oui" and skip.is_visible():
        skip.click()
    page.wait_for_function("el => !el.hasAttribute('data-animation')", arg=demo.element_handle())


def coups(demo) -> int:
    return int(demo.get_attribute("data-coups"))


# What the board's HTML says of the keyboard focus, not of the position: the roving tab stop of a
# grid (`tabindex`, back on a square after a redraw) and the theme's focus-visible marks.
FOCUS_MARKS = re.compile(r'\s+tabindex="-?\d+"| focus-visible(?=")| data-focus-visible-added=""')


def position(demo) -> tuple[str, int]:
    """The board's HTML (without its focus marks) and the number of moves played, read at once
    (one round trip)."""
    html, played = demo.evaluate("d => [d.querySelector('.bga-demo-board').innerHTML, d.getAttribute('data-coups')]")
    return FOCUS_MARKS.sub("", html), int(played)


def press(control):
    """Press a button the example's pieces already proved clickable, or one of the shell's own
    controls (« Pourquoi pas ? », « Annuler », « Recommencer »), by its click event: a pointer
    click costs Playwright's checks and three input round trips each time, and the site walk
    presses these about 400 times. The first click on a piece is a real pointer click."""
    control.dispatch_event("click")


# What sticks out of a demo on its right (a board that scrolls with its cue, a score table, screen-reader
# text and folded details excepted): on a phone, nothing may.
OVERFLOW = """d => {
    const box = d.getBoundingClientRect(), out = [];
    d.querySelectorAll('*').forEach(n => {
        if (n.closest('.bga-scroll, .bga-score, .bga-sr, details:not([open])')) return;
        const r = n.getBoundingClientRect();
        if (r.width && r.right > box.right + 1) out.push(n.className + ' ' + Math.round(r.right - box.right) + ' px');
    });
    return out.slice(0, 5);
}"""


def overflow(demo) -> list:
    return demo.evaluate(OVERFLOW)


# Text inside its piece (issue 32): on a card, a tile, a token, a die or a domino, no text runs past the
# piece's edge, inside its border if it hides its overflow (« ½ bouée » wider than its card, a level digit pushed out of its square), and no word is
# split across two lines (« Corrido r »). A figure's « ×n » is a badge drawn astride its edge: not text
# of the piece. Screen-reader text and folded details are left out. 1.5 px of tolerance (rounding).
PIECES = ".bga-card, .bga-tile, .bga-token, .bga-die, .bga-domino"
# The non-blank text nodes under a root, each with its range (shared by TEXT_FIT and PANEL_FIT).
TEXT_NODES = """
    const textNodes = root => {
        const found = [], walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let t; (t = walk.nextNode());) {
            if (!t.textContent.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(t);
            found.push([t, range]);
        }
        return found;
    };"""
TEXT_FIT = """(d, pieces) => {""" + TEXT_NODES + """
    const out = [];
    // the text boxes of every piece, read once for all the ✓ checks below
    let pieceTexts = null;
    const allPieceTexts = () => pieceTexts ??= [...d.querySelectorAll(pieces)].flatMap(q => textNodes(q)
        .filter(([t]) => !t.parentElement.closest('.bga-sr'))
        .map(([t, r]) => [t.textContent.trim().slice(0, 24), [...r.getClientRects()]]));
    d.querySelectorAll(pieces).forEach(p => {
        if (!p.getClientRects().length || p.closest('details:not([open])')) return;
        // a piece that hides its overflow cuts its text at the inside of its border (« Recherche » in its card)
        const bb = p.getBoundingClientRect(), cs0 = getComputedStyle(p), cuts = cs0.overflowX !== 'visible';
        const box = {left: bb.left + (cuts ? parseFloat(cs0.borderLeftWidth) : 0),
                     right: bb.right - (cuts ? parseFloat(cs0.borderRightWidth) : 0)};
        for (const [t, r] of textNodes(p)) {
            const at = t.parentElement;
            if (at.closest('.bga-sr, .bga-figure') || at.closest(pieces) !== p) continue;
            const rr = r.getBoundingClientRect();
            if (!rr.width) continue;
            const over = Math.max(box.left - rr.left, rr.right - box.right);
            const word = t.textContent.trim().slice(0, 24);
            if (over > 1.5) out.push(`« ${word} » dépasse de sa pièce de ${Math.round(over)} px`);
            for (const m of t.textContent.matchAll(/\\S+/g)) {
                const w = document.createRange();
                w.setStart(t, m.index);
                w.setEnd(t, m.index + m[0].length);
                const lines = new Set([...w.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.top)));
                if (lines.size > 1) out.push(`« ${m[0]} » coupé sur deux lignes`);
            }
        }
        // the marks of a piece (demo.css): a square or tile where one may play is ringed (framed, washed if empty), never
        // lettered (a « + » once lay on heights, crowns and words); the arrows of a domino's placement
        // preview excepted (an empty square)
        const mark = getComputedStyle(p, '::after').content;
        if (p.matches('.bga-legal') && !['none', 'normal', '""'].includes(mark) && !/^"[→↓←↑]"$/.test(mark))
            out.push(`marque ${mark} sur une pièce jouable`);
        // the ✓ of a selected piece (its ::before, placed by top/left): over no text of a piece (its own
        // rank, value or owner, a fanned neighbour's corner), within its piece's width and the demo's
        const tick = getComputedStyle(p, '::before');
        if (tick.content.includes('✓') && tick.position === 'absolute' && tick.display !== 'none') {
            const cs = getComputedStyle(p);
            const left = bb.left + parseFloat(cs.borderLeftWidth) + parseFloat(tick.left);
            const top = bb.top + parseFloat(cs.borderTopWidth) + parseFloat(tick.top);
            const g = {left, top, right: left + parseFloat(tick.width), bottom: top + parseFloat(tick.height)};
            const panel = d.getBoundingClientRect();
            if (g.left < panel.left - 1 || g.right > panel.right + 1) out.push("✓ hors de l'exemple");
            else if (g.left < bb.left - 1 || g.right > bb.right + 1) out.push('✓ hors de la largeur de sa pièce');
            for (const [word, rects] of allPieceTexts())
                for (const z of rects) {
                    const w = Math.min(z.right, g.right) - Math.max(z.left, g.left);
                    const h = Math.min(z.bottom - 0.15 * z.height, g.bottom) - Math.max(z.top + 0.15 * z.height, g.top);
                    if (w > 1 && h > 1) out.push(`✓ sur « ${word} »`);
                }
        }
    });
    return [...new Set(out)].slice(0, 5);
}"""


# Figures on a board's square that hides its overflow: none cut by the square (three ships on one square of
# Northwest Passage, two of them half out of it). Not yet in text_outside: Gnome Hollow's and Tiny Farms'
# squares (375 px) cut some of theirs today. 1.5 px of tolerance.
FIGURES_CUT = """d => {
    const out = [];
    d.querySelectorAll('.bga-board-grid > .bga-tile').forEach(p => {
        if (!p.getClientRects().length || getComputedStyle(p).overflowX === 'visible') return;
        const bb = p.getBoundingClientRect();
        p.querySelectorAll('.bga-figure').forEach(f => {
            const r = f.getBoundingClientRect();
            const over = Math.max(bb.left - r.left, r.right - bb.right, bb.top - r.top, r.bottom - bb.bottom);
            if (r.width && over > 1.5) out.push(`figure « ${f.dataset.shape} » hors de sa case de ${Math.round(over)} px`);
        });
    });
    return [...new Set(out)].slice(0, 5);
}"""


def figures_cut(demo) -> list:
    """Figures a board's square cuts (see FIGURES_CUT), in French; empty when none is."""
    return demo.evaluate(FIGURES_CUT)


# Text inside its panel: no text of a player's area, a zone or a card's place runs past the panel's left or
# right border (a score table wider than its kingdom, spilling into the next one; Haiclue's « ▼ votre mot »
# wider than its word's place). Text inside a box that clips or
# scrolls (a scrolling board, a phone's scrolling table) is that box's business; screen-reader text and
# folded details are left out; a nested panel answers for its own text. 1.5 px of tolerance.
PANELS = ".bga-player, .bga-zone, .bga-slot"
PANEL_FIT = """(d, panels) => {""" + TEXT_NODES + """
    const out = [];
    d.querySelectorAll(panels).forEach(p => {
        if (!p.getClientRects().length || p.closest('details:not([open])')) return;
        const box = p.getBoundingClientRect();
        for (const [t, r] of textNodes(p)) {
            const at = t.parentElement;
            if (at.closest('.bga-sr, details:not([open])') || at.closest(panels) !== p) continue;
            let clipped = false;
            for (let e = at; e && e !== p; e = e.parentElement)
                if (getComputedStyle(e).overflowX !== 'visible') { clipped = true; break; }
            if (clipped) continue;
            const rr = r.getBoundingClientRect();
            if (!rr.width) continue;
            const over = Math.max(box.left - rr.left, rr.right - box.right);
            if (over > 1.5) out.push(`« ${t.textContent.trim().slice(0, 24)} » dépasse de son cadre de ${Math.round(over)} px`);
        }
    });
    return [...new Set(out)].slice(0, 5);
}"""


def text_outside(demo) -> list:
    """Text that does not fit its piece (see TEXT_FIT) or its panel (PANEL_FIT), in French; empty when
    all fits."""
    return demo.evaluate(TEXT_FIT, PIECES) + demo.evaluate(PANEL_FIT, PANELS)


# A board or a score table that scrolls sideways on a phone (its last column out of sight): a map
# meant to be panned (a route or track map) excepted.
SIDEWAYS = """d => [...d.querySelectorAll('.bga-scroll, .bga-score')]
    .filter(b => b.getClientRects().length && !b.closest('details:not([open])')
                 && !b.querySelector('.bga-trackmap, .bga-routemap') && b.scrollWidth > b.clientWidth + 1)
    .map(b => `défile de côté de ${b.scrollWidth - b.clientWidth} px : ${(b.firstElementChild || b).className}`)"""


def sideways(demo) -> list:
    return demo.evaluate(SIDEWAYS)


# --- what every example owes a reader (issue 32) ---------------------------------------------------

def refused_at_once(page, demo) -> str | None:
    """A click on a piece the position does not allow (a disabled button: the reader's pointer, not a
    DOM click) gets the engine's reason at once, without « Pourquoi pas ? »: « Coup refusé : … »,
    nothing outlined, nothing played. Its text, or None when the board has no such piece."""
    piece = demo.locator(".bga-demo-board button[data-move][disabled]:visible")
    if not piece.count() or demo.get_attribute("data-fin") == "oui":
        return None
    board, message = demo.locator(".bga-demo-board"), demo.locator(".bga-demo-message")
    before_moves, before_html = coups(demo), _board_html(board)
    act(page, demo, lambda: piece.first.click(force=True))
    text = message.inner_text() if message.is_visible() else ""
    assert re.match(r"Coup refusé : \S", text), (piece.first.get_attribute("data-move"), text)
    assert demo.locator(".bga-demo-board .bga-why").count() == 0   # no board outlined in red
    assert coups(demo) == before_moves and _board_html(board) == before_html
    return text


# Room for the log's numbers inside its box (which scrolls, so clips what lies outside it): the
# space left of the first line against the width of « 999. » in the log's font. None when folded.
LOG_ROOM = """d => {
    const ol = d.querySelector('.bga-demo-log');
    if (!ol || !ol.getClientRects().length) return null;
    const li = ol.querySelector('li'), cs = getComputedStyle(ol);
    const room = li ? li.getBoundingClientRect().left - ol.getBoundingClientRect().left - ol.clientLeft
                    : parseFloat(cs.paddingLeft);
    const ctx = document.createElement('canvas').getContext('2d');
    ctx.font = cs.font;
    return {room: Math.round(room), need: Math.ceil(ctx.measureText('999. ').width)};
}"""


def log_markers_fit(demo) -> str | None:
    """What is wrong with the room for the log's numbers (« 0. », « .1. » from 10 up), or None."""
    fit = demo.evaluate(LOG_ROOM)
    if fit and fit["room"] < fit["need"]:
        return f"journal : {fit['room']} px pour les numéros, il en faut {fit['need']}"
    return None


# Brought into view as a link to it or a script does (scrollIntoView, block start): the example's
# title and status line below the sticky header and the « Retour en haut » button (laid out in place
# even while hidden: it shows as soon as the reader scrolls up).
HEADER_CLEAR = """d => {
    d.scrollIntoView({block: 'start'});
    const cover = Math.max(0, ...[...document.querySelectorAll('.md-header, .md-top')]
        .filter(e => getComputedStyle(e).display !== 'none').map(e => e.getBoundingClientRect().bottom));
    const head = d.querySelector('.bga-demo-head').getBoundingClientRect();
    return {cover: Math.round(cover), top: Math.round(head.top)};
}"""


def header_clear(demo) -> str | None:
    """What the header covers of an example brought into view, or None."""
    at = demo.evaluate(HEADER_CLEAR)
    if at["top"] < at["cover"]:
        return f"titre de l'exemple à {at['top']} px, sous l'en-tête du site (jusqu'à {at['cover']} px)"
    return None


# --- generic checks of any demo and page ------------------------------------------------------

def exercise_demo(page, demo, keyboard=False, restart=True) -> dict:
    """The generic per-demo checks: live, a legal move, an illegal one explained, undo, the
    move again, restart. With `restart=False` the demo is left one move in (for checks of a
    played position, such as axe) and `restart_demo(page, demo, done)` finishes the exercise."""
    wait_live(page, demo)
    message = demo.locator(".bga-demo-message")
    status = demo.locator(".bga-demo-status")
    assert status.inner_text().strip()
    assert not header_clear(demo), header_clear(demo)
    assert not log_markers_fit(demo), log_markers_fit(demo)
    assert demo.locator(".bga-demo-controls button[data-action=recommencer]").is_visible()
    done = {"legal": False, "illegal": False}
    if demo.locator(".bga-demo-tutorial").count():
        done["tutorial"] = skip_tutorial(page, demo)
    start_html, start_coups = position(demo)

    legal = demo.locator(LEGAL)
    if legal.count():
        target = legal.first
        if keyboard:
            act(page, demo, lambda: (target.focus(), page.keyboard.press("Enter")))
        else:
            act(page, demo, target.click)
        assert message.is_hidden(), message.inner_text()
        assert coups(demo) > start_coups
        done["legal"] = True

    # A click on a piece that cannot move says why at once; « Pourquoi pas ? » makes every such
    # piece clickable (outlined), so that the engine says why it refuses each.
    if refused_at_once(page, demo) is not None:
        done["at_once"] = True
    illegal = demo.locator(".bga-demo-board [data-move][disabled]:visible")
    if illegal.count() and demo.get_attribute("data-fin") != "oui":
        why = demo.locator("[data-action=pourquoi]")
        press(why)
        before = position(demo)
        act(page, demo, demo.locator(".bga-demo-board .bga-why:visible").first.click)
        assert message.is_visible()
        text = message.inner_text()
        assert re.match(r"Coup refusé : \S", text), text
        assert position(demo) == before
        press(why)
        done["illegal"] = True

    if done["legal"]:
        act(page, demo, lambda: press(demo.locator("[data-action=annuler]")))
        assert position(demo) == (start_html, start_coups)
        assert message.is_hidden()
        act(page, demo, lambda: press(target if target.is_visible() else legal.first))
        done["start"] = (start_html, start_coups)
        if restart:
            restart_demo(page, demo, done)
    return done


def skip_tutorial(page, demo) -> bool:
    """An example guided by a tutorial (« Apprendre en jouant »): a legal piece the step does not name
    gets the step's hint (not a refusal, nothing played); « Passer le tutoriel » then leaves a free game,
    which the generic checks exercise."""
    start = coups(demo)
    off_step = demo.locator(".bga-demo-board [data-move]:not([disabled]):not(.bga-tuto-ring)")
    hinted = False
    if off_step.count():
        act(page, demo, off_step.first.click)
        message = demo.locator(".bga-demo-message")
        hinted = message.is_visible() and not message.inner_text().startswith("Coup refusé")
        assert coups(demo) == start and hinted, message.inner_text()
    act(page, demo, demo.locator("[data-action=tuto-passer]").click)
    assert demo.locator(".bga-demo-tutorial").count() == 0
    return hinted


def restart_demo(page, demo, done: dict):
    """« Recommencer » after a move: the example is back at its start, nothing to undo."""
    if "start" not in done:
        return
    start = done.pop("start")
    act(page, demo, lambda: press(demo.locator("[data-action=recommencer]")))
    assert position(demo) == start
    assert demo.locator("[data-action=annuler]").is_disabled()



# Violations axe reports in Material's own markup, not ours (selector start, rule, reason). None
# left: the hook names the search dialog and the progress bar, demo.css darkens the footer's grey.
KNOWN_THEME: dict[tuple[str, str], str] = {}

# The axe rules whose verdict depends on the colours: all that changes between the light and the
# dark scheme (same markup, same visibility), so the second scheme is checked with these alone.
COLOUR_RULES = ("color-contrast", "link-in-text-block")


SERIOUS = ("serious", "critical")
EVERY_IMPACT = ("minor", "moderate", "serious", "critical")


def axe_violations(page, scope: str | None = None, rules: tuple[str, ...] = (), target_size: bool = False,
                   impacts: tuple[str, ...] = SERIOUS):
    """axe's findings of these `impacts` (serious and critical unless told; Lighthouse's score counts
    every impact), on the whole page or only inside `scope` (a selector); every rule, or only
    `rules`. `target_size` adds WCAG 2.2's 24 px touch targets, off in axe by default and run by
    Lighthouse."""
    if not page.evaluate("!!window.axe"):
        # not a <script> tag: the site's Content-Security-Policy blocks inline scripts
        page.evaluate(AXE.read_text(encoding="utf-8"))
    found = page.evaluate("""async ([scope, rules, targetSize, impacts]) => {
        const options = {resultTypes: ['violations'], rules: {'target-size': {enabled: targetSize}}};
        if (rules.length) options.runOnly = {type: 'rule', values: rules};
        const r = await axe.run(scope ? {include: [scope]} : document, options);
        return r.violations.filter(v => impacts.includes(v.impact))
          .flatMap(v => v.nodes.map(n => ({rule: v.id, impact: v.impact, target: n.target.join(' '),
                                            html: n.html.slice(0, 160), demo: !!document.querySelector(n.target[0]) &&
                                            !!document.querySelector(n.target[0]).closest('.bga-demo')})));
    }""", [scope, list(rules), target_size, list(impacts)])
    return [v for v in found if (v["rule"], v["target"].split(" ")[0]) not in KNOWN_THEME]


def set_scheme(page, scheme: str):
    """Switch the page to Material's light (« default ») or dark (« slate ») palette, as its
    toggle does, with the media query to match: one walk of the site serves both schemes."""
    page.emulate_media(color_scheme=scheme)
    page.evaluate("s => document.body.setAttribute('data-md-color-scheme', s)",
                  "slate" if scheme == "dark" else "default")


def _board_html(board) -> str:
    """The board's HTML without its focus marks (`FOCUS_MARKS`)."""
    return FOCUS_MARKS.sub("", board.inner_html())


def _outside(url: str) -> bool:
    return not url.startswith(("data:", "blob:")) and urlsplit(url).hostname != "127.0.0.1"


class Watch:
    def __init__(self):
        self.errors, self.outside, self.requests, self.offline_requests = [], [], [], []

    def record(self, request):
        url = request.url
        # the offline cache's downloads (service worker) apart from the page's own requests
        (self.offline_requests if request.service_worker else self.requests).append(url)
        if _outside(url):
            self.outside.append(url)

    def check(self):
        assert not self.outside, f"requêtes hors de 127.0.0.1 : {self.outside}"
        assert not self.errors, f"erreurs dans la console : {self.errors}"


class Driver:
    """One test's pages: `open` (desktop, live), `phone` (375 px, live), `static`
    (no JavaScript: the pre-rendered boards). Each is watched: a console error or
    a request off 127.0.0.1 fails the test when it ends."""

    def __init__(self, readers, site_url: str):
        self.readers, self.url = readers, site_url
        self.watch = Watch()
        self.pages: dict = {}
        self.page = None

    def _page(self, kind: str):
        if kind not in self.pages:
            self.pages[kind] = self.readers(kind).shared_page(self.watch)
        return self.pages[kind]

    def open(self, path: str, kind: str = "desktop"):
        """Open a page of the site, as a reader following a link to it: by Material's instant
        navigation when the reader's tab is already on the site (the engine stays loaded, as
        for a reader), else by a full load. The same page again goes through the home page,
        so every test starts from the page as the site serves it."""
        reader = self.readers(kind)
        self.page = page = self._page(kind)
        page.set_viewport_size(reader.viewport)
        here = urlsplit(page.url)._replace(fragment="", query="").geturl()   # « ?h=… » left by a search result
        if kind != "static" and path and here.startswith(self.url) and page.evaluate("!!window.location$"):
            if here == self.url + path:
                navigate_instant(page, self.url)
            navigate_instant(page, self.url + path)
        else:
            page.goto(self.url + path)
        return page

    def phone(self, path: str):
        """The page on a phone (375 × 740, touch)."""
        return self.open(path, "phone")

    def static(self, path: str):
        """The page with JavaScript off: what the build wrote, before any engine."""
        return self.open(path, "static")

    def close(self):
        for kind, page in self.pages.items():
            self.readers(kind).settle(page)
        self.watch.check()

    # --- the examples ------------------------------------------------------------------

    def demos(self):
        return self.page.locator(".bga-demo")

    def demo(self, k: int = 0, live: bool = True):
        """The k-th example of the page, once its engine answers (`live`)."""
        demo = self.demos().nth(k)
        if live:
            wait_live(self.page, demo)
        return demo

    def act(self, demo, action):
        act(self.page, demo, action)

    def click(self, demo, move: str):
        """Click the piece or button that plays `move`, and wait for the engine's answer. The
        visible one: an opponent's folded board may carry the same move, disabled (the table
        layout draws the opponents first)."""
        act(self.page, demo, demo.locator(f"[data-move='{move}']:visible").first.click)

    def play_first_legal(self, demo):
        act(self.page, demo, demo.locator(LEGAL).first.click)

    def legal(self, demo):
        return demo.locator(LEGAL)

    def moves(self, demo) -> int:
        """How many moves the example has played (its `data-coups`)."""
        return coups(demo)

    def status(self, demo) -> str:
        return demo.locator(".bga-demo-status").inner_text().strip()

    def board_text(self, demo) -> str:
        return demo.locator(".bga-demo-board").inner_text()

    def message(self, demo) -> str | None:
        """The example's message line, or None when it is hidden."""
        line = demo.locator(".bga-demo-message")
        return line.inner_text() if line.is_visible() else None

    def refusal(self, demo, move: str | None = None, section: str | None = None,
                selector: str | None = None, parts: tuple = (), same_board: bool = True) -> str:
        """Ask « Pourquoi pas ? » about `move` (or the control `selector`): the engine's French
        reason, « Coup refusé : … », linked to `section` of the page when given; nothing played,
        the board unchanged. `parts` are pieces to select first (`data-part` values: a card, a
        colour) for a move built from a selection, since turning « Pourquoi pas ? » on redraws
        the board and drops a selection. `same_board=False` where the view itself draws the refused
        attempt (Battle of LITS' checker): then only the move count must not change. Returns the
        message's text."""
        board = demo.locator(".bga-demo-board")
        before_moves, before_html = coups(demo), _board_html(board)
        why = demo.locator("[data-action=pourquoi]")
        why.click()
        for part in parts:
            demo.locator(f"[data-part='{part}']").first.click()
        control = demo.locator(selector or f"[data-move='{move}']:visible").first
        act(self.page, demo, control.click)
        text = self.message(demo)
        assert text and re.match(r"Coup refusé : \S", text), text
        if section is not None:
            assert demo.locator(f".bga-demo-message a[href='#{section}']").count() == 1, text
        why.click()
        assert coups(demo) == before_moves
        if same_board:
            assert _board_html(board) == before_html
        return text

    # --- the page around them ----------------------------------------------------------

    def order(self, selector: str = "article h2, article .bga-demo") -> list[str]:
        """Headings (their text) and examples ('DEMO') in page order."""
        return self.page.evaluate(ORDER, selector)

    def sections(self, selector: str = "article h2, article .bga-demo") -> list[str]:
        """For each example, the nearest heading above it (the « Essayer… » ones skipped)."""
        order = self.order(selector)
        return [next(t for t in reversed(order[:k]) if t != "DEMO" and not t.startswith("Essayer"))
                for k, item in enumerate(order) if item == "DEMO"]

    def assert_beside(self, title: str, selector: str = "article h2, article .bga-demo", count: int = 1):
        """The `count` examples right after the heading starting with `title`."""
        order = self.order(selector)
        at = next((k for k, t in enumerate(order) if t.startswith(title)), None)
        assert at is not None, (title, order)
        assert order[at + 1:at + 1 + count] == ["DEMO"] * count, (title, order[at:at + count + 2])
        return order, at

    def exercise(self, demo) -> dict:
        """The generic checks every demo passes (`exercise_demo`): live, a legal move
        played, undone and replayed, a refused one explained, a restart. Which steps happened."""
        return exercise_demo(self.page, demo)

    def overflow(self, demo) -> list:
        """What sticks out of an example on its right."""
        return overflow(demo)


def first_page_with_move(demo_site) -> str:
    """A full game (bots answer), so a move changes the board, whose first position has a move played
    by one click (some open on a choice made of several pieces, such as Les Aventuriers' tickets)."""
    from engine.web import open_demo, snapshot
    for p in demo_site["pages"]:
        if p["mode"] == "partie":
            html = snapshot(open_demo({"jeu": p["jeu"], "mode": "partie", "graine": 5}))["html"]
            if re.search(r'class="[^"]*\bbga-legal\b', html):
                return f"demos/{p['slug']}/"
    return f"demos/{demo_site['pages'][0]['slug']}/"
