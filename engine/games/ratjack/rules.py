"""Rat Jack's rules as constants and pure functions, in the page's words.

« Jouez des cartes pour manipuler vos propres affichages et ceux de vos
adversaires, mais veillez à ne pas dépasser la valeur 25 (cartes et de
jetons compris). »

The page gives no deck and no card effect (« Chaque joueur se voit distribuer
deux cartes, qui ont une valeur, et possèdent un effet »). The engine uses
two identical sets of twelve cards valued 1 to 12 (the published game shuffles
two 12-card decks), codes « 7a » / « 7b », and the twelve effects of
`EFFECTS` below, stated on the page under « Lecture retenue ».

A table (the game state, or a bot's copy built from its view) has:
- `displays[p]`: player p's « écran », a list of entries [card, up, tokens]
  in the order they were placed (`card` is None for a face-down card the
  viewer may not see);
- `hands[p]`, `discard` (top last), `supply` (tokens left), `active[p]`.
"""

from __future__ import annotations

LIMIT = 25
"""« veillez à ne pas dépasser la valeur 25 (cartes et de jetons compris) »."""
TOKEN = 3
"""Value a token adds to the face-up card it lies on (reading: the page gives none)."""
TOKENS = 6
"""Tokens in the supply (reading: the published game has 6 bonus chips)."""
HAND = 2
"""« Chaque joueur se voit distribuer deux cartes »."""
VP_TO_WIN = 3
"""« Le jeu se termine immédiatement lorsqu'un joueur gagne son 3ème PV »."""
VALUES = range(1, 13)
COPIES = "ab"

# value -> (key, short French name, French effect text, what the reader chooses)
# choice kinds: None (no choice), "carte-adv" (a face-up card of an opponent),
# "carte-jeton" (a card with a token, any display), "joueur" (an opponent),
# "carte-moi-visible" (another face-up card of one's own display),
# "carte-moi" (another card of one's own display, face up or down).
EFFECTS = {
    1: ("jeton", "Jeton", "placez 1 jeton (+3) sur une carte face visible d'un adversaire", "carte-adv"),
    2: ("menage", "Ménage", "retirez 1 jeton d'une carte de n'importe quel écran (le vôtre compris)",
        "carte-jeton"),
    3: ("pioche", "Pioche", "piochez la carte du dessus du paquet", None),
    4: ("fouine", "Fouine", "retournez face visible la plus ancienne carte face cachée d'un "
        "adversaire, sans activer son effet", "joueur-cache"),
    5: ("griffe", "Griffe", "défaussez une carte face visible d'un adversaire", "carte-adv"),
    6: ("cadeau", "Cadeau", "cette carte se pose face visible sur l'écran d'un adversaire au lieu du vôtre",
        "joueur"),
    7: ("tournee", "Tournée", "chaque adversaire qui a une carte face visible reçoit 1 jeton sur sa plus "
        "forte carte face visible", None),
    8: ("vol", "Vol", "prenez en main une carte face visible d'un adversaire", "carte-adv"),
    9: ("cachette", "Cachette", "retournez face cachée une autre carte face visible de votre écran",
        "carte-moi-visible"),
    10: ("retraite", "Retraite", "défaussez une autre carte face visible de votre écran", "carte-moi-visible"),
    11: ("double", "Doublé", "placez 2 jetons sur une carte face visible d'un adversaire", "carte-adv"),
    12: ("reprise", "Reprise", "reprenez en main une autre carte de votre écran, face visible ou cachée",
         "carte-moi"),
}

# card colour by what the effect does: attacks red, self-help green, the rest blue
FAMILY_COLOUR = {1: "rouge", 2: "bleu", 3: "bleu", 4: "rouge", 5: "rouge", 6: "rouge", 7: "rouge",
                 8: "bleu", 9: "vert", 10: "vert", 11: "rouge", 12: "vert"}


def all_cards() -> list[str]:
    return [f"{v}{c}" for c in COPIES for v in VALUES]


ALL = frozenset(all_cards())


def is_card(code) -> bool:
    return isinstance(code, str) and code in ALL


def value(code: str) -> int:
    return int(code[:-1])


def name(code: str) -> str:
    """« 7 Tournée »."""
    v = value(code)
    return f"{v} {EFFECTS[v][1]}"


def effect_text(code: str) -> str:
    v = value(code)
    return f"{EFFECTS[v][1]} : {EFFECTS[v][2]}."


def total(display) -> int:
    """« le total de vos cartes face visible (plus les jetons dessus) »: face-down
    cards count for nothing (« son effet est ignoré ainsi que sa valeur »)."""
    return sum(value(c) + TOKEN * t for c, up, t in display if up)


def opponents(table, p: int) -> list[int]:
    return [q for q in range(len(table.displays)) if q != p and table.active[q]]


def find(table, code: str):
    """(player, index) of `code` on a display, or None."""
    for q, display in enumerate(table.displays):
        for i, entry in enumerate(display):
            if entry[0] == code:
                return q, i
    return None


def strongest_up(display):
    """Index of the strongest face-up card (the earliest placed on a tie), or None."""
    best = None
    for i, (c, up, _) in enumerate(display):
        if up and (best is None or value(c) > value(display[best][0])):
            best = i
    return best


def choices(table, p: int, code: str, deck_left: int) -> list[str] | None:
    """The choices of `code`'s effect for player p, the card being already on
    p's display (or in hand, for a Cadeau): a list of choice ids (« carte-7a »,
    « joueur-2 »), [""] for an effect without choice, or None when the effect
    cannot be fully resolved (« vous devez être capable de la résoudre
    entièrement, sinon elle ne peut pas être jouée de cette façon »)."""
    v = value(code)
    kind = EFFECTS[v][3]
    opp = opponents(table, p)
    if v == 3:
        return [""] if deck_left > 0 else None
    if v == 7:
        hit = [q for q in opp if strongest_up(table.displays[q]) is not None]
        return [""] if hit and len(hit) <= table.supply else None
    out: list[str] = []
    if kind == "carte-adv":
        need = 2 if v == 11 else 1 if v == 1 else 0
        if table.supply < need:
            return None
        out = [f"carte-{c}" for q in opp for c, up, _ in table.displays[q] if up]
    elif kind == "carte-jeton":
        out = [f"carte-{c}" for q in range(len(table.displays)) if table.active[q]
               for c, up, t in table.displays[q] if t > 0]
    elif kind == "joueur-cache":
        out = [f"joueur-{q + 1}" for q in opp if any(not up for _, up, _ in table.displays[q])]
    elif kind == "joueur":
        out = [f"joueur-{q + 1}" for q in opp]
    elif kind == "carte-moi-visible":
        out = [f"carte-{c}" for c, up, _ in table.displays[p] if up and c != code]
    elif kind == "carte-moi":
        out = [f"carte-{c}" for c, up, _ in table.displays[p] if c != code]
    return out or None


def resolve(table, p: int, code: str, choice: str, draw) -> str:
    """Apply `code`'s effect for player p with `choice` (one of `choices`);
    `draw()` gives the top card of the deck. Returns the French log line.
    Tokens of a card that leaves the face-up display go back to the supply."""
    v = value(code)
    target = choice.partition("-")[2]

    def take(card: str):
        q, i = find(table, card)
        c, up, t = table.displays[q].pop(i)
        table.supply += t
        return q, c

    if v == 1 or v == 11:
        n = 1 if v == 1 else 2
        q, i = find(table, target)
        table.displays[q][i][2] += n
        table.supply -= n
        return f"place {n} jeton{'s' if n > 1 else ''} (+{TOKEN * n}) sur {name(target)} de {{{q}}}."
    if v == 2:
        q, i = find(table, target)
        table.displays[q][i][2] -= 1
        table.supply += 1
        return f"retire un jeton de {name(target)} de {{{q}}}."
    if v == 3:
        table.hands[p].append(draw())
        return "pioche une carte du paquet."
    if v == 4:
        q = int(target) - 1
        entry = next(e for e in table.displays[q] if not e[1])
        entry[1] = True
        return f"retourne face visible la carte cachée de {{{q}}} : {name(entry[0]) if entry[0] else '?'}."
    if v == 5:
        q, c = take(target)
        table.discard.append(c)
        return f"défausse {name(c)} de l'écran de {{{q}}}."
    if v == 6:
        q = int(target) - 1
        where = find(table, code)
        if where is not None:       # a revealed Cadeau leaves its owner's display
            table.displays[where[0]].pop(where[1])
        elif code in table.hands[p]:
            table.hands[p].remove(code)
        table.displays[q].append([code, True, 0])
        return f"pose {name(code)} sur l'écran de {{{q}}}."
    if v == 7:
        hit = []
        for q in opponents(table, p):
            i = strongest_up(table.displays[q])
            if i is not None:
                table.displays[q][i][2] += 1
                table.supply -= 1
                hit.append(q)
        return "place 1 jeton sur la plus forte carte de " + ", ".join(f"{{{q}}}" for q in hit) + "."
    if v == 8:
        q, c = take(target)
        table.hands[p].append(c)
        return f"prend en main {name(c)} de l'écran de {{{q}}}."
    if v == 9:
        _, i = find(table, target)
        entry = table.displays[p][i]
        table.supply += entry[2]
        entry[1], entry[2] = False, 0
        return f"retourne face cachée son {name(target)}."
    if v == 10:
        _, c = take(target)
        table.discard.append(c)
        return f"défausse son {name(c)}."
    # 12
    _, c = take(target)
    table.hands[p].append(c)
    return "reprend en main une carte de son écran."


def busted(table, p: int) -> list[int]:
    """Active opponents of p whose face-up total now exceeds 25: « Si vous
    jouez un effet qui amène un autre joueur à dépasser 25 [...] vous
    l'éliminez et marquez 1 PV »."""
    return [q for q in opponents(table, p) if total(table.displays[q]) > LIMIT]
