"""Dragonarium: the domain scoring of the page (« Décompte final »), on positions the reader edits."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.dragonarium import rules as D
from engine.games.dragonarium.calculators import read_position
from engine.grid import Grid

from playthroughs import random_walk, seeds

CALC = get_game("dragonarium", "domaines")


def board(*rows):
    parsed = read_position(list(rows), {})
    return Grid(len(parsed), len(parsed[0])), [c for row in parsed for c in row]


def test_largest_domain_scores_size_times_highest_tile():
    """« Pour chaque élément, le domaine le plus grand rapporte autant de points que le nombre de cases
    adjacentes [...] x la hauteur de la tuile la plus haute. »"""
    g, cells = board("F1 F3 .", "F1 . F2", ". . F2")
    dom, pts, ties = D.best_domain(g, cells, "feu")
    assert len(dom) == 3 and pts == 3 * 3 and not ties      # A1 B1 A2, highest 3; C2-C3 is smaller
    assert D.score(g, cells)["total"] == 9


def test_only_the_largest_domain_counts():
    """« Pour chaque territoire, c'est uniquement le domaine le plus grand qui compte. »"""
    g, cells = board("E1 E1 E1", ". . .", "E3 E3 .")
    assert D.best_domain(g, cells, "eau")[1] == 3            # 3 × 1, not the higher pair (2 × 3 = 6)


def test_equal_size_the_domain_scoring_most_counts():
    """« S'il y a plusieurs domaines de la même taille pour une couleur : c'est celui qui rapporte le
    plus de points qui compte. »"""
    g, cells = board("A1 A1 .", ". . .", "A3 A1 .")
    dom, pts, ties = D.best_domain(g, cells, "air")
    assert pts == 6 and len(ties) == 1


def test_dragons_count_in_their_domain_and_a_square_has_two_colours():
    """« Une case peut avoir deux couleurs : celle de la tuile + celle du dragon, et compter ainsi dans
    ces deux domaines. » and « (en comptant celles avec les dragons, évidemment) »."""
    g, cells = board("F2 E1dF .", ". E1 .", ". . .")
    assert D.best_domain(g, cells, "feu")[1] == 2 * 2          # F2 + the fire dragon on the water tile
    assert D.best_domain(g, cells, "eau")[1] == 2 * 1


def test_a_dragon_on_a_tile_of_another_colour_brings_that_tile_height_to_its_domain():
    """« x la hauteur de la tuile la plus haute » ; Lecture retenue: « un dragon posé sur une tuile d'une autre
    couleur apporte à son domaine la hauteur de cette tuile »."""
    g, cells = board("F1 E3dF .", ". . .", ". . .")
    assert D.best_domain(g, cells, "feu")[1] == 2 * 3          # F1 + the fire dragon standing on a water tile of 3
    assert D.best_domain(g, cells, "eau")[1] == 1 * 3


def test_a_domain_of_level_0_dragons_scores_nothing():
    """« NB : Si un domaine n'est composé que de dragons au niv 0, il ne rapporte aucun point. »"""
    g, cells = board(".dF .dF .", ". . .", ". . .")
    assert D.best_domain(g, cells, "feu")[1] == 0


def test_royal_dragons_three_points_each_and_colourless_tiles_no_domain():
    """« Chaque dragon royal (doré) rapporte 3 points. » Colourless tiles « permettent de récupérer des
    piliers », they make no domain."""
    g, cells = board("I3 I3 .dR", "R1dR . .", ". . .")
    res = D.score(g, cells)
    assert res["dragons_royaux"] == 2 and res["total"] == 6
    assert all(not D.domains(g, cells, c) for c in D.ELEMENTS)


def test_royal_domain_only_with_the_option():
    """« Pour chaque élément » (the three colours « d'élément », « l'or ne peut pas être utilisé »):
    by default the golden domain is not scored; the option counts it like the others."""
    g, cells = board("R2 R2 .", ". . .", ". . .")
    assert D.score(g, cells)["total"] == 0
    assert D.score(g, cells, with_royal=True)["total"] == 4
    s = CALC.start({"domaine_royal": True, "position": ["R2 R2 .", ". . .", ". . ."]}, 1)
    assert s.result()["total"] == 4


def test_the_count_does_not_argue_with_the_page():
    """The reading of « pour chaque élément » is stated under « Lecture retenue » on the page; the
    example's count only counts (the review: no note inside an example that argues with the page)."""
    s = CALC.start({"position": ["R2 R2 .", ". . .", ". . ."]}, 1)
    lines = s.explanation()
    assert not any("royal" in line.lower() and "dragons" not in line.lower() for line in lines)
    assert lines[-1] == "Total : 0 points."


def test_a_tile_cannot_go_on_a_dragon_and_one_dragon_per_square():
    """« Une tuile ne peut pas être posée sur un dragon. » ; « Chaque case ne peut contenir qu'un seul
    dragon. » Refused edits name the rule and change nothing."""
    s = CALC.start({"position": ["F1dE . .", ". . .", ". . ."]}, 1)
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play("case-A1")
    assert "une tuile ne peut pas être posée sur un dragon" in err.value.reason
    assert err.value.section == "pour-placer-une-tuile-en-hauteur"
    s.play("dragon-air")
    with pytest.raises(IllegalMove) as err:
        s.play("case-A1")
    assert "qu'un seul dragon" in err.value.reason and err.value.section == "2-eclosion-des-dragons"
    s.play("case-B1")
    assert s.cells[1]["d"] == "air"
    s.play("tuile-eau")
    s.play("hauteur-3")
    s.play("case-C1")
    assert s.cells[2] == {"t": "eau", "h": 3, "d": None}
    # fire A1 (1 × 1); water A1 (its dragon) and C1 are two domains of 1: C1 (1 × 3) counts; air B1: level 0
    assert s.result()["total"] == 1 + 3
    assert json.dumps(s.to_json(), sort_keys=True) != before


def test_bad_positions_name_the_field():
    for bad in (["F1 F1"], ["F1 F1 F1", "F1 F1", "F1 F1 F1"], ["F4 . .", ". . .", ". . ."],
                ["X1 . .", ". . .", ". . ."], [".dI . .", ". . .", ". . ."], "F1"):
        with pytest.raises(ScenarioError) as err:
            CALC.start({"position": bad}, 1)
        assert err.value.field == "position"


def test_random_edits_never_raise_and_the_total_adds_up():
    for seed in seeds(40, 40):
        for s, _, _ in random_walk(CALC, {}, seed, 120, walk_seed=seed):
            res = s.result()
            parts = sum(p[1] for p in res["domaines"].values() if p)
            assert res["total"] == parts + 3 * res["dragons_royaux"]
            assert all(c["h"] == 0 if c["t"] is None else 1 <= c["h"] <= 3 for c in s.cells)
            s.explanation()


def test_the_board_shows_tiles_stacks_and_dragons_and_a_tray_of_pieces():
    """Issue 23: tiles with their element's colour, icon and stacked height, dragons as figures,
    placed from a tray of pieces (no toolbar of words over « F1 », « A1 dF »)."""
    import re
    s = CALC.start({}, 1)
    html = CALC.render(s, 0, s.legal_moves())
    assert "A1 dF" not in html and ">F1<" not in html and ">dF<" not in html
    b2 = re.search(r'<button[^>]*data-move="case-B2"[^>]*>.*?</button>', html).group(0)
    assert 'data-terrain="air"' in b2 and 'class="bga-standing" data-colour="rouge"' in b2
    assert "B2 : tuile air, hauteur 1, dragon feu" in b2
    d4 = re.search(r'<button[^>]*data-move="case-D4"[^>]*>.*?</button>', html).group(0)   # « F3 »
    assert 'data-height="3"' in d4 and d4.count('class="bga-layer"') == 3
    for move in ("tuile-feu", "tuile-incolore", "hauteur-2", "dragon-royal", "effacer"):
        assert re.search(rf'<button[^>]*class="bga-tile[^"]*"[^>]*data-move="{move}"', html), move
    held = re.search(r'<button[^>]*data-move="tuile-feu"[^>]*>', html).group(0)    # the piece in hand
    assert "bga-selected" in held and 'aria-pressed="true"' in held


def test_every_piece_in_hand_draws_the_board():
    """The board is drawn whatever the reader holds: a tile, a dragon or the eraser (the eraser
    once broke the redrawn view)."""
    s = CALC.start({}, 1)
    for move in ("effacer", "dragon-royal", "tuile-incolore", "hauteur-2"):
        s.play(move)
        html = CALC.render(s, 0, s.legal_moves())
        assert 'data-move="case-A1"' in html
    assert "En main : une tuile incolore de hauteur 2." in html
