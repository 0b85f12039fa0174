"""Tranquility bots. « Grimpeur » decides from its own view only: its hand,
the mountain, the discard pile and the counts (never another player's hand:
« toute communication à propos des cartes en mains [...] est proscrite »).

Every card discarded is a card the mountain will never get, so it places a
card whenever the discard cost is small (cheapest first, the lowest value
that fits the row, so that high cards stay for the high rows), always places
the summit when it can, and otherwise discards (or, in solo, spends a
Grappin, which wastes no card) the two least useful cards: cards too low for
every row still open first, a second summit, then the cards that fit worst.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R


def lowest_open_row(mountain) -> int:
    for r in range(1, R.ROWS):
        if len(mountain[r - 1]) < R.row_size(r) or R.BRIDGE in mountain[r - 1]:
            return r
    return R.ROWS


def usefulness(card: str, hand: list[str], mountain) -> float:
    k = R.kind(card)
    if k == "sommet":
        return 60.0 if hand.count(R.SUMMIT) == 1 else -5.0
    if k == "pont":
        return 4.0
    if k == "feu":
        return 2.0
    v = R.value_of(card)
    if v < lowest_open_row(mountain):
        return -20.0
    best = None
    for r, c in R.next_spots(mountain) + R.bridge_spots(mountain):
        reason, cost = R.check_place(mountain, card, r, c)
        if reason is None and (best is None or cost < best):
            best = cost
    return 10.0 - (best if best is not None else 5) + 0.1 * v


def move_score(move: str, cost: int, mountain) -> float:
    head, _, rest = move.partition("-")
    if head == "feu":
        return -3.0 * cost - 1.0
    card, _, spot = rest.partition("-")
    r, c = R.parse_spot(spot)
    if card == R.SUMMIT:
        return 1000.0
    if card == R.BRIDGE:
        return -4.0
    if R.at(mountain, r, c) == R.BRIDGE:
        return 2.0 - 3.0 * cost
    return -3.0 * cost - 0.2 * (R.value_of(card) - r) + 0.1 * r


THRESHOLD = 2
LOOKAHEAD = 0.3


class ClimberBot(Bot):
    label = "Grimpeur"

    def choose(self, view, legal, rng):
        hand = view["main"]
        mountain = view["montagne"]
        if view["phase"] == "payer":
            return min(legal, key=lambda m: (usefulness(m[6:], hand, mountain), m))
        deck = view["pioches"][view["joueur"]]
        costs = {}
        for m in legal:
            if m.startswith(("poser-", "feu-")):
                if m.startswith("poser-pont-") and deck < 12:
                    continue            # a late bridge may never be covered
                costs[m] = _cost(m, mountain)
        todo = [t for t, done in zip(view.get("panoramas", []), view.get("panoramas_faits", [])) if not done]

        def score(m):
            bonus = 0.0
            if todo and m.startswith("poser-"):
                card, _, spot = m[6:].partition("-")
                after = [list(row) for row in mountain]
                R.place(after, card, *R.parse_spot(spot))
                bonus = 6.0 * sum(R.panorama_seen(after, t) for t in todo)
            return (move_score(m, costs[m], mountain) + bonus + LOOKAHEAD * _follow_up(m, hand, mountain), m)
        best = max(costs, key=score, default=None)
        threshold = THRESHOLD + (1 if deck < 6 else 0)
        if best is not None and (costs[best] <= threshold or best.startswith("poser-" + R.SUMMIT)):
            return best
        if "grappin" in legal and deck >= 6:
            return "grappin"
        goat = _best_goat_move(view, legal, summit_down=bool(mountain[R.SUMMIT_ROW - 1]))
        if goat is not None:
            return goat
        pairs = [m for m in legal if m.startswith("defausser-")]
        if hand.count(R.SUMMIT) == 1:
            kept = [m for m in pairs if m.count(R.SUMMIT) == 0]
            if not kept and best is not None:
                return best             # never throw the last summit away
            pairs = kept or pairs
        if pairs:
            def pair_key(m):
                a, _, b = m[len("defausser-"):].partition("-")
                return (usefulness(a, hand, mountain) + usefulness(b, hand, mountain), m)
            return min(pairs, key=pair_key)
        if best is not None:
            return best
        return legal[0]


def _follow_up(move: str, hand: list[str], mountain) -> float:
    """Minus the cheapest cost, for the rest of the hand, of the place that the
    move opens on its right (the next card of that row will pay it)."""
    head, _, rest = move.partition("-")
    if head != "poser":
        return 0.0
    card, _, spot = rest.partition("-")
    r, c = R.parse_spot(spot)
    value = R.value_of(card)
    if value is None or c >= R.row_size(r) or R.at(mountain, r, c + 1) is not None:
        return 0.0
    rest_hand = list(hand)
    rest_hand.remove(card)
    costs = [abs(value - R.value_of(y)) for y in rest_hand
             if R.value_of(y) and R.colour_of(y) != R.colour_of(card) and R.value_of(y) >= r]
    return -min(costs, default=4)


def _best_goat_move(view, legal, summit_down: bool):
    """« Les chèvres » : rather than throwing 2 cards away, spend them to make
    the biggest herd climb 2 places (once the summit is down, any climb that
    brings goats to the foot of the summit)."""
    goats = view.get("chevres") or {}
    if not goats:
        return None
    best, best_key = None, None
    for m in legal:
        if not m.startswith("chevres-"):
            continue
        spot, _, dirs = m[len("chevres-"):].partition("-")
        if not summit_down and len(dirs) != 2:
            continue
        cells = R.goat_visits(R.parse_spot(spot), dirs)
        herd = goats.get(spot, 0) + sum(goats.get(R.spot_code(*cell), 0) for cell in cells)
        end_row = cells[-1][0]
        key = (end_row == R.SUMMIT_ROW - 1, herd / len(dirs), end_row, m)
        if best_key is None or key > best_key:
            best, best_key = m, key
    if best is not None and best_key[1] < 1 and not summit_down:
        return None
    return best


def _cost(move: str, mountain) -> int:
    head, _, rest = move.partition("-")
    if head == "feu":
        colour, a, b = rest.split("-")
        return R.check_campfire(mountain, colour, R.parse_spot(a), R.parse_spot(b))[1]
    card, _, spot = rest.partition("-")
    return R.check_place(mountain, card, *R.parse_spot(spot))[1]
