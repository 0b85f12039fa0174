"""Saint Poker: the hand evaluator, the 8-round game, the evaluator demo."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import combinations

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.saintpoker import rules as ev
from engine.games.saintpoker.bots import SaintPokerBot
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from playthroughs import seeds

GAME = get_game("saintpoker", "partie")
CALC = get_game("saintpoker", "evaluateur")


def C(text: str) -> list[int]:
    return [ev.parse_card(t) for t in text.split()]


def V(text: str) -> int:
    return ev.evaluate(C(text))


# --- an independent, slow reference evaluator ----------------------------------

def ref5(cards) -> tuple:
    """Textbook five-card ranking, written apart from the engine's tables:
    (category, tie-break ranks) with ranks 2..14."""
    ranks = sorted((c // 4 + 2 for c in cards), reverse=True)
    suits = {c % 4 for c in cards}
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    flush = len(suits) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_top = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            straight_top = 5
    if straight_top and flush:
        return (8, straight_top)
    if groups[0][1] == 4:
        return (7, groups[0][0], groups[1][0])
    if groups[0][1] == 3 and groups[1][1] == 2:
        return (6, groups[0][0], groups[1][0])
    if flush:
        return (5, *ranks)
    if straight_top:
        return (4, straight_top)
    if groups[0][1] == 3:
        return (3, groups[0][0], *[r for r, _ in groups[1:]])
    if groups[0][1] == 2 and groups[1][1] == 2:
        return (2, groups[0][0], groups[1][0], groups[2][0])
    if groups[0][1] == 2:
        return (1, groups[0][0], *[r for r, _ in groups[1:]])
    return (0, *ranks)


def ref_best(cards) -> tuple:
    return max(ref5(c) for c in combinations(cards, 5))


# --- the evaluator: every category, from the page's examples -------------------

def test_categories_from_the_page_examples():
    """« Quinte flush : 5 cartes consécutives de même couleur. ex: 10, valet, dame,
    roi, as, toutes de pique » ... « Carré : Les 4 cartes de la même valeur. ex. 7, 7,
    7, 7 » ... « Full : dame, dame, dame, 8, 8 » ... « Couleur : 5 cartes de cœur » ...
    « Suite : 4, 5, 6, 7, 8 de n'importe quelle couleur » ... « Brelan : 8, 8, 8 » ...
    « Deux paires : dame, dame, 4, 4 » ... « Une paire : valet, valet » ... « Aucune
    combinaison ci-dessus, la carte unique la plus forte est prise en compte »."""
    hands = [
        ("10p Vp Dp Rp Ap", ev.STRAIGHT_FLUSH),
        ("7p 7c 7k 7t 2c", ev.FOUR_OF_A_KIND),
        ("Dp Dc Dk 8t 8c", ev.FULL_HOUSE),
        ("2c 5c 9c Vc Rc", ev.FLUSH),
        ("4p 5c 6k 7t 8p", ev.STRAIGHT),
        ("8p 8c 8k Rt 2c", ev.THREE_OF_A_KIND),
        ("Dp Dc 4k 4t 9c", ev.TWO_PAIRS),
        ("Vp Vc 4k 6t 9c", ev.ONE_PAIR),
        ("Ap 3c 6k 9t Vc", ev.HIGH_CARD),
    ]
    values = [V(h) for h, _ in hands]
    for (h, cat), v in zip(hands, values):
        assert ev.category(v) == cat, h
    # « Hand Ranking Order » : each category beats every one listed below it.
    assert values == sorted(values, reverse=True)
    assert ev.describe_value(values[0]) == "Quinte flush royale (à l'as)"
    assert ev.describe_value(values[2]) == "Full aux dames par les huit"


def test_every_five_card_hand_counts_and_classes():
    """The standard ranking over all 2,598,960 hands: the textbook frequency of
    each category and 7,462 distinct hand values."""
    counts = [0] * 9
    seen = set()
    e5 = ev.eval5
    for h in combinations(range(52), 5):
        v = e5(*h)
        counts[v >> 20] += 1
        seen.add(v)
    assert counts == [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40]
    assert len(seen) == 7462


def test_ace_low_straight_is_the_lowest_and_no_wraparound():
    """Lecture retenue (page silent): A-2-3-4-5 is a straight, the lowest one;
    « 5 cartes consécutives » does not wrap round the ace (R-A-2-3-4 is none)."""
    wheel = V("Ap 2c 3k 4t 5p")
    assert ev.category(wheel) == ev.STRAIGHT
    assert wheel < V("2c 3k 4t 5p 6p")
    assert ev.category(V("Rp Ac 2k 3t 4p")) == ev.HIGH_CARD
    steel = V("Ac 2c 3c 4c 5c")
    assert ev.category(steel) == ev.STRAIGHT_FLUSH
    assert steel < V("2k 3k 4k 5k 6k")
    assert "la plus petite" in ev.describe_value(wheel)


def test_flushes_tie_break_on_the_highest_card():
    """« Pour départager une égalité sur une même combinaison comme deux flushes la
    carte la plus haute l'emporte. L'As étant le plus fort. »"""
    assert V("Ac 3c 5c 7c 9c") > V("Rk Dk Vk 9k 7k")
    assert V("Ac Rc 5c 4c 2c") > V("Ak Dk Vk 9k 7k")      # then the next card
    assert V("Ac Rc 5c 4c 3c") > V("Ak Rk 5k 4k 2k")      # down to the last
    assert V("Ac Rc 5c 4c 3c") == V("Ak Rk 5k 4k 3k")     # suits never break ties
    text = ev.explain_comparison(V("Ac 3c 5c 7c 9c"), V("Rk Dk Vk 9k 7k"))
    assert "as contre roi" in text


@pytest.mark.parametrize("better, worse, why", [
    ("Dp Dc 9k 5t 3c", "Dk Dt 8k 5p 4c", "premier kicker"),       # pair, first kicker
    ("Dp Dc 9k 5t 4c", "Dk Dt 9c 5p 3k", "troisième kicker"),     # pair, third kicker
    ("Dp Dc 4k 4t Ac", "Dk Dt 4c 4p Rk", "le kicker"),            # two pairs, kicker
    ("Dp Dc 5k 5t 2c", "Dk Dt 4c 4p Ak", "la seconde paire"),     # two pairs, 2nd pair
    ("8p 8c 8k At 2c", "8t 8c 8k Rt Dc", None),                   # impossible twice, ok
    ("7p 7c 7k 7t Ac", "6p 6c 6k 6t Ak", "la valeur du carré"),
    ("Dp Dc Dk 2t 2c", "Vp Vc Vk At Ac", "la valeur du brelan"),
    ("9p 10c Vk Dt Rc", "8p 9c 10k Vt Dc", "la carte la plus haute de la suite"),
    ("Ap Dc 9k 7t 5c", "Ap Dc 9k 7t 4k", "la cinquième carte"),
])
def test_kickers_break_ties(better, worse, why):
    """« Pour départager les égalités pour les combinaisons requérant moins de 5
    cartes, les "kickers" (autre carte parmi les 5) sont comparés. »"""
    a, b = V(better), V(worse)
    assert ev.category(a) == ev.category(b)
    assert a > b
    if why:
        assert why in ev.explain_comparison(a, b)
    assert ref5(C(better)) > ref5(C(worse))


def test_symmetry_suit_permutation_and_order():
    """Suits are all equal (no suit is stronger) and the order of cards is irrelevant."""
    rng = random.Random(4)
    for _ in range(2000):
        cards = rng.sample(range(52), 7)
        perm = rng.sample(range(4), 4)
        renamed = [(c >> 2) * 4 + perm[c & 3] for c in cards]
        shuffled = list(cards)
        rng.shuffle(shuffled)
        v = ev.eval7(*cards)
        assert ev.eval7(*renamed) == v
        assert ev.eval7(*shuffled) == v
        assert ev.eval5(*cards[:5]) == ev.eval5(*reversed(cards[:5]))


def test_best_of_seven_is_the_best_of_the_21_fives():
    """« Les 5 cartes pourront être une combinaison de n'importe quelles cartes
    incluant les cartes du "board" [...] et deux cartes individuelles »: the best
    five of seven, checked against the slow reference over random hands."""
    rng = random.Random(7)
    for _ in range(3000):
        cards = rng.sample(range(52), 7)
        fast = ev.eval7(*cards)
        assert fast == max(ev.eval5(*f) for f in combinations(cards, 5))
        ref = ref_best(cards)
        # Same ordering as the reference: compare with another random hand.
        other = rng.sample(range(52), 7)
        assert (fast > ev.eval7(*other)) == (ref > ref_best(other))
        assert (fast == ev.eval7(*other)) == (ref == ref_best(other))


def test_flush_heavy_sevens_and_six_cards():
    """Flushes with 6 or 7 suited cards, straight flushes hidden among them, and
    the 6-card path, all against the reference."""
    rng = random.Random(11)
    for _ in range(1500):
        suit = rng.randrange(4)
        suited = rng.sample([r * 4 + suit for r in range(13)], rng.choice((5, 6, 7)))
        rest = [c for c in range(52) if c not in suited]
        cards = suited + rng.sample(rest, 7 - len(suited))
        assert ev.eval7(*cards) == max(ev.eval5(*f) for f in combinations(cards, 5))
        six = cards[:6]
        assert ev.evaluate(six) == max(ev.eval5(*f) for f in combinations(six, 5))
        best = ev.best_five(cards)
        assert ev.eval5(*best) == ev.eval7(*cards)


def test_cards_codes_round_trip():
    for c in range(52):
        assert ev.parse_card(ev.card_code(c)) == c
    assert ev.parse_card("10C") == ev.parse_card("10c")
    assert ev.parse_card("1p") is None and ev.parse_card("Ax") is None and ev.parse_card(7) is None


# --- the game: one test per rule --------------------------------------------------

def test_setup_ten_cards_and_future_river_by_player_count():
    """« Donner dix cartes à chaque joueurs. » « 3 cartes dans une partie à 2 joueurs.
    2 cartes pour 3 joueurs, 1 carte pour 4 joueurs, 0 carte pour 5 joueurs. »
    Round 1 moves that future river to the river and turns a new one."""
    for n, f in ((2, 3), (3, 2), (4, 1), (5, 0)):
        s = GAME.start({"joueurs": n}, 3)
        assert all(len(h) == 10 for h in s.hands)
        assert len(s.river) == f and len(s.future) == f
        assert len(s.deck) == 52 - 10 * n - 2 * f
        assert s.to_move() == list(range(n))


def test_river_is_completed_by_one_card_each_revealed_simultaneously():
    """« chaque joueur doit sélectionner 1 carte de sa main et les révéler
    simultanément. ça fera un total de 5 cartes visible maintenant »."""
    s = GAME.start({"joueurs": 3}, 5)
    before = list(s.river)
    first = s.hands[0][0]
    s.play("riviere-" + ev.card_code(first), 0)
    assert s.river == before                       # not revealed yet
    assert first not in s.view(1)["main"] and s.view(1)["riviere"] == before
    assert s.view(1)["ma_carte_riviere"] is None and s.view(0)["ma_carte_riviere"] == first
    assert s.to_move() == [1, 2]
    with pytest.raises(IllegalMove):
        s.play("riviere-" + ev.card_code(s.hands[0][0]), 0)   # already chose
    s.play("riviere-" + ev.card_code(s.hands[1][0]), 1)
    s.play("riviere-" + ev.card_code(s.hands[2][0]), 2)
    assert len(s.river) == 5 and s.river[:2] == before and s.river[2] == first
    assert s.phase == "montrer"


def _to_showdown(s, hands: list[list[str]], river: str):
    """Put chosen cards in place: the river and two-card hands, then reveal."""
    river_cards = C(river)
    used = set(river_cards) | {c for text in hands for c in C(text)}
    s.river = river_cards
    s.phase = "montrer"
    for p, text in enumerate(hands):
        s.hands[p] = C(text) + [c for c in s.hands[p] if c not in used][:3]
    for p, text in enumerate(hands):
        for card in C(text):
            s.play("montrer-" + ev.card_code(card), p)


def _fresh(n, seed=1):
    s = GAME.start({"joueurs": n}, seed)
    # Take every card used by the scenarios out of the way: hands are rebuilt.
    return s


def test_winner_scores_the_round_number():
    """« Le gagnant reçoit des points égaux au nombre de tours en cours. Donc 1 point
    au 1er tour, 2 points au 2e tour, etc. Tous les autres reçoivent 0 point »."""
    s = _fresh(3)
    s.round = 3
    _to_showdown(s, ["Ap Ak", "2p 7c", "3t 8t"], "Ac Rp 9k 5t 4p")
    assert s.points == [3, 0, 0]
    assert s.last_round["gagnants"] == [0]
    assert ev.category(s.last_round["valeurs"][0]) == ev.THREE_OF_A_KIND


def test_tied_winners_split_rounded_up_page_example():
    """« les points seront répartis de manière égale (arrondis au supérieur) [...]
    (par exemple, 2 joueurs sont à égalité pour la victoire au 7e tour, chacun de ces
    joueurs recevra 4 points). »"""
    s = _fresh(3)
    s.round = 7
    # Two equal king-high straights; player 3 only has two pairs.
    _to_showdown(s, ["Rp 9c", "Rk 9k", "2t 2c"], "10c Vp Dk 4t 4p")
    assert s.points == [4, 4, 0]
    s2 = _fresh(4)
    s2.round = 5
    _to_showdown(s2, ["Rp 9c", "Rk 9k", "Rt 9t", "Rc 9p"], "10c Vp Dk 4t 4p")
    assert s2.points == [2, 2, 2, 2]                # 5 / 4 rounded up


def test_best_five_of_seven_uses_board_and_both_cards():
    """« Les 5 cartes pourront être une combinaison de n'importe quelles cartes
    incluant les cartes du "board" [...] et deux cartes individuelles »: a flush with
    both own cards beats a straight from the board alone."""
    s = _fresh(2)
    _to_showdown(s, ["2c 7c", "Ak Dk"], "9c Rc 10p Vk 8c")
    assert ev.category(s.last_round["valeurs"][0]) == ev.FLUSH
    assert ev.category(s.last_round["valeurs"][1]) == ev.STRAIGHT
    assert s.points == [1, 0]


def test_pick_up_reverse_order_winner_last_twice_then_discard_five():
    """« En suivant l'ordre inverse des gains, reprenez une carte de la 'river' ou de
    l'une des cartes révélées [...] le gagnant étant le dernier à prendre une carte.
    Répétez le processus pour que tout le monde récupère un total de 2 cartes.
    Défaussez les 5 cartes restantes »."""
    s = _fresh(3)
    _to_showdown(s, ["Ap Ak", "2p 7c", "3t 8t"], "Ac Rp 9k 5t 4p")
    # Player 2 has only the board's ace high (7 kicker), player 3 has 8 kicker: 2 < 3 < 1.
    assert s.pick_order == [1, 2, 0, 1, 2, 0]
    assert s.to_move() == [1]
    with pytest.raises(IllegalMove) as err:
        s.play("prendre-" + ev.card_code(s.hands[1][0]), 1)
    assert "rivière" in err.value.reason
    sizes = [len(h) for h in s.hands]
    discard_before = len(s.discard)
    for _ in range(6):
        p = s.to_move()[0]
        s.play(s.legal_moves(p)[0], p)
    assert [len(h) for h in s.hands] == [x + 2 for x in sizes]
    assert len(s.discard) == discard_before + 5
    assert s.round == 2 and s.phase == "riviere"


def test_tied_hands_pick_up_in_a_random_order():
    """« un ordre de tour de ramassage aléatoire sera déterminé entre tous les joueurs
    à égalité »: over several seeds both orders of the tied winners occur, and the
    winners still pick after the loser."""
    orders = set()
    for seed in range(12):
        s = _fresh(3, seed)
        s.rng_state = seed * 7919 + 1
        _to_showdown(s, ["Rp 9c", "Rk 9k", "2t 2c"], "10c Vp Dk 4t 4p")
        assert s.pick_order[0] == 2
        orders.add(tuple(s.pick_order[:3]))
    assert orders == {(2, 0, 1), (2, 1, 0)}


def test_eight_rounds_then_most_points_wins():
    """« Répétez l'opération pendant 8 tours. Le gagnant est le joueur qui a le plus
    de points à la fin de la partie. » Each hand loses one card per round (one to the
    river, two revealed, two picked up)."""
    s, moves = play_out(GAME, {"joueurs": 4}, 21)
    assert s.is_over() and s.round == 8
    assert all(len(h) == 2 for h in s.hands)
    best = max(s.points)
    assert s.winners() == [p for p in range(4) if s.points[p] == best]
    assert s.scores() == s.points


def test_hidden_choices_and_hands_are_not_in_other_views():
    """« Tout les joueurs révéleront simultanément leurs deux cartes »: until then a
    choice is hidden, as are other hands and the pioche order."""
    s = GAME.start({"joueurs": 3}, 9)
    s.play(s.legal_moves(0)[0], 0)
    s.play(s.legal_moves(1)[0], 1)
    s.play(s.legal_moves(2)[0], 2)
    s.play(s.legal_moves(0)[0], 0)
    secret = s.shown_choice[0][0]
    v1 = s.view(1)
    assert v1["mes_cartes_montrees"] == [] and v1["main"] == s.hands[1]
    flat = json.dumps(v1)
    for c in s.hands[0] + s.hands[2] + s.deck:
        assert c not in v1["main"]
    assert "deck" not in flat and v1["pioche"] == len(s.deck)
    assert secret not in v1["main"]
    assert s.view(0)["mes_cartes_montrees"] == [secret]


# --- random play, determinism, errors ------------------------------------------------

def _check(s):
    pending = [c for c in s.river_choice if c is not None] + [c for x in s.shown_choice for c in x]
    every = (sum(s.hands, []) + s.deck + s.future + s.river + sum(s.revealed, []) + s.discard
             + pending)
    assert sorted(every) == list(range(52)), "every card exactly once"
    assert all(len(set(h)) == len(h) for h in s.hands)


def test_random_play_conserves_cards_and_scores():
    """Thousands of seeded games: every card exactly once somewhere (checked after
    every move in the first games, at the end in all), scores equal the sum of the
    rounds' awards, 8 rounds, always ends."""
    for k, seed in enumerate(seeds(200, 2000)):
        n = 2 + seed % 4
        bots = ["malin"] + ["hasard"] * (n - 1) if seed % 40 == 0 else ["hasard"] * n
        gains = []

        def check(s, gains=gains, full=k < 100):
            if full:
                _check(s)
            if s.phase == "ramasser" and s.pick_index == 0:
                gains.append(s.last_round["gain"] * len(s.last_round["gagnants"]))

        s, moves = play_out(GAME, {"joueurs": n}, seed, bots, check=check)
        _check(s)
        assert s.is_over() and len(gains) == 8
        assert sum(s.points) == sum(gains)
        # Each round: n river cards, 2n reveals, 2n picks.
        assert len(moves) == 8 * 5 * n


def test_json_round_trip_and_same_seed_same_log():
    s = GAME.start({"joueurs": 3}, 77)
    rng = Rng(1)
    moves = []
    for _ in range(40):
        p = s.to_move()[0]
        m = s.legal_moves(p)[rng.below(len(s.legal_moves(p)))]
        s.play(m, p)
        moves.append((p, m))
    doc = s.to_json()
    again = GAME.from_json(json.loads(json.dumps(doc)))
    assert again.to_json() == doc
    p = again.to_move()[0]
    m = again.legal_moves(p)[0]
    again.play(m, p)
    s.play(m, p)
    assert again.to_json() == s.to_json()
    twin = GAME.start({"joueurs": 3}, 77)
    for p, m in moves + [(p, m)]:
        twin.play(m, p)
    assert twin.events == s.events


def test_illegal_moves_are_explained_and_change_nothing():
    s = GAME.start({"joueurs": 2}, 3)
    before = s.to_json()
    not_mine = s.hands[1][0]
    for move, word in [("riviere-" + ev.card_code(not_mine), "main"),
                       ("riviere-Zz", "carte"),
                       ("montrer-" + ev.card_code(s.hands[0][0]), "moment"),
                       ("prendre-" + ev.card_code(s.hands[0][0]), "moment"),
                       ("danser", "inconnu")]:
        with pytest.raises(IllegalMove) as err:
            s.play(move, 0)
        assert word in err.value.reason
        assert s.to_json() == before


@pytest.mark.parametrize("options, field", [
    ({"joueurs": 6}, "joueurs"), ({"joueurs": "trois"}, "joueurs"), ({"manches": 3}, "manches"),
])
def test_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        GAME.start(options, 1)
    assert err.value.field == field




def test_bot_plays_well_against_random():
    """The default bot wins clearly more than its share against random players."""
    wins = 0
    for seed in range(30):
        s, _ = play_out(GAME, {"joueurs": 3}, seed, ["malin", "hasard", "hasard"])
        wins += 0 in s.winners()
    assert wins >= 20


def test_bot_sees_only_its_view():
    s = GAME.start({"joueurs": 3}, 12)
    for p in range(3):
        s.play(s.legal_moves(p)[0], p)
    view = s.view(1)
    move = SaintPokerBot().choose(view, s.legal_moves(1), Rng(3))
    assert move in s.legal_moves(1)
    other = GAME.from_json(s.to_json())
    other.hands[0], other.hands[2] = other.hands[2], other.hands[0]     # others' secrets differ
    assert SaintPokerBot().choose(other.view(1), other.legal_moves(1), Rng(3)) == move


def test_session_human_then_bots():
    ss = Session("saintpoker", "partie", {"joueurs": 4}, 5)
    snap = ss.snapshot()
    assert snap["to_move"] == [0] and "bga-board" in snap["html"]
    assert "Votre main" in snap["html"]
    ss.play(snap["legal"][0])
    snap = ss.snapshot()
    assert snap["to_move"] == [0] and ss.state.phase == "montrer"
    with pytest.raises(IllegalMove):
        ss.play("prendre-Ap")
    while not ss.state.is_over():
        ss.play(ss.snapshot()["legal"][0])
    assert ss.snapshot()["over"]


# --- the evaluator demo ---------------------------------------------------------------

def test_evaluator_mode_best_hand_and_comparison():
    """« Chaque main de poker sera classée pour déterminer le joueur gagnant. »"""
    s = CALC.start({"main_a": ["Ap", "Ak", "Rc", "Rt", "2c", "2p", "9k"],
                    "main_b": ["Ac", "At", "Rp", "Rk", "Dc"]}, 1)
    r = s.results()
    assert r["mains"][0]["nom"].startswith("Deux paires, as et rois")
    assert "La main A" not in r["comparaison"] and "Égalité" not in r["comparaison"]
    assert "dame contre neuf" in r["comparaison"]
    assert len(r["mains"][0]["cinq"]) == 5
    before = s.to_json()
    with pytest.raises(IllegalMove) as err:
        s.play("carte-Ac")                   # in hand B while A is active
    assert "main B" in err.value.reason and s.to_json() == before
    with pytest.raises(IllegalMove):
        s.play("carte-3t")                   # hand A is full (7)
    s.play("carte-9k")                       # remove
    s.play("carte-Dk")                       # A: kicker queen -> tie with B
    assert "Égalité" in s.results()["comparaison"]
    s.play("main-b")
    s.play("vider")
    assert "au moins cinq" in s.results()["comparaison"]
    html = CALC.render(s, 0, s.legal_moves(0))
    assert "bga-grid" in html and "<script" not in html


@pytest.mark.parametrize("options, field", [
    ({"main_a": "Ap"}, "main_a"), ({"main_a": ["Ap", "Ap"]}, "main_a"),
    ({"main_b": ["Xx"]}, "main_b"), ({"main_a": ["Ap"], "main_b": ["Ap"]}, "main_b"),
    ({"main_a": [c for c in "2p 3p 4p 5p 6p 7p 8p 9p".split()]}, "main_a"), ({"riviere": []}, "riviere"),
])
def test_evaluator_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        CALC.start(options, 1)
    assert err.value.field == field


# --- added by redraw-rest: the evaluator fits a phone (issue 23) ------------------------------

def test_evaluator_marks_the_five_kept_cards_in_the_hand():
    """The page's first example was 1.84 phone screens: each hand is one row of small cards in
    which the five cards kept for the best hand are marked ✓ (« retenue » in their names),
    instead of the five drawn a second time."""
    import re
    s = CALC.start({"main_a": ["Ap", "Ak", "Rc", "Rt", "2c", "2p", "9k"]}, 1)
    html = CALC.render(s, 0, s.legal_moves(0))
    hand = html[html.index('aria-label="Main A"'):]
    hand = hand[:hand.index("Meilleure main")]
    assert hand.count(", retenue</span>") == 5 and hand.count("bga-selected") == 5
    assert len(re.findall(r'class="bga-card bga-pcard bga-small', hand)) == 7
    assert "retenues :" not in html
