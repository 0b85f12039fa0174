r"""Pathological wiki input still gives a page the site can build (issues 7 and 8).

Each page is converted, then built by a real ``mkdocs build --strict`` with the site's own
Markdown extensions and theme, in a separate process. Before the fixes, 260 nested list
levels made the build fail with a RecursionError (Python-Markdown recurses once per level),
and a 1 MB one-line paragraph took minutes: Python-Markdown's inline pass
(``treeprocessors.InlineProcessor.__applyPattern``) rebuilds the whole remaining text for every
match, and each escaped character or entity (``\*``, ``&amp;``) is a match, so one block costs
O(length × matches). No time is asserted: the subprocess timeout is only a guard.
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from scripts.wikitext import convert

# One xdist group: its one build (a module fixture) is made on one worker, not once per worker.
pytestmark = pytest.mark.xdist_group("limites-construit")


class _Loader(yaml.SafeLoader):
    """mkdocs.yml with its !ENV tags (only the Markdown extensions are read here)."""


_Loader.add_constructor("!ENV", lambda loader, node: None)

ROOT = Path(__file__).resolve().parents[2]

UNIT = "Le '''joueur''' pose a & b < c * d_e <u>x</u> [http://a.example/ lien] ''carte'' & mot. "


def _deep_lists() -> str:
    return "\n".join(
        ["\n".join("*" * k + f" puce{k}" for k in range(1, 301)), "",
         "\n".join("#" * k + f" numero{k}" for k in range(1, 301)), "",
         "\n".join(":" * k + f" retrait{k}" for k in range(1, 301)), "",
         "\n".join(";" * k + f"terme{k} : def{k}" for k in range(1, 301))])


def _long_line() -> str:
    text = UNIT * (1_000_000 // len(UNIT))
    return text + "dernier"


def _long_item() -> str:
    return "* " + UNIT * (300_000 // len(UNIT)) + "findepuce"


CASES = {"profondeur": _deep_lists, "ligne": _long_line, "puce": _long_item}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    base = tmp_path_factory.mktemp("limites")
    docs = base / "docs"
    docs.mkdir()
    warnings = {}
    for name, make in CASES.items():
        conv = convert(make(), title=name)
        warnings[name] = conv.warnings
        (docs / f"{name}.md").write_text(f"# {name}\n\n{conv.markdown}", encoding="utf-8")
    (docs / "index.md").write_text("# Limites\n", encoding="utf-8")
    site = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), _Loader)
    config = {"site_name": "limites", "docs_dir": str(docs), "site_dir": str(base / "site"),
              "strict": True, "theme": {"name": "material", "font": False, "language": "fr"},
              "markdown_extensions": site["markdown_extensions"], "plugins": []}
    (base / "mkdocs.yml").write_text(yaml.safe_dump(config), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-f", str(base / "mkdocs.yml")],
                          cwd=base, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return base / "site", warnings


def _text(site: Path, name: str) -> str:
    html = (site / name / "index.html").read_text(encoding="utf-8")
    return re.sub(r"<[^>]+>", " ", html)


def test_deep_lists_build_and_keep_every_word(built):
    site, warnings = built
    text = _text(site, "profondeur")
    for k in range(1, 301):
        for word in (f"puce{k}", f"numero{k}", f"retrait{k}", f"terme{k}", f"def{k}"):
            assert re.search(rf"\b{word}\b", text), word
    assert any("niveaux" in w for w in warnings["profondeur"])


def test_long_paragraph_builds_and_keeps_every_word(built):
    site, warnings = built
    text = _text(site, "ligne")
    assert len(re.findall(r"\bjoueur\b", text)) == 1_000_000 // len(UNIT)
    assert "dernier" in text
    assert any("Paragraphe très long" in w for w in warnings["ligne"])


def test_long_list_item_builds_and_keeps_every_word(built):
    site, _ = built
    text = _text(site, "puce")
    assert len(re.findall(r"\bcarte\b", text)) == 300_000 // len(UNIT)
    assert "findepuce" in text
