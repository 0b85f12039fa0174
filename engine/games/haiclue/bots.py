"""Haiclue bot « malin »: word associations come only from our table (words.py).

It sees its seat's view only: the 4 words, its own word (never another
seat's), its 15 tiles, and the clue it must guess.
- Its clue: the tiles that evoke its word and few of the 3 others, best
  first, up to 3 (at least 2: the rule); then laid click by click and
  published. The plan is rebuilt from the view at each click (no memory).
- Its guess: the word that the clue's tiles evoke most (ties: drawn with
  its seeded generator). A reader's clue is read the same way.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R
EVOKES = R.EVOKES

OTHERS_WEIGHT = 0.7   # a tile that also evokes another word on top counts less
MAX_CLUE = 3


def tile_value(tile: str, words: list[str], target: int) -> float:
    evoked = EVOKES.get(tile, frozenset())
    others = sum(1 for k, w in enumerate(words) if k != target and w in evoked)
    return (words[target] in evoked) - OTHERS_WEIGHT * others


def plan_clue(words: list[str], target: int, tiles: list[str]) -> list[int]:
    """The tile indices of the bot's clue for `words[target]`, in the order laid."""
    value = [tile_value(t, words, target) for t in tiles]
    ranked = sorted(range(len(tiles)), key=lambda i: (-value[i], len(EVOKES.get(tiles[i], ())), i))
    good = [i for i in ranked if value[i] > 0][:MAX_CLUE]
    # fewer than 2 good tiles: fill with the least misleading ones
    return good + [i for i in ranked if i not in good][:max(0, R.CLUE_MIN - len(good))]


def word_scores(words: list[str], clue: list[str]) -> list[int]:
    """For each word on top, how many of the clue's tiles evoke it."""
    return [sum(1 for t in clue if w in EVOKES.get(t, ())) for w in words]


def guess(words: list[str], clue: list[str], rng) -> int:
    """The word (0 to 3) the clue's tiles evoke most; ties drawn."""
    scores = word_scores(words, clue)
    best = [k for k, s in enumerate(scores) if s == max(scores)]
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


class HaiclueBot(Bot):
    label = "Malin (table d'associations)"

    planner = staticmethod(plan_clue)  # the tiles of the clue to lay (the reader's planner differs)

    def lay_clue(self, view) -> str:
        """One step toward the planned clue: take back a tile too many, lay one missing, or publish."""
        plan = self.planner(view["mots"], view["mon_mot"] - 1, view["mes_tuiles"])
        clue = view["mon_indice"]
        extra = [i for i in clue if i not in plan]
        missing = [i for i in plan if i not in clue]
        if extra:
            return f"tuile-{extra[0] + 1}"
        if missing:
            return f"tuile-{missing[0] + 1}"
        return "publier"

    def choose(self, view, legal, rng):
        if view["etape"] == "indice":
            return self.lay_clue(view)
        k = guess(view["mots"], view["indice_a_deviner"], rng)
        return f"mot-{k + 1}"


# --- the « fort » level's reading: which word would a « malin » author's clue be for? -----------------

def _none_drawn(marked: float, pool: int, drawn: int) -> float:
    """Chance that none of `marked` tiles of a pool of `pool` is among `drawn` dealt from it."""
    p = 1.0
    for i in range(drawn):
        if pool - i <= 0:
            break
        p *= max(0.0, (pool - marked - i) / (pool - i))
    return p


def clue_likelihood(words: list[str], target: int, clue: list[str], unseen: list[str]) -> float:
    """How likely a « malin » author with word `target` lays exactly the tiles `clue`, its other
    15 - len(clue) tiles dealt from `unseen` (the tiles the reader cannot see): `plan_clue` takes
    the (up to 3) best tiles that evoke the word, then fills up to 2 with the least misleading."""
    if not 2 <= len(clue) <= MAX_CLUE:
        return 0.0

    def key(t):
        return (-tile_value(t, words, target), len(EVOKES.get(t, ())))

    good = [t for t in clue if tile_value(t, words, target) > 0]
    hidden_good = [t for t in unseen if tile_value(t, words, target) > 0]
    drawn = R.HAND_TILES - len(clue)

    def outranking(tiles, worst):
        return sum(1.0 if key(t) < worst else 0.5 if key(t) == worst else 0.0 for t in tiles)

    if len(clue) == MAX_CLUE:  # three good tiles, no better one left in the hand
        if len(good) < MAX_CLUE:
            return 0.0
        return _none_drawn(outranking(hidden_good, max(key(t) for t in clue)), len(unseen), drawn)
    if len(good) == 2:  # two good tiles: no third one in the hand
        return _none_drawn(len(hidden_good), len(unseen), drawn)
    fill = [t for t in clue if t not in good]  # no good tile left, and the fill the least misleading
    rest = [t for t in unseen if tile_value(t, words, target) <= 0]
    return _none_drawn(len(hidden_good) + outranking(rest, max(key(t) for t in fill)), len(unseen), drawn)


def clue_posterior(words: list[str], clue: list[str], unseen: list[str]) -> list[float]:
    """For each of the 4 words, the chance that the clue is a « malin » author's clue for it (a
    clue no such author would lay: each word alike)."""
    weights = [clue_likelihood(words, k, clue, unseen) for k in range(len(words))]
    total = sum(weights)
    return [w / total for w in weights] if total > 0 else [1.0 / len(words)] * len(words)


def unseen_tiles(view) -> list[str]:
    """The tiles a seat cannot see: all of the table's but its own and those of the published clues."""
    seen = set(view["mes_tuiles"])
    for clue in view["indices"]:
        seen.update(clue or ())
    return [t for t in R.TILE_WORDS if t not in seen]


def best_clue(words: list[str], target: int, tiles: list[str]) -> list[int]:
    """The clue a « malin » guesser finds most often (it picks the word the most tiles evoke,
    ties drawn): `plan_clue`'s unless another set of the tiles that evoke the word does better."""
    evoking = [i for i, t in enumerate(tiles) if words[target] in EVOKES.get(t, ())]
    neutral = sorted((i for i, t in enumerate(tiles) if not any(w in EVOKES.get(t, ()) for w in words)),
                     key=lambda i: (len(EVOKES.get(tiles[i], ())), i))

    def found(clue):
        scores = word_scores(words, [tiles[i] for i in clue])
        top = [k for k, s in enumerate(scores) if s == max(scores)]
        return 1.0 / len(top) if target in top else 0.0

    best = plan_clue(words, target, tiles)
    rate = found(best)
    for mask in range(1, 1 << min(len(evoking), 6)):
        clue = [i for b, i in enumerate(evoking) if mask >> b & 1]
        clue += neutral[:max(0, R.CLUE_MIN - len(clue))]
        if len(clue) >= R.CLUE_MIN and found(clue) > rate + 1e-9:
            best, rate = clue, found(clue)
    return best


class HaiclueReader(HaiclueBot):
    """The « fort » level's playout player: « malin »'s clue unless another set of its tiles is
    found more often; to guess, among the words the most tiles evoke, the one a « malin » author
    would most likely have written this clue for (`clue_posterior`)."""
    label = "Lecteur"
    planner = staticmethod(best_clue)

    def choose(self, view, legal, rng):
        if view["etape"] == "indice":
            return self.lay_clue(view)
        words, clue = view["mots"], view["indice_a_deviner"]
        scores = word_scores(words, clue)
        top = [k for k, s in enumerate(scores) if s == max(scores)]
        if len(top) > 1:
            post = clue_posterior(words, clue, unseen_tiles(view))
            top = [k for k in top if post[k] >= max(post[j] for j in top) - 1e-12]
        k = top[rng.below(len(top))] if len(top) > 1 else top[0]
        return f"mot-{k + 1}"
