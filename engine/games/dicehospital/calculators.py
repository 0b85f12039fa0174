"""Dice Hospital ER, admission (mode « admission »): choose a patient, then a square.

The reader clicks a patient (a die, « patient-2 », a toggle), then a square of a
ward (« case-1-3 »: ward 1, square 3): legal only for the ward's next free square,
of the die's colour or grey, with a value above the previous patient's; the
refusal names the rule broken. « morgue » sends the chosen patient to the morgue
(−1 point), « recommencer » puts everything back.
"""

from __future__ import annotations

from ...core import Calculator, CalculatorState, Refusal, ScenarioError
from ...options import Structured
from .. import register
from . import rules as R

WARD_HELP = ("une ligne par chambre : les couleurs de ses cases de l'ambulance vers le bout (R rouge, J jaune, "
             "B bleu, G grise ; 1 à 6 cases), « : » puis le score inscrit au bout ; ex. « G R R J : 3 »")
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


class AdmissionState(CalculatorState):
    """wards and patients (the options), filled (per ward, the dice admitted),
    placed (patient index -> where it went, or « morgue »), chosen (patient index or None),
    morgue (count)."""

    def waiting(self) -> list[int]:
        return [i for i in range(len(self.patients)) if str(i) not in self.placed]

    def legal_moves(self, player=None):
        moves = [f"patient-{i + 1}" for i in self.waiting()]
        if self.chosen is not None:
            die = self.patients[self.chosen]
            for w, ward in enumerate(self.wards):
                k = R.next_square(self.filled[w])
                if R.admission_problem(ward, self.filled[w], k, die) is None:
                    moves.append(f"case-{w + 1}-{k + 1}")
            moves.append("morgue")
        if self.placed:
            moves.append("recommencer")
        return moves

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        square = parse_square(move)
        if square is not None and square[0] < len(self.wards) and square[1] < len(self.wards[square[0]]["cases"]):
            if self.chosen is None:
                return Refusal("choisissez d'abord un patient (un dé), puis sa case.", R.SEC_PLACEMENT)
            w, k = square
            return Refusal(R.admission_problem(self.wards[w], self.filled[w], k, self.patients[self.chosen])
                           or "case impossible.", R.SEC_PLACEMENT)
        p = parse_patient(move)
        if p is not None and p < len(self.patients):
            return "ce patient est déjà admis ou à la morgue."
        if move == "morgue":
            return Refusal("choisissez d'abord le patient à envoyer à la morgue.", R.SEC_PLACEMENT)
        if move == "recommencer":
            return "rien n'est encore placé."
        return ("coup inconnu : « patient-2 » (choisir le patient 2), « case-1-3 » (chambre 1, case 3), "
                "« morgue », « recommencer ».")

    def _apply(self, move, player):
        if move == "recommencer":
            self._reset()
            self.log("Tous les patients attendent de nouveau.")
            return
        if move == "morgue":
            die = self.patients[self.chosen]
            self.placed[str(self.chosen)] = "morgue"
            self.morgue += 1
            self.chosen = None
            self.log(f"Le {R.die_name(die)} part à la morgue : −1 point.")
            return
        p = parse_patient(move)
        if p is not None:
            self.chosen = None if self.chosen == p else p
            return
        w, k = parse_square(move)
        die = self.patients[self.chosen]
        self.filled[w].append(list(die))
        self.placed[str(self.chosen)] = f"{w + 1}-{k + 1}"
        self.chosen = None
        ward = self.wards[w]
        line = f"Le {R.die_name(die)} est admis en chambre {w + 1}, case {k + 1}."
        if len(self.filled[w]) == len(ward["cases"]):
            line += f" La chambre {w + 1} est remplie : +{ward['score']} points."
        self.log(line)

    def _reset(self):
        self.filled = [[] for _ in self.wards]
        self.placed = {}
        self.chosen = None
        self.morgue = 0

    def points(self) -> int:
        return R.score(self.wards, self.filled, self.morgue)

    def view(self, player):
        return {"chambres": [dict(cases=list(w["cases"]), score=w["score"]) for w in self.wards],
                "remplies": [[list(d) for d in f] for f in self.filled],
                "patients": [list(d) for d in self.patients], "places": dict(self.placed),
                "choisi": self.chosen, "morgue": self.morgue, "points": self.points()}

    def describe(self, move, player=None):
        if move == "morgue":
            return "Envoyer le patient choisi à la morgue (−1 point)"
        if move == "recommencer":
            return "Remettre tous les patients en attente"
        p = parse_patient(move)
        if p is not None and p < len(self.patients):
            verb = "Ne plus choisir" if p == self.chosen else "Choisir"
            return f"{verb} le patient {p + 1} ({R.die_name(self.patients[p])})"
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

    options = (
        Structured("chambres", "Les chambres de l'hôpital", default=R.DEFAULT_WARDS, parse=read_wards,
                   expects=WARD_HELP, example=R.DEFAULT_WARDS),
        Structured("patients", "Les dés des patients", default=R.DEFAULT_PATIENTS, parse=read_patients,
                   expects=PATIENT_HELP, example=R.DEFAULT_PATIENTS),
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
        s._reset()
        s.log("Choisissez un patient (un dé), puis la case de sa chambre.")
        return s
