"""Red7 bots. "malin" sees only its view (its hand, the palettes, the rule).

It looks one turn ahead: every palette card, canvas card, and palette card
then canvas card is tried with the rules of `rules.py`; among the plays that
leave it in the lead it picks the cheapest (fewest cards spent, palette
before canvas, weakest cards first, since strong cards win later turns).
With the card actions it prefers a 3 (a free card) and avoids a 5 when
another play works; for the 1 and the 7 it chooses the removal that keeps
it in the lead and hurts the strongest opponent most.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R


def _leads(view, palettes, rule) -> bool:
    return R.leader(palettes, rule, view["actifs"]) == view["joueur"]


def _with(palettes, p, add=None, remove=None):
    out = [list(x) for x in palettes]
    if add is not None:
        out[p].append(add)
    if remove is not None:
        out[p].remove(remove)
    return out


class Red7Bot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        phase = view["phase"]
        me = view["joueur"]
        hand = view["main"]
        rule = view["regle"]
        pals = view["palettes"]
        actions = view["actions"]
        if phase == "debut":
            options = []
            for c in hand:
                after = _with(pals, me, add=c)
                bonus = 0.0
                if actions:
                    v = R.value_of(c)
                    bonus = {3: -0.4, 5: 0.6, 1: -0.2, 7: 0.2}.get(v, 0.0)
                if _leads(view, after, rule):
                    options.append((1 + bonus, c, "palette-" + R.card_code(c)))
                for y in hand:
                    if y != c and _leads(view, after, R.COLOURS[R.colour_of(y)]):
                        options.append((2.2 + bonus, c + y, "palette-" + R.card_code(c)))
                if _leads(view, pals, R.COLOURS[R.colour_of(c)]):
                    options.append((1.3, c, "toile-" + R.card_code(c)))
            options = [o for o in options if o[2] in legal]
            if options:
                return min(options)[2]
            return "passer"
        if phase == "apres":
            if _leads(view, pals, rule):
                return "finir"
            canvas = [m for m in legal if m.startswith("toile-")]
            if canvas:
                return min(canvas, key=lambda m: R.parse_card(m[6:]))
            return "finir"
        if phase == "effet-5":
            def key5(m):
                c = R.parse_card(m[8:])
                after = _with(pals, me, add=c)
                ok = _leads(view, after, rule) or any(
                    y != c and _leads(view, after, R.COLOURS[R.colour_of(y)]) for y in hand)
                return (0 if ok else 1, c)
            return min(legal, key=key5)
        if phase == "effet-1":
            def key1(m):
                q_text, _, code = m[len("retirer-"):].partition("-")
                q, c = int(q_text) - 1, R.parse_card(code)
                after = _with(pals, q, remove=c)
                return (0 if _leads(view, after, rule) else 1, -R.rule_key(pals[q], rule)[0], -c)
            return min(legal, key=key1)
        if phase == "effet-7":
            def key7(m):
                where, _, code = m[len("sept-"):].partition("-")
                c = R.parse_card(code)
                after = _with(pals, me, remove=c)
                new_rule = R.COLOURS[R.colour_of(c)] if where == "toile" else rule
                return (0 if _leads(view, after, new_rule) else 1, 0 if where == "pioche" else 1, c)
            return min(legal, key=key7)
        return legal[0]
