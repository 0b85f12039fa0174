"""The core API, on the tiny fixture game `countdown` and the shared mechanics."""

import json

import pytest

from countdown import Countdown
from engine.cards import deal, draw
from engine.core import CHANCE, IllegalMove, ScenarioError
from engine.games import _REGISTRY, register
from engine.markup import el, esc, move_button, text
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from engine.tricks import must_follow, trick_winner

GAME = Countdown()


@pytest.fixture(autouse=True)
def countdown_registered():
    """The fixture game is reachable by Session only while these tests run
    (other suites list every registered game)."""
    added = ("countdown", "partie") not in _REGISTRY
    if added:
        register(Countdown)
    yield
    if added:
        del _REGISTRY[("countdown", "partie")]


def test_rng_sequence_is_fixed():
    """The generator is SplitMix64: these values must never change, or every
    share link and golden game would replay differently."""
    rng = Rng(0)
    assert [rng.bits64() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_rng_below_is_uniform_enough_and_in_range():
    rng = Rng(42)
    counts = [0] * 6
    for _ in range(60000):
        counts[rng.below(6)] += 1
    assert all(9000 < c < 11000 for c in counts)
    with pytest.raises(ValueError):
        rng.below(0)


def test_shuffle_is_a_permutation_and_seeded():
    a, b = list(range(20)), list(range(20))
    Rng(7).shuffle(a)
    Rng(7).shuffle(b)
    assert a == b and sorted(a) == list(range(20)) and a != list(range(20))


def test_chance_step_then_moves():
    state = GAME.start({}, seed=3)
    assert state.to_move() == [CHANCE]
    assert len(state.chance_outcomes()) == 6
    state.play(state.sample_chance(), CHANCE)
    assert state.to_move() == [0] and 5 <= state.pile <= 10


def test_illegal_move_names_rule_and_changes_nothing():
    state = GAME.start({"pile": 4}, seed=1)
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        state.play("prendre-3")
    assert "1 ou 2" in str(err.value)
    with pytest.raises(IllegalMove) as err:
        state.play("prendre-1", player=1)
    assert "pas à ce joueur" in str(err.value)
    assert json.dumps(state.to_json(), sort_keys=True) == before


def test_json_round_trip_is_exact_and_play_continues_identically():
    state = GAME.start({"pile": 9}, seed=5)
    state.play("prendre-2")
    doc = json.loads(json.dumps(state.to_json()))
    twin = GAME.from_json(doc)
    assert twin.to_json() == state.to_json()
    for s in (state, twin):
        s.play("prendre-1")
    assert twin.to_json() == state.to_json()
    with pytest.raises(ScenarioError):
        GAME.from_json({"jeu": "autre", "mode": "partie", "data": {}})


def test_clone_is_independent():
    state = GAME.start({"pile": 9}, seed=5)
    twin = state.clone()
    twin.play("prendre-1")
    assert state.pile == 9 and twin.pile == 8


def test_game_over_refuses_moves():
    state = GAME.start({"pile": 1}, seed=5)
    state.play("prendre-1")
    assert state.is_over() and state.winners() == [0]
    with pytest.raises(IllegalMove, match="terminée"):
        state.play("prendre-1")


def test_options_are_validated_with_the_field_named():
    with pytest.raises(ScenarioError) as err:
        GAME.start({"taille": 3}, seed=1)
    assert err.value.field == "taille" and "inconnue" in str(err.value)
    with pytest.raises(ScenarioError, match="entre 0 et 30"):
        GAME.start({"pile": 99}, seed=1)
    with pytest.raises(ScenarioError, match="entier"):
        GAME.start({"pile": "3"}, seed=1)


def test_session_bots_undo_restart_and_replay():
    s = Session("countdown", seed=3, seats=["humain", "hasard"])
    first = s.snapshot()
    assert first["to_move"] == [0] and first["legal"] == ["prendre-1", "prendre-2"]
    s.play("prendre-1")
    assert len(s.moves) >= 2  # the bot answered
    replay = Session("countdown", seed=3, seats=["humain", "hasard"], moves=s.moves)
    assert replay.state.to_json() == s.state.to_json() and replay.log == s.log
    assert s.undo()
    assert s.snapshot()["log"] == first["log"]
    with pytest.raises(IllegalMove):
        s.play("prendre-7")
    assert s.snapshot()["log"] == first["log"]
    s.restart(seed=4)
    assert s.seed == 4 and s.moves[0][0] == CHANCE


def test_session_rejects_bad_parameters():
    with pytest.raises(ScenarioError, match="graine"):
        Session("countdown", seed=-1)
    with pytest.raises(ScenarioError, match="sièges"):
        Session("countdown", seats=["humain"])
    with pytest.raises(ScenarioError, match="bot"):
        Session("countdown", seats=["humain", "inconnu"])
    with pytest.raises(ScenarioError, match="jeu"):
        Session("pas-un-jeu")
    with pytest.raises(ScenarioError, match="coup n° 2"):
        Session("countdown", seats=["humain", "humain"], moves=[[CHANCE, "de-1"], [0, "prendre-9"]])


def test_random_playouts_end():
    for seed in range(200):
        state, moves = play_out(GAME, {}, seed)
        assert state.is_over() and sum(state.scores()) == 1


def test_markup_escapes_everything():
    hostile = '<script>alert(1)</script>" onmouseover="x'
    html = el("div", text("p", hostile), move_button(hostile, hostile, []), title=hostile)
    assert "<script" not in html and 'onmouseover="x' not in html
    assert esc("&") == "&amp;"
    assert "bga-legal" in move_button("a", "A", ["a"]) and "bga-legal" not in move_button("b", "B", ["a"])


def test_draw_reshuffles_the_discard_when_the_deck_is_empty():
    state = GAME.start({"pile": 3}, seed=2)
    state.deck, state.discard = [1], [2, 3, 4]
    assert draw(state) == 1
    card = draw(state)
    assert card in (2, 3, 4) and state.discard == [] and len(state.deck) == 2
    assert "mélangée" in state.events[-1]
    state.deck, state.discard = [], []
    assert draw(state) is None
    state.deck = list(range(6))
    hands = [[], []]
    deal(state, hands, 3)
    assert hands == [[5, 3, 1], [4, 2, 0]]


def test_follow_suit_and_trick_winner():
    suit = lambda c: c[1]
    rank = lambda c: c[0]
    hand = [(3, "h"), (9, "s"), (5, "h")]
    assert must_follow(hand, "h", suit) == [(3, "h"), (5, "h")]
    assert must_follow(hand, "d", suit) == hand
    assert must_follow(hand, None, suit) == hand
    trick = [(5, "h"), (9, "s"), (7, "h"), (2, "d")]
    assert trick_winner(trick, suit, rank) == 2
    assert trick_winner(trick, suit, rank, trump="d") == 3
    assert trick_winner(trick, suit, rank, trump="s") == 1
    assert trick_winner([(2, "c"), (9, "s"), (3, "c")], suit, rank, trump="h") == 2


def test_inlined_below_and_shuffle_follow_the_splitmix_sequence():
    """`below` and `shuffle` inline the generator step for speed: they must draw
    exactly what `next_state` gives, rejection included (n near 2**64 redraws)."""
    from engine.rng import MASK64, next_state

    def ref_below(state, n):
        limit = (MASK64 + 1) - (MASK64 + 1) % n
        while True:
            state, x = next_state(state)
            if x < limit:
                return state, x % n

    for seed in range(300):
        for n in (1, 2, 6, 94, 2**63 + 5, 2**64 - 1):
            rng = Rng(seed * 7919)
            value = rng.below(n)
            assert (rng.state, value) == ref_below(seed * 7919, n)
        items, expected, state = list(range(40)), list(range(40)), seed
        for i in range(len(expected) - 1, 0, -1):
            state, j = ref_below(state, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        rng = Rng(seed)
        rng.shuffle(items)
        assert items == expected and rng.state == state


# --- one strict rule for moves (issue 8) ---------------------------------------

def test_parse_number_reads_only_the_engine_spelling():
    from engine.core import parse_number

    assert [parse_number(t) for t in ("0", "7", "12", "999999999")] == [0, 7, 12, 999999999]
    for odd in ("", "05", "00", "+5", "-5", " 5", "5 ", "²", "٥", "１", "५", "5.0", "1_0",
                "1" * 10, "9" * 5000, None, 5, b"5"):
        assert parse_number(odd) is None, odd


@pytest.mark.parametrize("game_id,mode,moves", [
    ("turnthetide", "partie", ["jouer-²", "jouer-٥", "jouer-05", "jouer-１"]),
    ("red7", "calculateur", ["carte-ROUGE1", "carte- rouge1", "carte-rouge-1", "joueur-²", "joueur-٢"]),
    ("saintpoker", "evaluateur", ["carte- 7p", "carte-7P", "carte-07p"]),
    ("regicide", "partie", ["suivant-٢", "suivant-02", "jouer-", "jouer-٥p", "defendre--"]),
])
def test_odd_spellings_from_the_issue_are_refused_in_french(game_id, mode, moves):
    from engine.games import get_game

    state = get_game(game_id, mode).start({}, 4)
    before = json.dumps(state.to_json(), sort_keys=True)
    for move in moves:
        with pytest.raises(IllegalMove) as err:
            state.play(move, state.to_move()[0])
        assert err.value.reason and "Error" not in err.value.reason
    assert json.dumps(state.to_json(), sort_keys=True) == before


def test_non_string_moves_and_non_int_players_are_refused():
    state = GAME.start({"pile": 4}, seed=1)
    before = json.dumps(state.to_json(), sort_keys=True)
    for move in (None, 7, {}, b"x", ["prendre-1"]):
        with pytest.raises(IllegalMove) as err:
            state.play(move)
        assert "texte" in err.value.reason
    for player in (True, False, 0.0, "0"):
        with pytest.raises(IllegalMove) as err:
            state.play("prendre-1", player)
        assert "siège" in err.value.reason
    assert json.dumps(state.to_json(), sort_keys=True) == before


def test_a_why_illegal_that_raises_gives_the_generic_refusal():
    state = GAME.start({"pile": 4}, seed=1)
    type(state).why_illegal, saved = (lambda self, m, p: int(m)), type(state).why_illegal
    try:
        with pytest.raises(IllegalMove) as err:
            state.play("prendre-²")
        assert "pas possible" in err.value.reason
    finally:
        type(state).why_illegal = saved


# --- sessions: long all-bot games ------------------------------------------------

def test_longest_all_bot_game_plays_out():
    """Flip 7 with its most players and its highest goal: about 20,000 automatic
    moves, which used to stop on an English « too many automatic moves »."""
    session = Session("flip7", "partie", {"joueurs": 12, "objectif": 10_000}, seed=1, seats=["prudent"] * 12)
    assert session.state.is_over() and len(session.moves) > 10_000


def test_a_game_that_never_ends_is_refused_in_french():
    from engine.core import Game, State

    class EndlessState(State):
        def to_move(self):
            return [0]

        def legal_moves(self, player=None):
            return ["attendre"]

        def _apply(self, move, player):
            pass

    class Endless(Game):
        id = "sansfin"
        state_class = EndlessState

        def start(self, options, seed):
            return EndlessState(self, 1, seed)

    register(Endless)
    try:
        with pytest.raises(ScenarioError) as err:
            Session("sansfin", "partie", {}, seed=1, seats=["hasard"])
        assert "sans que la partie finisse" in str(err.value)
    finally:
        del _REGISTRY[("sansfin", "partie")]
