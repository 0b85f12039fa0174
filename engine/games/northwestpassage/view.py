"""Northwest Passage's views: the small map with the ship and the sled, the sun
disc and the frozen rows, the actions with their crew cost, the final scoring
table."""

from __future__ import annotations

from ...markup import (badge, banner, board_grid, el, figure_visual, figures, move_button, note, piece, text, tile,
                       zone)
from ...markup import html, score_sheet
from . import rules as R

SHIP, SLED = ("bateau", "rouge"), ("traineau", "brun")
TOKEN_LOOKS = {"F": ("drapeau", "noir"), "D": ("fleche", "bleu"), "I": ("personnage", "blanc"), "C": ("cairn", "gris")}
"""How each exploration token is drawn (Franklin a black flag, Détroit a blue arrow, Inuit a white
figure, Cairn a pile of stones); each square's accessible name names it."""


def legend() -> str:
    items = [(figure_visual(*SHIP), "Navire"), (figure_visual(*SLED), "Traîneau")]
    items += [(figure_visual(*TOKEN_LOOKS[k], size="petit"), R.TOKENS[k]) for k in R.TOKENS]
    body = [el("span", fig, text("span", words), class_="bga-legend-item") for fig, words in items]
    return el("p", *body, class_="bga-note bga-legend")


def key(frozen_by_season: str) -> str:
    """The colours and the frozen rows season by season, folded (the phone's first screen is the map)."""
    return el("details", text("summary", "Couleurs et lignes gelées, saison par saison"),
              text("p", "bleu : mer ; brun : terre ; blanc : mer gelée ; vert : Groenland ; hachuré : gelé ; "
                        "×n : coefficient de la colonne ; ☀ : le disque solaire, à la place du numéro de sa "
                        "ligne : tout ce qui est au-dessus gèle.", class_="bga-note"),
              note(frozen_by_season), class_="bga-hidden-info")

TERRAIN = {R.SEA: "eau", R.LAND: "marais", R.ICE: "banquise", R.GREENLAND: "prairie"}


def render_saison(game, state, viewer, legal) -> str:
    s = state
    g = s.grid()
    over = s.season > R.SEASONS
    info = [badge(f"Saison {min(s.season, R.SEASONS)}/{R.SEASONS}"), badge(f"Tour {s.turn}"),
            badge(f"Prestige : {s.prestige}"), badge(f"Réserve : {s.reserve} tuile(s)")]
    frozen = s.frozen_count()
    info.append(badge(f"☀ Disque solaire : ligne {frozen + 1}"))
    info.append(badge("❄ Gelé : " + (_rows(frozen) if frozen else "rien")))
    parts = [el("div", *info, class_="bga-row")]
    crew = []
    for v, label in (("navire", "Navire"), ("traineau", "Traîneau")):
        a, r = s.crew[v]
        where = s.where(v) + ("" if v == "navire" or s.sled is not None else ", non déployé")
        crew.append(badge(f"{label} ({where}) : {a} disponible(s), {r} au repos"))
    parts.append(el("div", *crew, class_="bga-row"))
    cells = []
    for i in g.squares():
        cell = g.name(i)
        t = s.surface(cell)
        token = s.tokens.get(cell, "")
        ice = s.frozen(cell)
        name = f"{cell} : {R.TERRAIN_NAMES[t]}" + (", gelée" if ice and t != R.ICE else "")
        name += f", coefficient ×{s.coefs[i % g.cols]}"
        if token:
            name += f", jeton {R.TOKENS[token]}"
        here = [n for v, n in ((s.ship, "Navire"), (s.sled, "Traîneau")) if v == cell]
        if here:
            name += ", " + " et ".join(here)
        items = ([figure_visual(*SHIP)] if s.ship == cell else []) + ([figure_visual(*SLED)] if s.sled == cell else [])
        if token:
            items.append(figure_visual(*TOKEN_LOOKS[token], size="petit"))
        move = f"aller-{cell}"
        cells.append(piece(figures(items), name, cls="bga-tile" + (" bga-frozen" if ice and t != R.ICE else ""),
                           data_terrain=TERRAIN[t], move=move, legal=legal, title=s.describe(move)))
    parts.append(zone(("Carte : cliquez une tuile voisine pour y aller ("
                       + ("Navire" if s.actor == "navire" else "Traîneau") + ")"),
                      board_grid(cells, g.cols, label="Carte", col_labels=[f"{chr(65 + c)} ×{s.coefs[c]}"
                                                                           for c in range(g.cols)],
                                 row_labels=[("☀" if r == frozen and not over else str(r + 1))
                                             for r in range(g.rows)], cls="bga-roomy bga-fit"),
                      legend(),
                      key("Lignes gelées, saison par saison : "
                          + " ; ".join(f"S{k} {_rows(R.frozen_rows(k, g.rows)) if R.frozen_rows(k, g.rows) else '–'}"
                                       for k in range(1, R.SEASONS + 1)) + ".")))
    if s.imprisoned() and not over:
        parts.append(banner(f"Le Navire est emprisonné par les glaces en {s.ship} jusqu'à ce que la tuile dégèle.",
                            "mal"))
    if over:
        parts.append(text("p", "Les 10 saisons sont jouées. " + s.abandon_text(), class_="bga-banner bga-banner-info"))
        return el("div", *parts, class_="bga-board", data_jeu="northwestpassage-saison")
    extra = f" (action supplémentaire : +{R.EXTRA} pion)" if s.acted else ""
    acts = [el("span", el("span", figure_visual(*look), aria_hidden="true"),
               move_button(f"depuis-{v}", ("✓ " if s.actor == v else "") + f"Agir depuis le {label}", legal,
                           cls="bga-small", aria_current="true" if s.actor == v else None),
               class_="bga-legend-item")
            for v, label, look in (("navire", "Navire", SHIP), ("traineau", "Traîneau", SLED))]
    buttons = [move_button(m, s.describe(m), legal, cls="bga-small")
               for m in ("piocher", "rafraichir", "placer", "ramasser")]
    buttons += [move_button("finir", "Finir le tour", legal, cls="bga-small"),
                move_button("passer", "Passer (fin de la saison)", legal, cls="bga-small")]
    transfers = [move_button(f"transfert-{n}", str(n), legal, cls="bga-small",
                             title=s.describe(f"transfert-{n}")) for n in range(R.CREW + 1)]
    parts.append(zone(f"Actions (coût en pions{extra})", el("div", *acts, class_="bga-actions"),
                      el("div", *buttons, class_="bga-actions"),
                      el("details", text("summary", "Transfert d'Équipage : pions sur le Traîneau"),
                         el("div", *transfers, class_="bga-actions"))))
    return el("div", *parts, class_="bga-board", data_jeu="northwestpassage-saison")


def render_decompte(game, state, viewer, legal) -> str:
    from .calculators import FIELDS
    s = state
    table = s.table()
    head = ["Expédition"] + [f"J{k}" for k in range(1, len(s.expeditions) + 1)]
    rows = [["Prestige"] + [p["prestige"] for p in s.expeditions]]
    for f in FIELDS:
        label = "Perdus" if f == "perdus" else R.KIND_NAMES[f][:5] + ("." if len(R.KIND_NAMES[f]) > 5 else "")
        look = FIELD_LOOKS.get(f)
        cells = [html(el("span", figure_visual(*look, size="petit"), aria_hidden="true"), text("span", label))
                 if look else label]
        for k, p in enumerate(s.expeditions, 1):
            v = p["equipage_perdu"] if f == "perdus" else p["jetons"][f]
            cells.append(html(move_button(f"moins-{k}-{f}", "−", legal, cls="bga-small",
                                          title=s.describe(f"moins-{k}-{f}")),
                              text("span", f" {v} ", class_="bga-value"),
                              move_button(f"plus-{k}-{f}", "+", legal, cls="bga-small",
                                          title=s.describe(f"plus-{k}-{f}"))))
        rows.append(cells)
    rows.append(["Navire"] + [html(_ship_toggle(s, k, p["navire_perdu"], legal))
                              for k, p in enumerate(s.expeditions, 1)])
    for key, label in (("exploration", "Explo."), ("series", "Séries"), ("abandon", "Abandon")):
        rows.append([label] + [d[key] for d in table])
    grid = score_sheet(head, rows, caption="Décompte des expéditions", total=["Total"] + [d["total"] for d in table],
                       compact=True, scroll=True)
    return el("div", grid,
              note(f"Vainqueur : Joueur {s.winner()} (à égalité, le premier rentré au Groenland ; ordre de retour : "
                   + ", ".join(f"J{k}" for k in s.back) + ")."),
              class_="bga-board", data_jeu="northwestpassage-decompte")


FIELD_LOOKS = {"franklin": TOKEN_LOOKS["F"], "detroit": TOKEN_LOOKS["D"], "inuit": TOKEN_LOOKS["I"],
               "cairn": TOKEN_LOOKS["C"], "perdus": ("personnage", "rouge")}
"""The scoring table's rows drawn with the map's tokens (the lost crew a red pawn)."""


def _ship_toggle(s, k: int, lost: bool, legal) -> str:
    """Player k's ship, pressed when lost at sea (« perdu » under it), else « rentré »."""
    visual = figure_visual(*SHIP) + text("span", "perdu" if lost else "rentré", class_="bga-figname")
    return piece(visual, f"Navire du joueur {k} perdu", cls="bga-figpiece bga-named" + (" bga-lost" if lost else ""),
                 move=f"navire-{k}", legal=legal, selected=lost,
                 title=f"Joueur {k} : navire {'perdu (cliquer : rentré)' if lost else 'rentré (cliquer : perdu)'}")


def _rows(n: int) -> str:
    """« ligne 1 », « lignes 1–2 »: the first `n` rows of the map."""
    return "ligne 1" if n == 1 else f"lignes 1–{n}"
