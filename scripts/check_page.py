"""A contributor's fast path: check one rule page they edited, in about a minute.

    scripts/check-page.sh docs/jeux/flip-7.md     (or just: flip-7)

1. the site builds in strict mode (every demo block of every page is read and
   validated by the engine in CPython, every rule link is checked);
2. each demo block of the page is read and started in CPython, then played for
   a few dozen seeded moves (the reader's and the bots'), as the page would; a
   block's tutorial (« Apprendre en jouant ») is followed step by step, its
   sections checked against the page's headings (`--coups` also lists every
   legal move of each step, to write the next step);
3. the page's browser tests run in Chromium: its own test file(s) under
   tests/browser/ and the site-wide passes (every example exercised, on a
   desktop and on a phone, axe) restricted to this page (BGA_PAGES).

Each step says what it checked, in French; the first failure stops the check
with the file and line to fix.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MOVES_PER_BLOCK = 40


def page_file(arg: str) -> Path:
    path = Path(arg)
    if not path.suffix:
        path = ROOT / "docs" / "jeux" / f"{arg}.md"
    elif not path.is_absolute():
        path = (Path.cwd() / path).resolve()
    if not path.is_file():
        raise SystemExit(f"Page introuvable : {arg} (attendu : docs/jeux/<page>.md ou le nom de la page).")
    return path


def step(title: str):
    print(f"\n==> {title}", flush=True)
    return time.monotonic()


def done(started: float, what: str) -> None:
    print(f"    {what} ({time.monotonic() - started:.1f} s)", flush=True)


def strict_build() -> None:
    started = step("Construction stricte du site")
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
        proc = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", tmp],
                              cwd=ROOT, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        print(proc.stdout + proc.stderr)
        raise SystemExit("La construction stricte a échoué : voir ci-dessus (fichier et ligne).")
    done(started, "le site se construit")


def play_blocks(path: Path, show_moves: bool = False) -> None:
    from site_demos.hook import find_blocks, parse_block
    from engine.core import EngineError
    from engine.rng import Rng
    from engine.web import open_demo

    started = step(f"Exemples de {path.relative_to(ROOT)} lancés en CPython")
    text = path.read_text(encoding="utf-8")
    blocks = find_blocks(text)
    if not blocks:
        done(started, "aucun bloc demo sur cette page")
        return
    for number, block in enumerate(blocks, 1):
        where = f"{path.relative_to(ROOT)}:{block['start'] + 1}"
        try:
            config = parse_block(block["body"])
            session = open_demo(config)
        except (ValueError, EngineError) as err:
            raise SystemExit(f"{where} : bloc demo n° {number} invalide : {err}")
        rng = Rng(number)
        played = 0
        try:
            for _ in range(MOVES_PER_BLOCK):
                snap = session.snapshot()
                if not snap["legal"]:
                    break
                session.play(snap["legal"][rng.below(len(snap["legal"]))])
                played += 1
        except Exception as err:  # report the block, then stop
            raise SystemExit(f"{where} : bloc demo n° {number} ({config['jeu']} / {config['mode']}) : "
                             f"erreur après {played} coup(s) : {type(err).__name__} : {err}")
        over = " (partie finie)" if session.state.is_over() else ""
        print(f"    bloc n° {number} ({config['jeu']} / {config['mode']}) : {played} coup(s) joués{over}")
        if config.get("tutoriel"):
            walk_tutorial(where, number, config, text, show_moves)
    done(started, f"{len(blocks)} bloc(s) demo")


def walk_tutorial(where: str, number: int, config: dict, markdown: str, show_moves: bool) -> None:
    """Replay the block's tutorial step by step, as a reader who follows it: each step's section must be
    a heading of the page and its move legal at that point. Prints the steps and the bots' replies
    (and with --coups every legal move of each step, to write the next one)."""
    from markdown.extensions.toc import slugify

    from engine.core import EngineError
    from engine.tutorial import ANY_MOVE, Tutorial, check
    from engine.web import open_demo
    from site_demos.hook import _markdown_headings

    headings = _markdown_headings(markdown, slugify)
    steps = config["tutoriel"]
    for n, step in enumerate(steps, 1):
        if step["section"] is not None and step["section"] not in headings:
            raise SystemExit(f"{where} : tutoriel du bloc n° {number}, étape {n} : la section « {step['section']} » "
                             "n'est pas un titre de cette page.")
    try:
        check(steps, open_demo(config))
    except EngineError as err:
        raise SystemExit(f"{where} : tutoriel du bloc n° {number} : {err}")
    session = open_demo(config)
    tutorial = Tutorial(steps, session)
    print(f"    tutoriel du bloc n° {number} : {len(steps)} étape(s), toutes jouables")
    for n, step in enumerate(steps, 1):
        seen = len(session.log)
        move = step["coup"]
        print(f"      {n}. {step['texte'][:90]}" + ("…" if len(step["texte"]) > 90 else ""))
        humans = session.human_to_move()
        if show_moves and humans:
            for m in session.state.legal_moves(humans[0]):
                print(f"           permis : {m} ({session.state.describe(m, humans[0])})")
        if move is None:
            tutorial.next()
        else:
            legal = session.state.legal_moves(humans[0])
            tutorial.play(legal[0] if move == ANY_MOVE else move)
            session = tutorial.session
            for line in session.log[seen:]:
                print(f"           journal : {line}")


def browser_tests(path: Path) -> int:
    slug = path.stem
    url_path = f"jeux/{slug}/"
    own = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests" / "browser").glob("test_*.py")
                 if re.search(rf'["\']{re.escape(url_path)}["\']', p.read_text(encoding="utf-8")))
    site_wide = ["tests/browser/test_browser.py::test_every_demo_of_the_site",
                 "tests/browser/test_ux.py::test_every_demo_of_the_site_on_a_phone"]
    started = step("Tests dans Chromium : " + (", ".join(own) if own else "aucun fichier propre à la page")
                   + " et les passes du site sur cette page")
    env = dict(os.environ, BGA_PAGES=url_path)
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *own, *site_wide],
                          cwd=ROOT, env=env)
    done(started, "tests du navigateur")
    return proc.returncode


def main(argv: list[str]) -> int:
    show_moves = "--coups" in argv
    argv = [a for a in argv if a != "--coups"]
    if len(argv) != 1:
        print("Usage : scripts/check-page.sh docs/jeux/<page>.md [--coups]", file=sys.stderr)
        return 2
    path = page_file(argv[0])
    total = time.monotonic()
    strict_build()
    play_blocks(path, show_moves)
    status = browser_tests(path)
    verdict = "La page est prête." if status == 0 else "Des tests échouent : voir ci-dessus."
    print(f"\n{verdict} ({time.monotonic() - total:.0f} s en tout)")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
