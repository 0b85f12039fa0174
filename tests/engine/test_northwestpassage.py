"""Northwest Passage: crew cost of each action, ship and sled moves, the
season, the sun disc and the ice, the final scoring; refusals, options, random
edits."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.northwestpassage import rules as R
from playthroughs import random_walk

SEASON = get_game("northwestpassage", "saison")
SCORING = get_game("northwestpassage", "decompte")
#   A B C D E
# 1 t m m m t      tokens: B1 Inuit, D1 Détroit, D2 Cairn, E2 Franklin
# 2 t m t t m      coefficients 1 1 2 2 3
# 3 G m m m m


def start(**options):
    return SEASON.start({"coefficients": [1, 1, 2, 2, 3], **options}, 1)


def refused(s, move: str, *words: str) -> str:
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play(move, 0)
    assert json.dumps(s.to_json(), sort_keys=True) == before, "a refused move changes nothing"
    for w in words:
        assert w in err.value.reason, (w, err.value.reason)
    return err.value.reason


def test_costs_of_the_page():
    """« Piocher une tuile — Coût : 1 », « Rafraîchir les tuiles et piocher — Coût : 2 »,
    « Placer une tuile — Coût : 1 », « Déplacement — Coût : 1 », « Transfert d'Équipage —
    Coût : 1 », « Explorer un site Franklin ou un Détroit — Coût : 3 », « Découvrir un Inuit
    ou un Cairn — Coût : 2 »."""
    assert R.COSTS == {"piocher": 1, "rafraichir": 2, "placer": 1, "aller": 1, "transfert": 1, "explorer": 3,
                       "decouvrir": 2}


def test_extra_actions_cost_one_more():
    """« Il peut effectuer des actions supplémentaires, mais chaque action lui coûtera 1 pion
    Équipage de plus que le coût normal. »"""
    s = start()
    s.play("rafraichir", 0)
    assert s.crew["navire"] == [5, 2]
    s.play("aller-B3", 0)            # 1 + 1
    assert s.crew["navire"] == [3, 4]
    s.play("aller-B2", 0)
    assert s.crew["navire"] == [1, 6]
    reason = refused(s, "aller-B1", "2 pion", "1 de plus")
    assert reason.section == "les-actions"
    s.play("finir", 0)
    s.play("aller-B1", 0)            # a new turn: the normal cost again
    assert s.crew["navire"] == [0, 7]


def test_ship_by_sea_not_on_ice():
    """« Le joueur déplace son Navire sur une tuile adjacente (hors diagonales) à celle
    occupée, reliée par une voie maritime » ; « Les Navires ne peuvent pas se déplacer sur une
    tuile gelée » (a g square: pack ice all game long)."""
    s = start(carte=["tmmgt", "tmttm", "Gmmmm"])
    refused(s, "aller-A2", "mer")
    refused(s, "aller-C3", "adjacente")
    s.play("aller-B3", 0)
    s.play("finir", 0)
    s.play("aller-B2", 0)
    s.play("finir", 0)
    s.play("aller-B1", 0)
    s.play("finir", 0)
    s.play("aller-C1", 0)
    s.play("finir", 0)
    refused(s, "aller-D1", "gelée")


def test_sled_by_land_and_ice_never_by_sea_and_transfer():
    """« Le Traîneau ne peut pas traverser la mer. Une tuile gelée est considérée comme
    terrestre » ; « [le Transfert] est possible uniquement si le Navire et le Traîneau d'un
    joueur sont sur la même tuile, ou si le Traîneau n'est pas déployé »."""
    s = start()
    s.play("transfert-3", 0)         # the sled is not deployed yet
    assert s.crew == {"navire": [3, 1], "traineau": [3, 0]}
    s.play("depuis-traineau", 0)
    refused(s, "aller-B3", "traverser la mer")
    s.play("aller-A2", 0)            # 1 + 1 (second action of the turn)
    assert s.crew["traineau"] == [1, 2] and s.sled == "A2"
    s.play("finir", 0)
    s.play("depuis-navire", 0)
    reason = refused(s, "transfert-0", "même tuile")
    assert reason.section == "transfert-dequipage"


def test_tokens_points_times_coefficient():
    """« Explorer un site Franklin ou un Détroit … 1 point de Prestige multiplié par le
    coefficient de la zone » ; « Découvrir un Inuit ou un Cairn … 2 points de Prestige
    multiplié par le coefficient »."""
    s = start(jetons={"B3": "I", "C3": "F"})
    s.play("aller-B3", 0)
    s.play("finir", 0)
    s.play("ramasser", 0)            # Inuit: 2 crew, 2 × 1
    assert s.prestige == 2 and s.crew["navire"] == [4, 3]
    s.play("finir", 0)
    s.play("aller-C3", 0)
    s.play("finir", 0)
    s.play("ramasser", 0)            # Franklin: 3 crew, 1 × 2
    assert s.prestige == 4 and s.crew["navire"] == [0, 7]


def test_pass_and_season_end():
    """« Un joueur peut choisir de passer … Si un joueur n'a plus de pion Équipage « Disponible »,
    il doit passer » ; « A la fin de la saison, tous les pions Équipage utilisés redeviennent
    « Disponibles » »."""
    s = start()
    s.play("rafraichir", 0)
    refused(s, "passer", "déjà agi")
    s.play("finir", 0)
    for _ in range(2):
        s.play("rafraichir", 0)
        s.play("finir", 0)
    s.play("piocher", 0)
    s.play("finir", 0)
    assert s.crew["navire"] == [0, 7]
    assert [m for m in s.legal_moves(0) if not m.startswith("depuis")] == ["passer"]
    s.play("passer", 0)
    assert s.crew["navire"] == [7, 0] and s.season == 2


def test_abandon_after_ten_seasons():
    """« Tout Navire et/ou Traîneau qui n'est pas rentré au Groenland avant la fin de la 10è
    saison est perdu … -2 points de Prestige par pion Équipage qu'il contient. Un Navire perdu
    coûte un malus de -2 points de Prestige »."""
    s = start(saison=10)
    s.play("aller-B3", 0)
    s.play("finir", 0)
    s.play("passer", 0)
    assert s.is_over() and s.abandon() == -2 - 2 * 7
    home = start(saison=10)
    home.play("passer", 0)
    assert home.is_over() and home.abandon() == 0


# --- the seasons: the sun disc and the ice ---------------------------------------------------

def to_b2_then_pass(s):
    for m in ("aller-B3", "finir", "aller-B2", "finir", "passer"):
        s.play(m, 0)


def test_sun_disc_advances_and_the_rows_above_freeze():
    """« A la fin de chaque saison, le disque solaire avance, et la partie du plateau se
    trouvant au-dessus du soleil gèle. » Reading: on 3 rows the sun goes down a row a
    season, then back up; the last row never freezes."""
    assert [R.frozen_rows(k, 3) for k in range(1, 11)] == [0, 1, 2, 1, 0, 1, 2, 1, 0, 1]
    assert [R.frozen_rows(k, 5) for k in range(1, 11)] == [0, 1, 2, 3, 4, 3, 2, 1, 0, 1]
    assert all(R.frozen_rows(k, 1) == 0 for k in range(1, 11))
    s = start()
    assert not any(s.frozen(c) for c in ("B1", "C1", "B2"))
    to_b2_then_pass(s)
    assert s.season == 2 and s.frozen("B1") and s.surface("B1") == R.ICE and not s.frozen("B2")
    assert s.frozen("A1") and s.surface("A1") == R.LAND      # land above the sun: still land for the sled
    assert any("disque solaire avance" in e and "ligne 1 gèle" in e for e in s.events)


def test_ship_cannot_move_onto_ice():
    """« Les Navires ne peuvent pas se déplacer sur une tuile gelée, ou sur une partie de
    tuile gelée. »"""
    s = start()
    to_b2_then_pass(s)                          # season 2: row 1 frozen
    assert "aller-B1" not in s.legal_moves(0)
    reason = refused(s, "aller-B1", "gelée", "saison 2", "« Les Navires ne peuvent pas se déplacer sur une tuile gelée")
    assert reason.section == "deplacement"


def test_ship_imprisoned_until_the_tile_thaws():
    """« Si un Navire se retrouve sur une tuile gelée (suite au changement de saison), il est
    emprisonné jusqu'à ce que la tuile dégèle. »"""
    s = start()
    to_b2_then_pass(s)
    s.play("passer", 0)                         # season 3: rows 1 and 2 frozen, the ship is on B2
    assert s.season == 3 and s.imprisoned()
    assert not [m for m in s.legal_moves(0) if m.startswith("aller-")]
    reason = refused(s, "aller-B3", "emprisonné", "jusqu'à ce que la tuile dégèle")
    assert reason.section == "deplacement"
    s.play("piocher", 0)                        # other actions from the ship are still allowed
    s.play("finir", 0)
    s.play("passer", 0)                         # season 4: row 2 thaws
    assert s.season == 4 and not s.imprisoned() and "aller-B3" in s.legal_moves(0)
    assert any("B2 dégèle" in e for e in s.events)


def test_sled_goes_freely_on_ice():
    """« Une tuile gelée est considérée comme terrestre, le Traîneau peut s'y déplacer
    librement. »"""
    s = start()
    for m in ("transfert-3", "finir", "aller-B3", "finir", "passer", "passer"):
        s.play(m, 0)                            # season 3: rows 1-2 frozen; sled aboard at B3
    s.play("depuis-traineau", 0)
    assert s.surface("B2") == R.ICE
    s.play("aller-B2", 0)                       # frozen sea: the sled goes
    s.play("finir", 0)
    s.play("aller-C2", 0)
    assert s.sled == "C2"
    s.play("finir", 0)
    refused(s, "aller-C3", "traverser la mer")  # row 3 never freezes


def test_greenland_never_freezes():
    """The Greenland (the expeditions' home) never freezes (reading)."""
    s = start(carte=["Gm", "mm"], jetons={}, coefficients=[1, 2])
    s.play("passer", 0)
    assert s.frozen_count() == 1 and not s.frozen("A1") and s.frozen("B1")


# --- the final scoring -----------------------------------------------------------------------

def test_final_scoring():
    """« Le joueur ayant le plus de jetons d'un type de Découverte (Franklin, Détroit ou
    Cartographie), gagne les points de Prestige de la 1ère place. Le suivant marque ceux de la
    2è place » ; « Chaque série … rapporte 6 points de Prestige » ; malus d'abandon."""
    players = [{"prestige": 20, "franklin": 2, "detroit": 1, "cartographie": 1, "inuit": 1, "cairn": 1},
               {"prestige": 24, "franklin": 1, "cartographie": 2, "perdus": 2, "navire_perdu": True},
               {"prestige": 18, "detroit": 3, "inuit": 2}]
    s = SCORING.start({"joueurs": 3, "expeditions": players, "retour": [2, 1, 3]}, 1)
    t = s.table()
    assert [d["exploration"] for d in t] == [6 + 3 + 3, 3 + 0 + 6, 0 + 6 + 0]
    assert [d["series"] for d in t] == [6, 0, 0]
    assert [d["abandon"] for d in t] == [0, -6, 0]
    assert s.scores() == [38, 27, 24]
    s.play("moins-1-cairn", 0)
    assert s.scores()[0] == 32


def test_tie_goes_to_the_first_back_in_greenland():
    """« En cas d'égalité, le premier joueur à être revenu au Groenland est déclaré vainqueur. »"""
    s = SCORING.start({"joueurs": 2, "expeditions": [{"prestige": 10}, {"prestige": 10}], "retour": [2, 1]}, 1)
    assert s.winner() == 2
    reason = refused(s, "moins-1-franklin", "déjà à 0")
    assert reason.section == "fin-de-la-partie"


@pytest.mark.parametrize("game, options, field", [
    (SEASON, {"carte": ["mm", "mm"]}, "carte"),
    (SEASON, {"carte": ["Gx"]}, "carte"),
    (SEASON, {"jetons": {"A1": "Z"}}, "jetons"),
    (SEASON, {"coefficients": [1, 2]}, "coefficients"),
    (SCORING, {"joueurs": 2, "expeditions": [{"prestige": 1}]}, "expeditions"),
    (SCORING, {"joueurs": 2, "retour": [1, 1]}, "retour"),
    (SCORING, {"joueurs": 3, "retour": [2, 1, "x"]}, "retour"),  # mixed types: no sort, a refusal
])
def test_bad_options(game, options, field):
    with pytest.raises(ScenarioError) as err:
        game.start(options, 1)
    assert err.value.field == field


@pytest.mark.parametrize("game", [SEASON, SCORING], ids=lambda g: g.mode)
def test_random_edits_never_raise_and_round_trip(game):
    for seed in range(80):
        for state, player, move in random_walk(game, {}, seed, steps=60, walk_seed=seed):
            assert game.from_json(json.loads(json.dumps(state.to_json()))).to_json() == state.to_json()
            if game is SEASON:
                total = sum(sum(v) for v in state.crew.values())
                assert total == R.CREW and all(x >= 0 for v in state.crew.values() for x in v)


def test_the_map_draws_the_ship_the_tokens_and_the_ice():
    """Issue 23: the ship, the sled and the exploration tokens are figures on the map, not « N », « T »,
    « F », « D », « I », « C » letters; a frozen square is hatched, not marked « ❄ »; the acting vessel
    is chosen without a ticked box. The accessible names still say it all."""
    import re
    s = start(carte=["tmmmt", "tmttm", "Gmmmm"], jetons={"B1": "I", "D1": "D", "D2": "C", "E2": "F"})
    for move in ("aller-B3", "finir", "aller-B2", "finir", "passer"):
        s.play(move, 0)
    html = SEASON.render(s, 0, s.legal_moves(0))
    faces = " ".join(re.findall(r'<span class="bga-face" aria-hidden="true">(.*?)</span><span class="bga-sr">', html))
    visible = re.sub(r"<[^>]+>", "", faces)
    assert not re.search(r"[NTFDIC❄]", visible), visible
    for shape in ("bateau", "drapeau", "fleche", "personnage", "cairn"):
        assert f'data-shape="{shape}"' in html, shape
    assert html.count("bga-frozen") == 2 and "A1 : terre, gelée" in html
    assert "aria-pressed" not in html


# --- added by redraw-rest: the ship drawn, the key folded (issue 23) -------------------------

def test_lost_ship_is_the_ship_drawn_not_a_yes_no_box():
    """« Le malus d'abandon » counts a lost ship: each player's ship is a ship figure to press
    (« perdu » under it, ✓ when pressed), not a « oui »/« non » word toggle."""
    import re
    s = SCORING.start({"joueurs": 2, "expeditions": [{"prestige": 10}, {"prestige": 12, "navire_perdu": True}],
                       "retour": [2, 1]}, 1)
    html = SCORING.render(s, 0, s.legal_moves(0))
    ships = re.findall(r'<button[^>]*data-move="navire-\d"[^>]*>.*?</button>', html)
    assert len(ships) == 2
    assert all('data-shape="bateau"' in b and "bga-figpiece" in b for b in ships)
    assert 'aria-pressed="false"' in ships[0] and "rentré" in ships[0]
    assert 'aria-pressed="true"' in ships[1] and "perdu" in ships[1] and "Navire du joueur 2 perdu" in ships[1]
    assert ">oui<" not in html and ">non<" not in html
    s.play("navire-1", 0)
    assert 'aria-pressed="true"' in re.search(r'<button[^>]*data-move="navire-1"[^>]*>',
                                              SCORING.render(s, 0, s.legal_moves(0))).group(0)


def test_season_map_first_and_its_key_folded():
    """The first example fits a phone: the colours and the frozen rows season by season are folded
    under the map, the figures' legend stays visible."""
    s = start()
    html = SEASON.render(s, 0, s.legal_moves(0))
    folded = html[html.index("<summary>Couleurs et lignes gelées, saison par saison</summary>"):]
    assert folded.index("Lignes gelées, saison par saison") < folded.index("</details>")
    assert html.index('class="bga-note bga-legend"') < html.index("<summary>Couleurs")
