"""Mojo: the page's card-count table, its sum read from the page's own numbers, the gap to 79, and the
counting example (mode « comptage »): the deck as the page lists it, turned over card by card, what is left counted."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.core import IllegalMove
from engine.games import get_game
from engine.games.mojo import rules as M

from playthroughs import random_walk

GAME = get_game("mojo", "comptage")
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


def test_the_deck_is_the_pages_list_shuffled_from_the_seed():
    """« Il y a 79 cartes divisées ainsi : ... » read as the page lists it: 61 cards, shuffled from
    `graine` (the same seed, the same order; another seed, another order)."""
    s = GAME.start({}, 1)
    assert len(s.pioche) == 61 and not s.table
    assert sorted(s.pioche) == sorted(["bleu-0"] * 4 + ["bleu-1"] * 4 + ["vert-2"] * 5 + ["vert-3"] * 5
                                      + ["vert-4"] * 5 + ["orange-8"] * 7 + ["orange-9"] * 7 + ["orange-10"] * 7
                                      + ["rouge-11"] * 8 + ["rouge-12"] * 8 + ["mojo"])
    assert GAME.start({}, 1).pioche == s.pioche != GAME.start({}, 2).pioche


def test_drawing_reveals_one_card_and_what_is_left_follows_the_page():
    """« 21 cartes oranges (7 de valeur 8, 7 de valeur 9, 7 de valeur 10) »: once cards are turned over,
    what is left of each value is the page's number minus the table."""
    s = GAME.start({}, 1)
    top = s.pioche[-1]
    s.play("piocher")
    assert s.table == [top] and len(s.pioche) == 60
    for _ in range(20):
        s.play("piocher")
    for cid, _, _, _, values in M.TABLE:
        for v, copies in values:
            assert s.left(cid, v) + s.out(cid, v) == copies
    assert s.left() == 40


def test_counting_a_value_logs_what_is_out_and_left():
    s = GAME.start({}, 1)
    for _ in range(10):
        s.play("piocher")
    s.play("valeur-9")
    assert s.compte == 9
    out = s.table.count("orange-9")
    assert s.events[-1] == f"Valeur 9 : {out} sortie(s), {7 - out} encore à venir (sur 7 selon la page)."
    assert "valeur-9" not in s.legal_moves(0)          # counted: chosen, not offered again


def test_a_value_the_page_never_names_is_refused_with_the_gap():
    """The page's lines give no value 5, 6 or 7 (61 cards, not 79): counting a 6 is refused, nothing changes."""
    s = GAME.start({}, 1)
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play("valeur-6")
    assert "aucune carte de valeur 6" in err.value.reason and "18 cartes" in err.value.reason
    assert "61 listées et les 79 annoncées" in err.value.reason
    assert err.value.section == "mojo"
    assert json.dumps(s.to_json(), sort_keys=True) == before


def test_the_mojo_card_has_no_value_to_count():
    """« 1 carte Mojo (valant 0 ou +10) »: no value move counts it, as « Lecture retenue » says."""
    s = GAME.start({}, 1)
    assert "valeur-0" in s.legal_moves(0) and "mojo" not in " ".join(s.legal_moves(0))
    with pytest.raises(IllegalMove):
        s.play("valeur-10+")


def test_the_game_ends_when_the_pile_is_empty():
    s = GAME.start({}, 3)
    for _ in range(61):
        s.play("piocher")
    assert s.is_over() and s.left() == 0 and len(s.table) == 61
    with pytest.raises(IllegalMove) as err:
        s.play("piocher", 0)
    assert "terminée" in err.value.reason


def test_random_walks_keep_the_61_cards():
    for seed in range(10):
        for s, _, _ in random_walk(GAME, {}, seed, 80, walk_seed=seed):
            assert len(s.pioche) + len(s.table) == 61


def test_the_view_draws_the_pile_the_table_and_the_stacks_left():
    """Issue 32: a card-counting situation drawn as cards: the pile (a click turns a card over), the table,
    what is left as stacks by colour and value; 5, 6, 7 are empty places; no banner inside the example."""
    s = GAME.start({}, 1)
    html = GAME.render(s, 0, s.legal_moves(0))
    assert 'data-move="piocher"' in html and "bga-banner" not in html
    assert html.count('class="bga-stack"') == 11                    # 2 + 3 + 3 + 2 + the Mojo card
    assert "bleues de valeur 0 : 4 sur 4 encore à venir" in html
    for v in (5, 6, 7):
        assert f'data-move="valeur-{v}"' in html and f"valeur {v} : aucune carte dans la page" in html
    for _ in range(13):
        s.play("piocher")
    html = GAME.render(s, 0, s.legal_moves(0))
    assert "+ 1 avant" in html and "bga-last" in html
    assert "☐" not in html and "✓" not in html
