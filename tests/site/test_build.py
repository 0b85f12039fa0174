"""The site builds with `mkdocs build --strict` and every internal link of the built HTML resolves.

The build these tests read (conftest.py, shared with the search-index tests) is made for a public address in a sub-folder (`SITE_URL`, as
README.md explains for publishing): the address must reach every place that names the site
(canonical links, sitemap, the 404 page's absolute paths), and the local default must not.
"""

from __future__ import annotations

import gzip
import html.parser
import posixpath
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit


ROOT = Path(__file__).resolve().parents[2]
SITE_URL = "https://regles.example.org/sous-dossier/"   # the address conftest.py builds for
LOCAL = b"127.0.0.1"


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
            if path.startswith("/"):
                # An absolute path works on the real host only under the site's own folder.
                prefix = urlsplit(SITE_URL).path
                if not path.startswith(prefix):
                    broken.append((page.relative_to(site), url, f"hors de {prefix}"))
                    continue
                path = "/" + path[len(prefix):]
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


# --------------------------------------------------------------------------- publishing (SITE_URL)

def test_site_url_reaches_canonical_links_and_sitemap(site):
    pages = sorted(p for p in site.rglob("index.html"))
    assert len(pages) >= 40
    for page in pages:
        rel = page.parent.relative_to(site).as_posix()
        expected = SITE_URL + ("" if rel == "." else rel + "/")
        canonical = [url for tag, attr, url, rel_ in _parse(page).links if rel_ == "canonical"]
        assert canonical == [expected], (page, canonical)
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    locs = re.findall(r"<loc>([^<]*)</loc>", sitemap)
    assert len(locs) == len(pages) and all(loc.startswith(SITE_URL) for loc in locs)
    assert SITE_URL + "jeux/flip-7/" in locs
    assert gzip.decompress((site / "sitemap.xml.gz").read_bytes()).decode("utf-8") == sitemap
    # The 404 page, served at any depth, names its resources by absolute path under the folder.
    assert 'href="/sous-dossier/assets/' in (site / "404.html").read_text(encoding="utf-8")


def _third_party_copies() -> dict[str, set[bytes]]:
    """Files the build copies verbatim from Material and Pyodide, by name."""
    import material
    roots = [Path(material.__file__).parent / "templates" / "assets",
             ROOT / "site_demos" / "node_modules" / "pyodide"]
    out: dict[str, set[bytes]] = {}
    for root in roots:
        for f in root.rglob("*"):
            if f.is_file():
                out.setdefault(f.name, set()).add(f.read_bytes())
    return out


def test_no_local_address_in_the_built_site(site):
    """Nothing the project writes keeps the local default; the only files holding "127.0.0.1" are
    Material's and Pyodide's own files, copied byte for byte (their code, not our address)."""
    copies = None
    for f in sorted(site.rglob("*")):
        if not f.is_file():
            continue
        data = f.read_bytes()
        if f.suffix == ".gz":
            data = gzip.decompress(data)
        if LOCAL not in data and b"localhost" not in data:
            continue
        copies = copies if copies is not None else _third_party_copies()
        assert f.read_bytes() in copies.get(f.name, ()), f"{f.relative_to(site)} garde l'adresse locale"


def test_site_url_defaults_to_the_local_preview(monkeypatch):
    """Without SITE_URL, the configuration keeps the address `scripts/serve.sh` serves."""
    from mkdocs.config import load_config
    monkeypatch.delenv("SITE_URL", raising=False)
    assert load_config(str(ROOT / "mkdocs.yml"))["site_url"] == "http://127.0.0.1:8000/"
    monkeypatch.setenv("SITE_URL", SITE_URL)
    assert load_config(str(ROOT / "mkdocs.yml"))["site_url"] == SITE_URL


def test_each_example_of_a_page_has_its_own_title(site):
    """Several positions of one game on a page (Dames, Kingdomino, Les Aventuriers…) used to share
    the mode's title: each now bears its section's title, so no two examples of a page
    read the same (issue 32), and a section title with markup or entities stays plain text."""
    title = re.compile(r'<p class="bga-demo-title" role="heading" aria-level="\d">([^<]*)</p>')
    pages, same = 0, {}
    for path in sorted((site / "jeux").glob("*/index.html")):
        titles = title.findall(path.read_text(encoding="utf-8"))
        pages += len(titles) > 1
        if len(set(titles)) < len(titles):
            same[path.parent.name] = titles
    assert pages >= 20 and not same, same
    dames = title.findall((site / "jeux" / "dames-internationales" / "index.html").read_text(encoding="utf-8"))
    assert any(t.endswith("bloquer l&#x27;adversaire") or t.endswith("bloquer l'adversaire") for t in dames), dames


def test_headings_never_skip_a_level(site):
    """Lighthouse's heading-order (issue 32): on every game page, each heading (h1–h6, or a
    role="heading" with its aria-level, which wins over the tag) is at most one level below the
    one before it. Mojo's example stands right under the page's title: its title is level 2 and
    the view's zone titles (h4) say level 3."""
    tag = re.compile(r'<(h[1-6]|p)\b([^>]*)>')
    skipped = {}
    for path in sorted((site / "jeux").glob("*/index.html")):
        html = path.read_text(encoding="utf-8")
        html = html[html.index('<article'):html.index('</article>')]
        last = 1
        for name, attrs in tag.findall(html):
            if name == "p" and 'role="heading"' not in attrs:
                continue
            level_attr = re.search(r'aria-level="(\d)"', attrs)
            level = int(level_attr.group(1)) if level_attr else int(name[1])
            if level > last + 1:
                skipped.setdefault(path.parent.name, []).append(f"{last} → {level}")
            last = level
    assert not skipped, skipped
    mojo = (site / "jeux" / "mojo" / "index.html").read_text(encoding="utf-8")
    assert 'aria-level="2"' in mojo and re.search(r'<h4 [^>]*aria-level="3">', mojo)


def test_the_pages_tables_come_boxed_and_the_theme_leaves_them_be(site):
    """Material's script boxes every `table:not([class])` once the page is parsed, which restyled
    the whole article inside the load's longest task (Takenoko's three tables: issue 32). The hook
    writes that box into the page and classes the table (`prewrap_tables`): no page of the site
    keeps a table the script would move, and Takenoko's three are boxed."""
    classless = re.compile(r"<table\b(?![^>]*\bclass=)[^>]*>")
    bare = {p.relative_to(site).as_posix(): n for p in sorted(site.rglob("*.html"))
            if (n := len(classless.findall(p.read_text(encoding="utf-8"))))}
    assert not bare, bare
    takenoko = (site / "jeux" / "takenoko" / "index.html").read_text(encoding="utf-8")
    assert takenoko.count('<div class="md-typeset__scrollwrap"><div class="md-typeset__table">'
                          '<table class="bga-tableau">') == 3
