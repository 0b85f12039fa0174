"""Deus's calculators: building on a small stated map (cost, placement, barbarian village
attacks), an offering to a god, and the final scoring.

- « plateau »: choose a card of the hand (``carte-<n>``), then a region (``poser-<B3>``), or an
  empty region of the edge for 3 PV (``bord-<B3>``); the cost is paid (4 gold for each missing
  resource), the placement rules are checked, and every barbarian village whose neighbours are
  all occupied, with at least one military unit, is attacked at once.
- « offrande »: discard cards (``defausser-<n>``; the last one chosen is on top: ``dessus-<n>``),
  choose a god for Jupiter (``dieu-<nom>``), confirm (``valider``).
- « decompte »: the players' PV tokens, temples and leftover resources (``plus-<j>-<champ>``,
  ``moins-<j>-<champ>``), and the final count.
"""

from __future__ import annotations

import copy
import json

from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...options import Structured
from .. import register
from . import rules as R

S_BUILD = "construire-un-batiment"
S_OFFER = "faire-une-offrande"
S_ATTACK = "attaquer-un-village-barbare"
S_SCORE = "decompte"
OWNERS = {"vous": 0, "adversaire": 1}
OWNER_NAMES = ["vous", "adversaire"]


def _fail(field, problem):
    raise ScenarioError(field, problem)


def _int(value, field, what, lo=0, hi=99):
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        _fail(field, f"{what} : un entier de {lo} à {hi} est attendu (reçu « {value} »).")
    return value


# --- « plateau » ------------------------------------------------------------------------------

BOARD_EXAMPLE = {
    "carte": ["FCNE", "MVCE", "NFMF"],
    "villages": {"B2": 6},
    "batiments": {"B1": "adversaire militaire", "A2": "vous production", "B3": "adversaire production",
                  "C3": "vous civil"},
    "main": [{"type": "militaire", "cout": {"ble": 1, "pierre": 1}},
             {"type": "maritime", "cout": {"bois": 1}},
             {"type": "temple", "cout": {"argile": 1, "pierre": 1, "ble": 1}},
             {"type": "science", "cout": {"argile": 2}}],
    "ressources": {"bois": 0, "argile": 1, "pierre": 1, "ble": 1, "or": 5},
    "pv": 3,
}


def read_board(value, earlier):
    f = "position"
    if value is None:
        value = BOARD_EXAMPLE
    if not isinstance(value, dict) or not set(value) <= set(BOARD_EXAMPLE) | {"reserve"}:
        _fail(f, "une table (carte, villages, batiments, main, ressources, pv, reserve) est attendue.")
    rows = value.get("carte")
    if (not isinstance(rows, list) or not 2 <= len(rows) <= 6 or not all(isinstance(x, str) for x in rows)
            or len({len(x) for x in rows}) != 1 or not 2 <= len(rows[0]) <= 6
            or not all(ch in R.TERRAINS for x in rows for ch in x)):
        _fail(f, "« carte » : 2 à 6 lignes de même longueur (2 à 6), lettres F (forêt), M (marais), N (montagne), "
                 "C (ferme), E (mer), V (village barbare).")
    nr, nc = len(rows), len(rows[0])
    coords = {R.name(r, c): (r, c) for r, c in R.cells(nr, nc)}
    villages = {}
    raw_v = value.get("villages", {}) or {}
    if not isinstance(raw_v, dict):
        _fail(f, "« villages » : une table « B2: 6 » (région: PV) est attendue.")
    for key, pv in raw_v.items():
        if key not in coords or rows[coords[key][0]][coords[key][1]] != "V":
            _fail(f, f"« villages » : « {key} » n'est pas une case V de la carte.")
        villages[key] = _int(pv, f, f"PV du village {key}", 0, 20)
    for key, (r, c) in coords.items():
        if rows[r][c] == "V" and key not in villages:
            villages[key] = 5
    owners = [[None] * nc for _ in range(nr)]
    buildings = [[[] for _ in range(nc)] for _ in range(nr)]
    raw_b = value.get("batiments", {}) or {}
    if not isinstance(raw_b, dict):
        _fail(f, "« batiments » : une table « B1: adversaire production militaire » est attendue.")
    for key, text in raw_b.items():
        words = text.split() if isinstance(text, str) else []
        if key not in coords or len(words) < 2 or words[0] not in OWNERS or not all(w in R.TYPES for w in words[1:]):
            _fail(f, f"« batiments » : « {key}: {text} » attendu sous la forme « B1: vous production militaire ».")
        r, c = coords[key]
        if rows[r][c] == "V" or len(set(words[1:])) != len(words) - 1 or \
                (rows[r][c] == "E") != all(w == "maritime" for w in words[1:]):
            _fail(f, f"« batiments » : {key} ne peut pas porter « {' '.join(words[1:])} » (village, doublon, ou "
                     "navire hors de la mer).")
        owners[r][c] = OWNERS[words[0]]
        buildings[r][c] = words[1:]
    hand = []
    raw_h = value.get("main", []) or []
    if not isinstance(raw_h, list) or len(raw_h) > R.MAX_HAND:
        _fail(f, f"« main » : une liste d'au plus {R.MAX_HAND} cartes est attendue.")
    for i, card in enumerate(raw_h, 1):
        if (not isinstance(card, dict) or card.get("type") not in R.TYPES or not set(card) <= {"type", "cout"}
                or not isinstance(card.get("cout", {}), dict) or not set(card.get("cout", {})) <= set(R.RESOURCES)):
            _fail(f, f"« main » : carte n° {i} attendue sous la forme {{type: militaire, cout: {{ble: 1, pierre: 1}}}}.")
        hand.append({"type": card["type"],
                     "cout": {r: _int(n, f, f"coût de la carte n° {i}", 0, 9) for r, n in card.get("cout", {}).items()}})
    res_raw = value.get("ressources", {}) or {}
    if not isinstance(res_raw, dict) or not set(res_raw) <= set(R.RESOURCES):
        _fail(f, "« ressources » : une table (bois, argile, pierre, ble, or) est attendue.")
    stock = {r: _int(res_raw.get(r, 0), f, r, 0, 60) for r in R.RESOURCES}
    res_reserve = value.get("reserve", {}) or {}
    if not isinstance(res_reserve, dict) or not set(res_reserve) <= set(R.TYPES):
        _fail(f, "« reserve » : une table (type: nombre de pions) est attendue.")
    reserve = {k: _int(res_reserve.get(k, 2), f, f"pions {k}", 0, 5) for k in R.TYPES}
    return {"carte": list(rows), "villages": villages, "proprietaires": owners, "batiments": buildings,
            "main": hand, "ressources": stock, "reserve": reserve, "pv": _int(value.get("pv", 0), f, "pv", 0, 99),
            "pv_adversaire": 0}


_LEGAL_CACHE: dict[str, list] = {}

TEMPLE_WITHOUT_PAWN = "temple-sans-pion"
"""Playing a Temple card when the reserve holds no Temple pawn (no region to choose)."""


class BoardState(CalculatorState):
    def dims(self):
        return len(self.pos["carte"]), len(self.pos["carte"][0])

    def coords(self):
        nr, nc = self.dims()
        return {R.name(r, c): (r, c) for r, c in R.cells(nr, nc)}

    def counts(self, player=0):
        out = {}
        nr, nc = self.dims()
        for r, c in R.cells(nr, nc):
            if self.pos["proprietaires"][r][c] == player:
                for k in self.pos["batiments"][r][c]:
                    out[k] = out.get(k, 0) + 1
        return out

    def card(self):
        return self.pos["main"][self.selected] if self.selected is not None else None

    def place_problem(self, key) -> str | None:
        card = self.card()
        r, c = self.coords()[key]
        p = self.pos
        return R.placement_refusal(p["carte"], p["proprietaires"], p["batiments"], 0, card["type"], r, c, self.counts())

    def edge_ok(self, key) -> bool:
        """« placer un bâtiment dans une région vide quelconque du bord du plateau en échange de 3 PV »."""
        r, c = self.coords()[key]
        nr, nc = self.dims()
        t = self.pos["carte"][r][c]
        kind = self.card()["type"]
        return (R.on_edge(r, c, nr, nc) and self.pos["proprietaires"][r][c] is None and t != "V"
                and (t == "E") == (kind == "maritime") and kind != "temple" and self.pos["pv"] >= R.EDGE_PRICE)

    def temple_without_pawn(self) -> bool:
        """« Contrairement aux autres bâtiments, il est possible de jouer une carte Temple si la
        réserve de pion Temple est vide. Dans ce cas, le joueur ne place simplement pas de pion
        Temple sur le plateau de jeu. »"""
        card = self.card()
        return card is not None and card["type"] == "temple" and self.pos["reserve"]["temple"] < 1

    def common_problem(self) -> str | None:
        card = self.card()
        if card is None:
            return "choisissez d'abord une carte Bâtiment de votre main."
        if self.pos["reserve"][card["type"]] < 1 and not self.temple_without_pawn():
            return (f"vous n'avez plus de pion {R.TYPES[card['type']][0]} dans votre réserve (« vérifiez que vous "
                    "possédez un pion bâtiment de ce type dans votre réserve »).")
        _, why = R.payment(card["cout"], self.pos["ressources"])
        if why:
            return f"coût {R.cost_text(card['cout'])} : {why}"
        return None

    def legal_moves(self, player=None):
        # the placement checks scan the map for every region: cached per position (a module-level
        # cache, never a state attribute, so that the state stays plain JSON)
        key = json.dumps([self.pos, self.selected], sort_keys=True)
        cached = _LEGAL_CACHE.get(key)
        if cached is None:
            cached = self._legal_moves()
            if len(_LEGAL_CACHE) > 256:
                _LEGAL_CACHE.clear()
            _LEGAL_CACHE[key] = cached
        return list(cached)

    def _legal_moves(self):
        out = [f"carte-{i + 1}" for i in range(len(self.pos["main"]))]
        if self.card() is not None and self.common_problem() is None and self.temple_without_pawn():
            out.append(TEMPLE_WITHOUT_PAWN)
        elif self.card() is not None and self.common_problem() is None:
            for key in self.coords():
                if self.place_problem(key) is None:
                    out.append("poser-" + key)
                elif self.edge_ok(key):
                    out.append("bord-" + key)
        return out + ["reinitialiser"]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        verb, _, rest = move.partition("-")
        if verb == "carte":
            return f"il n'y a pas de carte n° {rest} dans votre main."
        if move == TEMPLE_WITHOUT_PAWN:
            if not self.temple_without_pawn():
                return Refusal("on joue une carte Temple sans pion seulement quand la réserve de pions Temple "
                               "est vide ; sinon, posez le pion dans une région.", S_BUILD)
            return Refusal(self.common_problem() or "", S_BUILD)
        if verb in ("poser", "bord"):
            if self.temple_without_pawn():
                return Refusal("la réserve de pions Temple est vide : « le joueur ne place simplement pas de "
                               "pion Temple sur le plateau de jeu » (jouez la carte sans pion).", S_BUILD)
            if rest not in self.coords():
                return f"« {rest} » n'est pas une région de la carte."
            common = self.common_problem()
            if common:
                return Refusal(common, S_BUILD)
            if verb == "bord":
                return Refusal("on ne construit au bord contre 3 PV que dans une région vide du bord, du bon "
                               "terrain, et en ayant 3 PV.", S_BUILD)
            return Refusal(self.place_problem(rest), S_BUILD)
        return "coup inconnu (carte-…, poser-…, bord-…, reinitialiser)."

    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        p = self.pos
        if move == "reinitialiser":
            self.pos = copy.deepcopy(self.start_pos)
            self.selected, self.result = None, []
            self.log("Position de départ rétablie.")
            return
        if verb == "carte":
            i = parse_number(rest) - 1
            self.selected = None if self.selected == i else i
            return
        card = self.card()
        kind = card["type"]
        taken, _ = R.payment(card["cout"], p["ressources"])
        for res, n in taken.items():
            p["ressources"][res] -= n
        paid = " + ".join(f"{n} {R.RESOURCE_NAMES[res]}" for res, n in taken.items() if n) or "rien"
        if move == TEMPLE_WITHOUT_PAWN:
            lines = [f"Vous jouez la carte Temple : vous payez {paid}. La réserve de pions Temple est vide : "
                     "« le joueur ne place simplement pas de pion Temple sur le plateau de jeu »."]
        else:
            r, c = self.coords()[rest]
            lines = [f"Vous construisez un bâtiment {R.TYPES[kind][0]} en {rest} : vous payez {paid}."]
            if verb == "bord":
                p["pv"] -= R.EDGE_PRICE
                lines.append(f"Région vide du bord : vous donnez {R.EDGE_PRICE} PV.")
            p["reserve"][kind] -= 1
            p["proprietaires"][r][c] = 0
            p["batiments"][r][c].append(kind)
        p["main"].pop(self.selected)
        self.selected = None
        self.columns[kind] = self.columns.get(kind, 0) + 1
        lines.append(f"La carte rejoint votre colonne {R.TYPES[kind][0]} ({self.columns[kind]} carte(s)) ; les cartes "
                     "de la colonne s'activent de bas en haut (leurs effets ne sont pas décrits par la page).")
        lines += self._attacks()
        self.result = lines
        for line in lines:
            self.log(line)

    def _attacks(self) -> list[str]:
        p = self.pos
        out = []
        for key, pv in sorted(p["villages"].items()):
            if pv <= 0:
                continue
            r, c = self.coords()[key]
            res = R.village_attack(p["carte"], p["proprietaires"], p["batiments"], r, c, 2)
            if res is None:
                continue
            winners, military, built = res
            each = R.share(pv, winners)
            for w in winners:
                if w == 0:
                    p["pv"] += each
                else:
                    p["pv_adversaire"] += each
            p["villages"][key] = 0
            who = " et ".join(OWNER_NAMES[w] for w in winners)
            out.append(f"Le village barbare {key} est attaqué (unités militaires : vous {military[0]}, adversaire "
                       f"{military[1]} ; bâtiments voisins : vous {built[0]}, adversaire {built[1]}) : {who} "
                       f"gagne{'nt' if len(winners) > 1 else ''} {each} PV"
                       + (" chacun (partage arrondi à l'unité inférieure)" if len(winners) > 1 else "") + ".")
        return out

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "bord":
            return f"Construire au bord en {rest} (contre {R.EDGE_PRICE} PV)"
        if verb == "poser":
            return f"Construire en {rest}"
        if verb == "carte":
            return f"Choisir la carte n° {rest}"
        if move == TEMPLE_WITHOUT_PAWN:
            return "Jouer la carte Temple sans pion (réserve vide)"
        return "Réinitialiser" if move == "reinitialiser" else move


@register
class DeusBoard(Calculator):
    id = "deus"
    mode = "plateau"
    title = "Deus : construire un bâtiment, attaquer un village barbare"
    state_class = BoardState
    player_names = ["Lecteur"]
    main_rule_section = S_BUILD
    rule_sections = frozenset({S_BUILD, S_ATTACK})
    options = (Structured("position", "Position", default=None, parse=read_board,
                          expects="une table : carte (lignes de lettres F, M, N, C, E, V), villages (région: PV), "
                                  "batiments (région: vous|adversaire types…), main (type et cout), ressources, "
                                  "pv, reserve (pions par type)",
                          example=BOARD_EXAMPLE),)

    def setup(self, options, seed):
        s = BoardState(self, 1, seed)
        s.pos = options["position"] if options["position"] is not None else read_board(None, {})
        s.start_pos = copy.deepcopy(s.pos)
        s.selected, s.result, s.columns = None, [], {}
        return s


# --- « offrande » -----------------------------------------------------------------------------

def read_offer(value, earlier):
    if value is None:
        return ["civil", "science", "science", "militaire", "temple"]
    if not isinstance(value, list) or not 1 <= len(value) <= R.MAX_HAND or not all(v in R.TYPES for v in value):
        _fail("main", f"une liste de 1 à {R.MAX_HAND} types de cartes ({', '.join(R.TYPES)}) est attendue.")
    return list(value)


class OfferState(CalculatorState):
    def god(self) -> str | None:
        if not self.chosen:
            return None
        top = R.TYPES[self.hand[self.chosen[-1]]][2]
        return self.jupiter if top == "Jupiter" else top

    def legal_moves(self, player=None):
        if self.done:
            return ["reinitialiser"]
        out = [f"defausser-{i + 1}" for i in range(len(self.hand))]
        out += [f"dessus-{i + 1}" for i in self.chosen[:-1]]
        if self.chosen and self.hand[self.chosen[-1]] == "temple":
            out += [f"dieu-{g}" for g in R.GOD_IDS]
        if self.god():
            out.append("valider")
        return out + ["reinitialiser"]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        verb, _, rest = move.partition("-")
        if self.done:
            return "l'offrande est faite : « Réinitialiser » pour recommencer."
        if move == "valider":
            if not self.chosen:
                return Refusal("défaussez d'abord au moins une carte (« Défausser une ou plusieurs cartes »).", S_OFFER)
            return Refusal("la carte du dessus est un Temple : choisissez le dieu dont Jupiter vous donne l'aide "
                           "(« choisissez n'importe lequel des 5 autres Dieux »).", S_OFFER)
        if verb == "dieu":
            return Refusal("seul Jupiter (une carte Temple défaussée sur le dessus) laisse choisir un autre dieu.",
                           S_OFFER)
        if verb == "dessus":
            return "cette carte n'est pas (encore) défaussée, ou elle est déjà sur le dessus."
        return "coup inconnu (defausser-…, dessus-…, dieu-…, valider, reinitialiser)."

    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        if move == "reinitialiser":
            self.hand = list(self.start_hand)
            self.chosen, self.jupiter, self.done, self.result = [], None, False, []
            return
        if verb == "defausser":
            i = parse_number(rest) - 1
            if i in self.chosen:
                self.chosen.remove(i)
            else:
                self.chosen.append(i)
        elif verb == "dessus":
            i = parse_number(rest) - 1
            self.chosen.remove(i)
            self.chosen.append(i)
        elif verb == "dieu":
            self.jupiter = R.GOD_IDS[rest]
        else:
            self.result = self.summary(final=True)
            self.done = True
            for line in self.result:
                self.log(line)

    def summary(self, final=False) -> list[str]:
        god = self.god()
        if not god:
            return []
        n = len(self.chosen)
        top = self.hand[self.chosen[-1]]
        got = R.offering(len(self.hand), n, god)
        via = f"Jupiter, puis {god}" if R.TYPES[top][2] == "Jupiter" else god
        lines = [f"{n} carte(s) défaussée(s), {R.TYPES[top][0]} sur le dessus : offrande à {via}.",
                 f"Vous piochez {got['pioche']} carte(s) : {got['main_apres']} en main (jusqu'à "
                 f"{R.HAND + (n if god == 'Minerve' else 0)}, jamais plus de {R.MAX_HAND}).",
                 f"Vous gagnez 1 bâtiment {R.TYPES[top][0]} du stock (type de la carte du dessus)."]
        gains = {"Neptune": f"Neptune : {got['or']} or (2 par carte défaussée).",
                 "Cérès": f"Cérès : {got['ressources']} ressource(s) de votre choix (1 par carte défaussée).",
                 "Minerve": f"Minerve : {n} carte(s) de plus à la pioche (1 par carte défaussée).",
                 "Vesta": f"Vesta : {got['pv']} PV (1 pour 1 carte, 2 pour 2 ou plus).",
                 "Mars": f"Mars : {got['batiments']} bâtiment(s) de votre choix (1 par carte défaussée)."}
        lines.append(gains[god])
        return lines


@register
class DeusOffering(Calculator):
    id = "deus"
    mode = "offrande"
    title = "Deus : faire une offrande à un dieu"
    state_class = OfferState
    player_names = ["Lecteur"]
    main_rule_section = S_OFFER
    options = (Structured("main", "Main", default=None, parse=read_offer,
                          expects=f"une liste de 1 à {R.MAX_HAND} types de cartes ({', '.join(R.TYPES)})",
                          example=["civil", "science", "science", "militaire", "temple"]),)

    def setup(self, options, seed):
        s = OfferState(self, 1, seed)
        s.hand = options["main"] if options["main"] is not None else read_offer(None, {})
        s.start_hand = list(s.hand)
        s.chosen, s.jupiter, s.done, s.result = [], None, False, []
        return s


# --- « decompte » -----------------------------------------------------------------------------

FIELDS = ("jetons",) + R.RESOURCES
FIELD_NAMES = {"jetons": "jetons PV", **R.RESOURCE_NAMES}
SCORE_EXAMPLE = [{"jetons": 9, "temples": [7], "bois": 2, "argile": 0, "pierre": 1, "ble": 0, "or": 3},
                 {"jetons": 12, "temples": [4], "bois": 2, "argile": 1, "pierre": 0, "ble": 0, "or": 1}]


def read_players(value, earlier):
    if value is None:
        value = SCORE_EXAMPLE
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        _fail("joueurs", "une liste de 2 à 4 joueurs est attendue.")
    out = []
    for i, p in enumerate(value, 1):
        if not isinstance(p, dict) or not set(p) <= set(FIELDS) | {"temples"}:
            _fail("joueurs", f"joueur n° {i} : une table (jetons, temples, bois, argile, pierre, ble, or) est attendue.")
        temples = p.get("temples", []) or []
        if not isinstance(temples, list) or len(temples) > 7:
            _fail("joueurs", f"joueur n° {i} : « temples » est la liste des PV de chaque carte Temple.")
        out.append({**{k: _int(p.get(k, 0), "joueurs", f"joueur n° {i}, {k}", 0, 99) for k in FIELDS},
                    "temples": [_int(t, "joueurs", f"joueur n° {i}, temple", 0, 40) for t in temples]})
    return out


class ScoreState(CalculatorState):
    def legal_moves(self, player=None):
        out = []
        for j, p in enumerate(self.table):
            for k in FIELDS:
                if p[k] < 99:
                    out.append(f"plus-{j + 1}-{k}")
                if p[k] > 0:
                    out.append(f"moins-{j + 1}-{k}")
        return out

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if move.startswith("moins-"):
            return Refusal("il n'en reste déjà plus : une quantité ne descend pas sous 0.", S_SCORE)
        return "coup inconnu (plus-<joueur>-<champ>, moins-<joueur>-<champ>)."

    def _apply(self, move, player):
        verb, j, k = move.split("-")
        self.table[int(j) - 1][k] += 1 if verb == "plus" else -1

    def results(self):
        return R.final_scores(self.table)


@register
class DeusScoring(Calculator):
    id = "deus"
    mode = "decompte"
    title = "Deus : le décompte final"
    state_class = ScoreState
    player_names = ["Lecteur"]
    main_rule_section = S_SCORE
    options = (Structured("joueurs", "Joueurs", default=None, parse=read_players,
                          expects="une liste de 2 à 4 joueurs : jetons, temples (PV de chaque carte Temple), bois, "
                                  "argile, pierre, ble, or",
                          example=SCORE_EXAMPLE),)

    def setup(self, options, seed):
        s = ScoreState(self, 1, seed)
        s.table = options["joueurs"] if options["joueurs"] is not None else read_players(None, {})
        return s
