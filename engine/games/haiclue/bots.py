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

    def choose(self, view, legal, rng):
        if view["etape"] == "indice":
            plan = plan_clue(view["mots"], view["mon_mot"] - 1, view["mes_tuiles"])
            clue = view["mon_indice"]
            extra = [i for i in clue if i not in plan]
            missing = [i for i in plan if i not in clue]
            if extra:
                return f"tuile-{extra[0] + 1}"
            if missing:
                return f"tuile-{missing[0] + 1}"
            return "publier"
        k = guess(view["mots"], view["indice_a_deviner"], rng)
        return f"mot-{k + 1}"
