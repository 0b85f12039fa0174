"""Every page of every feed converts, and every source word reaches the Markdown."""
from __future__ import annotations

import glob
from pathlib import Path

import pytest

from scripts import feeds
from scripts.wikitext import convert, structure_defects
from wordcheck import missing_words, share


ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted(glob.glob(str(ROOT / "sources" / "*.txt")))
REVISIONS = feeds.read_feeds(SOURCES)
PAGES = feeds.latest_pages(REVISIONS)


def test_feeds_hold_pages():
    assert len(PAGES) >= 40


@pytest.mark.parametrize("title", sorted(PAGES))
def test_latest_revision_keeps_every_word(title):
    """Nothing the authors wrote is lost: 100 % of the source words (minus markup)."""
    text = PAGES[title].latest.content
    md = convert(text, title=title).markdown
    missing = missing_words(text, md)
    assert not missing, f"{title}: mots perdus {dict(missing)}"
    assert share(text, md) == 1.0


@pytest.mark.parametrize("title", sorted(PAGES))
def test_latest_revision_has_no_structure_defect(title):
    md = convert(PAGES[title].latest.content).markdown
    assert not md.lstrip().startswith("# ")
    assert structure_defects("# Titre\n\n" + md) == {
        "double_bullets": 0, "fake_list_paragraphs": 0,
        "skipped_heading_levels": 0, "h1_count_not_one": 0}


def test_every_revision_converts_without_loss():
    """Older revisions too (other constructs): no exception, no lost word."""
    seen = set()
    for rev in REVISIONS:
        if rev.content in seen:
            continue
        seen.add(rev.content)
        md = convert(rev.content).markdown
        assert not missing_words(rev.content, md), (rev.title, rev.timestamp)
