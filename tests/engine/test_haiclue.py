"""Haiclue: the scoring of a round, the rounds by player count and the two-player cooperative
mode (page « Gamehelphaiclue »)."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.haiclue import rules as R
from playthroughs import random_walk
from refusals import refused

CALC = get_game("haiclue", "manche")


def frozen(s) -> str:
    return json.dumps(s.to_json(), sort_keys=True)


def answer_all(s, right: dict):
    """Answer every clue: right[(author, guesser)] True gives the author's word, else another one."""
    n = s.n()
    for a in range(n):
        s.play(f"indice-{a + 1}") if a != s.author else None
        for g in range(n):
            if g != a:
                k = s.words[a] if right.get((a, g)) else s.words[a] % 4 + 1
                s.play(f"devine-{g + 1}-{k}")


@pytest.mark.parametrize("players,turns", [(2, 4), (3, 6), (5, 6), (6, 4), (8, 4), (9, 2), (12, 2)])
def test_turns_by_player_count(players, turns):
    """« Le jeu se termine après un nombre fixe de tours : 3 à 5 joueurs = 6 tours ; 6 à 8 joueurs = 4 tours ;
    9 à 12 joueurs = 2 tours » ; « Le jeu à 2 joueurs se joue en coopération en 4 tours. »"""
    assert R.turns_for(players) == turns
    s = CALC.start({"joueurs": players}, 1)
    for _ in range(turns):
        assert not s.over
        s.play("devine-2-1")
        s.play("valider")
    assert s.over and s.legal_moves() == ["nouvelle-partie"]


def test_each_player_gets_one_of_the_4_words_at_random():
    """« chaque joueur se voit attribuer au hasard l'un des 4 mots [...] (Plusieurs joueurs peuvent se voir
    attribuer le même mot.) »"""
    seen_shared = False
    for seed in range(30):
        s = CALC.start({"joueurs": 6}, seed)
        assert len(s.shown_words) == 4 and len(set(s.shown_words)) == 4
        assert all(1 <= w <= 4 for w in s.words)
        seen_shared |= len(set(s.words)) < 6
    assert seen_shared


def test_guesser_and_author_points():
    """« Chaque joueur qui devine correctement le mot d'un adversaire gagne 1 point. » ;
    « Chaque auteur d'indice gagne 1 point pour chaque réponse correcte des autres joueurs. »"""
    words = [1, 2, 2, 4]
    guesses = [[0, 1, 1, 3], [2, 0, 2, 0], [0, 0, 0, 2], [4, 4, 4, 0]]
    # J1's clue: J2 and J3 right; J2's: J1 and J3 right; J3's: J4 right; J4's: all three right
    assert R.round_points(words, guesses) == [(2, 2), (2, 2), (3, 1), (1, 3)]


def test_round_scored_into_totals_and_tie_wins_together():
    """« Le score le plus élevé l'emporte. S'il y a égalité entre plusieurs joueurs, ils gagnent ensemble. »"""
    s = CALC.start({"joueurs": 9}, 2)
    answer_all(s, {(0, 1): True, (1, 0): True})
    s.play("valider")
    assert s.totals == [2, 2] + [0] * 7
    s.play("devine-2-1")
    s.play("valider")                               # second and last turn at 9 players
    assert s.over and R.leaders(s.totals) == [0, 1]
    assert "Joueur 1 et Joueur 2 gagnent ensemble avec 2 points" in s.events[-1]


def test_two_player_team_points_and_the_6_point_goal():
    """« L'équipe gagne un point à chaque fois qu'un joueur devine correctement. Pour gagner l'équipe doit
    accumuler au moins 6 points, 8 points étant le score parfait. »"""
    s = CALC.start({"joueurs": 2}, 4)
    for turn, rights in enumerate([2, 2, 1, 1]):
        answer_all(s, {(0, 1): rights >= 1, (1, 0): rights >= 2})
        s.play("valider")
    assert s.team == 6 and s.over and "6 points sur 8, l'équipe gagne" in s.events[-1]
    assert R.coop_verdict(5) == "l'équipe perd" and R.coop_verdict(8).startswith("score parfait")


def test_one_does_not_answer_ones_own_clue_and_refusals_change_nothing():
    """« Tous les joueurs essayent de deviner le mot d'un autre joueur »."""
    s = CALC.start({"joueurs": 4}, 1)
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play("devine-1-2")                        # J1 is the author of the clue being resolved
    assert "l'auteur de cet indice" in err.value.reason and err.value.section == "phase-de-resolution"
    for move in ("devine-5-1", "devine-2-5", "mot-0", "indice-1", "nouvelle-partie", "devine-02-1", "x"):
        with pytest.raises(IllegalMove):
            s.play(move)
    assert frozen(s) == before
    s.play("devine-2-1")
    assert s.guesses[0][1] == 1
    s.play("devine-2-1")                            # the same answer again clears it
    assert s.guesses[0][1] == 0
    with pytest.raises(IllegalMove) as err:
        s.play(f"mot-{s.words[0]}")
    assert "déjà celui du Joueur 1" in err.value.reason
    with pytest.raises(IllegalMove) as err:
        s.play("nouvelle-partie")
    assert "6 tours" in err.value.reason and err.value.section == "fin-du-jeu"


def test_bad_player_count_is_refused():
    for bad in (1, 13, "quatre"):
        with pytest.raises(ScenarioError) as err:
            CALC.start({"joueurs": bad}, 1)
        assert err.value.field == "joueurs"


def test_random_edits_keep_scores_consistent():
    for walk in range(200):
        n = 2 + walk % 11
        for s, _, _ in random_walk(CALC, {"joueurs": n}, walk, 60, walk_seed=walk):
            assert 1 <= s.turn <= s.turns == R.turns_for(n)
            if n == 2:
                assert 0 <= s.team <= 2 * s.turn
            else:
                assert sum(s.totals) % 2 == 0          # every right answer gives 2 points
                assert all(0 <= t <= 2 * (n - 1) * s.turn for t in s.totals)
            assert s.legal_moves()


def test_a_turn_is_counted_only_once_someone_has_answered():
    """Issue 23: « Compter les points du tour » only once someone has answered (an empty turn
    counted nothing but skipped the turn)."""
    s = CALC.start({"joueurs": 4}, 1)
    assert "valider" not in s.legal_moves()
    refused(s, "valider", "personne n'a encore répondu", section="phase-de-resolution")
    html = CALC.render(s, 0, s.legal_moves())
    assert 'data-move="valider"' in html and "Personne n&#x27;a encore répondu" in html   # askable: « Pourquoi pas ? »
    s.play("devine-2-1")
    assert "valider" in s.legal_moves()
    s.play("devine-2-1")                            # the answer taken back: nothing to count again
    assert "valider" not in s.legal_moves()


def test_the_round_is_drawn_as_word_cards_and_player_tokens():
    """Issue 23: the four words are cards, the answers are the players' tokens put on a card,
    the clue's author is chosen by clicking a player's token (no toggle list of words)."""
    import re
    s = CALC.start({"joueurs": 4}, 1)
    html = CALC.render(s, 0, s.legal_moves())
    cards = re.findall(r'<button[^>]*class="bga-card bga-wordcard[^"]*"[^>]*data-move="(mot-\d)"', html)
    assert sorted(cards) == ["mot-1", "mot-2", "mot-3", "mot-4"]
    tokens = re.findall(r'<button[^>]*class="bga-token[^"]*"[^>]*data-move="(devine-\d+-\d)"', html)
    assert len(tokens) == 12                        # 3 other players × 4 cards
    assert html.count('class="bga-slot"') == 4
    s.play(f"devine-2-{s.words[0]}")
    html = CALC.render(s, 0, s.legal_moves())
    assert "Jeton du Joueur 2 (bonne réponse)" in html
    assert re.search(r'class="bga-token[^"]*"[^>]*data-move="indice-2"', html)


def test_the_author_writes_the_clue_with_word_tiles():
    """« chaque joueur utilise des mots (parmi 15 distribués au hasard), pour former un indice » ;
    « Un indice doit contenir au moins 2 mots. » Issue 23: a hand of word tiles writes the clue."""
    s = CALC.start({"joueurs": 4}, 1)
    assert all(len(hand) == 15 and len(set(hand)) == 15 for hand in s.tiles)
    s.play("tuile-3")
    s.play("tuile-1")
    assert s.clues[0] == [2, 0]
    html = CALC.render(s, 0, s.legal_moves())
    assert f"Indice, mot 1 : {s.tiles[0][2]}" in html and f"Indice, mot 2 : {s.tiles[0][0]}" in html
    assert html.count('class="bga-card bga-wordcard') >= 4 + 15 + 2
    s.play("tuile-3")                               # taken back
    assert s.clues[0] == [0] and "il en manque 1" in CALC.render(s, 0, s.legal_moves())
    s.play("indice-2")
    assert s.clues[1] == [] and "tuile-16" not in s.legal_moves()
    refused(s, "tuile-16", "tuile-1 à tuile-15")


# --- added by redraw-rest: the round fits a phone (issue 23) ----------------------------------

def test_points_are_one_line_a_player():
    """The page's first example was 1.85 phone screens: the points are a table, one line a player
    (total, this turn, by guessing, by the clue), and the players still to answer are one phrase."""
    s = CALC.start({"joueurs": 4}, 1)
    html = CALC.render(s, 0, s.legal_moves())
    assert html.count("<tr") == 1 + 4 and ">par son indice</th>" in html
    assert "Pas encore répondu : J2, J3, J4." in html
