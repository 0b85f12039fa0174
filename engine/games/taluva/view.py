"""HTML view of the Taluva island (built only with engine.markup helpers)."""

from __future__ import annotations

from ... import hexgrid as H
from ...markup import banner, el, hex_board, hex_tile, note, row, text, token, zone
from . import rules as R

SYMBOLS = {"hutte": "⌂", "temple": "∏", "tour": "♜"}
TERRAIN_SYMBOLS = {"volcan": "▲", "jungle": "♣", "plaine": "✿", "plage": "☀", "rocher": "◆", "lac": "≈"}
BRUSH_LABELS = {"hutte": "Hutte (nouveau village)", "temple": "Temple", "tour": "Tour"}


def _building_text(h: dict) -> tuple[str, str]:
    """(visible mark, words) of the building on a hex."""
    if not h["bat"]:
        return "", ""
    mark = SYMBOLS[h["bat"]] + (str(h["nb"]) if h["nb"] > 1 else "")
    if h["coul"] != R.READER:
        mark = f"({mark})"
    fem = h["bat"] != "temple"
    colour = h["coul"] + ("he" if fem and h["coul"] == "blanc" else "e" if fem else "")
    if h["bat"] == "hutte" and h["nb"] > 1:
        words = f"{h['nb']} huttes {h['coul']}{'hes' if h['coul'] == 'blanc' else 'es'}"
    else:
        words = f"{h['bat']} {colour}"
    return mark, words


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


def render_ile(game, state, viewer, legal) -> str:
    placing = state.etape == "tuile" and not state.fin
    building = state.etape == "construire" and not state.fin
    cells = []
    for name in state.carte:
        r, c = H.to_offset(H.parse(name))
        h = state.ile.get(name)
        cell = {"row": r, "col": c, "name": name}
        if h is None:
            cell.update(terrain="vide", terrain_name="mer")
        else:
            mark, words = _building_text(h)
            volcano = h["terrain"] == "volcan"
            cell.update(terrain=R.TERRAINS[h["terrain"]][2], terrain_name=R.terrain_name(h["terrain"]),
                        content=("▲" if volcano else "") + str(h["niveau"]) + (" " + mark if mark else ""),
                        detail=", ".join(x for x in (f"niveau {h['niveau']}", f"tuile {chr(ord('a') + (h['tuile'] - 1) % 26)}", words) if x))
        if name in state.dernier:
            cell["cls"] = "bga-last"
            cell["detail"] = (cell.get("detail", "") + ", dernière pose").lstrip(", ")
        if placing:
            cell.update(move=f"volcan-{name}", title="Poser le volcan de la tuile ici")
        elif building and h is not None:
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
        turns = [the_tile(a, b, i, f"Orientation {i + 1} : " + tile_words(a, b, i), small=True, move=f"sens-{i + 1}",
                          legal=legal, selected=i == o, title="Tourner la tuile ainsi")
                 for i in range(6)]
        parts.append(row(el("div", the_tile(a, b, o, "La tuile à poser : " + tile_words(a, b, o)),
                            class_="bga-tile-to-place"),
                         el("div", *turns, class_="bga-row", role="group", aria_label="Tourner la tuile")))
    elif building:
        parts.append(text("p", "2. Construire : choisissez quoi, puis cliquez l'hexagone (pour étendre un village : "
                               "un terrain, puis un hexagone du village).", class_="bga-note"))
        left = state.reserve
        parts.append(el("div", *[token(SYMBOLS[b], "blanc", f"{BRUSH_LABELS[b]} ({left[b]} en réserve)",
                                       move=f"choisir-{b}", legal=legal, selected=state.pinceau == b,
                                       title=f"Construire : {BRUSH_LABELS[b].lower()}")
                                 for b in ("hutte", "temple", "tour")],
                        class_="bga-row bga-buildings", role="group", aria_label="Construire"))
        parts.append(el("div", text("span", "Étendre un village sur :", class_="bga-note"),
                        *[hex_tile([{"q": 0, "r": 0, "terrain": R.TERRAINS[t][2], "symbol": TERRAIN_SYMBOLS[t]}],
                                   f"Étendre sur {R.terrain_name(t)}", small=True, move=f"choisir-{t}", legal=legal,
                                   selected=state.pinceau == t, title=f"Étendre un village sur {R.terrain_name(t)}")
                          for t in R.LAND],
                        class_="bga-row", role="group", aria_label="Étendre un village"))
    legend = note("▲ volcan ; chiffre : niveau ; ⌂ hutte, ∏ temple, ♜ tour ; entre parenthèses : bâtiments noirs "
                  "(l'adversaire) ; vous jouez blanc. Tuile : ♣ jungle, ✿ plaine, ☀ plage, ◆ rocher, ≈ lac.")
    return el("div", zone("Île", board), *parts, legend, class_="bga-taluva")
