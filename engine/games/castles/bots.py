"""Castles' bot: greedy on the page's count, from its own seat's view only.

It values every room it may buy (each turn and square where it fits) by the points
the castle gains (placement, completions, the rooms' own bonuses and maluses), the
completion bonuses (10 000 Marks, a card, a free corridor, a second purchase), the
favours and its bonus cards, less the price; it passes when 5 000 Marks are worth
more. It then clicks as a reader would: the room, quarter turns, the square.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

MARK = 1 / 2500            # points a Mark is worth during the game (what it buys later)
FAVOUR = 1.5               # a room of a favour's type
CARD = R.BONUS_CARD_POINTS
CHOICE_BONUS = {"cuisine": 2.0, "service": 1.5, "chambre": 0.3, "corridor": 1.0, "soussol": 1.0}


def plan_value(view, castle, rid, turns, anchor, price, me, before=None, done_before=None) -> float:
    if before is None:
        before = R.castle_points(castle)["total"]
        done_before = {a for a in castle if R.complete(castle, a)}
    cells, doors = R.lay(anchor, rid, turns)
    after = dict(castle)
    after[anchor] = R.room_at(rid, turns, cells, doors)
    value = R.castle_points(after)["total"] - before - price * MARK
    own = R.owners(after)
    for a in after:
        if a not in done_before and R.complete(after, a, own):
            kind = R.bonus_kind(after[a]["type"])
            value += R.GARDEN_MARKS * MARK if kind == "jardin" else CHOICE_BONUS.get(kind, 0)
    kind = R.bonus_kind(R.ROOMS[rid][1])
    if kind in view["faveurs"]:
        value += FAVOUR
    value += CARD * sum(1 for c in view["cartes"][me] if R.BONUS_CARDS[c] == kind)
    value += 0.2 * len(R.open_doors(after))   # room to grow
    return value


def best_plan(view, me, sources):
    """(value, source, turns, anchor) of the best purchase among `sources` (« 3 », « escalier »)."""
    castle = view["chateaux"][me]
    before = R.castle_points(castle)["total"]
    done_before = {a for a in castle if R.complete(castle, a)}
    best = None
    for source in sorted(set(sources)):   # one order whatever the legal list: no dithering
        if source in ("escalier", "couloir"):
            rid, price = source, (0 if view["etape"] == "cadeau" else R.CORRIDOR_PRICE)
        else:
            i = int(source) - 1
            rid, price = view["marche"][i]["salle"], R.PRICES[i] - view["marche"][i]["pieces"]
        seen = set()
        for t in range(4):
            for anchor in R.places(castle, rid, t):
                key = R._lay(anchor, rid, t)   # a symmetric room lies the same way under two turns
                if key in seen:
                    continue
                seen.add(key)
                v = plan_value(view, castle, rid, t, anchor, price, me, before, done_before)
                if best is None or v > best[0]:
                    best = (v, source, t, anchor)
    return best


class CastlesBot(Bot):
    label = "Malin"

    def __init__(self):
        self._plan = None

    def choose(self, view, legal, rng):
        move = self._choose(view, legal)
        if move in legal:
            return move
        for fallback in ("valider", "finir", "passer"):
            if fallback in legal:
                return fallback
        return legal[0]

    def _choose(self, view, legal) -> str:
        me = view["joueur"]
        step = view["etape"]
        if step == "ranger":
            return "valider"
        if step == "carte":
            castle = view["chateaux"][me]
            return max(legal, key=lambda m: (R.count_type(castle, R.BONUS_CARDS[m[6:]]), m))
        if step == "chambre":
            return "finir"
        if step == "soussol":
            return "action-jardin"
        sources = [m[6:] if m.startswith("salle-") else m for m in legal
                   if m.startswith("salle-") or m in ("escalier", "couloir")]
        if view["choix"]:
            sources.append(view["choix"]["source"])
        # the plan holds while the castle, the market and the Marks are the same (its clicks)
        key = (R._key(view["chateaux"][me]), str(view["marche"]), view["argent"][me], view["etape"])
        if self._plan is not None and self._plan[0] == key:
            plan = self._plan[1]
        else:
            plan = best_plan(view, me, sources)
            self._plan = (key, plan)
        if plan is None or (step == "achat" and plan[0] < R.PASS_GAIN * MARK):
            return "passer"
        _, source, turns, anchor = plan
        if not view["choix"] or view["choix"]["source"] != source:
            return source if source in ("escalier", "couloir") else "salle-" + source
        if view["sens"] != turns:
            return "tourner"
        return "poser-" + anchor
