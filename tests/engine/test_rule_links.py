"""A refused move names the section of the rule page that states its rule (issue 14).

A game's refusals may be `engine.core.Refusal` texts carrying a `section` (a
heading id of the game's page); each mode declares the sections it uses in
`rule_sections`, which the site's build checks against the page's headings
(tests/site_demos/test_rule_links_build.py). Here: every section a refusal
carries is declared, every game has refusals that link, and the web bridge
passes the section on.
"""

import json
import random
import re

import pytest

from engine import web
from engine.core import CHANCE, IllegalMove, Refusal
from engine.games import GAME_PACKAGES, all_games

GAMES = sorted(all_games(), key=lambda g: (g.id, g.mode))
IDS = [f"{g.id}-{g.mode}" for g in GAMES]
SECTION_ID = r"^[a-z0-9_][a-z0-9_-]*$"


def refusals(game, seed: int = 3, steps: int = 120):
    """(move, IllegalMove) for moves that were legal somewhere in a random game, tried where they
    are not; yielded one by one, so a test that needs only one can stop there."""
    rng = random.Random(seed)
    state = game.start({}, seed)
    seen: list[str] = []     # in the order met, for a seeded sample
    known: set[str] = set()  # the same moves, to test membership in constant time
    for _ in range(steps):
        movers = state.to_move()
        if not movers:
            break
        player = movers[0]
        legal = state.legal_moves(player)
        fresh = [m for m in dict.fromkeys(legal) if m not in known]
        seen.extend(fresh)
        known.update(fresh)
        if player != CHANCE:
            for move in rng.sample(seen, min(len(seen), 25)):
                if move in legal:
                    continue
                try:
                    state.clone().play(move, player)
                except IllegalMove as err:
                    yield move, err
        move = state.sample_chance() if player == CHANCE else rng.choice(legal)
        state.play(move, player)


def test_refusal_is_a_string_with_a_section():
    r = Refusal("il faut fournir la couleur demandée.", "deroulement-du-jeu")
    assert r == "il faut fournir la couleur demandée." and isinstance(r, str)
    assert r.section == "deroulement-du-jeu"
    assert IllegalMove("x", r).section == "deroulement-du-jeu"
    assert IllegalMove("x", "texte").section is None
    assert IllegalMove("x", "texte", "regles").section == "regles"


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_every_section_a_refusal_names_is_declared(game):
    for section in game.rule_sections:
        assert isinstance(section, str)
        assert re.match(SECTION_ID, section), section
    for move, err in refusals(game):
        if err.section is not None:
            assert err.section in game.rule_sections, f"{move} : « {err.reason} » → #{err.section}"


@pytest.mark.parametrize("package", sorted(GAME_PACKAGES))
def test_every_game_links_its_main_refusals(package):
    games = [g for g in GAMES if g.id == package]
    assert any(g.rule_sections for g in games), f"{package} : aucun refus ne renvoie à sa page"
    linked = any(err.section for g in games if g.rule_sections for seed in (1, 2, 3) for _, err in refusals(g, seed))
    assert linked, f"{package} : aucun refus rencontré ne porte de section"


def test_the_web_bridge_passes_the_section(monkeypatch):
    def refuse(reason):
        def op(req):
            raise IllegalMove("coup", reason)
        return op

    monkeypatch.setattr(web, "_op", refuse(Refusal("raison", "section-1")))
    assert json.loads(web.handle("{}")) == {"ok": False, "refus": True, "coup": "coup", "erreur": "raison",
                                            "section": "section-1"}
    monkeypatch.setattr(web, "_op", refuse("raison"))
    assert "section" not in json.loads(web.handle("{}"))
