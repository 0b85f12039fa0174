"""HTML view of Mojo's card-count table, via engine.markup."""

from __future__ import annotations

from ...markup import badge, banner, colour_card, el, move_button, note, row, text, zone
from . import rules as M

LABEL = {row[0]: row for row in M.TABLE}


def group(cid: str, value, copies: int) -> str:
    _, palette, label, _, _ = LABEL[cid]
    if cid == "mojo":
        card = colour_card("M", palette, "Mojo", name=f"carte Mojo (valant {M.MOJO_VALUE})", small=True)
    else:
        name = label[:-1] if label.endswith("s") else label
        card = colour_card(value, palette, name, name=f"carte {name} de valeur {value}", small=True)
    return el("span", card, badge(f"× {copies}"), class_="bga-row")


def render_comptes(game, state, viewer, legal) -> str:
    parts = []
    colours = [move_button(f"couleur-{c}", ("Toutes" if c == "toutes" else LABEL[c][2].capitalize())
                           + (" ✓" if (state.colour or "toutes") == c else ""), legal,
                           aria_pressed="true" if (state.colour or "toutes") == c else "false")
               for c in M.COLOUR_IDS + ("toutes",)]
    parts.append(el("div", *colours, class_="bga-actions", role="group", aria_label="Filtrer par couleur"))
    values = [move_button(f"valeur-{v}", f"{v}" + (" ✓" if state.value == v else ""), legal,
                          title=f"Valeur {v}", aria_pressed="true" if state.value == v else "false")
              for v in M.VALUES]
    parts.append(el("div", *values, class_="bga-actions", role="group", aria_label="Filtrer par valeur"))
    shown = state.shown()
    count = sum(c for _, _, c in shown)
    parts.append(zone(f"Cartes de la page : {count} affichée(s)",
                      row(*[group(*x) for x in shown]) if shown else note("Aucune carte pour ce filtre.")))
    lines = [text("li", f"{r[3]} cartes {r[2]} : " + " + ".join(str(c) for _, c in r[4])
                  + f" = {M.line_sum(r)} " + ("✓" if M.line_sum(r) == r[3] else "✗"))
             for r in M.TABLE]
    sums = " + ".join(str(r[3]) for r in M.TABLE)
    parts.append(zone("Le compte", el("ul", *lines, class_="bga-note"),
                      text("p", f"Somme des lignes de la page : {sums} = {M.total()} cartes.", class_="bga-note")))
    missing = ", ".join(map(str, M.missing_values()))
    parts.append(banner(f"La page annonce {M.ANNOUNCED} cartes, mais ses lignes n'en comptent que {M.total()} : "
                        f"il en manque {M.gap()} (aucune carte de valeur {missing}).", "mal"))
    return el("div", *parts, class_="bga-board", data_jeu="mojo")
