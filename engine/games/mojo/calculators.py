"""Mojo, mode "comptage": counting the cards, the tip the page « Tips mojo » gives.

Not a whole game: the page lists the cards and gives no rules of play, so the example is a
counting tool over the deck it lists (the home page files it with the calculators).

The deck as the page lists it (61 cards: its lines, not the 79 it announces),
shuffled from the block's seed. The reader turns the draw pile's cards over one
by one onto the table; what is left is shown by colour and value, from the
page's own numbers. Asking how many of a value are left (``valeur-<v>``) counts
it; a value the page never lists (5, 6, 7) is refused with the page's miscount.

Moves: ``piocher`` (turn the next card over), ``valeur-<v>`` (0 to 12: count
what is left of that value). The game ends when the pile is empty.
"""

from __future__ import annotations

from ...core import Game, Refusal, State, parse_number
from .. import register
from . import rules as M

SECTION = "mojo"


def deck() -> list[str]:
    """Every card the page lists, as codes « bleu-0 » … « rouge-12 », « mojo »."""
    out = []
    for cid, _, _, _, values in M.TABLE:
        for v, copies in values:
            out += ["mojo" if v is None else f"{cid}-{v}"] * copies
    return out


def split(code: str) -> tuple[str, int | None]:
    cid, _, v = code.partition("-")
    return cid, (int(v) if v else None)


class MojoState(State):
    never_negative = ()
    card_zones = ("pioche", "table")

    def to_move(self):
        return [0] if self.pioche else []

    def left(self, colour: str | None = None, value: int | None = None) -> int:
        """Cards still in the pile of this colour and/or value (the page's numbers minus the table)."""
        return sum(1 for c in self.pioche if (colour is None or split(c)[0] == colour)
                   and (value is None or split(c)[1] == value))

    def out(self, colour: str | None = None, value: int | None = None) -> int:
        return sum(1 for c in self.table if (colour is None or split(c)[0] == colour)
                   and (value is None or split(c)[1] == value))

    def legal_moves(self, player=None):
        if self.acting(player) is None:
            return []
        return ["piocher"] + [f"valeur-{v}" for v in sorted(M.listed_values()) if v != self.compte]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if not self.pioche:
            return "la pioche est vide : toutes les cartes de la page sont sur la table."
        verb, _, rest = move.partition("-")
        if verb == "valeur":
            v = parse_number(rest)
            if v is not None and v in M.missing_values():
                return Refusal(f"la page ne donne aucune carte de valeur {v} : les valeurs "
                               f"{', '.join(map(str, M.missing_values()))} manquent, d'où l'écart de "
                               f"{M.gap()} cartes entre les {M.total()} listées et les {M.ANNOUNCED} annoncées.",
                               SECTION)
            if v is not None and v == self.compte:
                return "cette valeur est déjà comptée."
            return "valeur inconnue (la page va de 0 à 12)."
        return "coup inconnu (piocher, valeur-…)."

    def _apply(self, move, player):
        if move == "piocher":
            card = self.pioche.pop()
            self.table.append(card)
            self.log(f"Carte retournée : {label(card)} ; il en reste {len(self.pioche)} dans la pioche.")
            return
        v = int(move.partition("-")[2])
        self.compte = v
        total = sum(c for _, val, c in M.cards(value=v))
        self.log(f"Valeur {v} : {self.out(value=v)} sortie(s), {self.left(value=v)} encore à venir "
                 f"(sur {total} selon la page).")

    def view(self, player):
        return {"pioche": len(self.pioche), "table": list(self.table), "compte": self.compte}

    def describe(self, move, player=None):
        if move == "piocher":
            return "Retourner la carte du dessus de la pioche"
        if move.startswith("valeur-"):
            return f"Compter les cartes de valeur {move[7:]} qui restent"
        return move


NAMES = {"bleu": "bleue", "vert": "verte", "orange": "orange", "rouge": "rouge"}


def label(code: str) -> str:
    cid, v = split(code)
    return f"la carte Mojo (valant {M.MOJO_VALUE})" if cid == "mojo" else f"{NAMES[cid]} {v}"


@register
class Mojo(Game):
    id = "mojo"
    mode = "comptage"
    title = "Mojo : compter les cartes"
    state_class = MojoState
    player_names = ["Lecteur"]
    main_rule_section = SECTION
    options = ()

    def setup(self, options, seed):
        s = MojoState(self, 1, seed)
        s.pioche = deck()
        s.shuffle(s.pioche)
        s.table = []
        s.compte = None
        return s
