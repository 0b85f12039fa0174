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
    run of values a row). On a phone the columns narrow and the cards shrink:
    a row is never wrapped, so the layout reads like the game's own."""
    return el("div", *cards, class_=_cls("bga-grid bga-cardgrid", "bga-dense" if cols >= 10 else ""),
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
    alone), then what lies in front of them; the reader's own area first and
    framed."""
    marks = []
    if you:
        marks.append(text("span", "vous", class_="bga-badge bga-badge-you"))
    if current:
        marks.append(text("span", "à jouer", class_="bga-badge bga-badge-turn"))
    marks += [text("span", b, class_="bga-badge") for b in badges if b]
    head = el("h4", text("span", name, class_="bga-pname"), *marks, class_="bga-zone-title")
    return el("section", head, *body,
              class_=_cls("bga-player", "bga-you" if you else "", "bga-current" if current else "",
                          "bga-out" if out else "", cls),
              aria_label=name + (" (vous)" if you else ""))


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

def hex_board(cells: list, *, label: str, legal=(), cls: str = "") -> str:
    """A board of pointy-top hexes in rows, every odd row shifted half a hex
    to the right (the « odd-r » layout of `engine.hexgrid`). Each cell is a
    dict: `row`, `col` (0-based offset position), `name` (« B3 », drawn small
    in the hex), `terrain` (a demo.css terrain key), `terrain_name`, optional
    `content` (short visible text: a level, a piece), `detail` (more words
    for the accessible name), `move` (a button; only legal ones are
    focusable), `title`, `colour` (a palette key for a piece drawn in it).
    The accessible name says it all: « Case B3 : plaine, niveau 2, … ».
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
            inner = [text("span", cell["name"], class_="bga-hex-name")]
            if cell.get("content"):
                inner.append(text("span", cell["content"], class_="bga-hex-content"))
            if cell.get("pieces"):   # added by i23-redraw-c: pieces drawn in the hex (safe HTML from el())
                inner.append(el("span", cell["pieces"], class_="bga-hex-pieces"))
            visual = "".join(inner)
            words = [f"Case {cell['name']} : {cell['terrain_name']}"]
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


# --- added by i23-redraw-c ---------------------------------------------------------------

from math import atan2 as _atan2, cos as _cos, degrees as _degrees, radians as _radians, sin as _sin

def _pct(value: float) -> str:
    return f"{value:.2f}%"


def track_map(nodes, routes, *, label: str, width: int = 100, height: int = 72, legal=(),
              thickness: float = 3.0, note_text: str = "") -> str:
    """A map that is played by clicking it: places (circles with their names)
    joined by routes drawn as rows of spaces (`spaces` small rectangles in the
    route's colour, the owner's wagons in them once taken). Every route and
    every place may be a control: an HTML button laid over the picture,
    rotated along its route, so the map itself is what the reader clicks and
    keyboards and screen readers meet ordinary buttons in reading order.

    `nodes`: dicts with `name`, `x`, `y` (in a `width` × `height` frame) and
    optional `move` / `template` (a compose() target) / `title` / `detail` (more
    words for its accessible name) / `mark` (a short text drawn beside it, a
    station) / `owner` (palette key of the mark). `routes`: dicts with `a`, `b`
    (node names), `colour` (palette key), `spaces` (how many), optional `style`
    ("dashed": a tunnel, drawn with a dark border; "dotted": a ferry), `special`
    (how many spaces carry a « ✦ », e.g. a ferry's locomotives), `lane`
    (-1 / +1: one of two parallel routes), `owner` (palette key: the spaces are
    filled with that colour and carry `mark`, never the colour alone), `name`
    (the accessible name, saying it all), `move` or `template`, `title`."""
    where = {n["name"]: (n["x"], n["y"]) for n in nodes}
    svg_parts, controls = [], []
    for route in routes:
        (x1, y1), (x2, y2) = where[route["a"]], where[route["b"]]
        dx, dy = x2 - x1, y2 - y1
        size = max((dx * dx + dy * dy) ** 0.5, 1e-9)
        lane = route.get("lane", 0) * (thickness * 0.62)
        ox, oy = -dy / size * lane, dx / size * lane
        mx, my = (x1 + x2) / 2 + ox, (y1 + y2) / 2 + oy
        angle = _degrees(_atan2(dy, dx))
        if angle > 90:
            angle -= 180
        elif angle < -90:
            angle += 180
        length = max(size - 8.0, 4.0)
        owner = route.get("owner")
        special = route.get("special", 0)
        cars = []
        for i in range(route["spaces"]):
            cars.append(el("span", text("span", route.get("mark", "") if owner else ("✦" if i < special else ""),
                                         class_="bga-car-mark"),
                           class_="bga-car", data_colour=owner or route["colour"]))
        visual = "".join(cars)
        place = (f"left: {_pct(mx / width * 100)}; top: {_pct(my / height * 100)}; "
                 f"width: {_pct(length / width * 100)}; height: {_pct(thickness / height * 100)}; "
                 f"transform: translate(-50%, -50%) rotate({angle:.1f}deg)")
        cls = _cls("bga-track", "bga-owned" if owner else "")
        common = dict(style=place, data_style=route.get("style", "solid"))
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



def stack(count: int, colour: str, *, cls: str = "bga-stack") -> str:
    """A stack of `count` pieces drawn one above the other (sections of a
    bamboo, floors…), in a palette colour: a picture (hidden from screen
    readers with the rest of the piece's face; say the count in its name)."""
    return el("span", *[el("span", class_="bga-seg") for _ in range(count)], class_=cls, data_colour=colour,
              data_count=count)


def figure(glyph: str, colour: str) -> str:
    """A small figure standing on a board square (a pawn, an animal): a round
    mark with its glyph, in a palette colour (say who it is in the square's name)."""
    return text("span", glyph, class_="bga-figure", data_colour=colour)
