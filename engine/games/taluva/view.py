"""HTML views of Taluva (built only with engine.markup helpers): the island
of hexes with each building drawn as a figure of its player's colour, the
tile to place drawn as its three hexes, the stocks of buildings."""

from __future__ import annotations

from ... import hexgrid as H
from ...markup import (banner, el, figure, figure_visual, figures, hex_board, hex_tile, note, player_area, row,
                       table_layout, text, zone)
from . import rules as R

TERRAIN_SYMBOLS = {"volcan": "▲", "jungle": "♣", "plaine": "✿", "plage": "☀", "rocher": "◆", "lac": "≈"}
BRUSH_LABELS = {"hutte": "Hutte (nouveau village)", "temple": "Temple", "tour": "Tour"}
PLURALS = {"hutte": "huttes", "temple": "temples", "tour": "tours"}


def _building_words(h: dict) -> str:
    """« 2 huttes blanches », « temple noir »."""
    if not h["bat"]:
        return ""
    fem = h["bat"] != "temple"
    colour = R.FEMININE.get(h["coul"], h["coul"]) if fem else h["coul"]
    if h["bat"] == "hutte" and h["nb"] > 1:
        return f"{h['nb']} huttes {colour}s"
    return f"{h['bat']} {colour}"


def _cell(name: str, h: dict | None, row_: int, col: int, last) -> dict:
    cell = {"row": row_, "col": col, "name": name}
    if h is None:
        cell.update(terrain="vide", terrain_name="mer")
    else:
        volcano = h["terrain"] == "volcan"
        words = _building_words(h)
        cell.update(terrain=R.TERRAINS[h["terrain"]][2], terrain_name=R.terrain_name(h["terrain"]),
                    content=("▲" if volcano else "") + str(h["niveau"]),
                    detail=", ".join(x for x in (f"niveau {h['niveau']}", f"tuile {chr(ord('a') + (h['tuile'] - 1) % 26)}",
                                                 words) if x))
        if h["bat"]:
            cell["pieces"] = figures([figure_visual(h["bat"], h["coul"], count=h["nb"], size="petit")])
    if name in last:
        cell["cls"] = "bga-last"
        cell["detail"] = (cell.get("detail", "") + ", dernière pose").lstrip(", ")
    return cell


def tile_words(a: str, b: str, o: int) -> str:
    return (f"volcan, {R.terrain_name(a)} au {H.DIRECTION_NAMES[o]}, "
            f"{R.terrain_name(b)} au {H.DIRECTION_NAMES[(o + 1) % 6]}")


def the_tile(a: str, b: str, o: int, name: str, **kw) -> str:
    """The three-hex tile: its volcano, and its two terrains in directions o and o + 1."""
    (qa, ra), (qb, rb) = H.DIRECTIONS[o], H.DIRECTIONS[(o + 1) % 6]
    hexes = [{"q": 0, "r": 0, "terrain": "volcan", "symbol": TERRAIN_SYMBOLS["volcan"]},
             {"q": qa, "r": ra, "terrain": R.TERRAINS[a][2], "symbol": TERRAIN_SYMBOLS[a]},
             {"q": qb, "r": rb, "terrain": R.TERRAINS[b][2], "symbol": TERRAIN_SYMBOLS[b]}]
    return hex_tile(hexes, name, **kw)


def _tile_controls(a: str, b: str, o: int, legal) -> str:
    """The tile in hand, big, and its six orientations to click."""
    turns = [the_tile(a, b, i, f"Orientation {i + 1} : " + tile_words(a, b, i), small=True, move=f"sens-{i + 1}",
                      legal=legal, selected=i == o, title="Tourner la tuile ainsi")
             for i in range(6)]
    return row(el("div", the_tile(a, b, o, "La tuile à poser : " + tile_words(a, b, o)), class_="bga-tile-to-place"),
               el("div", *turns, class_="bga-row", role="group", aria_label="Tourner la tuile"))


def _build_controls(colour: str, stock: dict, brush: str, legal) -> list[str]:
    """What to build: a hut, a temple, a tower (figures of the player's colour),
    or a terrain to extend a village over."""
    kinds = [figure(b, colour, f"{BRUSH_LABELS[b]} ({stock[b]} en réserve)", count=stock[b] or None,
                    move=f"choisir-{b}", legal=legal, selected=brush == b, title=f"Construire : {BRUSH_LABELS[b].lower()}")
             for b in ("hutte", "temple", "tour")]
    lands = [hex_tile([{"q": 0, "r": 0, "terrain": R.TERRAINS[t][2], "symbol": TERRAIN_SYMBOLS[t]}],
                      f"Étendre sur {R.terrain_name(t)}", small=True, move=f"choisir-{t}", legal=legal,
                      selected=brush == t, title=f"Étendre un village sur {R.terrain_name(t)}")
             for t in R.LAND]
    return [el("div", *kinds, class_="bga-row bga-buildings", role="group", aria_label="Construire"),
            el("div", text("span", "Étendre un village sur :", class_="bga-note"), *lands,
               class_="bga-row", role="group", aria_label="Étendre un village")]


LEGEND = ("▲ volcan ; chiffre : niveau ; figures : hutte (maison), temple (colonnes), tour (créneaux), de la couleur "
          "de leur joueur. Tuile : ♣ jungle, ✿ plaine, ☀ plage, ◆ rocher, ≈ lac.")


def render_ile(game, state, viewer, legal) -> str:
    placing = state.etape == "tuile" and not state.fin
    building = state.etape == "construire" and not state.fin
    cells = []
    for name in state.carte:
        r, c = H.to_offset(H.parse(name))
        cell = _cell(name, state.ile.get(name), r, c, state.dernier)
        if placing:
            cell.update(move=f"volcan-{name}", title="Poser le volcan de la tuile ici")
        elif building and name in state.ile:
            cell.update(move=f"batir-{name}",
                        title=(f"Étendre ce village sur {R.terrain_name(state.pinceau)}" if state.pinceau in R.LAND
                               else f"Construire : {BRUSH_LABELS[state.pinceau].lower()}"))
        cells.append(cell)
    board = hex_board(cells, label="Île (lignes A, B…, hexagones numérotés depuis la gauche)", legal=legal)

    parts = []
    if state.fin:
        parts.append(banner(state.fin, "bien" if "vous gagnez" in state.fin else "mal" if "élimin" in state.fin or "noir gagne" in state.fin else "info"))
    stock = state.reserve
    info = (f"Réserve : {stock['hutte']} hutte{'s' if stock['hutte'] > 1 else ''}, {stock['temple']} temple"
            f"{'s' if stock['temple'] > 1 else ''}, {stock['tour']} tour{'s' if stock['tour'] > 1 else ''} ; "
            f"tuiles à poser : {len(state.pioche)}")
    parts.append(text("p", info, class_="bga-note"))
    if placing:
        a, b = state.pioche[0]
        o = state.sens
        parts.append(text("p", f"1. Placer la tuile ({tile_words(a, b, o)}) : tournez-la en cliquant une "
                               "orientation, puis cliquez l'hexagone où va son volcan.", class_="bga-note"))
        parts.append(_tile_controls(a, b, o, legal))
    elif building:
        parts.append(text("p", "2. Construire : choisissez quoi, puis cliquez l'hexagone (pour étendre un village : "
                               "un terrain, puis un hexagone du village).", class_="bga-note"))
        parts.extend(_build_controls(R.READER, state.reserve, state.pinceau, legal))
    legend = note(LEGEND + " Vous jouez blanc ; les bâtiments noirs sont à l'adversaire, qui ne joue pas ici.")
    return el("div", zone("Île", board), *parts, legend, class_="bga-taluva")


# --- the whole game ----------------------------------------------------------------------

def _window(island: dict) -> tuple[int, int, int, int]:
    """The part of the table drawn: the island and two hexes of sea around
    it (where a tile may go), its first row even so that the rows keep their
    half-hex shift."""
    spots = [R.order(n) for n in island] or [R.order(R.CENTRE)]
    r0 = max(0, min(r for r, _ in spots) - 2)
    r0 -= r0 % 2
    r1 = min(R.MAP_ROWS - 1, max(r for r, _ in spots) + 2)
    c0 = max(0, min(c for _, c in spots) - 2)
    c1 = min(R.MAP_COLS - 1, max(c for _, c in spots) + 2)
    return r0, r1, c0, c1


def _stock_figures(colour: str, stock: dict) -> str:
    """The buildings a player has left, drawn (their words are beside, for screen readers)."""
    return el("span", *[figure_visual(b, colour, count=stock[b] or None, size="petit")
                        for b in ("hutte", "temple", "tour") if stock[b]],
              class_="bga-figures", aria_hidden="true")


def render_partie(game, state, viewer, legal) -> str:
    p = state.tour
    over = state.etape == "fin"
    mine = not over and viewer == p and bool(legal)
    parts = []
    if over:
        won = viewer in (state.vainqueurs or [])
        parts.append(banner(state.fin, "bien" if won else "info"))
    seats, mine_area = [], ""
    for q in range(state.players):
        colour = R.PLAYER_COLOURS[q]
        stock = state.reserves[q]
        words = (f"{stock['hutte']} hutte{'s' if stock['hutte'] > 1 else ''}, {stock['temple']} temple"
                 f"{'s' if stock['temple'] > 1 else ''}, {stock['tour']} tour{'s' if stock['tour'] > 1 else ''} en réserve")
        area = player_area(game.seat_name(q), _stock_figures(colour, stock), text("span", words, class_="bga-sr"),
                           you=q == viewer, current=not over and q == p, out=state.elimines[q],
                           badges=["éliminé"] if state.elimines[q] else (), cls="bga-taluva-seat")
        if q == viewer:
            mine_area = area
        else:
            seats.append(area)
    top = len(parts)   # what follows, down to the island, is the table's centre
    parts.append(text("p", f"Pioche : {len(state.pioche)} tuile{'s' if len(state.pioche) > 1 else ''}.",
                      class_="bga-note"))
    placing = not over and state.etape == "tuile"
    if placing and state.main:
        a, b = state.main
        who = "Votre tuile" if mine else f"Tuile de {game.seat_name(p)}"
        if mine:
            parts.append(text("p", f"1. {who} ({tile_words(a, b, state.sens)}) : tournez-la, puis cliquez "
                                   "l'hexagone où va son volcan (sur la mer contre l'île, ou sur un volcan).",
                              class_="bga-note"))
        parts.append(_tile_controls(a, b, state.sens, legal))
    elif not over and mine:
        parts.append(text("p", "2. Construire : choisissez quoi, puis cliquez l'hexagone (pour étendre un village : "
                               "un terrain, puis un hexagone du village).", class_="bga-note"))
        parts.extend(_build_controls(R.PLAYER_COLOURS[p], state.reserves[p], state.pinceau, legal))
    r0, r1, c0, c1 = _window(state.ile)
    cells = []
    for r in range(r0, r1 + 1):
        for c in range(c0, c1 + 1):
            name = H.name(H.from_offset(r, c))
            cell = _cell(name, state.ile.get(name), r - r0, c - c0, state.dernier)
            if mine and placing:
                cell.update(move=f"volcan-{name}", title="Poser le volcan de la tuile ici")
            elif mine and name in state.ile:
                cell.update(move=f"batir-{name}",
                            title=(f"Étendre ce village sur {R.terrain_name(state.pinceau)}" if state.pinceau in R.LAND
                                   else f"Construire : {BRUSH_LABELS[state.pinceau].lower()}"))
            cells.append(cell)
    # the empty table: the centre, ringed, is the only place; its code alone (« N14 ») would be an
    # internal coordinate drawn for nothing (it stays in the hex's accessible name)
    board = hex_board(cells, label="Île (lignes A, B…, hexagones numérotés depuis la gauche)", legal=legal,
                      names=bool(state.ile))
    # the table: the opponents above the island, the reader's reserve below
    centre = parts[top:] + [zone("Île", board)]
    del parts[top:]
    parts.append(table_layout(centre, seats, mine_area))
    return el("div", *parts, note(LEGEND), class_="bga-taluva bga-taluva-partie")
