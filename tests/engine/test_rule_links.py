"""A refused move names the section of the rule page that states its rule (issues 14 and 31).

A game's refusals are `engine.core.Refusal` texts carrying a `section` (a heading id of the
game's page), given by the game or, for a reason that names none, the mode's
`main_rule_section`; each mode declares the sections it uses in `rule_sections`, which the
site's build checks against the page showing the demo (tests/site_demos/test_rule_links_build.py)
and which are checked here against the committed pages.

What counts as a refusal from a rule, explicitly: every move this module tries is one that
the game itself listed as legal somewhere in the same game, so it is well-formed and its refusal
comes from the rules applied to the position; every such refusal must link (not one per game).
Input that is not a move at all (not a string, a seat that is not a number) states no rule, and
is refused without a link (`test_malformed_input_names_no_rule`).
"""

import json
import pathlib
import random
import re

import pytest

from engine import web
from engine.core import CHANCE, IllegalMove, Refusal
from engine.games import all_games, get_game

GAMES = sorted(all_games(), key=lambda g: (g.id, g.mode))
IDS = [f"{g.id}-{g.mode}" for g in GAMES]
SECTION_ID = r"^[a-z0-9_][a-z0-9_-]*$"
DOCS = pathlib.Path(__file__).resolve().parents[2] / "docs" / "jeux"


def refusals(game, seed: int = 3, steps: int = 120):
    """(move, IllegalMove) for moves that were legal somewhere in a random game, tried where they
    are not (a seeded sample of up to 25 at each step)."""
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
def test_every_refusal_from_a_rule_links_a_declared_section(game):
    """Every refusal met in a seeded game (thousands per mode) carries a section, and that
    section is one the mode declares. One seed: the whole run takes about a minute."""
    for section in game.rule_sections:
        assert isinstance(section, str)
        assert re.match(SECTION_ID, section), section
    met = 0
    for move, err in refusals(game):
        met += 1
        assert err.section is not None, f"{move} : « {err.reason} » ne renvoie à aucune section"
        assert err.section in game.rule_sections, f"{move} : « {err.reason} » → #{err.section}"
    assert met >= 20, f"{met} refus seulement : l'échantillon ne dit rien"


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_malformed_input_names_no_rule(game):
    """Not a move at all: refused by the core before any rule is asked, and without a link
    (no section of the page is about it)."""
    state = game.start({}, 3)
    for move, player in ((7, None), (None, None), ("x", True), ("x", "0")):
        with pytest.raises(IllegalMove) as err:
            state.play(move, player)
        assert err.value.section is None, (move, player, err.value.reason)


def page_headings(path) -> set[str]:
    """Heading ids of a page as the site's toc extension makes them."""
    import markdown

    md = markdown.Markdown(extensions=["toc", "attr_list", "md_in_html", "admonition", "tables", "def_list"])
    md.convert(path.read_text(encoding="utf-8"))

    def ids(tokens):
        for token in tokens:
            yield token["id"]
            yield from ids(token["children"])

    return set(ids(md.toc_tokens))


def shown_modes():
    """(page, game id, mode) for every demo block of the committed pages."""
    import yaml

    for path in sorted(DOCS.glob("*.md")):
        for block in re.findall(r"^ *```demo\n(.*?)^ *```", path.read_text(encoding="utf-8"), re.S | re.M):
            config = yaml.safe_load(block)
            yield path, config["jeu"], config.get("mode", "partie")


def test_every_declared_section_is_a_heading_of_each_page_showing_the_mode():
    """The build would link a missing section to the nearest heading (issue 22) and only log
    it: on the committed pages, every section is really there."""
    headings = {}
    shown = set()
    for path, game_id, mode in shown_modes():
        shown.add((game_id, mode))
        have = headings.setdefault(path, page_headings(path))
        missing = set(get_game(game_id, mode).rule_sections) - have
        assert not missing, f"{path.name} : {game_id} / {mode} renvoie à {sorted(missing)}, absent(s) des titres"
    assert {(g.id, g.mode) for g in GAMES} <= shown  # every mode is on a page, so all were checked


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
