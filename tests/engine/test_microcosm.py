"""Microcosm, mode « partie »: every rule of the page (Gamehelpemdomicrocosm) quoted, each
reading of « Lecture retenue » against its opposite, hidden information and the bot, the page's
examples as positions of the game, and seeded games to the end."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from engine.games.microcosm import rules as R
from engine.games.microcosm.bots import MicrocosmBot
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from site_demos.demo_block import read_block

from playthroughs import random_games, seeds
from refusals import refused

GAME = get_game("microcosm", "partie")
PAGE = Path(__file__).resolve().parents[2] / "docs" / "jeux" / "microcosm.md"


def start(**position):
    """A position of the game: the reader (seat 0) is about to act."""
    return GAME.start({"position": position}, 1)


def play(s, *moves):
    for m in moves:
        s.play(m, s.tour)
    return s


def colony_ids(s, p):
    return [c for c, _ in s.joueurs[p]["colonies"]]


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
    d'influence », « 1 multicolore, ne comptant que pour 1 point d'influence »."""
    assert [p for p, d in R.PLANETS.items() if d["cout"] == 0 and d["influence"]] == ["p0-r"]
    assert R.PLANETS["p0-r"]["defense"] == 0
    assert all(d["influence"] == 1 for d in R.PLANETS.values() if d["cout"] == 2)
    assert [d["influence"] for p, d in R.PLANETS.items() if d["couleur"] == "noire"] == [2, 2]
    assert R.PLANETS["p3-m"]["influence"] == 1


def test_each_action_card_carries_one_icon_of_its_action():
    """Reading (the page does not give the icons): Colonisation, Guerre and Recherche cards carry
    one icon of their action, Politique and Observation cards none."""
    for d in R.DOMAIN.values():
        expected = {} if d["action"] in ("politique", "observation") else {d["action"]: 1}
        assert d["icones"] == expected


def test_every_research_icon_counts_as_blue():
    """« 3 icônes Recherche bleues »: reading, every Recherche icon counts (played card, a visible
    Colony, the Recherche Améliorée) — three sources here allow the second operation."""
    s = play(start(main=["rech-j"], colonies=["p0-j"], technologies=["tech-rech"], reserve=["colo-p"], paquet=2,
                   zone_technologies=["tech-colo", "capitale"]), "jouer-rech-j")
    assert s.icon_total() == 3 and s.max_targets() == 2


# --- set-up (a reading) and « Tour d'un joueur » ------------------------------------------------

def test_setup_reserve_of_3_deck_piles_by_cost_and_empty_hands():
    """Reading: 3 Domaine cards face up (« Réserve de cartes Domaine : 3 cartes face visible »),
    the other 15 in the deck, the Planets in « 3 pioches » by cost, empty hands."""
    s = GAME.start(None, 4)
    assert len(s.reserve) == 3 and len(s.paquet) == 15
    assert sorted(s.reserve + s.paquet) == sorted(R.DOMAIN)
    assert {c: sorted(R.PLANETS[p]["cout"] for p in pile) for c, pile in s.piles.items()} == \
        {"0": [0] * 4, "2": [2] * 4, "3": [3] * 3}
    assert s.zone_tech == list(R.TECHS)
    assert all(not j["main"] for j in s.joueurs) and s.etape == "pioche" and s.tour == 0


def test_draw_from_the_reserve_or_the_top_of_the_deck():
    """« Prendre une carte de la réserve ou la première du paquet, vers sa main »; reading: the
    reserve is refilled from the deck (it stays at 3 cards while the deck lasts)."""
    s = GAME.start(None, 4)
    card, top = s.reserve[0], s.paquet[-1]
    play(s, "prendre-" + card)
    assert s.joueurs[0]["main"] == [card] and len(s.reserve) == 3 and top in s.reserve
    assert len(s.paquet) == 14 and s.etape == "action"
    play(s, "passer")
    top = s.paquet[-1]
    play(s, "piocher")
    assert s.joueurs[1]["main"] == [top] and len(s.reserve) == 3 and len(s.paquet) == 13


def test_the_draw_comes_first():
    s = GAME.start(None, 4)
    refused(s, "passer", "prenez d'abord", section="prendre-une-carte-de-la-reserve-ou-la-premiere-du-paquet"
                                                    "-vers-sa-main")


def test_no_action_is_a_turn():
    """« ne pas jouer d'action (peut arriver en début de partie tant qu'on n'a pas assez
    d'action en main) »."""
    s = GAME.start(None, 4)
    play(s, "prendre-" + s.reserve[0], "passer")
    assert s.tour == 1 and s.etape == "pioche" and len(s.joueurs[0]["main"]) == 1


def test_take_back_as_many_cards_as_wished_from_the_discard():
    """« reprendre autant de cartes qu'on le souhaite depuis sa pile de défausse », instead of
    an action."""
    s = start(main=["colo-v"], defausse=["guerre-r", "rech-j", "poli-v"], reserve=["colo-r"], paquet=3)
    play(s, "reprendre-guerre-r")
    assert s.etape == "reprise" and "colo-v" in s.joueurs[0]["main"]
    assert not any(m.startswith("jouer-") for m in s.legal_moves(0))
    refused(s, "jouer-colo-v", "reprenez-en une autre ou terminez")
    play(s, "reprendre-rech-j", "finir")
    assert sorted(s.joueurs[0]["main"]) == ["colo-v", "guerre-r", "rech-j"] and s.joueurs[0]["defausse"] == ["poli-v"]
    assert s.is_over()   # the example stops at the end of its turn


def test_the_played_card_goes_to_the_discard_revealed_cards_stay_in_hand():
    """Reading: « sans les défausser » for the revealed cards; the played card is discarded."""
    s = start(main=["colo-v", "colo-r"], planetes=["p2-j"], reserve=["poli-r"], paquet=2)
    play(s, "jouer-colo-v", "montrer-colo-r", "cible-pile2", "valider")
    assert s.joueurs[0]["main"] == ["colo-r"] and s.joueurs[0]["defausse"] == ["colo-v"]


# --- « Action: Colonisation » -----------------------------------------------------------------

def test_cost_0_planet_needs_no_extra_icon():
    """« Permet de prendre immédiatement n'importe quelle Planète de Coût 0, sans icône
    supplémentaire »."""
    s = start(main=["colo-j"], planetes=["p0-v"], reserve=["poli-r"], paquet=2)
    play(s, "jouer-colo-j", "cible-pile0", "valider")
    assert colony_ids(s, 0) == ["p0-v"]


def test_cost_2_planet_needs_2_icons_from_the_stated_sources():
    """« il faut présenter un total de 2 icônes Colonisation pouvant venir : de la carte jouée,
    de cartes dévoilées de sa main (sans les défausser), de Colonies déjà en sa possession, et
    retournées face visible, de la Technologie Colonisation Améliorée »."""
    base = dict(main=["colo-v", "colo-r", "guerre-j"], planetes=["p2-j"], reserve=["poli-r"], paquet=2)
    s = play(start(**base), "jouer-colo-v", "cible-pile2")
    reason = refused(s, "valider", "2 icônes Colonisation", section="action-colonisation")
    assert "vous en présentez 1" in reason
    play(s, "montrer-colo-r", "valider")                          # a revealed card
    assert "p2-j" in colony_ids(s, 0)
    s = play(start(**base, colonies_cachees=["p0-v"]), "jouer-colo-v", "cible-pile2")
    assert "valider" not in s.legal_moves(0)
    play(s, "retourner-1", "valider")                              # a Colony turned face up
    assert "p2-j" in colony_ids(s, 0)
    s = play(start(**base, technologies=["tech-colo"]), "jouer-colo-v", "cible-pile2", "valider")   # a Technology
    assert "p2-j" in colony_ids(s, 0)


def test_a_hidden_colony_gives_no_icon_until_turned():
    """« quand la Colonie est face visible, ses icônes éventuelles sont révélées » : hidden, they
    do not count."""
    s = play(start(main=["colo-v"], colonies_cachees=["p0-v"], planetes=["p2-j"], reserve=["poli-r"], paquet=2),
             "jouer-colo-v", "cible-pile2")
    assert s.icon_total() == 1
    play(s, "retourner-1")
    assert s.icon_total() == 2 and s.joueurs[0]["colonies"] == [["p0-v", True]]


def test_butins_never_give_their_icons():
    """« Les Butins inclinés ne font jamais profiter de leurs éventuelles icônes »."""
    s = play(start(main=["colo-v"], butins=["p2-v", "p0-v"], planetes=["p2-j"], reserve=["poli-r"], paquet=2),
             "jouer-colo-v", "cible-pile2")
    assert s.icon_total() == 1
    refused(s, "valider", "2 icônes Colonisation")


def test_cost_3_needs_3_icons():
    """Reading: « Coût de Colonisation 3 » asks for 3 icons (refused with 2)."""
    s = play(start(main=["colo-v", "colo-r"], planetes=["p3-m"], reserve=["poli-r"], paquet=2),
             "jouer-colo-v", "montrer-colo-r", "cible-pile3")
    refused(s, "valider", "3 icônes Colonisation")


def test_a_new_colony_is_hidden_from_the_opponent():
    """Reading: the colonised Planet joins the Colonies face down (« la Colonie peut rester
    cachée, afin de dissimuler sa valeur de Défense à l'adversaire »)."""
    s = play(start(main=["colo-j"], planetes=["p0-v"], reserve=["poli-r"], paquet=2),
             "jouer-colo-j", "cible-pile0", "valider")
    assert s.joueurs[0]["colonies"] == [["p0-v", False]]
    mine, theirs = s.view(0)["joueurs"][0]["colonies"], s.view(1)["joueurs"][0]["colonies"]
    assert mine == [{"planete": "p0-v", "visible": False, "cout": 0}]
    assert theirs == [{"planete": None, "visible": False, "cout": 0}]
    assert "p0-v" not in json.dumps(s.view(1))


def test_colonisation_takes_no_opponent_colony():
    s = play(start(main=["colo-v"], reserve=["poli-r"], paquet=2, adversaire={"colonies": ["p0-r"]}),
             "jouer-colo-v")
    refused(s, "cible-col1", "une Colonie adverse se prend par la Guerre", section="action-colonisation")


# --- « Action: Guerre » -------------------------------------------------------------------------

WAR = dict(main=["guerre-r", "guerre-v"], planetes=["p0-p", "p2-r"], reserve=["poli-r"], paquet=2,
           adversaire={"colonies": ["p0-r"], "colonies_cachees": ["p2-p"]})


def test_war_needs_as_many_icons_as_the_defence_and_makes_a_butin():
    """« Il faut apporter autant d'icônes de Guerre que demandé par le niveau de défense de la
    cible »; « quand un joueur a remporté la Guerre contre une Planète ou contre une Colonie de
    l'adversaire, celle-ci devient un Butin »."""
    s = play(start(**WAR), "jouer-guerre-r", "montrer-guerre-v", "cible-pile0", "valider")   # p0-p: defence 2
    assert s.joueurs[0]["butins"] == ["p0-p"] and s.revelation["gagne"]
    s = play(start(**WAR), "jouer-guerre-r", "cible-pile0", "valider")                       # 1 icon < 2
    assert not s.joueurs[0]["butins"] and s.piles["0"][-1] == "p0-p"
    assert s.joueurs[0]["defausse"] == ["guerre-r"]          # reading: the card is discarded all the same
    assert s.revelation == {"joueur": 0, "planete": "p0-p", "defense": 2, "icones": 1, "gagne": False}


def test_a_colony_defends_better_hidden_or_not():
    """« Quand une Planète a été colonisée, son niveau de défense est plus élevée, indiqué à
    droite, que la Colonie soit visible ou pas » (reading: base + 1); « Le niveau de défense des
    Colonies adverses peut être amélioré par une Technologie ou une Colonie particulière »."""
    s = play(start(**WAR), "jouer-guerre-r", "cible-col1")
    assert s.defence("col1") == 1 and s.defence("col2") == 4     # p0-r: 0 + 1 ; p2-p (hidden): 3 + 1
    with_mob = dict(WAR, adversaire={"colonies": ["p0-r", "p3-n1"], "technologies": ["mobilisation"]})
    s = play(start(**with_mob), "jouer-guerre-r", "cible-col1")
    assert s.defence("col1") == 0 + 1 + 1 + 1                     # Mobilisation and the black Planet
    s = play(start(**WAR), "jouer-guerre-r", "cible-col1", "valider")   # 1 icon against a colonised 0: 1
    assert s.joueurs[0]["butins"] == ["p0-r"] and colony_ids(s, 1) == ["p2-p"]


def test_war_on_a_planet_uses_its_base_defence():
    """The opposite reading (+1 on every Planet) would lose this war: p0-r on a pile has 0."""
    s = play(start(main=["guerre-r"], planetes=["p0-r"], reserve=["poli-v"], paquet=2), "jouer-guerre-r",
             "cible-pile0", "valider")
    assert s.joueurs[0]["butins"] == ["p0-r"]
    s = play(start(main=["guerre-r"], planetes=["p3-m"], reserve=["poli-v"], paquet=2, technologies=["tech-guerre"]),
             "jouer-guerre-r", "cible-pile3", "valider")
    assert not s.joueurs[0]["butins"] and s.revelation["defense"] == 3      # reading: cost 3 defends 3


def test_war_is_blind():
    """« Une action de guerre se fait sur les Planètes en aveugle, sans connaître leur niveau de
    défense »: neither the moves nor the attacker's view name the Planet or its defence."""
    s = play(start(**WAR), "jouer-guerre-r")
    assert {m for m in s.legal_moves(0) if m.startswith("cible-")} == {"cible-pile0", "cible-pile2", "cible-pile3",
                                                                          "cible-col1", "cible-col2"}
    view = json.dumps(s.view(0))
    assert "p0-p" not in view and "p2-p" not in view and "p2-r" not in view
    html = GAME.render(s, 0, s.legal_moves(0))
    assert "Planète violette" not in html and "◈0–2" in html


def test_the_war_result_is_revealed_to_both_players():
    s = play(start(**WAR), "jouer-guerre-r", "cible-col2", "valider")
    assert "p2-p" in s.joueurs[0]["connus"] and "défense de 4" in GAME.render(s, 1, [])


def test_a_butin_never_changes_hands():
    """« le Butin est gagné définitivement et ne changera plus de joueur »: no Guerre targets it."""
    s = play(start(main=["guerre-r"], reserve=["poli-r"], paquet=2,
                   adversaire={"butins": ["p2-v"], "colonies": ["p0-j"]}), "jouer-guerre-r")
    assert {m for m in s.legal_moves(0) if m.startswith("cible-col")} == {"cible-col1"}
    play(s, "cible-col1", "valider")
    assert s.joueurs[1]["butins"] == ["p2-v"]


def test_the_piles_show_their_defence_range_on_their_backs():
    """« La défense des Planètes est dans une plage connue indiquée sur leur dos »: each pile's
    back gives its range, and every Planet of the pile is within it."""
    for cost, (lo, hi) in R.BACK_RANGE.items():
        assert all(lo <= d["defense"] <= hi for d in R.PLANETS.values() if d["cout"] == cost)
    s = GAME.start(None, 1)
    html = GAME.render(s, 0, s.legal_moves(0))
    assert "défense 0–2" in html and "défense 1–3" in html and "défense 3" in html


# --- « Action: Recherche » ----------------------------------------------------------------------

RESEARCH = dict(main=["rech-j", "rech-v", "rech-r"], zone_technologies=["tech-colo", "capitale"], reserve=["colo-p"],
                paquet=2, adversaire={"technologies": ["mobilisation"]})


def test_research_takes_or_forces_back_and_3_icons_twice():
    """« Prendre une carte Technologie de la zone de jeu ou forcer l'autre joueur à en reposer
    une » ; « Si on peut présenter 3 icônes Recherche bleues on peut renouveler l'opération 1
    fois »."""
    s = play(start(**RESEARCH), "jouer-rech-j", "cible-capitale", "cible-mobilisation")
    assert s.cibles == ["mobilisation"]            # one icon: a second target replaces the first
    play(s, "montrer-rech-v", "montrer-rech-r", "cible-capitale", "valider")
    assert s.joueurs[0]["techs"] == ["capitale"] and not s.joueurs[1]["techs"]
    assert sorted(s.zone_tech) == ["mobilisation", "tech-colo"]


# --- « Action: Politique » and « Action: Observation » (empty on the page: readings) -----------------

def test_politics_has_no_target_and_goes_to_the_discard():
    """« ayant chacune un pouvoir permanent tant qu'elles sont dans la défausse de leur
    propriétaire »."""
    s = play(start(main=["poli-r"], reserve=["colo-v"], paquet=2), "jouer-poli-r")
    assert "valider" in s.legal_moves(0)
    refused(s, "cible-pile0", "pas de cible", section="action-politique")
    play(s, "valider")
    assert s.joueurs[0]["defausse"] == ["poli-r"]


def test_politics_in_the_discard_scores_its_colour():
    """Reading: « les couleurs servent à marquer des points d'influence en fin de partie » by the
    Politique cards in the discard: 1 point per Planet of the colour; the multicoloured one
    « profite à toutes les cartes qui scorent selon la couleur ». In hand, none."""
    planets = ["p0-r", "p2-r", "p3-m", "p2-v"]
    assert R.influence(planets[:2], planets[2:], [], ["poli-r"])["couleurs"] == 3
    assert R.influence(planets[:2], planets[2:], [], [])["couleurs"] == 0
    assert R.influence(planets[:2], planets[2:], [], ["poli-v", "poli-r"])["couleurs"] == 5


def test_observation_shows_a_hidden_planet_to_the_observer_only():
    """« Mission et Balayage permettent de consulter une Planète ou Colonie » (reading: the top of
    a pile or a hidden Colony, seen by the observer alone; no further power)."""
    s = start(main=["mission"], planetes=["p2-v"], reserve=["colo-v"], paquet=2,
              adversaire={"colonies": ["p0-r"], "colonies_cachees": ["p2-p"]})
    play(s, "jouer-mission")
    assert {m for m in s.legal_moves(0) if m.startswith("cible-")} == {"cible-pile0", "cible-pile2", "cible-pile3",
                                                                          "cible-col2"}
    refused(s, "cible-col1", "déjà connue")
    play(s, "cible-col2", "valider")
    assert s.view(0)["joueurs"][1]["colonies"][1]["planete"] == "p2-p"
    assert not s.joueurs[0]["butins"] and not colony_ids(s, 0)
    s = play(start(main=["balayage"], planetes=["p2-v"], reserve=["colo-v"], paquet=2), "jouer-balayage",
             "cible-pile2", "valider")
    assert s.view(0)["piles"]["2"]["dessus"] == "p2-v" and s.view(1)["piles"]["2"]["dessus"] is None


# --- the end and the count -------------------------------------------------------------------

def test_game_ends_after_the_action_when_reserve_and_deck_are_empty():
    """« Quand la réserve ET le paquet de cartes Domaine sont épuisés, le jeu prend fin après
    l'action du joueur actif »."""
    s = GAME.start(None, 2)
    s.paquet, s.reserve = [], s.reserve[:1]
    last = s.reserve[0]
    play(s, "prendre-" + last)
    assert s.etape == "action" and not s.reserve and not s.paquet
    play(s, "passer")
    assert s.is_over() and s.vainqueur is not None


def test_game_goes_on_while_the_reserve_has_cards():
    s = GAME.start(None, 2)
    s.paquet = []
    play(s, "prendre-" + s.reserve[0], "passer")
    assert not s.is_over() and len(s.reserve) == 2 and s.tour == 1


def test_tie_goes_to_the_second_player():
    """« En cas d'égalité, c'est le joueur ayant joué en second qui l'emporte »; the page's
    example: 2 against 2, then the red Politique gives the reader 1 point."""
    pos = dict(main=["poli-r", "mission", "colo-v"], colonies=["p0-r"], butins=["p2-j"], planetes=["p0-v"],
               adversaire={"colonies": ["p2-v", "p2-r"], "colonies_cachees": ["p0-j"]}, reserve=[], paquet=0,
               second="adversaire")
    s = play(start(**pos), "passer")
    assert s.scores() == [2, 2] and s.winners() == [1]
    s = play(start(**dict(pos, second="vous")), "passer")
    assert s.winners() == [0]
    s = play(start(**pos), "jouer-poli-r", "valider")
    assert s.scores() == [3, 2] and s.winners() == [0]
    assert R.winner([4, 4], 1) == 1 and R.winner([5, 4], 1) == 0


def test_temples_count_one_point_on_a_colony_only():
    """Reading: « 1 temple pour la fin de partie », « 1 icône temple supplémentaire lors du
    décompte » worth 1 point each; a Butin's temple does not count (« les icônes des Butins ne
    sont pas utilisables »)."""
    assert R.influence(["p3-n2"], [], ["capitale"])["total"] == 2 + 1 + 1
    assert R.influence([], ["p3-n2"], [])["total"] == 2


def test_scores_stay_hidden_until_the_count():
    """The hidden Colonies' points are not given away before the end."""
    s = start(main=["colo-v"], colonies_cachees=["p0-r"], reserve=["poli-r"], paquet=2)
    assert s.scores() == [0, 0]


# --- the page's examples are positions of the game ----------------------------------------------

def page_blocks():
    text = PAGE.read_text(encoding="utf-8")
    return [read_block(b) for b in text.split("```demo\n")[1:] for b in [b.split("```")[0]]]


def test_the_page_shows_the_whole_game_first_and_positions_after():
    blocks = page_blocks()
    assert [b["mode"] for b in blocks] == ["partie"] * 5
    assert "position" not in (blocks[0].get("options") or {})
    assert all("position" in b["options"] for b in blocks[1:])


def test_an_example_stops_at_the_end_of_its_turn():
    s = play(start(main=["colo-j"], planetes=["p0-v"], reserve=["poli-r"], paquet=4), "jouer-colo-j",
             "cible-pile0", "valider")
    assert s.is_over() and s.winners() == [] and "Fin de l'exemple" in s.fin
    assert s.legal_moves(0) == [] and s.to_move() == []


@pytest.mark.parametrize("position, words", [
    ({"main": ["xx"]}, "n'est pas une carte Domaine"),
    ({"main": ["colo-v"], "defausse": ["colo-v"]}, "deux fois"),
    ({"planetes": ["p0-v", "p0-r"]}, "une Planète au plus"),
    ({"paquet": 40}, "« paquet »"),
    ({"adversaire": {"main": -1}}, "adversaire.main"),
    ({"adversaire": {"nom": 1}}, "« adversaire »"),
    ({"second": "moi"}, "« second »"),
    ({"foo": 1}, "inconnue"),
    ([1], "une table"),
])
def test_bad_positions(position, words):
    with pytest.raises(ScenarioError) as err:
        GAME.start({"position": position}, 1)
    assert words in str(err.value)


# --- hidden information and the bot -------------------------------------------------------------

def test_the_view_hides_the_opponents_hand_the_deck_and_the_piles():
    s = GAME.start(None, 6)
    play(s, "prendre-" + s.reserve[0], "passer", "piocher")
    v = s.view(0)
    assert v["joueurs"][1]["main"] == 1 and v["paquet"] == len(s.paquet)
    assert all(p["dessus"] is None for p in v["piles"].values())
    text = json.dumps(v)
    assert s.joueurs[1]["main"][0] not in v["reserve"] + v["joueurs"][0]["main"]
    assert not any(f'"{p}"' in text for pile in s.piles.values() for p in pile)


def _swap_unseen(s, p):
    """Swap what seat p cannot see: the opponent's hand with the deck, and each pile's order."""
    other, twin = s.joueurs[1 - p], s.clone()
    o = twin.joueurs[1 - p]
    n = min(len(o["main"]), len(twin.paquet))
    o["main"][:n], twin.paquet[:n] = twin.paquet[:n], o["main"][:n]
    for c, pile in twin.piles.items():
        twin.piles[c] = pile[::-1] if pile and pile[-1] not in s.joueurs[p]["connus"] else pile
    cols = o["colonies"]
    for col in cols:   # a hidden colony the seat does not know: exchanged with a same-cost Planet of a pile
        if not col[1] and col[0] not in s.joueurs[p]["connus"]:
            pile = twin.piles[str(R.PLANETS[col[0]]["cout"])]
            if pile and pile[0] not in s.joueurs[p]["connus"]:
                col[0], pile[0] = pile[0], col[0]
    assert other is not o
    return twin


def test_swapping_the_unseen_cards_does_not_change_the_bots_choice():
    bot, changed = MicrocosmBot(), 0
    for seed in range(6):
        s = GAME.start(None, seed)
        steps = 0
        while not s.is_over() and steps < 120:
            p = s.tour
            twin = _swap_unseen(s, p)
            assert twin.view(p) == s.view(p)
            changed += json.dumps(twin.to_json()) != json.dumps(s.to_json())
            move = bot.choose(s.view(p), s.legal_moves(p), Rng(seed))
            assert bot.choose(twin.view(p), twin.legal_moves(p), Rng(seed)) == move
            s.play(move, p)
            steps += 1
    assert changed > 100     # the swaps did change the hidden cards


def test_the_bot_colonises_when_it_can():
    """Greedy on the count: a cost-2 Planet (1 point) within reach is colonised, revealing the
    second Colonisation card it needs."""
    s = start(main=["colo-v", "colo-r", "rech-j"], planetes=["p2-v"], reserve=["poli-r"], paquet=2)
    bot, moves = MicrocosmBot(), []
    while not s.is_over():
        move = bot.choose(s.view(0), s.legal_moves(0), Rng(1))
        moves.append(move)
        s.play(move, 0)
    assert "cible-pile2" in moves and "montrer-colo-r" in moves
    assert colony_ids(s, 0) == ["p2-v"]


def test_the_bot_plays_politics_on_its_colour():
    s = start(main=["poli-v", "mission"], colonies=["p2-v", "p0-v"], reserve=["colo-r"], paquet=2,
              adversaire={"colonies": ["p2-j"]})
    assert MicrocosmBot().choose(s.view(0), s.legal_moves(0), Rng(1)) == "jouer-poli-v"


def test_the_bot_beats_random_play():
    wins = 0
    for seed in range(20):
        state, _ = play_out(GAME, {}, seed, ["malin", "hasard"])
        wins += state.winners() == [0]
    assert wins >= 15


# --- seeded games to the end ------------------------------------------------------------------

def check(s):
    cards = list(s.paquet) + list(s.reserve) + list(s.hors_jeu)
    for j in s.joueurs:
        cards += j["main"] + j["defausse"]
    assert sorted(cards) == sorted(R.DOMAIN)
    planets = [p for pile in s.piles.values() for p in pile]
    for j in s.joueurs:
        planets += [c for c, _ in j["colonies"]] + j["butins"]
    assert sorted(planets) == sorted(R.PLANETS)
    assert sorted(s.zone_tech + s.joueurs[0]["techs"] + s.joueurs[1]["techs"]) == sorted(R.TECHS)
    assert len(s.reserve) <= 3


def test_seeded_bot_games_end_with_every_card_accounted():
    """50 seeded games (2 players, the only count the page gives), malin against malin."""
    ends = 0
    for s, moves in random_games(GAME, seeds(50, 600), bots=["malin", "malin"], check=check):
        assert s.vainqueur in (0, 1) and s.winners() == [s.vainqueur]
        assert not s.reserve and not s.paquet
        ends += 1
    assert ends == len(seeds(50, 600))


def test_random_games_end_too():
    for s, _ in random_games(GAME, seeds(10, 200), check=check):
        assert s.is_over()


def test_session_shows_the_bots_turn_step_by_step():
    session = Session("microcosm", "partie", {}, seed=3)
    snap = session.snapshot()
    assert snap["to_move"] == [0] and all(f'data-move="{m}"' in snap["html"] for m in snap["legal"])
    session.play(snap["legal"][0])
    session.play("passer")
    after = session.snapshot()
    assert after["to_move"] == [0] and len(after["etapes"]) >= 2
    assert any(line.startswith("Joueur 2 ") for line in after["log"])
    assert "Main de l&#x27;adversaire : " in after["html"]
