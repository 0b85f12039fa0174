"""« Apprendre en jouant »: a tutorial's steps over a block's seeded game (engine.tutorial, web ops)."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.tutorial import Tutorial, check, read_steps
from engine.web import handle, open_demo

# Kingdomino, seed 2, two players: Joueur 2's king went first on n° 42; three dominoes are left to take.
BLOCK = {"jeu": "kingdomino", "mode": "partie", "graine": 2, "options": {"joueurs": 2}}
STEPS = [
    {"texte": "Lisez la première ligne : quatre dominos, du plus petit au plus grand numéro.",
     "section": "deroulement"},
    {"texte": "Prenez le domino n° 3 : deux forêts.", "coup": "prendre-3", "section": "deroulement",
     "indice": "Cliquez le domino n° 3."},
    {"texte": "Votre second roi va sur le dernier domino libre.", "coup": "prendre-29"},
    {"texte": "Jouez comme vous voulez.", "coup": "libre"},
]


def session():
    return open_demo(BLOCK)


def test_steps_are_read_with_french_messages_naming_the_step():
    steps = read_steps(STEPS)
    assert steps[0]["coup"] is None and steps[1]["montrer"] == ["prendre-3"] and steps[3]["montrer"] == []
    for raw, words in [([], "liste d'étapes"), ([{"coup": "x"}], "étape 1 : « texte » est obligatoire"),
                       ([{"texte": "a", "piece": "x"}], "étape 1 : clé « piece » inconnue"),
                       ([{"texte": "a"}, {"texte": "b", "montrer": 3}], "étape 2 : « montrer »"),
                       ([{"texte": "a", "coup": "libre"}, {"texte": "b", "coup": "prendre-3"}],
                        "étape 2 : un coup attendu ne peut pas suivre")]:
        with pytest.raises(ScenarioError) as err:
            read_steps(raw)
        assert words in str(err.value)


def test_a_wrong_click_gets_the_steps_hint_and_changes_nothing():
    tutorial = Tutorial(read_steps(STEPS), session())
    with pytest.raises(IllegalMove) as err:
        tutorial.play("prendre-3")                   # step 1 is read, not played
    assert "Suivant" in str(err.value.reason)
    tutorial.next()
    before = json.dumps(tutorial.session.state.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        tutorial.play("prendre-21")                  # legal in the game, not the step's move
    assert "Cliquez le domino n° 3" in str(err.value.reason) and err.value.section == "deroulement"
    assert json.dumps(tutorial.session.state.to_json(), sort_keys=True) == before and tutorial.index == 1
    tutorial.play("prendre-3")
    assert tutorial.index == 2 and tutorial.info()["texte"].startswith("Votre second roi")


def test_the_whole_tutorial_checks_and_a_step_that_no_longer_plays_is_named():
    check(read_steps(STEPS), session())
    broken = [dict(s) for s in STEPS]
    broken[2]["coup"] = "prendre-21"                 # taken by Joueur 2's second king meanwhile
    with pytest.raises(ScenarioError) as err:
        check(read_steps(broken), session())
    assert "étape 3 : le coup « prendre-21 » n'est pas permis" in str(err.value)
    assert "prendre-29 (Placer son roi sur le domino n° 29" in str(err.value)
    shown = [dict(s) for s in STEPS]
    shown[0]["montrer"] = ["prendre-42"]
    with pytest.raises(ScenarioError) as err:
        check(read_steps(shown), session())
    assert "étape 1 : « montrer » désigne « prendre-42 »" in str(err.value)


def ask(**req):
    return json.loads(handle(json.dumps(req)))


def test_web_ops_follow_the_tutorial_back_and_forth_and_skip_it():
    opened = ask(op="ouvrir", demo="t", config={**BLOCK, "tutoriel": STEPS})
    assert opened["etat"]["tutoriel"] == {"etape": 1, "total": 4, "fini": False, "texte": STEPS[0]["texte"],
                                          "section": "deroulement", "montrer": [], "attend": "suivant"}
    assert ask(op="tutoriel", demo="t", action="suivant")["etat"]["tutoriel"]["etape"] == 2
    wrong = ask(op="jouer", demo="t", coup="prendre-21")
    assert wrong["ok"] is False and wrong["indice"] and "Cliquez le domino n° 3" in wrong["erreur"]
    refused = ask(op="jouer", demo="t", coup="prendre-99")
    assert refused["indice"]                 # any click off the step gets its hint
    played = ask(op="jouer", demo="t", coup="prendre-3")["etat"]
    assert played["tutoriel"]["etape"] == 3 and played["legal"] == ["prendre-29"]
    back = ask(op="tutoriel", demo="t", action="precedent")["etat"]
    assert back["tutoriel"]["etape"] == 2 and "prendre-3" in back["legal"]
    assert ask(op="annuler", demo="t")["etat"]["tutoriel"]["etape"] == 1       # undo is a step back
    skipped = ask(op="tutoriel", demo="t", action="passer")["etat"]
    assert "tutoriel" not in skipped and ask(op="jouer", demo="t", coup="prendre-21")["ok"]
    again = ask(op="recommencer", demo="t")["etat"]
    assert "tutoriel" not in again                                             # skipped stays skipped
    ask(op="ouvrir", demo="t", config={**BLOCK, "tutoriel": STEPS})
    whole = ask(op="recommencer", demo="t", graine=5)["etat"]                  # « Jouer une partie complète »
    assert "tutoriel" not in whole and whole["seed"] == 5
    ask(op="fermer", demo="t")


def test_a_finished_tutorial_lets_the_game_go_on():
    tutorial = Tutorial(read_steps(STEPS), session())
    tutorial.next()
    tutorial.play("prendre-3")
    tutorial.play("prendre-29")
    legal = tutorial.session.state.legal_moves(0)
    tutorial.play(legal[-1])                          # « libre »: any legal move
    assert tutorial.info()["fini"] and tutorial.info()["etape"] == 4
    tutorial.play(tutorial.session.state.legal_moves(0)[0])   # the game goes on, free
