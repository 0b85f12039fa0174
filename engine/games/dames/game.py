"""International draughts (« Dames internationales »), one game against a bot.

The page « Tips checkers » gives advice only; the rules are the official ones
(see `rules.py` and the page's « Lecture retenue »). White (« Blancs », seat 0)
moves first; Black (« Noirs ») is seat 1.

Moves (ASCII, stable), in the usual notation of draughts:
- « 32-28 »: a move without capture, from square 32 to square 28;
- « 28x19 »: a capture from 28 ending on 19; when two legal captures share
  start and end, every landing square is written: « 28x37x48x17 »;
- « choisir-32 »: pick the piece on 32 to see where it may go (the board then
  shows its destinations). Picking is not a turn: it is offered so that the
  board can be played by clicking a piece, then a square.

Option `position`: a starting position in the FEN of the PDN standard
(« W:W31-50:B1-20 » is the usual start), to show a combination from a tip.
"""

from __future__ import annotations

import re

from ...bots import RandomBot
from ...core import Game, ScenarioError, State
from ...options import Structured
from .. import register
from . import rules as R
from .bots import BeginnerBot, MalinBot

_SQUARE = r"[1-9][0-9]?"
_MOVE_RE = re.compile(rf"{_SQUARE}(?:[-x]{_SQUARE})+")
_PICK_RE = re.compile(rf"choisir-({_SQUARE})")


def read_position(value, earlier):
    try:
        board, side = R.parse_fen(value)
    except ValueError as err:
        raise ScenarioError("position", str(err) + ".") from None
    return R.to_fen(board, side)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n > 1 else ''}"


class DamesState(State):
    """A position. Attributes (all JSON): cases (the board string of
    `rules.py`), trait (side to move), selection (square picked, or None),
    fin (None, or the winner and the reason), positions (positions since the
    last man move or capture, for repetitions), dames_seules (half-moves in a
    row by kings without capture), finale (the FMJD endgame count, or None),
    demi_coups, dernier (the last move, for the board), pions (each piece's
    identity, list index = square: the square it stood on when the game or the
    position started, 0 on an empty square; the board's `data-piece`, so that
    the page can show the piece that moved slide where it goes)."""

    # --- moves -----------------------------------------------------------------
    def found(self) -> tuple[tuple[tuple, tuple], ...]:
        return R.moves(self.cases, self.trait)

    def named(self) -> dict[str, tuple[tuple, tuple]]:
        found = self.found()
        return dict(zip(R.notations(found), found))

    def movable(self) -> list[int]:
        """Squares of the pieces that have a legal move, in board order."""
        return sorted({path[0] for path, _ in self.found()})

    def to_move(self):
        return [] if self.fin is not None else [self.trait]

    def legal_moves(self, player=None):
        if self.fin is not None or (player is not None and player != self.trait):
            return []
        moves = list(self.named())
        moves += [f"choisir-{sq}" for sq in self.movable() if sq != self.selection]
        return moves

    # --- refusals, in the words of the rules ----------------------------------------
    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup illisible."
        if move in self.legal_moves(player):
            return None
        # From here on, always a reason: only a move of the legal list is played.
        me = R.COLOUR_NAMES[player]
        pick = _PICK_RE.fullmatch(move)
        if pick:
            return self._why_not_pick(int(pick.group(1)), player)
        if not _MOVE_RE.fullmatch(move):
            return (f"coup inconnu « {move} » : écrivez la case de départ et la case d'arrivée, "
                    "« 32-28 » pour un déplacement, « 28x19 » pour une prise (cases numérotées de 1 à 50).")
        squares = [int(x) for x in re.split("[-x]", move)]
        if any(not 1 <= sq <= 50 for sq in squares):
            return "les cases sont numérotées de 1 à 50."
        start, end = squares[0], squares[-1]
        board = self.cases
        owner = R.side_of(board[start])
        if owner is None:
            return f"la case {start} est vide : il n'y a pas de pièce à jouer."
        if owner != player:
            return f"la case {start} porte une pièce des {R.COLOUR_NAMES[owner]} ; vous jouez les {me}."
        takes = R.captures(board, player)
        if takes:
            return self._why_not_capture(start, end, takes, "x" in move)
        if "x" in move:
            return "aucune prise n'est possible dans cette position : jouez un déplacement (« 32-28 »)."
        return self._why_not_step(start, end, player)

    def _why_not_pick(self, sq, player):
        if not 1 <= sq <= 50:
            return "les cases sont numérotées de 1 à 50."
        owner = R.side_of(self.cases[sq])
        if owner is None:
            return (f"la case {sq} est vide : choisissez d'abord une de vos pièces, "
                    "puis la case où elle va.")
        if owner != player:
            return f"c'est une pièce des {R.COLOUR_NAMES[owner]} ; vous jouez les {R.COLOUR_NAMES[player]}."
        if sq == self.selection:
            return f"la pièce de la case {sq} est déjà choisie : cliquez une des cases en surbrillance."
        takes = R.captures(self.cases, player)
        if takes:
            most = len(takes[0][1])
            starts = sorted({path[0] for path, _ in takes})
            who = ("la pièce de la case " + str(starts[0]) if len(starts) == 1 else
                   "les pièces des cases " + ", ".join(map(str, starts)))
            rule = "la prise est obligatoire" + (
                f", et il faut prendre le plus de pièces possible ({most})" if most > 1 else "")
            return (f"{rule} : seule{'s' if len(starts) > 1 else ''} {who} "
                    f"{'peuvent' if len(starts) > 1 else 'peut'} jouer.")
        if self.cases[sq] == R.MAN[player]:
            return f"le pion de la case {sq} est bloqué : les cases devant lui, en diagonale, sont occupées."
        return f"la dame de la case {sq} est bloquée : les cases voisines en diagonale sont occupées."

    def _why_not_capture(self, start, end, takes, written_as_capture):
        most = len(takes[0][1])
        names = R.notations(takes)
        examples = " ou ".join([", ".join(names[:2]), names[2]] if len(names) == 3 else names[:2])
        if len(names) > 3:
            examples += " (entre autres)"
        if start not in {path[0] for path, _ in takes}:
            rule = "la prise est obligatoire" + (
                f", et il faut prendre le plus de pièces possible ({most})" if most > 1 else "")
            return f"{rule} : jouez {examples}."
        piece = "dame" if self.cases[start] in R.KING else "pion"
        every = R.captures_from(self.cases, self.trait, start, piece == "dame")
        shorter = [len(taken) for path, taken in every if path[-1] == end]
        if shorter and max(shorter) < most:
            return (f"il faut prendre le plus de pièces possible : {_plural(most, 'pièce')} ({examples}), "
                    f"cette prise n'en prend que {max(shorter)}.")
        if not written_as_capture:
            return f"la prise est obligatoire : jouez {examples}."
        return (f"le {piece} de la case {start} ne peut pas finir sa prise en {end} : "
                f"jouez {examples}.")

    def _why_not_step(self, start, end, player):
        if start == end:
            return "la case d'arrivée doit être différente de la case de départ."
        board = self.cases
        r0, c0 = R.coords(start)
        r1, c1 = R.coords(end)
        if abs(r1 - r0) != abs(c1 - c0):
            return f"les pièces se déplacent en diagonale : {end} n'est pas sur une diagonale de {start}."
        if board[start] == R.MAN[player]:
            forward = (r1 < r0) if player == R.WHITE else (r1 > r0)
            if not forward:
                return "un pion avance en diagonale vers l'avant ; il ne recule que pour prendre."
            if abs(r1 - r0) > 1:
                return "un pion avance d'une seule case (seule la dame se déplace de plusieurs cases)."
        d = R.DIRECTIONS.index(((r1 > r0) - (r1 < r0), (c1 > c0) - (c1 < c0)))
        for sq in R.RAYS[start][d]:
            if board[sq] != R.EMPTY:
                return (f"la case {sq} est occupée." if sq == end else
                        f"la diagonale est occupée en {sq} : une dame ne saute pas par-dessus une pièce "
                        "sans la prendre.")
            if sq == end:
                break
        return "ce coup n'est pas possible dans cette position."  # pragma: no cover - every case above

    # --- playing -------------------------------------------------------------------
    def _apply(self, move, player):
        pick = _PICK_RE.fullmatch(move)
        if pick:
            self.selection = int(pick.group(1))
            return
        path, taken = self.named()[move]
        piece = self.cases[path[0]]
        self.cases, crowned = R.apply(self.cases, path, taken)
        self.pions = R.move_identities(self.pions, path, taken)
        self.demi_coups += 1
        self.dernier = {"joueur": player, "chemin": list(path), "prises": list(taken), "notation": move}
        text = f"{R.COLOUR_NAMES[player]} : {move}"
        if taken:
            text += f" (prend {_plural(len(taken), 'pièce')})"
        if crowned:
            text += f" ; le pion arrive en {path[-1]} et devient dame"
        self.log(text + ".")
        # Counters of the draw rules.
        key = self.cases + str(1 - player)
        if taken or piece in R.MAN:
            self.positions = [key]
            self.dames_seules = 0
        else:
            self.positions.append(key)
            self.dames_seules += 1
        rule = R.endgame_rule(self.cases)
        if rule is None:
            self.finale = None
        elif self.finale is None or self.finale["regle"] != rule:
            self.finale = {"regle": rule, "demi_coups": 0}
        else:
            self.finale["demi_coups"] += 1
        self.trait = 1 - player
        self.selection = None
        self._check_end(player)
        if self.fin is None:
            starts = self.movable()
            if len(starts) == 1:
                self.selection = starts[0]

    def _check_end(self, player):
        other = 1 - player
        if not self.found():
            left = any(self.cases[sq] in R.PIECES[other] for sq in R.SQUARES)
            why = (f"les {R.COLOUR_NAMES[other]} ne peuvent plus jouer : toutes leurs pièces sont bloquées"
                   if left else f"les {R.COLOUR_NAMES[other]} n'ont plus de pièce")
            self._finish(player, why)
        elif self.positions.count(self.positions[-1]) >= R.REPETITIONS:
            self._finish(None, "la même position se présente pour la troisième fois, avec le même trait")
        elif self.dames_seules >= 2 * R.KING_ONLY_MOVES:
            self._finish(None, f"{R.KING_ONLY_MOVES} coups de chaque joueur avec des dames seulement, "
                               "sans prise ni déplacement de pion")
        elif self.finale is not None and self.finale["demi_coups"] >= 2 * self.finale["regle"]:
            self._finish(None, f"fin de partie contre une dame seule : {self.finale['regle']} coups de chaque "
                               "joueur sans gain")

    def _finish(self, winner, why):
        self.fin = {"vainqueur": winner, "raison": why}
        self.selection = None
        if winner is None:
            self.log(f"Partie nulle : {why}.")
        else:
            self.log(f"Les {R.COLOUR_NAMES[winner]} gagnent : {why}.")

    # --- results and views ----------------------------------------------------------
    def scores(self):
        """FMJD scoring: 2 points for a win, 1 each for a draw."""
        if self.fin is None:
            return [0, 0]
        winner = self.fin["vainqueur"]
        if winner is None:
            return [1, 1]
        return [2 if p == winner else 0 for p in range(2)]

    def view(self, player):
        return {"joueur": player, "cases": self.cases, "trait": self.trait, "selection": self.selection,
                "dernier": self.dernier, "fin": self.fin, "positions": list(self.positions),
                "dames_seules": self.dames_seules, "finale": self.finale, "demi_coups": self.demi_coups}

    def describe(self, move, player=None):
        pick = _PICK_RE.fullmatch(move)
        if pick:
            return f"Choisir la pièce de la case {pick.group(1)}"
        named = self.named()
        if move in named and named[move][1]:
            return f"Prise {move} ({_plural(len(named[move][1]), 'pièce')})"
        return f"Déplacement {move}" if move in named else move


@register
class Dames(Game):
    main_rule_section = "regles-appliquees"
    id = "dames"
    mode = "partie"
    title = "Dames internationales : une partie contre un bot"
    state_class = DamesState
    min_players = max_players = default_players = 2
    player_names = list(R.COLOUR_NAMES)
    bots = {"malin": MalinBot, "debutant": BeginnerBot, "hasard": RandomBot}
    options = (
        Structured("position", "Position de départ", default=None, parse=read_position,
                   expects="une position en notation FEN : le trait (W pour les Blancs, B pour les Noirs), "
                           "puis W et les cases des pièces blanches, B et celles des noires, K devant une "
                           "dame ; des plages comme 31-50 sont permises",
                   example="W:W27,28,32,37,38,K46:B12,13,17,18,22",
                   help="Par défaut, la position de départ : Noirs sur les cases 1 à 20, Blancs sur 31 à 50, "
                        "les Blancs commencent."),
    )

    def from_json(self, doc):
        """A saved state; one saved before pieces had identities (no `pions`) still loads, each
        piece named by the square it stands on."""
        data = doc.get("data") if isinstance(doc, dict) else None
        if isinstance(data, dict) and "pions" not in data and isinstance(data.get("cases"), str) \
                and len(data["cases"]) == 51:
            doc = dict(doc, data=dict(data, pions=R.identities(data["cases"])))
        state = super().from_json(doc)
        ids = state.pions
        if len(ids) != 51 or len(state.cases) != 51 or any(isinstance(i, bool) or not isinstance(i, int) for i in ids) \
                or any(bool(ids[sq]) != (state.cases[sq] != R.EMPTY) for sq in R.SQUARES):
            raise ScenarioError("pions", "une identité (nombre) par case du damier, 0 sur une case vide.")
        return state

    def setup(self, options, seed):
        s = DamesState(self, 2, seed)
        if options["position"] is None:
            s.cases, s.trait = R.initial_board(), R.WHITE
        else:
            s.cases, s.trait = R.parse_fen(options["position"])
        s.selection = None
        s.fin = None
        s.positions = [s.cases + str(s.trait)]
        s.dames_seules = 0
        rule = R.endgame_rule(s.cases)
        s.finale = None if rule is None else {"regle": rule, "demi_coups": 0}
        s.demi_coups = 0
        s.dernier = None
        s.pions = R.identities(s.cases)
        if not s.found():
            s._finish(1 - s.trait, f"les {R.COLOUR_NAMES[s.trait]} ne peuvent pas jouer dans cette position")
        else:
            starts = s.movable()
            if len(starts) == 1:
                s.selection = starts[0]
        return s
