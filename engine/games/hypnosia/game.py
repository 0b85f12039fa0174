"""Hypnosia, a whole game against bots (mode "partie"), as the page states it.

A turn: the dice are rolled for the player (« Le premier joueur lance les 2
dés »), then the player moves one piece by the sum of the dice, or one piece
by each die, one after the other (two different pieces). Moves (ASCII):
- « G1-G4 »: the piece on G1 (a pawn, or a whole stack) goes to G4;
- « un-G4-F4 »: one pawn of the stack on G4 goes to F4 (the stack is
  dismantled, the other pawn stays);
- « F4-centre »: from a bridge of the small circle into the centre;
- « choisir-G1 » / « choisir-un-G4 »: pick a piece (or one pawn of a stack)
  to see the squares it may reach. Picking is not a move of the game: it is
  offered so that the board can be played by clicking a pawn, then a square.
"""

from __future__ import annotations

import math
import re

from ...bots import RandomBot, search_bot
from ...core import Game, Refusal, State, french_list
from ...options import Flag, PlayerCount
from .. import register
from . import rules as R
from .bots import HypnoBot

G = R.GRID
_PICK_RE = re.compile(r"choisir-(un-)?([A-K](?:[1-9]|1[01]))")
PASS_LIMIT = 60
"""Turns passed in a row (nobody able to move) after which the game ends:
« dès qu'il n'y a plus de pions déplaçables sur le plateau »."""

SECTIONS = {
    "tour": "deroulement-de-la-partie",
    "deplacer": "comment-se-deplacer",
    "pile": "empiler-des-pions",
    "capture": "capture-de-pions",
    "centre": "centre-du-plateau",
    "variante": "variante",
}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n > 1 else ''}"


def _place_rank(k: int) -> str:
    return "1re" if k == 0 else f"{k + 1}e"


class HypnosiaState(State):
    """pions ([owner, square] per pawn), couloirs (lane of each seat), points,
    des (the roll), reste (dice not used yet), bouges (pawns moved this turn),
    tour, selection ([kind, square] or None), variante, passes (turns passed
    in a row), dernier (the last move, for the board), fin (None or the
    reason the game ended)."""

    # --- helpers ---------------------------------------------------------------
    def colour(self, player: int) -> str:
        return R.LANE_COLOURS[self.couloirs[player]]

    def who(self, player: int) -> str:
        """A seat in the log: its colour (« Rouge »); the player areas say who is who."""
        return R.COLOUR_NAMES[self.colour(player)]

    def moves(self, player=None) -> dict[str, dict]:
        if self.fin is not None or (player is not None and player != self.tour):
            return {}
        return R.cached_turn_moves(tuple(map(tuple, self.pions)), self.tour, self.couloirs[self.tour],
                                   tuple(self.reste), frozenset(self.bouges), self.variante)

    def pickable(self, moves) -> list[list]:
        seen = []
        for mid in moves:
            kind, src, _ = R.parse_move(mid)
            if [kind, src] not in seen:
                seen.append([kind, src])
        return seen

    def _autoselect(self):
        picks = self.pickable(self.moves())
        self.selection = picks[0] if len(picks) == 1 else None

    # --- the API ---------------------------------------------------------------
    def to_move(self):
        return [] if self.fin is not None else [self.tour]

    def legal_moves(self, player=None):
        moves = self.moves(player)
        if not moves:
            return []
        out = list(moves)
        for kind, src in self.pickable(moves):
            if [kind, src] != self.selection:
                out.append("choisir-" + ("un-" if kind else "") + G.name(src))
        return out

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup illisible."
        if move in self.legal_moves(player):
            return None
        if self.fin is not None:
            return "la partie est terminée."
        pick = _PICK_RE.fullmatch(move)
        if pick:
            kind, src = ("un" if pick.group(1) else ""), G.parse(pick.group(2))
            if src is None:
                return "case inconnue : colonnes A à K, rangées 1 à 11."
            if [kind, src] == self.selection:
                return f"ce pion ({G.name(src)}) est déjà choisi : cliquez une des cases marquées."
            reason = self._why_piece(kind, src, player)
            if reason:
                return reason
            if src in R.LANE_OF:
                dist = R.LANE_OF[src][1]
                return Refusal(f"ce pion est à {_plural(dist, 'case')} du grand cercle : il doit « obtenir un score "
                               f"suffisamment élevé pour atteindre au minimum la première case du plus grand "
                               f"cercle » ({dist} ou plus) ; vous avez {self._dice_text()}.", SECTIONS["deplacer"])
            return Refusal(f"le pion de la case {G.name(src)} ne peut aller nulle part avec {self._dice_text()} "
                           "(cases d'arrivée occupées par une pile, ou coup qui laisserait un dé inutilisé).",
                           SECTIONS["tour"])
        parsed = R.parse_move(move)
        if parsed is None:
            return ("coup inconnu : écrivez la case de départ et la case d'arrivée (« G1-G4 »), « un- » "
                    "devant pour ne déplacer qu'un pion d'une pile, « -centre » pour entrer au centre.")
        kind, src, dst = parsed
        reason = self._why_piece(kind, src, player)
        if reason:
            return reason
        return self._why_target(kind, src, dst, player)

    def _dice_text(self) -> str:
        if len(self.reste) == 2:
            a, b = self.reste
            return f"les dés {a} et {b} (ou {a + b} pour un seul pion)"
        return f"le dé {self.reste[0]} qui reste"

    def _why_piece(self, kind, src, player) -> str | None:
        occ = R.occupancy(self.pions)
        pawns = occ.get(src, [])
        name = G.name(src)
        if not pawns:
            return f"la case {name} est vide : choisissez d'abord un de vos pions, puis la case où il va."
        owner = self.pions[pawns[0]][0]
        if owner != player:
            return f"le pion de la case {name} est {self.who(owner)} ; vous jouez {R.COLOUR_NAMES[self.colour(player)]}."
        if src in R.CENTRE_PLACES:
            return Refusal(f"le pion de la case {name} est au centre : il y reste jusqu'à la fin.",
                           SECTIONS["centre"])
        free = [p for p in pawns if p not in self.bouges]
        if not free:
            return Refusal(f"ce pion a déjà bougé ce tour-ci : l'autre dé se joue avec « un autre pion ».",
                           SECTIONS["tour"])
        if kind == "un" and len(pawns) < 2:
            return Refusal(f"il n'y a pas de pile en {name} : « un- » ne sert qu'à démanteler une pile.",
                           SECTIONS["pile"])
        if kind == "" and len(pawns) == 2 and len(free) < 2:
            return Refusal(f"un pion de la pile en {name} a déjà bougé ce tour-ci : seul l'autre peut "
                           "partir (« un- »).", SECTIONS["tour"])
        return None

    def _why_target(self, kind, src, dst, player) -> str:
        lane = self.couloirs[player]
        occ = R.occupancy(self.pions)
        count = 2 if (kind == "" and len(occ[src]) == 2) else 1
        stack = count == 2
        reach = {}
        for n in range(1, 13):
            for target, bridge in R.destinations(src, n, lane, stack, False):
                reach.setdefault(target, (n, bridge))
        dname = "le centre" if dst == R.CENTRE else f"la case {G.name(dst)}"
        if dst not in reach:
            if src in R.LANE_OF:
                return Refusal(f"un pion qui quitte sa position de départ va sur le grand cercle, en partant de "
                               f"{G.name(R.ENTRY[lane])} ; {dname} n'est pas sur son chemin.",
                               SECTIONS["deplacer"])
            if dst == R.CENTRE:
                return Refusal("on n'entre au centre que depuis un pont du petit cercle, avec un « 1 ».",
                               SECTIONS["centre"])
            return Refusal(f"{dname} n'est pas sur le chemin de ce pion : « Sur les cercles, les pions ne "
                           "peuvent se déplacer que dans le sens contraire des aiguilles d'une montre », et on "
                           "ne change de cercle que par un pont, après s'y être arrêté.", SECTIONS["deplacer"])
        n, bridge = reach[dst]
        if bridge and stack and self.variante:
            return Refusal("variante : « les piles ne peuvent plus traverser les ponts » ; démantelez d'abord "
                           "la pile (« un- »).", SECTIONS["variante"])
        amounts = set(self.reste) | ({sum(self.reste)} if len(self.reste) == 2 else set())
        if n not in amounts:
            if dst == R.CENTRE:
                return Refusal(f"pour entrer au centre il faut un « 1 » (« chaque point de dé doit être "
                               f"consommé ») ; vous avez {self._dice_text()}.", SECTIONS["centre"])
            return Refusal(f"{dname} est à {_plural(n, 'case')} ; vous avez {self._dice_text()} : « le joueur "
                           "doit \"consommer\" chaque point du lancer et ne peut pas arrêter son pion avant "
                           "cela ».", SECTIONS["tour"])
        problem = R.landing_problem(self.pions, occ, dst, player, count)
        if problem == "stack":
            return Refusal(f"{dname} porte déjà un de vos pions ou une de vos piles : « 2 est le maximum » "
                           "d'une pile.", SECTIONS["pile"])
        if problem == "single-vs-stack":
            return Refusal(f"{dname} porte une pile adverse : « Un pion simple ne peut pas capturer une pile "
                           "adverse ».", SECTIONS["capture"])
        if len(self.reste) == 2 and n in self.reste and n != sum(self.reste):
            other = list(self.reste)
            other.remove(n)
            return Refusal(f"après ce coup, le dé {other[0]} ne pourrait être joué par aucun autre pion, alors "
                           f"qu'un autre coup utilise tout le lancer : « le joueur doit \"consommer\" chaque "
                           "point du lancer ».", SECTIONS["tour"])
        return Refusal("ce déplacement n'est pas possible avec ce lancer.", SECTIONS["tour"])

    # --- playing -----------------------------------------------------------------
    def _apply(self, move, player):
        pick = _PICK_RE.fullmatch(move)
        if pick:
            self.selection = ["un" if pick.group(1) else "", G.parse(pick.group(2))]
            return
        info = self.moves()[move]
        kind, src, dst = R.parse_move(move)
        happened = R.apply(self.pions, info, player)
        for d in info["de"]:
            self.reste.remove(d)
        self.bouges.extend(info["pions"])
        self.passes = 0
        self.dernier = {"joueur": player, "de": src, "vers": dst, "pris": [], "centre": bool(happened["centre"])}
        what = "la pile" if len(info["pions"]) == 2 else ("un pion de la pile" if kind else "un pion")
        used = "+".join(str(d) for d in info["de"])
        where = "au centre" if dst == R.CENTRE else f"en {G.name(dst)}"
        line = f"{self.who(player)} déplace {what} de {G.name(src)} {where} ({used})"
        if info["pont"] and dst != R.CENTRE:
            line += ", par le pont"
        extra = []
        if happened["pris"]:
            victims: dict[int, int] = {}
            for p in happened["pris"]:
                victims[self.pions[p][0]] = victims.get(self.pions[p][0], 0) + 1
            for owner, n in victims.items():
                self.points[player] += n * R.CAPTURE_POINTS
                self.points[owner] -= n * R.CAPTURE_POINTS
                extra.append(f"capture {_plural(n, 'pion')} {R.COLOUR_NAMES[self.colour(owner)]} "
                             f"(+{n} pour {self.who(player)}, −{n} pour {self.who(owner)})")
            self.dernier["pris"] = [dst]
        elif dst != R.CENTRE and len(R.occupancy(self.pions).get(dst, [])) == 2 and len(info["pions"]) == 1:
            extra.append("les 2 pions forment une pile")
        for p, place in happened["centre"]:
            if place is None:
                extra.append("plus de place au centre pour le second pion : il ne marque rien")
            else:
                pts = R.CENTRE_POINTS[place]
                self.points[player] += pts
                extra.append(f"{_place_rank(place)} place au centre : {_plural(pts, 'point')}")
        self.log(line + (" : " + " ; ".join(extra) if extra else "") + ".")
        self.selection = None
        if self._check_end():
            return
        if self.reste and self.moves():
            self._autoselect()
            return
        if self.reste:
            self.log(f"Le dé {self.reste[0]} ne peut être joué par aucun autre pion : il est perdu.")
        self._start_turn((player + 1) % self.players)

    def _on_board(self, player: int) -> bool:
        return any(o == player and (sq in R.LANE_OF or sq in R.CIRCLE_OF) for o, sq in self.pions)

    def _check_end(self) -> bool:
        if R.centre_filled(self.pions) >= len(R.CENTRE_PLACES):
            self._finish("5 pions occupent les places centrales")
            return True
        if not any(self._on_board(p) for p in range(self.players)):
            self._finish("il n'y a plus de pions déplaçables sur le plateau")
            return True
        return False

    def _start_turn(self, player: int):
        for _ in range(PASS_LIMIT * self.players + self.players):
            if not self._on_board(player):
                player = (player + 1) % self.players
                continue
            a, b = self.rand_below(6) + 1, self.rand_below(6) + 1
            self.tour, self.des, self.reste, self.bouges = player, [a, b], [a, b], []
            self.selection = None
            if self.moves():
                self.log(f"{self.who(player)} lance les dés : {a} et {b}.")
                self._autoselect()
                return
            self.log(f"{self.who(player)} lance les dés : {a} et {b} ; aucun pion ne peut les jouer, "
                     "le tour passe.")
            self.passes += 1
            if self.passes >= PASS_LIMIT:
                break
            player = (player + 1) % self.players
        self._finish("plus aucun pion ne peut être déplacé (le tour a passé trop de fois de suite)")

    def _finish(self, why: str):
        self.fin = why
        self.selection = None
        self.reste = []
        win = self.winners()
        scores = ", ".join(f"{self.who(p)} {self.points[p]}" for p in range(self.players))
        self.log(f"Fin de la partie : {why}. Points : {scores}. "
                 f"{'Gagnant' if len(win) == 1 else 'Gagnants'} : {french_list([self.who(p) for p in win])}.")

    # --- results and views ------------------------------------------------------------
    def scores(self):
        return list(self.points)

    def arrival(self, player: int) -> int | None:
        """The best centre place of `player` (0 = first), None if none."""
        best = None
        for o, sq in self.pions:
            if o == player and sq in R.CENTRE_PLACES:
                k = R.CENTRE_PLACES.index(sq)
                best = k if best is None else min(best, k)
        return best

    def winners(self):
        """« Le joueur qui a atteint le plus haut score [...] remporte la partie ! En cas d'égalité,
        c'est le joueur qui a placé le pion le plus haut dans l'ordre d'arrivée qui gagne. »"""
        if self.fin is None:
            return []
        top = max(self.points)
        tied = [p for p in range(self.players) if self.points[p] == top]
        ranked = [(self.arrival(p), p) for p in tied if self.arrival(p) is not None]
        if len(tied) > 1 and ranked:
            return [min(ranked)[1]]
        return tied

    def search_candidates(self, player, legal):
        """The moves a search may choose (engine.search): whole moves, not the selection of a pawn,
        which changes nothing else and could be chosen again and again."""
        return [m for m in legal if not m.startswith("choisir-")]

    def search_value(self):
        """A position not over, for engine.search: « Malin »'s reading of points and progress
        toward the centre (without its costly threat count), each seat against the best other."""
        from .bots import evaluate
        own = [evaluate(self.pions, self.points, p, {}) for p in range(self.players)]
        out = []
        for p in range(self.players):
            lead = own[p] - max(own[q] for q in range(self.players) if q != p)
            out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, lead / 10.0)))))
        return out

    def view(self, player):
        return {"joueur": player, "pions": [list(p) for p in self.pions], "couloirs": list(self.couloirs),
                "points": list(self.points), "des": list(self.des), "reste": list(self.reste),
                "bouges": list(self.bouges), "tour": self.tour, "selection": self.selection,
                "variante": self.variante, "fin": self.fin, "dernier": self.dernier}

    def describe(self, move, player=None):
        pick = _PICK_RE.fullmatch(move)
        if pick:
            return f"Choisir {'un pion de la pile' if pick.group(1) else 'le pion'} en {pick.group(2)}"
        parsed = R.parse_move(move)
        if parsed is None:
            return move
        kind, src, dst = parsed
        where = "au centre" if dst == R.CENTRE else f"en {G.name(dst)}"
        return f"{'Un pion de la pile' if kind else 'Le pion'} de {G.name(src)} {where}"


@register
class Hypnosia(Game):
    main_rule_section = "deroulement-de-la-partie"
    rule_sections = frozenset(SECTIONS.values())
    id = "hypnosia"
    mode = "partie"
    title = "Hypnosia : une partie contre des bots"
    state_class = HypnosiaState
    player_names = ["Vous", "Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5"]
    bots = {"fort": search_bot("Fort", HypnoBot, iterations=20, depth=6, margin=0.2), "malin": HypnoBot, "hasard": RandomBot}
    default_bot = "malin"  # the fastest to answer on a phone
    options = (
        PlayerCount(default=2, lo=2, hi=6),
        Flag("variante", "Variante : les piles ne traversent pas les ponts", default=False,
             help="« les piles ne peuvent plus traverser les ponts », ni entrer au centre."),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = HypnosiaState(self, n, seed)
        s.couloirs = list(R.SEAT_LANES[n])
        s.pions = []
        for p, lane in enumerate(s.couloirs):
            for sq in R.LANES[lane]:
                s.pions.append([p, sq])
        s.points = [0] * n
        s.variante = options["variante"]
        s.des, s.reste, s.bouges = [], [], []
        s.tour, s.selection, s.fin, s.passes, s.dernier = 0, None, None, 0, None
        # « Chaque joueur lance les 2 dés : celui qui obtient le plus haut score commence. »
        contenders = list(range(n))
        while True:
            rolls = {p: s.rand_below(6) + s.rand_below(6) + 2 for p in contenders}
            s.log("Qui commence : " + ", ".join(f"{s.who(p)} {rolls[p]}" for p in contenders) + ".")
            top = max(rolls.values())
            contenders = [p for p in contenders if rolls[p] == top]
            if len(contenders) == 1:
                break
        s.log(f"{s.who(contenders[0])} commence.")
        s._start_turn(contenders[0])
        return s
