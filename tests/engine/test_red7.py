"""Red7: the seven rules and tie-breaks, one manche against bots, the calculator."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.red7 import rules as R
from engine.games.red7.bots import Red7Bot
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from playthroughs import seeds

GAME = get_game("red7", "partie")
CALC = get_game("red7", "calculateur")


def P(text: str) -> list[int]:
    return [R.parse_card(t) for t in text.split()]


def lead(rule: str, *palettes: str) -> int:
    return R.leader([P(x) for x in palettes], rule, [True] * len(palettes))


# --- the deck and the seven rules ------------------------------------------------------

def test_deck_is_seven_colours_by_seven_values_ordered_by_value_then_colour():
    """Assumption (deck not on the page): 7 colours × values 1 to 7. « S'il y a égalité
    entre les valeurs on regarde la plus forte couleur selon la hiérarchie suivante :
    Rouge > Orange > Jaune > Vert > Bleu > Indigo > Violet »."""
    assert len({R.card_code(c) for c in range(49)}) == 49
    assert R.parse_card("rouge7") == 48 and R.parse_card("violet1") == 0
    order = [R.card(k, 4) for k in range(7)]
    assert order == sorted(order, reverse=True)
    assert R.card(6, 5) > R.card(0, 4)          # value first
    for c in range(49):
        assert R.parse_card(R.card_code(c)) == c


@pytest.mark.parametrize("rule, palettes, winner, sentence", [
    ("rouge", ("rouge3 vert6", "bleu7 jaune2"), 1, "la plus forte carte gagne"),
    ("orange", ("rouge3 vert3 bleu3", "rouge7 vert7"), 0, "le plus de cartes de la même valeur gagne"),
    ("jaune", ("vert1 vert2 vert3", "rouge7 jaune7"), 0, "le plus de cartes de la même couleur gagne"),
    ("vert", ("rouge2 bleu4 violet6", "rouge7 rouge5 rouge6"), 0, "le plus de cartes paires gagne"),
    ("bleu", ("rouge1 orange1 jaune1 vert1", "rouge7 rouge6 rouge5"), 0,
     "le plus de cartes de couleurs différentes gagne"),
    ("indigo", ("rouge4 bleu5 violet6", "rouge7 orange5 jaune1"), 0, "la plus longue suite de cartes gagne"),
    ("violet", ("violet1 bleu2 rouge3", "rouge7 rouge6 rouge3"), 0,
     "le plus de cartes strictement inférieures à 4 gagne"),
])
def test_each_rule(rule, palettes, winner, sentence):
    """« Règles par couleur » : each colour's sentence, quoted in R.RULE_TEXT."""
    assert R.RULE_TEXT[rule] == sentence
    assert lead(rule, *palettes) == winner


def test_indigo_run_needs_no_common_colour():
    """« la plus longue suite de cartes gagne. (exemple : 4, 5, 6 ; pas besoin d'être
    dans la même couleur) »."""
    assert R.cards_for_rule(P("rouge4 bleu5 violet6 jaune1"), "indigo") == P("rouge4 bleu5 violet6")
    assert len(R.cards_for_rule(P("rouge4 bleu4 violet5"), "indigo")) == 2


def test_violet_counts_only_values_below_four():
    """« le plus de cartes strictement inférieures à 4 gagne. (valeur 1, 2 ou 3) »."""
    assert len(R.cards_for_rule(P("rouge1 rouge2 rouge3 rouge4"), "violet")) == 3


@pytest.mark.parametrize("rule, palettes, winner", [
    ("vert", ("rouge2 bleu6", "orange4 jaune6"), 1),       # same count, same value 6: colour
    ("vert", ("rouge2 bleu6", "orange4 jaune4"), 0),       # same count: value 6 > 4
    ("orange", ("rouge3 vert3", "bleu5 indigo5"), 1),      # pairs: 5 > 3
    ("jaune", ("vert1 vert7", "rouge2 rouge6"), 0),        # 7 beats 6 among the colour cards
    ("violet", ("violet3 rouge7", "rouge3 violet1"), 1),   # 3 vs 3: rouge beats violet
    ("rouge", ("orange7", "rouge7"), 1),
])
def test_tie_breaks_value_then_colour(rule, palettes, winner):
    """« En cas d'égalité vis-à-vis de la règle, le vainqueur est celui qui possède la
    carte qui respecte la règle de plus forte valeur. S'il y a égalité entre les valeurs
    on regarde la plus forte couleur »."""
    assert lead(rule, *palettes) == winner


def test_nobody_meets_the_rule_highest_card_decides():
    """Lecture retenue (page silent): when nobody has a card meeting the rule, the
    strongest card of the palettes decides."""
    assert lead("vert", "rouge1 rouge3", "bleu5") == 1
    text = " ".join(R.explain([P("rouge1"), P("bleu5")], "vert", [True, True], ["A", "B"]))
    assert "Personne ne respecte la règle" in text


def test_explanation_names_the_tie_break():
    lines = R.explain([P("rouge2 bleu6"), P("orange4 jaune6")], "vert", [True, True], ["A", "B"])
    assert "B mène" in lines[-1] and "la couleur départage" in lines[-1]


# --- a turn, from the page ---------------------------------------------------------------

def _position(hands, palettes, canvas="", turn=0, **options):
    s = GAME.start({"joueurs": len(hands), **options}, 1)
    used = set()
    s.hands = [P(h) for h in hands]
    s.palettes = [P(x) for x in palettes]
    s.canvas = P(canvas)
    for x in s.hands + s.palettes + [s.canvas]:
        used |= set(x)
    s.deck = [c for c in range(49) if c not in used]
    s.turn = turn
    s.phase = "debut"
    return s


def test_play_to_palette_and_stay_winner():
    """« Jouer une carte de sa main sur sa Palette » then end the turn as winner."""
    s = _position(["rouge7 violet1", "bleu1"], ["bleu2", "orange6"])
    s.play("palette-rouge7")
    assert s.phase == "apres" and s.palettes[0] == P("bleu2 rouge7")
    s.play("finir")
    assert s.active == [True, True] and s.turn == 1


def test_not_winner_at_end_of_turn_is_eliminated():
    """« Si un joueur n'est pas le vainqueur à la fin de son tour, il est éliminé de
    la manche en cours. »"""
    s = _position(["violet1 bleu2", "bleu1"], ["bleu3", "orange6"])
    s.play("palette-violet1")
    s.play("finir")
    assert s.active == [False, True] and s.is_over() and s.winner == 1
    assert s.scores() == [0, 1] and s.winners() == [1]


def test_canvas_only_if_it_makes_you_winner():
    """« Défausser une carte de sa main sur la Toile afin de modifier la règle en
    vigueur. Cette action est possible uniquement si le joueur devient vainqueur après
    modification de la règle »."""
    s = _position(["vert1 jaune3", "bleu1"], ["bleu2 vert4", "orange6"])
    assert "toile-jaune3" not in s.legal_moves(0)
    assert "toile-vert1" in s.legal_moves(0)          # green: 2 even cards vs 1
    before = s.to_json()
    with pytest.raises(IllegalMove) as err:
        s.play("toile-jaune3")
    assert "vainqueur" in err.value.reason and s.to_json() == before
    s.play("toile-vert1")
    assert s.rule() == "vert" and s.turn == 1 and s.active == [True, True]


def test_palette_then_canvas():
    """« Jouer une carte de sa main sur sa Palette PUIS défausser une carte de sa main
    sur la Toile [...] uniquement si le joueur devient vainqueur » : here no canvas
    card helps, so only ending the turn (and being eliminated) remains."""
    s = _position(["violet2 vert1 rouge1", "bleu1"], ["violet1", "orange6"])
    s.play("palette-violet2")
    assert lead("vert", "violet1 violet2", "orange6") == 1      # 1 even card each, 6 > 2
    assert s.legal_moves(0) == ["finir"]
    with pytest.raises(IllegalMove) as err:
        s.play("toile-vert1")
    assert "ne seriez pas vainqueur" in err.value.reason
    assert s.describe("finir") == "Terminer le tour (éliminé : pas en tête)"


def test_palette_then_canvas_legal_when_it_wins():
    s = _position(["violet2 violet3 rouge1", "bleu1"], ["violet1", "orange6"])
    s.play("palette-violet2")
    assert "toile-violet3" in s.legal_moves(0)        # violet: 2 cards below 4 vs 0
    s.play("toile-violet3")
    assert s.rule() == "violet" and s.active == [True, True] and s.turn == 1


def test_pass_eliminates():
    """« Passer son tour. Un joueur qui passe son tour est automatiquement éliminé de la
    manche en cours. »"""
    s = _position(["rouge7", "bleu1", "vert1"], ["bleu2", "orange6", "jaune1"])
    s.play("passer")
    assert s.active == [False, True, True] and s.turn == 1 and not s.is_over()


def test_no_card_in_hand_at_start_of_turn_eliminates():
    """« Si un joueur n'a pas de carte en main au début de son tour, il est éliminé de
    la manche en cours. »"""
    s = _position(["rouge7", "", "vert1"], ["bleu2", "orange6", "jaune1"])
    s.play("palette-rouge7")
    s.play("finir")
    assert s.active == [True, False, True] and s.turn == 2


def test_last_player_standing_wins_the_manche():
    """« Être le dernier joueur encore en lice afin de remporter la manche. »"""
    s = _position(["rouge7", "bleu1", "vert1"], ["bleu2", "orange6", "jaune1"])
    s.play("passer")
    s.play("passer", 1)
    assert s.is_over() and s.winner == 2 and s.scores() == [0, 0, 1]


def test_advanced_draw_rule():
    """« Si vous jouez une carte sur la Toile dont la valeur numérique est supérieure au
    nombre de cartes présentes sur votre Palette, vous piochez une carte (excepté si la
    pioche est vide). »"""
    s = _position(["vert4 rouge1", "bleu1"], ["bleu2", "orange5"], pioche_avancee=True)
    s.play("toile-vert4")                              # 4 > 1 card on the palette
    assert len(s.hands[0]) == 2
    s = _position(["vert1 rouge1", "bleu1"], ["bleu2 violet6", "orange5"], pioche_avancee=True)
    s.play("toile-vert1")                              # 1 > 2 is false: no draw
    assert len(s.hands[0]) == 1
    s = _position(["vert4 rouge1", "bleu1"], ["bleu2", "orange5"], pioche_avancee=True)
    s.deck = []
    s.play("toile-vert4")
    assert len(s.hands[0]) == 1 and any("pioche est vide" in e for e in s.events)
    s = _position(["vert4 rouge1", "bleu1"], ["bleu2", "orange5"])
    s.play("toile-vert4")                              # option off
    assert len(s.hands[0]) == 1


def test_action_one_discards_from_an_opponent_palette_to_the_pioche():
    """« Carte de valeur 1 : Défaussez vers la pioche une carte de la Palette d'un
    adversaire si celui-ci a autant ou plus de carte que vous sur votre Palette. »"""
    s = _position(["rouge1 vert2", "bleu1", "jaune2"], ["violet3", "orange6 orange7", "jaune3"],
                  actions=True)
    s.play("palette-rouge1")
    assert s.phase == "effet-1"
    legal = s.legal_moves(0)
    assert legal == ["retirer-2-orange6", "retirer-2-orange7"]   # player 3 has fewer cards
    s.play("retirer-2-orange7")
    assert s.palettes[1] == P("orange6") and s.deck[0] == R.parse_card("orange7")
    assert s.phase == "apres"


def test_action_three_draws():
    """« Carte de valeur 3 : Piochez une carte. »"""
    s = _position(["rouge3 vert2", "bleu1"], ["violet3", "orange2"], actions=True)
    s.play("palette-rouge3")
    assert len(s.hands[0]) == 2 and s.phase == "apres"


def test_action_five_plays_another_card():
    """« Carte de valeur 5 : Jouer une autre carte de votre main sur votre Palette. »"""
    s = _position(["rouge5 vert2 bleu6", "bleu1"], ["violet3", "orange2"], actions=True)
    s.play("palette-rouge5")
    assert s.phase == "effet-5" and s.legal_moves(0) == ["palette-vert2", "palette-bleu6"]
    with pytest.raises(IllegalMove) as err:
        s.play("finir")
    assert "effet du 5" in err.value.reason
    s.play("palette-bleu6")
    assert s.palettes[0] == P("violet3 rouge5 bleu6") and s.phase == "apres"


def test_action_seven_discards_a_palette_card_to_canvas_or_pioche():
    """« Carte de valeur 7 : Choisissez une carte de votre Palette et défaussez-la sur la
    Toile ou sur la pioche. »"""
    s = _position(["rouge7 vert2", "bleu1"], ["violet3 violet2", "orange6"], actions=True)
    s.play("palette-rouge7")
    assert s.phase == "effet-7"
    assert "sept-toile-violet2" in s.legal_moves(0) and "sept-pioche-rouge7" in s.legal_moves(0)
    s.play("sept-toile-violet2")
    assert s.rule() == "violet" and s.palettes[0] == P("violet3 rouge7")
    s.play("finir")
    assert s.active == [True, True]


def test_actions_off_by_default():
    s = _position(["rouge7 vert2", "bleu1"], ["violet3", "orange6"])
    s.play("palette-rouge7")
    assert s.phase == "apres"


def test_first_player_follows_the_leader_under_red():
    """Lecture retenue: the manche starts under Rouge; the player after the leader starts."""
    for seed in range(20):
        s = GAME.start({"joueurs": 3}, seed)
        assert s.rule() == "rouge"
        assert s.turn == (R.leader(s.palettes, "rouge", [True] * 3) + 1) % 3
        assert all(len(h) == 7 for h in s.hands) and all(len(p) == 1 for p in s.palettes)


# --- random play, determinism, errors ------------------------------------------------------

def _check(s):
    every = sum(s.hands, []) + sum(s.palettes, []) + s.canvas + s.deck
    assert sorted(every) == list(range(49)), "every card exactly once"
    assert all(s.palettes[p] for p in range(s.players)), "a palette never empties"


def test_random_play_conserves_cards_and_ends_with_one_winner():
    option_sets = [{"joueurs": 2}, {"joueurs": 3, "actions": True},
                   {"joueurs": 4, "actions": True, "pioche_avancee": True},
                   {"joueurs": 4, "pioche_avancee": True}]
    for k, seed in enumerate(seeds(240, 2400)):
        opts = option_sets[seed % 4]
        n = opts["joueurs"]
        bots = ["malin"] * n if seed % 8 < 2 else ["hasard"] * n
        s, moves = play_out(GAME, opts, seed, bots, check=_check if k < 200 else None)
        _check(s)
        assert s.is_over() and sum(s.active) == 1 and s.scores().count(1) == 1
        assert s.winners() == [s.winner] and len(s.out_order) == n - 1


def test_json_round_trip_and_same_seed_same_log():
    opts = {"joueurs": 3, "actions": True}
    s = GAME.start(opts, 5)
    rng = Rng(2)
    moves = []
    while len(moves) < 6 and not s.is_over():
        legal = [m for m in s.legal_moves() if m != "passer"] or s.legal_moves()
        m = legal[rng.below(len(legal))]
        moves.append(m)
        s.play(m)
    doc = s.to_json()
    again = GAME.from_json(json.loads(json.dumps(doc)))
    assert again.to_json() == doc
    twin = GAME.start(opts, 5)
    for m in moves:
        twin.play(m)
    assert twin.events == s.events and twin.to_json() == doc


def test_illegal_moves_are_explained_and_change_nothing():
    s = _position(["rouge7 violet1", "bleu1"], ["bleu2", "orange6"])
    before = s.to_json()
    for move, word in [("palette-bleu1", "pas dans votre main"), ("palette-rose3", "n'est pas une carte"),
                       ("finir", "jouez d'abord"), ("sept-toile-bleu2", "ce choix"), ("voler", "inconnu")]:
        with pytest.raises(IllegalMove) as err:
            s.play(move, 0)
        assert word in err.value.reason
        assert s.to_json() == before
    with pytest.raises(IllegalMove):
        s.play("palette-bleu1", 1)                     # not player 2's turn


@pytest.mark.parametrize("options, field", [
    ({"joueurs": 5}, "joueurs"), ({"actions": "oui"}, "actions"),
    ({"pioche_avancee": 1}, "pioche_avancee"), ({"manches": 2}, "manches"),
])
def test_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        GAME.start(options, 1)
    assert err.value.field == field




def test_bot_beats_random_and_sees_only_its_view():
    wins = 0
    for seed in range(60):
        s, _ = play_out(GAME, {"joueurs": 3}, seed, ["hasard", "malin", "hasard"])
        wins += s.winner == 1
    assert wins >= 45
    s = GAME.start({"joueurs": 3}, 4)
    p = s.turn
    move = Red7Bot().choose(s.view(p), s.legal_moves(p), Rng(1))
    other = GAME.from_json(s.to_json())
    q = (p + 1) % 3
    other.hands[q], other.deck = other.deck[:7], other.hands[q] + other.deck[7:]
    assert Red7Bot().choose(other.view(p), other.legal_moves(p), Rng(1)) == move
    assert "main" in s.view(p) and s.view(p)["main"] == s.hands[p]
    assert all(c not in json.dumps(s.view(p)) for c in ["deck", "hands"])


def test_session_human_then_bots():
    ss = Session("red7", "partie", {"joueurs": 3, "actions": True}, 8)
    snap = ss.snapshot()
    assert "bga-board" in snap["html"] and "Qui mène" in snap["html"]
    with pytest.raises(IllegalMove):
        ss.play("toile-rouge9")
    ss.play("passer")
    assert ss.snapshot()["over"] or ss.state.active[0] is False


# --- the calculator -----------------------------------------------------------------------

def test_calculator_who_leads_and_why():
    s = CALC.start({"palettes": [["rouge3", "vert6", "vert2"], ["bleu7", "jaune4"],
                                 ["violet2", "indigo6"]], "regle": "vert"}, 1)
    v = s.view(0)
    assert v["mene"] == 0 and "la couleur départage" in v["explication"][-1]
    s.play("regle-rouge")
    assert s.view(0)["mene"] == 1
    s.play("joueur-3")
    s.play("carte-rouge7")
    assert s.view(0)["mene"] == 2
    before = s.to_json()
    with pytest.raises(IllegalMove) as err:
        s.play("carte-bleu7")                              # on player 2's palette
    assert "Joueur 2" in err.value.reason and s.to_json() == before
    s.play("carte-rouge7")                                 # toggled off
    assert s.view(0)["mene"] == 1
    html = CALC.render(s, 0, s.legal_moves(0))
    assert "bga-grid" in html and "<script" not in html


@pytest.mark.parametrize("options, field", [
    ({"regle": "rose"}, "regle"), ({"palettes": [["rouge1"]]}, "palettes"),
    ({"palettes": [["rouge1"], ["rouge1"]]}, "palettes"), ({"palettes": [["rouge9"], []]}, "palettes"),
    ({"palettes": [["rouge1"], ["bleu2"]], "joueurs": 3}, "joueurs"), ({"joueurs": 7}, "joueurs"),
])
def test_calculator_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        CALC.start(options, 1)
    assert err.value.field == field


# --- added by i23-home-phone: the calculator fits a phone ----------------------------------

def test_calculator_shows_the_rule_the_cards_and_the_verdict_first():
    """The page's first example was 2.3 phone screens: the seven rule buttons and the palettes
    and count now fold away, the rule in force and the verdict stay visible."""
    s = CALC.start({"palettes": [["rouge3", "vert6", "vert2"], ["bleu7", "jaune4"], ["violet2", "indigo6"]],
                    "regle": "vert"}, 1)
    html = CALC.render(s, 0, s.legal_moves(0))
    assert html.index('class="bga-rule"') < html.index("bga-grid")
    rules = html[html.index("<summary>Changer la règle</summary>"):]
    assert rules.index('data-move="regle-rouge"') < rules.index("</details>")
    count = html[html.index("<summary>Les palettes et le décompte</summary>"):]
    assert "Joueur 1 mène" in html[:html.index("<summary>Les palettes et le décompte</summary>")]
    assert "Joueur 1 — mène" in count[:count.index("</details>")]
    assert "☐" not in html and "aria-pressed" not in html.split("bga-grid")[0]


def test_ending_the_turn_while_not_leading_asks_for_confirmation():
    """« Si un joueur n'est pas le vainqueur à la fin de son tour, il est éliminé de la manche en
    cours. » « Terminer le tour » carries the view's warning (data-confirmer: the shell plays it on
    a second click) exactly when the reader would not lead."""
    game = get_game("red7", "partie")
    seen = {True: 0, False: 0}
    for seed in range(30):
        state = game.start({}, seed)
        rng = Rng(seed)
        for _ in range(60):
            if state.is_over():
                break
            p = state.to_move()[0]
            legal = state.legal_moves(p)
            if p == 0 and "finir" in legal:
                html = game.render(state, 0, legal)
                button = html[html.index('data-move="finir"') - 200:html.index('data-move="finir"') + 300]
                losing = state.leader() != 0
                assert ("data-confirmer=" in button) == losing, (seed, losing, button)
                if losing:
                    assert "vous élimine" in button
                seen[losing] += 1
            state.play(legal[rng.below(len(legal))], p)
    assert seen[True] and seen[False], seen


def test_a_card_keeps_its_identity_from_the_hand_to_the_palette():
    """Issue 32: each card's code is its `data-piece`, the same in the hand and on the palette,
    and once on the board, so that the page shows it go there."""
    import re
    game = get_game("red7", "partie")
    s = game.start({}, 3)
    me = s.turn
    card = sorted(s.hands[me])[0]
    ident = f'data-piece="carte-{R.card_code(card)}"'
    before = game.render(s, me, s.legal_moves(me))
    assert before.count(ident) == 1
    s.play("palette-" + R.card_code(card), me)
    after = game.render(s, me, s.legal_moves(me))
    assert after.count(ident) == 1
    ids = re.findall(r'data-piece="([^"]+)"', after)
    assert len(ids) == len(set(ids))


def test_the_advanced_rules_in_play_are_said_in_the_position():
    """The page's two examples start from the same deal, one with « la règle de pioche avancée et les
    actions des cartes impaires »: nothing in the opening position showed which was which."""
    game = get_game("red7", "partie")
    plain = game.start({"joueurs": 3}, 3)
    advanced = game.start({"joueurs": 3, "pioche_avancee": True, "actions": True}, 3)
    assert "Règles avancées" not in game.render(plain, 0, plain.legal_moves(0))
    html = game.render(advanced, 0, advanced.legal_moves(0))
    assert "Règles avancées en jeu : pioche avancée" in html and "actions des cartes impaires" in html
    only_actions = game.start({"joueurs": 3, "actions": True}, 3)
    html = game.render(only_actions, 0, only_actions.legal_moves(0))
    assert "Règles avancées en jeu : actions des cartes impaires." in html and "pioche avancée" not in html
