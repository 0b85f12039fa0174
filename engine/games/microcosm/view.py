"""HTML of Microcosm's whole game, with the shared components of `engine.markup`.

Cards are drawn as on the table: a Domaine card with its colour band on the left and its
action's icons, a Planet with its colour band on top, its cost, defence (colonised: on the
right), influence and icons, a face-down Planet by its back (cost and defence range), a Butin
tilted. The reader sees his own hand and hidden Colonies; of the opponent, only the backs.
"""

from __future__ import annotations

from ...markup import (banner, card_back, el, hand, move_button, note, piece, player_area, row, table_layout, text,
                       token, zone)
from . import rules as R
from .game import PILES, pile_cost

INK = {"rouge": "rouge", "verte": "vert", "jaune": "jaune", "violette": "violet", "noire": "noir",
       "multicolore": "multi", None: "gris"}
SYMBOL = {"colonisation": "⚑", "guerre": "⚔", "recherche": "⚗", "politique": "⚖", "observation": "◉"}
LABEL = {"colonisation": "Colonie", "guerre": "Guerre", "recherche": "Recherche", "politique": "Politique"}
TEMPLE = "⌂"
TECH_LABEL = {"tech-colo": "Améliorée", "tech-guerre": "Améliorée", "tech-rech": "Améliorée", "capitale": "Capitale",
              "mobilisation": "Mobilis."}
TECH_SHORT = {"tech-colo": "⚑ +1", "tech-guerre": "⚔ +1", "tech-rech": "⚗ +1", "capitale": TEMPLE + " +1",
              "mobilisation": "déf +1"}


def _icons(icons: dict, temples: int = 0) -> str:
    marks = [SYMBOL[a] * n for a, n in icons.items()] + [TEMPLE * temples]
    return " ".join(m for m in marks if m)


def _icons_text(icons: dict) -> str:
    return ", ".join(f"{n} icône{'s' if n > 1 else ''} {R.ACTIONS[a]}" for a, n in icons.items()) or "aucune icône"


def domain_card(cid, **kw):
    d = R.DOMAIN[cid]
    power = ""
    if d["action"] == "politique":
        power = " ; dans votre défausse, 1 point par Planète de sa couleur"
    visual = (el("span", "", class_="bga-mc-band")
              + text("span", SYMBOL[d["action"]], class_="bga-mc-symbol")
              + text("span", LABEL.get(d["action"]) or d["nom"].split()[-1], class_="bga-mc-label")
              + text("span", _icons(d["icones"]) or " ", class_="bga-mc-icons"))
    return piece(visual, f"{d['nom']} ({_icons_text(d['icones'])}{power})", cls="bga-card bga-mc-card bga-mc-domaine",
                 data_colour=INK[d["couleur"]], **kw)


def planet_card(pid, *, tilted=False, hidden_mark=False, **kw):
    p = R.PLANETS[pid]
    d = p["defense"]
    visual = (el("span", "", class_="bga-mc-bar")
              + text("span", f"coût {p['cout']}", class_="bga-mc-label")
              + text("span", f"◈{d}→{d + R.COLONISED_BONUS}", class_="bga-mc-def")
              + text("span", f"★{p['influence']}", class_="bga-mc-inf")
              + text("span", _icons(p["icones"], p.get("temples", 0)) or " ", class_="bga-mc-icons"))
    extra = [" (+1 en défense permanente)" if p.get("bonus_defense") else "",
             " (1 temple)" if p.get("temples") else ""]
    name = (f"{p['nom']}, défense {d} (colonisée : {d + R.COLONISED_BONUS}), {p['influence']} point(s) "
            f"d'influence, {_icons_text(p['icones'])}{''.join(extra)}")
    if tilted:
        name = "Butin : " + name
    if hidden_mark:
        name = "Colonie cachée : " + name
    cls = "bga-card bga-mc-card bga-mc-planete" + (" bga-mc-butin" if tilted else "") + \
        (" bga-mc-cachee" if hidden_mark else "")
    return piece(visual, name, cls=cls, data_colour=INK[p["couleur"]], **kw)


def planet_back(cost: int, *, count=None, what="Planète face cachée", **kw):
    lo, hi = R.BACK_RANGE[cost]
    rng = f"{lo}" if lo == hi else f"{lo}–{hi}"
    visual = (text("span", f"coût {cost}", class_="bga-mc-label") + text("span", f"◈{rng}", class_="bga-mc-def")
              + (text("span", f"×{count}", class_="bga-count") if count is not None else ""))
    name = f"{what} : coût {cost}, défense {rng}" + (f", {count} carte(s)" if count is not None else "")
    return piece(visual, name, cls="bga-card bga-mc-card bga-mc-dos", **kw)


def tech_card(tid, **kw):
    t = R.TECHS[tid]
    visual = (text("span", "T", class_="bga-mc-symbol") + text("span", TECH_LABEL[tid], class_="bga-mc-label")
              + text("span", TECH_SHORT[tid], class_="bga-mc-icons"))
    return piece(visual, f"Technologie {t['nom']}", cls="bga-card bga-mc-card bga-mc-tech", **kw)


def _target(state, target, legal, viewer):
    """Click a piece to choose it as the target of the card being played."""
    if state.joue and viewer == state.tour and state.action() != "politique":
        return {"move": "cible-" + target, "legal": legal, "selected": target in state.cibles,
                "title": "Choisir comme cible"}
    return {}


def _final_banner(state, viewer) -> str:
    if state.vainqueur is None:
        return banner(state.fin or "", "info")
    tone = "bien" if state.vainqueur == viewer else "mal"
    return banner(state.fin, tone)


def _seat_cards(state, p, viewer, legal, known):
    """Colonies, Butins and Technologies of seat p as `viewer` sees them."""
    j = state.joueurs[p]
    mine = p == viewer
    cols = []
    for i, (c, vis) in enumerate(j["colonies"]):
        if mine:
            kw = ({"move": f"retourner-{i + 1}", "legal": legal, "title": "Retourner face visible (définitif)"}
                  if not vis and state.joue and state.tour == p else {})
            cols.append(planet_card(c, hidden_mark=not vis, **kw))
        else:
            kw = _target(state, f"col{i + 1}", legal, viewer)
            cols.append(planet_card(c, hidden_mark=not vis, **kw) if vis or c in known
                        else planet_back(R.PLANETS[c]["cout"], what="Colonie cachée", **kw))
    loot = [planet_card(c, tilted=True) for c in j["butins"]]
    techs = [tech_card(t, **(_target(state, t, legal, viewer) if not mine else {})) for t in j["techs"]]
    return row(hand(cols, label="Colonies", empty="aucune Colonie"),
               hand(loot, label="Butins", empty="aucun Butin") if loot else "",
               hand(techs, label="Technologies", empty="") if techs else "")


def render_partie(game, state, viewer, legal) -> str:
    viewer = 0 if viewer is None else viewer
    known = set(state.joueurs[viewer]["connus"])
    me, opp = state.joueurs[viewer], state.joueurs[1 - viewer]
    parts = [_final_banner(state, viewer)] if state.etape == "fin" else []
    table = []
    # the opponent: his hand face down, his Colonies (hidden ones by their back), his discard
    acting = state.tour != viewer and state.etape != "fin"
    opp_body = [row(hand([card_back("carte en main de l'adversaire") for _ in opp["main"]],
                         label=f"Main de l'adversaire : {len(opp['main'])} carte(s)", empty="main vide"),
                    hand([domain_card(c) for c in opp["defausse"]], label="Défausse de l'adversaire",
                         empty="défausse vide")),
                _seat_cards(state, 1 - viewer, viewer, legal, known)]
    if acting and state.joue:
        opp_body.append(row(text("span", "Joue", class_="bga-badge"), domain_card(state.joue),
                            *(domain_card(c) for c in state.montrees)))
    opponent = player_area(game.seat_name(1 - viewer), *opp_body, current=acting,
                           badges=["joue en second"] if state.second == 1 - viewer else [])
    # the table: reserve, deck, the three Planet piles, the Technologies
    drawing = state.etape == "pioche" and state.tour == viewer
    reserve = [domain_card(c, move="prendre-" + c, legal=legal, title="Prendre cette carte") if drawing
               else domain_card(c) for c in state.reserve]
    deck = card_back(f"Paquet : {len(state.paquet)} carte(s)", count=len(state.paquet),
                     **({"move": "piocher", "legal": legal, "title": "Prendre la première carte du paquet"}
                        if drawing else {}))
    piles = []
    for c in PILES:
        cards = state.piles[c]
        if not cards:
            piles.append(text("span", f"pioche {c} vide", class_="bga-note"))
            continue
        kw = _target(state, "pile" + c, legal, viewer)
        top = cards[-1]
        piles.append(planet_card(top, **kw) if top in known
                     else planet_back(int(c), count=len(cards), **kw))
    techs = [tech_card(t, **_target(state, t, legal, viewer)) for t in state.zone_tech]
    table.append(zone("Zone de jeu",
                      row(hand(reserve + [deck], label="Réserve (3 cartes face visible) et paquet", empty="épuisés"),
                          hand(piles, label="Pioches de Planètes (coûts 0, 2 et 3)")),
                      row(
                          hand(techs, label="Technologies", empty="aucune Technologie")),
                      cls="bga-mc-zone"))
    if state.revelation:
        # the blind War: the attack's icons and the target's defence, shown together with the result
        r = state.revelation
        who = game.seat_name(r["joueur"])
        table.append(zone("Guerre en aveugle : révélation",
                          row(planet_card(r["planete"]),
                              token(f"⚔{r['icones']}", "rouge", f"{who} : {r['icones']} icône(s) Guerre"),
                              text("span", "contre", class_="bga-note"),
                              token(f"◈{r['defense']}", "gris", f"défense {r['defense']}"),
                              text("p", f"{who} : {r['icones']} icône(s) Guerre contre une défense de "
                                        f"{r['defense']} — guerre {'gagnée' if r['gagne'] else 'perdue'}.",
                                   class_="bga-note")),
                          cls="bga-mc-reveal"))
    # the reader: hand, Colonies (the hidden ones face up for him, marked), discard, actions
    mine_turn = state.tour == viewer and state.etape != "fin"
    cards = []
    for c in me["main"]:
        if mine_turn and state.etape == "action" and state.joue and c != state.joue:
            kw = {"move": "montrer-" + c, "legal": legal, "selected": c in state.montrees,
                  "title": "Dévoiler cette carte (sans la défausser)"}
        elif mine_turn and state.etape == "action":
            kw = {"move": "jouer-" + c, "legal": legal, "selected": c == state.joue,
                  "title": "Jouer cette carte" if c != state.joue else "Reprendre cette carte en main"}
        else:
            kw = {}
        cards.append(domain_card(c, **kw))
    taking = mine_turn and state.etape in ("action", "reprise") and not state.joue
    discard = [domain_card(c, **({"move": "reprendre-" + c, "legal": legal, "title": "Reprendre en main"}
                                 if taking else {})) for c in me["defausse"]]
    body = [hand(cards, label="Votre main", empty="main vide"),
            _seat_cards(state, viewer, viewer, legal, known),
            row(text("span", "Défausse", class_="bga-badge"), hand(discard, label="Votre défausse",
                                                                     empty="vide"))]
    if mine_turn:
        body.append(_actions(state, legal))
    mine_count = R.influence([c for c, _ in me["colonies"]], me["butins"], me["techs"], me["defausse"])
    mine = player_area(game.seat_name(viewer), *body, you=True, current=mine_turn,
                       badges=[f"influence {mine_count['total']}", "joue en second" if state.second == viewer else ""])
    # the table: the opponent above the shared piles, the reader's hand and Colonies below
    parts.append(table_layout(table, [opponent], mine))
    parts.append(note(f"Réserve : {len(state.reserve)} carte(s), paquet : {len(state.paquet)} — la partie prend fin "
                      "après l'action du joueur actif quand les deux sont épuisés."))
    return el("div", *parts, class_="bga-board bga-mc", data_jeu="microcosm")


def _actions(state, legal) -> str:
    if state.etape == "pioche":
        hint = "Prenez une carte de la réserve ou la première du paquet."
        buttons = []
    elif state.etape == "reprise":
        hint = "Reprenez d'autres cartes de votre défausse, ou terminez le tour."
        buttons = [move_button("finir", "Terminer le tour", legal)]
    elif not state.joue:
        hint = ("Cliquez une carte de votre main pour la jouer, une carte de votre défausse pour la reprendre, "
                "ou ne faites rien.")
        buttons = [move_button("passer", "Ne rien faire", legal)]
    else:
        a = state.action()
        have = state.icon_total()
        need = ""
        if a == "colonisation" and state.cibles:
            need = f" ; coût de la Planète : {pile_cost(state.cibles[0])}"
        elif a == "guerre":
            need = " ; défense de la cible : inconnue jusqu'à la révélation"
        elif a == "recherche":
            need = f" ; {R.RESEARCH_TWICE} icônes permettent une seconde cible"
        hint = (f"{R.ACTIONS[a]} : choisissez la cible, dévoilez des cartes ou retournez une Colonie cachée. "
                f"Icônes {R.ACTIONS[a]} : {have}{need}." if a != "politique"
                else "Politique : validez pour la poser dans votre défausse.")
        buttons = [move_button("valider", "Valider l'action", legal), move_button("passer", "Ne rien faire", legal)]
    return el("div", text("p", hint, class_="bga-note"), el("div", *buttons, class_="bga-actions"),
              class_="bga-mc-actions")
