"""HTML view of the Guild of Merchant Explorers' Mappe (built only with engine.markup helpers)."""

from __future__ import annotations

from ... import hexgrid as H
from ...markup import banner, el, hex_board, move_button, note, row, text, zone
from . import rules as R
from .calculators import card_text


def _marks(s: dict) -> tuple[str, list[str]]:
    """(visible mark, words) of a space's kind, cube and buildings."""
    k, v = s["k"], s["v"]
    mark, words = "", []
    if k == "capitale":
        mark, words = "♛", ["votre capitale"]
    elif k == "ville":
        mark, words = f"V{v}", [f"ville de valeur {v}"]
    elif k == "pieces":
        mark, words = f"¤{v}", [f"{v} pièce{'s' if v > 1 else ''}"]
    elif k == "ruine":
        mark, words = "R", ["ruine"]
    elif k == "decouverte":
        mark, words = ("♜" if s["cube"] else "?"), ["découverte" + (", Tour d'observation" if s["cube"] else "")]
    elif k == "village":
        mark, words = "⌂", ["votre village"]
    if s["comptoir"]:
        mark += "C"
        words.append("comptoir")
    if s["cube"]:
        mark = "■" + mark
        words.append("votre cube")
    return mark, words


def render_exploration(game, state, viewer, legal) -> str:
    live = not state.fin
    cells = []
    for name, s in state.mappe.items():
        r, c = H.to_offset(H.parse(name))
        mark, words = _marks(s)
        cell = {"row": r, "col": c, "name": name, "terrain": R.TERRAINS[s["t"]][2],
                "terrain_name": R.terrain_name(s["t"]), "content": mark, "detail": ", ".join(words)}
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
    parts.append(text("p", f"Carte {state.carte + 1}/{len(state.cartes)} : {card_text(card)} · "
                           f"{'reste' if left < 2 else 'restent'} {left} · cases Découverte : tout terrain.",
                      class_="bga-note"))
    g = state.gains
    parts.append(text("p", f"Pièces : {state.total()} (cases {g['pieces']}, villages {g['villages']}, comptoirs "
                           f"{g['comptoirs']}, tours {g['tours']}) · cartes Trésor : {state.tresors}",
                      class_="bga-note"))
    if state.attente and live:
        parts.append(text("p", "Région entièrement explorée : cliquez la case vierge du village "
                               f"({', '.join(state.attente['cases'])}).", class_="bga-note"))
    cities = [m for m, s in state.mappe.items() if s["k"] == "ville" and not s["comptoir"]]
    buttons = [move_button(f"comptoir-{a}-{b}", f"Comptoir {a} ({b})", legal,
                           title=f"Comptoir sur la ville {a}, route vers {b}")
               for a in cities for b in cities if a != b] if live else []
    if live:
        buttons.append(move_button("carte-suivante", "Carte suivante", legal))
    if buttons:
        parts.append(row(*buttons))
    legend = note("■ votre cube ; ♛ capitale ; V2 ville de valeur 2 ; ¤2 pièces ; R ruine ; ? découverte (♜ tour "
                  "visitée) ; ⌂ village ; C comptoir.")
    return el("div", zone("Mappe", board), *parts, legend, class_="bga-guild")
