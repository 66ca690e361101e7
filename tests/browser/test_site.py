"""The built site: it starts, stays on its origin, works offline, updates, and explains itself.

The tests marked `browser` drive Chromium through the built dist/ (see conftest.py);
the others read the build output directly.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
import struct
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from axio_web.runtime.record_link import encode_record
from build_support import pyscript_code, server, snapshot
from playwright.sync_api import BrowserType, Page, expect

from axio_core.session import Session
from tests.browser.page_hooks import expect_scores, greedy, place_by_clicks
from tests.spec_examples import EXAMPLES

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "pyodide-lock.json",
)


# --- the build output ------------------------------------------------------------------------


def test_dist_holds_the_runtime_our_zip_and_a_local_config(site_dir: Path) -> None:
    for name in PYODIDE_FILES:
        assert (site_dir / "pyscript" / "pyodide" / name).is_file(), name
    assert (site_dir / "pyscript" / "core.js").is_file()
    assert not list(site_dir.rglob("*.map"))
    config = json.loads((site_dir / "pyscript.json").read_text())
    # Our loader of the local Pyodide, which also unpacks our zip (no "files" for PyScript).
    assert config == {"interpreter": "./pyodide-start.mjs"}
    assert (site_dir / "pyodide-start.mjs").is_file()
    [archive] = site_dir.glob("app-*.zip")
    assert re.fullmatch(r"app-[0-9a-f]{12}\.zip", archive.name)
    assert loader_build(site_dir)["app"] == archive.name


def loader_build(site_dir: Path) -> dict[str, Any]:
    """The data build.py wrote into pyodide-start.mjs."""
    text = (site_dir / "pyodide-start.mjs").read_text(encoding="utf-8")
    start = text.index("const BUILD = ") + len("const BUILD = ")
    return dict(json.loads(text[start : text.index(";\n", start)]))


def test_the_snapshot_belongs_to_this_build_and_the_loader_expects_it(site_dir: Path) -> None:
    build = loader_build(site_dir)
    info = build["snapshot"]
    [file] = [p.name for p in site_dir.glob("snapshot-*.bin.gz")]
    assert info["file"] == file and build["files"][file] == (site_dir / file).stat().st_size
    raw = gzip.decompress((site_dir / file).read_bytes())
    assert raw[:8] == b"AXIOSNP1"
    size = struct.unpack("<I", raw[8:12])[0]
    header = json.loads(raw[12 : 12 + size])
    pyodide = json.loads((Path(__file__).parents[2] / "node_modules/pyodide/package.json").read_text())
    [app_zip] = [p.name for p in site_dir.glob("app-*.zip")]
    assert header["app"] == app_zip == info["expected"]["app"]
    assert header["pyodide"] == pyodide["version"] == info["expected"]["pyodide"]
    assert header["imports"] == list(snapshot.SNAPSHOT_IMPORTS) == info["expected"]["imports"]
    start = -(-(12 + size) // 16) * 16
    assert hashlib.sha256(raw).hexdigest() == info["sha256"]
    # The file stores only the stretches of Pyodide's snapshot that are not zeros, in order:
    # well under half of it (the copy sw.js keeps decompressed, which return visits read).
    memory = bytearray(header["length"])
    assert header["length"] == info["length"]
    at_file, end = start, 0
    for at, size in header["runs"]:
        assert at >= end and size > 0 and at % 4096 == 0
        memory[at : at + size] = raw[at_file : at_file + size]
        at_file, end = at_file + size, at + size
    assert at_file == len(raw) and end <= header["length"]
    assert len(raw) - start < 0.5 * header["length"]
    assert memory[:4] == b"\x00snp"  # Pyodide's own magic
    # The memory's first megabytes are stored XOR the wasm's own data (the loader undoes it):
    # Python changed few of those bytes, so nearly all of them are zeros.
    at, to = header["delta"]["at"], header["delta"]["to"]
    assert at % 4 == 0 and to % 4 == 0 and 1_000_000 < to < header["length"] - at
    stored = memory[at : at + to]
    assert stored.count(0) > 0.9 * len(stored)
    # Progress counts the files a start downloads, each with its size.
    assert {app_zip, file, "pyscript/pyodide/pyodide.asm.wasm"} <= set(build["files"])
    for name, size in build["files"].items():
        assert (site_dir / name).stat().st_size == size, name


def test_the_site_ships_only_the_standard_library_it_imports(site_dir: Path) -> None:
    """Not Pyodide's whole python_stdlib.zip: the build's own archive, which the loader and the
    snapshot name (the browser tests play whole games from it)."""
    pyodide_dir = site_dir / "pyscript" / "pyodide"
    assert not (pyodide_dir / "python_stdlib.zip").exists()
    [archive] = pyodide_dir.glob("stdlib-*.zip")
    build = loader_build(site_dir)
    assert build["stdlib"] == f"pyscript/pyodide/{archive.name}"
    assert build["snapshot"]["expected"]["stdlib"] == archive.name
    with zipfile.ZipFile(archive) as shipped:
        names = set(shipped.namelist())
    # Pyodide's start, our imports and PyScript's are there, compiled (no sources); what
    # nothing imports is not.
    assert {"pyodide/__init__.pyc", "_pyodide/_base.pyc", "json/__init__.pyc", "secrets.pyc"} <= names
    assert {"asyncio/__init__.pyc", "html/__init__.pyc", "datetime.pyc", "hmac.pyc", "_strptime.pyc"} <= names
    assert {f"encodings/{codec}.pyc" for codec in ("utf_8", "latin_1", "idna", "cp437")} <= names
    assert not [name for name in names if name.endswith(".py")]
    assert not {"tkinter/__init__.pyc", "pydoc.pyc", "unittest/__init__.pyc", "encodings/cp1252.pyc"} & names
    assert archive.stat().st_size < 2_000_000
    # Whole modules and packages that no start imports travel in the app zip instead, at its
    # root (on sys.path), arriving while Pyodide sets itself up; none is in both.
    [app_zip] = site_dir.glob("app-*.zip")
    with zipfile.ZipFile(app_zip) as app:
        ours = ("axio_core/", "axio_web/", "segno/")
        later = {name for name in app.namelist() if not name.startswith(ours)}
    assert {"pickle.pyc", "statistics.pyc", "urllib/parse.pyc"} <= later
    assert not later & names
    assert not {name.split("/")[0] for name in later} & {name.split("/")[0] for name in names}


def test_pyscripts_own_package_ships_compiled(site_dir: Path) -> None:
    """PyScript writes its package into ./pyscript at every start; the app zip brings the .pycs
    of what `import pyscript` runs (the build checked that Python uses each one instead of
    compiling), "checked hash" ones, made by the same Python as our own modules."""
    [app_zip] = site_dir.glob("app-*.zip")
    with zipfile.ZipFile(app_zip) as app:
        names = app.namelist()
        ours = app.read("axio_core/__init__.pyc")
        cached = {name: app.read(name) for name in names if name.startswith(pyscript_code.CACHE_FOLDER)}
    dist = Path(__file__).parents[2] / "node_modules" / "@pyscript" / "core" / "dist"
    started = pyscript_code.started_modules(pyscript_code.package_sources(dist))
    tag = re.fullmatch(r"pyscript/__pycache__/__init__\.(cpython-\d+)\.pyc", min(cached)).group(1)
    modules = [path.removeprefix("pyscript/").removesuffix(".py") for path in started]
    assert sorted(cached) == sorted(f"pyscript/__pycache__/{module}.{tag}.pyc" for module in modules)
    for data in cached.values():
        assert data[:4] == ours[:4]  # the same magic number: Pyodide's Python
        assert struct.unpack("<I", data[4:8])[0] == 0b11  # hash-based, checked against the source


def test_a_start_from_the_snapshot_unpacks_only_what_the_snapshot_lacks(site_dir: Path) -> None:
    """The start zip is the app zip less the modules the snapshot holds: what Python imports
    after the restore (the glue), the data, PyScript's .pycs, the standard library's later
    modules."""
    build = loader_build(site_dir)
    with zipfile.ZipFile(site_dir / build["app"]) as app, zipfile.ZipFile(site_dir / build["start"]) as start:
        everything = {name: app.read(name) for name in app.namelist()}
        subset = {name: start.read(name) for name in start.namelist()}
    assert all(everything[name] == body for name, body in subset.items())
    assert {"axio_web/browser/glue.pyc", "axio_core/data/tiles.json", "pickle.pyc"} <= set(subset)
    assert [name for name in subset if name.startswith("pyscript/__pycache__/__init__.")]
    held = set(everything) - set(subset)
    assert {"axio_core/session.pyc", "axio_web/app/routing.pyc", "axio_web/runtime/bot_decide.pyc"} <= held
    # and the standard library's later modules that the snapshot's imports of the whole archive
    # reach (_strptime imports calendar)
    assert "calendar.pyc" in held
    assert all(name.endswith(".pyc") and not name.startswith("pyscript/") for name in held)
    assert (site_dir / build["start"]).stat().st_size < 0.4 * (site_dir / build["app"]).stat().st_size


def test_the_snapshot_holds_no_path_of_the_build_machine(site_dir: Path) -> None:
    """The same sources give the same snapshot whatever folder they are built in (else every
    deploy from a fresh checkout would make every player download it again)."""
    [file] = site_dir.glob("snapshot-*.bin.gz")
    raw = gzip.decompress(file.read_bytes())
    root = Path(__file__).parents[2]
    for folder in (root, site_dir, site_dir.parent):
        assert str(folder).encode() not in raw, folder


def test_two_folders_make_the_same_snapshot(
    site_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Made without the cache from copies of the site and of the snapshot's maker in a folder of
    another depth: the same bytes, so the same name, as the build's own (made by Node in the
    build's staging folder beside the repository or this session's site; Node takes ~30 s)."""
    folder = tmp_path / "deeper" / "folder" / "b"
    shutil.copytree(site_dir, folder / "site", ignore=shutil.ignore_patterns("snapshot-*"))
    maker = folder / "tools" / snapshot.MAKER.name
    maker.parent.mkdir(parents=True)
    shutil.copy2(snapshot.MAKER, maker)
    monkeypatch.setattr(snapshot, "MAKER", maker)
    build = loader_build(site_dir)
    stdlib_name = build["stdlib"].rsplit("/", 1)[1]
    site = folder / "site"
    made = snapshot.write_snapshot(site, build["app"], site / "pyscript" / "pyodide", stdlib_name).file
    assert made == build["snapshot"]["file"]


def test_a_snapshot_import_the_app_lacks_fails_the_build_clearly() -> None:
    names = {"axio_web/__init__.py", "axio_web/games/registry.py"}
    names |= {"axio_web/strings/__init__.py", "axio_web/strings/page.py"}
    assert snapshot.expand_imports(("axio_web.games.registry", "axio_web.strings.*", "json"), names) == [
        "axio_web.games.registry",
        "axio_web.strings",
        "axio_web.strings.page",
        "json",  # the standard library: Node's import checks it
    ]
    with pytest.raises(snapshot.SnapshotError, match="axio_web.menu_glue"):
        snapshot.expand_imports(("axio_web.menu_glue",), names)


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
    ours = ("pyscript.json", "manifest.webmanifest", "boot.js", "sw.js", "app.css", "pyodide-start.mjs")
    parts = sorted(p.relative_to(site_dir).as_posix() for p in (site_dir / "start").glob("*.mjs"))
    assert parts, "the loader's parts (web/start/) are in the build"
    for name in (*ours, *parts):
        text = (site_dir / name).read_text()
        assert not re.search(r'https?://|"/[a-z]|url\(/', text), name


def test_server_headers(site_url: str, site_dir: Path) -> None:
    from urllib.request import urlopen

    zip_name = next(site_dir.glob("app-*.zip")).name
    snapshot_name = next(site_dir.glob("snapshot-*.bin.gz")).name
    expected = {
        "pyodide-start.mjs": ("text/javascript", server.REVALIDATE),
        "start/snapshot.mjs": ("text/javascript", server.REVALIDATE),  # the loader's parts alike
        # As it is: the loader unpacks it (a Content-Encoding would unpack it on the way).
        snapshot_name: ("application/gzip", server.IMMUTABLE),
        "": ("text/html", server.REVALIDATE),
        "sw.js": ("text/javascript", server.REVALIDATE),
        "pyscript.json": ("application/json", server.REVALIDATE),
        "manifest.webmanifest": ("application/manifest+json", server.REVALIDATE),
        "pyscript/pyodide/pyodide.mjs": ("text/javascript", server.REVALIDATE),
        "pyscript/pyodide/pyodide.asm.wasm": ("application/wasm", server.REVALIDATE),
        zip_name: ("application/zip", server.IMMUTABLE),
    }
    stdlib_zip = next(site_dir.glob("pyscript/pyodide/stdlib-*.zip")).name
    for name in (
        next(site_dir.glob("start-*.zip")).name,
        next(site_dir.glob("extras-*.zip")).name,
        f"pyscript/pyodide/{stdlib_zip}",
    ):
        expected[name] = ("application/zip", server.IMMUTABLE)
    chunk = next((site_dir / "pyscript").glob("core-*.js")).name
    expected[f"pyscript/{chunk}"] = ("text/javascript", server.IMMUTABLE)
    for path, (mime, cache) in expected.items():
        with urlopen(site_url + path) as response:
            assert response.headers["Content-Type"].split(";")[0] == mime, path
            assert response.headers["Cache-Control"] == cache, path
            assert response.headers["Content-Encoding"] is None, path
            # Public files: a sandboxed frame (an opaque origin) may fetch them too.
            assert response.headers["Access-Control-Allow-Origin"] == "*", path


def meta_policy(site_dir: Path) -> str:
    page = (site_dir / "index.html").read_text(encoding="utf-8")
    found = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)
    assert found
    return found.group(1)


def test_the_policy_is_strict_and_the_hosting_guide_states_it(site_dir: Path) -> None:
    policy = meta_policy(site_dir)
    directives = {d.split()[0]: d.split()[1:] for d in policy.split("; ")}
    assert directives["default-src"] == ["'self'"]
    assert "'unsafe-inline'" not in directives["script-src"]  # no inline JavaScript at all
    assert directives["object-src"] == ["'none'"] and directives["base-uri"] == ["'none'"]
    # The only inline <script> is PyScript's own <script type="py">.
    page = (site_dir / "index.html").read_text(encoding="utf-8")
    inline = re.findall(r"<script(?![^>]*\bsrc=)([^>]*)>", page)
    assert inline == [' type="py" config="./pyscript.json"']
    guide = (Path(__file__).resolve().parents[2] / "docs" / "HOSTING.md").read_text(encoding="utf-8")
    assert policy in " ".join(guide.split())


# --- in the browser ---------------------------------------------------------------------------


@pytest.mark.browser
def test_the_page_gets_ready_and_stays_on_its_origin(
    app_page: Page, site_url: str, site_dir: Path, ready: Callable
) -> None:
    app_page.goto(site_url)
    ready(app_page)
    expect(app_page.locator(".start")).to_be_enabled()
    expect(app_page.locator("#menu")).to_be_visible()
    # Python started from the build's memory snapshot, already on a first visit.
    expect(app_page.locator("html")).to_have_attribute("data-start", "snapshot")
    # The loader is the page's first script, and every file a start needs came once: the
    # preloaded Pyodide modules were taken over by the loader, not fetched again.
    first = app_page.locator("head script").first
    assert first.get_attribute("src") == "./pyodide-start.mjs" and first.get_attribute("async") is not None
    fetched = app_page.evaluate(
        "performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)"
    )
    build = loader_build(site_dir)
    needed = [
        build["start"],
        build["snapshot"]["file"],
        "pyscript/pyodide/pyodide.asm.wasm",
        "pyscript/pyodide/pyodide.mjs",
        "pyscript/pyodide/pyodide.asm.mjs",
        *(f"start/{p.name}" for p in (site_dir / "start").glob("*.mjs")),
    ]  # preloaded, imported
    for name in needed:
        assert sum(path.endswith("/" + name) for path in fetched) == 1, (name, fetched)
    # A start from the snapshot unpacks the start zip: the whole app zip is not needed, nor the
    # standard library (the snapshot holds every module of it).
    for unneeded in (build["app"], build["stdlib"]):
        assert not [path for path in fetched if path.endswith("/" + unneeded)], (unneeded, fetched)
    expect(app_page.locator("#boot-progress")).to_have_count(0)  # gone once ready
    fcp = app_page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1")
    assert fcp > 0


# An observer of the whole document, made as PyScript's are (after quiet.js): the changes it
# is told of, those inside the app's element apart.
WATCH_DOCUMENT_JS = """() => {
  window.axioSeen = {app: 0, other: 0};
  const app = document.getElementById('app');
  new MutationObserver((records) => {
    for (const r of records) window.axioSeen[app.contains(r.target) ? 'app' : 'other'] += 1;
  }).observe(document, {childList: true, subtree: true, attributes: true});
}"""


@pytest.mark.browser
def test_pyscript_sees_scripts_added_to_the_page_not_the_screens_python_puts(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    """quiet.js (issue 40 item 6): PyScript's watchers of the whole document search every
    element added for scripts; the screens never hold one, so they are put unseen. A script
    added to the page is still seen, and runs."""
    page = app_page
    page.goto(site_url + "?lang=en&game=rota&players=1&seed=3")
    ready(page)
    page.evaluate(WATCH_DOCUMENT_JS)
    place = page.locator('[data-action="rota-cell"]').first
    place.click()
    expect(page.locator("html")).not_to_have_attribute("data-chosen", "")
    page.locator("#rota-hand").click()
    page.locator('[data-action="rota-clear"]').click()
    expect(page.locator("html")).to_have_attribute("data-chosen", "")
    assert page.evaluate("window.axioSeen.app") == 0  # three screens put, none of it seen
    # quiet.js counts: a change inside a show (a show from within another) stays unseen
    seen = page.evaluate(
        """async () => {
        const mark = () => document.getElementById('app').append(document.createElement('i'));
        const told = () => new Promise((r) => setTimeout(() => r(window.axioSeen.app), 0));
        axioQuiet(true); axioQuiet(true); axioQuiet(false); mark(); const inner = await told();
        axioQuiet(false); mark(); return [inner, await told()];
        }"""
    )
    assert seen == [0, 1]
    page.evaluate(
        """() => { const tag = document.createElement('script'); tag.type = 'py';
        tag.textContent = 'from pyscript import document\\ndocument.body.dataset.pyRan = "yes"';
        document.body.append(tag); }"""
    )
    expect(page.locator("body")).to_have_attribute("data-py-ran", "yes")
    assert page.evaluate("window.axioSeen.other") >= 1


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
    # … and the page (Python) opens what the browser's CompressionStream made: from the menu,
    # so that the finished game's replay coming back is the sign that Python handled it.
    html = app_page.locator("html")
    expect(html).to_have_attribute("data-game-over", "true")
    app_page.locator('[data-action="show-menu"]').first.click()
    expect(app_page.locator("#menu")).to_be_visible()
    app_page.evaluate(
        """async (record) => {
            const json = new Blob([JSON.stringify(record)]);
            const stream = json.stream().pipeThrough(new CompressionStream('deflate'));
            const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
            const b64 = btoa(String.fromCharCode(...bytes))
                .replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
            history.replaceState(history.state, '', location.pathname + location.search);
            location.hash = 'record=' + b64;  // a new hash: the hashchange event always fires
        }""",
        record,
    )
    expect(html).to_have_attribute("data-game-over", "true")
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
    # The worker's Python started from the snapshot too.
    expect(page.locator("html")).to_have_attribute("data-worker-start", "snapshot")
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


# The service worker's decompressed copy of the snapshot (snapshot-<hash>.bin?v=…).
DAMAGE_KEPT_SNAPSHOT = r"""async () => {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (/\/snapshot-[0-9a-f]+\.bin\?/.test(request.url)) {
        await cache.put(request, new Response('AXIOSNP1 damaged'));
      }
    }
  }
}"""
KEPT_SNAPSHOT_IS_BACK = r"""async () => {
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) {
      if (/\/snapshot-[0-9a-f]+\.bin\?/.test(request.url)) return true;
    }
  }
  return false;
}"""


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
    expect(page.locator("html")).to_have_attribute("data-start", "snapshot")
    _wait_for_service_worker(page)
    online.check(page)

    # A return visit whose decompressed copy is damaged: the file serves, the copy is made again.
    page.evaluate(DAMAGE_KEPT_SNAPSHOT)
    page.reload()
    ready(page)
    expect(page.locator("html")).to_have_attribute("data-start", "snapshot")
    expect(page.locator("html")).to_have_attribute("data-snapshot-source", "file")
    page.wait_for_function(KEPT_SNAPSHOT_IS_BACK, timeout=60_000)

    origin.stop()
    page.reload()
    ready(page)  # served by the service worker: nothing else answers now
    expect(page.locator("#menu")).to_be_visible()
    # A return visit: from the snapshot the service worker keeps decompressed.
    expect(page.locator("html")).to_have_attribute("data-start", "snapshot")
    expect(page.locator("html")).to_have_attribute("data-snapshot-source", "kept")
    online.check(page)
    context.close()

    context = browser_type.launch_persistent_context(profile, **browser_type_launch_args)
    page = context.pages[0] if context.pages else context.new_page()
    offline = watch_page(page, origin.url)
    page.goto(origin.url + "?players=3")
    ready(page)
    expect(page.get_by_role("button", name="3 players")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("html")).to_have_attribute("data-start", "snapshot")
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


def _damaged(data: bytes) -> bytes:
    broken = bytearray(data)
    broken[len(broken) // 2] ^= 0xFF  # gzip's CRC (or the inflater) notices
    return bytes(broken)


def _other_build(data: bytes) -> bytes:
    raw = gzip.decompress(data)
    other = re.sub(rb'"app":"app-[0-9a-f]{12}\.zip"', b'"app":"app-000000000000.zip"', raw, count=1)
    assert other != raw
    return gzip.compress(other, compresslevel=1)


def _other_pyodide(data: bytes) -> bytes:
    """Our header is right, Pyodide's build id is not: Pyodide itself refuses it."""
    raw = bytearray(gzip.decompress(data))
    size = struct.unpack("<I", raw[8:12])[0]
    start = -(-(12 + size) // 16) * 16
    assert json.loads(raw[12 : 12 + size])["runs"][0][0] == 0  # the file's first run: Pyodide's header
    raw[start + 16 : start + 48] = bytes(32)  # the build id, after magic, offset, length, padding
    return gzip.compress(bytes(raw), compresslevel=1)


@pytest.mark.browser
@pytest.mark.parametrize(
    ("change", "fallback"),
    [(_damaged, "damaged"), (_other_build, "mismatch"), (_other_pyodide, "refused")],
    ids=["damaged", "other-build", "other-pyodide"],
)
def test_a_bad_snapshot_means_a_normal_start_and_the_game_plays(
    app_page: Page, site_url: str, site_dir: Path, ready: Callable, change: Callable, fallback: str
) -> None:
    page = app_page
    [file] = site_dir.glob("snapshot-*.bin.gz")
    bad = change(file.read_bytes())
    page.context.route(
        re.compile(r".*/snapshot-[0-9a-f]+\.bin\.gz$"),
        lambda route: route.fulfill(status=200, content_type="application/gzip", body=bad),
    )
    page.goto(site_url + "?game=rota&players=1&names=Solo&seed=0")
    ready(page)
    html = page.locator("html")
    expect(html).to_have_attribute("data-start", "normal")
    expect(html).to_have_attribute("data-start-fallback", fallback)
    session = Session.new("rota", ["Solo"], 0)
    for _ in range(2):  # the game plays, by clicks, as the engine does
        action = greedy(session)
        place_by_clicks(page, session, action)
        session = session.play(action)
        expect_scores(page, session)


@pytest.mark.browser
@pytest.mark.parametrize("damaged", [False, True], ids=["whole", "damaged"])
def test_a_host_that_sends_the_snapshot_gzip_encoded_is_checked_by_its_digest(
    app_page: Page, site_url: str, site_dir: Path, ready: Callable, damaged: bool
) -> None:
    """Some hosts send a .gz with "Content-Encoding: gzip": the browser unpacks it on the way,
    gzip's CRC is gone, and the loader checks the file's SHA-256 instead. (Sent here as the
    browser then hands it over: unpacked.)"""
    page = app_page
    [file] = site_dir.glob("snapshot-*.bin.gz")
    raw = bytearray(gzip.decompress(file.read_bytes()))
    if damaged:
        raw[len(raw) // 2] ^= 0xFF  # inside the runs: only the digest can tell
    page.context.route(
        re.compile(r".*/snapshot-[0-9a-f]+\.bin\.gz$"),
        lambda route: route.fulfill(status=200, content_type="application/gzip", body=bytes(raw)),
    )
    page.goto(site_url + "?game=rota&players=1&names=Solo&seed=0")
    ready(page)
    html = page.locator("html")
    if damaged:
        expect(html).to_have_attribute("data-start", "normal")
        expect(html).to_have_attribute("data-start-fallback", "damaged")
    else:
        expect(html).to_have_attribute("data-start", "snapshot")
    session = Session.new("rota", ["Solo"], 0)
    action = greedy(session)
    place_by_clicks(page, session, action)
    expect_scores(page, session.play(action))


@pytest.mark.browser
def test_two_starts_from_the_snapshot_deal_different_games(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    """The snapshot holds one state of `random`: the loader reseeds it at every start. Both
    starts are return visits, from the copy sw.js keeps: a first visit's download judge may
    give the snapshot up on a busy machine (its localhost link then looks slow), which
    test_the_page_gets_ready_and_stays_on_its_origin and the offline test cover."""
    app_page.goto(site_url)
    ready(app_page)
    _wait_for_service_worker(app_page)
    app_page.wait_for_function(KEPT_SNAPSHOT_IS_BACK, timeout=60_000)
    screens = []
    for _ in range(2):
        app_page.goto(site_url + "?game=rota&players=1&names=Solo")  # no deal number: a random deal
        ready(app_page)
        expect(app_page.locator("html")).to_have_attribute("data-start", "snapshot")
        expect(app_page.locator("html")).to_have_attribute("data-snapshot-source", "kept")
        expect(app_page.locator("#rota-hand")).to_be_visible()
        screens.append(app_page.locator("#screen").inner_html())
    assert screens[0] != screens[1]


# Every text the start's progress box shows, in order (a MutationObserver sees each change,
# however briefly it shows and however busy the machine: no polling race).
RECORD_PROGRESS = """
window.__progress = [];
new MutationObserver(() => {
  const text = document.getElementById('boot-progress-text');
  const box = document.getElementById('boot-progress');
  const shown = text && box && !box.hidden ? text.textContent : null;
  if (shown && window.__progress[window.__progress.length - 1] !== shown) window.__progress.push(shown);
}).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
"""


def _emulate_link(page: Page, bytes_per_s: int, latency_ms: int) -> None:
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": latency_ms,
            "downloadThroughput": bytes_per_s,
            "uploadThroughput": bytes_per_s,
        },
    )


@pytest.mark.browser
def test_a_slow_first_visit_shows_how_much_has_arrived_and_starts_without_the_snapshot(
    app_page: Page, site_url: str, site_dir: Path, ready: Callable
) -> None:
    """A phone's first visit on a slow link (1 MB/s): the bar counts the megabytes, the
    snapshot is dropped once its first bytes show that it would cost more time than it saves,
    and Python starts as usual. (The `page` fixture's context is fresh: no HTTP cache, no
    service worker. Its texts are recorded as they change, not polled: a busy machine could
    otherwise miss the download's few seconds; issue 25.)"""
    page = app_page
    page.add_init_script(RECORD_PROGRESS)
    _emulate_link(page, 1_000_000, 60)
    page.goto(site_url)
    ready(page)
    shown = page.evaluate("window.__progress")
    total = sum(loader_build(site_dir)["files"].values()) / 1e6
    downloads = [text for text in shown if text.startswith("Downloading the game")]
    assert downloads, shown
    assert re.fullmatch(rf"Downloading the game: \d+\.\d of {total:.1f} MB", downloads[0]), shown
    html = page.locator("html")
    expect(html).to_have_attribute("data-start", "normal")
    expect(html).to_have_attribute("data-start-fallback", "slow-link")
    expect(html).to_have_attribute("data-start-link", re.compile(r"MB/s: the rest takes"))
    expect(page.locator("#boot-progress")).to_have_count(0)
    # A normal start needs the whole app zip and the standard library, and not the snapshot's
    # start zip.
    fetched = page.evaluate("performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)")
    build = loader_build(site_dir)
    for needed in (build["app"], build["stdlib"]):
        assert sum(path.endswith("/" + needed) for path in fetched) == 1, (needed, fetched)
    assert not [path for path in fetched if path.endswith("/" + build["start"])], fetched


def _wait_for_service_worker(page: Page) -> None:
    """Until the worker has precached the site and controls the page."""
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
