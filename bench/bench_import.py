"""Benchmark (issue 2 §7): the full import of the five feeds vs pandoc's MediaWiki reader.

    .venv/bin/python bench/bench_import.py [--repeat N]

* ours: `scripts.import_wiki.plan_import` on `sources/*.txt`, in memory (read the feeds, convert,
  assemble the 39 pages and the home page; nothing written), best of N runs;
* pandoc: `pandoc -f mediawiki -t gfm` on the same wiki pages (the latest revision of each of the
  42 titles the pages use), timed two ways in the same run: one process per page (what a per-page
  tool does), and all pages in ONE process (the pages joined, separated by `----`: startup cost
  paid once), each best of N;
* structure defects (`scripts.wikitext.structure_defects`) in both outputs, per page and summed.
  Each page is measured with its H1: ours as the import writes it (front matter removed); for
  pandoc, "# <display name>" prepended to its output, as a page assembler would.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.catalogue import GAMES  # noqa: E402
from scripts.feeds import latest_pages, read_feeds  # noqa: E402
from scripts.import_wiki import default_feeds, plan_import  # noqa: E402


def best(fn, n):
    times = []
    result = None
    for _ in range(n):
        t0 = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
    return min(times), result


def pandoc(text: str) -> str:
    return subprocess.run(["pandoc", "-f", "mediawiki", "-t", "gfm", "--wrap=none"], input=text,
                          capture_output=True, text=True, check=True).stdout


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    from scripts.wikitext import structure_defects

    feeds = default_feeds()
    out = Path(tempfile.mkdtemp()) / "absent" / "jeux"  # nothing there: no file compared or written
    t_ours, result = best(lambda: plan_import(feeds, out), args.repeat)

    pages = latest_pages(read_feeds(feeds))
    items = [(g.name, t, pages[t].latest.content) for g in GAMES for t in (g.main, *g.tips, *g.duplicates)]
    if shutil.which("pandoc") is None:
        print("pandoc absent (apt-get install pandoc) : comparaison impossible")
        return 1
    version = subprocess.run(["pandoc", "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    t_pp, pandoc_out = best(lambda: [pandoc(text) for _, _, text in items], args.repeat)
    joined = "\n\n----\n\n".join(text for _, _, text in items)
    t_one, _ = best(lambda: pandoc(joined), args.repeat)

    keys = ["double_bullets", "fake_list_paragraphs", "skipped_heading_levels", "h1_count_not_one"]
    ours_tot = dict.fromkeys(keys, 0)
    for page in result.build.pages:
        if page.game is None:
            continue
        body = page.text.partition("\n---\n")[2]
        for k, v in structure_defects(body).items():
            ours_tot[k] = ours_tot.get(k, 0) + v
    pd_tot = dict.fromkeys(keys, 0)
    pd_pages_bad = 0
    for (name, _, _), md in zip(items, pandoc_out):
        d = structure_defects(f"# {name}\n\n{md}")
        pd_pages_bad += any(d.values())
        for k, v in d.items():
            pd_tot[k] = pd_tot.get(k, 0) + v

    print(f"Machine : {platform.machine()}, {os.cpu_count()} cœurs, Python {platform.python_version()}, "
          f"{version}")
    print(f"Pages : {len(result.build.pages) - 1} jeux + accueil, à partir de {len(items)} pages du wiki "
          f"({sum(len(t) for _, _, t in items)} caractères de wikitexte) ; meilleur de {args.repeat}")
    print(f"Import complet (lecture des 5 flux, conversion, assemblage, en mémoire) : {t_ours*1000:.1f} ms")
    print(f"pandoc, un processus par page ({len(items)} processus)        : {t_pp*1000:.1f} ms "
          f"→ rapport {t_pp/t_ours:.1f}× (import plus rapide)")
    print(f"pandoc, toutes les pages en un seul processus                : {t_one*1000:.1f} ms "
          f"→ rapport {t_one/t_ours:.1f}×")
    print("Défauts de structure (somme sur les pages)      projet   pandoc")
    for k in keys:
        print(f"  {k:<44} {ours_tot.get(k, 0):>6}   {pd_tot.get(k, 0):>6}")
    print(f"  {'total':<44} {sum(ours_tot.values()):>6}   {sum(pd_tot.values()):>6}")
    print(f"  pages pandoc avec au moins un défaut : {pd_pages_bad}/{len(items)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
