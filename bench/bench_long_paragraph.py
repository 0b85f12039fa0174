"""Benchmark (issues 7 and 8): building a page that holds one very long wiki paragraph.

    .venv/bin/python bench/bench_long_paragraph.py

Python-Markdown's inline pass rebuilds the remaining text of a block for every escape or
entity it meets, so one block costs O(length × escapes). The converter now cuts a block
longer than 4,000 characters into paragraphs. Measured in one run, on the same text (French
sentences with bold, italic, links and characters that need escaping):

* "un seul bloc": the converter's Markdown with the paragraph kept whole (what it wrote before);
* "coupé": the converter's Markdown as written now.

Each is rendered by Python-Markdown with the site's extensions; the script prints the times and
the growth when the text doubles (2× = linear, 4× = quadratic).
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import markdown  # noqa: E402

from scripts.markup import blocks  # noqa: E402
from scripts.wikitext import convert  # noqa: E402

EXT = ["toc", "tables", "admonition", "attr_list", "md_in_html", "def_list", "pymdownx.details",
       "pymdownx.superfences", "pymdownx.tilde", "pymdownx.caret", "pymdownx.betterem"]
UNIT = "Le '''joueur''' pose a & b < c * d_e <u>x</u> [http://a.example/ lien] ''carte'' & mot. "


def timed(md: str) -> float:
    t0 = time.perf_counter()
    markdown.markdown(md, extensions=EXT)
    return time.perf_counter() - t0


def main() -> int:
    sizes = (100_000, 200_000, 400_000)
    whole, cut = [], []
    for n in sizes:
        src = UNIT * (n // len(UNIT))
        limit = blocks.MAX_BLOCK_CHARS
        blocks.MAX_BLOCK_CHARS = 10 ** 9  # the paragraph kept whole, as before the fix
        try:
            md_whole = convert(src).markdown
        finally:
            blocks.MAX_BLOCK_CHARS = limit
        md_cut = convert(src).markdown
        whole.append(timed(md_whole))
        cut.append(timed(md_cut))
        print(f"{n:>8} caractères : un seul bloc {whole[-1]:7.2f} s   coupé {cut[-1]:6.2f} s   "
              f"→ {whole[-1] / cut[-1]:.1f}× plus rapide", flush=True)
    print(f"croissance quand le texte double (de {sizes[-2]} à {sizes[-1]}) : un seul bloc "
          f"{whole[-1] / whole[-2]:.1f}×, coupé {cut[-1] / cut[-2]:.1f}× (2× = linéaire)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
