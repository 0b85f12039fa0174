"""Zombicide bot « survivant »: greedy on the mission, from its view only.

Take an objective standing on it; attack the zombies in its own zone (else
the first zone it can shoot); open a closed door it stands by; search once;
else walk one zone closer to its goal (the nearest objective left, then the
exit; behind a closed door, the street zone by that door); else end its turn.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R


def goal_distances(view: dict, zone: str) -> dict[int, int]:
    """Moves from every zone to the bot's goal on the map as it stands."""
    m = R.mission_map(tuple(sorted("-".join(d) for d in view["open_doors"])))
    targets = list(view["objectives"]) or [R.EXIT]
    best = None
    for t in targets:
        dist = m.distances_to(m.grid.parse(t))
        if m.grid.parse(zone) in dist and (best is None or dist[m.grid.parse(zone)] < best[m.grid.parse(zone)]):
            best = dist
    if best is None:      # the goal is behind a closed door: go to the street side of one
        for a, b in R.STREET_DOORS:
            if sorted((a, b)) not in view["open_doors"]:
                street = a if m.is_street(m.grid.parse(a)) else b
                dist = m.distances_to(m.grid.parse(street))
                if m.grid.parse(zone) in dist:
                    return dist
        return {}
    return best


class ZombicideBot(Bot):
    label = "Survivant"

    def choose(self, view, legal, rng):
        picks = [mv for mv in legal if mv.startswith("choisir-")]
        if view["active"] is None:
            return picks[0]
        for mv in ("objectif",):
            if mv in legal:
                return mv
        me = view["survivors"][view["active"]]
        zone = me["zone"]
        w = R.EQUIPMENT[me["objets"][me["arme"]]] if me["arme"] >= 0 else None
        ranged = w is not None and w["portee"][1] > 0
        crowded = {s["zone"] for k, s in enumerate(view["survivors"]) if k != view["active"]}
        # never fire into a zone where an ally stands (« Tout lancer raté fait des dégâts aux alliés »)
        shots = [mv for mv in legal if mv.startswith("attaquer-") and not (ranged and mv[9:] in crowded)]
        if "attaquer-" + zone in shots:
            return "attaquer-" + zone
        if shots:
            return shots[0]
        doors = [mv for mv in legal if mv.startswith("porte-")]
        if doors:
            return doors[0]
        if "fouiller" in legal and len(view["survivors"][view["active"]]["objets"]) < R.INVENTORY_MAX:
            return "fouiller"
        dist = goal_distances(view, zone)
        m = R.mission_map(())
        here = dist.get(m.grid.parse(zone))
        steps = [mv for mv in legal if mv.startswith("aller-")
                 and here is not None and dist.get(m.grid.parse(mv[6:]), 99) < here]
        if steps:
            return steps[0]
        return "fin" if "fin" in legal else legal[0]
