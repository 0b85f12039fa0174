"""Ninety-Nine bots. They read only their own view (`NinetyNineState.view`).

`PlannerBot` ("malin"): it estimates how many tricks each 9-card hand can
take, picks among the 220 ways to lay aside 3 of its 12 cards the one whose
suits bid closest to that estimate, then plays to reach its bid exactly:
it tries to win tricks while it is short, and to lose them once it has its
count.
"""

from __future__ import annotations

from itertools import combinations

from ...bots import Bot
from . import rules as R


_SUIT_CACHE: dict = {}


def suit_estimate(ranks: tuple, is_trump: bool, trumps_exist: bool) -> float:
    """Expected tricks from the cards held in one suit (`ranks` high first)."""
    key = (ranks, is_trump, trumps_exist)
    value = _SUIT_CACHE.get(key)
    if value is not None:
        return value
    total = 0.0
    length = len(ranks)
    if is_trump:
        for r in ranks:
            total += {14: 1.0, 13: 0.9, 12: 0.75, 11: 0.6}.get(r, 0.45)
    else:
        held = set(ranks)
        for r in ranks:
            missing = sum(1 for h in range(r + 1, 15) if h not in held)
            if missing == 0:
                total += 0.85 if trumps_exist else 1.0
            elif missing == 1 and length >= 2:
                total += 0.55
            elif missing == 2 and length >= 3:
                total += 0.25
        if not trumps_exist and length >= 5:
            total += 0.4 * (length - 4)
    _SUIT_CACHE[key] = total
    return total


def estimate_tricks(cards: list, trump: str | None) -> float:
    """Rough number of tricks a 9-card hand should take."""
    by_suit: dict[str, list[int]] = {s: [] for s in R.SUITS}
    for c in cards:
        by_suit[R.suit_of(c)].append(R.rank_value(c))
    return sum(suit_estimate(tuple(sorted(ranks, reverse=True)), suit == trump, trump is not None)
               for suit, ranks in by_suit.items())


def best_bid(cards12: list, trump: str | None, already: int = 0) -> tuple[list, float]:
    """The 3 cards to lay aside and the estimate for the 9 kept (`already`: tricks
    taken so far, when a search guesses a bid from the cards left in a hand).

    The estimate adds up suit by suit, so each suit's ways of giving up 0 to 3
    cards are scored once, then the 220 combinations are mere sums. Answers are
    kept (a search asks for the same hand again and again)."""
    key = (tuple(sorted(cards12)), trump, already)
    found = _BID_CACHE.get(key)
    if found is None:
        if len(_BID_CACHE) > 20_000:
            _BID_CACHE.clear()
        found = _BID_CACHE[key] = _best_bid(cards12, trump, already)
    return list(found[0]), found[1]


_BID_CACHE: dict = {}


def _best_bid(cards12: list, trump: str | None, already: int) -> tuple[list, float]:
    per_suit = []
    for suit in R.SUITS:
        cards = sorted((c for c in cards12 if R.suit_of(c) == suit), key=R.rank_value, reverse=True)
        opts = []
        for k in range(min(3, len(cards)) + 1):
            for rem in combinations(cards, k):
                kept = tuple(R.rank_value(c) for c in cards if c not in rem)
                est = suit_estimate(kept, suit == trump, trump is not None)
                opts.append((k, est, list(rem), sum(R.rank_value(c) for c in rem), R.BID_VALUE[suit] * k))
        per_suit.append(opts)
    best, best_key, best_est = None, None, 0.0
    for a in per_suit[0]:
        for b in per_suit[1]:
            kab = a[0] + b[0]
            if kab > 3:
                continue
            for c in per_suit[2]:
                kabc = kab + c[0]
                if kabc > 3:
                    continue
                for d in per_suit[3]:
                    if kabc + d[0] != 3:
                        continue
                    est = a[1] + b[1] + c[1] + d[1]
                    bid = a[4] + b[4] + c[4] + d[4]
                    # Ties: keep the strongest cards in hand (lay aside low ones).
                    key = (round(abs(est + already - bid), 6), a[3] + b[3] + c[3] + d[3])
                    if best_key is None or key < best_key:
                        best, best_key, best_est = a[2] + b[2] + c[2] + d[2], key, est
    return best, best_est


def strength(card: str, trump: str | None) -> int:
    return R.rank_value(card) + (20 if trump is not None and R.suit_of(card) == trump else 0)


class PlannerBot(Bot):
    label = "Malin"
    needs_view = True

    def choose(self, view, legal, rng):
        if view["phase"] == "pari":
            return self.choose_bid(view, legal)
        return self.choose_card(view, legal)

    def choose_bid(self, view, legal):
        trump = view["atout"]
        chosen = list(view["pari"])
        target, est = best_bid(R.sort_hand(view["main"] + chosen), trump)
        for c in chosen:
            if c not in target and f"reprendre-{c}" in legal:
                return f"reprendre-{c}"
        for c in target:
            if c not in chosen and f"parier-{c}" in legal:
                return f"parier-{c}"
        # Declare only a bid of 0 with a hand that should take no trick at all.
        if R.bid_value(chosen) == 0 and est < 0.2 and "annonce-declarer" in legal:
            return "annonce-declarer"
        return "annonce-aucune" if "annonce-aucune" in legal else legal[0]

    def choose_card(self, view, legal):
        trump = view["atout"]
        me = view["joueur"]
        cards = [m[len("jouer-"):] for m in legal]
        trick = [c for _, c in view["pli"]]
        need = view["valeur_pari"] - view["plis"][me]

        def wins(card):
            return R.winner_index(trick + [card], trump) == len(trick)

        by_strength = sorted(cards, key=lambda c: strength(c, trump))
        if not trick:
            if need > 0:
                return "jouer-" + by_strength[-1]
            return "jouer-" + by_strength[0]
        winning = [c for c in by_strength if wins(c)]
        losing = [c for c in by_strength if not wins(c)]
        last = len(trick) == 2
        if need > 0:
            if winning:
                return "jouer-" + (winning[0] if last else winning[-1])
            return "jouer-" + by_strength[0]
        if losing:
            return "jouer-" + losing[-1]
        return "jouer-" + (by_strength[-1] if last else by_strength[0])
