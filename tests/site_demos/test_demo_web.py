"""The JSON bridge the browser worker calls (engine/web.py), on fixture games."""

import json

import pytest

from engine import web
from engine.core import ScenarioError

from fixtures import FIXTURES, registered


@pytest.fixture(autouse=True)
def games():
    with registered(*FIXTURES):
        yield
    web._sessions.clear()


def ask(**req):
    return json.loads(web.handle(json.dumps(req)))


def test_open_play_refuse_undo_restart_close():
    first = ask(op="ouvrir", demo="d", config={"jeu": "countdown", "graine": 3, "options": {"pile": 5}})
    assert first["ok"]
    etat = first["etat"]
    assert etat["legal"] == ["prendre-1", "prendre-2"] and etat["to_move"] == [0]
    assert etat["statut"] == "À vous de jouer (Joueur 1)."
    assert 'data-move="prendre-1"' in etat["html"] and etat["autres_coups"] == []
    assert etat["annulable"] is False
    assert etat["meta"]["bots"][0] == {"nom": "hasard", "label": "Hasard"}

    played = ask(op="jouer", demo="d", coup="prendre-2")["etat"]
    assert played["moves"][0] == [0, "prendre-2"] and len(played["moves"]) == 2  # the bot answered
    assert played["annulable"] is True
    assert played["log"][:2] == ["Joueur 1 prend 2.", played["log"][1]]

    refused = ask(op="jouer", demo="d", coup="prendre-9")
    assert refused == {"ok": False, "refus": True, "coup": "prendre-9",
                       "erreur": "on ne peut prendre que 1 ou 2 jetons, sans dépasser la pile."}
    # the refused move changed nothing
    again = ask(op="jouer", demo="d", coup="prendre-1")["etat"]
    assert again["moves"][:2] == played["moves"]

    undone = ask(op="annuler", demo="d")["etat"]
    assert undone["moves"] == played["moves"]
    undone = ask(op="annuler", demo="d")["etat"]
    assert undone["moves"] == [] and undone["html"] == etat["html"]
    nothing = ask(op="annuler", demo="d")
    assert not nothing["ok"] and "aucun de vos coups" in nothing["erreur"]

    ask(op="jouer", demo="d", coup="prendre-1")
    restarted = ask(op="recommencer", demo="d")["etat"]
    assert restarted["html"] == etat["html"] and restarted["moves"] == []
    other = ask(op="recommencer", demo="d", graine=99)["etat"]
    assert other["seed"] == 99

    assert ask(op="fermer", demo="d") == {"ok": True}
    gone = ask(op="jouer", demo="d", coup="prendre-1")
    assert not gone["ok"] and "n'est pas ouvert" in gone["erreur"]


def test_chance_at_start_and_extra_buttons_for_moves_the_view_does_not_show():
    etat = ask(op="ouvrir", demo="c", config={"jeu": "countdown"})["etat"]
    # the die was rolled automatically (chance), and logged in French
    assert etat["moves"][0][0] == -1 and etat["log"][0].startswith("Le dé donne une pile de")
    echo = ask(op="ouvrir", demo="e", config={"jeu": "echo"})["etat"]
    assert echo["autres_coups"] == []
    assert echo["statut"].startswith("À vous de jouer")


def test_share_link_moves_reopen_the_same_position():
    a = ask(op="ouvrir", demo="a", config={"jeu": "countdown", "graine": 8})["etat"]
    a = ask(op="jouer", demo="a", coup="prendre-1")["etat"]
    b = ask(op="ouvrir", demo="b", config={"jeu": "countdown", "graine": 8}, coups=a["moves"])["etat"]
    assert b["html"] == a["html"] and b["moves"] == a["moves"] and b["log"] == a["log"]
    bad = ask(op="ouvrir", demo="b", config={"jeu": "countdown", "graine": 8}, coups=[[0, "voler"]])
    assert not bad["ok"] and "coups" in bad["erreur"] and "coup n° " in bad["erreur"]
    bad = ask(op="ouvrir", demo="b", config={"jeu": "countdown"}, coups="n'importe quoi")
    assert not bad["ok"] and bad["champ"] == "coups"


def test_change_seats_and_player_count():
    etat = ask(op="ouvrir", demo="s", config={"jeu": "countdown", "sieges": ["humain", "hasard"]})["etat"]
    assert etat["seats"] == ["humain", "hasard"]
    both = ask(op="regler", demo="s", sieges=["humain", "humain"])["etat"]
    assert both["seats"] == ["humain", "humain"] and "Joueur 1" in both["statut"]
    wrong = ask(op="regler", demo="s", joueurs=5)
    assert not wrong["ok"] and wrong["champ"] == "joueurs" and "de 2 à 2 joueurs" in wrong["erreur"]


@pytest.mark.parametrize("config, field, words", [
    ({"jeu": "countdown", "couleur": 1}, "couleur", "clé inconnue"),
    ({"mode": "partie"}, "jeu", "obligatoire"),
    ({"jeu": "pasdejeu"}, "jeu", "inconnu"),
    ({"jeu": "countdown", "mode": "risque"}, "mode", "inconnu"),
    ({"jeu": "countdown", "graine": -1}, "graine", "entier"),
    ({"jeu": "countdown", "graine": True}, "graine", "entier"),
    ({"jeu": "countdown", "options": [1]}, "options", "table"),
    ({"jeu": "countdown", "options": {"pile": 99}}, "pile", "entre 0 et 30"),
    ({"jeu": "countdown", "sieges": ["humain", "robot"]}, "sieges", "« robot » inconnu"),
    ({"jeu": "countdown", "sieges": ["humain"]}, "sièges", "2 sièges attendus"),
    (["jeu", "countdown"], "demo", "table"),
])
def test_bad_configs_name_the_field_in_french(config, field, words):
    with pytest.raises(ScenarioError) as err:
        web.open_demo(config)
    assert err.value.field == field and words in str(err.value)
    answer = ask(op="ouvrir", demo="x", config=config)
    assert answer["ok"] is False and words in answer["erreur"]


def test_garbage_requests_get_french_errors_not_exceptions():
    assert "illisible" in json.loads(web.handle("{pas du json"))["erreur"]
    assert not json.loads(web.handle("[1, 2]"))["ok"]
    assert "inconnue" in ask(op="danser", demo="d")["erreur"] or "pas ouvert" in ask(op="danser", demo="d")["erreur"]
    ask(op="ouvrir", demo="d", config={"jeu": "countdown"})
    assert "opération « danser » inconnue" in ask(op="danser", demo="d")["erreur"]
    assert ask(op="jouer", demo="d", coup=None)["champ"] == "coup"


def test_games_listing():
    listed = ask(op="jeux")["jeux"]
    countdown = next(g for g in listed if g["jeu"] == "countdown")
    assert countdown["min_joueurs"] == countdown["max_joueurs"] == 2 and "hasard" in countdown["bots"]


def test_settings_come_from_the_declaration_and_change_the_demo():
    etat = ask(op="ouvrir", demo="r", config={"jeu": "flip7", "options": {"joueurs": 3}})["etat"]
    settings = {s["nom"]: s for s in etat["meta"]["reglages"]}
    # a structured option (a position) is edited on the board, not in the form
    assert set(settings) == {"joueurs", "objectif", "gel"}
    assert settings["joueurs"]["valeur"] == 3 and settings["joueurs"]["min"] == 3
    assert [c["valeur"] for c in settings["gel"]["choix"]] == ["garde", "perd"]
    assert all(s["label"] for s in settings.values())
    etat = ask(op="regler", demo="r", options={"gel": "perd", "objectif": 50})["etat"]
    assert etat["options"]["gel"] == "perd" and etat["options"]["objectif"] == 50
    assert {s["nom"]: s["valeur"] for s in etat["meta"]["reglages"]}["gel"] == "perd"
    etat = ask(op="regler", demo="r", options={"joueurs": 5})["etat"]
    assert etat["meta"]["joueurs"] == 5 and len(etat["seats"]) == 5 and etat["options"]["gel"] == "perd"
    refused = ask(op="regler", demo="r", options={"objectif": 0})
    assert not refused["ok"] and "entre 1 et 10000" in refused["erreur"]
    refused = ask(op="regler", demo="r", options={"position": {}})
    assert not refused["ok"] and refused["champ"] == "options"
    # a refused setting changes nothing
    assert ask(op="annuler", demo="r")["ok"] in (True, False)
    again = ask(op="recommencer", demo="r")["etat"]
    assert again["options"]["objectif"] == 50 and again["meta"]["joueurs"] == 5


def test_fixed_player_count_is_not_offered():
    etat = ask(op="ouvrir", demo="n", config={"jeu": "ninetynine"})["etat"]
    assert [s["nom"] for s in etat["meta"]["reglages"]] == ["atout", "fin"]


def test_odd_move_spellings_from_a_share_link_or_a_click_are_refused_not_internal():
    """Issue 8: « jouer-² » through a share link showed « erreur interne »;
    « jouer-٥ » or « jouer-05 » played as the plain digit."""
    config = {"jeu": "turnthetide", "graine": 2}
    opened = ask(op="ouvrir", demo="t", config=config)
    card = opened["etat"]["legal"][0]
    number = card.partition("-")[2]
    for odd in ("jouer-²", "jouer-٥", "jouer-" + "0" + number, "jouer-１", card.upper(), "jouer- " + number):
        answer = ask(op="ouvrir", demo="t2", config=config, coups=[[0, odd]])
        assert not answer["ok"] and not answer.get("interne"), answer
        assert "coup n° 1" in answer["erreur"]
        answer = ask(op="jouer", demo="t", coup=odd)
        assert answer["ok"] is False and answer["refus"] is True and not answer.get("interne"), answer
    assert ask(op="jouer", demo="t", coup=card)["ok"]


def test_an_option_that_sets_the_table_size_brings_its_seats():
    """Setup's « format » makes the table 2 or 4 players: the seats follow (they used to stay 2, and the
    settings were refused: « 4 sièges attendus, 2 reçus »)."""
    assert ask(op="ouvrir", demo="format", config={"jeu": "setup", "mode": "partie"})["ok"]
    four = ask(op="regler", demo="format", options={"format": "2v2"})
    assert four["ok"] and four["etat"]["seats"] == ["humain", "malin", "malin", "malin"]
    two = ask(op="regler", demo="format", options={"format": "1v1"})
    assert two["ok"] and two["etat"]["seats"] == ["humain", "malin"]
    ask(op="fermer", demo="format")
