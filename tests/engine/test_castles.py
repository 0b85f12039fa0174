"""Castles of Mad King Ludwig: the sales round, the placement rules and
completion bonuses, the king's favours; refusals, options, random edits."""

from __future__ import annotations

import json

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from engine.games.castles import rules as R
from playthroughs import random_walk
from refusals import refused

SALES = get_game("castles", "vente")
CASTLE = get_game("castles", "chateau")
FAVOURS = get_game("castles", "faveurs")


# --- the sales round -------------------------------------------------------------------------

@pytest.mark.parametrize("players, spaces", [(2, 5), (3, 6), (4, 7)])
def test_spaces_by_player_count(players, spaces):
    """« (5/6/7 espaces selon s'il y a 2/3/4 joueurs) »."""
    s = SALES.start({"joueurs": players}, 1)
    assert len(s.slots) == spaces and all(slot["salle"] for slot in s.slots)


def test_round_others_pay_the_builder_then_the_builder_pays_the_bank():
    """« Les autres joueurs achètent à tour de rôle une salle en payant son coût au Maître
    bâtisseur … Ensuite, le Maître bâtisseur achète et place une salle en payant le coût à la
    banque. » « acheter un escalier ou un couloir pour 3 000 ou passer et gagner 5 000 Marks »."""
    s = SALES.start({"joueurs": 3, "argent": 10000}, 1)
    refused(s, "acheter-1", "réarrange")
    s.play("echanger-1-6", 0)
    s.play("valider", 0)
    assert s.buyer_order() == [1, 2, 0]
    s.play("acheter-3", 0)           # Joueur 2 pays 3000 to Joueur 1
    assert s.money == [13000, 7000, 10000]
    s.play("couloir", 0)             # Joueur 3
    assert s.money[2] == 7000
    s.play("acheter-1", 0)           # the Builder pays 1000 to the bank
    assert s.money == [12000, 7000, 7000]


def test_the_3000_for_a_stair_or_corridor_go_to_the_bank_not_to_the_builder():
    """« acheter un escalier ou un couloir pour 3 000 » ; Lecture retenue: « les 3 000 Marks d'un escalier ou
    d'un couloir vont à la banque, même quand ce n'est pas le Maître bâtisseur qui l'achète »."""
    s = SALES.start({"joueurs": 3, "argent": 10000}, 1)
    s.play("valider", 0)
    assert s.buyer_order() == [1, 2, 0]
    s.play("couloir", 0)             # Joueur 2
    s.play("couloir", 0)             # Joueur 3
    assert s.money == [10000, 7000, 7000]          # the Builder (Joueur 1) receives nothing
    s.play("couloir", 0)             # the Builder himself
    assert s.money == [7000, 7000, 7000]


def test_coins_on_unsold_rooms_and_next_builder():
    """« Ensuite, on place une pièce de 1 000 sur toutes les salles encore présentes sous le
    plateau et le joueur suivant devient Maître bâtisseur. »"""
    s = SALES.start({"joueurs": 2, "argent": 20000}, 2)
    s.play("valider", 0)
    s.play("passer", 0)
    unsold = [slot["salle"] for slot in s.slots if slot["salle"] != s.slots[1]["salle"]]
    assert [slot["pieces"] for slot in s.slots] == [0] * 5
    s.play("acheter-2", 0)
    assert s.money == [18000, 25000]
    # the four rooms left under the board each get 1000; the space bought from is refilled bare
    assert [slot["salle"] for slot in s.slots if slot["pieces"] == 1000] == unsold
    assert [slot["pieces"] for slot in s.slots] == [1000, 0, 1000, 1000, 1000]
    assert s.builder == 1 and s.phase == "ranger"
    assert all(slot["salle"] for slot in s.slots)   # the empty space is refilled
    room = s.slots[0]["salle"][0]
    s.play("valider", 0)
    s.play("acheter-1", 0)           # Joueur 1 takes the 1000 lying on the room
    assert s.money[0] == 18000 - 1000 + 1000 and room in s.castles[0]


def test_cannot_buy_without_the_money():
    s = SALES.start({"joueurs": 2, "argent": 1500}, 3)
    s.play("valider", 0)
    reason = refused(s, "acheter-3", "1500", "3000")
    assert reason.section == "deroulement-dun-tour"


def test_empty_deck_means_a_last_round():
    """« La partie s'arrête quand la pioche de salles est vide. On pioche des cartes en plus au
    hasard pour compléter les espaces vides sous le plateau, s'il y en a, et on joue un dernier
    tour. »"""
    s = SALES.start({"joueurs": 2, "pioche": 1}, 4)
    assert not s.last_round
    s.play("valider", 0)
    s.play("acheter-1", 0)
    s.play("passer", 0)
    assert not s.deck               # one room from the deck, one more drawn at random
    assert s.last_round and s.phase == "ranger" and all(slot["salle"] for slot in s.slots)
    s.play("valider", 0)
    s.play("passer", 0)
    s.play("passer", 0)
    assert s.is_over() and s.legal_moves(0) == []


def test_the_last_round_completes_every_space_even_with_the_whole_deck_in_the_pile():
    """« On pioche des cartes en plus au hasard pour compléter les espaces vides sous le
    plateau, s'il y en a, et on joue un dernier tour. » Issue 20: with 4 players and a draw
    pile of 13 no named room is left outside the pile, and the 20th move (`valider`, then
    `acheter-1`…`acheter-4`, four times) popped an empty reserve. Every empty space is now
    completed and the last round is played."""
    s = SALES.start({"joueurs": 4, "pioche": 13, "argent": 50000}, 1)
    for _ in range(4):
        s.play("valider", 0)
        for i in range(1, 5):
            s.play(f"acheter-{i}", 0)
    assert not s.deck and s.last_round and s.phase == "ranger"
    assert all(slot["salle"] for slot in s.slots)            # 7 spaces, all completed
    names = [slot["salle"][0] for slot in s.slots] + [r for c in s.castles for r in c]
    assert len(names) == len(set(names)) == 7 + 16           # each room once
    s.play("valider", 0)
    for _ in range(4):
        s.play("passer", 0)
    assert s.is_over() and s.legal_moves(0) == []


@pytest.mark.parametrize("players,pile", [(3, 13), (4, 12), (4, 13), (2, 13)])
def test_random_sales_with_a_full_pile_reach_the_end(players, pile):
    """The same rule under random buying: the option reader accepts these sets, so each
    plays to the end (the issue saw crashes in 5 to 27 of 40 seeds)."""
    from engine.rng import Rng

    for seed in range(40):
        s, rng = SALES.start({"joueurs": players, "pioche": pile}, seed), Rng(seed)
        while not s.is_over():
            legal = s.legal_moves(0)
            s.play(legal[rng.below(len(legal))], 0)


# --- placement and completion ------------------------------------------------------------------

def castle(offer, start=None):
    opts = {"offre": offer}
    if start:
        opts["chateau"] = start
    return CASTLE.start(opts, 1)


def places(s):
    return [m for m in s.legal_moves(0) if m.startswith("poser")]


def test_a_door_must_meet_a_castle_door_and_rooms_turn_with_their_doors():
    """« Au moins une de ses portes est connectée à une porte d'une salle du château » ;
    « Elle peut être tournée autant qu'on veut, mais pas inversée ». A 2×2 salon with one door
    (south, first place) around the 2×2 foyer C3–D4: the shape and its door turn together."""
    s = castle(["salon:2x2:S1:4"])
    assert s.castle["C3"]["cases"] == ["C3", "D3", "C4", "D4"]
    assert places(s) == ["poser-C1"]              # C1 D1 C2 D2, its door over the foyer's north door
    refused(s, "poser-A1", "aucune porte")
    s.play("tourner", 0)                          # the door now on the west of the top-left square
    assert s.pen()["portes"] == [[0, 0, "W"]]
    assert places(s) == ["poser-E4"]              # E4 F4 E5 F5, facing the foyer's door D4 east
    s.play("poser-E4", 0)
    assert s.castle["E4"]["cases"] == ["E4", "F4", "E5", "F5"] and s.castle["E4"]["portes"] == [["E4", "W"]]
    assert s.complete(s.grid(), "E4")


def test_shapes_turn_as_polyominoes():
    """The example's shapes are polyominoes (engine.grid): an L turned four times comes back,
    its doors on the same squares' sides."""
    from engine.grid import orientations
    cells, doors = R.FORMS["L"], [(0, 0, "N"), (1, 1, "E")]
    seen = [R.turn(cells, doors, t) for t in range(4)]
    assert [tuple(map(tuple, c)) for c, _ in seen] == list(orientations(cells)[:4])
    assert seen[1] == ([[0, 0], [0, 1], [1, 0]], [[0, 1, "E"], [1, 0, "S"]])
    assert R.turn(*R.turn(cells, doors, 3), 1) == R.turn(cells, doors, 0)
    assert R.door_name(cells, (1, 1, "E")) == "E2" and R.door_name(cells, (0, 0, "N")) == "N1"


def test_no_overlap_and_no_room_off_the_castle():
    """« Elle ne peut pas chevaucher une autre salle » : a 2×2 room over one square of the foyer
    is refused, as is a room whose squares would leave the example's board."""
    s = castle(["salon:2x2:NESW:4"])
    refused(s, "poser-B2", "chevaucher")          # B2 C2 B3 C3: C3 is the foyer's
    refused(s, "poser-F6", "dépasserait")


def test_garden_hedge_touches_no_wall():
    """« Les jardins (verts) ont tous une haie ou clôture qui ne peut être collée à aucun mur » :
    a 1×2 garden whose only door meets the foyer, one square of its hedge against a room."""
    s = castle(["jardin:1x2:W:3"], {"C3": "corridor:2x2:N1E2S2W1:0", "F3": "salon:1x1:S:1"})
    refused(s, "poser-E4", "haie")                # F4's north hedge would touch F3
    assert "poser-E4" in castle(["jardin:1x2:W:3"]).legal_moves(0)


def test_basement_only_through_stairs():
    """« Les salles du sous-sol (noires) ne peuvent être connectées qu'entre elles, via un/des
    escaliers, achetés et placés préalablement, mais leurs murs peuvent être collés à des murs
    d'autres salles »."""
    s = castle(["soussol:1x2:N1E:5", "escalier:1x1:NS:0"])
    s.play("tourner", 0)
    s.play("tourner", 0)                          # doors now C2 south (over the foyer) and B2 west
    refused(s, "poser-B2", "sous-sol")
    s.play("choisir-2", 0)
    s.play("poser-D5", 0)                          # the stairs under the foyer's door D4 south
    assert places(s) == ["poser-D6"]               # D6 E6, its north door on the stairs' south door
    s.play("poser-D6", 0)
    assert s.castle["D6"]["cases"] == ["D6", "E6"]


def test_one_castle_door_must_stay_free():
    """« Il doit rester au moins une porte du château non connectée » : a 2×1 salon whose only
    door meets the 1×2 corridor's only door would leave none."""
    s = castle(["salon:2x1:W1:4"], {"A1": "corridor:1x2:E:0"})
    refused(s, "poser-C1", "non connectée")


def test_completion_needs_every_door_of_a_multi_square_room_to_meet_a_door():
    """« toutes ses portes sont connectées à d'autres portes (collées à un mur ne fonctionne
    pas) » ; « Les salles d'activité (marrons) font gagner 5 point supplémentaires » : a 1×2
    activity room whose two doors, one on each end, meet the foyer's and a corridor's."""
    start = {"A3": "corridor:2x2:N1E2:0", "E4": "corridor:1x2:W:0"}
    s = castle(["activite:1x2:WE:2"], start)
    g = s.grid()
    assert places(s) == ["poser-C4"]
    s.play("poser-C4", 0)
    assert s.complete(g, "C4") and s.complete(g, "E4") and not s.complete(g, "A3")
    assert s.totals(g) == {"points": 2 + 5, "marks": 0, "actions_sous_sol": 0}
    assert s.open_doors(g) == ["A3 nord"]


def test_a_door_against_a_wall_is_allowed_but_never_completes():
    """« Des portes peuvent être collées à des murs mais cela ne permettra pas d’obtenir le bonus
    d’achèvement de la salle » : a 2×1 kitchen whose west door meets the foyer's and whose east
    door lies against the wall of a salon; a 1×2 kitchen against the castle's edge."""
    s = castle(["cuisine:2x1:W1E1:3"], {"C3": "corridor:2x2:N1E2S2W1:0", "F4": "salon:1x1:N:1"})
    s.play("poser-E4", 0)
    assert s.castle["E4"]["cases"] == ["E4", "E5"] and sorted(s.castle["E4"]["portes"]) == [["E4", "E"], ["E4", "W"]]
    assert not s.complete(s.grid(), "E4")
    s = castle(["cuisine:1x2:WE:3"])
    s.play("poser-A3", 0)
    assert s.castle["A3"]["portes"] == [["A3", "W"], ["B3", "E"]]
    assert not s.complete(s.grid(), "A3")


def test_completion_bonuses_and_points():
    """« Les jardins (verts) font gagner 10 000 Marks » ; « Les salons (violets) doublent leurs
    points » : the example's 2×2 salon and 1×2 garden, each with its one door on the foyer's."""
    s = castle(["salon:2x2:S1:4", "jardin:1x2:W:3"])
    g = s.grid()
    s.play("poser-C1", 0)
    s.play("poser-E4", 0)
    assert s.totals(g) == {"points": 4 * 2 + 3, "marks": 10000, "actions_sous_sol": 0}
    assert not s.complete(g, "C3")     # the foyer's west and south doors are still free
    assert any("achevée" in e and "10 000 Marks" in e for e in s.events)
    s.play("reprendre", 0)
    assert "E4" not in s.castle and s.offer[-1]["portes"] == [[0, 0, "W"]]


def test_unplaceable_room_cannot_be_bought():
    """« On ne peut pas acheter une salle qu'on ne peut pas placer tout de suite » : the
    example's basement room, with no stairs yet."""
    s = CASTLE.start({}, 1)
    g = s.grid()
    assert s.offer[3]["type"] == "soussol" and not s.placeable(g, 3) and s.placeable(g, 0)


# --- the king's favours ----------------------------------------------------------------------

def test_favour_points():
    """« celui qui a le plus d'élément marque 8 points, le deuxième 4 points, puis 2 et 1. Il
    faut avoir au moins un élément pour marquer des points »."""
    assert R.favour_points([5, 3, 2, 1]) == [8, 4, 2, 1]
    assert R.favour_points([0, 3, 0]) == [0, 8, 0]
    assert R.favour_points([2, 2, 1]) == [8, 8, 2]


def test_favours_edit_and_refuse():
    s = FAVOURS.start({"joueurs": 2, "comptes": [[1, 0], [0, 0]]}, 1)
    s.play("plus-1-2", 0)
    s.play("plus-1-2", 0)
    assert s.scores() == [4, 8]
    reason = refused(s, "moins-2-1", "au moins un élément")
    assert reason.section == "faveurs-du-roi"


@pytest.mark.parametrize("game, options, field", [
    (FAVOURS, {"joueurs": 2, "comptes": [[1, 2, 3]]}, "comptes"),
    (CASTLE, {"offre": ["grenier:N:1"]}, "offre"),
    (CASTLE, {"offre": ["salon:NX:1"]}, "offre"),
    (CASTLE, {"chateau": {"F9": "salon:N:1"}}, "chateau"),
    (CASTLE, {"offre": ["salon:3x3:N:1"]}, "offre"),
    (CASTLE, {"offre": ["salon:1x2:N3:1"]}, "offre"),
    (CASTLE, {"chateau": {"C3": "salon:2x2:N:1", "D4": "salon:N:1"}}, "chateau"),
    (CASTLE, {"chateau": {"F6": "salon:1x2:N:1"}}, "chateau"),
    (SALES, {"joueurs": 5}, "joueurs"),
])
def test_bad_options(game, options, field):
    with pytest.raises(ScenarioError) as err:
        game.start(options, 1)
    assert err.value.field == field


@pytest.mark.parametrize("game", [SALES, CASTLE, FAVOURS], ids=lambda g: g.mode)
def test_random_edits_never_raise_and_round_trip(game):
    for seed in range(60):
        for state, player, move in random_walk(game, {}, seed, steps=40, walk_seed=seed):
            assert game.from_json(json.loads(json.dumps(state.to_json()))).to_json() == state.to_json()
            if game is SALES:
                assert all(m >= 0 for m in state.money)
            if game is CASTLE:
                g = state.grid()
                assert state.open_doors(g)


def test_rooms_are_drawn_with_their_shapes_doors_names_and_a_placement_preview():
    """Issue 23: a room is drawn at its shape, each square of its colour with its doors on its sides,
    its whole name on its first square (no « Sal », « Act » abbreviations, no « ↑→↓← » arrows, no
    « 3pt » spilling out); once a room is chosen, every square where its first square may go is
    marked, and holds the whole room, turned as it would lie, shown on hover or focus."""
    import re
    s = CASTLE.start({}, 1)
    html = CASTLE.render(s, 0, s.legal_moves(0))
    faces = " ".join(re.findall(r'<span class="bga-face" aria-hidden="true">(.*?)</span><span class="bga-sr">', html))
    visible = re.sub(r"<[^>]+>", " ", faces)
    assert not re.search(r"[↑→↓←]|\b(Sal|Act|Jar|Cui|Esc|Cor|SS)\b|\dpt", visible), visible
    assert "Salle d&#x27;activité" in visible and 'class="bga-door"' in html
    # the 2×2 foyer: four squares of one room, the sides inside it open
    assert html.count('data-colour="gris" data-joins=') >= 4 and "salle posée en C3" in html
    ghosts = re.findall(r"bga-legal\" data-move=\"poser-(\w+)\"", html)
    assert ghosts == ["C1"]
    assert html.count('class="bga-preview bga-anchor-mark"') == html.count('class="bga-roomshape bga-shape-preview"') == 1
    preview = html[html.index('class="bga-roomshape bga-shape-preview"'):]
    assert preview.index("--w: 2; --h: 2") < 60 and preview.count("bga-shape-cell") == 4
    assert "Poser Salon (salon, 4 pt) sur C1, D1, C2, D2" in html
    s.play("choisir-5", 0)                        # the L: three squares, one gap in its box
    html = CASTLE.render(s, 0, s.legal_moves(0))
    assert html.count('class="bga-shape-gap"') >= 2       # in the offer and in each preview
    assert "portes nord 1, est 2" in html


def test_the_sale_is_a_price_board():
    """Issue 23: the rooms for sale lie under their prices on the Master Builder's board, each room a
    tile bearing its whole name; the 1 000 coins left on a room are drawn beside it."""
    s = SALES.start({"joueurs": 3, "pioche": 6, "argent": 7000}, 5)
    html = SALES.render(s, 0, s.legal_moves(0))
    assert html.count('class="bga-price-space"') == 6 and '<span class="bga-price" aria-hidden="true">8 000</span>' in html
    assert html.count("bga-room-card") == 6 and " · " not in html


# --- added by redraw-rest: favours as cards, swaps by clicking the rooms (issue 23) ----------

def test_favours_are_cards_with_their_token_not_a_table():
    """« Sur le plateau, sous le lac, se trouvent des jetons ronds : ce sont les faveurs du roi » :
    each favour is a card with its round token (its room type's colour), the places' points and
    each player's count with − and +; no −/+ table."""
    s = FAVOURS.start({"joueurs": 3, "comptes": [[3, 3, 1], [0, 2, 1], [1, 0, 0]]}, 1)
    html = FAVOURS.render(s, 0, s.legal_moves(0))
    assert "<table" not in html
    assert html.count('class="bga-favour"') == 3 and html.count("bga-favour-disc") == 3
    assert 'aria-label="Faveur du roi : Salons"' in html and 'data-colour="violet"' in html
    salons = html[html.index('aria-label="Faveur du roi : Salons"'):html.index('aria-label="Faveur du roi : Jardins"')]
    assert 'data-move="plus-1-3"' in salons and "Joueur 3 : 1 élément(s), 2 point(s)" in salons
    assert "Joueur 1 : 16 pt" in html


def test_arranging_swaps_two_rooms_chosen_on_the_board():
    """« Il les réarrange ensuite comme il veut » : while arranging, the rooms are chosen (parts of
    one selection) and one « Échanger » action makes the swap; no button per pair of spaces."""
    s = SALES.start({"joueurs": 3, "pioche": 6, "argent": 7000}, 5)
    html = SALES.render(s, 0, s.legal_moves(0))
    assert html.count('class="bga-tile bga-room bga-room-card bga-part"') == 6
    assert 'data-template="echanger-{}"' in html and 'data-move="echanger-' not in html
    assert 'data-move="acheter-' not in html
    s.play("valider", 0)
    html = SALES.render(s, 0, s.legal_moves(0))
    assert 'data-move="acheter-1"' in html and "data-part" not in html


# --- added by fidelity-tests (issue 31): the basement pair, from the page -----------------------

PAIR = {"B2": "soussol:1x1:S:5", "B3": "soussol:1x1:N:5"}   # B2's south door meets B3's north door


@pytest.mark.parametrize("start, complete, actions", [
    ({"B2": "soussol:1x1:S:5"}, 0, 0),                                     # one room, its door on nothing
    (PAIR, 2, 1),
    ({**PAIR, "F1": "soussol:1x1:E:1"}, 2, 1),                            # a third, not achieved
    ({"B2": "soussol:1x1:S:5", "B3": "soussol:1x1:NS:5", "B4": "soussol:1x1:N:5"}, 3, 1),
    ({**PAIR, "D2": "soussol:1x1:S:5", "D3": "soussol:1x1:N:5"}, 4, 2),
    ({**PAIR, "D2": "soussol:1x1:S:5", "D3": "soussol:1x1:NS:5", "D4": "soussol:1x1:N:5"}, 5, 2),
])
def test_each_pair_of_achieved_basement_rooms_gives_one_bonus_action(start, complete, actions):
    """« Chaque paire de salles du sous-sol (noires) achevées fait gagner une action bonus au choix » :
    achieved rooms only, one action per two (a third alone gives nothing more)."""
    s = castle(["salon:1x1:N:1"], start)
    g = s.grid()
    assert sum(s.complete(g, a) for a in s.castle) == complete
    assert s.totals(g)["actions_sous_sol"] == actions
