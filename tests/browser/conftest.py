"""Browser fixtures: Debian Chromium via Playwright (sync API), sites served on 127.0.0.1.

Never `playwright install`: the browser is /usr/bin/chromium, with GUIDE §2's flags.

One browser per xdist worker (the layer is two groups, each mostly on one built
site; the site-wide walk is shared by both), and
one context per kind of reader, kept for the whole run as a reader's browser
keeps its caches: the desktop reader (`watched_page`, `driver`), the phone
reader (`driver.phone`) and the reader without JavaScript (`driver.static`).
The driver keeps one tab per reader across tests (see driver.py). The first page of a context stores the
engine's memory snapshot in Cache Storage and the runtime in the HTTP cache,
so every later page starts from them in a second or two instead of booting
Pyodide cold (GUIDE: 4.7 s cold, 2.8 s warm on an idle machine). The tests
that are about a first visit (snapshot, offline, a runtime that cannot load)
ask for `fresh_page` or make their own context.

Every page records console errors, page errors and requests; any request that
does not go to 127.0.0.1 fails the test. The shared contexts watch requests
through events, not `route`: Playwright turns the HTTP cache off in a context
that routes requests, which would make every page a cold start again.
"""

import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

import sitegen  # noqa: E402
from driver import Driver, Watch, _outside  # noqa: E402

PHONE = {"viewport": {"width": 375, "height": 740}, "is_mobile": True, "has_touch": True}


def pytest_collection_modifyitems(items):
    for item in items:
        if HERE in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.slow)
            # Three xdist groups, each on one worker with its own browser: the tests of the fixture
            # site of every mode (« demos »), those of the project's own site (its pages' tests,
            # « site »), and « tiers ». A test marked `navigateur(group)` goes to that group: the
            # site-wide walk is cut in three parts, one per group, and the phone walk goes to
            # « tiers », so that the workers share them (each of them builds the project's site).
            marker = item.get_closest_marker("navigateur")
            group = marker.args[0] if marker else "demos" if "demo_site" in item.fixturenames else "site"
            item.add_marker(pytest.mark.xdist_group(f"navigateur-{group}"))


@pytest.fixture(scope="session")
def browser():
    if not Path(sitegen.CHROMIUM).exists():
        pytest.fail("Chromium introuvable : installez le paquet Debian « chromium » (/usr/bin/chromium).")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = sitegen.launch(p)
        yield b
        b.close()


@pytest.fixture(scope="session")
def demo_site(tmp_path_factory):
    """A site with one demo page per registered game and mode (chained by links)."""
    out = tmp_path_factory.mktemp("demosite")
    server = sitegen.serve(out / "site")
    site, pages = sitegen.build_demo_site(out, server.url)
    yield {"url": server.url, "dir": site, "pages": pages}
    server.close()


@pytest.fixture(scope="session")
def real_site(tmp_path_factory):
    """The project's own site (docs/ + mkdocs.yml)."""
    out = tmp_path_factory.mktemp("realsite")
    server = sitegen.serve(out / "site")
    site = sitegen.build_site(out, server.url)
    built = sorted(site.rglob("index.html")) + [site / "404.html"]
    pages = [p for p in built if 'class="bga-demo"' in p.read_text(encoding="utf-8")]

    def path_of(page: Path) -> str:
        """A built page's address in the site: "" for the home page."""
        if page.name != "index.html":
            return page.relative_to(site).as_posix()     # 404.html
        return "" if page.parent == site else page.parent.relative_to(site).as_posix() + "/"

    paths = [path_of(p) for p in pages]
    # the pages without an example (the home page, the contributors' guide, a game page with none)
    others = [path_of(p) for p in built if p not in pages]
    every = list(paths)
    if os.environ.get("BGA_PAGES"):  # scripts/check-page.sh: the site-wide passes on one page only
        paths = [p for p in paths if p in os.environ["BGA_PAGES"].split(",")]
        others = []
    yield {"url": server.url, "dir": site, "paths": paths, "every_path": every, "other_paths": others}
    server.close()


def watch(context) -> Watch:
    """A fresh context's watch that also aborts any request leaving 127.0.0.1
    (routing is fine here: such a context has no cache worth keeping)."""
    w = Watch()

    def route(route):
        w.record(route.request)
        if _outside(route.request.url):
            route.abort()
        else:
            route.continue_()

    context.route("**/*", route)
    return w


def attach(page, w: Watch):
    page.on("console", lambda m: w.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: w.errors.append(f"pageerror: {e}"))
    page.on("worker", lambda worker: worker.on("console", lambda m: w.errors.append(m.text) if m.type == "error" else None))


# Every Content-Security-Policy violation of any page is reported to the current test's Watch
# (through a binding, so none is lost across full page loads) and fails the test.
CSP_WATCH = """document.addEventListener('securitypolicyviolation', (e) => window.bgaCspViolation(
    [e.violatedDirective, e.blockedURI, e.sourceFile + ':' + e.lineNumber, e.sample].join(' ')));"""


def watch_csp(context, errors):
    """`errors()`: the list a violation is appended to (the current test's)."""
    context.expose_binding("bgaCspViolation", lambda source, text: errors().append(f"CSP : {text}"))
    context.add_init_script(CSP_WATCH)


KEPT = ("stored", "restored")
SNAPSHOT_SETTLED = """() => !window.bgaDemoRuntime || !bgaDemoRuntime.ready
    || ['stored', 'restored', 'none'].includes(bgaDemoRuntime.snapshot)"""


class Reader:
    """One context kept for the whole run; each test's pages report to that test's Watch.
    `shared_page` is the reader's one tab, kept across tests (the driver moves it from page
    to page by instant navigation); `new_page` opens a tab for one test."""

    def __init__(self, browser, **options):
        self.context = browser.new_context(reduced_motion="reduce", service_workers="block", **options)
        self.viewport = options.get("viewport", {"width": 1280, "height": 720})
        self.watch = Watch()
        self.snapshot = False
        self.tab = None
        self.context.on("request", lambda request: self.watch.record(request))
        watch_csp(self.context, lambda: self.watch.errors)

    def _watched(self, page):
        """Console and page errors of `page` go to whichever test's Watch is current."""
        page.on("console", lambda m: self.watch.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.watch.errors.append(f"pageerror: {e}"))
        page.on("worker", lambda worker: worker.on(
            "console", lambda m: self.watch.errors.append(m.text) if m.type == "error" else None))
        page.set_default_timeout(120_000)
        return page

    def new_page(self, w: Watch):
        self.watch = w
        return self._watched(self.context.new_page())

    def shared_page(self, w: Watch):
        self.watch = w
        if self.tab is None or self.tab.is_closed():
            self.tab = self._watched(self.context.new_page())
        return self.tab

    def settle(self, page):
        """Until the context holds the engine's memory snapshot, let the page store it (the
        worker does once idle for 1.5 s), or every next full load would boot cold too."""
        if not self.snapshot and not page.is_closed():
            try:
                page.wait_for_function(SNAPSHOT_SETTLED, timeout=30_000)
                self.snapshot = page.evaluate("window.bgaDemoRuntime ? bgaDemoRuntime.snapshot : null") in KEPT
            except Exception:  # a page without a live engine (static, or a test that broke it)
                pass

    def close_page(self, page):
        self.settle(page)
        page.close()


@pytest.fixture(scope="session")
def readers(browser):
    """The shared contexts, made on first use: desktop, phone, no JavaScript."""
    made = {}
    kinds = {"desktop": {}, "phone": PHONE, "static": {"java_script_enabled": False}}

    def get(kind: str) -> Reader:
        if kind not in made:
            made[kind] = Reader(browser, **kinds[kind])
        return made[kind]

    yield get
    for reader in made.values():
        reader.context.close()


@pytest.fixture
def watched_page(readers):
    """A new page of the desktop reader (warm caches, bots' turns at once under
    reduced motion); asserts at the end: no console error, nothing off 127.0.0.1."""
    w = Watch()
    reader = readers("desktop")
    page = reader.new_page(w)
    yield page, w
    reader.close_page(page)
    w.check()


@pytest.fixture
def fresh_page(browser):
    """A page in a context of its own, as on a reader's very first visit (no
    cache, no snapshot, service workers allowed); the same checks at the end."""
    context = browser.new_context(reduced_motion="reduce")
    w = watch(context)
    watch_csp(context, lambda: w.errors)
    page = context.new_page()
    attach(page, w)
    page.set_default_timeout(120_000)
    yield page, w
    context.close()
    w.check()


@pytest.fixture
def driver(readers, real_site):
    """The shared page driver on the project's own site (see driver.py)."""
    d = Driver(readers, real_site["url"])
    yield d
    d.close()
