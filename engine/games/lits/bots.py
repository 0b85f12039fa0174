"""Battle of LITS bot « Malin »: it sees the whole board (nothing is hidden).

It looks one placement ahead, as the page advises: « couvrir les symboles
adverses tout en faisant en sorte que les vôtres restent visibles ». Each
placement is valued by the opponent's symbols it covers minus its own, plus
half a point for each of its own symbols it makes safe for ever and minus
half a point for each opponent symbol it makes safe (« dès que 3 cases d'un
espace 2x2 sont occupées, la dernière case restera visible jusqu'à la fin
de la partie »). When few placements remain, it also checks whether its
move ends the game (the opponent cannot place) and who would then win.

For the first-turn choice it takes over the first piece (« jouer en
premier ») when that piece covered more O than X, and plays second
otherwise.
"""

from __future__ import annotations

from ...bots import Bot
from . import rules as R


class LitsBot(Bot):
    label = "Malin"

    def choose(self, view, legal, rng):
        if "second" in legal:
            return self._pie(view)
        size = view["taille"]
        me = view["joueur"]
        mine = view["symbole"][me]
        theirs = view["symbole"][1 - me]
        symbols = view["symboles"]
        n = size * size
        cover = [None] * n
        shape_at = [None] * n
        for k, (move, _) in enumerate(view["pieces"]):
            p = R.placements(size)[move]
            for i in p.cells:
                cover[i] = k
                shape_at[i] = p.shape
        supply = dict(view["reserve"])
        locked_before = R.locked_visible(size, cover)
        few = len(legal) <= 40
        best, best_score = legal[0], None
        for move in legal:
            p = R.placements(size)[move]
            score = 0.0
            for i in p.cells:
                if symbols[i] == theirs:
                    score += 1
                elif symbols[i] == mine:
                    score -= 1
            k = len(view["pieces"])
            for i in p.cells:
                cover[i] = k
                shape_at[i] = p.shape
            newly = set()
            for rest in p.rest_of_blocks:
                free = [j for j in rest if cover[j] is None]
                if len(free) == 1 and free[0] not in locked_before:
                    newly.add(free[0])
            for i in newly:
                if symbols[i] == mine:
                    score += 0.5
                elif symbols[i] == theirs:
                    score -= 0.5
            if few:
                supply[p.shape] -= 1
                if not R.any_placement(size, cover, shape_at, supply):
                    v = R.visible(symbols, cover)
                    score += 100 if v[mine] >= v[theirs] else -100   # ties go to the last placer: us
                supply[p.shape] += 1
            for i in p.cells:
                cover[i] = None
                shape_at[i] = None
            score += rng.random() * 0.01
            if best_score is None or score > best_score:
                best, best_score = move, score
        return best

    def _pie(self, view):
        size = view["taille"]
        move = view["pieces"][0][0]
        p = R.placements(size)[move]
        covered = [view["symboles"][i] for i in p.cells]
        return "premier" if covered.count("O") > covered.count("X") else "second"
