"""Northwest Passage: two examples the reader plays by hand.

- « saison »: one expedition on a small map: choose who acts (``depuis-navire``
  / ``depuis-traineau``), then an action paid in crew (``piocher``,
  ``rafraichir``, ``placer``, ``aller-<case>``, ``transfert-<n>``,
  ``ramasser``); ``finir`` ends the turn, ``passer`` the season: the sun disc
  advances and the rows above it freeze (or thaw), which may imprison the ship.
- « decompte »: the final scoring of 2 to 4 players, counts edited with
  ``plus-<j>-<champ>`` / ``moins-<j>-<champ>`` and ``navire-<j>``.
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...grid import Grid
from ...options import Integer, Structured
from .. import register
from . import rules as R

ACTIONS_SECTION = "les-actions"
MOVE_SECTION = "deplacement"
TRANSFER_SECTION = "transfert-dequipage"
SUMMARY_SECTION = "resume-dune-partie"
SCORING_SECTION = "fin-de-la-partie"

DEFAULT_MAP = ["tmmmt", "tmttm", "Gmmmm"]
DEFAULT_TOKENS = {"B1": "I", "D2": "C", "E2": "F", "D1": "D"}


def read_map(value, earlier):
    if (not isinstance(value, list) or not 1 <= len(value) <= 5
            or any(not isinstance(r, str) or not 1 <= len(r) <= 6 for r in value)
            or len({len(r) for r in value}) != 1):
        raise ScenarioError("carte", "1 à 5 lignes de même longueur (au plus 6) sont attendues.")
    if any(ch not in R.TERRAIN_NAMES for r in value for ch in r):
        raise ScenarioError("carte", "m mer, t terre, g banquise (mer gelée toute la partie), G Groenland.")
    if sum(r.count(R.GREENLAND) for r in value) != 1:
        raise ScenarioError("carte", "la carte a exactement une case G (le Groenland, d'où partent les expéditions).")
    return list(value)


def read_tokens(value, earlier):
    rows = earlier.get("carte") or DEFAULT_MAP
    grid = Grid(len(rows), len(rows[0]))
    if not isinstance(value, dict):
        raise ScenarioError("jetons", "une table « case: F, D, I ou C » est attendue.")
    for cell, t in value.items():
        if grid.parse(cell) is None or t not in R.TOKENS:
            raise ScenarioError("jetons", f"« {cell}: {t} » : une case de la carte et F, D, I ou C.")
    return dict(value)


def read_coefs(value, earlier):
    rows = earlier.get("carte") or DEFAULT_MAP
    if (not isinstance(value, list) or len(value) != len(rows[0])
            or any(c not in (1, 2, 3) or isinstance(c, bool) for c in value)):
        raise ScenarioError("coefficients", f"un coefficient 1, 2 ou 3 par colonne ({len(rows[0])}) est attendu.")
    return list(value)


class SeasonState(CalculatorState):
    def grid(self) -> Grid:
        return Grid(len(self.rows), len(self.rows[0]))

    def terrain(self, cell: str) -> str:
        g = self.grid()
        r, c = g.row_col(g.parse(cell))
        return self.rows[r][c]

    def row_of(self, cell: str) -> int:
        g = self.grid()
        return g.row_col(g.parse(cell))[0]

    def frozen_count(self) -> int:
        return R.frozen_rows(min(self.season, R.SEASONS), len(self.rows))

    def frozen(self, cell: str) -> bool:
        """« la partie du plateau se trouvant au-dessus du soleil gèle » (the
        Greenland never freezes: reading); a g square is frozen all game long."""
        t = self.terrain(cell)
        return t == R.ICE or (t != R.GREENLAND and self.row_of(cell) < self.frozen_count())

    def surface(self, cell: str) -> str:
        """The terrain as it is this season: a sea square above the sun is ice."""
        t = self.terrain(cell)
        return R.ICE if t == R.SEA and self.frozen(cell) else t

    def imprisoned(self) -> bool:
        """« Si un Navire se retrouve sur une tuile gelée (suite au changement de
        saison), il est emprisonné jusqu'à ce que la tuile dégèle. »"""
        return self.frozen(self.ship)

    def where(self, who: str) -> str:
        return self.ship if who == "navire" or self.sled is None else self.sled

    def to_move(self):
        return [] if self.season > R.SEASONS else [0]

    def available(self) -> int:
        return self.crew[self.actor][0]

    def can_pay(self, action: str) -> bool:
        return self.available() >= R.cost(action, self.acted)

    def move_reason(self, cell: str) -> str | None:
        g = self.grid()
        here = g.parse(self.where(self.actor))
        there = g.parse(cell)
        if self.actor == "navire" and self.imprisoned():
            return Refusal(f"le Navire est emprisonné par les glaces en {self.ship} : « Si un Navire se retrouve sur "
                           "une tuile gelée (suite au changement de saison), il est emprisonné jusqu'à ce que la tuile "
                           "dégèle ».", MOVE_SECTION)
        if there not in g.neighbours4(here):
            return Refusal(f"{cell} n'est pas une tuile adjacente (hors diagonales) à {g.name(here)}.", MOVE_SECTION)
        t = self.surface(cell)
        if self.actor == "navire" and t == R.ICE and self.terrain(cell) == R.SEA:
            return Refusal(f"{cell} est gelée en saison {self.season} (au-dessus du disque solaire) : « Les Navires ne "
                           "peuvent pas se déplacer sur une tuile gelée, ou sur une partie de tuile gelée ».",
                           MOVE_SECTION)
        if self.actor == "navire" and not R.ship_can_enter(t):
            return Refusal(f"le Navire ne va que par la mer, pas sur {cell} ({R.TERRAIN_NAMES[t]}) : « Les Navires ne "
                           "peuvent pas se déplacer sur une tuile gelée ».", MOVE_SECTION)
        if self.actor == "traineau" and not R.sled_can_enter(t):
            return Refusal(f"« Le Traîneau ne peut pas traverser la mer » : {cell} est en mer.", MOVE_SECTION)
        return None

    def token_here(self) -> str | None:
        return self.tokens.get(self.where(self.actor))

    def legal_moves(self, player=None):
        if self.season > R.SEASONS:
            return []
        moves = ["depuis-traineau" if self.actor == "navire" else "depuis-navire"]
        if self.can_pay("piocher"):
            moves.append("piocher")
        if self.can_pay("rafraichir"):
            moves.append("rafraichir")
        if self.reserve and self.can_pay("placer"):
            moves.append("placer")
        if self.can_pay("aller"):
            g = self.grid()
            for j in g.neighbours4(g.parse(self.where(self.actor))):
                if self.move_reason(g.name(j)) is None:
                    moves.append("aller-" + g.name(j))
        if self.can_pay("transfert") and self.transfer_possible():
            sled_total = sum(self.crew["traineau"])
            moves += [f"transfert-{n}" for n in range(R.CREW + 1) if n != sled_total]
        token = self.token_here()
        if token and self.can_pay(R.TOKEN_ACTION[token]):
            moves.append("ramasser")
        moves.append("finir" if self.acted else "passer")
        return moves

    def transfer_possible(self) -> bool:
        """« uniquement si le Navire et le Traîneau d'un joueur sont sur la même
        tuile, ou si le Traîneau n'est pas déployé »."""
        return self.sled is None or self.sled == self.ship

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        if move in self.legal_moves(player):
            return None
        if self.season > R.SEASONS:
            return Refusal("les 10 saisons sont jouées.", SCORING_SECTION)
        head, _, rest = move.partition("-")
        who = "le Navire" if self.actor == "navire" else "le Traîneau"
        action = {"ramasser": R.TOKEN_ACTION.get(self.token_here() or "", "explorer")}.get(head, head)
        if head == "passer":
            return Refusal("le joueur a déjà agi ce tour-ci : il finit son tour (« Passer : … ne faire aucune action "
                           "pendant son tour de jeu »).", "passer")
        if head == "finir":
            return Refusal("« un joueur doit effectuer une action » avant de finir son tour, ou passer.", SUMMARY_SECTION)
        if head == "ramasser" and not self.token_here():
            return Refusal(f"il n'y a pas de jeton sur la tuile de {who} ({self.where(self.actor)}).", ACTIONS_SECTION)
        if head == "placer" and not self.reserve:
            return Refusal("la réserve n'a pas de tuile à placer : piochez-en une d'abord.", "placer-une-tuile")
        if head == "aller":
            g = self.grid()
            if g.parse(rest) is None:
                return f"« {rest} » n'est pas une case de la carte."
            reason = self.move_reason(rest)
            if reason:
                return reason
        if head == "transfert":
            if not self.transfer_possible():
                return Refusal("« Cette action est possible uniquement si le Navire et le Traîneau d'un joueur sont sur "
                               "la même tuile, ou si le Traîneau n'est pas déployé ».", TRANSFER_SECTION)
            n = parse_number(rest)
            if n is None or n > R.CREW:
                return f"le Traîneau reçoit de 0 à {R.CREW} pions."
            if n == sum(self.crew["traineau"]):
                return "le Traîneau a déjà ce nombre de pions."
        if action in R.COSTS:
            need = R.cost(action, self.acted)
            extra = " (1 de plus que le coût normal : action supplémentaire du tour)" if self.acted else ""
            return Refusal(f"{R.ACTION_NAMES[action]} coûte {need} pion(s) Équipage{extra} ; {who} n'en a que "
                           f"{self.available()} « Disponible(s) ».", ACTIONS_SECTION)
        return "coup inconnu."

    def _pay(self, action: str) -> int:
        need = R.cost(action, self.acted)
        self.crew[self.actor][0] -= need
        self.crew[self.actor][1] += need
        self.acted += 1
        return need

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        who = "Navire" if self.actor == "navire" else "Traîneau"
        if head == "depuis":
            self.actor = rest
            self.log(f"Agit depuis le {'Navire' if rest == 'navire' else 'Traîneau'}.")
            return
        if head == "finir":
            self.acted = 0
            self.turn += 1
            self.log("Fin du tour ; les autres joueurs jouent, puis c'est de nouveau à vous.")
            return
        if head == "passer":
            self._end_season()
            return
        if head == "ramasser":
            token = self.tokens.pop(self.where(self.actor))
            paid = self._pay(R.TOKEN_ACTION[token])
            g = self.grid()
            col = g.row_col(g.parse(self.where(self.actor)))[1]
            pts = R.TOKEN_BASE[token] * self.coefs[col]
            self.prestige += pts
            self.found.append(token)
            self.log(f"{who} : jeton {R.TOKENS[token]} ramassé ({paid} pion(s)), {R.TOKEN_BASE[token]} × "
                     f"{self.coefs[col]} = {pts} point(s) de Prestige.")
            return
        action = head
        paid = self._pay(action)
        if head == "aller":
            if self.actor == "navire":
                self.ship = rest
            else:
                self.sled = rest
            self.log(f"{who} va en {rest} ({paid} pion(s)).")
        elif head == "transfert":
            n = int(rest)
            avail = self.crew["navire"][0] + self.crew["traineau"][0]
            rest_ = self.crew["navire"][1] + self.crew["traineau"][1]
            sled_a = min(n, avail)
            self.crew["traineau"] = [sled_a, n - sled_a]
            self.crew["navire"] = [avail - sled_a, rest_ - (n - sled_a)]
            self.log(f"Transfert ({paid} pion(s)) : {n} pion(s) sur le Traîneau, {R.CREW - n} sur le Navire.")
        else:
            if head in ("piocher", "rafraichir"):
                self.reserve += 1
            elif head == "placer":
                self.reserve -= 1
            self.log(f"{who} : {R.ACTION_NAMES[head]} ({paid} pion(s)).")

    def _end_season(self):
        for v in ("navire", "traineau"):
            self.crew[v] = [self.crew[v][0] + self.crew[v][1], 0]
        self.log(f"Saison {self.season} finie : tous les pions redeviennent « Disponibles ».")
        before, jailed = self.frozen_count(), self.imprisoned()
        self.season += 1
        self.acted, self.turn = 0, 1
        if self.season > R.SEASONS:
            self.log("Fin de la 10e saison. " + self.abandon_text())
            return
        self.log(self.sun_text(before))
        if self.imprisoned() and not jailed:
            self.log(f"Le Navire est emprisonné par les glaces en {self.ship} jusqu'à ce que la tuile dégèle.")
        elif jailed and not self.imprisoned():
            self.log(f"{self.ship} dégèle : le Navire est libéré.")

    def sun_text(self, before: int) -> str:
        """What the sun disc did at the end of the season: the rows that froze or thawed."""
        now = self.frozen_count()
        text = f"Le disque solaire avance (ligne {now + 1})"
        if now > before:
            rows = ", ".join(str(r + 1) for r in range(before, now))
            return text + f" : la ligne {rows} gèle."
        if now < before:
            rows = ", ".join(str(r + 1) for r in range(now, before))
            return text + f" : la ligne {rows} dégèle."
        return text + "."

    def abandon(self) -> int:
        """« Tout Navire et/ou Traîneau qui n'est pas rentré au Groenland avant la fin
        de la 10è saison est perdu … -2 points de Prestige par pion Équipage … Un
        Navire perdu coûte un malus de -2 points de Prestige »."""
        malus = 0
        if self.terrain(self.ship) != R.GREENLAND:
            malus += R.SHIP_LOST + R.CREW_LOST * sum(self.crew["navire"])
            if self.sled is None:
                malus += R.CREW_LOST * sum(self.crew["traineau"])
        if self.sled is not None and self.terrain(self.sled) != R.GREENLAND:
            malus += R.CREW_LOST * sum(self.crew["traineau"])
        return malus

    def abandon_text(self) -> str:
        m = self.abandon()
        return f"Malus d'abandon : {m} point(s)." if m else "Tout est rentré au Groenland : pas de malus."

    def view(self, player):
        return self.to_json()["data"]

    def describe(self, move, player=None):
        if not isinstance(move, str):
            return str(move)
        head, _, rest = move.partition("-")
        if head == "depuis":
            return "Agir depuis le " + ("Navire" if rest == "navire" else "Traîneau")
        if head in R.COSTS and head not in ("aller", "transfert"):
            return f"{R.ACTION_NAMES[head]} ({R.cost(head, self.acted)})"
        if head == "aller":
            return f"Aller en {rest} ({R.cost('aller', self.acted)})"
        if head == "transfert":
            return f"Transfert : {rest} pion(s) sur le Traîneau ({R.cost('transfert', self.acted)})"
        if head == "ramasser" and self.token_here():
            t = self.token_here()
            return f"Ramasser le jeton {R.TOKENS[t]} ({R.cost(R.TOKEN_ACTION[t], self.acted)})"
        return {"finir": "Finir le tour", "passer": "Passer (fin de la saison)"}.get(move, move)


@register
class NorthwestSeason(Calculator):
    main_rule_section = ACTIONS_SECTION
    rule_sections = frozenset({ACTIONS_SECTION, MOVE_SECTION, TRANSFER_SECTION, SUMMARY_SECTION, SCORING_SECTION,
                               "passer", "placer-une-tuile"})
    id = "northwestpassage"
    mode = "saison"
    title = "Northwest Passage : une expédition, ses actions et leur coût en équipage"
    state_class = SeasonState
    player_names = ["Lecteur"]
    options = (
        Structured("carte", "Carte", default=None, parse=read_map,
                   expects="des lignes de m (mer), t (terre), g (mer gelée), une seule case G (Groenland)",
                   example=DEFAULT_MAP),
        Structured("jetons", "Jetons", default=None, parse=read_tokens,
                   expects="une table « case: F, D, I ou C »", example=DEFAULT_TOKENS),
        Structured("coefficients", "Coefficients des colonnes", default=None, parse=read_coefs,
                   expects="un coefficient 1, 2 ou 3 par colonne", example=[1, 1, 2, 2, 3]),
        Integer("saison", "Saison de départ", 1, 1, R.SEASONS),
    )

    def setup(self, options, seed):
        s = SeasonState(self, 1, seed)
        s.rows = options["carte"] or list(DEFAULT_MAP)
        s.tokens = options["jetons"] if options["jetons"] is not None else (
            dict(DEFAULT_TOKENS) if options["carte"] is None else {})
        g = s.grid()
        s.coefs = options["coefficients"] or [1 + 2 * c // max(1, g.cols) for c in range(g.cols)]
        home = next(g.name(i) for i in g.squares() if s.rows[i // g.cols][i % g.cols] == R.GREENLAND)
        s.ship, s.sled = home, None
        s.crew = {"navire": [R.CREW, 0], "traineau": [0, 0]}
        s.actor, s.acted, s.turn = "navire", 0, 1
        s.season = options["saison"]
        s.reserve, s.prestige, s.found = 0, 0, []
        return s


# --- « decompte » ------------------------------------------------------------------------------

FIELDS = R.KINDS + ("perdus",)
MAX_TOKENS = 9


def read_players(value, earlier):
    n = earlier.get("joueurs", 3)
    if not isinstance(value, list) or len(value) != n:
        raise ScenarioError("expeditions", f"une liste de {n} joueurs est attendue.")
    out = []
    for k, p in enumerate(value, 1):
        if not isinstance(p, dict):
            raise ScenarioError("expeditions", f"joueur {k} : une table est attendue.")
        unknown = set(p) - set(FIELDS) - {"prestige", "navire_perdu"}
        if unknown:
            raise ScenarioError("expeditions", f"joueur {k} : champ(s) inconnu(s) {', '.join(sorted(unknown))}.")
        tokens = {}
        for kind in R.KINDS:
            v = p.get(kind, 0)
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_TOKENS:
                raise ScenarioError("expeditions", f"joueur {k}, {kind} : de 0 à {MAX_TOKENS}.")
            tokens[kind] = v
        prestige, lost, ship = p.get("prestige", 0), p.get("perdus", 0), p.get("navire_perdu", False)
        if isinstance(prestige, bool) or not isinstance(prestige, int) or not 0 <= prestige <= 99:
            raise ScenarioError("expeditions", f"joueur {k}, prestige : de 0 à 99.")
        if isinstance(lost, bool) or not isinstance(lost, int) or not 0 <= lost <= R.CREW:
            raise ScenarioError("expeditions", f"joueur {k}, perdus : de 0 à {R.CREW} pions.")
        if not isinstance(ship, bool):
            raise ScenarioError("expeditions", f"joueur {k}, navire_perdu : true ou false.")
        out.append({"prestige": prestige, "jetons": tokens, "equipage_perdu": lost, "navire_perdu": ship})
    return out


def read_return(value, earlier):
    n = earlier.get("joueurs", 3)
    if (not isinstance(value, list) or any(isinstance(v, bool) or not isinstance(v, int) for v in value)
            or sorted(value) != list(range(1, n + 1))):
        raise ScenarioError("retour", f"l'ordre de retour au Groenland : les joueurs 1 à {n}, chacun une fois.")
    return list(value)


class ScoringState(CalculatorState):
    def legal_moves(self, player=None):
        moves = []
        for k, p in enumerate(self.expeditions, 1):
            for f in FIELDS:
                v = p["equipage_perdu"] if f == "perdus" else p["jetons"][f]
                top = R.CREW if f == "perdus" else MAX_TOKENS
                if v < top:
                    moves.append(f"plus-{k}-{f}")
                if v > 0:
                    moves.append(f"moins-{k}-{f}")
            moves.append(f"navire-{k}")
        return moves

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        if move in self.legal_moves(player):
            return None
        if move.startswith("moins-"):
            return Refusal("il n'y a rien à retirer : le compte est déjà à 0.", SCORING_SECTION)
        if move.startswith("plus-") and move.endswith("-perdus"):
            return Refusal(f"une expédition n'a que {R.CREW} pions Équipage.", SCORING_SECTION)
        return "coup inconnu (plus-…, moins-…, navire-…)."

    def _apply(self, move, player):
        parts = move.split("-")
        p = self.expeditions[int(parts[1]) - 1]
        if parts[0] == "navire":
            p["navire_perdu"] = not p["navire_perdu"]
            self.log(f"Joueur {parts[1]} : navire {'perdu' if p['navire_perdu'] else 'rentré'}.")
            return
        step = 1 if parts[0] == "plus" else -1
        if parts[2] == "perdus":
            p["equipage_perdu"] += step
        else:
            p["jetons"][parts[2]] += step
        self.log(f"Joueur {parts[1]}, {parts[2]} : {'+1' if step > 0 else '−1'}.")

    def table(self):
        return R.final_scores(self.expeditions)

    def scores(self):
        return [d["total"] for d in self.table()]

    def winner(self) -> int:
        """« En cas d'égalité, le premier joueur à être revenu au Groenland est déclaré vainqueur. »"""
        s = self.scores()
        best = max(s)
        tied = [k for k, v in enumerate(s, 1) if v == best]
        return min(tied, key=self.back.index)

    def describe(self, move, player=None):
        if not isinstance(move, str):
            return str(move)
        parts = move.split("-")
        if len(parts) == 3 and parts[0] in ("plus", "moins"):
            what = "pions perdus" if parts[2] == "perdus" else R.KIND_NAMES.get(parts[2], parts[2])
            return f"Joueur {parts[1]} : {what} {'+1' if parts[0] == 'plus' else '−1'}"
        if len(parts) == 2 and parts[0] == "navire":
            return f"Joueur {parts[1]} : navire perdu ou rentré"
        return move


@register
class NorthwestScoring(Calculator):
    main_rule_section = SCORING_SECTION
    id = "northwestpassage"
    mode = "decompte"
    title = "Northwest Passage : le décompte final"
    state_class = ScoringState
    player_names = ["Lecteur"]
    options = (
        Integer("joueurs", "Joueurs", 3, 2, 4),
        Structured("expeditions", "Expéditions", default=None, parse=read_players,
                   expects="une liste, par joueur, de prestige, franklin, detroit, cartographie, inuit, cairn, "
                           "perdus (pions) et navire_perdu",
                   example=[{"prestige": 20, "franklin": 2, "detroit": 1, "cartographie": 1, "inuit": 1, "cairn": 1},
                            {"prestige": 24, "franklin": 2, "cartographie": 2, "perdus": 2, "navire_perdu": True},
                            {"prestige": 18, "detroit": 3, "inuit": 2}]),
        Structured("retour", "Ordre de retour au Groenland", default=None, parse=read_return,
                   expects="les numéros des joueurs dans l'ordre de leur retour", example=[2, 1, 3]),
    )

    def setup(self, options, seed):
        s = ScoringState(self, 1, seed)
        n = options["joueurs"]
        s.expeditions = options["expeditions"] or read_players(
            [{"prestige": 0} for _ in range(n)], {"joueurs": n})
        s.back = options["retour"] or list(range(1, n + 1))
        return s
