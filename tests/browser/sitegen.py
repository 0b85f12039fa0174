"""Sites for the browser tests and benchmarks, and a local static server.

`build_site(out)` builds the project's own site (mkdocs.yml, docs/).
`build_demo_site(out)` builds a site with the project's theme and hook whose
pages hold one demo per registered game and mode, chained by links: it covers
every game the engine registers, whether or not a rule page shows it yet.
`serve(site_dir)` serves a directory on 127.0.0.1 from a thread; start it
first, since each site is built with `site_url` set to the server's URL.
Chromium is launched with the flags of GUIDE §2, never `playwright install`.
"""

from __future__ import annotations

import functools
import http.server
import os
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _mkdocs(config: Path, site_dir: Path) -> None:
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    proc = subprocess.run([PYTHON, "-m", "mkdocs", "build", "-q", "-f", str(config), "-d", str(site_dir)],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"mkdocs build a échoué :\n{proc.stdout}\n{proc.stderr}")


def _hooks() -> str:
    """mkdocs.yml's own hooks, with absolute paths (a config written elsewhere
    that sets `hooks:` replaces the inherited list instead of extending it)."""
    import yaml

    class Loader(yaml.SafeLoader):  # mkdocs.yml uses mkdocs' own tags (!ENV): read them as plain values
        pass

    Loader.add_multi_constructor("!", lambda loader, suffix, node: None)
    hooks = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=Loader).get("hooks") or []
    return "hooks:\n" + "".join(f"  - {ROOT / h}\n" for h in hooks)


def build_site(out: Path, site_url: str) -> Path:
    """The project's own site, with `site_url` set to where it will be served
    (Material's instant navigation only intercepts links listed in the
    sitemap, whose URLs come from `site_url`)."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    config = out / "mkdocs.yml"
    config.write_text(
        f"INHERIT: {ROOT / 'mkdocs.yml'}\n"
        f"docs_dir: {ROOT / 'docs'}\n"
        f"site_url: {site_url}\n" + _hooks(), encoding="utf-8")
    site = out / "site"
    _mkdocs(config, site)
    return site


def demo_pages() -> list[dict]:
    """One page per registered (game, mode), in a stable order."""
    from engine.games import all_games
    pages = []
    for game in sorted(all_games(), key=lambda g: (g.id, g.mode)):
        pages.append({"slug": f"{game.id}-{game.mode}", "jeu": game.id, "mode": game.mode,
                      "titre": game.title or f"{game.id} {game.mode}",
                      "sections": sorted(game.rule_sections)})
    return pages


def build_demo_site(out: Path, site_url: str) -> tuple[Path, list[dict]]:
    out = Path(out)
    docs = out / "docs"
    (docs / "demos").mkdir(parents=True, exist_ok=True)
    pages = demo_pages()
    index = ["# Exemples", "", "Page sans exemple jouable.", ""]
    index += [f"- [{p['titre']}](demos/{p['slug']}.md)" for p in pages]
    (docs / "index.md").write_text("\n".join(index) + "\n", encoding="utf-8")
    for i, p in enumerate(pages):
        nxt = pages[(i + 1) % len(pages)]
        body = [f"# {p['titre']}", "", "Essayez :", "", "```demo", f"jeu: {p['jeu']}", f"mode: {p['mode']}",
                "graine: 5", "```", "", f"[Suivant : {nxt['titre']}]({nxt['slug']}.md){{ .bga-next }}",
                "", "[Accueil](../index.md)", ""]
        # the sections the game's refusals link to, as on its rule page
        for section in p["sections"]:
            body += [f"## Règle {section} {{#{section}}}", "", "Texte de la règle.", ""]
        (docs / "demos" / f"{p['slug']}.md").write_text("\n".join(body), encoding="utf-8")
    config = out / "mkdocs.yml"
    config.write_text(
        f"INHERIT: {ROOT / 'mkdocs.yml'}\n"
        f"docs_dir: {docs}\n"
        f"site_url: {site_url}\n" + _hooks() +
        "nav:\n  - index.md\n"
        + "".join(f"  - demos/{p['slug']}.md\n" for p in pages),
        encoding="utf-8")
    site = out / "site"
    _mkdocs(config, site)
    return site, pages


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".wasm": "application/wasm", ".whl": "application/zip"}

    def log_message(self, *args):  # quiet
        pass


class Server:
    def __init__(self, site_dir: Path):
        handler = functools.partial(_Handler, directory=str(site_dir))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def serve(site_dir: Path) -> Server:
    return Server(site_dir)


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
