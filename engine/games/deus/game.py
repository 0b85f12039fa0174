"""Deus, the whole game (mode « partie »): 2 to 4 players, as the page says.

A turn is « Construire un bâtiment » or « Faire une offrande à un dieu », played by
clicking: ``carte-<id>`` selects (or puts back) a card of one's hand. With one card
selected, ``poser-<région>`` builds it there (``bord-<région>``: an empty region of the
edge for 3 PV; ``sans-pion``: a Temple card when the temple stock is empty). With one or
more cards selected, ``offrir-<type>`` discards them, the card of that type on top, to its
god; a Temple on top asks Jupiter for another god (``dieu-<type>``); Cérès asks for the
resources (``ressource-<r>``), Mars for the buildings (``pion-<type>``), one at a time.
With an empty hand, ``offrir-rien`` draws up to 5.

Option ``position``: the page's examples start the game from a described position at the
reader's turn and stop at the end of that turn.
"""

from __future__ import annotations

import math

from ...bots import RandomBot, search_bot
from ...core import Game, Refusal, State
from ...options import PlayerCount, Structured, bad_position, position_table
from .. import register
from . import rules as R
from .bots import DeusBot

S_BUILD = "construire-un-batiment"
S_OFFER = "faire-une-offrande"
S_ATTACK = "attaquer-un-village-barbare"
S_END = "fin-du-jeu"
S_SCORE = "decompte"
GOD_STEP = {"production": "ceres", "militaire": "mars"}


class DeusState(State):

    def to_move(self):
        return [] if self.etape == "fin" else [self.tour]

    def me(self, p=None) -> dict:
        return self.joueurs[self.tour if p is None else p]

    def card(self) -> str | None:
        return self.choisies[0] if len(self.choisies) == 1 else None

    def temple_cards(self, p) -> int:
        return len(self.joueurs[p]["colonnes"]["temple"])

    def build_problem(self) -> str | None:
        """Why the one selected card cannot be built at all now (pawn, cost), or None."""
        card = self.card()
        if card is None:
            return "choisissez une seule carte de votre main pour construire."
        kind, me = R.CARDS[card]["type"], self.me()
        if kind != "temple" and me["reserve"][kind] < 1:
            return (f"vous n'avez plus de pion {R.TYPES[kind][0]} dans votre réserve (« vérifiez que vous possédez un "
                    "pion bâtiment de ce type dans votre réserve »).")
        _, why = R.payment(R.CARDS[card]["cout"], me["ressources"])
        return f"coût {R.cost_text(R.CARDS[card]['cout'])} : {why}" if why else None

    def place_problem(self, region) -> str | None:
        kind = R.CARDS[self.card()]["type"]
        return R.placement_refusal(self.proprio, self.batiments, self.tour, kind, region, self.temple_cards(self.tour))

    # --- legal moves --------------------------------------------------------------------
    def legal_moves(self, player=None):
        if self.etape == "fin" or (player is not None and player != self.tour):
            return []
        me = self.me()
        if self.etape == "jupiter":
            return ["dieu-" + k for k in R.PAWN_KINDS]
        if self.etape == "ceres":
            return ["ressource-" + r for r in R.BASIC]
        if self.etape == "mars":
            return ["pion-" + k for k in R.PAWN_KINDS]
        out = ["carte-" + c for c in me["main"]]
        if not me["main"]:
            return ["offrir-rien"]
        card = self.card()
        if card is not None and self.build_problem() is None:
            kind = R.CARDS[card]["type"]
            if kind == "temple" and self.temples <= 0:
                out.append("sans-pion")
            else:
                for region in R.REGIONS:
                    if self.place_problem(region) is None:
                        out.append("poser-" + region)
                    elif R.edge_allowed(self.proprio, kind, region, me["jetons"]):
                        out.append("bord-" + region)
        out += sorted({"offrir-" + R.CARDS[c]["type"] for c in self.choisies})
        return out

    def why_illegal(self, move, player):
        if move in self.legal_moves(player):
            return None
        if self.etape == "fin":
            return Refusal("la partie est terminée.", S_END)
        if player is not None and player != self.tour:
            return Refusal("ce n'est pas votre tour.", S_BUILD)
        verb, _, rest = move.partition("-")
        if self.etape == "jupiter":
            return Refusal("Jupiter : choisissez « n'importe lequel des 5 autres Dieux ».", S_OFFER)
        if self.etape in ("ceres", "mars"):
            return Refusal("choisissez d'abord ce que le dieu vous donne (une ressource de base pour Cérès, un "
                           "bâtiment hors temple pour Mars).", S_OFFER)
        if verb == "carte":
            return Refusal(f"« {rest} » n'est pas une carte de votre main.", S_BUILD)
        if verb == "offrir":
            return Refusal("une offrande défausse les cartes choisies, la carte du dessus étant d'un de leurs types : "
                           "choisissez d'abord les cartes.", S_OFFER)
        if verb in ("poser", "bord", "sans"):
            problem = self.build_problem()
            if problem:
                return Refusal(problem, S_BUILD)
            kind = R.CARDS[self.card()]["type"]
            if move == "sans-pion" or (kind == "temple" and self.temples <= 0):
                return Refusal("on joue une carte Temple sans pion seulement quand le stock de temples est épuisé.",
                               S_END)
            if rest not in R.REGIONS:
                return Refusal(f"« {rest} » n'est pas une région de la carte.", S_BUILD)
            if verb == "bord":
                return Refusal("on ne construit au bord contre 3 PV que dans une région vide du bord, du bon "
                               "terrain, et en ayant 3 PV.", S_BUILD)
            return Refusal(self.place_problem(rest), S_BUILD)
        return Refusal("coup inconnu.", S_BUILD)

    # --- playing ------------------------------------------------------------------------
    def _apply(self, move, player):
        verb, _, rest = move.partition("-")
        me, name = self.me(), self.game.seat_name(self.tour)
        if verb == "carte":
            (self.choisies.remove if rest in self.choisies else self.choisies.append)(rest)
        elif verb in ("poser", "bord") or move == "sans-pion":
            self._build(None if move == "sans-pion" else rest, verb == "bord")
            self._end_turn()
        elif move == "offrir-rien":
            self._draw(self.tour, R.HAND)
            self.log(f"{name} n'a plus de carte : il pioche jusqu'à {R.HAND}.")
            self._end_turn()
        elif verb == "offrir":
            self._offer(rest)
        elif verb == "dieu":
            self.log(f"Jupiter prête à {name} l'aide de {R.TYPES[rest][2]}.")
            self._bless(rest)
        elif verb == "ressource":
            me["ressources"][rest] += 1
            self.log(f"Cérès : {name} prend 1 {R.RESOURCE_NAMES[rest]}.")
            self._next_gift()
        elif verb == "pion":
            me["reserve"][rest] += 1
            self.log(f"Mars : {name} prend 1 bâtiment {R.TYPES[rest][0]}.")
            self._next_gift()

    def _build(self, region, edge) -> None:
        card, me, p = self.card(), self.me(), self.tour
        name, kind = self.game.seat_name(p), R.CARDS[self.card()]["type"]
        taken, _ = R.payment(R.CARDS[card]["cout"], me["ressources"])
        for res, n in taken.items():
            me["ressources"][res] -= n
        paid = " + ".join(f"{n} {R.RESOURCE_NAMES[r]}" for r, n in taken.items() if n) or "rien"
        me["main"].remove(card)
        self.choisies = []
        if region is None:
            self.log(f"{name} joue {R.card_name(card)} ({paid}) : le stock de temples est épuisé, « aucune pièce de "
                     "temple ne sera placée sur la carte ».")
        else:
            self.log(f"{name} construit {R.card_name(card)} en {region} ({paid})"
                     + (f", région du bord contre {R.EDGE_PRICE} PV" if edge else "") + ".")
            if edge:
                me["jetons"] -= R.EDGE_PRICE
            if kind == "temple":
                self.temples -= 1
            else:
                me["reserve"][kind] -= 1
            self.proprio[region] = p
            self.batiments.setdefault(region, []).append(kind)
        # « Posez la carte en haut de la colonne [...] et résolvez toutes les cartes de cette colonne, de bas en haut »
        me["colonnes"][kind].append([card, region])
        for c, where in me["colonnes"][kind]:
            self._activate(c, where)
        if region is not None:
            self._attacks()

    def _activate(self, card, region) -> None:
        me, p, name = self.me(), self.tour, self.game.seat_name(self.tour)
        effect = R.CARDS[card]["effet"]
        if effect == "or2":
            me["ressources"]["or"] += 2
            self.log(f"  {R.card_name(card)} : +2 or.")
        elif effect == "vente":
            res = max(R.BASIC, key=lambda r: me["ressources"][r])
            if me["ressources"][res]:
                me["ressources"][res] -= 1
                me["jetons"] += 2
                self.log(f"  {R.card_name(card)} : 1 {R.RESOURCE_NAMES[res]} vendu contre 2 PV.")
        elif effect == "produire":
            res = R.produced(region)
            if res:
                me["ressources"][res] += 1
                self.log(f"  {R.card_name(card)} : +1 {R.RESOURCE_NAMES[res]} ({region}).")
        elif effect == "piocher":
            got = self._draw(p, len(me["main"]) + 1)
            if got:
                self.log(f"  {R.card_name(card)} : {name} pioche 1 carte.")
        elif effect == "pion":
            kind = min(R.PAWN_KINDS, key=lambda k: me["reserve"][k])
            me["reserve"][kind] += 1
            self.log(f"  {R.card_name(card)} : +1 bâtiment {R.TYPES[kind][0]}.")
        elif effect == "or_bord":
            n = sum(1 for k, o in self.proprio.items() if o == p and k in R.EDGE)
            me["ressources"]["or"] += n
            self.log(f"  {R.card_name(card)} : +{n} or (régions du bord).")
        elif effect == "pv_village" and region and any(R.REGIONS[n] == "V" for n in R.NEIGHBOURS[region]):
            me["jetons"] += 2
            self.log(f"  {R.card_name(card)} : +2 PV (village barbare voisin).")
        elif effect == "vol" and region:
            for q in sorted({self.proprio[n] for n in R.NEIGHBOURS[region] if self.proprio.get(n, p) != p}):
                if self.joueurs[q]["ressources"]["or"]:
                    self.joueurs[q]["ressources"]["or"] -= 1
                    me["ressources"]["or"] += 1
                    self.log(f"  {R.card_name(card)} : {name} vole 1 or à {self.game.seat_name(q)}.")

    def _attacks(self) -> None:
        for village in R.VILLAGES:
            pv = self.villages[village]
            if pv <= 0:
                continue
            res = R.village_attack(self.proprio, self.batiments, village, self.players)
            if res is None:
                continue
            won, military, built = res
            each = R.share(pv, won)
            for w in won:
                self.joueurs[w]["jetons"] += each
            self.villages[village] = 0
            self.log(f"Le village barbare {village} est attaqué (unités militaires : "
                     f"{', '.join(str(m) for m in military)}) : {self.game.seat_list(won)} "
                     f"gagne{'nt' if len(won) > 1 else ''} {each} PV" + (" chacun" if len(won) > 1 else "") + ".")

    def _offer(self, kind) -> None:
        me, name = self.me(), self.game.seat_name(self.tour)
        cards = list(self.choisies)
        top = next(c for c in reversed(cards) if R.CARDS[c]["type"] == kind)
        cards.remove(top)
        cards.append(top)                       # « la carte que vous avez défaussée sur le dessus »
        for c in cards:
            me["main"].remove(c)
        self.defausse += cards
        self.offre = {"n": len(cards), "top": kind}
        self.choisies = []
        self.log(f"{name} fait une offrande à {R.TYPES[kind][2]} : {len(cards)} carte(s) défaussée(s), "
                 f"{R.card_name(top)} sur le dessus.")
        # « gagnez 1 bâtiment du stock du type approprié » (a temple pawn stays in the common stock: ours)
        if kind != "temple":
            me["reserve"][kind] += 1
        if kind == "temple":
            self.etape = "jupiter"
        else:
            self._bless(kind)

    def _bless(self, god) -> None:
        me, name = self.me(), self.game.seat_name(self.tour)
        n = self.offre["n"]
        gain = R.offering(len(me["main"]) + n, n, god)
        self._draw(self.tour, R.HAND + (n if god == "science" else 0))
        me["ressources"]["or"] += gain["or"]
        me["jetons"] += gain["pv"]
        if gain["or"] or gain["pv"]:
            self.log(f"{R.TYPES[god][2]} : {name} gagne " + (f"{gain['or']} or" if gain["or"] else f"{gain['pv']} PV")
                     + ".")
        self.offre["reste"] = gain["ressources"] or gain["batiments"]
        self.etape = GOD_STEP.get(god, "choix")
        self._next_gift(first=True)

    def _next_gift(self, first=False) -> None:
        if not first:
            self.offre["reste"] -= 1
        if self.etape in ("ceres", "mars") and self.offre["reste"] > 0:
            return
        self.etape = "choix"
        self._end_turn()

    def _draw(self, p, upto) -> int:
        hand, got = self.joueurs[p]["main"], 0
        while len(hand) < min(upto, R.MAX_HAND):
            if not self.pioche:
                if not self.defausse:
                    break
                self.pioche, self.defausse = self.defausse, []
                self.shuffle(self.pioche)
            hand.append(self.pioche.pop())
            got += 1
        return got

    def _check_end(self) -> None:
        if self.restants is not None:
            return
        if all(v <= 0 for v in self.villages.values()):
            why = "tous les villages barbares ont été attaqués"
        elif self.temples <= 0:
            why = "le stock de temples est épuisé"
        elif not self.pioche and not self.defausse:
            why = "les 30 cartes sont toutes en main ou en jeu (ni pioche ni défausse)"
        else:
            return
        # « le tour en cours est terminé et chaque joueur dispose d'un tour supplémentaire »
        self.restants = self.players + 1
        self.log(f"Fin de partie déclenchée : {why}. Chaque joueur joue encore un tour.")

    def _end_turn(self) -> None:
        self.choisies = []
        self._check_end()
        if self.restants is not None:
            self.restants -= 1
            if self.restants <= 0:
                self._final_count()
                return
        if self.exemple:
            self.etape = "fin"
            self.fin = "Fin de l'exemple : le tour illustré est joué."
            self.log(self.fin)
            return
        self.tour = (self.tour + 1) % self.players
        self.etape = "choix"

    # --- the count ------------------------------------------------------------------------
    def counts(self) -> list[dict]:
        stocks = [j["ressources"] for j in self.joueurs]
        maj = R.majorities(stocks)
        out = []
        for p, j in enumerate(self.joueurs):
            temples = [R.temple_points(c, {k: [x for x, _ in v] for k, v in j["colonnes"].items()}, self.proprio,
                                       self.batiments, p) for c, _ in j["colonnes"]["temple"]]
            total = j["jetons"] + sum(temples) + R.MAJORITY_VP * len(maj[p])
            out.append({"jetons": j["jetons"], "temples": temples, "majorites": maj[p], "total": total})
        return out

    def _final_count(self) -> None:
        counts = self.counts()
        self.vainqueurs = R.winners([c["total"] for c in counts])
        self.etape = "fin"
        detail = " ; ".join(f"{self.game.seat_name(p)} {c['total']} ({c['jetons']} en jetons, {sum(c['temples'])} des "
                            f"temples, {R.MAJORITY_VP * len(c['majorites'])} des majorités)"
                            for p, c in enumerate(counts))
        self.fin = f"Décompte : {detail}. {self.game.seat_list(self.vainqueurs)} l'emporte{'nt' if len(self.vainqueurs) > 1 else ''}."
        if len(self.vainqueurs) > 1:
            self.fin += " (Égalité : la page dit « Il n'y a pas d'égalité » sans départage ; ici, victoire partagée.)"
        self.log(self.fin)

    # --- what a seat cannot see (engine.search) -------------------------------------------------
    def determinize(self, seat, rng):
        """The other players' hands and the draw pile dealt afresh together (each hand keeps its
        size); the others' PV tokens, « gardés cachés jusqu'à la fin du jeu », taken equal to this
        seat's own (a guess that reads nothing hidden)."""
        twin = super().determinize(seat, rng)
        others = [q for q in range(self.players) if q != seat]
        self.redeal([twin.joueurs[q]["main"] for q in others] + [twin.pioche], rng)
        if 0 <= seat < self.players:
            for q in others:
                twin.joueurs[q]["jetons"] = self.joueurs[seat]["jetons"]
        return twin

    def search_candidates(self, player, legal):
        """Not putting back a selected card (a click undone: the search would walk in circles)."""
        return [m for m in legal if not (m.startswith("carte-") and m[6:] in self.choisies)]

    def search_value(self):
        """A game not over, for engine.search: each seat's count as if the game ended now (tokens,
        temples, majorities), against the best other seat, squashed into (0, 1)."""
        totals = [c["total"] for c in self.counts()]
        out = []
        for p, t in enumerate(totals):
            x = (t - max(v for q, v in enumerate(totals) if q != p)) / 5.0
            out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x)))))
        return out

    def scores(self):
        # PV tokens « sont gardés cachés jusqu'à la fin du jeu »
        if self.etape != "fin" or self.exemple and self.vainqueurs is None:
            return [0] * self.players
        return [c["total"] for c in self.counts()]

    def winners(self):
        return list(self.vainqueurs or [])

    def view(self, player):
        """What `player` sees: his hand and PV tokens; of the others, the number of cards in hand;
        everything on the map, the columns of cards, the resources, reserves and the discard."""
        def seat(p):
            j = self.joueurs[p]
            mine = player == p or self.etape == "fin"
            return {"main": list(j["main"]) if player == p else len(j["main"]),
                    "jetons": j["jetons"] if mine else None, "ressources": dict(j["ressources"]),
                    "reserve": dict(j["reserve"]), "colonnes": {k: [list(x) for x in v] for k, v in j["colonnes"].items()}}

        return {"joueur": player, "tour": self.tour, "etape": self.etape, "joueurs": [seat(p) for p in range(self.players)],
                "proprio": dict(self.proprio), "batiments": {k: list(v) for k, v in self.batiments.items()},
                "villages": dict(self.villages), "temples": self.temples, "pioche": len(self.pioche),
                "defausse": list(self.defausse[-1:]), "choisies": list(self.choisies) if player == self.tour else [],
                "offre": dict(self.offre) if self.offre else None, "restants": self.restants, "fin": self.fin}

    def describe(self, move, player=None):
        verb, _, rest = move.partition("-")
        if verb == "carte":
            return f"Choisir {R.card_name(rest)}"
        if verb == "poser":
            return f"Construire en {rest}"
        if verb == "bord":
            return f"Construire au bord en {rest} (contre {R.EDGE_PRICE} PV)"
        if move == "sans-pion":
            return "Jouer la carte Temple sans pion (stock épuisé)"
        if move == "offrir-rien":
            return "Piocher jusqu'à 5 cartes"
        if verb == "offrir":
            return f"Offrande à {R.TYPES[rest][2]}"
        if verb == "dieu":
            return f"Jupiter : l'aide de {R.TYPES[rest][2]}"
        if verb == "ressource":
            return f"Prendre 1 {R.RESOURCE_NAMES[rest]}"
        if verb == "pion":
            return f"Prendre 1 bâtiment {R.TYPES[rest][0]}"
        return move


# --- the position of an example ------------------------------------------------------------

KEYS = {"batiments", "villages", "main", "ressources", "reserve", "jetons", "colonnes", "temples", "adversaire"}


def read_position(value, earlier):
    """A demo block's ``position:``: the buildings on the map (« B1: adversaire militaire »), the
    villages' PV, your hand, resources, reserve, PV tokens and columns; the opponent's
    resources; the temple stock. You play first; the example stops at the end of your turn."""
    if position_table(value, KEYS) is None:
        return None

    def num(x, what, hi=60):
        if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x <= hi:
            bad_position(f"{what} : un entier de 0 à {hi} est attendu (reçu « {x} »).")
        return x

    out = {"batiments": {}, "villages": {}}
    for key, words in (value.get("batiments") or {}).items():
        parts = words.split() if isinstance(words, str) else []
        if key not in R.REGIONS or len(parts) < 2 or parts[0] not in ("vous", "adversaire") \
                or not all(w in R.TYPES for w in parts[1:]):
            bad_position(f"« batiments » : « {key}: {words} » attendu sous la forme « B1: vous production militaire ».")
        if R.REGIONS[key] == "V" or (R.REGIONS[key] == "E") != all(w == "maritime" for w in parts[1:]):
            bad_position(f"« batiments » : {key} ne peut pas porter « {' '.join(parts[1:])} ».")
        out["batiments"][key] = (0 if parts[0] == "vous" else 1, parts[1:])
    for key, pv in (value.get("villages") or {}).items():
        if key not in R.VILLAGES:
            bad_position(f"« villages » : « {key} » n'est pas un village barbare ({', '.join(R.VILLAGES)}).")
        out["villages"][key] = num(pv, f"PV du village {key}", 20)
    hand = value.get("main") or []
    if not isinstance(hand, list) or len(hand) > R.MAX_HAND or not all(c in R.CARDS for c in hand) \
            or len(set(hand)) != len(hand):
        bad_position(f"« main » : une liste de cartes distinctes ({', '.join(list(R.CARDS)[:3])}…) est attendue.")
    out["main"] = list(hand)
    res = value.get("ressources") or {}
    if not isinstance(res, dict) or not set(res) <= set(R.RESOURCES):
        bad_position("« ressources » : une table (bois, argile, pierre, ble, or) est attendue.")
    out["ressources"] = {r: num(res.get(r, 0), r) for r in R.RESOURCES}
    pawns = value.get("reserve") or {}
    if not isinstance(pawns, dict) or not set(pawns) <= set(R.PAWN_KINDS):
        bad_position("« reserve » : une table (type : nombre de pions) est attendue.")
    out["reserve"] = {k: num(pawns.get(k, R.START_PAWNS), f"pions {k}", 9) for k in R.PAWN_KINDS}
    out["jetons"] = num(value.get("jetons", 0), "jetons")
    cols = value.get("colonnes") or []
    if not isinstance(cols, list) or not all(c in R.CARDS and c not in hand for c in cols):
        bad_position("« colonnes » : la liste des cartes déjà jouées (hors main) est attendue.")
    out["colonnes"] = list(cols)
    out["temples"] = num(value.get("temples", R.TEMPLE_STOCK[2]), "temples", 7)
    return out


@register
class Deus(Game):
    id = "deus"
    mode = "partie"
    title = "Deus : une partie contre les bots"
    state_class = DeusState
    player_names = ["Joueur 1", "Joueur 2", "Joueur 3", "Joueur 4"]
    bots = {"fort": search_bot("Fort", DeusBot, iterations=32, depth=16, margin=0.2), "glouton": DeusBot,
            "hasard": RandomBot}
    default_bot = "glouton"   # « fort » thinks 54 ms a move in CPython (p95 92 ms): slow on a phone
    main_rule_section = S_BUILD
    rule_sections = frozenset({S_BUILD, S_OFFER, S_ATTACK, S_END, S_SCORE})
    options = (
        PlayerCount(default=2, lo=2, hi=4),
        Structured("position", "Position de départ (un exemple)", default=None, parse=read_position,
                   expects="une table : batiments, villages, main, ressources, reserve, jetons, colonnes, temples",
                   example={"batiments": {"B4": "vous production"}, "main": ["mil1"], "ressources": {"pierre": 1}},
                   help="L'exemple commence à votre tour (2 joueurs) et s'arrête à la fin de ce tour."),
    )

    def setup(self, options, seed):
        pos = options.get("position")
        n = 2 if pos is not None else options["joueurs"]
        s = DeusState(self, n, seed)
        s.joueurs = [{"main": [], "jetons": 0, "ressources": dict(R.START_STOCK),
                      "reserve": {k: R.START_PAWNS for k in R.PAWN_KINDS},
                      "colonnes": {k: [] for k in R.KINDS}} for _ in range(n)]
        s.proprio, s.batiments = {}, {}
        s.villages = {v: R.VILLAGE_PV for v in R.VILLAGES}
        s.temples = R.TEMPLE_STOCK[n]
        s.tour, s.etape, s.choisies, s.offre = 0, "choix", [], None
        s.restants, s.fin, s.vainqueurs, s.defausse = None, None, None, []
        s.exemple = pos is not None
        s.pioche = list(R.CARDS)
        if pos is None:
            s.shuffle(s.pioche)
            for p in range(n):
                s._draw(p, R.HAND)
            s.log(f"Les 30 cartes sont mélangées ; chaque joueur en reçoit {R.HAND}, 1 bois, 1 argile, 1 pierre, "
                  f"1 blé, 5 or et un pion de chaque type. Stock de temples : {s.temples}.")
            return s
        for region, (owner, kinds) in pos["batiments"].items():
            s.proprio[region] = owner
            s.batiments[region] = list(kinds)
        s.villages.update(pos["villages"])
        me = s.joueurs[0]
        me["main"], me["ressources"], me["reserve"], me["jetons"] = (list(pos["main"]), pos["ressources"],
                                                                     pos["reserve"], pos["jetons"])
        for c in pos["colonnes"]:
            me["colonnes"][R.CARDS[c]["type"]].append([c, None])
        s.temples = pos["temples"]
        used = set(pos["main"]) | set(pos["colonnes"])
        s.pioche = [c for c in R.CARDS if c not in used]
        s.shuffle(s.pioche)
        s._draw(1, R.HAND)
        s.log("Exemple : c'est à vous de jouer.")
        return s
