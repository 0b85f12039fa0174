"""HTML views of Quatrix (placeholder, replaced below)."""

from ...markup import text


def render_partie(game, state, viewer, legal):
    return text("div", "Quatrix", class_="bga-board")


def render_contrainte(game, state, viewer, legal):
    return text("div", "Quatrix", class_="bga-board")
