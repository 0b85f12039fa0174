"""Gnome Hollow's view: the market, one row per mushroom type, one space per quantity."""

from __future__ import annotations

from ...markup import badge, el, move_button, note, text, zone
from . import rules as R


def render_marche(game, state, viewer, legal) -> str:
    s = state
    info = [badge(f"Visite {s.visits} : {len(s.sold)}/{R.SALES_PER_VISIT} vente(s)"), badge(f"Trésor : {s.treasure}")]
    info += [badge(f"{R.NAMES[k]} : {s.stock[k]}") for k in R.TYPES]
    head = [text("th", "Type")] + [text("th", "Paire" if q == R.PAIR else str(q)) for q in R.QUANTITIES]
    rows = []
    for kind in R.TYPES:
        cells = [text("td", R.NAMES[kind])]
        for q in R.QUANTITIES:
            move = f"vendre-{kind}-{q}"
            label = "✖" if [kind, q] in s.blocked else f"+{R.treasure(q)}"
            cells.append(el("td", move_button(move, label, legal, cls="bga-small",
                                              title=s.describe(move) + (" (bloqué)" if label == "✖" else ""),
                                              aria_label=f"{s.describe(move)}" + (" : bloqué" if label == "✖" else ""))))
        rows.append(el("tr", *cells))
    table = el("table", el("thead", el("tr", *head)), el("tbody", *rows), class_="bga-score bga-compact")
    others = [move_button(m, m.split("-", 1)[1].replace("-", " "), legal, cls="bga-small", title=s.describe(m))
              for m in legal if m.startswith("bloquer-")]
    picks = [move_button(f"cueillir-{k}", f"+1 {R.NAMES[k]}", legal, cls="bga-small") for k in R.TYPES]
    return el("div", el("div", *info, class_="bga-row"),
              zone("Marché de Pinwheel (+n : trésor de la vente ; ✖ : espace bloqué)", el("div", table, class_="bga-scroll"),
                   el("div", move_button("visite", "Nouvelle visite", legal), class_="bga-actions")),
              el("details", text("summary", "Changer la position (cueillir, ventes des autres joueurs)"),
                 el("div", *picks, class_="bga-actions"),
                 note("Un autre joueur vend (bloque l'espace) :"), el("div", *others, class_="bga-actions")),
              class_="bga-board", data_jeu="gnomehollow-marche")
