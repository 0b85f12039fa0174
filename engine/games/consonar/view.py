"""Con Sonar!'s final scoring as the reader sees it (HTML through engine.markup):
the enemy submarines sunk, by colour, with − / + steppers, the missed attacks
and the reader's submarines still on the Sonar, then each line of « Décompte »."""

from __future__ import annotations

from ...markup import el, move_button, note, text
from . import rules as R


def _sub(colour: str, n: int) -> str:
    return el("span", text("span", R.COLOUR_NAMES[colour][0] + ("×" + str(n) if n != 1 else ""),
                           class_="bga-value"),
              class_="bga-token", data_colour=R.PALETTE[colour], aria_hidden="true")


def _stepper(minus: str, plus: str, value, legal, what: str) -> str:
    return el("span", move_button(minus, "−", legal, title=f"{what} : un de moins"),
              text("span", f" {value} "),
              move_button(plus, "+", legal, title=f"{what} : un de plus"), class_="bga-stepper")


def render_decompte(game, state, viewer, legal) -> str:
    rows = []
    for c in R.COLOURS:
        name = R.COLOUR_NAMES[c]
        if c == state.couleur:
            cell = text("td", "vos sous-marins", class_="bga-note")
        else:
            cell = el("td", _stepper(f"coule-moins-{c}", f"coule-plus-{c}", state.coules[c], legal,
                                     f"Sous-marins {name} coulés"))
        rows.append(el("tr", el("td", _sub(c, 1), text("span", " " + name)), cell))
    rows.append(el("tr", text("td", "Attaques ratées"),
                   el("td", _stepper("ratee-moins", "ratee-plus", state.ratees, legal, "Attaques ratées"))))
    rows.append(el("tr", text("td", "Vos sous-marins sur le Sonar"),
                   el("td", _stepper("reste-moins", "reste-plus", state.restants, legal,
                                     "Vos sous-marins encore sur le Sonar"))))
    edit = el("table", el("tbody", *rows), class_="bga-score", aria_label="Votre fin de partie")
    pts = state.lines()
    pairs = pts["paires"]
    groups = pts["groupes"] // 2
    lines = [
        ("1 point par sous-marin coulé", f"{sum(state.coules.values())} coulé(s)", pts["coules"]),
        ("–1 point par attaque ratée", f"{state.ratees} ratée(s)", pts["ratees"]),
        ("2 points par sous-marin encore sur le Sonar", f"{state.restants} restant(s)", pts["restants"]),
        ("1 point par paire de la même couleur", f"{pairs} paire(s)", pts["paires"]),
        ("2 points par groupe de 4 couleurs différentes", f"{groups} groupe(s)", pts["groupes"]),
    ]
    body = [el("tr", text("td", rule), text("td", what), text("td", f"{value:+d}")) for rule, what, value in lines]
    body.append(el("tr", text("th", "Total"), text("td", ""), text("th", str(pts["total"]))))
    score = el("table", el("tbody", *body), class_="bga-score", aria_label="Décompte")
    start = note(f"Au départ, {R.total_subs()} sous-marins (6 couleurs × 2) : {R.START_KEPT['graduation 2']} sur la "
                 f"graduation 2 (un de chaque couleur), {R.START_KEPT['graduation 4']} sur la graduation 4. La page "
                 f"écrit « 6 sous-marins de chaque couleur sur la graduation 2 » : ce serait "
                 f"{R.START_AS_WRITTEN['graduation 2']} sous-marins, il n'y en a que {R.total_subs()}.")
    return el("div", note(f"Vous jouez {R.COLOUR_NAMES[state.couleur]}. Changez vos prises et voyez chaque ligne "
                          "du décompte."), edit, score, start, class_="bga-board", data_jeu="consonar")
