"""Gnome Hollow calculator (mode « marche »): the reader's gnome visits the
Pinwheel market (the stump); ``vendre-<type>-<n>`` sells n mushrooms of a
type, ``visite`` starts a new visit, ``cueillir-<type>`` adds a mushroom to
the reader's stock and ``bloquer-<type>-<n>`` puts another player's blocker."""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...options import Structured
from .. import register
from . import rules as R

SECTION = "mouvement-du-gnome"
MAX_HELD = 9


def read_stock(value, earlier):
    if not isinstance(value, dict) or any(k not in R.TYPES for k in value):
        raise ScenarioError("champignons", f"une table « type: nombre » est attendue (types : {', '.join(R.TYPES)}).")
    for k, n in value.items():
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_HELD:
            raise ScenarioError("champignons", f"{k} : un nombre de 0 à {MAX_HELD}.")
    return {k: value.get(k, 0) for k in R.TYPES}


def read_blocked(value, earlier):
    out = []
    if not isinstance(value, list):
        raise ScenarioError("bloques", "une liste d'espaces bloqués « type-quantité » est attendue (ex. bleu-5).")
    for v in value:
        kind, _, n = v.partition("-") if isinstance(v, str) else ("", "", "")
        q = parse_number(n)
        if kind not in R.TYPES or q not in R.QUANTITIES:
            raise ScenarioError("bloques", f"« {v} » : un espace s'écrit type-quantité (ex. bleu-5).")
        if q == R.PAIR:
            raise ScenarioError("bloques", "« L'espace Paire ne reçoit JAMAIS de bloqueur ».")
        if [kind, q] not in out:
            out.append([kind, q])
    return out


class MarketState(CalculatorState):
    def legal_moves(self, player=None):
        moves = []
        for kind in R.TYPES:
            for q in R.QUANTITIES:
                if R.sale_problem(kind, q, self.stock[kind], self.blocked, self.sold) is None:
                    moves.append(f"vendre-{kind}-{q}")
        if self.sold:
            moves.append("visite")
        moves += [f"cueillir-{k}" for k in R.TYPES if self.stock[k] < MAX_HELD]
        moves += [f"bloquer-{k}-{q}" for k in R.TYPES for q in R.QUANTITIES[1:] if [k, q] not in self.blocked]
        return moves

    def why_illegal(self, move, player):
        if not isinstance(move, str):
            return "coup inconnu."
        if move in self.legal_moves(player):
            return None
        parts = move.split("-")
        if parts[0] == "vendre" and len(parts) == 3 and parts[1] in R.TYPES:
            q = parse_number(parts[2])
            if q is None:
                return "la quantité est un nombre."
            return Refusal(R.sale_problem(parts[1], q, self.stock[parts[1]], self.blocked, self.sold) or
                           "vente impossible.", SECTION)
        if parts[0] == "visite":
            return "aucune vente n'a encore été faite pendant cette visite."
        if parts[0] == "bloquer":
            return Refusal("cet espace est déjà bloqué, ou c'est l'espace Paire, qui « ne reçoit JAMAIS de bloqueur ».",
                           SECTION)
        if parts[0] == "cueillir":
            return f"l'exemple garde au plus {MAX_HELD} champignons d'un type."
        return "coup inconnu (vendre-type-n, visite, cueillir-type, bloquer-type-n)."

    def _apply(self, move, player):
        parts = move.split("-")
        if parts[0] == "vendre":
            kind, q = parts[1], int(parts[2])
            self.stock[kind] -= q
            self.treasure += R.treasure(q)
            self.sold.append(kind)
            if q != R.PAIR:
                self.blocked.append([kind, q])
                self.log(f"Vente de {q} champignons {R.NAMES[kind]}s (+{R.treasure(q)} trésor) ; bloqueur posé sur "
                         f"« {q} {R.NAMES[kind]} » pour le reste de la partie.")
            else:
                self.log(f"Vente d'une paire de champignons {R.NAMES[kind]}s (+{R.treasure(q)} trésor) ; l'espace "
                         "Paire reste libre.")
        elif parts[0] == "visite":
            self.sold = []
            self.visits += 1
            self.log(f"Visite {self.visits} : le gnome revient à la souche.")
        elif parts[0] == "cueillir":
            self.stock[parts[1]] += 1
            self.log(f"Un champignon {R.NAMES[parts[1]]} de plus.")
        else:
            self.blocked.append([parts[1], int(parts[2])])
            self.log(f"Un autre joueur vend {parts[2]} {R.NAMES[parts[1]]}s : l'espace est bloqué.")

    def scores(self):
        return [self.treasure]

    def describe(self, move, player=None):
        if not isinstance(move, str):
            return str(move)
        parts = move.split("-")
        if parts[0] == "vendre" and len(parts) == 3:
            return f"Vendre {parts[2]} champignons {parts[1]}s"
        if parts[0] == "bloquer" and len(parts) == 3:
            return f"Un autre joueur vend {parts[2]} {parts[1]}s (bloqueur)"
        if parts[0] == "cueillir" and len(parts) == 2:
            return f"Ajouter un champignon {parts[1]}"
        return {"visite": "Nouvelle visite à la souche"}.get(move, move)


@register
class GnomeMarket(Calculator):
    main_rule_section = SECTION
    id = "gnomehollow"
    mode = "marche"
    title = "Gnome Hollow : le marché de Pinwheel et ses bloqueurs"
    state_class = MarketState
    player_names = ["Lecteur"]
    options = (
        Structured("champignons", "Vos champignons", default=None, parse=read_stock,
                   expects="une table « type: nombre » (rouge, bleu, jaune, violet)",
                   example={"bleu": 5, "rouge": 3, "jaune": 2}),
        Structured("bloques", "Espaces déjà bloqués", default=None, parse=read_blocked,
                   expects="une liste « type-quantité » (3 à 6)", example=["rouge-3"]),
    )

    def setup(self, options, seed):
        s = MarketState(self, 1, seed)
        s.stock = options["champignons"] or {k: 0 for k in R.TYPES}
        s.blocked = options["bloques"] or []
        s.sold, s.treasure, s.visits = [], 0, 1
        return s
