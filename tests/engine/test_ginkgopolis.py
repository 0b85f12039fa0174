"""Ginkgopolis, mode « partie »: every rule of the page (Gamehelpginkgopolis) quoted, each reading
of « Lecture retenue » against its opposite, the secret choices and the bot, the page's examples
as positions of the game, and seeded games to the end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from engine.games.ginkgopolis import rules as R
from engine.games.ginkgopolis.bots import GreedyBot
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from site_demos.demo_block import read_block

from playthroughs import random_games, seeds
from refusals import refused

GAME = get_game("ginkgopolis", "partie")
PAGE = Path(__file__).resolve().parents[2] / "docs" / "jeux" / "ginkgopolis.md"

CITY = {
    "A1": ["rouge", 3, 1, 2], "B1": ["rouge", 7, 2, 1], "C1": ["bleu", 4, 1, 3], "E1": ["jaune", 2, 1, 2],
    "A2": ["rouge", 5, 1, 3], "B2": ["rouge", 12, 3, 2], "C2": ["bleu", 9, 2, 1], "D2": ["bleu", 11, 1, 1],
    "E2": ["jaune", 6, 2, 3], "B3": ["jaune", 14, 1, 1], "C3": ["jaune", 8, 2, 2], "D3": ["bleu", 2, 1, 2],
    "E3": ["jaune", 10, 1, 1], "A4": ["bleu", 15, 2, 3], "B4": ["bleu", 16, 1, 3],
}
"""The page's example city (the districts example)."""
BOTS = [["B", "C", "D", "E"], ["F", "G", "H", "I"]]
"""Bots' hands of Urbanisation cards: with no tile, they can only exploit."""


def start(players=3, seed=1, **position):
    position.setdefault("ville", CITY)
    return GAME.start({"joueurs": players, "position": position}, seed)


def B(c, n, h, p):
    return {"c": c, "n": n, "h": h, "p": p}


def choose(s, p, card, option):
    s.play(f"carte-{card}", p)
    s.play(option, p)


def others_exploit(s, item="ressource"):
    """Every seat still to choose this round plays its first card alone."""
    round_ = s.manche
    while not s.is_over() and s.phase == "choix" and s.manche == round_:
        p = s.to_move()[0]
        card = s.mains[p][0]
        choose(s, p, card, f"exploiter-{item}" if card in R.LETTERS else "exploiter")


# --- « Tours » -------------------------------------------------------------------------------------

def test_choices_are_secret_until_all_have_chosen():
    """« Tous les joueurs choisissent simultanément une action […] Une fois que tout le monde a choisi,
    les actions sont résolues »: the others' view shows only that a seat has chosen."""
    s = start(mains=[["R12", "B9", "A", "J14"]] + BOTS, tuiles=[["R4"], [], []], ressources=[5, 3, 3],
              points=[10, 0, 0])
    choose(s, 0, "R12", "tuile-R4")
    seen = json.dumps(s.view(1))
    assert s.view(1)["ont_choisi"] == [True, False, False] and "R12" not in seen and '"R4"' in seen
    assert s.view(0)["mon_choix"]["carte"] == "R12"
    assert s.events[-1] == "Joueur 1 a choisi son action (face cachée)." and s.ville["B2"]["n"] == 12
    others_exploit(s)
    assert any(e.startswith("Choix révélés : Joueur 1 : Construction") for e in s.events)
    assert s.ville["B2"] == B("rouge", 4, 4, 0)


def test_the_board_hides_a_choice_made_before_yours():
    """The reader's board shows only « a choisi » for a bot that chose first; its choice appears once all
    are revealed."""
    s = start(mains=[["A", "B9", "J14", "R12"]] + BOTS, premier=2)
    choose(s, 1, "B", "exploiter-tuile")
    words = "Exploitation avec la carte Urbanisation B"
    html = GAME.render(s, 0, s.legal_moves(0))
    assert "a choisi" in html and words not in html and "carte Urbanisation B" not in html
    others_exploit(s)
    assert words in GAME.render(s, 0, [])


def test_actions_resolve_from_the_first_player_clockwise():
    """« les actions sont résolues en commençant par le premier joueur et en continuant dans le sens des
    aiguilles d'une montre »."""
    s = start(mains=[["A", "B", "C", "D"], ["E", "F", "G", "H"], ["I", "J", "R3", "B4"]], premier=2)
    assert s.to_move() == [1]
    others_exploit(s)
    lines = [e for e in s.events if " exploite " in e]
    assert [e.split(" exploite")[0] for e in lines] == ["Joueur 2", "Joueur 3", "Joueur 1"]


def test_the_first_player_passes_left_each_round():
    """Lecture retenue: the first player's token passes to the left neighbour each round."""
    s = GAME.start({"joueurs": 3}, 4)
    assert s.premier == 0
    others_exploit(s)
    assert s.premier == 1 and s.manche == 2 and s.to_move() == [1]


def test_choose_a_card_first_then_alone_or_with_a_tile():
    """« en sélectionnant soit une seule carte, soit une carte et une tuile »."""
    s = start(mains=[["R12", "B9", "A", "J14"]] + BOTS, tuiles=[["R4"], [], []])
    refused(s, "exploiter", "choisissez d'abord une carte", section="tours", player=0)
    refused(s, "carte-B", "pas dans votre main", section="tours", player=0)
    s.play("carte-A", 0)
    refused(s, "carte-R12", "déjà choisi", section="tours", player=0)
    refused(s, "tuile-J5", "pas dans votre réserve", section="tours", player=0)
    s.play("annuler", 0)
    assert s.selection[0] is None and "carte-R12" in s.legal_moves(0)


def test_junk_and_misplaced_moves_are_refused_with_their_rule():
    s = start(mains=[["R12", "B9", "A", "J14"]] + BOTS, tuiles=[["R4"], [], []], jetons={"A": "D1", "B": "F1",
              "C": "F2", "D": "A3", "E": "F3", "F": "C4", "G": "D4", "H": "E4", "I": "A5"})
    refused(s, "passer", "sans carte", section="tours", player=0)
    refused(s, "jouer-7", "coup inconnu", section="tours", player=0)
    s.play("carte-A", 0)
    refused(s, "nouvelle-main", "avant de choisir", section="fin-de-partie", player=0)
    refused(s, "exploiter", "exploiter-ressource", section="1-exploitation", player=0)
    s.play("annuler", 0)
    s.play("carte-R12", 0)
    refused(s, "exploiter-tuile", "objets de son bâtiment", section="1-exploitation", player=0)
    refused(s, "jeton-C5", "coup inconnu", section="tours", player=0)
    t = start(mains=[["J", "A", "B9", "J14"], ["B", "C", "D", "E"], ["F", "G", "H", "I"]], tuiles=[["J19"], [], []])
    t.jetons.pop("J")
    t.mains[0].remove("J")
    t.mains[0].append("K")
    t.play("carte-K", 0)
    refused(t, "tuile-J19", "n'est plus sur le plateau", section="2-urbanisation", player=0)


# --- « 1 - Exploitation » ---------------------------------------------------------------------

@pytest.mark.parametrize("item", ["ressource", "tuile"])
def test_urbanisation_card_alone_takes_a_resource_or_a_tile(item):
    """« Carte Urbanisation = prendre une ressource ou une tuile de la réserve générale. »"""
    s = start(mains=[["A", "B9", "J14", "R12"]] + BOTS, ressources=[2, 3, 3])
    choose(s, 0, "A", f"exploiter-{item}")
    others_exploit(s, "point" if False else "ressource")
    assert (s.reserve[0], len(s.tuiles[0])) == ((3, 0) if item == "ressource" else (2, 1))


@pytest.mark.parametrize("card, sq, gain", [("R12", "B2", ("reserve", 3)), ("B9", "C2", ("tuiles", 2)),
                                            ("J14", "B3", ("points", 1))])
def test_building_card_gives_its_colours_items_one_per_floor(card, sq, gain):
    """« Carte rouge : vous obtenez des ressources ; carte bleue : des tuiles ; carte jaune : des points
    de succès » ; « Pour chaque étage du bâtiment, vous obtenez un objet »."""
    s = start(mains=[["R12", "B9", "A", "J14"]] + BOTS, ressources=[0, 3, 3])
    before = {"reserve": 0, "tuiles": 0, "points": 0}
    choose(s, 0, card, "exploiter")
    others_exploit(s)
    after = {"reserve": s.reserve[0], "tuiles": len(s.tuiles[0]), "points": s.points[0]}
    what, k = gain
    assert after[what] - before[what] == k == s.ville[sq]["h"]


def test_exploitation_table_adds_its_items():
    """« Gagnez des objets à partir de votre tableau d'exploitation, le cas échéant »: a kept card whose
    bonus is Exploitation (Lecture retenue: numbers 1, 5, 9…) gives one item of its colour."""
    s = start(mains=[["J14", "A", "B9", "R12"]] + BOTS, gardees=[["J5", "R9"], [], []], ressources=[0, 3, 3])
    assert R.bonus("J5") == ("exploitation", "point") and R.bonus("R9") == ("exploitation", "ressource")
    choose(s, 0, "J14", "exploiter")
    others_exploit(s)
    assert s.points[0] == 1 + 1 and s.reserve[0] == 1


def test_red_gains_stop_when_the_players_resources_are_all_out():
    """Lecture retenue: a red card takes resources from the player's own stock, while some are left."""
    s = start(mains=[["R12", "A", "B9", "J14"]] + BOTS, ressources=[12, 3, 3])   # 7 in the city + 12: 1 left
    assert s.stock[0] == 1
    choose(s, 0, "R12", "exploiter")
    others_exploit(s)
    assert s.reserve[0] == 13 and s.stock[0] == 0


# --- « 2 - Urbanisation » ---------------------------------------------------------------------

def test_urbanisation_places_the_tile_on_its_token_with_one_resource():
    """« Placez la tuile sur le jeton Urbanisation (avec une lettre) correspondant » ; « Placez 1 de vos
    ressources sur la tuile » ; « Déplacez le jeton Urbanisation […] sur une case vide orthogonale »."""
    s = start(mains=[["F", "A", "B9", "J14"], ["B", "C", "D", "E"], ["G", "H", "I", "J"]],
              tuiles=[["J19"], [], []], ressources=[3, 3, 3])
    assert s.jetons["F"] == "C4"
    choose(s, 0, "F", "tuile-J19")
    others_exploit(s)
    assert s.ville["C4"] == B("jaune", 19, 1, 0) and s.jetons["F"] == "C5" and s.reserve[0] == 2
    assert "Le jeton Urbanisation F va en C5." in s.events         # its only free side


def test_the_player_chooses_where_the_token_goes():
    """« Déplacez le jeton Urbanisation que vous venez de replacer sur une case vide orthogonale »: B5 has
    two free sides (C5, B6), the player clicks one; A5 holds token I, B4 a building."""
    s = start(mains=[["J", "A", "B9", "J14"], ["B", "C", "D", "E"], ["F", "G", "H", "I"]],
              tuiles=[["J19"], [], []])
    choose(s, 0, "J", "tuile-J19")
    others_exploit(s)
    assert s.phase == "jeton" and s.to_move() == [0] and s.legal_moves(0) == ["jeton-C5", "jeton-B6"]
    refused(s, "jeton-A5", "case vide", section="2-urbanisation", player=0)
    s.play("jeton-B6", 0)
    assert s.jetons["J"] == "B6" and s.ville["B5"] == B("jaune", 19, 1, 0)


def test_urbanisation_uses_the_adjacent_buildings():
    """« Vous utilisez les bâtiments orthogonalement adjacents à celui que vous venez de placer »:
    C4 touches B4 (Bleu 16, 1 floor: 1 tile) and C3 (Jaune 8, 2 floors: 2 points)."""
    s = start(mains=[["F", "A", "B9", "J14"], ["B", "C", "D", "E"], ["G", "H", "I", "J"]],
              tuiles=[["J19"], [], []], ressources=[3, 3, 3], gardees=[["J5"], [], []])
    choose(s, 0, "F", "tuile-J19")
    others_exploit(s)
    assert s.points[0] == 2 and len(s.tuiles[0]) == 1


def test_adjacent_buildings_do_not_use_the_exploitation_table():
    """Lecture retenue: the adjacent buildings are used « seuls », without the Exploitation table (the
    kept Jaune 5 above gave no point); the Urbanisation table does give its items."""
    s = start(mains=[["F", "A", "B9", "J14"], ["B", "C", "D", "E"], ["G", "H", "I", "J"]],
              tuiles=[["J19"], [], []], ressources=[3, 3, 3], gardees=[["J5", "B6"], [], []])
    assert R.bonus("B6") == ("urbanisation", "tuile")
    choose(s, 0, "F", "tuile-J19")
    others_exploit(s)
    assert s.points[0] == 2 and len(s.tuiles[0]) == 2


def test_urbanisation_needs_a_resource():
    """« Placez 1 de vos ressources sur la tuile »: with none in reserve, refused."""
    s = start(mains=[["F", "A", "B9", "J14"], ["B", "C", "D", "E"], ["G", "H", "I", "J"]], tuiles=[["J19"], [], []],
              ressources=[0, 3, 3])
    s.play("carte-F", 0)
    refused(s, "tuile-J19", "1 de vos ressources", section="2-urbanisation", player=0)


def test_the_token_goes_next_to_the_city_when_the_new_building_has_no_free_side():
    """Lecture retenue: no empty square beside the new building, then one beside the city; none at
    all, the token leaves the game (its card then only exploits)."""
    s = start(mains=[["A", "B9", "J14", "R12"]] + BOTS, tuiles=[["J19"], [], []])
    assert s.jetons["A"] == "D1"            # between C1, E1 and D2: no free side once built
    choose(s, 0, "A", "tuile-J19")
    others_exploit(s)
    assert "A" not in s.jetons and any("quitte la partie" in e for e in s.events)
    s2 = start(mains=[["A", "B9", "J14", "R12"], ["B"], []], tuiles=[["J19"], [], []],
               jetons={"A": "D1", "B": "F1"})
    choose(s2, 0, "A", "tuile-J19")
    others_exploit(s2)
    assert s2.phase == "jeton" and "jeton-A3" in s2.legal_moves(0) and "jeton-F1" not in s2.legal_moves(0)


# --- « 3 - Construction » ---------------------------------------------------------------------

def test_construction_returns_resources_and_pays_the_owner():
    """« Les ressources présentes sur le bâtiment désigné par la carte sont rendues à leur
    propriétaire. Si le propriétaire du bâtiment est un autre joueur, il reçoit 1 point de
    réussite par ressource qui lui est restituée. »"""
    cost = R.construction(B("rouge", 12, 3, 1), "rouge", 13, 0)
    assert cost["rendues"] == 3 and cost["points_proprietaire"] == 3
    assert R.construction(B("rouge", 12, 3, 0), "rouge", 13, 0)["points_proprietaire"] == 0


def test_lower_number_pays_the_difference():
    """« Si le chiffre de la tuile que vous jouez est inférieur au chiffre de la tuile que vous
    recouvrez, vous devez payer la différence en points de réussite. »"""
    assert R.construction(B("rouge", 12, 3, 1), "rouge", 4, 0)["points_payes"] == 8
    assert R.construction(B("rouge", 4, 3, 1), "rouge", 12, 0)["points_payes"] == 0


def test_other_colour_costs_one_resource_more():
    """« Si la couleur de la tuile que vous jouez est différente de celle que vous recouvrez,
    payez 1 ressource supplémentaire. »"""
    assert R.construction(B("rouge", 5, 1, 1), "bleu", 6, 0)["ressource_couleur"] == 1
    assert R.construction(B("rouge", 5, 1, 1), "rouge", 6, 0)["ressource_couleur"] == 0


def test_one_resource_per_level():
    """« Placez 1 ressource par niveau du nouveau bâtiment sur la tuile. »"""
    cost = R.construction(B("jaune", 5, 2, 1), "jaune", 6, 0)
    assert cost["hauteur"] == cost["ressources_posees"] == 3


def test_the_pages_construction_in_the_game():
    """The page's example: J1 plays Rouge 4 on J2's Rouge 12 (3 floors): 8 points paid (12 − 4), J2
    takes back its 3 resources and scores 3, J1 places 4; the card is kept (« Conservez la carte
    jouée face visible dans votre région »)."""
    s = start(mains=[["R12", "B9", "A", "J14"]] + BOTS, tuiles=[["R4", "B17"], [], []], ressources=[5, 3, 3],
              points=[10, 0, 0])
    choose(s, 0, "R12", "tuile-R4")
    others_exploit(s)
    assert s.ville["B2"] == B("rouge", 4, 4, 0)
    assert s.points[:2] == [2, 3] and s.reserve[:2] == [1, 3 + 3 + 1]
    assert s.gardees[0] == ["R12"] and "R4" in s.defausse + s.cartes + [c for h in s.mains for c in h]


def test_a_tile_of_another_colour_costs_a_resource_back_to_the_stock():
    s = start(mains=[["R12", "B9", "A", "J14"]] + BOTS, tuiles=[["B17"], [], []], ressources=[5, 3, 3])
    stock = s.stock[0]
    choose(s, 0, "R12", "tuile-B17")
    others_exploit(s)
    assert s.reserve[0] == 0 and s.stock[0] == stock + 1 and s.ville["B2"] == B("bleu", 17, 4, 0)


def test_what_one_cannot_pay_is_refused():
    """Lecture retenue: not enough resources or points, the Construction is refused."""
    s = start(mains=[["R12", "B9", "A", "J14"]] + BOTS, tuiles=[["R4", "B17"], [], []], ressources=[4, 3, 3],
              points=[7, 0, 0])
    s.play("carte-R12", 0)
    refused(s, "tuile-R4", "8 points", "vous en avez 7", section="3-construction", player=0)
    refused(s, "tuile-B17", "il faut 5 ressources", "couleur différente", section="3-construction", player=0)


def test_own_resources_come_back_first_and_can_pay():
    """Lecture retenue: « Les ressources présentes sur le bâtiment […] sont rendues » comes first, so on
    one's own Bleu 9 (2 floors) a reserve of 1 is enough for 3 floors (1 + 2 back)."""
    s = start(mains=[["B9", "R12", "A", "J14"]] + BOTS, tuiles=[["B17"], [], []], ressources=[1, 3, 3])
    s.play("carte-B9", 0)
    assert "tuile-B17" in s.legal_moves(0)
    s.play("tuile-B17", 0)
    others_exploit(s)
    assert s.ville["C2"] == B("bleu", 17, 3, 0) and s.reserve[0] == 0 and s.points[0] == 0


def test_the_kept_cards_bonus_starts_after_this_construction():
    """Lecture retenue: « Gagnez des objets de votre tableau de construction » comes before « Conservez la
    carte jouée »: the Rouge 7 kept now (bonus at each Construction) gives nothing this time."""
    assert R.bonus("R7") == ("construction", "ressource")
    s = start(mains=[["R7", "B9", "A", "J14"]] + BOTS, tuiles=[["R8"], [], []], ressources=[5, 3, 3],
              gardees=[["J3"], [], []])
    choose(s, 0, "R7", "tuile-R8")       # own Rouge 7, 2 floors: 2 back, 3 placed
    others_exploit(s)
    assert s.points[0] == 1 and s.reserve[0] == 5 + 2 - 3 and s.gardees[0] == ["J3", "R7"]


def test_end_of_game_bonus_counts_the_kept_cards_of_its_colour():
    """« bonus de fin de partie (avec l'icône =), qui vous donneront des points de réussite lors du décompte
    final » (Lecture retenue: 1 point per kept card of its colour, itself included)."""
    assert R.bonus("J8") == ("fin", "jaune")
    assert R.end_bonus(["J8", "J3", "R1"]) == 2 and R.end_bonus(["J8", "J12", "J3"]) == 6


# --- « Fin de partie » ------------------------------------------------------------------------

@pytest.mark.parametrize("players, total", [(2, 25), (3, 20), (4, 18), (5, 16)])
def test_resources_by_player_count(players, total):
    """« 25, 20, 18 ou 16 ressources pour 2, 3, 4 ou 5 joueurs respectivement »."""
    s = GAME.start({"joueurs": players}, 1)
    assert all(s.reserve[p] + s.stock[p] == total for p in range(players))


def test_the_first_exhaustion_lets_everyone_bring_tiles_for_a_point_each():
    """« lorsque la réserve de tuiles est épuisée pour la première fois, la deuxième réserve est formée par
    tous les joueurs qui apportent des tuiles de leur réserve. Ils obtiennent un point pour chaque tuile
    apportée de cette façon. »"""
    s = start(mains=[["A", "B9", "J14", "R12"]] + BOTS, tuiles=[["R4", "B17"], ["J5"], []], pioche=0)
    s.exemple = False
    others_exploit(s)
    assert s.phase == "apport" and s.to_move() == [0] and s.epuisee == 1
    refused(s, "carte-B9", "apportez des tuiles", section="fin-de-partie", player=0)
    s.play("apporter-R4", 0)
    s.play("fin-apport", 0)
    assert s.to_move() == [1]
    s.play("apporter-J5", 1)              # its last tile: its turn to bring ends, J3 has none
    assert s.phase == "choix" and sorted(s.pioche) == ["J5", "R4"] and s.points[:2] == [1, 1]


def test_the_second_exhaustion_ends_the_game():
    """« La partie se termine lorsque la réserve de tuiles est épuisée pour la deuxième fois »."""
    s = start(mains=[["A", "B9", "J14", "R12"]] + BOTS, pioche=1, epuisee=1)
    choose(s, 0, "A", "exploiter-tuile")
    others_exploit(s)
    assert s.is_over() and s.compte and "deuxième fois" in s.fin and s.epuisee == 2


def test_nobody_bringing_a_tile_is_the_second_exhaustion():
    """Lecture retenue: if nobody brings a tile, the reserve stays empty: that is its second exhaustion."""
    s = start(mains=[["A", "B9", "J14", "R12"]] + BOTS, tuiles=[["R4"], [], []], pioche=0)
    others_exploit(s)
    s.play("fin-apport", 0)
    assert s.is_over() and s.compte and "personne n'a apporté" in s.fin


def test_the_end_is_seen_at_the_end_of_the_round():
    """Lecture retenue: the reserve emptied during a round ends the game once the round is played (the
    later seats still act; a tile to take from an empty reserve is lost)."""
    s = start(mains=[["A", "B9", "J14", "R12"]] + BOTS, pioche=1, epuisee=1)
    choose(s, 0, "A", "exploiter-tuile")
    s.play("carte-B", 1)
    s.play("exploiter-tuile", 1)
    s.play("carte-F", 2)
    s.play("exploiter-ressource", 2)
    assert len(s.tuiles[0]) == 1 and len(s.tuiles[1]) == 0 and s.reserve[2] == 4 and s.is_over()


def test_a_player_with_all_resources_placed_ends_the_game():
    """« ou lorsqu'un seul joueur a placé tous ses marqueurs de ressources »."""
    s = start(mains=[["A", "B9", "J14", "R12"]] + BOTS, tuiles=[["J19"], [], []], ressources=[13, 3, 3])
    s.stock[0], s.reserve[0] = 0, 1           # 7 in the city, 1 in reserve: the Urbanisation places the last
    s.play("carte-A", 0)
    s.play("tuile-J19", 0)
    others_exploit(s)
    assert s.is_over() and "Joueur 1 a placé tous ses marqueurs" in s.fin


def test_the_count_adds_tokens_end_cards_new_hand_tokens_and_districts():
    """« ceux gagnés pendant le jeu sous forme de jetons ; ceux des cartes avec bonus de fin de partie ;
    2 points de réussite pour chaque jeton Nouvelle Main non utilisé ; les points de succès en fonction de
    la présence des joueurs dans les quartiers de la ville »."""
    s = start(mains=[["A", "B9", "J14", "R12"]] + BOTS, points=[6, 4, 5], gardees=[["J12", "J3"], [], []],
              nouvelles=[1, 0, 2])
    d = s.detail(0)
    assert d == {"jetons": 6, "cartes": 2, "nouvelles": 2, "quartiers": R.city_scores(s.ville, 3)[0],
                 "total": 6 + 2 + 2 + R.city_scores(s.ville, 3)[0]}
    assert s.detail(2)["nouvelles"] == 4


def test_districts_are_groups_of_two_or_more_adjacent_tiles_of_one_colour():
    """« tout groupe de deux ou plusieurs tuiles adjacentes de même couleur est un quartier »."""
    s = start()
    assert R.districts(s.ville) == [["A1", "B1", "A2", "B2"], ["C1", "C2", "D2", "D3"], ["E1", "E2", "E3"],
                                     ["B3", "C3"], ["A4", "B4"]]


def test_first_scores_the_total_second_its_own():
    """« Le joueur ayant le plus de ressources dans le quartier gagne un nombre de points égal au total
    des ressources du quartier. Le joueur en deuxième position ne marque des points que pour ses propres
    ressources. »"""
    city = {"A1": B("rouge", 1, 3, 0), "B1": B("rouge", 2, 2, 1)}
    assert R.district_points(city, ["A1", "B1"]) == {0: 5, 1: 2}


def test_alone_in_a_district_scores_twice():
    """« Si un seul joueur a des ressources dans le district, il obtient les deux séries de points »."""
    city = {"A1": B("rouge", 1, 3, 0), "B1": B("rouge", 2, 2, 0)}
    assert R.district_points(city, ["A1", "B1"]) == {0: 10}


def test_ties_go_to_the_highest_building_then_its_number():
    """« En cas d'égalité, c'est le joueur qui possède le bâtiment le plus haut » ; « Si l'égalité
    persiste, c'est le joueur dont le bâtiment est le plus haut et dont le numéro de bâtiment est le
    plus élevé »: the page's blue district, J2 and J3 1 resource each, J3 wins with 4 against 2."""
    s = start()
    blue = ["C1", "C2", "D2", "D3"]
    assert [e["joueur"] for e in R.ranking(s.ville, blue)] == [0, 2, 1]
    assert R.district_points(s.ville, blue) == {0: 5, 2: 1}


def test_a_third_player_scores_nothing_and_unowned_buildings_count_for_nobody():
    """Lecture retenue: only the first two score; the starting city's buildings belong to nobody."""
    city = {"A1": B("rouge", 1, 3, 0), "B1": B("rouge", 2, 2, 1), "C1": B("rouge", 3, 1, 2),
            "D1": B("rouge", 4, 1, None)}
    assert R.district_points(city, ["A1", "B1", "C1", "D1"]) == {0: 6, 1: 2}


def test_a_tie_shares_the_victory():
    """Lecture retenue: equal totals share the win."""
    s = start(mains=[["A", "B9", "J14", "R12"]] + BOTS, pioche=0, epuisee=1)
    s.points = [0, 0, 0]
    s.ville = {"A1": B("rouge", 1, 1, None), "B1": B("rouge", 2, 1, None)}
    others_exploit(s)
    assert s.is_over() and s.winners() == [0, 1, 2] and "ensemble" in s.fin


# --- readings: city, cards, start -------------------------------------------------------------

def test_the_starting_city_tokens_deck_and_reserve():
    """Lecture retenue: tiles 1 to 3 of each colour in a 3 × 3 square, no two of one colour side by side,
    12 tokens A to L around; the deck is their cards; 51 other tiles form the reserve."""
    s = GAME.start({"joueurs": 3}, 5)
    assert sorted(R.code(b["c"], b["n"]) for b in s.ville.values()) == sorted(f"{c}{n}" for c in "RBJ"
                                                                               for n in (1, 2, 3))
    assert R.districts(s.ville) == [] and all(b["p"] is None and b["h"] == 1 for b in s.ville.values())
    assert sorted(s.jetons) == list(R.LETTERS) and len(set(s.jetons.values())) == 12
    assert all(R.neighbours(s.ville, sq) for sq in s.jetons.values())
    held = s.cartes + [c for h in s.mains for c in h]
    assert sorted(held) == sorted(list(R.START_CITY.values()) + list(R.LETTERS))
    assert len(s.pioche) + sum(len(t) for t in s.tuiles) == 51
    assert all(len(h) == 4 and len(t) == 2 for h, t in zip(s.mains, s.tuiles))
    assert s.reserve == [3] * 3 and s.points == [0] * 3 and s.nouvelles == [1] * 3


def test_hands_are_refilled_to_four_and_new_buildings_cards_join_the_game():
    """Lecture retenue: 4 cards in hand after each round; a new building's card goes to the discard."""
    s = start(mains=[["F", "A", "B9", "J14"], ["B", "C", "D", "E"], ["G", "H", "I", "J"]],
              tuiles=[["J19"], [], []])
    s.exemple = False
    choose(s, 0, "F", "tuile-J19")
    others_exploit(s)
    assert all(len(h) == 4 for h in s.mains)
    everywhere = s.cartes + s.defausse + [c for h in s.mains for c in h]
    assert "J19" in everywhere and "F" in everywhere


def test_the_new_hand_token():
    """« jeton Nouvelle Main » (Lecture retenue: before choosing, discard one's hand and draw 4, once a
    round; an unused one is worth 2 points at the end)."""
    s = GAME.start({"joueurs": 3}, 3)
    old = list(s.mains[0])
    s.play("nouvelle-main", 0)
    assert s.nouvelles[0] == 0 and len(s.mains[0]) == 4 and s.mains[0] != old
    refused(s, "nouvelle-main", "une seule Nouvelle Main", section="fin-de-partie", player=0)
    assert s.detail(0)["nouvelles"] == 0 and s.detail(1)["nouvelles"] == 2


def test_a_seat_without_a_card_passes():
    """Lecture retenue: in a position whose deck is too small for every hand, a seat with no card passes."""
    s = GAME.start({"joueurs": 3, "position": {"ville": {"B2": ["rouge", 12, 3, 2]}, "mains": [["R12"], [], []],
                                               "tuiles": [["R4"], [], []], "ressources": [5, 3, 3],
                                               "points": [10, 0, 0]}}, 1)
    assert [len(h) for h in s.mains] == [4, 1, 0]
    choose(s, 0, "R12", "tuile-R4")
    choose(s, 1, s.mains[1][0], "exploiter-ressource")
    assert s.legal_moves(2) == ["passer"]
    s.play("passer", 2)
    assert s.ville["B2"] == B("rouge", 4, 4, 0) and any("Joueur 3 : passe" in e for e in s.events)


def test_card_bonus_scheme():
    """Lecture retenue: 4, 8, 12, 16, 20 end-of-game; else the action by number mod 4, the colour's item."""
    assert [R.bonus(f"B{n}") for n in (1, 2, 3, 4)] == [("exploitation", "tuile"), ("urbanisation", "tuile"),
                                                         ("construction", "tuile"), ("fin", "bleu")]


# --- the page's examples ------------------------------------------------------------------------

def page_blocks():
    text = PAGE.read_text(encoding="utf-8")
    return [read_block(b) for b in text.split("```demo\n")[1:] for b in [b.split("```")[0]]]


def test_the_page_shows_the_whole_game_first_and_positions_after():
    blocks = page_blocks()
    assert [b["mode"] for b in blocks] == ["partie"] * 3
    assert "position" not in (blocks[0].get("options") or {})
    assert all("position" in b["options"] for b in blocks[1:])


def _play_example(k, first_moves):
    b = page_blocks()[k]
    s = GAME.start(b["options"], b.get("graine", 1))
    for m in first_moves:
        s.play(m, 0)
    bot = GreedyBot()
    steps = 0
    while not s.is_over():
        p = s.to_move()[0]
        s.play(bot.pick(s, p, s.legal_moves(p), Rng(1)), p)
        steps += 1
    assert steps < 20
    return s


def test_the_construction_example_stops_at_the_end_of_its_round():
    s = _play_example(1, ["carte-R12", "tuile-R4"])
    assert "Fin de l'exemple" in s.fin and not s.compte
    assert s.ville["B2"] == B("rouge", 4, 4, 0) and s.points[:2] == [2, 3]
    s = _play_example(1, ["carte-R12", "tuile-B17"])
    assert s.ville["B2"] == B("bleu", 17, 4, 0) and s.points[0] == 10 and s.reserve[0] == 0


def test_the_count_example_ends_with_the_count_of_the_blue_district():
    s = _play_example(2, ["carte-J14", "exploiter"])
    assert s.compte and s.is_over()
    assert R.district_points(s.ville, ["C1", "C2", "D2", "D3"]) == {0: 5, 2: 1}


@pytest.mark.parametrize("position, words", [
    ({"ville": {"Z9": ["rouge", 1, 1, 1]}}, "hors du plateau"),
    ({"ville": {"A1": ["rouge", 1, 1, 1], "B1": ["rouge", 1, 1, 2]}}, "déjà dans la ville"),
    ({"ville": {"A1": ["vert", 1, 1, 1]}}, "[couleur, numéro"),
    ({"ville": CITY, "mains": [["R99"], [], []]}, "mains"),
    ({"ville": CITY, "tuiles": [["R12"], [], []]}, "pas une tuile libre"),
    ({"ville": CITY, "ressources": [19, 3, 3]}, "plus que ses 20"),
    ({"ville": CITY, "jetons": {"A": "B2"}}, "case vide"),
    ({"ville": CITY, "foo": 1}, "clé inconnue"),
    ({"ville": CITY, "pioche": 99}, "pioche"),
    ("x", "une table"),
])
def test_bad_positions(position, words):
    with pytest.raises(ScenarioError) as err:
        GAME.start({"joueurs": 3, "position": position}, 1)
    assert words in str(err.value)


# --- hidden information and the bot -------------------------------------------------------------

def test_the_bot_never_reads_what_its_seat_cannot_see():
    """The others' hands, secret choices and the piles' order swapped: the bot's choice is the same."""
    changed = 0
    for seed in range(3):
        s = GAME.start({"joueurs": 3}, seed)
        for _ in range(30):
            if s.is_over():
                break
            p = s.to_move()[0]
            legal = s.legal_moves(p)
            twin = s.clone()
            twin.cartes.reverse()
            twin.pioche.reverse()
            for q in range(3):
                if q != p and s.phase == "choix":
                    if twin.choix[q] is not None:
                        twin.choix[q] = {"carte": twin.choix[q]["carte"], "action": "exploitation", "tuile": None,
                                         "objet": "point"}
                    if twin.mains[q] and twin.cartes:
                        twin.mains[q][0], twin.cartes[0] = twin.cartes[0], twin.mains[q][0]
            if json.dumps(twin.view(p), sort_keys=True) == json.dumps(s.view(p), sort_keys=True):
                changed += 1
                assert GreedyBot().pick(twin, p, legal, Rng(seed)) == GreedyBot().pick(s, p, legal, Rng(seed))
            s.play(GreedyBot().pick(s, p, legal, Rng(seed)), p)
    assert changed > 15


def test_the_bot_beats_random_play():
    wins = 0
    for seed in range(4):
        state, _ = play_out(GAME, {"joueurs": 2}, seed, ["glouton", "hasard"])
        wins += state.winners() == [0]
    assert wins >= 3


# --- seeded games to the end ------------------------------------------------------------------

def check(s):
    total = R.RESOURCES[s.players]
    for p in range(s.players):
        on_board = sum(b["h"] for b in s.ville.values() if b["p"] == p)
        assert s.reserve[p] + s.stock[p] + on_board == total and s.reserve[p] >= 0 and s.points[p] >= 0
    tops = [R.code(b["c"], b["n"]) for b in s.ville.values()]
    tiles = tops + s.pioche + [t for ts in s.tuiles for t in ts]
    assert len(tiles) == len(set(tiles))
    pending = s.order()[s.rang + 1:] if s.phase == "jeton" else range(s.players) if s.phase == "choix" else []
    cards = s.cartes + s.defausse + [c for h in s.mains for c in h] + [s.choix[q]["carte"] for q in pending
                                                                       if s.choix[q] and s.choix[q]["carte"]]
    assert len(cards) == len(set(cards)) and all(len(h) <= R.HAND for h in s.mains)
    assert set(tops) <= set(cards)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_random_games_end_with_everything_accounted(players):
    for s, _ in random_games(GAME, seeds(6, 50), options={"joueurs": players}, check=check):
        assert s.compte and s.winners()


@pytest.mark.parametrize("players", [2, 5])
def test_seeded_bot_games_end(players):
    for s, _ in random_games(GAME, seeds(1, 10), options={"joueurs": players}, bots=["glouton"] * players):
        assert s.compte and s.winners()


def test_session_shows_the_bots_turns_step_by_step():
    session = Session("ginkgopolis", "partie", {"joueurs": 3}, seed=2)
    snap = session.snapshot()
    assert snap["to_move"] == [0] and all(f'data-move="{m}"' in snap["html"] for m in snap["legal"])
    session.play(snap["legal"][0])
    option = next(m for m in session.snapshot()["legal"] if m.startswith("exploiter"))
    session.play(option)
    after = session.snapshot()
    assert len(after["etapes"]) >= 2 and any(line.startswith("Joueur 2 ") for line in after["log"])
