"""Con Sonar! bot « malin »: it sees only its seat's view (its own hand, the
Sonar, the counts of the others' hands and of the piles) and is greedy on the
page's scoring.

Each decision plans the rest of the turn from the view: every chain of
« Flotte » cards its hand allows (at most 4 cards), each followed or not by a
« Torpille » card that chains with the last one and its best target. A plan
is worth the expected points of its torpedo (« 1 point par sous-marin
coulé », a pair, a group of 4 colours, 2 points taken from the owner of the
submarine, « –1 point par attaque ratée ») plus a little for its own
submarines sent deeper and minus a little for the enemies' (deeper is safer
under the reading kept). The first step of the best plan is played; the
plan is rebuilt at each click from the view, with no memory kept.
"""

from __future__ import annotations

from ...bots import Bot
from ...flat_search import FlatSearchBot
from . import rules as R

DEPTH = 0.05
"""Worth of one graduation of depth (own submarines down: safer; enemies down: harder to sink)."""
OPPONENT = 1.0
"""Worth of an opponent's submarine sunk beyond the points: its owner loses « 2 points » for it."""


def _hit_chance(graduation: int) -> float:
    return sum(R.hits(d, graduation) for d in range(1, R.DIE_FACES + 1)) / R.DIE_FACES


def colour_gains(sunk: dict, played: list[str]) -> dict[str, float]:
    """Points a hit on each colour brings the shooter (its sunk colours `sunk`): the lines of « Décompte »
    it changes, plus `OPPONENT` when a seat plays that colour (`played`)."""
    base = R.score(sunk, 0, 0)["total"]
    gains = {}
    for colour in R.COLOURS:
        after = dict(sunk)
        after[colour] += 1
        gains[colour] = R.score(after, 0, 0)["total"] - base + (OPPONENT if colour in played else 0)
    return gains


def best_target(sonar: dict, mine: str, gains: dict):
    """(expected points, submarine) of the best enemy target (« –1 point par attaque ratée »), or (None, None)."""
    best = (None, None)
    for s in sorted(sonar):
        if s[:-1] == mine:
            continue
        p = _hit_chance(sonar[s])
        v = p * gains[s[:-1]] - (1 - p)
        if best[0] is None or v > best[0]:
            best = (v, s)
    return best


def plans(hand: list[str], sonar: dict, played: list[str], mine: str):
    """Yield (cards still to play, sonar after them) for every chain of fleet cards from here."""
    last = next((c for c in reversed(played) if c.startswith("flotte-")), None)
    yield [], sonar
    for card in dict.fromkeys(c for c in hand if c.startswith("flotte-")):
        if not R.may_follow(card, last):
            continue
        after = dict(sonar)
        R.play_fleet(after, card)
        rest = list(hand)
        rest.remove(card)
        for tail, end in plans(rest, after, played + [card], mine):
            yield [card] + tail, end


def depth_value(sonar: dict, mine: str) -> float:
    return DEPTH * sum(g if s[:-1] == mine else -g for s, g in sonar.items())


def ranked_moves(view: dict) -> list[str]:
    """Every first step of a plan, best plan first (the greedy bot plays the first): the search
    (`search_plans`) re-ranks the few best."""
    seat = view["joueur"]
    mine = view["couleurs"][seat]
    played_colours = view["couleurs"]
    hand, sonar = view["mains"][seat], view["sonar"]
    gains = colour_gains(view["coules"][seat], played_colours)
    if view["phase"] == "torpille":
        options = []
        for s in sorted(sonar):
            if s[:-1] != mine:
                p = _hit_chance(sonar[s])
                options.append(((p * gains[s[:-1]] - (1 - p), 0), f"viser-{s}"))
        options.append(((0.0, 1), "detruire"))  # a torpedo with no gain is destroyed
        options.sort(key=lambda o: o[0], reverse=True)  # stable: the first submarine among equals
        return list(dict.fromkeys(m for _, m in options))
    ranked = []
    for cards, end in plans(hand, sonar, view["joues"], mine):
        if not cards and not view["joues"]:
            continue                               # at least one « Flotte » card
        last = cards[-1] if cards else next(c for c in reversed(view["joues"]) if c.startswith("flotte-"))
        base = depth_value(end, mine)
        options = [(base, cards + ["finir"])]
        v, sub = best_target(end, mine, gains)
        if sub is not None and v > 0:
            for t in sorted(set(c for c in hand if c.startswith("torpille-"))):
                if R.may_follow(t, last):
                    options.append((base + v, cards + [t]))
                    break
        for value, plan in options:
            ranked.append(((value, -len(plan), plan), plan[0]))
    ranked.sort(key=lambda o: o[0], reverse=True)
    return list(dict.fromkeys(m for _, m in ranked))


def choose_turn(view: dict) -> str:
    return ranked_moves(view)[0]


class ConSonarBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        move = choose_turn(view)
        return move if move in legal else legal[0]


class FortBot(FlatSearchBot):
    """« Fort »: engine.flat_search re-ranks the 3 best first steps of « malin »'s plans on the same 16
    deals of the hidden cards each (the others' hands and both piles, by kind), the first die after
    the step taken face by face, then « malin » plays every seat for 16 moves; the value is the
    result if the game ended, else the scores. « malin »'s step stays unless another gains 0.05."""
    label = "Fort"
    policy_class = ConSonarBot
    params = dict(iterations=48, depth=16, margin=0.05, width=3, stratify=True)
