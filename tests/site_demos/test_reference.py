"""The contributors' reference page (site_demos/reference.py): generated from
the engine's declarations, it lists every game, mode and option, and each of
its example blocks passes the build's own check."""

import re

import pytest

from engine.games import all_games
from site_demos import hook, reference

PAGE = reference.page()
INTRO, MODES = PAGE.split("\n## `", 1)
BLOCKS = re.findall(r"```demo\n(.*?)\n```", MODES, re.S)
GAMES = sorted(all_games(), key=lambda g: (g.id, g.mode))


def test_page_lists_every_game_mode_and_option():
    for game in GAMES:
        section = PAGE.split(f"### `{game.id}` · `{game.mode}`", 1)
        assert len(section) == 2, f"{game.id}/{game.mode} missing"
        body = section[1].split("\n### ", 1)[0]
        for option in game.options:
            assert f"| `{option.name}` |" in body
    assert len(BLOCKS) == len(GAMES)


@pytest.mark.parametrize("body", BLOCKS, ids=[f"{g.id}-{g.mode}" for g in GAMES])
def test_every_example_block_builds(body):
    config = hook.parse_block(body)
    html = hook.render_demo(config, 1)
    assert 'class="bga-demo"' in html


def test_labels_cannot_inject_markup():
    assert reference._cell("<b>x</b> | *y*") == "&lt;b>x&lt;/b> \\| \\*y\\*"


def test_the_tutorial_key_is_documented_with_a_block_that_plays():
    """Issue 37: the worked example of `tutoriel` is a block the build accepts, every step legal."""
    from engine.tutorial import check
    from engine.web import open_demo
    body, = re.findall(r"```demo\n(.*?)\n```", INTRO, re.S)
    config = hook.parse_block(body)
    assert [s["coup"] for s in config["tutoriel"]] == [None, "prendre-3", "libre"]
    check(config["tutoriel"], open_demo(config))
