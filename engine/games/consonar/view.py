"""HTML view of a Con Sonar! game, as one seat sees it (engine.markup): the
players (the bots' hands face down, the submarines each has sunk by its name,
as on BGA), the Sonar 1–8 with its submarines (buttons when a torpedo aims),
the piles, the cards played this turn and the die, the reader's hand (cards
to click), then the count of « Décompte »."""

from __future__ import annotations

from ...markup import (banner, die, el, hand, move_button, piece, player_area, row, score_sheet, sr, table_layout,
                       text)
from . import rules as R


def sub_visual(colour: str, label: str = "") -> str:
    return el("span", text("span", label, class_="bga-value"), class_="bga-sub bga-sonar-sub",
              data_colour=R.PALETTE[colour])


def card(state, code: str, legal, playable: bool = True) -> str:
    kind, colour, n = R.parse_card(code)
    visual = (text("span", n, class_="bga-value") + text("span", R.KINDS[kind], class_="bga-cname")
              + (text("span", "➶", class_="bga-sonar-torp") if kind == "torpille" else ""))
    name = R.card_label(code)
    kw = {"move": code, "legal": legal, "title": state.describe(code)} if playable else {}
    return piece(visual, name, cls=f"bga-card bga-ccard bga-sonar-card bga-sonar-{kind}", data_colour=R.PALETTE[colour], **kw)


def seat_area(state, q: int, viewer, view: dict) -> str:
    colour = state.colour(q)
    sunk = [sub_visual(c) for c in R.COLOURS for _ in range(view["coules"][q][c])]
    sunk_names = ", ".join(f"{R.COLOUR_NAMES[c]} ×{n}" for c, n in view["coules"][q].items() if n) or "aucun"
    body = [el("div", *sunk, sr(f"Sous-marins coulés : {sunk_names}"), class_="bga-sonar-sunk")] if sunk else []
    if q != viewer:
        torps = view["torpilles_en_main"][q]
        backs = [piece("", "carte « Flotte » cachée", cls="bga-card bga-back bga-sonar-back")
                 for _ in range(view["tailles"][q] - torps)]
        backs += [piece("", "carte « Torpille » cachée",
                        cls="bga-card bga-back bga-sonar-back bga-sonar-tback") for _ in range(torps)]
        body.append(el("div", *backs, class_="bga-sonar-hidden", role="group",
                       aria_label=f"Main de {state.game.seat_name(q)} : {view['tailles'][q]} cartes face cachée"))
    pts = state.scores()[q]
    return player_area(state.game.seat_name(q), *body, you=q == viewer, current=view["tour"] == q and view["fin"] is None,
                       badges=[f"{pts} pt{'s' if abs(pts) > 1 else ''}", f"{state.left(q)} sur le Sonar"],
                       cls=f"bga-sonar-seat bga-sonar-{colour}")


def sonar(state, legal) -> str:
    aiming = state.phase == "torpille"
    lines = []
    for g in R.GRADUATIONS:
        tokens = []
        for s in sorted(s for s, at in state.sonar.items() if at == g):
            colour = s[:-1]
            owner = next((state.game.seat_name(q) for q in range(state.players) if state.colour(q) == colour), None)
            name = f"Sous-marin {R.sub_label(s)}, graduation {g}" + (f" ({owner})" if owner else " (sans joueur)")
            move = f"viser-{s}" if aiming else None
            tokens.append(piece(text("span", s[-1], class_="bga-value"), name, cls="bga-sub bga-sonar-sub",
                                data_colour=R.PALETTE[colour], move=move, legal=legal,
                                title=state.describe(move) if move else name))
        if state.cible and state.sonar.get(state.cible) == g:
            tokens.append(text("span", "◎ visé", class_="bga-sonar-aim"))
        lines.append(el("div", text("span", str(g), class_="bga-sonar-grad"), el("div", *tokens, class_="bga-sonar-subs"),
                        class_="bga-sonar-line", role="group", aria_label=f"Graduation {g}"))
    return el("div", *lines, class_="bga-sonar-sonar", role="group",
              aria_label="Sonar : graduation 1 en surface, 8 au fond")


def table(state, view, legal) -> str:
    piles = [piece(text("span", view["pioche"], class_="bga-count"), f"Pioche « Flotte » : {view['pioche']} cartes",
                   cls="bga-card bga-back bga-sonar-back bga-sonar-pile"),
             piece(text("span", view["torpilles"], class_="bga-count"),
                   f"Réserve « Torpille » : {view['torpilles']} cartes", cls="bga-card bga-back bga-sonar-back bga-sonar-tback bga-sonar-pile")]
    played = [card(state, c, legal, playable=False) for c in view["joues"]]
    if not played and view["dernier"]:
        who = state.game.seat_name(view["dernier"]["joueur"])
        played = [text("span", f"{who} a joué :", class_="bga-note")] + [
            card(state, c, legal, playable=False) for c in view["dernier"]["cartes"]]
    parts = [el("div", *piles, class_="bga-sonar-piles", role="group", aria_label="Pioches")]
    if played:
        parts.append(el("div", *played, class_="bga-sonar-played", role="group", aria_label="Cartes jouées ce tour"))
    if view["de"] is not None:
        parts.append(die(view["de"], name=f"dé à 8 faces : {view['de']}"))
    return el("div", *parts, class_="bga-sonar-table")


def sheet(state) -> str:
    names = [state.game.seat_name(q) for q in range(state.players)]
    lines = [state.lines(q) for q in range(state.players)]
    rows = [["Coulés (1)"] + [f"{x['coules']:+d}" for x in lines],
            ["Ratées (–1)"] + [f"{x['ratees']:+d}" for x in lines],
            ["Sur le Sonar (2)"] + [f"{x['restants']:+d}" for x in lines],
            ["Paires (1)"] + [f"{x['paires']:+d}" for x in lines],
            ["Groupes de 4 (2)"] + [f"{x['groupes']:+d}" for x in lines]]
    return score_sheet(["Décompte"] + names, rows, caption="Décompte", total=["Total"] + [str(x["total"]) for x in lines],
                       compact=True)


def render_partie(game, state, viewer, legal) -> str:
    viewer = 0 if viewer is None else viewer
    view = state.view(viewer)
    parts = []
    if view["fin"]:
        won = 0 in (state.vainqueurs or [])
        parts.append(banner(view["fin"], "bien" if won else ("mal" if state.vainqueurs else "info")))
    elif state.phase == "torpille" and state.tour == viewer:
        parts.append(banner("Torpille posée : touchez un sous-marin ennemi pour l'utiliser, ou détruisez-la."))
    # the table: the opponents above the sonar, the reader's submarines, hand and moves below
    seats = [seat_area(state, q, viewer, view) for q in range(state.players) if q != viewer]
    mine = [seat_area(state, viewer, viewer, view)]
    if view["mains"][viewer] is not None:
        mine.append(hand([card(state, c, legal) for c in view["mains"][viewer]], label="Votre main"))
    mine.append(row(move_button("finir", "Finir le tour", legal, data_definitif="true"), move_button("detruire", "Détruire la torpille", legal)))
    parts.append(table_layout(el("div", sonar(state, legal), table(state, view, legal), class_="bga-sonar-middle"),
                              seats, "".join(mine), seats_cls="bga-sonar-seats"))
    if view["fin"] or any(view["ratees"]) or any(any(c.values()) for c in view["coules"]):
        parts.append(sheet(state))      # once there is something to count (a phone screen is short)
    return el("div", *parts, class_="bga-board bga-sonar-board", data_jeu="consonar")
