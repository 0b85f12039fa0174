"""Every mode, under every option a demo block may give.

The other contract tests start each mode with its defaults or its example
options only; a crash that needs four players and a full draw pile went
unseen that way (issue 20). Here the option sets are derived from each mode's
own declaration (`engine/options.py`):

- an `Integer` (and `PlayerCount`) takes its bounds, the values next to them
  and its default (every value when the range is small);
- a `Choice` every choice; a `Flag` both ways;
- a `Structured` option (cards, a position…) its default (left out of the
  block) and its example;

combined pairwise (every pair of values of two options is in some set),
the rest of each set drawn with a fixed seed. Each set the option reader
accepts is started and played, random and bot moves mixed, to the end or a
step cap, and at every step:

- nothing raises;
- no dead end: if someone is to move and the game is not over, each mover
  has a legal move; if no one is to move, the game is over;
- the state survives JSON unchanged.

Fixed seeds in the README's test command; under `scripts/hunt.sh`
(BGA_CHASSE=1) fresh seeds, more sets per mode and longer walks."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from engine.bots import bot_names, make_bot
from engine.core import CHANCE, ScenarioError
from engine.games import all_games
from engine.options import Choice, Flag, Integer, Structured
from engine.rng import Rng

from playthroughs import HUNT, seeds

GAMES = sorted(all_games(), key=lambda g: (g.id, g.mode))
IDS = [f"{g.id}-{g.mode}" for g in GAMES]

LEAVE_OUT = object()
"""An option left out of the block: the reader fills in its default."""

LONG_WALK = 1000 if HUNT else 250
"""Moves played from a mode's first option set (a whole game often ends sooner):
a dead end may wait for the map to fill or the draw pile to run out."""

SHORT_WALK = 200 if HUNT else 30
"""Moves played from each other option set."""

WALKS = 3
"""Seeds played from each option set under the hunt (one in the test command)."""


def option_values(option) -> list:
    """The values of one declared option that the sets must cover."""
    if isinstance(option, Integer):
        lo, hi = option.lo, option.hi
        if hi - lo <= 5:
            values = list(range(lo, hi + 1))
        else:
            values = [lo, lo + 1, hi - 1, hi]
        if option.default is None:
            values.append(LEAVE_OUT)             # derived from the rest of the block
        elif option.default not in values:
            values.append(option.default)
        return values
    if isinstance(option, Choice):
        return list(option.choices)
    if isinstance(option, Flag):
        return [False, True]
    if isinstance(option, Structured):
        values = [LEAVE_OUT]
        example = option.example()
        if example is not None and example != option.default:
            values.append(example)
        return values
    raise AssertionError(f"option {option.name}: type {type(option).__name__} not covered")


def pairwise(domains: list[list], rnd: random.Random, tries: int = 30) -> list[tuple]:
    """Rows (one value index per domain) such that every pair of values of two
    domains appears in some row: a greedy covering, each row the best of
    `tries` seeded candidates (AETG-style)."""
    if not domains:
        return [()]
    if len(domains) == 1:
        return [(i,) for i in range(len(domains[0]))]
    uncovered = {(a, i, b, j) for a, b in itertools.combinations(range(len(domains)), 2)
                 for i in range(len(domains[a])) for j in range(len(domains[b]))}
    rows = []
    while uncovered:
        # start each candidate from one uncovered pair, so every row covers at least it
        a, i, b, j = min(uncovered)
        best, gain = None, -1
        for _ in range(tries):
            row = [rnd.randrange(len(d)) for d in domains]
            row[a], row[b] = i, j
            covered = sum((x, row[x], y, row[y]) in uncovered
                          for x, y in itertools.combinations(range(len(domains)), 2))
            if covered > gain:
                best, gain = row, covered
        rows.append(tuple(best))
        uncovered -= {(x, best[x], y, best[y]) for x, y in itertools.combinations(range(len(domains)), 2)}
    return rows


def option_sets(game, seed: int = 0) -> list[dict]:
    """The option blocks to start the mode from, in a fixed order for a seed (the
    pairwise rows and the values drawn beside them depend on it)."""
    declared = list(game.options)
    domains = [option_values(opt) for opt in declared]
    rows = pairwise(domains, random.Random(f"{game.id}-{game.mode}-{seed}"))
    sets = []
    for row in rows:
        block = {opt.name: domain[k] for opt, domain, k in zip(declared, domains, row)
                 if domain[k] is not LEAVE_OUT}
        if block not in sets:
            sets.append(block)
    return sets


def test_option_values_cover_bounds_choices_and_flags():
    """The derivation itself: bounds and defaults of an Integer, every Choice,
    both Flag values, a Structured's default and example."""
    assert option_values(Integer("n", "N", default=6, lo=0, hi=13)) == [0, 1, 12, 13, 6]
    assert option_values(Integer("n", "N", default=3, lo=2, hi=4)) == [2, 3, 4]
    assert option_values(Choice("c", "C", default="a", choices={"a": "A", "b": "B"})) == ["a", "b"]
    assert option_values(Flag("f", "F", default=True)) == [False, True]
    values = option_values(Structured("s", "S", default=[], parse=None, expects="", example=[1]))
    assert values == [LEAVE_OUT, [1]]
    domains = [[0, 1, 2], ["a", "b"], [False, True]]
    rows = pairwise(domains, random.Random(0))
    for a, b in itertools.combinations(range(3), 2):
        assert {(r[a], r[b]) for r in rows} == set(itertools.product(range(len(domains[a])),
                                                                     range(len(domains[b]))))


def random_choice(legal: list[str], rng: Rng) -> str:
    """A random legal move: half the time any of them, half the time a kind of move
    first (the word before the first « - »), so that a rare kind (« valider » among
    twenty « echanger-… ») is played as often as a common one and walks reach the end."""
    if rng.below(2):
        return legal[rng.below(len(legal))]
    kinds = sorted({m.split("-")[0] for m in legal})
    kind = kinds[rng.below(len(kinds))]
    pool = [m for m in legal if m.split("-")[0] == kind]
    return pool[rng.below(len(pool))]


def play(game, options: dict, seed: int, steps: int) -> int | None:
    """Start from `options` and play up to `steps` moves, each seat one of the game's
    bots or random play (drawn from the seed), checking the contract at every step;
    returns the moves played (None: the game refuses these options with a French
    ScenarioError)."""
    where = f"{game.id} / {game.mode}, options {options}, graine {seed}"
    try:
        state = game.start(options, seed)
    except ScenarioError:
        return None         # the game refuses the combination, in French: nothing to play
    rng = Rng(seed ^ 0xC0DE)
    names = [n for n in bot_names(game) if not make_bot(game, n).searching]  # searches: tests/engine/test_bot_search.py
    bots = [None if name == "hasard" else make_bot(game, name)
            for name in (names[rng.below(len(names))] for _ in range(state.players))]
    played, after = 0, "au départ"
    while True:
        movers = state.to_move()
        if not movers:
            assert state.is_over(), f"{where}, {after} : personne ne joue mais la partie n'est pas finie"
            return played
        assert not state.is_over(), f"{where}, {after} : la partie est finie mais {movers} doivent jouer"
        legal = {p: state.legal_moves(p) for p in movers if p != CHANCE}
        for p, moves in legal.items():
            assert moves, f"{where}, {after} : impasse, le joueur {p} doit jouer sans coup permis"
        doc = state.to_json()
        assert game.from_json(json.loads(json.dumps(doc))).to_json() == doc, f"{where}, {after} : aller-retour JSON"
        if played == steps:
            return played
        player = movers[rng.below(len(movers))]
        if player == CHANCE:
            move = state.sample_chance()
        else:
            bot = bots[player] if 0 <= player < len(bots) else None
            if bot is None:
                move = random_choice(legal[player], rng)
            else:
                move = bot.pick(state, player, legal[player], rng)
        state.play(move, player)
        state.events.clear()
        played += 1
        after = f"après le coup {played} ({player} : {move})"


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_every_option_set_starts_and_plays_without_crash_or_dead_end(game):
    started = 0
    for k, options in enumerate(option_sets(game, seeds(1, 1)[0])):
        for seed in seeds(1, WALKS):
            if play(game, options, seed + 7919 * k, LONG_WALK if k == 0 else SHORT_WALK) is not None:
                started += 1
    assert started, f"{game.id} / {game.mode}: aucun jeu d'options n'a été accepté"
