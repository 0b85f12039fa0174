"""Ginkgopolis bots. « glouton » starts from `determinize` (its seat's view: the others' hands,
their secret choices and the order of the piles dealt afresh), so it never reads what its seat
cannot see.

Greedy on an estimate of its final count: it plays each way of using each card of its hand on
its own (Exploitation, Urbanisation with each tile, Construction with each affordable tile) and
keeps the one that raises the most its points, districts (« présence des joueurs dans les
quartiers ») and end-of-game cards, with a value for what it keeps for later: resources ready to
place, tiles, kept cards with a permanent bonus, resources on the board.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

RESERVE, TILE, ON_BOARD, PERMANENT = 0.6, 0.7, 0.4, 1.5
USEFUL_TILES = 3
"""Tiles beyond three in reserve are worth little more (they wait for a card to play them)."""


def estimate(s, p: int) -> float:
    kept = s.gardees[p]
    permanent = sum(1 for c in kept if R.bonus(c)[0] != "fin")
    board = sum(b["h"] for b in s.ville.values() if b["p"] == p)
    tiles = len(s.tuiles[p])
    return (s.points[p] + R.end_bonus(kept) + R.city_scores(s.ville, s.players)[p]
            + RESERVE * s.reserve[p] + TILE * min(tiles, USEFUL_TILES) + 0.2 * max(0, tiles - USEFUL_TILES)
            + ON_BOARD * board + PERMANENT * permanent)


def choice_of(card: str, move: str) -> dict:
    head, _, rest = move.partition("-")
    if head == "exploiter":
        return {"carte": card, "action": "exploitation", "tuile": None, "objet": rest or None}
    return {"carte": card, "tuile": rest, "action": "urbanisation" if card in R.LETTERS else "construction",
            "objet": None}


def trial_copy(s):
    """A copy of `s` that one seat's action may change (the city, tokens, piles, every seat's counts and
    tiles), far cheaper than a deep copy of the whole state."""
    twin = object.__new__(type(s))
    twin.__dict__.update(s.__dict__)
    twin.ville = {sq: dict(b) for sq, b in s.ville.items()}
    twin.jetons = dict(s.jetons)
    twin.pioche, twin.defausse, twin.events = list(s.pioche), list(s.defausse), []
    for name in ("reserve", "stock", "points"):
        setattr(twin, name, list(getattr(s, name)))
    twin.tuiles = [list(t) for t in s.tuiles]
    twin.gardees = [list(g) for g in s.gardees]
    twin.selection = list(s.selection)
    return twin


class GreedyBot(Bot):
    label = "Glouton"

    def choose(self, view, legal, rng):  # pragma: no cover - pick is the entry point
        raise TypeError("the greedy bot reads its seat's position: call pick(state, player, legal, rng)")

    def pick(self, state, player, legal, rng):
        twin = state.determinize(player, rng)
        if twin.phase == "jeton":
            return legal[0]
        if twin.phase == "apport":
            # keep a few tiles to build with, bring the others for a point each
            return legal[0] if len(twin.tuiles[player]) > USEFUL_TILES - 1 else "fin-apport"
        selected = twin.selection[player]
        cards = [selected] if selected else list(twin.mains[player])
        base = estimate(twin, player)
        best = None
        for card in cards:
            for move in twin.options_for(player, card):
                trial = trial_copy(twin)
                trial.selection[player] = None
                trial._act(player, choice_of(card, move), auto_token=True)
                gain = estimate(trial, player) - base
                if best is None or gain > best[0] + 1e-9:
                    best = (gain, card, move)
        if best is None:
            return legal[0]
        move = best[2] if selected else f"carte-{best[1]}"
        return move if move in legal else legal[0]
