"""HTML view of the Taluva island (built only with engine.markup helpers)."""

from __future__ import annotations

from ... import hexgrid as H
from ...markup import banner, el, hex_board, move_button, note, row, text, zone
from . import rules as R

ARROWS = ("→", "↗", "↖", "←", "↙", "↘")
SYMBOLS = {"hutte": "⌂", "temple": "T", "tour": "♜"}
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
            f"{'s' if stock['temple'] > 1 else ''}, {stock['tour']} tour{'s' if stock['tour'] > 1 else ''} · "
            f"tuiles à poser : {len(state.pioche)}")
    parts.append(text("p", info, class_="bga-note"))
    if placing:
        a, b = state.pioche[0]
        o = state.sens
        parts.append(text("p", f"1. Placer la tuile : volcan, {R.terrain_name(a)} {ARROWS[o]} "
                               f"({H.DIRECTION_NAMES[o]}), {R.terrain_name(b)} {ARROWS[(o + 1) % 6]} "
                               f"({H.DIRECTION_NAMES[(o + 1) % 6]}). Tournez-la, puis cliquez l'hexagone du volcan.",
                          class_="bga-note"))
        buttons = []
        for i in range(6):
            label = f"{ARROWS[i]}{ARROWS[(i + 1) % 6]}"
            buttons.append(move_button(f"sens-{i + 1}", label, legal,
                                       title=f"{R.terrain_name(a)} au {H.DIRECTION_NAMES[i]}, "
                                             f"{R.terrain_name(b)} au {H.DIRECTION_NAMES[(i + 1) % 6]}",
                                       aria_pressed="true" if i == o else "false"))
        parts.append(row(*buttons))
    elif building:
        parts.append(text("p", "2. Construire : choisissez quoi, puis cliquez l'hexagone (pour étendre un village : "
                               "un terrain, puis un hexagone du village).", class_="bga-note"))
        parts.append(row(*[move_button(f"choisir-{b}", BRUSH_LABELS[b], legal,
                                       aria_pressed="true" if state.pinceau == b else "false")
                           for b in ("hutte", "temple", "tour")]))
        parts.append(row(text("span", "Étendre :", class_="bga-note"),
                         *[move_button(f"choisir-{t}", R.terrain_name(t), legal,
                                       aria_pressed="true" if state.pinceau == t else "false")
                           for t in R.LAND]))
    legend = note("▲ volcan ; chiffre : niveau ; ⌂ hutte, T temple, ♜ tour ; entre parenthèses : bâtiments noirs "
                  "(l'adversaire) ; vous jouez blanc.")
    return el("div", zone("Île", board), *parts, legend, class_="bga-taluva")
