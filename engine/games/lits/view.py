"""HTML views of Battle of LITS (placeholder)."""

from ...markup import text


def render_partie(game, state, viewer, legal):
    return text("div", "LITS", class_="bga-board")


def render_verificateur(game, state, viewer, legal):
    return text("div", "LITS", class_="bga-board")
