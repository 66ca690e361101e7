"""Fixtures for browser tests: the built site on localhost, Chromium, and page watchers.

- `site_dir` builds the site once per session (per worker under pytest-xdist), into a folder of
  its own; each module of this folder runs on one worker (`pytest_collection_modifyitems`).
- `site_url` serves it on 127.0.0.1 (a free port) for the whole session.
- `start_server` starts extra servers that a test can stop (offline checks).
- `browser_type_launch_args` makes pytest-playwright's standard `page` use the
  system Chromium (see build_support.browser).
- `app_page` is `page`, watched: at teardown it fails the test on any console
  error, page error or Python traceback, and on any request the page made to
  another origin. `watch_page` does the same for other pages; `ready(page)`
  waits for <html class="ready">.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from build_support import browser, server
from playwright.sync_api import ConsoleMessage, Page, Request

import build

READY_TIMEOUT_MS = 60_000  # Pyodide starts in ~2 s; a busy 2-core machine can take far longer


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Under pytest-xdist (tests/run.sh runs `-n 2 --dist loadgroup`) each module of this folder
    stays on one worker, in order (its module-scoped browsers start once), and the modules are
    shared out between the workers, as the CPython tests are: the browser tests are most of the
    suite's time, and one worker alone left the other idle for the last half of a run. Each
    worker has its own copy of the site, server and Chromium. (pytest calls this hook with every
    collected item.)"""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.xdist_group(f"browser-{item.path.stem}"))


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A build of the site for this test session alone: a `python build.py` run
    elsewhere meanwhile (which replaces dist/) cannot pull files from under it. When dist/
    was built from the inputs as they are (tests/run.sh builds it just before), a copy of it:
    the same files, without building them twice."""
    site = tmp_path_factory.mktemp("site") / "dist"
    if build.is_up_to_date():
        try:
            shutil.copytree(build.DIST, site)
            if build.is_up_to_date():  # no build replaced it meanwhile
                return site
        except OSError:
            pass
        shutil.rmtree(site, ignore_errors=True)
    build.build(site)
    return site


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    with server.serving(site_dir) as httpd:
        yield server.base_url(httpd)


@dataclass
class StoppableServer:
    """A server of its own (so an origin of its own) that a test may stop."""

    root: Path
    port: int
    _context: Any = None
    _httpd: server.SiteServer | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> StoppableServer:
        self._context = server.serving(self.root, port=self.port)
        self._httpd = self._context.__enter__()
        return self

    def stop(self) -> None:
        if self._context is not None:
            self._context.__exit__(None, None, None)
            self._context = None


@pytest.fixture
def start_server() -> Iterator[Callable[[Path], StoppableServer]]:
    started: list[StoppableServer] = []

    def start(root: Path) -> StoppableServer:
        started.append(StoppableServer(root, server.free_port()).start())
        return started[-1]

    yield start
    for each in started:
        each.stop()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_type_launch_args, **browser.launch_args()}


@dataclass
class PageWatch:
    """What went wrong on a page, and where it sent requests."""

    origin: str
    problems: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)

    def attach(self, page: Page) -> None:
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        page.on("request", self._on_request)

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error" or "Traceback" in message.text:
            where = message.location.get("url", "")
            self.problems.append(f"console {message.type}: {message.text}" + (f" ({where})" if where else ""))

    def _on_request(self, request: Request) -> None:
        self.requests.append(request.url)

    def foreign_requests(self) -> list[str]:
        """Requests to any other origin (data: and blob: URLs stay in the page)."""
        return [
            url
            for url in self.requests
            if urlsplit(url).scheme not in ("data", "blob", "about") and _origin(url) != self.origin
        ]

    def check(self, page: Page) -> None:
        if not page.is_closed():
            text = page.evaluate("document.documentElement.innerText")
            if "Traceback" in text:
                self.problems.append(f"a Python traceback is shown on the page:\n{text}")
        assert not self.problems, "\n".join(self.problems)
        assert not self.foreign_requests(), f"requests left the origin: {self.foreign_requests()}"


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def watch(page: Page, url: str) -> PageWatch:
    """Start watching `page`, which will show the site at `url`."""
    watcher = PageWatch(_origin(url))
    watcher.attach(page)
    return watcher


@pytest.fixture
def app_page(page: Page, site_url: str) -> Iterator[Page]:
    watcher = watch(page, site_url)
    yield page
    watcher.check(page)


def wait_ready(page: Page) -> None:
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)


@pytest.fixture
def ready() -> Callable[[Page], None]:
    """`ready(page)` waits until the app answers input (<html class="ready">, PAGE.md)."""
    return wait_ready


@pytest.fixture
def watch_page() -> Callable[[Page, str], PageWatch]:
    """`watch_page(page, url)` for pages that are not the `page` fixture; call `.check(page)`."""
    return watch
