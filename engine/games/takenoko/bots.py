"""Takenoko bots. "malin" sees only its view (the garden, its hand, its sections).

It is greedy on the page's scoring: it completes every objective it can (the
highest first), lays the canals and improvements it holds where its objectives
want them, then picks the action that most raises the worth of its hand
(points × progress: sections eaten for the panda, bamboo heights for the
gardener, patterns for the plots), drawing objectives while its hand is short.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R


def progress(garden, canals, eaten, obj, wet) -> float:
    """How far the objective is, from 0 to 1 (1: done)."""
    kind = R.objective_kind(obj)
    parts = obj.split("-")
    if kind == "panda":
        need = R.panda_need(obj)
        return sum(min(eaten.get(c, 0), n) for c, n in need.items()) / sum(need.values())
    if kind == "jardinier" and parts[1] == "4":
        col, a = parts[2], (None if parts[3] == "sans" else parts[3])
        best = 0.0
        for n, p in garden.items():
            if p["c"] == col and (p["a"] == a or (p["a"] is None and p["b"] == 0)):
                # a bare plot could still take the improvement: worth a little
                best = max(best, p["b"] / 4 if p["a"] == a else 0.1)
        return best
    if kind == "jardinier":
        need = R.GARDENER_GROUP[parts[2]][0]
        heights = sorted((p["b"] if p["b"] <= 3 else 0 for p in garden.values() if p["c"] == parts[2]), reverse=True)
        return sum(heights[:need]) / (3 * need)
    return 1.0 if R.find_pattern(garden, canals, parts[1], parts[2:], wet) else 0.0


def worth(garden, canals, eaten, hand, kinds=("parcelle", "jardinier", "panda"), wet=None) -> float:
    if wet is None and "parcelle" in kinds:
        wet = R.irrigated_colours(garden, canals)
    total = 0.0
    for o in hand:
        if R.objective_kind(o) in kinds:
            x = progress(garden, canals, eaten, o, wet)
            total += R.objective_points(o) * (x + (1.0 if x >= 1.0 else 0.0))
    return total


def _colours_wanted(hand) -> dict:
    out = {c: 0.0 for c in R.COLOURS}
    for o in hand:
        for c in R.COLOURS:
            if c in o.split("-")[1:]:
                out[c] += 1
    return out


def _copy(garden) -> dict:
    return {n: dict(p) for n, p in garden.items()}


class TakenokoBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        phase = view["phase"]
        hand = view["main"] or []
        me = view["joueur"]
        garden, canals = view["jardin"], view["canaux"]
        eaten = view["manges"][me]
        if phase == "effet":
            return self._effect(view, legal, hand, garden, canals, eaten)
        if phase == "choix-parcelle":
            want = _colours_wanted(hand)
            return max(legal, key=lambda m: (want[R.plot_of_code(m[7:])[0]], -legal.index(m)))
        if phase == "pose-parcelle":
            return self._place(view, legal, hand, garden, canals, eaten)
        done = [m for m in legal if m.startswith("valider-")]
        if done:
            return max(done, key=lambda m: R.objective_points(m[8:]))
        free = self._free(view, legal, hand, garden, canals, eaten)
        if free:
            return free
        return self._action(view, legal, hand, garden, canals, eaten)

    # --- the weather ---------------------------------------------------------------
    def _effect(self, view, legal, hand, garden, canals, eaten):
        face = view["face"]
        if face == "choix":
            for f in ("soleil", "vent", "pluie"):
                if f"meteo-{f}" in legal:
                    return f"meteo-{f}"
        if face == "nuage":
            wanted = [o.split("-")[3] for o in hand if o.startswith("jardinier-4-") and o.split("-")[3] != "sans"]
            for a in wanted + ["engrais", "bassin", "enclos"]:
                if f"nuage-{a}" in legal:
                    return f"nuage-{a}"
        if face in ("pluie", "orage"):
            base = worth(garden, canals, eaten, hand, kinds=("jardinier", "panda"))
            best, move = 0.0, "passer"
            for m in legal:
                if not m.startswith(face + "-"):
                    continue
                g, e = _copy(garden), dict(eaten)
                n = m.split("-", 1)[1]
                if face == "pluie":
                    R.grow(g, n)
                elif R.panda_can_eat(g, n):
                    g[n]["b"] -= 1
                    e[g[n]["c"]] += 1
                gain = worth(g, canals, e, hand, kinds=("jardinier", "panda")) - base + 0.05
                if gain > best:
                    best, move = gain, m
            return move
        return "passer" if "passer" in legal else legal[0]

    # --- a plot ---------------------------------------------------------------------
    def _place(self, view, legal, hand, garden, canals, eaten):
        colour, a = R.plot_of_code(view["gardee"])
        want = [o for o in hand if R.objective_kind(o) == "parcelle"]

        def score(m):
            n = m[6:]
            near = [x for x in R.neighbour_names(n) if x in garden]
            s = sum(1.0 for x in near if garden[x]["c"] == colour) + 0.3 * len(near)
            if any(garden[x]["c"] == "etang" for x in near) or a == "bassin":
                s += 1.5
            if want:
                g = _copy(garden)
                g[n] = {"c": colour, "a": a, "b": 0, "k": False}
                s += worth(g, canals, eaten, want, kinds=("parcelle",))
            return (s, -legal.index(m))
        return max(legal, key=score)

    # --- canals and improvements held -----------------------------------------------------
    def _free(self, view, legal, hand, garden, canals, eaten):
        me = view["joueur"]
        want = _colours_wanted(hand)
        if view["canaux_joueurs"][me]:
            targets = [n for n in garden if R.irrigable(garden, canals, n)]
            if targets:
                best = max(sorted(targets), key=lambda n: want[garden[n]["c"]])
                move = f"irriguer-{best}"
                if move in legal:
                    return move
                if "outil-canal" in legal:
                    return "outil-canal"
        for a in view["amenagements"][me]:
            spots = sorted(n for n in garden if R.improvement_problem(garden, n) is None)
            if not spots:
                continue
            goal = [o.split("-")[2] for o in hand if o.startswith(f"jardinier-4-") and o.endswith("-" + a)]
            best = max(spots, key=lambda n: (garden[n]["c"] in goal, want[garden[n]["c"]], R.irrigated(garden, canals, n)))
            move = f"amenager-{a}-{best}"
            if move in legal:
                return move
            if f"outil-{a}" in legal:
                return f"outil-{a}"
        return None

    # --- the two actions --------------------------------------------------------------
    def _action(self, view, legal, hand, garden, canals, eaten):
        options = []       # (score, move that does it, tool to choose first)
        moving = ("jardinier", "panda")     # the figures change no plot pattern
        base = worth(garden, canals, eaten, hand, kinds=moving)
        allowed = view["restantes"] > 0
        for fig, start in (("jardinier", view["jardinier"]), ("panda", view["panda"])):
            if not allowed or (view["face"] != "vent" and fig in view["faites"]):
                continue
            for n in R.line_targets(garden, start):
                g, e = _copy(garden), dict(eaten)
                if fig == "jardinier":
                    for x in R.gardener_growth(g, canals, n):
                        R.grow(g, x)
                    bonus = 0.1 * sum(g[x]["b"] - garden[x]["b"] for x in g)
                elif R.panda_can_eat(g, n):
                    g[n]["b"] -= 1
                    e[g[n]["c"]] += 1
                    bonus = 0.3
                else:
                    bonus = 0.0
                options.append((worth(g, canals, e, hand, kinds=moving) - base + bonus, f"{fig}-{n}", fig))
        plots = sum(1 for p in garden.values() if p["c"] != "etang")
        if "parcelles" in legal:
            wants_plots = any(R.objective_kind(o) == "parcelle" for o in hand)
            options.append(((2.5 if plots < 6 else 0.8) + (0.8 if wants_plots else 0.0), "parcelles", None))
        if "canal" in legal:
            dry = sum(1 for n, p in garden.items() if p["c"] != "etang" and not R.irrigated(garden, canals, n))
            options.append((1.2 if dry and not view["canaux_joueurs"][view["joueur"]] else 0.1, "canal", None))
        draws = [m for m in legal if m.startswith("objectif-")]
        if draws:
            counts = {k: sum(1 for o in hand if R.objective_kind(o) == k) for k in R.OBJECTIVE_KINDS}
            pick = min(draws, key=lambda m: (counts[m[9:]], ("panda", "jardinier", "parcelle").index(m[9:])))
            options.append((4.0 if len(hand) <= 2 else 1.0 if len(hand) < 4 else 0.3, pick, None))
        for score, move, tool in sorted(options, key=lambda o: -o[0]):
            if move in legal:
                return move
            if tool and view["outil"] != tool and f"outil-{tool}" in legal:
                return f"outil-{tool}"
        if "fin" in legal:
            return "fin"
        return next((m for m in legal if not m.startswith("outil-")), legal[0])
