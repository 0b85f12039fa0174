"""Lighthouse (mobile, simulated throttling) on demo pages served gzip-compressed, plus time to live.

    .venv/bin/python bench/bench_lighthouse.py [--site NAME=DIR ...] [--runs N] [--pages flip-7,takenoko,...]

Builds the project's site (or measures already built ones, `--site avant=DIR
--site après=DIR`: e.g. builds of two commits, measured in alternation, so that
the load of a shared machine weighs on both alike), serves it with a small local
server that compresses as a static host does (gzip for text, scripts, JSON and
WebAssembly; zip archives, wheels and pictures as they are; ETag and 304), then:
  - runs Lighthouse 12.2.3 (its own install in bench/lighthouse/, made by this
    script on first run with `npm ci`; never part of the test command) on each
    page, mobile form factor, simulated throttling, performance and
    accessibility; medians over the runs; the failing accessibility audits;
    the machine's index (Lighthouse's benchmarkIndex: its 4x CPU slowdown is
    relative to the host, so scores of two days compare only at like indices;
    `--indice-min 1500` keeps the runs made in the « High-End Desktop » bracket
    for which Lighthouse's docs/throttling.md sets that 4x);
  - the bytes of a first visit as sent (compressed), the engine's own share;
  - in Debian Chromium (Playwright), side by side in the same minute: the
    page's first example live on a first visit (fresh context) and a repeat
    visit (same context, after the memory snapshot is kept), against a bare
    `loadPyodide()` cold and warm (bench/bench_browser.py's bare page).
Noisy shared machine: read the ratios. Never a test.
"""

from __future__ import annotations

import argparse
import email.utils
import gzip
import hashlib
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LH_DIR = ROOT / "bench" / "lighthouse"
LH_CLI = LH_DIR / "node_modules" / "lighthouse" / "cli" / "index.js"
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

DEFAULT_PAGES = ["flip-7", "takenoko", "dames-internationales"]
TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css", ".js": "text/javascript",
         ".mjs": "text/javascript", ".json": "application/json", ".wasm": "application/wasm",
         ".svg": "image/svg+xml", ".xml": "application/xml", ".txt": "text/plain", ".zip": "application/zip",
         ".whl": "application/zip", ".png": "image/png", ".ico": "image/x-icon", ".bin": "application/octet-stream"}
COMPRESSED = {".html", ".css", ".js", ".mjs", ".json", ".wasm", ".svg", ".xml", ".txt"}


class GzipHandler(http.server.BaseHTTPRequestHandler):
    """A static host: gzip (level 6, computed once per file) when the client accepts it."""
    site: Path = Path(".")
    cache: dict = {}
    lock = threading.Lock()
    sent: list = []  # (path, status, bytes on the wire)
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def _file(self) -> Path | None:
        from urllib.parse import unquote, urlsplit
        rel = unquote(urlsplit(self.path).path).lstrip("/")
        path = (self.site / rel).resolve()
        if not str(path).startswith(str(self.site.resolve())):
            return None
        if path.is_dir():
            path = path / "index.html"
        return path if path.is_file() else None

    def do_GET(self):
        path = self._file()
        if path is None:
            body = b"introuvable"
            self.send_response(404)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            self.sent.append((self.path, 404, len(body)))
            return
        raw = path.read_bytes()
        etag = '"' + hashlib.sha256(raw).hexdigest()[:16] + '"'
        zipped = path.suffix in COMPRESSED and "gzip" in (self.headers.get("Accept-Encoding") or "")
        if self.headers.get("If-None-Match") == etag + ("-gz" if zipped else ""):
            self.send_response(304)
            self.send_header("ETag", etag + ("-gz" if zipped else ""))
            self.end_headers()
            self.sent.append((self.path, 304, 0))
            return
        body = raw
        if zipped:
            with self.lock:
                body = self.cache.get(etag)
                if body is None:
                    body = self.cache[etag] = gzip.compress(raw, 6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", TYPES.get(path.suffix, "application/octet-stream"))
        self.send_header("Content-Length", str(len(body)))
        self.send_header("ETag", etag + ("-gz" if zipped else ""))
        self.send_header("Cache-Control", "no-cache")  # revalidated, as most static hosts do for HTML
        self.send_header("Last-Modified", email.utils.formatdate(path.stat().st_mtime, usegmt=True))
        if zipped:
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        self.wfile.write(body)
        self.sent.append((self.path, 200, len(body)))


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        pass  # a browser that closes a connection it no longer needs is no error here


def serve(site: Path):
    handler = type("Handler", (GzipHandler,), {"site": site, "cache": {}, "sent": []})
    httpd = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/", handler


def ensure_lighthouse() -> None:
    if LH_CLI.is_file():
        return
    print("Installation de Lighthouse (bench/lighthouse, npm ci)…", file=sys.stderr)
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=LH_DIR, check=True)


def lighthouse(url: str, out: Path) -> dict:
    chrome = shutil.which("chromium") or shutil.which("chromium-browser")
    env = {**os.environ, "CHROME_PATH": chrome or ""}
    subprocess.run(["node", str(LH_CLI), url, "--quiet", "--output=json", f"--output-path={out}",
                    "--only-categories=performance,accessibility", "--form-factor=mobile",
                    "--throttling-method=simulate", "--chrome-flags=--headless=new --no-sandbox"],
                   env=env, check=True, timeout=600)
    report = json.loads(out.read_text(encoding="utf-8"))
    audits = report["audits"]
    failing = sorted(k for k, a in audits.items()
                     if a.get("scoreDisplayMode") == "binary" and a.get("score") == 0
                     and k in {r["id"] for r in report["categories"]["accessibility"]["auditRefs"]})
    items = audits.get("network-requests", {}).get("details", {}).get("items", [])
    engine = sum(i.get("transferSize", 0) for i in items if "/assets/pyodide/" in i["url"] and ".whl" in i["url"]
                 or "/assets/pyodide/jeux/" in i["url"])
    return {"perf": round(100 * report["categories"]["performance"]["score"]),
            "a11y": round(100 * report["categories"]["accessibility"]["score"]),
            "fcp": audits["first-contentful-paint"]["numericValue"],
            "lcp": audits["largest-contentful-paint"]["numericValue"],
            "tbt": audits["total-blocking-time"]["numericValue"],
            "cls": audits["cumulative-layout-shift"]["numericValue"],
            "si": audits["speed-index"]["numericValue"],
            "bytes": audits["total-byte-weight"]["numericValue"],
            "engine_bytes": engine,
            "failing": failing,
            # the host's speed as Lighthouse measures it: its 4x CPU slowdown is relative to this
            "bench_index": report.get("environment", {}).get("benchmarkIndex") or 0}


def live_run(browser, site: Path, url: str, page: str, bare_first: bool) -> dict:
    """One run, side by side: the page's first example live on a first visit (fresh context) and a
    repeat visit (same context, once the memory snapshot is kept), and a bare loadPyodide() cold and
    warm (bench/bench_browser.py's bare page), in alternated order."""
    from bench_browser import BARE_PAGE, live_at

    (site / "bench-bare.html").write_text(BARE_PAGE, encoding="utf-8")
    out = {}

    def bare():
        ctx = browser.new_context(bypass_csp=True)
        tab = ctx.new_page()
        for key in ("bare", "bare_warm"):
            tab.goto(url + "bench-bare.html", wait_until="commit")
            tab.wait_for_function("window.bareDone", timeout=180_000, polling=20)
            out[key] = tab.evaluate("window.bareDone")
        ctx.close()

    def demo():
        ctx = browser.new_context(bypass_csp=True)
        tab = ctx.new_page()
        tab.goto(url + f"jeux/{page}/", wait_until="commit")
        tab.wait_for_selector(".bga-demo[data-etat=live]", timeout=180_000)
        out["first"] = live_at(tab)
        tab.wait_for_function("['stored', 'none'].includes(bgaDemoRuntime.snapshot)", timeout=120_000)
        tab.goto(url + f"jeux/{page}/", wait_until="commit")
        tab.wait_for_selector(".bga-demo[data-etat=live]", timeout=180_000)
        out["repeat"] = live_at(tab)
        out["from"] = tab.evaluate("bgaDemoRuntime.snapshot")
        ctx.close()

    for step in ((bare, demo) if bare_first else (demo, bare)):
        step()
    return out


def summary(runs: list[dict]) -> dict:
    med = lambda k: statistics.median(r[k] for r in runs)  # noqa: E731
    return {"first": med("first"), "repeat": med("repeat"), "bare": med("bare"), "bare_warm": med("bare_warm"),
            "ratio": statistics.median(r["first"] / r["bare"] for r in runs),
            "repeat_ratio": statistics.median(r["repeat"] / r["bare_warm"] for r in runs),
            "restored": sum(r["from"] == "restored" for r in runs), "runs": len(runs)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", action="append", default=[],
                        help="NOM=DOSSIER d'un site déjà construit, répétable : les sites sont mesurés "
                             "en alternance (sinon : le site du projet, construit ici)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pages", default=",".join(DEFAULT_PAGES))
    parser.add_argument("--sans-vivant", action="store_true", help="Lighthouse seulement")
    parser.add_argument("--sans-lighthouse", action="store_true", help="temps jusqu'à l'exemple vivant seulement")
    parser.add_argument("--indice-min", type=int, default=0,
                        help="ne retenir que les essais où la machine mesure au moins cet indice (1500 : "
                             "le « High-End Desktop » pour lequel Lighthouse règle son ralentissement 4x)")
    args = parser.parse_args(argv)
    ensure_lighthouse()
    tmp = Path(tempfile.mkdtemp())
    servers = []
    try:
        sites = [tuple(spec.split("=", 1)) if "=" in spec else (spec, spec) for spec in args.site]
        if not sites:
            import sitegen
            sites = [("ce site", str(sitegen.build_site(tmp, "http://127.0.0.1:8000/")))]
        served = []
        for name, path in sites:
            httpd, url, _ = serve(Path(path))
            servers.append(httpd)
            served.append((name, Path(path), url))
            print(f"{name} : {path}, servi compressé (gzip) sur {url}")
        for page in args.pages.split(","):
            lh = {name: [] for name, _, _ in served}
            for i in range(0 if args.sans_lighthouse else args.runs):
                for name, _, url in (served if i % 2 == 0 else served[::-1]):
                    lh[name].append(lighthouse(url + f"jeux/{page}/", tmp / f"{page}-{i}.json"))
            live = {name: [] for name, _, _ in served}
            if not args.sans_vivant:
                from playwright.sync_api import sync_playwright

                import sitegen
                with sync_playwright() as p:
                    browser = sitegen.launch(p)
                    for i in range(args.runs):
                        for name, site, url in (served if i % 2 == 0 else served[::-1]):
                            live[name].append(live_run(browser, site, url, page, bare_first=i % 2 == 1))
                    browser.close()
            for name, _, _ in served:
                measured = lh[name]
                runs = [r for r in measured if r["bench_index"] >= args.indice_min]
                if measured:
                    print(f"{page} [{name}] : {len(runs)} essais retenus sur {len(measured)} (indice de la machine "
                          f"≥ {args.indice_min} ; mesurés : {', '.join(str(round(r['bench_index'])) for r in measured)})")
                if not runs:
                    print(f"{page} [{name}]")
                else:
                    med = lambda k: statistics.median(r[k] for r in runs)  # noqa: E731
                    failing = sorted({f for r in runs for f in r["failing"]})
                    print(f"{page} [{name}] : performance {med('perf'):.0f} ({', '.join(str(r['perf']) for r in runs)}), "
                          f"accessibilité {med('a11y'):.0f}, FCP {med('fcp'):.0f} ms, LCP {med('lcp'):.0f} ms, "
                          f"TBT {med('tbt'):.0f} ms, CLS {med('cls'):.3f}, SI {med('si'):.0f} ms, "
                          f"octets {med('bytes') / 1e6:.2f} Mo (moteur : {med('engine_bytes') / 1e3:.0f} ko), "
                          f"indice de la machine {med('bench_index'):.0f}"
                          + (f" ; audits d'accessibilité en échec : {', '.join(failing)}" if failing else ""))
                if live[name]:
                    t = summary(live[name])
                    print(f"    vivant : première visite {t['first']:.0f} ms (nu {t['bare']:.0f} ms, rapport "
                          f"{t['ratio']:.2f}), seconde visite {t['repeat']:.0f} ms (nu à chaud {t['bare_warm']:.0f} ms, "
                          f"rapport {t['repeat_ratio']:.2f}, depuis l'instantané {t['restored']}/{t['runs']})")
            sys.stdout.flush()
    finally:
        for httpd in servers:
            httpd.shutdown()
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
