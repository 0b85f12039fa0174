"""Deus: building costs and placement, the barbarian village attack, the offering, the final
scoring (and its missing tie-break); refusals, bad positions, random edit walks."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.deus import rules as R
from site_demos.demo_block import read_block

from playthroughs import random_walk

BOARD = get_game("deus", "plateau")
OFFER = get_game("deus", "offrande")
SCORE = get_game("deus", "decompte")

MAP = ["FCNE", "MVCE", "NFMF"]


def board(batiments=None, main=None, ressources=None, **extra):
    pos = {"carte": extra.pop("carte", MAP), "batiments": batiments or {}, "main": main or [],
           "ressources": ressources or {}, **extra}
    return BOARD.start({"position": pos}, 1)


def frozen(s) -> str:
    return json.dumps(s.to_json(), sort_keys=True)


def refused(s, move):
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play(move, 0)
    assert frozen(s) == before
    return err.value


def card(kind, **cost):
    return {"type": kind, "cout": cost}


# --- costs ----------------------------------------------------------------------------------------

def test_cost_is_paid_and_4_gold_replace_a_missing_resource():
    """« payer le coût du bâtiment en ressources » ; « Vous pouvez toujours remplacer des
    ressources (bois, pierre, argile, blé) par 4 ors pour chaque ressource. »"""
    assert R.payment({"bois": 1, "ble": 1}, {"bois": 1, "ble": 0, "or": 4}) == (
        {"bois": 1, "argile": 0, "pierre": 0, "ble": 0, "or": 4}, None)
    taken, why = R.payment({"pierre": 2}, {"pierre": 1, "or": 3})
    assert taken is None and "4 or" in why
    s = board({"A2": "vous production"}, [card("science", argile=2)], {"argile": 1, "or": 5})
    s.play("carte-1", 0)
    s.play("poser-A1", 0)
    assert s.pos["ressources"]["argile"] == 0 and s.pos["ressources"]["or"] == 1
    s = board({"A2": "vous production"}, [card("science", argile=2)], {"argile": 1, "or": 3})
    s.play("carte-1", 0)
    err = refused(s, "poser-A1")
    assert "4 par ressource manquante" in err.reason and err.section == "construire-un-batiment"


def test_a_pawn_of_the_type_is_needed():
    """« vérifiez que vous possédez un pion bâtiment de ce type dans votre réserve »."""
    s = board({"A2": "vous production"}, [card("civil")], reserve={"civil": 0})
    s.play("carte-1", 0)
    assert "pion Civil" in refused(s, "poser-A1").reason
    s = board({"A2": "vous production"}, [card("civil")])
    s.play("carte-1", 0)
    s.play("poser-A1", 0)
    assert s.pos["reserve"]["civil"] == 1 and s.pos["batiments"][0][0] == ["civil"]


# --- placement --------------------------------------------------------------------------------------

def test_first_building_on_the_edge_far_from_opponents_if_possible():
    """« Votre première construction doit se trouver au bord de la carte, et (si possible) à au
    moins 2 cases vides de tout bâtiment adverse. »"""
    s = board({"A1": "adversaire production"}, [card("civil")], carte=["FCNF", "MCCF", "NFMF", "CCMF"])
    s.play("carte-1", 0)
    assert "au bord" in refused(s, "poser-B2").reason
    assert "2 cases vides" in refused(s, "poser-B1").reason
    assert "poser-D4" in s.legal_moves(0) and "poser-A4" in s.legal_moves(0)


def test_later_buildings_on_or_next_to_ones_own():
    """« Les constructions suivantes ne peuvent se faire que sur ou à côté d'emplacements où vous
    avez déjà un bâtiment. » ; « Vous ne pouvez pas avoir plus d'un bâtiment de chaque type sur un
    même emplacement. » ; « Deux joueurs différents ne peuvent jamais occuper un même
    emplacement. » ; « Vous ne pouvez pas construire dans un village barbare. »"""
    s = board({"A2": "vous production", "B1": "adversaire civil"}, [card("production"), card("civil")])
    s.play("carte-1", 0)
    legal = s.legal_moves(0)
    assert "poser-A1" in legal and "poser-A3" in legal and "poser-C3" not in legal
    assert "à côté d'emplacements" in refused(s, "poser-C3").reason
    assert "plus d'un bâtiment de chaque type" in refused(s, "poser-A2").reason
    assert "Deux joueurs différents" in refused(s, "poser-B1").reason
    assert "village barbare" in refused(s, "poser-B2").reason
    s.play("carte-2", 0)
    s.play("poser-A2", 0)                               # another type on the same region
    assert s.pos["batiments"][1][0] == ["production", "civil"]


def test_ships_only_at_sea_and_nothing_else_there():
    """« Les pions bâtiments maritimes ("navires") ne peuvent être posés que sur des sites
    maritimes, et sont les seuls types de bâtiments qui peuvent y être construits »."""
    s = board({"C1": "vous production"}, [card("maritime"), card("civil")])
    s.play("carte-1", 0)
    assert s.legal_moves(0)[-2:] == ["poser-D1", "reinitialiser"] or "poser-D1" in s.legal_moves(0)
    assert "sites maritimes" in refused(s, "poser-B1").reason
    s.play("carte-2", 0)
    assert "sur terre" in refused(s, "poser-D1").reason


def test_an_empty_edge_region_for_3_pv():
    """« Si vous le souhaitez, vous pouvez placer un bâtiment dans une région vide quelconque du
    bord du plateau en échange de 3 PV. »"""
    s = board({"A2": "vous production"}, [card("civil")], pv=4)
    s.play("carte-1", 0)
    assert "bord-C3" in s.legal_moves(0) and "bord-A1" not in s.legal_moves(0)   # A1 is allowed anyway
    s.play("bord-C3", 0)
    assert s.pos["pv"] == 1 and s.pos["proprietaires"][2][2] == 0
    s = board({"A2": "vous production"}, [card("civil")], pv=2)
    s.play("carte-1", 0)
    assert not any(m.startswith("bord-") for m in s.legal_moves(0))


def test_temples():
    """« Ils ne peuvent pas être construits sur des emplacements vides, et uniquement sur des
    emplacements (non maritimes) que vous occupez déjà. » ; « Vous ne pouvez pas construire un
    deuxième temple avant d'avoir construit au moins un de chacun des autres types »."""
    s = board({"A2": "vous production", "A1": "vous temple"}, [card("temple")], reserve={"temple": 2})
    s.play("carte-1", 0)
    assert "que vous occupez déjà" in refused(s, "poser-A3").reason
    assert "temple n° 2" in refused(s, "poser-A2").reason
    s = board({"A2": "vous production"}, [card("temple")])
    s.play("carte-1", 0)
    assert [m for m in s.legal_moves(0) if m.startswith(("poser", "bord"))] == ["poser-A2"]


# --- barbarian villages ------------------------------------------------------------------------------

VILLAGE = dict(carte=["FCN", "MVC", "NFM"], villages={"B2": 6})


def test_village_attacked_when_surrounded_with_a_military_unit():
    """« Toutes les régions adjacentes à un village barbare sont occupées par un joueur, Il y a au
    moins une unité militaire dans ces régions. » ; « ledit village est attaqué par le joueur qui
    possède le plus d'unités militaires dans les régions adjacentes. Ce dernier gagne simplement
    les PV placés dessus. »"""
    s = board({"B1": "adversaire production", "A2": "vous production", "B3": "adversaire production",
               "C3": "vous civil"}, [card("militaire"), card("militaire")], **VILLAGE)
    s.play("carte-1", 0)
    s.play("poser-A2", 0)                               # C2 still empty: no attack
    assert s.pos["villages"]["B2"] == 6 and s.pos["pv"] == 0
    s.play("carte-1", 0)
    s.play("poser-C2", 0)
    assert s.pos["villages"]["B2"] == 0 and s.pos["pv"] == 6 and "attaqué" in s.result[-1]


def test_village_tie_broken_by_buildings_then_shared_rounding_down():
    """« En cas d'égalité, le joueur qui a construit le plus de bâtiments dans les régions voisines
    gagne les PV. En cas de nouvelle égalité, les joueurs concernés se partagent les PV, en
    arrondissant à l'unité inférieure. »"""
    base = {"B1": "adversaire militaire", "A2": "vous production", "B3": "adversaire production", "C3": "vous civil"}
    s = board(base, [card("militaire")], carte=["FCN", "MVC", "NFM"], villages={"B2": 7})
    s.play("carte-1", 0)
    s.play("poser-C2", 0)                               # 1 unit each, 2 buildings each: 7 // 2
    assert s.pos["pv"] == 3 and s.pos["pv_adversaire"] == 3 and "partage" in s.result[-1]
    s = board({**base, "A2": "vous production civil"}, [card("militaire")], **VILLAGE)
    s.play("carte-1", 0)
    s.play("poser-C2", 0)                               # 1 unit each, 3 buildings against 2
    assert s.pos["pv"] == 6 and s.pos["pv_adversaire"] == 0


def test_no_attack_without_military():
    res = R.village_attack(["FCN", "MVC", "NFM"], [[None, 1, None], [0, None, 0], [None, 1, None]],
                           [[[], ["civil"], []], [["civil"], [], ["civil"]], [[], ["civil"], []]], 1, 1, 2)
    assert res is None


# --- offering ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("god, n, expect", [
    ("Neptune", 2, {"or": 4}), ("Cérès", 3, {"ressources": 3}), ("Vesta", 1, {"pv": 1}), ("Vesta", 3, {"pv": 2}),
    ("Mars", 2, {"batiments": 2}), ("Minerve", 3, {"pioche": 6, "main_apres": 8}),
])
def test_gods(god, n, expect):
    """« Neptune : gain de 2 ors par carte défaussée » ; « Cérès : 1 ressource de votre choix par
    carte » ; « Vesta : 1 PV si vous avez défaussé 1 carte, ou 2 PV si vous en avez défaussé 2 ou
    plus » ; « Mars : gagnez 1 bâtiment par carte défaussée » ; « Minerve : [...] si vous vous
    défaussez de 3 cartes, vous piochez jusqu'à 8 cartes au lieu de 5 »."""
    got = R.offering(5, n, god)
    for k, v in expect.items():
        assert got[k] == v


def test_draw_up_to_5_never_above_10():
    """« vous tirez jusqu'à 5 cartes » ; « Vous ne pouvez jamais dépasser les 10 cartes en main »."""
    assert R.offering(5, 2, "Neptune")["main_apres"] == 5
    assert R.offering(10, 6, "Minerve")["main_apres"] == 10
    assert R.offering(9, 1, "Vesta") == {"pioche": 0, "main_apres": 8, "or": 0, "ressources": 0, "pv": 1,
                                         "batiments": 0}


def test_offering_top_card_and_jupiter():
    """« qui est déterminé par la couleur et le type de la carte que vous avez défaussée sur le
    dessus » ; « Jupiter (violet/temple) : choisissez n'importe lequel des 5 autres Dieux »."""
    s = OFFER.start({"main": ["civil", "science", "temple", "militaire", "maritime"]}, 1)
    assert refused(s, "valider").section == "faire-une-offrande"
    s.play("defausser-1", 0)
    s.play("defausser-2", 0)
    assert s.god() == "Minerve"
    s.play("dessus-1", 0)
    assert s.god() == "Vesta" and "dieu-mars" not in s.legal_moves(0)
    assert "Jupiter" in refused(s, "dieu-mars").reason
    s.play("defausser-3", 0)
    assert s.god() is None and "valider" not in s.legal_moves(0)
    assert "Jupiter" in refused(s, "valider").reason
    s.play("dieu-neptune", 0)
    s.play("valider", 0)
    assert "Neptune : 6 or" in s.result[-1] and "bâtiment Temple" in s.result[2]
    assert s.legal_moves(0) == ["reinitialiser"]


# --- final scoring -------------------------------------------------------------------------------------

def test_final_scoring():
    """« Chaque temple marque [...] jusqu'à un maximum de 12 pour chaque carte temple » ; « pour
    chacune des 4 ressources de base plus l'or, le joueur ayant le plus de cette ressource
    restante, gagne 2 PV. (En cas d'égalité, tous les joueurs à égalité obtiennent les 2 PV -
    mais personne n'obtient quoi que ce soit pour cette ressource si aucun joueur n'en a.) »"""
    rows = [{"jetons": 9, "temples": [7, 15], "bois": 2, "argile": 0, "pierre": 1, "ble": 0, "or": 3},
            {"jetons": 12, "temples": [4], "bois": 2, "argile": 1, "pierre": 0, "ble": 0, "or": 1}]
    a, b = R.final_scores(rows)
    assert a["temples"] == 19 and a["majorites"] == ["bois", "pierre", "or"] and a["total"] == 9 + 19 + 6
    assert b["majorites"] == ["bois", "argile"] and b["total"] == 12 + 4 + 4


def test_tie_is_shown_without_a_tie_break():
    """« Le joueur avec le plus de PV gagne. Il n'y a pas d'égalité. » : the page gives no
    tie-break; the example shows the tie."""
    s = SCORE.start({"joueurs": [{"jetons": 5}, {"jetons": 4}]}, 1)
    assert "Joueur 1 gagne" in SCORE.render(s, 0, s.legal_moves(0))
    s.play("plus-2-jetons", 0)
    assert "aucun départage" in SCORE.render(s, 0, s.legal_moves(0))
    assert refused(SCORE.start({"joueurs": [{"jetons": 0}, {}]}, 1), "moins-1-jetons").section == "decompte"


# --- positions, random edits --------------------------------------------------------------------------

@pytest.mark.parametrize("game, options, field", [
    (BOARD, {"position": {"carte": ["FX", "CC"]}}, "position"),
    (BOARD, {"position": {"carte": MAP, "batiments": {"B2": "vous civil"}}}, "position"),
    (BOARD, {"position": {"carte": MAP, "batiments": {"D1": "vous civil"}}}, "position"),
    (BOARD, {"position": {"carte": MAP, "main": [{"type": "dragon"}]}}, "position"),
    (OFFER, {"main": []}, "main"),
    (OFFER, {"main": ["civil"] * 11}, "main"),
    (SCORE, {"joueurs": [{"jetons": 1}]}, "joueurs"),
    (SCORE, {"joueurs": [{"jetons": -1}, {}]}, "joueurs"),
])
def test_bad_positions(game, options, field):
    with pytest.raises(ScenarioError) as err:
        game.start(options, 1)
    assert err.value.field == field


def test_random_edit_walks_never_raise():
    """Random edits from every example of the page and from each mode's default."""
    text = (Path(__file__).parents[2] / "site_demos" / "snippets" / "deus.md").read_text(encoding="utf-8")
    blocks = [read_block(b) for b in re.findall(r"```demo\n(.*?)```", text, re.S)]
    assert len(blocks) == 4
    runs = [(get_game("deus", b["mode"]), b["options"]) for b in blocks] + [(g, {}) for g in (BOARD, OFFER, SCORE)]
    for k, (game, options) in enumerate(runs):
        for walk in range(60):
            for s, _, _ in random_walk(game, options, seed=1, steps=40, walk_seed=1000 * k + walk):
                if game is BOARD:
                    p = s.pos
                    assert all(v >= 0 for v in p["ressources"].values()) and p["pv"] >= 0
                    assert all(len(set(b)) == len(b) for row in p["batiments"] for b in row)


def test_first_building_anywhere_on_the_edge_when_no_region_is_far_enough():
    """« (si possible) » : on a map where every edge region is within 2 of an opponent, any free
    edge region will do."""
    s = board({"B1": "adversaire production"}, [card("civil")], carte=["FCN", "MCC"])
    s.play("carte-1", 0)
    legal = [m for m in s.legal_moves(0) if m.startswith("poser-")]
    assert legal == ["poser-A1", "poser-C1", "poser-A2", "poser-B2", "poser-C2"]


def test_a_temple_card_is_played_without_a_pawn_when_the_temple_reserve_is_empty():
    """« Contrairement aux autres bâtiments, il est possible de jouer une carte Temple si la
    réserve de pion Temple est vide. Dans ce cas, le joueur ne place simplement pas de pion
    Temple sur le plateau de jeu. » Issue 20: with `reserve: {temple: 0}`, a temple card in
    hand and a production building on A1, the only legal moves were `carte-1` and
    `reinitialiser`."""
    s = board({"A1": "vous production"}, [card("temple", argile=1)], ressources={"argile": 1},
              reserve={"temple": 0})
    s.play("carte-1", 0)
    assert "temple-sans-pion" in s.legal_moves(0)
    assert not [m for m in s.legal_moves(0) if m.startswith(("poser", "bord"))]
    assert "sans pion" in refused(s, "poser-A1").reason
    s.play("temple-sans-pion", 0)
    assert s.pos["main"] == [] and s.pos["ressources"]["argile"] == 0 and s.columns == {"temple": 1}
    assert s.pos["batiments"][0][0] == ["production"] and s.pos["reserve"]["temple"] == 0
    assert "ne place simplement pas de pion Temple" in s.result[0]
    # another type with an empty reserve is still refused, and a temple with a pawn is placed
    s = board({"A1": "vous production"}, [card("civil")], reserve={"civil": 0})
    s.play("carte-1", 0)
    assert s.legal_moves(0) == ["carte-1", "reinitialiser"]
    s = board({"A1": "vous production"}, [card("temple")], reserve={"temple": 1})
    s.play("carte-1", 0)
    assert "temple-sans-pion" not in s.legal_moves(0) and "poser-A1" in s.legal_moves(0)


def test_a_first_ship_looks_for_a_farther_sea_region_not_a_land_one():
    """« Votre première construction doit se trouver au bord de la carte, et (si possible) à au
    moins 2 cases vides de tout bâtiment adverse. » Issue 20: map `['NMVM','MFEM']`, opponent on
    D2: a first ship on C2 was refused because farther *land* regions exist, though no farther
    sea region does; a ship can only stand at sea, so « si possible » looks at sea regions."""
    s = board({"D2": "adversaire production"}, [card("maritime")], carte=["NMVM", "MFEM"])
    s.play("carte-1", 0)
    assert "poser-C2" in s.legal_moves(0)
    # a first land building still looks for a farther land region (A1 is far enough)
    s = board({"D2": "adversaire production"}, [card("civil")], carte=["NMVM", "MFEM"])
    s.play("carte-1", 0)
    assert "poser-A1" in s.legal_moves(0) and "poser-B2" not in s.legal_moves(0)


def test_cards_and_map_draw_signs_and_cubes_not_letter_codes():
    """Issue 23: a building card shows its type's sign (⚓ maritime…) and its cost as resource
    cubes; the map marks buildings with the same signs; no « N P S C M T » or « Bo Ar » codes."""
    import re
    from engine.games import get_game
    game = get_game("deus", "plateau")
    s = game.start({}, 1)
    html = game.render(s, 0, s.legal_moves(0))
    assert re.search(r'class="bga-value">[⚓⚒⚗⌂⚔∏]</span>', html)
    assert 'class="bga-costcube" data-colour=' in html
    for code in ("Bo<", "Ar<", "Pi<", "Bl<", ">N<", ">T<", ">P<", "·"):
        assert code not in html, code
    assert "⚓ maritime" in html


# --- added by redraw-rest: gods as cards, scoring counts beside their pieces (issue 23) --------

def test_jupiter_god_choice_is_a_row_of_god_cards():
    """« Jupiter (violet/temple) : choisissez n'importe lequel des 5 autres Dieux » : the five gods
    are cards of their buildings' colour and sign, the chosen one pressed; no word buttons."""
    import re
    s = OFFER.start({"main": ["civil", "science", "temple", "militaire", "maritime"]}, 1)
    s.play("defausser-3", 0)
    s.play("dieu-mars", 0)
    html = OFFER.render(s, 0, s.legal_moves(0))
    gods = re.findall(r'<button[^>]*data-move="dieu-[a-z]+"[^>]*>', html)
    assert len(gods) == 5 and all("bga-card" in b for b in gods)
    mars = next(b for b in gods if 'data-move="dieu-mars"' in b)
    assert 'aria-pressed="true"' in mars and 'data-colour="rouge"' in mars
    assert "✓ Mars" not in html


def test_scoring_counts_beside_their_pieces():
    """« Décompte » : each count is a counter beside its piece (the PV tokens, each resource's cube
    with its name), − and + around the count."""
    s = SCORE.start({}, 1)
    html = SCORE.render(s, 0, s.legal_moves(0))
    assert html.count('class="bga-counter"') == 2 * 6 and "bga-pvdisc" in html
    assert 'data-move="plus-1-or"' in html and '<span class="bga-cname">blé</span>' in html
