"""The views' one visual language: HTML helpers where every text is escaped.

Views build their HTML with `el()` / `text()` so that no text from a scenario,
a player name or a log line can become live markup, and draw their pieces with
the shared components below (playing card, coloured card, die, tile, board
grid, token, player area, hand, banner), styled once by the site's
`demo.css`. No component names a game.

Interaction, read by the generic browser shell:
  - `data-move` on a control: clicking it sends that move to the engine.
    A move that is not legal now is `disabled` (the shell's « Pourquoi pas ? »
    toggle re-enables them so that the engine can explain the refusal);
  - `data-part` on a toggle inside a `compose()` group: a part of a move made
    of several pieces (cards played together). The group's actions carry a
    `data-template` (« jouer-{} »); the shell enables an action only when the
    selected parts, joined, form a move of the snapshot's legal list, and
    disables the parts that no legal move could take;
  - a piece's accessible name is its identity (« 7 de cœur », « Rouge 7 »);
    the action, when there is one, is its `title`.

Keyboard and screen reader, optional attributes a view passes through `**extra`
(`piece(..., data_cle="pion-12")`), read by the shell for every game:
  - `data-cle`: a stable key of a piece or square (« pion-12 », « case-B3 »),
    the same before and after a move: the focus comes back to it after the
    reader's move and the others' turns, wherever it now stands;
  - `data-piece`: the identity of a piece, card or route on the board (« pion-31 »,
    « carte-r7 »), the same wherever it goes and on one element only: on the
    others' turns the shell marks what appeared, moved or changed, and slides a
    piece from where it was to where it goes (a key found twice is ignored).
    `playing_card` and the routes of `track_map` set it; a view passes its own
    (`colour_card(..., data_piece="carte-r7")`) where the game knows the piece;
  - `data-annonce`: what the reader's last action did, in the view's words,
    on the piece it concerns (« pion 32 choisi : 27 ou 28 »); said once,
    instead of the new log lines, by the example's one live region (a view
    sets no `aria-live` of its own: the shell removes it);
  - `data-definitif`: a control that ends or gives up something (pass, stop,
    resign): the shell never moves the focus onto it by itself;
  - `data-echap`: the control that drops the current selection, which the
    Escape key activates (a compose() group's selection is dropped anyway);
  - class `bga-roving` on a container of buttons (with `role="toolbar"` and an
    `aria-label`): the set is one tab stop, arrows and Home/End move within it
    (board grids and hex boards are one tab stop already).
"""

from html import escape


def esc(text) -> str:
    return escape(str(text), quote=True)


def attrs(**attributes) -> str:
    out = []
    for key, value in attributes.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def el(tag: str, *children: str, **attributes) -> str:
    """An element whose children are already-safe HTML strings."""
    return f"<{tag}{attrs(**attributes)}>{''.join(children)}</{tag}>"


def text(tag: str, content, **attributes) -> str:
    """An element holding escaped text."""
    return el(tag, esc(content), **attributes)


def _cls(*names) -> str:
    return " ".join(n for n in names if n)


def sr(content) -> str:
    """Text for screen readers only (the visible form is drawn beside it)."""
    return text("span", content, class_="bga-sr")


def zone(title: str, *children: str, cls: str = "") -> str:
    """A labelled area of a board (`bga-zone`, with its `bga-zone-title`)."""
    return el("section", text("h4", title, class_="bga-zone-title"), *children,
              class_=("bga-zone " + cls).strip())


def move_button(move: str, label: str, legal, cls: str = "", title: str | None = None,
                **extra) -> str:
    """A button that plays `move`: `bga-legal` when legal, `disabled` otherwise
    (« Pourquoi pas ? » in the shell asks the engine why). `extra` attributes
    are escaped too."""
    classes = ("bga-move " + cls).strip()
    ok = move in legal
    if ok:
        classes += " bga-legal"
    return el("button", esc(label), type="button", class_=classes, data_move=move,
              title=title, disabled=not ok, **extra)


def piece(visual: str, name: str, *, cls: str, move: str | None = None, legal=(),
          part: str | None = None, title: str | None = None, selected: bool | None = None,
          **extra) -> str:
    """Any piece (card, tile, die, token): drawn by `visual` (hidden from screen
    readers), named by `name`. With `move`, a button playing it; with `part`, a
    toggle of a `compose()` group; otherwise a plain picture. `selected`
    (True or False) makes a move a toggle: `aria-pressed` and a ✓ mark."""
    inner = el("span", visual, class_="bga-face", aria_hidden="true") + sr(name)
    classes = _cls(cls, "bga-selected" if selected else "")
    if move is not None and selected is not None and "aria_pressed" not in extra:
        extra["aria_pressed"] = "true" if selected else "false"   # a toggle (calculators)
    if move is not None:
        ok = move in legal
        return el("button", inner, type="button", class_=_cls(classes, "bga-move", "bga-legal" if ok else ""),
                  data_move=move, title=title, disabled=not ok, **extra)
    if part is not None:
        return el("button", inner, type="button", class_=_cls(classes, "bga-part"), data_part=part,
                  aria_pressed="false", title=title, **extra)
    return el("span", inner, class_=classes, title=title, **extra)


# --- the components ---------------------------------------------------------------

RED_SUITS = {"♥", "♦"}


def playing_card(rank: str, suit: str, name: str, *, small: bool = False, **kw) -> str:
    """A playing card: rank and suit symbol in two corners and the middle,
    red suits red. `suit` is the symbol (♠ ♥ ♦ ♣) or "" (a Joker)."""
    corner = el("span", text("span", rank, class_="bga-rank"), text("span", suit, class_="bga-suit"),
                class_="bga-corner")
    visual = corner + text("span", suit or "★", class_="bga-pip")
    colour = "rouge" if suit in RED_SUITS else "noir"
    kw.setdefault("data_piece", f"carte-{rank}{suit}")   # its identity (one deck: once on the board)
    return piece(visual, name, cls=_cls("bga-card bga-pcard", "bga-small" if small else ""),
                 data_ink=colour, **kw)


def colour_card(value, colour: str, colour_name: str, *, name: str | None = None,
                small: bool = False, note: str = "", **kw) -> str:
    """A coloured game card, filled with its colour (`colour` is one of the
    palette keys of demo.css: rouge, orange, jaune, vert, bleu, indigo, violet,
    cyan, rose, brun, gris, noir, blanc); the colour is also written on it."""
    visual = text("span", value, class_="bga-value") + text("span", note or colour_name, class_="bga-cname")
    return piece(visual, name or f"{colour_name} {value}",
                 cls=_cls("bga-card bga-ccard", "bga-small" if small else ""), data_colour=colour, **kw)


def card_back(name: str = "carte cachée", count: int | None = None, small: bool = True, **kw) -> str:
    """The back of a card (or a face-down pile, with its count)."""
    visual = text("span", count, class_="bga-count") if count is not None else ""
    return piece(visual, name, cls=_cls("bga-card bga-back", "bga-small" if small else ""), **kw)


PIPS = {1: (5,), 2: (1, 9), 3: (1, 5, 9), 4: (1, 3, 7, 9), 5: (1, 3, 5, 7, 9), 6: (1, 3, 4, 6, 7, 9)}


def die(value: int, *, name: str | None = None, colour: str = "blanc", **kw) -> str:
    """A die face with its pips (1 to 6; other values are written)."""
    if value in PIPS:
        visual = "".join(el("span", class_="bga-pipdot" if i in PIPS[value] else "bga-pipnone")
                         for i in range(1, 10))
    else:
        visual = text("span", value, class_="bga-value")
    return piece(visual, name or f"dé : {value}", cls="bga-die", data_colour=colour, **kw)


def tile(terrain: str, terrain_name: str, *, symbol: str = "", crowns: int = 0, value=None,
         name: str | None = None, coord: str = "", cls_extra: str | None = None, **kw) -> str:
    """A terrain square: its colour (demo.css keys: champ, foret, eau, prairie,
    marais, mine, chateau, vide), a symbol, its crowns or value; its name says
    it all (« B3 : Forêt, 1 couronne »)."""
    parts = [text("span", symbol, class_="bga-symbol")] if symbol else []
    if crowns:
        parts.append(text("span", "♛" * crowns, class_="bga-crowns"))
    if value is not None:
        parts.append(text("span", value, class_="bga-value"))
    label = name or terrain_name + (f", {crowns} couronne{'s' if crowns > 1 else ''}" if crowns else "")
    if coord:
        label = f"{coord} : {label}"
    return piece("".join(parts), label, cls=_cls("bga-tile", cls_extra), data_terrain=terrain, **kw)


def token(content, colour: str, name: str, **kw) -> str:
    """A round token (a marker, a pawn, a buoy), its colour a palette key."""
    return piece(text("span", content, class_="bga-value"), name, cls="bga-token", data_colour=colour, **kw)


def column_name(c: int) -> str:
    return chr(ord("A") + c) if c < 26 else str(c + 1)


def board_grid(cells: list[str], cols: int, *, label: str, row_labels=None, col_labels=None,
               cls: str = "") -> str:
    """Squares in a grid with its coordinates (columns A, B… on top, rows
    1, 2… on the left by default). The shell moves between its controls with
    the arrow keys (one tab stop per grid)."""
    rows = (len(cells) + cols - 1) // cols
    row_labels = list(row_labels) if row_labels is not None else [str(r + 1) for r in range(rows)]
    col_labels = list(col_labels) if col_labels is not None else [column_name(c) for c in range(cols)]
    out = [el("span", class_="bga-coord")]
    out += [text("span", c, class_="bga-coord") for c in col_labels]
    for r in range(rows):
        out.append(text("span", row_labels[r], class_="bga-coord"))
        out.extend(cells[r * cols:(r + 1) * cols])
    return el("div", el("div", *out, class_=_cls("bga-grid bga-board-grid", cls), style=f"--cols: {cols}",
                        role="group", aria_label=label, data_cols=cols),
              class_="bga-scroll")


def card_grid(cards: list[str], cols: int, *, label: str) -> str:
    """Every card a calculator offers, in rows of `cols` (one suit, colour or
    run of values a row), each row on a line of its own (`bga-cardrow`) that
    wraps when the demo is narrower than the row: no card is cut at the edge
    nor squeezed on a phone (each card stays at least 44 px wide there), and
    the next suit still starts a line of its own."""
    rows = [el("div", *cards[i:i + cols], class_="bga-cardrow") for i in range(0, len(cards), max(cols, 1))]
    return el("div", *rows, class_="bga-grid bga-cardgrid bga-cardrows",
              style=f"--cols: {cols}", role="group", aria_label=label)


def counter(piece_html: str, value, minus: str, plus: str, *, note: str = "") -> str:
    """A piece and how many of it a calculator counts, with its − and +
    buttons (`move_button`s) on one line; `note` says what follows from it."""
    body = [piece_html, el("span", minus, text("span", value, class_="bga-count"), plus, class_="bga-stepper")]
    if note:
        body.append(text("span", note, class_="bga-note"))
    return el("div", *body, class_="bga-counter")


def counters(items: list[str], *, label: str) -> str:
    """`counter`s side by side, as many a row as the width allows."""
    return el("div", *items, class_="bga-counters", role="group", aria_label=label)


def hand(cards: list[str], label: str = "Votre main", empty: str = "aucune carte") -> str:
    """A fanned row of cards (the reader's hand or any named row)."""
    body = "".join(cards) if cards else text("span", empty, class_="bga-note")
    return el("div", body, class_="bga-hand", role="group", aria_label=label)


def player_area(name: str, *body: str, you: bool = False, current: bool = False, out: bool = False,
                badges=(), cls: str = "") -> str:
    """One player's place at the table: name, badges (words, never colour
    alone), then what lies in front of them; the reader's own area framed
    (`table_layout` puts it below the board, the opponents above). A named
    group, not a landmark: a page's examples each have a « Joueur 1 », and
    landmarks must be unique on a page (axe's landmark-unique)."""
    marks = []
    if you:
        marks.append(text("span", "vous", class_="bga-badge bga-badge-you"))
    if current:
        marks.append(text("span", "à jouer", class_="bga-badge bga-badge-turn"))
    marks += [text("span", b, class_="bga-badge") for b in badges if b]
    # a space between the words, for the eye where the title is not a flex row, and for the
    # heading's spoken name (« Joueur 1 vous à jouer 6 points », not « à jouer6 points »)
    head = el("h4", text("span", name, class_="bga-pname"), *(" " + m for m in marks), class_="bga-zone-title")
    return el("section", head, *body,
              class_=_cls("bga-player", "bga-you" if you else "", "bga-current" if current else "",
                          "bga-out" if out else "", cls),
              role="group", aria_label=name + (" (vous)" if you else ""))


def table_layout(centre, opponents=(), you: str = "", *, wide: bool = True, beside: bool = False,
                 label: str = "Adversaires", seats_cls: str = "") -> str:
    """The table of a whole game, as Board Game Arena lays it out, the same for every game: the
    opponents' areas (`player_area`s) in a row above the shared board or centre (`centre`: HTML,
    or a list of it), the reader's own area (`you`: their hand, their tableau, their moves) below.
    The page reads in that order too (opponents, centre, you), so the keyboard and a screen reader
    meet the areas as they are seen. demo.css styles it: on a phone one column, each opponent
    compact (name and badges on a line, their pieces small); on a desktop where Material shows both
    sidebars, a `wide` table lets its example spread over the table of contents (never over the
    navigation, the text's column unchanged); `beside` puts the opponents in a column to the right
    of a narrow board there instead of a row above it. `label` names the opponents' group,
    `seats_cls` adds a game's own class to it (its small pieces)."""
    centre = "".join(centre) if isinstance(centre, (list, tuple)) else centre
    opponents = [o for o in opponents if o]
    body = []
    if opponents:
        body.append(el("div", *opponents, class_=_cls("bga-seats bga-table", seats_cls), role="group", aria_label=label))
    body.append(el("div", centre, class_="bga-centre"))
    if you:
        body.append(el("div", you, class_="bga-mine"))
    return el("div", *body, class_=_cls("bga-tablelayout", "bga-wide" if wide else "",
                                       "bga-beside" if beside and opponents else ""))


def compose(parts: list[str], actions: list[tuple[str, str]], *, label: str, max_parts: int = 0,
            extra: str = "", hint: str = "") -> str:
    """Select then confirm: `parts` (pieces made with `part=`) and `actions`,
    each a (template, label) whose template has one « {} » where the selected
    parts go, joined by « - » (« jouer-{} » → « jouer-7c-7p »). The shell
    enables an action when its move is legal; `max_parts` = 1 makes a click
    replace the selection (choose a card, then where it goes)."""
    buttons = [el("button", esc(lab), type="button", class_="bga-move bga-compose-action",
                  data_template=tpl, disabled=True) for tpl, lab in actions]
    body = [el("div", *parts, class_="bga-hand", role="group", aria_label=label)]
    if hint:
        body.append(text("p", hint, class_="bga-note"))
    body.append(el("div", *buttons, extra, class_="bga-actions"))
    return el("div", *body, class_="bga-compose", data_max=max_parts or None)


def banner(message: str, tone: str = "info") -> str:
    """What just happened to the reader (end of a round or game): the shell
    announces it (tone: info, bien, mal)."""
    return text("p", message, class_=f"bga-banner bga-banner-{tone}")


def badge(content) -> str:
    return text("span", content, class_="bga-badge")


def note(content) -> str:
    return text("p", content, class_="bga-note")


def row(*items: str) -> str:
    return el("div", *items, class_="bga-row")


# --- hex_board (added for the hex-grid games) -----------------------------------------

def hex_board(cells: list, *, label: str, legal=(), cls: str = "", names: bool = True) -> str:
    """A board of pointy-top hexes in rows, every odd row shifted half a hex
    to the right (the « odd-r » layout of `engine.hexgrid`). Each cell is a
    dict: `row`, `col` (0-based offset position), `name` (« B3 », drawn small
    in the hex), `terrain` (a demo.css terrain key), `terrain_name`, optional
    `content` (short visible text: a level, a piece), `detail` (more words
    for the accessible name), `move` (a button; only legal ones are
    focusable), `title`, `colour` (a palette key for a piece drawn in it).
    The accessible name says it all: « Case B3 : plaine, niveau 2, … ».
    With `names=False` no code is drawn and a cell's `label` (words a player
    would say, « parcelle verte à droite de l'étang ») opens its accessible
    name instead of « Case B3 » (a game whose messages name places that way;
    without a `label` the code stays there only: Taluva's empty table, where a
    lone « N14 » would mean nothing to the eye).
    Positions without a cell are empty gaps, so the shell's arrow keys walk
    the rows like a grid; the hexes shrink to fit a phone's width."""
    by_pos = {(c["row"], c["col"]): c for c in cells}
    rows = max((r for r, _ in by_pos), default=-1) + 1
    cols = max((c for _, c in by_pos), default=-1) + 1
    out = []
    for r in range(rows):
        for c in range(cols):
            start = 2 * c + 1 + (r & 1)
            place = f"grid-row: {r + 1}; grid-column: {start} / span 2"
            cell = by_pos.get((r, c))
            if cell is None:
                out.append(el("span", class_="bga-hex-gap", style=place, aria_hidden="true"))
                continue
            inner = [text("span", cell["name"], class_="bga-hex-name")] if names else []
            if cell.get("content"):
                inner.append(text("span", cell["content"], class_="bga-hex-content"))
            if cell.get("pieces"):   # added by i23-redraw-c: pieces drawn in the hex (safe HTML from el())
                inner.append(el("span", cell["pieces"], class_="bga-hex-pieces"))
            visual = "".join(inner)
            words = [f"Case {cell['name']} : {cell['terrain_name']}" if names or not cell.get("label")
                     else cell["label"]]
            if cell.get("detail"):
                words.append(cell["detail"])
            out.append(piece(visual, ", ".join(words), cls=_cls("bga-tile bga-hex", cell.get("cls")),
                             move=cell.get("move"), legal=legal, title=cell.get("title"),
                             data_terrain=cell.get("terrain", "vide"), data_colour=cell.get("colour"),
                             style=place))
    grid = el("div", *out, class_=_cls("bga-board-grid bga-hex-board", cls), role="group", aria_label=label,
              data_cols=cols, style=f"--cols: {cols}; --hcols: {2 * cols + 1}")
    return el("div", grid, class_="bga-scroll bga-hex-scroll")


# --- route_map (added for Les Aventuriers du Rail – Europe and Setup) -----------------------------

def route_map(nodes, routes, *, label: str, width: int = 100, height: int = 72, body: str = "") -> str:
    """A map of named places joined by routes, drawn in inline SVG built here
    (every text escaped). The picture is hidden from screen readers: its
    accessible form is `body`, the list of routes with their state (buttons
    when they are moves) that the view puts under it.

    `nodes`: (name, x, y) in a `width` × `height` frame. `routes`: dicts with
    `a`, `b` (node names), `colour` (a palette key of demo.css), and optional
    `dashed` (a route drawn in dashes, e.g. a tunnel), `dotted` (e.g. a ferry),
    `lane` (-1 / +1: one of two parallel routes), `owner` (a palette key: the
    route is drawn thick with a round mark of that colour) and `mark` (the
    mark's text, a letter or two: never the colour alone)."""
    where = {name: (x, y) for name, x, y in nodes}
    lines, marks = [], []
    for route in routes:
        (x1, y1), (x2, y2) = where[route["a"]], where[route["b"]]
        dx, dy = x2 - x1, y2 - y1
        size = max((dx * dx + dy * dy) ** 0.5, 1e-9)
        lane = route.get("lane", 0) * 1.7
        ox, oy = -dy / size * lane, dx / size * lane
        ends = dict(x1=f"{x1 + ox:.1f}", y1=f"{y1 + oy:.1f}", x2=f"{x2 + ox:.1f}", y2=f"{y2 + oy:.1f}")
        owned = bool(route.get("owner"))
        style = "dashed" if route.get("dashed") else "dotted" if route.get("dotted") else "solid"
        lines.append(el("line", class_="bga-rm-under" + (" bga-rm-owned" if owned else ""), **ends))
        lines.append(el("line", class_="bga-rm-route" + (" bga-rm-owned" if owned else ""), data_colour=route["colour"],
                        data_style=style, **ends))
        if owned:
            mx, my = (x1 + x2) / 2 + ox, (y1 + y2) / 2 + oy
            marks.append(el("g", el("circle", cx=f"{mx:.1f}", cy=f"{my:.1f}", r="2.8"),
                            text("text", route.get("mark", ""), x=f"{mx:.1f}", y=f"{my + 1.1:.1f}"),
                            class_="bga-rm-mark", data_colour=route["owner"]))
    places = []
    for name, x, y in nodes:
        above = y > 12
        places.append(el("circle", cx=str(x), cy=str(y), r="1.8", class_="bga-rm-node"))
        places.append(text("text", name, x=str(x), y=str(y - 3 if above else y + 5.5), class_="bga-rm-name"))
    svg = el("svg", *lines, *places, *marks, viewBox=f"0 0 {width} {height}", class_="bga-rm-svg",
             aria_hidden="true", focusable="false")
    return el("figure", svg, body, class_="bga-routemap", role="group", aria_label=label)


def route_list(items: list[str], label: str) -> str:
    """The accessible form of a `route_map`: one item (text or a button) per route."""
    return el("ul", *[el("li", item) for item in items], class_="bga-routelist", aria_label=label)


# --- added by i23-redraw-b ---------------------------------------------------------------
# Figures (people, creatures, animals, boats…) drawn as small inline SVG silhouettes, and
# marks along a square's sides (paths from its centre, doors on its edges), so that a board
# shows its pieces rather than letters. Every shape is a constant of this module: no text
# reaches the SVG.

FIGURE_SHAPES = {
    # a standing person (a meeple)
    "personnage": (("path", {"d": "M12 1.5a4 4 0 1 1 0 8a4 4 0 1 1 0-8zM2.5 12.5c0-1.6 1.1-2.5 3-2.5h13"
                                  "c1.9 0 3 .9 3 2.5 0 1.2-1 2-2.5 2h-2.4l2.9 8h-6l-1.5-4.2-1.5 4.2h-6"
                                  "l2.9-8H5c-1.5 0-2.5-.8-2.5-2z"}),),
    # a shambling figure, arms stretched forward
    "mort-vivant": (("path", {"d": "M8.5 1.5a3.6 3.6 0 1 1 0 7.2a3.6 3.6 0 1 1 0-7.2zM5 10.2h6.5l10.5 1.3v3.2"
                                   "l-8.6-.7 1.1 8.5h-3.6l-1.6-5-1.6 5H4l1.1-8z"}),),
    # a four-legged animal
    "animal": (("rect", {"x": "2.5", "y": "8", "width": "15", "height": "7.5", "rx": "3.2"}),
               ("circle", {"cx": "19", "cy": "7.5", "r": "3.4"}),
               ("rect", {"x": "3.8", "y": "13", "width": "2.8", "height": "8.5", "rx": "1"}),
               ("rect", {"x": "13", "y": "13", "width": "2.8", "height": "8.5", "rx": "1"})),
    # a woolly animal
    "mouton": (("circle", {"cx": "7.5", "cy": "12", "r": "4.6"}), ("circle", {"cx": "12.5", "cy": "9.8", "r": "5"}),
               ("circle", {"cx": "16.5", "cy": "13", "r": "4.2"}), ("circle", {"cx": "11", "cy": "15", "r": "4.6"}),
               ("rect", {"x": "6", "y": "17", "width": "2.4", "height": "5.5", "rx": "1"}),
               ("rect", {"x": "14", "y": "17", "width": "2.4", "height": "5.5", "rx": "1"}),
               ("ellipse", {"cx": "20.6", "cy": "10.5", "rx": "2.6", "ry": "3.3"})),
    # a horse
    "cheval": (("path", {"d": "M3.5 9.5h10.8l3-5.5 2 .4 3.2 3.3-1.4 2.1-2.3-1-2 3.6v4.6H5.6z"}),
               ("path", {"d": "M3.5 9.7L1 17.5"}),
               ("rect", {"x": "4.6", "y": "15.5", "width": "2.4", "height": "7", "rx": "1"}),
               ("rect", {"x": "13.4", "y": "15.5", "width": "2.4", "height": "7", "rx": "1"})),
    # a hare with long ears
    "lapin": (("ellipse", {"cx": "10.5", "cy": "16", "rx": "7.5", "ry": "5.2"}),
              ("circle", {"cx": "17", "cy": "11", "r": "3.4"}),
              ("path", {"d": "M15 8.6l-1.8-7.1 2.4-.1 1.3 7zM18.2 8.3l1-7.1 2.3.4-1.5 7.1z"})),
    # an owl
    "chouette": (("path", {"d": "M5 7.5L5.8 2l3.8 3.2h4.8L18.2 2l.8 5.5c1.6 1.9 2 4.2 2 6.8 0 5-4 8.7-9 8.7s-9-3.7-9-8.7"
                                 "c0-2.6.4-4.9 2-6.8z"}),
                 ("circle", {"cx": "9", "cy": "10", "r": "2.2", "class": "bga-figure-eye"}),
                 ("circle", {"cx": "15", "cy": "10", "r": "2.2", "class": "bga-figure-eye"})),
    # a hedgehog
    "herisson": (("path", {"d": "M1.5 19l1.2-4-1.6-2.2 3.2-.8-.5-3.6 3.5.6 1-3.6 2.6 2.6 2.4-3.6 1.6 3.6 3.2-1.6"
                                 ".1 4 3 1.5-1.2 2.4 3.3 1.7-1.6 3z"}),),
    # a squirrel with a curled tail
    "ecureuil": (("path", {"d": "M6.5 21.5C1.5 19 .5 10 4.5 6c3-3 7-.5 5.4 3.3-1.3 3-.6 6.4 2.3 8.6z"}),
                 ("ellipse", {"cx": "14.5", "cy": "16.5", "rx": "4.8", "ry": "5"}),
                 ("circle", {"cx": "17.5", "cy": "9.5", "r": "3.3"}),
                 ("path", {"d": "M16.5 6.8l.8-3.3 1.8 3z"})),
    # a fox
    "renard": (("path", {"d": "M4 11h11v6.5H5.5z"}),
               ("path", {"d": "M14 11.5l1-6 1.6 2.2 1.9-2.4.6 3.4 4.4 2.6-5 2.2-1.5 3z"}),
               ("path", {"d": "M4.5 11.5C.5 12 .2 17.5 1.5 20.5c1-2 2.5-3 4-3.5z"}),
               ("rect", {"x": "5.5", "y": "16", "width": "2.3", "height": "6", "rx": "1"}),
               ("rect", {"x": "12.2", "y": "16", "width": "2.3", "height": "6", "rx": "1"})),
    # a carton (of milk…)
    "brique": (("path", {"d": "M6 9l2.6-4.5h6.8L18 9v13H6z"}), ("path", {"d": "M8.6 1.5h6.8v3H8.6z"}),
               ("path", {"d": "M6 9h12", "fill": "none"})),
    # a pile of stones
    "cairn": (("ellipse", {"cx": "12", "cy": "19.5", "rx": "8.5", "ry": "3.2"}),
              ("ellipse", {"cx": "12", "cy": "13.8", "rx": "6", "ry": "2.8"}),
              ("ellipse", {"cx": "12", "cy": "8.6", "rx": "4", "ry": "2.5"}),
              ("ellipse", {"cx": "12", "cy": "4", "rx": "2.4", "ry": "2"})),
    # a flag on its pole
    "drapeau": (("path", {"d": "M4.5 1.5h1.8v21H4.5z"}), ("path", {"d": "M6.3 2.5h14l-3.5 4.8 3.5 4.8h-14z"})),
    # an arrow (a way through)
    "fleche": (("path", {"d": "M2 9.2h11.5V4l8.5 8-8.5 8v-5.2H2z"}),),
    # a bird
    "oiseau": (("ellipse", {"cx": "10.5", "cy": "14", "rx": "8", "ry": "6"}),
               ("circle", {"cx": "17", "cy": "7", "r": "3.6"}),
               ("path", {"d": "M20.2 5.8l3.3 1.6-3.3 1.5z"}),
               ("path", {"d": "M8 19.5v3M12.5 19.5v3"})),
    # a mushroom
    "champignon": (("path", {"d": "M1.8 13.2C1.8 6.5 6.6 2.5 12 2.5s10.2 4 10.2 10.7z"}),
                   ("path", {"d": "M8.6 13.2h6.8l1 8.6H7.6z"})),
    # a ship under sail
    "bateau": (("path", {"d": "M1.5 15.2h21l-4 6.6h-13z"}),
               ("path", {"d": "M11.2 2h1.6v13.2h-1.6zM13.6 3.2l7.6 10.4h-7.6zM10.4 5.4l-5.8 8.2h5.8z"})),
    # a sled
    "traineau": (("path", {"d": "M4 9.5h14v4.5H4zM6 14h2v3H6zM14 14h2v3h-2z"}),
                 ("path", {"d": "M2 18.5h16.5c2 0 3.5-1.2 3.5-3.2v-1.3h-1.7v1.3c0 1-.8 1.5-1.8 1.5H2z"})),
    # a floe of ice
    "glace": (("path", {"d": "M2.5 11l5.5-6 8.5 1 5.5 5.5-3.4 7.5-9.6 1.4-5.5-3.4z"}),),
    # a sound (a noise token)
    "bruit": (("path", {"d": "M2.5 8.5h4.5l5.5-5v17l-5.5-5H2.5z"}),
              ("path", {"d": "M15.5 8a5 5 0 0 1 0 8M18.5 5a9 9 0 0 1 0 14", "fill": "none"})),
    # a small figure in a pointed hat
    "lutin": (("path", {"d": "M12 .8l4.6 7.4H7.4z"}),
              ("circle", {"cx": "12", "cy": "10.6", "r": "3"}),
              ("path", {"d": "M6 23l1.6-8.2c.3-1.3 1.4-1.6 2.4-1.6h4c1 0 2.1.3 2.4 1.6L18 23z"})),
    # a tree stump, seen from above
    "souche": (("ellipse", {"cx": "12", "cy": "12", "rx": "9", "ry": "8"}),
               ("ellipse", {"cx": "12", "cy": "12", "rx": "5", "ry": "4.3", "fill": "none"}),
               ("circle", {"cx": "12", "cy": "12", "r": "1.3"})),
    # a flower
    "fleur": (("path", {"d": "M12 2a3.4 3.4 0 0 1 3.2 4.6 3.4 3.4 0 1 1 1.1 6.2 3.4 3.4 0 1 1-4.3 4.6 "
                              "3.4 3.4 0 1 1-4.3-4.6 3.4 3.4 0 1 1 1.1-6.2A3.4 3.4 0 0 1 12 2z"}),
              ("circle", {"cx": "12", "cy": "10", "r": "2.4", "class": "bga-figure-eye"})),
}


def figure_visual(kind: str, colour: str, *, count: int | None = None, size: str = "") -> str:
    """The drawing of a figure (no accessible name: for inside a piece whose
    name already says it): a silhouette of FIGURE_SHAPES filled with a
    palette colour, `count` written beside it when more than one, `size`
    « petit » or « grand »."""
    shapes = "".join(el(tag, **{k.replace("-", "_"): v for k, v in a.items()}) for tag, a in FIGURE_SHAPES[kind])
    svg = el("svg", shapes, viewBox="0 0 24 24", class_="bga-figure-svg", aria_hidden="true", focusable="false")
    num = text("span", f"×{count}", class_="bga-figure-count") if count and count > 1 else ""
    return el("span", svg, num, class_="bga-figure", data_colour=colour, data_shape=kind,
              data_size=size or None)


def figure(kind: str, colour: str, name: str, *, count: int | None = None, size: str = "", **kw) -> str:
    """A figure as a piece of its own (`piece`: a button with `move`),
    named by `name`."""
    return piece(figure_visual(kind, colour, count=count, size=size), name, cls="bga-figpiece", **kw)


def figures(items: list[str]) -> str:
    """Figures (`figure_visual`s) side by side inside a square."""
    return el("span", *items, class_="bga-figures") if items else ""


SIDES = {"n": (12, 0), "e": (24, 12), "s": (12, 24), "o": (0, 12)}


def side_marks(paths=(), doors=()) -> str:
    """Marks along a square's sides, drawn under its content: `paths` (sides
    « n », « e », « s », « o ») run from the centre to the edge; `doors` are
    short bars across the middle of those edges."""
    out = []
    for side in paths:
        x, y = SIDES[side]
        out.append(el("line", x1="12", y1="12", x2=str(x), y2=str(y), class_="bga-path-under"))
    for side in paths:
        x, y = SIDES[side]
        out.append(el("line", x1="12", y1="12", x2=str(x), y2=str(y), class_="bga-path"))
    if paths:
        out.append(el("circle", cx="12", cy="12", r="1.6", class_="bga-path"))
    for side in doors:
        x, y = SIDES[side]
        horizontal = side in ("n", "s")
        out.append(el("rect", x=str(x - 4.5 if horizontal else max(x - 2.2, 0)),
                      y=str(max(y - 2.2, 0) if horizontal else y - 4.5),
                      width="9" if horizontal else "2.2", height="2.2" if horizontal else "9",
                      class_="bga-door"))
    return el("svg", *out, viewBox="0 0 24 24", preserveAspectRatio="none", class_="bga-sides",
              aria_hidden="true", focusable="false")

# --- added by i23-redraw-a ---

def word_card(word, *, name: str, number=None, **kw) -> str:
    """A card that carries a word (a clue card, a word to guess): the word
    written large, its number small in a corner. `piece` keywords (move,
    legal, selected, title) make it a button."""
    visual = (text("span", number, class_="bga-rank") if number is not None else "") + text("span", word, class_="bga-word")
    return piece(visual, name, cls="bga-card bga-wordcard", **kw)


def card_slot(card_html: str, tokens: list[str], *, label: str, mark: str = "") -> str:
    """A card and what has been put on it (tokens, markers), as one group:
    the card above, the pieces put on it in a row below; `mark` is a short
    visible word about the card (« mot de J1 »)."""
    body = [card_html]
    if mark:
        body.append(text("span", mark, class_="bga-badge"))
    body.append(el("div", *tokens, class_="bga-slot-tokens"))
    return el("div", *body, class_="bga-slot", role="group", aria_label=label)


def standing_figure(colour: str) -> str:
    """A standing figure drawn in CSS (a pawn's head and body: a dragon, a
    meeple) of a palette colour, inside another piece (hidden from screen
    readers: the piece's name says it). The silhouettes of particular
    figures are `figure_visual`'s."""
    return el("span", class_="bga-standing", data_colour=colour, aria_hidden="true")


def stack_levels(height: int) -> str:
    """A stack's height drawn as that many layers, with the number beside
    (inside a piece: its name says the height in words)."""
    layers = "".join(el("span", class_="bga-layer") for _ in range(max(0, int(height))))
    return el("span", layers, text("span", height, class_="bga-level-n"), class_="bga-levels",
              aria_hidden="true")


def card_stack(card_html: str, count: int) -> str:
    """A pile of identical cards seen from the side: the top card (a piece,
    whose name says how many there are) with the cards under it drawn as
    edges, and the count written beside it."""
    depth = 1 if count <= 1 else 2 if count <= 4 else 3
    return el("span", card_html, el("span", esc(f"× {count}"), class_="bga-stack-count", aria_hidden="true"),
              class_="bga-stack", data_depth=depth)


def cubes(colour: str, count: int) -> str:
    """Small cubes of a palette colour (a player's resources on a piece),
    drawn inside another piece whose name says how many."""
    return el("span", *[el("span", class_="bga-cube", data_colour=colour) for _ in range(max(0, int(count)))],
              class_="bga-cubes", aria_hidden="true")

# --- added by i23-redraw-c ---------------------------------------------------------------

from math import atan2 as _atan2, cos as _cos, degrees as _degrees, radians as _radians, sin as _sin

def _pct(value: float) -> str:
    return f"{value:.2f}%"


def track_map(nodes, routes, *, label: str, width: int = 100, height: int = 72, legal=(),
              thickness: float = 3.0, note_text: str = "") -> str:
    """A map that is played by clicking it: places (circles with their names)
    joined by routes drawn as rows of spaces (`spaces` small rectangles in the
    route's colour, drawn by the route's one face: demo.css, `--n`). Every route and
    every place may be a control: an HTML button laid over the picture,
    rotated along its route, so the map itself is what the reader clicks and
    keyboards and screen readers meet ordinary buttons in reading order.

    `nodes`: dicts with `name`, `x`, `y` (in a `width` × `height` frame) and
    optional `move` / `template` (a compose() target) / `title` / `detail` (more
    words for its accessible name) / `mark` (a short text drawn beside it, a
    station) / `owner` (palette key of the mark) / `label` ((x, y, text-anchor) of its name, else
    above it). `routes`: dicts with `a`, `b`
    (node names), `colour` (palette key), `spaces` (how many), optional `style`
    ("dashed": a tunnel, drawn with a dark border; "dotted": a ferry), `special`
    (how many spaces carry a « ✦ », e.g. a ferry's locomotives), `lane`
    (-1 / +1: one of two parallel routes), `owner` (palette key: the spaces are
    filled with that colour and the first carries `mark`, never the colour alone), `name`
    (the accessible name, saying it all), `move` or `template`, `title`, `cls`
    (more classes, e.g. the route just built), `gaps` ((at a, at b): how far from
    each place its spaces start, 4 units unless given)."""
    where = {n["name"]: (n["x"], n["y"]) for n in nodes}
    svg_parts, controls = [], []
    for route in routes:
        (x1, y1), (x2, y2) = where[route["a"]], where[route["b"]]
        dx, dy = x2 - x1, y2 - y1
        size = max((dx * dx + dy * dy) ** 0.5, 1e-9)
        lane = route.get("lane", 0) * (thickness * 0.62)
        ox, oy = -dy / size * lane, dx / size * lane
        # the spaces leave 4 units free at each end, more where places crowd (`gaps`: at a, at b);
        # a thin line then leads from the place to its route's first space
        ga, gb = route.get("gaps") or (4.0, 4.0)
        ux, uy = dx / size, dy / size
        mx, my = (x1 + x2 + ux * (ga - gb)) / 2 + ox, (y1 + y2 + uy * (ga - gb)) / 2 + oy
        for (px, py), gap, sign in (((x1, y1), ga, 1), ((x2, y2), gb, -1)):
            if gap > 4.0:
                svg_parts.append(el("line", x1=f"{px + sign * ux * 2.2 + ox:.1f}", y1=f"{py + sign * uy * 2.2 + oy:.1f}",
                                    x2=f"{px + sign * ux * gap + ox:.1f}", y2=f"{py + sign * uy * gap + oy:.1f}",
                                    class_="bga-tm-lead"))
        angle = _degrees(_atan2(dy, dx))
        if angle > 90:
            angle -= 180
        elif angle < -90:
            angle += 180
        length = max(size - ga - gb, 4.0)
        owner = route.get("owner")
        special = route.get("special", 0)
        # the row of spaces is the face's background (demo.css: `--n` spaces cut by a mask), one element per
        # route: a span per space made the map thousands of elements. An owned route carries its owner's
        # mark once (in its first space), a ferry's locomotive spaces their « ✦ »
        visual = esc(route.get("mark", "")) if owner else "".join(
            text("span", "✦", class_="bga-car-mark", style=f"--i: {i}") for i in range(min(special, route["spaces"])))
        place = (f"left: {_pct(mx / width * 100)}; top: {_pct(my / height * 100)}; "
                 f"width: {_pct(length / width * 100)}; height: {_pct(thickness / height * 100)}; "
                 f"transform: translate(-50%, -50%) rotate({angle:.1f}deg); --n: {int(route['spaces'])}")
        cls = _cls("bga-track", "bga-owned" if owner else "", route.get("cls", ""))
        common = dict(style=place, data_colour=owner or route["colour"], data_style=route.get("style", "solid"),
                      data_lane=route.get("lane") or None,
                      data_piece=f"route-{route['a']}-{route['b']}-{route.get('lane') or 0}")
        if route.get("template"):
            controls.append(el("button", el("span", visual, class_="bga-face", aria_hidden="true"),
                               sr(route["name"]), type="button",
                               class_=_cls(cls, "bga-move bga-compose-action"),
                               data_template=route["template"], disabled=True, title=route.get("title"), **common))
        else:
            controls.append(piece(visual, route["name"], cls=cls, move=route.get("move"), legal=legal,
                                  title=route.get("title"), **common))
    names = []
    for n in nodes:
        x, y = n["x"], n["y"]
        svg_parts.append(el("circle", cx=f"{x}", cy=f"{y}", r="2.2", class_="bga-tm-node"))
        if n.get("label"):      # (x, y, anchor) of the name, chosen by the game where places crowd
            lx, ly, anchor = n["label"]
            names.append(text("text", n["name"], x=f"{lx:.1f}", y=f"{ly:.1f}", class_="bga-tm-name",
                              style=f"text-anchor: {anchor}"))
        else:
            below = y < 12
            names.append(text("text", n["name"], x=f"{x}", y=f"{y + 6.4 if below else y - 3.4}",
                              class_="bga-tm-name"))
        words = n["name"] + (f", {n['detail']}" if n.get("detail") else "")
        mark = text("span", n.get("mark", ""), class_="bga-station", data_colour=n.get("owner")) \
            if n.get("mark") else ""
        place = (f"left: {_pct(x / width * 100)}; top: {_pct(y / height * 100)}")
        if n.get("template"):
            controls.append(el("button", el("span", mark, class_="bga-face", aria_hidden="true"), sr(words),
                               type="button", class_="bga-city bga-move bga-compose-action",
                               data_template=n["template"], disabled=True, title=n.get("title"), style=place))
        else:
            controls.append(piece(mark, words, cls="bga-city", move=n.get("move"), legal=legal,
                                  title=n.get("title"), style=place))
    box = dict(viewBox=f"0 0 {width} {height}", aria_hidden="true", focusable="false")
    svg = el("svg", *svg_parts, class_="bga-tm-svg", **box)
    # the names above the routes (the picture lets clicks through to the buttons under it)
    top = el("svg", *names, class_="bga-tm-svg bga-tm-names", **box)
    body = [el("div", svg, *controls, top, class_="bga-tm-frame", style=f"aspect-ratio: {width} / {height}")]
    if note_text:
        body.append(text("p", note_text, class_="bga-note"))
    return el("div", *body, class_="bga-trackmap", role="group", aria_label=label)


_SQRT3 = 3 ** 0.5


def hex_tile(hexes, name: str, *, small: bool = False, **kw) -> str:
    """A tile made of pointy-top hexes (e.g. a three-hex tile with its volcano),
    drawn in inline SVG: `hexes` are dicts with axial `q`, `r` (as in
    engine.hexgrid), `terrain` (a terrain key of demo.css) and an optional
    `symbol` (a glyph drawn in the hex). A piece (see `piece`): with `move`,
    the button that plays it."""
    points = [(_cos(_radians(60 * k - 30)), _sin(_radians(60 * k - 30))) for k in range(6)]
    centres = [(_SQRT3 * (h["q"] + h["r"] / 2), 1.5 * h["r"]) for h in hexes]
    xs = [x for x, _ in centres]
    ys = [y for _, y in centres]
    left, top = min(xs) - _SQRT3 / 2 - 0.1, min(ys) - 1.1
    w, h_ = max(xs) - min(xs) + _SQRT3 + 0.2, max(ys) - min(ys) + 2.2
    shapes = []
    for (cx, cy), hx in zip(centres, hexes):
        poly = " ".join(f"{cx + px:.3f},{cy + py:.3f}" for px, py in points)
        shapes.append(el("polygon", points=poly, class_="bga-ht-hex", data_terrain=hx["terrain"]))
        if hx.get("symbol"):
            shapes.append(text("text", hx["symbol"], x=f"{cx:.3f}", y=f"{cy + 0.28:.3f}", class_="bga-ht-symbol",
                               data_terrain=hx["terrain"]))
    svg = el("svg", *shapes, viewBox=f"{left:.3f} {top:.3f} {w:.3f} {h_:.3f}", class_="bga-ht-svg",
             focusable="false", style=f"aspect-ratio: {w:.3f} / {h_:.3f}")
    return piece(svg, name, cls=_cls("bga-hextile", "bga-small" if small else ""), **kw)



def segment_stack(count: int, colour: str, *, cls: str = "bga-segstack") -> str:
    """A stack of `count` pieces drawn one above the other (sections of a
    bamboo, floors…), in a palette colour: a picture (hidden from screen
    readers with the rest of the piece's face; say the count in its name)."""
    return el("span", *[el("span", class_="bga-seg") for _ in range(count)], class_=cls, data_colour=colour,
              data_count=count)


def glyph_figure(glyph: str, colour: str) -> str:
    """A small figure standing on a board square (a pawn, an animal): a round
    mark with its glyph, in a palette colour (say who it is in the square's name).
    Silhouettes are `figure_visual`'s; a CSS pawn is `standing_figure`."""
    return text("span", glyph, class_="bga-glyphfig", data_colour=colour)


# --- added by i23-components ---------------------------------------------------------------

class Html(str):
    """HTML already made safe by the helpers above (`el`, `text`, `move_button`…), to put in a
    `score_sheet` cell as it is; any other cell is text, escaped."""


def html(*children: str) -> Html:
    """Safe HTML pieces joined into one `score_sheet` cell (buttons, a value between them…)."""
    return Html("".join(children))


def _is_number(value) -> bool:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return True
    if isinstance(value, Html) or not isinstance(value, str):
        return False
    words = value.strip().replace("\u00a0", " ").replace("\u202f", " ")
    for unit in (" points", " point", " pts", " pt", " PV"):
        if words.endswith(unit):
            words = words[: -len(unit)]
            break
    words = words.replace(" ", "").lstrip("+-−")
    return words.replace(",", "", 1).replace(".", "", 1).isdigit()


def _sheet_cell(tag: str, value, numeric: bool = False, **attributes) -> str:
    body = value if isinstance(value, Html) else esc(value)
    return el(tag, body, class_="bga-num" if numeric or _is_number(value) else None, **attributes)


def _numeric_columns(rows, width: int) -> list[bool]:
    """A column of numbers (besides its head cell and its `Html` cells: buttons, steppers) is aligned
    right as a whole, its header and buttons too, so that the digits stand in one column."""
    out = []
    for c in range(width):
        cells = [r[c] for r in rows if c < len(r) and not isinstance(r[c], Html)]
        out.append(bool(cells) and all(_is_number(v) for v in cells))
    return out


def _sheet_row(cells, numeric, *, row_head: bool, cls: str | None = None) -> str:
    cells = list(cells)
    out = []
    for c, value in enumerate(cells):
        if c == 0 and row_head:
            out.append(_sheet_cell("th", value, scope="row"))
        else:
            out.append(_sheet_cell("td", value, c < len(numeric) and numeric[c]))
    return el("tr", *out, class_=cls)


def score_sheet(head, rows, *, caption: str, total=None, row_heads: bool = True, compact: bool = False,
                scroll: bool = False, cls: str = "") -> str:
    """A score sheet: a table of what each player scores, the same for every game.

    `caption` names the table for screen readers (drawn visually hidden: the zone around
    it usually shows a title); `head` is the header row (texts); `rows` the body rows,
    each a list of cells; `total`, optional, the last row, set apart (in `tfoot`). A cell
    is text (escaped) or `Html` (made with `html(...)`: buttons, a stepper); numbers (an
    int, or a text such as « 12 », « +3 », « 8 pt ») are right-aligned in tabular digits.
    With `row_heads`, the first cell of each row heads it (`th scope="row"`).
    `compact`: tight cells for tables of − / + counters; `scroll`: inside a box that
    scrolls sideways (with the shadow cue) when the table is wider than a phone."""
    rows = [list(r) for r in rows]
    body = rows + ([list(total)] if total else [])
    width = max([len(head or [])] + [len(r) for r in body])
    numeric = _numeric_columns([r[1:] if row_heads else r for r in body], width)
    numeric = ([False] + numeric) if row_heads else numeric
    parts = [text("caption", caption, class_="bga-sr")]
    if head:
        # an empty corner cell heads nothing: a plain cell (axe: empty-table-header)
        parts.append(el("thead", el("tr", *[el("th", esc(h), scope="col", class_="bga-num" if numeric[c] else None)
                                             if str(h).strip() else el("td", "")
                                             for c, h in enumerate(head)])))
    parts.append(el("tbody", *[_sheet_row(r, numeric, row_head=row_heads) for r in rows]))
    if total:
        parts.append(el("tfoot", _sheet_row(total, numeric, row_head=row_heads, cls="bga-total")))
    table = el("table", *parts, class_=_cls("bga-score bga-sheet", "bga-compact" if compact else "", cls))
    return el("div", table, class_="bga-scroll bga-sheet-scroll") if scroll else table


def final_ranking(names, scores, winners=None, *, unit: str = "points", caption: str = "Classement final") -> str:
    """The table a whole game ends on, the same for every game: rank, player, score, the best
    first; equal scores share a rank (« 1er ex aequo »). `winners`, when the game breaks ties
    (Takenoko), come first whatever their score says."""
    n = len(names)
    top = set(winners) if winners is not None else {p for p in range(n) if scores[p] == max(scores)}
    rows = []
    for p in sorted(range(n), key=lambda p: (p not in top, -scores[p], p)):
        if p in top:
            rank, tied = 1, len(top) > 1
        else:
            rank = 1 + len(top) + sum(1 for q in range(n) if q not in top and scores[q] > scores[p])
            tied = sum(1 for q in range(n) if q not in top and scores[q] == scores[p]) > 1
        rows.append([f"{rank}{'er' if rank == 1 else 'e'}{' ex aequo' if tied else ''}", names[p], str(scores[p])])
    return el("div", score_sheet(["Rang", "Joueur", unit.capitalize()], rows, caption=caption),
              class_="bga-zone bga-ranking")


def final_ranking_of(game, state, **kw) -> str:
    """`final_ranking` of a finished game's seats by `state.scores()`; nothing while the game goes
    on, nor for a game the whole table wins or loses together (its banner says it)."""
    if not state.is_over() or state.is_cooperative():
        return ""
    return final_ranking([game.seat_name(p) for p in range(state.players)], state.scores(), state.winners(), **kw)


# --- a locomotive (Les Aventuriers du Rail's joker card), drawn: the 🚂 emoji is a box where no emoji
# font is installed ------------------------------------------------------------------------------------

FIGURE_SHAPES.update({
    # a steam locomotive: chimney, boiler, cab with its window, frame and three wheels
    "locomotive": (("path", {"d": "M4.5 4h3v5h-3z"}),
                   ("path", {"d": "M2 10.5C2 9.7 2.7 9 3.5 9H14v7H2z"}),
                   ("path", {"d": "M13 3.5h9V5h-1v11h-7V5h-1z"}),
                   ("path", {"d": "M15.5 6.5h4v3.5h-4z", "class": "bga-figure-eye"}),
                   ("path", {"d": "M1 16h22v2H1z"}),
                   ("circle", {"cx": "6", "cy": "19.8", "r": "2.6"}),
                   ("circle", {"cx": "12", "cy": "19.8", "r": "2.6"}),
                   ("circle", {"cx": "18.5", "cy": "19.8", "r": "2.6"})),
})


# --- added by taluva-game: the buildings of Taluva as figures ------------------------------------

FIGURE_SHAPES.update({
    # a hut: a small house with a pitched roof
    "hutte": (("path", {"d": "M3 11.5L12 3.5l9 8V21H3z"}),),
    # a temple: a pediment on three columns and a base
    "temple": (("path", {"d": "M1.5 9.5L12 2l10.5 7.5z"}),
               ("path", {"d": "M4 10.5h3.2v9H4zM10.4 10.5h3.2v9h-3.2zM16.8 10.5H20v9h-3.2z"}),
               ("path", {"d": "M1.5 19.5h21V23h-21z"})),
    # a tower: a keep with battlements
    "tour": (("path", {"d": "M5 23V4h3v3h2.5V4h3v3H16V4h3v19z"}),),
})
