#!/usr/bin/env python3
"""Build the static site into dist/, or build it and serve it.

    python build.py                         # build dist/
    python build.py serve [--port 8000] [--host 127.0.0.1]

There is no server-side code: dist/ can be copied to any static host, at any
path. The build copies PyScript and Pyodide out of node_modules/ (running
`npm ci` when it does not match package-lock.json), packs our Python into one
content-hashed zip, writes the PyScript config, the icons, the web app
manifest and a service worker that precaches everything for offline play.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
sys.path.insert(0, str(WEB))  # for build_support when run as a script

from build_support import (  # noqa: E402
    appcode,
    icons,
    npm,
    precache,
    pydeps,
    pyscript_code,
    pyzip,
    rules_page,
    server,
    snapshot,
    stdlib,
    symbols,
)

DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
NODE_MODULES = ROOT / "node_modules"
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
PYODIDE_DIR = NODE_MODULES / "pyodide"
# The QR decoder the table's camera uses where the browser has no BarcodeDetector (peers.js
# loads it when the camera opens): npm's `jsqr`, as one classic script, with its licence.
JSQR = {
    NODE_MODULES / "jsqr" / "dist" / "jsQR.js": "jsqr.js",
    NODE_MODULES / "jsqr" / "LICENSE": "jsqr-LICENSE.txt",
}
# What Pyodide needs to start (STACK.md); the npm package's other files are not used, and
# its python_stdlib.zip only as the source of ours (build_support/stdlib.py).
LOCK_FILE = "pyodide-lock.json"  # shipped, but a start reads its "info" from the loader
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    LOCK_FILE,
)
PYTHON_PACKAGES = (ROOT / "axio_core", WEB / "axio_web")
# The command line's modules (`python -m axio_core`: replay, the bot tournament): no page runs
# them, and they would bring their imports into the site's standard library.
COMMAND_LINE_ONLY = ("axio_core/__main__.py", "axio_core/cli.py", "axio_core/bots/arena.py")
# Copied as they are: every stylesheet and script beside index.html (sw.js and the
# loader are templates, see write_service_worker and write_loader) and the web app manifest.
STATIC_PATTERNS = ("*.css", "*.js", "*.webmanifest")
# PyScript's "interpreter": wraps Pyodide's loadPyodide to start from the memory snapshot.
LOADER = "pyodide-start.mjs"
# The loader's parts (ES modules it imports, index.html preloads), copied as they are.
LOADER_PARTS = "start"
TEMPLATES = frozenset({"index.html", "sw.js", LOADER})
# What a start downloads (the loader reports progress in bytes of these), besides the
# app zip and the snapshot: relative to the site.
START_FILES = (
    "pyscript.json",
    "pyscript/core.js",
    "pyscript/core-*.js",
    "pyscript/core.css",
    "pyscript/pyodide/*",
)
# Pages beside the game, copied as they are: an example of a page that embeds it.
EXTRA_PAGES = ("embed-example.html",)
# The zip unpacks here in Pyodide's file system (relative to its working
# directory, /home/pyodide: pyodide-start.mjs and make_snapshot.mjs do it); the boot
# code in index.html puts it on sys.path.
APP_DIR = "app"
HOME = "/home/pyodide"  # Pyodide's working directory
# In the extras zip, unpacked into APP_DIR after the first screen: segno (pairing QR codes) and
# games by link (issue 39: axio_core.linkplay with python-ecdsa and six), which no start needs.
EXTRAS = ("segno/", "ecdsa/", "six.", "axio_core/linkplay/")
CONFIG_NAME = "pyscript.json"
SPRITE_MARK = "<!-- @symbol-sprite -->"
MENU_MARK = "<!-- @menu -->"
BUNDLED_CSS = "app.css"  # index.html's own stylesheets, in one file (bundle_stylesheets)


def build(dist: Path = DIST, with_snapshot: bool = True) -> str:
    """Build the site into `dist` (replaced whole); returns the build id.

    `with_snapshot=False` leaves the memory snapshot out: Python then always starts the
    normal way (for comparisons, and hosts that want the smaller download)."""
    npm.ensure_node_modules(ROOT)
    staging = Path(tempfile.mkdtemp(prefix=".dist-", dir=dist.parent))
    try:
        copy_runtime(staging)
        pyodide_dir = staging / "pyscript" / "pyodide"
        segno = pydeps.segno_files(ROOT / "pyproject.toml", CACHE)  # QR codes (issue 28)
        ecdsa = pydeps.ecdsa_files(ROOT / "pyproject.toml", CACHE)  # games by link (issue 39)
        sources = pyzip.source_zip(PYTHON_PACKAGES, segno + ecdsa, leave_out=COMMAND_LINE_ONLY)
        with tempfile.TemporaryDirectory(prefix="axio-sources-") as folder:
            source_name = pyzip.write_named(sources, Path(folder))  # what the scan reads
            shipped = stdlib.write_stdlib(
                pyodide_dir,
                PYODIDE_DIR / stdlib.FULL_NAME,
                Path(folder) / source_name,
                PYSCRIPT_DIST,
                snapshot.expand_imports(snapshot.SNAPSHOT_IMPORTS, pyzip.names(sources)),
                cache=CACHE / "stdlib",
            )
        # The site ships our modules compiled by its Pyodide (build_support/appcode.py).
        compiled = appcode.compiled_files(
            PYODIDE_DIR,
            PYODIDE_DIR / stdlib.FULL_NAME,
            sources,
            f"{HOME}/{APP_DIR}",
            cache=CACHE / "app",
        )
        # And PyScript's own package, which it writes into ./pyscript at every start: the app
        # zip holds its .pycs under pyscript/__pycache__/, which the loader writes there.
        pyscript_pycs = pyscript_code.compiled_files(
            PYODIDE_DIR,
            PYODIDE_DIR / stdlib.FULL_NAME,
            PYSCRIPT_DIST,
            HOME,
            cache=CACHE / "pyscript",
        )
        stdlib_zip = shipped.name
        # segno, which draws the pairing QR codes, and games by link go in a zip of their own
        # that the loader brings after the first screen (most visits never pair); the app zip takes the
        # standard library's modules that no start imports instead (see stdlib.Shipped).
        extras = {name: body for name, body in compiled.items() if name.startswith(EXTRAS)}
        start = {name: body for name, body in compiled.items() if name not in extras}
        app_files = {**start, **shipped.later, **pyscript_pycs}
        app_zip = pyzip.write_named(pyzip.zip_of(app_files), staging)
        extras_zip = pyzip.write_named(pyzip.zip_of(extras), staging, prefix="extras-")
        made = start_zip = None
        if with_snapshot:
            made = snapshot.write_snapshot(
                staging, app_zip, pyodide_dir, stdlib_zip, cache=CACHE / "snapshots"
            )
            start_zip = write_start_zip(staging, app_files, made)
        write_loader(staging, app_zip, f"pyscript/pyodide/{stdlib_zip}", made, extras_zip, start_zip)
        write_config(staging)
        icons.write_icons(staging / "icons")
        write_pages(staging)
        rules_page.write_rules_page(ROOT / "docs" / "RULES.md", staging)
        check_references(staging)
        check_manifest(staging)
        build_id = write_service_worker(staging)
        replace_folder(staging, dist)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    if dist == DIST:
        remember_inputs()
    return build_id


def copy_runtime(site: Path) -> None:
    """PyScript (without source maps) to pyscript/, Pyodide to pyscript/pyodide/, jsQR."""
    shutil.copytree(PYSCRIPT_DIST, site / "pyscript", ignore=shutil.ignore_patterns("*.map"))
    pyodide = site / "pyscript" / "pyodide"
    pyodide.mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_DIR / name, pyodide / name)
    for source, name in JSQR.items():
        shutil.copy2(source, site / name)


def write_start_zip(site: Path, app_files: dict[str, bytes], made: snapshot.Snapshot) -> str:
    """The app zip without the modules the snapshot holds (`start-<hash>.zip`): what a start
    from the snapshot unpacks instead (glue.py, PyScript's .pycs, the data, the standard
    library's later modules; 0.22 MB instead of 0.67 MB over a gzip host). A start without the
    snapshot needs the whole app zip."""
    held = set(made.imported)
    missing = sorted(held - set(app_files))
    if missing:
        raise snapshot.SnapshotError(f"the snapshot holds modules that are not in the app zip: {missing[:5]}")
    rest = {name: body for name, body in app_files.items() if name not in held}
    return pyzip.write_named(pyzip.zip_of(rest), site, prefix="start-")


def write_loader(
    site: Path,
    app_zip: str,
    stdlib_zip: str,
    made: snapshot.Snapshot | None,
    extras_zip: str | None = None,
    start_zip: str | None = None,
) -> None:
    """The loader, with the standard library and snapshot it expects, the sizes of what a
    start downloads, and the zips it brings: the start zip (from the snapshot) or the app zip,
    then the extras after the first screen."""
    files = {app_zip: (site / app_zip).stat().st_size}
    if start_zip:
        files[start_zip] = (site / start_zip).stat().st_size
    for pattern in START_FILES:
        files.update({p.relative_to(site).as_posix(): p.stat().st_size for p in sorted(site.glob(pattern))})
    # Pyodide's lock file lists the packages it could load (119 KB, 27 KB gzipped); we load
    # none, so the loader hands Pyodide its "info" with no packages, and no start fetches it.
    lock = json.loads((site / "pyscript" / "pyodide" / LOCK_FILE).read_text(encoding="utf-8"))
    files.pop(f"pyscript/pyodide/{LOCK_FILE}", None)
    data: dict[str, object] = {
        "app": app_zip,
        "stdlib": stdlib_zip,
        "snapshot": None,
        "files": files,
        "lock": {"info": lock["info"], "packages": {}},
        "extras": extras_zip,
        "start": start_zip,
        "pyodide": pyodide_version(),
    }
    if made is not None:
        files[made.file] = made.gzip
        data["snapshot"] = {
            "file": made.file,
            "length": made.length,
            "sha256": made.sha256,
            "expected": made.expected(),
        }
    template = (WEB / LOADER).read_text(encoding="utf-8")
    (site / LOADER).write_text(precache.render_build_block(template, data), encoding="utf-8")


def pyodide_version() -> str:
    """The shipped Pyodide's version, from its package (the loader exports it to PyScript)."""
    version = json.loads((PYODIDE_DIR / "package.json").read_text(encoding="utf-8"))["version"]
    if f'"{version}"' not in (PYODIDE_DIR / "pyodide.mjs").read_text(encoding="utf-8"):
        raise RuntimeError(f"pyodide.mjs does not name the version its package.json does ({version})")
    return version


def write_config(site: Path) -> None:
    """PyScript's config: our loader of the local Pyodide (never a CDN), which also
    unpacks our zip into app/ (faster than PyScript's `files` would)."""
    config = {"interpreter": f"./{LOADER}"}
    (site / CONFIG_NAME).write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")


def write_pages(site: Path) -> None:
    page = (WEB / "index.html").read_text(encoding="utf-8")
    if SPRITE_MARK not in page:
        raise RuntimeError(f"web/index.html lacks the {SPRITE_MARK} mark")
    if f'abspath("{APP_DIR}")' not in page:
        raise RuntimeError(f"web/index.html's boot code must put {APP_DIR!r} on sys.path")
    if MENU_MARK not in page:
        raise RuntimeError(f"web/index.html lacks the {MENU_MARK} mark")
    page = page.replace(SPRITE_MARK, symbols.symbol_sprite()).replace(MENU_MARK, first_menu())
    page, bundled = bundle_stylesheets(page, site)
    (site / "index.html").write_text(page, encoding="utf-8")
    for name in EXTRA_PAGES:
        shutil.copy2(WEB / name, site / name)
    for pattern in STATIC_PATTERNS:
        for path in sorted(WEB.glob(pattern)):
            if path.name not in TEMPLATES and path.name not in bundled:
                shutil.copy2(path, site / path.name)
    (site / LOADER_PARTS).mkdir()
    for path in sorted((WEB / LOADER_PARTS).glob("*.mjs")):
        shutil.copy2(path, site / LOADER_PARTS / path.name)


def bundle_stylesheets(page: str, site: Path) -> tuple[str, set[str]]:
    """index.html's own stylesheets as one file, in their order (one request that blocks the
    first paint instead of nine; each passes through the service worker on a return visit).
    Returns the page linking the bundle, and the names bundled."""
    links = re.findall(r'<link rel="stylesheet" href="\./([a-z0-9-]+\.css)">\n?', page)
    if not links:
        return page, set()
    parts = [f"/* --- {name} --- */\n" + (WEB / name).read_text(encoding="utf-8") for name in links]
    (site / BUNDLED_CSS).write_text("\n".join(parts), encoding="utf-8")
    first = f'<link rel="stylesheet" href="./{links[0]}">'
    page = page.replace(first, f'<link rel="stylesheet" href="./{BUNDLED_CSS}">', 1)
    for name in links[1:]:
        page = re.sub(rf'[ \t]*<link rel="stylesheet" href="\./{re.escape(name)}">\n?', "", page, count=1)
    return page, set(links)


def first_menu() -> str:
    """The menu as Python draws it at the start (English, the default choices), so the page
    shows it at its first paint, long before Python runs; Python then draws the same."""
    from axio_web.runtime.menu_choices import MenuChoices
    from axio_web.screens.daily.views import daily_row_at_build
    from axio_web.screens.menu import render_menu, render_saves_strip
    from axio_web.strings import i18n

    with i18n.in_language("en"):
        return render_menu(MenuChoices(), daily_row_at_build() + render_saves_strip(None, None))


def check_references(site: Path) -> None:
    """Every local file a page links to must be in the build (a 404 is a broken page)."""
    for name in ("index.html", "rules.html", *EXTRA_PAGES):
        page = (site / name).read_text(encoding="utf-8")
        links = re.findall(r'(?:href|src|config)="(\./[^"#?]+)"', page)
        missing = sorted({link for link in links if not (site / link).is_file()})
        if missing:
            raise RuntimeError(f"{name} refers to files the build does not have: {', '.join(missing)}")


def check_manifest(site: Path) -> None:
    """Every icon the manifest names must exist, or installing the app fails quietly."""
    manifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
    missing = [icon["src"] for icon in manifest["icons"] if not (site / icon["src"]).is_file()]
    if missing:
        raise RuntimeError(f"manifest.webmanifest names missing icons: {missing}")


def write_service_worker(site: Path) -> str:
    hashes = precache.file_hashes(site)
    template = (WEB / precache.SW_NAME).read_text(encoding="utf-8")
    (site / precache.SW_NAME).write_text(precache.render_service_worker(template, hashes), encoding="utf-8")
    return precache.build_id(hashes)


def replace_folder(new: Path, target: Path) -> None:
    """Swap in the new build, so a failed build never leaves a half-written dist/."""
    old = target.with_name(target.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if target.exists():
        target.rename(old)
    new.rename(target)
    shutil.rmtree(old, ignore_errors=True)


# --- "build if needed" -------------------------------------------------------


def inputs_fingerprint() -> str:
    """A hash of every input's name, size and modification time (cheap, no reads)."""
    digest = hashlib.sha256()
    inputs = [ROOT / "build.py", ROOT / "package-lock.json", ROOT / "pyproject.toml"]
    inputs.append(ROOT / "docs" / "RULES.md")
    for folder in (WEB, ROOT / "axio_core"):
        inputs += [p for p in sorted(folder.rglob("*")) if p.is_file() and "__pycache__" not in p.parts]
    for path in inputs:
        stat = path.stat()
        digest.update(f"{path.relative_to(ROOT)}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _stamp() -> Path:
    return CACHE / "build-inputs.sha256"


def remember_inputs() -> None:
    CACHE.mkdir(exist_ok=True)
    _stamp().write_text(inputs_fingerprint(), encoding="utf-8")


def is_up_to_date(dist: Path = DIST) -> bool:
    try:
        stamp = _stamp().read_text(encoding="utf-8")
    except OSError:
        return False
    return (dist / "index.html").is_file() and stamp == inputs_fingerprint()


def build_if_needed(dist: Path = DIST) -> None:
    npm.ensure_node_modules(ROOT)  # a changed lock must reinstall before the check
    if is_up_to_date(dist):
        print("dist/ is up to date")
    else:
        print(f"built dist/ (build {build(dist)})")


# --- command line -------------------------------------------------------------


def serve(host: str, port: int) -> None:
    build_if_needed()
    try:
        httpd = server.make_server(DIST, host, port, verbose=True)
    except OSError as error:
        sys.exit(f"cannot listen on {host}:{port}: {error.strerror} (try --port with another number)")
    print(f"Serving dist/ at {server.base_url(httpd)}  (open it in a browser; Ctrl+C stops)", flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        print("\nstopped")
    finally:
        httpd.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command")
    serve_parser = commands.add_parser("serve", help="build if needed, then serve dist/")
    serve_parser.add_argument("--port", type=int, default=8000)
    serve_parser.add_argument(
        "--host", default="127.0.0.1", help="0.0.0.0 lets other devices on the network in"
    )
    args = parser.parse_args(argv)
    try:
        if args.command == "serve":
            serve(args.host, args.port)
        else:
            print(f"built dist/ (build {build()})")
    except (
        npm.NpmError,
        pyzip.PythonSourceError,
        pydeps.PythonDependencyError,
        appcode.AppCodeError,
        stdlib.StdlibError,
        snapshot.SnapshotError,
        RuntimeError,
    ) as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
