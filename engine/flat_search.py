"""A flat search that re-ranks the greedy bot's few best plans (a sibling of
engine.search, for games where the tree search lost to its own playout bot).

Why not the tree: in a game of chance where the greedy bot is already close
to the best one-turn play (Con Sonar!'s die), or where seats choose in secret
at once (Ginkgopolis), a tree of a few dozen iterations spends its visits deep
below moves that differ only by luck, and a seat lower in the tree reads the
secret choice made above it (it answers a choice its real twin never sees),
which biases every root value. Here the root's candidates are the game's
`search_plans(seat, legal)` (each a short sequence of the seat's own moves,
the greedy bot's first), and each is valued on the SAME determinizations and
the same playout generators (common random numbers: two plans are compared on
the same hidden cards, dice and replies, so their difference is not luck):
the plan is played, then every seat is played by the greedy bot, each from its
own determinization (so nobody reads another's secret choice) for `depth`
moves or to the end; the value is the result if the game ended, else the
game's `search_value()` / scores (engine.search.score_values).

Budgeted in iterations (playouts in all), never in time; the greedy bot's
plan stays the answer unless another gains `margin` of mean value over it.
"""

from __future__ import annotations

from .bots import SearchBot
from .core import CHANCE
from .rng import Rng
from .search import play_out


class FlatSearch:
    """Flat Monte-Carlo over a few plans with common random numbers."""

    def __init__(self, iterations: int, depth: int = 12, policy=None, margin: float = 0.03,
                 scale: float = 5.0, width: int = 4, stratify: bool = False, **_ignored):
        self.iterations = iterations
        self.depth = depth
        self.policy = policy
        self.margin = margin
        self.scale = scale
        self.width = width
        self.stratify = stratify  # the first chance step after the plan: its outcomes in turn, not drawn

    def plans(self, state, seat, legal, rng) -> list[list[str]]:
        hook = getattr(state, "search_plans", None)
        if hook is not None:
            plans = [list(p) for p in hook(seat, legal)][:self.width]
            if plans:
                return plans
        first = self.policy.pick(state, seat, legal, rng) if self.policy is not None else legal[0]
        rest = [m for m in legal if m != first]
        return [[first]] + [[m] for m in rest[:self.width - 1]]

    def run(self, state, seat: int, rng: Rng) -> tuple[str, dict]:
        legal = state.legal_moves(seat)
        if len(legal) == 1:
            return legal[0], {legal[0]: (0, 0.0)}
        plans = self.plans(state, seat, legal, rng)
        if len(plans) == 1:
            return plans[0][0], {plans[0][0]: (0, 0.0)}
        samples = max(1, self.iterations // len(plans))
        seeds = [(rng.bits64(), rng.bits64()) for _ in range(samples)]
        totals = [0.0] * len(plans)
        for k, (deal, play) in enumerate(seeds):
            for i, plan in enumerate(plans):
                totals[i] += self._playout(state, seat, plan, deal, play, k)
        means = [t / samples for t in totals]
        best = max(range(len(plans)), key=lambda i: (means[i], -i))
        if means[best] < means[0] + self.margin:
            best = 0
        stats = {}
        for i, plan in enumerate(plans):
            stats.setdefault(plan[0], (samples, means[i]))
        move = plans[best][0]
        return (move if move in legal else legal[0]), stats

    def _playout(self, real, seat, plan, deal, play, k: int) -> float:
        s = real.determinize(seat, Rng(deal))
        s.events.clear()
        rng = Rng(play)
        for move in plan:
            if s.is_over():
                break
            s._apply(move, seat)
            s.events.clear()
        first_chance = [self.stratify]

        def chance(st):
            if not first_chance[0]:
                return st.sample_chance()
            first_chance[0] = False  # sample k takes outcome k (of equally likely ones): the plans meet every die alike
            outcomes = st.legal_moves(CHANCE)
            return outcomes[k % len(outcomes)]

        def move_of(st, p, legal):
            move = legal[0] if len(legal) == 1 or self.policy is None else self.policy.pick(st, p, legal, rng)
            return move if move in legal else legal[0]

        return play_out(s, self.depth, self.scale, move_of, chance)[seat]


class FlatSearchBot(SearchBot):
    """A searching level whose search is FlatSearch: a game's bots.py subclasses it with its
    `label`, `policy_class` (the greedy bot) and `params` (FlatSearch's)."""

    def __init__(self):
        self.search = FlatSearch(policy=self.policy_class() if self.policy_class else None, **self.params)

