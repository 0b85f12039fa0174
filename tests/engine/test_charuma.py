"""Charuma: the bidding round, tricks with single cards and pairs, the visible-card
obligation, hidden cards, who wins a trick, scoring to the end of the game."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.charuma import rules as R
from engine.games.charuma.game import play_move

from playthroughs import random_games, seeds
from refusals import refused

GAME = get_game("charuma", "partie")


def C(text: str) -> list[int]:
    """Cards from codes such as « b7a rAb »."""
    out = [R.card_of_code(t) for t in text.split()]
    assert None not in out
    return out


def frozen(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def at_tricks(players=3, visible=None, hidden=None, leader=0, trick=None):
    """A state in the trick phase with the given hands."""
    s = GAME.start({"joueurs": players}, 1)
    s.phase = "plis"
    s.visible = [C(v) for v in visible]
    s.hidden = [C(h) for h in hidden]
    s.was_hidden = sorted(c for h in s.hidden for c in h)
    s.bids = [[p, 0] for p in range(players)]
    s.trick = []
    s.turn = leader
    for q, codes in trick or []:
        s.trick.append([q, C(codes)])
        s.turn = (q + 1) % players
    return s


# --- the deck and the codes -----------------------------------------------------------

def test_deck_codes_round_trip_and_values():
    """Reading (deck not on the page): blue and red, As to 10, two copies of each;
    « L'As (A) est la carte la plus faible (= 1) »."""
    assert len({R.card_code(c) for c in R.DECK}) == 40
    for c in R.DECK:
        assert R.card_of_code(R.card_code(c)) == c
    assert R.value_of(R.card_of_code("bAa")) == 1 and R.value_of(R.card_of_code("r10b")) == 10
    assert R.card_of_code("B7A") is None and R.card_of_code("b07a") is None


# --- the bidding -------------------------------------------------------------------------

def test_bids_go_from_zero_to_five_points():
    """« Pour toutes les enchères, la mise minimum est de 0 pt avec le jeton Enchère et la mise
    maximum est de 5 pts. »"""
    s = GAME.start({"joueurs": 3}, 2)
    s.points[0] = 9
    amounts = sorted({int(m.split("-")[2]) for m in s.legal_moves()})
    assert amounts == [0, 1, 2, 3, 4, 5]
    refused(s, "miser-1-6", "mise maximum est de 5", section="1-phase-dencheres")


def test_a_bid_cannot_exceed_ones_points():
    """« chaque joueur doit miser ses points de victoires » (reading: no more than one has)."""
    s = GAME.start({"joueurs": 3}, 2)
    s.points[0] = 2
    assert "miser-1-2" in s.legal_moves() and "miser-1-3" not in s.legal_moves()
    refused(s, "miser-1-3", "que les points que vous avez (2)")


def test_outbidding_must_raise_and_returns_the_points():
    """« Un groupe de cartes avec une enchère, en augmentant la mise déjà présente. Le joueur dont
    l'enchère a été dépassée récupère ses points. À son tour, il devra enchérir à nouveau. »"""
    s = GAME.start({"joueurs": 3}, 2)
    s.play("miser-1-2")                       # Joueur 1: 5 -> 3
    assert s.points[0] == 3 and s.turn == 1
    refused(s, "miser-1-2", "augmenter la mise déjà présente", section="1-phase-dencheres")
    s.play("miser-1-3")                       # Joueur 2 outbids
    assert s.points == [5, 2, 5] and s.bids[0] == [1, 3]
    assert s.turn == 2                        # clockwise: Joueur 3 has no bid yet
    s.play("miser-2-0")
    assert s.turn == 0                        # the outbid Joueur 1 bids again on his turn
    assert "miser-1-3" not in s.legal_moves() and "miser-1-4" in s.legal_moves()


def test_bidding_ends_when_everyone_has_a_bid_and_the_points_are_lost():
    """« La phase d'enchères s'arrête quand tous les joueurs ont une enchère placée. Les points
    misés sont perdus et chacun récupère et place devant soi, face visible, le groupe de cartes
    ainsi obtenu. »"""
    s = GAME.start({"joueurs": 3}, 4)
    groups = [list(g) for g in s.groups]
    s.play("miser-2-1")
    s.play("miser-1-0")
    s.play("miser-3-4")
    assert s.phase == "plis"
    assert s.points == [4, 5, 1]
    assert s.visible == [sorted(groups[1]), sorted(groups[0]), sorted(groups[2])]
    assert all(len(h) == R.HIDDEN for h in s.hidden)
    assert s.turn == s.holder == 0           # « Le 1er joueur ouvre le 1er pli »


# --- playing a trick ----------------------------------------------------------------------

def test_open_with_one_card_or_a_pair_of_the_same_value():
    """« 1 carte (bleue ou rouge). OU 2 cartes de même valeur, pour former une paire. La couleur
    de la paire peut être bleue, rouge ou bicolore. »"""
    s = at_tricks(visible=["b7a r7a b3a", "b2a b4a b5a", "r2a r4a r5a"],
                  hidden=["b7b r9a", "b6a b8a", "r6a r8a"])
    legal = s.legal_moves()
    assert "jouer-b3a" in legal and "jouer-r9a" in legal
    assert play_move(C("b7a r7a")) in legal and play_move(C("b7a b7b")) in legal
    assert R.suit_of(C("b7a r7a")) == "bicolore" and R.suit_of(C("b7a b7b")) == "bleu"
    refused(s, "jouer-b3a-b7a", "même valeur", section="2-phase-de-jeu")


def test_followers_play_the_same_number_of_cards():
    """« les autres joueurs doivent jouer : Le même nombre de cartes. »"""
    s = at_tricks(visible=["b7a b7b", "b2a r4a", "r2a r5a"], hidden=["b9a b9b", "r6a b8a", "r6b r8a"],
                  trick=[(0, "b7a b7b")])
    assert all(m.count("-") == 2 for m in s.legal_moves())
    refused(s, "jouer-r4a", "même nombre de cartes (2)")


def test_a_visible_card_of_the_colour_asked_must_be_answered():
    """« Si vous avez 1 carte ou 1 paire à la couleur demandée visible dans votre jeu, vous devez
    la jouer. »"""
    s = at_tricks(visible=["b7a", "b2a r4a", "r2a"], hidden=["b9a", "r6a r8a", "r6b"], trick=[(0, "b7a")])
    assert sorted(s.legal_moves()) == ["jouer-b2a"]
    refused(s, "jouer-r4a", "une carte bleue visible", "couleur demandée", section="2-phase-de-jeu")


def test_hidden_cards_may_answer_the_colour_asked():
    """« Vous pouvez utiliser, si vous le voulez, des cartes cachées pour jouer la couleur demandée. »"""
    s = at_tricks(visible=["b7a", "b2a r4a", "r2a"], hidden=["b9a", "b10a r8a", "r6b"], trick=[(0, "b7a")])
    assert sorted(s.legal_moves()) == ["jouer-b10a", "jouer-b2a"]
    s.play("jouer-b10a")
    s.play("jouer-r2a")
    assert s.tricks[1] == 1                   # the hidden blue 10 wins the trick


def test_without_the_visible_colour_any_card_may_be_played_but_cannot_win():
    """« Si vous n'avez pas les cartes demandées visibles dans votre jeu, vous pouvez jouer les
    cartes que vous souhaitez, sans contrainte de couleur. Mais vous ne pouvez pas remporter le pli. »"""
    s = at_tricks(visible=["b3a", "r9a r4a", "r2a"], hidden=["b9a", "r6a r8a", "b2a"], trick=[(0, "b3a")])
    assert sorted(s.legal_moves()) == ["jouer-r4a", "jouer-r6a", "jouer-r8a", "jouer-r9a"]
    s.play("jouer-r9a")
    s.play("jouer-r2a")
    assert s.tricks == [1, 0, 0] and s.turn == 0


def test_a_visible_pair_of_the_colour_asked_must_be_answered_with_a_pair():
    """« Si vous avez 1 carte ou 1 paire à la couleur demandée visible dans votre jeu, vous devez la
    jouer. » A bicolore pair asks for a bicolore pair."""
    s = at_tricks(visible=["b7a r7a", "b4a r4a", "b2a b2b"], hidden=["b9a b9b", "b5a r8a", "r6a r6b"],
                  trick=[(0, "b7a r7a")])
    assert s.legal_moves() == [play_move(C("b4a r4a"))]
    refused(s, play_move(C("b4a b5a")), "une paire bicolore visible")
    s.play(play_move(C("b4a r4a")))
    # the third player has a visible blue pair only: not the colour asked, so any two cards
    assert len(s.legal_moves()) == 6


def test_no_obligation_to_play_higher():
    """« Vous n'êtes pas obligé de jouer 1 carte (ou 1 paire) de valeur supérieure. »"""
    s = at_tricks(visible=["b7a", "b2a b9a", "r2a"], hidden=["b9b", "r6a r8a", "r6b"], trick=[(0, "b7a")])
    assert {"jouer-b2a", "jouer-b9a"} <= set(s.legal_moves())


# --- who wins a trick ----------------------------------------------------------------------

def test_highest_of_the_colour_asked_wins_and_ties_go_to_the_last_card():
    """« la carte (ou paire de cartes) de plus forte valeur et de la couleur demandée, remporte le
    pli. En cas d'égalité, la carte (ou paire) posée en dernier remporte le pli. »"""
    assert R.trick_winner([C("b5a"), C("r9a"), C("b8a")]) == 2
    assert R.trick_winner([C("b8a"), C("b8b"), C("b3a")]) == 1
    assert R.trick_winner([C("b8a r8a"), C("b9a b9b"), C("b4a r4a")]) == 0   # blue pair ≠ bicolore
    assert R.trick_winner([C("b8a r8a"), C("b8b r8b")]) == 1


def test_the_ace_is_eleven_beside_a_ten_of_its_colour():
    """« L'As (A) est la carte la plus faible (= 1), sauf s'il se retrouve face à un 10 de même
    couleur dans le pli. Dans ce cas, l'As devient la carte la plus forte (= 11). »"""
    assert R.trick_winner([C("bAa"), C("b2a")]) == 1
    assert R.trick_winner([C("b10a"), C("bAa"), C("b9a")]) == 1
    assert R.trick_winner([C("bAa"), C("r10a"), C("b9a")]) == 2     # a red 10 does not lift a blue As
    assert R.strength(C("bAa"), [C("bAa"), C("b10b")]) == 11


def test_a_pair_of_aces_beats_a_pair_of_tens_of_the_same_colours():
    """« De même, une paire d'As devient plus forte qu'une paire de 10 aux couleurs identiques. »"""
    assert R.trick_winner([C("b10a r10a"), C("bAa rAa")]) == 1
    assert R.trick_winner([C("bAa rAa"), C("b10a r10a")]) == 0       # the As pair still wins, played first
    assert R.trick_winner([C("bAa bAb"), C("b10a r10a"), C("b3a b3b")]) == 2   # bicolore 10s: As = 1


def test_the_trick_winner_leads_the_next_trick():
    """« Le joueur ayant remporté le pli joue en premier lors du pli suivant. »"""
    s = at_tricks(visible=["b5a r3a", "b9a r4a", "b2a r2a"], hidden=["b6a b7a", "r6a r8a", "r6b r8b"])
    s.play("jouer-b5a")
    s.play("jouer-b9a")
    s.play("jouer-b2a")
    assert s.turn == 1 and s.trick == [] and s.last_trick["winner"] == 1


# --- scoring and the end ------------------------------------------------------------------

def test_round_scoring_tricks_pairs_aces_and_last_trick():
    """« 1 pli = 1 point. 1 pli remporté avec une paire = 2 points. Pour chaque As dans vos plis :
    + 1 point. Pour le joueur qui a remporté le dernier pli : + 2 points. »"""
    s = at_tricks(players=2, visible=["b9a b9b", "b3a bAa"], hidden=["r5a", "r2a"])
    s.points = [0, 0]
    s.play(play_move(C("b9a b9b")))          # pair trick: Joueur 1 wins 2 points and the blue As
    s.play(play_move(C("b3a bAa")))
    assert s.trick_points == [2, 0]
    s.play("jouer-r5a")
    s.play("jouer-r2a")                       # last trick: 1 point + 2 bonus
    assert s.phase == "encheres" and s.round == 2
    assert s.points == [2 + 1 + 1 + 2, 0]
    assert any("1 As : +1" in line and "dernier pli : +2" in line for line in s.summary)


def test_the_charuma_token_goes_to_the_lowest_score_clockwise_on_ties():
    """« Puis le jeton Charuma passe à la personne ayant le moins de points dans la partie, dans le
    sens des aiguilles d'une montre en cas d'égalité. »"""
    assert R.next_holder([3, 1, 1, 4], 0) == 1
    assert R.next_holder([3, 1, 1, 4], 1) == 2
    assert R.next_holder([0, 1, 0], 2) == 0


def test_target_by_player_count():
    """« À 2 ou 3 personnes : 25 points ; À 4 ou 5 : 20 points »."""
    assert [R.target(n) for n in (2, 3, 4, 5)] == [25, 25, 20, 20]


def test_game_ends_at_the_target_and_a_tie_plays_one_more_round():
    """« Le joueur avec le plus de points en fin de partie remporte la victoire. En cas d'égalité,
    jouez une manche supplémentaire. »"""
    s = at_tricks(players=2, visible=["b9a", "b3a"], hidden=["r5a", "r2a"])
    s.points = [20, 25]
    s.play("jouer-b9a")
    s.play("jouer-b3a")                       # Joueur 1: +1
    s.play("jouer-r5a")
    s.play("jouer-r2a")                       # Joueur 1: +1 then +1 +2: 20 + 4 = 24
    assert s.points == [24, 25] and s.is_over() and s.winners() == [1]
    t = at_tricks(players=2, visible=["b9a", "b3a"], hidden=["r5a", "r2a"])
    t.points = [21, 25]
    for m in ("jouer-b9a", "jouer-b3a", "jouer-r5a", "jouer-r2a"):
        t.play(m)
    assert t.points == [25, 25] and not t.is_over() and t.phase == "encheres"


def test_bad_options_name_the_field():
    with pytest.raises(ScenarioError) as err:
        GAME.start({"joueurs": 6}, 1)
    assert err.value.field == "joueurs"
    with pytest.raises(ScenarioError) as err:
        GAME.start({"manches": 2}, 1)
    assert err.value.field == "manches"


def test_the_view_hides_other_players_hidden_cards():
    s = GAME.start({"joueurs": 3}, 5)
    v = s.view(1)
    assert v["cachees"] == s.hidden[1] and v["nb_cachees"] == [2, 2, 2]
    assert set(v) >= {"visibles", "cachees", "nb_cachees"}
    assert not any(k in v for k in ("hidden", "was_hidden", "rng_state"))


# --- seeded random games and the bot -------------------------------------------------------

def _check(state):
    in_play = sum(len(state.visible[p]) + len(state.hidden[p]) for p in range(state.players))
    if state.phase == "encheres":
        assert in_play == 2 * state.players
    else:
        sizes = {len(state.visible[p]) + len(state.hidden[p]) for p in range(state.players)}
        played = {q for q, _ in state.trick}
        assert len({len(state.visible[p]) + len(state.hidden[p]) for p in played}) <= 1
        assert len(sizes) <= 2
    assert all(x >= 0 for x in state.points)
    assert all(b is None or 0 <= b[1] <= 5 for b in state.bids)


def _seats(seed: int) -> list[str]:
    """All seats random one game in ten; otherwise one random seat among « malin » bots (all-random
    games bid their points away and run to the 30-manche stop: slow, so fewer of them)."""
    n = 2 + seed % 4
    if seed % 10 == 0:
        return ["hasard"] * n
    return ["hasard" if p == seed % n else "malin" for p in range(n)]


def test_seeded_random_games_end_and_keep_the_rules():
    count = 0
    for state, moves in random_games(GAME, seeds(150, 1000), options=lambda s: {"joueurs": 2 + s % 4},
                                     bots=_seats, check=_check):
        count += 1
        assert state.round <= R.MAX_ROUNDS
        best = max(state.points)
        assert best >= R.target(state.players) or state.round == R.MAX_ROUNDS
    assert count == len(seeds(150, 1000))


def test_the_bot_beats_random_players():
    wins = 0
    for state, _ in random_games(GAME, range(100), options={"joueurs": 3},
                                 bots=["malin", "hasard", "hasard"]):
        wins += 0 in state.winners()
    assert wins >= 80


# --- the « qui remporte ce pli ? » calculator ---------------------------------------------

from playthroughs import random_walk  # noqa: E402

CALC = get_game("charuma", "pli")


def test_calculator_ace_beside_a_ten_and_off_colour():
    """« l'As devient la carte la plus forte (= 11) » beside « un 10 de même couleur dans le pli »;
    an off-colour card « ne peut pas remporter le pli »."""
    s = CALC.start({"pli": [["b10a"], ["bAa"], ["r9a"]]}, 1)
    assert s.winner() == 1
    lines = s.explanation()
    assert any("As vaut 11" in x for x in lines) and any("ne peut pas gagner" in x for x in lines)
    s.play("retirer-b10a")
    s.play("carte-b3")                         # seat 1 now opens with a blue 3: the As is worth 1
    assert s.winner() == 0 and any("l'As vaut 1" in x for x in s.explanation())


def test_calculator_ties_go_to_the_last_play():
    """« En cas d'égalité, la carte (ou paire) posée en dernier remporte le pli. »"""
    s = CALC.start({"pli": [["b8a"], ["b8b"], ["r2a"]]}, 1)
    assert s.winner() == 1 and "égalité" in s.explanation()[-1]


def test_calculator_refuses_what_the_page_forbids_and_changes_nothing():
    """« 2 cartes de même valeur, pour former une paire » to open; « Le même nombre de cartes »."""
    s = CALC.start({"pli": [["b8a"], [], []]}, 1)
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play("carte-r9")
    assert "même valeur" in err.value.reason and err.value.section == "2-phase-de-jeu"
    s.play("joueur-2")
    s.play("carte-r9")
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play("carte-r4")
    assert "même nombre de cartes" in err.value.reason and frozen(s) == before
    s.play("carte-b8") if "carte-b8" in s.legal_moves() else None
    t = CALC.start({"pli": [["b8a"], ["b8b"], []]}, 1)
    t.play("joueur-3")
    with pytest.raises(IllegalMove) as err:
        t.play("carte-b8")
    assert "deux exemplaires" in err.value.reason


def test_calculator_pairs_and_bad_positions():
    """« De même, une paire d'As devient plus forte qu'une paire de 10 aux couleurs identiques. »"""
    s = CALC.start({"pli": [["b10a", "r10a"], ["bAa", "rAa"], ["b3a", "r4a"]]}, 1)
    assert s.winner() == 1
    for bad in ([["b10a", "r9a"], []], [["b1a"], []], [["b10a"], ["b10a"]], [["b2a"]], "x",
                [["b2a"], ["b3a", "b3b"]]):
        with pytest.raises(ScenarioError) as err:
            CALC.start({"pli": bad}, 1)
        assert err.value.field == "pli"


def test_calculator_random_edits_never_raise():
    for seed in range(40):
        for state, _, _ in random_walk(CALC, {"pli": [[], [], [], []]}, seed, 150, walk_seed=seed):
            first = state.plays[0]
            assert len(first) <= 2 and all(len(p) <= max(1, len(first)) for p in state.plays[1:])
            assert len(state.in_use()) == sum(len(p) for p in state.plays)
            state.explanation()
