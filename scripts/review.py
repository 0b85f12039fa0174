"""Screenshots of every example for a person to look at (not a test: it checks nothing).

Builds the fixture site (one page per registered game and mode, its default
options), or with `--pages` the project's own site (every example as its page
gives it: the positions beside the rules), then saves each example at 1280 and
375 px, light and dark, into tests/browser/screenshots/. One browser context per
width and scheme, walked with Material's instant navigation, as a reader would.

    scripts/review.sh                          # every mode of every game
    scripts/review.sh dames castles            # only these games' modes (slug prefixes)
    scripts/review.sh --pages flip-7 taluva    # every example of these pages (page slugs)
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

    real = "--pages" in argv
    wanted = tuple(a for a in argv if a != "--pages")

    SHOTS.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        server = sitegen.serve(out / "site")
        if real:
            site = sitegen.build_site(out, server.url)
            pages = [{"slug": p.parent.name, "path": p.parent.relative_to(site).as_posix() + "/"}
                     for p in sorted(site.glob("jeux/*/index.html"))
                     if 'class="bga-demo"' in p.read_text(encoding="utf-8")]
        else:
            _, pages = sitegen.build_demo_site(out, server.url)
            for info in pages:
                info["path"] = f"demos/{info['slug']}/"
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
                    for info in pages:
                        navigate_instant(page, info["path"])
                        # the sticky header would be drawn over an example scrolled into view for its
                        # shot; instant navigation drops a style added to the page before it
                        page.add_style_tag(content=".md-header { position: static !important; }")
                        demos = page.locator(".bga-demo")
                        for k in range(demos.count() if real else 1):
                            demo = demos.nth(k)
                            wait_live(page, demo)
                            name = f"{info['slug']}-{k + 1}" if real else info["slug"]
                            demo.screenshot(path=str(SHOTS / f"{name}-{width}-{scheme}.png"))
                    context.close()
                    print(f"{len(pages)} captures à {width} px, thème {scheme}")
            browser.close()
        server.close()
    print(f"Captures dans {SHOTS.relative_to(ROOT)}/")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
