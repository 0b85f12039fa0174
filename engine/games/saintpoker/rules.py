"""Poker hand evaluator for Saint Poker: any 5 to 7 cards, standard ranking.

The page: « A la fin de chaque tour de jeu, chaque joueur aura une main de
poker de 5 cartes conformément au standard des règles du poker Texas
Hold'em. » The ranking, best first: « Quinte flush », « Carré », « Full »,
« Couleur », « Suite », « Brelan », « Deux paires », « Une paire », and the
high card (« la carte unique la plus forte est prise en compte »).
Ties: « la carte la plus haute l'emporte. L'As étant le plus fort » and
« les "kickers" (autre carte parmi les 5) sont comparés ».
The page does not say whether A-2-3-4-5 is a straight; standard poker (and
this evaluator) says yes, the lowest one (five high).

Cards are ints 0..51: ``rank * 4 + suit`` with rank 0..12 for 2..As and
suit 0..3 for pique, cœur, carreau, trèfle. A hand value is an int, higher
is better: ``category << 20`` then the five deciding ranks, 4 bits each,
most significant first (zero-filled).

Speed (table-driven, no per-call loops):
- each card has one precomputed int: a 4-bit counter of its rank
  (bits 0..51) plus a 4-bit counter of its suit (bits 52..67). Adding the
  cards' ints counts ranks and suits at once;
- a flush shows as a suit counter >= 5, tested for the four suits at once
  with ``(suits + 0x3333) & 0x8888``;
- five cards: the rank-count key indexes one of two dicts built at import
  (6,175 non-flush rank multisets, 1,287 flush rank sets);
- seven cards: a flush is read from a 8,192-entry table indexed by that
  suit's rank bits; otherwise the rank-count key indexes a dict filled on
  first use (at most 49,205 keys) by a direct reading of the counts.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

RANK_CODES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A")
RANK_NAMES = ("deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf",
              "dix", "valet", "dame", "roi", "as")
RANK_PLURALS = ("deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf",
                "dix", "valets", "dames", "rois", "as")
SUIT_CODES = ("p", "c", "k", "t")
SUIT_NAMES = ("pique", "cœur", "carreau", "trèfle")
SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")

HIGH_CARD, ONE_PAIR, TWO_PAIRS, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE, \
    FOUR_OF_A_KIND, STRAIGHT_FLUSH = range(9)
CATEGORY_NAMES = ("Carte haute", "Une paire", "Deux paires", "Brelan", "Suite",
                  "Couleur", "Full", "Carré", "Quinte flush")

WHEEL = (1 << 12) | 0b1111          # As, 2, 3, 4, 5: the lowest straight
RANK_MASK = (1 << 52) - 1           # the rank counters of a summed card value


# --- cards ----------------------------------------------------------------

def rank_of(card: int) -> int:
    return card >> 2


def suit_of(card: int) -> int:
    return card & 3


def card_code(card: int) -> str:
    """Short ASCII code used in moves: "10c", "Dp", "Ak" (rank then suit)."""
    return RANK_CODES[card >> 2] + SUIT_CODES[card & 3]


def card_label(card: int) -> str:
    """What a reader sees: "10♥", "D♠"."""
    return RANK_CODES[card >> 2] + SUIT_SYMBOLS[card & 3]


CODE_TO_CARD = {card_code(c): c for c in range(52)}


def card_of_code(code) -> int | None:
    """The card of a move identifier's code, written exactly as `card_code`
    writes it (« 10k », « Dp »); no other spelling."""
    return CODE_TO_CARD.get(code) if isinstance(code, str) else None


def parse_card(code) -> int | None:
    """The card of a code as a contributor writes it in a demo block ("Ap",
    "10k"; case-insensitive, spaces ignored), or None; not for moves."""
    if not isinstance(code, str):
        return None
    code = code.strip()
    if len(code) < 2:
        return None
    return CODE_TO_CARD.get(code[:-1].upper() + code[-1].lower())


# --- building the tables ----------------------------------------------------

def _straight_top(mask: int) -> int:
    """Top rank of the best straight in a 13-bit rank mask, or -1."""
    for top in range(12, 3, -1):
        run = 0b11111 << (top - 4)
        if mask & run == run:
            return top
    if mask & WHEEL == WHEEL:
        return 3                     # five high
    return -1


def _pack(category: int, ranks) -> int:
    value = category
    n = 0
    for r in ranks:
        value = (value << 4) | r
        n += 1
    return value << (4 * (5 - n))


def _top_bits(mask: int, n: int) -> list[int]:
    out = []
    while mask and len(out) < n:
        r = mask.bit_length() - 1
        out.append(r)
        mask ^= 1 << r
    return out


def _flush_value(mask: int) -> int:
    """Best hand made of one suit's ranks (at least five of them)."""
    top = _straight_top(mask)
    if top >= 0:
        return _pack(STRAIGHT_FLUSH, (top,))
    return _pack(FLUSH, _top_bits(mask, 5))


def _counts_value(key: int) -> int:
    """Best non-flush hand from a rank-count key (4 bits per rank)."""
    quads, trips, pairs, singles = [], [], [], []
    mask = 0
    for r in range(12, -1, -1):
        n = (key >> (4 * r)) & 15
        if n:
            mask |= 1 << r
            if n >= 4:
                quads.append(r)
            elif n == 3:
                trips.append(r)
            elif n == 2:
                pairs.append(r)
            else:
                singles.append(r)
    if quads:
        q = quads[0]
        rest = mask & ~(1 << q)
        return _pack(FOUR_OF_A_KIND, [q] + _top_bits(rest, 1))
    if trips and (len(trips) >= 2 or pairs):
        t = trips[0]
        p = max(trips[1:] + pairs)
        return _pack(FULL_HOUSE, (t, p))
    top = _straight_top(mask)
    if top >= 0:
        return _pack(STRAIGHT, (top,))
    if trips:
        t = trips[0]
        return _pack(THREE_OF_A_KIND, [t] + _top_bits(mask & ~(1 << t), 2))
    if len(pairs) >= 2:
        a, b = pairs[0], pairs[1]
        return _pack(TWO_PAIRS, [a, b] + _top_bits(mask & ~(1 << a) & ~(1 << b), 1))
    if pairs:
        p = pairs[0]
        return _pack(ONE_PAIR, [p] + _top_bits(mask & ~(1 << p), 3))
    return _pack(HIGH_CARD, _top_bits(mask, 5))


CARD_VALUE = tuple((1 << (4 * (c >> 2))) + (1 << (52 + 4 * (c & 3))) for c in range(52))
RANK_BIT = tuple(1 << (c >> 2) for c in range(52))

FLUSH_TABLE = [0] * 8192            # rank bits of one suit -> flush value
for _m in range(8192):
    if bin(_m).count("1") >= 5:
        FLUSH_TABLE[_m] = _flush_value(_m)

FIVE_PLAIN: dict[int, int] = {}     # rank-count key -> value (no flush)
FIVE_FLUSH: dict[int, int] = {}     # rank-count key -> value (a flush)
for _ranks in combinations_with_replacement(range(13), 5):
    _key = 0
    for _r in _ranks:
        _key += 1 << (4 * _r)
    if _ranks.count(_ranks[0]) == 5:
        continue                     # five of a rank: not in a 52-card deck
    FIVE_PLAIN[_key] = _counts_value(_key)
    if len(set(_ranks)) == 5:
        _mask = 0
        for _r in _ranks:
            _mask |= 1 << _r
        FIVE_FLUSH[_key] = FLUSH_TABLE[_mask]

SEVEN_PLAIN: dict[int, int] = {}    # filled on first use by _counts_value


# --- evaluation -----------------------------------------------------------

def eval5(a, b, c, d, e, V=CARD_VALUE, P=FIVE_PLAIN, F=FIVE_FLUSH, M=RANK_MASK):
    """Value of exactly five distinct cards."""
    v = V[a] + V[b] + V[c] + V[d] + V[e]
    if ((v >> 52) + 0x3333) & 0x8888:
        return F[v & M]
    return P[v & M]


def eval7(a, b, c, d, e, f, g, V=CARD_VALUE, P=SEVEN_PLAIN, M=RANK_MASK):
    """Value of the best five of seven distinct cards, in one pass."""
    v = V[a] + V[b] + V[c] + V[d] + V[e] + V[f] + V[g]
    s = v >> 52
    if (s + 0x3333) & 0x8888:
        return _flush7((a, b, c, d, e, f, g), s)
    k = v & M
    r = P.get(k)
    if r is None:
        r = P[k] = _counts_value(k)
    return r


def _flush7(cards, suits: int) -> int:
    # With seven cards, five of one suit leave no room for a full house or
    # four of a kind, so the flush (or straight flush) is the best hand.
    suit = 0
    while ((suits >> (4 * suit)) & 15) < 5:
        suit += 1
    mask = 0
    for c in cards:
        if c & 3 == suit:
            mask |= RANK_BIT[c]
    return FLUSH_TABLE[mask]


def evaluate(cards) -> int:
    """Value of the best five cards among 5 or more distinct cards."""
    n = len(cards)
    if n == 5:
        return eval5(*cards)
    if n == 7:
        return eval7(*cards)
    if n < 5:
        raise ValueError("at least five cards are needed")
    key = 0
    suit_masks = [0, 0, 0, 0]
    for c in cards:
        key += 1 << (4 * (c >> 2))
        suit_masks[c & 3] |= 1 << (c >> 2)
    best = _counts_value(key)
    for m in suit_masks:
        if bin(m).count("1") >= 5 and FLUSH_TABLE[m] > best:
            best = FLUSH_TABLE[m]
    return best


def best_five(cards) -> list[int]:
    """Five cards making the best hand (for display), strongest first."""
    cards = list(cards)
    target = evaluate(cards)
    for combo in combinations(cards, 5):
        if eval5(*combo) == target:
            return sort_for_display(list(combo), target)
    raise AssertionError("no five cards reach the best value")  # pragma: no cover


def sort_for_display(five: list[int], value: int) -> list[int]:
    """Order five cards as a player reads the hand: groups first, then high."""
    counts = {}
    for c in five:
        counts[c >> 2] = counts.get(c >> 2, 0) + 1
    cat = value >> 20
    wheel = cat in (STRAIGHT, STRAIGHT_FLUSH) and ((value >> 16) & 15) == 3

    def key(c):
        r = c >> 2
        order = -1 if (wheel and r == 12) else r
        return (-counts[r], -order, -(c & 3))
    return sorted(five, key=key)


# --- reading a value in French -----------------------------------------------

def category(value: int) -> int:
    return value >> 20


def ranks_of_value(value: int) -> list[int]:
    return [(value >> (16 - 4 * i)) & 15 for i in range(5)]


def _nom(r: int) -> str:
    return RANK_NAMES[r]


def _de(r: int, plural: bool = False) -> str:
    word = RANK_PLURALS[r] if plural else RANK_NAMES[r]
    return ("d'" if word[0] in "aeiouy" else "de ") + word


def describe_value(value: int) -> str:
    """French name of a hand value, e.g. « Full aux dames par les huit »."""
    cat = value >> 20
    r = ranks_of_value(value)
    if cat == STRAIGHT_FLUSH:
        return "Quinte flush royale (à l'as)" if r[0] == 12 else f"Quinte flush au {_nom(r[0])}"
    if cat == FOUR_OF_A_KIND:
        return f"Carré {_de(r[0], True)}, {_nom(r[1])} en kicker"
    if cat == FULL_HOUSE:
        return f"Full aux {RANK_PLURALS[r[0]]} par les {RANK_PLURALS[r[1]]}"
    if cat == FLUSH:
        return "Couleur : " + ", ".join(_nom(x) for x in r)
    if cat == STRAIGHT:
        return f"Suite au {_nom(r[0])}" + (" (As-2-3-4-5, la plus petite)" if r[0] == 3 else "")
    if cat == THREE_OF_A_KIND:
        return f"Brelan {_de(r[0], True)}, kickers : {_nom(r[1])}, {_nom(r[2])}"
    if cat == TWO_PAIRS:
        return (f"Deux paires, {RANK_PLURALS[r[0]]} et {RANK_PLURALS[r[1]]}, "
                f"{_nom(r[2])} en kicker")
    if cat == ONE_PAIR:
        return f"Paire {_de(r[0], True)}, kickers : " + ", ".join(_nom(x) for x in r[1:4])
    return "Carte haute : " + ", ".join(_nom(x) for x in r)


_SIGNIFICANT = {STRAIGHT_FLUSH: 1, FOUR_OF_A_KIND: 2, FULL_HOUSE: 2, FLUSH: 5, STRAIGHT: 1,
                THREE_OF_A_KIND: 3, TWO_PAIRS: 3, ONE_PAIR: 4, HIGH_CARD: 5}


def explain_comparison(a: int, b: int, name_a: str = "A", name_b: str = "B") -> str:
    """French sentence saying which of two hand values wins and why."""
    ca, cb = a >> 20, b >> 20
    if ca != cb:
        w, l, wn = (a, b, name_a) if ca > cb else (b, a, name_b)
        return (f"{wn} gagne : {CATEGORY_NAMES[w >> 20].lower()} bat "
                f"{CATEGORY_NAMES[l >> 20].lower()} (ordre des combinaisons).")
    ra, rb = ranks_of_value(a), ranks_of_value(b)
    labels = _deciding_labels(ca)
    for i in range(_SIGNIFICANT[ca]):
        if ra[i] != rb[i]:
            wn = name_a if ra[i] > rb[i] else name_b
            hi, lo = max(ra[i], rb[i]), min(ra[i], rb[i])
            return (f"{wn} gagne : même combinaison ({CATEGORY_NAMES[ca].lower()}), "
                    f"départagée par {labels[i]} : {_nom(hi)} contre {_nom(lo)}.")
    return (f"Égalité parfaite : même combinaison ({CATEGORY_NAMES[ca].lower()}) "
            "et mêmes cartes décisives ; les couleurs ne départagent pas.")


def _deciding_labels(cat: int) -> list[str]:
    if cat in (STRAIGHT, STRAIGHT_FLUSH):
        return ["la carte la plus haute de la suite"]
    if cat == FOUR_OF_A_KIND:
        return ["la valeur du carré", "le kicker"]
    if cat == FULL_HOUSE:
        return ["la valeur du brelan", "la valeur de la paire"]
    if cat == THREE_OF_A_KIND:
        return ["la valeur du brelan", "le premier kicker", "le second kicker"]
    if cat == TWO_PAIRS:
        return ["la paire haute", "la seconde paire", "le kicker"]
    if cat == ONE_PAIR:
        return ["la valeur de la paire", "le premier kicker", "le deuxième kicker",
                "le troisième kicker"]
    return ["la carte la plus haute", "la deuxième carte", "la troisième carte",
            "la quatrième carte", "la cinquième carte"]
