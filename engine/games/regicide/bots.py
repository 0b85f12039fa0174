"""Regicide bots. They see only their view: their own hand, the hand sizes,
the enemy, the table, the discard (all cards in it were seen face up) and
the number of cards in the tavern and the castle.

In solo, the tactician plans two of its own turns ahead against the known
enemy (`_Plan`); in the team game, where team-mates play between two of its
turns, it looks one step ahead (`_TeamTactics`: a two-turn plan measured
weaker there). It follows the Tips page (« Conseils ») :

- survive first: every attack is scored together with the discard that will
  parry the counter-attack, and the hand kept after that discard is scored by
  the best attack *it* could make next turn and the discard that one would
  need (« Voyez plus loin que le tour en cours ») ;
- « Privilégiez les dégâts exacts » : an exact kill puts the enemy card on the
  tavern, a bonus worth about the card itself ;
- « Essayez de jouer Pique quand un nouvel ennemi arrive » : attack reduction
  counts for every counter-attack still to come, not just the next one ;
- « Ne vous précipitez pas inutilement pour tuer les ennemis » : a kill is
  scored with the hand left to face the next enemy (whose rank is known from
  the castle, its suit averaged over the ones still there) ;
- « N'ayez pas peur de jeter vos petites cartes, même en excédent » and « les
  as ne vous sont pratiquement d'aucune utilité en défense » : cards are worth
  their value plus a suit bonus, aces a little more to attack with ;
- « Passer votre tour est souvent un choix judicieux » : passing is scored
  like any other attack (no damage, full counter-attack) ;
- the solo Jokers are kept for emergencies: one is used when nothing else
  survives, or when the hand is so weak that a fresh hand drawn from the
  tavern (sampled with the bot's own generator from the cards it knows are
  still unseen) is clearly better than what it has; « si votre taverne est
  vide, il ne vous sauvera pas » is checked first.

Everything is computed from the view: the unseen cards are the 40 numbered
cards, the Jokers and the defeated enemies minus the hand, the discard and
the table.
"""

from __future__ import annotations

from ...bots import Bot, RandomBot, search_bot
from . import rules as R

SUIT_BONUS = {"p": 1.5, "c": 1.0, "k": 2.5, "t": 0.5}
LOSS = -5000.0
STRANDED = -60.0       # a kept hand that cannot survive its next turn (draws may still save it)
KILL = 30.0            # a defeated enemy is progress
EXACT = 0.8            # × the enemy card's value: it will be drawn next
NEXT_WEIGHT = 0.7      # weight of the next turn's plan
REDUCTION_WEIGHT = 1.2 # per point of attack removed, per counter-attack still expected
DAMAGE_WEIGHT = 0.6
JOKER_KEEP = 25.0      # value of a solo Joker kept for later
DEFENCE_BRANCH = 4     # discards examined per counter-attack
ROOT_BRANCH = 12       # plays (or discards) planned two turns ahead
PASS_PENALTY = 2.0


def utility(card: str) -> float:
    """How much a card is worth keeping in hand."""
    if card in R.JOKERS:
        return 8.0
    u = R.value(card) + SUIT_BONUS[R.suit(card)]
    if R.rank(card) == "A":
        u += 1.5  # an As makes a pair with any card
    return u


_UTIL = {c: utility(c) for c in R.ALL_CARDS + R.JOKERS}
_VAL = {c: R.value(c) for c in R.ALL_CARDS + R.JOKERS}
_SUIT = {c: R.suit(c) for c in R.ALL_CARDS + R.JOKERS}


def defence_cost(hand, need):
    """Cheapest allowed discard parrying `need` (cost, cards) or None."""
    if need <= 0:
        return 0.0, []
    found = _defences(tuple(R.sort_cards(hand)), need, 1)
    return found[0] if found else None


def _defences(hand: tuple, need: int, keep: int) -> list:
    """The `keep` cheapest allowed discards [(cost, cards)], cheapest first.

    « défausser des cartes jusqu'à ce que leur total cumulé vaille au moins
    autant que l'attaque » : total ≥ need and, without its highest card, the
    discard stays below need."""
    n = len(hand)
    vals = [_VAL[c] for c in hand]
    if sum(vals) < need:
        return []
    utils = [_UTIL[c] for c in hand]
    size = 1 << n
    sums = [0] * size
    tops = [0] * size
    costs = [0.0] * size
    out = []
    for mask in range(1, size):
        low = mask & -mask
        i = low.bit_length() - 1
        prev = mask ^ low
        s = sums[prev] + vals[i]
        t = tops[prev]
        if vals[i] > t:
            t = vals[i]
        sums[mask] = s
        tops[mask] = t
        c = costs[prev] + utils[i]
        costs[mask] = c
        if s >= need and s - t < need:
            out.append((c, mask))
    if keep == 1 and out:
        out = [min(out)]
    else:
        out.sort()
    return [(cost, [hand[i] for i in range(n) if mask >> i & 1]) for cost, mask in out[:keep]]


class _Plan:
    """One decision's context, read from the view, with its caches."""

    def __init__(self, view):
        self.view = view
        self.enemy = view["ennemi"]
        self.esuit = R.suit(self.enemy)
        self.eattack = R.enemy_attack(self.enemy)
        self.health = R.enemy_health(self.enemy)
        self.immunity_off = view["immunite_levee"]
        self.players = view["joueurs"]
        self.me = view["joueur"]
        self.hand_size = view["taille_main"]
        self.tavern = view["taverne"]
        self.discard = len(view["defausse"])
        self.free_others = sum(view["taille_main"] - k for p, k in enumerate(view["mains"]) if p != self.me)
        self.castle = view["chateau"]
        seen = set(view["main"]) | set(view["defausse"])
        for play in view["table"]:
            seen.update(play["cartes"])
        pool = [c for c in R.NUMBERED + list(view["vaincus"]) if c not in seen]
        if self.players > 1:
            pool += [j for j in R.JOKERS[:R.MULTI_JOKERS[self.players]] if j not in seen]
        self.pool = sorted(pool, key=R.sort_key)
        self.avg_util = sum(_UTIL[c] for c in pool) / len(pool) if pool else 0.0
        # The enemies still in the castle: the next ones, by layer.
        gone = set(view["vaincus"]) | {self.enemy}
        self.next_enemies = []
        for r in "VDR":
            layer = [r + s for s in R.SUITS if r + s not in gone]
            if layer:
                self.next_enemies = layer
                break
        self.next_weight = NEXT_WEIGHT
        self.defence_cache = {}
        self.turn_cache = {}

    # --- the rules, fast ------------------------------------------------------
    def effect(self, cards, damage, shield):
        """(value, dealt, reduction, healed, drawn-by-me, drawn-by-all, left)."""
        v = 0
        suits = set()
        for c in cards:
            v += _VAL[c]
            suits.add(_SUIT[c])
        if not self.immunity_off:
            suits.discard(self.esuit)
        healed = min(v, self.discard) if "c" in suits else 0
        drawn = mine = 0
        if "k" in suits:
            free_me = self.hand_size - (self.hand_len - len(cards))
            drawn = min(v, self.tavern + healed, free_me + self.free_others)
            mine = min(free_me, (drawn + self.players - 1) // self.players if self.players > 1 else drawn)
        reduction = v if "p" in suits else 0
        dealt = 2 * v if "t" in suits else v
        return v, dealt, reduction, healed, mine, drawn, self.health - damage - dealt

    def cheapest(self, hand, need, keep=DEFENCE_BRANCH):
        if need <= 0:
            return [(0.0, [])]
        key = (tuple(hand), need, keep)
        got = self.defence_cache.get(key)
        if got is None:
            got = self.defence_cache[key] = _defences(tuple(hand), need, keep)
        return got

    # --- scoring ------------------------------------------------------------------
    def strikes_left(self, dealt_so_far):
        """Rough number of counter-attacks still to come from this enemy."""
        left = self.health - dealt_so_far
        return max(1.0, min(3.0, left / 12.0))

    def kill_value(self, rest, exact, mine, healed, value_left_hand=True):
        score = KILL + mine * self.avg_util + 0.3 * min(healed, max(0, 20 - self.tavern))
        if exact:
            score += EXACT * self.eattack
        if value_left_hand and self.next_enemies:
            score += 0.5 * self.readiness(rest)
        return score

    def readiness(self, hand):
        """How well `hand` faces the next enemy: the average over its
        possible suits of the cheapest discard parrying its attack, after
        keeping the best card to attack with."""
        if not self.next_enemies:
            return 0.0
        attack = R.enemy_attack(self.next_enemies[0])
        hand = sorted(hand, key=R.sort_key)
        total = 0.0
        for e in self.next_enemies:
            es = R.suit(e)
            # Attack with the strongest card the enemy does not block, then parry.
            usable = [c for c in hand if _SUIT[c] != es] or hand
            if not usable:
                total += STRANDED
                continue
            best = max(usable, key=lambda c: (_VAL[c], c))
            cut = _VAL[best] if _SUIT[best] == "p" and es != "p" else 0
            rest = [c for c in hand if c != best]
            found = self.cheapest(rest, attack - cut, 1)
            total += (-found[0][0] if found else STRANDED)
        return total / len(self.next_enemies)

    def attack_score(self, hand, cards, damage, shield, depth):
        """Score of playing `cards` (None = passer) from `hand`, then the best
        discard, then (depth > 0) the best next turn from what is left."""
        self.hand_len = len(hand)
        if cards is None:
            cards = []
        rest = [c for c in hand if c not in cards]
        v, dealt, reduction, healed, mine, drawn, left = self.effect(cards, damage, shield)
        spent = sum(_UTIL[c] for c in cards)
        if left <= 0:
            return self.kill_value(rest, left == 0, mine, healed, depth > 0) - spent
        current = max(0, self.eattack - shield)
        useful = min(reduction, current)
        strikes = self.strikes_left(damage + dealt)
        tavern_low = 1.0 if self.tavern < 12 else 0.3
        score = (DAMAGE_WEIGHT * dealt + REDUCTION_WEIGHT * useful * strikes
                 + tavern_low * 0.5 * healed + mine * self.avg_util - spent)
        if not cards:
            score -= PASS_PENALTY
        need = max(0, current - reduction)
        options = self.cheapest(rest, need)
        if not options:
            if mine and sum(_VAL[c] for c in rest) + 5 * mine >= need:
                return score - 400.0
            return score + (LOSS if depth > 0 else STRANDED)
        if mine:
            # What is drawn is unknown: stop planning there.
            return score - options[0][0]
        best = None
        for cost, d in options:
            kept = [c for c in rest if c not in d]
            after = -cost
            if depth > 0 and self.next_weight:
                after += self.next_weight * self.turn_value(kept, damage + dealt, shield + reduction)
            if best is None or after > best:
                best = after
        return score + best

    def turn_value(self, hand, damage, shield):
        """The best next turn from `hand` against this enemy (one level)."""
        key = (tuple(hand), damage, shield)
        got = self.turn_cache.get(key)
        if got is not None:
            return got
        if not hand:
            got = STRANDED if max(0, self.eattack - shield) > 0 else -10.0
        else:
            best = self.attack_score(hand, None, damage, shield, 0)
            for cs in R.attack_combos(hand):
                if cs[0] in R.JOKERS:
                    continue
                s = self.attack_score(hand, cs, damage, shield, 0)
                if s > best:
                    best = s
            got = best
        self.turn_cache[key] = got
        return got


class _TeamTactics:
    """One step ahead, for the team game: with team-mates playing between two
    of its turns, planning its own next turn against the same enemy made the
    bot weaker (measured), so at 2 to 4 players it scores each play with the
    discard that parries the counter-attack, « Privilégiez les dégâts
    exacts », and keeps the Joker (which spares the counter-attack) for when
    nothing else survives."""

    def _team_defend(self, view, legal):
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
    def _team_attack(self, view, legal):
        scores = {}
        for m in legal:
            if m == "joker":
                continue
            scores[m] = self._team_score(view, m)
        if not scores:
            return legal[0]
        best = max(sorted(scores), key=lambda m: scores[m])
        if "joker" in legal and view["taverne"] > 0 and (scores[best] < -700 or len(view["main"]) <= 2 and view["taverne"] >= 6):
            return "joker"
        return best

    def _team_score(self, view, move):
        hand = view["main"]
        me = view["joueur"]
        enemy = view["ennemi"]
        if move == "simuler":
            return -3000.0 - sum(utility(c) for c in hand)
        cards = [] if move == "passer" else move.split("-")[1:]
        if cards and cards[0] in R.JOKERS:
            return self._team_joker_score(view, hand)
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

    def _team_joker_score(self, view, hand):
        enemy = view["ennemi"]
        es = R.suit(enemy)
        score = -6.0 + 0.4 * sum(R.value(c) for c in hand if R.suit(c) == es)
        if es == "p" and not view["immunite_levee"]:
            spades = sum(R.total(p["cartes"]) for p in view["table"] if any(R.suit(c) == "p" for c in p["cartes"]))
            score += 1.5 * min(spades, R.enemy_attack(enemy))
        return score



class TacticianBot(_TeamTactics, Bot):
    label = "Tacticien"

    def choose(self, view, legal, rng):
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == "choix":
            return self._next_player(view, legal)
        if view["joueurs"] > 1:
            if phase == "defense":
                return self._team_defend(view, legal)
            return self._team_attack(view, legal)
        plan = _Plan(view)
        if phase == "defense":
            return self._defend(plan, view, legal, rng)
        return self._attack(plan, view, legal, rng)

    # -- after a Joker: the fullest hand plays next ----------------------------
    def _next_player(self, view, legal):
        me, n = view["joueur"], view["joueurs"]
        order = [(me + 1 + i) % n for i in range(n)]
        best = max(order, key=lambda p: (view["mains"][p], -order.index(p)))
        return f"suivant-{best + 1}"

    # -- step 4 -------------------------------------------------------------------
    def _defend(self, plan, view, legal, rng):
        hand = R.sort_cards(view["main"])
        options = [m for m in legal if m.startswith("defendre-")]
        if not options:
            return "joker" if "joker" in legal else legal[0]
        damage, shield = view["degats"], view["bouclier"]
        scored = {m: -sum(_UTIL[c] for c in m.split("-")[1:]) for m in options}
        if plan.next_weight:
            ranked = sorted(options, key=lambda m: (-scored[m], m))
            for m in ranked[:ROOT_BRANCH]:
                d = m.split("-")[1:]
                kept = [c for c in hand if c not in d]
                scored[m] += plan.next_weight * plan.turn_value(kept, damage, shield)
            for m in ranked[ROOT_BRANCH:]:
                scored[m] = LOSS * 2
        best = max(sorted(scored), key=lambda m: scored[m])
        if "joker" in legal and self._joker_wins(plan, view, scored[best], rng):
            return "joker"
        return best

    # -- step 1 -------------------------------------------------------------------
    def _attack(self, plan, view, legal, rng):
        hand = R.sort_cards(view["main"])
        damage, shield = view["degats"], view["bouclier"]
        scores = {}
        for m in legal:
            if m == "joker":
                continue
            if m == "simuler":
                scores[m] = -3000.0 - sum(_UTIL[c] for c in hand)
            elif m == "passer":
                scores[m] = plan.attack_score(hand, None, damage, shield, 0)
            else:
                cards = m.split("-")[1:]
                scores[m] = plan.attack_score(hand, cards, damage, shield, 0)
        if not scores:
            return legal[0]
        # Plan the discard (and, in solo, the next turn) for the most
        # promising plays only; the others are dropped.
        ranked = sorted(scores, key=lambda m: (-scores[m], m))
        for m in ranked[:ROOT_BRANCH]:
            if m != "simuler" and not m.startswith("jouer-Jo"):
                cards = None if m == "passer" else m.split("-")[1:]
                scores[m] = plan.attack_score(hand, cards, damage, shield, 1)
        for m in ranked[ROOT_BRANCH:]:
            scores[m] = LOSS * 2
        best = max(sorted(scores), key=lambda m: scores[m])
        if "joker" in legal and self._joker_wins(plan, view, scores[best], rng):
            return "joker"
        return best

    def _joker_wins(self, plan, view, best, rng):
        """Solo Joker: worth it when it beats the best play by more than the
        value of keeping it. The fresh hand is sampled from the unseen cards
        (the tavern, in solo), a few times, with the bot's own generator."""
        if view["taverne"] == 0:
            return False
        if best > -200 and len(view["main"]) > 2:
            return False
        pool = list(plan.pool)
        draw = min(view["taille_main"], view["taverne"], len(pool))
        if draw == 0:
            return False
        damage, shield = view["degats"], view["bouclier"]
        need = view["besoin"] if view["phase"] == "defense" else 0
        total = 0.0
        samples = 6
        for _ in range(samples):
            for i in range(draw):
                j = i + rng.below(len(pool) - i)
                pool[i], pool[j] = pool[j], pool[i]
            fresh = R.sort_cards(pool[:draw])
            plan.hand_len = len(fresh)
            if need:
                found = plan.cheapest(fresh, need, 1)
                if not found:
                    total += LOSS
                    continue
                kept = [c for c in fresh if c not in found[0][1]]
                total += -found[0][0] + plan.next_weight * plan.turn_value(kept, damage, shield)
            else:
                total += plan.turn_value(fresh, damage, shield)
        return total / samples - JOKER_KEEP > best


    def ranked(self, view, legal) -> list:
        """The team game's moves, the tactician's best first (the « fort » level searches the first few)."""
        phase = view["phase"]
        if phase == "attaque":
            scores = {m: (-1e9 if m == "joker" else self._team_score(view, m)) for m in legal}
        elif phase == "defense":
            scores = {m: -sum(utility(c) for c in m.split("-")[1:]) if m.startswith("defendre-") else -1e9
                      for m in legal}
        else:
            return list(legal)
        return sorted(legal, key=lambda m: (-scores[m], m))


# « fort » (the team game): a search whose playouts the tactician plays, its root limited to the
# tactician's best moves (RegicideState.search_candidates), valued by RegicideState.search_value.
FORT = search_bot("Fort", TacticianBot, iterations=48, depth=12, noise=0.0, margin=0.03)

BOTS = {"fort": FORT, "tacticien": TacticianBot, "hasard": RandomBot}
