"""Zombicide's view: the mission's map (one tile per zone), the survivors' cards, the dice."""

from __future__ import annotations

from ...markup import (_cls, badge, banner, board_grid, die, el, figure, figure_visual, figures, move_button, note,
                       piece, player_area, side_marks, text, zone)
from . import rules as R

ARROWS = {(-1, 0): "n", (1, 0): "s", (0, -1): "o", (0, 1): "e"}
"""A door's side of the zone (north, south, west, east)."""

ZOMBIE_LOOKS = {"rodeur": ("vert", "petit"), "forcene": ("orange", ""), "brute": ("brun", "grand"),
                "abomination": ("rouge", "grand")}
"""How each zombie is drawn: a palette colour and a size (Rôdeur small and green, Forcené orange,
Brute large and brown, Abomination large and red); its name is always said beside it."""
NOISE = ("bruit", "blanc")


def _doors(m: R.Map, i: int) -> list[tuple[str, str]]:
    out = []
    r, c = m.grid.row_col(i)
    for (dr, dc), arrow in ARROWS.items():
        if m.grid.inside(r + dr, c + dc):
            j = m.grid.index(r + dr, c + dc)
            if frozenset((i, j)) in m.doors:
                out.append((arrow, m.name(j)))
    return out


# --- the whole game (mode « partie ») ------------------------------------------------------------

SEAT_COLOURS = ("bleu", "cyan", "violet", "jaune", "rose", "blanc")


def _partie_cell(s, game, m: R.Map, i: int, legal, seen: dict) -> str:
    name = m.name(i)
    zs = s.zombies.get(name, [])
    here = [k for k, sv in enumerate(s.survivors) if sv["zone"] == name]
    # three or more survivors share a zone at the start: drawn smaller so that all fit in it
    people = [figure_visual("personnage", SEAT_COLOURS[k % s.players if s.players > 1 else k],
                            size="petit" if len(here) > 2 else "")
              for k in here]
    zombies = [figure_visual("mort-vivant", ZOMBIE_LOOKS[k][0], size=ZOMBIE_LOOKS[k][1], count=zs.count(k))
               for k in R.ZOMBIES if zs.count(k)]
    if s.noise.get(name):
        zombies.append(figure_visual(*NOISE, size="petit", count=s.noise[name]))
    marks = []
    if name in s.objectives:
        marks.append(text("span", "✖", class_="bga-zc-objective"))
    if name == R.EXIT:
        marks.append(text("span", "Sortie", class_="bga-zc-exit"))
    if name in R.INVASION:
        marks.append(text("span", str(R.INVASION.index(name) + 1), class_="bga-zc-invasion"))
    doors = _doors(m, i)
    visual = [side_marks(doors=[side for side, _ in doors]), el("span", *marks, class_="bga-zc-marks"),
              figures(people), figures(zombies)]
    label = [f"{name} : {m.describe(i)}"]
    if here:
        label.append(", ".join(R.SURVIVORS[k] for k in here))
    label.append(R.zombie_list(zs))
    if s.noise.get(name):
        label.append(f"{s.noise[name]} jeton(s) bruit")
    if name in s.objectives:
        label.append("objectif")
    if name == R.EXIT:
        label.append("sortie")
    if name in R.INVASION:
        label.append(f"zone d'invasion {R.INVASION.index(name) + 1}")
    if seen.get(i):
        label.append(f"en vue {R.of(R.SURVIVORS[s.active])}, à {seen[i]} zone(s)")
    # a zone with zombies is a target: clicked while out of sight or range, the refusal says why
    move = f"attaquer-{name}" if f"attaquer-{name}" in legal or (
        zs and s.active is not None and f"aller-{name}" not in legal) else f"aller-{name}"
    return piece("".join(visual), " ; ".join(label), cls=_cls("bga-tile", "bga-insight" if seen.get(i) else ""),
                 move=move, legal=legal,
                 title=s.describe(move), data_terrain="rue" if m.is_street(i) else "piece",
                 data_building=None if m.is_street(i) else m.kind[i])


def item_words(item: str) -> str:
    """« Hache (mêlée, 1 dé 4+, 2 dég.) », « Carabine (portée 1–3, 1 dé 3+, 1 dég.) », « Conserves »."""
    e = R.EQUIPMENT[item]
    if not e["des"]:
        return e["nom"]
    lo, hi = e["portee"]
    reach = "mêlée" if hi == 0 else f"portée {lo}–{hi}"
    return f"{e['nom']} ({reach}, {e['des']} dé {e['precision']}+, {e['degats']} dég.)"


def _survivor_card(s, game, k: int, legal, viewer) -> str:
    me = s.survivors[k]
    active = k == s.active
    seat = k % s.players
    items = []
    for i, o in enumerate(me["objets"]):
        words = item_words(o)
        chosen = active and i == me["arme"]
        if active and R.EQUIPMENT[o]["des"]:
            items.append(move_button(f"arme-{i + 1}", ("✓ " if chosen else "") + words, legal, cls="bga-small",
                                     aria_current="true" if chosen else None))
        else:
            items.append(text("span", words, class_="bga-badge"))
    colour = SEAT_COLOURS[seat if s.players > 1 else k]
    body = [figure("personnage", colour, f"Choisir {R.SURVIVORS[k]}", move=f"choisir-{k + 1}", legal=legal,
                   selected=active),
            el("div", *items, class_="bga-row", role="group", aria_label=f"Inventaire {R.of(R.SURVIVORS[k])}")]
    if active:
        gives = [move_button(f"donner-{j + 1}-{i + 1}", f"Donner {R.EQUIPMENT[o]['nom']} à {R.SURVIVORS[j]}",
                             legal, cls="bga-small")
                 for j in range(len(s.survivors)) for i, o in enumerate(me["objets"])
                 if f"donner-{j + 1}-{i + 1}" in legal]
        if gives:
            body.append(el("div", *gives, class_="bga-actions"))
    badges = [f"{me['zone']}", f"{R.SURVIVOR_HEALTH - me['blessures']}/{R.SURVIVOR_HEALTH} PV",
              f"{me['pa']} PA ({R.DANGER[R.danger_level(me['pa'])]})",
              "a joué" if me["fait"] else f"{me['actions']} action(s)"]
    if s.players > 1:
        badges.append(game.seat_name(seat))
    return player_area(R.SURVIVORS[k], *body, you=viewer is not None and seat == viewer and s.players > 1,
                       current=active, out=me["blessures"] >= R.SURVIVOR_HEALTH, badges=badges)


def render_partie(game, state, viewer, legal) -> str:
    s = state
    m = s.map()
    parts = []
    if s.fin:
        parts.append(banner(s.fin))
    elif s.over:
        parts.append(banner("Mission réussie !" if s.won else "Mission perdue.", "bien" if s.won else "mal"))
    k = s.active
    who = (f"{R.SURVIVORS[k]} joue ({s.survivors[k]['actions']} action(s))" if k is not None
           else "choisissez un survivant")
    parts.append(el("div", badge(f"Tour {s.round}"), badge(f"Danger : {R.DANGER[s.danger()]}"),
                    badge(f"Objectifs restants : {', '.join(s.objectives) or 'aucun'}"), badge(who),
                    class_="bga-row"))
    actions = [move_button(mv, s.describe(mv), legal, cls="bga-small")
               for mv in ("fouiller", "objectif", "bruit")]
    actions += [move_button("porte-" + R.door_code(d), f"Ouvrir {R.door_code(d)}", legal, cls="bga-small")
                for d in R.STREET_DOORS if list(d) not in s.open_doors]
    # a zone both reachable and under fire: the zone shoots, the walk is a button of its own
    actions += [move_button(f"aller-{m.name(i)}", f"Aller en {m.name(i)}", legal, cls="bga-small")
                for i in m.grid.squares() if f"aller-{m.name(i)}" in legal and f"attaquer-{m.name(i)}" in legal]
    actions.append(move_button("fin", "Fin du survivant", legal, cls="bga-small"))
    parts.append(el("div", *actions, class_="bga-actions", role="group", aria_label="Actions"))
    seen = m.sight(m.grid.parse(s.here(k))) if k is not None else {}
    cells = [_partie_cell(s, game, m, i, legal, seen) for i in m.grid.squares()]
    sight = []
    if k is not None:
        far = ", ".join(f"{m.name(i)} ({d})" for i, d in sorted(seen.items(), key=lambda x: (x[1], x[0])) if d)
        sight.append(note(f"En vue depuis {s.here(k)} (distance, zones pointillées) : {far or 'aucune autre zone'}."))
    parts.append(zone("Carte : cliquez une zone pour y aller, ou ses zombies pour attaquer",
                      board_grid(cells, m.grid.cols, label="Carte de la mission", cls="bga-roomy bga-fit"),
                      note(f"Sortie : {R.EXIT}. ✖ : objectif. Invasion : 1 en {R.INVASION[0]}, 2 en "
                           f"{R.INVASION[1]}. Portes fermées : "
                           + (", ".join(R.door_code(d) for d in R.STREET_DOORS if list(d) not in s.open_doors)
                              or "aucune") + "."), *sight))
    if s.last_dice:
        parts.append(el("div", *[die(v, name=f"dé : {v}") for v in s.last_dice], class_="bga-hand", role="group",
                        aria_label="Derniers dés"))
    done = [j for j, v in enumerate(s.survivors) if v["fait"] and j != s.active and not s.over]
    parts.append(el("div", *[_survivor_card(s, game, j, legal, viewer) for j in range(len(s.survivors))
                             if j not in done], class_="bga-row bga-table bga-zc-survivors"))
    if done:
        parts.append(zone("Ont joué ce tour", el("ul", *[_played_line(s, game, j) for j in done],
                                                  class_="bga-zc-played"), cls="bga-zc-done"))
    return el("div", *parts, class_="bga-board", data_jeu="zombicide-partie")


def _played_line(s, game, k: int) -> str:
    """A survivor who has played this round, on one line: figure, zone, life, adrenaline, items (their
    dice are on the survivor's card when it plays)."""
    me = s.survivors[k]
    words = (f"{R.SURVIVORS[k]} ({me['zone']}) : {R.SURVIVOR_HEALTH - me['blessures']}/{R.SURVIVOR_HEALTH} PV, "
             f"{me['pa']} PA ; " + ", ".join(R.EQUIPMENT[o]["nom"] for o in me["objets"]))
    if s.players > 1:
        words += f" ; {game.seat_name(k % s.players)}"
    colour = SEAT_COLOURS[k % s.players if s.players > 1 else k]
    return el("li", figure_visual("personnage", colour), text("span", words))
