"""Microcosm's bot: greedy on the page's count, from its own seat's view only.

Each turn it values every action its hand allows (the influence a Colonisation or a won
Guerre brings, a Guerre's chance from the Planets it has not seen, a Technology, the colour
points of a Politique card in the discard) and plays the best one step by step: the card, the
Colonies to turn, the cards to reveal, the target(s), then « Valider ». It takes back its
discard when its hand has nothing worth playing.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

TECH_VALUE = {"tech-colo": 0.9, "tech-guerre": 0.8, "tech-rech": 0.3, "capitale": 1.0, "mobilisation": 0.5}
RISK = 0.2            # a lost Guerre costs the card's turn
OBSERVE = 0.15        # knowing a defence is worth a little
POLITICS_LATER = 0.4  # a Politique card in the discard keeps scoring for Planets to come
TAKE_BACK = 0.3


class Plan:
    def __init__(self, value, card=None, targets=(), reveals=(), flips=(), kind="jouer"):
        self.value, self.card, self.kind = value, card, kind
        self.targets, self.reveals, self.flips = list(targets), list(reveals), list(flips)


class Seen:
    """What the bot's seat knows, read from its view."""

    def __init__(self, view):
        p = view["joueur"]
        self.view, self.p = view, p
        self.me, self.opp = view["joueurs"][p], view["joueurs"][1 - p]
        visible = set(view["connus"]) | set(self.me["butins"]) | set(self.opp["butins"])
        visible |= {c["planete"] for s in (self.me, self.opp) for c in s["colonies"] if c["planete"]}
        self.unseen = {cost: [q for q, d in R.PLANETS.items() if d["cout"] == cost and q not in visible]
                       for cost in (0, 2, 3)}

    def candidates(self, target: str) -> list[str]:
        if target.startswith("pile"):
            pile = self.view["piles"][target[4:]]
            return [pile["dessus"]] if pile["dessus"] else self.unseen[int(target[4:])] or []
        col = self.opp["colonies"][int(target[3:]) - 1]
        return [col["planete"]] if col["planete"] else self.unseen[col["cout"]] or []

    def defence(self, target: str, planet: str) -> int:
        if target.startswith("pile"):
            return R.PLANETS[planet]["defense"]
        known = [c["planete"] for c in self.opp["colonies"] if c["planete"]]
        return R.colony_defence(planet, self.opp["techs"], known)

    def planet_value(self, planet: str, colony: bool) -> float:
        d = R.PLANETS[planet]
        value = d["influence"] + (R.TEMPLE_POINTS * d.get("temples", 0) if colony else 0)
        value += R.colour_points(self.me["defausse"], [planet])
        if colony:
            value += 0.3 * sum(d["icones"].values())
        return value

    def icons(self, action: str, card: str) -> tuple[int, list[str], list[int]]:
        """Icons of `action` that playing `card` can show: (without flipping, the hand's cards to
        reveal, the hidden Colonies that would add one when turned)."""
        base = R.DOMAIN[card]["icones"].get(action, 0)
        base += sum(R.PLANETS[c["planete"]]["icones"].get(action, 0) for c in self.me["colonies"] if c["visible"])
        base += sum(R.TECHS[t]["icones"].get(action, 0) for t in self.me["techs"])
        reveals = [c for c in self.me["main"] if c != card and R.DOMAIN[c]["icones"].get(action)]
        flips = [i + 1 for i, c in enumerate(self.me["colonies"])
                 if not c["visible"] and R.PLANETS[c["planete"]]["icones"].get(action)]
        return base, reveals, flips

    # --- the plans --------------------------------------------------------------------
    def plans(self, card: str) -> list[Plan]:
        a = R.DOMAIN[card]["action"]
        out = []
        if a == "politique":
            colour = R.DOMAIN[card]["couleur"]
            mine = [c["planete"] for c in self.me["colonies"]] + self.me["butins"]
            out.append(Plan(sum(1 for q in mine if R.PLANETS[q]["couleur"] in (colour, "multicolore"))
                            + POLITICS_LATER, card))
            return out
        base, reveals, flips = self.icons(a, card)
        piles = ["pile" + c for c in ("0", "2", "3") if self.view["piles"][c]["nombre"]]
        cols = [f"col{i + 1}" for i in range(len(self.opp["colonies"]))]
        if a == "colonisation":
            for t in piles:
                cost = int(t[4:])
                need = max(0, cost - base)
                use = reveals[:need]
                turn = flips[:need - len(use)]
                if len(use) + len(turn) < need:
                    continue
                cand = self.candidates(t)
                out.append(Plan(sum(self.planet_value(q, True) for q in cand) / len(cand), card, [t], use, turn))
        elif a == "guerre":
            have = base + len(reveals)
            for t in piles + cols:
                cand = self.candidates(t)
                wins = [q for q in cand if self.defence(t, q) <= have]
                if not wins:
                    continue
                gain = sum(self.planet_value(q, False) + (R.PLANETS[q]["influence"] if t.startswith("col") else 0)
                           for q in wins) / len(cand)
                out.append(Plan(gain - RISK, card, [t], reveals))
        elif a == "recherche":
            have = base + len(reveals)
            options = sorted([(TECH_VALUE[t], t) for t in self.view["zone_tech"]]
                             + [(0.8 * TECH_VALUE[t], t) for t in self.opp["techs"]], reverse=True)
            if options:
                take = options[:2] if have >= R.RESEARCH_TWICE else options[:1]
                out.append(Plan(sum(v for v, _ in take), card, [t for _, t in take],
                                reveals if len(take) == 2 else []))
        elif a == "observation":
            unknown = [t for t in piles if not self.view["piles"][t[4:]]["dessus"]]
            unknown += [f"col{i + 1}" for i, c in enumerate(self.opp["colonies"]) if not c["planete"]]
            if unknown:
                out.append(Plan(OBSERVE, card, unknown[:1]))
        return out

    def best(self, cards) -> Plan:
        best = Plan(0.0, kind="passer")
        for card in cards:
            for plan in self.plans(card):
                if plan.value > best.value:
                    best = plan
        return best


class MicrocosmBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        move = self._choose(view)
        if move in legal:
            return move
        for fallback in ("valider", "finir", "passer"):
            if fallback in legal:
                return fallback
        return legal[0]

    def _choose(self, view) -> str:
        seen = Seen(view)
        me = seen.me
        takeable = [c for c in me["defausse"] if R.DOMAIN[c]["action"] != "politique"]
        if view["etape"] == "pioche":
            options = [(seen.best([c]).value, c) for c in view["reserve"]]
            value, card = max(options, default=(-1.0, None), key=lambda x: x[0])
            if card is None or (view["paquet"] and value < 0.6):
                return "piocher"
            return "prendre-" + card
        if view["etape"] == "reprise":
            return "reprendre-" + takeable[0] if takeable else "finir"
        if view["joue"] is None:
            plan = seen.best(me["main"])
            if plan.kind == "passer" or plan.value < TAKE_BACK:
                return "reprendre-" + takeable[0] if takeable else "passer"
            return "jouer-" + plan.card
        plan = seen.best([view["joue"]])
        if plan.kind == "passer":
            return "passer"
        for n in plan.flips:
            if not me["colonies"][n - 1]["visible"]:
                return f"retourner-{n}"
        for c in plan.reveals:
            if c not in view["montrees"]:
                return "montrer-" + c
        for t in plan.targets:
            if t not in view["cibles"]:
                return "cible-" + t
        return "valider"
