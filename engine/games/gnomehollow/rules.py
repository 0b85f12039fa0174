"""Gnome Hollow: the Pinwheel market as the page states it.

« Se déplacer vers la souche vous permet de faire jusqu'à deux ventes, si vous
faites deux ventes en une seule visite, chacune d'entre elles doit être un
champignon différent. Pour chaque vente, vendez autant de champignons d'un même
type que vous le souhaitez, puis placez un bloqueur pour bloquer ce type et
cette quantité pour le reste de la partie […]. L'espace Paire ne reçoit JAMAIS
de bloqueur, de sorte que deux champignons d'un même type sont toujours
disponibles à la vente. »
"""

from __future__ import annotations

TYPES = ("rouge", "bleu", "jaune", "violet")
"""The mushroom types: the page names only « bleus »; four colours are a reading."""
NAMES = {"rouge": "rouge", "bleu": "bleu", "jaune": "jaune", "violet": "violet"}
PAIR = 2
QUANTITIES = (2, 3, 4, 5, 6)
"""The market's spaces for each type: a pair, then 3 to 6 (a reading)."""
SALES_PER_VISIT = 2


def treasure(quantity: int) -> int:
    """Treasure of a sale: not on the page; the example counts one per mushroom."""
    return quantity


def sale_problem(kind: str, quantity: int, held: int, blocked: list, sold_this_visit: list) -> str | None:
    """Why this sale is refused, or None."""
    if quantity not in QUANTITIES:
        return f"le marché n'a pas d'espace pour {quantity} champignon(s) (espaces : {', '.join(map(str, QUANTITIES))})."
    if len(sold_this_visit) >= SALES_PER_VISIT:
        return "« jusqu'à deux ventes » par visite : les deux ventes de cette visite sont faites."
    if kind in sold_this_visit:
        return ("« si vous faites deux ventes en une seule visite, chacune d'entre elles doit être un champignon "
                "différent ».")
    if quantity != PAIR and [kind, quantity] in blocked:
        return (f"l'espace {quantity} champignons {NAMES[kind]}s est bloqué : « placez un bloqueur pour bloquer ce "
                "type et cette quantité pour le reste de la partie ».")
    if held < quantity:
        return f"vous n'avez que {held} champignon(s) {NAMES[kind]}(s)."
    return None
