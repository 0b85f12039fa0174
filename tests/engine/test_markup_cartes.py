"""The tile terrains appended to demo.css for the cartes games (feu, air, or, incolore)."""

import re
from pathlib import Path

from engine.markup import tile

CSS = (Path(__file__).resolve().parents[2] / "site_demos" / "assets" / "demo.css").read_text(encoding="utf-8")


def test_each_new_terrain_has_a_fill_and_an_ink():
    for terrain in ("feu", "air", "or", "incolore"):
        rule = re.search(r'\.bga-tile\[data-terrain="%s"\] \{([^}]*)\}' % terrain, CSS)
        assert rule and "--fill" in rule.group(1) and "--ink" in rule.group(1), terrain


def test_a_tile_carries_its_terrain_and_names_itself():
    html = tile("feu", "tuile feu, hauteur 2", symbol="F2", coord="B3")
    assert 'data-terrain="feu"' in html and "B3 : tuile feu, hauteur 2" in html
