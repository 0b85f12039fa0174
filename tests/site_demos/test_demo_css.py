"""The demos' stylesheet parses cleanly, and every block closes where it should.

A lost `}` once closed a phone-only `@media` block at the end of the file: the
hex boards, route maps and terrain colours written after it then applied on
phones only, and no browser test at desktop width noticed for a day."""

import re
from pathlib import Path

import tinycss2

CSS_PATH = Path(__file__).resolve().parents[2] / "site_demos" / "assets" / "demo.css"


def _stylesheet():
    return tinycss2.parse_stylesheet(CSS_PATH.read_text(encoding="utf-8"), skip_comments=True, skip_whitespace=True)


def test_the_stylesheet_has_no_parse_error():
    errors = [f"ligne {r.source_line} : {r.message}" for r in _stylesheet() if r.type == "error"]
    assert not errors, errors


def test_media_blocks_hold_plain_rules_only():
    """No at-rule nested in a media query: the mark of a block left open."""
    for rule in _stylesheet():
        if rule.type == "at-rule" and rule.lower_at_keyword == "media":
            inner = tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True)
            nested = [r.source_line for r in inner if r.type == "at-rule"]
            assert not nested, f"@media de la ligne {rule.source_line} : bloc non fermé avant la ligne {nested[0]}"


def test_each_terrain_colour_applies_at_every_width():
    top = [r for r in _stylesheet() if r.type == "qualified-rule"]
    selectors = " ".join(tinycss2.serialize(r.prelude) for r in top)
    for terrain in ("feu", "air", "or", "incolore", "rose", "volcan", "eau", "prairie"):
        assert f'.bga-tile[data-terrain="{terrain}"]' in selectors, terrain


def _selectors(rule) -> set:
    """The rule's selectors, split at the commas outside parentheses (`:is(a, b)` stays whole)."""
    parts, depth, start, prelude = [], 0, 0, tinycss2.serialize(rule.prelude)
    for i, ch in enumerate(prelude):
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            parts.append(prelude[start:i])
            start = i + 1
    parts.append(prelude[start:])
    return {" ".join(part.split()) for part in parts}


def _properties(rule) -> set:
    return {d.lower_name for d in tinycss2.parse_declaration_list(rule.content, skip_comments=True, skip_whitespace=True)
            if d.type == "declaration"}


def test_no_phone_rule_is_undone_by_a_later_rule_for_every_width():
    """A rule of a media query loses to a later rule of the same selector outside it:
    the phone layout it writes would never show (three counters a row once did not)."""
    rules = _stylesheet()
    dead = []
    for i, rule in enumerate(rules):
        if rule.type != "at-rule" or rule.lower_at_keyword != "media":
            continue
        for inner in tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True):
            if inner.type != "qualified-rule":
                continue
            for later in rules[i + 1:]:
                if later.type == "qualified-rule" and _selectors(inner) & _selectors(later):
                    lost = _properties(inner) & _properties(later)
                    if lost:
                        dead.append(f"ligne {inner.source_line} : {sorted(lost)} repris ligne {later.source_line}")
    assert not dead, dead


# --- issue 23, shared components ----------------------------------------------------

def _all_rules():
    """(selector, {property: value}) for every selector of every rule, media queries included."""
    out = []

    def walk(rules):
        for rule in rules:
            if rule.type == "at-rule" and rule.lower_at_keyword == "media":
                walk(tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True))
            elif rule.type == "qualified-rule":
                decls = {d.lower_name: tinycss2.serialize(d.value).strip()
                         for d in tinycss2.parse_declaration_list(rule.content, skip_comments=True, skip_whitespace=True)
                         if d.type == "declaration"}
                for sel in _selectors(rule):
                    out.append((sel, decls))
    walk(_stylesheet())
    return out


def _rules_for(selector):
    return [decls for sel, decls in _all_rules() if sel == selector]


def test_a_die_or_a_token_gets_no_tick_box():
    """The « ☐ » of word toggles took a die's first pip cell, and a 6 spilled into a fourth row."""
    boxes = [sel for sel, decls in _all_rules() if "☐" in decls.get("content", "") or "☑" in decls.get("content", "")]
    assert boxes
    for sel in boxes:
        assert ":not(.bga-die)" in sel and ":not(.bga-token)" in sel, sel
    assert any(".bga-die[aria-pressed=\"true\"]::before" in sel for sel, _ in _all_rules())   # the card's ✓


def test_the_game_log_leaves_room_for_three_digit_numbers():
    """« .0. », « .1. » from 10 up: the numbers lie in the padding of a box that scrolls (and clips).
    The selector must outweigh Material's `.md-typeset ol` (padding 0), which a plain class lost to;
    the browser test measures the markers against their box (test_ux)."""
    (log,) = _rules_for(".md-typeset ol.bga-demo-log")
    padding = log["padding-left"]
    assert padding.endswith("em") and float(padding[:-2]) >= 3, padding


def test_rows_of_cards_wrap_and_are_never_squeezed():
    rows = _rules_for(".bga-demo .bga-cardrow")
    assert any(d.get("flex-wrap") == "wrap" for d in rows)
    for sel, decls in _all_rules():
        if "bga-cardgrid" in sel:
            assert "minmax(0, 1fr)" not in decls.get("grid-template-columns", ""), sel
    phone = [d for sel, d in _all_rules() if sel == ".bga-demo .bga-cardgrid .bga-card.bga-small"]
    assert phone and phone[0]["width"] == "36px" and phone[0]["min-width"] == "36px"     # legible on a phone
    fanned = [d for sel, d in _all_rules() if sel == ".bga-demo .bga-cardrow > .bga-card:not(:last-child)"]
    margin = fanned[0]["margin-right"] if fanned else ""
    assert "var(--cols, 13) * 36px" in margin                                          # …the row fits
    assert margin.startswith("max(-12px,")       # …but each card keeps a 24 px strip to touch (WCAG 2.2)


def test_targets_are_at_least_24_px():
    (select,) = _rules_for(".bga-demo-select select")
    assert select["min-height"] == "24px"
    (button,) = [d for sel, d in _all_rules() if sel == ".bga-demo button" and "min-height" in d]
    assert "24px" in button["min-height"] and "24px" in button["min-width"]


def test_legal_pieces_are_marked_quietly_and_ringed_on_hover_or_focus():
    """Every legal card wore the same thick ring all the time: now a thin dotted one, the strong
    ring under the pointer and the focus ring under the keyboard."""
    quiet = ".bga-demo :is(.bga-card, .bga-tile, .bga-die, .bga-token, .bga-domino).bga-legal"
    (rest,) = _rules_for(quiet)
    assert rest["outline"] == "2px dotted var(--bga-ring)" and "box-shadow" not in rest
    assert _rules_for(quiet + ":hover")[0]["outline"].startswith("3px solid")
    assert _rules_for(quiet + ":focus-visible")[0]["outline"].startswith("3px solid")
    for sel, decls in _all_rules():
        if ".bga-legal" in sel and ":hover" not in sel and ":focus" not in sel and "bga-move.bga-legal" not in sel:
            assert "var(--bga-ring)" not in decls.get("box-shadow", ""), sel



def test_a_legal_mark_draws_no_glyph_on_the_tile():
    """A « + » in the corner of every legal square lay on what the square shows (« 1 + » beside a height,
    « ♛♛+ » over crowns, « 12+ », a « + » glued after each word): a square where one may play is washed
    and ringed as on BGA, its ::after has no text but the arrows of a domino's placement (an empty square)."""
    marks = [(sel, decls["content"]) for sel, decls in _all_rules()
             if ".bga-legal" in sel and re.search(r"::?(after|before)$", sel) and "content" in decls]
    assert marks
    for sel, content in marks:
        if "[data-sens=" in sel:
            assert content in ('"→"', '"↓"', '"←"', '"↑"'), (sel, content)
        else:
            assert content in ('""', "none"), (sel, content)
    (mark,) = _rules_for(".bga-demo .bga-tile.bga-legal::after")
    assert mark["inset"] == "0" and mark["pointer-events"] == "none"
    (frame,) = _rules_for(".bga-demo .bga-board-grid > .bga-tile.bga-legal::after")
    assert frame["border"] == "2px solid var(--bga-bg)"      # beside the ring's dots: 3:1 on any square
    # the margins that made room for the « + » are gone with it
    for sel, decls in _all_rules():
        if ".bga-legal" in sel and "> .bga-face" in sel:
            assert "margin-right" not in decls, sel


def test_the_selected_tick_hangs_under_its_piece():
    """The ✓ of a selected piece sat astride its top-right corner: on a card's rank, a neighbour's corner,
    out of its panel. It hangs under the piece (in the room its raising leaves), inside its width, and no
    rule moves it back over the piece or out of it."""
    base = ".bga-demo .bga-selected::before"
    (tick,) = _rules_for(base)
    assert tick["content"] == '"✓"' and tick["top"].startswith("calc(100%")
    assert tick["left"].startswith("calc(50%") and tick["width"] == "0.65rem"
    for sel, decls in _all_rules():
        if "::before" in sel and ("selected" in sel or 'aria-pressed="true"' in sel):
            for side in ("top", "right", "bottom", "left"):
                assert not decls.get(side, "").startswith("-"), (sel, side, decls[side])
            assert "top" not in decls or decls["top"].startswith("calc(100%"), sel


def test_the_option_in_force_looks_chosen_not_disabled():
    """Ninety-Nine's trump in force was a disabled move button, drawn at 45 % opacity: a grey chip among
    bold blue ones. The option in force (bga-current) is opaque, amber, bold and ticked."""
    sel = ".bga-demo button.bga-move.bga-current:disabled:not(.bga-card):not(.bga-tile):not(.bga-die):not(.bga-token)"
    (chosen,) = _rules_for(sel)
    assert chosen["opacity"] == "1" and chosen["font-weight"] == "700" and chosen["border"].startswith("2px solid")
    (tick,) = _rules_for(sel + "::before")
    assert "✓" in tick["content"]

def test_a_hex_ring_is_not_clipped_into_slivers():
    """An outline on a clip-path hexagon shows only at its corners: the hex is drawn in the
    ring's colour and its face inset inside it."""
    (legal,) = _rules_for(".bga-demo .bga-hex-board > .bga-tile.bga-hex.bga-legal")
    assert legal["outline"] == "none" and legal["background"] == "var(--bga-ring)"
    (face,) = _rules_for(".bga-demo .bga-hex-board > .bga-tile.bga-hex.bga-legal .bga-face")
    assert face["inset"] == "2px"
    for sel, decls in _all_rules():
        if re.search(r"\.bga-hex(?![\w-])", sel) and "outline" in decls:
            assert decls["outline"] == "none", sel


def test_score_sheet_numbers_are_right_aligned():
    (num,) = _rules_for(".bga-demo .bga-sheet .bga-num")
    assert num["text-align"] == "right" and num["font-variant-numeric"] == "tabular-nums"


def _rules_naming(sheet, needle: str, media: str = "") -> list[tuple[str, str, tuple]]:
    """(media, selector, declarations) of every rule whose selector contains `needle`, whitespace
    normalised, @media blocks included."""
    out = []
    for rule in sheet:
        if rule.type == "at-rule" and rule.lower_at_keyword == "media":
            inner = tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True)
            out += _rules_naming(inner, needle, re.sub(r"\s+", "", tinycss2.serialize(rule.prelude)))
        elif rule.type == "qualified-rule":
            selector = re.sub(r"\s*([>+~,])\s*", r"\1", " ".join(tinycss2.serialize(rule.prelude).split()))
            if needle in selector:
                decls = tinycss2.parse_blocks_contents(rule.content, skip_comments=True, skip_whitespace=True)
                out.append((media, selector, tuple((d.lower_name, " ".join(tinycss2.serialize(d.value).split()))
                                                   for d in decls if d.type == "declaration")))
    return out


def test_the_pages_tables_keep_the_themes_table_style():
    """The page's tables carry `bga-tableau` so that the theme's script leaves them be (hook.py,
    `prewrap_tables`); each of the theme's rules for `table:not([class])` is in demo.css for them,
    the same declarations in the same @media: a theme update that changes its tables fails here."""
    import material

    theme_css = next((Path(material.__file__).parent / "templates" / "assets" / "stylesheets").glob("main.*.min.css"))
    theme = tinycss2.parse_stylesheet(theme_css.read_text(encoding="utf-8"), skip_comments=True, skip_whitespace=True)
    wanted = [(m, s.replace("table:not([class])", "table.bga-tableau"), d)
              for m, s, d in _rules_naming(theme, "table:not([class])")]
    ours = _rules_naming(_stylesheet(), "table.bga-tableau")
    assert len(wanted) >= 10, wanted   # the theme still styles its tables this way
    missing = [w for w in wanted if w not in ours]
    assert not missing, missing
