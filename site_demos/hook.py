"""mkdocs hooks: demo blocks → validated, pre-rendered demos; runtime into the site.

A contributor adds a demo to a rule page with a fenced block:

    ```demo
    jeu: flip7
    mode: partie
    graine: 7
    options:
      joueurs: 4
    ```

`on_page_markdown` finds each block, validates it with the engine in CPython
(`engine.web.open_demo`, the same code the browser runs) and renders its first
position. A bad block fails the build with `docs/<file>:<line>` and the
engine's French message. The block becomes a `<div class="bga-demo">` holding
the static board (the game's own view, escaped by `engine.markup`), the
status line and the log, readable without JavaScript; the browser shell
(`assets/demo-shell.js`) makes it live. Markdown never sees that HTML: the
block is replaced by a placeholder comment, swapped for the HTML in
`on_post_page`, after the search plugin has indexed the page (a demo's
buttons and log are not rule text).

`on_files` adds to the site what mkdocs does not copy by itself: the shell,
its module worker and CSS (from `site_demos/assets/`), the Pyodide runtime
(from the pinned npm package, `site_demos/node_modules/pyodide/`), the engine
wheel and the lock file that registers it (built by `site_demos/wheel.py`),
the contributors' reference of every game, mode and option
(`site_demos/reference.py`), and, at the site root, the service worker `sw.js`
that keeps the site and the runtime for offline reading (`assets/sw.js`;
`on_post_build` fills in the list of this build's files and a hash of their
bytes, its version). Under `mkdocs serve`, `sw.js` is one that unregisters
itself and drops the site's cache: a cache-first worker would hide the edits.
"""

from __future__ import annotations

import base64
import hashlib
import html as html_lib
import json
import logging
import re
import secrets
import sys
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from site_demos import demo_block, reference, wheel  # noqa: E402

log = logging.getLogger("mkdocs.hooks.demos")

ASSETS = HERE / "assets"
SHELL = "demo-shell.js"  # an ES module; its parts in assets/shell/ are imported by it, as they are
ASSET_FILES = ["demo.css", SHELL, "demo-worker.mjs"] + sorted(
    f"shell/{p.name}" for p in (HERE / "assets" / "shell").glob("*.js"))
RUNTIME_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
RUNTIME_URI = "assets/pyodide"
BUILD_PLACEHOLDER = "__BGA_BUILD__"
ENGINE_PLACEHOLDER = "__BGA_ENGINE__"  # in the worker: wheel file name, sha256, lock "info"
SERVICE_WORKER = "sw.js"  # from assets/, served at the site root (scope: the whole site)
SITE_VERSION_PLACEHOLDER = "__BGA_SITE_VERSION__"
SITE_FILES_PLACEHOLDER = "__BGA_SITE_FILES__"
# Kept out of the offline cache: source maps, the gzipped sitemap (Material reads sitemap.xml), the lock file (the
# worker has its entry inlined), lunr's languages other than French.
OFFLINE_SKIP = re.compile(r"(\.map$|^sitemap\.xml\.gz$|^" + re.escape(RUNTIME_URI) + r"/pyodide-lock\.json$"
                          r"|^assets/javascripts/lunr/(?!min/lunr\.(stemmer\.support|fr|multi)\.min\.js$))")

FENCE_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^`\n]*?)[ \t]*$")

_NONCE = secrets.token_hex(6)
_pending: dict[str, str] = {}  # placeholder word -> demo HTML, per build
_page_demos: dict[str, list] = {}  # page src_uri -> [(src:line, game id, mode, slot word)], for the rule links
_gallery: dict[str, dict] = {}  # page src_uri -> its first example's board, its first game's players (home page)


# --- finding demo blocks ----------------------------------------------------------

def find_blocks(markdown: str) -> list[dict]:
    """Every ```demo fenced block: start/end line index (0-based), indent, body.

    Fences of other languages are skipped whole, so a demo block shown as an
    example inside a ```markdown block stays text."""
    lines = markdown.split("\n")
    blocks = []
    i = 0
    while i < len(lines):
        m = FENCE_OPEN.match(lines[i])
        if not m:
            i += 1
            continue
        fence, indent, info = m.group("fence"), m.group("indent"), m.group("info")
        close = re.compile(r"^(?P<indent>[ \t]*)" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$")
        j = i + 1
        while j < len(lines):
            c = close.match(lines[j])
            # a closing fence is indented at most 3 columns more than its opener
            if c and len(c.group("indent").expandtabs(4)) <= len(indent.expandtabs(4)) + 3:
                break
            j += 1
        if info.strip().lower() == "demo":
            body = [ln[len(indent):] if ln.startswith(indent) else ln.lstrip() for ln in lines[i + 1:j]]
            blocks.append({"start": i, "end": min(j, len(lines) - 1), "indent": indent,
                           "body": "\n".join(body), "closed": j < len(lines)})
        i = j + 1
    return blocks


def _line_offset(page, markdown: str) -> int:
    """Lines the front matter took off the top of the file (0 if unknown)."""
    try:
        source = Path(page.file.abs_src_path).read_text(encoding="utf-8-sig")
    except (OSError, TypeError):
        return 0
    source = source.replace("\r\n", "\n")
    if markdown and source.endswith(markdown):
        return source[: len(source) - len(markdown)].count("\n")
    return 0


# --- turning a block into HTML ------------------------------------------------------

def parse_block(body: str) -> dict:
    """YAML body → validated config (raises ValueError with a French message;
    a `demo_block.DemoBlockError` carries the block's line when it has one)."""
    from engine.core import EngineError
    from engine.web import demo_config

    raw = demo_block.read_block(body)
    if raw is None:
        raise ValueError("bloc vide : il faut au moins « jeu: <identifiant> ».")
    try:
        return demo_config(raw)
    except EngineError as err:
        raise ValueError(str(err)) from None


def first_position(config: dict):
    """(session, snapshot) of a validated config's first position (ValueError in French)."""
    from engine.core import EngineError
    from engine.tutorial import Tutorial
    from engine.web import open_demo, snapshot

    try:
        session = open_demo(config)
        tutorial = Tutorial(config["tutoriel"], session) if config.get("tutoriel") else None
        return session, snapshot(session, tutorial)
    except EngineError as err:
        raise ValueError(str(err)) from None
    except Exception as err:  # a bug in the game: name it, fail the build
        raise ValueError(f"erreur interne du moteur ({type(err).__name__}) : {err}") from None


def render_demo(config: dict, number: int, snap: dict | None = None) -> str:
    """The static demo: what the reader sees before (or without) Python."""
    from engine.markup import el, move_button, text

    if snap is None:
        snap = first_position(config)[1]
    data = {k: v for k, v in config.items() if v is not None}
    extra = "".join(move_button(m, label, snap["legal"]) for m, label in snap["autres_coups"])
    log_items = "".join(text("li", line) for line in snap["log"])
    title = snap["meta"]["titre"] or f"{config['jeu']} ({config['mode']})"
    step = snap.get("tutoriel")
    guide = el("div",
               text("p", f"Apprendre en jouant : étape {step['etape']} sur {step['total']}", class_="bga-tuto-count"),
               text("p", step["texte"], class_="bga-tuto-text"),
               class_="bga-demo-tutorial") if step else ""
    return el(
        "div",
        el("div",
           text("p", f"Exemple jouable : {title}", class_="bga-demo-title", role="heading", aria_level="3"),
           text("p", snap["statut"], class_="bga-demo-status", role="status"),
           text("p", "Le moteur de règles se charge : le plateau ci-dessous est figé en attendant.",
                class_="bga-demo-progress"),
           class_="bga-demo-head"),
        guide,
        el("div", snap["html"], class_="bga-demo-board"),
        el("div", extra, class_="bga-demo-extra bga-actions", hidden=not extra),
        el("p", "", class_="bga-demo-message", role="alert", hidden=True),
        el("div", "", class_="bga-demo-controls", hidden=True),
        el("details",
           text("summary", "Journal de la partie"),
           el("ol", log_items, class_="bga-demo-log", aria_live="polite"),
           class_="bga-demo-journal", open=True),
        el("noscript", text("p", "Activez JavaScript pour jouer cet exemple ; le plateau ci-dessus "
                                 "montre la position de départ.", class_="bga-note")),
        class_="bga-demo",
        id=f"demo-{number}",
        data_demo=json.dumps(data, ensure_ascii=False, sort_keys=True),
        data_plateau=board_key(snap["html"]),
        data_search_exclude=True,
    )


def board_key(html: str) -> str:
    """FNV-1a (32 bits) over the board HTML's UTF-16 code units, in hex, as the shell computes it:
    when the engine's first answer draws the very board the build wrote, the shell keeps the page's
    board instead of replacing it (no new layout on the main thread as the example goes live)."""
    units = html.encode("utf-16-le")
    h = 0x811C9DC5
    for i in range(0, len(units), 2):
        h = ((h ^ (units[i] | units[i + 1] << 8)) * 0x01000193) & 0xFFFFFFFF
    return f"{h:08x}"


# --- mkdocs events ----------------------------------------------------------------------

THEME_OVERRIDE = HERE / "theme"  # main.html: the Content-Security-Policy's placeholder


def on_config(config, **kwargs):
    try:
        wheel.runtime_dir()
    except wheel.RuntimeMissing as err:
        raise PluginError(f"Démos : {err}") from None
    if str(THEME_OVERRIDE) not in config.theme.dirs:
        config.theme.dirs.insert(0, str(THEME_OVERRIDE))
    _shell_as_module(config)
    _pending.clear()
    _page_demos.clear()
    _gallery.clear()
    return config


def _shell_as_module(config):
    """The shell is an ES module (`import`): a config that lists it as a plain path gets it
    as `type: module`, so that every config that INHERITs or copies the entry loads it right."""
    from mkdocs.config.config_options import ExtraScriptValue
    scripts = config.extra_javascript
    for i, script in enumerate(scripts):
        path = script if isinstance(script, str) else script.path
        if path == f"assets/{SHELL}" and (isinstance(script, str) or script.type != "module"):
            value = ExtraScriptValue(path)
            value.type = "module"
            scripts[i] = value


def _generated(config, uri: str, *, content=None, path: Path | None = None) -> File:
    if path is not None:
        return File.generated(config, uri, abs_src_path=str(path))
    return File.generated(config, uri, content=content)


def on_files(files, config, **kwargs):
    runtime = wheel.runtime_dir()
    (file_name, data, meta), games = wheel.build_parts()
    lock_bytes, entry = wheel.patched_lock(file_name, data, meta)
    # Each game apart: a page fetches the core wheel and its own game(s) only.
    game_files = {game: [f"{wheel.GAMES_URI}/{name}", hashlib.sha256(body).hexdigest()]
                  for game, (name, body) in games.items()}
    engine = json.dumps({"file_name": file_name, "sha256": entry["sha256"],
                         "info": json.loads(lock_bytes)["info"], "games": game_files}, sort_keys=True)
    build = hashlib.sha256()
    build.update(entry["sha256"].encode())
    for game in sorted(game_files):
        build.update(game_files[game][1].encode())
    build.update((runtime / "package.json").read_bytes() if (runtime / "package.json").exists() else b"")
    for name in ASSET_FILES + [SERVICE_WORKER]:
        build.update((ASSETS / name).read_bytes())
    build_id = build.hexdigest()[:12]
    global _build_id
    _build_id = build_id
    for name in ASSET_FILES:
        uri = f"assets/{name}"
        if files.get_file_from_path(uri) is not None:
            files.remove(files.get_file_from_path(uri))
        content = (ASSETS / name).read_text(encoding="utf-8").replace(BUILD_PLACEHOLDER, build_id)
        content = content.replace(ENGINE_PLACEHOLDER, engine)
        files.append(_generated(config, uri, content=content))
    for name in RUNTIME_FILES:
        files.append(_generated(config, f"{RUNTIME_URI}/{name}", path=runtime / name))
    files.append(_generated(config, f"{RUNTIME_URI}/pyodide-lock.json", content=lock_bytes))
    files.append(_generated(config, f"{RUNTIME_URI}/{file_name}", content=data))
    for game, (name, body) in games.items():
        files.append(_generated(config, f"{RUNTIME_URI}/{wheel.GAMES_URI}/{name}", content=body))
    # The contributors' reference of demo blocks, from the engine's declarations.
    files.append(_generated(config, reference.URI, content=reference.page()))
    if files.get_file_from_path(SERVICE_WORKER) is not None:
        files.remove(files.get_file_from_path(SERVICE_WORKER))
    if _serving:
        sw = _RETIRING_SERVICE_WORKER
    else:
        sw = (ASSETS / SERVICE_WORKER).read_text(encoding="utf-8").replace(BUILD_PLACEHOLDER, build_id)
    files.append(_generated(config, SERVICE_WORKER, content=sw))  # completed by on_post_build
    log.info("Démos : moteur %s (sha256 %s…, %s, %d octets ; jeux à part : %d archives), construction %s",
             file_name, entry["sha256"][:12], meta.get("bytecode", ""), len(data), len(games), build_id)
    return files


def on_page_markdown(markdown, page, config, files, **kwargs):
    blocks = find_blocks(markdown)
    if not blocks:
        return markdown
    src = f"{Path(config['docs_dir']).name}/{page.file.src_uri}"
    _page_demos.pop(page.file.src_uri, None)
    offset = _line_offset(page, markdown)
    lines = markdown.split("\n")
    errors = []
    for number, block in reversed(list(enumerate(blocks, start=1))):
        line_no = offset + block["start"] + 1
        try:
            if not block["closed"]:
                raise ValueError("bloc demo jamais refermé (``` manquant).")
            config_ = parse_block(block["body"])
            if config_.get("tutoriel"):
                config_ = _checked_tutorial(config_, markdown, config, f"{src}:{line_no}")
            session, snap = first_position(config_)
            demo_html = render_demo(config_, number, snap)
            _remember_for_gallery(page.file.src_uri, number, session, snap)
        except ValueError as err:
            # the exact line when the block's reader knows it, else the fence's
            at = line_no + err.line if getattr(err, "line", None) else line_no
            errors.append(f"{src}:{at}: bloc demo invalide : {err}")
            continue
        word = f"bgademo{_NONCE}n{len(_pending)}"
        _page_demos.setdefault(page.file.src_uri, []).append((f"{src}:{line_no}", config_["jeu"], config_["mode"],
                                                              word))
        _pending[word] = demo_html
        lines[block["start"]: block["end"] + 1] = ["", f"{block['indent']}<!-- {word} -->", ""]
    if errors:
        for msg in reversed(errors):
            log.error(msg)
        raise PluginError("\n".join(reversed(errors)))
    return "\n".join(lines)


_MD_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$")


def _markdown_headings(markdown: str, slugify) -> dict[str, str]:
    """Heading title (and id) -> id, for the page's Markdown headings outside fenced blocks."""
    out, fence = {}, None
    for line in markdown.split("\n"):
        m = FENCE_OPEN.match(line)
        if fence is None and m:
            fence = m.group("fence")[0] * len(m.group("fence"))
            continue
        if fence is not None:
            if line.strip().startswith(fence):
                fence = None
            continue
        h = _MD_HEADING.match(line)
        if h:
            title = re.sub(r"[*_`]|\{[^}]*\}$", "", h.group(2)).strip()
            hid = slugify(title, "-")
            out[title] = hid
            out[hid] = hid
    return out


def _checked_tutorial(config_: dict, markdown: str, mk_config, where: str) -> dict:
    """The block's config with its tutorial's sections turned into heading ids, once every step is
    checked to play at its point of the seeded game (`engine.tutorial.check`). A step that no longer
    plays (an engine change, a heading renamed on the wiki) never reaches the site: the example is
    shown without its tutorial and a French warning names the page and the step (INFO level, as for
    the rule links: a wiki edit must not stop the build). A section renamed but still recognisable
    (similar title) is linked to the new title, with a warning."""
    import difflib

    from engine.core import EngineError
    from engine.tutorial import check
    from engine.web import open_demo

    headings = _markdown_headings(markdown, _slugify(mk_config))
    steps = []
    try:
        for n, step in enumerate(config_["tutoriel"], start=1):
            section = step["section"]
            if section is not None and section not in headings:
                close = difflib.get_close_matches(section, [t for t in headings if t != headings[t]], 1, 0.6)
                if not close:
                    raise EngineError(f"étape {n} : la section « {section} » n'est pas un titre de cette page")
                log.info(f"{where}: avertissement : tutoriel, étape {n} : la section « {section} » n'est plus un "
                         f"titre de la page ; l'étape renvoie à « {close[0]} ». À mettre à jour dans le bloc.")
                section = close[0]
            steps.append({**step, "section": headings[section] if section is not None else None})
        checked = {**config_, "tutoriel": steps}
        check(steps, open_demo(checked))
        return checked
    except EngineError as err:
        log.info(f"{where}: avertissement : tutoriel non publié, {err} ; l'exemple s'affiche sans tutoriel "
                 "(corrigez l'étape, puis vérifiez la page avec scripts/check-page.sh).")
        return {**config_, "tutoriel": None}


def _heading_ids(toc) -> set[str]:
    ids = set()
    for item in toc or []:
        ids.add(item.id)
        ids |= _heading_ids(item.children)
    return ids


_SECTION_ID = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_-]*")  # as the shell checks it
_HEADING_TAG = re.compile(r"<h([1-6])\b[^>]*\bid=\"([^\"]+)\"[^>]*>")
_TAG = re.compile(r"<[^>]*>")


def _slugify(config):
    """The toc extension's slugify as this site configures it (default: Python-Markdown's)."""
    from markdown.extensions.toc import slugify
    toc = (config.get("mdx_configs") or {}).get("toc") or {}
    return toc.get("slugify") or slugify


def _sections(html: str) -> list[tuple[int, str, str]]:
    """(offset of the heading tag, heading id, text of its section up to the next heading)."""
    marks = list(_HEADING_TAG.finditer(html))
    out = []
    for k, m in enumerate(marks):
        end = marks[k + 1].start() if k + 1 < len(marks) else len(html)
        out.append((m.start(), m.group(2), _TAG.sub(" ", html[m.start():end])))
    return out


def _fr(x: float) -> str:
    return f"{x:.2f}".replace(".", ",")


def nearest_heading(missing: str, html: str, ids: set[str], slugify, at: int | None = None):
    """The existing heading a refusal whose section `missing` is gone should link to, with why.
    Similarity is `difflib.SequenceMatcher.ratio()` of the two ids (slugs); in this order:

    1. a heading id at least 0.8 similar (a renamed heading: « Cartes Action (9) » → « Cartes
       Action »);
    2. a heading id holding the old one's words side by side, or held in it (« Le Panda » →
       « Le Panda (révisé) », a title shortened, merged or split), the most similar first;
    3. the first section whose text now holds the vanished heading's words, when it had two words
       or more (a heading rewritten as a plain paragraph: « Cartes Action (9) : Les 9 cartes… »,
       the slug of that section's text contains `cartes-action-9`);
    4. a heading id at least 0.6 similar;
    5. the heading above the demo block (offset `at` in the page), else the page's first heading."""
    import difflib

    base = re.sub(r"_\d+$", "", missing)  # toc's suffix for a repeated title
    sections = [s for s in _sections(html) if s[1] in ids]
    scored = sorted(((difflib.SequenceMatcher(None, base, hid).ratio(), -k, hid)
                     for k, (_, hid, _) in enumerate(sections)), reverse=True)
    if scored and scored[0][0] >= 0.8:
        return scored[0][2], f"titre le plus proche (similarité {_fr(scored[0][0])})"
    for score, _, hid in scored:  # best first
        short, long_ = sorted((base, hid), key=len)
        if f"-{short}-" in f"-{long_}-":
            return hid, "titre qui reprend les mots du titre disparu"
    if "-" in base:
        pattern = re.compile(r"(?:^|-)" + re.escape(base) + r"(?:-|$)")
        for _, hid, text in sections:
            if pattern.search(slugify(text, "-")):
                return hid, "section qui contient les mots du titre disparu"
    if scored and scored[0][0] >= 0.6:
        return scored[0][2], f"titre le plus proche (similarité {_fr(scored[0][0])})"
    above = [hid for start, hid, _ in sections if at is not None and start < at]
    if above:
        return above[-1], "titre sous lequel se trouve l'exemple"
    if sections:
        return sections[0][1], "premier titre de la page"
    return None, "aucun titre sur la page"


_TABLE = re.compile(r"<table>(.*?)</table>", re.S)


def prewrap_tables(html: str) -> str:
    """The page's Markdown tables, in the boxes Material's script would put them in as the page loads,
    and with a class so that it leaves them be (it mounts only `table:not([class])`; demo.css gives
    `table.bga-tableau` the theme's table style). Mounting moved each table once the page was parsed:
    on Takenoko, its three tables made the theme restyle the whole article inside the load's longest
    task (Lighthouse's blocking time 632 → 266 ms: BENCHMARKS.md). The examples' own tables carry a
    class and are not matched."""
    return _TABLE.sub(r'<div class="md-typeset__scrollwrap"><div class="md-typeset__table">'
                      r'<table class="bga-tableau">\1</table></div></div>', html)


def on_page_content(html, page, config, files, **kwargs):
    """Every rule section a demo's refusals link to is a heading of its page. When one is gone
    (renamed, merged or removed on the wiki), the build goes on: an anchor with the old id is put
    just before the nearest existing heading (`nearest_heading`), so the refusal's link (built by
    the shell from the id) lands there, and a French warning is logged.

    The warning is logged at INFO level, on purpose: `mkdocs build --strict` counts every WARNING
    record of the `mkdocs` loggers and fails the build, and a page whose wiki text changed must
    still be publishable; INFO is what mkdocs itself uses for what a maintainer should read but that
    does not stop a build (it is shown by `mkdocs build` and `serve`, not under `-q`). The import
    report carries the matching warning for examples whose section is gone. The page's tables are
    put in their boxes first (`prewrap_tables`)."""
    html = prewrap_tables(html)
    demos = _page_demos.get(page.file.src_uri)
    if not demos:
        return html
    from engine.games import get_game

    ids = _heading_ids(page.toc)
    slugify = _slugify(config)
    aliases: dict[str, str] = {}
    for where, game_id, mode, word in demos:
        missing = sorted(set(get_game(game_id, mode).rule_sections) - ids)
        for section in missing:
            if section in aliases or not _SECTION_ID.fullmatch(section):
                continue
            slot = html.find(f"<!-- {word} -->")
            target, why = nearest_heading(section, html, ids, slugify, slot if slot >= 0 else None)
            aliases[section] = target
            title = next((t for i, t in _toc_titles(page.toc) if i == target), None)
            lands = f"au titre « {title} » (#{target}, {why})" if target else f"en haut de la page ({why})"
            log.info(f"{where}: avertissement : les refus de « {game_id} / {mode} » renvoient à la section "
                     f"#{section}, absente des titres de cette page (titre changé ou retiré sur le wiki) ; "
                     f"le lien mène {lands}. À mettre à jour : le titre de la "
                     f"section dans la page (ou sur le wiki), ou `rule_sections` et les refus de "
                     f"engine/games/{game_id}/ s'ils doivent citer une autre section.")
    for section, target in aliases.items():
        anchor = f'<span id="{section}" class="bga-rule-anchor"></span>'
        m = target and re.search(r"<h[1-6]\b[^>]*\bid=\"" + re.escape(target) + r"\"", html)
        html = html[:m.start()] + anchor + html[m.start():] if m else anchor + html
    return html


def _toc_titles(toc):
    import html as _html
    for item in toc or []:
        yield item.id, _html.unescape(_TAG.sub("", item.title))
        yield from _toc_titles(item.children)


_SLOT = re.compile(r"(<p>)?<!-- (bgademo" + _NONCE + r"n\d+) -->(</p>)?")


_build_id = ""

# Put in <head> on a page with a demo: the examples far below the fold wait to be laid out
# (the class bga-lazy-demos, demo.css); the classes the theme's script gives <html> as it
# starts (`js` for `no-js`, its focus polyfill's `js-focus-visible`) are given here, before
# the first style, so that the script's own changes are no changes (each one made the
# browser restyle the whole page inside the load's longest task: bench_main_thread.py
# --recalculs); and the worker (Pyodide + engine, several
# megabytes) is started once the page has painted (its first contentful paint,
# or its load event, whichever comes first), so its downloads never compete with
# the page's text, styles and board; the shell starts it sooner when an example
# is in view or touched (`start()`), and adopts it with the messages it sent
# meanwhile. It also holds back the search index (Material's bundle asks for it at
# once, by XMLHttpRequest, at high priority: about 110 KB gzip) until the page's load
# event: the index serves the first search, not the first paint. (Later pages reached
# by instant navigation reuse the worker and never run this.) The same text on every page, so that the Content-Security-Policy
# allows it by one hash: the worker's address is an attribute.
_EARLY_START_BODY = """(function(){try{var h=document.documentElement.classList;h.remove("no-js");\
h.add("js","js-focus-visible","bga-lazy-demos");\
var q=[],s=document.currentScript,\
u=new URL(s.getAttribute("data-worker"),document.baseURI),e={queue:q,worker:null,onstart:null,\
start:function(){if(!e.worker){try{var w=e.worker=new Worker(u,{type:"module"});\
w.onmessage=function(m){q.push(m)};w.onerror=function(m){m.preventDefault();q.failed=true}}\
catch(x){q.failed=true}if(e.onstart)e.onstart()}return e.worker}};window.bgaEarlyWorker=e;\
var later=function(){setTimeout(e.start,0)};try{new PerformanceObserver(function(l,o){\
if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}})\
.observe({type:"paint",buffered:true})}catch(x){}addEventListener("load",later);\
var X=window.XMLHttpRequest&&XMLHttpRequest.prototype,o=X&&X.open,d=X&&X.send;if(X){\
X.open=function(m,a){this.bgaLate=/\\/search\\/search_index\\.json$/.test(String(a).split("?")[0]);\
return o.apply(this,arguments)};X.send=function(){var x=this,a=arguments,go=function(){d.apply(x,a)};\
if(!x.bgaLate||document.readyState==="complete")return d.apply(x,a);addEventListener("load",function(){\
setTimeout(go,0)})}}}catch(x){}})();"""
_EARLY_START = '<script data-worker="%s">' + _EARLY_START_BODY + "</script>"

# --- the Content-Security-Policy (theme/main.html holds its placeholder) -------------
CSP_PLACEHOLDER = "__BGA_CSP__"
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval' {hashes}; worker-src 'self'; "
       "connect-src 'self'; img-src 'self' data:; font-src 'self' data:; style-src 'self' 'unsafe-inline'; "
       "object-src 'none'; base-uri 'self'; form-action 'self'")
"""Scripts and workers from the site only; WebAssembly for Pyodide; inline
scripts only by the hash of their text; no plugin, no <base>, no request to
another host. Styles may be inline: the views and the theme set `style`."""
THEME_INLINE_SCRIPTS = (
    "__md_scope=new URL(",                       # the theme's storage scope (its text names the page's depth)
    'var palette=__md_get("__palette")',          # the reader's colour scheme, before the first paint
    "var target=document.getElementById(location.hash.slice(1))",  # the theme's opened <details> target
)
"""The theme's own inline scripts: the build fails on any inline script that is
neither one of these nor the early start above (found in the built pages)."""
_INLINE_SCRIPT = re.compile(r"<script(?P<attrs>\s[^>]*)?>(?P<body>.*?)</script>", re.S | re.I)
_CSP_META = re.compile(r'\s*<meta http-equiv="Content-Security-Policy" content="' + CSP_PLACEHOLDER + '">')


def _script_hash(body: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode() + "'"


def content_security_policy(site_dir: Path) -> None:
    """Fill in every built page's policy: the hashes of the inline scripts the
    pages hold (the early start, the theme's own), the same policy for every
    page (instant navigation keeps the first page's). Any other inline script
    fails the build, naming the page."""
    pages = sorted(site_dir.rglob("*.html"))
    texts = {p: p.read_text(encoding="utf-8") for p in pages}
    if not any(CSP_PLACEHOLDER in t for t in texts.values()):
        return  # a theme without site_demos/theme/main.html's place for it
    if _serving:  # mkdocs serve injects its live-reload script inline: no policy there
        for path, text in texts.items():
            path.write_text(_CSP_META.sub("", text), encoding="utf-8")
        return
    hashes, errors = {_script_hash(_EARLY_START_BODY)}, []
    for path, text in texts.items():
        for m in _INLINE_SCRIPT.finditer(text):
            attrs = m.group("attrs") or ""
            if re.search(r"\ssrc=", attrs) or re.search(r'type="application/json"', attrs):
                continue
            body = m.group("body")
            if body == _EARLY_START_BODY or body.startswith(THEME_INLINE_SCRIPTS):
                hashes.add(_script_hash(body))
            else:
                errors.append(f"{path.relative_to(site_dir).as_posix()} : script en ligne inconnu, que la "
                              f"politique de sécurité (CSP) bloquerait : « {body[:60]}… » "
                              "(voir THEME_INLINE_SCRIPTS dans site_demos/hook.py).")
        if CSP_PLACEHOLDER not in text:
            errors.append(f"{path.relative_to(site_dir).as_posix()} : page sans politique de sécurité (CSP) ; "
                          "elle doit venir du gabarit site_demos/theme/main.html.")
    if errors:
        for msg in errors:
            log.error(msg)
        raise PluginError("\n".join(errors))
    policy = CSP.format(hashes=" ".join(sorted(hashes)))
    for path, text in texts.items():
        path.write_text(text.replace(CSP_PLACEHOLDER, policy), encoding="utf-8")


# Material's template gives two ARIA widgets no name (axe, Lighthouse: aria-dialog-name,
# aria-progressbar-name): the search overlay and instant navigation's progress bar. The bar, a
# line drawn for sight outside the page's landmarks (axe: region), is hidden from screen readers,
# which hear the new page's title.
THEME_NAMES = (
    ('<div class="md-search" data-md-component="search" role="dialog"',
     '<div class="md-search" data-md-component="search" role="dialog" aria-label="Recherche"'),
    ('<div class="md-progress" data-md-component="progress" role="progressbar"',
     '<div class="md-progress" data-md-component="progress" role="progressbar" '
     'aria-label="Chargement de la page" aria-hidden="true"'),
)
_HEADING_OPEN = re.compile(r"<h([1-6])\b")
_H4_OPEN = re.compile(r"<h4(\s[^>]*)?>")
_DEMO_TITLE_LEVEL = 'class="bga-demo-title" role="heading" aria-level="3"'


_DEMO_TITLE = re.compile(r'(<p class="bga-demo-title" role="heading" aria-level="\d">)([^<]*)(</p>)')
_LAST_HEADING = re.compile(r"<h[1-6]\b[^>]*>(.*?)</h[1-6]>", re.S)
_HEADER_LINK = re.compile(r'<a class="headerlink".*?</a>', re.S)


def _demo_title(demo_html: str) -> str:
    found = _DEMO_TITLE.search(demo_html)
    return found.group(2) if found else ""


_STEP_NUMBER = re.compile(r"^(?:\d+|[IVX]+)(?:\s+[-–—]|[.)])\s+(?=\w)")   # « 3 - Construction », « 1. Choisir »
_BARE_NUMBER = re.compile(r"^\d+\s+(?=\w)")                        # « 2 Éclosion des dragons »
_TIGHT_COLON = re.compile(r"(\w):(?=\s)")


def _title_words(heading: str, earlier: list[str] = ()) -> str:
    """A section's heading as an example's title: without the wiki's step number (« 3 -
    Construction » ; « 2 Éclosion des dragons » when an earlier heading is numbered the same way,
    so that « 7 Wonders » keeps its number) and with French spacing before a colon (« Action :
    Colonisation »)."""
    words = _STEP_NUMBER.sub("", heading)
    if words == heading and any(_BARE_NUMBER.match(h) for h in earlier):
        words = _BARE_NUMBER.sub("", heading)
    return _TIGHT_COLON.sub(lambda m: m.group(1) + "\u00a0:", words)


def _demo_with_level(demo_html: str, before: str, shared: set[str] = frozenset()) -> str:
    """The example's title is a heading one level below the section it stands in (at least 2),
    so the view's own zone titles (h4, said level 3 under a title of level 2) follow the page's
    headings in order. A title that
    several examples of the page share (positions of one game) gives way to the section's
    title, so that each example is told apart (in a screen reader's list of headings too)."""
    levels = _HEADING_OPEN.findall(before)
    level = min(6, max(2, int(levels[-1]) + 1)) if levels else 2
    demo_html = demo_html.replace(_DEMO_TITLE_LEVEL, _DEMO_TITLE_LEVEL[:-2] + f'{level}"', 1)
    if level == 2:  # the zone titles (h4) say level 3, written last as the shell's setAttribute does
        demo_html = _H4_OPEN.sub(lambda m: "<h4" + (m.group(1) or "") + ' aria-level="3">', demo_html)
    if _demo_title(demo_html) in shared:
        # the last heading's words as text (Markdown's own HTML stripped), escaped again; the page is
        # read again only for a shared title
        headings = _LAST_HEADING.findall(before)
        words = html_lib.unescape(re.sub(r"<[^>]+>", "", _HEADER_LINK.sub("", headings[-1]))).strip() if headings else ""
        words = _title_words(words, [re.sub(r"<[^>]+>", "", h).strip() for h in headings[:-1]])
        if words:
            demo_html = _DEMO_TITLE.sub(lambda m: f"{m.group(1)}Exemple jouable : {html_lib.escape(words, quote=False)}"
                                        f"{m.group(3)}", demo_html, count=1)
    return demo_html


def _theme_names(output: str) -> str:
    for old, new in THEME_NAMES:
        output = output.replace(old, new, 1)
    return output


def on_post_template(output_content, template_name, config, **kwargs):
    """The 404 page is a static template, not a page: its theme widgets get their names too."""
    return _theme_names(output_content) if template_name.endswith(".html") else output_content


_BODY = re.compile(r"<body\b")


def _switching_body(output: str) -> str:
    """The page's <body> comes marked as the theme's palette marks it while it sets the colour
    scheme (`data-md-color-switching`: no transition during the switch), which it does on every
    load and undoes at the next task: marked already, its setting changes nothing, and one
    restyle of the whole page less is left in the load's longest task. Without JavaScript the
    mark stays, and the theme's transitions (a table row's hover) are instant."""
    return _BODY.sub('<body data-md-color-switching=""', output, count=1)


def on_post_page(output, page, config, **kwargs):
    output = _theme_names(output)
    if "<!-- bgavignette " in output:  # the home page's gallery (scripts/pages.py writes the slots)
        output = _VIGNETTE.sub(lambda m: gallery_slot(m.group(1), m.group(2)), output)
    # After the search plugin has read the page: the demos stay out of the index.
    if "bgademo" + _NONCE not in output:
        return output
    worker_url = "../" * page.url.count("/") + "assets/demo-worker.mjs?v=" + _build_id
    early = _EARLY_START % html_lib.escape(worker_url, quote=True)
    # Right after the Content-Security-Policy (which governs only what follows
    # it) or the charset, before the stylesheets: a script placed after them
    # would wait for them to load.
    anchor = _CSP_META.search(output) or re.search(r"<meta charset=[^>]*>", output)
    at = anchor.end() if anchor else output.index("</head>")
    output = output[:at] + early + output[at:]
    output = _switching_body(output)
    slots = list(_SLOT.finditer(output))
    titles = [_demo_title(_pending.get(m.group(2), "")) for m in slots]
    shared = {t for t in titles if t and titles.count(t) > 1}
    demos = [_demo_with_level(_pending.get(m.group(2), ""), output[:m.start()], shared) for m in slots]
    # two examples in one section: numbered in the page's order
    titles = [_demo_title(d) for d in demos]
    seen: dict[str, int] = {}
    for k, title in enumerate(titles):
        if title and titles.count(title) > 1:
            seen[title] = seen.get(title, 0) + 1
            demos[k] = _DEMO_TITLE.sub(lambda m: f"{m.group(1)}{m.group(2)} (exemple {seen[title]})"
                                       f"{m.group(3)}", demos[k], count=1)
    parts, at = [], 0
    for m, demo in zip(slots, demos):
        parts += [output[at:m.start()], demo]
        at = m.end()
    return "".join(parts) + output[at:]


_serving = False

# Under `mkdocs serve`: a service worker that removes itself and the site's
# cache, so that a build served earlier on the same address never hides the edits.
_RETIRING_SERVICE_WORKER = """// mkdocs serve: no offline cache (see site_demos/hook.py).
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) if (name.startsWith("bga-site-")) await caches.delete(name);
  await self.registration.unregister();
})()));
"""


def on_startup(command, dirty=False, **kwargs):
    global _serving
    _serving = command == "serve"


def offline_files(site_dir: Path, build_id: str) -> list[list[str]]:
    """What the service worker keeps: every page (as its directory URL), asset
    and runtime file of the built site, relative to the root, sorted, each with
    a hash of its bytes (a new build copies unchanged files from the old cache)."""
    from urllib.parse import quote
    out = []
    for path in sorted(p for p in site_dir.rglob("*") if p.is_file()):
        rel = path.relative_to(site_dir).as_posix()
        if rel == SERVICE_WORKER or OFFLINE_SKIP.search(rel):
            continue
        if rel == "index.html":
            url = "./"
        elif rel.endswith("/index.html"):
            url = quote(rel[: -len("index.html")])
        elif rel == "assets/demo-worker.mjs":
            url = rel + "?v=" + build_id  # as the pages ask for it
        else:
            url = quote(rel)
        out.append([url, hashlib.sha256(path.read_bytes()).hexdigest()[:16]])
    return out


def on_post_build(config, **kwargs):
    site_dir = Path(config["site_dir"])
    content_security_policy(site_dir)  # first: the offline list hashes the pages' final bytes
    sw_path = site_dir / SERVICE_WORKER
    if _serving or not sw_path.exists():
        return
    urls = offline_files(site_dir, _build_id)
    version = hashlib.sha256()
    for path in sorted(p for p in site_dir.rglob("*") if p.is_file() and p != sw_path):
        version.update(path.relative_to(site_dir).as_posix().encode() + b"\0")
        version.update(hashlib.sha256(path.read_bytes()).digest())
    text = sw_path.read_text(encoding="utf-8")
    text = text.replace(SITE_VERSION_PLACEHOLDER, version.hexdigest()[:16])
    text = text.replace(SITE_FILES_PLACEHOLDER, "[\n" + ",\n".join(json.dumps(u) for u in urls) + "\n]")
    sw_path.write_text(text, encoding="utf-8")


def on_serve(server, config, builder, **kwargs):
    for path in (ASSETS, ROOT / "engine"):
        server.watch(str(path))
    return server


# --- added by i23-home-phone: the home page's gallery ------------------------------------
# scripts/pages.py writes, in each card of the home page's catalogue, two slots naming the game's
# page: `<!-- bgavignette image jeux/x.md -->` and `<!-- bgavignette joueurs jeux/x.md -->`.
# mkdocs reads every page's Markdown (on_page_markdown) before it writes any page (on_post_page),
# so by then each page's first example is rendered: its board becomes the card's picture, scaled
# down by CSS, inert (no focus, no click) and hidden from screen readers (the card's text says it
# all), and its first whole-game example gives the players.

_VIGNETTE = re.compile(r"<!-- bgavignette (image|joueurs) ([\w./-]+) -->")
_ID_ATTRS = re.compile(r'\s(?:id|for|aria-labelledby|aria-describedby|aria-controls|aria-owns)="[^"]*"')


def _players(n_min: int, n_max: int) -> str:
    if n_min == n_max:
        return f"{n_min} joueur" + ("s" if n_min > 1 else "")
    return f"De {n_min} à {n_max} joueurs"


def _remember_for_gallery(src_uri: str, number: int, session, snap: dict) -> None:
    """Blocks are read last to first: what is kept at the end is the page's first."""
    entry = _gallery.setdefault(src_uri, {})
    if number == 1:
        entry["image"] = snap["html"]
    game = session.game
    if game.mode == "partie":
        bots = len(session.bots)
        example = (f"l'exemple : vous contre {bots} robot" + ("s" if bots > 1 else "") if bots
                   else "l'exemple : vous seul" if session.state.players == 1 else "")
        entry["joueurs"] = (_players(game.min_players, game.max_players)
                            + (f" ; {example}" if example else "") + ".", game.min_players == 1)


def gallery_slot(what: str, relpath: str) -> str:
    """A card's picture (the first example's board, inert) or its players line ("" if none)."""
    from engine.markup import el, text

    entry = _gallery.get(relpath, {})
    if what == "image":
        board = entry.get("image")
        if board is None:
            return el("div", "", class_="bga-vignette bga-vignette-vide", aria_hidden="true", inert=True)
        # ids (and what points at them) would repeat from card to card and match the page's own
        board = _ID_ATTRS.sub("", board)
        return el("div", el("div", board, class_="bga-vignette-plateau bga-demo"), class_="bga-vignette",
                  aria_hidden="true", inert=True)
    players = entry.get("joueurs")
    if players is None:
        return ""
    line, solo = players
    return text("p", line, class_="bga-fiche-joueurs" + (" bga-seul" if solo else ""))
