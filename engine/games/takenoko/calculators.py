"""Takenoko, two modes on a small garden the example states:

- « tour »: a turn as the page describes it (« Lancer le dé météo […] et
  réaliser (ou non) l'action correspondante », then « Réaliser 2 actions
  différentes »): the weather die and its six faces, the gardener and the panda
  moving in straight lines, canals, improvements.
  Moves: "lancer" (roll the die) or "face-<f>" (try a face: soleil, pluie,
  vent, orage, nuage, choix); the face's effect: "pluie-B3", "orage-B3",
  "nuage-<amenagement>", "meteo-<f>" (the « ? » face), "passer"; actions:
  "outil-jardinier|panda|bassin|engrais|enclos" then "jardinier-B3",
  "panda-B3", "amenager-<type>-B3"; "canal-B2-B3"; "fin" (end the turn).
- « objectifs »: the reader edits the garden (plots, bamboo, improvements,
  irrigation) and the eaten sections, and sees which objectives are met.
  Moves: "pinceau-<p>" then "case-B3"; "mange-<couleur>", "rend-<couleur>".
"""

from __future__ import annotations

from ... import hexgrid as H
from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Structured
from .. import register
from . import rules as R

LETTERS = {"V": "vert", "J": "jaune", "R": "rose"}
IMPROVEMENT_LETTERS = {"b": "bassin", "e": "engrais", "c": "enclos"}
ACTION_NAMES = {"jardinier": "le jardinier", "panda": "le panda", "canal": "un canal"}

DEFAULT_GARDEN = [
    "-   V0  V1  J0  -",
    "-  V2  E   J1b R0",
    "-   V0e J2  R1c -",
    "-  -   V0  J0  -",
]


def read_garden(value, earlier) -> dict:
    """`jardin`: rows of plots (odd rows drawn half a plot to the right):
    « E » the pond, « V2 » a green plot with 2 sections (J yellow, R pink),
    then « b » bassin, « e » engrais, « c » enclos, « ~ » irrigated by a canal; « - » nothing."""
    if not isinstance(value, list) or not value or len(value) > 7:
        raise ScenarioError("jardin", "une liste de 1 à 7 lignes est attendue, une chaîne par rangée de parcelles, "
                                      "par exemple [\"V1 E J0\", \"R0b V2\"].")
    garden = {}
    for row, line in enumerate(value):
        where = f"jardin, ligne {row + 1}"
        if not isinstance(line, str) or not line.split():
            raise ScenarioError(where, "une chaîne de parcelles séparées par des espaces est attendue.")
        tokens = line.split()
        if len(tokens) > 8:
            raise ScenarioError(where, f"{len(tokens)} parcelles : 8 au plus par ligne.")
        for col, token in enumerate(tokens):
            name = H.name(H.from_offset(row, col))
            if token == "-":
                continue
            if token == "E":
                garden[name] = {"c": "etang", "a": None, "b": 0, "k": False}
                continue
            ok = len(token) >= 2 and token[0] in LETTERS and token[1] in "01234"
            rest = token[2:] if ok else ""
            canal = rest.endswith("~")
            rest = rest[:-1] if canal else rest
            if not ok or len(rest) > 1 or (rest and rest not in IMPROVEMENT_LETTERS):
                raise ScenarioError(f"{where}, case {col + 1}",
                                    f"« {token} » : une parcelle s'écrit couleur (V vert, J jaune, R rose), hauteur du "
                                    "bambou (0 à 4), puis b (bassin), e (engrais) ou c (enclos) s'il y a lieu et « ~ » si un "
                                    "canal l'irrigue, par exemple « J2b » ; « E » est l'étang, « - » une case vide.")
            garden[name] = {"c": LETTERS[token[0]], "a": IMPROVEMENT_LETTERS.get(rest), "b": int(token[1]), "k": canal}
    ponds = [n for n, p in garden.items() if p["c"] == "etang"]
    if len(ponds) != 1:
        raise ScenarioError("jardin", f"le jardin a exactement un étang « E » (la parcelle de départ) : {len(ponds)} trouvé(s).")
    return garden


def read_eaten(value, earlier) -> dict:
    if not isinstance(value, dict) or set(value) - set(R.COLOURS):
        raise ScenarioError("manges", "une table « vert: n, jaune: n, rose: n » est attendue.")
    out = {}
    for c in R.COLOURS:
        n = value.get(c, 0)
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 9:
            raise ScenarioError("manges", f"{c} : un nombre de 0 à 9 est attendu.")
        out[c] = n
    return out


def read_objectives(value, earlier) -> list:
    if not isinstance(value, list) or not 1 <= len(value) <= 12:
        raise ScenarioError("objectifs", "une liste de 1 à 12 objectifs est attendue (voir la page de référence).")
    for i, o in enumerate(value, 1):
        if o not in R.OBJECTIVES:
            raise ScenarioError("objectifs", f"objectif n° {i} « {o} » inconnu (par exemple parcelle-triangle-vert, "
                                             "parcelle-diamant-jaune-vert, jardinier-4-rose-sans, jardinier-3-jaune, panda-tricolore).")
    return list(value)


def read_face(value, earlier) -> str:
    if value not in R.FACES:
        raise ScenarioError("face", f"« {value} » : une face parmi {', '.join(R.FACES)}.")
    return value


def _pos(garden) -> str:
    return next(n for n, p in garden.items() if p["c"] == "etang")


class TurnState(CalculatorState):
    """Attributes (JSON): jardin, canaux, jardinier, panda, etape ("meteo",
    "effet", "actions"), face, restantes, faites, outil, main (improvements in
    hand), reserve (improvements left), manges, tour."""

    def irrigated(self, name) -> bool:
        return R.irrigated(self.jardin, self.canaux, name)

    # --- what may be done ---------------------------------------------------------
    def _effect_moves(self) -> list[str]:
        f = self.face
        if f == "pluie":
            return [f"pluie-{n}" for n in self._order() if self.irrigated(n) and self.jardin[n]["b"] < R.MAX_BAMBOO]
        if f == "orage":
            return [f"orage-{n}" for n in self._order() if R.is_plot(self.jardin, n) and n != self.panda]
        if f == "nuage":
            return [f"nuage-{a}" for a in R.IMPROVEMENTS if self.reserve[a] > 0]
        if f == "choix":
            return [f"meteo-{g}" for g in R.FACES if g != "choix"]
        return []

    def _order(self) -> list[str]:
        return sorted(self.jardin, key=lambda n: H.to_offset(H.parse(n)))

    def _action_allowed(self, action: str) -> bool:
        return self.restantes > 0 and (self.face == "vent" or action not in self.faites)

    def legal_moves(self, player=None):
        moves = []
        if self.etape == "meteo":
            moves = ["lancer"] + [f"face-{f}" for f in R.FACES]
        elif self.etape == "effet":
            moves = self._effect_moves() + ["passer"]
        else:
            moves = [f"outil-{t}" for t in ("jardinier", "panda") + tuple(a for a in R.IMPROVEMENTS if a in self.main)
                     if t != self.outil]
            if self.outil == "jardinier" and self._action_allowed("jardinier"):
                moves += [f"jardinier-{n}" for n in R.line_targets(self.jardin, self.jardinier)]
            elif self.outil == "panda" and self._action_allowed("panda"):
                moves += [f"panda-{n}" for n in R.line_targets(self.jardin, self.panda)]
            elif self.outil in R.IMPROVEMENTS and self.outil in self.main:
                moves += [f"amenager-{self.outil}-{n}" for n in self._order() if self._improve_problem(n) is None]
            if self._action_allowed("canal"):
                moves += [f"canal-{a}-{b}" for a, b in R.candidate_edges(self.jardin)
                          if R.canal_problem(self.jardin, self.canaux, a, b) is None]
            moves.append("fin")
        return moves

    def _improve_problem(self, name):
        p = self.jardin.get(name)
        if not p or p["c"] == "etang":
            return Refusal("un aménagement se place sur une parcelle (pas sur l'étang).", R.S_DIE)
        if p["b"] > 0:
            return Refusal("« Les aménagements peuvent seulement être placés sur les parcelles sans bambous » : "
                           f"cette parcelle porte {p['b']} section(s).", R.S_DIE)
        if p["a"]:
            return Refusal(f"« Il peut seulement en avoir un par parcelle » : cette parcelle a déjà un {p['a']}.", R.S_DIE)
        return None

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if not isinstance(move, str):
            return "coup inconnu."
        head, _, rest = move.partition("-")
        if head in ("lancer", "face") and self.etape != "meteo":
            return Refusal("le dé météo se lance une fois, au début du tour (étape 1).", R.S_TURNS)
        if head == "face":
            return f"« {rest} » n'est pas une face du dé (soleil, pluie, vent, orage, nuage, choix)."
        if head in ("pluie", "orage", "nuage", "meteo", "passer"):
            if self.etape != "effet":
                return Refusal("aucun effet de météo en attente : l'effet se réalise (ou non) juste après le dé.", R.S_DIE)
            expected = {"pluie": "pluie", "orage": "orage", "nuage": "nuage", "meteo": "choix"}.get(head)
            if head != "passer" and expected != self.face:
                return Refusal(f"ce n'est pas l'effet de la face tirée ({R.FACE_NAMES[self.face]} : "
                               f"« {R.FACE_EFFECTS[self.face]} »).", R.S_DIE)
            if head == "pluie":
                if rest in self.jardin and not self.irrigated(rest):
                    return Refusal("la pluie fait pousser « sur une parcelle irriguée » : celle-ci ne l'est pas.", R.S_DIE)
                if rest in self.jardin and R.is_plot(self.jardin, rest):
                    return Refusal(f"le bambou de cette parcelle a déjà {R.MAX_BAMBOO} sections.", R.S_DIE)
                return Refusal("l'étang n'est pas une parcelle : la pluie fait pousser le bambou d'une parcelle."
                               if rest in self.jardin else f"« {rest} » n'est pas une parcelle du jardin.", R.S_DIE)
            if head == "orage":
                if rest == self.panda:
                    return Refusal("le panda doit bouger : il est déjà sur cette parcelle.", R.S_DIE)
                return Refusal("l'étang n'est pas une parcelle : le panda va sur une parcelle." if rest in self.jardin
                               else f"« {rest} » n'est pas une parcelle du jardin (l'étang n'en est pas une).", R.S_DIE)
            if head == "nuage":
                if rest in R.IMPROVEMENTS:
                    return Refusal(f"il n'y a plus de {rest} dans la réserve.", R.S_DIE)
                return "aménagement inconnu (bassin, engrais, enclos)."
            return "face inconnue."
        if self.etape != "actions":
            return Refusal("lancez d'abord le dé météo et réalisez (ou non) son effet.", R.S_TURNS)
        if head in ("jardinier", "panda", "canal"):
            if not self._action_allowed(head):
                if self.restantes <= 0:
                    return Refusal("vous avez réalisé toutes vos actions de ce tour.", R.S_TURNS)
                return Refusal(f"« Réaliser 2 actions différentes » : vous avez déjà déplacé ou posé {ACTION_NAMES[head]} "
                               "ce tour (seul le Vent permet 2 actions identiques).", R.S_TURNS)
        if head in ("jardinier", "panda"):
            if self.outil != head:
                return f"choisissez d'abord {ACTION_NAMES[head]}."
            start = self.jardinier if head == "jardinier" else self.panda
            section = R.S_GARDENER if head == "jardinier" else R.S_PANDA
            if rest == start:
                return Refusal(f"{ACTION_NAMES[head].capitalize()} doit se déplacer.", section)
            if rest in self.jardin:
                return Refusal(f"« Le joueur déplace {ACTION_NAMES[head]} en ligne droite » : cette parcelle n'est pas "
                               "en ligne droite depuis sa place, sans trou.", section)
            return Refusal(f"« {rest} » n'est pas une parcelle du jardin.", section)
        if head == "canal":
            a, _, b = rest.partition("-")
            return Refusal(R.canal_problem(self.jardin, self.canaux, a, b) or "canal impossible.", R.S_CANAL)
        if head == "amenager":
            kind, _, name = rest.partition("-")
            if kind not in self.main:
                return Refusal("vous n'avez pas cet aménagement (le Nuage en donne un).", R.S_DIE)
            return self._improve_problem(name) or "aménagement impossible."
        if head == "outil":
            return "outil déjà choisi, ou aménagement absent de votre réserve."
        return "coup inconnu."

    def _eat(self, name: str) -> str:
        if R.panda_can_eat(self.jardin, name):
            p = self.jardin[name]
            p["b"] -= 1
            self.manges[p["c"]] += 1
            return f" et mange une section {'verte' if p['c'] == 'vert' else p['c']}"
        p = self.jardin.get(name)
        if p and p["a"] == "enclos" and p["b"] > 0:
            return " (l'enclos protège le bambou : rien à manger)"
        return " (rien à manger)"

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        if head in ("lancer", "face"):
            face = R.FACES[self.rand_below(6)] if head == "lancer" else rest
            self.log(f"Tour {self.tour} : dé météo {'lancé' if head == 'lancer' else 'choisi'} : "
                     f"{R.FACE_NAMES[face]} (« {R.FACE_EFFECTS[face]} »).")
            self._set_face(face)
        elif head == "meteo":
            self.log(f"Condition choisie : {R.FACE_NAMES[rest]}.")
            self._set_face(rest)
        elif head == "pluie":
            add = R.grow(self.jardin, rest)
            self.log(f"Pluie : {add} section(s) poussent sur {R.plot_words(self.jardin, rest)}.")
            self._to_actions()
        elif head == "orage":
            self.panda = rest
            where = R.plot_words(self.jardin, rest)
            self.log(f"Orage : le panda va sur {where}{self._eat(rest)}.")
            self._to_actions()
        elif head == "nuage":
            self.reserve[rest] -= 1
            self.main.append(rest)
            self.log(f"Nuage : vous prenez un {rest} (à placer sur une parcelle sans bambou).")
            self._to_actions()
        elif head == "passer":
            self.log("Vous ne réalisez pas l'effet de la météo.")
            self._to_actions()
        elif head == "outil":
            self.outil = rest
        elif head == "jardinier":
            self.jardinier = rest
            grown = R.gardener_growth(self.jardin, self.canaux, rest)
            for n in grown:
                R.grow(self.jardin, n)
            self.log(f"Le jardinier va sur {R.plot_words(self.jardin, rest)} et "
                     f"{R.growth_words(self.jardin, rest, grown)}.")
            self._action_done("jardinier")
        elif head == "panda":
            self.panda = rest
            where = R.plot_words(self.jardin, rest)
            self.log(f"Le panda va sur {where}{self._eat(rest)}.")
            self._action_done("panda")
        elif head == "canal":
            a, _, b = rest.partition("-")
            before = {n for n in (a, b) if self.irrigated(n)}
            self.canaux.append(R.edge(a, b))
            new = [n for n in (a, b) if n not in before and self.irrigated(n)]
            for n in new:
                R.grow(self.jardin, n, 1)
            self.log(f"Canal posé entre {R.plots_words(self.jardin, (a, b))}"
                     + (f" : {R.plot_words(self.jardin, new[0])} est irriguée pour la première fois, une section pousse."
                        if len(new) == 1 else
                        f" : {len(new)} parcelles irriguées pour la première fois, une section pousse sur chacune."
                        if new else "."))
            self._action_done("canal")
        elif head == "amenager":
            kind, _, name = rest.partition("-")
            where = R.plot_words(self.jardin, name)
            self.main.remove(kind)
            self.jardin[name]["a"] = kind
            self.log(f"{kind.capitalize()} placé sur {where}.")
            if self.outil == kind and kind not in self.main:
                self.outil = "jardinier"
        elif head == "fin":
            self.log("Fin du tour.")
            self._new_turn()

    def _set_face(self, face):
        self.face = face
        self.restantes = 3 if face == "soleil" else 2
        self.faites = []
        if face == "nuage" and not any(self.reserve[a] for a in R.IMPROVEMENTS):
            self.log("Plus d'aménagement disponible : choisissez la condition climatique.")
            self.face = "choix"
        self.etape = "effet" if self.face in ("pluie", "orage", "nuage", "choix") else "actions"

    def _to_actions(self):
        self.etape = "actions"

    def _action_done(self, action):
        self.faites.append(action)
        self.restantes -= 1
        if self.restantes == 0:
            self.log("Vos actions de ce tour sont faites.")
            self._new_turn()

    def _new_turn(self):
        self.tour += 1
        self.etape = "meteo"
        self.face = None
        self.faites = []
        self.restantes = 0

    def describe(self, move, player=None):
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        labels = {"lancer": "Lancer le dé météo", "passer": "Ne pas réaliser l'effet", "fin": "Finir le tour"}
        if head in labels:
            return labels[head]
        if head == "face" and rest in R.FACES:
            return f"Essayer la face {R.FACE_NAMES[rest]}"
        if head == "meteo" and rest in R.FACES:
            return f"Choisir : {R.FACE_NAMES[rest]}"
        if head == "canal":
            a, _, b = rest.partition("-")
            if R.is_plot(self.jardin, a) and R.is_plot(self.jardin, b):
                return f"Canal entre {R.plots_words(self.jardin, (a, b))}"
            return "Poser un canal"
        return move

    def view(self, player):
        return {k: v for k, v in vars(self).items() if k not in ("game", "rng_state", "events")}


@register
class TakenokoTurn(Calculator):
    id = "takenoko"
    mode = "tour"
    title = "Takenoko : un tour dans un petit jardin (dé météo, jardinier, panda, irrigation)"
    state_class = TurnState
    player_names = ["Vous"]
    main_rule_section = R.S_TURNS
    rule_sections = frozenset({R.S_DIE, R.S_CANAL, R.S_GARDENER, R.S_PANDA, R.S_TURNS})
    options = (
        Structured("jardin", "Jardin", default=None, parse=read_garden,
                   expects="une liste de rangées de parcelles : « E » l'étang, « V2 » parcelle verte à 2 sections "
                           "(J jaune, R rose), puis b bassin, e engrais, c enclos ; « - » rien",
                   example=DEFAULT_GARDEN[:2]),
        Structured("jardinier", "Case du jardinier", default=None, parse=lambda v, e: _cell_option("jardinier", v, e),
                   expects="une case du jardin (« B3 »), l'étang par défaut", example="B3"),
        Structured("panda", "Case du panda", default=None, parse=lambda v, e: _cell_option("panda", v, e),
                   expects="une case du jardin (« B3 »), l'étang par défaut", example="B3"),
        Structured("face", "Face du dé déjà tirée", default=None, parse=read_face,
                   expects="soleil, pluie, vent, orage, nuage ou choix (sinon le tour commence par le dé)",
                   example="vent"),
    )

    def setup(self, options, seed):
        s = TurnState(self, 1, seed)
        s.jardin = options["jardin"] or read_garden(DEFAULT_GARDEN, {})
        pond = _pos(s.jardin)
        s.jardinier = options["jardinier"] or pond
        s.panda = options["panda"] or pond
        for who in ("jardinier", "panda"):
            if getattr(s, who) not in s.jardin:
                raise ScenarioError(who, f"{getattr(s, who)} n'est pas une case du jardin.")
        for n, p in s.jardin.items():
            if p["c"] != "etang" and p["b"] and not R.irrigated(s.jardin, [], n):
                raise ScenarioError("jardin", f"{n} porte du bambou sans être irriguée : ajoutez « ~ » (un canal) ou un bassin.")
        s.canaux = []
        s.outil = "jardinier"
        s.main = []
        used = {a: sum(1 for p in s.jardin.values() if p["a"] == a) for a in R.IMPROVEMENTS}
        s.reserve = {a: max(0, R.IMPROVEMENT_STOCK - used[a]) for a in R.IMPROVEMENTS}
        s.manges = {c: 0 for c in R.COLOURS}
        s.tour = 2
        s._new_turn()
        s.tour = 2
        if options["face"]:
            s.log(f"Tour 2 : dé météo : {R.FACE_NAMES[options['face']]} (« {R.FACE_EFFECTS[options['face']]} »).")
            s._set_face(options["face"])
        return s


def _cell_option(field, value, earlier):
    if H.parse(value) is None:
        raise ScenarioError(field, f"« {value} » n'est pas un nom de case (lettre de rangée, numéro : « B3 »).")
    return value


# --- objectives ------------------------------------------------------------------------------

BRUSHES = ("vert", "jaune", "rose", "vide", "bassin", "engrais", "enclos", "sans", "canal",
           "bambou-0", "bambou-1", "bambou-2", "bambou-3", "bambou-4")
BRUSH_NAMES = {"vert": "Parcelle verte", "jaune": "Parcelle jaune", "rose": "Parcelle rose", "vide": "Retirer",
               "bassin": "Bassin", "engrais": "Engrais", "enclos": "Enclos", "sans": "Sans aménagement",
               "canal": "Canal (irriguée oui/non)"}
DEFAULT_OBJECTIVES = ["parcelle-triangle-vert", "parcelle-droite-jaune", "parcelle-diamant-jaune-vert",
                      "jardinier-4-vert-engrais", "jardinier-3-jaune", "panda-tricolore"]


def brush_name(b: str) -> str:
    if b.startswith("bambou-"):
        return f"Bambou {b[-1]}"
    return BRUSH_NAMES[b]


class ObjectivesState(CalculatorState):
    """Attributes (JSON): jardin, manges, objectifs, pinceau."""

    def legal_moves(self, player=None):
        moves = [f"pinceau-{b}" for b in BRUSHES if b != self.pinceau]
        cells = self.cells()
        where = set(cells)
        moves += [f"case-{n}" for n in cells if self._edit_problem(n, where) is None]
        moves += [f"mange-{c}" for c in R.COLOURS if self.manges[c] < 9]
        moves += [f"rend-{c}" for c in R.COLOURS if self.manges[c] > 0]
        return moves

    def cells(self) -> list[str]:
        """The plots and the free places next to the garden (where a plot may go)."""
        out = set(self.jardin)
        for n in self.jardin:
            for m in R.neighbour_names(n):
                r, c = H.to_offset(H.parse(m))
                if r < 7 and c < 8:
                    out.add(m)
        return sorted(out, key=lambda n: H.to_offset(H.parse(n)))

    def _edit_problem(self, name: str, where=None):
        b = self.pinceau
        p = self.jardin.get(name)
        if name not in (where if where is not None else self.cells()):
            return Refusal("cette place est loin du jardin.", "parcelles")
        if p and p["c"] == "etang":
            return Refusal("l'étang bleu est « la parcelle de départ » : il reste, sans bambou ni aménagement.", "parcelles")
        if b in R.COLOURS:
            if p and p["c"] == b:
                return f"c'est déjà une parcelle {R.PLOT_ADJECTIVES[b]}."
            if not p:
                around = [m for m in R.neighbour_names(name) if m in self.jardin]
                near_pond = any(self.jardin[m]["c"] == "etang" for m in around)
                if not near_pond and len(around) < 2:
                    return Refusal("« Les parcelles peuvent seulement être placées de façon adjacente à l'étang ou "
                                   f"entre deux autres parcelles » : cette place ne touche que {len(around)} parcelle.", "parcelles")
            return None
        if not p:
            return "cette place n'a pas de parcelle : posez d'abord une parcelle."
        if b == "vide":
            return None
        if b in R.IMPROVEMENTS or b == "sans":
            want = None if b == "sans" else b
            if p["a"] == want:
                return "cette parcelle a déjà ce réglage."
            return None
        if b == "canal":
            return None
        height = int(b[-1])
        if p["b"] == height:
            return f"le bambou de cette parcelle a déjà {height} section(s)."
        if height > 0 and not R.irrigated(self.jardin, [], name):
            return Refusal("le bambou ne pousse que sur une parcelle irriguée : celle-ci ne l'est pas (ni étang voisin, ni "
                           "bassin, ni canal).", R.S_GARDENER)
        return None

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        head, _, rest = move.partition("-") if isinstance(move, str) else ("", "", "")
        if head == "pinceau":
            return "c'est déjà l'outil choisi." if rest == self.pinceau else f"outil inconnu « {rest} »."
        if head == "case":
            if H.parse(rest) is None:
                return f"« {rest} » n'est pas un nom de case (« B3 »)."
            return self._edit_problem(rest) or "modification impossible."
        if head in ("mange", "rend"):
            if rest not in R.COLOURS:
                return "couleur inconnue (vert, jaune, rose)."
            return "la réserve du panda compte de 0 à 9 sections par couleur."
        return "coup inconnu (pinceau-…, case-…, mange-…, rend-…)."

    def _apply(self, move, player):
        head, _, rest = move.partition("-")
        if head == "pinceau":
            self.pinceau = rest
            return
        if head in ("mange", "rend"):
            self.manges[rest] += 1 if head == "mange" else -1
            self.log(f"Sections mangées par le panda : {self.manges['vert']} vert, {self.manges['jaune']} jaune, "
                     f"{self.manges['rose']} rose.")
            return
        b = self.pinceau
        p = self.jardin.get(rest)
        before = R.plot_words(self.jardin, rest)
        if b in R.COLOURS:
            if p:
                p["c"] = b
            else:
                self.jardin[rest] = {"c": b, "a": None, "b": 0, "k": False}
            text = f"parcelle {R.PLOT_ADJECTIVES[b]} {R.whereabouts(self.jardin, rest)}"
        elif b == "vide":
            del self.jardin[rest]
            text = f"{before} est retirée"
        elif b in R.IMPROVEMENTS or b == "sans":
            p["a"] = None if b == "sans" else b
            text = f"{before} : {'sans aménagement' if b == 'sans' else b}"
        elif b == "canal":
            p["k"] = not p["k"]
            text = f"{before} : {'irriguée par un canal' if p['k'] else 'plus de canal'}"
        else:
            p["b"] = int(b[-1])
            text = f"{before} : bambou de {p['b']}"
        for n in list(self.jardin):
            q = self.jardin[n]
            if q["c"] != "etang" and q["b"] and not R.irrigated(self.jardin, [], n):
                q["b"] = 0
                text += f" ; {R.plot_words(self.jardin, n)} n'est plus irriguée, son bambou est retiré"
        self.log(text[:1].upper() + text[1:] + ".")
        met = [r for r in self.results() if r["fait"]]
        self.log(f"Objectifs réalisés : {len(met)} sur {len(self.objectifs)}.")

    def results(self) -> list[dict]:
        out = []
        wet = R.irrigated_colours(self.jardin, [])
        for o in self.objectifs:
            ok, why = R.check_objective(self.jardin, [], self.manges, o, wet)
            out.append({"objectif": o, "nom": R.objective_label(o), "points": R.objective_points(o),
                        "type": R.objective_kind(o), "fait": ok, "detail": why})
        return out

    def view(self, player):
        return {"jardin": self.jardin, "manges": dict(self.manges), "objectifs": list(self.objectifs),
                "pinceau": self.pinceau, "resultats": self.results()}


@register
class TakenokoObjectives(Calculator):
    id = "takenoko"
    mode = "objectifs"
    title = "Takenoko : vérifier ses objectifs sur un petit jardin"
    state_class = ObjectivesState
    player_names = ["Vous"]
    main_rule_section = "distribution-des-objectifs"
    rule_sections = frozenset({"parcelles", R.S_GARDENER})
    options = (
        Structured("jardin", "Jardin", default=None, parse=read_garden,
                   expects="une liste de rangées de parcelles : « E » l'étang, « V2 » parcelle verte à 2 sections "
                           "(J jaune, R rose), puis b bassin, e engrais, c enclos, « ~ » irriguée par un canal ; « - » rien",
                   example=DEFAULT_GARDEN[:2]),
        Structured("objectifs", "Objectifs à vérifier", default=None, parse=read_objectives,
                   expects="une liste d'objectifs : parcelle-<triangle|droite|courbe|diamant>-<couleur(s)>, "
                           "jardinier-4-<couleur>-<bassin|engrais|enclos|sans>, jardinier-3-<couleur>, panda-<couleur|tricolore>",
                   example=DEFAULT_OBJECTIVES[:3]),
        Structured("manges", "Sections mangées par le panda", default=None, parse=read_eaten,
                   expects="vert, jaune, rose : 0 à 9 chacun", example={"vert": 1, "jaune": 1, "rose": 0}),
    )

    def setup(self, options, seed):
        s = ObjectivesState(self, 1, seed)
        s.jardin = options["jardin"] or read_garden(DEFAULT_GARDEN, {})
        s.objectifs = options["objectifs"] or list(DEFAULT_OBJECTIVES)
        s.manges = options["manges"] or {c: 0 for c in R.COLOURS}
        s.pinceau = "vert"
        for n, p in s.jardin.items():
            if p["c"] != "etang" and p["b"] and not R.irrigated(s.jardin, [], n):
                raise ScenarioError("jardin", f"{n} porte du bambou sans être irriguée : ajoutez « ~ » (un canal) ou un bassin.")
        return s
