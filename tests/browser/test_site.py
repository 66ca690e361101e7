"""The built site: it starts, stays on its origin, works offline, updates, and explains itself.

The tests marked `browser` drive Chromium through the built dist/ (see conftest.py);
the others read the build output directly.
"""

from __future__ import annotations

import hashlib
import json
import re
import struct
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from axio_web.record_link import encode_record
from build_support import server
from playwright.sync_api import BrowserType, Page, expect

from tests.spec_examples import EXAMPLES

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


# --- the build output ------------------------------------------------------------------------


def test_dist_holds_the_runtime_our_zip_and_a_local_config(site_dir: Path) -> None:
    for name in PYODIDE_FILES:
        assert (site_dir / "pyscript" / "pyodide" / name).is_file(), name
    assert (site_dir / "pyscript" / "core.js").is_file()
    assert not list(site_dir.rglob("*.map"))
    config = json.loads((site_dir / "pyscript.json").read_text())
    assert config["interpreter"] == "./pyscript/pyodide/pyodide.mjs"
    [(archive, target)] = config["files"].items()
    assert re.fullmatch(r"\./app-[0-9a-f]{12}\.zip", archive) and target.endswith("/*")
    assert (site_dir / archive).is_file()


def test_the_service_worker_precaches_every_file_with_its_hash(site_dir: Path) -> None:
    sw = (site_dir / "sw.js").read_text()
    data = json.loads(
        sw[sw.index("const BUILD = ") + len("const BUILD = ") : sw.index(";\n", sw.index("const BUILD"))]
    )
    files = {p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*") if p.is_file()} - {"sw.js"}
    assert set(data["files"]) == files
    for name, digest in data["files"].items():
        assert hashlib.sha256((site_dir / name).read_bytes()).hexdigest()[:16] == digest
    assert re.fullmatch(r"[0-9a-f]{12}", data["id"])


def test_the_manifest_and_its_icons(site_dir: Path) -> None:
    manifest = json.loads((site_dir / "manifest.webmanifest").read_text())
    assert (manifest["name"], manifest["short_name"]) == ("AXIO at the table", "AXIO")
    assert manifest["display"] == "standalone" and manifest["orientation"] == "any"
    assert manifest["theme_color"] and manifest["start_url"] == "./"
    sizes: dict[str, set[int]] = {}
    for icon in manifest["icons"]:
        path = site_dir / icon["src"]
        if icon["type"] == "image/png":
            width, height = struct.unpack(">II", path.read_bytes()[16:24])
            assert icon["sizes"] == f"{width}x{height}"
            sizes.setdefault(icon["purpose"], set()).add(width)
    assert {192, 512} <= sizes["any"] and 512 in sizes["maskable"]


def test_no_absolute_or_foreign_urls_in_our_files(site_dir: Path) -> None:
    """Relative URLs only: the site must work from any sub-path of any host."""
    page = (site_dir / "index.html").read_text()
    urls = re.findall(r'(?:href|src|config)="([^"]*)"', page)
    assert urls and all(url.startswith(("./", "#")) for url in urls), urls
    for name in ("pyscript.json", "manifest.webmanifest", "boot.js", "sw.js", "style.css"):
        text = (site_dir / name).read_text()
        assert not re.search(r'https?://|"/[a-z]|url\(/', text), name


def test_server_headers(site_url: str, site_dir: Path) -> None:
    from urllib.request import urlopen

    zip_name = next(site_dir.glob("app-*.zip")).name
    expected = {
        "": ("text/html", server.REVALIDATE),
        "sw.js": ("text/javascript", server.REVALIDATE),
        "pyscript.json": ("application/json", server.REVALIDATE),
        "manifest.webmanifest": ("application/manifest+json", server.REVALIDATE),
        "pyscript/pyodide/pyodide.mjs": ("text/javascript", server.REVALIDATE),
        "pyscript/pyodide/pyodide.asm.wasm": ("application/wasm", server.REVALIDATE),
        zip_name: ("application/zip", server.IMMUTABLE),
    }
    chunk = next((site_dir / "pyscript").glob("core-*.js")).name
    expected[f"pyscript/{chunk}"] = ("text/javascript", server.IMMUTABLE)
    for path, (mime, cache) in expected.items():
        with urlopen(site_url + path) as response:
            assert response.headers["Content-Type"].split(";")[0] == mime, path
            assert response.headers["Cache-Control"] == cache, path
            # Public files: a sandboxed frame (an opaque origin) may fetch them too.
            assert response.headers["Access-Control-Allow-Origin"] == "*", path


def meta_policy(site_dir: Path) -> str:
    page = (site_dir / "index.html").read_text(encoding="utf-8")
    found = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)
    assert found
    return found.group(1)


def test_the_policy_is_strict_and_the_readme_states_it(site_dir: Path) -> None:
    policy = meta_policy(site_dir)
    directives = {d.split()[0]: d.split()[1:] for d in policy.split("; ")}
    assert directives["default-src"] == ["'self'"]
    assert "'unsafe-inline'" not in directives["script-src"]  # no inline JavaScript at all
    assert directives["object-src"] == ["'none'"] and directives["base-uri"] == ["'none'"]
    # The only inline <script> is PyScript's own <script type="py">.
    page = (site_dir / "index.html").read_text(encoding="utf-8")
    inline = re.findall(r"<script(?![^>]*\bsrc=)([^>]*)>", page)
    assert inline == [' type="py" config="./pyscript.json"']
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    assert policy in " ".join(readme.split())


# --- in the browser ---------------------------------------------------------------------------


@pytest.mark.browser
def test_the_page_gets_ready_and_stays_on_its_origin(app_page: Page, site_url: str, ready: Callable) -> None:
    app_page.goto(site_url)
    ready(app_page)
    expect(app_page.locator(".start")).to_be_enabled()
    expect(app_page.locator("#menu")).to_be_visible()
    fcp = app_page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1")
    assert fcp > 0


@pytest.mark.browser
def test_bad_url_parameters_are_named_and_the_menu_still_works(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    app_page.goto(site_url + "?game=chess&players=9&seed=a+b")
    ready(app_page)
    messages = app_page.locator("#messages")
    expect(messages).to_be_visible()
    for ignored in ("“chess”", "“9”", "“a b”"):
        expect(messages).to_contain_text(ignored)

    app_page.get_by_role("button", name="AXIO Rota").click()
    app_page.get_by_role("button", name="3 players").click()
    expect(app_page.get_by_role("button", name="AXIO Rota")).to_have_attribute("aria-pressed", "true")
    expect(app_page.locator(".name-row:visible")).to_have_count(3)
    app_page.get_by_label("Name of player 1").fill("Anna")
    app_page.locator("#seed").fill("seven days")
    app_page.get_by_role("button", name="Start the game").click()
    expect(messages).to_contain_text("“seven days”")  # a bad deal stops the start

    app_page.locator("#seed").fill("7")
    app_page.get_by_role("button", name="Start the game").click()
    # The game starts: three seats, the first one named from the menu.
    expect(app_page.locator("[data-score][data-player='2']")).to_have_count(5)
    expect(app_page.locator(".scorecard.seat-0")).to_contain_text("Anna")
    remembered = json.loads(app_page.evaluate("localStorage.getItem('axio.menu')"))
    assert remembered["game"] == "rota" and remembered["players"] == 3 and remembered["names"][0] == "Anna"


@pytest.mark.browser
def test_a_damaged_record_link_shows_a_clear_message_and_the_menu(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    app_page.goto(site_url + "#record=abc")
    ready(app_page)
    expect(app_page.locator("#messages")).to_contain_text("This game link cannot be opened.")
    expect(app_page.locator("#messages")).to_contain_text("damaged")
    expect(app_page.locator("#menu")).to_be_visible()


@pytest.mark.browser
def test_record_links_from_python_and_from_the_browser_agree(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    example = EXAMPLES / "rota-2p.json"
    record = json.loads(example.read_text()) if example.is_file() else {"format": "axio-record", "moves": []}
    payload = encode_record(record)
    app_page.goto(f"{site_url}#record={payload}")
    ready(app_page)
    expect(app_page.locator("#messages", has_text="cannot be opened")).to_have_count(0)

    # The browser inflates what Python's zlib made …
    decoded = app_page.evaluate(
        """async (payload) => {
            const b64 = payload.replace(/-/g, '+').replace(/_/g, '/');
            const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
            const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
            return JSON.parse(await new Response(stream).text());
        }""",
        payload,
    )
    assert decoded == record
    # … and the page (Python) opens what the browser's CompressionStream made.
    app_page.evaluate(
        """async (record) => {
            const json = new Blob([JSON.stringify(record)]);
            const stream = json.stream().pipeThrough(new CompressionStream('deflate'));
            const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
            const b64 = btoa(String.fromCharCode(...bytes))
                .replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
            location.hash = 'record=' + b64;
        }""",
        record,
    )
    app_page.wait_for_function("location.hash.startsWith('#record=')")
    app_page.wait_for_timeout(300)  # the hashchange listener runs Python
    expect(app_page.locator("#messages", has_text="cannot be opened")).to_have_count(0)


VIOLATIONS_JS = """
  window.violations = [];
  document.addEventListener('securitypolicyviolation',
    (e) => window.violations.push(e.violatedDirective + ' ' + e.blockedURI));
"""


@pytest.mark.browser
def test_a_game_with_the_expert_runs_under_the_policy_sent_as_a_header(
    app_page: Page, site_url: str, site_dir: Path, ready: Callable
) -> None:
    page = app_page
    policy = meta_policy(site_dir)

    def with_policy(route: Any) -> None:
        response = route.fetch()
        route.fulfill(response=response, headers={**response.headers, "content-security-policy": policy})

    page.route(re.compile(r".*/(index\.html)?(\?.*)?$"), with_policy)
    page.add_init_script(VIOLATIONS_JS)
    # The Expert thinks in a worker (blob:), so its first move passes every directive.
    page.goto(site_url + "?game=rota&players=2&bots=expert,-&seed=3")
    ready(page)
    expect(page.locator(".log-count")).to_have_text("1", timeout=60_000)
    assert page.evaluate("window.violations") == []


@pytest.mark.browser
def test_the_app_is_installable(
    browser_type: BrowserType, browser_type_launch_args: dict, site_url: str, tmp_path: Path
) -> None:
    # Chromium's own check, as for its install button; never in an incognito context, so a
    # profile of its own.
    context = browser_type.launch_persistent_context(tmp_path / "profile", **browser_type_launch_args)
    try:
        page = context.new_page()
        page.goto(site_url)
        page.wait_for_selector("html.ready", state="attached", timeout=60_000)
        cdp = context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == []
        assert manifest["manifest"]["display"] == "kStandalone"
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    finally:
        context.close()


@pytest.mark.browser
def test_file_url_explains_how_to_serve(page: Page, site_dir: Path) -> None:
    page.goto((site_dir / "index.html").as_uri())
    notice = page.locator(".file-notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("python build.py serve")
    expect(page.locator("#app")).to_be_hidden()


@pytest.mark.browser
def test_works_offline_after_one_visit_also_after_a_browser_restart(
    browser_type: BrowserType,
    browser_type_launch_args: dict,
    site_dir: Path,
    start_server: Callable,
    ready: Callable,
    watch_page: Callable,
    tmp_path: Path,
) -> None:
    origin = start_server(site_dir)
    profile = tmp_path / "profile"

    context = browser_type.launch_persistent_context(profile, **browser_type_launch_args)
    page = context.pages[0] if context.pages else context.new_page()
    online = watch_page(page, origin.url)
    page.goto(origin.url)
    ready(page)
    _wait_for_service_worker(page)
    online.check(page)

    origin.stop()
    page.reload()
    ready(page)  # served by the service worker: nothing else answers now
    expect(page.locator("#menu")).to_be_visible()
    online.check(page)
    context.close()

    context = browser_type.launch_persistent_context(profile, **browser_type_launch_args)
    page = context.pages[0] if context.pages else context.new_page()
    offline = watch_page(page, origin.url)
    page.goto(origin.url + "?players=3")
    ready(page)
    expect(page.get_by_role("button", name="3 players")).to_have_attribute("aria-pressed", "true")
    offline.check(page)
    context.close()


@pytest.mark.browser
def test_a_new_build_offers_an_update_that_saves_first(
    page: Page, site_dir: Path, start_server: Callable, ready: Callable, watch_page: Callable, tmp_path: Path
) -> None:
    # A copy of the site whose sw.js can change (the other files are links, not copies).
    site = tmp_path / "site"
    site.mkdir()
    for entry in site_dir.iterdir():
        if entry.name != "sw.js":
            (site / entry.name).symlink_to(entry)
    (site / "sw.js").write_text((site_dir / "sw.js").read_text())
    origin = start_server(site)
    watcher = watch_page(page, origin.url)
    page.goto(origin.url)
    ready(page)
    _wait_for_service_worker(page)
    expect(page.locator("#update")).to_be_hidden()

    (site / "sw.js").write_text((site_dir / "sw.js").read_text() + "\n// the next build\n")
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    update = page.get_by_role("button", name="Update available — reload")
    expect(update).to_be_visible(timeout=30_000)

    page.evaluate("""() => {
        window.notReloadedYet = true;
        window.axioBeforeReload = () => localStorage.setItem('saved-before-reload', 'yes');
    }""")
    update.click()
    page.wait_for_function("window.notReloadedYet === undefined", timeout=30_000)
    ready(page)
    assert page.evaluate("localStorage.getItem('saved-before-reload')") == "yes"
    expect(page.locator("#update")).to_be_hidden()
    watcher.check(page)


def _wait_for_service_worker(page: Page) -> None:
    """Until the worker has precached the site and controls the page."""
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
