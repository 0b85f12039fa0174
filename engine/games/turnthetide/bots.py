"""Turn the Tide bots. They read only their own view (`TurnTheTideState.view`).

`LifeguardBot` ("prudent"): if keeping its tide card would leave it with the
highest tide once the two face-up tide cards are handed out, it plays its
strongest weather card to grab the lowest tide card; otherwise it keeps out
of the fight with its weakest card.
"""

from __future__ import annotations

from ...bots import Bot


class LifeguardBot(Bot):
    label = "Prudent"
    needs_view = True

    def choose(self, view, legal, rng):
        me = view["joueur"]
        cards = sorted(int(m.partition("-")[2]) for m in legal)
        tides = view["marees_visibles"]
        if not tides:
            return f"jouer-{cards[0]}"
        low, high = min(tides), max(tides)
        mine = view["niveaux"][me] or 0
        others = [view["niveaux"][p] or 0 for p in range(len(view["niveaux"]))
                  if p != me and not view["elimines"][p]]
        others_top = max(others) if others else 0
        # Whoever takes the high tide card will sit at `high` at least.
        danger_if_idle = mine > 0 and mine >= max(others_top, high)
        if danger_if_idle and low < mine:
            return f"jouer-{cards[-1]}"
        # With no tide card yet, a very low tide card is worth taking early.
        if mine == 0 and low <= 2 and view["tour"] <= 6:
            return f"jouer-{cards[-1]}"
        return f"jouer-{cards[0]}"
