"""Takenoko objective checks: time to check every kind of objective (the 34 distinct cards of the page)
on a small garden and on a full one (27 plots around the pond), against a brute-force baseline that
tries every set of 3 or 4 plots (measured in the same run).

    .venv/bin/python bench/bench_takenoko.py
"""

from __future__ import annotations

import itertools
import time

from engine import hexgrid as H
from engine.games.takenoko import rules as R
from engine.games.takenoko.calculators import read_garden

SMALL = ["-   V0~  V2  J0  -", "-  V3   E   J3  J0~", "-   V4e~ J2  R1  -", "-  -    J3~ R0  -"]
FULL = ["V0~ J1~ R0~ V2~ J0~ R1~ V0~", "J0~ V3~ R2~ J0~ V1~ R0~ J2~", "R0~ V0~ J4~ E V2~ J0~ R3~",
        "V1~ J0~ R0~ V0~ J2~ R0~ V4e~", "J3~ R1~ V0~ J0~ R2~ V0~ -"]


def brute_pattern(garden, shape, colours):
    """Baseline: every combination of plots, compared with the shape's placements as sets."""
    plots = [n for n in garden if R.is_plot(garden, n)]
    size = len(R.SHAPES[shape][0])
    shapes = set()
    for placement in R.PLACEMENTS[shape]:
        base = sorted(placement)
        shapes.add(tuple((q - base[0][0], r - base[0][1]) for q, r in base))
    for combo in itertools.combinations(plots, size):
        cells = sorted(H.parse(n) for n in combo)
        norm = tuple((q - cells[0][0], r - cells[0][1]) for q, r in cells)
        if norm in shapes and all(R.irrigated(garden, [], n) for n in combo):
            cols = sorted(garden[n]["c"] for n in combo)
            if len(colours) == 1 and cols == [colours[0]] * size:
                return combo
            if len(colours) == 2 and cols == sorted(colours * 2):
                return combo
    return None


def run(garden, label, repeat):
    eaten = {"vert": 1, "jaune": 1, "rose": 0}
    t = time.perf_counter()
    for _ in range(repeat):
        wet = R.irrigated_colours(garden, [])
        for obj in R.OBJECTIVES:
            R.check_objective(garden, [], eaten, obj, wet)
    fast = (time.perf_counter() - t) / repeat
    plot_objs = [o for o in R.OBJECTIVES if o.startswith("parcelle-")]
    t = time.perf_counter()
    for _ in range(repeat):
        for obj in plot_objs:
            parts = obj.split("-")
            brute_pattern(garden, parts[1], parts[2:])
    brute = (time.perf_counter() - t) / repeat
    t = time.perf_counter()
    for _ in range(repeat):
        for obj in plot_objs:
            parts = obj.split("-")
            R.find_pattern(garden, [], parts[1], parts[2:])
    patterns = (time.perf_counter() - t) / repeat
    plots = sum(1 for n in garden if R.is_plot(garden, n))
    print(f"{label} ({plots} parcelles) : 34 objectifs en {fast * 1000:.2f} ms ; 15 objectifs de parcelle "
          f"{patterns * 1000:.2f} ms contre {brute * 1000:.1f} ms en force brute (rapport {brute / patterns:.0f})")


if __name__ == "__main__":
    run(read_garden(SMALL, {}), "petit jardin de l'exemple", 50)
    run(read_garden(FULL, {}), "jardin complet", 5)
