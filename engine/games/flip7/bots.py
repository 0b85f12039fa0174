"""Flip 7 bots. They only read their own view (`Flip7State.view`).

« prudent » weighs, before each card, what it risks (the chance that the
next card duplicates one of its numbers, times the points on the table)
against what one more card brings on average, and gives action cards where
they hurt the leaders most.
"""

from __future__ import annotations

from ...bots import Bot
from .rules import FREEZE, SECOND, bust_chance, safe_gain, unseen_from_view


def _targets(legal):
    return [int(m[6:]) - 1 for m in legal if m.startswith("cible-")]


class PrudentBot(Bot):
    label = "Prudent"
    needs_view = True

    def choose(self, view, legal, rng):
        if view["phase"] == "cible":
            return self._give(view, legal)
        if "piocher" not in legal:
            return legal[0]
        return "piocher" if self._wants_card(view) else "rester"

    # --- piocher / rester -----------------------------------------------------
    def _net(self, view, unseen, p):
        """Expected change of p's round points if p turns one more card."""
        line = view["lignes"][p]
        bad, total = bust_chance(unseen, line)
        if not total:
            return 0.0, 0.0
        risk = bad / total
        if "devant" in view and SECOND in view["devant"][p]:
            risk = 0.0  # the Seconde chance absorbs the duplicate
        gain = safe_gain(unseen, line, view["modifs"][p])
        return gain - risk * view["points_tour"][p], risk

    def _wants_card(self, view):
        me = view["moi"]
        if not view["lignes"][me]:
            return True  # nothing to lose yet
        stake = view["points_tour"][me]
        goal = view["objectif"]
        totals = view["totaux"]
        mine = totals[me] + stake
        rivals = [totals[q] + (view["points_tour"][q] if view["statuts"][q] != "elimine" else 0)
                  for q in range(view["joueurs"]) if q != me]
        best_rival = max(rivals) if rivals else 0
        if mine >= goal and mine > best_rival:
            return False  # staying ends the game in our favour
        unseen = unseen_from_view(view)
        net, _ = self._net(view, unseen, me)
        # someone is about to end the game and we are behind: take more risk
        if best_rival >= goal - 25 and mine <= best_rival:
            return True if mine < goal else net > -10
        return net > 0

    # --- choosing who gets an action card -----------------------------------
    def _give(self, view, legal):
        me = view["moi"]
        card = view["choix"][1]
        targets = _targets(legal)
        totals = view["totaux"]
        points = view["points_tour"]
        goal = max(view["objectif"], 1)
        if card == SECOND:
            # help whoever threatens us least
            return "cible-%d" % (min(targets, key=lambda q: (totals[q] + points[q], q)) + 1)
        unseen = unseen_from_view(view)

        def threat(q):
            return 1.0 + (totals[q] + points[q]) / goal

        best, best_value = targets[0], None
        for q in targets:
            if card == FREEZE:
                if view["gel"] == "perd":
                    value = points[q] * threat(q) if q != me else -points[q]
                else:
                    net, _ = self._net(view, unseen, q)
                    value = -net if q == me else max(net, 0.5) * threat(q)
            else:  # Trois coups: three cards at once
                net, risk = self._net(view, unseen, q)
                three = 3 * (net + risk * points[q]) * (1 - risk) ** 2 - (1 - (1 - risk) ** 3) * points[q]
                value = three if q == me else -three * threat(q)
            if best_value is None or value > best_value:
                best, best_value = q, value
        return "cible-%d" % (best + 1)
