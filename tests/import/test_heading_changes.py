"""The wiki keeps changing (issue 22): a heading renamed, merged, split, moved or removed on the
wiki never stops the import, and no demo example is lost. Each test takes the real newest
revision of a page from `sources/`, edits it as a wiki author would, serves it as a newer
revision in a feed file, and imports with the project's real snippets.

What a maintainer expects (issue 22): « the import always goes through with the wiki's newer
words; an example whose section is gone is placed at the nearest sensible place (the section
whose title matches best, else its own « Essayer » section at the end of the rules) […] each
fallback is a French warning in the import report, in `--check` […], naming the file and what
to update »."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from import_helpers import FEEDS, ROOT
from scripts.feeds import latest_pages, read_feeds
from scripts.import_wiki import main
from scripts.pages import place_parts, split_snippet, title_similarity

SNIPPETS = ROOT / "site_demos" / "snippets"
TAKENOKO = (SNIPPETS / "takenoko.md").read_text("utf-8")
SNIPPET = "site_demos/snippets/takenoko.md"


@pytest.fixture(scope="module")
def wiki():
    return latest_pages(read_feeds(FEEDS))


def newer(tmp: Path, title: str, content: str) -> str:
    path = tmp / f"plus-recent-{title}.txt"
    path.write_text(f"Board Game Arena - Contributions [fr]\n\n{title}\n\n2026-11-20T00:00:00Z\n\n"
                    f"Auteur\u202f: titres revus\n\n{content}", encoding="utf-8")
    return str(path)


def edited(wiki, title: str, *edits: tuple[str, str]) -> str:
    text = wiki[title].latest.content
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def run(tmp: Path, feeds, *args) -> int:
    return main([*feeds, "--out", str(tmp / "docs" / "jeux"), "--report", str(tmp / "rapport.md"), *args],
                snippets_dir=SNIPPETS)


def sections(page: str) -> list[tuple[str, str]]:
    """(heading, text up to the next heading) of a generated page, fenced code kept whole."""
    out, fence = [("", "")], False
    for line in page.split("\n"):
        if line.startswith("```"):
            fence = not fence
        if not fence and re.match(r"#{1,6} ", line):
            out.append((line.lstrip("#").strip(), ""))
        else:
            out[-1] = (out[-1][0], out[-1][1] + line + "\n")
    return out


def section_of(page: str, first_line: str) -> str:
    """The heading right above a placed example (whose first line is given): the section it
    was placed after. Each example of the snippet opens with its own heading."""
    lines = page.split("\n")
    assert lines.count(first_line) == 1, first_line
    at = lines.index(first_line)
    heads = [line for line in lines[:at] if re.match(r"#{1,6} ", line)]
    return heads[-1].lstrip("#").strip()


# One line of each of Takenoko's placed examples (site_demos/snippets/takenoko.md).
_, PLACED = split_snippet(TAKENOKO)
EXAMPLES = {title: part.split("\n")[0] for title, part in PLACED}


def import_takenoko(tmp, wiki, capsys, *edits, check=False):
    feeds = FEEDS + [newer(tmp, "Gamehelptakenoko", edited(wiki, "Gamehelptakenoko", *edits))]
    assert run(tmp, feeds) == 0
    page = (tmp / "docs" / "jeux" / "takenoko.md").read_text("utf-8")
    for first_line in EXAMPLES.values():  # no example lost, none twice
        assert page.count(first_line) == 1, first_line
    assert page.count("```demo") == TAKENOKO.count("```demo")
    report = (tmp / "rapport.md").read_text("utf-8")
    if not check:
        return page, report, ""
    capsys.readouterr()
    assert run(tmp, feeds, "--check") == 0  # in step: the fallbacks are warnings, not a failure
    return page, report, capsys.readouterr().out


def test_the_issues_renamed_takenoko_headings_go_through(tmp_path, wiki, capsys):
    """The issue's case: « == Le Panda == » → « == Le Panda (révisé) == », and the weather die's
    heading shortened (the section the issue's error named)."""
    page, report, check = import_takenoko(
        tmp_path, wiki, capsys,
        ("===Le Panda===", "== Le Panda (révisé) =="),
        ("==1) Dé météo (non choisi, toujours par hasard)==", "==1) Dé météo=="), check=True)
    # Now a level-2 section, « Objectif » its subsection: the example ends the whole section.
    assert section_of(page, EXAMPLES["Le Panda"]) == "Objectif"
    assert page.index("## Le Panda (révisé)") < page.index(EXAMPLES["Le Panda"]) < page.index("## Fin du jeu")
    assert section_of(page, EXAMPLES["1) Dé météo (non choisi, toujours par hasard)"]) == "1) Dé météo"
    # untouched sections keep their examples, with no warning
    assert section_of(page, EXAMPLES["Canal d'irrigation"]) == "Canal d'irrigation"
    for out in (report, check):
        warned = [line for line in out.split("\n") if "introuvable" in line]
        assert len(warned) == 2, out
        panda = next(line for line in warned if "« Le Panda »" in line)
        assert f"{SNIPPET} : section « Le Panda » introuvable dans la page" in panda
        assert "la section au titre le plus proche, « Le Panda (révisé) » (similarité 0,90)" in panda
        assert "À mettre à jour : la ligne « <!-- à placer après la section : Le Panda --> » de " \
               f"{SNIPPET}" in panda
    assert all(line.startswith("Avertissement : ") for line in check.split("\n") if "introuvable" in line)


def test_a_removed_heading_gets_its_own_essayer_section(tmp_path, wiki, capsys):
    """A heading removed (its text joins the section above): no title is like it, so the example
    goes into a section of its own at the end of the rules."""
    page, report, check = import_takenoko(tmp_path, wiki, capsys, ("===Canal d'irrigation===\n", ""),
                                          check=True)
    assert section_of(page, EXAMPLES["Canal d'irrigation"]) == "Essayer : Canal d'irrigation"
    heads = [h for h, _ in sections(page)]
    assert heads.index("Essayer : Canal d'irrigation") > heads.index("Astuces")  # after the rules
    assert [h for h in heads if not h.startswith("Essayer")][-1] == "Astuces"
    for out in (report, check):
        assert "section « Canal d'irrigation » introuvable" in out
        assert "sa propre section « Essayer : Canal d'irrigation » à la fin des règles" in out


def test_merged_headings_take_the_example(tmp_path, wiki, capsys):
    """Two sections merged under one title: the example follows the merged section."""
    text = wiki["Gamehelptakenoko"].latest.content
    jardinier = text.index("===Le Jardinier===")
    page, report, _ = import_takenoko(
        tmp_path, wiki, capsys,
        ("===Le Jardinier===", "===Le Jardinier et le Panda==="), ("===Le Panda===\n", ""))
    assert jardinier > 0
    assert section_of(page, EXAMPLES["Le Panda"]) == "Le Jardinier et le Panda"
    assert "au titre le plus proche, « Le Jardinier et le Panda »" in report


def test_a_split_heading_keeps_the_example_in_its_first_part(tmp_path, wiki, capsys):
    """A section split in two: the example goes to the first of the two (same similarity)."""
    page, report, _ = import_takenoko(
        tmp_path, wiki, capsys,
        ("===Le Panda===", "===Le Panda : déplacement==="),
        ("Le panda mange 1 section de bambou", "===Le Panda : repas===\nLe panda mange 1 section de bambou"))
    assert section_of(page, EXAMPLES["Le Panda"]) == "Le Panda : déplacement"
    assert "au titre le plus proche, « Le Panda : déplacement »" in report


def test_a_moved_section_takes_its_example_along(tmp_path, wiki, capsys):
    """A section moved elsewhere on the page, title unchanged: the example follows it, silently."""
    text = wiki["Gamehelptakenoko"].latest.content
    start = text.index("===Canal d'irrigation===")
    end = text.index("===Le Jardinier===")
    canal = text[start:end]
    page, report, check = import_takenoko(
        tmp_path, wiki, capsys, (canal, ""), ("== Astuces ==", canal.replace("===", "==") + "\n== Astuces =="))
    heads = [h for h, _ in sections(page)]
    assert heads.index("Canal d'irrigation") > heads.index("Objectifs du Panda (15 total)")
    assert section_of(page, EXAMPLES["Canal d'irrigation"]) == "Canal d'irrigation"
    assert "introuvable" not in report and "introuvable" not in check


def test_similarity_is_the_documented_measure():
    """difflib's ratio over normalised titles, 0.9 when one title's words stand in the other."""
    assert title_similarity("Le Panda", "le  PANDA") == 1.0
    assert title_similarity("Le Panda", "Le Panda (révisé)") == 0.9
    assert title_similarity("1) Dé météo (non choisi, toujours par hasard)", "1) De meteo") == 0.9
    assert title_similarity("Canal d'irrigation", "Canaux d'irrigation") > 0.9  # ratio alone
    assert title_similarity("Le Panda", "Objectifs du Panda (15 total)") < 0.6
    assert title_similarity("Objectif", "Objectifs du Jardinier") < 0.6  # words match whole


def test_every_example_of_every_snippet_survives_a_page_without_headings():
    """Whatever the page has become, every placed part of every real snippet is still in it."""
    for path in sorted(SNIPPETS.glob("*.md")):
        _, placed = split_snippet(path.read_text("utf-8"))
        warnings: list[str] = []
        out = place_parts("Un paragraphe sans titre.", placed, f"site_demos/snippets/{path.name}", warnings)
        for title, part in placed:
            assert part in out and f"## Essayer : " in out, path.name
        assert len(warnings) == len(placed)
