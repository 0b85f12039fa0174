"""Bots: each one picks a move from the legal list, seeing only its own view.

A bot is any object with a French `label` and
`choose(view, legal, rng) -> move`, where `view` is `state.view(player)`
(what that player may see) and `rng` is an `engine.rng.Rng` owned by the
caller, so bot choices are seeded and replayable too. Bots that do not need
the view set `needs_view = False`, which keeps random playouts fast.
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

    def choose(self, view: dict | None, legal: list[str], rng: Rng) -> str:
        raise NotImplementedError  # pragma: no cover - abstract


class RandomBot(Bot):
    """Plays any legal move, uniformly at random."""

    label = "Hasard"
    needs_view = False

    def choose(self, view, legal, rng):
        return legal[rng.below(len(legal))]


def bot_names(game) -> list[str]:
    """Every bot a game offers; "hasard" is always there."""
    return ["hasard"] + [name for name in game.bots if name != "hasard"]


def make_bot(game, name: str) -> Bot:
    if name == "hasard":
        return RandomBot()
    try:
        return game.bots[name]()
    except KeyError:
        raise ScenarioError("bots", f"bot « {excerpt(name)} » inconnu pour ce jeu (choix : {', '.join(bot_names(game))}).") from None


def best_bot_name(game) -> str:
    """The strongest bot a game offers: the first one it lists, else random."""
    return next(iter(game.bots), "hasard")
