"""The build checks the rule links: every section a demo's refusals point at
(`rule_sections` of its game and mode) is a heading of the page showing it, or
the strict build fails with `docs/<file>:<line>` of the demo block (issue 14)."""

import logging

import pytest

from test_demo_hook import make_site

BLOCK = ["```demo", "jeu: flip7", "graine: 3", "```"]


def test_a_missing_rule_section_fails_with_file_and_line(tmp_path, caplog):
    page = "\n".join(["# Flip 7", "", "## Cartes Action (9)", "", "Texte.", ""] + BLOCK)  # line 7
    caplog.set_level(logging.ERROR)
    with pytest.raises(BaseException):
        make_site(tmp_path, {"regles.md": page})
    messages = "\n".join(r.getMessage() for r in caplog.records)
    assert "docs/regles.md:7: bloc demo invalide : " in messages
    assert "#seconde-chance-second-chance-3-cartes" in messages
    assert "sections #seconde-chance-second-chance-3-cartes, absentes" in messages  # #cartes-action-9 is there


def test_the_page_headings_satisfy_the_rule_links(tmp_path):
    page = "\n".join(["# Flip 7", "", "## Cartes Action (9)", "", "### Seconde chance ! (Second chance !) 3 cartes",
                      "", "Texte.", ""] + BLOCK)
    site = make_site(tmp_path, {"regles.md": page})
    html = (site / "regles" / "index.html").read_text(encoding="utf-8")
    assert 'id="cartes-action-9"' in html and 'id="seconde-chance-second-chance-3-cartes"' in html
    assert 'class="bga-demo"' in html
