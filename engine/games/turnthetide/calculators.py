"""Turn the Tide calculators: a hand's lifebuoys, and who takes which tide card.

Each is a one-player "game" whose moves are the reader's edits; it never ends.
"""

from __future__ import annotations

from ...cards import CardPicker
from ...core import Calculator, CalculatorState, Refusal, ScenarioError, parse_number
from ...options import Cards, Integer, Structured
from .. import register
from . import rules as R


WEATHER_HINT = "numéros de cartes météo de 1 à 60"


def _weather(code):
    valid = isinstance(code, int) and not isinstance(code, bool) and 1 <= code <= 60
    return code if valid else None


def read_tides(tides, earlier) -> list:
    if (not isinstance(tides, list) or len(tides) != 2
            or any(isinstance(t, bool) or not isinstance(t, int) or not 1 <= t <= 12 for t in tides)):
        raise ScenarioError("marees", "deux cartes marée de 1 à 12 sont attendues, par exemple [3, 9].")
    return list(tides)


def read_weather(weather, earlier) -> list:
    """One weather card (or null, not yet played) per seat, all different."""
    seats = earlier["table"]
    if not isinstance(weather, list) or len(weather) != seats:
        raise ScenarioError("meteo", f"une carte météo (ou null) par joueur est attendue : {seats} valeurs.")
    played = [c for c in weather if c is not None]
    Cards("meteo", "", card=_weather, hint=WEATHER_HINT, limit=seats, example=[]).read(played, earlier)
    return list(weather)


def read_levels(levels, earlier) -> list:
    seats = earlier["table"]
    if (not isinstance(levels, list) or len(levels) != seats
            or any(isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 12 for v in levels)):
        raise ScenarioError("niveaux", f"{seats} niveaux de marée de 0 (aucune carte) à 12 sont attendus.")
    return list(levels)


# --- lifebuoys of a hand --------------------------------------------------------

class BuoyState(CardPicker, CalculatorState):
    verb = "carte"
    limit = R.HAND_SIZE
    keep_sorted = True
    full_reason = "une main compte 12 cartes météo : retirez-en une d'abord."
    cleared_log = "Main vidée."
    clear_label = "Vider la main"

    def deck(self):
        return R.WEATHER

    def card_of(self, text):
        card = parse_number(text)
        return card if card in R.WEATHER else None

    def card_name(self, card):
        return f"la carte {card}"

    def unknown_card(self, text):
        return f"les cartes météo vont de 1 à 60 (reçu {text})."

    def added_log(self, card):
        return f"Carte {card} ajoutée."

    def removed_log(self, card):
        return f"Carte {card} retirée."

    def view(self, player):
        return {"cartes": list(self.cards), **R.buoy_detail(self.cards)}


@register
class TurnTheTideBuoys(Calculator):
    id = "turnthetide"
    mode = "bouees"
    main_rule_section = "mise-en-place-et-preparation-du-debut-de-partie"  # 12 cards, buoys by number
    title = "Turn the Tide : combien de bouées pour cette main ?"
    state_class = BuoyState

    options = (
        Cards("cartes", "Votre main", card=_weather, hint=WEATHER_HINT, limit=R.HAND_SIZE,
              example=[3, 17, 25, 38, 44, 51, 58]),
    )

    def setup(self, options, seed):
        s = BuoyState(self, 1, seed)
        s.cards = sorted(options["cartes"])
        return s


# --- one trick: who takes which tide card ----------------------------------------

class TideState(CalculatorState):
    """The reader sets the two face-up tide cards, each player's weather card
    and current tide level; the view hands the tide cards out."""

    def legal_moves(self, player=None):
        n = self.seats
        moves = [f"joueur-{p + 1}" for p in range(n) if p != self.selected]
        used = {c for p, c in enumerate(self.weather) if c is not None and p != self.selected}
        moves += [f"meteo-{c}" for c in R.WEATHER if c not in used]
        moves += [f"niveau-{v}" for v in range(13) if v != (self.levels[self.selected] or 0)]
        for i, side in enumerate("ab"):
            moves += [f"maree-{side}-{v}" for v in range(1, 13) if v != self.tides[i]]
        return moves

    def why_illegal(self, move, player):
        parts = move.split("-")
        kind = parts[0]
        nums = parts[1:]
        if kind == "maree" and len(parts) == 3 and parts[1] in ("a", "b") and parse_number(parts[2]) is not None:
            v = parse_number(parts[2])
            if not 1 <= v <= 12:
                return "les cartes marée vont de 1 à 12."
            if v == self.tides["ab".index(parts[1])]:
                return "c'est déjà cette carte marée."
            return None
        if kind not in ("joueur", "meteo", "niveau") or len(nums) != 1 or parse_number(nums[0]) is None:
            return (f"coup inconnu « {move} » (joueur-<n>, meteo-<numéro>, niveau-<0 à 12>, "
                    "maree-a-<n>, maree-b-<n>).")
        v = parse_number(nums[0])
        if kind == "joueur":
            if not 1 <= v <= self.seats:
                return f"il n'y a que {self.seats} joueurs."
            return None if v - 1 != self.selected else "ce joueur est déjà sélectionné."
        if kind == "niveau":
            if not 0 <= v <= 12:
                return "le niveau de marée va de 0 (aucune carte marée) à 12."
            return None if v != (self.levels[self.selected] or 0) else "c'est déjà son niveau de marée."
        if not 1 <= v <= 60:
            return "les cartes météo vont de 1 à 60."
        for p, c in enumerate(self.weather):
            if c == v and p != self.selected:
                return Refusal(f"la carte météo {v} est déjà jouée par Joueur {p + 1} : chaque carte n'existe "
                               "qu'une fois.", "composants")
        return None

    def _apply(self, move, player):
        parts = move.split("-")
        p = self.selected
        if parts[0] == "maree":
            i = "ab".index(parts[1])
            self.tides[i] = parse_number(parts[2])
            self.log(f"Pile {'AB'[i]} : carte marée {self.tides[i]}.")
        elif parts[0] == "joueur":
            self.selected = parse_number(parts[1]) - 1
        elif parts[0] == "niveau":
            v = parse_number(parts[1])
            self.levels[p] = v or None
            self.log(f"Joueur {p + 1} : marée {v if v else 'aucune'}.")
        else:
            v = parse_number(parts[1])
            self.weather[p] = None if self.weather[p] == v else v
            self.log(f"Joueur {p + 1} : carte météo {self.weather[p] if self.weather[p] else 'retirée'}.")

    def result(self):
        plays = {p: c for p, c in enumerate(self.weather) if c is not None}
        taken = R.distribute(plays, self.tides) if len(plays) >= 2 else {}
        after = {p: self.levels[p] for p in range(self.seats)}
        for p, t in taken.items():
            after[p] = t
        top = R.highest_tide(after) if taken else []
        return {"pris": {str(p): t for p, t in taken.items()}, "niveaux_apres": [after[p] for p in range(self.seats)],
                "bouee": top, "manquants": [p for p in range(self.seats) if self.weather[p] is None],
                "plus_faible": R.lowest_tide(after) if taken else []}

    def view(self, player):
        return {"joueurs": self.seats, "selection": self.selected, "meteo": list(self.weather),
                "niveaux": list(self.levels), "marees": list(self.tides), "resultat": self.result()}

    def describe(self, move, player=None):
        parts = move.split("-")
        if parts[0] == "joueur":
            return f"Modifier Joueur {parts[1]}"
        if parts[0] == "meteo":
            return f"Carte météo {parts[1]} pour Joueur {self.selected + 1}"
        if parts[0] == "niveau":
            return f"Marée actuelle de Joueur {self.selected + 1} : {parts[1] if parts[1] != '0' else 'aucune'}"
        if parts[0] == "maree":
            return f"Carte marée {parts[2]} sur la pile {parts[1].upper()}"
        return move


@register
class TurnTheTideTrick(Calculator):
    id = "turnthetide"
    mode = "maree"
    main_rule_section = "phases-du-jeu"  # who takes which tide card
    rule_sections = frozenset({"composants"})
    title = "Turn the Tide : qui prend quelle carte marée ?"
    state_class = TideState

    options = (
        Integer("table", "Joueurs autour de la table", default=4, lo=3, hi=5),
        Structured("marees", "Les deux cartes marée retournées", default=[3, 9], parse=read_tides,
                   expects="deux cartes marée de 1 à 12", example=[3, 9]),
        Structured("meteo", "Carte météo jouée par chaque joueur", default=None, parse=read_weather,
                   expects="une carte météo (1 à 60) ou null par joueur", example=[12, 40, None, 7]),
        Structured("niveaux", "Niveau de marée de chaque joueur", default=None, parse=read_levels,
                   expects="un niveau de 0 (aucune carte marée) à 12 par joueur", example=[0, 5, 9, 0]),
    )

    def setup(self, options, seed):
        s = TideState(self, 1, seed)
        s.seats = options["table"]
        s.tides = options["marees"]
        s.weather = options["meteo"] or [None] * s.seats
        s.levels = [v or None for v in options["niveaux"] or [0] * s.seats]
        s.selected = 0
        return s
