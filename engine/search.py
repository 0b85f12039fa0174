"""One look-ahead search for every game: Monte-Carlo tree search over the
game's own `legal_moves` / `play` / `clone`, seen from one seat.

Information sets (ISMCTS, "single observer"): each iteration starts from a new
*determinization* of the position, `State.determinize(seat, rng)`, a full
state that agrees with everything the seat may see and deals everything else
(opponents' hands, the deck's order, other seats' secret choices, the
generator of future dice) afresh from the bot's own generator. The search
therefore never reads what its seat cannot see: two positions that differ only
there give the same determinizations, hence the same move (tested per game).

Chance is an explicit step: at a `CHANCE` node the outcome is drawn from the
determinized state's generator and the tree keeps one child per outcome.

Budgeted in iterations, never in time: with the same position and the same
generator, the move is the same on every machine (share links replay).

Each iteration: selection by UCB1 among the moves legal in this
determinization (counted by availability, as ISMCTS does), progressive
widening (a node with n visits has at most `1 + widen * sqrt(n + 1)` children,
the game's greedy bot's move expanded first), then a playout of at most
`depth` moves played by the greedy bot (or at random with probability
`noise`), then a value per seat: the result if the game ended, else the
game's `search_value()` hook, else a smooth reading of `scores()`. The
greedy bot's own move at the root stays the answer unless another gains
`margin` of mean value over it (small budgets are noisy).
"""

from __future__ import annotations

import math

from .core import CHANCE
from .rng import Rng


class Node:
    __slots__ = ("player", "move", "n", "w", "avail", "children", "first")

    def __init__(self, player: int | None, move: str | None):
        self.player, self.move = player, move
        self.n, self.w, self.avail = 0, 0.0, 0
        self.children: dict = {}
        self.first = None  # the child expanded first: the greedy bot's move


def outcome_values(state) -> list[float]:
    """Per seat, 1 for a win, shared on a tie, 0 for a loss; a cooperative
    table wins or loses together."""
    winners = state.winners()
    n = state.players
    if state.is_cooperative():  # the game's declaration, or its count (Haiclue at two)
        return [1.0 if winners else 0.0] * n
    if not winners:
        return [0.0] * n
    share = 1.0 / len(winners)
    return [share if p in winners else 0.0 for p in range(n)]


def play_out(state, depth: int, scale: float, move_of, chance_of=None) -> list[float]:
    """The end of a search's iteration (this tree search's and engine.flat_search's): `state` played
    on for at most `depth` moves, each seat's from `move_of(state, player, legal)`, each chance
    step's drawn (or `chance_of(state)`); then the value per seat, the result if the game ended,
    else read from the scores (`score_values`)."""
    for _ in range(depth):
        movers = state.to_move()
        if not movers:
            break
        p = movers[0]
        if p == CHANCE:
            state._apply(chance_of(state) if chance_of else state.sample_chance(), CHANCE)
        else:
            state._apply(move_of(state, p, state.legal_moves(p)), p)
        state.events.clear()
    return outcome_values(state) if state.is_over() else score_values(state, scale)


def score_values(state, scale: float) -> list[float]:
    """A position not over, read from its scores: each seat against the best
    other seat, squashed into (0, 1) (`scale` points of lead give about 0.73);
    a cooperative table's score s (the same for all) as s / (s + scale)."""
    hook = getattr(state, "search_value", None)
    if hook is not None:
        return hook()
    scores = state.scores()
    n = len(scores)
    if state.is_cooperative() or n == 1:  # the table's one score: the more the better
        return [max(0.0, s) / (max(0.0, s) + scale) for s in scores]
    out = []
    for p in range(n):
        rival = max(scores[q] for q in range(n) if q != p)
        x = (scores[p] - rival) / scale
        out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x)))))
    return out


class Search:
    """The parameters of one level: iterations, playout depth and policy."""

    def __init__(self, iterations: int, depth: int = 12, policy=None, noise: float = 0.1,
                 explore: float = 0.7, widen: float = 0.8, scale: float = 5.0,
                 random_playouts: bool = False, prior_depth: int = 99, margin: float = 0.03):
        self.iterations = iterations
        self.depth = depth
        self.policy = policy  # a Bot (the game's greedy one), or None for random playouts
        self.noise = noise
        self.random_playouts = random_playouts  # the greedy bot too slow to play out: only its first choices
        self.prior_depth = prior_depth  # tree depth down to which a node's first child is the greedy move
        self.margin = margin  # mean value another move must gain over the greedy one to replace it
        self.explore = explore
        self.widen = widen
        self.scale = scale

    # --- the policy ---------------------------------------------------------
    def _policy_move(self, state, player, legal, rng: Rng, noise: bool = True) -> str:
        if len(legal) == 1:
            return legal[0]
        bot = self.policy
        if bot is None or (noise and rng.random() < self.noise):
            return legal[rng.below(len(legal))]
        move = bot.choose(state.view(player) if bot.needs_view else None, legal, rng)
        return move if move in legal else legal[0]

    def _playout_move(self, state, player, legal, rng) -> str:
        if self.random_playouts:
            return legal[rng.below(len(legal))]
        return self._policy_move(state, player, legal, rng)

    # --- one search ---------------------------------------------------------
    def run(self, state, seat: int, rng: Rng) -> tuple[str, dict]:
        """The move for `seat` in `state` (which it may not read beyond its
        view: every iteration works on `state.determinize(seat, rng)`), and
        the root's statistics {move: (visits, mean value)}."""
        legal = state.legal_moves(seat)
        if len(legal) == 1:
            return legal[0], {legal[0]: (0, 0.0)}
        root = Node(None, None)
        # A game may keep some moves out of the root's choice (`search_candidates`):
        # Kingdomino's turns of the domino, which leave the position unchanged and
        # could be chosen again and again; the greedy bot's move is always in.
        hook = getattr(state, "search_candidates", None)
        self._allowed = set(hook(seat, legal)) if hook is not None else None
        if self.policy is not None:
            # the greedy bot's own move, from the seat's view, is the first candidate
            move = self.policy.pick(state, seat, legal, rng)
            if move in legal:
                root.first = root.children[(seat, move)] = Node(seat, move)
                if self._allowed is not None:
                    self._allowed.add(move)
        for _ in range(self.iterations):
            self._iterate(state, seat, root, rng)
        stats = {}
        for child in root.children.values():
            if child.move in legal and child.player == seat \
                    and (self._allowed is None or child.move in self._allowed):
                stats[child.move] = (child.n, child.w / child.n if child.n else 0.0)
        if not stats:  # no iteration reached a decision of the seat: its greedy move
            return self._policy_move(state.determinize(seat, rng), seat, legal, rng), stats
        best = max(stats.items(), key=lambda kv: (kv[1][0], kv[1][1], -legal.index(kv[0])))[0]
        # Without a clear sign against it, the greedy bot's move stands: a small budget
        # would otherwise trade it for a move that merely drew the same value.
        greedy = root.first.move if root.first is not None and root.first.player == seat else None
        if greedy in stats and stats[best][1] < stats[greedy][1] + self.margin:
            best = greedy
        return best, stats

    def _iterate(self, real, seat, root, rng):
        s = real.determinize(seat, rng)
        s.events.clear()
        node, path, first = root, [], True
        # selection and expansion
        while True:
            movers = s.to_move()
            if not movers:
                break
            p = seat if first and seat in movers else movers[0]
            first = False
            if p == CHANCE:
                move = s.sample_chance()
                s._apply(move, CHANCE)
                s.events.clear()
                key = (CHANCE, move)
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = Node(CHANCE, move)
                    path.append(child)
                    break
                node = child
                path.append(child)
                continue
            legal = s.legal_moves(p)
            if node is root and self._allowed is not None:
                legal = [m for m in legal if m in self._allowed] or legal
            tried = []
            for m in legal:
                c = node.children.get((p, m))
                if c is not None:
                    c.avail += 1
                    tried.append(c)
            room = 1 + int(self.widen * math.sqrt(node.n + 1))
            if len(tried) < len(legal) and len(tried) < room:
                if not node.children and len(path) < self.prior_depth:
                    move = self._policy_move(s, p, legal, rng, noise=False)  # the greedy move first
                else:
                    untried = [m for m in legal if (p, m) not in node.children]
                    move = untried[rng.below(len(untried))]
                child = node.children[(p, move)] = Node(p, move)
                child.avail = 1
                if node.first is None:
                    node.first = child
                s._apply(move, p)
                s.events.clear()
                path.append(child)
                break
            best, best_u = None, -1.0
            for c in tried:  # UCB1 over availability counts (ISMCTS); an unvisited child first
                u = c.w / c.n + self.explore * math.sqrt(math.log(c.avail) / c.n) if c.n else 1e9
                if u > best_u:
                    best, best_u = c, u
            s._apply(best.move, p)
            s.events.clear()
            node = best
            path.append(best)
        values = play_out(s, self.depth, self.scale, lambda st, p, legal: self._playout_move(st, p, legal, rng))
        # back-propagation: each move is valued by the seat that chose it
        root.n += 1
        for c in path:
            c.n += 1
            if c.player != CHANCE:
                c.w += values[c.player]
