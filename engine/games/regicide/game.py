"""Régicide, the full game (mode "partie"), solo or cooperative for 1 to 4.

« Régicide est un jeu solo ou coopératif, où de 1 à 4 joueurs tentent de
vaincre les 12 Nobles : les 4 Valets, puis les Dames et enfin les Rois. »

A turn: the attack (« Jouer une carte seule », with an As, a group of the
same value summing to 10 or less, a Joker, or « Passer »), the suit powers
(blocked by the enemy's own suit), the damage, then either the enemy dies
(exact kill: its card goes on top of the tavern) and the same player plays
again, or it strikes back and the player discards at least its attack.
"""

from __future__ import annotations

import weakref

from ...core import Game, Refusal, State, parse_number
from ...options import Flag, PlayerCount, Structured, bad_position, position_table
from .. import register
from . import rules as R
from .bots import BOTS

MEDALS = {0: "Or", 1: "Argent", 2: "Bronze"}
"""« En solo, victoire de Bronze/Argent/Or selon que vous avez utilisé 2/1/0 Jokers »."""


_LEGAL: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
"""Each live state's last legal list with the values it was computed from."""


def cards_move(prefix: str, cards) -> str:
    return prefix + "-" + "-".join(R.sort_cards(cards))


class RegicideState(State):
    # the 54 cards, each once; damage and jokers used never below zero (saved states)
    card_zones = ("castle", "tavern", "discard", "hands", "table", "enemy")
    never_negative = ("damage", "jokers_used", "solo_jokers")

    # --- whose turn ---------------------------------------------------------
    def to_move(self):
        return [] if self.result or self.fin else [self.current]

    def is_solo(self) -> bool:
        return self.players == 1

    def shield(self) -> int:
        """Sum of the Pique plays on the table. « Pour les Piques (et
        uniquement les Piques), cela est même rétroactif » once a Joker lifted
        a Pique enemy's immunity: computed from the table, so it is."""
        if self.enemy is None:
            return 0
        if R.suit(self.enemy) == "p" and not self.immunity_off:
            return 0
        return sum(R.total(play["cartes"]) for play in self.table
                   if any(R.suit(c) == "p" for c in play["cartes"]))

    def enemy_attack_now(self) -> int:
        return max(0, R.enemy_attack(self.enemy) - self.shield()) if self.enemy else 0

    def may_pass(self) -> bool:
        """« Passer (sauf si tous les autres joueurs viennent déjà de passer) ».
        In solo (no other player) the demo reads it as: not twice in a row."""
        return self.passes < max(1, self.players - 1)

    # --- legal moves ----------------------------------------------------------
    def legal_moves(self, player=None):
        if self.result or self.fin or (player is not None and player != self.current):
            return []
        # Listing the discards of a hand costs a walk over its subsets, and a
        # move asks for the list up to three times (the bot, `play`, the
        # defeat check): it is kept, outside the state, for as long as what
        # it depends on stays the same.
        key = (self.current, self.phase, tuple(self.hands[self.current]), self.need, self.passes,
               self.simulate_death, self.hand_size, self.players, self.solo_jokers)
        kept = _LEGAL.get(self)
        if kept is None or kept[0] != key:
            kept = (key, self._legal_moves())
            _LEGAL[self] = kept
        return list(kept[1])

    def _legal_moves(self):
        hand = self.hands[self.current]
        moves = []
        if self.phase == R.PHASE_ATTACK:
            moves = [cards_move("jouer", cs) for cs in R.attack_combos(hand)]
            if self.may_pass():
                moves.append("passer")
                if self.simulate_death and len(hand) == self.hand_size:
                    moves.append("simuler")
            if self.is_solo() and self.solo_jokers > 0:
                moves.append("joker")
        elif self.phase == R.PHASE_DEFENCE:
            moves = [cards_move("defendre", cs) for cs in R.defences(hand, self.need)]
            if self.is_solo() and self.solo_jokers > 0:
                moves.append("joker")
        elif self.phase == R.PHASE_CHOOSE:
            moves = [f"suivant-{p + 1}" for p in range(self.players)]
        return moves

    def why_illegal(self, move, player):
        if self.result:
            return "la partie est terminée."
        if self.fin:
            return "l'exemple est fini : l'étape illustrée est jouée."
        if player != self.current:
            return "ce n'est pas à ce joueur de jouer."
        if not isinstance(move, str) or not move:
            return "coup vide."
        name = self.game.seat_name(player)
        hand = self.hands[player]
        head, sep, rest = move.partition("-")
        if self.phase == R.PHASE_CHOOSE:
            if head != "suivant":
                return Refusal("après un Joker, il faut d'abord choisir le prochain joueur (suivant-N).", "cas-special-jouer-un-joker")
            n = parse_number(rest)
            if n is None or not 1 <= n <= self.players:
                return f"« {rest} » n'est pas un joueur (1 à {self.players})."
            return None
        if head == "joker":
            if sep:
                return "coup inconnu."
            if not self.is_solo():
                return Refusal("à plusieurs, le Joker est une carte de la main : jouez-la (jouer-Jo1).", "cas-special-jouer-un-joker")
            if self.solo_jokers <= 0:
                return Refusal("les deux Jokers ont déjà été utilisés.", "cas-special-jouer-un-joker")
            return None
        if head in ("passer", "simuler"):
            if sep:
                return "coup inconnu."
            if self.phase != R.PHASE_ATTACK:
                return Refusal(f"{name} doit d'abord parer la riposte de {self.need} en défaussant.", "par-contre-si-lennemi-est-encore-en-vie-il-riposte")
            if not self.may_pass():
                if self.is_solo():
                    return Refusal("en solo, on ne peut pas passer deux tours de suite (lecture retenue).", "deroulement-dun-tour")
                return Refusal("on ne peut pas passer : tous les autres joueurs viennent déjà de passer.", "deroulement-dun-tour")
            if head == "simuler":
                if not self.simulate_death:
                    return Refusal("la règle optionnelle « Simuler la mort » n'est pas active dans cette partie.", "regle-optionnelle-simuler-la-mort")
                if len(hand) != self.hand_size:
                    return Refusal(f"pour simuler la mort, il faut défausser une main PLEINE "
                            f"({self.hand_size} cartes, {name} en a {len(hand)}).", "regle-optionnelle-simuler-la-mort")
            return None
        if head not in ("jouer", "defendre"):
            return f"coup inconnu « {move} » (coups : jouer-…, defendre-…, passer, joker, suivant-N)."
        try:
            cards = R.parse_cards(rest.split("-") if rest else [])
        except ValueError as err:
            return str(err)
        missing = [c for c in cards if c not in hand]
        if missing:
            return f"{name} n'a pas {R.labels(missing)} en main."
        if head == "jouer":
            if self.phase != R.PHASE_ATTACK:
                return Refusal(f"{name} doit d'abord parer la riposte de {self.need} en défaussant (defendre-…).", "par-contre-si-lennemi-est-encore-en-vie-il-riposte")
            problem = R.combo_problem(cards)
            if problem:
                return Refusal(problem, "deroulement-dun-tour")
        elif self.phase != R.PHASE_DEFENCE:
            return Refusal("il n'y a pas de riposte à parer maintenant : c'est la phase d'attaque.", "par-contre-si-lennemi-est-encore-en-vie-il-riposte")
        else:
            problem = R.defence_problem(cards, self.need)
            if problem:
                return Refusal(problem, "par-contre-si-lennemi-est-encore-en-vie-il-riposte")
        if problem is None and move != cards_move(head, cards):
            return (f"un coup n'a qu'une écriture : les cartes s'y suivent dans l'ordre du jeu, "
                    f"« {cards_move(head, cards)} ».")
        return problem

    # --- applying moves -------------------------------------------------------
    def _apply(self, move, player):
        self._play(move, player)
        head = move.partition("-")[0]
        # A position of the page stops at the end of the step it illustrates: the reader's attack
        # (played and resolved: damage, powers, the riposte due) or the reader's defence.
        if (self.exemple and not self.result and player == 0
                and head in ("jouer", "passer", "simuler", "defendre")):
            self.fin = "Fin de l'exemple : l'étape illustrée est jouée."
            self.log(self.fin)

    def _play(self, move, player):
        name = self.game.seat_name(player)
        head, _, rest = move.partition("-")
        if head == "suivant":
            nxt = parse_number(rest) - 1
            self.log(f"{name} choisit {self.game.seat_name(nxt)} pour jouer ensuite.")
            self._start_turn(nxt)
            return
        if head == "joker":
            self._solo_joker()
            return
        if head == "passer":
            self.passes += 1
            self.log(f"{name} passe.")
            self._counter_attack(player)
            return
        if head == "simuler":
            self.passes += 1
            cards = self.hands[player]
            self.discard.extend(cards)
            self.hands[player] = []
            self.log(f"{name} simule la mort : passe et défausse sa main pleine "
                     f"({R.labels(R.sort_cards(cards))}), ce qui bloque la riposte.")
            self._start_turn((player + 1) % self.players)
            return
        cards = rest.split("-")
        if head == "defendre":
            for c in cards:
                self.hands[player].remove(c)
            self.discard.extend(cards)
            self.log(f"{name} défausse {R.labels(R.sort_cards(cards))} "
                     f"({R.total(cards)}) et pare la riposte de {self.need}.")
            self.need = 0
            self._start_turn((player + 1) % self.players)
            return
        self._attack(player, cards)

    def _attack(self, player, cards):
        name = self.game.seat_name(player)
        for c in cards:
            self.hands[player].remove(c)
        cards = R.sort_cards(cards)
        self.table.append({"joueur": player, "cartes": cards})
        self.passes = 0
        enemy = self.enemy
        ename = R.long_name(enemy)
        if cards[0] in R.JOKERS:
            # Multiplayer Joker: lifts the immunity, no counter-attack, the
            # player picks who plays next.
            self.immunity_off = True
            self.log(f"{name} joue un Joker : le {ename} perd son immunité au {R.SUIT_NAME[R.suit(enemy)]}"
                     f"{' (les Piques déjà joués réduisent maintenant son attaque)' if R.suit(enemy) == 'p' and self.shield() else ''}"
                     f". Pas de riposte ; {name} choisit le prochain joueur.")
            self.phase = R.PHASE_CHOOSE
            return
        v = R.total(cards)
        act = R.active_suits(cards, enemy, self.immunity_off)
        blocked = R.blocked_suits(cards, enemy, self.immunity_off)
        self.log(f"{name} joue {R.labels(cards)} (valeur {v}).")
        for s in blocked:
            self.log(f"{R.SUIT_NAME[s]} : pouvoir bloqué, le {ename} est immunisé contre sa propre couleur.")
        if "c" in act:
            healed = self._heal(v)
            self.log(f"Cœur : {healed} carte(s) de la défausse mélangée(s) et remise(s) sous la taverne.")
        if "k" in act:
            got = self._draw_round(player, v)
            self.log(f"Carreau : {sum(got)} carte(s) piochée(s)"
                     + (" (" + ", ".join(f"{self.game.seat_name(p)} {n}" for p, n in enumerate(got) if n) + ")"
                        if sum(got) else "") + ".")
        if "p" in act:
            self.log(f"Pique : l'attaque du {ename} baisse de {v} (elle est maintenant de {self.enemy_attack_now()}).")
        dealt = 2 * v if "t" in act else v
        if "t" in act:
            self.log(f"Trèfle : dégâts doublés ({dealt}).")
        self.damage += dealt
        health = R.enemy_health(enemy)
        if self.damage >= health:
            self._defeat_enemy(player, exact=self.damage == health)
            return
        self.log(f"Le {ename} subit {dealt} dégâts (il lui reste {health - self.damage} points de vie).")
        self._counter_attack(player)

    def _heal(self, count: int) -> int:
        """« mélangez la défausse et piochez-y des cartes que vous remettez sous la pioche »."""
        self.shuffle(self.discard)
        n = min(count, len(self.discard))
        taken = self.discard[len(self.discard) - n:]
        del self.discard[len(self.discard) - n:]
        # The tavern's top is the end of the list: "under" is the front.
        self.tavern[0:0] = taken
        return n

    def _draw_one(self, player):
        card = self.tavern.pop()
        if card == self.known_top:
            self.known_top = None
        self.hands[player].append(card)

    def _draw_round(self, player, count):
        free = [self.hand_size - len(h) for h in self.hands]
        got = R.draw_order(player, free, min(count, len(self.tavern)))
        # Draw in the page's order: active player first, then the next, ...
        left = list(got)
        p = player
        while any(left):
            if left[p]:
                self._draw_one(p)
                left[p] -= 1
            p = (p + 1) % self.players
        return got

    def _defeat_enemy(self, player, exact):
        enemy = self.enemy
        ename = R.long_name(enemy)
        if exact:
            self.tavern.append(enemy)
            self.known_top = enemy
            self.log(f"Le {ename} est vaincu à exactement 0 point de vie : sa carte est posée sur la taverne "
                     f"et sera la prochaine carte piochée.")
        else:
            self.discard.append(enemy)
            self.log(f"Le {ename} est vaincu : sa carte va à la défausse.")
        for play in self.table:
            self.discard.extend(play["cartes"])
        self.table = []
        self.defeated.append(enemy)
        self.enemy = None
        self.damage = 0
        self.immunity_off = False
        self.passes = 0
        if not self.castle:
            self.result = "victoire"
            if self.is_solo():
                medal = MEDALS[self.jokers_used]
                self.log(f"Le dernier Roi est vaincu : victoire ({medal}, {self.jokers_used} Joker(s) utilisé(s)) !")
            else:
                self.log("Le dernier Roi est vaincu : victoire de l'équipe !")
            return
        self.enemy = self.castle.pop()
        self.log(f"Nouvel ennemi : {R.long_name(self.enemy)} (attaque {R.enemy_attack(self.enemy)}, "
                 f"{R.enemy_health(self.enemy)} points de vie). {self.game.seat_name(player)} rejoue.")
        self._start_turn(player)

    def _counter_attack(self, player):
        """« si l'ennemi est encore en vie, il riposte ! »"""
        atk = self.enemy_attack_now()
        name = self.game.seat_name(player)
        if atk == 0:
            self.log(f"Le {R.long_name(self.enemy)} riposte avec une attaque de 0 : rien à défausser.")
            self._start_turn((player + 1) % self.players)
            return
        self.need = atk
        self.phase = R.PHASE_DEFENCE
        self.log(f"Le {R.long_name(self.enemy)} riposte : {name} doit défausser au moins {atk} points.")
        self._check_stuck()

    def _start_turn(self, player):
        self.current = player
        self.phase = R.PHASE_ATTACK
        self.need = 0
        self._check_stuck()

    def _solo_joker(self):
        """« En jouer un vous force à défausser toute votre main et piocher
        immédiatement jusqu'à 8 nouvelles cartes, même si vous affrontez un
        ennemi de Carreau » ; « le Joker ne remet pas de cartes depuis la
        défausse dans la taverne »."""
        hand = self.hands[0]
        self.discard.extend(hand)
        self.hands[0] = []
        n = min(self.hand_size, len(self.tavern))
        for _ in range(n):
            self._draw_one(0)
        self.solo_jokers -= 1
        self.jokers_used += 1
        self.log(f"Joker ({self.jokers_used}e utilisé) : la main est défaussée et {n} carte(s) piochée(s).")
        self._check_stuck()

    def _check_stuck(self):
        """The two ways to lose: « si vous ne pouvez contrer une attaque,
        c'est la défaite » and « dans de rares cas où le joueur actif n'aurait
        plus aucune carte à jouer »."""
        if self.legal_moves(self.current):
            return
        name = self.game.seat_name(self.current)
        if self.phase == R.PHASE_DEFENCE:
            self.log(f"{name} ne peut pas parer {self.need} dégâts (sa main vaut "
                     f"{R.total(self.hands[self.current])}) : c'est la défaite.")
        else:
            self.log(f"{name} n'a plus aucune carte à jouer et ne peut pas passer : c'est la défaite.")
        self.result = "defaite"

    # --- the « fort » level's search ---------------------------------------------------
    def determinize(self, seat, rng):
        """What `seat` cannot see dealt afresh: the other hands and the tavern (but the card of
        an enemy killed exactly, known on top) from the cards it cannot see, and the castle's
        order within each rank (Valets on top, then Dames, then Rois)."""
        twin = super().determinize(seat, rng)
        top = [twin.known_top] if twin.known_top in twin.tavern else []  # on top of it, seen by all
        for card in top:
            twin.tavern.remove(card)
        self.redeal([h for p, h in enumerate(twin.hands) if p != seat] + [twin.tavern], rng)
        twin.tavern.extend(top)
        ranks = {r: sorted((c for c in twin.castle if R.rank(c) == r), key=repr) for r in "RDV"}
        twin.castle = []
        for r in "RDV":
            rng.shuffle(ranks[r])
            twin.castle.extend(ranks[r])
        return twin

    def search_candidates(self, seat, legal):
        """The tactician's four best moves (team game); alone, its two-turn plan stands."""
        if self.is_solo():
            return []
        from .bots import TacticianBot
        return TacticianBot().ranked(self.view(seat), legal)[:4]

    def search_value(self):
        """Every seat alike: the enemies defeated, then the share of the current enemy's health
        already dealt, then the cards kept for the next enemies (the hands' values and the
        tavern), in [0, 1)."""
        done = len(self.defeated)
        if self.enemy is not None:
            done += 0.9 * min(1.0, self.damage / R.enemy_health(self.enemy))
        held = sum(min(10, R.value(c)) for h in self.hands for c in h) / (6.0 * self.hand_size * self.players)
        value = (done + 0.4 * min(1.0, held) + 0.2 * min(1.0, len(self.tavern) / 30)) / 13.0
        return [value] * self.players

    # --- results and views ------------------------------------------------------
    def scores(self):
        """Cooperative: every seat scores the number of enemies defeated."""
        return [len(self.defeated)] * self.players

    def winners(self):
        return list(range(self.players)) if self.result == "victoire" else []

    def medal(self):
        if self.result == "victoire" and self.is_solo():
            return MEDALS[self.jokers_used]
        return None

    def view(self, player):
        return {
            "joueur": player,
            "joueurs": self.players,
            "taille_main": self.hand_size,
            "simuler_la_mort": self.simulate_death,
            "phase": self.phase,
            "actif": self.current,
            "main": list(self.hands[player]) if player is not None and 0 <= player < self.players else None,
            "mains": [len(h) for h in self.hands],
            "ennemi": self.enemy,
            "degats": self.damage,
            "bouclier": self.shield(),
            "attaque": self.enemy_attack_now(),
            "immunite_levee": self.immunity_off,
            "table": [{"joueur": p["joueur"], "cartes": list(p["cartes"])} for p in self.table],
            "defausse": list(self.discard),
            "taverne": len(self.tavern),
            "sommet_taverne": self.known_top,
            "chateau": len(self.castle),
            "vaincus": list(self.defeated),
            "jokers_solo": self.solo_jokers,
            "jokers_utilises": self.jokers_used,
            "besoin": self.need,
            "passes": self.passes,
            "peut_passer": self.may_pass(),
            "resultat": self.result,
        }

    def describe(self, move, player=None):
        head, _, rest = move.partition("-")
        if head == "jouer":
            return "Jouer " + R.labels(rest.split("-"))
        if head == "defendre":
            return "Défausser " + R.labels(rest.split("-"))
        if head == "passer":
            return "Passer"
        if head == "simuler":
            return "Simuler la mort"
        if head == "joker":
            return "Utiliser un Joker"
        if head == "suivant" and parse_number(rest):
            return f"Faire jouer {self.game.seat_name(parse_number(rest) - 1)}"
        return move

    def all_cards(self) -> list:
        """Every card of the game wherever it is (for the conservation check)."""
        out = list(self.castle) + list(self.tavern) + list(self.discard)
        if self.enemy:
            out.append(self.enemy)
        for h in self.hands:
            out.extend(h)
        for play in self.table:
            out.extend(play["cartes"])
        return out


# --- a position to start from (the examples beside the rules) ----------------------------------

POSITION_KEYS = {"ennemi", "degats", "main", "defausse", "taverne", "riposte"}


def read_position(value, earlier):
    """A demo block's ``position:``: the enemy faced (the ranks below it are already defeated), the
    damage it has taken, the reader's hand, how many cards the discard and the tavern hold (dealt
    from the other numbered cards), and whether its riposte is due (the reader must discard)."""
    if position_table(value, POSITION_KEYS) is None:
        return None
    n = earlier.get("joueurs", 1)
    enemy = value.get("ennemi", "Vp")
    if enemy not in R.ENEMIES:
        bad_position(f"« ennemi » : un Valet, une Dame ou un Roi (Vp, Vc, Vk, Vt, Dp, …, Rt), pas « {enemy} ».")
    damage = value.get("degats", 0)
    if isinstance(damage, bool) or not isinstance(damage, int) or not 0 <= damage < R.enemy_health(enemy):
        bad_position(f"« degats » : de 0 à {R.enemy_health(enemy) - 1} pour le {R.long_name(enemy)}.")
    hand = value.get("main", [])
    if not isinstance(hand, list):
        bad_position("« main » : une liste de cartes (exemples : 7c, Ap, 10k).")
    try:
        hand = R.parse_cards([str(c) for c in hand])
    except ValueError as err:
        bad_position(f"« main » : {err}")
    if any(c not in R.NUMBERED for c in hand) or not 1 <= len(hand) <= R.HAND_SIZE[n]:
        bad_position(f"« main » : de 1 à {R.HAND_SIZE[n]} cartes de l'As au 10 à {n} joueur(s).")
    room = len(R.NUMBERED) - len(hand) - (n - 1) * R.HAND_SIZE[n]
    counts = {}
    for key, default in (("defausse", 0), ("taverne", None)):
        k = value.get(key, default)
        if k is None:
            k = room - counts.get("defausse", 0)
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            bad_position(f"« {key} » : un nombre de cartes.")
        counts[key] = k
    if counts["defausse"] + counts["taverne"] > room:
        bad_position(f"« defausse » et « taverne » : {room} cartes au plus à elles deux ici.")
    riposte = value.get("riposte", False)
    if not isinstance(riposte, bool):
        bad_position("« riposte » : true (la riposte de l'ennemi est à parer) ou false (à vous d'attaquer).")
    return {"ennemi": enemy, "degats": damage, "main": R.sort_cards(hand), "defausse": counts["defausse"],
            "taverne": counts["taverne"], "riposte": riposte}


EXAMPLE = {"ennemi": "Dc", "main": ["5p", "5t", "9p", "At", "7c", "6k"], "defausse": 12, "taverne": 20}
"""The page's example: « un 5 de Pique et un 5 de Trèfle » (or « le 9 de Pique avec l'as de Trèfle »)."""


def _set_position(s, pos):
    """The state of a described position: the ranks below the enemy defeated, the castle above it
    shuffled by rank, the cards not in the reader's hand dealt to the others, the discard, the tavern."""
    enemy = pos["ennemi"]
    below = "VDR"[:"VDR".index(enemy[0])]
    s.defeated = [r + x for r in below for x in R.SUITS]
    castle = []
    for r in "RDV"[:3 - len(below)]:
        layer = [r + x for x in R.SUITS if r + x != enemy]
        s.shuffle(layer)
        castle.extend(layer)
    s.castle = castle
    s.enemy = enemy
    s.damage = pos["degats"]
    rest = [c for c in R.NUMBERED if c not in pos["main"]]
    s.shuffle(rest)
    s.hands = [list(pos["main"])]
    for _ in range(1, s.players):
        s.hands.append(rest[:s.hand_size])
        del rest[:s.hand_size]
    s.discard = rest[:pos["defausse"]]
    s.tavern = rest[pos["defausse"]:pos["defausse"] + pos["taverne"]]
    s.exemple = True
    s.log(f"Exemple — ennemi : {R.long_name(enemy)}, {s.damage} dégâts déjà subis ; "
          f"défausse : {len(s.discard)} cartes, taverne : {len(s.tavern)} cartes.")
    if pos["riposte"]:
        s.need = s.enemy_attack_now()
        s.phase = R.PHASE_DEFENCE
        s.log(f"Le {R.long_name(enemy)} riposte : {s.game.seat_name(0)} doit défausser au moins {s.need} points.")
    s._check_stuck()


@register
class Regicide(Game):
    id = "regicide"
    mode = "partie"
    rule_sections = frozenset({"cas-special-jouer-un-joker", "deroulement-dun-tour", "par-contre-si-lennemi-est-encore-en-vie-il-riposte", "regle-optionnelle-simuler-la-mort"})
    main_rule_section = "deroulement-dun-tour"  # the cards a player plays from their hand
    title = "Régicide : partie complète"
    state_class = RegicideState
    options = (
        PlayerCount(default=1, lo=1, hi=4, help="Seul contre le château, ou en équipe avec des bots coopératifs."),
        Flag("simuler_la_mort", "Règle optionnelle « Simuler la mort »", default=False),
        Structured("position", "Position de départ (un exemple)", default=None, parse=read_position,
                   expects="une table : ennemi, degats, main, defausse, taverne, riposte",
                   example=EXAMPLE,
                   help="L'exemple commence à votre tour et s'arrête à la fin de l'étape illustrée "
                        "(votre attaque, ou votre défausse si la riposte est à parer)."),
    )

    bots = BOTS
    default_bot = "tacticien"  # today's bot stays seated by default (BENCHMARKS.md: the « fort » figures)
    cooperative = True  # all win or lose together (the page): winners() is every seat or none

    def setup(self, options, seed):
        n = options["joueurs"]
        s = RegicideState(self, n, seed)
        s.hand_size = R.HAND_SIZE[n]
        s.simulate_death = options["simuler_la_mort"]
        castle = []
        for r in "RDV":  # Kings at the bottom, then Queens, Jacks on top.
            layer = [r + x for x in R.SUITS]
            s.shuffle(layer)
            castle.extend(layer)
        s.castle = castle
        tavern = list(R.NUMBERED) + R.JOKERS[:R.MULTI_JOKERS[n]]
        s.shuffle(tavern)
        s.tavern = tavern
        s.discard = []
        s.hands = [[] for _ in range(n)]
        for _ in range(s.hand_size):
            for h in s.hands:
                h.append(s.tavern.pop())
        s.table = []
        s.enemy = s.castle.pop()
        s.damage = 0
        s.immunity_off = False
        s.defeated = []
        s.solo_jokers = 2 if n == 1 else 0
        s.jokers_used = 0
        s.known_top = None
        s.passes = 0
        s.need = 0
        s.phase = R.PHASE_ATTACK
        s.current = 0
        s.result = None
        s.exemple = False
        s.fin = None
        if options["position"] is not None:
            _set_position(s, options["position"])
            return s
        s.log(f"Premier ennemi : {R.long_name(s.enemy)} (attaque {R.enemy_attack(s.enemy)}, "
              f"{R.enemy_health(s.enemy)} points de vie). Chaque joueur a {s.hand_size} cartes.")
        s._check_stuck()
        return s
