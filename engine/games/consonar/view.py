"""Con Sonar!'s final scoring as the reader sees it (HTML through engine.markup):
the enemy submarines sunk, by colour, each a submarine with its count (− / +), the missed
attacks and the reader's submarines still on the Sonar, then each line of « Décompte »."""

from __future__ import annotations

from ...markup import (banner, colour_card, counter, counters, die, el, hand, move_button, note, piece, row,
                       score_sheet, text)
from . import rules as R


def _sub(colour: str, n: int) -> str:
    """A submarine drawn as a hull with its conning tower, in its colour (a picture: the row says the colour)."""
    return el("span", text("span", "×" + str(n) if n != 1 else "", class_="bga-value"),
              class_="bga-sub", data_colour=R.PALETTE[colour], aria_hidden="true")


def _count(piece_html: str, value, minus: str, plus: str, legal, what: str) -> str:
    """A count beside its piece (a submarine, a missed shot), with − and +."""
    return counter(piece_html, value, move_button(minus, "−", legal, title=f"{what} : un de moins"),
                   move_button(plus, "+", legal, title=f"{what} : un de plus"))


def render_decompte(game, state, viewer, legal) -> str:
    items = []
    for c in R.COLOURS:
        name = R.COLOUR_NAMES[c]
        if c == state.couleur:
            continue
        items.append(_count(piece(_sub(c, 1) + text("span", name, class_="bga-cname"), f"Sous-marins {name} coulés",
                                  cls="bga-subpiece"),
                            state.coules[c], f"coule-moins-{c}", f"coule-plus-{c}", legal,
                            f"Sous-marins {name} coulés"))
    mine = R.COLOUR_NAMES[state.couleur]
    items.append(_count(piece(text("span", "✕", class_="bga-value bga-miss") + text("span", "ratées", class_="bga-cname"),
                              "Attaques ratées", cls="bga-subpiece"),
                        state.ratees, "ratee-moins", "ratee-plus", legal, "Attaques ratées"))
    items.append(_count(piece(_sub(state.couleur, 1) + text("span", f"vôtres ({mine})", class_="bga-cname"),
                              "Vos sous-marins encore sur le Sonar", cls="bga-subpiece"),
                        state.restants, "reste-moins", "reste-plus", legal, "Vos sous-marins encore sur le Sonar"))
    # the enemy colours sunk, the missed attacks, your own still on the Sonar: pieces with their counts
    edit = counters(items, label="Votre fin de partie : sous-marins coulés, attaques ratées, sous-marins restants")
    pts = state.lines()
    pairs = pts["paires"]
    groups = pts["groupes"] // 2
    lines = [
        ("1 point par sous-marin coulé", f"{sum(state.coules.values())} coulé(s)", pts["coules"]),
        ("–1 point par attaque ratée", f"{state.ratees} ratée(s)", pts["ratees"]),
        ("2 points par sous-marin encore sur le Sonar", f"{state.restants} restant(s)", pts["restants"]),
        ("1 point par paire de la même couleur", f"{pairs} paire(s)", pts["paires"]),
        ("2 points par groupe de 4 couleurs différentes", f"{groups} groupe(s)", pts["groupes"]),
    ]
    # two columns (the count said in the line): the table fits a phone's width
    score = score_sheet(["Ligne du décompte", "Points"], [[f"{rule} ({what})", f"{value:+d}"] for rule, what, value in lines],
                        caption="Décompte", total=["Total", str(pts["total"])], cls="bga-wrapsheet")
    start = note(f"Au départ, {R.total_subs()} sous-marins (6 couleurs × 2) : {R.START_KEPT['graduation 2']} sur la "
                 f"graduation 2 (un de chaque couleur), {R.START_KEPT['graduation 4']} sur la graduation 4. La page "
                 f"écrit « 6 sous-marins de chaque couleur sur la graduation 2 » : ce serait "
                 f"{R.START_AS_WRITTEN['graduation 2']} sous-marins, il n'y en a que {R.total_subs()}.")
    return el("div", note(f"Vous jouez {R.COLOUR_NAMES[state.couleur]}. Changez vos prises et voyez chaque ligne "
                          "du décompte."), edit, score, start, class_="bga-board", data_jeu="consonar")


def _card_piece(card: str, legal, playable: bool = True) -> str:
    kind, colour, n = card.split("-")
    name = R.card_name(kind, colour, int(n))
    kw = {"move": card, "legal": legal} if playable else {}
    return colour_card(n, R.PALETTE[colour], R.COLOUR_NAMES[colour], name=name, small=True,
                       note=R.KINDS[kind], **kw)


def render_tour(game, state, viewer, legal) -> str:
    from .calculators import sub_label
    aiming = state.phase == "torpille"
    lines = []
    for g in R.GRADUATIONS:
        subs = sorted(s for s, at in state.sonar.items() if at == g)
        tokens = []
        for s in subs:
            colour = s[:-1]
            name = f"Sous-marin {sub_label(s)}, graduation {g}" + (" (le vôtre)" if colour == state.couleur else "")
            kw = {"move": f"viser-{s}", "legal": legal} if aiming else {}
            tokens.append(piece(text("span", s[-1], class_="bga-value"), name, cls="bga-sub", data_colour=R.PALETTE[colour],
                                title=f"{R.COLOUR_NAMES[colour]} {s[-1]}" + (" : viser" if aiming else ""), **kw))
        lines.append(el("div", text("span", str(g), class_="bga-badge", title=f"Graduation {g}"), *tokens,
                        class_="bga-row", role="group", aria_label=f"Graduation {g}"))
    sonar = el("div", *lines, class_="bga-sonar", role="group", aria_label="Sonar (graduations 1 à 8)")
    played = [note("Cartes jouées ce tour :"), row(*(_card_piece(c, legal, playable=False) for c in state.joues))] \
        if state.joues else [note("Aucune carte jouée ce tour.")]
    parts = [note(f"Vous jouez {R.COLOUR_NAMES[state.couleur]}. Cartes « Torpille » en réserve : "
                  f"{state.torpilles}. Coulés : {sum(state.coules.values())}, attaques ratées : {state.ratees}."),
             note("Sonar : graduation 1 en haut, 8 au fond."), sonar, *played]
    if state.de is not None:
        parts.append(row(die(state.de, name=f"dé à 8 faces : {state.de}")))
    parts.append(hand([_card_piece(c, legal) for c in state.main]))
    parts.append(row(move_button("detruire", "Détruire la torpille", legal),
                     move_button("finir", "Finir le tour", legal),
                     move_button("rejouer", "Rejouer le tour", legal)))
    if state.phase == "torpille":
        parts.insert(0, banner("Torpille posée : touchez un sous-marin ennemi pour l'utiliser, ou détruisez-la."))
    elif state.phase == "fini":
        parts.insert(0, banner(state.bilan, "mal" if state.fin else "bien"))
    return el("div", *parts, class_="bga-board", data_jeu="consonar")
