"""Bots: each one picks a move from the legal list, seeing only its own view.

A bot is any object with a French `label` and
`choose(view, legal, rng) -> move`, where `view` is `state.view(player)`
(what that player may see) and `rng` is an `engine.rng.Rng` owned by the
caller, so bot choices are seeded and replayable too. Bots that do not need
the view set `needs_view = False`, which keeps random playouts fast.

Callers ask through `pick(state, player, legal, rng)`: a plain bot reads only
the view, a searching bot (`SearchBot`, engine.search) starts from the state's
`determinize(player, rng)`, which keeps what the seat sees and deals the rest
afresh, so neither reads what its seat cannot see.

A game lists its bots strongest first; `default_bot` names the one seated by
default when the strongest thinks too long for a phone.
"""

from __future__ import annotations

from .errors import ScenarioError, excerpt
from .rng import Rng


class Bot:
    label = "Bot"
    needs_view = True
    searched = 0
    """Positions the last `choose` looked at ahead (0 for a bot that does not search): a share
    link's replay counts them against its budget (`engine.session.LINK_SEARCH`)."""
    searching = False

    def choose(self, view: dict | None, legal: list[str], rng: Rng) -> str:
        raise NotImplementedError  # pragma: no cover - abstract

    def pick(self, state, player: int, legal: list[str], rng: Rng) -> str:
        """The move for `player` in `state`, read through its view only."""
        return self.choose(state.view(player) if self.needs_view else None, legal, rng)


class RandomBot(Bot):
    """Plays any legal move, uniformly at random."""

    label = "Hasard"
    needs_view = False

    def choose(self, view, legal, rng):
        return legal[rng.below(len(legal))]


class SearchBot(Bot):
    """Looks ahead with engine.search (a level: its budget and playout bot).

    Declared in a game's `bots` by `search_bot(label, policy, iterations, ...)`."""

    searching = True
    policy_class = None
    params: dict = {}

    def __init__(self):
        from .search import Search
        self.search = Search(policy=self.policy_class() if self.policy_class else None, **self.params)

    def choose(self, view, legal, rng):
        raise TypeError("a searching bot needs the position: call pick(state, player, legal, rng)")

    def pick(self, state, player, legal, rng):
        # a share link's replay counts the positions looked at (at most one per playout step)
        self.searched = self.search.iterations * (self.search.depth + 1)
        return self.search.run(state, player, rng)[0]


def search_bot(label: str, policy, iterations: int, **params) -> type:
    """A searching level: `iterations` of engine.search with playouts played
    by the bot class `policy` (the game's greedy bot; None: at random)."""
    return type("SearchBot", (SearchBot,), {"label": label, "policy_class": policy,
                                            "params": dict(iterations=iterations, **params)})


def bot_names(game) -> list[str]:
    """Every bot a game offers, strongest first; "hasard" is always there (last)."""
    return [name for name in game.bots if name != "hasard"] + ["hasard"]


def make_bot(game, name: str) -> Bot:
    if name == "hasard":
        return RandomBot()
    try:
        return game.bots[name]()
    except KeyError:
        raise ScenarioError("bots", f"bot « {excerpt(name)} » inconnu pour ce jeu (choix : {', '.join(bot_names(game))}).") from None


def strongest_bot_name(game) -> str:
    """The strongest bot a game offers: the first one it lists, else random."""
    return next(iter(game.bots), "hasard")


def best_bot_name(game) -> str:
    """The bot seated by default: the game's `default_bot` (the one that
    answers fastest, when the strongest is slow on a phone), else the strongest."""
    return getattr(game, "default_bot", None) or strongest_bot_name(game)
