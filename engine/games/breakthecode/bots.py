"""Break the Code bot « logicien »: it sees only its own view and uses the
page's deduction helper (`rules.deduce`) on it (at 3-4 players it lists the
codes only once few ways of sharing out the hidden tiles remain, and looks
for a single consistent code when it must guess earlier).

- One code left (or, at 2 players, where a wrong guess only ends the turn,
  two codes left; or no question card left; or someone has already found
  the code): it guesses the first consistent code, tile by tile.
- Otherwise it asks the visible question that splits best what it does not
  know: at 2 players the consistent codes themselves, at 3-4 players each
  opponent's possible racks (a fixed sample of at most `SAMPLE` of them), the
  question whose answers leave the smallest expected share.
"""

from __future__ import annotations

from collections import Counter

from ...bots import Bot, search_bot
from . import rules as R

SAMPLE = 300


def _share(items, card) -> float:
    """Expected fraction of `items` (face tuples) left once `card` is answered."""
    if not items:
        return 1.0
    table = R.answers_of(len(items[0]), card)   # the answers, computed once per rack and card
    counts = Counter(map(table.__getitem__, items))
    n = len(items)
    return sum(c * c for c in counts.values()) / (n * n)


def _sample(items: list) -> list:
    if len(items) <= SAMPLE:
        return items
    step = len(items) / SAMPLE
    return [items[int(k * step)] for k in range(SAMPLE)]


class BreakTheCodeBot(Bot):
    label = "Logicien"

    def _deduce(self, view, first: bool = False) -> dict:
        return R.deduce_cached(view, limit=R.PAIR_LIMIT, first=first)

    def choose(self, view, legal, rng):
        if len(legal) == 1:
            return legal[0]
        found = self._deduce(view)
        codes = found["codes"]
        must_guess = view["derniere_manche"] or not any(m.startswith("question-") for m in legal)
        if codes is None and (must_guess or view["phase"] == "proposition"):
            found = self._deduce(view, first=True)
            codes = found["codes"]
        if view["phase"] == "proposition":
            partial = tuple(R.face(t) for t in view["proposition"])
            target = next((c for c in codes if c[:len(partial)] == partial), None)
            if target is None:
                return "annuler" if "annuler" in legal else legal[0]
            if len(partial) == len(target):
                return "valider"
            move = "tuile-" + R.code(target[len(partial)])
            return move if move in legal else "annuler"
        questions = [m for m in legal if m.startswith("question-")]
        if view["derniere_manche"]:
            return "deviner" if codes else "passer"
        enough = 2 if view["joueurs"] == 2 else 1
        if not questions or (codes is not None and len(codes) <= enough):
            return "deviner"
        # the best question depends only on the deduction and the questions offered: kept with the
        # (shared, cached) deduction, so playouts that reach the same facts do not weigh them again
        memo = found.setdefault("meilleure_question", {})
        key = tuple(questions)
        best = memo.get(key)
        if best is None:
            if view["joueurs"] == 2:
                pools = [_sample(codes)]
            else:
                pools = [_sample(r.faces) for r in found["racks"].values()]
            best = memo[key] = min(questions, key=lambda m: (_prod(pools, m[len("question-"):]), m))
        return best


def _prod(pools, card) -> float:
    out = 1.0
    for items in pools:
        out *= _share(items, card)
    return out


class BreakTheCodeFort(search_bot("Fort", BreakTheCodeBot, iterations=32, depth=40, margin=0.2)):
    """« fort »: the search (32 iterations, playouts of the « logicien »), except while
    the seat has heard no answer from anyone: every rack is still possible, the
    playouts cannot tell the questions apart yet and are the dearest of the game (the
    opponents' deductions start from thousands of racks), so the logician's best
    split is played."""

    def pick(self, state, player, legal, rng):
        view = state.view(player)
        if not any(q != player for e in view["questions"] for q, _ in e["reponses"]):
            self.searched = 0
            return self.search.policy.pick(state, player, legal, rng)
        return super().pick(state, player, legal, rng)
