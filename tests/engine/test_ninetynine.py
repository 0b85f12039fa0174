"""Ninety-Nine: every rule of the page « Gamehelpninetynine », then random play,
round trips, refusals, options, calculators and a golden game."""

import json
from collections import Counter

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.ninetynine import rules as R
from engine.games.ninetynine.bots import PlannerBot, best_bid
from engine.rng import Rng
from engine.session import Session
from engine.simulate import play_out
from playthroughs import seeds

GAME = get_game("ninetynine", "partie")


def fresh(seed=1, **options):
    return GAME.start(options, seed)


def all_cards(s):
    """Every card of the 37, wherever it is."""
    where = [c for h in s.hands for c in h] + [c for b in s.bids for c in b]
    where += [c for _, c in s.trick] + [c for t in s.taken for c in t] + list(s.aside)
    return where


def bid_all(s, discards=None):
    """Each player lays aside 3 cards (the first 3 of the hand by default)
    and confirms with no announcement."""
    for p in range(3):
        cards = (discards or {}).get(p, s.hands[p][:3])
        for c in cards:
            s.play(f"parier-{c}", p)
        s.play("annonce-aucune", p)


def set_last_trick(s, tricks_before, bids, last, leader=0, trump=None, announcer=None, announce=None):
    """A position in play with one trick left: `last[p]` is p's only card."""
    s.phase = "jeu"
    s.ready = [True] * 3
    s.choice = ["aucune"] * 3
    s.trump = trump
    s.bids = [list(b) for b in bids]
    s.hands = [[last[p]] for p in range(3)]
    s.tricks_won = list(tricks_before)
    s.trick = []
    s.leader = s.turn = leader
    s.announcer, s.announce = announcer, announce


def finish_trick(s):
    p = s.turn
    for i in range(3):
        s.play(s.legal_moves((p + i) % 3)[0], (p + i) % 3)


# Bids of a given value, by suits: ♦0 ♠1 ♥2 ♣3.
BIDS = {
    0: ["6-carreau", "7-carreau", "8-carreau"], 1: ["6-pique", "7-carreau", "8-carreau"],
    2: ["6-coeur", "7-carreau", "8-carreau"], 3: ["6-trefle", "7-carreau", "8-carreau"],
    4: ["6-trefle", "6-pique", "8-carreau"], 5: ["6-trefle", "6-coeur", "8-carreau"],
    9: ["6-trefle", "7-trefle", "8-trefle"],
}
# A last trick led by player 0 that player 0 wins without trumps.
LAST_WIN_0 = ["A-pique", "7-coeur", "8-coeur"]


# --- Matériel ---------------------------------------------------------------------

def test_deck_has_37_cards_in_rank_order():
    """« Le jeu comprend 37 cartes, dont un Joker et 36 cartes dans l'ordre de
    valeur décroissante A-K-Q-J-10-9-8-7-6 dans 4 couleurs. »"""
    assert len(R.DECK37) == 37 and len(set(R.DECK37)) == 37 and R.JOKER in R.DECK37
    values = [R.rank_value(f"{r}-pique") for r in R.RANKS]
    assert values == sorted(values, reverse=True) and len(set(values)) == 9
    assert Counter(R.suit_of(c) for c in R.DECK36) == {s: 9 for s in R.SUITS}


# --- Donne et atout -------------------------------------------------------------------

def seeds_where(pred, option="standard", limit=400):
    return [seed for seed in range(limit) if pred(fresh(seed, atout=option))]


def test_each_player_gets_12_cards_and_the_37th_is_turned():
    """« Chaque joueur reçoit 12 cartes en main. » (Standard) « La couleur de
    l'atout est déterminée par tirage au sort d'une carte. »"""
    for seed in range(30):
        s = fresh(seed)
        assert [len(h) for h in s.hands] == [12, 12, 12]
        assert sorted(all_cards(s)) == sorted(R.DECK37)
        assert s.turned is not None
        if s.turned != R.JOKER and R.rank_of(s.turned) != "9":
            assert s.trump == R.suit_of(s.turned)


def test_standard_nine_or_joker_means_no_trump():
    """« Si c'est un 9 ou un Joker la mène est jouée sans atout. »"""
    nines = seeds_where(lambda s: s.turned != R.JOKER and R.rank_of(s.turned) == "9")
    jokers = seeds_where(lambda s: s.turned == R.JOKER, limit=2000)
    assert nines and jokers
    for seed in nines[:3] + jokers[:3]:
        s = fresh(seed)
        assert s.trump is None
        assert any("sans atout" in line for line in s.events)


def test_joker_in_hand_is_replaced_by_the_turned_card():
    """« Si vous avez le Joker dans votre main, il prend la valeur de la carte
    retournée [...] Sur BGA, le Joker est remplacé directement par cette carte. »"""
    for seed in range(20):
        s = fresh(seed)
        if s.turned == R.JOKER:
            continue
        holders = [p for p in range(3) if s.turned in s.hands[p]]
        assert len(holders) == 1
        assert all(R.JOKER not in h for h in s.hands)
        assert s.aside == [R.JOKER]


def test_throw_the_joker_first_mene_is_diamonds():
    """« Jeter le Joker : La première mène est jouée avec l'atout à carreau. »"""
    s = fresh(4, atout="jeter-joker")
    assert s.trump == "carreau" and s.turned is None and s.aside == [R.JOKER]
    assert all(R.JOKER not in h for h in s.hands) and [len(h) for h in s.hands] == [12] * 3


def test_throw_the_joker_without_trump_first_mene_has_no_trump():
    """« Jeter le Joker (pas d'atout au début) : La première mène se joue sans atout. »"""
    assert fresh(4, atout="jeter-joker-sans-atout").trump is None


@pytest.mark.parametrize("option", ["jeter-joker", "jeter-joker-sans-atout"])
@pytest.mark.parametrize("made,trump", [(1, "pique"), (2, "coeur"), (3, "trefle"), (0, "carreau")])
def test_next_trump_follows_number_of_bids_made(option, made, trump):
    """« Pour les mènes suivantes, l'atout est déterminé par le nombre de joueurs
    qui ont réussi leur pari dans la mène précédente. 1=Pique 2=Cœur 3=Trèfle »
    (0 = carreau : lecture retenue.)"""
    s = fresh(5, atout=option, fin="9-menes")
    # Player 0 wins the last trick: 4 tricks in all; players 1 and 2 end with 3 and 2.
    bids = [BIDS[4] if made >= 1 else BIDS[0], BIDS[3] if made >= 2 else BIDS[0],
            BIDS[2] if made >= 3 else BIDS[0]]
    set_last_trick(s, [3, 3, 2], bids, LAST_WIN_0)
    finish_trick(s)
    assert s.history[-1]["plis"] == [4, 3, 2]
    assert sum(s.tricks_won) == 0 and s.mene == 2
    assert s.trump == trump


# --- Déroulement -------------------------------------------------------------------------

def test_bid_is_three_discards_leaving_nine_cards():
    """« Il en défausse 3 près de lui (le pari). » « vous laissant 9 cartes à
    jouer pour la mène »"""
    s = fresh(2)
    assert sorted(s.to_move()) == [0, 1, 2]           # simultaneous choice
    hand = list(s.hands[0])
    for c in hand[:3]:
        s.play(f"parier-{c}", 0)
    with pytest.raises(IllegalMove) as err:
        s.play(f"parier-{hand[3]}", 0)
    assert "exactement 3 cartes" in err.value.reason
    s.play(f"reprendre-{hand[0]}", 0)
    assert hand[0] in s.hands[0] and len(s.bids[0]) == 2
    with pytest.raises(IllegalMove) as err:
        s.play("annonce-aucune", 0)
    assert "3 cartes" in err.value.reason
    s.play(f"parier-{hand[0]}", 0)
    s.play("annonce-aucune", 0)
    assert s.to_move() == [1, 2] and len(s.hands[0]) == 9


def test_pending_bid_is_hidden_from_the_others():
    """« le nombre exact de plis [...] » stays secret: the bid cards are laid
    « face cachée »; others only see that a bid was made."""
    s = fresh(2)
    c = s.hands[1][0]
    s.play(f"parier-{c}", 1)
    for viewer in (0, 2, None):
        v = s.view(viewer)
        assert "1" not in v["paris_visibles"] and c not in json.dumps(v)
    assert c in s.view(1)["pari"]


def test_bid_counts_suits_not_values():
    """« Chaque carreau joué = 0 pli, Chaque pique joué = 1 pli, Chaque cœur
    joué = 2 plis, Chaque trèfle joué = 3 plis » ; « Notez que la valeur des
    cartes n'est pas prise en compte, seule leur couleur détermine le nombre de plis. »"""
    assert R.bid_value(["A-carreau", "6-carreau", "R-carreau"]) == 0
    assert R.bid_value(["A-trefle", "6-trefle", "7-trefle"]) == 9
    assert R.bid_value(["A-pique", "6-coeur", "7-trefle"]) == 6
    assert R.bid_value(["6-pique", "A-coeur", "A-trefle"]) == R.bid_value(["A-pique", "6-coeur", "6-trefle"])


def test_left_of_dealer_leads():
    """« Le voisin à gauche du donneur entame la mène. »"""
    s = fresh(3)
    assert s.dealer == 2
    bid_all(s)
    assert s.phase == "jeu" and s.to_move() == [0]
    s2 = fresh(3, fin="9-menes")
    set_last_trick(s2, [3, 3, 2], [BIDS[0]] * 3, LAST_WIN_0)
    finish_trick(s2)
    assert s2.dealer == 0            # « le sens de la distribution »: the deal passes left
    bid_all(s2)
    assert s2.to_move() == [1]


def test_must_follow_suit_if_possible():
    """« Le suivant fourni la même couleur s'il le peut, sinon il joue n'importe
    quelle carte. »"""
    s = fresh(3)
    set_last_trick(s, [0, 0, 0], [BIDS[0]] * 3, ["A-pique", "7-coeur", "8-coeur"])
    s.hands[1] = ["7-coeur", "9-pique"]
    s.hands[2] = ["8-coeur", "10-trefle"]
    s.play("jouer-A-pique", 0)
    assert s.legal_moves(1) == ["jouer-9-pique"]
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play("jouer-7-coeur", 1)
    assert "il faut fournir ♠ pique" in err.value.reason and "9♠" in err.value.reason
    assert json.dumps(s.to_json(), sort_keys=True) == before
    s.play("jouer-9-pique", 1)
    assert sorted(s.legal_moves(2)) == ["jouer-10-trefle", "jouer-8-coeur"]


@pytest.mark.parametrize("cards,trump,winner", [
    (["10-pique", "A-pique", "R-coeur"], None, 1),      # highest of the suit led
    (["10-pique", "A-pique", "6-coeur"], "coeur", 2),   # a trump beats the suit led
    (["10-pique", "7-coeur", "V-coeur"], "coeur", 2),   # the highest trump
    (["6-carreau", "A-trefle", "A-coeur"], None, 0),    # off-suit cards never win
    (["6-coeur", "A-pique", "7-coeur"], "coeur", 2),    # trump led
])
def test_trick_winner(cards, trump, winner):
    """« Le pli est remporté par celui qui a posé la carte la plus élevée dans la
    couleur demandée, ou par l'atout le plus élevé le cas échéant. »"""
    assert R.winner_index(cards, trump) == winner
    best, why, losers = R.explain_trick(cards, trump)
    assert best == winner and R.label(cards[winner]) in why and len(losers) == 2


def test_winner_leads_next_trick():
    """« Le gagnant relance le tour suivant. »"""
    s = fresh(3)
    set_last_trick(s, [0, 0, 0], [BIDS[0]] * 3, ["6-pique", "A-pique", "7-pique"])
    s.hands = [["6-pique", "6-coeur"], ["A-pique", "7-coeur"], ["7-pique", "8-coeur"]]
    for p, c in ((0, "6-pique"), (1, "A-pique"), (2, "7-pique")):
        s.play(f"jouer-{c}", p)
    assert s.tricks_won == [0, 1, 0] and s.to_move() == [1] and s.trick == []


# --- Annonces ----------------------------------------------------------------------------

def test_declared_bid_is_shown_and_revealed_hand_too():
    """« vous retournez vos 3 cartes défaussées pendant toute la mène » ;
    « Vous jouez toute la mène avec toutes vos cartes exposées sur la table. »"""
    s = fresh(8)
    for p, kind in ((0, "declarer"), (1, "aucune"), (2, "aucune")):
        for c in s.hands[p][:3]:
            s.play(f"parier-{c}", p)
        s.play(f"annonce-{kind}", p)
    assert s.announcer == 0 and s.announce == "declarer"
    assert s.view(1)["paris_visibles"] == {"0": s.bids[0], "1": s.bids[1]}   # his own, and the declared one
    assert s.view(1)["mains_visibles"] == {"1": s.hands[1]}
    t = fresh(8)
    for p, kind in ((0, "aucune"), (1, "reveler"), (2, "aucune")):
        for c in t.hands[p][:3]:
            t.play(f"parier-{c}", p)
        t.play(f"annonce-{kind}", p)
    assert t.view(2)["mains_visibles"] == {"1": t.hands[1], "2": t.hands[2]}
    assert t.view(2)["paris_visibles"] == {"1": t.bids[1], "2": t.bids[2]}
    assert t.view(0)["mains_visibles"] == {"0": t.hands[0], "1": t.hands[1]}


@pytest.mark.parametrize("choices,expected", [
    (["declarer", "declarer", "declarer"], 0),   # left of the dealer (2) first
    (["aucune", "declarer", "declarer"], 1),
    (["declarer", "aucune", "reveler"], 2),      # reveal beats declare, even for the dealer
    (["reveler", "reveler", "declarer"], 0),
    (["aucune", "aucune", "declarer"], 2),
])
def test_announcement_priority(choices, expected):
    """« Un seul joueur peut déclarer ou révéler dans une mène [...] la priorité
    est donnée au joueur à gauche du donneur et ainsi de suite [...] jusqu'au
    donneur qui est donc le dernier. Un joueur qui révèle a la priorité sur celui
    qui déclare quelle que soit sa position. Si 2 joueurs ou plus révèlent, la
    résolution de la priorité est identique. »"""
    s = fresh(9)
    assert s.dealer == 2
    for p in (2, 1, 0):
        for c in s.hands[p][:3]:
            s.play(f"parier-{c}", p)
        s.play(f"annonce-{choices[p]}", p)
    assert s.announcer == expected
    assert s.announce == ("reveler" if "reveler" in choices else "declarer")


# --- Décompte ---------------------------------------------------------------------------

def score_of(tricks_before, bids, announcer=None, announce=None):
    s = fresh(5, fin="9-menes")
    set_last_trick(s, tricks_before, bids, LAST_WIN_0, announcer=announcer, announce=announce)
    finish_trick(s)
    return s.history[-1]


def test_one_point_per_trick_and_no_bonus_when_all_fail():
    """« A la fin de la mène, tous les joueurs marquent +1 point par pli remporté. »"""
    h = score_of([3, 3, 2], [BIDS[0], BIDS[0], BIDS[0]])     # final tricks 4, 3, 2
    assert h["plis"] == [4, 3, 2] and h["points"] == [4, 3, 2]


@pytest.mark.parametrize("bids,points", [
    ([4, 0, 0], [4 + 30, 3, 2]),                  # « +30 si 1 seul joueur gagne son pari »
    ([4, 3, 0], [4 + 20, 3 + 20, 2]),             # « +20 si 2 joueurs gagnent »
    ([4, 3, 2], [4 + 10, 3 + 10, 2 + 10]),        # « +10 pour chacun si les 3 joueurs gagnent »
])
def test_exact_bid_bonus(bids, points):
    """« Si le pari est gagné, c'est-à-dire que le joueur a ramassé exactement le
    nombre de plis annoncé dans son pari, il ajoutera un bonus lié au nombre de
    joueurs qui l'ont réussi »"""
    h = score_of([3, 3, 2], [BIDS[b] for b in bids])
    assert h["points"] == points


@pytest.mark.parametrize("kind,value", [("declarer", 30), ("reveler", 60)])
def test_announcement_bonus_to_announcer_or_each_opponent(kind, value):
    """« +30 points pour une déclaration », « +60 points pour une révélation ».
    « Si ces bonus vont au déclarant ou au révélateur en cas de succès, ils vont
    à chaque adversaire en cas de chute. »"""
    ok = score_of([3, 3, 2], [BIDS[4], BIDS[0], BIDS[0]], announcer=0, announce=kind)
    assert ok["points"] == [4 + 30 + value, 3, 2]
    ko = score_of([3, 3, 2], [BIDS[4], BIDS[5], BIDS[0]], announcer=1, announce=kind)
    # Player 0 alone made the bid (+30); player 1 fails his announcement.
    assert ko["points"] == [4 + 30 + value, 3, 2 + value]


def test_ninety_nine_is_the_best_single_mene():
    """« Le score le plus élevé qui peut être obtenu en une seule mène est donc 99.
    [...] 9 plis (9 points), qu'il est le seul à réussir son pari (+30) et joue avec
    une enchère "cartes révélées" (+60). »"""
    h = score_of([8, 0, 0], [BIDS[9], BIDS[1], BIDS[1]], announcer=0, announce="reveler")
    assert h["points"][0] == 99
    best = 0
    for tricks in range(10):
        for n_made in (1, 2, 3):
            for ann in (0, 30, 60):
                best = max(best, tricks + R.SUCCESS_BONUS[n_made] + ann)
    assert best == 99


# --- Fins de partie -----------------------------------------------------------------------

def end_mene_with(s, manche_points, tricks_before=(3, 3, 2), bids=(0, 0, 0)):
    s.manche_points = list(manche_points)
    s.total = [t + m for t, m in zip(s.total, manche_points)]
    set_last_trick(s, list(tricks_before), [BIDS[b] for b in bids], LAST_WIN_0)
    finish_trick(s)


def test_manche_ends_at_100_with_end_bonus():
    """« Une manche se termine quand au moins un joueur cumule 100 points en fin
    de mène. » « On ajoute un bonus aux joueurs qui terminent une mène avec un
    cumul de 100 points. [...] +30 si 1 seul joueur a atteint 100 points. »"""
    s = fresh(6, fin="3-manches-bonus")
    end_mene_with(s, [90, 50, 99])       # tricks 4, 3, 2, no bid made: 94, 53, 101
    assert s.manche == 2 and s.manche_points == [0, 0, 0]
    assert s.manche_results[0]["points"] == [94, 53, 101 + 30]
    assert s.manche_results[0]["gagnants"] == [2] and s.manches_won == [0, 0, 1]
    t = fresh(6, fin="3-manches-bonus")
    end_mene_with(t, [97, 98, 99])       # all three reach 100: +10 each
    assert t.manche_results[0]["points"] == [101 + 10, 101 + 10, 101 + 10]
    u = fresh(6, fin="3-manches-bonus")
    end_mene_with(u, [97, 98, 20])       # two reach 100: +20 each
    assert u.manche_results[0]["points"] == [101 + 20, 101 + 20, 22]


def test_manche_continues_below_100():
    """« Une manche est terminée quand un joueur cumule au moins 100 points en fin de mène. »"""
    s = fresh(6, fin="3-manches")
    end_mene_with(s, [90, 90, 90])       # 94, 93, 92
    assert s.manche == 1 and s.manche_points == [94, 93, 92] and s.mene == 2


def test_three_manches_without_bonus_then_game_over():
    """« 3 manches sans bonus : Le jeu se déroule en 3 manches. [...] Aucun point
    bonus n'est attribué à la fin de la manche. »"""
    s = fresh(6, fin="3-manches")
    for m in range(3):
        assert not s.is_over()
        end_mene_with(s, [99, 10, 10])
    assert s.is_over() and s.manches_won == [3, 0, 0]
    assert s.total == [3 * 103, 3 * 13, 3 * 12] and s.winners() == [0]


def test_three_winning_manches():
    """« 3 manches gagnantes : Le premier joueur qui remporte 3 manches est déclaré vainqueur. »"""
    s = fresh(6, fin="3-manches-gagnantes")
    for winner in (1, 2, 1, 2, 1):
        assert not s.is_over()
        pts = [10, 10, 10]
        pts[winner] = 120
        end_mene_with(s, pts)
    assert s.is_over() and s.manches_won == [0, 3, 2] and s.winners() == [1]
    assert s.scores() == [0, 3, 2]


def test_nine_menes():
    """« 9 mènes : Le jeu se déroule en 9 mènes. Le joueur qui possède le score le
    plus élevé est déclaré vainqueur. »"""
    s = fresh(6, fin="9-menes")
    for m in range(9):
        assert not s.is_over() and s.mene == m + 1
        end_mene_with(s, [0, 0, 0])
    assert s.is_over() and s.total == [9 * 4, 9 * 3, 9 * 2] and s.winners() == [0]


# --- Random play, round trips, refusals, options -----------------------------------------

def check_invariants(s):
    assert sorted(all_cards(s)) == sorted(R.DECK37)
    assert s.deck == []
    if s.is_over():
        return
    done = sum(s.tricks_won)
    if s.phase == "jeu":
        for p in range(3):
            played = 1 if any(q == p for q, _ in s.trick) else 0
            assert len(s.hands[p]) == 9 - done - played and len(s.bids[p]) == 3
    for h in s.history:
        assert sum(h["plis"]) == 9
        assert all(h["plis"][p] <= h["points"][p] <= 99 for p in range(3))
    current = [sum(h["points"][p] for h in s.history if h["manche"] == s.manche) for p in range(3)]
    if s.end_option != "9-menes":
        assert s.manche_points == current
    if s.end_option != "3-manches-bonus":
        assert s.total == [sum(h["points"][p] for h in s.history) for p in range(3)]


# bench/volume_coverage.py --couvrir on the hunt's volume (1200 or 150 seeds): empty covers, completed to 5 (a whole
# period of the trump option, seed % 3), plus 10 and 20 so that the games checked after every move (seed % 10 == 0)
# still play each of the three trump options
COVER = (0, 1, 2, 3, 4, 10, 20)


@pytest.mark.parametrize("fin, ci, hunt", [("9-menes", COVER, 1200), ("3-manches-bonus", COVER, 150),
                                           ("3-manches", COVER, 150), ("3-manches-gagnantes", COVER, 150)])
def test_random_games_keep_invariants_and_end(fin, ci, hunt):
    for seed in seeds(ci, hunt):
        atout = ["standard", "jeter-joker", "jeter-joker-sans-atout"][seed % 3]
        check = check_invariants if seed % 10 == 0 else None
        s, moves = play_out(GAME, {"fin": fin, "atout": atout}, seed, check=check)
        assert s.is_over() and s.winners()
        check_invariants(s)
        if fin == "9-menes":
            assert s.mene == 9
        elif fin == "3-manches-gagnantes":
            assert max(s.manches_won) >= 3
        else:
            assert s.manche == 4 and len(s.manche_results) == 3


def test_bot_games_and_bot_beats_random():
    """The « malin » bot makes its bid more often than random play and scores more."""
    mine = theirs = made = tries = 0
    for seed in range(40):
        s, _ = play_out(GAME, {"fin": "9-menes"}, seed, ["malin", "hasard", "hasard"], check=check_invariants
                        if seed < 3 else None)
        mine += s.total[0]
        theirs += (s.total[1] + s.total[2]) / 2
        made += sum(h["paris"][0] == h["plis"][0] for h in s.history)
        tries += len(s.history)
    assert mine > 1.3 * theirs
    assert made / tries > 0.3


def test_bot_sees_only_its_view_and_bids_coherently():
    s = fresh(12)
    view = s.view(1)
    # Player 0's cards never show in player 1's view (the turned card is public).
    assert "main" in view and all(f'"{c}"' not in json.dumps(view) for c in s.hands[0] if c != s.turned)
    target, est = best_bid(R.sort_hand(s.hands[1]), s.trump)
    assert len(target) == 3 and set(target) <= set(s.hands[1])
    assert abs(est - R.bid_value(target)) <= 1.5
    move = PlannerBot().choose(view, s.legal_moves(1), Rng(1))
    assert move in s.legal_moves(1)


def test_json_round_trip_mid_game_and_same_seed_same_log():
    s, moves = play_out(GAME, {"fin": "9-menes"}, 21, ["malin"] * 3)
    half = GAME.start({"fin": "9-menes"}, 21)
    for p, m in moves[:150]:
        half.play(m, p)
    doc = json.loads(json.dumps(half.to_json()))
    back = GAME.from_json(doc)
    assert back.to_json() == half.to_json()
    for p, m in moves[150:]:
        back.play(m, p)
    assert back.scores() == s.scores()
    a = Session("ninetynine", "partie", {"fin": "9-menes"}, seed=4, seats=["malin"] * 3)
    b = Session("ninetynine", "partie", {"fin": "9-menes"}, seed=4, seats=["malin"] * 3)
    assert a.state.is_over() and a.log == b.log and a.moves == b.moves


@pytest.mark.parametrize("move,reason", [
    ("jouer-A-pique", "défausser 3 cartes"),
    ("parier-Z-pique", "carte inconnue"),
    ("annonce-tout", "annonce inconnue"),
    ("reprendre-6-carreau", "n'est pas dans votre pari"),
    ("danser", "coup inconnu"),
])
def test_illegal_moves_in_bid_phase(move, reason):
    s = fresh(13)
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play(move, 0)
    assert reason in err.value.reason
    assert json.dumps(s.to_json(), sort_keys=True) == before


def test_illegal_moves_in_play_phase():
    s = fresh(13)
    bid_all(s)
    before = json.dumps(s.to_json(), sort_keys=True)
    other = next(c for c in R.DECK36 if c not in s.hands[0])
    for move, player, reason in ((f"jouer-{other}", 0, "vous n'avez pas"),
                                 ("annonce-aucune", 0, "les paris sont faits"),
                                 (f"jouer-{s.hands[1][0]}", 1, "ce n'est pas à ce joueur")):
        with pytest.raises(IllegalMove) as err:
            s.play(move, player)
        assert reason in err.value.reason
        assert json.dumps(s.to_json(), sort_keys=True) == before


@pytest.mark.parametrize("options,field", [
    ({"joueurs": 4}, "joueurs"), ({"atout": "pique"}, "atout"), ({"fin": "10-menes"}, "fin"),
    ({"couleur": 1}, "couleur"),
])
def test_bad_options_name_the_field(options, field):
    with pytest.raises(ScenarioError) as err:
        GAME.start(options, 1)
    assert err.value.field == field


def test_session_human_move_then_bots():
    session = Session("ninetynine", "partie", {"fin": "9-menes"}, seed=3)
    snap = session.snapshot()
    assert snap["to_move"] == [0] and "bga-board" in snap["html"]
    assert all(session.state.ready[p] for p in (1, 2))        # bots bid at once
    for c in session.state.hands[0][:3]:
        session.play(f"parier-{c}")
    session.play("annonce-aucune")
    assert session.state.phase == "jeu" and session.snapshot()["to_move"] == [0]
    session.play(session.snapshot()["legal"][0])
    assert session.snapshot()["to_move"] == [0] and session.state.turn == 0
    html = session.snapshot()["html"]
    assert "Dernier pli" in html or "Pli en cours" in html


def test_render_escapes_and_offers_refusable_buttons():
    s = fresh(3)
    bid_all(s)
    html = GAME.render(s, 0, s.legal_moves(0))
    for c in s.hands[0]:
        assert f'data-move="jouer-{c}"' in html
    assert "<script" not in html


# --- Golden game --------------------------------------------------------------------------------



# --- Calculators ---------------------------------------------------------------------------------

BID = get_game("ninetynine", "pari")
TRICK = get_game("ninetynine", "pli")


def test_bid_calculator():
    """« Ce pari est la somme des 3 cartes défaussées face cachée »."""
    s = BID.start({}, 0)
    for c in ("A-trefle", "6-coeur", "R-carreau"):
        s.play(f"choisir-{c}")
    assert s.view(0)["pari"] == 5 and s.view(0)["detail"] == [3, 2, 0]
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play("choisir-7-pique")
    assert "3 cartes" in err.value.reason and json.dumps(s.to_json(), sort_keys=True) == before
    s.play("choisir-A-trefle")            # toggles off
    assert s.view(0)["pari"] is None and s.view(0)["cartes"] == ["6-coeur", "R-carreau"]
    html = BID.render(s, 0, s.legal_moves(0))
    assert "Choisissez encore 1 carte" in html
    assert BID.start({"cartes": ["A-pique", "6-pique", "7-pique"]}, 0).view(0)["pari"] == 3


def test_trick_calculator():
    s = TRICK.start({"atout": "coeur"}, 0)
    for c in ("R-pique", "A-pique", "6-coeur"):
        s.play(f"poser-{c}")
    r = s.view(0)["resultat"]
    assert r["gagnant"] == 2 and "seul atout" in r["raison"]
    with pytest.raises(IllegalMove):
        s.play("poser-7-pique")
    s.play("retirer")
    r = s.view(0)["resultat"]
    assert r["gagnant"] == 1 and "couleur demandée" in r["raison"]
    s.play("atout-sans")
    with pytest.raises(IllegalMove) as err:
        s.play("poser-A-pique")
    assert "déjà dans le pli" in err.value.reason
    assert "bga-board" in TRICK.render(s, 0, s.legal_moves(0))


@pytest.mark.parametrize("game,options,field", [
    ("pari", {"cartes": ["A-pique", "A-pique"]}, "cartes"),
    ("pari", {"cartes": ["joker"]}, "cartes"),
    ("pari", {"cartes": ["A-pique", "6-pique", "7-pique", "8-pique"]}, "cartes"),
    ("pli", {"atout": "rouge"}, "atout"),
    ("pli", {"pli": "A-pique"}, "pli"),
    ("pli", {"joueurs": 3}, "joueurs"),
])
def test_calculator_bad_options(game, options, field):
    with pytest.raises(ScenarioError) as err:
        get_game("ninetynine", game).start(options, 0)
    assert err.value.field == field
