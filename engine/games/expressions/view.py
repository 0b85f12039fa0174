"""HTML views of Expressions (modes « partie » and « indices »), via engine.markup."""

from __future__ import annotations

from ...markup import (badge, banner, card_back, card_grid, card_stack, colour_card, compose, el, esc, hand, move_button,
                       note, player_area, row, table_layout, text, zone)
from . import rules as R
from .calculators import NAMES

SHORT = {"haute": "plus haute", "basse": "plus basse", "derniere": "dernière", "reste": "il en reste"}


def card_span(c: int, **kw) -> str:
    col = R.colour_of(c)
    return colour_card(R.value_of(c), R.COLOURS[col], R.COLOUR_NAMES[col], small=True,
                       name=kw.pop("name", R.label(c)), **kw)


def clue_span(clue: dict) -> str:
    """A clue on the table: the card (its colour written on it) and the side turned to the centre."""
    c, side = clue["carte"], clue["cote"]
    return el("span", card_span(c, title=R.SIDES[side]), text("span", SHORT[side], class_="bga-badge"),
              class_="bga-row")


def render_indices(game, state, viewer, legal) -> str:
    parts = [note("Jouez une carte de votre main comme indice (choisissez-la, puis le côté), ou devinez une "
                  "carte de la main d'un autre joueur avec ses indices.")]
    if state.result:
        # the live region wraps the list (a role on the <ul> itself would take its list semantics away)
        parts.append(el("div", el("ul", *[text("li", line) for line in state.result], class_="bga-note bga-result"),
                        role="status"))
    areas = []
    for p in range(3):
        clues = [clue_span(cl) for cl in state.clues if cl["joueur"] == p]
        body = []
        if p == 0:
            if state.alone_with_cards():
                actions = [("poser-{}", "Placer en Harmonie")]
            else:
                actions = [("indice-{}-" + side, "Indice : " + SHORT[side]) for side in R.SIDES]
            body.append(compose([card_span(c, part=R.code(c), title="Choisir le " + R.label(c))
                                 for c in state.hands[0]], actions, label="Votre main", max_parts=1,
                                hint="Choisissez une carte, puis l'indice à montrer." if state.hands[0]
                                else "Main vide : vous devez deviner une carte."))
        elif state.shown:
            body.append(hand([card_span(c) for c in state.hands[p]], label=f"Main de {NAMES[p]}", empty="main vide"))
        else:
            body.append(hand([card_back() for _ in state.hands[p]], label=f"Main cachée de {NAMES[p]}",
                             empty="main vide"))
        body.append(el("div", text("span", "Indices :", class_="bga-note"), *clues, class_="bga-row")
                    if clues else note("Aucun indice devant lui." if p else "Aucun indice devant vous."))
        areas.append(player_area(NAMES[p], *body, you=p == 0,
                                 badges=[f"{len(state.hands[p])} carte(s)"] + (["cible"] if p == state.target else [])))
    parts.append(el("div", *areas, class_="bga-row bga-table"))
    parts.append(row(
        zone(f"Harmonie : {len(state.harmonie)}", hand([card_span(c) for c in state.harmonie], label="Harmonie",
                                                       empty="vide")),
        zone(f"Agonie : {len(state.agonie)}", hand([card_span(c) for c in state.agonie], label="Agonie",
                                                   empty="vide"))))
    seen = state.visible_cards()
    grid = []
    for c in R.DECK:
        state_word = ("dans votre main" if c in state.hands[0] else "visible" if c in seen else "")
        grid.append(card_span(c, move="deviner-" + R.code(c), legal=legal,
                              name=R.label(c) + (f" ({state_word})" if state_word else ""),
                              title=f"Deviner : le Joueur {state.target + 1} a-t-il le {R.label(c)} ?"))
    other = 2 if state.target == 1 else 1
    toggle = "cacher" if state.shown else "montrer"
    parts.append(zone(f"Deviner une carte du Joueur {state.target + 1}",
                      el("div", move_button(f"cible-{other + 1}", f"Deviner chez le Joueur {other + 1}", legal),
                         move_button(toggle, "Cacher les mains" if state.shown else "Montrer les mains cachées",
                                     legal), class_="bga-actions"),
                      card_grid(grid, 8, label="Les 40 cartes, une couleur par ligne")))
    return el("div", *parts, class_="bga-board", data_jeu="expressions")


# --- the whole game -------------------------------------------------------------------------

def _pile(piece: str, caption: str) -> str:
    """A pile on the table (Chrono, Harmonie, Agonie): its top card, its name and count beside."""
    return el("div", piece, text("span", caption, class_="bga-expr-caption"), class_="bga-row bga-expr-pile")


def _shown_pile(cards: list, title: str) -> str:
    """Harmonie or Agonie: the last card on top, the count beside (each of its cards is also marked in
    the grid below)."""
    if not cards:
        return _pile(el("span", class_="bga-card bga-small bga-expr-empty", aria_hidden="true"), f"{title} : 0")
    top = card_span(cards[-1], name=f"{title} : {len(cards)} carte(s), la dernière le {R.label(cards[-1])}")
    return _pile(top, f"{title} : {len(cards)}")


def _clues_of(state, p: int) -> str:
    clues = [clue_span(cl) for cl in state.clues if cl["joueur"] == p]
    return el("div", *clues, class_="bga-row bga-expr-clues", role="group", aria_label="Indices") if clues else ""


def _my_hand(state, me: int, legal) -> str:
    """The reader's hand, six cards a line (each value readable on a phone): choose a card, then what it
    does."""
    hand_cards = state.hands[me]
    if not hand_cards:
        return note("Main vide : vous devez tenter de deviner une carte.")
    if state.phase == "donner" and state.turn == me:
        where = "Harmonie" if state.pending == "harmonie" else "Agonie"
        actions, hint = [("donner-{}", f"Placer côté {where}")], f"Quelle carte de votre main va côté {where} ?"
    elif state.turn == me and any(m.startswith("poser-") for m in legal):
        actions, hint = [("poser-{}", "Placer côté Harmonie")], "Seul à avoir des cartes : placez-en une côté Harmonie."
    else:
        actions = [("indice-{}-" + side, "Indice : " + SHORT[side]) for side in R.SIDES]
        hint = "Une carte, puis le côté tourné vers le centre."
    buttons = [el("button", esc(lab), type="button", class_="bga-move bga-compose-action", data_template=tpl,
                  disabled=True) for tpl, lab in actions]
    cards = [card_span(c, part=R.code(c), title="Choisir le " + R.label(c)) for c in hand_cards]
    return el("div", card_grid(cards, 6, label="Votre main"), text("p", hint, class_="bga-note"),
              el("div", *buttons, class_="bga-actions"), class_="bga-compose bga-expr-hand", data_max=1)


def _guess_zone(state, me, legal) -> str:
    """Every card of the game, a colour a row: choose one, then whose hand. Cards you hold or see on the
    table are marked, and so are the wrong guesses said aloud."""
    n = state.players
    mine = set(state.hands[me]) if me is not None else set()
    seen = state.visible()
    missed = {}
    for q, c in state.misses:
        missed.setdefault(c, []).append(q)
    cards = []
    for c in R.DECK:
        word, mark = next(((w, m) for ok, w, m in (
            (c in mine, "votre main", "main"), (c in state.harmonie, "Harmonie", "table"),
            (c in state.agonie, "Agonie", "table"), (c in seen, "indice", "table"),
            (len(missed.get(c, ())) >= n - 1, "dans aucune main", "Chrono"),
            (c in missed, "pas chez " + ", ".join(f"J{q + 1}" for q in sorted(missed.get(c, ()))), "raté"))
            if ok), ("", ""))
        cards.append(card_span(c, part=R.code(c), name=R.label(c) + (f" ({word})" if word else ""),
                               title="Choisir le " + R.label(c), note=mark,
                               data_vu="oui" if c in mine or c in seen else None))
    buttons = [el("button", esc(f"Chez {state.game.seat_name(q)}"), type="button",
                  class_="bga-move bga-compose-action", data_template=f"deviner-{q + 1}-{{}}", disabled=True)
               for q in range(n) if q != me]
    return zone("Deviner une carte",
                el("div", card_grid(cards, 8, label="Les 40 cartes, une couleur par ligne"),
                   el("div", *buttons, class_="bga-actions"), class_="bga-compose", data_max=1),
                cls="bga-expr-guess")


def render_partie(game, state, viewer, legal) -> str:
    n = state.players
    me = viewer if viewer is not None and 0 <= viewer < n else None
    parts = []
    h, a = len(state.harmonie), len(state.agonie)
    if state.phase == "fin":
        parts.append(banner(f"Victoire ! {h} cartes côté Harmonie contre {a} côté Agonie." if state.won else
                            f"Défaite : {h} carte(s) côté Harmonie, {a} côté Agonie (il en faut plus en Harmonie).",
                            "bien" if state.won else "mal"))
    centre = (el("div",
                    _pile(card_back(name=f"pile Chrono : {len(state.chrono)} carte(s)", count=len(state.chrono)),
                          f"Chrono · manche {state.manche}"),
                    _shown_pile(state.harmonie, "Harmonie"), _shown_pile(state.agonie, "Agonie"),
                    class_="bga-row bga-expr-piles", role="group", aria_label=f"La table, manche {state.manche}"))
    areas = []
    for p in [q for q in range(n) if q != me]:
        current = p == state.turn and state.phase != "fin"
        size = len(state.hands[p])
        body = [card_stack(card_back(name=f"main cachée : {size} carte(s)"), size) if size
                else text("span", "main vide", class_="bga-note")]
        body.append(_clues_of(state, p))
        areas.append(player_area(game.seat_name(p), el("div", *body, class_="bga-row bga-expr-seat"),
                                 you=p == me, current=current, badges=[f"{size} carte(s)"]))
    mine = ""
    if me is not None:     # the table: the partners above the piles, the reader's place below and framed
        size = len(state.hands[me])
        mine = player_area(game.seat_name(me), _my_hand(state, me, legal), _clues_of(state, me), you=True,
                           current=me == state.turn and state.phase != "fin", badges=[f"{size} carte(s)"])
    parts.append(table_layout(centre, areas, mine, label="Partenaires", seats_cls="bga-expr-others"))
    if state.phase != "fin":
        parts.append(_guess_zone(state, me, legal))
    return el("div", *parts, class_="bga-board", data_jeu="expressions-partie")
