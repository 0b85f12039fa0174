"""Kingdomino, mode "royaume": build kingdoms and score them, as on the page.

A one-player calculator (it never ends): the reader builds one to four
kingdoms side by side, either "domino par domino" (the 48 real dominoes, drawn
or chosen, laid by the page's "Règles de connexion") or "case par case"
(a terrain and its crowns on any square, to copy a finished kingdom). Every
edit is a move, so the session's undo takes it back.

Moves (ASCII, stable):
- "royaume-K": work on kingdom K (1-based);
- "regle-empire", "regle-harmonie": switch an optional rule on or off;
- domino by domino: "ligne" (turn a new line of dominoes face up), "prendre-N"
  (take domino N from the line), "piocher" (draw at random), "choisir-N" (take
  domino N from the box),
  "sens-d|b|g|h" (where the second half goes: droite, bas, gauche, haut),
  "poser-R-C" (first half on row R, column C, second half in the chosen
  "sens": the orientation is part of the state, so the legal list is exactly
  what the board shows),
  "defausser" (only when the domino cannot be added anywhere);
- square by square: "terrain-<id>" (champ, foret, lac, paturage, marais, mine,
  vide), "couronnes-N" (0 to 3), "case-R-C" (put the chosen square there;
  the same square again empties it).
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, ScenarioError, parse_number
from ...options import Choice, Flag, Integer, Structured
from ...core import Refusal
from .. import register
from . import rules as K

BRUSH_IDS = [v[0] for v in K.TERRAINS.values()] + ["vide"]


def _parse_kingdom(rows, n: int, field: str) -> list[list[str]]:
    """A described kingdom -> board, castle in the centre. Checks every row
    and every cell and names the faulty one."""
    if not isinstance(rows, list) or not rows:
        raise ScenarioError(field, "une liste de lignes est attendue, par exemple "
                                   "[\"F1 F0 .\", \"L0 C B0\"] (une chaîne par ligne, cases séparées par des espaces).")
    if len(rows) > n:
        raise ScenarioError(field, f"{len(rows)} lignes : un royaume tient dans {n}x{n} cases, donc {n} lignes au plus.")
    grid = []
    width = None
    for i, row in enumerate(rows, start=1):
        where = f"{field}, ligne {i}"
        if not isinstance(row, str):
            raise ScenarioError(where, f"une chaîne de cases séparées par des espaces est attendue, pas « {row} ».")
        tokens = row.split()
        if not tokens:
            raise ScenarioError(where, "ligne vide : écrivez « . » pour chaque case vide.")
        if len(tokens) > n:
            raise ScenarioError(where, f"{len(tokens)} cases : {n} au plus par ligne pour un royaume de {n}x{n}.")
        if width is None:
            width = len(tokens)
        elif len(tokens) != width:
            raise ScenarioError(where, f"{len(tokens)} cases au lieu de {width} : toutes les lignes doivent avoir la même longueur.")
        line = []
        for j, token in enumerate(tokens, start=1):
            code, problem = K.parse_square(token)
            if code is None:
                raise ScenarioError(f"{where}, case {j}", problem + ".")
            line.append(code)
        grid.append(line)
    castles = [(i, j) for i, line in enumerate(grid) for j, code in enumerate(line) if code == K.CASTLE]
    if len(castles) != 1:
        raise ScenarioError(field, f"un royaume a exactement un château « C » ({len(castles)} trouvé{'s' if len(castles) > 1 else ''}).")
    ci, cj = castles[0]
    board = K.empty_board(n)
    centre = n - 1
    for i, line in enumerate(grid):
        for j, code in enumerate(line):
            board[centre + i - ci][centre + j - cj] = code
    return board


def read_positions(value, earlier) -> list:
    """`position`: one kingdom (a list of row strings) or several (a list of
    such lists)."""
    n, players = earlier["taille"], earlier["joueurs"]
    if not isinstance(value, list) or not value:
        raise ScenarioError("position", "une liste de lignes (un royaume) ou une liste de royaumes est attendue.")
    if not any(isinstance(row, list) for row in value):
        return [_parse_kingdom(value, n, "position")]
    if all(isinstance(k, list) for k in value):
        if players is not None and len(value) > players:
            raise ScenarioError("position", f"{len(value)} royaumes décrits pour joueurs: {players}.")
        if len(value) > 4:
            raise ScenarioError("position", f"{len(value)} royaumes : 4 au plus.")
        return [_parse_kingdom(k, n, f"position, royaume {i}") for i, k in enumerate(value, start=1)]
    raise ScenarioError("position", "mélange de lignes et de royaumes : donnez soit les lignes d'un royaume, "
                                    "soit une liste de royaumes (chacun une liste de lignes).")


def _num(text: str) -> int:
    """A move's number, read by the engine's one strict reader (one spelling per move)."""
    n = parse_number(text)
    if n is None:
        raise ValueError(text)
    return n


def _new_kingdom(board, from_position: int) -> dict:
    return {"cases": board, "main": None, "sens": "d", "poses": [], "defausses": [],
            "recus_position": from_position}


class KingdomState(CalculatorState):
    """Kingdoms being built. Attributes (all JSON): taille, pose, regles,
    actif, royaumes, pioche, ligne (the dominoes face up, by number), pinceau."""

    # --- helpers ------------------------------------------------------------
    def kingdom(self, k: int | None = None) -> dict:
        return self.royaumes[self.actif if k is None else k]

    def capacity(self) -> int:
        """Dominoes a kingdom receives: 12 for 5x5, 24 for 7x7 (the squares
        around the castle, two per domino)."""
        return (self.taille * self.taille - 1) // 2

    def received(self, k: int | None = None) -> int:
        kd = self.kingdom(k)
        return len(kd["poses"]) + len(kd["defausses"]) + kd["recus_position"]

    def summary(self, k: int) -> dict:
        kd = self.royaumes[k]
        return K.summary(kd["cases"], self.taille, len(kd["defausses"]),
                         self.regles["empire"], self.regles["harmonie"])

    def summaries(self) -> list[dict]:
        return [self.summary(k) for k in range(len(self.royaumes))]

    def leaders(self) -> tuple[list[int], str]:
        """Who would win now, and why (the page's tie-breaks)."""
        return K.compare(self.summaries())

    def _placements(self) -> list:
        kd = self.kingdom()
        if kd["main"] is None:
            return []
        return K.legal_placements(kd["cases"], self.taille, kd["main"])

    # --- the API ----------------------------------------------------------

    def legal_moves(self, player=None):
        moves = [f"royaume-{k + 1}" for k in range(len(self.royaumes)) if k != self.actif]
        moves += ["regle-empire", "regle-harmonie"]
        kd = self.kingdom()
        n = self.taille
        if self.pose == "domino":
            if kd["main"] is None:
                if self.received() < self.capacity():
                    moves += [f"prendre-{d}" for d in self.ligne]
                    if self.pioche:
                        if not self.ligne:
                            moves.append("ligne")
                        moves.append("piocher")
                        moves += [f"choisir-{d}" for d in self.pioche]
            else:
                moves += [f"sens-{s}" for s in K.DIRECTIONS if s != kd["sens"]]
                places = self._placements()
                moves += [f"poser-{r + 1}-{c + 1}" for r, c, s in places if s == kd["sens"]]
                if not places:
                    moves.append("defausser")
        else:
            brush = self.pinceau
            moves += [f"terrain-{t}" for t in BRUSH_IDS if t != brush["terrain"]]
            if brush["terrain"] != "vide":
                moves += [f"couronnes-{i}" for i in range(K.MAX_CROWNS + 1) if i != brush["couronnes"]]
            board = kd["cases"]
            box = K.bounding_box(board)
            r0, r1, c0, c1 = K.window(board, n)
            for r in range(r0, r1 + 1):
                for c in range(c0, c1 + 1):
                    if self._square_problem(r, c, box) is None:
                        moves.append(f"case-{r + 1}-{c + 1}")
        return moves

    def _brush_code(self) -> str:
        t = self.pinceau["terrain"]
        if t == "vide":
            return ""
        return f"{K.TERRAIN_BY_ID[t]}{self.pinceau['couronnes']}"

    def _square_problem(self, r: int, c: int, box=None) -> str | None:
        board = self.kingdom()["cases"]
        size = len(board)
        n = self.taille
        if not (0 <= r < size and 0 <= c < size):
            return Refusal(f"cette case est hors de la zone de jeu ({size} lignes et {size} colonnes autour du château).", "regles-de-connexion")
        current = board[r][c]
        if current == K.CASTLE:
            return "c'est la tuile de départ (le château) : elle reste au centre de la zone de jeu."
        code = self._brush_code()
        if not code and not current:
            return f"la case {K.where(r, c)} est déjà vide."
        if code and current != code:
            return K.size_problem(board, n, [(r, c)], box)
        return None

    def _parse(self, move: str):
        """(kind, args) or (None, reason)."""
        parts = move.split("-") if isinstance(move, str) else []
        if not parts:
            return None, "coup inconnu."
        kind, args = parts[0], parts[1:]
        try:
            if kind == "royaume" and len(args) == 1:
                return kind, [_num(args[0]) - 1]
            if kind == "regle" and len(args) == 1 and args[0] in ("empire", "harmonie"):
                return kind, args
            if kind in ("ligne", "piocher", "defausser") and not args:
                return kind, []
            if kind in ("choisir", "prendre") and len(args) == 1:
                return kind, [_num(args[0])]
            if kind == "sens" and len(args) == 1 and args[0] in K.DIRECTIONS:
                return kind, args
            if kind == "poser" and len(args) == 2:
                return kind, [_num(args[0]) - 1, _num(args[1]) - 1]
            if kind == "terrain" and len(args) == 1 and args[0] in BRUSH_IDS:
                return kind, args
            if kind == "couronnes" and len(args) == 1:
                return kind, [_num(args[0])]
            if kind == "case" and len(args) == 2:
                return kind, [_num(args[0]) - 1, _num(args[1]) - 1]
        except ValueError:
            pass
        return None, f"coup inconnu « {move} »."

    def why_illegal(self, move, player):
        kind, args = self._parse(move)
        if kind is None:
            return args
        kd = self.kingdom()
        if kind == "royaume":
            k = args[0]
            if not 0 <= k < len(self.royaumes):
                return f"il n'y a que {len(self.royaumes)} royaume{'s' if len(self.royaumes) > 1 else ''} ici."
            if k == self.actif:
                return f"le royaume {k + 1} est déjà celui que vous construisez."
            return None
        if kind == "regle":
            return None
        domino_kinds = ("ligne", "prendre", "piocher", "choisir", "sens", "poser", "defausser")
        if self.pose == "domino" and kind not in domino_kinds:
            return "ici, le royaume se construit domino par domino : piochez ou choisissez un domino, puis posez-le."
        if self.pose == "case" and kind in domino_kinds:
            return "ici, le royaume se remplit case par case : choisissez un paysage et ses couronnes, puis une case."
        if kind in ("ligne", "prendre", "piocher", "choisir"):
            if kd["main"] is not None:
                return f"posez d'abord le {K.domino_text(kd['main'])} (ou défaussez-le s'il ne peut être ajouté)."
            if self.received() >= self.capacity():
                return Refusal(f"ce royaume a reçu ses {self.capacity()} dominos : il est terminé "
                        f"({self.taille}x{self.taille} cases, château compris).", "regles-de-connexion")
            if kind == "prendre":
                if args[0] not in self.ligne:
                    shown = ", ".join(f"n° {d}" for d in self.ligne) or "aucun domino (tournez une nouvelle ligne)"
                    return Refusal(f"le domino n° {args[0]} n'est pas dans la ligne : on sélectionne un domino "
                                   f"« dans la nouvelle ligne » ; elle montre {shown}.", "tour-de-jeu")
                return None
            if not self.pioche:
                return "la pioche est vide : les 48 dominos sont sortis."
            if kind == "ligne" and self.ligne:
                return Refusal(f"la ligne montre encore {len(self.ligne)} domino{'s' if len(self.ligne) > 1 else ''} : "
                               "prenez-en un avant d'en tourner une nouvelle.", "tour-de-jeu")
            if kind == "choisir":
                d = args[0]
                if d not in K.DOMINOES:
                    return f"les dominos sont numérotés de 1 à 48, pas {d}."
                if d not in self.pioche:
                    return f"le domino n° {d} est déjà sorti (chaque domino n'existe qu'une fois)."
            return None
        if kind in ("sens", "poser", "defausser") and kd["main"] is None:
            return "aucun domino en main : piochez ou choisissez d'abord un domino."
        if kind == "sens":
            if args[0] == kd["sens"]:
                return f"la seconde moitié est déjà {K.DIRECTION_NAMES[args[0]]}."
            return None
        if kind == "poser":
            r, c = args
            cells = K.domino_cells(kd["main"], r, c, kd["sens"])
            problem = K.placement_problem(kd["cases"], self.taille, cells)
            if problem is not None:
                others = [K.DIRECTION_NAMES[s] for s in K.DIRECTIONS if s != kd["sens"]
                          and K.placement_problem(kd["cases"], self.taille,
                                                  K.domino_cells(kd["main"], r, c, s)) is None]
                if others:
                    problem += (f" Tourné autrement (seconde moitié {' ou '.join(others)}), "
                                f"il irait sur cette case.")
            return Refusal(problem, "regles-de-connexion") if problem is not None else None
        if kind == "defausser":
            places = self._placements()
            if places:
                r, c, s = places[0]
                return Refusal(f"ce domino peut encore être ajouté (par exemple en {K.where(r, c)}, seconde moitié "
                        f"{K.DIRECTION_NAMES[s]}) : il n'est défaussé que s'il est impossible de l'ajouter "
                        f"en respectant les règles de connexion.", "regles-de-connexion")
            return None
        if kind == "terrain":
            if args[0] == self.pinceau["terrain"]:
                return "c'est déjà le paysage choisi."
            return None
        if kind == "couronnes":
            k = args[0]
            if self.pinceau["terrain"] == "vide":
                return "la gomme n'a pas de couronnes : choisissez d'abord un paysage."
            if not 0 <= k <= K.MAX_CROWNS:
                return f"une case porte de 0 à {K.MAX_CROWNS} couronnes."
            if k == self.pinceau["couronnes"]:
                return f"c'est déjà le nombre choisi ({K.crowns_text(k)})."
            return None
        if kind == "case":
            return self._square_problem(*args)
        return "coup inconnu."  # pragma: no cover - every kind is handled above

    def _apply(self, move, player):
        kind, args = self._parse(move)
        kd = self.kingdom()
        label = f"Royaume {self.actif + 1}"
        if kind == "royaume":
            self.actif = args[0]
            self.log(f"Vous construisez maintenant le royaume {self.actif + 1}.")
        elif kind == "regle":
            key = args[0]
            self.regles[key] = not self.regles[key]
            name = "Empire du milieu" if key == "empire" else "Harmonie"
            self.log(f"Règle optionnelle « {name} » {'activée' if self.regles[key] else 'désactivée'}.")
        elif kind == "ligne":
            for _ in range(min(K.LINE_SIZE, len(self.pioche))):
                self.ligne.append(self.pioche.pop(self.rand_below(len(self.pioche))))
            self.ligne.sort()
            self.log("Nouvelle ligne : " + ", ".join(f"n° {d}" for d in self.ligne) + ".")
        elif kind == "prendre":
            d = args[0]
            self.ligne.remove(d)
            kd["main"] = d
            self.log(f"{label} : {K.domino_text(d)} pris dans la ligne.")
        elif kind == "piocher":
            d = self.pioche.pop(self.rand_below(len(self.pioche)))
            kd["main"] = d
            self.log(f"{label} : {K.domino_text(d)} pioché.")
        elif kind == "choisir":
            d = args[0]
            self.pioche.remove(d)
            kd["main"] = d
            self.log(f"{label} : {K.domino_text(d)} choisi.")
        elif kind == "sens":
            kd["sens"] = args[0]
        elif kind == "poser":
            r, c = args
            s = kd["sens"]
            d = kd["main"]
            cells = K.domino_cells(d, r, c, s)
            for y, x, code in cells:
                kd["cases"][y][x] = code
            kd["poses"].append([d, r, c, s])
            kd["main"] = None
            (y1, x1, a), (y2, x2, b) = cells
            self.log(f"{label} : domino n° {d} posé, {K.square_text(a)} en {K.where(y1, x1)} et "
                     f"{K.square_text(b)} en {K.where(y2, x2)} ; score {self.summary(self.actif)['total']}.")
        elif kind == "defausser":
            d = kd["main"]
            kd["defausses"].append(d)
            kd["main"] = None
            self.log(f"{label} : domino n° {d} défaussé : impossible de l'ajouter au royaume, "
                     f"il ne rapportera aucun point.")
        elif kind == "terrain":
            self.pinceau["terrain"] = args[0]
        elif kind == "couronnes":
            self.pinceau["couronnes"] = args[0]
        elif kind == "case":
            r, c = args
            code = self._brush_code()
            if kd["cases"][r][c] == code:
                code = ""
            kd["cases"][r][c] = code
            text = f"{K.square_text(code)} en {K.where(r, c)}" if code else f"case {K.where(r, c)} vidée"
            self.log(f"{label} : {text} ; score {self.summary(self.actif)['total']}.")

    def describe(self, move, player=None):
        kind, args = self._parse(move)
        if kind is None:
            return move
        if kind == "royaume":
            return f"Construire le royaume {args[0] + 1}"
        if kind == "regle":
            name = "Empire du milieu" if args[0] == "empire" else "Harmonie"
            return f"{'Désactiver' if self.regles[args[0]] else 'Activer'} la règle « {name} »"
        if kind == "ligne":
            return f"Tourner une nouvelle ligne de {K.LINE_SIZE} dominos"
        if kind == "prendre":
            return f"Prendre dans la ligne le {K.domino_text(args[0])}" if args[0] in K.DOMINOES else move
        if kind == "piocher":
            return "Piocher un domino au hasard"
        if kind == "choisir":
            return f"Prendre le {K.domino_text(args[0])}" if args[0] in K.DOMINOES else move
        if kind == "sens":
            return f"Tourner le domino : seconde moitié {K.DIRECTION_NAMES[args[0]]}"
        if kind == "poser":
            r, c = args
            s = self.kingdom()["sens"]
            return f"Poser le domino en {K.where(r, c)}, seconde moitié {K.DIRECTION_NAMES[s]}"
        if kind == "defausser":
            return "Défausser le domino (impossible à ajouter)"
        if kind == "terrain":
            return "Gomme (vider des cases)" if args[0] == "vide" else f"Paysage : {K.TERRAINS[K.TERRAIN_BY_ID[args[0]]][1]}"
        if kind == "couronnes":
            return f"Couronnes : {args[0]}"
        if kind == "case":
            return f"Case {K.where(*args)}"
        return move  # pragma: no cover

    def scores(self):
        """One score per kingdom (the reader is the only player)."""
        return [s["total"] for s in self.summaries()]

    def view(self, player):
        """Nothing is hidden: the kingdoms, the draw pile as a set (its order
        is never used: draws use the state's generator) and every score."""
        winners, reason = self.leaders()
        return {
            "taille": self.taille,
            "pose": self.pose,
            "regles": dict(self.regles),
            "actif": self.actif,
            "royaumes": [{"cases": [list(r) for r in kd["cases"]], "main": kd["main"], "sens": kd["sens"],
                          "defausses": list(kd["defausses"]), "recus": self.received(k)}
                         for k, kd in enumerate(self.royaumes)],
            "pioche": sorted(self.pioche),
            "ligne": list(self.ligne),
            "pinceau": dict(self.pinceau),
            "scores": self.summaries(),
            "en_tete": winners,
            "raison": reason,
        }


@register
class KingdominoKingdom(Calculator):
    id = "kingdomino"
    mode = "royaume"
    rule_sections = frozenset({"regles-de-connexion", "tour-de-jeu"})
    main_rule_section = "tour-de-jeu"  # take a domino, then place it (or discard it)
    title = "Kingdomino : construire et compter son royaume"
    state_class = KingdomState
    player_names = ["Vous"]

    options = (
        Choice("taille", "Taille du royaume", default=5,
               choices={5: "5x5 (règle de base)", 7: "7x7 (« Le Grand Duel », à 2 joueurs)"}),
        Choice("pose", "Ce que l'on pose", default="domino",
               choices={"domino": "des dominos, comme en partie", "case": "case par case, pour décrire un royaume"}),
        Integer("joueurs", "Nombre de royaumes", default=None, lo=1, hi=4,
                help="Par défaut, autant que de royaumes décrits dans la position (1 sinon)."),
        Flag("empire_du_milieu", "Variante « L'Empire du Milieu » (+10 si le château est au centre)", default=False),
        Flag("harmonie", "Variante « Harmonie » (+5 si le royaume est complet)", default=False),
        Structured("position", "Royaume(s) de départ", default=None, parse=read_positions,
                   expects="les lignes d'un royaume (« F1 F0 . », une chaîne par ligne, C pour le château) "
                           "ou une liste de royaumes",
                   example=["F1 F0 .", "L0 C B0"]),
    )

    def setup(self, options, seed):
        n = options["taille"]
        pose = options["pose"]
        boards = options["position"] or []
        players = options["joueurs"] or min(max(len(boards), 1), 4)
        if n == 7 and players > 2:
            raise ScenarioError("taille", f"« Le Grand Duel » (7x7) se joue à 2 joueurs : joueurs: {players} "
                                          "demande des royaumes de 5x5.")
        empire = options["empire_du_milieu"]
        harmony = options["harmonie"]
        state = KingdomState(self, 1, seed)
        state.taille = n
        state.pose = pose
        state.regles = {"empire": empire, "harmonie": harmony}
        state.actif = 0
        state.royaumes = []
        for k in range(players):
            if k < len(boards):
                board = boards[k]
                filled = sum(1 for line in board for code in line if code and code != K.CASTLE)
                state.royaumes.append(_new_kingdom(board, (filled + 1) // 2))
            else:
                state.royaumes.append(_new_kingdom(K.empty_board(n), 0))
        state.pioche = sorted(K.DOMINOES)
        state.ligne = []
        state.pinceau = {"terrain": "champ", "couronnes": 0}
        return state
