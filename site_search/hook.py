"""mkdocs hook: a French site search that ignores accents and finds plurals.

Why: Material for MkDocs searches with lunr in a web worker. It completes every
typed word with a wildcard (« eruption » → `eruption*`), and lunr passes
wildcard terms through no pipeline: the query is matched, as typed, against
the beginnings of the indexed words. So « eruption » never meets « éruption »,
and « éruptions » never meets a page that only says « éruption » (the stemmer
would not help: the French default pipeline has none, and the query would
skip it anyway). Material 9 offers no hook to transform a query.

What: the fix is on the index side, where lunr allows it, with a pipeline
function (the mechanism lunr and Material's author point to for
transliteration). `site_search/search-fr.js` is the site's search worker: it
loads Material's own worker unchanged, then indexes each word of the rules
together with its accent-less and singular/plural forms *at the word's own
position* (« éruption » is also indexed as « eruption », « éruptions »,
« eruptions »). A query typed with or without accents, in the singular or the
plural, then finds the page, and the result preview highlights the page's own
word: the reader never sees a variant. See the JS file for the plural rules.
The worker builds that index (twice Material's own cost) when the reader
first searches or a few seconds after the page's load, not during it, where
it would slow a demo's engine loading in its own worker.

How (this hook):
- `on_config` finds Material's hashed worker in the theme and writes our
  worker from `search-fr.js`, with that name filled in and a content hash in
  its own name; it refuses a search pipeline with a stemmer (the variants are
  built from the words as written);
- `on_files` adds our worker next to Material's (`assets/javascripts/workers/`:
  Material's worker loads the French lunr files from `../lunr/`, relative to
  the worker's address);
- `on_post_page` / `on_post_template` point each page's `__config` at our
  worker (the only setting Material reads to start its worker). The build
  fails if a page's `__config` has no worker address to point: a newer theme
  must be looked at, not silently searched without the French rules.
The `separator` and `pipeline` options of the search plugin (mkdocs.yml) cut
words at apostrophes and punctuation too (« l'éruption » → l, éruption) and
keep the stemmer out; the worker takes the elision off a query the same way
(« l'éruption » is searched as « éruption »).

`site_search/try-search.js` runs the built site's worker in node (tests, and
`node site_search/try-search.js site/ eruptions` to try a query).
"""

from __future__ import annotations

import hashlib
import logging
import re
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "search-fr.js"
WORKERS = "assets/javascripts/workers"
PLACEHOLDER = "__MATERIAL_WORKER__"
MATERIAL_WORKER = re.compile(r"search\.[0-9a-f]+\.min\.js")

log = logging.getLogger("mkdocs.hooks.search")

_state: dict[str, str] = {}


def material_worker(theme_dirs) -> str:
    """File name of Material's search worker (e.g. `search.a7633da7.min.js`)."""
    names = set()
    for d in theme_dirs:
        folder = Path(d) / WORKERS
        if folder.is_dir():
            names.update(p.name for p in folder.iterdir() if MATERIAL_WORKER.fullmatch(p.name))
    if len(names) != 1:
        raise PluginError(f"Recherche : un seul script de recherche Material attendu dans "
                          f"{WORKERS}/ du thème, trouvé : {sorted(names) or 'aucun'}")
    return names.pop()


def worker_script(material_name: str) -> tuple[str, str]:
    """(file name, content) of our worker for Material's worker `material_name`."""
    source = SOURCE.read_text(encoding="utf-8")
    if source.count(PLACEHOLDER) != 1:
        raise PluginError(f"Recherche : {SOURCE.name} doit contenir {PLACEHOLDER} une fois")
    content = source.replace(PLACEHOLDER, material_name)
    digest = hashlib.sha256(content.encode("utf-8")).hexdigest()[:8]
    return f"search-fr.{digest}.js", content


_CONFIG = re.compile(r'<script id="__config" type="application/json">(.*?)</script>', re.S)


def point_worker(html: str, material_name: str, ours: str, where: str) -> str:
    """Replace Material's worker by ours in the page's `__config` (no-op without one)."""
    config = _CONFIG.search(html)
    if config is None:
        return html
    pattern = re.compile(r'("search":\s*"(?:[^"]*/)?)' + re.escape(material_name) + '"')
    found = pattern.findall(config.group(1))
    if len(found) != 1:
        raise PluginError(f"Recherche : {where} : adresse du script de recherche "
                          f"« {material_name} » introuvable dans __config (thème modifié ?)")
    body = pattern.sub(lambda m: m.group(1) + ours + '"', config.group(1))
    return html[:config.start(1)] + body + html[config.end(1):]


# --- mkdocs events ----------------------------------------------------------------------

def on_config(config, **kwargs):
    search = config.plugins.get("material/search") or config.plugins.get("search")
    if search is None:
        raise PluginError("Recherche : le greffon « search » de Material n'est pas activé")
    pipeline = search.config.get("pipeline") or []
    if "stemmer" in pipeline:
        raise PluginError("Recherche : retirez « stemmer » de plugins.search.pipeline : les variantes "
                          "(accents, pluriels) sont construites à partir des mots tels qu'écrits")
    material = material_worker(config.theme.dirs)
    name, content = worker_script(material)
    _state.update(material=material, name=name, content=content)
    return config


def on_files(files, config, **kwargs):
    uri = f"{WORKERS}/{_state['name']}"
    files.append(File.generated(config, uri, content=_state["content"]))
    log.info("Recherche : %s charge %s (accents et pluriels)", _state["name"], _state["material"])
    return files


def on_post_page(output, page, config, **kwargs):
    return point_worker(output, _state["material"], _state["name"], page.file.src_uri)


def on_post_template(output_content, template_name, config, **kwargs):
    return point_worker(output_content, _state["material"], _state["name"], template_name)


def on_serve(server, config, builder, **kwargs):
    server.watch(str(HERE))
    return server
