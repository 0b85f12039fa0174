"""Issue 9: demos every reader can play (keyboard, screen reader, phone), in one visual language.

Generic where it can be (every demo of the fixture site); the keyboard games
drive Flip 7 and Regicide, the two games the issue names. axe-core (the npm
package pinned in site_demos/package.json) checks every page of the site in
both schemes in `test_browser.test_every_demo_of_the_site`, and every demo on
a phone below. Screenshots of every demo at
1280 and 375 px, light and dark, are taken by `scripts/review.sh` (not part of
the test command: they check nothing, a person looks at them) into
tests/browser/screenshots/ (ignored by git).

Issue 33 (keyboard and screen reader, every game): several turns of every whole game by keyboard
only, one announcement per action, the focus on the piece acted on, Escape. Issue 32's checks of
every example (a first click on a piece that cannot move answers, the log's numbers fit, the header
clears an example brought into view) run in the driver's `exercise_demo`.
"""

import json
from pathlib import Path

import pytest

from driver import (COLOUR_RULES, EVERY_IMPACT, LEGAL, OVERFLOW, act, axe_violations, coups, navigate_instant, press,
                    set_scheme, settle, sideways, text_outside, wait_live)
from test_browser import modes_on_the_site

SHOTS = Path(__file__).resolve().parent / "screenshots"


def page_of(demo_site, jeu, mode="partie"):
    return next(p for p in demo_site["pages"] if p["jeu"] == jeu and p["mode"] == mode)


def open_demo(page, demo_site, jeu, mode="partie"):
    p = page_of(demo_site, jeu, mode)
    page.goto(demo_site["url"] + f"demos/{p['slug']}/")
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    return demo


# --- 1a: an in-page link redraws the page; the demos stay open ----------------------------

@pytest.mark.parametrize("how", ["skip-link", "hash"])
def test_in_page_link_keeps_the_demo_open(watched_page, demo_site, how):
    page, w = watched_page
    demo = open_demo(page, demo_site, "flip7")
    act(page, demo, page.locator(LEGAL).first.click)
    played = coups(demo)
    pages = page.evaluate("bgaDemoRuntime.pages")
    if how == "skip-link":
        page.evaluate("document.querySelector('a.md-skip').click()")
    else:
        page.evaluate("location.hash = '#ailleurs'")
    # the theme redraws the page (a new `document$` emission): what this test is about
    page.wait_for_function("n => bgaDemoRuntime.pages > n", arg=pages)
    demo = page.locator(".bga-demo").first
    wait_live(page, demo)
    page.wait_for_timeout(300)  # let a wrong « fermer » arrive, if the shell still sent one
    message = demo.locator(".bga-demo-message")
    act(page, demo, demo.locator(LEGAL).first.click)
    assert message.is_hidden(), message.inner_text()
    assert coups(demo) > played  # the reader's position was kept, then a move played


# --- 1b: focus stays on the control after a move ---------------------------------------------

def test_focus_stays_on_the_control_after_a_move(watched_page, demo_site):
    page, w = watched_page
    demo = open_demo(page, demo_site, "saintpoker", "evaluateur")
    target = demo.locator("[data-move='carte-5p']")
    target.focus()
    act(page, demo, lambda: page.keyboard.press("Enter"))
    assert page.evaluate("document.activeElement.getAttribute('data-move')") == "carte-5p"
    # a control that vanished: focus goes to its nearest successor, never to <body>
    demo = open_demo(page, demo_site, "flip7")
    demo.locator(LEGAL).first.focus()
    act(page, demo, lambda: page.keyboard.press("Enter"))
    assert page.evaluate("document.activeElement.closest('.bga-demo') !== null")


# --- 1c: grids give one tab stop; arrows move between playable squares ---------------------

def test_grid_only_playable_squares_in_tab_order(watched_page, demo_site):
    page, w = watched_page
    demo = open_demo(page, demo_site, "kingdomino", "royaume")
    # take a domino so that the kingdom grid offers places
    pick = demo.locator("[data-move='piocher']:not([disabled])")
    if pick.count():
        act(page, demo, pick.click)
    grid = demo.locator(".bga-board-grid").first
    tabbable = grid.locator("[data-move][tabindex='0']:not([disabled]), [data-move]:not([tabindex]):not([disabled])")
    assert tabbable.count() <= 1
    cells = grid.locator("[data-move]")
    legal = grid.locator("[data-move].bga-legal")
    assert legal.count() >= 1 and cells.count() > legal.count()
    # non-playable squares are disabled (not merely grey)
    assert grid.locator("[data-move]:not(.bga-legal):not([disabled])").count() == 0
    first = grid.locator("[data-move][tabindex='0']").first
    first.focus()
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("document.activeElement.classList.contains('bga-legal')")
    assert focused


# Row and column of the focused square in its board grid (coordinates excluded).
GRID_SPOT = """() => { const e = document.activeElement, g = e.closest('.bga-board-grid');
    const cells = [...g.children].filter(n => !n.classList.contains('bga-coord'));
    const cols = Number(g.getAttribute('data-cols')), i = cells.indexOf(e);
    return {row: Math.floor(i / cols), col: i % cols, move: e.getAttribute('data-move')}; }"""


def test_arrows_follow_the_draughts_diagonals(watched_page, demo_site):
    """Issue 33: on a draughts board the square straight above or below is light, never played.
    Once a pawn is chosen the focus is on its first target (row above); Right stays in that row
    (its other target), Down reaches a pawn of the next row, diagonally, not one two rows down."""
    page, w = watched_page
    demo = open_demo(page, demo_site, "dames")
    pawn = demo.locator(".bga-board-grid [data-move='choisir-32']")
    act(page, demo, lambda: (pawn.focus(), page.keyboard.press("Enter")))
    target = page.evaluate(GRID_SPOT)
    assert target["move"] in ("32-27", "32-28"), target
    page.keyboard.press("ArrowRight")
    right = page.evaluate(GRID_SPOT)
    assert right["row"] == target["row"] and right["move"] == "32-28", (target, right)
    page.keyboard.press("ArrowDown")
    down = page.evaluate(GRID_SPOT)
    assert down["row"] == right["row"] + 1 and abs(down["col"] - right["col"]) == 1, (right, down)


def test_arrows_follow_the_hex_directions(watched_page, demo_site):
    """Issue 33, the same geometry on a hex board (rows A, B… with odd rows shifted right): Left
    and Right are the row's neighbours; Up reaches one of the two upper neighbours and Up again the
    hex straight above (the two diagonals alternate); Home and End stay in the row; one tab stop."""
    page, w = watched_page
    demo = open_demo(page, demo_site, "takenoko", "objectifs")
    demo.locator("[data-action=pourquoi]").click()      # every hex a control: all neighbours are there
    board = demo.locator(".bga-hex-board")
    board.locator("[data-move='case-C4']").focus()

    def spot(key):
        page.keyboard.press(key)
        return page.evaluate("document.activeElement.getAttribute('data-move')").removeprefix("case-")

    assert [spot("ArrowRight"), spot("ArrowLeft")] == ["C5", "C4"]
    assert spot("ArrowUp") in ("B3", "B4") and spot("ArrowUp") == "A4"      # C4's upper neighbours, then above
    assert [spot("ArrowDown"), spot("ArrowDown")] == ["B3", "C4"]
    assert spot("ArrowDown") in ("D3", "D4") and [spot("Home"), spot("End")] == ["D1", "D5"]
    # the hex reached says where it is in a player's words (Takenoko names places from the pond, no code)
    assert page.evaluate("document.activeElement.querySelector('.bga-sr').textContent").startswith(
        ("Place libre ", "Parcelle ")) and "D5" not in page.evaluate("document.activeElement.textContent")
    assert board.locator("[tabindex='0']").count() == 1


# --- 3: select then confirm ------------------------------------------------------------------

def test_select_then_confirm_regicide(watched_page, demo_site):
    page, w = watched_page
    demo = open_demo(page, demo_site, "regicide")
    group = demo.locator(".bga-compose").first
    action = group.locator("[data-template]").first
    assert action.is_disabled()
    part = group.locator("[data-part]:not([disabled])").first
    part.click()
    assert part.get_attribute("aria-pressed") == "true"
    assert action.is_enabled() and action.get_attribute("data-move")
    part.click()
    assert part.get_attribute("aria-pressed") == "false" and action.is_disabled()
    part.click()
    before = coups(demo)
    act(page, demo, action.click)
    assert coups(demo) > before


def test_why_not_lets_the_engine_explain(watched_page, demo_site):
    page, w = watched_page
    demo = open_demo(page, demo_site, "kingdomino", "royaume")
    pick = demo.locator("[data-move='piocher']:not([disabled])")
    if pick.count():
        act(page, demo, pick.click)
    assert demo.locator(".bga-demo-board [data-move][disabled]").count()
    demo.locator("[data-action=pourquoi]").click()
    assert demo.locator("[data-action=pourquoi]").get_attribute("aria-pressed") == "true"
    refused = demo.locator(".bga-demo-board .bga-why").first
    act(page, demo, refused.click)
    assert demo.locator(".bga-demo-message").inner_text().startswith("Coup refusé : ")


# --- 4: others' turns one by one, with « passer » ------------------------------------------------



def _play_until_bots_move(page, demo):
    """Reader's moves in Flip 7 until an answer carries others' turns (etapes)."""
    for _ in range(8):
        before = int(demo.get_attribute("data-reponses") or 0)
        demo.locator(LEGAL).first.click()
        page.wait_for_function("([el, n]) => Number(el.getAttribute('data-reponses') || 0) > n",
                               arg=[demo.element_handle(), before])
        if page.evaluate("() => window.stepTimes.length > 0") or demo.get_attribute("data-fin") == "oui":
            return


def _watch_board(page, demo):
    page.evaluate("""el => { window.stepTimes = []; window.boardChanges = 0;
        new MutationObserver(() => { window.boardChanges += 1;
            if (el.getAttribute('data-animation') === 'oui') window.stepTimes.push(performance.now()); })
          .observe(el.querySelector('.bga-demo-board'), {childList: true}); }""", demo.element_handle())


def test_other_players_moves_are_shown_one_by_one(browser, demo_site):
    context = browser.new_context(reduced_motion="no-preference")
    page = context.new_page()
    page.set_default_timeout(120_000)
    demo = open_demo(page, demo_site, "flip7")
    _watch_board(page, demo)
    _play_until_bots_move(page, demo)
    assert demo.get_attribute("data-animation") == "oui", "aucun coup automatique montré pas à pas"
    skip = demo.locator("[data-action=passer]")
    assert skip.is_visible()
    # one board per shown move: at least two redraws while the animation runs (all at once would
    # be one); how long each stays (shell/steps.js) is not asserted: no wall-clock in tests
    page.wait_for_function("() => window.stepTimes.length >= 2")
    if demo.get_attribute("data-animation") == "oui":  # the steps may all be shown already
        skip.click()
    assert demo.get_attribute("data-animation") is None and skip.is_hidden()
    assert demo.locator(LEGAL).count() or demo.get_attribute("data-fin") == "oui"
    context.close()


def test_reduced_motion_shows_the_position_at_once(browser, demo_site):
    """« none under prefers-reduced-motion »: the bots' turns are not animated, the
    reader's next position (or the end) comes with the answer."""
    context = browser.new_context(reduced_motion="reduce")
    page = context.new_page()
    page.set_default_timeout(120_000)
    demo = open_demo(page, demo_site, "flip7")
    _watch_board(page, demo)
    for _ in range(8):
        before = int(demo.get_attribute("data-reponses") or 0)
        demo.locator(LEGAL).first.click()
        page.wait_for_function("([el, n]) => Number(el.getAttribute('data-reponses') || 0) > n",
                               arg=[demo.element_handle(), before])
        assert demo.get_attribute("data-animation") is None
        assert demo.locator("[data-action=passer]").is_hidden()
        assert demo.locator(LEGAL).count() or demo.get_attribute("data-fin") == "oui"
        if demo.get_attribute("data-fin") == "oui":
            break
    assert page.evaluate("() => window.stepTimes.length") == 0
    context.close()


# --- 6: announcements --------------------------------------------------------------------------

def test_status_is_announced_after_each_move(watched_page, demo_site):
    page, w = watched_page
    demo = open_demo(page, demo_site, "saintpoker", "evaluateur")
    region = demo.locator(".bga-demo-announce")
    assert region.get_attribute("aria-live") == "polite"
    # the example's one live region: the status line and the log are not live (no double reading)
    assert demo.locator("[aria-live], [role=status], [role=log]").count() == 1
    for move in ("carte-3p", "carte-4p"):
        act(page, demo, demo.locator(f"[data-move='{move}']").click)
        page.wait_for_function("el => el.textContent.trim() !== ''", arg=region.element_handle())
        said, status = region.inner_text().strip(), demo.locator(".bga-demo-status").inner_text().strip()
        # what the action did (the line it added to the log), then whose turn it is
        last = demo.locator(".bga-demo-log li").last.inner_text().strip()
        assert said.startswith(last) and said.endswith(status), (said, last, status)


def test_failed_load_is_announced_in_plain_words(browser, demo_site):
    context = browser.new_context()
    context.route("**/bga_regles_engine-*.whl", lambda route: route.fulfill(status=200, body=b"PK\x05\x06" + b"\0" * 18))
    page = context.new_page()
    page.goto(demo_site["url"] + f"demos/{demo_site['pages'][0]['slug']}/")
    demo = page.locator(".bga-demo").first
    page.wait_for_function("el => el.getAttribute('data-etat') === 'erreur'", arg=demo.element_handle(),
                           timeout=120_000)
    line = demo.locator(".bga-demo-progress")
    assert line.get_attribute("role") == "alert"
    said = line.inner_text()
    assert "sha256" not in said and "empreinte" not in said and "Rechargez la page" in said
    context.close()


# --- 8: keyboard games, phones --------------------------------------------------

def _tab_to(page, predicate: str, limit: int = 400) -> bool:
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(f"(() => {{ const e = document.activeElement; return !!e && ({predicate}); }})()"):
            return True
    return False


def _start_keyboard(page, demo):
    demo.locator(".bga-demo-title").evaluate("e => { e.tabIndex = -1; e.focus(); }")


PLAYABLE = ("e.closest('.bga-demo-board') && !e.disabled && (e.classList.contains('bga-legal') "
            "|| e.hasAttribute('data-part'))")


def test_keyboard_only_game_of_flip7(watched_page, demo_site):
    page, w = watched_page
    demo = open_demo(page, demo_site, "flip7")
    for _ in range(300):
        if demo.get_attribute("data-fin") == "oui":
            break
        if not page.evaluate("(() => { const e = document.activeElement; return !!e && e.classList.contains('bga-legal') && !e.disabled; })()"):
            _start_keyboard(page, demo)
            assert _tab_to(page, "e.closest('.bga-demo-board') && e.classList.contains('bga-legal') && !e.disabled")
        act(page, demo, lambda: page.keyboard.press("Enter"))
        assert demo.locator(".bga-demo-message").is_hidden(), demo.locator(".bga-demo-message").inner_text()
    assert demo.get_attribute("data-fin") == "oui"
    assert demo.locator(".bga-banner").count() == 1


def test_keyboard_only_game_of_regicide(watched_page, demo_site):
    page, w = watched_page
    demo = open_demo(page, demo_site, "regicide")
    for _ in range(200):
        if demo.get_attribute("data-fin") == "oui":
            break
        _start_keyboard(page, demo)
        group = demo.locator(".bga-compose")
        if group.count() and group.locator("[data-part]:not([disabled])").count():
            # select cards with Space until the group's action can be played
            for _ in range(8):
                if group.locator("[data-template].bga-legal").count():
                    break
                assert _tab_to(page, "e.hasAttribute('data-part') && !e.disabled && e.getAttribute('aria-pressed') === 'false'")
                page.keyboard.press("Space")
                assert page.evaluate("document.activeElement.getAttribute('aria-pressed')") == "true"
            assert _tab_to(page, "e.hasAttribute('data-template') && !e.disabled")
        else:
            assert _tab_to(page, "e.closest('.bga-demo-board, .bga-demo-extra') && e.classList.contains('bga-legal') && !e.disabled")
        act(page, demo, lambda: page.keyboard.press("Enter"))
        assert demo.locator(".bga-demo-message").is_hidden(), demo.locator(".bga-demo-message").inner_text()
    assert demo.get_attribute("data-fin") == "oui"


def test_every_mode_is_on_a_page_so_the_phone_walk_covers_it():
    """The site's phone walk below checks every demo of the project's pages; a mode that no page
    shows would escape it (the fixture site at phone width used to take those, and found none)."""
    from engine.games import all_games

    missing = {(g.id, g.mode) for g in all_games()} - modes_on_the_site()
    assert not missing, f"modes montrés par aucune page : {sorted(missing)}"


def _phone_overflow(demo) -> list:
    """What sticks out of a demo, the demo's own width included."""
    wide = demo.evaluate("d => d.scrollWidth > d.clientWidth + 1 ? [`demo ${d.scrollWidth} > ${d.clientWidth}`] : []")
    # a box that scrolls sideways must not cut its board at the bottom (rows taller than the grid's)
    cut = demo.evaluate("""d => [...d.querySelectorAll('.bga-scroll')]
        .filter(b => b.scrollHeight > b.clientHeight + 1)
        .map(b => `bas coupé de ${b.scrollHeight - b.clientHeight} px : ${b.firstElementChild && b.firstElementChild.className}`)""")
    return wide + cut + demo.evaluate(OVERFLOW) + sideways(demo) + text_outside(demo)


# --- added by i23-home-phone: « a demo is a game, not a form », and the first example's height ---

# What a demo must not show where the game has pieces (issue 23): a ☐/☑ check box drawn before a
# move (demo.css draws one on a pressed-or-not button that is not a piece), or a button whose whole
# visible label is a code: 1–3 letters and a number (« l1c2 », « J2 », « h3 ») or 2–3 capitals
# (« AB »), where a piece of the game or words belong (words such as « Eau », « lac » pass). Pieces (cards, tiles, tokens, dice, squares) may show
# their own short values (« V », « 7 »): they are left out. One evaluation per demo: milliseconds.
NO_FORM = r"""d => {
    const out = [];
    const piece = '.bga-card, .bga-tile, .bga-token, .bga-die, .bga-piece, .bga-cell, .bga-square, [data-colour]';
    d.querySelectorAll('.bga-demo-board button, .bga-demo-extra button').forEach(b => {
        if (!b.offsetParent || b.closest('details:not([open])')) return;
        const before = getComputedStyle(b, '::before').content || '';
        if (/[☐☑]/.test(before)) out.push('case à cocher : ' + b.textContent.trim().slice(0, 40));
        else if (!b.matches(piece) && !b.closest(piece)
                 && /^(?:[A-Za-z]{1,3}[0-9]{1,2}(?:[a-z][0-9]{1,2})?|[A-Z]{2,3})$/.test(b.innerText.trim()))
            out.push('code : ' + b.innerText.trim());
    });
    return [...new Set(out)].slice(0, 5);
}"""

PHONE_SCREEN = 812  # the measure: an example should fit in about 1.5 screens of 375 × 812


def _home_gallery_on_a_phone(page) -> dict:
    """The home page's gallery at 375 px (issue 23): no sideways scrolling, every card's picture
    inert, the CSS-only filter keeps only the cards it names (axe: with the pages without an
    example, at the end of the walk). Seconds."""
    bad = {}
    wide = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    if wide > 1:
        bad["accueil (375 px)"] = [f"la page déborde de {wide} px"]
    cards = page.locator(".bga-fiche")
    live = page.evaluate("""() => [...document.querySelectorAll('.bga-vignette')]
        .filter(v => !v.inert || v.getAttribute('aria-hidden') !== 'true').length""")
    if cards.count() < 30 or page.locator(".bga-vignette-plateau").count() < 30 or live:
        bad["accueil : galerie"] = [f"{cards.count()} fiches, {live} images non inertes"]
    page.click("label[for=bga-filtre-seul]")
    shown = page.locator(".bga-fiche:visible")
    if not shown.count() or shown.count() != page.locator(".bga-fiche:has(.bga-seul)").count():
        bad["accueil : filtre « Jouable seul »"] = [f"{shown.count()} fiches visibles"]
    page.click("label[for=bga-filtre-tous]")
    return bad


# A whole game a few moves on before the checks and axe look at it: a board may redraw its targets
# once the game is under way (issue 32: Kingdomino's 7x7, 20 px squares once a domino was to be
# laid, which `SMALL_TARGETS` sees and axe did not).
WHOLE_GAME_MOVES = 3


def _whole_game_moves_on(page, demo):
    if json.loads(demo.get_attribute("data-demo")).get("mode") != "partie":
        return
    for _ in range(WHOLE_GAME_MOVES):
        legal = demo.locator(LEGAL)
        if not legal.count():
            return
        ring = demo.locator(".bga-demo-board .bga-tuto-ring:not([disabled])")   # a guided game's next step
        target = ring.first if ring.count() else legal.first
        act(page, demo, lambda: press(target))
        settle(page, demo)   # the others' turns shown one by one (shell/steps.js), skipped


# Every piece or square the reader may play now is at least 24 x 24 px (WCAG 2.2's 2.5.8). axe's
# target-size lets smaller targets pass on their spacing: it passed the 7x7's 20 px squares.
SMALL_TARGETS = """d => [...d.querySelectorAll('.bga-demo-board .bga-legal:not([disabled])')]
    .map(n => [n, n.getBoundingClientRect()]).filter(([, r]) => r.width && (r.width < 23.5 || r.height < 23.5))
    .map(([n, r]) => `${n.getAttribute('data-move') || n.className} : ${Math.round(r.width)} x ${Math.round(r.height)} px`)"""


def _phone_checks(page, demos, where: str) -> dict:
    """What is wrong with these demos of the page at 375 px, and with the page at 360 px."""
    bad = {}
    for k, demo in enumerate(demos):
        if over := _phone_overflow(demo):
            bad[f"{where} #{k + 1}"] = over
        if small := demo.evaluate(SMALL_TARGETS):
            bad[f"{where} #{k + 1} (cibles de moins de 24 px)"] = small[:6]
    page_over = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    if page_over > 1:
        bad[f"{where} (page, 375 px)"] = [f"la page déborde de {page_over} px"]
    page.set_viewport_size({"width": 360, "height": 740})
    page_over = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    if page_over > 1:
        bad[f"{where} (page, 360 px)"] = [f"la page déborde de {page_over} px"]
    page.set_viewport_size({"width": 375, "height": 740})
    return bad


@pytest.mark.navigateur("tiers")
def test_the_site_menu_on_a_phone_from_the_keyboard(driver):
    """On a narrow screen the site's navigation is Material's drawer. Closed, none of its links is a
    tab stop (they were, off the screen); its menu button is one, a <button> in the theme's label's
    place (a label may not be given a button's role: axe's aria-allowed-role): Enter opens the drawer
    and puts the focus on its first link, on the screen; Escape closes it and gives the focus back
    (shell/menu.js). A click with the pointer opens it too."""
    page = driver.phone("jeux/flip-7/")
    button = page.locator(".md-header button[data-bga-menu]")
    assert button.is_visible() and button.get_attribute("aria-expanded") == "false"
    assert not page.locator('.md-header label[for="__drawer"]').is_visible()
    stops = []
    page.locator("a.md-skip").focus()   # from the top of the page (the shared page may hold the focus anywhere)
    for _ in range(8):   # the header's stops, then the page's: never a link of the closed drawer
        page.keyboard.press("Tab")
        stops.append(page.evaluate("() => [!!document.activeElement.closest('.md-sidebar--primary'), "
                                   "document.activeElement.matches('[data-bga-menu]')]"))
    assert not any(in_drawer for in_drawer, _ in stops) and any(menu for _, menu in stops), stops
    button.focus()
    page.keyboard.press("Enter")
    page.locator(".md-sidebar--primary a:focus").wait_for()
    assert button.get_attribute("aria-expanded") == "true"
    box = page.evaluate("() => document.activeElement.getBoundingClientRect().toJSON()")
    assert box["x"] >= 0 and box["width"] > 0, box          # the focused link is on the screen
    page.keyboard.press("Escape")
    assert button.get_attribute("aria-expanded") == "false"
    assert page.evaluate("() => document.activeElement.matches('[data-bga-menu]')")
    button.click()
    assert button.get_attribute("aria-expanded") == "true" and page.locator(".md-sidebar--primary a").first.is_visible()
    page.keyboard.press("Escape")   # the focus is on the button, not in the drawer: Escape leaves it open
    page.locator("label.md-overlay").click(position={"x": 370, "y": 400})
    assert button.get_attribute("aria-expanded") == "false"


@pytest.mark.navigateur("tiers")
def test_every_demo_of_the_site_on_a_phone(driver, real_site):
    """Every demo of every page, with the options its page gives, at 375 px: nothing sticks out,
    no scrolling board is cut at the bottom, no board scrolls sideways (a map to pan excepted), no
    text runs out of its card or tile nor is a word split (issue 32: `text_outside`), the page does
    not scroll sideways at 375 nor 360 px, and axe (WCAG 2.2's target size included) finds nothing
    serious on the whole page; on the pages without an example too, in both schemes. Each whole
    game is checked a few moves on (`_whole_game_moves_on`). Each demo is
    drawn with the game's pieces, not as a form (NO_FORM), on every page since issue 23. The height of each page's first example, in 375 × 812
    screens, is at most 1.5 (issue 32's goal: a layout measure, not a timing) and is saved
    for review. The home page's gallery is checked first (`_home_gallery_on_a_phone`)."""
    page = driver.phone("")
    bad, heights = _home_gallery_on_a_phone(page), {}
    for path in real_site["paths"]:
        navigate_instant(page, path)
        demos = [page.locator(".bga-demo").nth(k) for k in range(page.locator(".bga-demo").count())]
        for k, demo in enumerate(demos):
            wait_live(page, demo)
            if form := demo.evaluate(NO_FORM):
                bad[f"{path} #{k + 1} (formulaire)"] = form
        heights[path] = round(demos[0].evaluate("d => d.getBoundingClientRect().height") / PHONE_SCREEN, 2)
        for demo in demos:
            _whole_game_moves_on(page, demo)
        bad.update(_phone_checks(page, demos, path))
        # axe on the whole page (Material's template at 375 px and the page's text too), every impact
        # as Lighthouse counts them: issue 32
        serious = sorted({f"{v['rule']} ({v['impact']}) {v['target']}"
                          for v in axe_violations(page, None, target_size=True, impacts=EVERY_IMPACT)})
        if serious:
            bad[f"{path} axe"] = serious
    for path in real_site["other_paths"]:   # the pages without an example, in both schemes
        page.goto(real_site["url"] + path)
        for scheme, rules in (("light", ()), ("dark", COLOUR_RULES)):
            set_scheme(page, scheme)
            if serious := sorted({f"{v['rule']} ({v['impact']}) {v['target']}"
                                  for v in axe_violations(page, None, rules, target_size=not rules, impacts=EVERY_IMPACT)}):
                bad[f"{path or 'accueil'} axe {scheme}"] = serious
        set_scheme(page, "light")
    SHOTS.mkdir(exist_ok=True)
    (SHOTS / "hauteurs-375.txt").write_text("".join(f"{k}\t{v}\n" for k, v in sorted(heights.items())))
    print("Premier exemple, en écrans de 375 × 812 :", heights)
    if tall := {k: v for k, v in heights.items() if v > 1.5}:
        bad["premier exemple trop haut (plus de 1,5 écran de 375 × 812)"] = tall
    assert not bad, "\n".join(f"{k} : {v}" for k, v in bad.items())


# --- issue 33: keyboard and screen reader, every whole game --------------------------------------

# Each non-empty text the example's live region gets, from now on (a screen reader says each once).
LISTEN = """d => { const r = d.querySelector('.bga-demo-announce'); window.bgaSaid = [];
    if (window.bgaSaidWatch) window.bgaSaidWatch.disconnect();
    window.bgaSaidWatch = new MutationObserver(() => { const t = r.textContent.trim(); if (t) bgaSaid.push(t); });
    window.bgaSaidWatch.observe(r, {childList: true, characterData: true, subtree: true}); }"""

# Where the focus is: in the example, on screen, below the site's header, and on which piece.
FOCUS = """d => { const e = document.activeElement;
    if (!e || e === document.body) return {where: 'body'};
    if (!d.contains(e)) return {where: 'ailleurs : ' + e.tagName + ' ' + e.className};
    const r = e.getBoundingClientRect();
    const cover = Math.max(0, ...[...document.querySelectorAll('.md-header')].map(h => h.getBoundingClientRect().bottom));
    const key = n => n.getAttribute('data-cle') || n.getAttribute('data-move') || n.getAttribute('data-part')
                     || n.getAttribute('data-template') || n.getAttribute('data-action');
    return {where: r.top < cover ? 'sous l\\'en-tête' : r.top >= innerHeight || r.bottom <= cover ? 'hors écran' : 'ok',
            at: [Math.round(r.top), Math.round(r.bottom), innerHeight],
            key: key(e), definitif: e.hasAttribute('data-definitif')}; }"""

# Is a control with this key still on the board, usable? (then the focus must be on it)
STILL_THERE = """([d, k]) => [...d.querySelectorAll('.bga-demo-board [data-cle], .bga-demo-board [data-move], .bga-demo-extra [data-move]')]
    .some(n => (n.getAttribute('data-cle') || n.getAttribute('data-move')) === k && !n.disabled && n.getClientRects().length)"""

PLAYABLE_KEY = ("e.closest('.bga-demo-board, .bga-demo-extra') && !e.disabled && !e.hasAttribute('data-definitif') && "
                "(e.classList.contains('bga-legal') || (e.hasAttribute('data-part') && e.getAttribute('aria-pressed') !== 'true'))")


def _said(page, since: int = 0) -> list:
    return page.evaluate("n => window.bgaSaid.slice(n)", since)


def _said_after(page, n: int) -> list:
    """What the live region said since the n-th announcement, once it said something (the shell
    writes its text 60 ms after the answer). A second announcement of the same action, later,
    falls in the next action's count, or in the game's total."""
    try:
        page.wait_for_function("n => window.bgaSaid.length > n", arg=n, timeout=10_000)
    except Exception:
        return []
    return _said(page, n)


def _keyboard_action(page, demo) -> str:
    """One action by keyboard: Tab (from the example's title when the focus is not on a playable
    piece) to a legal piece, a part of a move or its confirmation, and Enter or Space. The key acted on."""
    here = f"(() => {{ const e = document.activeElement; return !!e && ({PLAYABLE_KEY}); }})()"
    if not page.evaluate(here):
        _start_keyboard(page, demo)
        assert _tab_to(page, PLAYABLE_KEY), "aucune pièce jouable au clavier"
    key = page.evaluate("(e => e.getAttribute('data-cle') || e.getAttribute('data-move') || e.getAttribute('data-part'))"
                        "(document.activeElement)")
    if page.evaluate("document.activeElement.hasAttribute('data-part')"):
        page.keyboard.press("Space")   # select: no engine call, one announcement of the choice
    else:
        act(page, demo, lambda: page.keyboard.press("Enter"))
    return key


def test_keyboard_turns_of_every_whole_game(watched_page, demo_site):
    """On every whole game (mode « partie »), several turns by keyboard only: page load announces
    nothing; each action is announced once; the focus stays on or comes back to the piece acted on
    when it is still there, else stays in the example, on screen, below the header, never on a
    control that ends something; « Annuler » back to the start keeps the focus, and says « Coup
    annulé » without reading the log again."""
    page, w = watched_page
    games = [p for p in demo_site["pages"] if p["mode"] == "partie"]
    page.goto(demo_site["url"])
    bad = {}
    for p in games:
        navigate_instant(page, f"demos/{p['slug']}/")
        demo = page.locator(".bga-demo").first
        wait_live(page, demo)
        where = p["slug"]
        if demo.locator(".bga-demo-announce").inner_text().strip():
            bad[f"{where} : annonce au chargement"] = demo.locator(".bga-demo-announce").inner_text()
        if demo.locator("[aria-live], [role=status], [role=log]").count() != 1:
            bad[f"{where} : régions vivantes"] = demo.locator("[aria-live], [role=status], [role=log]").count()
        page.evaluate(LISTEN, demo.element_handle())
        played = actions = 0
        for turn in range(3):
            if demo.get_attribute("data-fin") == "oui":
                break
            n = len(_said(page))
            moves = coups(demo)
            key = _keyboard_action(page, demo)
            actions += 1
            said = _said_after(page, n)
            if len(said) != 1:
                bad[f"{where} tour {turn + 1} : {len(said)} annonces"] = said
            focus = page.evaluate(FOCUS, demo.element_handle())
            if focus["where"] != "ok" or focus.get("definitif"):
                bad[f"{where} tour {turn + 1} : focus {focus['where']}"] = (key, focus.get("at"))
            elif page.evaluate(STILL_THERE, [demo.element_handle(), key]) and focus["key"] != key:
                bad[f"{where} tour {turn + 1} : focus sur {focus['key']}, pas sur {key}"] = key
            if message := (demo.locator(".bga-demo-message").is_visible() and demo.locator(".bga-demo-message").inner_text()):
                bad[f"{where} tour {turn + 1} : message"] = message
            played += coups(demo) > moves
        # « Annuler » by keyboard back to the start: the focus stays on it, one short announcement each
        undo = demo.locator("[data-action=annuler]")
        undo.focus()
        for _ in range(played + 1):
            if undo.get_attribute("aria-disabled") == "true":
                break
            n = len(_said(page))
            act(page, demo, lambda: page.keyboard.press("Enter"))
            actions += 1
            said = _said_after(page, n)
            if len(said) != 1 or not said[0].startswith("Coup annulé.") or said[0].count(".") > 6:
                bad[f"{where} annuler : annonces"] = said
            if page.evaluate("document.activeElement.getAttribute('data-action')") != "annuler":
                bad[f"{where} annuler : focus perdu"] = page.evaluate("document.activeElement.tagName")
        page.wait_for_timeout(150)
        if len(_said(page)) != actions:
            bad[f"{where} : {actions} actions, {len(_said(page))} annonces"] = _said(page)
    assert not bad, "\n".join(f"{k} : {v}" for k, v in bad.items())


def test_escape_drops_a_selection(watched_page, demo_site):
    page, w = watched_page
    demo = open_demo(page, demo_site, "regicide")
    page.evaluate(LISTEN, demo.element_handle())
    part = demo.locator(".bga-compose [data-part]:not([disabled])").first
    part.focus()
    page.keyboard.press("Space")
    assert part.get_attribute("aria-pressed") == "true"
    page.wait_for_function("() => window.bgaSaid.length === 1")
    assert " choisi" in _said(page)[0]
    page.keyboard.press("Escape")
    assert demo.locator(".bga-compose [data-part][aria-pressed=true]").count() == 0
    page.wait_for_function("() => window.bgaSaid.length === 2")
    assert _said(page)[1] == "Sélection annulée."
    assert page.evaluate("document.activeElement.closest('.bga-demo') !== null")


def test_a_move_the_rules_make_costly_asks_a_second_click(watched_page, demo_site):
    """Red7: « Si un joueur n'est pas le vainqueur à la fin de son tour, il est éliminé ». After a
    card that does not put the reader in the lead, « Terminer le tour » first says so and plays
    nothing; the second click plays it (issue 32: it eliminated without a word)."""
    page, w = watched_page
    demo = open_demo(page, demo_site, "red7")
    finish = demo.locator("[data-move='finir']")
    for k in range(demo.locator(".bga-compose [data-part]").count()):
        demo.locator(".bga-compose [data-part]").nth(k).click()
        act(page, demo, demo.locator("[data-template='palette-{}']").click)
        if finish.get_attribute("data-confirmer"):
            break
        act(page, demo, demo.locator("[data-action=annuler]").click)
    else:
        pytest.fail("aucune carte de la main ne laisse le joueur derrière")
    before = coups(demo)
    finish.click()
    message = demo.locator(".bga-demo-message")
    assert message.is_visible() and "vous élimine" in message.inner_text(), message.inner_text()
    assert coups(demo) == before
    act(page, demo, finish.click)
    assert coups(demo) > before
    assert not w.errors, w.errors


def test_lits_piece_set_is_one_tab_stop(watched_page, demo_site):
    """Issue 33: LITS's 18 shapes were 18 tab stops named « pièce L, orientation 1 »: one Tab enters
    the set, arrows and Home/End move within it, the next Tab leaves it; each name says the shape."""
    page, w = watched_page
    demo = open_demo(page, demo_site, "lits", "verificateur")
    group = demo.locator(".bga-roving[role=toolbar]")
    assert group.get_attribute("aria-label") and group.locator("[tabindex='0']").count() == 1
    group.locator("[tabindex='0']").focus()
    page.keyboard.press("Shift+Tab")                     # just before the set
    inside = "document.activeElement.closest('.bga-roving') !== null"
    name = "document.activeElement.querySelector('.bga-sr').textContent"
    page.keyboard.press("Tab")
    assert page.evaluate(inside)
    first = page.evaluate("document.activeElement.getAttribute('data-part')")
    page.keyboard.press("ArrowRight")
    second = page.evaluate("document.activeElement.getAttribute('data-part')")
    assert second != first and page.evaluate(inside)
    page.keyboard.press("End")
    assert page.evaluate(name) == "S : deux cases en colonne, deux à droite décalées d'une case vers le haut"
    page.keyboard.press("Home")
    assert page.evaluate(name) == "L : trois cases en colonne, une à droite en bas"
    assert group.locator("[tabindex='0']").count() == 1
    page.keyboard.press("Tab")
    assert not page.evaluate(inside) and page.evaluate("document.activeElement.closest('.bga-demo') !== null")


# --- issue 32: the bots' moves are seen (shell/motion.js) ----------------------------------------

# What a Dames board marks after the bot's move: the marked pawns (id, square), the marked squares,
# the squares the view shows taken by the last move, any other mark, the log's last line.
DAMES_MARKS = """d => {
    const num = n => Number(n.closest('.bga-cell').querySelector('.bga-num').textContent);
    const marked = [...d.querySelectorAll('.bga-vient-de-jouer')];
    const pawns = marked.filter(n => n.hasAttribute('data-piece')).map(n => [n.getAttribute('data-piece'), num(n)]);
    const cells = marked.filter(n => n.classList.contains('bga-cell')).map(num).sort((a, b) => a - b);
    const taken = [...d.querySelectorAll('.bga-cell.bga-taken')].map(num).sort((a, b) => a - b);
    return {pawns, cells, taken, others: marked.length - pawns.length - cells.length,
            last: d.querySelector('.bga-demo-log li:last-child').textContent};
}"""


def _bot_move_is_marked(page, demo, first_move: bool):
    seen = demo.evaluate(DAMES_MARKS)
    line = seen["last"]
    assert line.startswith("Noirs : "), seen
    squares = [int(x) for x in line.split(" : ")[1].split(" ")[0].rstrip(".").replace("x", "-").split("-")]
    # exactly the bot's pawn, where it went, and the squares of the pieces it took
    assert len(seen["pawns"]) == 1 and seen["pawns"][0][1] == squares[-1], seen
    if first_move:
        assert seen["pawns"][0][0] == f"pion-{squares[0]}", seen   # its identity: its square at the start
    assert seen["cells"] == seen["taken"] and seen["others"] == 0, seen


def test_the_bots_move_is_marked_and_slides_unless_reduced_motion(watched_page, demo_site):
    """« pieces that move from where they were to where they go on the bots' turns (with
    prefers-reduced-motion respected) »: the reader's pawn and the bot's slide (FLIP through
    Element.animate), the bot's pawn and the squares it took stay marked until the reader acts;
    under reduced motion the marks only, and no animation runs in the example."""
    page, w = watched_page
    page.emulate_media(reduced_motion="no-preference")
    demo = open_demo(page, demo_site, "dames")
    page.evaluate("""() => { window.bgaSlides = []; const animate = Element.prototype.animate;
        Element.prototype.animate = function (k, o) { bgaSlides.push(this.getAttribute('data-piece'));
                                                      return animate.call(this, k, o); }; }""")
    act(page, demo, demo.locator(".bga-board-grid [data-move='choisir-32']").click)
    act(page, demo, demo.locator(".bga-board-grid [data-move='32-28']").click)
    page.wait_for_function("el => !el.hasAttribute('data-animation')", arg=demo.element_handle())
    _bot_move_is_marked(page, demo, True)
    bot = demo.evaluate(DAMES_MARKS)["pawns"][0][0]
    assert page.evaluate("bgaSlides") == ["pion-32", bot]   # the reader's pawn, then the bot's
    # the reader acts: the marks go; under reduced motion the bot's next move is marked, nothing moves
    page.emulate_media(reduced_motion="reduce")
    act(page, demo, demo.locator(".bga-actions [data-move].bga-legal").first.click)
    _bot_move_is_marked(page, demo, False)
    assert page.evaluate("bgaSlides.length") == 2
    assert demo.evaluate("d => d.getAnimations({subtree: true}).length") == 0


# --- issue 32: the table (markup.table_layout), as Board Game Arena lays it out -------------------------

TABLE = """d => {
    const box = s => { const n = d.querySelector(s); return n && n.getBoundingClientRect(); };
    const seats = box('.bga-tablelayout > .bga-seats'), mine = box('.bga-tablelayout > .bga-mine');
    const text = d.closest('.md-content__inner').getBoundingClientRect();
    const nav = document.querySelector('.md-sidebar--primary').getBoundingClientRect();
    const r = d.getBoundingClientRect();
    return {above: !!seats && !!mine && seats.bottom <= mine.top, wider: r.width - text.width,
            nav: r.left - nav.right, page: document.documentElement.scrollWidth - innerWidth}; }"""


def test_the_table_puts_the_opponents_above_and_fits_a_phone(watched_page, demo_site):
    """At 1280 px a whole game's table shows the opponents' areas above the reader's own, its example
    spreads over the table of contents (wider than the text's column) but not over the navigation;
    at 375 px the same table is one column with no sideways scroll."""
    page, w = watched_page
    page.goto(demo_site["url"] + f"demos/{page_of(demo_site, 'red7')['slug']}/")
    demo = page.locator(".bga-demo").first
    demo.locator(".bga-tablelayout").wait_for()   # the board the build drew: the same view, no engine needed
    wide = demo.evaluate(TABLE)
    assert wide["above"] and wide["wider"] > 100 and wide["nav"] >= 0 and wide["page"] <= 0, wide
    page.set_viewport_size({"width": 375, "height": 740})
    phone = demo.evaluate(TABLE)
    assert phone["above"] and phone["wider"] <= 1 and phone["page"] <= 1, phone
    assert demo.evaluate("d => d.scrollWidth <= d.clientWidth + 1")
