"""Zombicide's views: the small map (one tile per zone), the tools, the dice."""

from __future__ import annotations

from ...markup import (_cls, badge, banner, board_grid, die, el, figure, figure_visual, figures, move_button, note,
                       piece, player_area, side_marks, text, zone)
from . import rules as R
from .calculators import TOOL_NAMES, TOOLS

ARROWS = {(-1, 0): "n", (1, 0): "s", (0, -1): "o", (0, 1): "e"}
"""A door's side of the zone (north, south, west, east)."""

ZOMBIE_LOOKS = {"rodeur": ("vert", "petit"), "forcene": ("orange", ""), "brute": ("brun", "grand"),
                "abomination": ("rouge", "grand")}
"""How each zombie is drawn: a palette colour and a size (Rôdeur small and green, Forcené orange,
Brute large and brown, Abomination large and red); its name is always said beside it."""
SHOOTER, ALLY, NOISE = ("personnage", "bleu"), ("personnage", "cyan"), ("bruit", "blanc")


def _doors(m: R.Map, i: int) -> list[tuple[str, str]]:
    out = []
    r, c = m.grid.row_col(i)
    for (dr, dc), arrow in ARROWS.items():
        if m.grid.inside(r + dr, c + dc):
            j = m.grid.index(r + dr, c + dc)
            if frozenset((i, j)) in m.doors:
                out.append((arrow, m.name(j)))
    return out


def _cell(s, m: R.Map, i: int, seen: dict, legal) -> str:
    name = m.name(i)
    zs = s.zombies.get(name, [])
    noise = s.noise.get(name, 0)
    doors = _doors(m, i)
    people = []
    if name == s.shooter:
        people.append(figure_visual(*SHOOTER))
    if s.allies.count(name):
        people.append(figure_visual(*ALLY, count=s.allies.count(name)))
    zombies = [figure_visual("mort-vivant", ZOMBIE_LOOKS[k][0], size=ZOMBIE_LOOKS[k][1], count=zs.count(k))
               for k in R.ZOMBIES if zs.count(k)]
    if noise:
        zombies.append(figure_visual(*NOISE, size="petit", count=noise))
    visual = [side_marks(doors=[side for side, _ in doors]), figures(people), figures(zombies)]
    label = [f"{name} : {m.describe(i)}"]
    if name == s.shooter:
        label.append("le tireur")
    if s.allies.count(name):
        label.append(f"{s.allies.count(name)} allié(s)")
    label.append(R.zombie_list(zs))
    if noise:
        label.append(f"{noise} jeton(s) bruit")
    if doors:
        label.append("porte ouverte vers " + ", ".join(z for _, z in doors))
    if i in seen:
        label.append(f"en vue du tireur, à {seen[i]} zone(s)")
    move = f"{s.tool}-{name}"
    return piece("".join(visual), " ; ".join(label), cls=_cls("bga-tile", "bga-insight" if i in seen else ""),
                 move=move, legal=legal, title=s.describe(move),
                 data_terrain="rue" if m.is_street(i) else "piece", data_building=None if m.is_street(i) else
                 m.kind[i])


TOOL_LOOKS = {"tireur": SHOOTER, "allie": ALLY, "bruit": NOISE,
              **{k: ("mort-vivant", colour) for k, (colour, _size) in ZOMBIE_LOOKS.items()}}


def tool(s, t: str, legal) -> str:
    """A tool: the figure it puts on the map (a button that chooses it, pressed when chosen), or a
    word for aiming and emptying a zone."""
    chosen = t == s.tool
    if t in TOOL_LOOKS:
        return figure(*TOOL_LOOKS[t], TOOL_NAMES[t], move="outil-" + t, legal=legal, selected=chosen,
                      title=TOOL_NAMES[t] + (" (choisi)" if chosen else ""))
    return move_button("outil-" + t, ("✓ " if chosen else "") + TOOL_NAMES[t], legal, cls="bga-small",
                       aria_current="true" if chosen else None)


def legend() -> str:
    """The map's figures, each drawn beside its name."""
    items = [(SHOOTER, "tireur"), (ALLY, "allié")]
    items += [(("mort-vivant", c, z), R.NAMES[k]) for k, (c, z) in ZOMBIE_LOOKS.items()]
    items.append((NOISE, "bruit"))
    body = [el("span", figure_visual(*look[:2], size=look[2] if len(look) > 2 else ""), text("span", words),
               class_="bga-legend-item") for look, words in items]
    body.append(text("span", "▬ porte ouverte ; gris : rue ; parquet : pièce ; ◌ : en vue du tireur",
                     class_="bga-legend-item"))
    return el("p", *body, class_="bga-note bga-legend")


def life(wounds: int) -> str:
    """A survivor's wounds out of « 3 PV », or their death."""
    if wounds >= R.SURVIVOR_HEALTH:
        return f"mort ({R.SURVIVOR_HEALTH} PV perdus), partie perdue"
    return f"{wounds} blessure(s) sur {R.SURVIVOR_HEALTH} PV"


def render_carte(game, state, viewer, legal) -> str:
    s = state
    m = s.map()
    origin = m.grid.parse(s.shooter)
    seen = m.sight(origin)
    w = s.weapon
    info = [badge(f"Arme : portée {w['portee_min']}–{w['portee_max']}, {w['des']} dé(s), {w['precision']}+, "
                  f"{w['degats']} dégât(s)" + (", bruyante" if w["bruyante"] else "")),
            badge(f"Danger : {s.danger}"), badge(f"Tireur : {s.adrenaline} PA, {life(s.shooter_wounds)}")]
    for k, z in enumerate(s.allies):
        info.append(badge(f"Allié {k + 1} ({z}) : {life(s.ally_wounds[k])}"))
    parts = [el("div", *info, class_="bga-row")]
    parts.append(el("div", tool(s, "viser", legal), move_button("zombies", "Phase zombies", legal, cls="bga-small",
                                                                title="Activation, apparition, fin du tour"),
                    class_="bga-actions"))
    parts.append(el("details", text("summary", "Modifier la position (tireur, alliés, zombies, bruit)"),
                    note("Choisissez une figurine, puis touchez une zone de la carte."),
                    el("div", *[tool(s, t, legal) for t in TOOLS[1:]], class_="bga-actions", role="group",
                       aria_label="Outils")))
    cells = [_cell(s, m, i, seen, legal) for i in m.grid.squares()]
    sight = ", ".join(f"{m.name(i)} ({d})" for i, d in sorted(seen.items(), key=lambda x: (x[1], x[0])) if d)
    parts.append(zone(f"Carte : un clic sur une zone = {TOOL_NAMES[s.tool]}",
                      board_grid(cells, m.grid.cols, label="Carte de la mission", cls="bga-roomy bga-fit"),
                      legend(),
                      note(f"En vue depuis {s.shooter} (distance) : {sight or 'aucune autre zone'}. "
                           f"Invasion : {', '.join(s.invasion) or 'aucune'}.")))
    if s.last_dice:
        parts.append(el("div", *[die(v, name=f"dé : {v} ({'touché' if v >= w['precision'] else 'raté'})")
                                  for v in s.last_dice], class_="bga-hand", role="group", aria_label="Derniers dés"))
    if s.result:
        parts.append(el("ul", *[text("li", line) for line in s.result], class_="bga-note"))
    return el("div", *parts, class_="bga-board", data_jeu="zombicide-carte")


# --- the whole game (mode « partie ») ------------------------------------------------------------

SEAT_COLOURS = ("bleu", "cyan", "violet", "jaune", "rose", "blanc")


def _survivor_name(s, k: int) -> str:
    me = s.survivors[k]
    return (f"{R.SURVIVORS[k]} ({me['zone']}) : {R.SURVIVOR_HEALTH - me['blessures']} PV, {me['pa']} PA, "
            f"{me['actions']} action(s)")


def _partie_cell(s, game, m: R.Map, i: int, legal) -> str:
    name = m.name(i)
    zs = s.zombies.get(name, [])
    here = [k for k, sv in enumerate(s.survivors) if sv["zone"] == name]
    people = [figure_visual("personnage", SEAT_COLOURS[k % s.players if s.players > 1 else k])
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
    move = f"attaquer-{name}" if f"attaquer-{name}" in legal else f"aller-{name}"
    return piece("".join(visual), " ; ".join(label), cls="bga-tile", move=move, legal=legal,
                 title=s.describe(move), data_terrain="rue" if m.is_street(i) else "piece",
                 data_building=None if m.is_street(i) else m.kind[i])


def _survivor_card(s, game, k: int, legal, viewer) -> str:
    me = s.survivors[k]
    active = k == s.active
    seat = k % s.players
    items = []
    for i, o in enumerate(me["objets"]):
        e = R.EQUIPMENT[o]
        words = e["nom"]
        if e["des"]:
            lo, hi = e["portee"]
            words += f" ({lo}–{hi}, {e['des']} dé, {e['precision']}+, {e['degats']} dég.)"
        chosen = active and i == me["arme"]
        if active and e["des"]:
            items.append(move_button(f"arme-{i + 1}", ("✓ " if chosen else "") + words, legal, cls="bga-small",
                                     aria_current="true" if chosen else None))
        else:
            items.append(text("span", words, class_="bga-badge"))
    body = [figure("personnage", SEAT_COLOURS[seat if s.players > 1 else k], f"Choisir {R.SURVIVORS[k]}",
                   move=f"choisir-{k + 1}", legal=legal, selected=active),
            el("div", *items, class_="bga-row", role="group", aria_label=f"Inventaire de {R.SURVIVORS[k]}")]
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
    if s.over:
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
    cells = [_partie_cell(s, game, m, i, legal) for i in m.grid.squares()]
    parts.append(zone("Carte : cliquez une zone pour y aller, ou ses zombies pour attaquer",
                      board_grid(cells, m.grid.cols, label="Carte de la mission", cls="bga-roomy bga-fit"),
                      note(f"Sortie : {R.EXIT}. ✖ : objectif. Invasion : 1 en {R.INVASION[0]}, 2 en "
                           f"{R.INVASION[1]}. Portes fermées : "
                           + (", ".join(R.door_code(d) for d in R.STREET_DOORS if list(d) not in s.open_doors)
                              or "aucune") + ".")))
    if s.last_dice:
        parts.append(el("div", *[die(v, name=f"dé : {v}") for v in s.last_dice], class_="bga-hand", role="group",
                        aria_label="Derniers dés"))
    parts.append(el("div", *[_survivor_card(s, game, j, legal, viewer) for j in range(len(s.survivors))],
                    class_="bga-row bga-table bga-zc-survivors"))
    return el("div", *parts, class_="bga-board", data_jeu="zombicide-partie")
