"""Turn the Tide: the cards and the rules of a trick, as the page states them.

« 60 cartes météo (cartes numérotées de 1 à 60) », « 24 cartes marée (2 séries
de cartes numérotées de 1 à 12) », « 24 jetons "bouée de sauvetage" ».
"""

from __future__ import annotations

WEATHER = list(range(1, 61))
TIDES = list(range(1, 13)) * 2
HAND_SIZE = 12


def half_buoys(card: int) -> int:
    """Lifebuoys on a weather card, counted in halves.

    « 0 bouée : Cartes de 1 à 12 et de 49 à 60. 1/2 bouée : Cartes de 13 à 24
    et de 37 à 48. 1 bouée : Cartes de 25 à 36. »"""
    if 25 <= card <= 36:
        return 2
    if 13 <= card <= 24 or 37 <= card <= 48:
        return 1
    return 0


def buoy_count(cards: list) -> int:
    """« autant de jetons bouées de sauvetage (arrondi à l'inférieur) que le
    total de bouées présent sur leur 12 cartes »."""
    return sum(half_buoys(c) for c in cards) // 2


def buoy_detail(cards: list) -> dict:
    halves = [c for c in cards if half_buoys(c) == 1]
    ones = [c for c in cards if half_buoys(c) == 2]
    total_halves = len(halves) + 2 * len(ones)
    exact = f"{total_halves // 2}" + (",5" if total_halves % 2 else "")
    return {"demi": halves, "une": ones, "zero": [c for c in cards if half_buoys(c) == 0],
            "exact": exact, "bouees": total_halves // 2}


def distribute(plays: dict, tides: list) -> dict:
    """Who takes which tide card: « La carte météo la plus forte récupère la
    carte de marée la plus basse, la seconde plus forte carte météo prend la
    carte marée la plus élevée. » `plays` maps player -> weather card;
    returns player -> tide card (two players at most)."""
    order = sorted(plays, key=lambda p: plays[p], reverse=True)
    low, high = min(tides), max(tides)
    taken = {}
    if order:
        taken[order[0]] = low
    if len(order) > 1:
        taken[order[1]] = high
    return taken


def highest_tide(levels: dict) -> list:
    """Players who hold the highest tide card (ties: all of them).
    `levels` maps player -> tide level, None for no tide card."""
    held = {p: v for p, v in levels.items() if v is not None}
    if not held:
        return []
    top = max(held.values())
    return sorted(p for p, v in held.items() if v == top)


def lowest_tide(levels: dict) -> list:
    """« Si un joueur ne possède pas de carte marée, il est considéré comme
    ayant la carte marée la plus faible. » Ties: all of them."""
    if not levels:
        return []
    key = {p: (0 if v is None else v) for p, v in levels.items()}
    low = min(key.values())
    return sorted(p for p, v in key.items() if v == low)
