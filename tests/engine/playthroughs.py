"""Helpers for the seeded whole-game tests that every game writes alike.

The contract checks every game shares (golden playthroughs, JSON round-trip,
same seed → same log) run once for all in `test_all_games.py`; the golden
playthroughs are regression tests recording the engine's own results, not
evidence of the rules (golden/README.md); a game's own
test file uses `random_games` for its seeded runs with the invariants of its
rules, over `seeds(ci, hunt)`."""

from __future__ import annotations

import json
import os
from pathlib import Path

from engine.core import CHANCE
from engine.rng import Rng
from engine.simulate import play_out

GOLDEN_DIR = Path(__file__).parent / "golden"

HUNT = os.environ.get("BGA_CHASSE") == "1"
"""Set by scripts/hunt.sh: volume tests play their large volume from fresh seeds."""


def seeds(ci: int | tuple[int, ...], hunt: int) -> range | tuple[int, ...]:
    """The seeds of a volume test (seeded games, random walks).

    In the README's test command: the fixed seeds `ci`, either a count (seeds
    0…ci-1) or an explicit tuple of seeds, enough to reach every branch of the
    game's modules that the `hunt` volume reaches (measured by
    `bench/volume_coverage.py`, whose `--couvrir` mode computes such a tuple, a
    smallest cover of the hunt's seeds from base 0; figures in BENCHMARKS.md).
    Under `scripts/hunt.sh` (BGA_CHASSE=1): `hunt` seeds from the base the hunt
    prints (BGA_GRAINE), to be replayed with the same base; base 0 replays the
    volume the covers were measured on."""
    contexts = os.environ.get("BGA_CONTEXTE_GRAINE")
    if not HUNT:
        fixed = range(ci) if isinstance(ci, int) else tuple(ci)
        return _SeedContexts(fixed, 0, each=True) if contexts == "chaque" else fixed
    base = int(os.environ.get("BGA_GRAINE", "0"))
    if contexts in ("1", "chaque"):
        return _SeedContexts(range(base, base + hunt), base, each=contexts == "chaque")
    return range(base, base + hunt)


# The seed counts at which bench/volume_coverage.py measures a volume test's branches.
PREFIXES = (5, 10, 20, 40, 80, 150, 300, 600, 1200)


class _SeedContexts:
    """The hunt's seeds, played under one coverage context per slice between two of
    `PREFIXES` (« test|first seed of the slice », BGA_CONTEXTE_GRAINE=1), so that
    bench/volume_coverage.py can tell how many seeds a test needs to reach every branch
    its whole volume reaches; or under one context per seed (« test|seed »,
    BGA_CONTEXTE_GRAINE=chaque; also the test command's fixed seeds then), from which
    `bench/volume_coverage.py --couvrir` computes the fewest seeds that do. Only under
    those measurements."""

    def __init__(self, seeds, base: int, each: bool = False):
        self.seeds = seeds
        self.base = base
        self.each = each

    def __len__(self):
        return len(self.seeds)

    def __getitem__(self, k):
        return self.seeds[k]

    def __iter__(self):
        import coverage

        cov = coverage.Coverage.current()
        test = os.environ.get("PYTEST_CURRENT_TEST", "?").split(" ")[0]
        starts = {self.base + n for n in (0,) + PREFIXES}
        for seed in self.seeds:
            if cov is not None and (self.each or seed in starts):
                cov.switch_context(f"{test}|{seed - self.base}")
            yield seed
        if cov is not None:
            cov.switch_context("")


def random_games(game, seeds, options=None, bots=None, check=None):
    """Yield (final state, moves) of one bot game per seed; each must end.

    `options` and `bots` are fixed values or functions of the seed; `check`
    (invariants) runs after every move."""
    for seed in seeds:
        opts = options(seed) if callable(options) else (options or {})
        names = bots(seed) if callable(bots) else bots
        state, moves = play_out(game, opts, seed, names, check=check)
        assert state.is_over(), f"{game.id} / {game.mode}, graine {seed} : la partie ne finit pas"
        yield state, moves


def random_walk(game, options: dict, seed: int, steps: int, walk_seed: int = 2):
    """Play up to `steps` random legal moves (chance included) from a seeded
    start; yields the state after each move, with the move and its player."""
    state = game.start(options, seed)
    rng = Rng(walk_seed)
    for _ in range(steps):
        movers = state.to_move()
        if not movers:
            return
        player = movers[rng.below(len(movers))]
        if player == CHANCE:
            move = state.sample_chance()
        else:
            legal = state.legal_moves(player)
            move = legal[rng.below(len(legal))]
        state.play(move, player)
        yield state, player, move


def golden_files() -> list[Path]:
    return sorted(GOLDEN_DIR.glob("*.json"))


def golden_game(path: Path):
    """The game and mode a golden file records: `jeu`/`mode` in the file, or
    its name `<jeu>-<mode>[-variante].json`."""
    from engine.games import get_game

    doc = json.loads(path.read_text(encoding="utf-8"))
    game_id, mode = path.stem.split("-")[:2]
    return get_game(doc.get("jeu", game_id), doc.get("mode", mode)), doc


def write_golden(path: Path, game, options: dict, seed: int, bots: list[str]) -> None:
    """Record a golden playthrough (run once by hand when a game is added or a
    rule change is intended; the diff of the file is then reviewed)."""
    state, moves = play_out(game, options, seed, bots)
    doc = {"jeu": game.id, "mode": game.mode, "options": options, "seed": seed, "bots": bots,
           "moves": moves, "scores": state.scores(), "winners": state.winners()}
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
