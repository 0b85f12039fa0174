"""HTML view of the Guild of Merchant Explorers' Mappe (built only with engine.markup helpers)."""

from __future__ import annotations

from ... import hexgrid as H
from ...markup import banner, el, glyph_figure, hex_board, move_button, note, piece, row, text, zone
from . import rules as R
from .calculators import card_text


def _marks(s: dict) -> tuple[str, list[str]]:
    """(pieces drawn on the space, words) of a space's kind, cube and buildings: a city is a
    walled town with its value, coins a gold disc with theirs, the reader's cube, village and
    trading post their own pieces (no letter codes)."""
    k, v = s["k"], s["v"]
    pieces, words = [], []
    if k == "capitale":
        pieces, words = [text("span", "♛", class_="bga-gm-sign")], ["votre capitale"]
    elif k == "ville":
        pieces, words = [text("span", v, class_="bga-gm-city")], [f"ville de valeur {v}"]
    elif k == "pieces":
        pieces, words = [text("span", v, class_="bga-gm-coin")], [f"{v} pièce{'s' if v > 1 else ''}"]
    elif k == "ruine":
        pieces, words = [text("span", "⚱", class_="bga-gm-sign")], ["ruine"]
    elif k == "decouverte":
        pieces = [text("span", "♜" if s["cube"] else "?", class_="bga-gm-sign")]
        words = ["découverte" + (", Tour d'observation" if s["cube"] else "")]
    elif k == "village":
        pieces, words = [glyph_figure("⌂", "rouge")], ["votre village"]
    if s["comptoir"]:
        pieces.append(glyph_figure("⚑", "rouge"))
        words.append("comptoir")
    if s["cube"]:
        pieces.insert(0, el("span", class_="bga-gm-cube"))
        words.append("votre cube")
    return "".join(pieces), words


def _city(state, name: str) -> str:
    """A city drawn as on the Mappe (its walls and value), its space's name under it."""
    return (text("span", state.mappe[name]["v"], class_="bga-gm-city")
            + text("span", name, class_="bga-figname"))


def _post_row(state, a: str, others: list, legal) -> str:
    """One city's trading posts: the flag on the city, then one piece per road's end (a city)."""
    value = state.mappe[a]["v"]
    head = el("span", glyph_figure("⚑", "rouge"), _city(state, a), class_="bga-gm-posthead", aria_hidden="true")
    ends = []
    for b in others:
        move = f"comptoir-{a}-{b}"
        ends.append(piece(text("span", "→", class_="bga-gm-arrow") + _city(state, b),
                          f"Comptoir sur la ville {a} (valeur {value}), route vers la ville {b} "
                          f"(valeur {state.mappe[b]['v']})", cls="bga-figpiece bga-named bga-gm-post",
                          move=move, legal=legal, title=f"Comptoir sur la ville {a}, route vers {b}"))
    return el("div", head, *ends, class_="bga-row bga-gm-posts", role="group",
              aria_label=f"Comptoir sur la ville {a}")


def render_exploration(game, state, viewer, legal) -> str:
    live = not state.fin
    cells = []
    for name, s in state.mappe.items():
        r, c = H.to_offset(H.parse(name))
        mark, words = _marks(s)
        cell = {"row": r, "col": c, "name": name, "terrain": R.TERRAINS[s["t"]][2],
                "terrain_name": R.terrain_name(s["t"]), "pieces": mark, "detail": ", ".join(words)}
        if name in state.dernier:
            cell["cls"] = "bga-last"
        if live and state.attente:
            cell.update(move=f"village-{name}", title="Placer le village ici")
        elif live:
            cell.update(move=f"explorer-{name}", title="Poser un cube ici")
        cells.append(cell)
    board = hex_board(cells, label="Mappe (rangées A, B…, cases numérotées depuis la gauche)", legal=legal)

    parts = []
    if state.fin:
        parts.append(banner(state.fin, "info"))
    card = state.card()
    left = card["n"] - len(state.poses)
    parts.append(text("p", f"Carte {state.carte + 1}/{len(state.cartes)} : {card_text(card)} ; "
                           f"{'reste' if left < 2 else 'restent'} {left} ; cases Découverte : tout terrain.",
                      class_="bga-note"))
    g = state.gains
    parts.append(text("p", f"Pièces : {state.total()} (cases {g['pieces']}, villages {g['villages']}, comptoirs "
                           f"{g['comptoirs']}, tours {g['tours']}) ; cartes Trésor : {state.tresors}",
                      class_="bga-note"))
    if state.attente and live:
        parts.append(text("p", "Région entièrement explorée : cliquez la case vierge du village "
                               f"({', '.join(state.attente['cases'])}).", class_="bga-note"))
    cities = [m for m, s in state.mappe.items() if s["k"] == "ville" and not s["comptoir"]]
    if live and len(cities) > 1:
        parts.append(zone("Comptoirs : la ville du comptoir, puis la ville au bout de la route",
                          *[_post_row(state, a, [b for b in cities if b != a], legal) for a in cities]))
    if live:
        parts.append(row(move_button("carte-suivante", "Carte suivante", legal)))
    legend = note("Carré rouge : votre cube ; ♛ capitale ; ville : remparts et sa valeur ; disque doré : pièces ; "
                  "⚱ ruine ; ? découverte (♜ tour visitée) ; ⌂ village ; ⚑ comptoir.")
    return el("div", zone("Mappe", board), *parts, legend, class_="bga-guild")
