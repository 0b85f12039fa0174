"""HTML of a Rat Jack position, built from what the viewer may see
(`state.view(viewer)`) with the shared components of `engine.markup`."""

from __future__ import annotations

from ...markup import (banner, card_back, colour_card, compose, el, final_ranking_of, hand, move_button, note,
                       player_area, table_layout, text, token)
from . import rules as R

PHASE_TEXT = {
    "pioche": "piochez une carte, du paquet ou de la défausse.",
    "action": "jouez une carte face visible (son effet s'applique), face cachée (ni valeur ni effet), "
              "ou défaussez-la.",
    "effet": "choisissez la cible de l'effet.",
    "revele": "vous pouvez retourner une de vos cartes face cachée : son effet s'applique.",
}


def card_html(code: str, *, hidden: bool = False, tokens: int = 0, **kw) -> str:
    """A card: its value large, its effect's name under it; a face-down card
    its owner sees is grey and says « cachée »."""
    v = R.value(code)
    label = R.name(code) + (" (face cachée)" if hidden else "")
    if tokens:
        label += f", {tokens} jeton{'s' if tokens > 1 else ''} (+{R.TOKEN * tokens})"
    kw.setdefault("title", R.effect_text(code))
    return colour_card(v, "gris" if hidden else R.FAMILY_COLOUR[v], R.EFFECTS[v][1], name=label, small=True,
                       note="cachée" if hidden else R.EFFECTS[v][1], **kw)


def _display(view, q, me, legal) -> str:
    items = []
    for c, up, t in view["ecrans"][q]:
        if c is None:
            items.append(card_back("carte face cachée"))
            continue
        move = None
        if view["tour"] == me and view["actifs"][q]:
            if view["phase"] == "effet":
                move = f"carte-{c}"
            elif view["phase"] == "revele" and q == me and not up:
                move = f"reveler-{c}"
        kw = {"move": move, "legal": legal} if move else {}
        if move:
            kw["title"] = ("Retourner : " if move.startswith("reveler") else "Cible : ") + R.effect_text(c)
        items.append(card_html(c, hidden=not up, tokens=t, **kw))
        if t:
            items.append(token(f"+{R.TOKEN * t}", "jaune", f"{t} jeton{'s' if t > 1 else ''} sur {R.name(c)}"))
    return hand(items, label=f"Écran de {view['noms'][q]}", empty="écran vide")


def _banner(view, me) -> str:
    names = view["noms"]
    if view["phase"] == "fin":
        won = [p for p, v in enumerate(view["pv"]) if v >= R.VP_TO_WIN]
        if me in won:
            return banner(f"Partie terminée : vous gagnez avec {R.VP_TO_WIN} PV !", "bien")
        who = " et ".join(names[p] for p in won)
        return banner(f"Partie terminée : {who} gagne ({R.VP_TO_WIN} PV) ; vous finissez avec "
                      f"{view['pv'][me] if me is not None else 0} PV.", "mal")
    if me is not None and not view["actifs"][me]:
        return banner("Vous êtes éliminé de cette manche (plus de 25) : attendez la suivante.", "mal")
    last = view["derniere_manche"]
    if last and view["premier_tour"]:
        mine = sum(1 for p, _ in last["pv"] if p == me)
        tone = "bien" if mine else "info"
        return banner(f"Manche {last['manche']} terminée : {last['texte']}"
                      + (f" Vous marquez {mine} PV." if mine else ""), tone)
    return ""


def render_partie(game, state, viewer, legal) -> str:
    view = state.view(viewer)
    n = view["joueurs"]
    view["noms"] = [game.seat_name(p) for p in range(n)]
    view["premier_tour"] = state.round_turns < n
    names = view["noms"]
    me = viewer if viewer is not None and 0 <= viewer < n else None
    parts = [_banner(view, me)]
    top = view["defausse"][-1] if view["defausse"] else None
    pile = [text("span", f"Manche {view['manche']}", class_="bga-badge"),
            card_back("pioche", count=view["pioche"]),
            card_html(top, title="Dessus de la défausse : " + R.effect_text(top)) if top
            else text("span", "défausse vide", class_="bga-badge"),
            text("span", f"Jetons en réserve : {view['reserve']}", class_="bga-badge")]
    centre = el("div", *pile, class_="bga-row")
    if view["phase"] != "fin":
        who = "À vous" if view["tour"] == me else f"À {names[view['tour']]}"
        line = f"{who} : {PHASE_TEXT[view['phase']]}"
        if view["en_attente"]:
            line += " " + R.effect_text(view["en_attente"]["carte"])
        parts.append(note(line))

    # the table: the others above the piles, the reader's own area below with their moves inside it
    players, mine = [], ""
    for p in range(n):
        badges = [f"{view['pv'][p]} PV", f"total {view['totaux'][p]} / {R.LIMIT}",
                  "éliminé" if not view["actifs"][p] else "",
                  f"{view['tailles_mains'][p]} en main" if p != me else ""]
        body = [_display(view, p, me, legal)]
        target = f"joueur-{p + 1}"
        wants_player = view["en_attente"] and any(c.startswith("joueur-") for c in view["en_attente"]["choix"])
        if target in legal or (wants_player and p != me and view["actifs"][p] and view["tour"] == me):
            body.append(move_button(target, f"Cibler {names[p]}", legal))
        if p == me:
            body.extend(_my_moves(view, me, legal))
        area = player_area(names[p], *body, you=p == me, out=not view["actifs"][p],
                           current=p == view["tour"] and view["phase"] != "fin", badges=badges)
        if p == me:
            mine = area
        else:
            players.append(area)
    parts.append(table_layout(centre, players, mine))
    effects = [text("li", f"{v} {name} : {what}.") for v, (_, name, what, _) in R.EFFECTS.items()]
    parts.append(el("details", text("summary", "Effets des cartes (lecture retenue)"),
                    el("ul", *effects, class_="bga-note"), class_="bga-zone"))
    parts.insert(0, final_ranking_of(game, state))  # the table the game ends on, above the board
    return el("div", *parts, class_="bga-board", data_jeu="ratjack")


def _my_moves(view, me, legal) -> list:
    phase = view["phase"]
    mine = view["tour"] == me
    out = []
    if phase == "pioche" and mine:
        top = view["defausse"][-1] if view["defausse"] else None
        out.append(el("div", move_button("piocher", f"Piocher ({view['pioche']} au paquet)", legal),
                      move_button("defausse", f"Prendre {R.name(top)} (défausse)" if top
                                  else "Prendre sur la défausse", legal),
                      class_="bga-actions"))
    if phase == "revele" and mine:
        out.append(el("div", move_button("garder", "Ne rien retourner", legal), class_="bga-actions"))
    cards = [card_html(c, part=c, title=R.effect_text(c)) for c in view["main"] or []]
    if phase == "action" and mine:
        out.append(compose(cards, [("visible-{}", "Face visible"), ("cachee-{}", "Face cachée"),
                                   ("defausser-{}", "Défausser")],
                           label="Votre main", max_parts=1,
                           hint="Choisissez une carte de votre main, puis comment la jouer."))
    else:
        out.append(hand([card_html(c) for c in view["main"] or []], label="Votre main"))
    return out
