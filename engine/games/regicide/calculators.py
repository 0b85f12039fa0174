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

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...options import Cards, Choice, Flag, Integer
from .. import register
from . import rules as R

CARD_CHOICES = R.ALL_CARDS + R.JOKERS[:1]
MAX_PLAYED = 4

# Sections of the page (docs/jeux/regicide.md) stating the rules a refusal applies
OVERVIEW = "apercu-du-jeu"      # « de 8 à 5 cartes en main pour 1 à 4 joueurs », the enemies
TURN = "deroulement-dun-tour"   # the cards played together, the attack
RIPOSTE = "par-contre-si-lennemi-est-encore-en-vie-il-riposte"  # the discard that parries


CARD_HINT = "exemples : 7c, Ap, 10k, Vt, Dp, Rc, Jo1"


def _card(code):
    return code if R.is_card(code) else None


def _card_not_joker(code):
    return code if R.is_card(code) and not R.is_joker(code) else None


def enemy_option(default: str) -> Choice:
    return Choice("ennemi", "Ennemi affronté", default=default,
                  choices={e: R.long_name(e) for e in R.ENEMIES})


def hand_option(name: str, label: str, example: list) -> Cards:
    """Cards in a hand: no Joker, at most the hand size of `joueurs`."""
    return Cards(name, label, card=_card_not_joker, hint=CARD_HINT + " ; pas de Joker ici",
                 limit=lambda earlier: R.HAND_SIZE[earlier["joueurs"]], name_of=R.label, example=example)


PLAYERS = Integer("joueurs", "Nombre de joueurs (taille de la main)", default=1, lo=1, hi=4,
                  help="« de 8 à 5 cartes en main pour 1 à 4 joueurs »")
DAMAGE = Integer("degats", "Dégâts déjà subis par l'ennemi", default=0, lo=0, hi=39)
SHIELD = Integer("bouclier", "Bouclier de Pique déjà posé", default=0, lo=0, hi=20)
IMMUNITY = Flag("immunite_levee", "Immunité levée (un Joker a été joué)", default=False)
DISCARD = Integer("defausse", "Cartes dans la défausse", default=10, lo=0, hi=52)
TAVERN = Integer("taverne", "Cartes dans la taverne", default=20, lo=0, hi=52)


def _not_the_enemy(s, name: str, cards: list) -> list:
    if s.enemy in cards:
        raise ScenarioError(name, f"le {R.long_name(s.enemy)} est l'ennemi affronté : il ne peut pas être aussi en main.")
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
        if "passe" in edits:
            moves.append("passe")
        for key, (lo, hi) in self.ranges().items():
            if key in edits:
                moves += [f"{key}-{n}" for n in range(lo, hi + 1)]
        moves.append("vider")
        return moves

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        edits = self.game.edits
        head, sep, rest = move.partition("-")
        if head == "vider" and not sep:
            return None
        if head == "immunite" and not sep and "immunite" in edits:
            return None
        if head == "passe" and not sep and "passe" in edits:
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
                return Refusal(f"le {R.long_name(rest)} est l'ennemi affronté : il n'est pas dans votre main.",
                               OVERVIEW)
            if head == "carte":
                if rest not in self.cards and len(self.cards) >= MAX_PLAYED:
                    return f"on ne joue jamais plus de {MAX_PLAYED} cartes à la fois."
                return None
            if rest in R.JOKERS:
                return "le Joker n'a pas sa place ici."
            if rest not in self.hand and len(self.hand) >= self.hand_size:
                return Refusal(f"la main est pleine ({self.hand_size} cartes).", OVERVIEW)
            return None
        if head in self.FIELD and head in edits:
            lo, hi = self.ranges()[head]
            n = parse_number(rest)
            if n is None:
                return f"un nombre est attendu pour {self.FIELD_NAME[head]} (chiffres 0 à 9, sans zéro en tête)."
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
        if head == "passe":
            self.pass_forbidden = not self.pass_forbidden
            self.log("Passer : " + ("interdit ici." if self.pass_forbidden else "permis."))
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
        setattr(self, self.FIELD[head], parse_number(rest))

    def describe(self, move, player=None):
        head, _, rest = move.partition("-")
        if move == "passe":
            return ("Passer est de nouveau permis" if self.pass_forbidden else
                    "Passer n'est pas permis ici (tous les autres joueurs viennent de passer ; "
                    "en solo, vous avez passé au tour précédent)")
        if head in ("carte", "main", "choix") and R.is_card(rest):
            return R.label(rest)
        if head == "ennemi" and rest in R.ENEMIES:
            return R.long_name(rest)
        if head in self.FIELD_NAME and parse_number(rest) is not None:
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


def _common(s, options):
    """The enemy and the counters every calculator shares; a counter that the
    mode does not declare keeps its usual value."""
    s.enemy = options["ennemi"]
    s.damage = options.get("degats", 0)
    if s.damage >= R.enemy_health(s.enemy):
        raise ScenarioError("degats", f"doit être entre 0 et {R.enemy_health(s.enemy) - 1} pour le "
                                      f"{R.long_name(s.enemy)} (reçu {s.damage}).")
    s.shield = options.get("bouclier", 0)
    if s.shield > R.enemy_attack(s.enemy):
        raise ScenarioError("bouclier", f"doit être entre 0 et {R.enemy_attack(s.enemy)} pour le "
                                        f"{R.long_name(s.enemy)} (reçu {s.shield}).")
    s.immunity_off = options.get("immunite_levee", False)
    s.discard_count = options.get("defausse", 10)
    s.tavern_count = options.get("taverne", 20)
    s.free_slots = options.get("places", 8)
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
    main_rule_section = TURN
    rule_sections = frozenset({OVERVIEW})
    title = "Régicide : résoudre une attaque"
    state_class = AttackState
    edits = {"carte", "immunite", "degats", "bouclier", "defausse", "taverne", "places"}

    options = (
        enemy_option("Vt"), DAMAGE, SHIELD, IMMUNITY, DISCARD, TAVERN,
        Integer("places", "Places libres dans les mains (pour le Carreau)", default=8, lo=0, hi=32),
        Cards("cartes", "Cartes jouées", card=_card, hint=CARD_HINT, limit=MAX_PLAYED, name_of=R.label,
              example=["5p", "5t"]),
    )

    def setup(self, options, seed):
        s = AttackState(self, 1, seed)
        _common(s, options)
        s.cards = _not_the_enemy(s, "cartes", options["cartes"])
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
    main_rule_section = RIPOSTE
    rule_sections = frozenset({OVERVIEW})
    title = "Régicide : vérifier une défense"
    state_class = DefenceState
    edits = {"main", "choix", "bouclier"}

    options = (
        enemy_option("Dp"), SHIELD, PLAYERS,
        Flag("simuler_la_mort", "Règle optionnelle « Simuler la mort »", default=False),
        hand_option("main", "Votre main", ["6p", "3c", "4k", "7t", "Ac"]),
        hand_option("choix", "Cartes défaussées", ["6p", "7t"]),
    )

    def setup(self, options, seed):
        s = DefenceState(self, 1, seed)
        _common(s, options)
        s.hand_size = R.HAND_SIZE[options["joueurs"]]
        s.simulate_death = options["simuler_la_mort"]
        s.hand = _not_the_enemy(s, "main", options["main"])
        s.chosen = _not_the_enemy(s, "choix", options["choix"])
        stray = [c for c in s.chosen if c not in s.hand]
        if stray:
            raise ScenarioError("choix", f"{R.labels(stray)} n'est pas dans la main.")
        return s


# --- the Tips advisor ------------------------------------------------------------

class AdviceState(CalcState):
    def result(self):
        """Every attack (and passing, unless the reader says it is forbidden
        here: « Passer (sauf si tous les autres joueurs viennent déjà de
        passer) »), with what it does and the smallest discard that survives
        the counter-attack afterwards."""
        lines = []
        passing = [] if self.pass_forbidden else [[]]
        for cards in passing + R.attack_combos(self.hand):
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
    main_rule_section = TURN
    rule_sections = frozenset({OVERVIEW})
    title = "Régicide : conseiller (dégâts exacts et défausses)"
    state_class = AdviceState
    edits = {"main", "immunite", "passe", "degats", "bouclier", "defausse", "taverne"}

    options = (
        enemy_option("Vc"), DAMAGE, SHIELD, IMMUNITY, DISCARD, TAVERN, PLAYERS,
        hand_option("main", "Votre main", ["8p", "4k", "4t", "Ac", "3p", "9k", "6t"]),
    )

    def setup(self, options, seed):
        s = AdviceState(self, 1, seed)
        s.pass_forbidden = False  # an edit (« passe »), not an option
        _common(s, options)
        s.free_slots = 0
        s.hand_size = R.HAND_SIZE[options["joueurs"]]
        s.hand = _not_the_enemy(s, "main", options["main"])
        return s
