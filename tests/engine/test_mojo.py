"""Mojo: the page's card-count table, its sum read from the page's own numbers, the gap to 79."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.core import IllegalMove
from engine.games import get_game
from engine.games.mojo import rules as M

from playthroughs import random_walk

CALC = get_game("mojo", "comptes")
PAGE = Path(__file__).resolve().parents[2] / "docs" / "jeux" / "mojo.md"


def page_lines() -> tuple[int, list[tuple[int, str, list[tuple[int, int]]]]]:
    """The announced total and every « - N cartes X (a de valeur v, ...) » line of the page."""
    body = PAGE.read_text(encoding="utf-8")
    announced = int(re.search(r"Il y a (\d+) cartes", body).group(1))
    lines = []
    for m in re.finditer(r"^- (\d+) cartes? (\w+) \(([^)]*)\)", body, flags=re.M):
        parts = [(int(b), int(a)) for a, b in re.findall(r"(\d+) de valeur (\d+)", m.group(3))]
        lines.append((int(m.group(1)), m.group(2), parts))
    return announced, lines


def test_the_page_numbers_sum_to_61_not_79():
    """« Il y a 79 cartes divisées ainsi : - 8 cartes bleues ... - 1 carte Mojo (valant 0 ou +10) »:
    the listed counts, read from the page itself, sum to 61."""
    announced, lines = page_lines()
    assert announced == 79
    assert len(lines) == 5
    assert sum(n for n, _, _ in lines) == 61
    assert 79 - 61 == 18


def test_the_engine_table_is_the_page_table():
    """The example's table holds exactly the page's lines (count, colour word, values and copies)."""
    _, lines = page_lines()
    engine = [(row[3], row[2], [(v, c) for v, c in row[4] if v is not None]) for row in M.TABLE]
    assert engine == lines
    assert M.total() == 61 and M.ANNOUNCED == 79 and M.gap() == 18


def test_each_line_adds_up_and_values_5_to_7_are_missing():
    """« 8 cartes bleues (4 de valeur 0, 4 de valeur 1) », etc.: every line is consistent with itself;
    the 18 missing cards are the values the page never names."""
    assert all(M.line_sum(row) == row[3] for row in M.TABLE)
    assert M.missing_values() == [5, 6, 7]


def test_filters_show_the_right_cards():
    s = CALC.start({}, 1)
    s.play("couleur-vert")
    assert [(v, c) for _, v, c in s.shown()] == [(2, 5), (3, 5), (4, 5)]
    s.play("valeur-3")
    assert s.shown() == [("vert", 3, 5)]
    s.play("couleur-toutes")
    assert s.shown() == [("vert", 3, 5)]
    with pytest.raises(IllegalMove) as err:
        s.play("couleur-toutes")                 # already shown
    assert "déjà" in err.value.reason
    s.play("valeur-3")                           # the same value again: filter off
    assert sum(c for _, _, c in s.shown()) == 61


def test_a_value_the_page_never_names_is_refused_with_the_gap():
    s = CALC.start({}, 1)
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play("valeur-6")
    assert "aucune carte de valeur 6" in err.value.reason and "18 cartes" in err.value.reason
    assert err.value.section == "mojo"
    assert json.dumps(s.to_json(), sort_keys=True) == before


def test_a_colour_and_value_the_page_does_not_combine_are_refused():
    """« 15 cartes vertes (5 de valeur 2, 5 de valeur 3, 5 de valeur 4) »: no green 9."""
    s = CALC.start({}, 1)
    s.play("couleur-vert")
    with pytest.raises(IllegalMove) as err:
        s.play("valeur-9")
    assert "aucune carte verte de valeur 9" in err.value.reason and "2, 3, 4" in err.value.reason
    assert err.value.section == "mojo"


def test_random_filters_never_raise():
    for seed in range(30):
        for s, _, _ in random_walk(CALC, {}, seed, 60, walk_seed=seed):
            assert 0 <= sum(c for _, _, c in s.shown()) <= 61


def test_the_deck_is_drawn_as_stacks_and_the_chosen_filter_is_pressed():
    """Issue 23: the deck as stacks of cards by colour and value; the « 79 vs 61 » count is said
    by the page's text, not as a red banner inside the example; a chosen filter looks chosen."""
    import re
    s = CALC.start({}, 1)
    html = CALC.render(s, 0, s.legal_moves())
    assert "bga-banner" not in html
    assert html.count('class="bga-stack"') == 11                  # 2 + 3 + 3 + 2 + the Mojo card
    assert "4 cartes bleues de valeur 0" in html
    s.play("couleur-vert")
    html = CALC.render(s, 0, s.legal_moves())
    assert html.count('class="bga-stack"') == 3
    chosen = re.search(r'<button[^>]*data-move="couleur-vert"[^>]*>', html).group(0)
    assert "bga-selected" in chosen and 'aria-pressed="true"' in chosen
    assert "☐" not in html and "✓" not in html                     # pieces, not ticked boxes


# --- added by redraw-rest: the count fits a phone (issue 23) ----------------------------------

def test_sum_of_the_lines_in_sight_each_line_folded():
    """The page's first example was 1.72 phone screens: the sum of the page's lines stays in sight,
    each line's own count folds under « Ligne par ligne »."""
    s = CALC.start({}, 1)
    html = CALC.render(s, 0, s.legal_moves(0))
    tally = html[html.index("Le compte des lignes"):]
    assert "8 + 15 + 21 + 16 + 1 = 61" in tally[:tally.index("<details")]
    assert "5 + 5 + 5 = 15" in tally[tally.index("<summary>Ligne par ligne</summary>"):]
