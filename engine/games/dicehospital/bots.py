"""Dice Hospital ER bots. « malin » sees only its view (the card, the dice, the sheets).

Greedy on the page's scoring: each combination it may take is valued by the best square its
die could go to (the ward's points per square, a full ward's score, less the values a jump wastes
for the squares still to fill), with the stethoscopes it holds (each one spent costs a little), plus
what its bonus brings there (a critical patient's value, the nurse track's next step) or on the sheet
(stethoscopes, a blood bag, a curtain, an extra patient); a blood bag crossed out costs a little too.
Once the combination is taken it follows the same plan square by square: a stethoscope towards the
chosen value, the curtain if order forbids the square, the square, or the morgue (−1) when nothing fits.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R

STETHO_COST = 0.3
BAG_COST = 0.8
CURTAIN_COST = 0.6
MORGUE = -1.5
FLAT = {"stetho": 0.45, "poche": 0.8, "rideau": 0.4, "supplementaire": 1.2, "aucun": 0.0}


def _plans(view, die, stetho, shift_sign=0, curtain=False, kind="aucun"):
    """(value, shift, ward, uses the curtain) of every square the die could reach."""
    me = view["joueur"]
    sheet = view["feuilles"][me]
    out = []
    for d in range(-stetho, stetho + 1):
        if not 1 <= die[1] + d <= 6 or d * shift_sign < 0:
            continue
        v = [die[0], die[1] + d]
        for w, ward in enumerate(view["chambres"]):
            filled = sheet["filled"][w]
            k = len(filled)
            if k >= len(ward["cases"]):
                continue
            before = k > 0 and f"{w + 1}-{k}" in sheet["curtains"]
            value, used = R.placement_value(ward, filled, v, curtain_before=before), False
            if value is None and curtain and R.admission_problem(ward, filled, k, v, curtain_here=True) is None:
                value, used = ward["score"] / len(ward["cases"]) - CURTAIN_COST, True
            if value is None:
                continue
            if kind == "critique":
                value += v[1] * 0.8
            elif kind == "infirmiere" and not sheet["nurses"][w]:
                n = sum(sheet["nurses"])
                value += R.NURSE_TRACK[n] - (R.NURSE_TRACK[n - 1] if n else 0) if n < len(R.NURSE_TRACK) else 0
            out.append((value - STETHO_COST * abs(d), d, w, used))
    return out


class DiceHospitalBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        me = view["joueur"]
        sheet = view["feuilles"][me]
        if legal[0].startswith("combi-"):
            best = None
            for move in legal:
                parts = move[6:].split("-")
                x, y = parts[0], parts[-1]
                die = [x, view["des"][R.DICE_ORDER.index(x)]]
                b = R.parse_bonus(view["carte"][R.DICE_ORDER.index(y)])
                stetho = sheet["stetho"] + (b["n"] if b["kind"] == "stetho" else 0)
                plans = _plans(view, die, stetho, curtain=b["kind"] == "rideau", kind=b["kind"])
                value = max([p[0] for p in plans] + [MORGUE]) + FLAT.get(b["kind"], 0.0)
                if b["kind"] == "stetho":
                    value += FLAT["stetho"] * b["n"]
                bag = x != y or (view["choix_chef"] is not None and me != view["chef"] and x == view["choix_chef"][0])
                value -= BAG_COST if bag else 0
                if best is None or value > best[0]:
                    best = (value, move)
            return best[1]
        pend = view["prise"]
        die = view["de_actif"]
        kind = R.parse_bonus(view["carte"][R.DICE_ORDER.index(pend["bonus"])])["kind"] if pend["active"] == "de" else "aucun"
        shift = pend["shift"][pend["active"]]
        plans = _plans(view, die, sheet["stetho"], shift_sign=shift, curtain=pend["curtain"] or pend["here"],
                       kind=kind)
        if not plans:
            return "morgue" if "morgue" in legal else legal[0]
        value, d, w, used = max(plans, key=lambda p: (p[0], -abs(p[1]), -p[2]))
        if value < MORGUE and "morgue" in legal:
            return "morgue"
        if d > 0 and "stetho-plus" in legal:
            return "stetho-plus"
        if d < 0 and "stetho-moins" in legal:
            return "stetho-moins"
        if used and not pend["here"] and "rideau" in legal:
            return "rideau"
        move = f"case-{w + 1}-{len(sheet['filled'][w]) + 1}"
        if move in legal:
            return move
        return "morgue" if "morgue" in legal else legal[0]
