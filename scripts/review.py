"""Screenshots of every example for a person to look at (not a test: it checks nothing).

Builds the fixture site (one page per registered game and mode) and the project's
site, then saves each example at 1280 and 375 px, light and dark, into
tests/browser/screenshots/. One browser context per width and scheme, walked with
Material's instant navigation, as a reader would.

    scripts/review.sh                  # every example
    scripts/review.sh dames castles    # only the pages of these games (slug prefixes)
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import sitegen  # noqa: E402
from driver import navigate_instant, wait_live  # noqa: E402

SHOTS = ROOT / "tests" / "browser" / "screenshots"


def main(argv: list[str]) -> int:
    from playwright.sync_api import sync_playwright

    wanted = tuple(argv)

    SHOTS.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        server = sitegen.serve(out / "site")
        _, pages = sitegen.build_demo_site(out, server.url)
        pages = [info for info in pages if not wanted or info["slug"].startswith(wanted)]
        if not pages:
            print(f"Aucun exemple ne correspond à : {' '.join(wanted)}", file=sys.stderr)
            return 2
        with sync_playwright() as p:
            browser = sitegen.launch(p)
            for width in (1280, 375):
                for scheme in ("light", "dark"):
                    context = browser.new_context(viewport={"width": width, "height": 900}, color_scheme=scheme,
                                                  reduced_motion="reduce", device_scale_factor=1)
                    page = context.new_page()
                    page.set_default_timeout(120_000)
                    page.goto(server.url)
                    page.add_style_tag(content=".md-header { position: static !important; }")
                    for info in pages:
                        navigate_instant(page, f"demos/{info['slug']}/")
                        demo = page.locator(".bga-demo").first
                        wait_live(page, demo)
                        demo.screenshot(path=str(SHOTS / f"{info['slug']}-{width}-{scheme}.png"))
                    context.close()
                    print(f"{len(pages)} captures à {width} px, thème {scheme}")
            browser.close()
        server.close()
    print(f"Captures dans {SHOTS.relative_to(ROOT)}/")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
