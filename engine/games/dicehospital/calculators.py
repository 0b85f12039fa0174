"""Dice Hospital ER, admission (mode « admission »): take a combination, use its bonus, admit the patient.

The reader clicks a patient (a die with its bonus, « patient-2 »: its Ambulance card
combination « dé-bonus »; clicked again before anything is placed, it is given back),
then a square of a ward (« case-1-3 »: ward 1, square 3): legal only for the ward's
next free square, of the die's colour or grey, with a value above the previous
patient's unless a curtain stands between them; the refusal names the rule broken.
The bonuses (section « Les bonus »): circled stethoscopes crossed out for ±1 on the
die (« stetho-plus », « stetho-moins »), a blood bag crossed out to take another
patient's bonus (« poche-4 »), the critical patient « ! » (its value in points), the
curtain (« rideau » on the patient about to be admitted, « rideau-1-2 » on an older
one), the nurse (crossed out at the end of the ward, the 2-5-9… track) and the extra
patient (a second die, placed before or after, « placer-sup »). « morgue » sends
the die to place to the morgue (−1 point), « recommencer » puts everything back.
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Structured
from .. import register
from . import rules as R

WARD_HELP = ("une ligne par chambre : les couleurs de ses cases de l'ambulance vers le bout (R rouge, J jaune, "
             "B bleu, G grise ; 1 à 6 cases), « : » puis le score inscrit au bout ; ex. « G R R J : 3 »")
BONUS_HELP = ("un bonus par patient, dans l'ordre des patients : « S1 » à « S3 » (stéthoscopes), « P » (poche de "
              "sang), « ! » (patient critique), « C » (rideau), « I » (infirmière), « +J3 » (patient "
              "supplémentaire, ici un jaune 3), « - » (aucun) ; sans ce réglage, d'autres patients que ceux par défaut n'ont aucun bonus ; ex. « S2 C I »")
PATIENT_HELP = "les dés des patients, chacun sa couleur (R, J, B) et sa valeur de 1 à 6 ; ex. « R2 J4 B1 »"


def read_wards(value, earlier) -> list:
    if not isinstance(value, list) or not 1 <= len(value) <= R.MAX_WARDS:
        raise ScenarioError("chambres", f"de 1 à {R.MAX_WARDS} chambres sont attendues, {WARD_HELP}.")
    wards = [R.parse_ward(line) for line in value]
    if any(w is None for w in wards):
        raise ScenarioError("chambres", f"chambre illisible : {WARD_HELP}.")
    return wards


def read_patients(value, earlier) -> list:
    dice = R.parse_patients(value)
    if dice is None:
        raise ScenarioError("patients", f"de 1 à {R.MAX_PATIENTS} patients sont attendus : {PATIENT_HELP}.")
    return dice


def parse_square(move) -> tuple[int, int] | None:
    """« case-2-3 » -> (1, 2) (ward, square, from 0), or None."""
    if not isinstance(move, str) or not move.startswith("case-"):
        return None
    parts = move[5:].split("-")
    if len(parts) != 2 or not all(p in {str(n) for n in range(1, 10)} for p in parts):
        return None
    return int(parts[0]) - 1, int(parts[1]) - 1


def parse_patient(move) -> int | None:
    if not isinstance(move, str) or not move.startswith("patient-"):
        return None
    n = move[8:]
    if n not in {str(k) for k in range(1, R.MAX_PATIENTS + 1)}:
        return None
    return int(n) - 1


def read_bonuses(value, earlier) -> list:
    codes = R.parse_bonuses(value)
    if codes is None:
        raise ScenarioError("bonus", f"bonus illisibles : {BONUS_HELP}.")
    return codes


class AdmissionState(CalculatorState):
    """wards, patients and bonuses (the options: one bonus code a patient, its Ambulance card
    combination); filled (per ward, the dice admitted), placed (patient index -> where it went, or
    « morgue »), morgue (count); the bonuses on the sheet: stetho and bags (circled, not yet crossed
    out), curtain_left (the latest combination's curtain, not yet drawn), curtains and critical
    (squares « 2-3 »), nurses (per ward, crossed out); the combination in play: taken (patient index or
    None), todo (its dice still to place: « de », « sup » for the extra patient), active (the one the
    next square takes), shift (stethoscopes spent on each), curtain_here (the curtain drawn on the next
    die admitted), extra (the extra patient's die), snapshot (the sheet before the combination was
    taken, to put it back)."""

    # --- helpers ------------------------------------------------------------------------------
    def waiting(self) -> list[int]:
        return [i for i in range(len(self.patients)) if str(i) not in self.placed]

    def bonus(self, i: int) -> dict:
        return R.parse_bonus(self.bonuses[i])

    def active_die(self):
        """The die the next square takes, with its stethoscopes, or None."""
        if self.taken is None or self.active is None:
            return None
        base = self.patients[self.taken] if self.active == "de" else self.extra
        return R.shifted(base, self.shift[self.active])

    def untouched(self) -> bool:
        """No die of the combination in play is placed yet."""
        return self.taken is not None and len(self.todo) == (2 if self.extra else 1)

    def curtained(self, w: int, k: int) -> bool:
        return f"{w + 1}-{k + 1}" in self.curtains

    def _square_problem(self, w: int, k: int) -> str | None:
        return R.admission_problem(self.wards[w], self.filled[w], k, self.active_die(),
                                   curtain_before=k > 0 and self.curtained(w, k - 1),
                                   curtain_here=self.curtain_here)

    def _stetho_problem(self, step: int) -> str | None:
        d = self.active_die()
        if d is None:
            return "prenez d'abord une combinaison (un patient) : le stéthoscope modifie la valeur de son dé."
        if not 1 <= d[1] + step <= 6:
            return f"un dé va de 1 à 6 : le {R.die_name(d)} ne passe pas à {d[1] + step}."
        s = self.shift[self.active]
        if abs(s + step) > abs(s) and self.stetho < 1:
            return ("aucun stéthoscope entouré à rayer : « Ces stéthoscopes peuvent ensuite être rayés pour "
                    "modifier la valeur d'un dé (+1/-1 par stéthoscope). »")
        return None

    # --- the contract -------------------------------------------------------------------------
    def legal_moves(self, player=None):
        moves = []
        if self.taken is None:
            moves += [f"patient-{i + 1}" for i in self.waiting()]
        elif self.untouched():
            moves.append(f"patient-{self.taken + 1}")
            if self.snapshot["bags"] >= 1:
                moves += [f"poche-{j + 1}" for j in self.waiting() if j != self.taken]
        if self.taken is not None:
            if len(self.todo) == 2:
                other = "sup" if self.active == "de" else "de"
                moves.append(f"placer-{other}")
            for w, ward in enumerate(self.wards):
                k = R.next_square(self.filled[w])
                if self._square_problem(w, k) is None:
                    moves.append(f"case-{w + 1}-{k + 1}")
            moves += [m for m, step in (("stetho-moins", -1), ("stetho-plus", 1)) if self._stetho_problem(step) is None]
            if self.curtain_left or self.curtain_here:
                moves.append("rideau")
            moves.append("morgue")
        if self.curtain_left:
            moves += [f"rideau-{w + 1}-{k + 1}" for w in range(len(self.wards))
                      for k in range(len(self.filled[w])) if not self.curtained(w, k)]
        if self.placed or self.taken is not None:
            moves.append("recommencer")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        square = parse_square(move)
        if square is not None and square[0] < len(self.wards) and square[1] < len(self.wards[square[0]]["cases"]):
            if self.taken is None:
                return Refusal("choisissez d'abord un patient (un dé), puis sa case.", R.SEC_PLACEMENT)
            w, k = square
            return Refusal(self._square_problem(w, k) or "case impossible.", R.SEC_PLACEMENT)
        p = parse_patient(move)
        if p is not None and p < len(self.patients):
            if str(p) in self.placed:
                return "ce patient est déjà admis ou à la morgue."
            if self.taken == p:
                return Refusal("un dé de cette combinaison est déjà admis : elle ne se rend plus.", R.SEC_BONUS)
            return Refusal("une combinaison est déjà prise : admettez d'abord son patient (ou envoyez-le à la "
                           "morgue).", R.SEC_BONUS)
        if move.startswith("poche-") if isinstance(move, str) else False:
            if self.taken is None:
                return Refusal("prenez d'abord une combinaison : la poche de sang lui donne le bonus d'un autre "
                               "patient.", R.SEC_BONUS)
            if not self.untouched():
                return Refusal("un dé de la combinaison est déjà admis : trop tard pour changer son bonus.",
                               R.SEC_BONUS)
            if self.snapshot["bags"] < 1:
                return Refusal("aucune poche de sang entourée à rayer (celle de cette combinaison ne sert qu'après) : "
                               "« Cette poche de sang peut être rayée soit pour ignorer la couleur de la "
                               "combinaison bonus-dé [...] ».", R.SEC_BONUS)
            return "ce patient n'attend plus, ou c'est celui de la combinaison."
        if move in ("stetho-plus", "stetho-moins"):
            return Refusal(self._stetho_problem(1 if move == "stetho-plus" else -1) or "stéthoscope impossible.",
                           R.SEC_BONUS)
        if move == "rideau" or (isinstance(move, str) and move.startswith("rideau-")):
            if not self.curtain_left and not self.curtain_here:
                return Refusal("aucun rideau à tirer : il vient d'une combinaison « rideau », à entourer avant "
                               "la combinaison suivante.", R.SEC_BONUS)
            if move == "rideau":
                return Refusal("prenez d'abord une combinaison : ce rideau irait sur son patient.", R.SEC_BONUS)
            return Refusal("le rideau entoure une case occupée sans rideau : « celle du dé actuel ou une "
                           "ancienne ».", R.SEC_BONUS)
        if move in ("placer-de", "placer-sup"):
            return Refusal("seule une combinaison « patient supplémentaire » a deux dés à placer.", R.SEC_BONUS)
        if move == "morgue":
            return Refusal("choisissez d'abord le patient à envoyer à la morgue.", R.SEC_PLACEMENT)
        if move == "recommencer":
            return "rien n'est encore placé."
        return ("coup inconnu : « patient-2 » (prendre la combinaison du patient 2), « case-1-3 » (chambre 1, "
                "case 3), « stetho-plus », « stetho-moins », « poche-4 », « rideau », « rideau-1-2 », "
                "« placer-sup », « morgue », « recommencer ».")

    def _apply(self, move, player):
        if move == "recommencer":
            self._reset()
            self.log("Tous les patients attendent de nouveau.")
            return
        p = parse_patient(move)
        if p is not None:
            if self.taken == p:
                self._restore()
                self.log(f"La combinaison du patient {p + 1} est rendue.")
            else:
                self._take(p)
            return
        if move.startswith("poche-"):
            j = int(move[6:]) - 1
            i, snap = self.taken, self.snapshot
            self._restore()
            self.bonuses[i], self.bonuses[j] = self.bonuses[j], self.bonuses[i]
            self.bags -= 1
            self.log(f"Une poche de sang est rayée : le {R.die_name(self.patients[i])} prend le bonus du patient "
                     f"{j + 1}.")
            self._take(i, keep_snapshot=True)
            self.snapshot = snap
            return
        if move in ("stetho-plus", "stetho-moins"):
            step = 1 if move == "stetho-plus" else -1
            s = self.shift[self.active]
            self.stetho += -1 if abs(s + step) > abs(s) else 1
            self.shift[self.active] = s + step
            self.log(f"Stéthoscope : le dé vaut maintenant {self.active_die()[1]} ({self.stetho} entouré(s)).")
            return
        if move == "rideau":
            self.curtain_here = not self.curtain_here
            self.curtain_left = not self.curtain_here
            self.log("Le rideau ira sur le prochain patient admis." if self.curtain_here
                     else "Le rideau n'est plus tiré sur ce patient.")
            return
        if move.startswith("rideau-"):
            w, k = parse_square("case-" + move[7:])
            self.curtains.append(f"{w + 1}-{k + 1}")
            self.curtain_left = False
            self.log(f"Un rideau entoure la chambre {w + 1}, case {k + 1}.")
            return
        if move.startswith("placer-"):
            self.active = move[7:]
            self.curtain_here, self.curtain_left = False, self.curtain_left or self.curtain_here
            return
        die = self.active_die()
        main = self.active == "de"
        if move == "morgue":
            if main:
                self.placed[str(self.taken)] = "morgue"
            self.morgue += 1
            if self.curtain_here:
                self.curtain_here, self.curtain_left = False, True
            self.log(f"Le {R.die_name(die)} part à la morgue : −1 point.")
            self._done()
            return
        w, k = parse_square(move)
        self.filled[w].append(list(die))
        at = f"{w + 1}-{k + 1}"
        if main:
            self.placed[str(self.taken)] = at
        ward = self.wards[w]
        line = f"Le {R.die_name(die)} est admis en chambre {w + 1}, case {k + 1}."
        if self.curtain_here:
            self.curtains.append(at)
            self.curtain_here = False
            line += " Un rideau l'entoure."
        kind = self.bonus(self.taken)["kind"] if main else "aucun"
        if kind == "critique":
            self.critical.append(at)
            line += f" Patient critique : {die[1]} points à la fin."
        if kind == "infirmiere":
            if self.nurses[w]:
                line += f" L'infirmière de la chambre {w + 1} est déjà barrée : le bonus est perdu."
            else:
                self.nurses[w] = True
                line += (f" L'infirmière de la chambre {w + 1} est barrée : la piste infirmière vaut "
                         f"{R.nurse_points(sum(self.nurses))}.")
        if len(self.filled[w]) == len(ward["cases"]):
            line += f" La chambre {w + 1} est remplie : +{ward['score']} points."
        self.log(line)
        self._done()

    def _take(self, i: int, keep_snapshot: bool = False):
        if not keep_snapshot:
            self.snapshot = {"stetho": self.stetho, "bags": self.bags, "curtain_left": self.curtain_left,
                             "curtains": list(self.curtains), "bonuses": list(self.bonuses)}
            if self.curtain_left:
                self.log("Le rideau de la combinaison précédente n'a pas été tiré : il est perdu.")
        self.curtain_left = False
        self.taken, self.active, self.todo = i, "de", ["de"]
        self.shift = {"de": 0, "sup": 0}
        self.curtain_here = False
        self.extra = None
        b = self.bonus(i)
        if b["kind"] == "stetho":
            self.stetho += b["n"]
        elif b["kind"] == "poche":
            self.bags += 1
        elif b["kind"] == "rideau":
            self.curtain_left = True
        elif b["kind"] == "supplementaire":
            self.extra = list(b["die"])
            self.todo = ["de", "sup"]
        self.log(f"Combinaison prise : {R.die_name(self.patients[i])} et {R.bonus_name(self.bonuses[i])}.")

    def _restore(self):
        snap = self.snapshot
        self.stetho, self.bags, self.curtain_left = snap["stetho"], snap["bags"], snap["curtain_left"]
        self.curtains, self.bonuses = list(snap["curtains"]), list(snap["bonuses"])
        self._clear_combination()

    def _done(self):
        self.todo.remove(self.active)
        self.shift[self.active] = 0
        if self.todo:
            self.active = self.todo[0]
        else:
            self._clear_combination()

    def _clear_combination(self):
        self.taken = self.active = self.extra = self.snapshot = None
        self.todo = []
        self.shift = {"de": 0, "sup": 0}
        self.curtain_here = False

    def _reset(self):
        self.filled = [[] for _ in self.wards]
        self.placed = {}
        self.morgue = 0
        self.bonuses = list(self.initial_bonuses)
        self.stetho = self.bags = 0
        self.curtain_left = False
        self.curtains, self.critical = [], []
        self.nurses = [False for _ in self.wards]
        self._clear_combination()

    def critical_points(self) -> int:
        return sum(self.filled[int(w) - 1][int(k) - 1][1] for w, k in (c.split("-") for c in self.critical))

    def points(self) -> int:
        return R.score(self.wards, self.filled, self.morgue, sum(self.nurses), self.critical_points())

    def view(self, player):
        return {"chambres": [dict(cases=list(w["cases"]), score=w["score"]) for w in self.wards],
                "remplies": [[list(d) for d in f] for f in self.filled],
                "patients": [list(d) for d in self.patients], "bonus": list(self.bonuses),
                "places": dict(self.placed), "prise": self.taken, "a_placer": list(self.todo),
                "de_actif": self.active_die(), "stethoscopes": self.stetho, "poches": self.bags,
                "rideau": self.curtain_left or self.curtain_here, "rideaux": list(self.curtains),
                "critiques": list(self.critical), "infirmieres": list(self.nurses),
                "morgue": self.morgue, "points": self.points()}

    def describe(self, move, player=None):
        if move == "morgue":
            return "Envoyer le patient à placer à la morgue (−1 point)"
        if move == "recommencer":
            return "Remettre tous les patients en attente"
        if move == "stetho-plus":
            return "Rayer un stéthoscope : +1 au dé"
        if move == "stetho-moins":
            return "Rayer un stéthoscope : −1 au dé"
        if move == "rideau":
            return "Tirer le rideau sur le prochain patient admis"
        if move in ("placer-de", "placer-sup"):
            return "Placer d'abord " + ("le dé de la carte" if move == "placer-de" else "le patient supplémentaire")
        if isinstance(move, str) and move.startswith("rideau-"):
            return f"Entourer d'un rideau la case {move[7:]}"
        if isinstance(move, str) and move.startswith("poche-"):
            return f"Rayer une poche de sang : prendre le bonus du patient {move[6:]}"
        p = parse_patient(move)
        if p is not None and p < len(self.patients):
            verb = "Rendre" if p == self.taken else "Prendre"
            return f"{verb} la combinaison du patient {p + 1} ({R.die_name(self.patients[p])}, " \
                   f"{R.bonus_name(self.bonuses[p])})"
        sq = parse_square(move)
        if sq is not None:
            return f"Admettre le patient en chambre {sq[0] + 1}, case {sq[1] + 1}"
        return move


@register
class DiceHospitalAdmission(Calculator):
    id = "dicehospital"
    mode = "admission"
    title = "Dice Hospital ER : admettre les patients"
    state_class = AdmissionState
    player_names = ["Lecteur"]
    main_rule_section = R.SEC_PLACEMENT
    rule_sections = frozenset({R.SEC_BONUS})

    options = (
        Structured("chambres", "Les chambres de l'hôpital", default=R.DEFAULT_WARDS, parse=read_wards,
                   expects=WARD_HELP, example=R.DEFAULT_WARDS),
        Structured("patients", "Les dés des patients", default=R.DEFAULT_PATIENTS, parse=read_patients,
                   expects=PATIENT_HELP, example=R.DEFAULT_PATIENTS),
        Structured("bonus", "Le bonus de chaque patient (sa combinaison dé-bonus)", default=R.DEFAULT_BONUSES,
                   parse=read_bonuses, expects=BONUS_HELP, example=R.DEFAULT_BONUSES),
    )

    def setup(self, options, seed):
        s = AdmissionState(self, 1, seed)
        wards = options["chambres"]
        if wards and isinstance(wards[0], str):
            wards = read_wards(wards, options)
        patients = options["patients"]
        if isinstance(patients, str):
            patients = read_patients(patients, options)
        s.wards = [dict(cases=list(w["cases"]), score=w["score"]) for w in wards]
        s.patients = [list(d) for d in patients]
        bonuses = options["bonus"]
        if isinstance(bonuses, str):
            bonuses = read_bonuses(bonuses, options)
        if list(bonuses) == R.parse_bonuses(R.DEFAULT_BONUSES) and s.patients != R.parse_patients(R.DEFAULT_PATIENTS):
            bonuses = []                        # the default bonuses go with the default patients only
        if len(bonuses) > len(s.patients):
            raise ScenarioError("bonus", f"{len(bonuses)} bonus pour {len(s.patients)} patients : un bonus par "
                                         f"patient au plus (les patients sans bonus reçoivent « - »).")
        s.initial_bonuses = list(bonuses) + ["-"] * (len(s.patients) - len(bonuses))
        s._reset()
        s.log("Prenez une combinaison (un patient et son bonus), puis la case de sa chambre.")
        return s
