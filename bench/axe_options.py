"""What an axe run costs on a demo page of the project's site, by option set, measured in one run.

Builds the project's site, opens a few demo pages in headless Chromium, waits for
their examples to be live, then times `axe.run` on the demos (the walk's scope) with
each option set, several times in turn, and prints the median per set and its ratio
to the first. The walk of tests/browser/test_browser.py runs axe four times a page.

    .venv/bin/python bench/axe_options.py
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import sitegen  # noqa: E402
from driver import AXE, set_scheme, wait_live  # noqa: E402

PAGES = ["jeux/deus/", "jeux/les-aventuriers-du-rail-europe/", "jeux/turn-the-tide/", "jeux/dames-internationales/"]
SETS = {
    "toutes les règles": {},
    "sans préchargement (preload: false)": {"preload": False},
    "règles de couleur seules": {"runOnly": {"type": "rule", "values": ["color-contrast", "link-in-text-block"]}},
}
RUN = """async ([scope, options]) => {
    const t = performance.now();
    await axe.run({include: [scope]}, Object.assign({resultTypes: ['violations']}, options));
    return performance.now() - t;
}"""


def main() -> int:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        server = sitegen.serve(Path(tmp) / "site")
        sitegen.build_site(Path(tmp), server.url)
        with sync_playwright() as p:
            browser = sitegen.launch(p)
            page = browser.new_page(reduced_motion="reduce")
            times = {name: [] for name in SETS}
            for path in PAGES:
                page.goto(server.url + path)
                for k in range(page.locator(".bga-demo").count()):
                    wait_live(page, page.locator(".bga-demo").nth(k))
                page.evaluate(AXE.read_text(encoding="utf-8"))
                set_scheme(page, "light")
                for _ in range(3):
                    for name, options in SETS.items():
                        times[name].append(page.evaluate(RUN, [".bga-demo", options]))
            browser.close()
        server.close()
    first = statistics.median(times[next(iter(SETS))])
    for name, values in times.items():
        m = statistics.median(values)
        print(f"{name:40s} médiane {m:7.0f} ms   {m / first:5.2f}×")
    return 0


if __name__ == "__main__":
    sys.exit(main())
