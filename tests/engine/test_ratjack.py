"""Rat Jack: a turn (draw, face up / face down, discard and reveal), the 25 limit with
tokens, eliminations and PV, the three round ends, first to 3 PV; bots and random games."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.ratjack import rules as R
from engine.simulate import play_out

from playthroughs import random_games, seeds

GAME = get_game("ratjack", "partie")


def table(n=3, hands=None, displays=None, deck=None, discard=(), turn=0, phase="action", vp=None):
    """A position: the given hands and displays (« 7a » face up, « 7a* » face down,
    « 7a+2 » with two tokens); the remaining cards make the deck unless given."""
    s = GAME.start({"joueurs": n}, 1)
    s.events.clear()

    def entry(text):
        code, _, tok = text.partition("+")
        up = not code.endswith("*")
        return [code.rstrip("*"), up, int(tok or 0)]

    s.hands = [list(h) for h in (hands or [[] for _ in range(n)])]
    s.displays = [[entry(x) for x in d] for d in (displays or [[] for _ in range(n)])]
    s.discard = list(discard)
    used = set(s.discard) | {c for h in s.hands for c in h} | {e[0] for d in s.displays for e in d}
    s.deck = list(deck) if deck is not None else [c for c in R.all_cards() if c not in used]
    s.supply = R.TOKENS - sum(e[2] for d in s.displays for e in d)
    s.turn, s.phase = turn, phase
    if vp:
        s.vp = list(vp)
    return s


def frozen(s) -> str:
    return json.dumps(s.to_json(), sort_keys=True)


def refused(s, move, player=None):
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play(move, s.turn if player is None else player)
    assert frozen(s) == before
    return err.value


# --- the deck and the turn ------------------------------------------------------------

def test_deck_and_deal():
    """« Chaque joueur se voit distribuer deux cartes, qui ont une valeur, et possèdent un
    effet » (reading: 24 cards, two sets valued 1 to 12, each with the effect of its value)."""
    assert len(R.all_cards()) == 24 and Counter(R.value(c) for c in R.all_cards()) == {v: 2 for v in range(1, 13)}
    assert set(R.EFFECTS) == set(range(1, 13))
    s = GAME.start({"joueurs": 4}, 9)
    assert [len(h) for h in s.hands] == [2, 2, 2, 2] and len(s.deck) == 16
    assert s.displays == [[], [], [], []] and s.supply == R.TOKENS and s.turn == 0


def test_draw_from_deck_or_discard():
    """« Tout d'abord, piochez une carte, soit du paquet, soit de la pile de défausse (face
    visible) lorsqu'il y en a une. »"""
    s = GAME.start({"joueurs": 3}, 2)
    assert s.legal_moves(0) == ["piocher"]
    err = refused(s, "defausse")
    assert "défausse est vide" in err.reason and err.section == "phase-1"
    top = s.deck[-1]
    s.play("piocher", 0)
    assert top in s.hands[0] and len(s.hands[0]) == 3 and s.phase == "action"
    assert "déjà pioché" in refused(s, "piocher").reason
    s = table(hands=[["1a", "2a"], [], []], discard=["9b", "5a"], phase="pioche")
    assert s.legal_moves(0) == ["piocher", "defausse"]
    s.play("defausse", 0)
    assert s.hands[0] == ["1a", "2a", "5a"] and s.discard == ["9b"]


def test_face_up_play_resolves_its_effect_and_counts_its_value():
    """« Si vous jouez une carte, elle peut être jouée face visible ou face cachée. » A face-up
    card counts in the total and its effect applies (here 1 Jeton: one token, +3)."""
    s = table(hands=[["1a", "12a", "3b"], [], []], displays=[["5a"], ["8a"], []])
    s.play("visible-1a", 0)                  # only one opponent card is face up: chosen at once
    assert s.displays[1] == [["8a", True, 1]] and s.supply == R.TOKENS - 1
    assert R.total(s.displays[0]) == 6 and R.total(s.displays[1]) == 8 + R.TOKEN
    assert s.turn == 1 and s.phase == "pioche"


def test_a_choice_of_target_is_a_move():
    """The effect's target is chosen by its player (5 Griffe: « défaussez une carte
    face visible d'un adversaire »)."""
    s = table(hands=[["5a", "12a", "3b"], [], []], displays=[[], ["8a", "2b*"], ["11a"]])
    s.play("visible-5a", 0)
    assert s.phase == "effet" and s.legal_moves(0) == ["carte-8a", "carte-11a"]
    err = refused(s, "carte-2b")
    assert "cible" in err.reason
    s.play("carte-11a", 0)
    assert s.displays[2] == [] and s.discard == ["11a"]


def test_face_up_needs_a_full_resolution():
    """« Si vous souhaitez jouer une carte face visible, vous devez être capable de la résoudre
    entièrement, sinon elle ne peut pas être jouée de cette façon. » 9 Cachette needs another
    face-up card of one's own; 11 Doublé needs two tokens in the supply."""
    s = table(hands=[["9a", "11a", "3b"], [], []], displays=[[], ["8a+2", "7a+2"], ["4a+1"]])
    assert s.supply == 1
    legal = s.legal_moves(0)
    assert "visible-9a" not in legal and "visible-11a" not in legal and "visible-3b" in legal
    assert {"cachee-9a", "defausser-9a", "cachee-11a"} <= set(legal)
    err = refused(s, "visible-9a")
    assert "résoudre entièrement" in err.reason and err.section == "phase-1"


def test_face_down_ignores_effect_and_value_but_its_owner_sees_it():
    """« Si vous jouez une carte face cachée, son effet est ignoré ainsi que sa valeur, mais vous
    pouvez toujours vérifier vos cartes face cachée. »"""
    s = table(hands=[["12a", "1a", "3b"], [], []], displays=[["4a"], ["8a"], []])
    s.play("cachee-12a", 0)
    assert s.displays[0] == [["4a", True, 0], ["12a", False, 0]] and R.total(s.displays[0]) == 4
    assert s.displays[1] == [["8a", True, 0]]               # no effect
    assert s.view(0)["ecrans"][0][1] == ["12a", False, 0]   # its owner sees it
    assert s.view(1)["ecrans"][0][1] == [None, False, 0]    # the others do not
    assert s.view(1)["main"] == s.hands[1] and "12a" not in json.dumps(s.view(2))
    assert "face cachée" in s.events[-1] and "12" not in s.events[-1]


def test_discard_then_reveal_activates_the_hidden_card():
    """« Si vous défaussez une carte de votre main au lieu de la jouer, vous pouvez retourner une
    carte face cachée, activant ainsi sa capacité. »"""
    s = table(hands=[["2a", "1a", "3b"], [], []], displays=[["6a*", "9a*"], ["8a"], []])
    s.play("defausser-2a", 0)
    assert s.discard == ["2a"] and s.phase == "revele"
    # 9 Cachette needs another face-up card: it cannot be turned up here
    assert s.legal_moves(0) == ["reveler-6a", "garder"]
    assert "résolu entièrement" in refused(s, "reveler-9a").reason
    s.play("reveler-6a", 0)                 # Cadeau: onto an opponent's display
    assert s.phase == "effet" and s.legal_moves(0) == ["joueur-2", "joueur-3"]
    s.play("joueur-3", 0)
    assert s.displays[0] == [["9a", False, 0]] and s.displays[2] == [["6a", True, 0]]


def test_discard_may_reveal_nothing():
    """« vous pouvez retourner » : revealing is optional."""
    s = table(hands=[["2a", "1a", "3b"], [], []], displays=[["3a*"], [], []])
    s.play("defausser-2a", 0)
    s.play("garder", 0)
    assert s.displays[0] == [["3a", False, 0]] and s.turn == 1
    s = table(hands=[["2a", "1a", "3b"], [], []], displays=[[], [], []])
    s.play("defausser-2a", 0)               # nothing to reveal: the turn ends
    assert s.turn == 1 and s.phase == "pioche"
    assert "après avoir défaussé" in refused(s, "garder", 1).reason


# --- the 25 limit, tokens, eliminations ------------------------------------------------

def test_over_25_at_the_end_of_ones_turn_eliminates():
    """« Si le total de vos cartes face visible (plus les jetons dessus) dépasse 25 à la fin de
    votre tour, vous êtes éliminé. » Tokens count: 10 + 8 + 3 (token) = 21, then a 7."""
    s = table(hands=[["7a", "1a", "3b"], [], []], displays=[["10a", "8a+1"], ["2b"], ["4a*"]])
    assert R.total(s.displays[0]) == 21
    s.play("visible-7a", 0)                 # Tournée: the opponents get tokens, I reach 28
    assert R.total(s.displays[0]) == 28
    assert s.active == [False, True, True] and s.vp == [0, 0, 0]
    assert s.turn == 1 and "plus de 25, éliminé" in " ".join(s.events)
    assert R.opponents(s, 1) == [2]                      # opponents are those still in the round


def test_pushing_an_opponent_over_25_eliminates_them_and_scores_1_pv():
    """« Si vous jouez un effet qui amène un autre joueur à dépasser 25 en cartes et jetons face
    visible, vous l'éliminez et marquez 1 PV. »"""
    s = table(hands=[["11a", "1a", "3b"], [], []], displays=[[], ["12a", "9a"], ["2b"]])
    s.play("visible-11a", 0)
    s.play("carte-12a", 0)                  # 12 + 6 + 9 = 27
    assert s.active == [True, False, True] and s.vp == [1, 0, 0]
    assert s.last_scorer == 0 and s.turn == 2


def test_tokens_go_back_to_the_supply_with_their_card():
    """Reading: a card leaving a display (8 Vol) gives its tokens back; 2 Ménage removes one."""
    s = table(hands=[["8a", "2a", "3b"], [], []], displays=[[], ["12a+2"], ["4a+1"]])
    assert s.supply == 3
    s.play("visible-8a", 0)
    s.play("carte-12a", 0)
    assert "12a" in s.hands[0] and s.supply == 5 and s.displays[1] == []


def test_exactly_25_ends_the_round_with_1_pv_and_the_scorer_starts_the_next():
    """« Si vous arrivez exactement à 25, vous terminez le tour et marquez 1 PV. » ; « Si un
    joueur a une valeur de 25 sur son écran, il gagne 1 PV » ; « Une nouvelle manche commence
    avec le joueur qui a gagné un PV le plus récemment. »"""
    s = table(hands=[[], ["12a", "1a", "3b"], []], displays=[["5a"], ["10a", "3a"], ["4a"]], turn=1)
    s.play("visible-12a", 1)                # 10 + 3 + 12 = 25; Reprise takes the 3 back? no:
    assert s.phase == "effet"               # Reprise must take another card of one's display
    s.play("carte-3a", 1)                   # back to 22: the round goes on
    assert s.round_no == 1 and s.turn == 2
    s = table(hands=[[], ["12a", "1a", "3b"], []], displays=[["5a"], ["10a", "3a", "9b*"], ["4a"]], turn=1)
    s.play("visible-12a", 1)
    s.play("carte-9b", 1)                   # takes the hidden 9: 25 exactly
    assert s.vp == [0, 1, 0] and s.round_no == 2
    assert s.last_round["texte"].startswith("Joueur 2 atteint exactement 25")
    assert s.turn == 1 and s.phase == "pioche" and s.displays == [[], [], []]
    assert sorted(s.all_cards()) == sorted(R.all_cards()) and s.supply == R.TOKENS


def test_last_player_standing_scores_1_pv():
    """« Si tous les joueurs sauf un ont été éliminés, le joueur restant gagne 1 PV. » With two
    players, eliminating the other gives 2 PV (the elimination, then the last one standing)."""
    s = table(n=2, hands=[["6a", "1a", "3b"], []], displays=[[], ["12a", "9a"]])
    s.play("visible-6a", 0)                 # Cadeau onto the only opponent: 27
    assert s.vp == [2, 0] and s.round_no == 2
    assert s.last_round["texte"] == "Joueur 1 est le dernier joueur en lice."


def test_deck_exhausted_highest_value_under_25_scores():
    """« Si la pioche est épuisé, le joueur avec la valeur la plus élevée inférieure à 25 gagne
    1VP »."""
    s = table(hands=[[], [], ["1a", "2a"]], displays=[["12a", "10b"], ["12b", "9a"], ["4a"]],
              deck=["8b"], turn=2, phase="pioche")
    s.play("piocher", 2)
    s.play("cachee-8b", 2)
    assert s.vp == [1, 0, 0] and s.round_no == 2 and s.turn == 0
    assert "pioche est épuisée" in s.last_round["texte"]


def test_tie_on_an_exhausted_deck_scores_each():
    """Reading: ex aequo players each score 1 PV, one after the other."""
    s = table(hands=[[], [], ["1a", "2a"]], displays=[["12a", "10b"], ["12b", "10a"], ["4a"]],
              deck=["8b"], turn=2, phase="pioche")
    s.play("piocher", 2)
    s.play("cachee-8b", 2)
    assert s.vp == [1, 1, 0]


def test_third_pv_ends_the_game_at_once():
    """« Le jeu se termine immédiatement lorsqu'un joueur gagne son 3ème PV, il gagne ! »"""
    s = table(hands=[["11a", "1a", "3b"], [], []], displays=[[], ["12a", "9a"], ["12b", "10a"]],
              vp=[2, 2, 1])
    s.play("visible-11a", 0)
    s.play("carte-12a", 0)
    assert s.is_over() and s.winners() == [0] and s.scores() == [3, 2, 1]
    assert s.legal_moves(0) == [] and refused(s, "piocher", 0).reason == "la partie est terminée."


def test_tournee_can_eliminate_several_and_needs_enough_tokens():
    """7 Tournée: a token on every opponent's strongest face-up card; each one pushed over 25
    is eliminated and scores 1 PV for its player."""
    s = table(n=4, hands=[["7a", "1a", "3b"], [], [], []],
              displays=[[], ["12a", "11a"], ["12b", "9a", "2a"], ["5a"]])
    s.play("visible-7a", 0)
    assert s.active == [True, False, False, True] and s.vp == [2, 0, 0, 0]
    s = table(n=4, hands=[["7a", "1a", "3b"], [], [], []],
              displays=[["6a+2", "6b+2"], ["12a+1"], ["12b"], ["5a"]])
    assert s.supply == 1 and "visible-7a" not in s.legal_moves(0)


# --- options, views, bots, random games --------------------------------------------------

@pytest.mark.parametrize("options, field", [({"joueurs": 5}, "joueurs"), ({"joueurs": 1}, "joueurs"),
                                            ({"pv": 3}, "pv")])
def test_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        GAME.start(options, 1)
    assert err.value.field == field


def test_json_round_trip_with_a_pending_effect():
    s = table(hands=[["6a", "1a", "3b"], [], []], displays=[[], ["8a"], ["2b"]])
    s.play("visible-6a", 0)
    doc = json.loads(json.dumps(s.to_json()))
    twin = GAME.from_json(doc)
    assert twin.to_json() == s.to_json() and twin.legal_moves(0) == ["joueur-2", "joueur-3"]
    assert "6a" in s.all_cards()


def check(state):
    assert sorted(state.all_cards()) == sorted(R.all_cards())
    assert state.supply + sum(e[2] for d in state.displays for e in d) == R.TOKENS
    assert all(t == 0 for d in state.displays for _, up, t in d if not up)
    assert state.supply >= 0 and max(state.vp) <= R.VP_TO_WIN
    if state.phase == "pioche":
        assert state.deck and state.active[state.turn]
        assert all(R.total(state.displays[q]) < R.LIMIT for q in range(state.players) if state.active[q])


def test_random_games_end_and_keep_every_card():
    ends = Counter()
    for state, moves in random_games(GAME, seeds(150, 1200), options=lambda s: {"joueurs": 2 + s % 3},
                                     check=check):
        assert sum(1 for v in state.vp if v == R.VP_TO_WIN) == 1
        ends[state.players] += 1
    assert ends == Counter(2 + s % 3 for s in seeds(150, 1200))


def test_bot_games_end():
    for state, _ in random_games(GAME, range(150), options=lambda s: {"joueurs": 2 + s % 3},
                                 bots=lambda s: ["malin"] * (2 + s % 3), check=check):
        assert max(state.vp) == R.VP_TO_WIN


def test_bot_beats_random_players():
    wins = 0
    for seed in range(120):
        state, _ = play_out(GAME, {"joueurs": 3}, seed, ["malin", "hasard", "hasard"])
        wins += state.winners() == [0]
    assert wins >= 70          # measured 92 / 100 (a third would be chance)


def test_bot_sees_only_its_view():
    """The bot is given `view(player)`: the others' hands and face-down cards are hidden."""
    s = table(hands=[["1a", "2a"], ["3a", "4a"], ["5a", "6a"]], displays=[["7a*"], ["8a*"], []], phase="pioche")
    v = s.view(1)
    assert v["main"] == ["3a", "4a"] and v["ecrans"][0] == [[None, False, 0]] and v["ecrans"][1][0][0] == "8a"
    assert "1a" not in json.dumps(v) and "7a" not in json.dumps(v) and "deck" not in v
