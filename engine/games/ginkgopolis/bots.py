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
from ...flat_search import FlatSearchBot
from . import rules as R

RESERVE, TILE, ON_BOARD, PERMANENT = 0.6, 0.7, 0.4, 1.5
USEFUL_TILES = 3
"""Tiles beyond three in reserve are worth little more (they wait for a card to play them)."""


def estimate(s, p: int, city: float | None = None) -> float:
    """`city`: the seat's district score when the caller knows it (the city unchanged)."""
    kept = s.gardees[p]
    permanent = sum(1 for c in kept if R.bonus(c)[0] != "fin")
    board = sum(b["h"] for b in s.ville.values() if b["p"] == p)
    tiles = len(s.tuiles[p])
    if city is None:
        city = R.city_scores(s.ville, s.players)[p]
    return (s.points[p] + R.end_bonus(kept) + city
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


def ranked_choices(twin, player: int, cards: list[str]) -> list[tuple[float, str, str]]:
    """(gain of `estimate`, card, way to play it) for each way of playing each card of `cards` on its
    own in `twin`, the greedy bot's choice first (the first of the largest gains)."""
    city = R.city_scores(twin.ville, twin.players)[player]
    base = estimate(twin, player, city)
    out = []
    for card in cards:
        for move in twin.options_for(player, card):
            trial = trial_copy(twin)
            trial.selection[player] = None
            trial._act(player, choice_of(card, move), auto_token=True)
            # an Exploitation leaves the city as it is: its districts are not counted again
            out.append((estimate(trial, player, city if move.startswith("exploiter") else None) - base, card, move))
    best = None
    for k, (gain, _c, _m) in enumerate(out):
        if best is None or gain > out[best][0] + 1e-9:
            best = k
    if best is not None:
        out.insert(0, out.pop(best))
        out[1:] = sorted(out[1:], key=lambda o: -o[0])
    return out


def greedy_move(twin, player: int, legal: list[str]) -> str:
    if twin.phase == "jeton":
        return legal[0]
    if twin.phase == "apport":
        # keep a few tiles to build with, bring the others for a point each
        return legal[0] if len(twin.tuiles[player]) > USEFUL_TILES - 1 else "fin-apport"
    selected = twin.selection[player]
    ranked = ranked_choices(twin, player, [selected] if selected else list(twin.mains[player]))
    if not ranked:
        return legal[0]
    _gain, card, move = ranked[0]
    move = move if selected else f"carte-{card}"
    return move if move in legal else legal[0]


class GreedyBot(Bot):
    label = "Glouton"

    def choose(self, view, legal, rng):  # pragma: no cover - pick is the entry point
        raise TypeError("the greedy bot reads its seat's position: call pick(state, player, legal, rng)")

    def pick(self, state, player, legal, rng):
        return greedy_move(state.determinize(player, rng), player, legal)


class PlayoutBot(GreedyBot):
    """The greedy bot inside the search's playouts, which already start from a determinization:
    the same choice, read from the position itself (no second deal). Its choice reads only the
    city, its own hand, tiles and counts, never another seat's secret choice (`ranked_choices`
    tries its own action alone), so a seat does not answer a choice it could not see."""

    def pick(self, state, player, legal, rng):
        return greedy_move(state, player, legal)


class FortBot(FlatSearchBot):
    """« Fort »: engine.flat_search re-ranks the greedy bot's 4 best choices (a card and the way to play
    it) on the same 4 deals each (others' hands, secret choices, deck, discard pile and tile reserve),
    then every seat chooses as the greedy bot for 6 moves; the value is the result if the game ended,
    else `search_value` (the greedy estimates). The greedy choice stays unless another gains 0.05."""
    label = "Fort"
    policy_class = PlayoutBot
    params = dict(iterations=16, depth=6, margin=0.05, width=4)
