"""Taluva, mode « ile »: placing tiles, eruptions, building and the end, as the page states them."""

from __future__ import annotations

import json

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from engine.games.taluva import rules as R

from playthroughs import random_walk
from refusals import refused

GAME = get_game("taluva", "ile")

# A1 V(a) A2 J(a) A3 P(b) / B1 L(a) B2 V(b) B3 S(b) / C1..C3 sea (odd rows are shifted right)
SMALL = ["V1a J1a P1b -", "L1a V1b S1b -", "- - - -", "- - - -"]


def start(ile=None, tuiles=None, reserve=None, seed=1):
    options = {}
    if ile is not None:
        options["ile"] = ile
    if tuiles is not None:
        options["tuiles"] = tuiles
    if reserve is not None:
        options["reserve"] = reserve
    return GAME.start(options, seed)


def orient(state, o: int):
    if state.sens != o:
        state.play(f"sens-{o + 1}")


def to_build_step(state, volcano="C2", o=5):
    """Lay the tile on the sea (C2, D2, C3 by default) to reach « construire »."""
    orient(state, o)
    state.play(f"volcan-{volcano}")
    assert state.etape == "construire"


# --- placing a tile -------------------------------------------------------------------

def test_extend_the_island_on_the_sea_against_its_edge():
    """« Placez votre tuile dans l'océan, sur un bord de l'île. Des "trous" peuvent se former. »"""
    s = start(SMALL, tuiles=["jungle-lac"])
    s.play("sens-6")                              # orientation 6: jungle to the south-east, lac to the east
    s.play("volcan-C1")
    assert [s.ile[n]["terrain"] for n in ("C1", "D1", "C2")] == ["volcan", "jungle", "lac"]
    assert all(s.ile[n]["niveau"] == 1 for n in ("C1", "D1", "C2"))
    assert "l'île s'étend" in s.events[-1]


def test_a_tile_on_the_sea_must_touch_the_island():
    """« Placez votre tuile dans l'océan, sur un bord de l'île »: a tile away from the island is refused."""
    s = start(["V1a J1a - - -", "L1a - - - -", "- - - - -", "- - - - -", "- - - - -"])
    s.play("sens-6")
    refused(s, "volcan-D4", "bord de l'île", section=R.S_SEA)


def test_a_tile_must_stay_on_the_example_map():
    s = start(SMALL)
    refused(s, "volcan-A4", "carte", section=R.S_TILE)
    refused(s, "volcan-Z9", "carte", section=R.S_TILE)


def test_eruption_volcano_must_cover_a_volcano():
    """« Le volcan doit recouvrir un volcan existant »"""
    s = start(SMALL)
    orient(s, 2)                                   # B3 (a beach), then NW = A3, W = B2
    refused(s, "volcan-B3", "Le volcan doit recouvrir un volcan existant", section=R.S_ERUPTION)


def test_eruption_may_not_cover_exactly_one_tile():
    """« Une tuile ne peut pas recouvrir exactement une autre tuile (elle doit être à cheval sur au moins 2 tuiles) »"""
    s = start(SMALL)
    orient(s, 5)                                   # A1, then SE = B1, E = A2: all tile a
    refused(s, "volcan-A1", "exactement une autre tuile", section=R.S_ERUPTION)


def test_eruption_no_hex_in_the_air():
    """« Aucun hexagone ne doit être "en l'air" »: the three covered hexes are at the same height."""
    s = start(["V2a J2a P1b -", "L1c V1b S1b -", "- - - -", "- - - -"])
    orient(s, 2)                                   # B2, then NW = A2 (level 2), W = B1 (level 1)
    refused(s, "volcan-B2", "en l'air", section=R.S_ERUPTION)
    orient(s, 4)                                   # B2, then SW = C2 (sea), SE = C3 (sea)
    refused(s, "volcan-B2", "en l'air", section=R.S_ERUPTION)


def test_eruption_over_two_tiles_raises_the_level():
    """« Mettez votre tuile au dessus de tuiles existantes »: the new tile is one level higher."""
    s = start(SMALL, tuiles=["plage-rocher"])
    orient(s, 1)                                   # B2, NE = A3 (tile b), NW = A2 (tile a)
    s.play("volcan-B2")
    assert [(s.ile[n]["terrain"], s.ile[n]["niveau"]) for n in ("B2", "A3", "A2")] == \
        [("volcan", 2), ("plage", 2), ("rocher", 2)]
    assert "éruption, niveau 2" in s.events[-1]


def test_eruption_never_destroys_a_temple_or_a_tower():
    """« Une éruption ne peut détruire une tour ou un temple »"""
    for code, word in (("nte", "temple"), ("bto", "tour")):
        s = start([f"V1a J1a P1b:{code} -", "L1a V1b S1b -", "- - - -", "- - - -"])
        orient(s, 1)
        refused(s, "volcan-B2", "ne peut détruire une tour ou un temple", word, section=R.S_ERUPTION)


def test_eruption_razes_huts_unless_the_whole_village_goes():
    """« peut raser des huttes (elles sont remises dans la boite) tant que le village n'est pas entièrement détruit »"""
    alone = start(["V1a J1a P1b:bh -", "L1a V1b S1b -", "- - - -", "- - - -"])
    orient(alone, 1)                               # covers A3, the whole village
    refused(alone, "volcan-B2", "entièrement", section=R.S_ERUPTION)
    s = start(["V1a J1a P1b:bh -", "L1a V1b S1b:bh -", "- - - -", "- - - -"], tuiles=["lac-lac"])
    before = s.reserve["hutte"]
    orient(s, 1)                                   # A3 goes, B3 stays: the village survives
    s.play("volcan-B2")
    assert s.ile["A3"]["bat"] is None and s.ile["B3"]["bat"] == "hutte"
    assert "1 hutte blanche rasée en A3 (remise dans la boîte)." in s.events
    assert s.reserve["hutte"] == before            # razed huts go back to the box, not to the reserve


# --- building ---------------------------------------------------------------------------

def test_build_only_after_the_tile_and_never_on_a_volcano():
    """« Un tour se joue en 2 étapes : Placer une tuile, puis construire » ; « sur des cases vides sans volcan »"""
    s = start(SMALL)
    refused(s, "batir-A2", "posez d'abord la tuile")
    to_build_step(s)
    refused(s, "batir-A1", "sans volcan", section=R.S_BUILD)
    refused(s, "volcan-C1", "déjà posée")


def test_new_village_on_level_one_away_from_your_villages():
    """« Commencez un nouveau village en plaçant une hutte sur une tuile de niveau 1, non-adjacente à un de vos villages existants »"""
    s = start(["V1a J1a P2b -", "L1a V1b S1b:bh -", "- - - -", "- - - -"])
    to_build_step(s)
    refused(s, "batir-A3", "niveau 1", section=R.S_NEW)
    s.play("batir-B1")                                 # level 1, not next to B3's village
    assert s.ile["B1"]["bat"] == "hutte" and s.ile["B1"]["coul"] == "blanc"
    assert s.reserve["hutte"] == 18


def test_new_village_refused_next_to_one_of_yours():
    s = start(["V1a J1a P1b -", "L1a V1b S1b:bh -", "- - - -", "- - - -"])
    to_build_step(s)
    refused(s, "batir-A3", "non-adjacent", section=R.S_NEW)


def test_extend_a_village_as_many_huts_as_the_height():
    """« Choisissez un village et un type de terrain. Sur chaque terrain adjacent de ce type, placez autant de huttes que la hauteur de ce terrain. »"""
    # village B2; lakes A2 (level 2) and B3 (level 1) touch it; the plain A3 (level 1) too
    s = start(["J1a L2b P1c -", "J1a P1b:bh L1d -", "- - - -", "- - - -"], tuiles=["plage-rocher", "jungle-lac"])
    to_build_step(s)
    s.play("choisir-lac")
    s.play("batir-B2")
    assert (s.ile["A2"]["nb"], s.ile["B3"]["nb"]) == (2, 1)
    assert s.reserve["hutte"] == 20 - 1 - 3
    assert "3 huttes (A2, B3)" in s.events[-1]


def test_extend_needs_enough_huts_for_the_whole_action():
    """« Vous devez avoir assez de huttes pour faire toute l'action, sinon elle est interdite. »
    « le joueur rouge peut placer 2 huttes sur les lacs (1 sur chaque) ou 1 hutte sur le sable, mais pas 1 hutte sur un seul des deux lacs »"""
    s = start(["S1a L1b L1c -", "J1a P1b:bh S1d -", "- - - -", "- - - -"], reserve={"huttes": 1})
    to_build_step(s)
    s.play("choisir-lac")
    refused(s, "batir-B2", "assez de huttes", "il en faut 2", section=R.S_EXTEND)
    s.play("choisir-plage")
    refused(s, "batir-A1", "choisissez un de vos villages", section=R.S_EXTEND)
    s.play("batir-B2")                               # « ou 1 hutte sur le sable »
    assert s.ile["B3"]["bat"] == "hutte" and s.reserve["hutte"] == 0


def test_temple_next_to_a_village_of_three_without_a_temple():
    """« Construire un temple adjacent à un village existant d'une taille d'au moins 3 cases, qui ne possède pas déjà de temple. »"""
    s = start(["P1a P1a:bh P1b:bh -", "J1a L1b S1b:bh -", "- - - -", "- - - -"])
    to_build_step(s)
    s.play("choisir-temple")
    s.play("batir-B2")
    assert s.ile["B2"]["bat"] == "temple" and s.reserve["temple"] == 2
    small = start(["P1a P1a:bh P1b:bh -", "J1a L1b S1b -", "- - - -", "- - - -"])
    to_build_step(small)
    small.play("choisir-temple")
    refused(small, "batir-B2", "au moins 3 cases", section=R.S_TEMPLE)
    has = start(["P1a P1a:bh P1b:bh -", "J1a L1b S1b:bte -", "- - - -", "- - - -"])
    to_build_step(has)
    has.play("choisir-temple")
    refused(has, "batir-B2", "déjà de temple", section=R.S_TEMPLE)


def test_temple_may_merge_two_villages():
    """« La construction du temple peut causer la fusion de 2 villages, même si l'un d'entre eu possède déjà un temple »"""
    s = start(["P1a:bh P1a:bh P1b:bh - -", "J1a L1b S1b - -", "- P1c:bte P1c:bh - -", "- - - - -"], tuiles=["lac-lac"])
    to_build_step(s, "C4", 5)
    s.play("choisir-temple")
    s.play("batir-B2")                           # touches the 3-hut village and the temple village
    assert len(R.village_of(s.ile, "B2")) == 6


def test_tower_on_level_three_next_to_a_village_without_a_tower():
    """« Construire une tour sur un terrain de niveau 3 (ou plus), et adjacent à un village existant qui ne possède pas déjà de tour. »"""
    s = start(["P3a P2a:bh R1b -", "J1a L1b S1b -", "- - - -", "- - - -"])
    to_build_step(s)
    s.play("choisir-tour")
    refused(s, "batir-A3", "niveau 3", section=R.S_TOWER)
    s.play("batir-A1")
    assert s.ile["A1"]["bat"] == "tour" and s.reserve["tour"] == 1
    again = start(["P3a P2a:bh R3b -", "J1a L1b:bto S1b -", "- - - -", "- - - -"])
    to_build_step(again)
    again.play("choisir-tour")
    refused(again, "batir-A3", "déjà de tour", section=R.S_TOWER)
    lonely = start(["P3a P2a R1b -", "J1a L1b S1b -", "- - - -", "- - - -"])
    to_build_step(lonely)
    lonely.play("choisir-tour")
    refused(lonely, "batir-A1", "adjacent à un village", section=R.S_TOWER)


def test_eliminated_when_nothing_can_be_built():
    """« ATTENTION, si vous ne pouvez rien construire, vous êtes immédiatement éliminé. »"""
    s = start(["P2a P2a R2b -", "J2a L2b S2b -", "- - - -", "- - - -"], reserve={"huttes": 0})
    to_build_step(s)      # the new tile is level 1 but no hut is left
    assert s.fin and "éliminé" in s.fin and s.is_over() and s.legal_moves() == []
    refused(s, "choisir-temple", "terminée")


# --- the end -------------------------------------------------------------------------------

def test_all_buildings_of_two_types_wins_at_once():
    """« Le jeu se termine dès qu'un joueur a construit tous les bâtiments de 2 des 3 types. »"""
    s = start(["P3a P2a:bh R1b -", "J1a L1b S1b -", "- - - -", "- - - -"], tuiles=["lac-lac", "lac-lac"],
              reserve={"huttes": 5, "temples": 0, "tours": 1})
    to_build_step(s)
    s.play("choisir-tour")
    s.play("batir-A1")
    assert s.is_over() and "2 des 3 types" in s.fin and "vous gagnez" in s.fin
    assert len(s.pioche) == 1


def test_after_the_last_tile_most_temples_then_towers_then_huts():
    """« après la pose de la dernière tuile, celui qui a posé le plus de temples (en cas d'égalité, le plus de tours, puis le plus de huttes) »"""
    s = start(["P1a:nte P1a:nh R1b:nh -", "J3a:bto L1b S1b:bte -", "- - - -", "- - - -"], tuiles=["lac-lac"])
    to_build_step(s)
    s.play("batir-D2")                              # a new village: white 1 temple, 1 tower, 1 hut
    assert s.is_over() and "Toutes les tuiles ont été jouées : vous gagnez" in s.fin   # black: 1 temple, 0 tower, 2 huts
    win, text = R.final_ranking({"A1": {"terrain": "plaine", "niveau": 1, "tuile": 1, "bat": "temple", "coul": "noir", "nb": 1},
                                 "A2": {"terrain": "plaine", "niveau": 1, "tuile": 1, "bat": "hutte", "coul": "blanc", "nb": 3}})
    assert win == ["noir"] and "1 temple(s)" in text


# --- options ------------------------------------------------------------------------------------

@pytest.mark.parametrize("field, options", [
    ("ile", {"ile": "V1a"}),
    ("ile, ligne 1, case 1", {"ile": ["X1a"]}),
    ("ile, ligne 1, case 1", {"ile": ["P0a"]}),
    ("ile, ligne 1, case 2", {"ile": ["V1a P1a:bz"]}),
    ("ile, ligne 1, case 1", {"ile": ["V1a:bh"]}),
    ("ile", {"ile": ["P1a P1a P1a P1a"]}),
    ("ile", {"ile": ["- -"]}),
    ("tuiles", {"tuiles": ["jungle"]}),
    ("tuiles", {"tuiles": ["volcan-lac"]}),
    ("tuiles", {"tuiles": []}),
    ("reserve", {"reserve": {"huttes": 21}}),
    ("reserve", {"reserve": {"chateaux": 1}}),
])
def test_bad_options_name_their_field(field, options):
    with pytest.raises(ScenarioError) as err:
        GAME.start(options, 1)
    assert err.value.field == field


def test_default_reserve_counts_the_white_buildings_of_the_island():
    s = start(["P1a:bh P1a:bte R1b -", "J1a L1b S1b -"])
    assert s.reserve == {"hutte": 19, "temple": 2, "tour": 2}


# --- random edits ---------------------------------------------------------------------------------

def check(state):
    for name, h in state.ile.items():
        assert h["niveau"] >= 1
        assert not (h["terrain"] == "volcan" and h["bat"])
        if h["bat"] == "hutte":
            assert 1 <= h["nb"] <= h["niveau"]
    assert all(v >= 0 for v in state.reserve.values())
    built = R.buildings(state.ile, "blanc")
    assert built["temple"] + state.reserve["temple"] <= 3 and built["tour"] + state.reserve["tour"] <= 2


def test_random_walks_never_raise_and_keep_the_invariants():
    ended = 0
    for seed in range(300):
        last = None
        for state, player, move in random_walk(GAME, {"tuiles": ["jungle-lac", "plaine-rocher", "plage-lac", "rocher-jungle"]},
                                              seed, steps=40, walk_seed=seed):
            check(state)
            last = state
        if last is not None and last.is_over():
            ended += 1
        doc = last.to_json()
        assert GAME.from_json(json.loads(json.dumps(doc))).to_json() == doc
    assert ended > 100


# --- the view (issue 23): the tile to place is drawn, turned by clicking it ----------------------

def test_the_tile_to_place_is_drawn_with_its_volcano_and_turned_by_clicking_it():
    """The tile to place is three hexes (its volcano and its two terrains where they lie),
    and the six orientations are six small drawings of the tile, each the button that turns
    it so; no arrow pairs, no « T » for a temple, no ☐ toggles."""
    s = start(SMALL, tuiles=["jungle-lac"])
    html = GAME.render(s, 0, s.legal_moves(0))
    tile = html[html.index('class="bga-tile-to-place"'):]
    tile = tile[:tile.index("</span></span>")]
    assert tile.count('class="bga-ht-hex"') == 3
    assert 'data-terrain="volcan"' in tile and 'data-terrain="foret"' in tile and 'data-terrain="eau"' in tile
    assert "La tuile à poser : volcan, jungle au " in html
    turns = [html[i:html.index("</button>", i)] for i in range(len(html)) if html.startswith('<button', i)
             and 'data-move="sens-' in html[i:html.index(">", i)]]
    assert len(turns) == 6 and all(t.count('class="bga-ht-hex"') == 3 for t in turns)
    assert sum('aria-pressed="true"' in t for t in turns) == 1
    for bad in ("→", "↗", ">T<", "☐"):
        assert bad not in html
    to_build_step(s)
    html = GAME.render(s, 0, s.legal_moves(0))
    assert 'data-move="choisir-temple"' in html and 'data-shape="temple"' in html and ">T<" not in html
    assert html.count('class="bga-ht-hex"') == 5                   # the five terrains to extend on
