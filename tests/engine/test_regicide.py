"""Régicide: the rules of the page, one test each, quoting its words; random
play; JSON round-trip; illegal moves; bad options; golden playthroughs; the
page's examples as positions of the game (option ``position``)."""

import collections
import json
from pathlib import Path

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.regicide import rules as R
from engine.games.regicide.bots import TacticianBot
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from playthroughs import seeds

GAME = get_game("regicide", "partie")
GOLDEN = Path(__file__).parent / "golden"


def position(players=1, enemy="Vt", hands=None, tavern=None, discard=None, castle=None, table=None,
             damage=0, options=None, **fields):
    """A hand-made position: the listed cards only (scenario tests)."""
    s = GAME.start({"joueurs": players, **(options or {})}, seed=1)
    s.enemy = enemy
    s.hands = [list(h) for h in (hands or [[] for _ in range(players)])]
    s.tavern = list(tavern or [])
    s.discard = list(discard or [])
    s.castle = list(castle if castle is not None else ["Rp", "Dp"])
    s.table = [dict(p) for p in (table or [])]
    s.damage = damage
    s.events = []
    for k, v in fields.items():
        setattr(s, k, v)
    return s


def frozen(s):
    return json.dumps(s.to_json(), sort_keys=True)


def refused(s, move, player=None, contains=""):
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play(move, player)
    assert frozen(s) == before
    assert len(err.value.reason) > 10
    assert contains in err.value.reason, err.value.reason
    return err.value.reason


# --- set-up -----------------------------------------------------------------

@pytest.mark.parametrize("players,size,jokers", [(1, 8, 0), (2, 7, 0), (3, 6, 1), (4, 5, 2)])
def test_hand_sizes_and_jokers_by_player_count(players, size, jokers):
    """« Les joueurs ont de 8 à 5 cartes en main pour 1 à 4 joueurs respectivement » ;
    « pas de Joker à 2, un seul à 3 et 2 Jokers à 4 joueurs » ; « En solo, vous
    commencez avec les deux Jokers disponible. Ils ne sont pas dans votre main »."""
    s = GAME.start({"joueurs": players}, seed=9)
    assert all(len(h) == size for h in s.hands)
    assert sum(c in R.JOKERS for c in s.all_cards()) == jokers
    assert s.solo_jokers == (2 if players == 1 else 0)
    assert len(s.tavern) == 40 + jokers - players * size


def test_twelve_enemies_jacks_then_queens_then_kings():
    """« vaincre les 12 Nobles : les 4 Valets, puis les Dames et enfin les Rois »."""
    for seed in range(20):
        s = GAME.start({}, seed)
        order = [s.enemy] + s.castle[::-1]
        assert [R.rank(e) for e in order] == ["V"] * 4 + ["D"] * 4 + ["R"] * 4
        assert sorted(order) == sorted(R.ENEMIES)


def test_enemy_attack_and_health():
    """« Les Valets/Dames/Rois comptent respectivement comme des cartes de valeur
    10/15/20. Ce chiffre équivaut à leur attaque, et ils possèdent le double en
    points de vie. Par exemple, une Dame attaque à 15 et possède 30 points de vie. »"""
    assert [(R.enemy_attack(e), R.enemy_health(e)) for e in ("Vp", "Dc", "Rk")] == [(10, 20), (15, 30), (20, 40)]
    assert R.value("Dt") == 15 and R.value("Ap") == 1 and R.value("Jo1") == 0


# --- step 1: what may be played -------------------------------------------------

@pytest.mark.parametrize("cards,ok", [
    (["7c"], True),                    # « Jouer une carte seule »
    (["Ap"], True),                    # « les As peuvent également être joués seuls »
    (["9p", "At"], True),              # « une carte accompagnée d'un As »
    (["Rk", "Ac"], True),              # a defeated King is a card like another
    (["Ap", "Ac"], True),              # « on peut jouer deux As ensemble »
    (["Ap", "Ac", "Ak"], False),       # « mais pas trois ou quatre »
    (["4p", "4c"], True),              # « par exemple, deux 4 »
    (["2p", "2c", "2k"], True),        # « ou trois 2 »
    (["2p", "2c", "2k", "2t"], True),  # « Jouer les quatre 2 ensemble »
    (["5p", "5c"], True),              # 10: « de 10 ou moins »
    (["6p", "6c"], False),             # 12 > 10
    (["3p", "3c", "3k", "3t"], False),  # 12 > 10
    (["4p", "5c"], False),             # not the same value
    (["2p", "2c", "Ak"], False),       # an As goes with one card only
    (["Jo1", "5c"], False),            # the Joker is a special case, alone
])
def test_allowed_combinations(cards, ok):
    """« Jouer une carte seule ; Jouer une carte accompagnée d'un As ; Jouer un
    groupe de cartes de même valeur dont la somme est de 10 ou moins (par exemple,
    deux 4 ou trois 2 -- Exception : on peut jouer deux As ensemble, mais pas trois
    ou quatre) ; Jouer un joker »."""
    assert (R.combo_problem(cards) is None) is ok
    hand = sorted(set(cards + ["8k"]), key=R.sort_key)
    listed = R.attack_combos(hand)
    assert (R.sort_cards(cards) in listed) is ok


def test_illegal_combination_is_explained_and_changes_nothing():
    s = position(hands=[["6p", "6c", "4k", "Ap", "Ac", "At"]])
    refused(s, "jouer-6p-6c", contains="10 ou moins")
    refused(s, "jouer-Ap-Ac-At", contains="deux As")
    refused(s, "jouer-4k-6p", contains="même valeur")
    refused(s, "jouer-9k", contains="n'a pas")
    refused(s, "defendre-6p", contains="phase d'attaque")
    refused(s, "jouer-Zz", contains="n'est pas une carte")


# --- step 2: suit powers -------------------------------------------------------------

def test_spades_reduce_the_attack_for_good():
    """« Pique : réduisez définitivement l'attaque de l'ennemi actuel »."""
    s = position(players=2, enemy="Dc", hands=[["4p", "9k", "8t"], ["3p", "9c", "8t"]])
    s.play("jouer-4p", 0)
    assert s.need == 11 and s.enemy_attack_now() == 11
    s.play("defendre-8t-9k", 0)
    s.play("jouer-3p", 1)
    assert s.enemy_attack_now() == 8  # cumulative over the players


def test_hearts_put_discard_cards_under_the_tavern():
    """« Cœur : mélangez la défausse et piochez-y des cartes que vous remettez sous
    la pioche » ; « Jouer un 9 de Cœur remettra 9 cartes de la défausse sous la pile
    taverne »."""
    discard = ["2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", "10p", "2t", "3t"]
    s = position(enemy="Vt", hands=[["9c", "10k"]], tavern=["Ak", "2k"], discard=discard)
    s.play("jouer-9c")
    assert s.tavern[-2:] == ["Ak", "2k"]          # the top is unchanged
    assert sorted(s.tavern[:9] + s.discard) == sorted(discard)
    assert len(s.discard) == 2 and len(s.tavern) == 11


def test_hearts_heal_at_most_the_discard():
    s = position(enemy="Vt", hands=[["9c", "10k"]], tavern=[], discard=["2p", "3p"])
    s.play("jouer-9c")
    assert sorted(s.tavern) == ["2p", "3p"] and s.discard == []


def test_diamonds_draw_in_turn_from_the_active_player():
    """« Carreau : piochez des cartes. Le joueur actif pioche la première, puis le
    suivant, et ainsi de suite jusqu'à avoir pioché en tout autant de cartes que la
    valeur jouée ou rempli toutes les mains »."""
    tavern = ["2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "10c", "Ac"]
    hands = [["6k", "2p", "3p", "4p"], ["2t", "3t", "4t", "5t"], ["6t", "7t", "8t", "9t", "10t"]]
    s = position(players=3, enemy="Vp", hands=hands, tavern=tavern)
    s.play("jouer-6k", 0)
    # Hands of 6: player 1 has 3 free places after playing, player 2 two, player 3 one.
    assert [len(h) for h in s.hands] == [6, 6, 6]
    assert s.hands[0][3:] == ["Ac", "8c", "6c"]   # first, fourth and sixth card drawn
    assert s.hands[1][4:] == ["10c", "7c"] and s.hands[2][-1] == "9c"
    assert len(s.tavern) == 4


def test_diamonds_stop_when_the_value_is_drawn():
    s = position(players=2, enemy="Vp", hands=[["3k"], []], tavern=["2c", "3c", "4c", "5c", "6c"])
    s.play("jouer-3k", 0)
    assert s.hands == [["6c", "4c"], ["5c"]]


def test_clubs_double_the_damage():
    """« Trèfle : doublez les dégâts infligés à l'ennemi »."""
    s = position(enemy="Dp", hands=[["8t", "10k", "10c"]])
    s.play("jouer-8t")
    assert s.damage == 16


def test_each_enemy_blocks_its_own_suit():
    """« chaque ennemi bloque le pouvoir de sa propre couleur. Par exemple, vous ne
    pourrez pas piocher de cartes avec du Carreau contre un ennemi de Carreau, ou
    réduire l'attaque d'un ennemi de Pique »."""
    s = position(enemy="Vk", hands=[["7k", "10p", "5c"]], tavern=["2c", "3c"])
    s.play("jouer-7k")
    assert len(s.hands[0]) == 2 and len(s.tavern) == 2
    s = position(enemy="Vp", hands=[["7p", "10k", "5c"]])
    s.play("jouer-7p")
    assert s.enemy_attack_now() == 10 and s.need == 10
    s = position(enemy="Vt", hands=[["7t", "10k", "5c"]])
    s.play("jouer-7t")
    assert s.damage == 7


def test_page_example_five_of_spades_and_five_of_clubs():
    """« Jouer un 5 de Pique et un 5 de Trèfle ensemble vaut 10 points et combinera
    les deux bonus de couleurs, ce qui réduira donc l'attaque de l'adversaire de 10
    (car Pique) et lui infligera 20 dégâts (car Trèfle). Idem si vous jouez le 9 de
    Pique avec l'as de Trèfle. »"""
    for cards in (["5p", "5t"], ["At", "9p"]):
        s = position(enemy="Dc", hands=[cards + ["10k"]])
        s.play("jouer-" + "-".join(cards))
        assert s.damage == 20 and s.enemy_attack_now() == 5
        res = R.resolve_attack(cards, "Dc", 0, 0, False, 0, 0, 0)
        assert (res["degats"], res["reduction"]) == (20, 10)


def test_page_example_four_twos():
    """« Jouer les quatre 2 ensemble remettra jusqu'à 8 cartes de la défausse à la
    taverne puis permettra d'en piocher immédiatement 8, infligera 16 dégâts à
    l'ennemi et réduira son attaque de 8 points (en fait, à moins qu'un joker n'aie
    été utilisé pour affaiblir l'ennemi, le pouvoir de sa couleur ne s'appliquera
    bien sûr pas...) »."""
    res = R.resolve_attack(["2p", "2c", "2k", "2t"], "Rt", 0, 0, True, 20, 0, 8)
    assert (res["soins"], res["pioche"], res["degats"], res["reduction"]) == (8, 8, 16, 8)
    res = R.resolve_attack(["2p", "2c", "2k", "2t"], "Rt", 0, 0, False, 20, 0, 8)
    assert (res["soins"], res["pioche"], res["degats"], res["reduction"]) == (8, 8, 8, 8)
    # In a game: the hearts go under the tavern first, then the eight are drawn.
    discard = [f"{r}{s}" for s in "pc" for r in ("3", "4", "5", "6")]
    s = position(enemy="Rp", hands=[["2p", "2c", "2k", "2t"]], discard=discard, tavern=[])
    s.play("jouer-2p-2c-2k-2t")
    assert sorted(s.hands[0]) == sorted(discard) and s.damage == 16 and s.enemy_attack_now() == 20


def test_played_cards_stay_on_the_table_until_the_enemy_dies():
    """« Notez que les cartes jouées n'iront pas à la défausse avant la mort de l'ennemi »."""
    s = position(enemy="Dp", hands=[["5c", "9k", "8c"]], discard=["2t"], tavern=["3t"])
    s.play("jouer-5c")
    assert s.table == [{"joueur": 0, "cartes": ["5c"]}] and "5c" not in s.discard + s.tavern


# --- step 3: the enemy dies ------------------------------------------------------------

def test_exact_kill_goes_on_top_of_the_tavern():
    """« S'il a été mis à exactement 0 points de vie, la carte est directement posée
    sur le haut de la pile taverne et sera donc la prochaine carte piochée »."""
    s = position(enemy="Vc", hands=[["5k", "4k", "3p"]], tavern=["2t", "3t", "4t"], damage=15,
                 table=[{"joueur": 0, "cartes": ["10t"]}], castle=["Rp", "Dk"])
    s.play("jouer-5k")
    assert s.tavern[-1] == "Vc" and s.known_top == "Vc" and s.view(0)["sommet_taverne"] == "Vc"
    assert sorted(s.discard) == ["10t", "5k"] and s.enemy == "Dk"
    s = position(enemy="Dc", hands=[["5k", "6p", "9p", "9t", "10k"]], tavern=["2t", "Vc"], known_top="Vc")
    s.play("jouer-5k")
    assert "Vc" in s.hands[0] and s.known_top is None


def test_overkill_goes_to_the_discard_and_the_same_player_plays_again():
    """« Sinon, elle est ajoutée à la défausse » ; « on défausse alors toutes les
    cartes jouées contre cet ennemi, on révèle l'ennemi suivant, et le joueur
    courant recommence un nouveau tour »."""
    s = position(players=2, enemy="Vc", hands=[["8t", "2p"], ["3t"]], damage=5,
                 table=[{"joueur": 1, "cartes": ["5k"]}], castle=["Rp", "Dk"])
    s.play("jouer-8t", 0)
    assert "Vc" in s.discard and "Vc" not in s.tavern
    assert sorted(s.discard) == ["5k", "8t", "Vc"] and s.table == []
    assert s.enemy == "Dk" and s.damage == 0 and s.to_move() == [0] and s.phase == "attaque"
    assert s.defeated == ["Vc"]


# --- step 4: the counter-attack ------------------------------------------------------------

def test_counter_attack_discard_rule_from_the_page():
    """« si vous souhaitez jeter des cartes faibles qui encombrent votre main pour
    bloquer 10 dégâts, vous pouvez défausser un 6 et un 7 OU un 6, un 3, puis un 7,
    mais PAS un 6, un 3, un 4, puis un 7, car 6+3+4 suffisent à vous défendre contre
    10 dégâts et terminent votre phase de défausse »."""
    assert R.defence_problem(["6p", "7c"], 10) is None
    assert R.defence_problem(["6p", "3c", "7k"], 10) is None
    assert "suffisent" in R.defence_problem(["6p", "3c", "4k", "7t"], 10)
    assert "ne suffit pas" in R.defence_problem(["6p", "3c"], 10)
    assert "suffisent" in R.defence_problem(["6p", "4k", "7t"], 10)   # 6 + 4 already make 10
    assert R.defence_problem(["6p", "3k", "7t"], 10) is None          # 6 + 3 = 9 do not
    s = position(enemy="Vk", hands=[["Ap", "6p", "3c", "4k", "7t"]], need=10, phase="defense")
    refused(s, "defendre-3c-4k-6p-7t", contains="suffisent")
    refused(s, "defendre-3c-6p", contains="ne suffit pas")
    s.play("defendre-3c-6p-7t")
    assert sorted(s.discard) == ["3c", "6p", "7t"] and s.hands[0] == ["Ap", "4k"]


def test_tips_small_cards_may_be_thrown_in_excess():
    """Tips: « N'ayez pas peur de jeter vos petites cartes, même en excédent. (Par
    exemple, en jetant 6 + 2 pour bloquer 5 dégâts) »."""
    assert R.defence_problem(["6p", "2c"], 5) is None
    assert ["2c", "6p"] in R.defences(["6p", "2c", "9k"], 5)


def test_defence_cards_go_to_the_discard_at_once_and_the_turn_passes():
    """« Notez que contrairement aux cartes jouées, celles utilisées pour se défendre
    vont immédiatement à la défausse » ; « Une fois l'attaque du joueur et la riposte
    de l'ennemi terminées, on passe au tour du joueur suivant »."""
    s = position(players=3, enemy="Vk", hands=[["2t", "10p"], ["3t"], ["4t"]])
    s.play("jouer-2t", 0)
    assert s.phase == "defense" and s.need == 10 and s.to_move() == [0]
    s.play("defendre-10p", 0)
    assert s.discard == ["10p"] and s.table[0]["cartes"] == ["2t"] and s.to_move() == [1]


def test_cannot_defend_is_defeat():
    """« Et si vous ne pouvez contrer une attaque, c'est la défaite ! »"""
    s = position(players=2, enemy="Rk", hands=[["9p", "5c", "4t"], ["10t"]])
    s.play("jouer-4t", 0)
    assert s.result == "defaite" and s.is_over() and s.winners() == []
    assert "défaite" in s.events[-1]


def test_zero_attack_needs_no_discard():
    s = position(players=2, enemy="Vc", hands=[["10p", "2t"], ["3t"]])
    s.play("jouer-10p", 0)
    assert s.phase == "attaque" and s.to_move() == [1]


# --- passing ---------------------------------------------------------------------------

def test_passing_except_when_all_others_just_passed():
    """« Passer (sauf si tous les autres joueurs viennent déjà de passer) »."""
    s = position(players=3, enemy="Vc", hands=[["2p"], ["10k"], ["10t", "9t"]],
                 table=[{"joueur": 0, "cartes": ["10p"]}])   # shield 10: passing costs nothing
    s.play("passer", 0)
    s.play("passer", 1)
    assert "passer" not in s.legal_moves(2)
    refused(s, "passer", 2, contains="tous les autres joueurs")
    s.play("jouer-9t", 2)
    assert "passer" in s.legal_moves(0)


def test_solo_may_not_pass_twice_in_a_row():
    """Lecture retenue: in solo there is no other player; passing is allowed, but
    not on two turns in a row (otherwise a solo game could stall forever)."""
    s = position(enemy="Vc", hands=[["5t", "3k"]], table=[{"joueur": 0, "cartes": ["10p"]}])
    s.play("passer")
    assert s.phase == "attaque" and s.to_move() == [0]
    refused(s, "passer", contains="deux tours de suite")
    s.play("jouer-3k")
    s.play("passer")


def test_no_card_to_play_and_no_pass_is_defeat():
    """« La défaite ... peut également survenir dans de rares cas où le joueur actif
    n'aurait plus aucune carte à jouer »."""
    s = position(players=2, enemy="Vc", hands=[["10t"], []], table=[{"joueur": 0, "cartes": ["10p"]}])
    s.play("passer", 0)
    assert s.result == "defaite" and "plus aucune carte" in s.events[-1]


# --- Jokers ------------------------------------------------------------------------------

def test_solo_joker_discards_the_hand_and_draws_eight_even_against_diamonds():
    """« En jouer un vous force à défausser toute votre main et piocher immédiatement
    jusqu'à 8 nouvelles cartes, même si vous affrontez un ennemi de Carreau »."""
    tavern = [f"{r}c" for r in R.RANKS[:10]]
    s = position(enemy="Vk", hands=[["2p", "3p"]], tavern=tavern, solo_jokers=2)
    s.play("joker")
    assert sorted(s.discard) == ["2p", "3p"] and len(s.hands[0]) == 8 and len(s.tavern) == 2
    assert s.solo_jokers == 1 and s.jokers_used == 1 and s.phase == "attaque"


def test_solo_joker_does_not_heal():
    """« ATTENTION toutefois : le Joker ne remet pas de cartes depuis la défausse dans
    la taverne. Donc, si votre taverne est vide, il ne vous sauvera pas. »"""
    s = position(enemy="Vk", hands=[["2p"]], tavern=[], discard=["10c", "9c"], solo_jokers=1)
    s.play("joker")
    assert s.hands[0] == [] and len(s.discard) == 3 and s.tavern == []


def test_solo_joker_before_defending_keeps_the_phase():
    """« Vous pouvez jouer un tel Joker à deux moments : avant d'attaquer OU avant de
    vous défendre. Vous restez alors à la même phase de jeu »."""
    s = position(enemy="Rk", hands=[["2p", "3t", "Ac"]], tavern=["10p", "10t", "9c", "9t"], solo_jokers=2)
    s.play("jouer-3t")
    assert s.phase == "defense" and s.legal_moves(0) == ["joker"]   # 3 points cannot parry 20
    s.play("joker")
    assert s.phase == "defense" and s.need == 20 and len(s.hands[0]) == 4
    s.play("defendre-10p-10t")
    assert s.phase == "attaque"


def test_solo_jokers_are_not_in_the_multiplayer_game():
    s = position(players=2, enemy="Vk", hands=[["2p"], ["3p"]])
    refused(s, "joker", 0, contains="plusieurs")


def test_multiplayer_joker_lifts_immunity_no_counter_attack_and_chooses_next():
    """« À plusieurs ... Leur effet est alors de retirer l'immunité que possède
    l'ennemi contre les cartes de sa couleur. On pourra par exemple ensuite infliger
    des doubles dégâts contre un Trèfle » ; « l'équipe rejoue également immédiatement
    sans subir de riposte, et ... il vous offre même l'opportunité de choisir quel
    sera le prochain joueur ! »"""
    s = position(players=3, enemy="Vt", hands=[["Jo1", "2p"], ["3p"], ["8t", "9k"]])
    s.play("jouer-Jo1", 0)
    assert s.phase == "choix" and s.to_move() == [0] and s.need == 0
    assert s.legal_moves(0) == ["suivant-1", "suivant-2", "suivant-3"]
    refused(s, "jouer-2p", 0, contains="prochain joueur")
    s.play("suivant-3", 0)
    assert s.to_move() == [2] and s.phase == "attaque"
    s.play("jouer-8t", 2)
    assert s.damage == 16


def test_multiplayer_joker_makes_earlier_spades_count():
    """« Pour les Piques (et uniquement les Piques), cela est même rétroactif. (en
    clair, un ennemi de Pique frappé par une carte de Pique PUIS par un Joker verra
    soudainement sa force d'attaque réduite !) »"""
    s = position(players=4, enemy="Dp", hands=[["6p", "10k", "9k"], ["Jo2"], ["2k"], ["3k"]])
    s.play("jouer-6p", 0)
    assert s.need == 15
    s.play("defendre-9k-10k", 0)
    s.play("jouer-Jo2", 1)
    assert s.enemy_attack_now() == 9 and s.view(1)["bouclier"] == 6
    # Clubs played before a Joker against a Clubs enemy do not count twice.
    s = position(players=4, enemy="Dt", hands=[["6t", "10k", "9k"], ["Jo2"], ["2k"], ["3k"]])
    s.play("jouer-6t", 0)
    s.play("defendre-9k-10k", 0)
    s.play("jouer-Jo2", 1)
    assert s.damage == 6


def test_joker_is_played_alone_and_counts_zero_in_defence():
    s = position(players=3, enemy="Vc", hands=[["Jo1", "Ap", "10k"], ["2p"], ["3p"]])
    refused(s, "jouer-Ap-Jo1", 0, contains="Joker se joue seul")
    assert R.value("Jo1") == 0


# --- end of the game -----------------------------------------------------------------------

@pytest.mark.parametrize("used,medal", [(0, "Or"), (1, "Argent"), (2, "Bronze")])
def test_victory_on_the_last_king_and_solo_medals(used, medal):
    """« La victoire est obtenue lorsque vous tuez le dernier Roi. (En solo, victoire
    de Bronze/Argent/Or selon que vous avez utilisé 2/1/0 Jokers) »."""
    s = position(enemy="Rc", hands=[["10t", "2p"]], damage=20, castle=[], solo_jokers=2 - used,
                 jokers_used=used, defeated=[e for e in R.ENEMIES if e != "Rc"])
    s.play("jouer-10t")
    assert s.result == "victoire" and s.is_over() and s.winners() == [0]
    assert s.medal() == medal and medal in s.events[-1] and s.scores() == [12]


def test_victory_in_a_team_is_shared():
    s = position(players=2, enemy="Rc", hands=[["10t"], ["2p"]], damage=20, castle=[], defeated=[e for e in R.ENEMIES if e != "Rc"])
    s.play("jouer-10t", 0)
    assert s.winners() == [0, 1] and s.scores() == [12, 12] and s.medal() is None


# --- optional rule: Simuler la mort ---------------------------------------------------------

def test_simulate_death_passes_and_blocks_with_a_full_hand():
    """« Cette règle facultative autorise un joueur à passer son tour ET bloquer
    l'attaque de l'adversaire en défaussant une main PLEINE » ; « on doit défausser
    une main pleine, pas juste "toute sa main" »."""
    hand = ["2p", "2c", "3k", "Ap", "Ac"]
    s = position(players=4, enemy="Rk", hands=[hand, ["2t"], ["3t"], ["4t"]], options={"simuler_la_mort": True})
    assert "simuler" in s.legal_moves(0)
    s.play("simuler", 0)
    assert s.hands[0] == [] and sorted(s.discard) == sorted(hand) and s.to_move() == [1]
    assert s.result is None and s.passes == 1
    refused(s, "simuler", 1, contains="main PLEINE")


def test_simulate_death_in_solo_without_joker_loses_at_once():
    """Read with « Passer » (the demo: not twice in a row in solo) and « la
    défaite ... dans de rares cas où le joueur actif n'aurait plus aucune carte
    à jouer »: in solo the turn comes straight back to the empty hand, which can
    neither play nor pass, so without a Joker it is lost at once (the page's
    « Lecture retenue » says so); with a Joker, the Joker is the only move."""
    hand = ["2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p"]
    s = position(enemy="Rk", hands=[hand], tavern=["2t", "3t"], options={"simuler_la_mort": True},
                 solo_jokers=0)
    s.play("simuler", 0)
    assert s.result == "defaite" and s.is_over()
    s = position(enemy="Rk", hands=[hand], tavern=["2t", "3t"], options={"simuler_la_mort": True}, solo_jokers=1)
    s.play("simuler", 0)
    assert not s.is_over() and s.legal_moves(0) == ["joker"]
    snippet = (Path(__file__).resolve().parents[2] / "site_demos/snippets/regicide.md").read_text(encoding="utf-8")
    assert "en solo sans Joker restant, simuler la mort fait perdre aussitôt" in snippet


def test_simulate_death_only_with_the_option():
    s = position(players=4, enemy="Rk", hands=[["2p", "2c", "3k", "Ap", "Ac"], ["2t"], ["3t"], ["4t"]])
    refused(s, "simuler", 0, contains="n'est pas active")


# --- views: each player sees only what is theirs ----------------------------------------------

def test_view_hides_other_hands_and_the_tavern_order():
    s = GAME.start({"joueurs": 3}, seed=5)
    v = s.view(1)
    assert v["main"] == s.hands[1] and v["mains"] == [6, 6, 6] and v["taverne"] == len(s.tavern)
    text = json.dumps(v)
    for card in s.hands[0] + s.hands[2] + s.tavern:
        assert f'"{card}"' not in text
    assert s.view(None)["main"] is None
    html = GAME.render(s, 1, [])
    assert all(f">{R.label(c)}<" not in html for c in s.hands[0] if c not in s.hands[1])


def test_tactician_uses_only_its_view():
    """Two positions that differ only in what player 0 cannot see give the same move."""
    for seed in range(30):
        a = GAME.start({"joueurs": 3}, seed)
        b = a.clone()
        b.shuffle(b.tavern)
        pool = b.hands[1] + b.hands[2]
        b.shuffle(pool)
        b.hands[1], b.hands[2] = pool[:6], pool[6:]
        bot = TacticianBot()
        ma = bot.choose(a.view(0), a.legal_moves(0), Rng(seed))
        mb = bot.choose(b.view(0), b.legal_moves(0), Rng(seed))
        assert ma == mb


# --- random play --------------------------------------------------------------------------------

def check_invariants(s):
    full = R.ALL_CARDS + R.JOKERS[:R.MULTI_JOKERS[s.players]]
    assert collections.Counter(s.all_cards()) == collections.Counter(full)
    assert all(len(h) <= s.hand_size for h in s.hands)
    assert len(s.defeated) + len(s.castle) + (1 if s.enemy else 0) == 12
    assert [R.rank(e) for e in s.castle] == sorted((R.rank(e) for e in s.castle), key="RDV".index)
    assert s.solo_jokers + s.jokers_used == (2 if s.players == 1 else 0)
    if s.result == "victoire":
        assert s.enemy is None and len(s.defeated) == 12
    elif s.enemy:
        assert 0 <= s.damage < R.enemy_health(s.enemy)
        if not s.table:
            assert s.damage == 0
    if s.result is None and s.phase == "defense":
        assert s.need == s.enemy_attack_now() > 0
    if s.result is None:
        assert s.legal_moves(s.current)
    assert s.passes < max(2, s.players)


def test_random_games_end_and_keep_the_invariants():
    results = collections.Counter()
    for seed in seeds(200, 1600):
        players = 1 + seed % 4
        options = {"joueurs": players, "simuler_la_mort": seed % 3 == 0}
        s, moves = play_out(GAME, options, seed, ["hasard"] * players, check=check_invariants)
        assert s.is_over() and s.result in ("victoire", "defaite")
        results[s.result] += 1
    assert results["defaite"] > 0


def test_tactician_games_end_keep_invariants_and_beat_chance():
    kills = {"tacticien": 0, "hasard": 0}
    for seed in range(60):
        players = 1 + seed % 4
        for bot in kills:
            s, _ = play_out(GAME, {"joueurs": players}, seed, [bot] * players, check=check_invariants)
            assert s.is_over()
            kills[bot] += len(s.defeated)
    assert kills["tacticien"] > 2 * kills["hasard"]


def test_json_round_trip_mid_game_and_replay():
    for seed in range(10):
        s, moves = play_out(GAME, {"joueurs": 1 + seed % 4}, seed, None)
        t = GAME.start({"joueurs": 1 + seed % 4}, seed)
        for i, (p, m) in enumerate(moves):
            if i == len(moves) // 2:
                doc = json.loads(json.dumps(t.to_json()))
                u = GAME.from_json(doc)
                assert u.to_json() == t.to_json()
                assert u.legal_moves(p) == t.legal_moves(p)
            t.play(m, p)
        assert t.to_json()["data"]["hands"] == s.to_json()["data"]["hands"]
        assert t.result == s.result


def test_same_seed_same_moves_same_log():
    def run():
        s = GAME.start({"joueurs": 2}, 77)
        rng = Rng(5)
        log = list(s.events)
        while not s.is_over():
            p = s.to_move()[0]
            s.play(s.legal_moves(p)[rng.below(len(s.legal_moves(p)))], p)
        return log + s.events
    assert run() == run()


# --- options --------------------------------------------------------------------------------

@pytest.mark.parametrize("game,options,field", [
    (GAME, {"joueurs": 5}, "joueurs"),
    (GAME, {"joueurs": "deux"}, "joueurs"),
    (GAME, {"simuler_la_mort": "oui"}, "simuler_la_mort"),
    (GAME, {"jokers": 2}, "jokers"),
    (GAME, {"position": {"ennemi": "10p", "main": ["2p"]}}, "position"),
    (GAME, {"position": {"ennemi": "Vp", "main": ["Vt"]}}, "position"),
    (GAME, {"position": {"ennemi": "Vp", "main": ["7c", "7c"]}}, "position"),
    (GAME, {"position": {"ennemi": "Vp", "main": []}}, "position"),
    (GAME, {"position": {"ennemi": "Vp", "main": ["2p"], "degats": 20}}, "position"),
    (GAME, {"position": {"ennemi": "Vp", "main": ["2p"], "taverne": 60}}, "position"),
    (GAME, {"position": {"ennemi": "Vp", "main": ["2p"], "riposte": "oui"}}, "position"),
    (GAME, {"joueurs": 4, "position": {"main": ["2p", "3p", "4p", "5p", "6p", "7p"]}}, "position"),
    (GAME, {"position": {"ennemi": "Vp", "main": ["2p"], "bouclier": 3}}, "position"),
])
def test_bad_options_name_the_field(game, options, field):
    with pytest.raises(ScenarioError) as err:
        game.start(options, 1)
    assert err.value.field == field and len(err.value.problem) > 5


# --- session and golden playthroughs ---------------------------------------------------------------

def test_session_human_then_bots():
    session = Session("regicide", "partie", {"joueurs": 3}, seed=12)
    snap = session.snapshot()
    assert snap["to_move"] == [0] and "Valet" in snap["html"]
    session.play(snap["legal"][0])
    snap2 = session.snapshot()
    assert len(snap2["moves"]) >= 1 and (snap2["over"] or snap2["to_move"] == [0])
    with pytest.raises(IllegalMove):
        session.play("passer-trois-fois")


def golden_run(doc):
    """Replays a golden file's game. When a bot is changed on purpose,
    regenerate the files with
    `.venv/bin/python -m tests.engine.test_regicide --regenerate-golden`."""
    game = get_game("regicide", doc["mode"])
    s, moves = play_out(game, doc["options"], doc["seed"], doc["bots"])
    return {"moves": moves, "scores": s.scores(), "result": s.result}


@pytest.mark.parametrize("name", ["regicide-partie.json", "regicide-partie-4.json"])
def test_golden_playthrough(name):
    doc = json.loads((GOLDEN / name).read_text(encoding="utf-8"))
    got = golden_run(doc)
    assert got["moves"] == doc["moves"]
    assert got["scores"] == doc["scores"] and got["result"] == doc["result"]


# --- the tactician ---------------------------------------------------------------------------------

def bot_move(s, seed=0):
    p = s.to_move()[0]
    return TacticianBot().choose(s.view(p), s.legal_moves(p), Rng(seed))


def test_tactician_survives_first_when_a_play_can_be_parried():
    """Tips: « Une bonne planification de vos mains fera souvent la différence » :
    over positions met in real games, whenever some play (without drawing) leaves a
    hand that parries the counter-attack, the bot's play kills, or is parried by what
    it keeps (a Carreau play may also count on what it draws), or is a solo Joker."""
    checked = 0
    for seed in range(40):
        players = 1 + seed % 4
        s = GAME.start({"joueurs": players}, seed)
        rng = Rng(seed)
        while not s.is_over():
            p = s.to_move()[0]
            legal = s.legal_moves(p)
            move = TacticianBot().choose(s.view(p), legal, rng)
            if s.phase == "attaque" and players == 1:
                hand = s.hands[p]
                def safe(m):
                    cards = [] if m == "passer" else m.split("-")[1:]
                    res = R.resolve_attack(cards, s.enemy, s.damage, s.shield(), s.immunity_off,
                                           len(s.discard), len(s.tavern), 8 - len(hand) + len(cards))
                    rest = [c for c in hand if c not in cards]
                    return res["tue"] or bool(R.defences(rest, res["riposte"])) or res["riposte"] == 0, res
                if any(safe(m)[0] for m in legal if m.startswith("jouer-") or m == "passer"):
                    ok, res = safe(move) if move != "joker" else (True, None)
                    assert ok or res["pioche"] > 0, (seed, hand, move)
                    checked += 1
            s.play(move, p)
    assert checked > 100


def test_tactician_prefers_the_exact_kill():
    """Tips: « Privilégiez les dégâts exacts » : « Le fait de mettre la carte vaincue
    directement sur la taverne est un avantage significatif »."""
    s = position(enemy="Vc", hands=[["8p", "9p", "10p", "3t"]], damage=12,
                 table=[{"joueur": 0, "cartes": ["6t"]}], tavern=["2k", "3k", "4k"], castle=["Rp", "Dp", "Vk"])
    assert bot_move(s) == "jouer-8p"
    s.play("jouer-8p")
    assert s.tavern[-1] == "Vc"


def test_tactician_keeps_the_solo_joker_when_the_tavern_is_empty():
    """« ATTENTION toutefois : le Joker ne remet pas de cartes depuis la défausse dans
    la taverne. Donc, si votre taverne est vide, il ne vous sauvera pas. » With a
    hopeless hand the Joker is used only if the tavern can refill it."""
    hopeless = dict(enemy="Rk", hands=[["2p", "3c"]], castle=[], discard=["9p", "10p"])
    s = position(tavern=[], **hopeless)
    assert "joker" in s.legal_moves(0) and bot_move(s) != "joker"
    s = position(tavern=["10t", "10c", "9t", "9c", "8t", "8c", "7t", "7c"], **hopeless)
    assert bot_move(s) == "joker"


def test_tactician_keeps_the_solo_joker_for_emergencies():
    """« vous commencez avec les deux Jokers disponible » : the bot does not spend one
    when its hand parries comfortably."""
    s = position(enemy="Vt", hands=[["10p", "9c", "8k", "7p", "6c", "5k", "4p", "3c"]],
                 tavern=["2t", "3t", "4t", "5t"], castle=["Rp", "Dp"])
    assert bot_move(s) != "joker"


def test_tactician_is_deterministic_given_its_generator():
    for seed in range(6):
        a, moves_a = play_out(GAME, {"joueurs": 1}, seed, ["tacticien"])
        b, moves_b = play_out(GAME, {"joueurs": 1}, seed, ["tacticien"])
        assert moves_a == moves_b


def test_tactician_wins_solo_games():
    """The planning bot beats the Kings in some solo games (seeded, so not flaky)."""
    wins = sum(play_out(GAME, {"joueurs": 1}, seed, ["tacticien"])[0].result == "victoire"
               for seed in range(40))
    assert wins >= 4


def regenerate_golden():
    for name in ["regicide-partie.json", "regicide-partie-4.json"]:
        path = GOLDEN / name
        doc = json.loads(path.read_text(encoding="utf-8"))
        got = golden_run(doc)
        doc.update(moves=got["moves"], scores=got["scores"], result=got["result"])
        path.write_text(json.dumps(doc, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{name}: {len(got['moves'])} coups, {got['result']}")


if __name__ == "__main__":
    import sys
    if "--regenerate-golden" in sys.argv:
        regenerate_golden()


def test_cards_in_another_order_are_refused_with_the_one_spelling():
    """One move, one identifier: the same cards in another order are refused,
    and the refusal gives the spelling to use."""
    s = position(enemy="Dc", hands=[["9p", "At", "10k"]])
    refused(s, "jouer-9p-At", contains="« jouer-At-9p »")


# --- the page's examples: positions of the whole game -------------------------------------------

def start_position(players=1, **pos):
    return GAME.start({"joueurs": players, "position": pos}, 3)


def test_position_sets_the_enemy_the_hand_and_the_piles():
    s = start_position(ennemi="Dc", degats=4, main=["5p", "5t", "9p", "At"], defausse=12, taverne=20)
    assert (s.enemy, s.damage, s.hands[0], len(s.discard), len(s.tavern)) == ("Dc", 4, ["At", "5p", "5t", "9p"], 12, 20)
    assert sorted(s.defeated) == sorted(["Vp", "Vc", "Vk", "Vt"])        # « les 4 Valets, puis les Dames »
    assert len(s.castle) == 7 and set(s.castle[-3:]) == {"Dp", "Dk", "Dt"}
    assert s.phase == "attaque" and s.to_move() == [0]
    cards = s.all_cards()
    assert len(cards) == len(set(cards))
    s4 = start_position(4, ennemi="Rp", main=["2p", "3p"])
    assert [len(h) for h in s4.hands] == [2, 5, 5, 5] and len(s4.castle) == 3 and len(s4.defeated) == 8


def test_position_attack_five_of_spades_and_five_of_clubs():
    """« Jouer un 5 de Pique et un 5 de Trèfle ensemble vaut 10 points [...] ce qui réduira donc
    l'attaque de l'adversaire de 10 (car Pique) et lui infligera 20 dégâts (car Trèfle) » ; the
    example stops once the attack is resolved."""
    s = start_position(ennemi="Dc", main=["5p", "5t", "9p", "At", "7c", "6k"], defausse=12, taverne=20)
    s.play("jouer-5p-5t")
    assert s.damage == 20 and s.enemy_attack_now() == 5 and s.need == 5
    log = "\n".join(s.events)
    assert "Trèfle : dégâts doublés (20)" in log and "baisse de 10" in log and "Fin de l'exemple" in log
    assert s.is_over() and s.legal_moves(0) == [] and s.result is None and s.winners() == []
    html = GAME.render(s, 0, [])
    assert "Fin de l&#x27;exemple" in html and "Attaquer" not in html.split("bga-banner")[1][:200]
    # « Idem si vous jouez le 9 de Pique avec l'as de Trèfle »
    s = start_position(ennemi="Dc", main=["5p", "5t", "9p", "At", "7c", "6k"], defausse=12, taverne=20)
    s.play("jouer-At-9p")
    assert s.damage == 20 and s.enemy_attack_now() == 5


def test_position_attack_hearts_heal_and_diamonds_draw():
    """« Cœur : mélangez la défausse et piochez-y des cartes que vous remettez sous la pioche » ;
    « Carreau : piochez des cartes » ; « chaque ennemi bloque le pouvoir de sa propre couleur »."""
    s = start_position(ennemi="Dc", main=["5p", "5t", "9p", "At", "7c", "6k"], defausse=12, taverne=20)
    s.play("jouer-7c")
    assert len(s.discard) == 12 and "Cœur : pouvoir bloqué" in "\n".join(s.events)
    s = start_position(ennemi="Vp", main=["9c", "6k"], defausse=12, taverne=20)
    s.play("jouer-9c")
    assert len(s.discard) == 3 and len(s.tavern) == 29
    s = start_position(ennemi="Vp", main=["9c", "6k"], defausse=12, taverne=20)
    s.play("jouer-6k")
    assert len(s.hands[0]) == 7 and len(s.tavern) == 14     # six drawn, the hand was 1 card


def test_position_defence_six_three_four_seven_refused_then_six_three_seven():
    """« vous pouvez défausser un 6 et un 7 OU un 6, un 3, puis un 7, mais PAS un 6, un 3, un 4,
    puis un 7, car 6+3+4 suffisent à vous défendre contre 10 dégâts »."""
    s = start_position(ennemi="Vp", main=["6p", "3c", "4k", "7t", "Ac"], riposte=True)
    assert s.phase == "defense" and s.need == 10
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play("defendre-3c-4k-6p-7t")
    assert "suffisent" in err.value.reason and err.value.reason.section == \
        "par-contre-si-lennemi-est-encore-en-vie-il-riposte"
    assert frozen(s) == before
    s.play("defendre-3c-6p-7t")
    assert s.hands[0] == ["Ac", "4k"] and "Fin de l'exemple" in s.events[-1] and s.is_over()


def test_position_shows_the_smallest_discard_fewest_points_first():
    """Lecture retenue: « Plus petite défausse » is the one giving the fewest points, then the
    fewest cards: 2 + 3 + 4 (9 points) rather than the 10 alone against 9 dégâts."""
    s = start_position(ennemi="Vp", main=["10p", "2c", "3k", "4t"], riposte=True)
    s.need = 9
    html = GAME.render(s, 0, s.legal_moves(0))
    assert "Plus petite défausse possible : 2♥ + 3♦ + 4♣." in html
    s = start_position(ennemi="Vc", degats=12, main=["8p", "4k", "4t", "Ac", "3p", "9k", "6t"], riposte=True)
    html = GAME.render(s, 0, s.legal_moves(0))
    assert "Plus petite défausse possible : A♥ + 9♦ ou 4♦ + 6♣ ou 4♣ + 6♣." in html


def test_position_round_trips_and_replays():
    s = start_position(ennemi="Vp", main=["6p", "3c", "4k", "7t", "Ac"], riposte=True)
    twin = GAME.from_json(json.loads(json.dumps(s.to_json())))
    s.play("defendre-3c-6p-7t")
    twin.play("defendre-3c-6p-7t")
    assert frozen(s) == frozen(twin)

