"""Deus's bot: greedy on the page's scoring, from its own seat's view only.

With nothing selected it values every card of its hand built on its best region (the PV
the building brings now or at the end: a village attacked, a Temple card's count, the
column's effects, the resources spent) against an offering of its least useful card; it
then plays the plan step by step (the card, the region; or the card, the god, the gifts).
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

EFFECT = {"or2": 0.6, "vente": 1.5, "produire": 0.8, "piocher": 0.6, "pion": 0.7, "rien": 0.0, "vol": 0.4, "or_bord": 0.8,
          "t_temples": 0.0}
RESOURCE_VALUE = {"bois": 1.0, "argile": 1.0, "pierre": 1.0, "ble": 1.0, "or": 0.3}
TEMPLE_BASE = 4.0
BUILD_BONUS = 1.5
"""A building on the map weighs for the temples, the villages and the end of the game."""


class Seen:
    def __init__(self, view):
        self.v = view
        self.p = view["joueur"]
        self.me = view["joueurs"][self.p]

    def temples_played(self) -> int:
        return len(self.me["colonnes"]["temple"])

    def need(self) -> str:
        """The god whose gift unblocks most cards in hand: Mars for pawns, else Cérès for resources."""
        me = self.me
        hand = me["main"] if isinstance(me["main"], list) else []
        pawnless = sum(1 for c in hand if R.CARDS[c]["type"] != "temple" and me["reserve"][R.CARDS[c]["type"]] < 1)
        rich = all(me["ressources"][r] >= 3 for r in R.BASIC)
        return "militaire" if rich or 2 * pawnless > len(hand) else "production"

    def build_value(self, card: str):
        """(value, region, edge) of the best placement of `card`, or None."""
        kind, me = R.CARDS[card]["type"], self.me
        if kind != "temple" and me["reserve"][kind] < 1:
            return None
        taken, why = R.payment(R.CARDS[card]["cout"], me["ressources"])
        if why:
            return None
        # a resource is dear when scarce, cheap when piled up
        cost = sum(RESOURCE_VALUE[r] * n * (1.0 if me["ressources"][r] - n < 2 else 0.3) for r, n in taken.items())
        owners, buildings = self.v["proprio"], self.v["batiments"]
        best = None
        if kind == "temple" and self.v["temples"] <= 0:
            return (self._gain(card, None) - cost, None, False)
        for region in R.REGIONS:
            edge = False
            if R.placement_refusal(owners, buildings, self.p, kind, region, self.temples_played()):
                if not R.edge_allowed(owners, kind, region, me["jetons"] or 0):
                    continue
                edge = True
            value = self._gain(card, region) - cost - (R.EDGE_PRICE if edge else 0)
            if best is None or value > best[0]:
                best = (value, region, edge)
        return best

    def _gain(self, card, region) -> float:
        kind, me = R.CARDS[card]["type"], self.me
        column = [c for c, _ in me["colonnes"][kind]] + [card]
        value = BUILD_BONUS + sum(EFFECT.get(R.CARDS[c]["effet"], 0.0) for c in column)
        if kind == "production" and region:
            value += 0.6
        if kind == "civil" and region:
            near = any(R.REGIONS[n] == "V" for n in R.NEIGHBOURS[region])
            value += 2 * len([c for c in column if R.CARDS[c]["effet"] == "pv_village"]) * near
        if kind == "temple":
            value += TEMPLE_BASE
        if region is None:
            return value
        owners = dict(self.v["proprio"])
        buildings = {k: list(b) for k, b in self.v["batiments"].items()}
        fresh = region not in owners
        owners[region] = self.p
        buildings.setdefault(region, []).append(kind)
        value += 0.4 * fresh + 0.2 * sum(1 for n in R.NEIGHBOURS[region] if n not in owners and R.REGIONS[n] != "V")
        for village in R.VILLAGES:
            pv = self.v["villages"][village]
            if pv <= 0 or region not in R.NEIGHBOURS[village]:
                continue
            res = R.village_attack(owners, buildings, village, len(self.v["joueurs"]))
            if res and self.p in res[0]:
                value += R.share(pv, res[0])
            elif kind == "militaire":
                value += 0.8
            if fresh:
                value += 0.6          # one region fewer before the village falls
        return value


class DeusBot(Bot):
    label = "Glouton"

    def choose(self, view, legal, rng):
        move = self._choose(view, legal)
        return move if move in legal else legal[0]

    def _choose(self, view, legal) -> str:
        seen = Seen(view)
        me = seen.me
        step = view["etape"]
        if step == "jupiter":
            return "dieu-" + seen.need()
        if step == "ceres":
            return "ressource-" + min(R.BASIC, key=lambda r: (me["ressources"][r], r))
        if step == "mars":
            return "pion-" + min(R.PAWN_KINDS, key=lambda k: (me["reserve"][k], k))
        if legal == ["offrir-rien"]:
            return "offrir-rien"
        chosen = view["choisies"]
        plans = {c: seen.build_value(c) for c in me["main"]}
        buildable = sorted(((v[0], c) for c, v in plans.items() if v), reverse=True)
        if buildable and buildable[0][0] > 0:
            card = buildable[0][1]
            if chosen != [card]:
                return "carte-" + (chosen[0] if chosen and chosen[0] != card else card)
            _, region, edge = plans[card]
            return "sans-pion" if region is None else ("bord-" if edge else "poser-") + region
        # an offering: the cards it cannot build, to the god that pays most (resources build the next turns)
        drop = [c for c in me["main"] if not plans[c]] or [min(me["main"], key=lambda c: (plans[c][0], c))]
        extra = [c for c in chosen if c not in drop]
        if extra:
            return "carte-" + extra[0]
        missing = [c for c in drop if c not in chosen]
        if missing:
            return "carte-" + missing[0]
        kinds = {R.CARDS[c]["type"] for c in drop}
        order = (("militaire", "temple", "production", "maritime") if seen.need() == "militaire"
                 else ("production", "temple", "maritime", "militaire")) + ("civil", "science")
        for god in order:
            if god in kinds:
                return "offrir-" + god
        return legal[0]
