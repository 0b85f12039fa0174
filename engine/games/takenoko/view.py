"""HTML views of the Takenoko garden (built only with engine.markup helpers)."""

from __future__ import annotations

from ... import hexgrid as H
from ...markup import (badge, banner, card_back, die, el, final_ranking_of, glyph_figure, hand,
                       hex_board, hex_tile, move_button, note, piece, player_area, row, segment_stack, table_layout,
                       text, token, zone)
from . import rules as R

TERRAIN = {"vert": "prairie", "jaune": "champ", "rose": "rose", "etang": "eau"}
IMPROVEMENT_MARK = {"bassin": "◎", "engrais": "✚", "enclos": "▦"}
GARDENER, PANDA = glyph_figure("⚘", "brun"), glyph_figure("ʘ", "noir")


def _figures(gardener: bool, panda: bool) -> str:
    return (GARDENER if gardener else "") + (PANDA if panda else "")


def _cell(garden, name, p, irrigated, *, gardener=False, panda=False):
    """A hex of the garden: its bamboo drawn as a stack of sections in the parcel's colour, a
    drop when irrigated, the improvement's sign, the gardener and the panda as figures. No code is
    drawn (Board Game Arena draws none): the accessible name says where the plot lies from the pond,
    as the messages do."""
    r, c = H.to_offset(H.parse(name))
    where = R.whereabouts(garden, name)
    cell = {"row": r, "col": c, "name": name}
    if p is None:
        cell.update(terrain="vide", terrain_name="place libre", label=f"Place libre {where}")
        return cell
    if p["c"] == "etang":
        cell.update(terrain="eau", terrain_name="étang", label="Étang", pieces=_figures(gardener, panda),
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
                label=f"Parcelle {R.PLOT_ADJECTIVES[p['c']]} {where}",
                content=IMPROVEMENT_MARK[p["a"]] if p["a"] else "", pieces=pieces, detail=", ".join(words))
    return cell


LEGEND = ("Bambou : une barre par section ; goutte bleue : irriguée ; ◎ bassin, ✚ engrais, ▦ enclos ; "
          "⚘ jardinier, ʘ panda.")
BOARD_LABEL = "Le jardin : l'étang et les parcelles autour"
GAME_LEGEND = ("Cartes Objectif : des parcelles en forme de triangle, droite, courbe ou diamant ; un bambou de 4 "
               "(∅ sans aménagement) ou plusieurs bambous de 3 ; les sections que le panda doit avoir mangées.")


def render_tour(game, state, viewer, legal) -> str:
    cells = []
    for name in state._order():
        p = state.jardin[name]
        cell = _cell(state.jardin, name, p, state.irrigated(name), gardener=name == state.jardinier,
                     panda=name == state.panda)
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
    board = hex_board(cells, label=BOARD_LABEL, legal=legal, names=False)

    parts = []
    if state.etape == "meteo":
        parts.append(text("p", f"Tour {state.tour}. 1. Lancez le dé météo, ou choisissez une face pour l'essayer.",
                          class_="bga-note"))
        roll = _captioned(die(FACE_GLYPHS["soleil"], name="Le dé météo : le lancer", move="lancer", legal=legal,
                              title="Lancer le dé météo (une face au hasard)"), "Lancer")
        faces = [_face(f, f"face-{f}", legal, "Essayer la face") for f in R.FACES]
        parts.append(row(el("span", roll, class_="bga-tk-weather bga-tk-roll"),
                         el("span", *faces, class_="bga-tk-weather bga-tk-faces", role="group",
                            aria_label="Les six faces, à essayer")))
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
            buttons.append(el("span", *[_face(f, f"meteo-{f}", legal, "Choisir") for f in R.FACES if f != "choix"],
                              class_="bga-tk-weather bga-tk-faces", role="group", aria_label="Choisir une condition"))
        buttons.append(move_button("passer", "Ne pas le faire", legal, data_definitif="true"))
        parts.append(row(*buttons))
    else:
        rule = "identiques permises" if state.face == "vent" else "différentes"
        done = ", ".join(state.faites) or "aucune"
        parts.append(text("p", f"Tour {state.tour}, météo : {R.FACE_NAMES[state.face]}. 2. Actions ({rule}) : "
                               f"{state.restantes} restante(s) ; faites : {done}.", class_="bga-note"))
        tools = [token("⚘" if t == "jardinier" else "ʘ", "brun" if t == "jardinier" else "noir",
                       "Le jardinier" if t == "jardinier" else "Le panda", move=f"outil-{t}", legal=legal,
                       selected=state.outil == t, title="Le choisir, puis cliquer une parcelle en ligne droite")
                 for t in ("jardinier", "panda")]
        tools += [token(IMPROVEMENT_MARK[a], "gris", f"{a.capitalize()} en main", move=f"outil-{a}", legal=legal,
                        selected=state.outil == a, title="Le choisir, puis cliquer une parcelle sans bambou")
                  for a in R.IMPROVEMENTS if a in state.main]
        tools.append(move_button("fin", "Finir le tour", legal, data_definitif="true"))
        parts.append(row(*tools))
        edges = [(a, b) for a, b in R.candidate_edges(state.jardin) if R.edge(a, b) not in state.canaux]
        if edges:
            parts.append(el("details", text("summary", "Poser un canal d'irrigation"),
                            el("div", *[move_button(f"canal-{a}-{b}", _edge_words(state.jardin, a, b), legal,
                                                    title=f"Canal entre {R.plots_words(state.jardin, (a, b))}")
                                        for a, b in edges], class_="bga-row bga-tk-canals")))
    held = [_counted(token(IMPROVEMENT_MARK[a], "gris", f"{a.capitalize()} en main : {state.main.count(a)}"),
                     state.main.count(a)) for a in dict.fromkeys(state.main)]
    info = el("div", text("span", "Mangé par le panda :", class_="bga-note"), *_eaten(state.manges), *held,
              text("span", f"Canaux posés : {len(state.canaux)}", class_="bga-note"), class_="bga-row bga-tk-reserve")
    return el("div", zone("Jardin", board), *parts, info, note(LEGEND))


def _edge_words(garden, a: str, b: str) -> str:
    """A canal's button: its two plots by colour and place (« verte à droite de l'étang ↔ jaune en bas… »)."""
    return " ↔ ".join(R.plot_words(garden, n).removeprefix("la parcelle ") for n in (a, b))


def _face(face: str, move: str, legal, verb: str) -> str:
    """One face of the weather die, a small die to click, its name under it; its accessible name and
    title say its effect."""
    name = f"{verb} : {R.FACE_NAMES[face]} — {R.FACE_EFFECTS[face]}"
    return _captioned(die(FACE_GLYPHS[face], name=name, move=move, legal=legal, title=R.FACE_EFFECTS[face]),
                      R.FACE_NAMES[face])


def render_objectifs(game, state, viewer, legal) -> str:
    cells = []
    for name in state.cells():
        p = state.jardin.get(name)
        cell = _cell(state.jardin, name, p, R.irrigated(state.jardin, [], name))
        cell["move"] = f"case-{name}"
        cell["title"] = f"Appliquer : {state.pinceau}"
        cells.append(cell)
    board = hex_board(cells, label=BOARD_LABEL, legal=legal, names=False)
    groups = (("Parcelle :", ("vert", "jaune", "rose", "vide")),
              ("Aménagement :", ("bassin", "engrais", "enclos", "sans", "canal")),
              ("Bambou :", tuple(f"bambou-{h}" for h in range(R.MAX_BAMBOO + 1))))
    short = {"vert": "verte", "jaune": "jaune", "rose": "rose", "vide": "retirer", "bassin": "bassin",
             "engrais": "engrais", "enclos": "enclos", "sans": "aucun", "canal": "canal ≈"}
    glyphs = {"vert": ("⬢", "vert"), "jaune": ("⬢", "jaune"), "rose": ("⬢", "rose"), "vide": ("✕", "blanc"),
              "bassin": ("◎", "gris"), "engrais": ("✚", "gris"), "enclos": ("▦", "gris"), "sans": ("∅", "gris"),
              "canal": ("≈", "bleu")}
    brushes = "".join(row(text("span", title, class_="bga-note"),
                          *[token(*glyphs.get(b, (b[-1], "vert")), f"Outil : {short.get(b, 'bambou de ' + b[-1])}",
                                  move=f"pinceau-{b}", legal=legal, selected=state.pinceau == b,
                                  title="Le choisir, puis cliquer une case") for b in names])
                      for title, names in groups)
    # the sections the panda has eaten, as pieces: touch one to give it back, touch the faded one
    # beside them to have the panda eat one more
    eaten = row(text("span", "Mangé par le panda :", class_="bga-note"),
                *[el("span", *[piece("", f"Section {c} mangée ({k + 1} sur {state.manges[c]})",
                                     cls="bga-tk-section bga-tk-piece", data_colour=c, move=f"rend-{c}", legal=legal,
                                     title=f"Rendre une section {c}") for k in range(state.manges[c])],
                     piece("", f"Faire manger une section {c} au panda", cls="bga-tk-section bga-tk-piece bga-tk-more",
                           data_colour=c, move=f"mange-{c}", legal=legal, title=f"Une section {c} de plus"),
                     class_="bga-tk-eaten", role="group", aria_label=f"{state.manges[c]} section(s) {c}")
                  for c in R.COLOURS])
    items = []
    total = 0
    for res in state.results():
        mark = "✓" if res["fait"] else "✗"
        if res["fait"]:
            total += res["points"]
        kind = {"parcelle": "Parcelle", "jardinier": "Jardinier", "panda": "Panda"}[res["type"]]
        detail = res["detail"] if (res["fait"] or res["type"] != "parcelle") else ""
        items.append(el("p", el("span", objective_picture(res["objectif"]), class_="bga-card bga-ccard bga-small "
                                "bga-tk-objective", data_colour="creme", aria_hidden="true"),
                        text("strong", f"{mark} {kind} — {res['nom']} ({res['points']} pts)"),
                        text("span", f" : {detail}" if detail else ""), class_="bga-note bga-tk-result",
                        role="listitem"))
    objectives = zone("Objectifs", el("div", *items, role="list"),
                      el("p", badge(f"Réalisés : {total} pts"), class_="bga-note"))
    return el("div", zone("Jardin", board), text("p", "Choisissez un outil, puis cliquez une case :", class_="bga-note"),
              brushes, eaten, objectives, note(LEGEND.replace(" ; ⚘ jardinier, ʘ panda.", ".")))


# --- the whole game (mode « partie ») ------------------------------------------------------

FACE_GLYPHS = {"soleil": "☀", "pluie": "☂", "vent": "≋", "orage": "ϟ", "nuage": "☁", "choix": "?"}
KIND_COLOURS = {"parcelle": "bleu", "jardinier": "brun", "panda": "noir"}

def _shifted(cells):
    """The board drawn from its first used row and column: no empty band above or left of the
    garden. Odd rows are drawn half a hex to the right; moving up by an odd number of rows turns
    them into even ones, so they move one column right to keep the same neighbours."""
    top = min(c["row"] for c in cells)
    for c in cells:
        if top % 2 and c["row"] % 2:
            c["col"] += 1
        c["row"] -= top
    left = min(c["col"] for c in cells)
    for c in cells:
        c["col"] -= left
    return cells




SHAPE_HEXES = {"triangle": 3, "droite": 3, "courbe": 3, "diamant": 4}
IMPROVEMENT_WORD = {"bassin": "bassin", "engrais": "engrais", "enclos": "enclos", "sans": "sans aménagement"}


def _stalk(colour: str, height: int) -> str:
    """A bamboo of `height` sections of one colour, drawn bottom up."""
    return el("span", *[el("span", class_="bga-tk-section", data_colour=colour) for _ in range(height)],
              class_="bga-tk-stalk")


def objective_picture(o: str) -> str:
    """What the card shows, drawn as the game's cards draw it: the plots of a shape in their colours,
    the bamboos the gardener must grow (with the improvement asked), or the sections the panda must
    have eaten. Hidden from screen readers: the card's name says it in words."""
    parts = o.split("-")
    kind = parts[0]
    if kind == "parcelle":
        colours = parts[2:]
        n = SHAPE_HEXES[parts[1]]
        # two colours: the first one's plots, then the second's (« diamant jaune-vert »: 2 and 2)
        fill = [colours[0]] * n if len(colours) == 1 else [colours[0]] * (n // 2) + [colours[1]] * (n - n // 2)
        return el("span", *[el("span", class_="bga-tk-hex", data_colour=c) for c in fill],
                  class_=f"bga-tk-shape bga-tk-shape-{parts[1]}")
    if kind == "jardinier" and parts[1] == "4":
        mark = IMPROVEMENT_MARK.get(parts[3], "∅")
        return el("span", _stalk(parts[2], 4), text("span", mark, class_="bga-tk-mark"), class_="bga-tk-bamboos")
    if kind == "jardinier":
        count = R.GARDENER_GROUP[parts[2]][0]
        return el("span", *[_stalk(parts[2], 3) for _ in range(count)], class_="bga-tk-bamboos")
    colours = list(R.COLOURS) if parts[1] == "tricolore" else [parts[1], parts[1]]
    return el("span", *[el("span", class_="bga-tk-section", data_colour=c) for c in colours],
              class_="bga-tk-eaten")


def _objective_card(o: str, legal) -> str:
    kind = R.objective_kind(o)
    name = f"Objectif {R.KIND_NAMES[kind]} : {R.objective_label(o)}, {R.objective_points(o)} pts"
    visual = text("span", R.objective_points(o), class_="bga-value") + objective_picture(o)
    return piece(visual, name, cls="bga-card bga-ccard bga-tk-objective", data_colour="creme",
                 move=f"valider-{o}", legal=legal, title="Réaliser cet objectif")


def _captioned(piece_html: str, caption: str) -> str:
    """A pile or a piece with its word under it (the word is also in the piece's name)."""
    return el("span", piece_html, text("span", caption, class_="bga-tk-caption", aria_hidden="true"),
              class_="bga-tk-pile")


def _hex_move(state, name) -> str | None:
    if state.phase == "effet" and state.face in ("pluie", "orage"):
        return f"{state.face}-{name}"
    if state.phase == "pose-parcelle":
        return f"poser-{name}"
    if state.phase != "actions":
        return None
    return {"jardinier": f"jardinier-{name}", "panda": f"panda-{name}",
            "canal": f"irriguer-{name}"}.get(state.outil, f"amenager-{state.outil}-{name}")


def _garden(state, legal) -> str:
    cells = []
    for name in state._order():
        cell = _cell(state.jardin, name, state.jardin[name], state.irrigated(name), gardener=name == state.jardinier,
                     panda=name == state.panda)
        move = _hex_move(state, name)
        if move:
            cell["move"] = move
        cells.append(cell)
    if state.phase == "pose-parcelle":
        for name in R.free_places(state.jardin):
            cell = _cell(state.jardin, name, None, False)
            cell["move"] = f"poser-{name}"
            cell["title"] = f"Poser la {R.plot_label(state.gardee)} ici"
            cells.append(cell)
    return hex_board(_shifted(cells), label=BOARD_LABEL, legal=legal, names=False)


def _tools(state, legal, me) -> list[str]:
    """The pieces the player acts with, each with its word: the two figures, then the canals and
    improvements held."""
    tools = [_captioned(token("⚘", "brun", "Le jardinier", move="outil-jardinier", legal=legal,
                              selected=state.outil == "jardinier",
                              title="Déplacer le jardinier : puis cliquez une parcelle"), "Jardinier"),
             _captioned(token("ʘ", "noir", "Le panda", move="outil-panda", legal=legal, selected=state.outil == "panda",
                              title="Déplacer le panda : puis cliquez une parcelle"), "Panda")]
    if state.canaux_joueurs[me]:
        n = state.canaux_joueurs[me]
        tools.append(_captioned(token(f"≈{n}", "bleu", f"Canaux en réserve : {n}", move="outil-canal", legal=legal,
                                      selected=state.outil == "canal",
                                      title="Poser un canal : puis cliquez la parcelle à irriguer"), "Canal"))
    for a in dict.fromkeys(state.amenagements[me]):
        n = state.amenagements[me].count(a)
        tools.append(_captioned(token(IMPROVEMENT_MARK[a], "gris", f"{a.capitalize()} en réserve : {n}",
                                      move=f"outil-{a}", legal=legal, selected=state.outil == a,
                                      title=f"Placer un {a} : puis cliquez une parcelle sans bambou"),
                                a.capitalize() + (f" ×{n}" if n > 1 else "")))
    return tools


def _actions(state, legal) -> str:
    piles = [_captioned(card_back(f"Parcelles : en piocher 3 ({len(state.pioche)} restantes)", count=len(state.pioche),
                                  move="parcelles", legal=legal,
                                  title="Action Parcelles : piocher trois parcelles, en garder une"), "Parcelles"),
             _captioned(token("≈", "bleu", f"Canal d'irrigation : en prendre un ({state.canaux_stock} restants)",
                              move="canal", legal=legal, title="Action Canal : prendre un canal pour sa réserve"),
                        f"Canal ({state.canaux_stock})")]
    piles += [_captioned(card_back(f"Objectif {R.KIND_NAMES[k]} : en piocher un ({len(state.pioches[k])} restants)",
                                   count=len(state.pioches[k]), move=f"objectif-{k}", legal=legal,
                                   title=f"Action Objectif : piocher une carte {R.KIND_NAMES[k]}"),
                         R.KIND_NAMES[k]) for k in R.OBJECTIVE_KINDS]
    piles.insert(2, text("span", "Objectifs :", class_="bga-note"))
    return el("div", *piles, class_="bga-hand", role="group", aria_label="Actions : piocher ou prendre")


def _counted(piece_html: str, n: int) -> str:
    """A piece and its count beside it (« ×2 »; the count is also in the piece's name)."""
    return el("span", piece_html, text("span", f"×{n}", class_="bga-tk-count", aria_hidden="true"),
              class_="bga-tk-stock")


SECTION_WORDS = {"vert": "verte", "jaune": "jaune", "rose": "rose"}


def _eaten(manges) -> list[str]:
    """The bamboo sections the panda has eaten, one piece per colour with its count."""
    return [_counted(piece(el("span", class_="bga-tk-section", data_colour=c),
                           f"Sections {SECTION_WORDS[c]}s mangées : {manges[c]}", cls="bga-tk-eat", data_colour=c,
                           title=f"Sections {SECTION_WORDS[c]}s mangées par le panda"),
                     manges[c]) for c in R.COLOURS]


def _reserve(state, p, viewer) -> str:
    """What lies in front of a player, as pieces with their counts (Board Game Arena's player panel):
    the bamboo sections the panda has eaten, by colour, the canals and improvements in reserve, and
    for another player the backs of the objective cards in hand."""
    items = _eaten(state.manges[p])
    n = state.canaux_joueurs[p]
    items.append(_counted(token("≈", "bleu", f"Canaux d'irrigation en réserve : {n}", title="Canaux en réserve"), n))
    for a in dict.fromkeys(state.amenagements[p]):
        n = state.amenagements[p].count(a)
        items.append(_counted(token(IMPROVEMENT_MARK[a], "gris", f"{a.capitalize()} en réserve : {n}",
                                    title=f"{a.capitalize()} en réserve"), n))
    if p != viewer:
        n = len(state.mains[p])
        items.append(card_back(f"Objectifs en main : {n}", count=n, title="Cartes Objectif en main"))
    return el("div", *items, class_="bga-row bga-tk-reserve")


def _player(state, p, viewer, *more: str) -> str:
    pts = sum(R.objective_points(o) for o in state.faits[p])
    badges = [f"{len(state.faits[p])}/{R.OBJECTIVES_TO_END[state.players]} objectifs", f"{pts} pts"]
    if state.empereur == p:
        badges.append("+2 bonus")
    body = [_reserve(state, p, viewer), *more]
    return player_area(state.game.seat_name(p), *body, you=p == viewer, current=p == state.turn and state.phase != "fin",
                       badges=badges)


def render_partie(game, state, viewer, legal) -> str:
    me = viewer if viewer is not None and 0 <= viewer < state.players else 0
    parts = []
    if state.phase == "fin":
        parts.append(banner(state.events[-1] if state.events else "Partie terminée.", "bien" if me in state.winners() else "info"))
    face = ""
    if state.face:
        face = el("span", die(FACE_GLYPHS[state.face], name=f"Dé météo : {R.FACE_NAMES[state.face]}",
                              title=R.FACE_EFFECTS[state.face]), class_="bga-tk-weather")
    who = game.seat_name(state.turn)
    if state.phase == "meteo":
        status = f"Manche {state.manche}, tour de {who} : le dé météo va être lancé."
    elif state.phase == "effet":
        status = f"Manche {state.manche}, {who} — météo {R.FACE_NAMES[state.face]} : « {R.FACE_EFFECTS[state.face]} »."
        if state.face in ("pluie", "orage"):
            status += " Cliquez la parcelle, ou n'en faites rien."
    elif state.phase == "choix-parcelle":
        status = f"Manche {state.manche}, {who} : gardez une des parcelles piochées."
    elif state.phase == "pose-parcelle":
        status = f"Manche {state.manche}, {who} : posez la {R.plot_label(state.gardee)} à côté de l'étang ou entre deux parcelles."
    elif state.phase == "actions":
        kind = "identiques permises" if state.face == "vent" else "différentes"
        done = ", ".join(R.ACTION_NAMES[a] for a in state.faites) or "aucune"
        weather = f"météo {R.FACE_NAMES[state.face]}, " if state.face else "premier tour sans dé, "
        status = (f"Manche {state.manche}, {who} : {weather}{state.restantes} action(s) {kind} à faire "
                  f"(faites : {done}).")
    else:
        status = "Partie terminée."
    parts.append(row(face, text("span", status, class_="bga-note")) if face else note(status))
    centre = [zone("Jardin", _garden(state, legal))]
    mine = state.phase != "fin" and state.turn == me
    if mine and state.phase == "effet":
        buttons = []
        if state.face == "nuage":
            buttons += [_captioned(token(IMPROVEMENT_MARK[a], "gris", f"Prendre un {a} ({state.reserve[a]} en réserve)",
                                         move=f"nuage-{a}", legal=legal), f"{a.capitalize()} ({state.reserve[a]})")
                        for a in R.IMPROVEMENTS]
        if state.face == "choix":
            buttons.append(el("span", *[_face(f, f"meteo-{f}", legal, "Choisir") for f in R.FACES if f != "choix"],
                              class_="bga-tk-weather bga-tk-faces", role="group", aria_label="Choisir une condition"))
        buttons.append(move_button("passer", "Ne pas le faire", legal, data_definitif="true"))
        centre.append(row(*buttons))
    elif mine and state.phase == "choix-parcelle":
        tiles = [hex_tile([{"q": 0, "r": 0, "terrain": TERRAIN[R.plot_of_code(c)[0]],
                            "symbol": IMPROVEMENT_MARK.get(R.plot_of_code(c)[1] or "", "")}],
                          f"Garder la {R.plot_label(c)}", move=f"garder-{c}", legal=legal)
                 for c in state.tirees]
        centre.append(zone("Parcelles piochées : gardez-en une", el("div", *tiles, class_="bga-hand", role="group",
                                                                    aria_label="Parcelles piochées")))
    elif mine and state.phase == "actions":
        centre.append(row(*_tools(state, legal, me), move_button("fin", "Finir le tour", legal, data_definitif="true")))
        centre.append(_actions(state, legal))
    # the table: the opponents beside the garden, the reader's objectives in their own area below
    own = ""
    if 0 <= me < state.players:
        cards = [_objective_card(o, legal) for o in state.mains[me]]
        own = _player(state, me, me, zone("Vos objectifs (cliquez-en un réalisé)",
                                           hand(cards, "Vos objectifs en main", "aucun")))
    parts.append(table_layout(centre, [_player(state, p, me) for p in range(state.players) if p != me], own,
                              beside=True))
    parts.append(note(f"{LEGEND} {GAME_LEGEND} Fin à {R.OBJECTIVES_TO_END[state.players]} objectifs réalisés."))
    parts.insert(0, final_ranking_of(game, state))  # the table the game ends on, above the board
    return el("div", *parts)
