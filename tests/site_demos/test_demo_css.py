"""The demos' stylesheet parses cleanly, and every block closes where it should.

A lost `}` once closed a phone-only `@media` block at the end of the file: the
hex boards, route maps and terrain colours written after it then applied on
phones only, and no browser test at desktop width noticed for a day."""

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
    return {" ".join(part.split()) for part in tinycss2.serialize(rule.prelude).split(",")}


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
