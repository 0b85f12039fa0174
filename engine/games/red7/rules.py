"""Red7's seven rules and their tie-breaks, as pure functions (no state).

The deck is not on the page: 7 colours × values 1 to 7 (49 cards), as in the
published game. A card is an int 0..48 ordered by strength, so a higher int
is a stronger card: « la carte [...] de plus forte valeur » first, then « la
plus forte couleur selon la hiérarchie suivante : Rouge > Orange > Jaune >
Vert > Bleu > Indigo > Violet ».
"""

from __future__ import annotations

COLOURS = ("rouge", "orange", "jaune", "vert", "bleu", "indigo", "violet")
COLOUR_LABELS = ("Rouge", "Orange", "Jaune", "Vert", "Bleu", "Indigo", "Violet")
COLOUR_HEX = ("#d62828", "#f77f00", "#f2c500", "#2a9d3f", "#1e6fd9", "#4b3fa8", "#8e44ad")

RULE_TEXT = {
    "rouge": "la plus forte carte gagne",
    "orange": "le plus de cartes de la même valeur gagne",
    "jaune": "le plus de cartes de la même couleur gagne",
    "vert": "le plus de cartes paires gagne",
    "bleu": "le plus de cartes de couleurs différentes gagne",
    "indigo": "la plus longue suite de cartes gagne",
    "violet": "le plus de cartes strictement inférieures à 4 gagne",
}


def card(colour: int, value: int) -> int:
    return (value - 1) * 7 + (6 - colour)


def value_of(c: int) -> int:
    return c // 7 + 1


def colour_of(c: int) -> int:
    return 6 - c % 7


def card_code(c: int) -> str:
    """ASCII code used in moves: "rouge7", "violet1"."""
    return f"{COLOURS[colour_of(c)]}{value_of(c)}"


def card_label(c: int) -> str:
    return f"{COLOUR_LABELS[colour_of(c)]} {value_of(c)}"


CODE_TO_CARD = {card_code(c): c for c in range(49)}


def card_of_code(code) -> int | None:
    """The card of a move identifier's code, written exactly as `card_code`
    writes it (« rouge7 »); no other spelling."""
    return CODE_TO_CARD.get(code) if isinstance(code, str) else None


def parse_card(code) -> int | None:
    """A card as a contributor writes it in a demo block's options (case,
    spaces and dashes ignored: « Rouge 7 », « rouge-7 »); not for moves."""
    if not isinstance(code, str):
        return None
    return CODE_TO_CARD.get(code.strip().lower().replace(" ", "").replace("-", ""))


def cards_for_rule(palette: list[int], rule: str) -> list[int]:
    """The palette's cards that « respecte[nt] la règle », best group chosen
    so that its size, then its strongest card, are as high as possible."""
    if not palette:
        return []
    if rule == "rouge":
        return [max(palette)]
    if rule in ("orange", "jaune"):
        key = value_of if rule == "orange" else colour_of
        groups: dict[int, list[int]] = {}
        for c in palette:
            groups.setdefault(key(c), []).append(c)
        return max(groups.values(), key=lambda g: (len(g), max(g)))
    if rule == "vert":
        return [c for c in palette if value_of(c) % 2 == 0]
    if rule == "bleu":
        best: dict[int, int] = {}
        for c in palette:
            k = colour_of(c)
            best[k] = max(best.get(k, -1), c)
        return list(best.values())
    if rule == "indigo":
        by_value: dict[int, int] = {}
        for c in palette:
            v = value_of(c)
            by_value[v] = max(by_value.get(v, -1), c)
        best_run: list[int] = []
        run: list[int] = []
        for v in range(1, 8):
            if v in by_value:
                run.append(by_value[v])
                if (len(run), max(run)) > (len(best_run), max(best_run) if best_run else -1):
                    best_run = list(run)
            else:
                run = []
        return best_run
    if rule == "violet":
        return [c for c in palette if value_of(c) < 4]
    raise ValueError(rule)


def rule_key(palette: list[int], rule: str) -> tuple[int, int, int]:
    """Comparable strength of a palette under a rule: (cards meeting the
    rule, strongest of those cards, strongest card of the palette).

    The last field only matters when no card at all meets the rule for the
    tied players (page silent): then the strongest card decides, as under
    the red rule."""
    cards = cards_for_rule(palette, rule)
    return (len(cards), max(cards) if cards else -1, max(palette) if palette else -1)


def leader(palettes: list[list[int]], rule: str, active: list[bool]) -> int | None:
    """The player who « respecte la règle » best among active players."""
    best, who = None, None
    for p, pal in enumerate(palettes):
        if not active[p]:
            continue
        k = rule_key(pal, rule)
        if best is None or k > best:
            best, who = k, p
    return who


def explain(palettes: list[list[int]], rule: str, active: list[bool], names: list[str]) -> list[str]:
    """French sentences saying who leads under `rule` and why."""
    lines = [f"Règle {COLOUR_LABELS[COLOURS.index(rule)]} : {RULE_TEXT[rule]}."]
    keys = {}
    for p, pal in enumerate(palettes):
        if not active[p]:
            lines.append(f"{names[p]} est éliminé.")
            continue
        cards = cards_for_rule(pal, rule)
        keys[p] = rule_key(pal, rule)
        if cards:
            lines.append(f"{names[p]} : {len(cards)} carte{'s' if len(cards) > 1 else ''} qui "
                         f"respecte{'nt' if len(cards) > 1 else ''} la règle "
                         f"({', '.join(card_label(c) for c in sorted(cards, reverse=True))}).")
        else:
            lines.append(f"{names[p]} : aucune carte ne respecte la règle.")
    if not keys:
        return lines
    who = leader(palettes, rule, active)
    top = keys[who]
    tied = [p for p, k in keys.items() if k[0] == top[0] and p != who]
    if not tied:
        lines.append(f"{names[who]} mène : il a le plus de cartes qui respectent la règle ({top[0]}).")
    elif top[0] > 0:
        others = ", ".join(f"{names[p]} ({card_label(keys[p][1])})" for p in tied)
        same_value = [p for p in tied if value_of(keys[p][1]) == value_of(top[1])]
        how = ("même valeur, la couleur départage" if same_value else "la valeur départage")
        lines.append(f"Égalité à {top[0]} carte{'s' if top[0] > 1 else ''} : {names[who]} mène avec sa "
                     f"plus forte carte qui respecte la règle, {card_label(top[1])}, contre {others} "
                     f"({how}).")
    else:
        lines.append(f"Personne ne respecte la règle : {names[who]} mène avec la plus forte carte "
                     f"de sa palette, {card_label(top[2])} (lecture retenue).")
    return lines
