"""Break the Code: the tiles, the rack order, the question cards and the
deduction helper (page « Gamehelpbreakthecode »).

« les chiffres sont rangés par ordre croissant, si vous recevez 2 chiffres
identiques, le chiffre noir doit toujours être placé à gauche du chiffre
blanc. »

Tiles (Lecture retenue: the page does not list them): 0 to 9 twice, one
black and one white, except the two 5s, both green; 20 tiles. A tile is an
int 0..19: number = t // 2, colour = t % 2 (0 black, 1 white), and the two
5s (10 and 11) are green and identical: `face(11) == 10`. Sorting the ids
is exactly the page's rack order (black before white on equal numbers).

The question cards are not listed on the page: `CARDS` is the set the
example uses (stated under « Lecture retenue »). Each card's answer is a
function of one rack, an int or a short ASCII string, so that it is JSON and
can be compared when filtering candidate racks.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import cached_property
from itertools import combinations, compress

TILES = tuple(range(20))
GREEN = 5
LETTERS = "ABCDE"
COLOUR_CODE = {0: "n", 1: "b"}
COLOUR_NAME = {"n": "Noir", "b": "Blanc", "v": "Vert"}
PALETTE = {"n": "noir", "b": "blanc", "v": "vert"}


def number(t: int) -> int:
    return t // 2


def colour(t: int) -> str:
    """« n » (noir), « b » (blanc) or « v » (vert, the two 5s)."""
    return "v" if t // 2 == GREEN else COLOUR_CODE[t % 2]


def face(t: int) -> int:
    """The tile as seen: the two green 5s look the same (11 is shown as 10)."""
    return 10 if t == 11 else t


def code(t: int) -> str:
    """« 3n », « 3b », « 5v »: how a tile is written in move identifiers."""
    return f"{number(t)}{colour(t)}"


def tile_of_code(text) -> int | None:
    """The face of a tile code, or None (strict: exactly what `code` writes)."""
    if not isinstance(text, str) or len(text) != 2 or text[0] not in "0123456789":
        return None
    n = ord(text[0]) - 48
    if n == GREEN:
        return 10 if text[1] == "v" else None
    if text[1] == "n":
        return 2 * n
    if text[1] == "b":
        return 2 * n + 1
    return None


def label(t: int) -> str:
    """« Noir 3 », « Vert 5 »: a tile's accessible name."""
    return f"{COLOUR_NAME[colour(t)]} {number(t)}"


def rack_order(tiles) -> list[int]:
    """« les chiffres sont rangés par ordre croissant, [...] le chiffre noir doit
    toujours être placé à gauche du chiffre blanc »."""
    return sorted(tiles)


def faces(tiles) -> tuple:
    return tuple(face(t) for t in sorted(tiles))


def code_text(fs) -> str:
    """A code written compactly: « 0n 2b 5v 7n 9b »."""
    return " ".join(code(t) for t in fs)


def deal_sizes(players: int) -> tuple[int, int]:
    """(tiles per player, tiles of the code to find), « Mise en place »:
    « A 2 joueurs : chaque joueur reçoit 5 tuiles, les autres tuiles sont écartées ;
    A 3 joueurs : chaque joueur reçoit 5 tuiles, les 5 tuiles restantes forment le code ;
    A 4 joueurs : chaque joueur reçoit 4 tuiles, les 4 tuiles restantes forment le code »."""
    return {2: (5, 0), 3: (5, 5), 4: (4, 4)}[players]


def target_size(players: int) -> int:
    """How many tiles the code to find has (at 2 players: the opponent's rack)."""
    return 5 if players == 2 else deal_sizes(players)[1]


# --- the question cards (Lecture retenue) --------------------------------------------

def _nums(fs):
    return [t // 2 for t in fs]


def _positions(fs, wanted) -> str:
    return ",".join(f"{LETTERS[i]}{t // 2}" for i, t in enumerate(fs) if t // 2 in wanted)


def _adjacent(fs, same) -> str:
    return ",".join(f"{LETTERS[i]}{LETTERS[i + 1]}" for i in range(len(fs) - 1) if same(fs[i], fs[i + 1]))


def _pairs(fs) -> int:
    ns = _nums(fs)
    return sum(1 for n in set(ns) if ns.count(n) == 2)


CARDS: dict = {
    "somme-gauche": ("Quelle est la somme de vos 3 tuiles de gauche ?", lambda fs: sum(_nums(fs[:3]))),
    "somme-droite": ("Quelle est la somme de vos 3 tuiles de droite ?", lambda fs: sum(_nums(fs[-3:]))),
    "somme-centre": ("Quelle est la somme de vos tuiles centrales (toutes sauf la première et la dernière) ?",
                     lambda fs: sum(_nums(fs[1:-1]))),
    "somme-totale": ("Quelle est la somme de toutes vos tuiles ?", lambda fs: sum(_nums(fs))),
    "somme-noires": ("Quelle est la somme de vos tuiles noires ?",
                     lambda fs: sum(t // 2 for t in fs if colour(t) == "n")),
    "somme-blanches": ("Quelle est la somme de vos tuiles blanches ?",
                       lambda fs: sum(t // 2 for t in fs if colour(t) == "b")),
    "nb-pairs": ("Combien avez-vous de tuiles paires (0 compris) ?", lambda fs: sum(1 for t in fs if t // 2 % 2 == 0)),
    "nb-impairs": ("Combien avez-vous de tuiles impaires ?", lambda fs: sum(1 for t in fs if t // 2 % 2 == 1)),
    "nb-noires": ("Combien avez-vous de tuiles noires ?", lambda fs: sum(1 for t in fs if colour(t) == "n")),
    "nb-blanches": ("Combien avez-vous de tuiles blanches ?", lambda fs: sum(1 for t in fs if colour(t) == "b")),
    "paires": ("Combien avez-vous de paires de chiffres identiques ?", _pairs),
    "grands": ("Combien avez-vous de tuiles de 5 ou plus ?", lambda fs: sum(1 for t in fs if t // 2 >= 5)),
    "ecart": ("Quel est l'écart entre votre plus grand et votre plus petit chiffre ?",
              lambda fs: fs[-1] // 2 - fs[0] // 2),
    "ou-0": ("Où sont vos 0 ?", lambda fs: _positions(fs, (0,))),
    "ou-1-2": ("Où sont vos 1 et vos 2 ?", lambda fs: _positions(fs, (1, 2))),
    "ou-3-4": ("Où sont vos 3 et vos 4 ?", lambda fs: _positions(fs, (3, 4))),
    "ou-5": ("Où sont vos 5 ?", lambda fs: _positions(fs, (5,))),
    "ou-6-7": ("Où sont vos 6 et vos 7 ?", lambda fs: _positions(fs, (6, 7))),
    "ou-8-9": ("Où sont vos 8 et vos 9 ?", lambda fs: _positions(fs, (8, 9))),
    "suites": ("Quelles tuiles voisines portent des chiffres qui se suivent ?",
               lambda fs: _adjacent(fs, lambda a, b: b // 2 == a // 2 + 1)),
    "meme-couleur": ("Quelles tuiles voisines sont de la même couleur ?",
                     lambda fs: _adjacent(fs, lambda a, b: colour(a) == colour(b))),
}
CARD_IDS = tuple(CARDS)
SHORT = {
    "somme-gauche": "somme des 3 de gauche", "somme-droite": "somme des 3 de droite",
    "somme-centre": "somme des centrales", "somme-totale": "somme totale",
    "somme-noires": "somme des noires", "somme-blanches": "somme des blanches",
    "nb-pairs": "tuiles paires", "nb-impairs": "tuiles impaires", "nb-noires": "tuiles noires",
    "nb-blanches": "tuiles blanches", "paires": "paires de chiffres", "grands": "tuiles de 5 ou plus",
    "ecart": "écart plus grand − plus petit", "ou-0": "où sont les 0", "ou-1-2": "où sont les 1 et 2",
    "ou-3-4": "où sont les 3 et 4", "ou-5": "où sont les 5", "ou-6-7": "où sont les 6 et 7",
    "ou-8-9": "où sont les 8 et 9", "suites": "voisines qui se suivent",
    "meme-couleur": "voisines de même couleur",
}
"""A short name of each card, for the list of answers heard."""
VISIBLE = 6
"""« 6 cartes questions sont révélées face visible au centre de la table »."""


def question(card: str) -> str:
    return CARDS[card][0]


def answer(card: str, rack) -> int | str:
    """The honest answer of a rack (any order of tiles) to a question card:
    « [les autres joueurs] doivent y répondre honnêtement »."""
    return CARDS[card][1](faces(rack))


def answer_text(card: str, ans) -> str:
    """An answer in French: « 12 », « 1 en B, 2 en D », « A-B, C-D », « aucune »."""
    if isinstance(ans, int):
        return str(ans)
    if not ans:
        return "aucune" if card in ("suites", "meme-couleur") else "aucun"
    items = ans.split(",")
    if card.startswith("ou-"):
        return ", ".join(f"{it[1:]} en {it[0]}" for it in items)
    return ", ".join(f"{it[0]}-{it[1]}" for it in items)


# --- the deduction helper -------------------------------------------------------------

class Racks:
    """The racks of `size` tiles from a pool that answer every recorded
    (card, answer) as heard, held as a bitset (`bits`) over the index of every
    rack of that size (`_Index`: the racks of the 20 tiles in lexicographic
    order, so the racks from a pool come in the order `combinations` gives).
    `masks` (a list of tile bitmasks), `faces` (the same racks as tuples of
    faces) and `members` (a set of the masks) are built on first use; the racks
    avoiding some tiles are found with a few integer operations."""

    def __init__(self, index: "_Index", bits: int):
        self.index = index
        self.bits = bits

    # Read lazily, once each (cached_property): most sets are only counted or narrowed further.
    @cached_property
    def order(self) -> list:
        """The indices (in the size's index) of the racks, increasing."""
        return _indices(self.bits)

    @cached_property
    def masks(self) -> list:
        all_masks = self.index.masks
        return [all_masks[j] for j in self.order]

    @cached_property
    def faces(self) -> list:
        all_faces = self.index.faces
        return [all_faces[j] for j in self.order]

    @cached_property
    def members(self) -> set:
        return set(self.masks)

    def __len__(self) -> int:
        return len(self.order)

    def avoiding(self, forbidden: int):
        """The masks of the racks that hold none of the tiles of `forbidden`, lazily."""
        hit = 0
        holding = self.index.holding
        for t in _bits(forbidden):
            hit |= holding[t]
        left = self.bits & ~hit
        masks = self.index.masks
        while left:
            low = left & -left
            yield masks[low.bit_length() - 1]
            left ^= low


def _indices(bits: int) -> list[int]:
    """The positions of the set bits of `bits`, increasing."""
    digits = bin(bits)[:1:-1].encode().translate(_ZERO_ONE)   # lowest bit first, bytes 0 and 1
    return list(compress(range(len(digits)), digits))


_ZERO_ONE = bytes.maketrans(b"01", b"\x00\x01")


def _bitset(indices, n: int) -> int:
    raw = bytearray((n + 7) // 8)
    for j in indices:
        raw[j >> 3] |= 1 << (j & 7)
    return int.from_bytes(raw, "little")


class _Index:
    """Every rack of `size` tiles among the 20, in lexicographic order, built
    once per size and shared: their masks and faces, per tile the bitset of the
    racks holding it, and per question card (on first use) the bitset of the
    racks giving each answer. Filtering racks by an answer is then one AND."""

    def __init__(self, size: int):
        self.size = size
        self.masks, self.faces = [], []
        for combo in combinations(TILES, size):
            self.masks.append(_mask(combo))
            self.faces.append(tuple(10 if t == 11 else t for t in combo))
        n = len(self.masks)
        self.all = (1 << n) - 1
        self.holding = [_bitset([j for j, m in enumerate(self.masks) if m >> t & 1], n) for t in TILES]
        self._answers: dict = {}
        self._by_faces: dict = {}

    def _build(self, card: str) -> None:
        f = CARDS[card][1]
        groups: dict = {}
        by_faces = self._by_faces[card] = {}
        for j, fs in enumerate(self.faces):
            a = by_faces.get(fs)
            if a is None:
                a = by_faces[fs] = f(fs)
            groups.setdefault(a, []).append(j)
        n = len(self.faces)
        self._answers[card] = {a: _bitset(js, n) for a, js in groups.items()}

    def answering(self, card: str, ans) -> int:
        """The bitset of the racks whose answer to `card` is `ans`."""
        if card not in self._answers:
            self._build(card)
        return self._answers[card].get(ans, 0)

    def answers(self, card: str) -> dict:
        """Each rack's answer to `card`, keyed on the rack's faces."""
        if card not in self._by_faces:
            self._build(card)
        return self._by_faces[card]


_INDEX: dict = {}


def answers_of(size: int, card: str) -> dict:
    """Every rack of `size` tiles' answer to `card`, keyed on its faces (built once, shared)."""
    return rack_index(size).answers(card)


def rack_index(size: int) -> _Index:
    found = _INDEX.get(size)
    if found is None:
        found = _INDEX[size] = _Index(size)
    return found


_CACHE: "OrderedDict" = OrderedDict()
_CACHE_SIZE = 256
"""An LRU of the consistent racks, keyed on (pool, size, answers heard): the
bots' playouts share their history, so they ask for the same racks again."""


def consistent_racks(pool, size: int, constraints) -> Racks:
    """Every rack of `size` tiles from `pool` (ids) that answers each
    (card, answer) of `constraints` as recorded (an LRU keeps the latest)."""
    key = (tuple(pool), size, tuple(constraints))
    found = _CACHE.get(key)
    if found is not None:
        _CACHE.move_to_end(key)
        return found
    index = rack_index(size)
    if constraints:
        before = consistent_racks(pool, size, constraints[:-1])
        card, ans = constraints[-1]
        bits = before.bits & index.answering(card, ans)
    else:
        inside = _mask(pool)
        bits = index.all
        for t in TILES:
            if not inside >> t & 1:
                bits &= ~index.holding[t]
    found = Racks(index, bits)
    _CACHE[key] = found
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return found


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _mask(tiles) -> int:
    m = 0
    for t in tiles:
        m |= 1 << t
    return m


def _faces_of(mask: int) -> tuple:
    return tuple(10 if t == 11 else t for t in _bits(mask))


def _choose(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out = out * (n - i) // (i + 1)
    return out


PAIR_LIMIT = 20_000
"""Below this many ways of sharing the tiles out, every way is listed; above,
codes are checked one by one, each stopping at its first way."""


def deduce(view: dict, limit: int | None = None, first: bool = False) -> dict:
    """The deduction helper, from one player's view only: every code still
    consistent with the answers heard so far (and with that player's own wrong
    guesses), sorted, as tuples of tile faces; and each opponent's possible
    racks (`Racks`).

    At 2 players the code is the opponent's rack. At 3-4 players the code is
    what is left once every other player's rack is removed, so a code counts
    only if the remaining tiles can be split into racks answering as heard.

    For the bots: with `limit`, when there are more than `limit` ways of
    sharing the tiles out, the codes are not listed (`codes` is None); with
    `first`, the search stops at the first consistent code."""
    me = view["joueur"]
    n = view["joueurs"]
    mine = view["chevalet"]
    pool = [t for t in TILES if t not in mine]
    size = view["taille_chevalet"]
    others = [q for q in range(n) if q != me]
    constraints = {q: [] for q in others}
    for entry in view["questions"]:
        for q, ans in entry["reponses"]:
            if q in constraints:
                constraints[q].append((entry["carte"], ans))
    wrong = {tuple(c) for c in view.get("propositions_fausses", ())}
    racks = {q: consistent_racks(pool, size, constraints[q]) for q in others}
    if n == 2:
        codes = sorted(set(racks[others[0]].faces) - wrong)
        return {"codes": codes, "racks": racks}
    k = target_size(n)
    full = _mask(pool)
    order = [racks[q] for q in sorted(others, key=lambda q: len(racks[q]))]   # fewest racks first
    codes: set = set()
    estimate = 1
    free = len(pool)
    for r in order:
        estimate *= min(len(r), _choose(free, size))
        free -= size
    if limit is not None and estimate > limit and not first:
        return {"codes": None, "racks": racks}
    if estimate <= PAIR_LIMIT and not first:
        # few possible racks: every way of giving each opponent a disjoint rack
        seen: set = set()

        def share(used: int, i: int) -> None:
            if (used, i) in seen:
                return
            seen.add((used, i))
            for a in order[i].avoiding(used):
                if i + 1 < len(order):
                    share(used | a, i + 1)
                else:
                    codes.add(_faces_of(full ^ used ^ a))
        share(0, 0)
    else:
        # code by code, stopping at the first way of sharing out the other tiles
        memo: dict = {}
        last = len(order) - 1

        def can_split(used: int, i: int) -> bool:
            if i == last:
                return full ^ used in order[i].members
            key = (used, i)
            if key not in memo:
                memo[key] = any(can_split(used | a, i + 1) for a in order[i].avoiding(used))
            return memo[key]

        both_green = 10 in pool and 11 in pool
        for combo in combinations(pool, k):
            if both_green and 11 in combo and 10 not in combo:
                continue   # the same code as with tile 10 (the two green 5s look alike)
            m = _mask(combo)
            if can_split(m, 0) and _faces_of(m) not in wrong:
                codes.add(_faces_of(m))
                if first:
                    break
    return {"codes": sorted(codes - wrong), "racks": racks}


_DEDUCED: "OrderedDict" = OrderedDict()
_DEDUCED_SIZE = 512


def deduce_cached(view: dict, limit: int | None = None, first: bool = False) -> dict:
    """`deduce`, kept in an LRU keyed on the facts it reads from the view (the
    seat, the table's size, its own rack, the answers heard, its wrong guesses):
    the bots' playouts share their history. The result is shared: read it only."""
    key = (view["joueur"], view["joueurs"], tuple(view["chevalet"]), view["taille_chevalet"],
           tuple((e["carte"], tuple((q, a) for q, a in e["reponses"])) for e in view["questions"]),
           tuple(tuple(c) for c in view.get("propositions_fausses", ())), limit, first)
    found = _DEDUCED.get(key)
    if found is not None:
        _DEDUCED.move_to_end(key)
        return found
    found = _DEDUCED[key] = deduce(view, limit=limit, first=first)
    if len(_DEDUCED) > _DEDUCED_SIZE:
        _DEDUCED.popitem(last=False)
    return found
