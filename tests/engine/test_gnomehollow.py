"""Gnome Hollow, mode « marche »: the Pinwheel market's sales and blockers;
refusals, options, random edits."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from playthroughs import random_walk

MARKET = get_game("gnomehollow", "marche")


def start(stock, blocked=None):
    return MARKET.start({"champignons": stock, "bloques": blocked or []}, 1)


def refused(s, move: str, *words: str) -> str:
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalMove) as err:
        s.play(move, 0)
    assert json.dumps(s.to_json(), sort_keys=True) == before, "a refused move changes nothing"
    for w in words:
        assert w in err.value.reason, (w, err.value.reason)
    return err.value.reason


def test_a_sale_blocks_its_type_and_quantity_for_the_rest_of_the_game():
    """« Pour chaque vente, vendez autant de champignons d'un même type que vous le souhaitez,
    puis placez un bloqueur pour bloquer ce type et cette quantité pour le reste de la partie,
    par exemple, un seul joueur peut vendre exactement 5 champignons bleus une fois. »"""
    s = start({"bleu": 9})
    s.play("vendre-bleu-5", 0)
    assert ["bleu", 5] in s.blocked and s.stock["bleu"] == 4 and s.treasure == 5
    s.play("visite", 0)
    s.play("cueillir-bleu", 0)
    reason = refused(s, "vendre-bleu-5", "bloqué")
    assert reason.section == "mouvement-du-gnome"
    assert "vendre-bleu-4" in s.legal_moves(0)


def test_the_pair_is_never_blocked():
    """« L'espace Paire ne reçoit JAMAIS de bloqueur, de sorte que deux champignons d'un même
    type sont toujours disponibles à la vente. »"""
    s = start({"rouge": 6})
    s.play("vendre-rouge-2", 0)
    s.play("visite", 0)
    s.play("vendre-rouge-2", 0)
    assert s.blocked == [] and s.stock["rouge"] == 2
    with pytest.raises(ScenarioError) as err:
        start({"rouge": 2}, ["rouge-2"])
    assert err.value.field == "bloques"


def test_two_sales_of_different_types_per_visit():
    """« Se déplacer vers la souche vous permet de faire jusqu'à deux ventes, si vous faites
    deux ventes en une seule visite, chacune d'entre elles doit être un champignon différent. »"""
    s = start({"rouge": 6, "bleu": 4, "jaune": 3})
    s.play("vendre-rouge-3", 0)
    refused(s, "vendre-rouge-2", "différent")
    s.play("vendre-bleu-4", 0)
    refused(s, "vendre-jaune-3", "deux ventes")
    s.play("visite", 0)
    s.play("vendre-jaune-3", 0)
    assert s.treasure == 10


def test_cannot_sell_more_than_held_or_other_players_block():
    s = start({"violet": 3}, ["violet-3"])
    refused(s, "vendre-violet-4", "que 3")
    refused(s, "vendre-violet-3", "bloqué")
    s.play("bloquer-violet-2" if "bloquer-violet-2" in s.legal_moves(0) else "vendre-violet-2", 0)
    assert s.stock["violet"] == 1


@pytest.mark.parametrize("options, field", [
    ({"champignons": {"vert": 2}}, "champignons"),
    ({"champignons": {"bleu": 12}}, "champignons"),
    ({"bloques": ["bleu-9"]}, "bloques"),
    ({"bloques": "bleu-5"}, "bloques"),
])
def test_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        MARKET.start(options, 1)
    assert err.value.field == field


def test_random_edits_never_raise_and_blockers_stay():
    for seed in range(150):
        seen = set()
        for state, player, move in random_walk(MARKET, {"champignons": {"bleu": 5, "rouge": 4}}, seed, steps=60,
                                               walk_seed=seed):
            assert MARKET.from_json(json.loads(json.dumps(state.to_json()))).to_json() == state.to_json()
            now = {tuple(b) for b in state.blocked}
            assert seen <= now and all(q != 2 for _, q in now)
            seen = now
            assert all(v >= 0 for v in state.stock.values()) and len(state.sold) <= 2
