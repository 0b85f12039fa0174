"""The main thread of a phone as a page loads: long tasks, and what the style recalculations match.

    .venv/bin/python bench/bench_main_thread.py [--site NAME=DIR ...] [--runs N] [--pages a,b] [--selecteurs] [--recalculs]

Lighthouse's score on a demo page swings by several points from one run to the next on this
machine; this bench looks at what it sums, with less noise: Debian Chromium (Playwright), a phone's
viewport, the CPU slowed down 4 times (as Lighthouse's simulation counts it), each page loaded in a
fresh context and watched for 6 seconds (the engine's first answers included: Lighthouse stops
earlier), the long tasks (over 50 ms) reported by the page itself: their count, their total, and
their total beyond 50 ms each (the blocking time). Sites are measured in alternation (`--site
avant=DIR --site après=DIR`: builds of two commits), so that the load of a shared machine weighs on
both alike; without `--site`, the project's site is built here. `--selecteurs` adds, for each site
and page, one load traced with Chromium's selector statistics: the time the style recalculations
spent matching selectors, and our stylesheet's share of it. `--recalculs` adds one load traced
with Chromium's invalidation tracking: every style recalculation of the page's whole rendered tree,
what invalidated it (a style rule, a colour-scheme change, an attribute on <html> or <body>) and the
script and column that forced it, then how many elements are rendered at rest, region by region
(hidden and `content-visibility`-skipped ones not counted). Medians over the runs. Never a test.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT))

import sitegen  # noqa: E402

PHONE = dict(viewport={"width": 412, "height": 823}, device_scale_factor=1.75, is_mobile=True, has_touch=True)
WATCH_MS = 6000
LONG_TASKS = """() => new Promise(done => {
  const tasks = [];
  new PerformanceObserver(l => l.getEntries().forEach(e => tasks.push(e.duration)))
    .observe({type: 'longtask', buffered: true});
  setTimeout(() => done(tasks), %d);
})""" % WATCH_MS


def long_tasks(browser, url: str) -> dict:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 4})
    page.goto(url, wait_until="load")
    tasks = page.evaluate(LONG_TASKS)
    context.close()
    return {"count": len(tasks), "total": sum(tasks), "blocking": sum(max(0.0, t - 50) for t in tasks)}


def selector_costs(browser, url: str, trace: Path) -> tuple[float, float]:
    """One load traced with selector statistics: (total µs, the µs of our selectors, those naming
    a `bga-` class: demo.css). Which selector a moment is charged to varies from run to run (a
    garbage collection lands on one or another): only the totals are read."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    browser.start_tracing(page=page, path=str(trace), categories=["devtools.timeline", "disabled-by-default-blink.debug"])
    page.goto(url, wait_until="load")
    page.wait_for_timeout(2000)
    browser.stop_tracing()
    context.close()
    events = json.loads(trace.read_text())
    events = events["traceEvents"] if isinstance(events, dict) else events
    total = ours = 0.0
    for e in events:
        for s in e.get("args", {}).get("selector_stats", {}).get("selector_timings", []):
            total += s["elapsed (us)"]
            if "bga-" in s["selector"]:
                ours += s["elapsed (us)"]
    return total, ours


RENDERED_BY_REGION = """() => {
  const regions = [['exemple', '.bga-demo'], ['en-tête', '.md-header'], ['navigation', '.md-sidebar--primary'],
                   ['sommaire', '.md-sidebar--secondary'], ['texte', 'article'], ['pied', 'footer']];
  const out = {total: 0};
  for (const e of document.body.querySelectorAll('*')) {
    if (!e.checkVisibility({contentVisibilityAuto: true})) continue;
    out.total++;
    const region = (regions.find(([, sel]) => e.closest(sel)) || ['autre'])[0];
    out[region] = (out[region] || 0) + 1;
  }
  return out;
}"""


def whole_restyles(browser, url: str, trace: Path, share: float = 0.8) -> tuple[list[str], dict]:
    """One load, unthrottled, traced with invalidation tracking: each style recalculation that
    restyled at least `share` of the most any recalculation restyled (the whole rendered tree),
    with the invalidations of <html> and <body> since the previous one and the script position
    that forced it (none: the browser's own rendering step); then the rendered elements by region."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    browser.start_tracing(page=page, path=str(trace), categories=[
        "devtools.timeline", "disabled-by-default-devtools.timeline",
        "disabled-by-default-devtools.timeline.invalidationTracking", "disabled-by-default-devtools.timeline.stack"])
    page.goto(url, wait_until="load")
    page.wait_for_timeout(1500)
    browser.stop_tracing()
    rendered = page.evaluate(RENDERED_BY_REGION)
    context.close()
    events = json.loads(trace.read_text())
    events = sorted((e for e in (events["traceEvents"] if isinstance(events, dict) else events) if e.get("ts")),
                    key=lambda e: e["ts"])
    recalcs = [e for e in events if e.get("name") == "UpdateLayoutTree" and e.get("args", {}).get("elementCount")]
    most = max((e["args"]["elementCount"] for e in recalcs), default=0)
    lines, causes = [], []
    for e in events:
        data = e.get("args", {}).get("data") or {}
        node = str(data.get("nodeName", ""))
        if e.get("name") == "StyleRecalcInvalidationTracking" and data.get("reason") == "PlatformColorChange":
            causes.append("schéma de couleurs")
        elif e.get("name") == "StyleInvalidatorInvalidationTracking" and "subtree" in str(data.get("reason")) \
                and node.startswith(("HTML", "BODY")):
            causes.append(f"attribut de <{node.split()[0].lower()}>")
        elif e.get("name") == "UpdateLayoutTree" and e in recalcs:
            if e["args"]["elementCount"] >= share * most:
                stack = (e["args"].get("beginData") or {}).get("stackTrace") or []
                at = f"{stack[0].get('url', '').rsplit('/', 1)[-1]}:{stack[0].get('columnNumber')}" if stack else "rendu"
                lines.append(f"{e['args']['elementCount']} éléments, {e['dur'] / 1000:.1f} ms, forcé par {at}, "
                             f"après : {', '.join(sorted(set(causes))) or 'cause non relevée'}")
            causes = []
    return lines, rendered


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", action="append", default=[], help="NOM=DOSSIER d'un site déjà construit, répétable")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pages", default="les-aventuriers-du-rail-europe,kingdomino,ginkgopolis")
    parser.add_argument("--selecteurs", action="store_true", help="coût des sélecteurs CSS (une trace par page)")
    parser.add_argument("--recalculs", action="store_true",
                        help="recalculs du style de toute la page, et leurs causes (une trace par page)")
    args = parser.parse_args(argv)
    tmp = Path(tempfile.mkdtemp())
    sites = [tuple(spec.split("=", 1)) for spec in args.site] or \
        [("ce site", str(sitegen.build_site(tmp, "http://127.0.0.1:8000/")))]
    servers = [(name, sitegen.serve(Path(path))) for name, path in sites]
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = sitegen.launch(p)
        for page in args.pages.split(","):
            runs = {name: [] for name, _ in servers}
            for i in range(args.runs):
                for name, server in (servers if i % 2 == 0 else servers[::-1]):
                    runs[name].append(long_tasks(browser, server.url + f"jeux/{page}/"))
            for name, server in servers:
                med = lambda k: statistics.median(r[k] for r in runs[name])  # noqa: E731
                print(f"{page} [{name}] : tâches longues {med('count'):.0f}, {med('total'):.0f} ms, "
                      f"bloquant {med('blocking'):.0f} ms (essais : {', '.join(str(round(r['blocking'])) for r in runs[name])})")
                if args.selecteurs:
                    total, ours = selector_costs(browser, server.url + f"jeux/{page}/", tmp / "trace.json")
                    print(f"    sélecteurs CSS (une trace, sans ralentir) : {total / 1000:.1f} ms en tout, "
                          f"dont ceux de demo.css {ours / 1000:.1f} ms ({100 * ours / max(total, 1):.0f} %)")
                if args.recalculs:
                    lines, rendered = whole_restyles(browser, server.url + f"jeux/{page}/", tmp / "trace.json")
                    print(f"    éléments rendus au repos : {rendered}")
                    print(f"    recalculs de tout l'arbre rendu (une trace, sans ralentir) : {len(lines)}")
                    for line in lines:
                        print(f"      {line}")
        browser.close()
    for _, server in servers:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
