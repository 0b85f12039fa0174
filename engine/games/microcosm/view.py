"""HTML of Microcosm's calculator, with the shared components of `engine.markup`."""

from __future__ import annotations

from ...markup import banner, colour_card, el, hand, move_button, note, row, text, zone
from . import rules as R

INK = {"rouge": "rouge", "verte": "vert", "jaune": "jaune", "violette": "violet", "noire": "noir",
       "multicolore": "rose", None: "gris"}
SHORT = {"colonisation": ("C", "colo"), "guerre": ("G", "guerre"), "recherche": ("R", "rech"),
         "politique": ("P", "poli"), "observation": ("O", "obs")}
TECH_SHORT = {"tech-colo": "colo +1", "tech-guerre": "guerre +1", "tech-rech": "rech +1", "capitale": "temple",
              "mobilisation": "déf +1"}


def _icons_text(icons: dict) -> str:
    return ", ".join(f"{n} {R.ACTIONS[a]}" for a, n in icons.items()) or "aucune icône"


def domain_card(cid, **kw):
    d = R.DOMAIN[cid]
    letter, short = SHORT[d["action"]]
    return colour_card(letter, INK[d["couleur"]], d["couleur"] or "sans couleur", small=True, note=short,
                       name=f"{d['nom']} ({_icons_text(d['icones'])})", **kw)


def planet_card(pid, *, shown_defence=None, hidden=False, **kw):
    p = R.PLANETS[pid]
    lo, hi = R.BACK_RANGE[p["cout"]]
    if hidden:
        return colour_card("?", "gris", "cachée", small=True, note=f"déf {lo}–{hi}",
                           name=f"Colonie cachée (dos : coût {p['cout']}, défense {lo} à {hi})", **kw)
    d = (f"déf {shown_defence}" if shown_defence is not None
         else f"déf {lo}" if lo == hi else f"déf {lo}–{hi}")
    return colour_card(p["cout"], INK[p["couleur"]], p["couleur"], small=True, note=d,
                       name=(f"{p['nom']}, {d.replace('déf', 'défense')}, {p['influence']} influence, "
                             f"{_icons_text(p['icones'])}"), **kw)


def tech_card(tid, **kw):
    t = R.TECHS[tid]
    return colour_card("T", "cyan", "technologie", small=True, note=TECH_SHORT[tid], name=f"Technologie {t['nom']}",
                       **kw)


def _target(state, tid, legal):
    return {"move": "cible-" + tid, "legal": legal, "selected": tid in state.targets,
            "title": "Choisir comme cible"} if state.played and state.action() != "politique" else {}


def end_banner(state) -> str:
    """The end of the game, said at the top of the board (the status says it too)."""
    me, other = state.scores_now()
    win = R.winner(me, other, state.pos["second"])
    tie = me["points"] == other["points"]
    who = "vous l'emportez" if win == "vous" else "l'adversaire l'emporte"
    why = " (égalité : le joueur ayant joué en second l'emporte)" if tie else ""
    return banner(f"Partie terminée : {who}{why}. Influence : vous {me['points']}, adversaire {other['points']}.",
                  "bien" if win == "vous" else "mal")


def render_action(game, state, viewer, legal) -> str:
    pos = state.pos
    parts = [end_banner(state)] if state.over else []
    parts += [note("Choisissez la carte à jouer, dévoilez des cartes de votre main pour plus d'icônes, choisissez "
                  "la cible, puis validez.")]
    # the play area
    planets = [planet_card(p, shown_defence=R.PLANETS[p]["defense"] if p in state.known else None,
                           **_target(state, p, legal)) for p in pos["planetes"]]
    techs = [tech_card(t, **_target(state, t, legal)) for t in pos["zone_technologies"]]
    parts.append(zone("Zone de jeu", hand(planets + techs, label="Planètes et Technologies", empty="vide")))
    # the opponent
    opp = []
    for i, (p, visible) in enumerate(state.opp_colonies()):
        known = state.defence(f"adv{i + 1}") if p in state.known else None
        opp.append(planet_card(p, hidden=not visible and known is None, shown_defence=known,
                               **_target(state, f"adv{i + 1}", legal)))
    opp += [tech_card(t, **_target(state, t, legal)) for t in pos["adversaire"]["technologies"]]
    parts.append(zone("Adversaire : Colonies et Technologies", hand(opp, label="Adversaire", empty="aucune Colonie ni Technologie")))
    # the reader
    mine = [domain_card(c, move="jouer-" + c, legal=legal, selected=c == state.played,
                        title="Jouer cette carte") for c in pos["main"]]
    body = [hand(mine, label="Votre main : la carte à jouer")]
    if state.played:
        others = [domain_card(c, move="montrer-" + c, legal=legal, selected=c in state.shown,
                              title="Dévoiler cette carte (sans la défausser)")
                  for c in pos["main"] if c != state.played]
        body.append(hand(others, label="Cartes à dévoiler", empty="aucune autre carte"))
    cols = [planet_card(c, shown_defence=R.PLANETS[c]["defense"] + R.COLONISED_BONUS) for c in pos["colonies"]]
    cols += [colour_card("?", "gris", "cachée", small=True, note="cachée", move="retourner-" + c, legal=legal,
                         title="Retourner face visible (permanent)",
                         name=f"Votre Colonie cachée : {R.card_name(c)} ({_icons_text(R.PLANETS[c]['icones'])})")
             for c in pos["colonies_cachees"]]
    loot = [planet_card(c, shown_defence=R.PLANETS[c]["defense"]) for c in pos["butins"]]
    body.append(row(text("span", "Colonies", class_="bga-badge"),
                    hand(cols, label="Vos Colonies", empty="aucune"),
                    text("span", "Butins", class_="bga-badge"),
                    hand(loot, label="Vos Butins (inclinés)", empty="aucun"),
                    text("span", "Technologies", class_="bga-badge"),
                    hand([tech_card(t) for t in pos["technologies"]], label="Vos Technologies", empty="aucune")))
    parts.append(zone("Vous", *body))
    parts.append(zone("Calcul", *_sum(state, legal)))
    if state.result:
        parts.append(el("ul", *[text("li", line) for line in state.result], class_="bga-note", aria_live="polite"))
    me, other = state.scores_now()
    ends = R.game_ends(pos["reserve"], pos["paquet"])
    parts.append(note(f"Réserve : {pos['reserve']} carte(s), paquet : {pos['paquet']} carte(s) — "
                      + ("épuisés : la partie prend fin après l'action du joueur actif." if ends
                         else "la partie continue.")
                      + f" Influence : vous {me['points']} ({me['temples']} temple(s)), adversaire "
                        f"{other['points']} ({other['temples']} temple(s)) ; à égalité, gagne qui a joué en second "
                        f"({pos['second']})."))
    dist = R.distribution()
    parts.append(el("details", text("summary", "Répartition des cartes (selon la page)"),
                    el("ul", text("li", f"Domaine : {dist['domaine']} (4 Colonisation, 4 Guerre, 4 Recherche, "
                                        "4 Politique, 2 Observation)"),
                       text("li", f"Technologies : {dist['technologies']} (3 Améliorées, Capitale, Mobilisation)"),
                       text("li", f"Planètes : {dist['planetes']} (4 de coût 0, 4 de coût 2, 3 de coût 3)"),
                       class_="bga-note"), class_="bga-zone"))
    return el("div", *parts, class_="bga-board", data_jeu="microcosm")


def _sum(state, legal) -> list:
    out = []
    if state.played:
        a = state.action()
        icons = state.icons()
        lines = [f"{src} : {n}" for src, n in icons] or ["aucune icône"]
        need = ""
        if a == "colonisation" and state.targets:
            need = f" ; coût de la Planète : {R.PLANETS[state.targets[0]]['cout']}"
        elif a == "guerre" and state.targets:
            need = " ; défense de la cible : inconnue (Guerre en aveugle)"
        elif a == "recherche":
            need = f" ; {R.RESEARCH_TWICE} icônes permettent une seconde opération"
        out.append(text("p", f"Icônes {R.ACTIONS[a]} : {state.icon_total()}{need}.", class_="bga-note"))
        out.append(el("ul", *[text("li", line) for line in lines], class_="bga-note"))
    out.append(el("div", move_button("valider", "Valider l'action", legal), class_="bga-actions"))
    return out
