"""site_search/: the French search worker is built, wired into every page, and finds
words whatever their accents and number.

The hook's functions are tested in Python; the built site is checked file by
file; and the site's real search worker (Material's, wrapped by ours) is run
in node on the built index by `site_search/try-search.js`, as the browser
runs it (skipped without node).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from site_search import hook  # noqa: E402

MATERIAL = "search.a7633da7.min.js"
NODE = shutil.which("node")


def _page(search_path: str, body: str = "<p>texte</p>") -> str:
    config = json.dumps({"base": "../..", "search": search_path, "tags": None})
    return (f"<html><head></head><body>{body}"
            f'<script id="__config" type="application/json">{config}</script></body></html>')


# --- the hook's functions ------------------------------------------------------------------

def test_point_worker_keeps_the_relative_path():
    html = _page(f"../../assets/javascripts/workers/{MATERIAL}")
    out = hook.point_worker(html, MATERIAL, "search-fr.0123abcd.js", "jeux/taluva.md")
    assert '"search": "../../assets/javascripts/workers/search-fr.0123abcd.js"' in out
    assert MATERIAL not in out
    assert out.replace("search-fr.0123abcd.js", MATERIAL) == html


def test_point_worker_touches_only_the_config():
    body = f"<p>Le script {MATERIAL} de Material</p>"
    html = _page(f"/assets/javascripts/workers/{MATERIAL}", body)
    out = hook.point_worker(html, MATERIAL, "search-fr.0123abcd.js", "404.html")
    assert body in out and '"search": "/assets/javascripts/workers/search-fr.0123abcd.js"' in out


def test_point_worker_ignores_pages_without_config():
    html = "<?xml version='1.0'?><urlset></urlset>"
    assert hook.point_worker(html, MATERIAL, "search-fr.0123abcd.js", "sitemap.xml") == html


def test_point_worker_fails_loudly_when_the_theme_changed():
    html = _page("assets/javascripts/workers/search.ffffffff.min.js")
    with pytest.raises(PluginError, match=r"index\.md.*introuvable"):
        hook.point_worker(html, MATERIAL, "search-fr.0123abcd.js", "index.md")


def test_worker_script_loads_materials_worker_and_is_named_by_its_content():
    name, content = hook.worker_script(MATERIAL)
    assert re.fullmatch(r"search-fr\.[0-9a-f]{8}\.js", name)
    assert f'importScripts("{MATERIAL}")' in content and hook.PLACEHOLDER not in content
    assert hook.worker_script(MATERIAL) == (name, content)
    other, _ = hook.worker_script("search.ffffffff.min.js")
    assert other != name


def test_material_worker_is_found_in_the_theme(tmp_path):
    from material import templates
    assert hook.material_worker([templates.__path__[0]]) == MATERIAL
    with pytest.raises(PluginError, match="aucun"):
        hook.material_worker([str(tmp_path)])


# --- the built site --------------------------------------------------------------------------

def _build(out: Path, extra: str = "") -> subprocess.CompletedProcess:
    config = out / "mkdocs.yml"
    hooks = "".join(f"  - {ROOT / h}\n" for h in ("site_demos/hook.py", "site_search/hook.py"))
    config.write_text(f"INHERIT: {ROOT / 'mkdocs.yml'}\ndocs_dir: {ROOT / 'docs'}\nhooks:\n{hooks}{extra}",
                      encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-f", str(config),
                           "-d", str(out / "site")], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env=dict(os.environ, NO_MKDOCS_2_WARNING="1"))


# `site`: the project's site, built once for this module and test_build.py (conftest.py).


def test_every_page_starts_the_french_worker(site):
    workers = site / "assets" / "javascripts" / "workers"
    ours = sorted(p.name for p in workers.glob("search-fr.*.js"))
    assert len(ours) == 1
    assert (workers / MATERIAL).is_file()
    assert f'importScripts("{MATERIAL}")' in (workers / ours[0]).read_text(encoding="utf-8")
    pages = list(site.rglob("*.html"))
    assert len(pages) >= 40
    for page in pages:
        html = page.read_text(encoding="utf-8")
        config = re.search(r'<script id="__config" type="application/json">(.*?)</script>', html, re.S)
        assert config, page
        target = json.loads(config.group(1))["search"]
        assert target.endswith("assets/javascripts/workers/" + ours[0]), (page, target)
        if not target.startswith("/"):   # 404.html uses absolute addresses
            assert (page.parent / target).resolve() == (workers / ours[0]).resolve(), page


def test_index_keeps_the_words_as_written(site):
    """No stemmer, words cut at apostrophes and punctuation; no variant in the index
    file itself (the reader's previews are built from it)."""
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert index["config"]["pipeline"] == ["stopWordFilter"]
    sep = re.compile(index["config"]["separator"])
    assert sep.split("l'éruption, d’une tuile (volcan) : peut-être") == \
        ["l", "éruption", "d", "une", "tuile", "volcan", "peut", "être"]
    taluva = next(d for d in index["docs"] if d["location"] == "jeux/taluva/#eruption")
    assert "éruption" in taluva["text"] and "eruption" not in taluva["text"].lower().replace("éruption", "")


def test_a_stemmer_in_the_search_pipeline_is_refused(tmp_path):
    proc = _build(tmp_path, "plugins:\n  - search:\n      lang: fr\n      pipeline: [stopWordFilter, stemmer]\n")
    assert proc.returncode != 0
    assert "retirez « stemmer »" in proc.stdout + proc.stderr


# --- the real worker, in node ------------------------------------------------------------------

needs_node = pytest.mark.skipif(NODE is None, reason="node absent : le script de recherche n'est pas exécuté")



def _try(site: Path, *args: str) -> dict:
    proc = subprocess.run([NODE, str(ROOT / "site_search" / "try-search.js"), str(site), *args],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


@needs_node
def test_variants_of_a_word_and_elisions(site):
    """Accent-less forms, -s / -x plurals, -al ↔ -aux; a query loses its elisions."""
    got = _try(site, "--variants", "éruption", "cheval", "chevaux", "jeu", "cœur", "dés", "7x7")["variants"]
    assert set(got["éruption"]) == {"eruption", "éruptions", "eruptions"}
    assert set(got["cheval"]) == {"chevals", "chevaux"} and got["chevaux"] == ["cheval"]
    assert set(got["jeu"]) == {"jeus", "jeux"}
    assert set(got["cœur"]) == {"coeur", "cœurs", "coeurs"}
    assert got["dés"] == ["des"]
    assert got["7x7"] == []
    unelided = _try(site, "--unelide", "l'éruption d’une", "qu'il +l'ennemi", "aujourd'hui", "l'")["unelided"]
    assert unelided == {"l'éruption d’une": "éruption une", "qu'il +l'ennemi": "il +ennemi",
                        "aujourd'hui": "aujourd'hui", "l'": "l'"}


@pytest.fixture(scope="module")
def answers(site):
    if NODE is None:
        pytest.skip("node absent : le script de recherche n'est pas exécuté")
    queries = ["éruption", "eruption", "éruptions", "eruptions", "Éruption", "l'éruption", "l’eruption",
               "d'éruptions",
               "bouées", "bouees", "bouée", "coeur", "chevaux", "dominos", "domino", "ennemi", "érup"]
    ours = _try(site, *queries)
    material = _try(site, "--worker", MATERIAL, *queries)
    return ours, material


def _pages(result: list) -> list[str]:
    return [group[0]["location"].split("#")[0] for group in result]


@pytest.mark.parametrize("query, page", [
    ("éruption", "jeux/taluva/"), ("Éruption", "jeux/taluva/"),
    ("eruption", "jeux/taluva/"), ("éruptions", "jeux/taluva/"), ("eruptions", "jeux/taluva/"),
    ("l'éruption", "jeux/taluva/"), ("l’eruption", "jeux/taluva/"), ("d'éruptions", "jeux/taluva/"),
    ("érup", "jeux/taluva/"),
    ("bouées", "jeux/turn-the-tide/"), ("bouees", "jeux/turn-the-tide/"), ("bouée", "jeux/turn-the-tide/"),
    ("coeur", "jeux/regicide/"), ("chevaux", "jeux/tiny-farms/"),
    ("dominos", "jeux/kingdomino/"), ("domino", "jeux/kingdomino/"), ("ennemi", "jeux/regicide/"),
])
def test_the_worker_finds_the_page(answers, query, page):
    ours, _ = answers
    assert page in _pages(ours["results"][query]), _pages(ours["results"][query])


def test_materials_worker_alone_misses_them(answers):
    """The same index, searched by Material's worker alone: the accent-less and plural
    queries find nothing (what this folder fixes)."""
    _, material = answers
    for query in ("eruption", "éruptions", "eruptions", "bouees", "coeur"):
        assert material["results"][query] == [], query
    assert "jeux/taluva/" in _pages(material["results"]["éruption"])


def test_previews_mark_the_words_of_the_page(answers):
    """Whatever the query's spelling, the preview marks the page's own word, once,
    and the terms sent back (the ?h= of the result link) are that word."""
    ours, _ = answers
    for query in ("éruption", "érup", "eruption", "éruptions", "eruptions", "l’eruption", "d'éruptions"):
        item = ours["results"][query][0][0]
        assert item["location"] == "jeux/taluva/#eruption"
        marks = re.findall(r"<mark>(.*?)</mark>", item["title"] + item["text"])
        assert marks and {m.lower() for m in marks} == {"éruption"}, (query, marks)
        assert "<mark><mark>" not in item["text"] and "eruption" not in item["text"]
        assert item["terms"] == {"éruption": True}, item["terms"]


def test_suggestions_are_words_of_the_page(site, answers):
    """Search suggestions (completion of the last word) offer a word of the site as
    written, never a variant."""
    ours, _ = answers
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    sep = re.compile(index["config"]["separator"])
    words = {w.lower() for d in index["docs"]
             for w in sep.split(re.sub(r"<[^>]*>", " ", d["title"] + " " + d["text"])) if w}
    for query, suggest in ours["suggest"].items():
        assert set(suggest) <= words, (query, suggest)
    assert ours["suggest"]["érup"] == ["éruption"]
    assert ours["suggest"]["eruption"] == []


@needs_node
def test_the_index_is_built_on_the_first_query_not_at_setup(site):
    """The worker says it is ready at once and builds the lunr index only when the
    reader searches (or a few seconds later), so the build does not compete with a
    demo's engine loading on the page; an empty query (the one Material sends when
    the worker is ready) is answered without building. Material alone builds at setup."""
    ours = _try(site, "", "éruption", "eruptions")
    assert ours["builds"] == [0, 0, 1, 1]
    assert ours["results"][""] == [] and ours["suggest"][""] == []
    assert "jeux/taluva/" in _pages(ours["results"]["éruption"])
    assert "jeux/taluva/" in _pages(ours["results"]["eruptions"])
    material = _try(site, "--worker", MATERIAL, "", "éruption")
    assert material["builds"] == [1, 1, 1]


@needs_node
def test_queries_typed_before_the_index_exists_are_answered_in_order(site, answers):
    """Queries sent together right after the setup (a reader typing while the index
    is not built yet) get, in their order, the answers they get one by one."""
    ours, _ = answers
    queries = list(ours["results"])
    together = _try(site, "--together", *queries)
    assert together["builds"] == [0, 1]
    assert together["results"] == ours["results"]
    assert together["suggest"] == ours["suggest"]
