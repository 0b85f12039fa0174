"""Regicide bots. They see only their view: their own hand, the hand sizes,
the enemy, the table, the discard (all cards in it were seen face up) and
the number of cards in the tavern and the castle.

The tactician scores each legal play one step ahead, following the Tips
page: survive the counter-attack first, « Privilégiez les dégâts exacts »,
value Pique and Carreau, « N'ayez pas peur de jeter vos petites cartes »,
and keep the Jokers for when nothing else survives.
"""

from __future__ import annotations

from ...bots import Bot, RandomBot
from . import rules as R

SUIT_BONUS = {"p": 1.5, "c": 1.0, "k": 2.5, "t": 0.5}
LOSS = -5000.0


def utility(card: str) -> float:
    """How much a card is worth keeping in hand."""
    if card in R.JOKERS:
        return 8.0
    u = R.value(card) + SUIT_BONUS[R.suit(card)]
    if R.rank(card) == "A":
        u += 1.5  # an As makes a pair with any card
    return u


def defence_cost(hand, need):
    """Cheapest allowed discard parrying `need` (cost, cards) or None."""
    if need <= 0:
        return 0.0, []
    best = None
    for d in R.defences(hand, need):
        c = sum(utility(x) for x in d)
        if best is None or c < best[0]:
            best = (c, d)
    return best


class TacticianBot(Bot):
    label = "Tacticien"

    def choose(self, view, legal, rng):
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == "choix":
            return self._next_player(view, legal)
        if phase == "defense":
            return self._defend(view, legal)
        return self._attack(view, legal)

    # -- after a Joker: the fullest hand plays next ----------------------------
    def _next_player(self, view, legal):
        me, n = view["joueur"], view["joueurs"]
        order = [(me + 1 + i) % n for i in range(n)]
        best = max(order, key=lambda p: (view["mains"][p], -order.index(p)))
        return f"suivant-{best + 1}"

    # -- step 4 -------------------------------------------------------------------
    def _defend(self, view, legal):
        hand = view["main"]
        options = [m for m in legal if m.startswith("defendre-")]
        if not options:
            return "joker" if "joker" in legal else legal[0]
        scored = sorted(options, key=lambda m: (sum(utility(c) for c in m.split("-")[1:]), m))
        best = scored[0]
        left = len(hand) - (best.count("-"))
        if "joker" in legal and left <= 1 and view["taverne"] >= 5:
            return "joker"
        return best

    # -- step 1 -------------------------------------------------------------------
    def _attack(self, view, legal):
        scores = {}
        for m in legal:
            if m == "joker":
                continue
            scores[m] = self._score(view, m)
        if not scores:
            return legal[0]
        best = max(sorted(scores), key=lambda m: scores[m])
        if "joker" in legal and view["taverne"] > 0 and (scores[best] < -700 or len(view["main"]) <= 2 and view["taverne"] >= 6):
            return "joker"
        return best

    def _score(self, view, move):
        hand = view["main"]
        me = view["joueur"]
        enemy = view["ennemi"]
        if move == "simuler":
            return -3000.0 - sum(utility(c) for c in hand)
        cards = [] if move == "passer" else move.split("-")[1:]
        if cards and cards[0] in R.JOKERS:
            return self._joker_score(view, hand)
        rest = [c for c in hand if c not in cards]
        free = [view["taille_main"] - k for k in view["mains"]]
        free[me] += len(cards)
        res = R.resolve_attack(cards, enemy, view["degats"], view["bouclier"], view["immunite_levee"],
                               len(view["defausse"]), view["taverne"], sum(free))
        spent = sum(utility(c) for c in cards)
        if res["tue"]:
            heal_weight = 1.0 if view["taverne"] < 10 else 0.2
            score = 500.0 - spent + 2.5 * res["pioche"] + heal_weight * res["soins"]
            if res["exact"]:
                score += 150.0 + 5.0 * R.enemy_attack(enemy) / 10
            if len(rest) + res["pioche"] < 3:
                score -= 15.0 * (3 - len(rest) - res["pioche"])
            return score
        mine = R.draw_order(me, free, res["pioche"])[me] if res["pioche"] else 0
        useful_reduction = min(res["reduction"], view["attaque"])
        heal_weight = 1.0 if view["taverne"] < 10 else 0.3
        score = (1.0 * res["degats"] + 1.6 * useful_reduction + heal_weight * res["soins"]
                 + 2.5 * res["pioche"] - spent)
        found = defence_cost(rest, res["riposte"])
        if found is None:
            if mine and R.total(rest) + 5 * mine >= res["riposte"]:
                return score - 800.0
            return LOSS + score
        score -= found[0]
        if not cards:
            score -= 2.0
        return score

    def _joker_score(self, view, hand):
        enemy = view["ennemi"]
        es = R.suit(enemy)
        score = -6.0 + 0.4 * sum(R.value(c) for c in hand if R.suit(c) == es)
        if es == "p" and not view["immunite_levee"]:
            spades = sum(R.total(p["cartes"]) for p in view["table"] if any(R.suit(c) == "p" for c in p["cartes"]))
            score += 1.5 * min(spades, R.enemy_attack(enemy))
        return score


BOTS = {"tacticien": TacticianBot, "hasard": RandomBot}
