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


# === the whole game (mode « partie ») ==========================================================

from engine.bots import RandomBot                                          # noqa: E402
from engine.games.dragonarium import game as G                             # noqa: E402
from engine.games.dragonarium.bots import MalinBot                         # noqa: E402
from engine.rng import Rng                                                 # noqa: E402
from engine.simulate import play_out                                       # noqa: E402
from playthroughs import random_games                                      # noqa: E402
from refusals import refused                                               # noqa: E402

GAME = get_game("dragonarium", "partie")
START_ROWS = [". . . . . .", ". . . . . .", ". . I1 I1 . .", ". . . . . .", ". . . . . .", ". . . . . ."]


def at(rows, river=("F|F",), piliers=2, assistant=1, players=2, other=None, **options):
    """Joueur 1 to play from a position (the example stops at the end of that turn)."""
    pos = {"plateaux": [list(rows)] + [list(other or START_ROWS)] * (players - 1),
           "piliers": [piliers] + [2] * (players - 1), "assistants": [assistant] + [1] * (players - 1),
           "riviere": list(river)}
    return GAME.start({"joueurs": players, "position": pos, **options}, 1)


def sq(state, name, p=0):
    return state.plateaux[p][R.BOARD.parse(name)]


def malin_until(state, stop):
    bot, rng = MalinBot(), Rng(3)
    while not state.is_over() and not stop(state):
        p = state.to_move()[0]
        state.play(bot.pick(state, p, state.legal_moves(p), rng), p)
    return state


R = D   # the same rules module: the sandbox and the game share one scoring function


def test_the_starting_tile_the_board_the_stocks():
    """Lecture retenue: a board of 6 × 6, the starting tile on C3–D3 (two colourless squares at
    level 1), 2 pillars each, the assistant above column A, 5 dragons of each colour in reserve."""
    s = GAME.start({"joueurs": 3}, 1)
    board = s.plateaux[0]
    assert [R.BOARD.name(i) for i, c in enumerate(board) if c["t"]] == ["C3", "D3"]
    assert sq(s, "C3") == {"t": "incolore", "h": 1, "d": None, "o": False, "g": [], "p": 0}
    assert s.piliers == [2, 2, 2] and s.assistants == [0, 0, 0]
    assert s.reserve == {"feu": 5, "eau": 5, "air": 5, "royal": 5}


def test_the_catalogue_of_72_tiles():
    """Lecture retenue: 72 tiles of two squares; eggs of one gem on the elements' squares, of two on
    the golden ones; colourless squares with 1 or 2 pillars drawn."""
    tiles = R.catalogue()
    squares = [s for t in tiles for s in R.tile_squares(t)]
    assert len(tiles) == 72 and len(squares) == 144
    assert sum(1 for s in squares if s["o"] and s["t"] != "royal") == 21
    assert sum(1 for s in squares if s["o"] and s["t"] == "royal") == 9
    assert sum(s["p"] for s in squares) == 3 * (2 * 1 + 1 * 2 + 1 + 1)   # per element: I1 ×2, I2 ×1, Xo|I1, Ro|I1
    assert {s["t"] for s in squares} == set(R.TILES)
    assert R.SLOTS == {"feu": 1, "eau": 1, "air": 1, "royal": 2}


@pytest.mark.parametrize("players, size", [(2, 5), (3, 5), (4, 6)])
def test_the_river_size(players, size):
    """« À 3 ou 4 joueurs, la rivière de 5 ou 6 tuiles » ; Lecture retenue: 5 at 2 players too."""
    s = GAME.start({"joueurs": players}, 1)
    assert len(s.riviere) == size and len(s.sac) == 72 - size


def test_at_3_players_the_river_is_renewed_after_each_round_and_the_first_player_passes():
    """« la rivière de 5 ou 6 tuiles est défaussée et recomposée à la fin de chaque tour complet puis le
    jeton premier joueur passe au joueur suivant. »"""
    s = GAME.start({"joueurs": 3}, 2)
    first = list(s.riviere)
    malin_until(s, lambda st: st.manche == 2)
    assert len(s.riviere) == 5 and s.riviere != first[3:] and len(s.sac) == 72 - 10
    assert s.premier == 1 and s.current() == 1


def test_at_2_players_the_river_lasts_two_rounds():
    """« À 2 joueurs, la rivière n'est défaussée et recomposée qu'après 2 tours complets. » (5 tiles: 4
    are taken in two rounds.) Lecture retenue: the first player token passes every round."""
    s = GAME.start({"joueurs": 2}, 2)
    first = list(s.riviere)
    malin_until(s, lambda st: st.manche == 2)
    assert len(s.riviere) == 3 and set(s.riviere) <= set(first) and len(s.sac) == 67
    assert s.premier == 1
    malin_until(s, lambda st: st.manche == 3)
    assert len(s.riviere) == 5 and len(s.sac) == 62 and s.premier == 0


def test_twelve_rounds_then_the_final_count():
    """« Une partie est composée de 12 tours » ; « La partie se finit à la fin du 12ème tour. »"""
    s = GAME.start({"joueurs": 4}, 5)
    seen = []
    bot, rng = RandomBot(), Rng(1)
    while not s.is_over():
        p = s.to_move()[0]
        move = bot.pick(s, p, s.legal_moves(p), rng)
        if move.startswith("prendre"):
            seen.append((s.manche, p))
        s.play(move, p)
    assert s.manche == 12 and len(seen) == 48
    assert all(sum(1 for _, q in seen if q == p) == 12 for p in range(4))
    assert not s.sac                                   # at 4 players, the 72 tiles all come out
    assert s.scores() == [R.score(R.BOARD, b)["total"] for b in s.plateaux]
    assert "Fin du 12e tour : décompte final." in s.events


def test_a_tile_on_the_ground_goes_next_to_a_tile():
    """« Le joueur doit placer la tuile sélectionnée autour de la tuile de départ ou dessus. »"""
    s = at(START_ROWS)
    s.play("prendre-1")
    refused(s, "poser-A1-droite", "ne touche aucune tuile", section=G.SEC_TILE)
    refused(s, "poser-F3-droite", "hors du Dragonarium", section=G.SEC_TILE)
    assert "poser-A3-droite" in s.legal_moves()           # B3 touches C3
    s.play("poser-A3-droite")
    assert sq(s, "A3")["h"] == sq(s, "B3")["h"] == 1 and sq(s, "A3")["t"] == "feu"


def test_a_tile_in_height_rests_on_a_level_and_pillars_fill_the_gap():
    """« Au moins une case de la tuile doit être posée sur un niveau existant. » ; « La tuile doit être
    horizontale. Un ou plusieurs piliers peuvent être utilisés pour combler l'espace sous une case. »"""
    s = at(START_ROWS, piliers=0)
    s.play("prendre-1")
    refused(s, "poser-D3-droite", "niveau 2", "1 pilier", section=G.SEC_HEIGHT)
    s = at(START_ROWS, piliers=1)
    s.play("prendre-1")
    s.play("poser-D3-droite")                            # D3 on level 1, E3 over the ground on a pillar
    assert sq(s, "D3")["h"] == sq(s, "E3")["h"] == 2 and s.piliers[0] == 0


def test_reading_the_level_is_one_above_the_higher_square_below():
    """Lecture retenue: a tile over squares of levels 2 and 1 lies at level 3, one pillar under the lower
    square (never higher: one square at least rests on the level below it)."""
    s = at([". . . . . .", ". . . . . .", ". . E2 I1 . .", ". . . . . .", ". . . . . .", ". . . . . ."], piliers=1)
    s.play("prendre-1")
    s.play("poser-C3-droite")
    assert sq(s, "C3")["h"] == sq(s, "D3")["h"] == 3 and s.piliers[0] == 0


def test_no_tile_on_an_egg_missing_gems_nor_on_a_dragon():
    """« Une tuile ne peut être posée que sur une case avec tous les espaces de gemmes remplis ou sur une
    case sans œuf » ; « Une tuile ne peut pas être posée sur un dragon. »"""
    s = at([". . . . . .", ". . . . . .", ". F1o I1 I1 R1oF .", ". . A1dE . . .", ". . . . . .", ". . . . . ."])
    s.play("prendre-1")
    refused(s, "poser-B3-droite", "tous ses emplacements de gemmes", section=G.SEC_HEIGHT)
    refused(s, "poser-E3-gauche", "tous ses emplacements de gemmes", section=G.SEC_HEIGHT)   # 1 gem of 2
    refused(s, "poser-C4-haut", "porte un dragon", section=G.SEC_HEIGHT)


def test_a_full_egg_covered_hatches_a_dragon_of_its_colour():
    """« Si une tuile ou un pilier est placé sur une case avec un œuf et tous les emplacements de gemmes
    remplis, l'œuf éclot et un dragon apparaît ! Le joueur doit alors placer un dragon de la couleur de
    l'œuf sur une case parmi : celles de la tuile qui vient d'être posée, n'importe laquelle comportant
    des gemmes, une case où il n'y a pas de tuile. »"""
    s = at([". . . . . .", ". . . . . .", ". F1oE I1 I1 . .", ". . A1oF E1 . .", ". . . . . .", ". . . . . ."],
           river=("E|E",))
    s.play("prendre-1")
    s.play("poser-B3-droite")                            # covers the full fire egg of B3
    assert s.phase == "dragon" and s.eclosions == ["feu"]
    legal = {m.split("-")[1] for m in s.legal_moves()}
    assert {"B3", "C3", "C4", "A1", "F6"} <= legal        # the tile laid, a square with gems, no tile
    assert "D3" not in legal and "D4" not in legal
    refused(s, "dragon-D4", "ni une case de la tuile", section=G.SEC_HATCH)
    s.play("dragon-C3")
    assert sq(s, "C3")["d"] == "feu" and s.reserve["feu"] == 4 and s.phase == "assistant"
    assert R.score(R.BOARD, s.plateaux[0])["domaines"]["feu"][1] == 1 * 2      # « La case possède alors la couleur du dragon »


def test_one_dragon_per_square():
    """« Chaque case ne peut contenir qu'un seul dragon. »"""
    s = at([". . . . . .", ". . . . . .", ". F1oE I1 I1 . .", ". . A1oFdR E1 . .", ". . . . . .", ". . . . . ."])
    s.play("prendre-1")
    s.play("poser-B3-droite")
    refused(s, "dragon-C4", "déjà un dragon", section=G.SEC_HATCH)


def test_the_dragons_are_limited():
    """« Le nombre de dragon est limité : s'il n'y a plus de dragon dans la réserve, le joueur ne pourra
    pas en poser. » (Lecture retenue: a shared reserve of 5 of each colour.)"""
    s = at([".dF .dF .dF . . .", ". . . . . .", ". F1oE I1 I1 . .", ". . . . . .", ". . . . . .", ". . . . . ."],
           other=[".dF .dF . . . .", ". . . . . .", ". . I1 I1 . .", ". . . . . .", ". . . . . .", ". . . . . ."])
    assert s.reserve["feu"] == 0
    s.play("prendre-1")
    s.play("poser-B3-droite")
    assert s.phase == "assistant" and "plus de dragon" in s.events[-1]


def test_pillars_drawn_are_won_but_not_used_the_same_turn():
    """« Si une tuile ou un pilier est placé sur une case avec un dessin de pilier(s), le joueur récupère
    le nombre de piliers indiqué, mais ne peut pas les utiliser durant le même tour. »"""
    s = at([". . . . . .", ". . . . . .", ". . I1 I1p2 . .", ". . . . . .", ". . . . . .", ". . . . . ."], piliers=0)
    s.play("prendre-1")
    s.play("poser-C3-droite")
    assert s.piliers[0] == 0 and s.gagnes == 2
    s.play("assistant-air")                               # no air domain: the assistant stays, the turn ends
    assert s.piliers[0] == 2 and s.is_over()


def test_a_tile_that_cannot_be_placed_is_discarded_for_a_pillar_and_a_gem():
    """« Si la tuile ne peut pas être posée : défausse, +1 pilier, +1 gemme de son choix à placer
    n'importe où. » ; « Pour les cases dorées, les deux gemmes doivent être de la même couleur. »"""
    rows = ["R1oF" + " F1o" * 5] + ["F1o F1o F1o F1o F1o F1o"] * 5
    s = at(rows, piliers=0, assistant=24)
    s.play("prendre-1")
    assert s.phase == "gemme" and "défaussée" in s.events[-1] and s.gagnes == 1
    refused(s, "gemme-eau-A1", "même couleur", section=G.SEC_ASSISTANT)
    refused(s, "gemme-royal-B1", "trois couleurs", section=G.SEC_ASSISTANT)
    s.play("gemme-eau-F6")
    assert sq(s, "F6")["g"] == ["eau"] and s.phase == "assistant"
    s.play("assistant-air")
    assert s.piliers[0] == 1 and s.is_over()


def test_the_assistant_walks_clockwise_by_the_largest_domain_and_lays_gems_in_front():
    """« Le joueur choisit une des trois couleurs d'élément (l'or ne peut pas être utilisé lors de cette
    étape), compte le nombre de cases dans le domaine le plus grand et déplace son assistant dans le
    sens horaire d'autant d'étapes. À chaque étape, l'assistant pose une gemme de cette couleur dans un
    des emplacements de la ligne ou la colonne devant lui » ; « Le joueur est obligé de placer une gemme
    s'il le peut. »"""
    rows = [". . . . . .", ". . E1 E1 . .", ". . I1 I1 . .", ". . . . . .", ". A1o F1o . . .", ". . E1o . . ."]
    s = at(rows, river=("I|I",))
    s.play("prendre-1")
    s.play("poser-C3-droite")
    refused(s, "assistant-royal", "l'or ne peut pas être utilisé", section=G.SEC_ASSISTANT)
    s.play("assistant-eau")                               # water domain C2–D2: 2 steps, above B then above C
    assert sq(s, "B5")["g"] == ["eau"]                    # column B: one slot, the gem goes there
    assert s.phase == "pas" and s.assistants[0] == 2 and sorted(s.legal_moves()) == ["placer-C5", "placer-C6"]
    refused(s, "placer-B5", "devant lui", section=G.SEC_ASSISTANT)
    s.play("placer-C6")
    assert sq(s, "C6")["g"] == ["eau"] and sq(s, "C5")["g"] == [] and s.is_over()


def test_reading_the_track_of_24_places():
    """Lecture retenue: 24 places around the board, clockwise: above columns A to F, right of rows 1 to 6,
    below columns F to A, left of rows 6 to 1."""
    assert R.track_line(0) == [R.BOARD.parse(f"A{r}") for r in range(1, 7)]
    assert R.track_line(6) == [R.BOARD.parse(f"{c}1") for c in "ABCDEF"]
    assert R.track_line(12) == [R.BOARD.parse(f"F{r}") for r in range(1, 7)]
    assert R.track_line(23) == [R.BOARD.parse(f"{c}1") for c in "ABCDEF"]
    assert R.track_line(24) == R.track_line(0)


def test_reading_a_golden_egg_takes_two_gems_of_one_colour():
    """« Pour les cases dorées, les deux gemmes doivent être de la même couleur. »"""
    cell = R.parse_square("R1oF")
    assert R.accepts_gem(cell, "feu") and not R.accepts_gem(cell, "eau")
    assert R.parse_square("R1oFE") is None and R.free_slots(R.parse_square("R1oFF")) == 0


def test_the_final_count_is_the_sandbox_count():
    """« Pour chaque élément, le domaine le plus grand rapporte autant de points que le nombre de cases
    adjacentes [...] x la hauteur de la tuile la plus haute » ; « Chaque dragon royal (doré) rapporte 3
    points. » The game and the domains sandbox count with the same function."""
    s = at(["F1 F2 . . . .", ". F1dR . . . .", ". . I1 I1 . .", ". . . . . .", ". . . . . .", "R3 R3 . . . ."])
    assert s.scores()[0] == 3 * 2 + 3
    sandbox = CALC.start({"position": ["F1 F2 . . . .", ". F1dR . . . .", ". . I1 I1 . .", ". . . . . .",
                                       ". . . . . .", "R3 R3 . . . ."]}, 1)
    assert sandbox.result()["total"] == s.scores()[0]
    royal = at(["F1 F2 . . . .", ". F1dR . . . .", ". . I1 I1 . .", ". . . . . .", ". . . . . .", "R3 R3 . . . ."],
               domaine_royal=True)
    assert royal.scores()[0] == 3 * 2 + 3 + 2 * 3


def test_a_tie_goes_to_the_most_dragons():
    """« En cas d'égalité, le joueur qui a le plus de dragons gagne. » (Still equal: they share.)"""
    s = at(["F1 F1 .dA . . .", ". . . . . .", ". . I1 I1 . .", ". . . . . .", ". . . . . .", ". . . . . ."],
           other=["E1 E1 . . . .", ". . . . . .", ". . I1 I1 . .", ". . . . . .", ". . . . . .", ". . . . . ."])
    s.phase, s.exemple = "fin", False
    assert s.scores() == [2, 2] and s.winners() == [0]
    s.plateaux[1][R.BOARD.parse("F6")]["d"] = "feu"
    assert s.winners() == [0, 1]


def test_an_example_stops_at_the_end_of_the_readers_turn():
    s = GAME.start({"joueurs": 2, "position": G.EXAMPLE}, 1)
    assert s.current() == 0 and s.manche == 6
    malin_until(s, lambda st: False)
    assert s.is_over() and s.fin == "Fin de l'exemple : le tour illustré est joué." and s.winners() == []


@pytest.mark.parametrize("change, words", [
    ({"plateaux": [START_ROWS]}, "un par joueur"),
    ({"riviere": ["F|X"]}, "riviere"),
    ({"riviere": []}, "riviere"),
    ({"assistants": [0, 1]}, "assistants"),
    ({"plateaux": [START_ROWS[:5] + [". . . . . X"], START_ROWS]}, "F6"),
    ({"plateaux": [[". . . . . ."] * 6, START_ROWS]}, "au moins une tuile"),
    ({"plateaux": [[".dF .dF .dF .dF .dF .dF"] + START_ROWS[1:], START_ROWS]}, "réserve"),
])
def test_a_wrong_position_is_refused_in_french(change, words):
    pos = dict(G.EXAMPLE, **change)
    with pytest.raises(ScenarioError) as err:
        GAME.start({"joueurs": 2, "position": pos}, 1)
    assert err.value.field == "position" and words in str(err.value)


def test_the_bag_is_hidden_and_the_bot_reads_only_its_view():
    s = GAME.start({"joueurs": 3}, 4)
    view = s.view(1)
    assert view["sac"] == len(s.sac) and "rng_state" not in view
    twin = s.determinize(1, Rng(9))
    assert sorted(twin.sac) == sorted(s.sac) and twin.view(1) == view
    legal = s.legal_moves(0)
    assert MalinBot().choose(s.view(0), legal, Rng(1)) in legal


def test_malin_takes_the_tile_that_scores_most():
    """The greedy bot takes the fire tile and lays it where the fire domain grows most, at level 2: C2 on
    a pillar and C3 on the starting tile join the four fire squares (6 × 2)."""
    s = at(["F1 F1 . . . .", "F1 F1 . . . .", ". . I1 I1 . .", ". . . . . .", ". . . . . .", ". . . . . ."],
           river=("I|I", "F|F"))
    move = MalinBot().choose(s.view(0), s.legal_moves(), Rng(1))
    assert move == "prendre-2"
    s.play(move)
    move = MalinBot().choose(s.view(0), s.legal_moves(), Rng(1))
    assert move == "poser-C2-bas"
    s.play(move)
    assert s.scores()[0] == 6 * 2


def test_malin_beats_random_players():
    wins = 0
    for seed in range(2):
        state, _ = play_out(GAME, {"joueurs": 2}, seed, ["malin", "hasard"] if seed % 2 else ["hasard", "malin"])
        wins += state.winners() == [0 if seed % 2 else 1]
    assert wins == 2


def _invariants(state):
    """Checked at each turn's start (after every move, it cost more than the games themselves)."""
    if state.phase not in ("choix", "fin"):
        return
    for c in R.COLOURS:
        assert state.reserve[c] + sum(1 for b in state.plateaux for x in b if x["d"] == c) == R.DRAGONS_PER_COLOUR
    assert min(state.piliers) >= 0 and state.gagnes >= 0
    for board in state.plateaux:
        assert all((x["t"] is None) == (x["h"] == 0) and len(x["g"]) <= R.slots(x) for x in board)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_games_to_the_end(players):
    for state, moves in random_games(GAME, seeds(17, 300), {"joueurs": players}, check=_invariants):
        assert state.manche == 12 and len(state.winners()) >= 1
        assert sum(1 for _, m in moves if m.startswith("prendre")) == 12 * players


def test_drawn_like_the_game_river_board_track():
    """The Dragonarium is a grid of squares inside the assistant's track; the river's tiles are pieces;
    a tile taken is turned with its four senses, then laid by a click on the board (no steppers)."""
    import re
    s = at(START_ROWS, river=("F|Fo", "E|R"))
    html = GAME.render(s, 0, s.legal_moves(0))
    assert 'data-move="prendre-1"' in html and "Tuile 1 : feu | feu, œuf feu (1 gemme)" in html
    assert html.count('class="bga-tile bga-stacked') == 2 * 36 and "assistant est ici" in html
    assert 'type="number"' not in html and "bga-stepper" not in html
    s.play("prendre-1")
    html = GAME.render(s, 0, s.legal_moves(0))
    assert re.search(r'data-part="droite"', html) and 'data-template="poser-A3-{}"' in html
    s.play("poser-A3-droite")
    html = GAME.render(s, 0, s.legal_moves(0))
    assert 'data-move="assistant-feu"' in html


def test_reading_two_eggs_covered_at_once_hatch_two_dragons():
    """Lecture retenue: « Deux œufs couverts d'un coup donnent deux dragons », one after the other."""
    s = at([". . . . . .", ". . . . . .", ". F1oE E1oA I1 . .", ". . . . . .", ". . . . . .", ". . . . . ."])
    s.play("prendre-1")
    s.play("poser-B3-droite")
    assert s.eclosions == ["feu", "eau"]
    s.play("dragon-B3")
    assert s.phase == "dragon" and s.eclosions == ["eau"]
    refused(s, "dragon-B3", "déjà un dragon", section=G.SEC_HATCH)
    s.play("dragon-C3")
    assert sq(s, "B3")["d"] == "feu" and sq(s, "C3")["d"] == "eau" and s.phase == "assistant"


def test_reading_player_1_starts_and_a_step_without_a_slot_passes():
    """Lecture retenue: « Le Joueur 1 commence » ; « s'il n'y en a aucun, le pas passe »."""
    s = GAME.start({"joueurs": 4}, 3)
    assert s.current() == 0 and s.premier == 0
    rows = [". . . . . .", ". . E1 E1 E1 .", ". . I1 I1 . .", ". . . . . .", ". . . . . .", ". . . . . ."]
    s = at(rows, river=("I|I",))
    s.play("prendre-1")
    s.play("poser-C3-droite")
    s.play("assistant-eau")                               # 3 steps, no egg anywhere: the turn ends
    assert s.assistants[0] == 3 and s.is_over()


def test_gems_are_laid_at_once_and_unused_pillars_score_nothing():
    """« Les gemmes sont directement posées, elles ne peuvent pas être gardées pour plus tard. » ;
    « Les piliers et gemmes inutilisés ne rapportent pas de points. »"""
    rows = ["R1oF" + " F1o" * 5] + ["F1o F1o F1o F1o F1o F1o"] * 5
    s = at(rows, piliers=0)
    s.play("prendre-1")                                   # discarded: its gem must be laid now
    assert s.phase == "gemme" and all(m.startswith("gemme-") for m in s.legal_moves())
    rich = at(START_ROWS, piliers=9)
    poor = at(START_ROWS, piliers=0)
    assert rich.scores() == poor.scores() == [0, 0]
    assert not any(k.startswith("gemme") for k in vars(s))          # no stock of gems to keep


@pytest.mark.parametrize("move, words", [
    ("prendre-01", "coup inconnu"), ("prendre-+1", "coup inconnu"), ("poser-B03-droite", "coup inconnu"),
    ("poser-b3-droite", "coup inconnu"), ("poser-B3-diagonale", "coup inconnu"), ("dragon-Z9", "coup inconnu"),
    ("assistant-", "coup inconnu"), ("prendre-7", "numérotées de 1 à 3"), ("poser-B3-droite", "choisissez d'abord"),
    ("assistant-feu", "choisissez d'abord une tuile"), ("placer-A1", "choisissez d'abord une tuile"),
])
def test_odd_spellings_and_moves_out_of_turn_are_refused_in_french(move, words):
    s = at(START_ROWS, river=("F|F", "E|E", "A|A"))
    refused(s, move, words)


def test_reading_a_colour_without_a_domain_leaves_the_assistant_in_place():
    s = at(START_ROWS)
    s.play("prendre-1")
    s.play("poser-A3-droite")
    s.play("assistant-eau")
    assert s.assistants[0] == 0 and s.is_over()


# --- the page's examples -----------------------------------------------------------------------

def page_blocks():
    from pathlib import Path

    from site_demos.demo_block import read_block
    text = (Path(__file__).parents[2] / "docs" / "jeux" / "dragonarium.md").read_text(encoding="utf-8")
    return [read_block(b.split("```")[0]) for b in text.split("```demo\n")[1:]]


def page_game(k):
    b = page_blocks()[k]
    return GAME.start(b["options"], b["graine"])


def test_the_page_shows_positions_beside_their_rules_and_the_whole_game_last():
    blocks = page_blocks()
    assert [b["mode"] for b in blocks] == ["partie", "partie", "domaines", "partie"]
    assert "position" in blocks[0]["options"] and "position" in blocks[1]["options"]
    assert "position" not in blocks[3]["options"]
    assert blocks[0]["options"]["position"] == G.EXAMPLE       # the reference page shows the same position


@pytest.mark.parametrize("k", [0, 1])
def test_each_position_stops_at_the_end_of_the_readers_turn(k):
    s = malin_until(page_game(k), lambda st: False)
    assert s.is_over() and s.fin == "Fin de l'exemple : le tour illustré est joué." and s.rang == 1


def test_the_hatching_example_as_the_page_tells_it():
    """Beside « 2 Éclosion des dragons »: B3–B4 covers the full fire egg, the dragon hatches; D2's egg,
    without its gem, cannot be covered."""
    s = page_game(0)
    s.play("prendre-1")
    refused(s, "poser-D2-droite", "tous ses emplacements de gemmes", section=G.SEC_HEIGHT)
    s.play("poser-B3-bas")
    assert sq(s, "B3")["h"] == 2 and s.eclosions == ["feu"]
    s.play("dragon-A3")
    s.play("assistant-feu")                               # fire domain A3 B3 B4 C4: 4 steps
    assert sq(s, "B4")["g"] == ["feu"] and sq(s, "D2")["g"] == ["feu"] and s.is_over()


def test_the_assistant_example_as_the_page_tells_it():
    """Beside « 3 Déplacer l'assistant »: the air domain grows to 5, column B offers two eggs; with water,
    the golden egg holding an air gem refuses it."""
    s = page_game(1)
    s.play("prendre-1")
    s.play("poser-E2-droite")
    s.play("assistant-air")
    assert s.phase == "pas" and s.legal_moves() == ["placer-B3", "placer-B4"]
    s.play("placer-B3")
    assert sq(s, "B3")["g"] == ["air", "air"] and sq(s, "D4")["g"] == ["air"] and sq(s, "E3")["g"] == ["air"]
    s = page_game(1)
    s.play("prendre-1")
    s.play("poser-E2-droite")
    s.play("assistant-eau")                               # one step, column B: only B4 takes water
    assert sq(s, "B3")["g"] == ["air"] and sq(s, "B4")["g"] == ["eau"] and s.is_over()


def test_the_list_of_placements_agrees_with_each_placement():
    for state, _ in random_games(GAME, seeds(2, 20), {"joueurs": 2}):
        for p, board in enumerate(state.plateaux):
            for pillars in (0, 1, 3):
                one_by_one = [(i, o, lv, need) for i in R.BOARD.squares() for o in R.ORIENTATIONS
                              for lv, need, why in [R.placement(board, i, o)] if why is None and need <= pillars]
                assert R.placements(board, pillars) == one_by_one


def test_reading_an_egg_under_a_dragon_still_takes_gems_but_is_never_covered():
    """Lecture retenue: « Un œuf qui porte un dragon peut encore recevoir des gemmes, mais ne sera plus
    couvert. »"""
    rows = [". . . . . .", ". . . . . .", ". A1odA I1 I1 . .", ". . . . . .", ". . . . . .", ". . . . . ."]
    s = at(rows)
    b3 = R.BOARD.parse("B3")
    assert b3 in R.gem_places(s.plateaux[0], "eau") and R.coverable(s.plateaux[0][b3]) == "dragon"
    s.play("prendre-1")
    refused(s, "poser-B3-droite", "porte un dragon", section=G.SEC_HEIGHT)
