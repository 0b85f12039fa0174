"""The Taluva buildings appended to markup.FIGURE_SHAPES (hut, temple, tower): drawn by the
shared figure helpers, each a silhouette of its own, in any player colour."""

from engine.markup import FIGURE_SHAPES, figure, figure_visual


def test_each_building_is_a_figure_of_its_own():
    shapes = [FIGURE_SHAPES[k] for k in ("hutte", "temple", "tour")]
    assert len({repr(s) for s in shapes}) == 3


def test_a_building_figure_carries_its_colour_count_and_name():
    html = figure_visual("hutte", "violet", count=3)
    assert 'data-shape="hutte"' in html and 'data-colour="violet"' in html and "×3" in html
    piece = figure("temple", "noir", "temple noir", move="choisir-temple", legal=["choisir-temple"])
    assert "temple noir" in piece and 'data-move="choisir-temple"' in piece and "bga-legal" in piece
