"""Regicide's rules as plain functions, shared by the game
and the bots.

Cards are short ASCII ids: rank then suit, e.g. "7c" (7 de Cœur), "Ap"
(As de Pique), "Vt" (Valet de Trèfle), "Dk" (Dame de Carreau), "Rc" (Roi de
Cœur); the multiplayer Jokers are "Jo1" and "Jo2". Suits: p = Pique,
c = Cœur, k = Carreau, t = Trèfle.

The page: « Les Valets/Dames/Rois comptent respectivement comme des cartes de
valeur 10/15/20. Ce chiffre équivaut à leur attaque, et ils possèdent le
double en points de vie. »
"""

from __future__ import annotations

SUITS = "pckt"
SUIT_SYMBOL = {"p": "♠", "c": "♥", "k": "♦", "t": "♣"}
SUIT_NAME = {"p": "Pique", "c": "Cœur", "k": "Carreau", "t": "Trèfle"}
SUIT_COLOR = {"p": "noir", "c": "rouge", "k": "rouge", "t": "noir"}
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R"]
VALUE = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
         "10": 10, "V": 10, "D": 15, "R": 20}
RANK_NAME = {"A": "As", "V": "Valet", "D": "Dame", "R": "Roi"}
JOKERS = ["Jo1", "Jo2"]
NUMBERED = [r + s for s in SUITS for r in RANKS[:10]]
ENEMIES = [r + s for r in "VDR" for s in SUITS]
ALL_CARDS = NUMBERED + ENEMIES
COMBO_LIMIT = 10
"""« un groupe de cartes de même valeur dont la somme est de 10 ou moins »."""
HAND_SIZE = {1: 8, 2: 7, 3: 6, 4: 5}
"""« Les joueurs ont de 8 à 5 cartes en main pour 1 à 4 joueurs respectivement. »"""
MULTI_JOKERS = {1: 0, 2: 0, 3: 1, 4: 2}
"""« pas de Joker à 2, un seul à 3 et 2 Jokers à 4 joueurs » (in solo the two
Jokers stay outside the hand)."""


def is_joker(card: str) -> bool:
    return card in JOKERS


def is_card(card) -> bool:
    return isinstance(card, str) and (card in JOKERS or card in _CARD_SET)


_CARD_SET = set(ALL_CARDS)


def rank(card: str) -> str:
    return "Jo" if card in JOKERS else card[:-1]


def suit(card: str) -> str | None:
    return None if card in JOKERS else card[-1]


def value(card: str) -> int:
    """Attack value of a card; the Joker is worth 0."""
    return 0 if card in JOKERS else VALUE[card[:-1]]


def enemy_attack(enemy: str) -> int:
    return VALUE[enemy[:-1]]


def enemy_health(enemy: str) -> int:
    """« ils possèdent le double en points de vie »."""
    return 2 * VALUE[enemy[:-1]]


def label(card: str) -> str:
    """Short French label: "7♥", "A♠", "V♣", "Joker"."""
    if card in JOKERS:
        return "Joker"
    return card[:-1] + SUIT_SYMBOL[card[-1]]


def long_name(card: str) -> str:
    """Full French name: "Valet de Trèfle", "7 de Cœur"."""
    if card in JOKERS:
        return "Joker"
    r, s = card[:-1], card[-1]
    return f"{RANK_NAME.get(r, r)} de {SUIT_NAME[s]}"


def labels(cards) -> str:
    return " + ".join(label(c) for c in cards) if cards else "rien"


def _sort_key(card: str):
    if card in JOKERS:
        return (-1, card)
    return (RANKS.index(card[:-1]), SUITS.index(card[-1]))


_SORT_KEYS = {c: _sort_key(c) for c in (*JOKERS, *ALL_CARDS)}


def sort_key(card: str):
    """Jokers first, then by rank and suit (looked up: legal move lists sort
    many small lists at every move)."""
    key = _SORT_KEYS.get(card)
    return key if key is not None else _sort_key(card)


def sort_cards(cards) -> list:
    return sorted(cards, key=sort_key)


def total(cards) -> int:
    return sum(value(c) for c in cards)


def parse_cards(parts, where: str = "carte") -> list:
    """Card ids from a list of strings; ValueError with a French message."""
    cards = []
    for p in parts:
        if not is_card(p):
            raise ValueError(f"« {p} » n'est pas une carte (exemples : 7c, Ap, 10k, Vt, Dp, Rc, Jo1).")
        if p in cards:
            raise ValueError(f"la carte {label(p)} est donnée deux fois.")
        cards.append(p)
    return cards


# --- step 1: what may be played --------------------------------------------

def combo_problem(cards) -> str | None:
    """French reason why these cards cannot be played together, or None.

    The page: « Jouer une carte seule ; Jouer une carte accompagnée d'un As
    (les As peuvent également être joués seuls) ; Jouer un groupe de cartes
    de même valeur dont la somme est de 10 ou moins (par exemple, deux 4 ou
    trois 2 -- Exception : on peut jouer deux As ensemble, mais pas trois ou
    quatre) ; Jouer un joker »."""
    n = len(cards)
    if n == 0:
        return "il faut jouer au moins une carte (ou passer)."
    if len(set(cards)) != n:
        return "une même carte est donnée deux fois."
    if n == 1:
        return None
    if any(c in JOKERS for c in cards):
        return "le Joker se joue seul, sans autre carte."
    ranks = [rank(c) for c in cards]
    aces = ranks.count("A")
    if aces == n:
        if n == 2:
            return None
        return "on peut jouer deux As ensemble, mais pas trois ou quatre."
    if n == 2 and aces == 1:
        return None  # « une carte accompagnée d'un As »
    if len(set(ranks)) == 1:
        s = total(cards)
        if s > COMBO_LIMIT:
            return (f"un groupe de cartes de même valeur doit faire 10 ou moins "
                    f"(ici {' + '.join(str(value(c)) for c in cards)} = {s}).")
        return None
    if aces:
        return "un As n'accompagne qu'une seule autre carte (pas un groupe)."
    return "les cartes jouées ensemble doivent avoir la même valeur (ou être une carte et un As)."


def attack_combos(hand) -> list:
    """Every play the hand allows, each a sorted list of cards, no doubles."""
    hand = sort_cards(hand)
    out = []
    seen = set()

    def add(cs):
        key = tuple(sort_cards(cs))
        if key not in seen:
            seen.add(key)
            out.append(list(key))

    for c in hand:
        add([c])
    aces = [c for c in hand if rank(c) == "A"]
    for a in aces:
        for c in hand:
            if c != a and c not in JOKERS:
                add([a, c])
    by_rank = {}
    for c in hand:
        if c not in JOKERS and rank(c) != "A":
            by_rank.setdefault(rank(c), []).append(c)
    for r, cs in by_rank.items():
        v = VALUE[r]
        if len(cs) < 2 or 2 * v > COMBO_LIMIT:
            continue
        n = len(cs)
        for mask in range(1, 1 << n):
            group = [cs[i] for i in range(n) if mask >> i & 1]
            if len(group) >= 2 and v * len(group) <= COMBO_LIMIT:
                add(group)
    out.sort(key=lambda cs: (len(cs), [sort_key(c) for c in cs]))
    return out


def active_suits(cards, enemy: str, immunity_off: bool) -> list:
    """Suits whose power applies: « chaque ennemi bloque le pouvoir de sa
    propre couleur », unless a multiplayer Joker lifted that immunity."""
    suits = []
    for c in cards:
        s = suit(c)
        if s and s not in suits and (immunity_off or s != suit(enemy)):
            suits.append(s)
    return [s for s in SUITS if s in suits]


def blocked_suits(cards, enemy: str, immunity_off: bool) -> list:
    played = {suit(c) for c in cards if suit(c)}
    act = active_suits(cards, enemy, immunity_off)
    return [s for s in SUITS if s in played and s not in act]


def draw_order(current: int, free: list, count: int) -> list:
    """Cards drawn by each player for a Diamond power of `count`: « Le joueur
    actif pioche la première, puis le suivant, et ainsi de suite jusqu'à
    avoir pioché en tout autant de cartes que la valeur jouée ou rempli
    toutes les mains » (`count` already capped by the tavern)."""
    n = len(free)
    free = list(free)
    got = [0] * n
    p = current
    drawn = 0
    while drawn < count and any(f > 0 for f in free):
        if free[p] > 0:
            free[p] -= 1
            got[p] += 1
            drawn += 1
        p = (p + 1) % n
    return got


def resolve_attack(cards, enemy: str, damage_taken: int, shield: int, immunity_off: bool,
                   discard_count: int, tavern_count: int, free_slots: int) -> dict:
    """What a play does (the attack resolver): value, active and blocked
    suits, damage dealt (Trèfle doubles), attack reduction (Pique), cards
    healed (Cœur: from the discard to under the tavern), cards drawn
    (Carreau: after Cœur, capped by the tavern and the room in hands),
    remaining health, kill and exact kill, and the counter-attack left."""
    v = total(cards)
    act = active_suits(cards, enemy, immunity_off)
    health = enemy_health(enemy)
    healed = min(v, discard_count) if "c" in act else 0
    drawn = min(v, tavern_count + healed, free_slots) if "k" in act else 0
    reduction = v if "p" in act else 0
    dealt = 2 * v if "t" in act else v
    left = health - damage_taken - dealt
    new_shield = shield + reduction
    return {
        "valeur": v,
        "actives": act,
        "bloquees": blocked_suits(cards, enemy, immunity_off),
        "degats": dealt,
        "reduction": reduction,
        "soins": healed,
        "pioche": drawn,
        "pv_restants": max(0, left),
        "tue": left <= 0,
        "exact": left == 0,
        "riposte": 0 if left <= 0 else max(0, enemy_attack(enemy) - new_shield),
    }


# --- step 4: defending ---------------------------------------------------------

def defence_problem(cards, need: int) -> str | None:
    """French reason why discarding `cards` does not parry `need`, or None.

    « défausser des cartes jusqu'à ce que leur total cumulé vaille au moins
    autant que l'attaque du noble affronté » and, all at once on BGA, « vous
    pouvez défausser un 6 et un 7 OU un 6, un 3, puis un 7, mais PAS un 6, un
    3, un 4, puis un 7, car 6+3+4 suffisent ». So: total ≥ attack, and with
    the highest card discarded last, the cards before it stay below the
    attack (else the discard would have stopped earlier)."""
    if len(set(cards)) != len(cards):
        return "une même carte est donnée deux fois."
    if not cards:
        return f"il faut défausser au moins {need} points de cartes."
    s = total(cards)
    if s < need:
        return f"{' + '.join(str(value(c)) for c in cards)} = {s} ne suffit pas à parer {need} dégâts."
    top = max(value(c) for c in cards)
    if s - top >= need:
        rest = list(cards)
        rest.remove(max(cards, key=value))
        return (f"trop de cartes : {' + '.join(str(value(c)) for c in rest)} = {s - top} suffisent "
                f"déjà à parer {need}, la défausse s'arrête dès que l'attaque est couverte.")
    return None


def defences(hand, need: int) -> list:
    """Every allowed discard parrying `need` (sorted lists), in a stable order."""
    hand = sort_cards(hand)
    n = len(hand)
    vals = [value(c) for c in hand]
    out = []
    for mask in range(1, 1 << n):
        s = 0
        top = 0
        for i in range(n):
            if mask >> i & 1:
                v = vals[i]
                s += v
                if v > top:
                    top = v
        if s >= need and s - top < need:
            out.append([hand[i] for i in range(n) if mask >> i & 1])
    out.sort(key=lambda cs: (total(cs), len(cs), [sort_key(c) for c in cs]))
    return out


def smallest_defences(hand, need: int, limit: int = 6) -> list:
    """The discards that parry `need` while giving up the fewest points
    (then the fewest cards): what the advisor proposes."""
    if need <= 0:
        return [[]]
    allowed = defences(hand, need)
    if not allowed:
        return []
    best = (total(allowed[0]), len(allowed[0]))
    return [d for d in allowed if (total(d), len(d)) == best][:limit]

# The phases of a turn (the page's steps 1-2, 3-4 and the Joker's choice).
PHASE_ATTACK = "attaque"
PHASE_DEFENCE = "defense"
PHASE_CHOOSE = "choix"
