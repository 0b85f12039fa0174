"""Dragonarium, the whole game (mode « partie »), as the page describes it.

« Une partie est composée de 12 tours incluant à chaque fois trois étapes » : choose a tile of the
river and place it (« 1 Choisir et placer une tuile territoire »), hatch the dragons it frees
(« 2 Éclosion des dragons »), move the assistant, who lays gems (« 3 Déplacer l'assistant »). Then
the next player, clockwise; at the end of a round the river is renewed (« La rivière ») and the
first player token passes on. « La partie se finit à la fin du 12ème tour » and « Décompte final »
counts every Dragonarium.

Moves (ASCII, stable):
- "prendre-K": take the K-th tile of the river (1…6);
- "poser-B3-droite": lay it, its first square on B3, its second to the right (droite, bas, gauche,
  haut), at the level the squares below give, pillars filling the gap;
- "dragon-B3": put the hatched dragon on B3;
- "gemme-feu-B3": the gem of a discarded tile (« +1 gemme de son choix à placer n'importe où »);
- "assistant-feu": move the assistant by the size of the largest domain of that element;
- "placer-B3": the gem the assistant lays at this step, on a square of the line in front of it.

Option ``position``: an example starts from a described position, the reader (Joueur 1) to play,
and stops at the end of the reader's turn.
"""

from __future__ import annotations

import copy
import math

from ...bots import RandomBot, search_bot
from ...core import Game, Refusal, ScenarioError, State, parse_number
from ...options import Flag, PlayerCount, Structured
from .. import register
from . import rules as R
from . import bots as B
from .bots import MalinBot

SEC_TILE = "1-choisir-et-placer-une-tuile-territoire"
SEC_HEIGHT = "pour-placer-une-tuile-en-hauteur"
SEC_HATCH = "2-eclosion-des-dragons"
SEC_ASSISTANT = "3-deplacer-lassistant"
SEC_RIVER = "la-riviere"
SEC_SCORE = "decompte-final"


class DragonariumState(State):
    """Attributes (all JSON): manche (1…12), premier, rang (players done this round), phase (choix,
    pose, dragon, gemme, assistant, pas, fin), plateaux (per seat, 36 squares: the top tile's colour
    « t » and level « h », its dragon « d », its egg « o » and gems « g », its drawn pillars « p »),
    piliers, gagnes (pillars won this turn, usable next turn), assistants (place 0…23 on the track),
    riviere, sac (the bag, hidden order), main (the tile taken), posees (the squares just laid),
    eclosions (dragons to place), reserve (dragons left per colour), couleur and pas (the assistant's
    colour and steps left), exemple, fin."""

    never_negative = ("manche", "rang", "piliers", "gagnes", "assistants", "reserve", "pas")

    # --- who plays -----------------------------------------------------------------------------
    def current(self) -> int | None:
        return None if self.phase == "fin" else (self.premier + self.rang) % self.players

    def to_move(self):
        p = self.current()
        return [] if p is None else [p]

    def board(self, p: int | None = None) -> list[dict]:
        return self.plateaux[self.current() if p is None else p]

    def step_choices(self) -> list[int]:
        return R.gem_places(self.board(), self.couleur, R.track_line(self.assistants[self.current()]))

    # --- the API -------------------------------------------------------------------------------
    def legal_moves(self, player=None):
        p = self.acting(player)
        if p is None:
            return []
        board = self.plateaux[p]
        if self.phase == "choix":
            return [f"prendre-{k + 1}" for k in range(len(self.riviere))]
        if self.phase == "pose":
            return [f"poser-{R.BOARD.name(i)}-{o}" for i, o, _, _ in R.placements(board, self.piliers[p])]
        if self.phase == "dragon":
            return [f"dragon-{R.BOARD.name(i)}" for i in R.dragon_places(board, self.posees)]
        if self.phase == "gemme":
            return [f"gemme-{c}-{R.BOARD.name(i)}" for c in R.ELEMENTS for i in R.gem_places(board, c)]
        if self.phase == "assistant":
            return [f"assistant-{c}" for c in R.ELEMENTS]
        return [f"placer-{R.BOARD.name(i)}" for i in self.step_choices()]

    @staticmethod
    def _square(text):
        i = R.BOARD.parse(text)
        return i if i is not None and R.BOARD.name(i) == text else None

    def _parse(self, move):
        parts = move.split("-") if isinstance(move, str) else []
        verb, args = (parts[0], parts[1:]) if parts else (None, [])
        if verb == "prendre" and len(args) == 1 and parse_number(args[0]) is not None:
            return verb, [parse_number(args[0]) - 1]
        if verb == "poser" and len(args) == 2 and self._square(args[0]) is not None and args[1] in R.ORIENTATIONS:
            return verb, [self._square(args[0]), args[1]]
        if verb in ("dragon", "placer") and len(args) == 1 and self._square(args[0]) is not None:
            return verb, [self._square(args[0])]
        if verb == "gemme" and len(args) == 2 and args[0] in R.COLOURS and self._square(args[1]) is not None:
            return verb, [args[0], self._square(args[1])]
        if verb == "assistant" and len(args) == 1 and args[0] in R.COLOURS:
            return verb, [args[0]]
        return None, []

    PHASE_WORDS = {"choix": ("choisissez d'abord une tuile de la rivière.", SEC_TILE),
                   "pose": ("placez d'abord la tuile prise.", SEC_TILE),
                   "dragon": ("placez d'abord le dragon qui vient d'éclore.", SEC_HATCH),
                   "gemme": ("placez d'abord la gemme de la tuile défaussée.", SEC_TILE),
                   "assistant": ("choisissez d'abord la couleur de l'assistant.", SEC_ASSISTANT),
                   "pas": ("l'assistant pose d'abord sa gemme dans la ligne devant lui.", SEC_ASSISTANT)}
    VERB_PHASE = {"prendre": "choix", "poser": "pose", "dragon": "dragon", "gemme": "gemme",
                  "assistant": "assistant", "placer": "pas"}

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        verb, args = self._parse(move)
        if verb is None:
            return Refusal("coup inconnu (prendre-<n>, poser-<case>-<sens>, dragon-<case>, gemme-<couleur>-<case>, "
                           "assistant-<couleur>, placer-<case>).", SEC_TILE)
        if self.VERB_PHASE[verb] != self.phase:
            return Refusal(*self.PHASE_WORDS[self.phase])
        p = self.current()
        board = self.plateaux[p]
        if verb == "prendre":
            return Refusal(f"la rivière a {len(self.riviere)} tuile(s), numérotées de 1 à {len(self.riviere)}.",
                           SEC_RIVER)
        if verb == "poser":
            i, o = args
            level, need, why = R.placement(board, i, o)
            name = R.BOARD.name(i)
            j = R.second_square(i, o)
            if why == "bord":
                return Refusal(f"la seconde case tomberait hors du Dragonarium (6 × 6 cases).", SEC_TILE)
            where = f"{name}–{R.BOARD.name(j)}"
            if why == "dragon":
                k = i if board[i]["d"] else j
                return Refusal(f"{R.BOARD.name(k)} porte un dragon : « Une tuile ne peut pas être posée sur un "
                               "dragon. »", SEC_HEIGHT)
            if why == "oeuf":
                k = i if R.coverable(board[i]) else j
                return Refusal(f"l'œuf de {R.BOARD.name(k)} n'a pas tous ses emplacements de gemmes remplis : « Une "
                               "tuile ne peut être posée que sur une case avec tous les espaces de gemmes remplis ou "
                               "sur une case sans œuf ».", SEC_HEIGHT)
            if why == "isolee":
                return Refusal(f"{where} ne touche aucune tuile : la tuile se place autour de la tuile de départ "
                               "(à côté d'une tuile déjà posée) ou dessus.", SEC_TILE)
            return Refusal(f"en {where}, la tuile serait au niveau {level} : il faut {need} pilier(s) pour combler "
                           f"l'espace sous une case (« La tuile doit être horizontale ») et vous en avez "
                           f"{self.piliers[p]}.", SEC_HEIGHT)
        if verb == "dragon":
            i = args[0]
            if board[i]["d"]:
                return Refusal(f"{R.BOARD.name(i)} a déjà un dragon : « Chaque case ne peut contenir qu'un seul "
                               "dragon. »", SEC_HATCH)
            return Refusal(f"{R.BOARD.name(i)} n'est ni une case de la tuile qui vient d'être posée, ni une case avec "
                           "des gemmes, ni une case sans tuile.", SEC_HATCH)
        if verb == "gemme":
            colour, i = args
            if colour not in R.ELEMENTS:
                return Refusal("une gemme est d'une des trois couleurs d'élément (feu, eau, air).", SEC_ASSISTANT)
            return self._gem_refusal(board, colour, i, SEC_TILE)
        if verb == "assistant":
            return Refusal("« l'or ne peut pas être utilisé lors de cette étape » : feu, eau ou air.", SEC_ASSISTANT)
        i = args[0]
        line = R.track_line(self.assistants[p])
        if i not in line:
            return Refusal(f"l'assistant ({R.track_name(self.assistants[p])}) pose sa gemme dans la ligne ou la "
                           f"colonne devant lui, pas en {R.BOARD.name(i)}.", SEC_ASSISTANT)
        return self._gem_refusal(board, self.couleur, i, SEC_ASSISTANT)

    @staticmethod
    def _gem_refusal(board, colour, i, section):
        cell, name = board[i], R.BOARD.name(i)
        if cell["o"] and cell["t"] == "royal" and cell["g"] and cell["g"][0] != colour and R.free_slots(cell):
            return Refusal(f"l'œuf doré de {name} porte une gemme {cell['g'][0]} : « Pour les cases dorées, les "
                           "deux gemmes doivent être de la même couleur. »", SEC_ASSISTANT)
        if cell["o"]:
            return Refusal(f"l'œuf de {name} a déjà tous ses emplacements de gemmes remplis.", section)
        return Refusal(f"{name} n'a pas d'œuf, donc pas d'emplacement de gemme.", section)

    # --- playing -------------------------------------------------------------------------------
    def _apply(self, move, player):
        verb, args = self._parse(move)
        p = self.current()
        name = self.game.seat_name(p)
        board = self.plateaux[p]
        if verb == "prendre":
            self.main = self.riviere.pop(args[0])
            self.log(f"{name} prend la tuile {R.tile_name(self.main)}.")
            if R.placements(board, self.piliers[p]):
                self.phase = "pose"
                return
            self.log(f"La tuile ne peut pas être posée : défaussée, {name} gagne 1 pilier et 1 gemme de son choix.")
            self.main = None
            self.gagnes += 1
            self.phase = "gemme" if any(R.gem_places(board, c) for c in R.ELEMENTS) else "assistant"
            return
        if verb == "poser":
            i, o = args
            after, hatched, won, level, need = R.lay(board, self.main, i, o)
            j = R.second_square(i, o)
            self.plateaux[p] = after
            self.piliers[p] -= need
            self.gagnes += won
            self.posees = [i, j]
            pillars = f", sur {need} pilier{'s' if need > 1 else ''}" if need else ""
            self.log(f"{name} pose {R.tile_name(self.main)} en {R.BOARD.name(i)}–{R.BOARD.name(j)}, niveau {level}"
                     f"{pillars}.")
            self.main = None
            if won:
                self.log(f"{name} récupère {won} pilier{'s' if won > 1 else ''} (utilisable{'s' if won > 1 else ''} "
                         "au prochain tour).")
            for colour in hatched:
                if self.reserve[colour] > 0:
                    self.eclosions.append(colour)
                    self.log(f"Un œuf {R.NAME_OF[colour]} éclot !")
                else:
                    self.log(f"Un œuf {R.NAME_OF[colour]} éclot, mais la réserve n'a plus de dragon de cette couleur.")
            self._after_dragon()
            return
        if verb == "dragon":
            colour = self.eclosions.pop(0)
            board[args[0]]["d"] = colour
            self.reserve[colour] -= 1
            self.log(f"{name} place un dragon {R.NAME_OF[colour]} en {R.BOARD.name(args[0])}.")
            self._after_dragon()
            return
        if verb == "gemme":
            colour, i = args
            board[i]["g"].append(colour)
            self.log(f"{name} place une gemme {colour} en {R.BOARD.name(i)}.")
            self.phase = "assistant"
            return
        if verb == "assistant":
            colour = args[0]
            self.couleur = colour
            self.pas = R.largest_domain(board, colour)
            self.log(f"{name} choisit {colour} : plus grand domaine de {self.pas} case(s), l'assistant avance "
                     f"d'autant.")
            self._walk()
            return
        i = args[0]
        board[i]["g"].append(self.couleur)
        self.log(f"L'assistant pose une gemme {self.couleur} en {R.BOARD.name(i)}.")
        self._walk()

    def _after_dragon(self) -> None:
        if self.eclosions and R.dragon_places(self.board(), self.posees):
            self.phase = "dragon"
            return
        if self.eclosions:
            self.log("Aucune case libre pour le dragon.")
            self.eclosions = []
        self.posees = []
        self.phase = "assistant"

    def _walk(self) -> None:
        """One step at a time: « À chaque étape, l'assistant pose une gemme de cette couleur dans un des
        emplacements de la ligne ou la colonne devant lui » ; « Le joueur est obligé de placer une gemme
        s'il le peut. » A step with one place only lays it there."""
        p = self.current()
        board = self.plateaux[p]
        while self.pas > 0:
            self.assistants[p] = (self.assistants[p] + 1) % R.TRACK
            self.pas -= 1
            choices = self.step_choices()
            if len(choices) == 1:
                board[choices[0]]["g"].append(self.couleur)
                self.log(f"L'assistant ({R.track_name(self.assistants[p])}) pose une gemme {self.couleur} en "
                         f"{R.BOARD.name(choices[0])}.")
            elif choices:
                self.phase = "pas"
                return
        self.couleur = None
        self._end_turn()

    def _end_turn(self) -> None:
        p = self.current()
        self.piliers[p] += self.gagnes
        self.gagnes = 0
        self.rang += 1
        if self.exemple and p == 0:
            self.phase = "fin"
            self.fin = "Fin de l'exemple : le tour illustré est joué."
            self.log(self.fin)
            return
        if self.rang < self.players:
            self.phase = "choix"
            return
        self.rang = 0
        self.premier = (self.premier + 1) % self.players
        if self.manche == R.ROUNDS:
            self.phase = "fin"
            self.log("Fin du 12e tour : décompte final.")
            for q in range(self.players):
                self.log(f"{self.game.seat_name(q)} : {self.scores()[q]} points, {R.dragons_on(self.plateaux[q])} "
                         "dragon(s).")
            self.log(self.verdict())
            return
        self.manche += 1
        self._start_round()

    def _start_round(self) -> None:
        """« la rivière [...] est défaussée et recomposée à la fin de chaque tour complet » ; « À 2
        joueurs, la rivière n'est défaussée et recomposée qu'après 2 tours complets. »"""
        if (self.manche - 1) % R.river_rounds(self.players) == 0:
            size = R.river_size(self.players)
            self.riviere = self.sac[:size]
            del self.sac[:size]
            self.log(f"Tour {self.manche} : la rivière est recomposée ({len(self.riviere)} tuiles).")
        else:
            self.log(f"Tour {self.manche} : la rivière garde ses {len(self.riviere)} tuiles.")
        self.phase = "choix"

    # --- results -------------------------------------------------------------------------------
    def count(self, p: int) -> dict:
        return R.score(R.BOARD, self.plateaux[p], self.royal)

    def scores(self):
        return [self.count(p)["total"] for p in range(self.players)]

    def winners(self):
        """« En cas d'égalité, le joueur qui a le plus de dragons gagne. »"""
        if not self.is_over():
            return []
        if self.exemple:
            return []
        key = [(s, R.dragons_on(self.plateaux[p])) for p, s in enumerate(self.scores())]
        best = max(key)
        return [p for p, k in enumerate(key) if k == best]

    def verdict(self) -> str:
        winners = self.winners()
        names = self.game.seat_list(winners)
        if len(winners) > 1:
            return f"Égalité parfaite (points et dragons) : {names} gagnent ensemble."
        scores = self.scores()
        if sum(1 for s in scores if s == scores[winners[0]]) > 1:
            return f"{names} gagne la partie (égalité de points, plus de dragons)."
        return f"{names} gagne la partie."

    def determinize(self, seat, rng):
        """The bag dealt afresh: its order is what no seat sees."""
        twin = super().determinize(seat, rng)
        self.redeal([twin.sac], rng)
        return twin

    CANDIDATES = 3
    """Root moves a search weighs when choosing a tile of the river or the place of the tile taken."""

    def search_candidates(self, player, legal):
        """The moves a search weighs (engine.search): among the river's tiles and among the places
        of the tile taken, the few that Malin's count values most, read from the seat's view (the
        greedy move is always in); every move at the other steps."""
        if self.phase == "choix":
            return B.best_tiles(self.view(player), legal, self.CANDIDATES)
        if self.phase == "pose":
            return B.best_places(self.view(player), legal, self.CANDIDATES)
        return legal

    def search_value(self):
        """A position not over, for engine.search: each seat's count plus what Malin values in
        stock (pillars, eggs laid, eggs whose gems are all there and will hatch when covered, dragons
        waiting for a square), against the best other seat, squashed into (0, 1)."""
        est = []
        for p, board in enumerate(self.plateaux):
            eggs = sum(1 for c in board if c["o"])
            full = sum(1 for c in board if R.full_egg(c))
            pillars = self.piliers[p] + (self.gagnes if p == self.current() else 0)
            waiting = len(self.eclosions) if p == self.current() else 0
            est.append(self.count(p)["total"] + B.PILLAR * pillars + B.EGG * (eggs - full)
                       + B.HATCH * (full + waiting))
        out = []
        for p, v in enumerate(est):
            x = (v - max(w for q, w in enumerate(est) if q != p)) / self.VALUE_SCALE
            out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x)))))
        return out

    VALUE_SCALE = 5.0

    def view(self, player):
        """Every Dragonarium, the river, the stocks and the reserve are on the table; the bag only as a
        count."""
        # a copy (the caller may keep it), the boards copied cell by cell: read at every step of a search
        data = {k: copy.deepcopy(v) for k, v in vars(self).items()
                if k not in ("game", "plateaux", "sac", "rng_state", "events")}
        data["plateaux"] = [[dict(c, g=list(c["g"])) for c in b] for b in self.plateaux]
        data["sac"] = len(self.sac)
        data["joueur"] = player
        data["tour"] = self.current()
        return data

    def describe(self, move, player=None):
        verb, args = self._parse(move)
        if verb == "prendre":
            k = args[0]
            return f"Tuile {k + 1} de la rivière" + (f" ({R.tile_name(self.riviere[k])})"
                                                     if 0 <= k < len(self.riviere) else "")
        if verb == "poser":
            j = R.second_square(*args)
            return f"Tuile en {R.BOARD.name(args[0])}" + (f"–{R.BOARD.name(j)}" if j is not None else f" ({args[1]})")
        if verb == "dragon":
            return f"Dragon en {R.BOARD.name(args[0])}"
        if verb == "gemme":
            return f"Gemme {args[0]} en {R.BOARD.name(args[1])}"
        if verb == "assistant":
            return f"Assistant : {args[0]}"
        if verb == "placer":
            return f"Gemme en {R.BOARD.name(args[0])}"
        return move


# --- a position to start from (the examples beside the rules) ----------------------------------

EXAMPLE = {"manche": 6,
           "plateaux": [[". . . . . .", ". . E1 E1o . .", ". F1oE I1 I1 . .", ". F1 F1 A1 . .", ". . . . . .",
                         ". . . . . ."],
                        [". . . . . .", ". . . . . .", ". A1 I1 I1 . .", ". A2 A1 . . .", ". . . . . .",
                         ". . . . . ."]],
           "piliers": [1, 2], "assistants": [1, 8], "riviere": ["F|Fo", "E|R", "A|I1"]}


def _positive(value, lo, hi):
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def read_position(value, earlier) -> dict:
    """`position`: the round (manche), each seat's Dragonarium (6 rows of 6 squares), pillars,
    assistant places (1…24) and the river; the reader (Joueur 1) plays first."""
    keys = {"manche", "plateaux", "piliers", "assistants", "riviere"}
    if not isinstance(value, dict) or not set(value) <= keys or "plateaux" not in value or "riviere" not in value:
        raise ScenarioError("position", "une table est attendue : manche, plateaux (un par joueur, 6 lignes de 6 "
                                        "cases), piliers, assistants, riviere.")
    n = earlier.get("joueurs")
    rounds = value.get("manche", 1)
    if not _positive(rounds, 1, R.ROUNDS):
        raise ScenarioError("position", f"manche : de 1 à {R.ROUNDS}.")
    seats = value["plateaux"]
    if not isinstance(seats, list) or len(seats) != n:
        raise ScenarioError("position", f"plateaux : un par joueur, {n} attendus.")
    boards = []
    for p, rows in enumerate(seats, start=1):
        if not isinstance(rows, list) or len(rows) != R.SIDE or not all(isinstance(r, str) for r in rows):
            raise ScenarioError("position", f"plateau du joueur {p} : {R.SIDE} lignes de {R.SIDE} cases attendues.")
        board = []
        for r, line in enumerate(rows, start=1):
            tokens = line.split()
            if len(tokens) != R.SIDE:
                raise ScenarioError("position", f"joueur {p}, ligne {r} : {len(tokens)} cases, {R.SIDE} attendues.")
            for c, token in enumerate(tokens):
                cell = R.parse_square(token)
                if cell is None:
                    raise ScenarioError("position", f"joueur {p}, case {chr(65 + c)}{r} : « {token} » illisible "
                                                    "(« . », « F2 », « F1o » œuf sans gemme, « R1oFF », « I1p2 » "
                                                    "piliers dessinés, « dA » pour un dragon : « E1dA », « .dR »).")
                board.append(cell)
        if not any(c["t"] for c in board):
            raise ScenarioError("position", f"plateau du joueur {p} : au moins une tuile (celle de départ).")
        boards.append(board)
    pillars = value.get("piliers", [R.PILLARS_START] * n)
    if not isinstance(pillars, list) or len(pillars) != n or not all(_positive(x, 0, 20) for x in pillars):
        raise ScenarioError("position", f"piliers : une liste de {n} nombres de 0 à 20.")
    places = value.get("assistants", [1] * n)
    if not isinstance(places, list) or len(places) != n or not all(_positive(x, 1, R.TRACK) for x in places):
        raise ScenarioError("position", f"assistants : une liste de {n} places de 1 à {R.TRACK} (1 : au-dessus de "
                                        "A, puis dans le sens horaire).")
    river = value["riviere"]
    size = R.river_size(n)
    if not isinstance(river, list) or not 1 <= len(river) <= size or not all(R.tile_squares(t) for t in river):
        raise ScenarioError("position", f"riviere : de 1 à {size} tuiles écrites « F|Fo » (deux cases : F, E, A, R, "
                                        "I, « o » un œuf, « 1 »/« 2 » les piliers dessinés d'une case incolore).")
    for colour in R.COLOURS:
        if sum(1 for b in boards for c in b if c["d"] == colour) > R.DRAGONS_PER_COLOUR:
            raise ScenarioError("position", f"plus de {R.DRAGONS_PER_COLOUR} dragons {colour} : la réserve n'en a "
                                            "pas autant.")
    return {"manche": rounds, "plateaux": boards, "piliers": list(pillars),
            "assistants": [x - 1 for x in places], "riviere": list(river)}


@register
class Dragonarium(Game):
    id = "dragonarium"
    mode = "partie"
    title = "Dragonarium : une partie contre les bots"
    state_class = DragonariumState
    rule_sections = frozenset({SEC_TILE, SEC_HEIGHT, SEC_HATCH, SEC_ASSISTANT, SEC_RIVER, SEC_SCORE})
    main_rule_section = SEC_TILE
    bots = {"fort": search_bot("Fort", MalinBot, iterations=16, depth=8), "malin": MalinBot, "hasard": RandomBot}
    default_bot = "malin"   # « fort » thinks about 60 ms a move in CPython (p95 100): too slow on a phone
    options = (
        PlayerCount(default=2, lo=2, hi=4),
        Flag("domaine_royal", "Compter aussi le plus grand domaine royal (doré)", default=False),
        Structured("position", "Position de départ (un exemple)", default=None, parse=read_position,
                   expects="une table : manche (1 à 12), plateaux (un par joueur : 6 lignes de 6 cases « . », "
                           "« F2 », « E1o », « R1oFF », « I1p2 », « A1dR »), piliers, assistants (places 1 à 24), "
                           "riviere (tuiles « F|Fo ») ; Joueur 1 joue, l'exemple s'arrête à la fin de son tour",
                   example=EXAMPLE),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = DragonariumState(self, n, seed)
        pos = options["position"]
        s.royal = options["domaine_royal"]
        s.manche = pos["manche"] if pos else 1
        s.premier = 0
        s.rang = 0
        s.plateaux = [[dict(c, g=list(c["g"])) for c in b] for b in pos["plateaux"]] if pos else \
            [R.new_board() for _ in range(n)]
        s.piliers = list(pos["piliers"]) if pos else [R.PILLARS_START] * n
        s.gagnes = 0
        s.assistants = list(pos["assistants"]) if pos else [0] * n
        s.reserve = {c: R.DRAGONS_PER_COLOUR - sum(1 for b in s.plateaux for x in b if x["d"] == c) for c in R.COLOURS}
        bag = R.catalogue()
        s.shuffle(bag)
        s.riviere = []
        s.main = None
        s.posees = []
        s.eclosions = []
        s.couleur = None
        s.pas = 0
        s.exemple = pos is not None
        s.fin = None
        if pos:
            for tile in pos["riviere"]:
                if tile in bag:
                    bag.remove(tile)
            s.sac = bag
            s.riviere = list(pos["riviere"])
            s.phase = "choix"
            s.log(f"{n} joueurs ; l'exemple reprend au tour {s.manche}, Joueur 1 à jouer.")
        else:
            s.sac = bag
            s.log(f"{n} joueurs, {R.ROUNDS} tours, rivière de {R.river_size(n)} tuiles.")
            s._start_round()
        return s
