"""Zombicide's views: the small map (one tile per zone), the tools, the dice."""

from __future__ import annotations

from ...markup import _cls, badge, board_grid, die, el, move_button, note, piece, text, zone
from . import rules as R
from .calculators import TOOL_NAMES, TOOLS

ARROWS = {(-1, 0): "↑", (1, 0): "↓", (0, -1): "←", (0, 1): "→"}


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
    who = []
    if name == s.shooter:
        who.append("T")
    who += ["S"] * s.allies.count(name)
    counts = "".join((str(zs.count(k)) if zs.count(k) > 1 else "") + R.LETTERS[k] for k in R.ZOMBIES if zs.count(k))
    noise = s.noise.get(name, 0)
    doors = _doors(m, i)
    visual = [text("span", "".join(who) or "·", class_="bga-symbol")]
    if counts:
        visual.append(text("span", counts, class_="bga-crowns"))
    if noise or doors:
        visual.append(text("span", ("♪" * noise) + "".join(a for a, _ in doors), class_="bga-crowns"))
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
    return piece("".join(visual), " ; ".join(label), cls=_cls("bga-tile"), move=move, legal=legal,
                 title=s.describe(move), data_terrain="vide" if m.is_street(i) else "chateau")


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
    def tool(t):
        return move_button("outil-" + t, TOOL_NAMES[t], legal, cls="bga-small",
                           aria_pressed="true" if t == s.tool else "false")
    parts.append(el("div", tool("viser"), move_button("zombies", "Phase zombies", legal, cls="bga-small",
                                                      title="Activation, apparition, fin du tour"),
                    class_="bga-actions"))
    parts.append(el("details", text("summary", "Modifier la position (tireur, alliés, zombies, bruit)"),
                    el("div", *[tool(t) for t in TOOLS[1:]], class_="bga-actions", role="group",
                       aria_label="Outils")))
    cells = [_cell(s, m, i, seen, legal) for i in m.grid.squares()]
    sight = ", ".join(f"{m.name(i)} ({d})" for i, d in sorted(seen.items(), key=lambda x: (x[1], x[0])) if d)
    parts.append(zone(f"Carte : un clic sur une zone = {TOOL_NAMES[s.tool]}",
                      board_grid(cells, m.grid.cols, label="Carte de la mission"),
                      note("T tireur, S allié ; zombies : B Brute, A Abomination, R Rôdeur, F Forcené (2R : deux Rôdeurs) ; "
                           "♪ jeton bruit ; ↑↓←→ porte ouverte ; rue sans cadre, pièce encadrée."),
                      note(f"En vue depuis {s.shooter} (distance) : {sight or 'aucune autre zone'}. "
                           f"Invasion : {', '.join(s.invasion) or 'aucune'}.")))
    if s.last_dice:
        parts.append(el("div", *[die(v, name=f"dé : {v} ({'touché' if v >= w['precision'] else 'raté'})")
                                  for v in s.last_dice], class_="bga-hand", role="group", aria_label="Derniers dés"))
    if s.result:
        parts.append(el("ul", *[text("li", line) for line in s.result], class_="bga-note"))
    return el("div", *parts, class_="bga-board", data_jeu="zombicide-carte")
