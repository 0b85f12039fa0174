"""Turn the Tide: every rule of the page « Gamehelpturnthetide », then random
play, round trips, refusals, options, the page's positions and a golden game."""

import json
from collections import Counter

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.turnthetide import rules as R
from engine.games.turnthetide.bots import LifeguardBot
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from playthroughs import seeds

GAME = get_game("turnthetide", "partie")


def fresh(players=4, seed=1):
    return GAME.start({"joueurs": players}, seed)


def position(players, hands, face_up, buoys=None, stacks=None, trick=1):
    """A trick about to be played: `hands[p]` the weather cards of p."""
    s = fresh(players)
    s.hands = [list(h) for h in hands]
    s.buoys = list(buoys if buoys is not None else [3] * players)
    s.buoys_start = list(s.buoys)
    s.stacks = [list(x) for x in (stacks or [[] for _ in range(players)])]
    s.face_up = list(face_up)
    s.trick = trick
    return s


def play_trick(s, cards):
    for p, c in enumerate(cards):
        if c is not None:
            s.play(f"jouer-{c}", p)


# --- Composants et mise en place -----------------------------------------------------------

def test_components():
    """« 60 cartes météo (cartes numérotées de 1 à 60) », « 24 cartes marée
    (2 séries de cartes numérotées de 1 à 12) »"""
    assert R.WEATHER == list(range(1, 61))
    assert Counter(R.TIDES) == {v: 2 for v in range(1, 13)}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_twelve_cards_and_two_tide_piles(players):
    """« Chaque joueur reçoit 12 cartes météo. » « Les 24 cartes marée sont
    mélangées, deux piles de 12 cartes sont constituées. » « La première carte
    de chaque pile marée est retournée face visible »"""
    s = fresh(players, seed=players)
    assert [len(h) for h in s.hands] == [12] * players
    assert len({c for h in s.hands for c in h}) == 12 * players
    assert len(s.unused) == 60 - 12 * players
    assert [len(p) for p in s.piles] == [11, 11] and len(s.face_up) == 2
    assert sorted(s.piles[0] + s.piles[1] + s.face_up) == sorted(R.TIDES)


@pytest.mark.parametrize("card,halves", [(1, 0), (12, 0), (13, 1), (24, 1), (25, 2), (36, 2),
                                         (37, 1), (48, 1), (49, 0), (60, 0)])
def test_buoys_per_card(card, halves):
    """« 0 bouée : Cartes de 1 à 12 et de 49 à 60. - 1/2 bouée : Cartes de 13 à
    24 et de 37 à 48. - 1 bouée : Cartes de 25 à 36. »"""
    assert R.half_buoys(card) == halves


def test_buoys_rounded_down():
    """« prennent autant de jetons bouées de sauvetage (arrondi à l'inférieur)
    que le total de bouées présent sur leur 12 cartes »"""
    hand = [13, 14, 15, 25, 1, 2, 3, 49, 50, 51, 52, 53]     # 3 × ½ + 1 = 2,5
    assert R.buoy_count(hand) == 2 and R.buoy_detail(hand)["exact"] == "2,5"
    for seed in range(10):
        s = fresh(4, seed)
        assert s.buoys == [R.buoy_count(h) for h in s.hands]


# --- Un tour --------------------------------------------------------------------------------

def test_simultaneous_hidden_choice():
    """« Les joueurs choisissent une carte de leur main et la pose face cachée, dès
    que tous les joueurs ont choisi leur carte, ces dernières sont révélées. »"""
    s = fresh(4, seed=2)
    assert s.to_move() == [0, 1, 2, 3]
    card = s.hands[2][0]
    s.play(f"jouer-{card}", 2)
    assert s.to_move() == [0, 1, 3]
    for viewer in (0, 1, 3, None):
        v = s.view(viewer)
        assert v["ont_choisi"][2] is True and card not in v.get("main", []) and v.get("choix") is None
        assert card not in [c for h in [v.get("jouees", [])] for c in h]
    assert s.view(2)["choix"] == card
    assert s.last_trick is None


@pytest.mark.parametrize("cards,taken", [
    ([50, 20, 35, 10], {"0": 2, "2": 9}),
    ([5, 60, 59, 1], {"1": 2, "2": 9}),
])
def test_strongest_takes_lowest_second_takes_highest(cards, taken):
    """« La carte météo la plus forte récupère la carte de marée la plus basse, la
    seconde plus forte carte météo prend la carte marée la plus élevée. »"""
    s = position(4, [[c, 21 + i] for i, c in enumerate(cards)], [9, 2])
    play_trick(s, cards)
    assert s.last_trick["pris"] == taken
    for k, tide in taken.items():
        assert s.stacks[int(k)] == [tide]
    assert sum(len(st) for st in s.stacks) == 2


def test_new_tide_card_covers_the_previous_one():
    """« un joueur qui récupère à nouveau une carte marée, cette dernière recouvre
    la précédente (le niveau de marée peut donc fluctuer) »"""
    s = position(3, [[60, 1], [30, 2], [20, 3]], [4, 11], stacks=[[12], [], []], buoys=[3, 3, 3])
    play_trick(s, [60, 30, 20])
    assert s.stacks[0] == [12, 4] and s.level(0) == 4     # the level went down
    assert s.level(1) == 11


def test_highest_tide_turns_a_lifebuoy():
    """« A la fin du tour, le joueur possédant la carte marée la plus élevée
    retourne un jeton bouée de sauvetage face cachée. »"""
    s = position(4, [[60, 1], [50, 2], [10, 3], [11, 4]], [5, 8], stacks=[[], [], [3], [6]])
    play_trick(s, [60, 50, 10, 11])
    assert s.buoys == [3, 2, 3, 3] and s.last_trick["bouee"] == [1]


def test_tied_highest_tides_all_turn_a_lifebuoy():
    """Two series of 1 to 12: two players can share the highest tide; both turn a
    lifebuoy (lecture retenue)."""
    s = position(4, [[60, 1], [50, 2], [10, 3], [11, 4]], [5, 8], stacks=[[], [], [8], [2]])
    play_trick(s, [60, 50, 10, 11])
    assert s.buoys == [3, 2, 2, 3]


def test_played_card_goes_face_down():
    """« La carte météo jouée par les joueurs est retournée face cachée dans une défausse »"""
    s = position(3, [[60, 1], [50, 2], [10, 3]], [5, 8])
    play_trick(s, [60, 50, 10])
    assert s.played == [[60], [50], [10]] and s.hands == [[1], [2], [3]]
    assert s.view(1)["jouees"] == [50] and "jouees" not in s.view(None)


def test_elimination_when_no_lifebuoy_left():
    """« Un joueur est considéré comme éliminé si à la fin du tour il ne peut plus
    retourner de jeton bouée. »"""
    s = position(4, [[60, 1], [50, 2], [10, 3], [11, 4]], [5, 8], buoys=[2, 0, 2, 2])
    play_trick(s, [60, 50, 10, 11])
    assert s.eliminated == [False, True, False, False]
    assert s.to_move() == [0, 2, 3] and s.legal_moves(1) == []
    with pytest.raises(IllegalMove):
        s.play("jouer-2", 1)


def test_round_ends_when_two_players_remain():
    """« La manche prend fin quand les joueurs ont joué la totalité de leur main ou
    s'il ne reste plus que deux joueurs en jeu car les autres joueurs ont été
    éliminés. »"""
    s = position(3, [[60, 1], [50, 2], [10, 3]], [5, 8], buoys=[2, 0, 2])
    play_trick(s, [60, 50, 10])
    assert s.round == 2 and s.round_scores[0] == [2, -1, 2 + 1]


def test_round_ends_when_hands_are_played():
    s = position(3, [[60], [50], [10]], [5, 8], buoys=[2, 2, 2], trick=12)
    s.piles = [[], []]
    play_trick(s, [60, 50, 10])
    # Player 1 has the highest tide (8) and turns a buoy; player 2 has none: lowest.
    assert s.round == 2 and s.round_scores[0] == [2, 1, 2 + 1]


# --- Fin de manche et score ----------------------------------------------------------------

def test_round_score():
    """« A leur nombre de bouées restantes. - Un joueur sans bouée marque zéro
    point. - Un joueur éliminé marque -1 point. - Un point additionnel est
    attribué au joueur possédant la carte de marée la plus faible. »"""
    s = position(5, [[60], [50], [10], [11], [12]], [5, 8], buoys=[0, 4, 1, 2, 0],
                 stacks=[[], [], [3], [6], [9]], trick=12)
    s.eliminated = [False, False, False, False, True]
    s.piles = [[], []]
    play_trick(s, [60, 50, 10, 11, None])
    # Tides after: 0→5, 1→8 (highest: turns a buoy), 2→3 (lowest), 3→6.
    assert s.round_scores[0] == [0, 3, 1 + 1, 2, -1]


def test_no_tide_card_counts_as_lowest():
    """« Si un joueur ne possède pas de carte marée, il est considéré comme ayant
    la carte marée la plus faible. »"""
    assert R.lowest_tide({0: 3, 1: None, 2: 1}) == [1]
    assert R.lowest_tide({0: 3, 1: None, 2: None}) == [1, 2]
    s = position(3, [[60], [50], [10]], [1, 2], buoys=[1, 1, 1], trick=12, stacks=[[], [], []])
    s.piles = [[], []]
    play_trick(s, [60, 50, 10])
    assert s.round_scores[0] == [1, 0, 1 + 1]


# --- Nouvelle manche et fin de partie -----------------------------------------------------------

def test_hands_and_buoys_pass_left_and_each_hand_is_played_by_everyone():
    """« Les 12 cartes jouées et les bouées sont données au joueur suivant (à
    gauche/sens horaire), les cartes marées sont mélangées et redisposées en deux
    piles de 12 cartes. [...] Ainsi tous les joueurs joueront une fois avec chaque main. »"""
    s = fresh(4, seed=9)
    first = [list(h) for h in s.round_hands]
    seen = {p: [sorted(s.hands[p])] for p in range(4)}
    rounds = 1
    while not s.is_over():
        before = s.round
        mover = s.to_move()[0]
        s.play(s.legal_moves(mover)[0], mover)
        if s.round != before and not s.is_over():
            rounds += 1
            assert s.round_hands == [first[(p - (s.round - 1)) % 4] for p in range(4)]
            assert s.buoys == [R.buoy_count(h) for h in s.round_hands]
            assert sorted(s.piles[0] + s.piles[1] + s.face_up) == sorted(R.TIDES)
            for p in range(4):
                seen[p].append(sorted(s.hands[p]))
    assert rounds == 4 and len(s.round_scores) == 4
    for p in range(4):
        assert sorted(map(tuple, seen[p])) == sorted(tuple(sorted(h)) for h in first)


def test_game_total_and_shared_victory():
    """« A la fin de la dernière manche, les scores de chaque manche sont additionnés
    et le joueur avec le plus grand score l'emporte. En cas d'égalité la victoire
    est partagée. »"""
    for seed in range(200):
        s, _ = play_out(GAME, {"joueurs": 3}, seed)
        assert s.total == [sum(r[p] for r in s.round_scores) for p in range(3)]
        best = max(s.total)
        assert s.winners() == [p for p in range(3) if s.total[p] == best]
    shared = [seed for seed in range(300) if len(play_out(GAME, {"joueurs": 3}, seed)[0].winners()) > 1]
    assert shared


# --- Random play, round trips, refusals, options -----------------------------------------------

def check_invariants(s):
    n = s.players
    weather = [c for h in s.hands for c in h] + [c for pl in s.played for c in pl]
    weather += [c for c in s.choices if c is not None] + s.unused
    assert sorted(weather) == R.WEATHER
    tides = s.piles[0] + s.piles[1] + s.face_up + [t for st in s.stacks for t in st]
    assert sorted(tides) == sorted(R.TIDES)
    assert all(0 <= s.buoys[p] <= s.buoys_start[p] for p in range(n))
    assert s.total == [sum(r[p] for r in s.round_scores) for p in range(n)]
    for r in s.round_scores:
        assert all(-1 <= v <= 13 for v in r)
    if not s.is_over():
        assert len(s.active()) >= 3
        for p in s.active():
            assert len(s.hands[p]) + len(s.played[p]) + (s.choices[p] is not None) == 12


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games_keep_invariants_and_end(players):
    for seed in seeds(120, 1000):
        bots = ["hasard"] * players if seed % 2 else ["prudent"] + ["hasard"] * (players - 1)
        check = check_invariants if seed % 5 == 0 else None
        s, _ = play_out(GAME, {"joueurs": players}, seed, bots, check=check)
        assert s.is_over() and s.round == players and len(s.round_scores) == players
        check_invariants(s)


def test_prudent_bot_beats_random():
    mine = theirs = 0
    for seed in range(300):
        s, _ = play_out(GAME, {"joueurs": 4}, seed, ["prudent", "hasard", "hasard", "hasard"])
        mine += s.total[0]
        theirs += sum(s.total[1:]) / 3
    assert mine > 1.5 * theirs


def test_bot_uses_its_view_only():
    s = fresh(4, seed=3)
    view = s.view(2)
    assert view["main"] == sorted(s.hands[2]) and "main" not in s.view(None)
    move = LifeguardBot().choose(view, s.legal_moves(2), Rng(0))
    assert move in s.legal_moves(2)
    # With the highest tide and a low card on offer, it grabs it with its best card.
    t = position(3, [[60, 1], [50, 2], [10, 3]], [2, 5], stacks=[[11], [4], [3]])
    assert LifeguardBot().choose(t.view(0), t.legal_moves(0), Rng(0)) == "jouer-60"
    assert LifeguardBot().choose(t.view(2), t.legal_moves(2), Rng(0)) == "jouer-3"


def test_json_round_trip_mid_game_and_same_seed_same_log():
    s, moves = play_out(GAME, {"joueurs": 5}, 8, ["prudent"] * 5)
    half = GAME.start({"joueurs": 5}, 8)
    for p, m in moves[: len(moves) // 2]:
        half.play(m, p)
    back = GAME.from_json(json.loads(json.dumps(half.to_json())))
    assert back.to_json() == half.to_json()
    for p, m in moves[len(moves) // 2:]:
        back.play(m, p)
    assert back.is_over() and back.scores() == s.scores()
    a = Session("turnthetide", "partie", {"joueurs": 4}, seed=6, seats=["prudent"] * 4)
    b = Session("turnthetide", "partie", {"joueurs": 4}, seed=6, seats=["prudent"] * 4)
    assert a.state.is_over() and a.log == b.log and a.moves == b.moves


@pytest.mark.parametrize("move,reason", [
    ("jouer-61", "de 1 à 60"), ("jouer-x", "coup inconnu"), ("passer", "coup inconnu"),
])
def test_illegal_moves(move, reason):
    s = fresh(4, seed=5)
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play(move, 0)
    assert reason in err.value.reason
    assert json.dumps(s.to_json(), sort_keys=True) == before
    other = next(c for c in R.WEATHER if c not in s.hands[0])
    with pytest.raises(IllegalMove) as err:
        s.play(f"jouer-{other}", 0)
    assert "pas la carte météo" in err.value.reason
    assert json.dumps(s.to_json(), sort_keys=True) == before
    s.play(f"jouer-{s.hands[0][0]}", 0)
    middle = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play(f"jouer-{s.hands[0][0]}", 0)     # a second card in the same trick
    assert "pas à ce joueur" in err.value.reason
    assert json.dumps(s.to_json(), sort_keys=True) == middle


@pytest.mark.parametrize("options,field", [
    ({"joueurs": 2}, "joueurs"), ({"joueurs": 6}, "joueurs"), ({"joueurs": "4"}, "joueurs"),
    ({"manches": 2}, "manches"),
])
def test_bad_options_name_the_field(options, field):
    with pytest.raises(ScenarioError) as err:
        GAME.start(options, 1)
    assert err.value.field == field


def test_session_human_move_then_bots():
    session = Session("turnthetide", "partie", {"joueurs": 3}, seed=2)
    snap = session.snapshot()
    assert snap["to_move"] == [0] and all(session.state.choices[p] is not None for p in (1, 2))
    html = snap["html"]
    assert "Cartes marée retournées" in html and "<script" not in html
    for c in session.state.hands[0]:
        assert f'data-move="jouer-{c}"' in html
    session.play(snap["legal"][0])
    assert session.state.trick == 2 and session.state.last_trick is not None
    assert "Tour précédent" in session.snapshot()["html"]


# --- Golden game -----------------------------------------------------------------------------



# --- The page's examples: positions of the game -------------------------------------------------

TIDE_EXAMPLE = {"main": [5, 16, 29, 33, 44, 51, 57, 59, 60], "marees": [3, 10], "niveaux": [0, 2, 9, 6],
                "meteo": [12, 58, 7]}


def test_a_hand_takes_its_lifebuoys_rounded_down():
    """« prennent autant de jetons bouées de sauvetage (arrondi à l'inférieur) que le total de bouées
    présent sur leur 12 cartes »: 5 cards of ½ and 2 of 1 make 4,5, so 4 tokens."""
    hand = [3, 14, 22, 25, 30, 38, 41, 47, 50, 55, 58, 60]
    s = GAME.start({"joueurs": 4, "position": {"main": hand}}, 5)
    assert s.hands[0] == hand and s.trick == 1 and s.buoys[0] == 4 == s.buoys_start[0]
    for p in range(4):  # every hand is twelve cards and takes its own buoys
        assert len(s.round_hands[p]) == 12 and s.buoys[p] == R.buoy_count(s.round_hands[p])
    assert len(set(sum(s.round_hands, []) + s.unused)) == 60
    html = GAME.render(s, 0, s.legal_moves(0))
    assert "Bouées de votre main : 5 × ½ + 2 × 1 = 4,5, arrondi à l&#x27;inférieur : 4." in html


def test_the_strongest_weather_takes_the_lowest_tide_and_the_highest_tide_turns_a_buoy():
    """« La carte météo la plus forte récupère la carte de marée la plus basse, la seconde plus forte
    carte météo prend la carte marée la plus élevée » ; « le joueur possédant la carte marée la plus
    élevée retourne un jeton bouée »: the others laid 12, 58 and 7 face down, tides 3 and 10."""
    s = GAME.start({"joueurs": 4, "position": TIDE_EXAMPLE}, 5)
    assert s.to_move() == [0] and s.trick == 4 and s.face_up == [3, 10]
    assert [len(h) for h in s.hands] == [9, 8, 8, 8] and [len(p) for p in s.piles] == [8, 8]
    v = s.view(0)  # the cards laid face down: seen as laid, not read
    assert v["ont_choisi"] == [False, True, True, True] and v["choix"] is None and 58 not in v["jouees"]
    before = list(s.buoys)
    s.play("jouer-44", 0)         # 58 takes 3, 44 takes 10: the reader's 10 is now the highest
    assert s.stacks[2][-1] == 3 and s.stacks[0][-1] == 10
    assert s.buoys[0] == before[0] - 1 and s.buoys[1:] == before[1:]
    s2 = GAME.start({"joueurs": 4, "position": TIDE_EXAMPLE}, 5)
    s2.play("jouer-60", 0)        # 60 takes 3, 58 takes 10: Joueur 3 turns a buoy
    assert s2.stacks[0][-1] == 3 and s2.stacks[2][-1] == 10
    assert s2.buoys[2] == s2.buoys_start[2] - 1 and s2.buoys[0] == s2.buoys_start[0]


@pytest.mark.parametrize("position,words", [
    ({"main": [1, 1]}, "différentes"), ({"main": [0]}, "de 1 à 60"), ({"main": list(range(1, 14))}, "de 1 à 12"),
    ({"main": [1], "marees": [0, 5]}, "marees"), ({"main": [1], "niveaux": [0, 0, 0, 13]}, "niveaux"),
    ({"main": list(range(1, 13)), "niveaux": [1, 0, 0, 0]}, "au plus"), ({"main": [5], "meteo": [1, 2]}, "meteo"),
    ({"main": [5], "meteo": [5, 6, 7]}, "deux fois"), ({"main": [5], "marees": [4, 4], "niveaux": [4, 0, 0, 0]}, "deux exemplaires"),
    ({"cartes": [1]}, "clés"),
])
def test_a_wrong_position_names_what_is_wrong(position, words):
    with pytest.raises(ScenarioError) as err:
        GAME.start({"joueurs": 4, "position": position}, 0)
    assert err.value.field == "position" and words in str(err.value)


# --- added by i23-home-phone: the game fits a phone ----------------------------------------

def test_scores_by_round_fold_away_and_seat_lines_are_short():
    session = Session("turnthetide", "partie", {"joueurs": 4}, seed=5)
    html = session.snapshot()["html"]
    assert '<details class="bga-zone bga-scores"><summary>Scores par manche</summary><table' in html
    assert "Bouées : " not in html and "·" not in html  # the buoys' group says their count
    assert 'aria-label="3 bouée(s) sur 3"' in html
    assert "Cartes marée retournées (manche 1 sur 4, tour 1 sur 12)" in html
