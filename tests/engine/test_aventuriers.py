"""Les Aventuriers du Rail – Europe: claiming routes (colours, locomotives, gray
routes, tunnels, ferries, stations, double routes) and the final scoring
(route points, destination tickets with stations, unused stations, longest
path) on the examples' small map; refusals, bad options, random edits."""

from __future__ import annotations

import json

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from engine.games.aventuriers import rules as R
from playthroughs import random_walk, seeds
from refusals import refused

BUILD = get_game("aventuriers", "construire")
SCORE = get_game("aventuriers", "decompte")


def build(**options):
    return BUILD.start({"routes": {}, **options}, 1)


# --- claiming a route -------------------------------------------------------------------------

def test_coloured_route_is_paid_in_its_colour_with_locomotives_as_jokers():
    """« Construire une route en payant autant de cartes Wagon que de wagons représentés sur le
    plateau entre deux villes, de la couleur indiquée » ; « 14 locomotives qui sont des jokers »."""
    s = build(main={"bleu": 1, "rouge": 3, "loco": 1})
    refused(s, "route-rouge-brufra", "bleu", section="tour-de-jeu")       # Bruxelles–Frankfurt is blue
    s.play("route-bleu-brufra")                                            # 1 blue + 1 locomotive
    assert s.hand == {"rouge": 3} and s.owners["brufra"] == "vous"
    assert s.points == 2 and s.wagons() == 43


def test_gray_route_takes_any_one_colour():
    """« Si la route est grise, le joueur peut utiliser la couleur de son choix (mais une seule
    couleur). »"""
    s = build(main={"rouge": 2, "vert": 2, "noir": 1})
    assert "route-rouge-parmar" not in s.legal_moves(0)                    # 4 cards, only 2 red
    refused(s, "route-rouge-parmar", "il faut 4 cartes")
    s.play("piocher-rouge")
    s.play("piocher-rouge")
    s.play("route-rouge-parmar")
    assert s.hand == {"vert": 2, "noir": 1} and s.points == 7


def test_route_points_follow_the_table():
    """« Longueur de la route // Points » : 1 → 1, 2 → 2, 3 → 4, 4 → 7, 6 → 15, 8 → 21."""
    assert R.POINTS == {1: 1, 2: 2, 3: 4, 4: 7, 6: 15, 8: 21}
    assert all(R.length(r) in R.POINTS for r in R.ROUTES)


def test_a_built_route_cannot_be_taken_again():
    s = build(main={"rose": 3}, routes={"diepar": "adversaire"})
    refused(s, "route-rose-diepar", "déjà construite", "adversaire")


# --- tunnels ----------------------------------------------------------------------------------

def test_tunnel_reveals_three_cards_and_asks_for_as_many_more():
    """« il paye son coût puis retourne les trois premières cartes de la pioche. S'il y a une ou
    plusieurs cartes de la même couleur que les cartes jouées, il doit rajouter autant de
    cartes. »"""
    s = build(main={"rose": 3, "loco": 2}, revele=["rose", "loco", "vert"])
    s.play("route-rose-marzur")
    assert s.revealed == ["rose", "loco", "vert"] and s.tunnel["extra"] == 2
    assert s.legal_moves(0) == ["completer", "renoncer"]
    refused(s, "piocher-rose", "tunnel", section="construire-un-tunnel")
    s.play("completer")
    assert s.owners["marzur"] == "vous" and s.hand == {"loco": 1} and s.points == 2


def test_tunnel_paid_with_locomotives_only_counts_revealed_locomotives():
    """« Si le joueur construit la route uniquement avec des locomotives, il devra ajouter autant
    de locomotives qu'il y a de locomotives parmi les trois cartes piochées. »"""
    s = build(main={"loco": 3}, revele=["jaune", "loco", "jaune"])
    s.play("route-loco-zurmun")
    assert s.tunnel["extra"] == 1
    s.play("completer")
    assert s.hand == {} and s.owners["zurmun"] == "vous"


def test_tunnel_without_enough_cards_discards_the_played_cards():
    """« S'il n'a pas assez de cartes, il défausse les cartes jouées sans construire la route. »"""
    s = build(main={"rose": 2}, revele=["rose", "rose", "noir"])
    s.play("route-rose-marzur")
    assert s.legal_moves(0) == ["renoncer"]
    refused(s, "completer", "pas assez", section="construire-un-tunnel")
    s.play("renoncer")
    assert s.hand == {} and "marzur" not in s.owners and s.tunnel is None


def test_tunnel_extra_may_be_refused():
    """« Il peut refuser de jouer les cartes en plus, même s'il a les cartes nécessaires dans sa
    main. »"""
    s = build(main={"rose": 5}, revele=["rose", "vert", "vert"])
    s.play("route-rose-marzur")
    assert "completer" in s.legal_moves(0)
    s.play("renoncer")
    assert s.hand == {"rose": 3} and "marzur" not in s.owners


def test_cards_just_paid_can_come_back_in_the_tunnel_draw():
    """« il paye son coût puis retourne les trois premières cartes de la pioche » ; Lecture retenue: « après les
    cartes fixées par revele, les cartes retournées sont tirées au hasard parmi celles qui ne sont pas dans la
    main, y compris celles qu'on vient de payer »."""
    hand = {c: 12 for c in R.COLOURS} | {"loco": 12}     # every pink card is in the hand before paying
    shown = []
    for seed in range(10):
        s = BUILD.start({"routes": {}, "main": hand}, seed)
        s.play("route-rose-marzur")                      # 2 pink cards paid
        assert set(s.revealed) <= {"rose", "loco"}       # the only cards out of the hand
        shown += s.revealed
    assert "rose" in shown                               # a pink card just paid is turned over again


def test_the_three_cards_turned_over_are_three_different_cards():
    """« retourne les trois premières cartes de la pioche » : three cards of the pile, so never more
    copies of a colour than the cards outside the hand (2 pink just paid, 2 locomotives left)."""
    hand = {c: 12 for c in R.COLOURS} | {"loco": 12}
    for seed in range(60):
        s = BUILD.start({"routes": {}, "main": hand}, seed)
        s.play("route-rose-marzur")
        outside = {"rose": 2, "loco": R.CARD_COPIES["loco"] - 12}
        for card in set(s.revealed):
            assert s.revealed.count(card) <= outside[card], (seed, s.revealed)


def test_tunnel_with_nothing_matching_is_built_at_once():
    s = build(main={"jaune": 2}, revele=["vert", "noir", "blanc"])
    s.play("route-jaune-zurmun")
    assert s.tunnel is None and s.owners["zurmun"] == "vous"
    assert R.tunnel_extra(["rose", "loco", "rose"], "rose") == 3


# --- ferries ----------------------------------------------------------------------------------

def test_ferry_needs_its_locomotives():
    """« Ces routes respectent les règles de base en incluant parmi les cartes Wagon autant de
    locomotives qu'indiqué. »"""
    s = build(main={"noir": 3})
    refused(s, "route-noir-londie", "1 locomotive", section="construire-un-ferry")
    s.play("piocher-loco")
    s.play("route-noir-londie")
    assert s.hand == {"noir": 2}
    refused(s, "route-noir-lonams", "locomotive")
    s.play("piocher-loco")
    s.play("piocher-loco")
    s.play("route-loco-lonams")
    assert s.owners["lonams"] == "vous" and s.hand == {"noir": 2}


# --- stations ---------------------------------------------------------------------------------

def test_stations_cost_one_two_then_three_cards_of_one_colour():
    """« La première gare coûte une carte Wagon, la deuxième deux cartes Wagon de la même couleur,
    la troisième trois cartes Wagon de la même couleur. »"""
    s = build(main={"vert": 1, "bleu": 2, "noir": 2, "loco": 1})
    s.play("gare-vert-paris")
    refused(s, "gare-vert-dieppe", "gare n° 2", section="construire-une-gare")
    s.play("gare-bleu-dieppe")
    assert s.hand == {"noir": 2, "loco": 1}
    s.play("gare-noir-zurich")                                             # 2 black + 1 locomotive
    assert s.hand == {} and s.my_stations() == 3
    s.play("piocher-rouge")
    refused(s, "gare-rouge-marseille", "3 gares")


def test_one_station_per_city():
    """« Il ne peut y avoir qu'une seule gare par ville. »"""
    s = build(main={"vert": 2}, gares={"paris": "adversaire"})
    refused(s, "gare-vert-paris", "une seule gare par ville", section="construire-une-gare")


# --- double routes ----------------------------------------------------------------------------

def test_double_route_two_lanes_never_to_the_same_player():
    """« la deuxième peut être construite par un autre joueur. Les deux voies ne peuvent pas être
    construites par le même joueur. »"""
    s = build(joueurs=4, main={"rouge": 2, "jaune": 2}, routes={"parbru1": "vous"})
    refused(s, "route-rouge-parbru2", "même joueur", section="doubles-routes")
    s = build(joueurs=4, main={"rouge": 2}, routes={"parbru1": "adversaire"})
    s.play("route-rouge-parbru2")


def test_double_route_blocked_with_two_or_three_players():
    """« SAUF les parties à 2 ou 3 joueurs : Seule une voie de ces routes peut être construite. Si
    c'est le cas, l'autre voie est bloquée. »"""
    for players in (2, 3):
        s = build(joueurs=players, main={"rouge": 2}, routes={"parbru1": "adversaire"})
        refused(s, "route-rouge-parbru2", "bloquée", section="doubles-routes")
    with pytest.raises(ScenarioError) as err:
        BUILD.start({"joueurs": 2, "routes": {"parbru1": "vous", "parbru2": "adversaire"}}, 1)
    assert err.value.field == "routes"


# --- final scoring ----------------------------------------------------------------------------

def scores(owners, stations=None, tickets=None):
    return R.final_scores(owners, stations or {}, tickets or {})


def test_final_scoring_of_the_example():
    """« Score de chaque route construite + Somme des scores des cartes Destination réussies -
    Somme des scores des cartes Destination non réalisées + 4 points par gare non utilisée »
    + « Bonus de 10 points pour la route la plus longue »."""
    s = SCORE.start({}, 1)
    t = s.view(0)["decompte"]
    me, other = t["vous"], t["adversaire"]
    assert me["routes"] == 2 + 1 + 4 + 2 + 7
    assert me["faits"] == [True, True] and me["empruntees"] == ["amsfra"]   # Amsterdam by the station
    assert me["gares_restantes"] == 2 and me["wagons_suite"] == 9 and me["bonus"] == 10
    assert me["total"] == 16 + 16 + 8 + 10 == 50
    assert other["faits"] == [False, True] and other["billets_rates"] == 5
    assert other["total"] == 13 + 5 - 5 + 12
    assert s.scores() == [50]


def test_station_uses_only_one_adjacent_route_of_another_player():
    """« Le joueur ne peut utiliser qu'une seule des routes adjacentes à cette ville pour
    compléter ses cartes Destination » ; « Pour avoir accès à une route déjà construite par un
    autre joueur »."""
    owners = {"diebru": "adversaire", "bruams": "adversaire", "brufra": "adversaire"}
    # Dieppe–Amsterdam would need two of the opponent's routes through Bruxelles: one station is not enough
    tickets = {"vous": ["paris-amsterdam"]}
    t = scores({"diepar": "vous", **owners}, {"bruxelles": "vous"}, tickets)
    assert t["vous"]["faits"] == [False]
    # with the own route Dieppe–Bruxelles, the station lends Bruxelles–Amsterdam
    t = scores({"diepar": "vous", "diebru": "vous", "bruams": "adversaire"}, {"bruxelles": "vous"}, tickets)
    assert t["vous"]["faits"] == [True] and t["vous"]["empruntees"] == ["bruams"]
    # a station does not lend the player's own routes nor count in the longest path
    assert t["vous"]["wagons_suite"] == 3


def test_longest_path_counts_wagons_in_a_row_and_ties_share_the_bonus():
    """« le ou les joueur(s) ayant le plus grand nombre de wagons à la suite (les routes obtenues
    par des gares ne comptent pas) »."""
    t = scores({"parfra1": "vous", "zurmun": "adversaire", "marzur": "adversaire"})
    assert t["vous"]["wagons_suite"] == 3 and t["adversaire"]["wagons_suite"] == 4   # Marseille–Zürich–München
    assert t["vous"]["bonus"] == 0 and t["adversaire"]["bonus"] == 10
    t = scores({"parfra1": "vous", "parzur": "adversaire"})
    assert t["vous"]["bonus"] == t["adversaire"]["bonus"] == 10
    # a loop: Paris–Bruxelles–Frankfurt–Paris then Frankfurt–München, each route once
    t = scores({"parbru1": "vous", "brufra": "vous", "parfra1": "vous", "framun": "vous"})
    assert t["vous"]["wagons_suite"] == 2 + 2 + 3 + 2


def test_unused_stations_give_four_points_each():
    t = scores({}, {"paris": "vous", "zurich": "vous"})
    assert t["vous"]["gares_restantes"] == 1 and t["vous"]["total"] == 4
    assert t["adversaire"]["total"] == 12


def test_score_edits_with_the_pen_and_their_refusals():
    s = SCORE.start({"joueurs": 2}, 1)
    s.play("stylo-adversaire")
    refused(s, "route-parfra2", "bloquée", section="doubles-routes")       # « vous » has Paris–Frankfurt blanc
    s.play("route-parbru2")
    assert s.owners["parbru2"] == "adversaire"
    refused(s, "gare-amsterdam", "une seule gare par ville", section="construire-une-gare")
    s.play("gare-paris")
    s.play("gare-dieppe")
    s.play("gare-londres")
    refused(s, "gare-marseille", "3 gares")
    s.play("stylo-libre")
    s.play("route-parbru2")
    assert "parbru2" not in s.owners
    html = SCORE.render(s, 0, s.legal_moves(0))
    assert "Bonus route la plus longue" in html and "<script" not in html


@pytest.mark.parametrize("game, options, field", [
    (BUILD, {"main": {"violet": 2}}, "main"),
    (BUILD, {"main": {"rouge": 13}}, "main"),
    (BUILD, {"main": [1]}, "main"),
    (BUILD, {"routes": {"parlon": "vous"}}, "routes"),
    (BUILD, {"routes": {"diepar": "moi"}}, "routes"),
    (BUILD, {"routes": {"parbru1": "vous", "parbru2": "vous"}}, "routes"),
    (BUILD, {"gares": {"berlin": "vous"}}, "gares"),
    (BUILD, {"gares": {"paris": "vous", "dieppe": "vous", "londres": "vous", "zurich": "vous"}}, "gares"),
    (BUILD, {"revele": ["rouge", "or"]}, "revele"),
    (BUILD, {"joueurs": 6}, "joueurs"),
    (SCORE, {"billets": {"vous": ["paris-berlin"]}}, "billets"),
    (SCORE, {"billets": {"lui": []}}, "billets"),
])
def test_bad_options(game, options, field):
    with pytest.raises(ScenarioError) as err:
        game.start(options, 1)
    assert err.value.field == field


@pytest.mark.parametrize("game", [BUILD, SCORE], ids=["construire", "decompte"])
def test_random_edits_never_raise_and_round_trip(game):
    for seed in seeds(30, 120):
        for state, _player, _move in random_walk(game, {}, seed, 50, walk_seed=seed + 1):
            doc = state.to_json()
            assert game.from_json(json.loads(json.dumps(doc))).to_json() == doc
            if game is BUILD:
                assert state.wagons() >= 0 and all(n > 0 for n in state.hand.values())
                assert state.points == sum(R.route_points(R.length(r)) for r, w in state.owners.items()
                                           if w == "vous") - sum(R.route_points(R.length(r)) for r, w in
                                                                 BUILD.start({}, 1).owners.items() if w == "vous")
            else:
                t = state.table_scores()
                assert sum(1 for p in t if t[p]["bonus"]) >= 1 or all(t[p]["wagons_suite"] == 0 for p in t)
        game.render(state, 0, state.legal_moves(0))


def test_no_dead_end_once_the_map_is_full():
    """« Le joueur choisit une action parmi les suivantes » : piocher, construire une route,
    construire une gare. Issue 20: default options, seed 0, after about 165 random edits
    `legal_moves()` was empty while `to_move()` still named the reader. Once every route
    of the map is taken, the stations posed and the hand holds every card the demo allows,
    the example is over (nothing to move), and a move says so in French."""
    from engine.rng import Rng

    for seed in (0, 1, 2):
        state, rng = BUILD.start({}, seed), Rng(seed)
        for _ in range(400):
            if not state.to_move():
                break
            legal = state.legal_moves(0)
            assert legal, f"graine {seed} : le lecteur doit jouer sans coup permis"
            state.play(legal[rng.below(len(legal))])
        assert state.is_over() and state.to_move() == [], f"graine {seed} : la carte pleine finit l'exemple"
        assert "Fin de l'exemple" in state.events[-1]
        refused(state, "piocher-rouge", "terminée")
        assert "l'exemple est fini" in state.why_illegal("piocher-rouge", 0)


def test_a_full_hand_alone_does_not_end_the_example():
    """A hand at the demo's limit still builds a route: the example goes on."""
    full = {c: min(12, R.CARD_COPIES[c]) for c in R.CARDS}
    s = build(main=full)
    assert s.to_move() == [0] and not s.is_over()
    assert not any(m.startswith("piocher") for m in s.legal_moves(0))
    assert any(m.startswith("route") for m in s.legal_moves(0))


# --- the view: the map is what the reader clicks (issue 23) ---------------------------------------

def test_the_map_is_played_by_clicking_its_routes_and_cities():
    """Each route of the map is a row of wagon spaces that is the route's own button (a
    target of « choose a colour, then a route »), each city the button for a station; no
    list of routes under the map, no « · » codes."""
    import re
    s = build(main={"rose": 3, "loco": 2}, routes={"parmar": "adversaire"})
    html = BUILD.render(s, 0, s.legal_moves(0))
    assert "bga-routelist" not in html and "·" not in html
    tracks = re.findall(r'<button[^>]*class="bga-track[^"]*"[^>]*data-template="route-\{\}-(\w+)"', html)
    assert sorted(tracks) == sorted(R.ROUTES)
    cities = re.findall(r'<button[^>]*class="bga-city[^"]*"[^>]*data-template="gare-\{\}-(\w+)"', html)
    assert sorted(cities) == sorted(R.CITIES)
    # Marseille–Zürich is a rose tunnel of two spaces; Paris–Marseille carries the other player's wagons
    def button(route):
        at = html.index(f"route-{{}}-{route}")
        return html[html.rindex("<button", 0, at):html.index("</button>", at)]

    marzur = button("marzur")
    assert 'data-style="dashed"' in marzur and marzur.count('class="bga-car" data-colour="rose"') == 2
    parmar = button("parmar")
    assert parmar.count('class="bga-car"') == 4 and parmar.count(">A<") == 4
    assert "Paris–Marseille, route de 4 wagons, gris : Adversaire" in parmar


def test_final_scoring_map_gives_routes_and_stations_to_the_pen():
    """The scoring example: a route or a city of the map is clicked to give it to the pen."""
    import re
    s = SCORE.start({}, 1)
    legal = s.legal_moves(0)
    html = SCORE.render(s, 0, legal)
    assert "bga-routelist" not in html and "☐" not in html
    assert 'data-move="route-diebru"' in html and 'data-move="gare-paris"' in html
    assert len(re.findall(r"class=\"bga-track[ \"]", html)) == 16
