"""HTML view of the kingdoms (built only with engine.markup helpers)."""

from __future__ import annotations

from ...markup import (banner, board_grid, el, glyph_figure, move_button, piece, player_area, score_sheet,
                       text, tile, word_card)
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
           small: bool = False, **extra) -> str:
    """A square as a terrain tile of the shared components: colour, symbol, crowns."""
    terrain, name, crowns = _terrain(code)
    return tile(terrain, name, symbol=SYMBOL.get(terrain, ""), crowns=crowns, coord=coord, move=move,
                legal=legal, title=title, cls_extra="bga-small" if small else None, **extra)


def shown(board, n: int) -> tuple[int, int, int, int]:
    """The squares drawn while dominoes are laid (inclusive bounds): those a domino can still reach
    (it touches the kingdom, so it lies within two squares of it) inside the n × n window. Board Game
    Arena draws no more; the whole window of a 7 × 7 kingdom, 13 squares wide, left squares of 20 px
    on a phone (under WCAG 2.2's 24)."""
    r0, r1, c0, c1 = K.window(board, n)
    b0, b1, d0, d1 = K.bounding_box(board)
    return max(r0, b0 - 2), min(r1, b1 + 2), max(c0, d0 - 2), min(c1, d1 + 2)


def _drawn(state, k: int) -> tuple[int, int, int, int]:
    """A kingdom's drawn squares: the reach of a domino, or the whole window where squares are
    painted one by one (the calculator's « case » step may put one anywhere in it)."""
    board = state.royaumes[k]["cases"]
    return shown(board, state.taille) if state.pose == "domino" else K.window(board, state.taille)


def _grid(state, k: int, legal) -> str:
    kd = state.royaumes[k]
    board = kd["cases"]
    r0, r1, c0, c1 = _drawn(state, k)
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
    # bga-kd-score: the table takes its kingdom's width, its domain names wrap, a calculation never does
    return el("table", el("thead", head), el("tbody", *rows), class_="bga-score bga-kd-score")


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
    r0, r1, c0, c1 = _drawn(state, k)
    # The room its board needs to be seen whole: two small kingdoms side by side, two large ones one under the other.
    return el("section", *parts, class_=cls, role="group", aria_label=f"Royaume {k + 1}",
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
    # The brush is a row of squares of each landscape (and an empty one, to clear): the chosen one ✓.
    terrains = []
    for letter, (tid, name, _, _) in K.TERRAINS.items():
        terrains.append(tile(tid, name, symbol=SYMBOL.get(tid, ""), move=f"terrain-{tid}", legal=legal,
                             selected=brush["terrain"] == tid, title="Peindre des cases de ce paysage"))
    terrains.append(tile("vide", "gomme (case vide)", symbol="⌫", move="terrain-vide", legal=legal,
                         selected=brush["terrain"] == "vide", title="Vider des cases"))
    parts.append(el("div", *terrains, class_="bga-actions", role="group", aria_label="Paysage"))
    if brush["terrain"] != "vide":
        crowns = [piece(text("span", "♛" * i or "0", class_="bga-crowns"), K.crowns_text(i).capitalize(),
                        cls="bga-token", move=f"couronnes-{i}", legal=legal, selected=brush["couronnes"] == i,
                        title="Couronnes de la case", data_colour="jaune")
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
    # The optional rules as two rule cards laid on the table (✓ when in play), not ticked boxes.
    rules = [word_card(label, name=f"Règle optionnelle « {name} »", number=bonus, move=f"regle-{key}", legal=legal,
                       selected=state.regles[key],
                       title=("Retirer" if state.regles[key] else "Ajouter") + f" la règle « {name} »")
             for key, name, label, bonus in (("empire", "Empire du milieu", "Empire du milieu", "+10"),
                                              ("harmonie", "Harmonie", "Harmonie", "+5"))]
    parts.append(el("div", text("span", "Règles optionnelles :", class_="bga-note"), *rules,
                    class_="bga-actions bga-kd-rules", role="group", aria_label="Règles optionnelles"))
    if len(state.royaumes) > 1:
        picks = [move_button(f"royaume-{k + 1}", f"Royaume {k + 1}" + (" (en cours)" if k == state.actif else ""), legal,
                             cls="bga-current" if k == state.actif else "")   # drawn chosen, not greyed out
                 for k in range(len(state.royaumes))]
        parts.append(el("div", *picks, class_="bga-actions", role="group", aria_label="Royaume à construire"))
    parts.append(_domino_tools(state, legal) if state.pose == "domino" else _square_tools(state, legal))
    parts.append(el("div", *[_kingdom(state, k, s, legal) for k, s in enumerate(summaries)], class_="bga-row bga-areas"))
    if len(summaries) > 1:
        parts.append(_comparison(state, summaries))
    return el("div", *parts, class_="bga-board", data_game="kingdomino")


# --- the whole game (mode « partie ») ------------------------------------------------------

CLOCKWISE = ["d", "b", "g", "h"]


def king(state, p: int) -> str:
    """A king: a crowned figure of its lord's colour, named by its lord."""
    return piece(glyph_figure("♚", K.KING_COLOURS[p]), state.king_name(p), cls="bga-kd-king")


def _slot(state, d: int, owner, *, move=None, legal=(), title=None, done=False) -> str:
    """A domino of a line, with the king standing on it (if any)."""
    if done:    # laid in its lord's kingdom: only its place on the line is left
        visual = text("span", d, class_="bga-num") + text("span", "posé", class_="bga-kd-gone-word")
        parts = [piece(visual, f"{K.domino_text(d)}, déjà posé", cls="bga-domino bga-kd-gone")]
    else:
        parts = [domino(d, move=move, legal=legal, title=title)]
    if owner is not None:
        parts.append(king(state, owner))
    else:
        parts.append(el("span", class_="bga-kd-noking", aria_hidden="true"))
    return el("li", *parts, class_="bga-kd-slot" + (" bga-kd-done" if done else ""))


def _lines(state, me, legal) -> str:
    current = []
    for k, (d, owner) in enumerate(state.ligne):
        # laid already (faded); once its lord has chosen again, the king stands on the new line
        done = k < state.rang or (k == state.rang and state.phase == "choix")
        current.append(_slot(state, d, None if k < state.rang else owner, done=done))
    choosing = state.phase in ("depart", "choix") and state.current() == me
    new = [_slot(state, d, owner, move=f"prendre-{d}" if choosing else None, legal=legal,
                 title="Placer votre roi sur ce domino" if owner is None else None)
           for d, owner in state.nouvelle]
    cols = []
    if current:
        cols.append(el("div", text("h4", "Ligne en cours", class_="bga-zone-title"),
                       el("ol", *current, class_="bga-kd-line", aria_label="Ligne en cours, du 1er domino au dernier"),
                       class_="bga-kd-col"))
    if new:
        cols.append(el("div", text("h4", "Nouvelle ligne", class_="bga-zone-title"),
                       el("ol", *new, class_="bga-kd-line", aria_label="Nouvelle ligne, du 1er domino au dernier"),
                       class_="bga-kd-col"))
    cols.append(text("p", f"Boîte : {K.plural(len(state.boite), 'domino')}", class_="bga-note bga-kd-box"))
    return el("div", el("div", *cols, class_="bga-kd-lines"), class_="bga-zone bga-kd-table")


def hand_domino(d: int, sens: str) -> str:
    """The domino to lay, drawn as it will lie: its first half, then the second one on the chosen side."""
    a, b = K.DOMINOES[d]
    halves = []
    for code in (a, b):
        terrain, _, crowns = _terrain(code)
        halves.append(el("span", text("span", SYMBOL.get(terrain, ""), class_="bga-symbol"),
                         text("span", "♛" * crowns, class_="bga-crowns") if crowns else "",
                         class_="bga-half", data_terrain=terrain))
    if sens in ("g", "h"):
        halves.reverse()
    name = f"{K.domino_text(d)}, seconde moitié {K.DIRECTION_NAMES[sens]}"
    return piece(el("span", *halves, class_="bga-halves"), name, cls="bga-domino bga-kd-hand", data_sens=sens)


def _my_grid(state, me, legal) -> str:
    kd = state.royaumes[me]
    board = kd["cases"]
    r0, r1, c0, c1 = shown(board, state.taille)
    d = state.in_hand() if state.current() == me else None
    cells = []
    for r in range(r0, r1 + 1):
        for c in range(c0, c1 + 1):
            move = title = None
            preview = {}
            if d is not None:
                move = f"poser-{r + 1}-{c + 1}"
                a, b = K.DOMINOES[d]
                title = (f"Poser ici : {K.square_text(a)} sur cette case, {K.square_text(b)} "
                         f"{K.DIRECTION_NAMES[kd['sens']]}")
                if move in legal:   # the preview: the first half's landscape under the pointer, an arrow to the second
                    preview = {"data_apercu": _terrain(a)[0], "data_sens": kd["sens"]}
            cells.append(square(board[r][c], move=move, legal=legal, coord=K.where(r, c), title=title, **preview))
    return board_grid(cells, c1 - c0 + 1, label="Votre royaume", row_labels=[str(r + 1) for r in range(r0, r1 + 1)],
                      col_labels=[str(c + 1) for c in range(c0, c1 + 1)], cls="bga-fit")


def _small_grid(state, p) -> str:
    board = state.royaumes[p]["cases"]
    r0, r1, c0, c1 = K.bounding_box(board)
    cells = [square(board[r][c], coord=K.where(r, c), small=True)
             for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]
    return board_grid(cells, c1 - c0 + 1, label=f"Royaume de {state.game.seat_name(p)}",
                      row_labels=[str(r + 1) for r in range(r0, r1 + 1)],
                      col_labels=[str(c + 1) for c in range(c0, c1 + 1)], cls="bga-kd-mini")


def _my_tools(state, me, legal) -> list:
    d = state.in_hand()
    if state.current() != me or d is None:
        return []
    kd = state.royaumes[me]
    i = CLOCKWISE.index(kd["sens"])
    left, right = CLOCKWISE[(i - 1) % 4], CLOCKWISE[(i + 1) % 4]
    tools = [hand_domino(d, kd["sens"]),
             move_button(f"sens-{left}", "↺", legal, title=f"Tourner le domino (seconde moitié {K.DIRECTION_NAMES[left]})",
                         aria_label="Tourner vers la gauche"),
             move_button(f"sens-{right}", "↻", legal, title=f"Tourner le domino (seconde moitié {K.DIRECTION_NAMES[right]})",
                         aria_label="Tourner vers la droite"),
             move_button("defausser", "Défausser", legal, title="Seulement s'il est impossible de l'ajouter")]
    return [el("div", *tools, class_="bga-actions bga-kd-tools", role="group", aria_label="Domino à poser")]


def _status(state, me) -> str:
    p = state.current()
    if p is None:
        return state.verdict()
    if state.phase == "pose":
        d = state.in_hand()
        if p == me:
            return (f"Ajoutez le domino n° {d} à votre royaume : cliquez une case fléchée (la flèche montre "
                    "sa seconde moitié) ; ↺ ↻ le tournent.")
        return f"{state.game.seat_name(p)} ajoute le domino n° {d} à son royaume."
    if p == me:
        return "Placez votre roi sur un domino libre de la nouvelle ligne."
    return f"{state.game.seat_name(p)} place son roi sur la nouvelle ligne."


def render_partie(game, state, viewer, legal) -> str:
    n = state.players
    me = viewer if viewer is not None and 0 <= viewer < n else None
    summaries = state.summaries()
    parts = []
    if state.phase == "fin":
        tone = "bien" if me in state.winners() else "mal"
        parts.append(banner(f"Partie terminée : {state.verdict()}", tone))
    else:
        parts.append(text("p", _status(state, me), class_="bga-note bga-kd-status"))
        parts.append(_lines(state, me, legal))
    areas = []
    order = ([me] if me is not None else []) + [p for p in range(n) if p != me]
    for p in order:
        s = summaries[p]
        kd = state.royaumes[p]
        badges = [f"roi {K.KING_COLOURS[p]}", K.plural(s['total'], 'point')]
        if kd["defausses"]:
            badges.append(f"{len(kd['defausses'])} défaussé" + ("s" if len(kd["defausses"]) > 1 else ""))
        if p == me:
            body = [*_my_tools(state, me, legal), _my_grid(state, me, legal)]
        else:   # a bot's domino is seen turned, then laid
            d = state.in_hand() if p == state.current() else None
            body = ([hand_domino(d, kd["sens"])] if d is not None else []) + [_small_grid(state, p)]
        areas.append(player_area(game.seat_name(p), *body, you=p == me, current=p == state.current(),
                                 badges=badges, cls=f"bga-kd-area bga-kd-{K.KING_COLOURS[p]}"))
    # your kingdom large, the others small beside it (beneath it on a phone)
    mine = [areas.pop(0)] if me is not None else []
    parts.append(el("div", *mine, el("div", *areas, class_="bga-kd-others"), class_="bga-kd-kingdoms"))
    head = ["Royaume", "Domaines", "Bonus", "Total", "Plus grand domaine", "Couronnes"]
    rows = [[game.seat_name(p), s["points_domaines"], s["bonus_empire"] + s["bonus_harmonie"], s["total"],
             s["plus_grand_domaine"], s["couronnes"]] for p, s in enumerate(summaries)]
    parts.append(el("details", text("summary", "Scores et départage"),
                    score_sheet(head, rows, caption="Score de chaque royaume", scroll=True), class_="bga-zone"))
    return el("div", *parts, class_="bga-board", data_game="kingdomino-partie")
