"""The mkdocs hook: demo blocks validated and pre-rendered; runtime copied into the site."""

import hashlib
import html.parser
import json
import re
import logging
import zipfile
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config

from site_demos import wheel

from fixtures import FIXTURES, HOSTILE, registered

ROOT = Path(__file__).resolve().parents[2]
HOOK = ROOT / "site_demos" / "hook.py"


@pytest.fixture(autouse=True)
def games():
    with registered(*FIXTURES):
        yield


def load_hook():
    import importlib.util
    spec = importlib.util.spec_from_file_location("demo_hook_under_test", HOOK)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def make_site(tmp_path, pages: dict) -> Path:
    docs = tmp_path / "docs"
    docs.mkdir()
    for name, body in pages.items():
        (docs / name).write_text(body, encoding="utf-8")
    (tmp_path / "mkdocs.yml").write_text(
        "site_name: Essai\nsite_url: http://127.0.0.1:8000/\nstrict: true\n"
        "theme:\n  name: material\n  language: fr\n  font: false\n"
        f"hooks:\n  - {HOOK}\n"
        "extra_css: [assets/demo.css]\nextra_javascript: [assets/demo-shell.js]\n"
        "markdown_extensions: [admonition, pymdownx.superfences]\n", encoding="utf-8")
    cfg = load_config(config_file=str(tmp_path / "mkdocs.yml"), site_dir=str(tmp_path / "site"))
    build(cfg)
    return tmp_path / "site"


class Demos(html.parser.HTMLParser):
    """Collects each .bga-demo's attributes and the text inside it."""

    def __init__(self):
        super().__init__()
        self.demos, self.depth, self.tags = [], 0, []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if self.depth:
            self.depth += tag not in ("br", "img", "input")
            self.demos[-1]["tags"].append((tag, attrs))
        elif "bga-demo" in (attrs.get("class") or "").split():
            self.demos.append({"attrs": attrs, "text": "", "tags": []})
            self.depth = 1

    def handle_endtag(self, tag):
        if self.depth:
            self.depth -= 1

    def handle_data(self, data):
        if self.depth:
            self.demos[-1]["text"] += data


def demos_of(path: Path) -> list:
    p = Demos()
    p.feed(path.read_text(encoding="utf-8"))
    return p.demos


# --- finding blocks -------------------------------------------------------------

def test_find_blocks_skips_other_fences_and_keeps_indented_ones():
    hook = load_hook()
    md = "\n".join([
        "# Titre",                 # 0
        "```demo",                 # 1
        "jeu: countdown",          # 2
        "```",                     # 3
        "```markdown",             # 4
        "    ```demo",             # 5  an example inside another fence
        "    jeu: rien",           # 6
        "    ```",                 # 7
        "```",                     # 8
        "!!! note",                # 9
        "",                        # 10
        "    ~~~~ demo",           # 11
        "    jeu: countdown",      # 12
        "    graine: 2",           # 13
        "    ~~~~",                # 14
        "```python",               # 15
        "x = 1",                   # 16
        "```",                     # 17
        "```demo",                 # 18 never closed
        "jeu: countdown",          # 19
    ])
    blocks = hook.find_blocks(md)
    assert [(b["start"], b["end"], b["closed"]) for b in blocks] == [(1, 3, True), (11, 14, True), (18, 19, False)]
    assert blocks[1]["body"] == "jeu: countdown\ngraine: 2" and blocks[1]["indent"] == "    "


# --- a good build -------------------------------------------------------------------

def test_build_prerenders_demos_and_ships_the_runtime(tmp_path):
    page = "---\ntitle: Essai\n---\n# Essai\n\nFaites **gras**.\n\n```demo\njeu: countdown\ngraine: 3\noptions:\n  pile: 7\n```\n\n" \
           "!!! note \"Dans une note\"\n\n    ```demo\n    jeu: countdown\n    sieges: [humain, hasard]\n    ```\n\n" \
           "```markdown\n    ```demo\n    jeu: pasdejeu\n    ```\n```\n"
    site = make_site(tmp_path, {"index.md": page, "autre.md": "# Sans démo\n\nRien.\n"})
    demos = demos_of(site / "index.html")
    assert len(demos) == 2
    first, second = demos
    assert json.loads(first["attrs"]["data-demo"]) == {"jeu": "countdown", "mode": "partie", "graine": 3,
                                                       "options": {"pile": 7}}
    assert first["attrs"]["id"] == "demo-1" and second["attrs"]["id"] == "demo-2"
    assert "data-search-exclude" in first["attrs"]
    # the static board is the engine's own render, readable without JavaScript
    assert "Pile : 7" in first["text"] and "À vous de jouer (Joueur 1)." in first["text"]
    buttons = [a for t, a in first["tags"] if t == "button"]
    assert [b["data-move"] for b in buttons] == ["prendre-1", "prendre-2"]
    assert all("bga-legal" in b["class"] for b in buttons)
    assert ("ol", {"class": "bga-demo-log", "aria-live": "polite"}) in first["tags"]
    assert "Le dé donne une pile de" in second["text"]
    text = (site / "index.html").read_text(encoding="utf-8")
    assert "jeu: pasdejeu" in text and "bgademo" not in text and "<strong>gras</strong>" in text
    assert 'class="admonition note"' in text and text.index('class="admonition note"') < text.index('id="demo-2"')
    # pages without a demo carry no demo (the shell then loads nothing)
    assert demos_of(site / "autre" / "index.html") == []
    # runtime, wheel and patched lock, with the real sha256
    assets = site / "assets"
    runtime_js = (assets / "shell" / "runtime.js").read_text()
    assert "__BGA_BUILD__" not in runtime_js and 'const BUILD = "' in runtime_js
    # the shell is an ES module, whose parts are imported as they are (no bundler)
    assert '<script src="assets/demo-shell.js" type="module">' in text
    assert all((assets / "shell" / name).is_file()
               for name in re.findall(r'from "\./shell/([a-z]+\.js)"', (assets / "demo-shell.js").read_text()))
    assert (assets / "demo-worker.mjs").is_file() and (assets / "demo.css").is_file()
    runtime = assets / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert (runtime / name).read_bytes() == (wheel.RUNTIME_DIR / name).read_bytes()
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    entry = lock["packages"]["bga-regles-engine"]
    assert hashlib.sha256((runtime / entry["file_name"]).read_bytes()).hexdigest() == entry["sha256"]
    (core_name, core, _), games = wheel.build_parts()
    assert entry["file_name"] == core_name
    # the core wheel holds no game; each game is an archive of its own beside it
    with zipfile.ZipFile(runtime / core_name) as zf:
        assert not [n for n in zf.namelist() if wheel.game_of(n)]
    from engine.games import GAME_PACKAGES
    assert set(games) == set(GAME_PACKAGES)
    for game, (name, data) in games.items():
        assert (runtime / wheel.GAMES_URI / name).read_bytes() == data



def test_worker_knows_the_wheel_and_starts_from_head(tmp_path):
    """The worker fetches the very wheel the lock registers and checks it against the
    lock's sha256 (Subresource Integrity), and each game's archive against its own; <head>
    starts it, unasked, once the page has painted (first contentful paint or load)."""
    import base64
    import re
    site = make_site(tmp_path, {"index.md": "# Essai\n\n```demo\njeu: countdown\n```\n"})
    worker = (site / "assets" / "demo-worker.mjs").read_text()
    assert "__BGA_ENGINE__" not in worker and "__BGA_BUILD__" not in worker
    engine = json.loads(re.search(r"const ENGINE = (\{.*?\});", worker).group(1))
    lock = json.loads((site / "assets" / "pyodide" / "pyodide-lock.json").read_text())
    entry = lock["packages"]["bga-regles-engine"]
    games = engine.pop("games")
    assert engine == {"file_name": entry["file_name"], "sha256": entry["sha256"], "info": lock["info"]}
    assert games and all(path.startswith("jeux/") for path, _ in games.values())
    for path, sha256 in games.values():
        assert hashlib.sha256((site / "assets" / "pyodide" / path).read_bytes()).hexdigest() == sha256
    assert "integrity: sri(sha256)" in worker
    digest = hashlib.sha256((site / "assets" / "pyodide" / engine["file_name"]).read_bytes()).digest()
    assert base64.b64encode(bytes.fromhex(engine["sha256"])) == base64.b64encode(digest)
    assert "integrity: sri(ENGINE.sha256)" in worker
    html = (site / "index.html").read_text(encoding="utf-8")
    head = html[: html.index("</head>")]
    assert "new Worker(" in head and head.index("new Worker(") < head.index("<link rel=\"stylesheet\"")
    assert '"first-contentful-paint"' in head and 'addEventListener("load"' in head
    # the theme's own marks, given before the first style: its script's setting them is no change
    assert '<body data-md-color-switching=""' in html and html.count("data-md-color-switching") == 1
    assert 'h.remove("no-js");h.add("js","js-focus-visible","bga-lazy-demos")' in head


def test_hostile_text_is_escaped_everywhere(tmp_path):
    """Scenario text reaches the board, the log, the title and data-demo: never as markup."""
    yaml_text = json.dumps(HOSTILE)  # a JSON string is a valid YAML string
    page = f"# Essai\n\n```demo\njeu: echo\noptions:\n  nom: {yaml_text}\n```\n"
    site = make_site(tmp_path, {"index.md": page})
    raw = (site / "index.html").read_text(encoding="utf-8")
    assert "<script>alert" not in raw and HOSTILE not in raw and "\"' onmouseover" not in raw
    (demo,) = demos_of(site / "index.html")
    assert json.loads(demo["attrs"]["data-demo"])["options"]["nom"] == HOSTILE
    assert demo["text"].count(HOSTILE) >= 3  # board, button, log (and title)
    assert not [t for t, _ in demo["tags"] if t == "script"]
    # the demo is kept out of the search index (data-search-exclude)
    assert "onmouseover" not in (site / "search" / "search_index.json").read_text(encoding="utf-8")


# --- bad blocks fail the build with file, line and a French message -----------------------

def test_bad_blocks_fail_with_file_line_and_french_message(tmp_path, caplog):
    page = "\n".join([
        "---",                                 # 1
        "title: Essai",                        # 2
        "---",                                 # 3
        "# Essai",                             # 4
        "",                                    # 5
        "```demo",                             # 6
        "jeu: countdown",                      # 7
        "couleur: rouge",                      # 8
        "```",                                 # 9
        "",                                    # 10
        "```demo",                             # 11
        "jeu: countdown",                      # 12
        "options:",                            # 13
        "  pile: 99",                          # 14
        "```",                                 # 15
        "```demo",                             # 16
        "jeu: [countdown",                     # 17
        "```",                                 # 18
        "```demo",                             # 19
        "jeu: flip99",                         # 20
        "```",                                 # 21
        "```demo",                             # 22
        "```",                                 # 23
        "```demo",                             # 24
        "jeu: countdown",                      # 25
        "sieges: [humain, robot]",             # 26
        "```",                                 # 27
        "```demo",                             # 28
        "jeu: countdown",                      # 29
    ])
    caplog.set_level(logging.ERROR)
    with pytest.raises(BaseException):
        make_site(tmp_path, {"regles.md": page})
    messages = "\n".join(r.getMessage() for r in caplog.records)
    for line, words in [(6, "« couleur » invalide : clé inconnue"), (11, "doit être entre 0 et 30 (reçu 99)"),
                        (17, "YAML illisible"), (19, "jeu « flip99 » inconnu"), (22, "bloc vide"),
                        (24, "siège n° 2 : « robot » inconnu"), (28, "jamais refermé")]:
        assert f"docs/regles.md:{line}: bloc demo invalide : " in messages
        assert words in messages, words


def test_strict_cli_build_fails_on_a_bad_block(tmp_path):
    """`mkdocs build --strict` (the command CI runs) exits non-zero with the message."""
    import os
    import subprocess
    import sys
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "index.md").write_text("# Essai\n\n```demo\njeu: flip7\nmode: inexistant\n```\n", encoding="utf-8")
    (tmp_path / "mkdocs.yml").write_text(f"site_name: Essai\nhooks:\n  - {HOOK}\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q"], cwd=tmp_path,
                          capture_output=True, text=True, env=dict(os.environ, NO_MKDOCS_2_WARNING="1"))
    assert proc.returncode != 0
    assert "docs/index.md:3: bloc demo invalide : Paramètre « mode » invalide : mode « inexistant » inconnu pour flip7" in proc.stderr + proc.stdout


def test_missing_runtime_fails_the_build_in_french(tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(wheel, "RUNTIME_DIR", tmp_path / "absent")
    caplog.set_level(logging.ERROR)
    with pytest.raises(BaseException) as err:
        make_site(tmp_path, {"index.md": "# Rien\n"})
    text = str(err.value) + "\n".join(r.getMessage() for r in caplog.records)
    assert "runtime Pyodide n'est pas installé" in text and "scripts/setup.sh" in text


def test_hostile_blocks_fail_the_build_cleanly_with_file_line_and_french(tmp_path, caplog):
    """Issue 8: an alias bomb, 500 nested brackets, a float size, a repeated key
    and a 2 MB block each give `docs/<file>:<line>: bloc demo invalide : …`."""
    from test_demo_block import ALIAS_BOMB

    blocks = [
        ("```demo\n" + ALIAS_BOMB + "\n```", 1, "ancre « &a » refusée"),
        ("```demo\njeu: countdown\noptions: " + "[" * 500 + "]" * 500 + "\n```", 2, "niveaux"),
        ("```demo\njeu: kingdomino\nmode: royaume\noptions:\n  taille: 5.0\n```", 0,
         "Paramètre « taille » invalide"),
        ("```demo\njeu: countdown\ngraine: 2\njeu: countdown\n```", 3, "clé « jeu » répétée"),
        ("```demo\njeu: countdown\nnote: \"" + "x" * (2 * 1024 * 1024) + "\"\n```", 0, "bloc trop long"),
        ("```demo\njeu: countdown\nmode: a: b\n```", 2, "« : » inattendu"),
    ]
    lines, expected = ["# Essai", ""], []
    for text, offset, words in blocks:
        expected.append((len(lines) + 1 + offset, words))
        lines += text.split("\n") + [""]
    caplog.set_level(logging.ERROR)
    with pytest.raises(BaseException) as err:
        make_site(tmp_path, {"regles.md": "\n".join(lines)})
    assert not isinstance(err.value, (RecursionError, MemoryError, TypeError))
    messages = "\n".join(r.getMessage() for r in caplog.records)
    for line, words in expected:
        assert f"docs/regles.md:{line}: bloc demo invalide : " in messages, (line, messages[:2000])
        assert words in messages, words
    demo_lines = [m for m in messages.splitlines() if "bloc demo invalide" in m]
    assert len(set(demo_lines)) == len(blocks)
    assert not any("interne" in m or "Error" in m for m in demo_lines), demo_lines


# --- added by i23-home-phone: the home page's gallery --------------------------------------

def test_gallery_picture_is_the_first_example_board_inert_and_hidden():
    """A card's picture is its page's first example, as the page pre-renders it: inert (no tab
    stop, no click), hidden from screen readers, without ids (they would repeat card to card)."""
    from engine.games import get_game
    hook = load_hook()
    hook._gallery.clear()
    page = "jeux/flip-7.md"
    # the page's blocks are read last to first: a position (2nd) then the game (1st)
    calc = hook.parse_block("jeu: flip7\nmode: partie\noptions:\n  joueurs: 3\n  position:\n"
                            "    rangees: [[12, 11, 10], [12, 3], [12, 9]]")
    first = hook.parse_block("jeu: flip7\nmode: partie\noptions:\n  joueurs: 4")
    for number, config in ((2, calc), (1, first)):
        session, snap = hook.first_position(config)
        hook._remember_for_gallery(page, number, session, snap)
    picture = hook.gallery_slot("image", page)
    assert picture.startswith('<div class="bga-vignette" aria-hidden="true" inert>'
                              '<div class="bga-vignette-plateau bga-demo">')
    board = hook.first_position(first)[1]["html"]
    assert 'data-move="' in board and 'data-move="' in picture  # the same board…
    assert ' id="' not in picture and ' for="' not in picture  # …without its ids
    assert get_game("flip7", "partie").min_players == 3
    assert hook.gallery_slot("joueurs", page) == (
        '<p class="bga-fiche-joueurs">De 3 à 12 joueurs ; l&#x27;exemple : vous contre 3 robots.</p>')
    # a page without example: an empty, hidden picture and no players line
    assert hook.gallery_slot("image", "jeux/sans.md") == \
        '<div class="bga-vignette bga-vignette-vide" aria-hidden="true" inert></div>'
    assert hook.gallery_slot("joueurs", "jeux/sans.md") == ""


def test_gallery_slots_filled_on_the_home_page_only():
    hook = load_hook()
    hook._gallery.clear()
    hook._gallery["jeux/a.md"] = {"image": '<button id="x" data-move="m">1</button>', "joueurs": ("1 joueur.", True)}

    class Page:
        url = ""
    out = hook.on_post_page('<li><!-- bgavignette image jeux/a.md --><h3>A</h3>'
                            '<!-- bgavignette joueurs jeux/a.md --></li>', page=Page(), config={})
    assert out == ('<li><div class="bga-vignette" aria-hidden="true" inert><div class="bga-vignette-plateau '
                   'bga-demo"><button data-move="m">1</button></div></div><h3>A</h3>'
                   '<p class="bga-fiche-joueurs bga-seul">1 joueur.</p></li>')


def test_board_key_is_the_one_the_shell_computes(tmp_path):
    """The build writes each demo's board key (`data-plateau`), the shell computes the key of the
    engine's first answer: the same FNV-1a over UTF-16 code units in both, astral characters
    included, so an unchanged board is kept as the build wrote it."""
    import re
    import shutil
    import subprocess
    hook = load_hook()
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node.js absent")
    shell = (ROOT / "site_demos" / "assets" / "shell" / "link.js").read_text(encoding="utf-8")
    fn = re.search(r"function boardKey\(html\) \{.*?\n\}", shell, re.S).group(0)
    samples = ["", "<p>é 🂡 x</p>", '<div class="bga-row" title="« 7 de Cœur »">' * 40, "\u0000\uffff"]
    out = subprocess.run([node, "-e", fn + f"; console.log(JSON.stringify({json.dumps(samples)}.map(boardKey)))"],
                         capture_output=True, text=True, timeout=60, check=True)
    assert json.loads(out.stdout) == [hook.board_key(s) for s in samples]
    site = make_site(tmp_path, {"index.md": "# Essai\n\n```demo\njeu: countdown\n```\n"})
    (demo,) = demos_of(site / "index.html")
    assert re.fullmatch(r"[0-9a-f]{8}", demo["attrs"]["data-plateau"])


# --- « Apprendre en jouant » ------------------------------------------------------------

TUTORIAL_PAGE = """# Essai

## Prendre des jetons

Chacun prend 1 ou 2 jetons.

```demo
jeu: countdown
options:
  pile: 7
tutoriel:
  - texte: Prenez deux jetons.
    coup: prendre-2
    section: Prendre des jetons
  - texte: Encore un.
    coup: {second}
    section: {section}
```
"""


def test_a_tutorial_is_checked_at_build_and_its_sections_linked_by_title(tmp_path, caplog):
    caplog.set_level(logging.INFO)
    site = make_site(tmp_path, {"regles.md": TUTORIAL_PAGE.format(second="prendre-1", section="prendre-des-jetons")})
    demo, = demos_of(site / "regles" / "index.html")
    steps = json.loads(demo["attrs"]["data-demo"])["tutoriel"]
    assert [s["section"] for s in steps] == ["prendre-des-jetons", "prendre-des-jetons"]
    assert "Apprendre en jouant : étape 1 sur 2" in demo["text"] and "Prenez deux jetons." in demo["text"]
    assert "tutoriel" not in caplog.text


def test_a_tutorial_that_no_longer_plays_is_left_out_with_a_french_warning(tmp_path, caplog):
    """A step whose move is not legal, or whose section is gone from the page, never reaches the site:
    the example is shown without its tutorial, and the build (strict) goes on."""
    caplog.set_level(logging.INFO)
    page = TUTORIAL_PAGE.format(second="prendre-3", section="Prendre des jetons")
    site = make_site(tmp_path, {"regles.md": page, "autre.md": TUTORIAL_PAGE.format(second="prendre-1",
                                                                                 section="Donner des cartes")})
    for name in ("regles", "autre"):
        demo, = demos_of(site / name / "index.html")
        assert "tutoriel" not in json.loads(demo["attrs"]["data-demo"]) and "Apprendre en jouant" not in demo["text"]
    assert "docs/regles.md:7: avertissement : tutoriel non publié" in caplog.text
    assert "étape 2 : le coup « prendre-3 » n'est pas permis" in caplog.text
    assert "docs/autre.md:7: avertissement : tutoriel non publié" in caplog.text
    assert "étape 2 : la section « Donner des cartes » n'est pas un titre de cette page" in caplog.text


def test_a_renamed_section_still_recognisable_is_linked_with_a_warning(tmp_path, caplog):
    caplog.set_level(logging.INFO)
    site = make_site(tmp_path, {"regles.md": TUTORIAL_PAGE.format(second="prendre-1", section="Prendre les jetons")})
    demo, = demos_of(site / "regles" / "index.html")
    assert json.loads(demo["attrs"]["data-demo"])["tutoriel"][1]["section"] == "prendre-des-jetons"
    assert "étape 2 : la section « Prendre les jetons » n'est plus un titre de la page" in caplog.text


def test_a_markdown_table_is_boxed_as_the_theme_would_box_it_and_an_examples_table_is_left():
    from site_demos.hook import prewrap_tables

    page = ('<p>Avant</p>\n<table>\n<thead>\n<tr><th>A</th></tr>\n</thead>\n<tbody>\n<tr><td>1</td></tr>\n'
            '</tbody>\n</table>\n<p>Entre</p>\n<table>\n<tr><td>2</td></tr>\n</table>\n'
            '<table class="bga-score"><tr><td>3</td></tr></table>')
    out = prewrap_tables(page)
    assert out.count('<div class="md-typeset__scrollwrap"><div class="md-typeset__table"><table class="bga-tableau">') == 2
    assert out.count("</table></div></div>") == 2 and '<table class="bga-score"><tr><td>3</td></tr></table>' in out
    assert re.sub(r"<[^>]+>", "", out) == re.sub(r"<[^>]+>", "", page)   # every word kept, in order
    assert prewrap_tables(out) == out   # boxed once


def test_an_example_titled_by_its_section_drops_the_wikis_step_number_and_spaces_its_colon():
    """Examples that share a title take their section's heading (issue 32's review: « Exemple
    jouable : 2 Éclosion des dragons », « 3 - Construction », « Action: Colonisation »)."""
    from site_demos.hook import _title_words
    assert _title_words("3 - Construction") == "Construction"
    assert _title_words("1. Choisir une tuile") == "Choisir une tuile"
    assert _title_words("2 Éclosion des dragons", ["Dragonarium ¶", "1 Choisir et placer une tuile ¶"]) == \
        "Éclosion des dragons"
    assert _title_words("Action: Colonisation") == "Action\u00a0: Colonisation"
    # a number that is part of the name stays
    assert _title_words("7 Wonders", ["Règles"]) == "7 Wonders"
    assert _title_words("X-Men") == "X-Men"
    assert _title_words("3.5 points") == "3.5 points"
