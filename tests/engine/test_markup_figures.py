"""The figures and side marks of engine.markup (issue 23): pieces drawn as silhouettes, not letters."""

from __future__ import annotations

import re

import pytest

from engine.markup import FIGURE_SHAPES, figure, figure_visual, side_marks


@pytest.mark.parametrize("kind", sorted(FIGURE_SHAPES))
def test_every_figure_is_an_svg_hidden_from_screen_readers(kind):
    html = figure_visual(kind, "rouge")
    assert html.startswith('<span class="bga-figure" data-colour="rouge" data-shape="' + kind + '">')
    assert '<svg viewBox="0 0 24 24" class="bga-figure-svg" aria-hidden="true" focusable="false">' in html
    assert re.sub(r"<[^>]+>", "", html) == ""          # no letter: the shape says it


def test_a_figure_piece_is_named_and_escaped_and_counts_are_written():
    html = figure("personnage", "bleu", "<b>tireur</b>", move="outil-x", legal=["outil-x"], count=3)
    assert '<span class="bga-sr">&lt;b&gt;tireur&lt;/b&gt;</span>' in html and "<b>" not in html
    assert 'data-move="outil-x"' in html and "bga-legal" in html and "×3" in html
    assert "×1" not in figure_visual("animal", "rose", count=1)


def test_side_marks_draw_paths_from_the_centre_and_doors_on_the_edges():
    svg = side_marks(paths="ne", doors="so")
    assert svg.count('class="bga-path-under"') == 2 and 'x2="12" y2="0"' in svg and 'x2="24" y2="12"' in svg
    assert svg.count('class="bga-door"') == 2
    assert 'x="7.5" y="21.8" width="9" height="2.2"' in svg      # south: a bar across the bottom edge
    assert 'x="0" y="7.5" width="2.2" height="9"' in svg         # west: a bar along the left edge
    assert 'aria-hidden="true"' in svg
