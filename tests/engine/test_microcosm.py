"""Microcosm: the page's card distribution, the five actions on small positions, the end of
the game and its tie rule; refusals, bad positions, random edit walks."""

from __future__ import annotations

import json
import re
from collections import Counter

from pathlib import Path

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.microcosm import rules as R
from site_demos.demo_block import read_block

from playthroughs import random_walk

CALC = get_game("microcosm", "action")


def start(**position):
    return CALC.start({"position": position}, 1)


def frozen(s) -> str:
    return json.dumps(s.to_json(), sort_keys=True)


def refused(s, move):
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play(move, 0)
    assert frozen(s) == before
    return err.value


def play(s, *moves):
    for m in moves:
        s.play(m, 0)
    return s


# --- « Répartition des Cartes » -------------------------------------------------------------

def test_card_distribution_of_the_page():
    """« 4x Colonisation - 1 de chaque couleur », « 4x Guerre », « 4x Recherche », « 4x
    Politiques », « 2x Observation - sans couleur - Mission et Balayage »; « 3x Technologie
    Améliorée », « 1x Capitale », « 1x Mobilisation »; Planets « 4x Coût de Colonisation 0 »,
    « 4x Coût de Colonisation 2 », « 3x Coût de Colonisation 3 »."""
    assert R.distribution() == {"domaine": 18, "technologies": 5, "planetes": 11}
    assert Counter(d["action"] for d in R.DOMAIN.values()) == {"colonisation": 4, "guerre": 4, "recherche": 4,
                                                                "politique": 4, "observation": 2}
    for action in ("colonisation", "guerre", "recherche", "politique"):
        assert {d["couleur"] for d in R.DOMAIN.values() if d["action"] == action} == set(R.COLOURS.values())
    assert Counter(p["cout"] for p in R.PLANETS.values()) == {0: 4, 2: 4, 3: 3}
    assert sorted(p["defense"] for p in R.PLANETS.values() if p["cout"] == 0) == [0, 1, 1, 2]
    assert sorted(p["defense"] for p in R.PLANETS.values() if p["cout"] == 2) == [1, 2, 2, 3]


def test_influence_points_of_the_planets():
    """« la Planète de défense 0 est la seule à donner 1 point d'influence » (cost 0); cost 2:
    « elles donnent toutes 1 point d'influence »; « 2 noires donnant chacune 2 points
    d'influence [...] 1 multicolore, ne comptant que pour 1 point d'influence »."""
    zero = [p for p in R.PLANETS.values() if p["cout"] == 0]
    assert [p["influence"] for p in zero if p["defense"] == 0] == [1]
    assert all(p["influence"] == 0 for p in zero if p["defense"] > 0)
    assert all(p["influence"] == 1 for p in R.PLANETS.values() if p["cout"] == 2)
    assert sorted(p["influence"] for p in R.PLANETS.values() if p["cout"] == 3) == [1, 2, 2]


# --- Colonisation -----------------------------------------------------------------------------

def test_cost_0_planet_needs_no_extra_icon():
    """« Permet de prendre immédiatement n'importe quelle Planète de Coût 0, sans icône
    supplémentaire »."""
    s = play(start(main=["colo-v"], planetes=["p0-j"]), "jouer-colo-v", "cible-p0-j", "valider")
    assert s.pos["colonies_cachees"] == ["p0-j"] and s.pos["planetes"] == [] and s.discard == ["colo-v"]


def test_cost_2_planet_needs_2_icons_from_the_stated_sources():
    """« Pour prendre une Planète de coût 2, il faut présenter un total de 2 icônes Colonisation
    pouvant venir : de la carte jouée, de cartes dévoilées de sa main (sans les défausser), de
    Colonies déjà en sa possession, et retournées face visible, de la Technologie Colonisation
    Améliorée » ; « Les Butins inclinés ne font jamais profiter de leurs éventuelles icônes »."""
    pos = dict(main=["colo-v", "colo-r", "guerre-j"], colonies_cachees=["p0-v"], butins=["p2-v"],
               planetes=["p2-j", "p3-n2"])
    s = play(start(**pos), "jouer-colo-v", "cible-p2-j")
    assert s.icon_total() == 1                          # the Butin p2-v (1 Colonisation icon) does not count
    assert "valider" not in s.legal_moves(0)
    err = refused(s, "valider")
    assert "2 icônes Colonisation" in err.reason and err.section == "action-colonisation"
    assert "montrer-guerre-j" not in s.legal_moves(0)   # no Colonisation icon on it
    play(s, "montrer-colo-r")
    assert s.icon_total() == 2 and "valider" in s.legal_moves(0)
    play(s, "montrer-colo-r", "retourner-p0-v")         # or the hidden Colony, turned face up
    assert s.icon_total() == 2 and s.pos["colonies"] == ["p0-v"]
    play(s, "valider")
    assert s.pos["main"] == ["colo-r", "guerre-j"]      # revealed cards stay in hand
    assert s.pos["colonies_cachees"] == ["p2-j"]
    s = play(start(main=["colo-v"], technologies=["tech-colo"], planetes=["p2-j"]), "jouer-colo-v", "cible-p2-j")
    assert s.icon_total() == 2 and "valider" in s.legal_moves(0)


def test_colonisation_takes_no_opponent_colony():
    s = play(start(main=["colo-v"], planetes=["p0-j"], adversaire={"colonies": ["p0-r"]}), "jouer-colo-v")
    err = refused(s, "cible-adv1")
    assert "Guerre" in err.reason and err.section == "action-colonisation"


# --- Guerre -------------------------------------------------------------------------------------

def test_war_needs_as_many_icons_as_the_defence_and_makes_a_butin():
    """« Il faut apporter autant d'icônes de Guerre que demandé par le niveau de défense de la
    cible » ; a won war makes « un Butin, carte inclinée »."""
    s = play(start(main=["guerre-r"], technologies=["tech-guerre"], planetes=["p0-p", "p2-p"]),
             "jouer-guerre-r", "cible-p2-p", "valider")           # defence 3, 2 icons: lost
    assert "Guerre perdue" in s.result[1] and s.pos["planetes"] == ["p0-p", "p2-p"] and s.discard == ["guerre-r"]
    s = play(start(main=["guerre-r"], technologies=["tech-guerre"], planetes=["p0-p", "p2-p"]),
             "jouer-guerre-r", "cible-p0-p", "valider")           # defence 2, 2 icons: won
    assert s.pos["butins"] == ["p0-p"] and "Butin" in s.result[1]


def test_war_on_a_colony_hidden_or_not():
    """« Si on cible une Colonie de l'adversaire, elle peut être dévoilée ou dissimulée » ;
    « Quand une Planète a été colonisée, son niveau de défense est plus élevée [...] que la
    Colonie soit visible ou pas » ; « Le niveau de défense des Colonies adverses peut être
    amélioré par une Technologie ou une Colonie particulière »."""
    s = start(main=["guerre-r"], adversaire={"colonies": ["p0-r"], "colonies_cachees": ["p0-v"]})
    assert s.defence("adv1") == 0 + R.COLONISED_BONUS and s.defence("adv2") == 1 + R.COLONISED_BONUS
    s = start(main=["guerre-r"], adversaire={"colonies": ["p0-r", "p3-n1"], "technologies": ["mobilisation"]})
    assert s.defence("adv1") == 0 + R.COLONISED_BONUS + 1 + 1
    s = start(main=["guerre-r", "guerre-v"], adversaire={"colonies_cachees": ["p0-r"]})
    play(s, "jouer-guerre-r", "montrer-guerre-v", "cible-adv1", "valider")
    assert s.pos["butins"] == ["p0-r"] and s.pos["adversaire"]["colonies_cachees"] == []


def test_war_is_blind():
    """« Une action de guerre se fait sur les Planètes en aveugle, sans connaître leur niveau de
    défense » : the board shows the range on the back, not the defence."""
    s = play(start(main=["guerre-r"], planetes=["p2-p"]), "jouer-guerre-r", "cible-p2-p")
    html = CALC.render(s, 0, s.legal_moves(0))
    assert "déf 1–3" in html and "défense 3" not in html


# --- Recherche, Politique, Observation -------------------------------------------------------------

def test_research_takes_or_forces_back_and_3_icons_twice():
    """« Prendre une carte Technologie de la zone de jeu ou forcer l'autre joueur à en reposer
    une » ; « Si on peut présenter 3 icônes Recherche bleues on peut renouveler l'opération 1
    fois »."""
    pos = dict(main=["rech-j", "rech-v", "rech-r"], zone_technologies=["capitale"],
               adversaire={"technologies": ["mobilisation"]})
    s = play(start(**pos), "jouer-rech-j", "cible-capitale")
    err = refused(s, "cible-mobilisation")
    assert "3 icônes Recherche" in err.reason and err.section == "action-recherche"
    play(s, "montrer-rech-v", "montrer-rech-r", "cible-mobilisation", "valider")
    assert s.pos["technologies"] == ["capitale"] and s.pos["zone_technologies"] == ["mobilisation"]
    assert s.pos["adversaire"]["technologies"] == []


def test_politics_has_no_target_and_goes_to_the_discard():
    """« les 4 cartes sont différentes ayant chacune un pouvoir permanent tant qu'elles sont
    dans la défausse de leur propriétaire »."""
    s = play(start(main=["poli-r"], planetes=["p0-v"]), "jouer-poli-r")
    assert refused(s, "cible-p0-v").section == "action-politique"
    play(s, "valider")
    assert s.discard == ["poli-r"] and "défausse" in s.result[1]


def test_observation_consults_a_defence():
    """« Mission et Balayage permettent de consulter une Planète ou Colonie »."""
    s = play(start(main=["mission"], adversaire={"colonies_cachees": ["p2-p"]}), "jouer-mission", "cible-adv1",
             "valider")
    assert "défense 4" in s.result[1] and s.known == ["p2-p"]


# --- the end of the game ------------------------------------------------------------------------

def test_game_ends_after_the_action_when_reserve_and_deck_are_empty():
    """« Quand la réserve ET le paquet de cartes Domaine sont épuisés, le jeu prend fin après
    l'action du joueur actif. »"""
    s = play(start(main=["poli-r", "colo-v"], reserve=1, paquet=0), "jouer-poli-r", "valider")
    assert not s.over
    s = play(start(main=["poli-r", "colo-v"], reserve=0, paquet=0), "jouer-poli-r", "valider")
    assert s.over and s.is_over() and s.to_move() == []
    # the game is over: every move is refused (the page's « Recommencer » starts the example again)
    assert "la partie est terminée" in str(refused(s, "jouer-colo-v"))


def test_tie_goes_to_the_second_player():
    """« Le décompte des points d'influence en fin de partie détermine le vainqueur. En cas
    d'égalité, c'est le joueur ayant joué en second qui l'emporte. »"""
    pos = dict(main=["poli-r"], colonies=["p0-r"], butins=["p2-j"],
               adversaire={"colonies": ["p2-v", "p2-r"], "colonies_cachees": ["p0-j"]}, reserve=0, paquet=0)
    s = play(start(**pos, second="adversaire"), "jouer-poli-r", "valider")
    assert "égalité, le joueur ayant joué en second l'emporte : adversaire" in s.result[-1]
    s = play(start(**pos, second="vous"), "jouer-poli-r", "valider")
    assert s.result[-1].endswith(": vous.")
    assert R.winner({"points": 3}, {"points": 2}, "adversaire") == "vous"


# --- positions, random edits ------------------------------------------------------------------------

@pytest.mark.parametrize("position, words", [
    ({"main": ["colo-x"]}, "carte Domaine"),
    ({"main": ["colo-v"], "colonies": ["p0-v"], "planetes": ["p0-v"]}, "deux fois"),
    ({"planetes": ["p0-v", "p0-j", "p0-r", "p0-p"]}, "au plus 3"),
    ({"reserve": 4}, "0 à 3"),
    ({"second": "moi"}, "second"),
    ({"adversaire": {"butins": []}}, "adversaire"),
    ({"inconnu": 1}, "inconnue"),
    ("texte", "table"),
])
def test_bad_positions(position, words):
    with pytest.raises(ScenarioError) as err:
        CALC.start({"position": position}, 1)
    assert err.value.field == "position" and words in err.value.problem


def check(s):
    pos = s.pos
    cards = (pos["main"] + pos["colonies"] + pos["colonies_cachees"] + pos["butins"] + pos["technologies"]
             + pos["planetes"] + pos["zone_technologies"] + sum(pos["adversaire"].values(), []) + s.discard)
    assert len(cards) == len(set(cards))
    start_cards = s.start_pos
    assert len(cards) == len(start_cards["main"] + start_cards["colonies"] + start_cards["colonies_cachees"]
                             + start_cards["butins"] + start_cards["technologies"] + start_cards["planetes"]
                             + start_cards["zone_technologies"] + sum(start_cards["adversaire"].values(), []))
    assert len(s.targets) <= s.max_targets() and all(c in pos["main"] for c in s.shown)


def test_random_edit_walks_never_raise():
    """Thousands of random edits from each example of the page (and the default position)."""
    text = (Path(__file__).parents[2] / "site_demos" / "snippets" / "microcosm.md").read_text(encoding="utf-8")
    blocks = [read_block(b)["options"] for b in re.findall(r"```demo\n(.*?)```", text, re.S)]
    assert len(blocks) == 4
    for i, options in enumerate(blocks + [{}]):
        for walk in range(40):
            for s, _, _ in random_walk(CALC, options, seed=1, steps=60, walk_seed=100 * i + walk):
                check(s)


def test_the_end_shows_in_the_status_and_a_banner():
    from html import unescape
    """Issue 23: once « le jeu prend fin après l'action du joueur actif », nobody is to move
    (the page's status says « Partie terminée ») and the board opens on a banner naming the
    winner, not only the log."""
    pos = dict(main=["poli-r"], colonies=["p0-r"], butins=["p2-j"],
               adversaire={"colonies": ["p2-v", "p2-r"], "colonies_cachees": ["p0-j"]}, reserve=0, paquet=0)
    s = start(**pos, second="adversaire")
    assert s.to_move() == [0] and not s.is_over()
    play(s, "jouer-poli-r", "valider")
    assert s.over and s.is_over() and s.to_move() == [] and s.winners() == []
    html = unescape(CALC.render(s, 0, s.legal_moves(0)))
    assert html.index("bga-banner") < html.index("Choisissez la carte")
    assert "Partie terminée : l'adversaire l'emporte (égalité" in html and "bga-banner-mal" in html
    won = play(start(**pos, second="vous"), "jouer-poli-r", "valider")
    assert won.winners() == [0] and "Partie terminée : vous l'emportez" in unescape(CALC.render(won, 0, []))
