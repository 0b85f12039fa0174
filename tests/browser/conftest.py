"""Browser fixtures: Debian Chromium via Playwright (sync API), sites served on 127.0.0.1.

Never `playwright install`: the browser is /usr/bin/chromium, with GUIDE §2's flags.
Every page opened through `watched_page` records console errors, page errors and
requests; any request that does not go to 127.0.0.1 is aborted and fails the test.
"""

import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1]))

import sitegen  # noqa: E402


def pytest_collection_modifyitems(items):
    for item in items:
        if HERE in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.slow)


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
    pages = sorted(p for p in site.rglob("index.html") if 'class="bga-demo"' in p.read_text(encoding="utf-8"))
    paths = [p.parent.relative_to(site).as_posix() + "/" for p in pages]
    yield {"url": server.url, "dir": site, "paths": [("" if p == "./" else p) for p in paths]}
    server.close()


class Watch:
    def __init__(self):
        self.errors, self.outside, self.requests, self.offline_requests = [], [], [], []

    def check(self):
        assert not self.outside, f"requêtes hors de 127.0.0.1 : {self.outside}"
        assert not self.errors, f"erreurs dans la console : {self.errors}"


def watch(context) -> Watch:
    w = Watch()

    def route(route):
        url = route.request.url
        # the offline cache's downloads (service worker) apart from the page's own requests
        (w.offline_requests if route.request.service_worker else w.requests).append(url)
        host = urlsplit(url).hostname
        if url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            route.continue_()
        else:
            w.outside.append(url)
            route.abort()

    context.route("**/*", route)
    return w


def attach(page, w: Watch):
    page.on("console", lambda m: w.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: w.errors.append(f"pageerror: {e}"))
    page.on("worker", lambda worker: worker.on("console", lambda m: w.errors.append(m.text) if m.type == "error" else None))


@pytest.fixture
def watched_page(browser):
    """A fresh context and page; asserts at the end: no console error, nothing off 127.0.0.1."""
    context = browser.new_context(reduced_motion="reduce")  # others' moves at once (see test_ux)
    w = watch(context)
    page = context.new_page()
    attach(page, w)
    page.set_default_timeout(120_000)
    yield page, w
    context.close()
    w.check()
