"""Tranquility calculator (mode « placement »): a hand and a mountain that the
reader sets up, and the discard cost of every place each card may go to.

« Placer une carte Versant nécessite de défausser autant de cartes que la
différence de valeur avec celle qui lui est adjacente. *Par exemple, poser un 3
à côté d'un 5 (ou l'inverse) vous coûtera 2 cartes de plus.* »

The reader builds the mountain card by card with a « stylo » (the card to put
down, ``stylo-<carte>``, then ``poser-l<r>c<c>``), following the placement
rules but paying nothing (a set-up, not a turn); ``retirer-l<r>c<c>`` takes back
the last card of a row when nothing rests on it; ``main`` adds the stylo's
card to the hand and ``rendre-<carte>`` takes one back.
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, ScenarioError
from ...options import Structured
from .. import register
from . import rules as R

MAX_HAND = 6
COPIES = {"versant": 2, "feu": 1, "pont": R.BRIDGES, "sommet": R.SUMMITS}


def copies_used(mountain, hand, card) -> int:
    return sum(row.count(card) for row in mountain) + hand.count(card)


def read_mountain_option(value, earlier):
    mountain, problem = R.read_mountain(value)
    if problem:
        raise ScenarioError("montagne", problem)
    return mountain


def read_hand(value, earlier):
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > MAX_HAND:
        raise ScenarioError("main", f"une liste d'au plus {MAX_HAND} cartes est attendue (ex. [rouge5, bleu3, pont]).")
    for i, card in enumerate(value, 1):
        if not isinstance(card, str) or R.kind(card) is None:
            raise ScenarioError("main", f"carte n° {i} « {card} » inconnue (ex. rouge7, bleu12, feuvert, pont, sommet).")
    mountain = earlier.get("montagne") or R.empty_mountain()
    for card in set(value):
        if copies_used(mountain, value, card) > COPIES[R.kind(card)]:
            raise ScenarioError("main", f"{R.label(card)} : le jeu n'en a que {COPIES[R.kind(card)]} "
                                        "(montagne et main comprises).")
    return list(value)


def removable(mountain, r: int, c: int) -> bool:
    """The last card of its row, with no card resting on it."""
    if len(mountain[r - 1]) != c:
        return False
    return r == R.ROWS or len(mountain[r]) < c


def board_place(mountain, card, r, c) -> str | None:
    """Why the stylo's card may not be put at (r, c) while setting up, or None.
    A campfire is set up like a card (as if it had already replaced one)."""
    if R.kind(card) == "feu":
        if (r, c) not in R.next_spots(mountain) or r == R.SUMMIT_ROW:
            return f"la {R.spot_label(r, c)} n'est pas la prochaine place libre et soutenue d'une ligne."
        for step in (-1, 1):
            if R.colour_of(R.at(mountain, r, c + step)) == R.colour_of(card):
                return ("« Sur une même ligne, vous ne pourrez jamais placer 2 cartes de même couleur "
                        "adjacentes ».")
        return None
    reason, _ = R.check_place(mountain, card, r, c)
    return reason


class PlacementState(CalculatorState):
    def spots(self):
        return R.next_spots(self.mountain) + R.bridge_spots(self.mountain)

    def legal_moves(self, player=None):
        moves = ["stylo-" + c for c in R.ALL_CODES]
        for r, c in self.spots():
            if board_place(self.mountain, self.pen, r, c) is None and self._room_for(self.pen):
                moves.append("poser-" + R.spot_code(r, c))
        for r in range(1, R.ROWS + 1):
            c = len(self.mountain[r - 1])
            if c and removable(self.mountain, r, c):
                moves.append("retirer-" + R.spot_code(r, c))
        if self._room_for(self.pen) and len(self.hand) < MAX_HAND:
            moves.append("main")
        moves += ["rendre-" + c for c in R.sort_cards(set(self.hand))]
        return moves

    def _room_for(self, card) -> bool:
        return copies_used(self.mountain, self.hand, card) < COPIES[R.kind(card)]

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        if move in self.legal_moves(player):
            return None
        head, _, rest = move.partition("-")
        if head == "stylo":
            return f"« {rest} » n'est pas une carte (ex. rouge7, bleu12, feuvert, pont, sommet)."
        if head == "poser":
            where = R.parse_spot(rest)
            if where is None:
                return f"« {rest} » n'est pas une case de la montagne (ex. l1c3 : ligne 1, case 3)."
            reason = board_place(self.mountain, self.pen, *where)
            if reason:
                return reason
            return f"{R.label(self.pen)} : le jeu n'en a que {COPIES[R.kind(self.pen)]} (montagne et main comprises)."
        if head == "retirer":
            where = R.parse_spot(rest)
            if where is None or R.at(self.mountain, *where) is None:
                return "il n'y a pas de carte à cette place."
            return ("on ne retire que la dernière carte d'une ligne, et seulement si aucune carte ne repose "
                    "dessus (« Chaque carte a besoin d'être posée sur deux autres cartes »).")
        if head == "main":
            if len(self.hand) >= MAX_HAND:
                return f"la main a déjà {MAX_HAND} cartes (la main la plus grande : 6 en solo)."
            return f"{R.label(self.pen)} : le jeu n'en a que {COPIES[R.kind(self.pen)]}."
        if head == "rendre":
            return f"« {rest} » n'est pas dans la main."
        return "coup inconnu (stylo-…, poser-…, retirer-…, main, rendre-…)."

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        if head == "stylo":
            self.pen = rest
            self.log(f"Carte choisie : {R.label(rest)}.")
        elif head == "poser":
            r, c = R.parse_spot(rest)
            R.place(self.mountain, self.pen, r, c)
            self.log(f"{R.label(self.pen)} posée en {R.spot_label(r, c)}.")
        elif head == "retirer":
            r, c = R.parse_spot(rest)
            card = self.mountain[r - 1].pop()
            self.log(f"{R.label(card)} retirée de la {R.spot_label(r, c)}.")
        elif head == "main":
            self.hand.append(self.pen)
            self.log(f"{R.label(self.pen)} ajoutée à la main.")
        elif head == "rendre":
            self.hand.remove(rest)
            self.log(f"{R.label(rest)} retirée de la main.")

    def table(self) -> list[dict]:
        """For each card of the hand, every legal place and its discard cost."""
        out = []
        spare = len(self.hand) - 1
        for card in R.sort_cards(set(self.hand)):
            rows, refused = [], []
            if R.kind(card) == "feu":
                colour = R.colour_of(card)
                for r in range(1, R.ROWS):
                    for c, there in enumerate(self.mountain[r - 1], 1):
                        if there not in R.VERSANTS or R.colour_of(there) != colour:
                            continue
                        for dest in self.spots():
                            if dest[0] > r:
                                reason, cost = R.check_campfire(self.mountain, colour, (r, c), dest)
                                if reason is None:
                                    rows.append({"case": f"sur {R.label(there)} ({R.spot_label(r, c)}), qui "
                                                         f"monte en {R.spot_label(*dest)}",
                                                 "cout": cost, "payable": cost <= spare})
            else:
                for r, c in self.spots():
                    reason, cost = R.check_place(self.mountain, card, r, c)
                    if reason is not None:
                        refused.append({"case": R.spot_label(r, c), "raison": reason})
                    else:
                        what = ("recouvre le pont, " if R.at(self.mountain, r, c) == R.BRIDGE else "") + R.spot_label(r, c)
                        rows.append({"case": what, "code": R.spot_code(r, c), "cout": cost,
                                     "payable": cost <= spare})
            out.append({"carte": card, "places": rows, "refus": refused})
        return out

    def view(self, player):
        return {"montagne": [list(r) for r in self.mountain], "main": list(self.hand), "stylo": self.pen,
                "couts": self.table()}

    def describe(self, move, player=None):
        if not isinstance(move, str):
            return str(move)
        head, _, rest = move.partition("-")
        if head == "stylo" and R.kind(rest):
            return f"Choisir {R.label(rest)}"
        if head == "poser" and R.parse_spot(rest):
            return f"Poser {R.label(self.pen)} en {R.spot_label(*R.parse_spot(rest))}"
        if head == "retirer" and R.parse_spot(rest):
            return f"Retirer la carte de la {R.spot_label(*R.parse_spot(rest))}"
        if head == "main":
            return f"Ajouter {R.label(self.pen)} à la main"
        if head == "rendre" and R.kind(rest):
            return f"Retirer {R.label(rest)} de la main"
        return move


@register
class TranquilityPlacement(Calculator):
    main_rule_section = "placement-dune-carte-versant"
    id = "tranquility"
    mode = "placement"
    title = "Tranquility : où poser une carte, et à quel coût ?"
    state_class = PlacementState
    player_names = ["Lecteur"]
    options = (
        Structured("montagne", "Montagne", default=None, parse=read_mountain_option,
                   expects="une liste de lignes, de la ligne du bas vers le haut, chacune la liste de ses cartes "
                           "depuis la gauche (rouge7, bleu12, feuvert, pont, sommet)",
                   example=[["rouge3", "pont", "feuvert", "bleu7"]],
                   help="La montagne doit respecter les règles de placement (le coût de défausse mis à part)."),
        Structured("main", "Main", default=None, parse=read_hand,
                   expects=f"une liste d'au plus {MAX_HAND} cartes", example=["bleu4", "bleu5", "rouge8", "pont"]),
    )

    def setup(self, options, seed):
        s = PlacementState(self, 1, seed)
        s.mountain = options["montagne"] or R.empty_mountain()
        s.hand = options["main"] or []
        s.pen = s.hand[0] if s.hand else "rouge5"
        return s
