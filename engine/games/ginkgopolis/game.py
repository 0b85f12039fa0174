"""Ginkgopolis, the whole game (mode « partie »): 2 to 5 players, you and bots, as « Tours »,
« Actions » and « Fin de partie » describe it.

« Tous les joueurs choisissent simultanément une action en sélectionnant soit une seule carte,
soit une carte et une tuile. Une fois que tout le monde a choisi, les actions sont résolues en
commençant par le premier joueur et en continuant dans le sens des aiguilles d'une montre. » In
the engine the seats choose one after the other, from the first player, each without seeing the
others' choices (the view hides them, and the log only says « a choisi »); then the choices are
revealed together and resolved in that order.

Moves (ASCII, stable):
- "carte-R12", "carte-A": select a card of your hand (building card, Urbanisation card);
- then "exploiter" (a building card), "exploiter-ressource" / "exploiter-tuile" (an
  Urbanisation card), or "tuile-B4": play that tile of your reserve with the card (Urbanisation
  with a letter, Construction with a building card); "annuler" drops the selected card;
- "nouvelle-main": spend a New Hand token before choosing (Lecture retenue);
- "jeton-C4": while an Urbanisation resolves, where its token goes;
- "apporter-R4", "fin-apport": when the tile reserve runs out the first time, the tiles each
  player brings to the second reserve (1 point each).

Option ``position``: the page's examples start from a described position and stop at the end of
the round (or at the final count it reaches).
"""

from __future__ import annotations

import math

from ...bots import RandomBot
from ...core import Game, Refusal, ScenarioError, State
from ...options import PlayerCount, Structured
from ...rng import Rng
from .. import register
from . import rules as R
from .bots import FortBot, GreedyBot, estimate, ranked_choices, trial_copy

S_TURNS = "tours"
S_EXPLOIT = "1-exploitation"
S_URBAN = "2-urbanisation"
S_BUILD = "3-construction"
S_END = "fin-de-partie"


class GinkgopolisState(State):
    """Attributes (JSON): manche, premier, phase ("choix", "jeton", "apport", "fin"), rang (the
    seat being resolved, or bringing tiles, counted from the first player), ville, jetons (letter →
    square), pioche (the tile reserve), epuisee (times it ran out), cartes (the deck), defausse,
    mains, tuiles (each player's tile reserve), reserve (resources ready to place), stock (the
    rest of each player's resources), points, nouvelles (New Hand tokens), nouvelle_jouee (this
    round), gardees (the building cards kept by Construction), selection and choix (each seat's
    secret card and choice), attente (an Urbanisation waiting for its token's square), revele
    (the last round's choices, public once revealed), exemple, compte, fin, vainqueurs."""

    never_negative = ("manche", "rang", "epuisee", "reserve", "stock", "points", "nouvelles")

    # --- who plays ------------------------------------------------------------------------------
    def order(self) -> list[int]:
        """From the first player, « dans le sens des aiguilles d'une montre »."""
        return [(self.premier + k) % self.players for k in range(self.players)]

    def to_move(self):
        if self.phase == "fin":
            return []
        if self.phase == "jeton":
            return [self.attente["joueur"]]
        if self.phase == "apport":
            return [self.order()[self.rang]]
        return [next(p for p in self.order() if self.choix[p] is None)]

    def end_started(self) -> bool:
        return self.phase != "fin" and (bool(self.placed()) or (not self.pioche and self.epuisee >= 1))

    def placed(self) -> list[int]:
        """The players who have « placé tous [leurs] marqueurs de ressources »."""
        return [p for p in range(self.players) if self.reserve[p] == 0 and self.stock[p] == 0]

    # --- where things are ------------------------------------------------------------------------
    def where(self, card: str) -> str | None:
        """The square of the building a building card designates (its top tile)."""
        for sq, b in self.ville.items():
            if R.code(b["c"], b["n"]) == card:
                return sq
        return None

    def options_for(self, p: int, card: str) -> list[str]:
        """Every way seat `p` may play `card`: alone (Exploitation) or with a tile."""
        tiles = self.tuiles[p]
        if card in R.LETTERS:
            out = ["exploiter-ressource", "exploiter-tuile"]
            if card in self.jetons and self.reserve[p] >= 1:
                out += [f"tuile-{t}" for t in tiles]
            return out
        out = ["exploiter"]
        sq = self.where(card)
        if sq is not None:
            old = self.ville[sq]
            out += [f"tuile-{t}" for t in tiles
                    if R.construction_problem(old, t, p, self.reserve[p], self.points[p]) is None]
        return out

    # --- the API -----------------------------------------------------------------------------------
    def legal_moves(self, player=None):
        p = self.acting(player)
        if p is None:
            return []
        if self.phase == "jeton":
            return [f"jeton-{sq}" for sq in self.attente["cases"]]
        if self.phase == "apport":
            return [f"apporter-{t}" for t in self.tuiles[p]] + ["fin-apport"]
        card = self.selection[p]
        if card is None:
            if not self.mains[p]:
                return ["passer"]       # no card left in a position's small deck (Lecture retenue)
            out = [f"carte-{c}" for c in self.mains[p]]
            if self.nouvelles[p] and not self.nouvelle_jouee[p]:
                out.append("nouvelle-main")
            return out
        return self.options_for(p, card) + ["annuler"]

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        head, _, rest = move.partition("-")
        p = player
        if self.phase == "fin":
            return "la partie est terminée."
        if self.phase == "jeton":
            if head == "jeton" and R.GRID.parse(rest) is not None:
                return Refusal(f"le jeton Urbanisation {self.attente['lettre']} va « sur une case vide "
                               "orthogonale » au bâtiment que vous venez de placer : "
                               + ", ".join(self.attente["cases"]) + ".", S_URBAN)
            return Refusal("placez d'abord le jeton Urbanisation sur une case vide voisine.", S_URBAN)
        if self.phase == "apport":
            if head == "apporter":
                return Refusal(f"cette tuile n'est pas dans votre réserve ({self._tile_list(p)}).", S_END)
            return Refusal("la réserve de tuiles est épuisée : apportez des tuiles de votre réserve "
                           "(1 point chacune) ou terminez (« fin-apport »).", S_END)
        card = self.selection[p]
        if head == "carte":
            if card is not None:
                return Refusal(f"vous avez déjà choisi la carte {R.card_name(card)} : jouez-la seule ou "
                               "avec une tuile, ou annulez ce choix.", S_TURNS)
            return Refusal("cette carte n'est pas dans votre main.", S_TURNS)
        if head == "nouvelle":
            if card is not None:
                return Refusal("un jeton Nouvelle Main se joue avant de choisir une carte.", S_END)
            if self.nouvelle_jouee[p]:
                return Refusal("une seule Nouvelle Main par tour.", S_END)
            return Refusal("vous n'avez plus de jeton Nouvelle Main.", S_END)
        if head == "passer":
            return Refusal("on ne passe que sans carte en main : choisissez une carte.", S_TURNS)
        if card is None:
            if head in ("exploiter", "tuile", "annuler"):
                return Refusal("choisissez d'abord une carte de votre main : « soit une seule carte, soit "
                               "une carte et une tuile ».", S_TURNS)
            return Refusal("coup inconnu (carte-…, exploiter, tuile-…, annuler, nouvelle-main).", S_TURNS)
        if head == "exploiter":
            if card in R.LETTERS:
                return Refusal("une carte Urbanisation jouée seule : « prendre une ressource ou une tuile de la "
                               "réserve générale » (exploiter-ressource ou exploiter-tuile).", S_EXPLOIT)
            return Refusal("une carte Bâtiment jouée seule donne les objets de son bâtiment (exploiter).", S_EXPLOIT)
        if head == "tuile":
            if rest not in self.tuiles[p]:
                return Refusal(f"cette tuile n'est pas dans votre réserve ({self._tile_list(p)}).", S_TURNS)
            if card in R.LETTERS:
                if card not in self.jetons:
                    return Refusal(f"le jeton Urbanisation {card} n'est plus sur le plateau : cette carte ne sert "
                                   "plus qu'à l'Exploitation.", S_URBAN)
                return Refusal("il faut « 1 de vos ressources » à placer sur la tuile ; votre réserve est vide.",
                               S_URBAN)
            sq = self.where(card)
            if sq is None:
                return Refusal(f"le bâtiment {R.card_name(card)} n'est plus dans la ville.", S_BUILD)
            return Refusal(R.construction_problem(self.ville[sq], rest, p, self.reserve[p], self.points[p])
                           or GENERIC, S_BUILD)
        return Refusal("coup inconnu (exploiter, tuile-…, annuler).", S_TURNS)

    def _tile_list(self, p: int) -> str:
        return ", ".join(R.tile_name(t) for t in self.tuiles[p]) or "vide"

    def _apply(self, move, player):
        p = player
        head, _, rest = move.partition("-")
        name = self.game.seat_name(p)
        if self.phase == "jeton":
            self._place_token(rest)
            self._finish_urbanisation()
            self.rang += 1
            self._resolve()
            return
        if self.phase == "apport":
            if head == "apporter":
                self.tuiles[p].remove(rest)
                self.pioche.append(rest)
                self.points[p] += 1
                self.apports[p] += 1
                self.log(f"{name} apporte la tuile {R.tile_name(rest)} à la réserve (+1 point).")
                if self.tuiles[p]:
                    return
            self._next_bringer()
            return
        if head == "carte":
            self.selection[p] = rest
            return
        if head == "annuler":
            self.selection[p] = None
            return
        if head == "passer":
            self.choix[p] = {"carte": None, "action": "passe", "tuile": None, "objet": None}
            self.log(f"{name} n'a pas de carte : il passe.")
            if all(c is not None for c in self.choix):
                self._reveal()
            return
        if head == "nouvelle":
            self.defausse += self.mains[p]
            self.mains[p] = []
            for _ in range(R.HAND):
                self._draw(p)
            self.nouvelles[p] -= 1
            self.nouvelle_jouee[p] = True
            self.log(f"{name} utilise un jeton Nouvelle Main : sa main est défaussée, il pioche {R.HAND} cartes.")
            return
        card = self.selection[p]
        if head == "exploiter":
            choice = {"carte": card, "action": "exploitation", "tuile": None, "objet": rest or None}
        else:
            choice = {"carte": card, "tuile": rest,
                      "action": "urbanisation" if card in R.LETTERS else "construction", "objet": None}
        self.choix[p] = choice
        self.selection[p] = None
        self.mains[p].remove(card)
        self.log(f"{name} a choisi son action (face cachée).")
        if all(c is not None for c in self.choix):
            self._reveal()

    # --- resolution ------------------------------------------------------------------------------------
    def choice_words(self, c: dict) -> str:
        if c["action"] == "passe":
            return "passe (aucune carte)"
        if c["action"] == "exploitation":
            extra = f", {R.ITEM_WORDS[c['objet']][0]}" if c["objet"] else ""
            return f"Exploitation avec la carte {R.card_name(c['carte'])}{extra}"
        return f"{R.ACTION_NAMES[c['action']]} : carte {R.card_name(c['carte'])} et tuile {R.tile_name(c['tuile'])}"

    def _reveal(self) -> None:
        """« Une fois que tout le monde a choisi, les actions sont résolues en commençant par le premier
        joueur »."""
        self.revele = [dict(c) for c in self.choix]
        self.log("Choix révélés : " + " ; ".join(f"{self.game.seat_name(p)} : {self.choice_words(self.choix[p])}"
                                               for p in self.order()) + ".")
        self.rang = 0
        self._resolve()

    def _resolve(self) -> None:
        while self.rang < self.players:
            p = self.order()[self.rang]
            if not self._act(p, self.choix[p]):
                return          # an Urbanisation waits for its token's square
            self.rang += 1
        self._end_round()

    def _act(self, p: int, c: dict, auto_token: bool = False) -> bool:
        """Resolve seat `p`'s choice; False while an Urbanisation waits for its token's square."""
        if c["action"] == "passe":
            pass
        elif c["action"] == "exploitation":
            self._exploit(p, c)
        elif c["action"] == "construction":
            self._build(p, c["carte"], c["tuile"])
        else:
            return self._urbanise(p, c["carte"], c["tuile"], auto_token)
        return True

    def _gain(self, p: int, what: str, k: int) -> int:
        """Take `k` items: resources from the player's stock, tiles from the reserve (as many as are
        left), points."""
        if what == "ressource":
            k = min(k, self.stock[p])
            self.stock[p] -= k
            self.reserve[p] += k
        elif what == "tuile":
            k = min(k, len(self.pioche))
            for _ in range(k):
                self.tuiles[p].append(self.pioche.pop())
        else:
            self.points[p] += k
        return k

    def _gain_all(self, p: int, gains: dict, why: str) -> None:
        taken = [(w, self._gain(p, w, k)) for w, k in sorted(gains.items()) if k]
        got = [R.items(w, k) for w, k in taken if k]
        if got:
            self.log(f"{self.game.seat_name(p)} gagne {', '.join(got)} ({why}).")

    def _table(self, p: int, action: str) -> None:
        self._gain_all(p, R.table_gains(self.gardees[p], action), f"tableau d'{action}")

    def _exploit(self, p: int, c: dict) -> None:
        card = c["carte"]
        name = self.game.seat_name(p)
        if card in R.LETTERS:
            got = self._gain(p, c["objet"], 1)
            self.log(f"{name} exploite avec la carte Urbanisation {card} : {R.items(c['objet'], got)}.")
        else:
            sq = self.where(card)
            what, k = R.exploitation(self.ville[sq])
            got = self._gain(p, what, k)
            self.log(f"{name} exploite le {R.card_name(card)} ({sq}, {k} étage{'s' if k > 1 else ''}) : "
                     f"{R.items(what, got)}.")
        self.defausse.append(card)
        self._table(p, "exploitation")

    def _urbanise(self, p: int, letter: str, tile: str, auto_token: bool) -> bool:
        """« Placez la tuile sur le jeton Urbanisation correspondant » ; « Placez 1 de vos ressources
        sur la tuile » ; « Déplacez le jeton Urbanisation que vous venez de replacer sur une case vide
        orthogonale »."""
        sq = self.jetons.pop(letter)
        c, n = R.parse_code(tile)
        self.ville[sq] = {"c": c, "n": n, "h": 1, "p": p}
        self.tuiles[p].remove(tile)
        self.reserve[p] -= 1
        self.defausse += [letter, tile]
        self.log(f"{self.game.seat_name(p)} urbanise en {sq} : {R.tile_name(tile)}, 1 ressource posée.")
        cases = R.token_squares(self.ville, self.jetons, sq)
        self.attente = {"joueur": p, "lettre": letter, "case": sq, "cases": cases}
        if len(cases) > 1 and not auto_token:
            self.phase = "jeton"
            return False
        if cases:
            self._place_token(cases[0])
        else:
            self.log(f"Aucune case vide près de la ville : le jeton {letter} quitte la partie.")
        self._finish_urbanisation()
        return True

    def _place_token(self, sq: str) -> None:
        self.jetons[self.attente["lettre"]] = sq
        self.log(f"Le jeton Urbanisation {self.attente['lettre']} va en {sq}.")

    def _finish_urbanisation(self) -> None:
        """« Vous utilisez les bâtiments orthogonalement adjacents » ; « Gagnez des objets à partir de
        votre tableau d'urbanisation »."""
        p, sq = self.attente["joueur"], self.attente["case"]
        self.attente = None
        self.phase = "choix"
        self._gain_all(p, R.urbanisation_gains(self.ville, sq), "bâtiments voisins")
        self._table(p, "urbanisation")

    def _build(self, p: int, card: str, tile: str) -> None:
        sq = self.where(card)
        old = self.ville[sq]
        c, n = R.parse_code(tile)
        cost = R.construction(old, c, n, p)
        owner = old["p"]
        if owner is not None:
            self.reserve[owner] += cost["rendues"]
            self.points[owner] += cost["points_proprietaire"]
        self.points[p] -= cost["points_payes"]
        self.reserve[p] -= cost["ressource_couleur"]
        self.stock[p] += cost["ressource_couleur"]
        self.reserve[p] -= cost["ressources_posees"]
        self.ville[sq] = {"c": c, "n": n, "h": cost["hauteur"], "p": p}
        self.tuiles[p].remove(tile)
        self.defausse.append(tile)
        words = [f"{self.game.seat_name(p)} construit {R.tile_name(tile)} sur le {R.building_label(old)} en {sq}"]
        if owner is not None:
            words.append(f"{cost['rendues']} ressource(s) rendue(s) à {self.game.seat_name(owner)}"
                         + (f", qui marque {cost['points_proprietaire']} point(s)" if cost["points_proprietaire"] else ""))
        if cost["points_payes"]:
            words.append(f"{cost['points_payes']} point(s) payé(s)")
        if cost["ressource_couleur"]:
            words.append("1 ressource payée (autre couleur)")
        words.append(f"{cost['ressources_posees']} ressource(s) posée(s), {cost['hauteur']} étages")
        self.log(" ; ".join(words) + ".")
        self._table(p, "construction")
        self.gardees[p].append(card)

    # --- the end of a round ------------------------------------------------------------------------------
    def _draw(self, p: int) -> None:
        """The deck, then the discard pile shuffled into a new deck (Lecture retenue)."""
        if not self.cartes:
            self.cartes, self.defausse = self.defausse, []
            self.shuffle(self.cartes)
        if self.cartes:
            self.mains[p].append(self.cartes.pop())

    def _end_round(self) -> None:
        self.choix = [None] * self.players
        self.selection = [None] * self.players
        self.nouvelle_jouee = [False] * self.players
        self.phase = "choix"
        for p in self.order():
            while len(self.mains[p]) < R.HAND and (self.cartes or self.defausse):
                self._draw(p)
        done = self.placed()
        if done:
            verb = "ont placé tous leurs" if len(done) > 1 else "a placé tous ses"
            self._final_count(f"{self.game.seat_list(done)} {verb} marqueurs de ressources")
            return
        if not self.pioche:
            if self.epuisee == 0:
                self.epuisee = 1
                self.phase, self.rang = "apport", 0
                self.apports = [0] * self.players
                self.log("La réserve de tuiles est épuisée : chaque joueur peut apporter des tuiles de sa "
                         "réserve pour former la deuxième, 1 point par tuile.")
                if not self.tuiles[self.order()[0]]:
                    self._next_bringer()
                return
            self.epuisee = 2
            self._final_count("la réserve de tuiles est épuisée pour la deuxième fois")
            return
        self._next_round()

    def _next_bringer(self) -> None:
        self.rang += 1
        while self.rang < self.players and not self.tuiles[self.order()[self.rang]]:
            self.rang += 1
        if self.rang < self.players:
            return
        self.phase, self.rang = "choix", 0
        if not self.pioche:
            self.epuisee = 2
            self._final_count("personne n'a apporté de tuile : la réserve est épuisée pour la deuxième fois")
            return
        self.shuffle(self.pioche)
        self.log(f"La deuxième réserve compte {len(self.pioche)} tuile(s).")
        self._next_round()

    def _next_round(self) -> None:
        if self.exemple:
            self.phase = "fin"
            self.fin = "Fin de l'exemple : le tour illustré est joué."
            self.log(self.fin)
            return
        self.premier = (self.premier + 1) % self.players
        self.manche += 1
        self.log(f"Tour {self.manche} : {self.game.seat_name(self.premier)} est premier joueur.")

    # --- the count ------------------------------------------------------------------------------------------
    def detail(self, p: int) -> dict:
        """« Vos points de succès sont ensuite totalisés »: the tokens won during the game, the cards
        with an end-of-game bonus, 2 per unused New Hand token, the districts."""
        out = {"jetons": self.points[p], "cartes": R.end_bonus(self.gardees[p]),
               "nouvelles": R.NEW_HAND_POINTS * self.nouvelles[p],
               "quartiers": R.city_scores(self.ville, self.players)[p]}
        out["total"] = sum(out.values())
        return out

    def scores(self):
        return [self.detail(p)["total"] for p in range(self.players)]

    def winners(self):
        return list(self.vainqueurs) if self.phase == "fin" and self.compte else []

    def is_over(self) -> bool:
        return self.phase == "fin"

    def _final_count(self, why: str) -> None:
        self.phase, self.compte = "fin", True
        totals = self.scores()
        best = max(totals)
        self.vainqueurs = [p for p, v in enumerate(totals) if v == best]
        words = " ; ".join(f"{self.game.seat_name(p)} {v}" for p, v in enumerate(totals))
        self.fin = (f"Fin de partie : {why}. Points : {words}. {self.game.seat_list(self.vainqueurs)} "
                    + ("l'emportent ensemble" if len(self.vainqueurs) > 1 else "l'emporte") + ".")
        self.log(self.fin)

    # --- what a seat cannot see -----------------------------------------------------------------------------
    def determinize(self, seat, rng):
        """The deck, the discard pile and the others' hands dealt afresh together, the tile reserve
        shuffled, the others' selected cards and secret choices forgotten: what the view shows only as
        counts (an other seat that chose takes its card back and chooses again in the search)."""
        twin = super().determinize(seat, rng)
        for q in range(self.players):
            if q == seat:
                continue
            if self.phase == "choix" and twin.choix[q] is not None:
                if twin.choix[q]["carte"] is not None:
                    twin.mains[q].append(twin.choix[q]["carte"])
                twin.choix[q] = None
            twin.selection[q] = None
        others = [twin.mains[q] for q in range(self.players) if q != seat]
        self.redeal([twin.cartes, twin.defausse] + others, rng)
        self.redeal([twin.pioche], rng)
        return twin

    # --- the search (engine.flat_search) ---------------------------------------------------------------------
    def search_plans(self, seat: int, legal: list[str]) -> list[list[str]]:
        """The choices the search re-ranks, the greedy bot's first: a card and the way to play it
        (or, the card selected, the ways to play it), ranked by the greedy bot's estimate on a deal
        of what the seat cannot see (which the ranking does not read: it tries the seat's own action
        alone). Elsewhere (a token's square, tiles brought), the greedy bot's move alone."""
        if self.phase != "choix" or legal == ["passer"]:
            return []
        twin = self.determinize(seat, Rng(0))
        selected = twin.selection[seat]
        ranked = ranked_choices(twin, seat, [selected] if selected else list(twin.mains[seat]))
        if selected:
            return [[m] for _g, _c, m in ranked if m in legal]
        return [[f"carte-{c}", m] for _g, c, m in ranked if f"carte-{c}" in legal]

    def search_value(self) -> list[float]:
        """A position not over, for the search: each seat's greedy estimate of its final count (points,
        districts, end-of-game cards, what it keeps for later) with its unused New Hand tokens, against
        the best other seat's, squashed into (0, 1). Choices made but not yet revealed are resolved
        first, on a copy, in the round's order."""
        s = self
        if self.phase == "choix" and any(c is not None for c in self.choix):
            s = trial_copy(self)
            for p in self.order():
                if s.choix[p] is not None:
                    s._act(p, s.choix[p], auto_token=True)
        est = [estimate(s, p) + R.NEW_HAND_POINTS * s.nouvelles[p] for p in range(self.players)]
        out = []
        for p in range(self.players):
            x = (est[p] - max(est[q] for q in range(self.players) if q != p)) / SEARCH_SCALE
            out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x)))))
        return out

    def view(self, player):
        """Everything on the table; a hand, a selected card and a secret choice only for their seat
        (the others: how many cards, and whether they have chosen), until the choices are revealed."""
        data = {k: v for k, v in self.to_json()["data"].items()
                if k not in ("cartes", "pioche", "mains", "selection", "choix", "rng_state", "events")}
        data["joueur"] = player
        data["pioche"] = len(self.pioche)
        data["cartes"] = len(self.cartes)
        data["defausse"] = len(self.defausse)
        data["tailles_mains"] = [len(m) for m in self.mains]
        data["ont_choisi"] = [c is not None for c in self.choix]
        mine = player is not None and 0 <= player < self.players
        data["main"] = list(self.mains[player]) if mine else []
        data["ma_selection"] = self.selection[player] if mine else None
        data["mon_choix"] = dict(self.choix[player]) if mine and self.choix[player] else None
        return data

    def describe(self, move, player=None):
        head, _, rest = move.partition("-")
        p = player if player is not None else (self.to_move() or [0])[0]
        card = self.selection[p] if 0 <= p < self.players and self.phase == "choix" else None
        if head == "carte":
            return f"Choisir la carte {R.card_name(rest)}" if rest in R.LETTERS or R.parse_code(rest) else move
        if head == "exploiter":
            if rest in R.ITEM_WORDS:
                return f"Exploitation : prendre 1 {R.ITEM_WORDS[rest][0]}"
            sq = self.where(card) if card else None
            if sq:
                what, k = R.exploitation(self.ville[sq])
                return f"Exploitation : {R.items(what, k)}"
            return "Exploitation"
        if head == "tuile" and R.parse_code(rest):
            if card in R.LETTERS and card in self.jetons:
                return f"Urbanisation : poser {R.tile_name(rest)} en {self.jetons[card]}"
            sq = self.where(card) if card else None
            if sq:
                old = self.ville[sq]
                c, n = R.parse_code(rest)
                cost = R.construction(old, c, n, p)
                return (f"Construction : {R.tile_name(rest)} sur le {R.building_label(old)} ({sq}), "
                        f"{cost['ressources_posees'] + cost['ressource_couleur']} ressource(s), "
                        f"{cost['points_payes']} point(s)")
        if head == "jeton":
            return f"Jeton Urbanisation en {rest}"
        if head == "apporter" and R.parse_code(rest):
            return f"Apporter la tuile {R.tile_name(rest)} (+1 point)"
        return {"annuler": "Annuler le choix de carte", "passer": "Passer (aucune carte en main)", "nouvelle-main": "Jeton Nouvelle Main : nouvelle main",
                "fin-apport": "Ne plus apporter de tuile"}.get(move, move)


SEARCH_SCALE = 5.0
"""Points of estimated lead that give a position about 0.73 in the search."""

GENERIC = "ce coup n'est pas possible dans cette position."


# --- the position of an example -----------------------------------------------------------------------------

def _fail(problem: str):
    raise ScenarioError("position", problem)


def _int(value, lo: int, hi: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        _fail(f"{what} : un nombre de {lo} à {hi} est attendu.")
    return value


def _seat_lists(value, n: int, what: str) -> list:
    if value is None:
        return [[] for _ in range(n)]
    if not (isinstance(value, list) and len(value) == n and all(isinstance(x, list) for x in value)):
        _fail(f"{what} : une liste par joueur ({n}) est attendue.")
    return [list(x) for x in value]


def _seat_numbers(value, n: int, default: int, what: str, hi: int = 99) -> list[int]:
    if value is None:
        return [default] * n
    if not (isinstance(value, list) and len(value) == n):
        _fail(f"{what} : un nombre par joueur ({n}) est attendu.")
    return [_int(v, 0, hi, what) for v in value]


def read_position(value, earlier):
    """A demo block's ``position:``: the city (« case: [couleur, numéro, hauteur, joueur] », joueur 0
    for a building nobody owns), the tokens, each player's hand, tiles, resources, points, kept
    cards and New Hand tokens, the tile reserve's size and how many times it ran out, the first
    player."""
    n = earlier.get("joueurs", 3)
    if not isinstance(value, dict):
        _fail("une table est attendue (ville, jetons, mains, tuiles, ressources, points, gardees, nouvelles, "
              "pioche, epuisee, premier).")
    known = {"ville", "jetons", "mains", "tuiles", "ressources", "points", "gardees", "nouvelles", "pioche",
             "epuisee", "premier"}
    extra = sorted(set(value) - known, key=str)
    if extra:
        _fail(f"clé inconnue « {extra[0]} » (permises : {', '.join(sorted(known))}).")
    city_in = value.get("ville")
    if not isinstance(city_in, dict) or not city_in:
        _fail("ville : une table « case: [couleur, numéro, hauteur, joueur] » est attendue (ex. {B2: [rouge, 12, 3, 2]}).")
    city, tops = {}, set()
    for sq, spec in city_in.items():
        if R.GRID.parse(sq) is None:
            _fail(f"ville : case « {sq} » hors du plateau (A1 à I7).")
        if not (isinstance(spec, list) and len(spec) == 4 and spec[0] in R.COLOURS
                and all(isinstance(x, int) and not isinstance(x, bool) for x in spec[1:])):
            _fail(f"ville, {sq} : [couleur, numéro, hauteur, joueur] attendu (ex. [rouge, 12, 3, 2]).")
        c, num, h, owner = spec
        if num not in R.NUMBERS or not 1 <= h <= R.MAX_HEIGHT or not 0 <= owner <= n:
            _fail(f"ville, {sq} : numéro 1 à 20, hauteur 1 à {R.MAX_HEIGHT}, joueur 0 (personne) à {n}.")
        if R.code(c, num) in tops:
            _fail(f"ville, {sq} : le bâtiment {R.COLOURS[c]} {num} est déjà dans la ville.")
        tops.add(R.code(c, num))
        city[sq] = {"c": c, "n": num, "h": h, "p": owner - 1 if owner else None}
    tokens_in = value.get("jetons")
    if tokens_in is None:
        around = sorted({R.GRID.name(j) for s in city for j in R.GRID.neighbours4(R.GRID.parse(s))} - set(city),
                        key=R.GRID.parse)
        tokens = dict(zip(R.LETTERS, around))
    else:
        if not isinstance(tokens_in, dict):
            _fail("jetons : une table « lettre: case » est attendue (ex. {A: C4}).")
        tokens = {}
        for letter, sq in tokens_in.items():
            if letter not in R.LETTERS or R.GRID.parse(sq) is None or sq in city or sq in tokens.values():
                _fail(f"jetons : « {letter}: {sq} » — une lettre de A à L sur une case vide du plateau, une par case.")
            tokens[letter] = sq
    hands = _seat_lists(value.get("mains"), n, "mains")
    tiles = _seat_lists(value.get("tuiles"), n, "tuiles")
    kept = _seat_lists(value.get("gardees"), n, "gardees")
    seen = set()
    for hand in hands:
        if len(hand) > R.HAND:
            _fail(f"mains : {R.HAND} cartes au plus par joueur.")
        for card in hand:
            if card in seen or not (card in tokens or card in tops):
                _fail(f"mains : « {card} » n'est ni la carte d'un bâtiment de la ville ni celle d'un jeton présent "
                      "(ou elle est en double).")
            seen.add(card)
    used = set(tops)
    for what, lists in (("tuiles", tiles), ("gardees", kept)):
        for lst in lists:
            for t in lst:
                if R.parse_code(t) is None or t in used:
                    _fail(f"{what} : « {t} » n'est pas une tuile libre (R1 à R20, B…, J… hors de la ville, une fois).")
                used.add(t)
    reserve = _seat_numbers(value.get("ressources"), n, R.START_RESERVE, "ressources")
    points = _seat_numbers(value.get("points"), n, R.START_POINTS, "points", 999)
    news = _seat_numbers(value.get("nouvelles"), n, R.NEW_HANDS, "nouvelles", 5)
    total = R.RESOURCES[n]
    stock = []
    for p in range(n):
        on_board = sum(b["h"] for b in city.values() if b["p"] == p)
        left = total - on_board - reserve[p]
        if left < 0:
            _fail(f"le joueur {p + 1} a {on_board} ressources dans la ville et {reserve[p]} en réserve : "
                  f"plus que ses {total}.")
        stock.append(left)
    free = len(R.all_tiles()) - len(used)
    pile = _int(value.get("pioche", free), 0, free, "pioche")
    return {"ville": city, "jetons": tokens, "mains": hands, "tuiles": tiles, "gardees": kept,
            "reserve": reserve, "stock": stock, "points": points, "nouvelles": news, "pioche": pile,
            "epuisee": _int(value.get("epuisee", 0), 0, 1, "epuisee"),
            "premier": _int(value.get("premier", 1), 1, n, "premier") - 1}


EXAMPLE = {"ville": {"B2": ["rouge", 12, 3, 2], "C2": ["bleu", 9, 2, 1]},
           "mains": [["R12", "B9"], [], []], "tuiles": [["R4", "B17"], [], []],
           "ressources": [5, 3, 3], "points": [10, 0, 0]}


@register
class Ginkgopolis(Game):
    id = "ginkgopolis"
    mode = "partie"
    title = "Ginkgopolis : une partie contre les bots"
    state_class = GinkgopolisState
    bots = {"fort": FortBot,
            "glouton": GreedyBot, "hasard": RandomBot}
    default_bot = "glouton"  # « fort » thinks 40 to 60 ms a move in CPython (p95 near 150 ms): the page answers at once
    main_rule_section = S_TURNS
    rule_sections = frozenset({S_TURNS, S_EXPLOIT, S_URBAN, S_BUILD, S_END})
    options = (
        PlayerCount(default=3, lo=2, hi=5),
        Structured("position", "Position de départ (un exemple)", default=None, parse=read_position,
                   expects="une table : ville (case: [couleur, numéro, hauteur, joueur]), jetons, mains, tuiles, "
                           "ressources, points, gardees, nouvelles, pioche, epuisee, premier",
                   example=EXAMPLE,
                   help="L'exemple commence au choix des actions et s'arrête à la fin du tour."),
    )

    def setup(self, options, seed):
        n = options["joueurs"]
        s = GinkgopolisState(self, n, seed)
        pos = options["position"]
        s.manche, s.rang = 1, 0
        s.phase = "choix"
        s.attente, s.fin, s.compte, s.vainqueurs = None, None, False, []
        s.choix = [None] * n
        s.selection = [None] * n
        s.nouvelle_jouee = [False] * n
        s.revele = []
        s.apports = [0] * n
        s.defausse = []
        s.exemple = pos is not None
        if pos is None:
            s.premier, s.epuisee = 0, 0
            s.ville = {sq: {"c": R.parse_code(t)[0], "n": R.parse_code(t)[1], "h": 1, "p": None}
                       for sq, t in R.START_CITY.items()}
            s.jetons = dict(R.START_TOKENS)
            s.pioche = [t for t in R.all_tiles() if t not in R.START_CITY.values()]
            s.shuffle(s.pioche)
            s.cartes = sorted(R.START_CITY.values()) + list(R.LETTERS)
            s.shuffle(s.cartes)
            s.mains = [[] for _ in range(n)]
            s.tuiles = [[] for _ in range(n)]
            s.gardees = [[] for _ in range(n)]
            s.reserve = [R.START_RESERVE] * n
            s.stock = [R.RESOURCES[n] - R.START_RESERVE] * n
            s.points = [R.START_POINTS] * n
            s.nouvelles = [R.NEW_HANDS] * n
            for p in range(n):
                for _ in range(R.HAND):
                    s._draw(p)
                for _ in range(R.START_TILES):
                    s.tuiles[p].append(s.pioche.pop())
            s.log(f"{n} joueurs : la ville de départ (les tuiles 1 à 3 de chaque couleur) et 12 jetons Urbanisation ; "
                  f"chacun a {R.HAND} cartes, {R.START_TILES} tuiles, {R.START_RESERVE} ressources en réserve "
                  f"sur {R.RESOURCES[n]} et {R.NEW_HANDS} jeton Nouvelle Main. Choisissez votre action.")
            return s
        s.premier, s.epuisee = pos["premier"], pos["epuisee"]
        s.ville = pos["ville"]
        s.jetons = pos["jetons"]
        s.mains, s.tuiles, s.gardees = pos["mains"], pos["tuiles"], pos["gardees"]
        s.reserve, s.stock, s.points, s.nouvelles = pos["reserve"], pos["stock"], pos["points"], pos["nouvelles"]
        held = {c for h in s.mains for c in h}
        deck = [R.code(b["c"], b["n"]) for b in s.ville.values()] + sorted(s.jetons)
        s.cartes = sorted(c for c in deck if c not in held)
        s.shuffle(s.cartes)
        used = {R.code(b["c"], b["n"]) for b in s.ville.values()} | {t for ts in s.tuiles for t in ts} \
            | {t for ts in s.gardees for t in ts}
        pool = [t for t in R.all_tiles() if t not in used]
        s.shuffle(pool)
        s.pioche = pool[:pos["pioche"]]
        for p in range(n):
            while len(s.mains[p]) < R.HAND and s.cartes:
                s._draw(p)
        s.log("Exemple : choisissez votre action." + (" La réserve de tuiles est vide et a déjà été reformée : "
                                                      "la partie se termine à la fin de ce tour."
                                                      if not s.pioche and s.epuisee else ""))
        return s
