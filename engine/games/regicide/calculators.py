"""Régicide calculators: one-player "games" whose moves are the reader's
edits and whose view shows the computed result. They never end.

- mode "attaque": the attack resolver. Pick an enemy and the cards played:
  damage (Trèfle doubles), attack reduction (Pique), cards healed (Cœur),
  cards drawn (Carreau), exact kill, and the counter-attack left.
- mode "defense": the defence checker. A hand, an enemy attack: is this
  discard allowed (« jusqu'à ce que leur total cumulé vaille au moins autant
  que l'attaque »), which discards are the smallest, can the hand survive?
- mode "conseil": the Tips advisor. From a position, every attack the hand
  allows, those that « mettre la carte vaincue directement sur la taverne »
  (exact kill) first, and for each the smallest discard surviving the
  counter-attack.
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, ScenarioError, check_known, option_bool, option_int
from .. import register
from . import rules as R

CARD_CHOICES = R.ALL_CARDS + R.JOKERS[:1]
MAX_PLAYED = 4


def option_enemy(options, default):
    e = options.get("ennemi", default)
    if e not in R.ENEMIES:
        raise ScenarioError("ennemi", f"« {e} » n'est pas un ennemi (Valet, Dame ou Roi : Vp, Vc, Vk, Vt, Dp, …, Rt).")
    return e


def option_cards(options, name, limit, enemy, allow_joker=True):
    raw = options.get(name, [])
    if isinstance(raw, str):
        raw = raw.split()
    if not isinstance(raw, list):
        raise ScenarioError(name, "une liste de cartes est attendue (par exemple [7c, Ap, 10k]).")
    try:
        cards = R.parse_cards([str(c) for c in raw])
    except ValueError as err:
        raise ScenarioError(name, str(err)) from None
    if enemy in cards:
        raise ScenarioError(name, f"le {R.long_name(enemy)} est l'ennemi affronté : il ne peut pas être aussi en main.")
    if not allow_joker and any(c in R.JOKERS for c in cards):
        raise ScenarioError(name, "le Joker n'a pas sa place ici.")
    if len(cards) > limit:
        raise ScenarioError(name, f"au plus {limit} cartes (reçu {len(cards)}).")
    return R.sort_cards(cards)


class CalcState(CalculatorState):
    """A position being edited; `self.game.edits` lists the edit kinds."""

    # --- ranges of the numeric fields --------------------------------------
    def ranges(self):
        return {
            "degats": (0, R.enemy_health(self.enemy) - 1),
            "bouclier": (0, R.enemy_attack(self.enemy)),
            "defausse": (0, 52),
            "taverne": (0, 52),
            "places": (0, 32),
        }

    FIELD = {"degats": "damage", "bouclier": "shield", "defausse": "discard_count",
             "taverne": "tavern_count", "places": "free_slots"}
    FIELD_NAME = {"degats": "les dégâts déjà subis", "bouclier": "le bouclier de Pique déjà joué",
                  "defausse": "la taille de la défausse", "taverne": "la taille de la taverne",
                  "places": "les places libres dans les mains"}

    def legal_moves(self, player=None):
        edits = self.game.edits
        moves = [f"ennemi-{e}" for e in R.ENEMIES if e != self.enemy]
        if "carte" in edits:
            moves += [f"carte-{c}" for c in CARD_CHOICES if self.why_illegal(f"carte-{c}", 0) is None]
        if "main" in edits:
            moves += [f"main-{c}" for c in R.ALL_CARDS if self.why_illegal(f"main-{c}", 0) is None]
        if "choix" in edits:
            moves += [f"choix-{c}" for c in self.hand]
        if "immunite" in edits:
            moves.append("immunite")
        for key, (lo, hi) in self.ranges().items():
            if key in edits:
                moves += [f"{key}-{n}" for n in range(lo, hi + 1)]
        moves.append("vider")
        return moves

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        edits = self.game.edits
        head, _, rest = move.partition("-")
        if head == "vider" and not rest:
            return None
        if head == "immunite" and not rest and "immunite" in edits:
            return None
        if head == "ennemi":
            if rest not in R.ENEMIES:
                return f"« {rest} » n'est pas un ennemi (Vp, Vc, Vk, Vt, Dp, …, Rt)."
            if rest == self.enemy:
                return f"le {R.long_name(rest)} est déjà l'ennemi affronté."
            return None
        if head in ("carte", "main", "choix") and head in edits:
            if not R.is_card(rest):
                return f"« {rest} » n'est pas une carte (exemples : 7c, Ap, 10k, Vt)."
            if head == "choix":
                if rest not in self.hand:
                    return f"{R.label(rest)} n'est pas dans la main : ajoutez-la d'abord à la main."
                return None
            if rest == self.enemy:
                return f"le {R.long_name(rest)} est l'ennemi affronté : il n'est pas dans votre main."
            if head == "carte":
                if rest not in self.cards and len(self.cards) >= MAX_PLAYED:
                    return f"on ne joue jamais plus de {MAX_PLAYED} cartes à la fois."
                return None
            if rest in R.JOKERS:
                return "le Joker n'a pas sa place ici."
            if rest not in self.hand and len(self.hand) >= self.hand_size:
                return f"la main est pleine ({self.hand_size} cartes)."
            return None
        if head in self.FIELD and head in edits:
            lo, hi = self.ranges()[head]
            if not rest.lstrip("-").isdigit():
                return f"un nombre est attendu pour {self.FIELD_NAME[head]}."
            n = int(rest)
            if not lo <= n <= hi:
                return f"{self.FIELD_NAME[head]} doit être entre {lo} et {hi} (reçu {n})."
            return None
        return f"coup inconnu « {move} »."

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        if head == "vider":
            if "carte" in self.game.edits:
                self.cards = []
            if "choix" in self.game.edits:
                self.chosen = []
            elif "main" in self.game.edits:
                self.hand = []
            return
        if head == "immunite":
            self.immunity_off = not self.immunity_off
            return
        if head == "ennemi":
            self.enemy = rest
            lo, hi = self.ranges()["degats"]
            self.damage = min(self.damage, hi)
            self.shield = min(self.shield, R.enemy_attack(rest))
            return
        if head in ("carte", "main", "choix"):
            attr = {"carte": "cards", "main": "hand", "choix": "chosen"}[head]
            cards = getattr(self, attr)
            if rest in cards:
                cards.remove(rest)
                if head == "main" and rest in self.chosen:
                    self.chosen.remove(rest)
            else:
                cards.append(rest)
                cards.sort(key=R.sort_key)
            return
        setattr(self, self.FIELD[head], int(rest))

    def describe(self, move, player=None):
        head, _, rest = move.partition("-")
        if head in ("carte", "main", "choix") and R.is_card(rest):
            return R.label(rest)
        if head == "ennemi" and rest in R.ENEMIES:
            return R.long_name(rest)
        if head in self.FIELD_NAME and rest.isdigit():
            name = self.FIELD_NAME[head]
            return f"{name[0].upper()}{name[1:]} : {rest}"
        return move

    # --- what the view shows ------------------------------------------------
    def attack_now(self):
        return max(0, R.enemy_attack(self.enemy) - self.shield)

    def view(self, player):
        data = {k: v for k, v in self.to_json()["data"].items() if k not in ("rng_state", "events")}
        data["resultat"] = self.result()
        return data


def _common(s, options, enemy_default):
    s.enemy = option_enemy(options, enemy_default)
    s.damage = option_int(options, "degats", 0, 0, R.enemy_health(s.enemy) - 1)
    s.shield = option_int(options, "bouclier", 0, 0, R.enemy_attack(s.enemy))
    s.immunity_off = option_bool(options, "immunite_levee", False)
    s.discard_count = option_int(options, "defausse", 10, 0, 52)
    s.tavern_count = option_int(options, "taverne", 20, 0, 52)
    s.free_slots = option_int(options, "places", 8, 0, 32)
    s.cards, s.hand, s.chosen = [], [], []
    s.hand_size = 8


# --- rendering helpers ---------------------------------------------------------


# --- the attack resolver ------------------------------------------------------

class AttackState(CalcState):
    def result(self):
        cards = self.cards
        problem = R.combo_problem(cards)
        if problem:
            return {"valide": False, "raison": problem}
        if cards[0] in R.JOKERS:
            return {"valide": True, "joker": True}
        out = R.resolve_attack(cards, self.enemy, self.damage, self.shield, self.immunity_off,
                               self.discard_count, self.tavern_count, self.free_slots)
        out["valide"] = True
        out["joker"] = False
        return out


@register
class RegicideAttack(Calculator):
    id = "regicide"
    mode = "attaque"
    title = "Régicide : résoudre une attaque"
    state_class = AttackState
    edits = {"carte", "immunite", "degats", "bouclier", "defausse", "taverne", "places"}

    def start(self, options, seed):
        check_known(options, {"ennemi", "degats", "bouclier", "immunite_levee", "defausse", "taverne",
                              "places", "cartes"})
        s = AttackState(self, 1, seed)
        _common(s, options, "Vt")
        s.cards = option_cards(options, "cartes", MAX_PLAYED, s.enemy)
        return s


# --- the defence checker ---------------------------------------------------------

class DefenceState(CalcState):
    def result(self):
        need = self.attack_now()
        out = {"riposte": need, "total_main": R.total(self.hand),
               "peut_parer": need == 0 or R.total(self.hand) >= need,
               "plus_petites": R.smallest_defences(self.hand, need) if need else [[]],
               "main_pleine": len(self.hand) == self.hand_size}
        if need == 0:
            out["choix_valide"] = not self.chosen
            out["raison"] = None if not self.chosen else "l'attaque est de 0 : il n'y a rien à défausser."
        else:
            problem = R.defence_problem(self.chosen, need)
            out["choix_valide"] = problem is None
            out["raison"] = problem
        return out


@register
class RegicideDefence(Calculator):
    id = "regicide"
    mode = "defense"
    title = "Régicide : vérifier une défense"
    state_class = DefenceState
    edits = {"main", "choix", "bouclier"}

    def start(self, options, seed):
        check_known(options, {"ennemi", "bouclier", "joueurs", "main", "choix", "simuler_la_mort"})
        s = DefenceState(self, 1, seed)
        _common(s, {k: options[k] for k in ("ennemi", "bouclier") if k in options}, "Dp")
        n = option_int(options, "joueurs", 1, 1, 4)
        s.hand_size = R.HAND_SIZE[n]
        s.simulate_death = option_bool(options, "simuler_la_mort", False)
        s.hand = option_cards(options, "main", s.hand_size, s.enemy, allow_joker=False)
        s.chosen = option_cards(options, "choix", s.hand_size, s.enemy, allow_joker=False)
        stray = [c for c in s.chosen if c not in s.hand]
        if stray:
            raise ScenarioError("choix", f"{R.labels(stray)} n'est pas dans la main.")
        return s


# --- the Tips advisor ------------------------------------------------------------

class AdviceState(CalcState):
    def result(self):
        """Every attack (and passing), with what it does and the smallest
        discard that survives the counter-attack afterwards."""
        lines = []
        for cards in [[]] + R.attack_combos(self.hand):
            res = R.resolve_attack(cards, self.enemy, self.damage, self.shield, self.immunity_off,
                                   self.discard_count, self.tavern_count,
                                   self.hand_size - len(self.hand) + len(cards) + self.free_slots)
            rest = [c for c in self.hand if c not in cards]
            if res["tue"]:
                discards = [[]]
            else:
                # Cards drawn with Carreau are unknown: the advisor only counts the hand.
                discards = R.smallest_defences(rest, res["riposte"], limit=3)
            lines.append({"cartes": cards, "degats": res["degats"], "pv_restants": res["pv_restants"],
                          "tue": res["tue"], "exact": res["exact"], "riposte": res["riposte"],
                          "pioche": res["pioche"], "soins": res["soins"], "reduction": res["reduction"],
                          "defausses": discards, "survit": bool(discards)})
        return {"coups": lines, "exacts": [ln["cartes"] for ln in lines if ln["exact"]]}


@register
class RegicideAdvice(Calculator):
    id = "regicide"
    mode = "conseil"
    title = "Régicide : conseiller (dégâts exacts et défausses)"
    state_class = AdviceState
    edits = {"main", "immunite", "degats", "bouclier", "defausse", "taverne"}

    def start(self, options, seed):
        check_known(options, {"ennemi", "degats", "bouclier", "immunite_levee", "defausse", "taverne", "joueurs",
                              "main"})
        s = AdviceState(self, 1, seed)
        _common(s, options, "Vc")
        s.free_slots = 0
        n = option_int(options, "joueurs", 1, 1, 4)
        s.hand_size = R.HAND_SIZE[n]
        s.hand = option_cards(options, "main", s.hand_size, s.enemy, allow_joker=False)
        return s
