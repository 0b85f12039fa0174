"""HTML view of a Setup game, as one seat sees it: the board of 12 squares and
its lines (each square a button, its top tile drawn on it) inside the score
track with its finish line, the zones (the reader's hidden zone face up, the
others' face down, a partner's face up in 2v2), the common zone and the
turn's actions."""

from __future__ import annotations

from ...markup import banner, el, move_button, piece, player_area, sr, table_layout, text
from . import rules as R

FILLS = {"d": "orange", "c": "vert", "h": "rouge", "s": "bleu", "e": "violet"}
"""Each tile colour's fill; its symbol (♦ ♣ ♥ ♠ ★, as the page writes them) is always drawn too."""
SEAT_COLOURS = ("bleu", "rouge", "vert", "jaune")


def face(code: str) -> str:
    value, colour = R.parse_tile(code)
    return text("span", value, class_="bga-value") + text("span", R.COLOURS[colour][0], class_="bga-cname")


def tile_visual(code: str, extra: str = "") -> str:
    """A tile lying on a square: its value and colour symbol on its colour."""
    return el("span", face(code), class_=("bga-card bga-ccard bga-small bga-onsquare " + extra).strip(),
              data_colour=FILLS[code[-1]])


def hand_tile(s, code: str, legal, movable: bool) -> str:
    move = f"tuile-{code}" if movable else None
    return piece(face(code), R.tile_words(code), cls="bga-card bga-ccard bga-small bga-st-tile", move=move,
                 legal=legal, selected=(s.choisie == code) if movable else None, data_colour=FILLS[code[-1]],
                 title=s.describe(move) if move else None)


def square_owner(s, sq: str):
    """(seat or None, words) of a square for this game's format."""
    if sq in R.COMMON:
        return None, "case commune"
    seat = R.square_seat(s.players, sq)
    if seat is not None:
        return seat, f"case de {s.game.seat_name(seat)}"
    return None, f"case du pion {R.UNPLAYED_NAMES[R.side_of(sq)]} (sans joueur)"


def square_button(s, sq: str, legal, scoring: set, new: set) -> str:
    stack = s.plateau.get(sq, [])
    seat, words = square_owner(s, sq)
    if stack:
        words += f", {R.tile_words(stack[-1])}" + (" (posée ce tour)" if sq in new else "")
        if len(stack) > 1:
            words += f", sur {len(stack) - 1} autre{'s' if len(stack) > 2 else ''}"
    else:
        words += ", vide"
    if sq in scoring:
        words += ", dans un Ensemble"
    visual = tile_visual(stack[-1]) if stack else ""
    if len(stack) > 1:
        visual += text("span", len(stack), class_="bga-st-height")
    cls = "bga-tile bga-st-square" + (" bga-st-new" if sq in new else "") + (" bga-st-scoring" if sq in scoring else "")
    return piece(visual, f"{sq} : {words}", cls=cls, move=f"case-{sq}", legal=legal,
                 data_owner=SEAT_COLOURS[seat] if seat is not None else ("centre" if sq in R.COMMON else "libre"),
                 title=s.describe(f"case-{sq}") if f"case-{sq}" in legal else sq)


def board(s, legal, scoring: set, new: set) -> str:
    cells = []
    for r in range(4):
        for c in range(4):
            sq = next((k for k, (cc, rr) in R.SQUARES.items() if (cc, rr) == (c, r)), None)
            cells.append(square_button(s, sq, legal, scoring, new) if sq else el("span", class_="bga-st-void"))
    lines = []
    for a, b in R.LINKS:
        (ca, ra), (cb, rb) = R.SQUARES[a], R.SQUARES[b]
        hot = a in scoring and b in scoring and R.joined(s.plateau[a][-1], s.plateau[b][-1])
        lines.append(el("line", x1=f"{ca + 0.5}", y1=f"{ra + 0.5}", x2=f"{cb + 0.5}", y2=f"{rb + 0.5}",
                        class_="bga-st-line" + (" bga-st-hot" if hot else "")))
    svg = el("svg", *lines, viewBox="0 0 4 4", class_="bga-st-lines", aria_hidden="true", focusable="false")
    grid = el("div", *cells, class_="bga-grid bga-board-grid bga-st-grid", style="--cols: 4", role="group",
              aria_label="Plateau : 12 cases reliées par des lignes (côtés et coins)", data_cols=4)
    return track_ring(s, el("div", svg, grid, class_="bga-st-board"))


def ring_place(k: int) -> tuple[int, int]:
    """(row, column) of case k of the score track, clockwise round an 11 × 11 frame from its top left."""
    if k <= 10:
        return 0, k
    if k <= 20:
        return k - 10, 10
    if k <= 30:
        return 10, 30 - k
    return 40 - k, 0


def track_ring(s, inside: str) -> str:
    """« Autour du plateau, il y a un cercle de cases sur lequel les pions des joueurs avanceront en
    fonction des points gagnés. Des losanges sur certaines cases indiquent la ligne d'arrivée »: the
    40 cases round the board, the pawns on their cases, the finish line ◆."""
    cells = []
    for k in range(R.TRACK):
        r, c = ring_place(k)
        pawns = [el("span", class_="bga-st-pawn", data_colour=SEAT_COLOURS[q])
                 for q in range(s.players) if min(s.points[q], R.TRACK - 1) == k]
        mark = "◆" if k == s.arrivee else (str(k) if k % 5 == 0 else "")
        cells.append(el("span", text("span", mark, class_="bga-st-num"), *pawns,
                        class_="bga-st-cell" + (" bga-st-finish" if k == s.arrivee else ""),
                        style=f"grid-area: {r + 1} / {c + 1}"))
    words = " ; ".join(f"{s.game.seat_name(q)} {s.points[q]}" for q in range(s.players))
    return el("div", el("div", *cells, class_="bga-st-track", aria_hidden="true"), inside,
              sr(f"Piste des scores : {words} ; ligne d'arrivée à {s.arrivee}."), class_="bga-st-ring")


def seat_area(s, q: int, viewer, legal) -> str:
    you = q == viewer
    tiles = s.zones[q]
    if you and q == s.tour and s.etape != "fin":
        body = [hand_tile(s, t, legal, True) for t in tiles]
    elif s.sees_zone(viewer, q):
        body = [hand_tile(s, t, legal, False) for t in tiles]
    else:
        body = [piece("", "tuile cachée", cls="bga-card bga-back bga-small bga-st-tile") for _ in tiles]
    if not tiles:
        body = [text("span", "zone vide", class_="bga-note")]
    badges = [f"{s.points[q]} pts"]
    if s.players == 4:
        badges.append("votre équipe" if viewer is not None and R.team_of(4, q) == R.team_of(4, viewer)
                      else "adversaire")
    name = s.game.seat_name(q)
    zone = el("div", *body, class_="bga-hand bga-st-zone", role="group",
              aria_label=f"Zone personnelle de {name}" + ("" if s.sees_zone(viewer, q) else " (cachée)"))
    return player_area(name, zone, you=you, current=q == s.tour and s.etape != "fin", badges=badges,
                       cls=f"bga-st-seat bga-st-{SEAT_COLOURS[q]}")


def status(s, viewer) -> str:
    if s.etape == "fin":
        won = viewer in (s.vainqueurs or [])
        return banner(s.fin, "bien" if won else ("info" if s.un_tour else "mal"))
    name = s.game.seat_name(s.tour)
    if s.tour != viewer:
        return text("p", f"{name} joue.", class_="bga-note")
    if not s.posees and not s.choisie:
        return text("p", "À vous : cliquez une tuile de votre zone ou de la zone commune, puis une case.",
                    class_="bga-note")
    if s.choisie:
        return text("p", f"{R.tile_label(s.choisie)} choisie : cliquez la case où la poser.", class_="bga-note")
    return text("p", "Une autre tuile (même valeur ou même couleur), ou validez le tour.", class_="bga-note")


def render_partie(game, state, viewer, legal) -> str:
    s = state
    new = set(s.new_squares())
    if s.posees:
        pts = R.turn_points(R.tops(s.plateau), list(new), s.players, s.tour)
        scoring = set(pts["cases"])
        gains = pts["gains"]
    else:
        last = s.dernier or {}
        scoring = {sq for sq in last.get("cases", []) if sq in s.plateau}
        gains = None
    others = [seat_area(s, q, viewer, legal) for q in range(s.players) if q != viewer]
    common_movable = viewer == s.tour and s.etape != "fin"
    common = el("div", *[hand_tile(s, t, legal, common_movable) for t in s.commune] or
                [text("span", "zone vide", class_="bga-note")],
                class_="bga-hand bga-st-zone", role="group", aria_label="Zone commune")
    actions = []
    if viewer == s.tour and s.etape != "fin":
        if gains is not None:
            told = f"Ce tour : {gains[s.tour]} point{'s' if gains[s.tour] > 1 else ''}"
            given = [f"{game.seat_name(q)} +{g}" for q, g in enumerate(gains) if q != s.tour and g]
            actions.append(text("span", told + (" (" + ", ".join(given) + ")" if given else ""),
                                class_="bga-note bga-st-preview"))
        actions.append(move_button("reprendre", "Reprendre", legal, title=s.describe("reprendre")))
        actions.append(move_button("valider", "Valider le tour", legal, title=s.describe("valider")))
    centre = [board(s, legal, scoring, new),
              el("section", text("h4", f"Zone commune · sac : {len(s.sac)}", class_="bga-zone-title"), common,
                 class_="bga-zone bga-st-common")]
    # the table: the opponents above the board, the reader's tiles below
    parts = [status(s, viewer),
             table_layout(centre, others, seat_area(s, viewer, viewer, legal) if viewer is not None else "",
                          seats_cls="bga-st-others")]
    if actions:
        parts.append(el("div", *actions, class_="bga-actions"))
    return el("div", *parts, class_="bga-board", data_jeu="setup-partie")
