"""The site builds with `mkdocs build --strict` and every internal link of the built HTML resolves."""

from __future__ import annotations

import html.parser
import posixpath
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]


class _Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links: list[tuple[str, str, str, str]] = []   # (tag, attribute, url, rel)
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        rel = dict(attrs).get("rel") or ""
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            if name in ("href", "src") and value is not None:
                self.links.append((tag, name, value, rel))


def _parse(path: Path) -> _Links:
    p = _Links()
    p.feed(path.read_text(encoding="utf-8"))
    return p


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    if not (ROOT / "mkdocs.yml").is_file():
        pytest.skip("mkdocs.yml absent")
    if not (ROOT / "site_demos" / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        pytest.skip("environnement Pyodide absent (npm ci --prefix site_demos) : le crochet de démo "
                    "ne peut pas copier le runtime")
    if not (ROOT / "docs" / "index.md").is_file():
        pytest.skip("docs/index.md absent : lancez python -m scripts.import_wiki")
    out = tmp_path_factory.mktemp("site")
    proc = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f",
                           str(ROOT / "mkdocs.yml"), "-d", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return out


def test_strict_build_has_every_game(site):
    games = sorted(p.stem for p in (ROOT / "docs" / "jeux").glob("*.md"))
    assert len(games) == 39
    for slug in games:
        assert (site / "jeux" / slug / "index.html").is_file(), slug
    assert (site / "index.html").is_file()
    assert not list(site.rglob("*.nouveau")), "une version .nouveau a été publiée"


def test_internal_links_resolve(site):
    pages = {p: _parse(p) for p in site.rglob("*.html")}
    broken = []
    for page, parsed in pages.items():
        base = "/" + page.parent.relative_to(site).as_posix() + "/"
        for tag, attr, url, rel in parsed.links:
            parts = urlsplit(url)
            if parts.scheme or url.startswith("//"):
                continue
            path = parts.path
            if not path:
                target = page
            else:
                resolved = posixpath.normpath(posixpath.join(base, unquote(path)))
                target = site / resolved.lstrip("/")
                if path.endswith("/") or target.is_dir():
                    target = target / "index.html"
            if not target.is_file():
                broken.append((page.relative_to(site), url, "fichier absent"))
                continue
            if parts.fragment and target.suffix == ".html":
                ids = pages[target].ids if target in pages else _parse(target).ids
                if unquote(parts.fragment) not in ids:
                    broken.append((page.relative_to(site), url, "ancre absente"))
    assert not broken, broken[:20]


def test_no_outside_resources(site):
    """Nothing the browser loads by itself (scripts, styles, images, fonts) comes from outside."""
    for page in site.rglob("*.html"):
        for tag, attr, url, rel in _parse(page).links:
            loads = tag in ("script", "img", "iframe", "source") or (
                tag == "link" and rel not in ("canonical", "alternate", "prev", "next"))
            if loads:
                assert not urlsplit(url).scheme and not url.startswith("//"), (page, tag, url)
