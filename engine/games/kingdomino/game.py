"""Kingdomino, the whole game (mode "partie"), as the page describes it.

« L'ordre du tour de jeu est déterminé par la position des rois sur la ligne de dominos. Le joueur
dont le roi est placé sur le 1er domino de la ligne (le plus haut) commence. Il doit effectuer les
actions suivantes : 1: Ajouter le domino sélectionné dans son royaume en respectant les règles de
connexion. 2: Sélectionner un nouveau domino dans la nouvelle ligne en venant placer son roi dessus.
Puis c'est au joueur placé sur le second domino de faire ses deux actions, et ainsi de suite jusqu'à
terminer par le joueur placé sur le dernier domino. »

Moves (ASCII, stable), for the king whose turn it is:
- "prendre-N": put the king on domino N of the new line;
- "sens-d|b|g|h": turn the domino in hand (where its second half goes: droite, bas, gauche, haut);
- "poser-R-C": lay its first half on row R, column C of the kingdom (the second half follows the
  chosen « sens », kept in the state, so the legal list is exactly what the board shows);
- "defausser": only when the domino fits nowhere (« le domino est défaussé »).

Phases: "depart" (the kings go onto the first line, in an order drawn at random), "pose" (the
king's owner adds the domino under the king), "choix" (then moves the king to the new line),
"fin". The box is shuffled at set-up by the state's own generator; the view shows only how many
dominoes are left in it.
"""

from __future__ import annotations

from ...bots import RandomBot, search_bot
from ...core import Game, Refusal, ScenarioError, State, parse_number
from ...options import Flag, PlayerCount
from .. import register
from . import rules as K
from .bots import KingdominoBot

def _num(text: str) -> int | None:
    return parse_number(text)


class KingdominoState(State):
    """Attributes (all JSON): taille, regles, boite (the shuffled box, hidden), ligne and nouvelle
    ([domino, king's owner or None] by increasing number), rang (the acting king's place), phase,
    depart (kings' owners, in the order they go onto the first line), royaumes."""

    card_zones = ()

    # --- who plays ----------------------------------------------------------
    def current(self) -> int | None:
        if self.phase == "fin":
            return None
        if self.phase == "depart":
            return self.depart[self.rang]
        return self.ligne[self.rang][1]

    def to_move(self):
        p = self.current()
        return [] if p is None else [p]

    def in_hand(self) -> int | None:
        """The domino the acting king sits on, while it is to be added (phase « pose »)."""
        return self.ligne[self.rang][0] if self.phase == "pose" else None

    def placements(self, p: int, d: int) -> list:
        return K.legal_placements(self.royaumes[p]["cases"], self.taille, d)

    # --- the API ------------------------------------------------------------
    def legal_moves(self, player=None):
        p = self.acting(player)
        if p is None:
            return []
        if self.phase in ("depart", "choix"):
            return [f"prendre-{d}" for d, king in self.nouvelle if king is None]
        kd = self.royaumes[p]
        d = self.in_hand()
        places = self.placements(p, d)
        moves = [f"sens-{s}" for s in K.DIRECTIONS if s != kd["sens"]]
        moves += [f"poser-{r + 1}-{c + 1}" for r, c, s in places if s == kd["sens"]]
        if not places:
            moves.append("defausser")
        return moves

    def _parse(self, move):
        parts = move.split("-") if isinstance(move, str) else []
        if len(parts) == 2 and parts[0] == "prendre" and _num(parts[1]) is not None:
            return "prendre", [_num(parts[1])]
        if len(parts) == 2 and parts[0] == "sens" and parts[1] in K.DIRECTIONS:
            return "sens", [parts[1]]
        if len(parts) == 3 and parts[0] == "poser" and _num(parts[1]) and _num(parts[2]):
            return "poser", [_num(parts[1]) - 1, _num(parts[2]) - 1]
        if move == "defausser":
            return "defausser", []
        return None, []

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        kind, args = self._parse(move)
        if kind is None:
            return "coup inconnu (prendre-…, sens-…, poser-…, defausser)."
        p = self.current()
        if kind == "prendre":
            if self.phase == "pose":
                return Refusal("d'abord « ajouter le domino sélectionné dans son royaume », puis seulement "
                               "« sélectionner un nouveau domino dans la nouvelle ligne ».", "tour-de-jeu")
            d = args[0]
            line = dict((x, k) for x, k in self.nouvelle)
            if d not in line:
                shown = ", ".join(f"n° {x}" for x, _ in self.nouvelle)
                return Refusal(f"le domino n° {d} n'est pas dans la nouvelle ligne ({shown}) : on sélectionne un "
                               "domino « dans la nouvelle ligne ».", "tour-de-jeu")
            return Refusal(f"un roi ({self.king_name(line[d])}) est déjà sur le domino n° {d} : choisissez un "
                           "domino libre de la nouvelle ligne.", "tour-de-jeu")
        if self.phase != "pose":
            return Refusal("placez d'abord votre roi sur un domino de la nouvelle ligne.", "tour-de-jeu")
        kd = self.royaumes[p]
        d = self.in_hand()
        if kind == "sens":
            return f"la seconde moitié est déjà {K.DIRECTION_NAMES[args[0]]}."
        if kind == "poser":
            r, c = args
            problem = K.placement_problem(kd["cases"], self.taille, K.domino_cells(d, r, c, kd["sens"]))
            if problem is None:  # pragma: no cover - a legal placement is in the list
                return None
            others = [K.DIRECTION_NAMES[s] for s in K.DIRECTIONS if s != kd["sens"]
                      and K.placement_problem(kd["cases"], self.taille, K.domino_cells(d, r, c, s)) is None]
            if others:
                problem += f" Tourné autrement (seconde moitié {' ou '.join(others)}), il irait sur cette case."
            return Refusal(problem, "regles-de-connexion")
        r, c, s = self.placements(p, d)[0]
        return Refusal(f"ce domino peut encore être ajouté (par exemple en {K.where(r, c)}, seconde moitié "
                       f"{K.DIRECTION_NAMES[s]}) : il n'est défaussé que s'il est impossible de l'ajouter "
                       "en respectant les règles de connexion.", "regles-de-connexion")

    def king_name(self, p: int) -> str:
        return f"roi {K.KING_COLOURS[p]} de {self.game.seat_name(p)}"

    def _apply(self, move, player):
        kind, args = self._parse(move)
        p = self.current()
        name = self.game.seat_name(p)
        kd = self.royaumes[p]
        if kind == "sens":
            kd["sens"] = args[0]
            return
        if kind == "prendre":
            d = args[0]
            for slot in self.nouvelle:
                if slot[0] == d:
                    slot[1] = p
            self.log(f"{name} place son roi sur le {K.domino_text(d)}.")
            self._next_king()
            return
        d = self.in_hand()
        if kind == "poser":
            r, c = args
            cells = K.domino_cells(d, r, c, kd["sens"])
            for y, x, code in cells:
                kd["cases"][y][x] = code
            kd["poses"].append([d, r, c, kd["sens"]])
            (y1, x1, a), (y2, x2, b) = cells
            self.log(f"{name} ajoute le domino n° {d} : {K.square_text(a)} en {K.where(y1, x1)}, "
                     f"{K.square_text(b)} en {K.where(y2, x2)} ; {K.plural(self.summary(p)['total'], 'point')}.")
        else:
            kd["defausses"].append(d)
            self.log(f"{name} ne peut ajouter le {K.domino_text(d)} nulle part : il est défaussé et ne "
                     "rapportera aucun point.")
        kd["sens"] = "d"
        if self.nouvelle:
            self.phase = "choix"
        else:
            self._next_king()

    def _next_king(self) -> None:
        self.rang += 1
        if self.phase == "depart":
            if self.rang < len(self.depart):
                return
        elif self.rang < len(self.ligne):
            self.phase = "pose"
            return
        # Every king has played: the new line becomes the line, and a new one is turned face up.
        self.ligne = self.nouvelle
        self.nouvelle = self._draw_line()
        self.rang = 0
        if not self.ligne:
            self._finish()
            return
        self.phase = "pose"
        self.manche += 1
        if self.nouvelle:
            self.log(f"Tour {self.manche} : nouvelle ligne " + ", ".join(f"n° {d}" for d, _ in self.nouvelle) + ".")
        else:
            self.log("Dernier tour : plus de domino dans la boîte, chacun ajoute son dernier domino.")

    def _draw_line(self) -> list:
        size = K.line_size(self.players)
        drawn = sorted(self.boite[:size])
        del self.boite[:size]
        return [[d, None] for d in drawn]

    def _finish(self) -> None:
        self.phase = "fin"
        summaries = self.summaries()
        for p, s in enumerate(summaries):
            self.log(f"{self.game.seat_name(p)} : {K.plural(s['total'], 'point')} "
                     f"(domaines {s['points_domaines']}, bonus {s['bonus_empire'] + s['bonus_harmonie']}).")
        self.log(self.verdict())

    # --- results ----------------------------------------------------------------
    def summary(self, p: int) -> dict:
        kd = self.royaumes[p]
        return K.summary(kd["cases"], self.taille, len(kd["defausses"]), self.regles["empire"],
                         self.regles["harmonie"])

    def summaries(self) -> list[dict]:
        return [self.summary(p) for p in range(self.players)]

    def scores(self):
        return [s["total"] for s in self.summaries()]

    def winners(self):
        """« Le joueur qui a le plus haut score gagne », then the page's two tie-breaks, else « ils
        remportent tous la victoire »."""
        if not self.is_over():
            return []
        return K.compare(self.summaries())[0]

    def verdict(self) -> str:
        summaries = self.summaries()
        winners = K.compare(summaries)[0]
        names = self.game.seat_list(winners)
        if len(winners) > 1:
            return f"Égalité parfaite : {names} remportent tous la victoire."
        best = summaries[winners[0]]
        tied = [s for s in summaries if s["total"] == best["total"]]
        how = ""
        if len(tied) > 1:
            if sum(1 for s in tied if s["plus_grand_domaine"] == best["plus_grand_domaine"]) == 1:
                how = " au départage : le domaine le plus étendu"
            else:
                how = " au départage : le plus de couronnes"
        return f"{names} gagne la partie{how}."

    def search_candidates(self, player, legal):
        """The moves a search may choose (engine.search): not a turn of the domino, which changes
        nothing else and could be chosen again and again (the greedy bot's own turns stay in)."""
        return [m for m in legal if not m.startswith("sens-")]

    def determinize(self, seat, rng):
        """The box's order is hidden: dealt afresh."""
        twin = super().determinize(seat, rng)
        self.redeal([twin.boite], rng)
        return twin

    def view(self, player):
        """Everything on the table: the kingdoms, the two lines and the kings, the scores; the box
        only as a count (its order is hidden)."""
        return {
            "joueur": player,
            "joueurs": self.players,
            "taille": self.taille,
            "regles": dict(self.regles),
            "phase": self.phase,
            "tour": self.current(),
            "en_main": self.in_hand(),
            "ligne": [list(x) for x in self.ligne],
            "nouvelle": [list(x) for x in self.nouvelle],
            "royaumes": [{"cases": [list(r) for r in kd["cases"]], "sens": kd["sens"],
                          "defausses": list(kd["defausses"])} for kd in self.royaumes],
            "boite": len(self.boite),
        }

    def describe(self, move, player=None):
        kind, args = self._parse(move)
        if kind == "prendre" and args[0] in K.DOMINOES:
            return f"Placer son roi sur le {K.domino_text(args[0])}"
        if kind == "sens":
            return f"Tourner le domino : seconde moitié {K.DIRECTION_NAMES[args[0]]}"
        if kind == "poser":
            p = self.current()
            s = self.royaumes[p]["sens"] if p is not None else "d"
            return f"Poser le domino en {K.where(*args)}, seconde moitié {K.DIRECTION_NAMES[s]}"
        if kind == "defausser":
            return "Défausser le domino (impossible à ajouter)"
        return move


@register
class Kingdomino(Game):
    id = "kingdomino"
    mode = "partie"
    rule_sections = frozenset({"tour-de-jeu", "regles-de-connexion"})
    main_rule_section = "tour-de-jeu"
    title = "Kingdomino : une partie contre les bots"
    state_class = KingdominoState
    bots = {"fort": search_bot("Fort", KingdominoBot, iterations=20, depth=3, scale=10), "malin": KingdominoBot, "hasard": RandomBot}
    default_bot = "malin"  # the fastest to answer on a phone

    options = (
        PlayerCount(default=4, lo=2, hi=4),
        Flag("grand_duel", "« Le Grand Duel » : à 2 joueurs, tous les dominos, royaumes de 7x7", default=False),
        Flag("empire_du_milieu", "« Empire du milieu » : +10 si le château est au centre du royaume", default=False),
        Flag("harmonie", "« Harmonie » : +5 si le royaume est complet (aucun domino défaussé)", default=False),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        duel = options["grand_duel"]
        if duel and n != 2:
            raise ScenarioError("grand_duel", f"« Le Grand Duel » se joue « à 2 joueurs », pas à {n}.")
        s = KingdominoState(self, n, seed)
        s.taille = 7 if duel else 5
        s.regles = {"empire": options["empire_du_milieu"], "harmonie": options["harmonie"]}
        box = sorted(K.DOMINOES)
        s.shuffle(box)
        s.boite = box[:K.box_size(n, duel)]
        s.royaumes = [{"cases": K.empty_board(s.taille), "sens": "d", "poses": [], "defausses": []}
                      for _ in range(n)]
        kings = K.kings_of(n)
        s.shuffle(kings)
        s.depart = kings
        s.ligne = []
        s.nouvelle = s._draw_line()
        s.rang = 0
        s.manche = 0
        s.phase = "depart"
        size = f"{s.taille}x{s.taille}"
        s.log(f"{n} joueurs, royaumes de {size}, {len(box[:K.box_size(n, duel)])} dominos dans la boîte"
              + (" ; deux rois chacun" if n == 2 else "") + ".")
        s.log("Première ligne : " + ", ".join(f"n° {d}" for d, _ in s.nouvelle)
              + " ; les rois s'y placent dans un ordre tiré au hasard.")
        return s
