"""Corpus: one small input per construct and pitfall of the wiki -> expected Markdown.

Each ``corpus/<name>.wiki`` must convert exactly to ``corpus/<name>.md``; the expected
files were produced by the converter and read line by line (they are the decisions:
change one only when the decision changes).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from scripts.wikitext import convert, structure_defects
from wordcheck import missing_words

CORPUS = Path(__file__).parent / "corpus"
CASES = sorted(p.stem for p in CORPUS.glob("*.wiki"))


def test_corpus_is_complete():
    assert len(CASES) >= 25
    assert all((CORPUS / f"{c}.md").exists() for c in CASES)


@pytest.mark.parametrize("name", CASES)
def test_corpus_case(name):
    src = (CORPUS / f"{name}.wiki").read_text(encoding="utf-8")
    expected = (CORPUS / f"{name}.md").read_text(encoding="utf-8")
    assert convert(src).markdown == expected


@pytest.mark.parametrize("name", CASES)
def test_corpus_case_keeps_words_and_structure(name):
    src = (CORPUS / f"{name}.wiki").read_text(encoding="utf-8")
    md = convert(src).markdown
    # MediaWiki reads "a|b" in a cell as attributes "a" (never shown), content "b"
    if name not in ("table_attributes", "table_cell_words"):
        assert not missing_words(src, md)
    d = structure_defects("# T\n\n" + md)
    assert d == {"double_bullets": 0, "fake_list_paragraphs": 0,
                 "skipped_heading_levels": 0, "h1_count_not_one": 0}
