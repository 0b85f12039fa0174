"""Castles of Mad King Ludwig's board: the market under its prices (coins on unsold rooms),
your castle of shaped rooms with their doors, the king's favours, the opponents' castles."""

from __future__ import annotations

from ...markup import (badge, banner, el, move_button, note, piece, player_area, score_sheet, side_marks, table_layout,
                       text, zone)
from . import rules as R

SIDE_KEYS = {"N": "n", "E": "e", "S": "s", "W": "o"}
"""A room's door sides as `side_marks` names them."""


def marks(amount: int) -> str:
    return f"{amount:,}".replace(",", " ")


def money(amount: int) -> str:
    """Marks as a coin and the amount."""
    return el("span", el("span", class_="bga-coin", aria_hidden="true"), text("span", marks(amount)),
              class_="bga-cs-money")


def shape_picture(rid: str, turns: int = 0) -> str:
    """A room at its shape: its squares in its colour, doors as light bars on their sides."""
    cells, doors = R.shape(rid, turns)
    h = max(r for r, _ in cells) + 1
    w = max(c for _, c in cells) + 1
    colour = R.COLOURS[R.ROOMS[rid][1]]
    out = []
    on = set(cells)
    for r in range(h):
        for c in range(w):
            if (r, c) not in on:
                out.append(el("span", class_="bga-cs-gap"))
                continue
            ds = [SIDE_KEYS[s] for rr, cc, s in doors if (rr, cc) == (r, c)]
            joins = " ".join(SIDE_KEYS[s] for s, (dr, dc) in R.STEP.items() if (r + dr, c + dc) in on)
            out.append(el("span", side_marks(doors=ds) if ds else "", class_="bga-room bga-cs-sq",
                          data_colour=colour, data_joins=joins or None))
    return el("span", *out, class_="bga-cs-shape", style=f"--w: {w}; --h: {h}")


def room_words(rid: str) -> str:
    words = [R.room_label(rid), R.FORM_NAMES[R.ROOMS[rid][2]], "achevée : " + R.BONUS[R.bonus_kind(R.ROOMS[rid][1])]]
    if R.special_words(rid):
        words.append(R.special_words(rid))
    return ", ".join(words)


def room_card(rid: str, turns: int = 0, chosen: bool = False, **kw) -> str:
    """A room tile: its shape with doors, its points in the castle drawing, its name; `chosen`
    frames the room in hand (a move, not a toggle: no pressed state)."""
    visual = (shape_picture(rid, turns) + text("span", f"{R.ROOMS[rid][4]}", class_="bga-cs-pts")
              + text("span", R.room_name(rid), class_="bga-cs-name"))
    name = kw.pop("name", None) or room_words(rid)
    return piece(visual, name + (" (choisie)" if chosen else ""), cls="bga-cs-card" + (" bga-selected" if chosen else ""),
                 data_colour=R.COLOURS[R.ROOMS[rid][1]], **kw)


def _market(state, viewer, legal) -> str:
    s = state
    mine = viewer in s.to_move()
    spaces = []
    for i, slot in enumerate(s.marche):
        price = s.price(i)
        rid = slot["salle"]
        kw = {}
        if mine and s.etape == "ranger":
            move = f"ranger-{i + 1}" if s.prise is not None and s.prise != i else f"prendre-{i + 1}"
            kw = {"move": move, "legal": legal, "title": s.describe(move)}
            if s.prise == i:
                kw["chosen"] = True
        elif mine and s.etape == "achat" and rid:
            kw = {"move": f"salle-{i + 1}", "legal": legal, "title": s.describe(f"salle-{i + 1}"),
                  "chosen": bool(s.choix and s.choix["source"] == str(i + 1))}
        head = text("span", marks(price), class_="bga-price", aria_hidden="true")
        if rid:
            body = room_card(rid, name=f"Espace {i + 1}, {marks(price)} Marks : {room_words(rid)}"
                             + (f", {slot['pieces']} Marks posés dessus" if slot["pieces"] else ""), **kw)
        elif kw.get("move"):
            body = piece(text("span", "vide", class_="bga-cs-name"), f"Espace {i + 1} vide, {marks(price)} Marks",
                         cls="bga-cs-card bga-cs-empty", **{k: v for k, v in kw.items() if k != "chosen"})
        else:
            body = el("span", text("span", "vide", class_="bga-cs-name"), class_="bga-cs-card bga-cs-empty")
        coins = (el("span", *[el("span", class_="bga-coin") for _ in range(min(slot["pieces"] // R.COIN, 5))],
                    text("span", f"+{marks(slot['pieces'])}", class_="bga-coin-note"), class_="bga-coins",
                    aria_hidden="true") if slot["pieces"] else "")
        spaces.append(el("li", head, body, coins, class_="bga-price-space"))
    return zone(f"Plateau (Maître bâtisseur : {s.game.seat_name(s.maitre)})",
                el("ul", *spaces, class_="bga-priceboard", aria_label="Salles à vendre"))


def _actions(state, viewer, legal) -> str:
    s = state
    if viewer not in s.to_move():
        return ""
    p = viewer
    out = []
    if s.etape == "ranger":
        out.append(note("Rangez : cliquez une salle, puis l'espace où la mettre ; validez."))
        out.append(el("div", move_button("valider", "Valider le rangement", legal), class_="bga-actions"))
    elif s.etape in ("achat", "cadeau"):
        if s.etape == "cadeau":
            out.append(note("Le corridor achevé vous offre un escalier ou un couloir, à placer tout de suite."))
        else:
            out.append(note(f"À vous : cliquez une salle du plateau ({s.game.seat_name(s.maitre)} est payé"
                            + (", vous payez la banque" if p == s.maitre else "") + "), un escalier ou un "
                            f"couloir ({marks(R.CORRIDOR_PRICE)} à la banque), ou passez (+{marks(R.PASS_GAIN)})."))
        extra = [room_card(k, move=k, legal=legal, title=s.describe(k),
                           chosen=bool(s.choix and s.choix["source"] == k)) for k in ("escalier", "couloir")]
        buttons = [move_button("tourner", "Tourner ↻", legal)]
        if s.etape == "achat":
            buttons.append(move_button("passer", f"Passer (+{marks(R.PASS_GAIN)})", legal, data_definitif="true"))
        out.append(el("div", *extra, *buttons, class_="bga-actions"))
        if s.choix:
            out.append(el("div", text("span", "Salle choisie :", class_="bga-badge"),
                          room_card(s.chosen(), s.sens), note("Cliquez une case marquée ◆ de votre château : la "
                                                               "première case de la salle (en haut à gauche) y va."),
                          class_="bga-row bga-cs-chosen"))
    elif s.etape == "carte":
        out.append(note("Salle de service achevée : gardez une des deux cartes bonus."))
        out.append(el("div", *[_bonus_card(c, move="carte-" + c, legal=legal, title=s.describe("carte-" + c))
                               for c in s.cartes_offertes], class_="bga-actions"))
    elif s.etape == "chambre":
        if s.forme is None:
            out.append(note("Chambre achevée : choisissez une forme de salle pour regarder celles de la pioche "
                            "(ou terminez)."))
            forms = [piece(el("span", shape_picture(_any_of(f)), class_="bga-cs-formpic"), R.FORM_NAMES[f],
                           cls="bga-cs-card bga-cs-form", move="forme-" + f, legal=legal, title=s.describe("forme-" + f))
                     for f in s.deck_forms()]
            out.append(el("div", *forms, class_="bga-actions"))
        else:
            out.append(note(f"Salles {R.FORM_NAMES[s.forme]} de la pioche : placez-en 0, 1 ou 2 face cachée sur la "
                            "pioche (elles viendront ensuite sous le plateau)."))
            out.append(el("div", *[room_card(r, move="remonter-" + r, legal=legal, title=s.describe("remonter-" + r))
                                   for r in sorted(s.deck_of_form())], class_="bga-actions"))
        out.append(el("div", move_button("finir", "Terminer", legal, data_definitif="true"), class_="bga-actions"))
    elif s.etape == "soussol":
        out.append(note("Deux salles du sous-sol achevées : choisissez une action bonus."))
        out.append(el("div", *[move_button("action-" + k, f"{R.TYPES[k]} : {R.BONUS[k]}", legal)
                               for k in R.BASEMENT_ACTIONS], class_="bga-actions"))
    return el("div", *out, class_="bga-cs-act")


def _any_of(form: str) -> str:
    return next(r for r, d in R.CATALOGUE.items() if d[2] == form)


def _bonus_card(card: str, **kw) -> str:
    kind = R.BONUS_CARDS[card]
    visual = (text("span", "Bonus", class_="bga-cs-name") + el("span", class_="bga-room bga-cs-sq bga-cs-one",
                                                              data_colour=R.COLOURS[kind])
              + text("span", f"{R.BONUS_CARD_POINTS} / {R.TYPES[kind].lower()}", class_="bga-cs-name"))
    return piece(visual, f"Carte bonus : {R.BONUS_CARD_POINTS} points par {R.SINGULAR[kind]} en fin de partie",
                 cls="bga-cs-card bga-cs-bonus", **kw)


def castle_grid(state, p: int, viewer, legal, *, small: bool = False) -> str:
    """A castle: its rooms at their shapes, doors as light bars, ✓ on completed rooms; the
    squares where the chosen room may go are buttons (reader's castle only)."""
    castle = state.chateaux[p]
    own = R.owners(castle)
    done = set(state.acheves[p])
    rows, cols = _window(own, [m[6:] for m in legal if m.startswith("poser-")] if p == viewer else [])
    cells = []
    for i in (R.GRID.index(r, c) for r in rows for c in cols):
        name = R.GRID.name(i)
        if name in own:
            anchor = own[name]
            room = castle[anchor]
            ds = [SIDE_KEYS[s] for c, s in room["portes"] if c == name]
            joins = " ".join(SIDE_KEYS[s] for s in R.SIDES if R.beyond(name, s) in room["cases"])
            label = ""
            if name == anchor and not small:
                label = text("span", f"{room['points']}" + ("✓" if anchor in done else ""), class_="bga-cs-pts")
            cells.append(el("span", side_marks(doors=ds) if ds else "", label,
                            class_="bga-room bga-cs-sq" + (" bga-complete" if anchor in done else ""),
                            data_colour=R.COLOURS[room["type"]], data_joins=joins or None,
                            title=None if small else f"{name} : {room_words(room['id'])}"
                            + (" (achevée)" if anchor in done else "")))
            continue
        move = "poser-" + name
        if not small and move in legal and p == viewer:
            cells.append(piece(el("span", class_="bga-cs-mark", data_colour=R.COLOURS[R.ROOMS[state.chosen()][1]]),
                               state.describe(move), cls="bga-cs-free bga-cs-target", move=move, legal=legal,
                               title=state.describe(move)))
        else:
            cells.append(el("span", class_="bga-cs-free"))
    rooms = "; ".join(f"{R.room_name(r['id'])} en {a}" + (" (achevée)" if a in done else "")
                      for a, r in sorted(castle.items(), key=lambda x: R.GRID.parse(x[0])))
    return el("div", *cells, class_="bga-cs-castle" + (" bga-cs-small" if small else ""), role="group",
              style=f"--cols: {len(cols)}",
              aria_label=f"Château de {state.game.seat_name(p)} : {rooms}")


MARGIN = 2
"""Free squares drawn around a castle's rooms: the castle grows into them (the grid is 10 × 10,
drawn only as far as the rooms, the marked squares and this margin)."""


def _window(own: dict, marked: list[str]) -> tuple[range, range]:
    """The rows and columns of the grid worth drawing: the rooms and marked squares, plus a margin."""
    spots = [R.GRID.row_col(R.GRID.parse(c)) for c in list(own) + marked]
    top = max(0, min(r for r, _ in spots) - MARGIN)
    bottom = min(R.SIZE - 1, max(r for r, _ in spots) + MARGIN)
    left = max(0, min(c for _, c in spots) - MARGIN)
    right = min(R.SIZE - 1, max(c for _, c in spots) + MARGIN)
    return range(top, bottom + 1), range(left, right + 1)


def _favours(state) -> str:
    s = state
    counts = s.favour_counts()
    pts = s.favour_table()
    cards = []
    for f, kind in enumerate(s.faveurs):
        disc = el("span", text("span", R.TYPES[kind][:3], class_="bga-cs-name"), class_="bga-favour-disc",
                  data_colour=R.COLOURS[kind], aria_hidden="true")
        lines = " · ".join(f"J{p + 1} : {counts[f][p]}" + (f" → {pts[f][p]} pt" if s.compte else "")
                           for p in range(s.players))
        cards.append(el("div", disc, el("span", text("strong", R.PLURAL[kind]), text("span", lines)),
                        class_="bga-cs-favour", role="listitem"))
    return zone("Faveurs du roi (8/4/2/1 pt)",
                el("div", *cards, class_="bga-cs-favours", role="list"))


def _final_banner(state) -> str:
    return banner(state.fin or "Partie terminée.", ("bien" if 0 in state.vainqueurs else "mal") if state.compte else "info")


def render_partie(game, state, viewer, legal) -> str:
    viewer = 0 if viewer is None else viewer
    s = state
    parts = [_final_banner(s)] if s.etape == "fin" else []
    # the last turn says so in the turn's place (a position of the game's end opens at « Tour 1 »)
    last = s.dernier_tour and s.etape != "fin"
    info = [badge("Dernier tour" if last else f"Tour {s.manche}"), badge(f"Pioche : {len(s.pioche)} salle(s)")]
    if s.etape != "fin":
        info.append(badge(f"À jouer : {game.seat_name(s.buyer())}"))
    parts.append(el("div", *info, class_="bga-row"))
    centre = [_market(s, viewer, legal), _actions(s, viewer, legal), _favours(s)]
    me = s.detail(viewer)
    cards = [_bonus_card(c) for c in s.cartes[viewer]]
    mine = (player_area(game.seat_name(viewer) + (" (Maître bâtisseur)" if s.maitre == viewer else ""),
                             el("div", money(s.argent[viewer]), badge(f"{me['total']} points"), *cards,
                                class_="bga-row"),
                             castle_grid(s, viewer, viewer, legal), you=True,
                             current=viewer in s.to_move()))
    others = []
    for p in range(s.players):
        if p == viewer:
            continue
        d = s.detail(p)
        others.append(player_area(game.seat_name(p) + (" (Maître bâtisseur)" if s.maitre == p else ""),
                                 el("div", money(s.argent[p]), badge(f"{d['total']} points"),
                                    *[_bonus_card(c) for c in s.cartes[p]], class_="bga-row"),
                                 castle_grid(s, p, viewer, legal, small=True), current=p in s.to_move(),
                                 cls="bga-cs-opp"))
    # the table: the opponents' castles above the market, the reader's castle below
    parts.append(table_layout(centre, others, mine))
    if s.etape == "fin" and s.compte:
        rows = []
        for p in range(s.players):
            d = s.detail(p)
            rows.append([game.seat_name(p), d["chateau"] + d["bonus_sous_sol"], d["faveurs"], d["cartes"],
                         d["marks"], d["total"]])
        parts.append(score_sheet(["Joueur", "Château", "Faveurs", "Cartes bonus", "Marks", "Total"], rows,
                                 caption="Décompte final"))
    return el("div", *parts, class_="bga-board bga-cs", data_jeu="castles-partie")
