"""Tranquility: The Ascent (mode « partie »): solo, or 2 to 5 players together.

« Lors de votre tour, vous devez toujours impérativement effectuer une unique
action. - Placer une carte sur la montagne - Défausser 2 cartes. Vous piochez
ensuite de nouvelles cartes jusqu'à en avoir 5 en main (ou avoir épuisé votre
pioche) ».

Moves (exact ids, listed by `legal_moves`):
- ``poser-<carte>-l<r>c<c>``: a Versant, a bridge or the summit on a place
  (a Versant on a bridge's place covers it);
- ``feu-<couleur>-l<r>c<c>-l<r2>c<c2>``: the campfire replaces the card of its
  colour at the first place, which climbs to the second;
- ``payer-<carte>``: one card of the discard cost, after a placement that
  costs some (« défausser autant de cartes que la différence de valeur »);
- ``defausser-<carte>-<carte>``: « Défausser 2 cartes »;
- ``grappin`` (solo): « mélanger votre main dans votre pioche et piocher de
  nouveau 6 cartes ».

Everyone wins when the summit is down; everyone loses when the player whose
turn it is can do nothing (the published rule: a hand too small to discard 2
cards, and no card that can be placed).
"""

from __future__ import annotations

from collections import Counter

from ...bots import RandomBot, search_bot
from ...core import Game, State, french_list
from ...options import Flag, Integer, PlayerCount, Structured, bad_position, position_table
from .. import register
from . import rules as R
from .bots import ClimberBot


class TranquilityState(State):
    # --- what may be played ------------------------------------------------------
    def to_move(self):
        return [] if self.phase == "fin" else [self.turn]

    def is_solo(self) -> bool:
        return self.players == 1

    def placements(self, hand: list[str]) -> list[tuple[str, int]]:
        """Every legal placement move of this hand with its discard cost."""
        out = R.placements(self.mountain, hand, self.path_rule)
        if self.goats:
            out = [(m, cost) for m, cost in out if not (m.startswith("feu-") and m.split("-")[2] in self.goats)]
        if self.panoramas and not all(self.panoramas_done):
            out = [(m, cost) for m, cost in out if not m.startswith("poser-sommet-")]
        return out

    def missing_panoramas(self) -> list[str]:
        return ["-".join(map(str, t)) for t, done in zip(self.panoramas, self.panoramas_done) if not done]

    def legal_moves(self, player=None):
        if self.phase == "fin" or (player is not None and player != self.turn):
            return []
        hand = self.hands[self.turn]
        if self.phase == "payer":
            return ["payer-" + c for c in R.sort_cards(set(hand))]
        moves = [m for m, _ in self.placements(hand)]
        cards = R.sort_cards(hand)
        seen = set()
        for i in range(len(cards)):
            for j in range(i + 1, len(cards)):
                mv = f"defausser-{cards[i]}-{cards[j]}"      # already in order
                if mv not in seen:
                    seen.add(mv)
                    moves.append(mv)
        moves += self.goat_moves(hand)
        if self.is_solo() and self.grapples > 0:
            moves.append("grappin")
        return moves

    def goat_moves(self, hand, steps: int | None = None) -> list[str]:
        """« déplacer des chèvres » : « défausser une ou plusieurs cartes pour
        faire grimper un troupeau de chèvres d'autant de cases »."""
        if not self.goat_rule or not hand:
            return []
        most = min(len(hand), R.ROWS - 1) if steps is None else steps
        out = []
        for spot in sorted(self.goats):
            for dirs in R.goat_paths(self.mountain, R.parse_spot(spot), most):
                out.append(f"chevres-{spot}-{dirs}")
        return out

    def goats_at_foot(self) -> int:
        """Goats on « les cases sous le sommet » (row 8)."""
        return sum(n for spot, n in self.goats.items() if R.parse_spot(spot)[0] == R.SUMMIT_ROW - 1)

    def cost_of(self, move: str) -> int | None:
        for m, cost in self.placements(self.hands[self.turn]):
            if m == move:
                return cost
        return None

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu : un texte est attendu."
        if self.phase == "fin":
            return "la partie est terminée."
        if player != self.turn:
            return "ce n'est pas à ce joueur de jouer."
        if move in self.legal_moves(player):
            return None
        hand = self.hands[self.turn]
        head, _, rest = move.partition("-")
        if self.phase == "payer":
            if head == "payer":
                return f"« {rest} » n'est pas dans votre main : payez avec une carte de votre main."
            return (f"il faut d'abord payer le coût de la carte posée : défausser encore {self.due} "
                    "carte(s) de votre main (« défausser autant de cartes que la différence de valeur »).")
        if head == "payer":
            return "aucun coût à payer : choisissez une action (placer une carte ou défausser 2 cartes)."
        if move == "grappin":
            if not self.is_solo():
                return "« Les cartes grappin ne sont utilisées qu'en solo »."
            return "vous n'avez plus de carte Grappin."
        if head == "defausser":
            a, _, b = rest.partition("-")
            if len(hand) < 2:
                return "« Défausser 2 cartes » demande d'avoir au moins 2 cartes en main."
            need = {}
            for x in (a, b):
                need[x] = need.get(x, 0) + 1
            for x, n in need.items():
                if hand.count(x) < n:
                    return f"« {x} » n'est pas dans votre main (ou pas en {n} exemplaires) : « Défausser 2 cartes » de votre main."
            return "coup mal écrit : defausser-<carte>-<carte>."
        if head == "poser":
            card, _, spot = rest.partition("-")
            if card not in hand:
                return f"« {card} » n'est pas dans votre main."
            where = R.parse_spot(spot)
            if where is None:
                return f"« {spot} » n'est pas une case de la montagne (ex. l1c3 : ligne 1, case 3)."
            reason, cost = R.check_place(self.mountain, card, *where, self.path_rule)
            if reason:
                return reason
            if card == R.SUMMIT and self.missing_panoramas():
                return ("Panoramas : il manque encore " + french_list(self.missing_panoramas())
                        + " (des cartes Versant de ces valeurs côte à côte, de gauche à droite) avant le Sommet.")
            return self._cost_problem(cost) or "ce placement n'est pas possible."
        if head == "chevres":
            m = R.GOAT_RE.fullmatch(move)
            if not self.goat_rule:
                return "la règle optionnelle « Les chèvres » n'est pas en jeu dans cette partie."
            if not m:
                return "coup mal écrit : chevres-<case>-<pas> (g : vers la gauche, d : vers la droite), ex. chevres-l2c3-gd."
            spot, dirs = m.group(1), m.group(2)
            if spot not in self.goats:
                return f"il n'y a pas de chèvre en {R.spot_label(*R.parse_spot(spot))}."
            problem = R.goat_path_problem(self.mountain, R.parse_spot(spot), dirs)
            if problem:
                return problem
            return (f"faire grimper les chèvres de {len(dirs)} case(s) demande de défausser {len(dirs)} carte(s) ; "
                    f"votre main n'en a que {len(hand)}.")
        if head == "feu":
            parts = rest.split("-")
            if len(parts) == 3 and parts[1] in self.goats:
                return "« Vous ne pouvez placer un feu de camp sur une carte avec un troupeau de chèvres : déplacez les d'abord »."
            if len(parts) != 3 or parts[0] not in R.COLOURS:
                return "coup mal écrit : feu-<couleur>-<case de la carte remplacée>-<case où elle monte>."
            colour, a, b = parts
            if R.campfire(colour) not in hand:
                return f"vous n'avez pas le feu de camp {colour} en main."
            target, dest = R.parse_spot(a), R.parse_spot(b)
            if target is None or dest is None:
                return "case inconnue (ex. l1c3 : ligne 1, case 3)."
            reason, cost = R.check_campfire(self.mountain, colour, target, dest, self.path_rule)
            if reason:
                return reason + " (« Sans quoi le Feu de Camp ne peut être joué »)."
            return self._cost_problem(cost) or "ce feu de camp n'est pas possible."
        return "coup inconnu (poser-…, feu-…, defausser-…, payer-…, grappin)."

    def _cost_problem(self, cost: int) -> str | None:
        spare = len(self.hands[self.turn]) - 1
        if cost > spare:
            return (f"ce placement coûte {cost} carte(s) à défausser et il ne vous en resterait que {spare} : "
                    "« Placer une carte Versant nécessite de défausser autant de cartes que la différence de "
                    "valeur avec celle qui lui est adjacente ».")
        return None

    # --- playing ---------------------------------------------------------------------
    def _apply(self, move, player):
        p = self.turn
        name = self.game.seat_name(p)
        hand = self.hands[p]
        head, _, rest = move.partition("-")
        if head == "payer":
            hand.remove(rest)
            self.discard.append(rest)
            self.due -= 1
            self.log(f"{name} défausse {R.label(rest)} pour payer le placement"
                     + (f" (encore {self.due})." if self.due else "."))
            if self.due == 0:
                self._end_turn()
            return
        if head == "grappin":
            self.grapples -= 1
            self.decks[p].extend(hand)
            hand.clear()
            self.shuffle(self.decks[p])
            self.log(f"{name} dépense une carte Grappin ({self.grapples} restante(s)) : la main est mélangée "
                     "dans la pioche.")
            self._end_turn()
            return
        if head == "chevres":
            spot, _, dirs = rest.partition("-")
            herd = self.goats.pop(spot)
            for cell in R.goat_visits(R.parse_spot(spot), dirs):
                herd += self.goats.pop(R.spot_code(*cell), 0)
            self.goats[R.spot_code(*cell)] = herd
            self.due = len(dirs)
            self.phase = "payer"
            self.log(f"{name} fait grimper les chèvres de la {R.spot_label(*R.parse_spot(spot))} de {len(dirs)} case(s) : "
                     f"{herd} chèvre(s) en {R.spot_label(*cell)} ; {len(dirs)} carte(s) à défausser.")
            return
        if head == "defausser":
            a, _, b = rest.partition("-")
            hand.remove(a)
            hand.remove(b)
            self.discard += [a, b]
            self.log(f"{name} défausse 2 cartes : {R.label(a)} et {R.label(b)}.")
            self._end_turn()
            return
        cost = self.cost_of(move)
        if head == "poser":
            card, _, spot = rest.partition("-")
            r, c = R.parse_spot(spot)
            before = R.at(self.mountain, r, c)
            hand.remove(card)
            R.place(self.mountain, card, r, c)
            if before == R.BRIDGE:
                self.discard.append(R.BRIDGE)
                self.log(f"{name} recouvre le pont de la {R.spot_label(r, c)} avec {R.label(card)}.")
            else:
                self.log(f"{name} pose {R.label(card)} en {R.spot_label(r, c)}.")
            if card in R.GOAT_CARDS and self.goat_rule:
                code = R.spot_code(r, c)
                self.goats[code] = self.goats.get(code, 0) + 1
                self.log(f"Une chèvre arrive en {R.spot_label(r, c)}.")
            if card == R.SUMMIT:
                if self._won():
                    return
                self.log(f"Le Sommet est posé ; il faut encore {R.GOATS_TO_WIN - self.goats_at_foot()} chèvre(s) "
                         "au pied du sommet (ligne 8).")
        else:
            colour, a, b = rest.split("-")
            (r, c), (r2, c2) = R.parse_spot(a), R.parse_spot(b)
            moved = R.at(self.mountain, r, c)
            hand.remove(R.campfire(colour))
            self.mountain[r - 1][c - 1] = R.campfire(colour)
            covers = R.at(self.mountain, r2, c2) == R.BRIDGE
            if covers:
                self.discard.append(R.BRIDGE)
            R.place(self.mountain, moved, r2, c2)
            self.log(f"{name} pose le feu de camp {colour} en {R.spot_label(r, c)} : {R.label(moved)} monte en "
                     f"{R.spot_label(r2, c2)}" + (", sur le pont qu'elle recouvre." if covers else "."))
        self._note_panoramas()
        if cost:
            self.due = cost
            self.phase = "payer"
            self.log(f"Coût du placement : {cost} carte(s) à défausser.")
            return
        self._end_turn()

    def _note_panoramas(self) -> None:
        """« Déplacer une de ces cartes par la suite avec un Feu de Camp n'invalide
        pas le panorama » : a panorama once seen stays completed."""
        for i, triple in enumerate(self.panoramas):
            if not self.panoramas_done[i] and R.panorama_seen(self.mountain, triple):
                self.panoramas_done[i] = True
                self.log(f"Panorama {'-'.join(map(str, triple))} complété.")

    def _won(self) -> bool:
        if not self.mountain[R.SUMMIT_ROW - 1]:
            return False
        if self.goat_rule and self.goats_at_foot() < R.GOATS_TO_WIN:
            return False
        self.result = "victoire"
        self.phase = "fin"
        self.log("Le Sommet est posé sur la 9e ligne : la montagne est gravie, tout le monde gagne !"
                 + (f" ({self.goats_at_foot()} chèvres au pied du sommet)" if self.goat_rule else ""))
        return True

    def _end_turn(self) -> None:
        p = self.turn
        if self._won():
            return
        self.phase = "action"
        self.due = 0
        drawn = 0
        while len(self.hands[p]) < self.hand_size and self.decks[p]:
            self.hands[p].append(self.decks[p].pop())
            drawn += 1
        if drawn:
            self.log(f"{self.game.seat_name(p)} pioche {drawn} carte(s)"
                     + (" ; sa pioche est épuisée." if not self.decks[p] else "."))
        self.turn = (p + 1) % self.players
        self.turns += 1
        self._check_stuck()

    def _check_stuck(self) -> None:
        hand = self.hands[self.turn]
        can_act = (len(hand) >= 2 or (self.is_solo() and self.grapples > 0) or bool(self.placements(hand))
                   or bool(self.goat_moves(hand, 1)))
        if not can_act:
            self.result = "defaite"
            self.phase = "fin"
            self.log(f"{self.game.seat_name(self.turn)} ne peut effectuer aucune action (ni placer une carte, "
                     "ni défausser 2 cartes) : la montagne ne sera pas gravie, tout le monde perd.")

    # --- results and views -----------------------------------------------------------
    def mountain_cards(self) -> int:
        return sum(1 for row in self.mountain for card in row if card != R.BRIDGE)

    def scores(self):
        return [self.mountain_cards()] * self.players

    def winners(self):
        return list(range(self.players)) if self.result == "victoire" else []

    def determinize(self, seat, rng):
        """Every draw pile (its order, hence the next cards) and the partners' hands dealt afresh from
        their pooled cards, each keeping its size."""
        twin = super().determinize(seat, rng)
        self.redeal(list(twin.decks) + [h for q, h in enumerate(twin.hands) if q != seat], rng)
        return twin

    def view(self, player):
        mine = player is not None and 0 <= player < self.players
        return {
            "joueur": player if mine else None,
            "joueurs": self.players,
            "main": list(self.hands[player]) if mine else None,
            "tailles_mains": [len(h) for h in self.hands],
            "pioches": [len(d) for d in self.decks],
            "montagne": [list(row) for row in self.mountain],
            "defausse": list(self.discard),
            "grappins": self.grapples,
            "tour": self.turn,
            "phase": self.phase,
            "a_payer": self.due,
            "resultat": self.result,
            "chemin_vert": self.path_rule,
            "panoramas": [list(t) for t in self.panoramas],
            "regle_chevres": self.goat_rule,
            "chevres": dict(self.goats),
            "panoramas_faits": list(self.panoramas_done),
            "taille_main": self.hand_size,
        }

    def describe(self, move, player=None):
        if not isinstance(move, str):
            return str(move)
        head, _, rest = move.partition("-")
        if head == "payer":
            return f"Défausser {R.label(rest)} (coût)"
        if head == "grappin":
            return "Grappin : mélanger la main dans la pioche et repiocher 6 cartes"
        if head == "defausser":
            a, _, b = rest.partition("-")
            return f"Défausser {R.label(a)} et {R.label(b)}"
        if head == "chevres" and R.GOAT_RE.fullmatch(move):
            spot, _, dirs = rest.partition("-")
            ways = ", ".join("gauche" if d == "g" else "droite" for d in dirs)
            end = R.goat_visits(R.parse_spot(spot), dirs)[-1]
            return (f"Chèvres de la {R.spot_label(*R.parse_spot(spot))} vers la {R.spot_label(*end)} ({ways}) : "
                    f"{len(dirs)} carte(s) à défausser")
        if head == "poser":
            card, _, spot = rest.partition("-")
            where = R.parse_spot(spot)
            if where:
                cost = self.cost_of(move) if self.phase == "action" else None
                tail = f" (coût {cost})" if cost else ""
                verb = "Recouvrir le pont" if R.at(self.mountain, *where) == R.BRIDGE else "Poser"
                if verb == "Poser":
                    return f"Poser {R.label(card)} en {R.spot_label(*where)}{tail}"
                return f"Recouvrir le pont de la {R.spot_label(*where)} avec {R.label(card)}{tail}"
        if head == "feu":
            parts = rest.split("-")
            if len(parts) == 3 and R.parse_spot(parts[1]) and R.parse_spot(parts[2]):
                cost = self.cost_of(move) if self.phase == "action" else None
                tail = f" (coût {cost})" if cost else ""
                return (f"Feu de camp {parts[0]} en {R.spot_label(*R.parse_spot(parts[1]))}, la carte monte en "
                        f"{R.spot_label(*R.parse_spot(parts[2]))}{tail}")
        return move


# --- a position to start from (the examples beside the rules) ----------------------------------

POSITION_KEYS = {"montagne", "main"}


def read_position(value, earlier):
    """A demo block's ``position:``: the mountain (rows from the foot, each from the left, checked
    against the placement rules) and the reader's hand; the rest of the deck is the draw pile."""
    if position_table(value, POSITION_KEYS) is None:
        return None
    mountain, problem = R.read_mountain(value.get("montagne"))
    if problem:
        bad_position(f"« montagne » : {problem}")
    solo = earlier.get("joueurs", 1) == 1
    size = R.SOLO_HAND if solo else R.HAND
    hand = value.get("main", [])
    if not isinstance(hand, list) or not 1 <= len(hand) <= size:
        bad_position(f"« main » : de 1 à {size} cartes (ex. [rouge5, bleu3, pont]).")
    for i, card in enumerate(hand, 1):
        if not isinstance(card, str) or R.kind(card) is None:
            bad_position(f"« main » : carte n° {i} « {card} » inconnue (ex. rouge7, bleu12, feuvert, pont, sommet).")
    left = Counter(R.full_deck(solo, earlier.get("chevres", False)))
    for card in [c for row in mountain for c in row] + hand:
        left[card] -= 1
        if left[card] < 0:
            extra = " (en solo, les cartes de valeur 1 sont retirées)" if solo and R.value_of(card) == 1 else ""
            bad_position(f"{R.label(card)} : le paquet n'en a pas assez pour la montagne et la main{extra}.")
    return {"montagne": mountain, "main": list(hand)}


@register
class Tranquility(Game):
    main_rule_section = "placement-dune-carte-versant"
    id = "tranquility"
    mode = "partie"
    title = "Tranquility: The Ascent : gravir la montagne ensemble"
    state_class = TranquilityState
    bots = {"fort": search_bot("Fort", ClimberBot, iterations=30, depth=12), "grimpeur": ClimberBot, "hasard": RandomBot}
    default_bot = "grimpeur"  # the fastest to answer on a phone
    cooperative = True  # the whole team reaches the summit or none: winners() is every seat or none
    options = (
        PlayerCount(default=1, lo=1, hi=5,
                    help="Seul (règles du solo), ou de 2 à 5 en coopération : les autres sièges sont des bots "
                         "qui ne voient que leur propre main."),
        Integer("grappins", "Cartes Grappin (solo)", default=3, lo=0, hi=3,
                help="« Vous commencez la partie avec les 3 cartes grappin [...] (Mais vous pouvez en retirer "
                     "pour augmenter la difficulté.) » Sans effet à plusieurs."),
        Flag("chemin_vert", "Règle optionnelle « Le chemin vert »", default=False,
             help="Un chemin continu de cartes vertes de la 1re à la 8e ligne est exigé avant le Sommet."),
        Structured("panoramas", "Règle optionnelle « Panoramas »", default=None, parse=R.read_panoramas,
                   expects="une liste d'au plus 6 panoramas, chacun trois valeurs de 1 à 12 lues de gauche à droite",
                   example=[[5, 5, 6], [9, 8, 9]],
                   help="Chaque panorama doit avoir été vu (trois cartes Versant côte à côte sur une ligne, de "
                        "gauche à droite) avant de poser le Sommet."),
        Flag("chevres", "Règle optionnelle « Les chèvres »", default=False,
             help="Faire grimper au moins 8 chèvres jusqu'aux cases sous le sommet, en défaussant une carte par "
                  "case gravie."),
        Structured("position", "Position de départ (un exemple)", default=None, parse=read_position,
                   expects="une table : montagne (lignes depuis le bas), main (vos cartes)",
                   example={"montagne": [["vert2", "rouge5"]], "main": ["bleu3", "vert7", "rouge2", "bleu12"]},
                   help="La montagne et votre main au début de votre tour ; le reste du paquet fait la pioche."),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = TranquilityState(self, n, seed)
        solo = n == 1
        s.hand_size = R.SOLO_HAND if solo else R.HAND
        s.grapples = options["grappins"] if solo else 0
        s.path_rule = options["chemin_vert"]
        s.panoramas = options["panoramas"] or []
        s.panoramas_done = [False] * len(s.panoramas)
        s.goat_rule = options["chevres"]
        s.goats = {}
        deck = R.full_deck(solo, s.goat_rule)
        given = [] if solo else ([1] if n <= 3 else [1, 3])
        for _ in given:
            deck.remove(R.BRIDGE)
        position = options["position"]
        placed = [c for row in position["montagne"] for c in row] + position["main"] if position else []
        for card in placed:
            deck.remove(card)
        s.shuffle(deck)
        s.decks = [deck[p::n] for p in range(n)]
        s.hands = [[] for _ in range(n)]
        for p in given:
            s.hands[p].append(R.BRIDGE)
        if position:
            s.hands[0] = list(position["main"])  # as the page gives it, refilled at the end of the turn
        for p in range(n):
            while len(s.hands[p]) < s.hand_size and s.decks[p] and not (position and p == 0):
                s.hands[p].append(s.decks[p].pop())
        s.mountain = [list(row) for row in position["montagne"]] if position else R.empty_mountain()
        s.discard = []
        s.turn = 0
        s.turns = 0
        s.phase = "action"
        s.due = 0
        s.result = None
        if solo:
            s.log(f"Partie en solo : sans les 6 cartes de valeur 1, {s.grapples} carte(s) Grappin, 6 cartes en "
                  f"main, {len(s.decks[0])} cartes dans la pioche.")
        else:
            s.log(f"Partie à {n} : le paquet est partagé en {n} pioches, 5 cartes en main.")
            s.log("Pont de départ : " + french_list([self.seat_name(p) for p in given]) + ".")
        if s.panoramas:
            s.log("Panoramas à compléter : " + french_list(s.missing_panoramas()) + ".")
        s.log("Toute communication sur les cartes en main est proscrite : chacun ne voit que sa main.")
        if position:
            s.log("Exemple : la montagne et votre main sont celles de la page ; le reste du paquet fait la pioche.")
        s._check_stuck()
        return s
