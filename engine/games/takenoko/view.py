"""HTML views of the Takenoko garden (built only with engine.markup helpers)."""

from __future__ import annotations

from ... import hexgrid as H
from ...markup import badge, el, glyph_figure, hex_board, move_button, note, row, segment_stack, text, zone
from . import rules as R

TERRAIN = {"vert": "prairie", "jaune": "champ", "rose": "rose", "etang": "eau"}
IMPROVEMENT_MARK = {"bassin": "◎", "engrais": "✚", "enclos": "▦"}
GARDENER, PANDA = glyph_figure("⚘", "brun"), glyph_figure("ʘ", "noir")


def _figures(gardener: bool, panda: bool) -> str:
    return (GARDENER if gardener else "") + (PANDA if panda else "")


def _cell(name, p, irrigated, *, gardener=False, panda=False):
    """A hex of the garden: its bamboo drawn as a stack of sections in the parcel's colour, a
    drop when irrigated, the improvement's sign, the gardener and the panda as figures."""
    r, c = H.to_offset(H.parse(name))
    cell = {"row": r, "col": c, "name": name}
    if p is None:
        cell.update(terrain="vide", terrain_name="place libre")
        return cell
    if p["c"] == "etang":
        cell.update(terrain="eau", terrain_name="étang", pieces=_figures(gardener, panda),
                    detail=", ".join(x for x in ("jardinier" if gardener else "", "panda" if panda else "") if x))
        return cell
    words = [f"bambou de {p['b']} section{'s' if p['b'] > 1 else ''}" if p["b"] else "pas de bambou",
             "irriguée" if irrigated else "non irriguée"]
    if p["a"]:
        words.append(p["a"])
    if gardener:
        words.append("jardinier")
    if panda:
        words.append("panda")
    pieces = (el("span", class_="bga-drop") if irrigated else "") + (segment_stack(p["b"], p["c"]) if p["b"] else "") \
        + _figures(gardener, panda)
    cell.update(terrain=TERRAIN[p["c"]], terrain_name=f"parcelle {p['c']}",
                content=IMPROVEMENT_MARK[p["a"]] if p["a"] else "", pieces=pieces, detail=", ".join(words))
    return cell


LEGEND = ("Bambou : une barre par section ; goutte bleue : irriguée ; ◎ bassin, ✚ engrais, ▦ enclos ; "
          "⚘ jardinier, ʘ panda.")


def render_tour(game, state, viewer, legal) -> str:
    cells = []
    for name in state._order():
        p = state.jardin[name]
        cell = _cell(name, p, state.irrigated(name), gardener=name == state.jardinier, panda=name == state.panda)
        move = None
        if state.etape == "effet" and state.face in ("pluie", "orage"):
            move = f"{state.face}-{name}"
        elif state.etape == "actions":
            if state.outil in ("jardinier", "panda"):
                move = f"{state.outil}-{name}"
            elif state.outil in R.IMPROVEMENTS:
                move = f"amenager-{state.outil}-{name}"
        if move:
            cell["move"] = move
        cells.append(cell)
    board = hex_board(cells, label="Jardin (rangées A, B…, parcelles numérotées depuis la gauche)", legal=legal)

    parts = []
    if state.etape == "meteo":
        parts.append(text("p", f"Tour {state.tour}. 1. Lancez le dé météo, ou choisissez une face pour l'essayer.",
                          class_="bga-note"))
        parts.append(row(move_button("lancer", "Lancer le dé", legal),
                         *[move_button(f"face-{f}", R.FACE_NAMES[f], legal, title=R.FACE_EFFECTS[f]) for f in R.FACES]))
    elif state.etape == "effet":
        parts.append(text("p", f"Tour {state.tour}, météo : {R.FACE_NAMES[state.face]} — « {R.FACE_EFFECTS[state.face]} ».",
                          class_="bga-note"))
        if state.face in ("pluie", "orage"):
            parts.append(text("p", "Cliquez la parcelle." if state.face == "pluie" else "Cliquez la parcelle où va le panda.",
                              class_="bga-note"))
        buttons = []
        if state.face == "nuage":
            buttons += [move_button(f"nuage-{a}", f"Prendre un {a}", legal) for a in R.IMPROVEMENTS]
        if state.face == "choix":
            buttons += [move_button(f"meteo-{f}", R.FACE_NAMES[f], legal, title=R.FACE_EFFECTS[f])
                        for f in R.FACES if f != "choix"]
        buttons.append(move_button("passer", "Ne pas le faire", legal))
        parts.append(row(*buttons))
    else:
        rule = "identiques permises" if state.face == "vent" else "différentes"
        done = ", ".join(state.faites) or "aucune"
        parts.append(text("p", f"Tour {state.tour}, météo : {R.FACE_NAMES[state.face]}. 2. Actions ({rule}) : "
                               f"{state.restantes} restante(s) ; faites : {done}.", class_="bga-note"))
        tools = [move_button(f"outil-{t}", "Jardinier" if t == "jardinier" else "Panda", legal,
                             aria_pressed="true" if state.outil == t else "false",
                             title="puis cliquez une parcelle en ligne droite")
                 for t in ("jardinier", "panda")]
        tools += [move_button(f"outil-{a}", f"Placer : {a}", legal, aria_pressed="true" if state.outil == a else "false")
                  for a in R.IMPROVEMENTS if a in state.main]
        tools.append(move_button("fin", "Finir le tour", legal))
        parts.append(row(*tools))
        edges = [(a, b) for a, b in R.candidate_edges(state.jardin) if R.edge(a, b) not in state.canaux]
        if edges:
            parts.append(el("details", text("summary", "Poser un canal d'irrigation"),
                            row(*[move_button(f"canal-{a}-{b}", f"{a}|{b}", legal, title=f"Canal entre {a} et {b}")
                                  for a, b in edges])))
    eaten = ", ".join(f"{state.manges[c]} {c}" for c in R.COLOURS)
    hand = ", ".join(state.main) or "aucun"
    canals = ", ".join(c.replace("|", "–") for c in state.canaux) or "aucun"
    info = note(f"Panda : {eaten} mangé(s) ; aménagements en main : {hand} ; canaux : {canals}.")
    return el("div", zone("Jardin", board), *parts, info, note(LEGEND))


def render_objectifs(game, state, viewer, legal) -> str:
    cells = []
    for name in state.cells():
        p = state.jardin.get(name)
        cell = _cell(name, p, R.irrigated(state.jardin, [], name))
        cell["move"] = f"case-{name}"
        cell["title"] = f"Appliquer : {state.pinceau}"
        cells.append(cell)
    board = hex_board(cells, label="Jardin (rangées A, B…, parcelles numérotées depuis la gauche)", legal=legal)
    groups = (("Parcelle :", ("vert", "jaune", "rose", "vide")),
              ("Aménagement :", ("bassin", "engrais", "enclos", "sans", "canal")),
              ("Bambou :", tuple(f"bambou-{h}" for h in range(R.MAX_BAMBOO + 1))))
    short = {"vert": "verte", "jaune": "jaune", "rose": "rose", "vide": "retirer", "bassin": "bassin",
             "engrais": "engrais", "enclos": "enclos", "sans": "aucun", "canal": "canal ≈"}
    brushes = "".join(row(text("span", title, class_="bga-note"),
                          *[move_button(f"pinceau-{b}", short.get(b, b[-1]), legal,
                                        title=f"Outil : {short.get(b, 'bambou de ' + b[-1])}",
                                        aria_pressed="true" if state.pinceau == b else "false") for b in names])
                      for title, names in groups)
    eaten = row(text("span", "Mangé par le panda :", class_="bga-note"),
                *[el("span", move_button(f"rend-{c}", "−", legal, title=f"une section {c} de moins"),
                     text("span", f" {state.manges[c]} {c} "),
                     move_button(f"mange-{c}", "+", legal, title=f"une section {c} de plus"), class_="bga-stepper")
                  for c in R.COLOURS])
    items = []
    total = 0
    for res in state.results():
        mark = "✓" if res["fait"] else "✗"
        if res["fait"]:
            total += res["points"]
        kind = {"parcelle": "Parcelle", "jardinier": "Jardinier", "panda": "Panda"}[res["type"]]
        detail = res["detail"] if (res["fait"] or res["type"] != "parcelle") else ""
        items.append(el("p", text("strong", f"{mark} {kind} — {res['nom']} ({res['points']} pts)"),
                        text("span", f" : {detail}" if detail else ""), class_="bga-note", role="listitem"))
    objectives = zone("Objectifs", el("div", *items, role="list"),
                      el("p", badge(f"Réalisés : {total} pts"), class_="bga-note"))
    return el("div", zone("Jardin", board), text("p", "Choisissez un outil, puis cliquez une case :", class_="bga-note"),
              brushes, eaten, objectives, note(LEGEND.replace(" ; ⚘ jardinier, ʘ panda.", ".")))
