"""gammelogic: the puzzle's rules, the solver and its uniqueness check, the
reader's placements and the refusals naming the rule (page « Tips gammelogic »)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.gammelogic import rules as R
from engine.games.gammelogic.calculators import DEFAULT, IDS, read_puzzle
from engine.rng import Rng

from playthroughs import random_walk

CALC = get_game("gammelogic", "enigme")
NAMES = DEFAULT["personnages"]
RULES = [R.parse_rule(t, NAMES) for t in DEFAULT["regles"]]
SNIPPET = Path(__file__).resolve().parents[2] / "site_demos" / "snippets" / "gammelogic.md"


def frozen(s):
    return json.dumps(s.to_json(), sort_keys=True)


# --- the solver ------------------------------------------------------------------

def test_the_shown_puzzle_has_exactly_one_solution():
    """« Sachez aussi que chaque énigme ne possède qu'une unique solution »"""
    assert "jeu: gammelogic" in SNIPPET.read_text(encoding="utf-8")
    assert "options" not in SNIPPET.read_text(encoding="utf-8")       # the block shows the default puzzle
    assert R.count_solutions(6, RULES) == 1
    assert R.solve(6, RULES) == [(3, 4, 6, 1, 5, 2)]
    read_puzzle(DEFAULT, {})                                          # accepted by the block reader


def test_every_rule_of_the_shown_puzzle_is_needed():
    """« l'ensemble des règles énoncées est nécessaire pour la déterminer. En d'autre termes, supprimer une
    règle ferait que l'énigme posséderait plusieurs solutions. »"""
    assert R.unneeded_rules(6, RULES) == []
    for k in range(len(RULES)):
        assert R.count_solutions(6, RULES[:k] + RULES[k + 1:]) > 1


def test_each_kind_of_rule_holds_as_written():
    names = ["Ana", "Bruno", "Chloé", "David"]
    places = {0: 1, 1: 2, 2: 4, 3: 3, -1: 4}     # Ana 1, Bruno 2, Chloé 4, David 3

    def h(text):
        return R.holds(R.parse_rule(text, names), places)

    assert h("Ana en 1") and not h("Ana en 2") and h("Ana pas en 2")
    assert h("Ana au bord") and h("Chloé au bord") and not h("Bruno au bord")
    assert h("Ana à côté de Bruno") and not h("Ana à côté de Chloé") and h("Ana pas à côté de David")
    assert h("Ana à gauche de Chloé") and not h("Chloé à gauche de Ana")
    assert h("David juste à gauche de Chloé") and not h("Ana juste à gauche de David")
    assert h("Ana à 3 places de Chloé") and h("Bruno à 1 place de Ana") and not h("Ana à 2 places de Bruno")
    assert h("David entre Bruno et Chloé") and h("David entre Chloé et Bruno") and not h("Ana entre Bruno et Chloé")


def test_a_block_with_no_solution_or_several_or_a_useless_rule_is_refused_in_french():
    base = ["Ana", "Bruno", "Chloé"]
    with pytest.raises(ScenarioError) as err:
        read_puzzle({"personnages": base, "regles": ["Ana en 1", "Ana en 2"]}, {})
    assert err.value.field == "enigme" and "aucune solution" in err.value.problem
    with pytest.raises(ScenarioError) as err:
        read_puzzle({"personnages": base, "regles": ["Ana en 1"]}, {})
    assert "plusieurs solutions (2" in err.value.problem and "unique solution" in err.value.problem
    with pytest.raises(ScenarioError) as err:
        read_puzzle({"personnages": base, "regles": ["Ana en 1", "Bruno en 2", "Chloé en 3"]}, {})
    assert "n'est pas nécessaire" in err.value.problem
    read_puzzle({"personnages": base, "regles": ["Ana en 1", "Bruno en 2"]}, {})
    for bad, words in [({"personnages": base, "regles": ["Ana vole"]}, "illisible"),
                       ({"personnages": base, "regles": ["Zoé en 1"]}, "n'est pas un des personnages"),
                       ({"personnages": base, "regles": ["Ana en 9"]}, "n'existe pas"),
                       ({"personnages": ["Ana", "Ana", "B"], "regles": ["Ana en 1"]}, "même nom"),
                       ({"personnages": base}, "une table"), ("x", "une table")]:
        with pytest.raises(ScenarioError) as err:
            CALC.start({"enigme": bad}, 1)
        assert err.value.field == "enigme" and words in err.value.problem, (bad, err.value.problem)


# --- the reader solves it ---------------------------------------------------------------

def test_a_placement_breaking_a_rule_is_refused_with_that_rule():
    """« Placez en premier les éléments dont on vous donne la position précise »: Chloé goes to 6 only."""
    s = CALC.start({}, 1)
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play("c-3")
    assert "« Chloé en 6 »" in err.value.reason and err.value.section == "gammelogic"
    assert frozen(s) == before
    assert [m for m in s.legal_moves() if m.startswith("c-")] == ["c-6"]


def test_placing_relative_to_a_placed_character_narrows_the_places():
    """« Il vous est souvent également possible de placer d'autres éléments par rapport à eux (adjacent,
    par exemple...) »"""
    s = CALC.start({}, 1)
    s.play("c-6")
    # « Bruno pas à côté de Chloé »: Bruno may no longer go to 5
    with pytest.raises(IllegalMove) as err:
        s.play("b-5")
    assert "« Bruno pas à côté de Chloé »" in err.value.reason
    s.play("e-5")      # Emma on 5: « Emma à côté de Bruno » leaves Bruno only 4
    assert [m for m in s.legal_moves() if m.startswith("b-")] == ["b-4"]


def test_a_wrong_hypothesis_leaves_someone_without_a_place_and_can_be_taken_back():
    """« Si vous constatez qu'un positionnement choisi impose des incohérences, vous savez qu'il n'est pas
    bon, et pouvez passer à la position suivante ! »"""
    s = CALC.start({}, 1)
    s.play("c-6")
    s.play("e-4")      # breaks no rule alone, but wrong
    s.play("b-3")
    s.play("a-2")      # « Ana entre David et Emma »: David on 1 ...
    with pytest.raises(IllegalMove) as err:
        s.play("d-1")  # ... but « Emma à 3 places de Farid » keeps 1 for Farid
    assert "« Emma à 3 places de Farid »" in err.value.reason
    assert s.stuck() == [3, 5]          # David and Farid both want place 1
    assert "Plus aucune place possible pour David, Farid" in CALC.render(s, 0, s.legal_moves())
    s.play("retirer-4")
    assert s.places[4] is None and "Emma quitte la place 4." in s.events[-1]


def test_solving_the_puzzle_completely():
    s = CALC.start({}, 1)
    for i in (2, 4, 1, 0, 3, 5):     # Chloé, Emma, Bruno, Ana, David, Farid
        s.play(f"{IDS[i]}-{s.solution[i]}")
    assert s.solved() and "Énigme résolue" in s.events[-1]
    html = CALC.render(s, 0, s.legal_moves())
    assert "Énigme résolue" in html and html.count("✓ ") == 6


def test_random_edits_never_raise_and_a_full_row_is_the_solution():
    for seed in range(250):
        for state, _, _ in random_walk(CALC, {}, seed, steps=60, walk_seed=seed):
            if state.solved():
                assert tuple(state.places) == tuple(state.solution)
            assert len({p for p in state.places if p is not None}) == sum(p is not None for p in state.places)


def test_random_puzzles_solver_agrees_with_brute_force():
    rng = Rng(5)
    names = ["Ana", "Bruno", "Chloé", "David", "Emma"]
    forms = ["{a} en {p}", "{a} pas en {p}", "{a} au bord", "{a} à côté de {b}", "{a} pas à côté de {b}",
             "{a} à gauche de {b}", "{a} juste à gauche de {b}", "{a} à {d} places de {b}", "{a} entre {b} et {c}"]
    from itertools import permutations
    for _ in range(150):
        texts = []
        for _ in range(1 + rng.below(5)):
            order = list(names)
            rng.shuffle(order)
            a, b, c = order[:3]
            texts.append(forms[rng.below(len(forms))].format(a=a, b=b, c=c, p=1 + rng.below(5), d=1 + rng.below(4)))
        try:
            rules = [R.parse_rule(t, names) for t in texts]
        except ValueError:
            continue
        brute = 0
        for perm in permutations(range(1, 6)):
            places = dict(enumerate(perm))
            places[-1] = 5
            brute += all(R.holds(r, places) for r in rules)
        assert R.count_solutions(5, rules) == brute
