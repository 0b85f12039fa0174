"""HTML view of the kingdoms (built only with engine.markup helpers)."""

from __future__ import annotations

from ...markup import board_grid, el, move_button, piece, text, tile
from . import rules as K

DIR_ARROWS = {"d": "→", "b": "↓", "g": "←", "h": "↑"}


SYMBOL = {"champ": "≡", "foret": "♣", "lac": "≈", "paturage": "ψ", "marais": "∿", "mine": "▲", "chateau": "♜"}


def _terrain(code: str) -> tuple[str, str, int]:
    """(terrain key, French name, crowns) of a square code."""
    if not code:
        return "vide", "case vide", 0
    if code == K.CASTLE:
        return "chateau", "château", 0
    return K.TERRAINS[code[0]][0], K.TERRAINS[code[0]][1], int(code[1:])


def square(code: str, *, move: str | None = None, legal=(), coord: str = "", title: str | None = None,
           small: bool = False) -> str:
    """A square as a terrain tile of the shared components: colour, symbol, crowns."""
    terrain, name, crowns = _terrain(code)
    return tile(terrain, name, symbol=SYMBOL.get(terrain, ""), crowns=crowns, coord=coord, move=move,
                legal=legal, title=title, cls_extra="bga-small" if small else None)


def _grid(state, k: int, legal) -> str:
    kd = state.royaumes[k]
    board = kd["cases"]
    n = state.taille
    r0, r1, c0, c1 = K.window(board, n)
    active = k == state.actif
    placing = active and state.pose == "domino" and kd["main"] is not None
    cells = []
    for r in range(r0, r1 + 1):
        for c in range(c0, c1 + 1):
            move = None
            if active and state.pose == "case":
                move = f"case-{r + 1}-{c + 1}"
            elif active and state.pose == "domino":
                # With no domino in hand too: the square stays askable (« Pourquoi pas ? » says to take one first).
                move = f"poser-{r + 1}-{c + 1}"
            title = None
            if placing:
                title = "Poser ici la première moitié du domino"
            elif move is not None and move.startswith("poser-"):
                title = "Prenez d'abord un domino"
            cells.append(square(board[r][c], move=move, legal=legal, coord=K.where(r, c), title=title))
    return board_grid(cells, c1 - c0 + 1, label=f"Royaume {k + 1} : lignes {r0 + 1} à {r1 + 1}, colonnes {c0 + 1} à {c1 + 1}",
                      row_labels=[str(r + 1) for r in range(r0, r1 + 1)],
                      col_labels=[str(c + 1) for c in range(c0, c1 + 1)], cls="bga-fit")


def domino(d: int, *, move: str | None = None, legal=(), title: str | None = None) -> str:
    """A domino: its number and its two squares side by side."""
    halves = []
    for code in K.DOMINOES[d]:
        terrain, name, crowns = _terrain(code)
        halves.append(el("span", text("span", SYMBOL.get(terrain, ""), class_="bga-symbol"),
                         text("span", "♛" * crowns, class_="bga-crowns") if crowns else "",
                         class_="bga-half", data_terrain=terrain))
    visual = text("span", d, class_="bga-num") + el("span", *halves, class_="bga-halves")
    return piece(visual, K.domino_text(d), cls="bga-domino", move=move, legal=legal, title=title)


def _score_table(state, k: int, s: dict) -> str:
    head = el("tr", text("th", "Domaine"), text("th", "Cases"), text("th", "Couronnes"), text("th", "Points"))
    rows = []
    for d in s["domaines"]:
        r, c = d["cellules"][0]
        name = f"{K.TERRAINS[d['terrain']][1]} (dès {K.where(r, c)})"
        calc = f"{d['cases']} × {d['couronnes']} = {d['points']}"
        rows.append(el("tr", text("td", name), text("td", d["cases"]), text("td", d["couronnes"]), text("td", calc)))
    if not s["domaines"]:
        rows.append(el("tr", text("td", "aucun domaine pour l'instant", colspan="4")))
    if state.regles["empire"]:
        why = "château au centre" if s["centre"] else "château pas au centre"
        if not s["complet"]:
            why += " pour l'instant"
        rows.append(el("tr", text("td", f"Empire du milieu ({why})", colspan="3"), text("td", f"+{s['bonus_empire']}")))
    if state.regles["harmonie"]:
        if s["harmonie"]:
            why = "royaume complet"
        elif s["defausses"]:
            why = f"{s['defausses']} domino{'s' if s['defausses'] > 1 else ''} défaussé{'s' if s['defausses'] > 1 else ''}"
        else:
            why = f"royaume incomplet : {s['cases']} cases sur {state.taille * state.taille}"
        rows.append(el("tr", text("td", f"Harmonie ({why})", colspan="3"), text("td", f"+{s['bonus_harmonie']}")))
    rows.append(el("tr", text("th", "Total", colspan="3"), text("th", s["total"])))
    return el("table", el("thead", head), el("tbody", *rows), class_="bga-score")


def _kingdom(state, k: int, s: dict, legal) -> str:
    kd = state.royaumes[k]
    cls = "bga-player" + (" bga-current" if k == state.actif else "")
    title = f"Royaume {k + 1} : {s['total']} point{'s' if s['total'] > 1 else ''}"
    facts = (f"{s['largeur']}x{s['hauteur']} cases sur {state.taille}x{state.taille} ; plus grand domaine : "
             f"{s['plus_grand_domaine']} case{'s' if s['plus_grand_domaine'] > 1 else ''} ; "
             f"couronnes : {s['couronnes']}")
    parts = [text("h4", title, class_="bga-zone-title"), _grid(state, k, legal), text("p", facts, class_="bga-note")]
    if state.pose == "domino":
        got = f"Dominos reçus : {state.received(k)} sur {state.capacity()}"
        if kd["defausses"]:
            got += " ; défaussés : " + ", ".join(f"n° {d}" for d in kd["defausses"])
        parts.append(text("p", got, class_="bga-note"))
    parts.append(_score_table(state, k, s))
    r0, r1, c0, c1 = K.window(kd["cases"], state.taille)
    # The room its board needs to be seen whole: two small kingdoms side by side, two large ones one under the other.
    return el("section", *parts, class_=cls, aria_label=f"Royaume {k + 1}",
              style=f"--area: {(c1 - c0 + 1) * 1.6 + 1.5:.1f}rem")


def _domino_tools(state, legal) -> str:
    kd = state.kingdom()
    parts = [text("h4", f"Royaume {state.actif + 1} : domino à poser", class_="bga-zone-title")]
    if kd["main"] is None:
        if state.received() >= state.capacity():
            parts.append(text("p", f"Ce royaume a reçu ses {state.capacity()} dominos : il est terminé.", class_="bga-note"))
        if state.ligne:
            line = [domino(d, move=f"prendre-{d}", legal=legal, title="Prendre ce domino de la ligne")
                    for d in state.ligne]
            parts.append(el("div", *line, class_="bga-row bga-line", role="group",
                            aria_label="Ligne de dominos, du premier (plus petit numéro) au dernier"))
        parts.append(el("div", move_button("ligne", "Nouvelle ligne", legal,
                                           title=f"Retourner une nouvelle ligne de {K.LINE_SIZE} dominos"),
                        move_button("piocher", "Piocher au hasard", legal), class_="bga-actions"))
        buttons = [domino(d, move=f"choisir-{d}", legal=legal, title="Prendre ce domino")
                   for d in sorted(K.DOMINOES) if d in state.pioche]
        parts.append(el("details", text("summary", f"Ou choisir un domino précis ({len(state.pioche)} encore "
                                                   "dans la boîte)"),
                        el("div", *buttons, class_="bga-row", role="group", aria_label="Dominos restants"),
                        class_="bga-draft"))
        return el("div", *parts, class_="bga-zone")
    d = kd["main"]
    a, b = K.DOMINOES[d]
    parts.append(el("div", domino(d), class_="bga-row"))
    if state.ligne:
        parts.append(el("div", *[domino(x) for x in state.ligne], class_="bga-row bga-line", role="group",
                        aria_label="Reste de la ligne (à prendre une fois ce domino posé)"))
    parts.append(text("p", f"{K.domino_text(d)[0].upper()}{K.domino_text(d)[1:]}. Cliquez la case où poser la première moitié "
                           f"({K.square_text(a)}) ; la seconde ({K.square_text(b)}) ira "
                           f"{K.DIRECTION_NAMES[kd['sens']]}.", class_="bga-note"))
    turns = [move_button(f"sens-{s}", f"{DIR_ARROWS[s]} seconde moitié {K.DIRECTION_NAMES[s]}", legal)
             for s in K.DIRECTIONS]
    parts.append(el("div", *turns, class_="bga-actions", role="group", aria_label="Sens du domino"))
    if "defausser" in legal:
        parts.append(text("p", "Ce domino ne peut être ajouté nulle part en respectant les règles de connexion : "
                               "il est défaussé et ne rapportera aucun point.", class_="bga-note"))
    parts.append(el("div", move_button("defausser", "Défausser ce domino", legal), class_="bga-actions"))
    return el("div", *parts, class_="bga-zone")


def _square_tools(state, legal) -> str:
    brush = state.pinceau
    parts = [text("h4", f"Royaume {state.actif + 1} : case par case", class_="bga-zone-title")]
    terrains = []
    for letter, (tid, name, _, _) in K.TERRAINS.items():
        label = name + (" (choisi)" if brush["terrain"] == tid else "")
        terrains.append(move_button(f"terrain-{tid}", label, legal))
    terrains.append(move_button("terrain-vide", "gomme" + (" (choisie)" if brush["terrain"] == "vide" else ""), legal))
    parts.append(el("div", *terrains, class_="bga-actions", role="group", aria_label="Paysage"))
    if brush["terrain"] != "vide":
        crowns = [move_button(f"couronnes-{i}", f"{i} ♛" + (" (choisi)" if brush["couronnes"] == i else ""), legal)
                  for i in range(K.MAX_CROWNS + 1)]
        parts.append(el("div", *crowns, class_="bga-actions", role="group", aria_label="Couronnes"))
        what = f"{K.TERRAINS[K.TERRAIN_BY_ID[brush['terrain']]][1]}, {K.crowns_text(brush['couronnes'])}"
        parts.append(text("p", f"Cliquez une case pour y mettre : {what} (la même case une seconde fois la vide).",
                          class_="bga-note"))
    else:
        parts.append(text("p", "Cliquez une case pour la vider.", class_="bga-note"))
    return el("div", *parts, class_="bga-zone")


def _comparison(state, summaries) -> str:
    winners, reason = K.compare(summaries)
    head = el("tr", text("th", "Royaume"), text("th", "Score"), text("th", "Plus grand domaine"),
              text("th", "Couronnes"))
    rows = []
    for k, s in enumerate(summaries):
        name = f"Royaume {k + 1}" + (" (en tête)" if k in winners else "")
        rows.append(el("tr", text("td", name), text("td", s["total"]), text("td", s["plus_grand_domaine"]),
                       text("td", s["couronnes"])))
    return el("div", text("h4", "Qui gagne ?", class_="bga-zone-title"),
              el("table", el("thead", head), el("tbody", *rows), class_="bga-score"),
              text("p", reason, class_="bga-note"), class_="bga-zone")


def render_royaume(game, state, viewer, legal) -> str:
    summaries = state.summaries()
    parts = []
    rules = [move_button("regle-empire", "Empire du milieu (+10)", legal,
                         aria_pressed="true" if state.regles["empire"] else "false"),
             move_button("regle-harmonie", "Harmonie (+5)", legal,
                         aria_pressed="true" if state.regles["harmonie"] else "false")]
    parts.append(el("div", text("span", "Règles optionnelles :", class_="bga-note"), *rules,
                    class_="bga-actions", role="group", aria_label="Règles optionnelles"))
    if len(state.royaumes) > 1:
        picks = [move_button(f"royaume-{k + 1}", f"Royaume {k + 1}" + (" (en cours)" if k == state.actif else ""), legal)
                 for k in range(len(state.royaumes))]
        parts.append(el("div", *picks, class_="bga-actions", role="group", aria_label="Royaume à construire"))
    parts.append(_domino_tools(state, legal) if state.pose == "domino" else _square_tools(state, legal))
    parts.append(el("div", *[_kingdom(state, k, s, legal) for k, s in enumerate(summaries)], class_="bga-row bga-areas"))
    if len(summaries) > 1:
        parts.append(_comparison(state, summaries))
    return el("div", *parts, class_="bga-board", data_game="kingdomino")
