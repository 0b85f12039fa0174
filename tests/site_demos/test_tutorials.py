"""Every « Apprendre en jouant » written in the pages replays to its end in CPython: each step's move is
legal at its point of the seeded game, each section is a heading of its page (issue 37). A wiki edit that
removes a heading, or a block whose seed changes, gives the French message naming the page and the step."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from markdown.extensions.toc import slugify

from engine.core import ScenarioError
from engine.tutorial import ANY_MOVE, Tutorial, check
from engine.web import open_demo
from site_demos import hook

PAGES = Path(__file__).resolve().parents[2] / "docs" / "jeux"


def tutorials():
    found = []
    for page in sorted(PAGES.glob("*.md")):
        text = page.read_text(encoding="utf-8")
        for block in hook.find_blocks(text):
            config = hook.parse_block(block["body"])
            if config.get("tutoriel"):
                found.append(pytest.param(page, text, config, id=f"{page.stem}:{block['start'] + 1}"))
    return found


TUTORIALS = tutorials()


def test_pages_teach_by_playing():
    assert len({p.values[0] for p in TUTORIALS}) >= 12   # issue 37 asks twelve; fourteen pages teach by playing


@pytest.mark.parametrize("page, text, config", TUTORIALS)
def test_each_tutorial_replays_to_its_end(page, text, config):
    headings = hook._markdown_headings(text, slugify)
    steps = config["tutoriel"]
    for n, step in enumerate(steps, 1):
        assert step["section"] is None or step["section"] in headings, f"{page.name}, étape {n}"
    check(steps, open_demo(config))
    session = open_demo(config)
    tutorial = Tutorial(steps, session)
    for step in steps:
        if step["coup"] is None:
            tutorial.next()
        else:
            legal = tutorial.session.state.legal_moves(tutorial.session.human_to_move()[0])
            tutorial.play(legal[0] if step["coup"] == ANY_MOVE else step["coup"])
    assert tutorial.info()["fini"]


def test_a_removed_heading_or_a_new_seed_names_the_page_and_the_step(caplog):
    page = PAGES / "kingdomino.md"
    text = page.read_text(encoding="utf-8")
    block = next(b for b in hook.find_blocks(text) if "tutoriel:" in b["body"])
    config = hook.parse_block(block["body"])
    mk_config = {"mdx_configs": {}}
    caplog.set_level(logging.INFO)
    gone = text.replace("## Règles de connexion", "## Comment poser un domino")
    kept = hook._checked_tutorial(config, gone, mk_config, "docs/jeux/kingdomino.md:1")
    assert kept["tutoriel"] is None
    assert "docs/jeux/kingdomino.md:1: avertissement : tutoriel non publié" in caplog.text
    assert "étape 4 : la section « Règles de connexion » n'est pas un titre de cette page" in caplog.text
    with pytest.raises(ScenarioError) as err:
        check(config["tutoriel"], open_demo({**config, "graine": config["graine"] + 1}))
    assert "étape" in str(err.value) and "n'est pas permis" in str(err.value)
