"""The standard library the site ships: only the modules that can run (docs/HOSTING.md, "What dist/ holds").

Pyodide's `python_stdlib.zip` is 2.5 MB of deflated sources that no host can compress further;
the game imports a small part of it. The build asks Pyodide itself (`stdlib_modules.mjs`, in
Node) which modules Pyodide's start, our modules, and PyScript's Python import, following
every import statement with `modulefinder`, and writes those modules, plus the codecs a text
may name at run time (ALWAYS), compiled by that Python (.pyc only: a start then compiles none
of them, which saved ~0.65 s of CPU per normal start in Node, more in a browser's first
run), as `pyscript/pyodide/stdlib-<hash>.zip`. Tracebacks through the standard library
then name files and lines without quoting them. The loader passes
it to Pyodide as `stdLibURL`, and the memory snapshot is made with the same file (zipimport
keeps the archive's directory in memory, so a snapshot belongs to one archive). The
browser tests play whole games of both games with the Expert from this archive, so a module
it lacks fails the build's tests, not a player.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import re
import zipfile
from dataclasses import dataclass
from pathlib import Path

from . import node_job, pyzip

FULL_NAME = "python_stdlib.zip"
PREFIX = "stdlib-"
SHARED = Path(__file__).with_name("node_pyodide.mjs")  # the Node jobs' start-up
SCANNER = Path(__file__).with_name("stdlib_modules.mjs")
NODE_TIMEOUT_S = 300
_FIXED_TIME = (1980, 1, 1, 0, 0, 0)
# Modules that no import statement names: those that C code imports (datetime.strptime and
# time.strptime import _strptime, the C pickle _compat_pickle), and the codecs that
# str.encode/bytes.decode look up by name (all but the national code pages, which a game of
# ours never names; cp437 is zipfile's for names in a zip).
ALWAYS = re.compile(
    r"^(?:_strptime\.py|_compat_pickle\.py"
    r"|encodings/(?!cp(?!437)\d|iso8859|mac_|koi8|hp_|palmos|ptcp|tis_|kz1048|big5|euc_|gb|hz|shift_jis"
    r"|johab|iso2022|mbcs|oem|charmap)[^/]+\.py)$"
)
# Modules that some function of a module we ship imports, but that no path of the game, its
# bot worker or PyScript reaches in a browser: tools for developers (debuggers, tests, help,
# a REPL), processes, servers and mail. modulefinder does not follow them (unless Pyodide's
# start imports one). The browser tests play whole games from the archive.
EXCLUDES = (
    "multiprocessing",
    "concurrent.futures.process",
    "_pyrepl",
    "pdb",
    "bdb",
    "doctest",
    "pydoc",
    "pydoc_data",
    "unittest",
    "xmlrpc",
    "ftplib",
    "tkinter",
    "turtle",
    "idlelib",
    "curses",
    "ensurepip",
    "venv",
    "sqlite3",
    "dbm",
    "mailbox",
    "imaplib",
    "smtplib",
    "poplib",
    "http.server",
    "socketserver",
    "wsgiref",
    "webbrowser",
    "profile",
    "cProfile",
    "pstats",
    "trace",
    "tabnanny",
    "pickletools",
    "urllib.request",
    "http.client",
    "importlib.metadata",
    "email",
    "xml",
    "plistlib",
    "tarfile",
    "ctypes",
    "lib2to3",
    # Windows-only, and fallbacks for modules Pyodide has in C (_datetime, _abc, _thread._local)
    "asyncio.windows_events",
    "asyncio.windows_utils",
    "asyncio.proactor_events",
    "_pydatetime",
    "_py_abc",
    "_threading_local",
    "concurrent.interpreters",
    "concurrent.futures.interpreter",
    # command lines of modules (their main()), the REPL's completion, warnings' optional tracing
    "argparse",
    "getopt",
    "gettext",
    "rlcompleter",
    "tracemalloc",
    "py_compile",
)
# PyScript's own Python (its `pyscript` package and its helpers) is bundled into its
# JavaScript: its import statements name what it needs.
_PY_IMPORT = re.compile(r"(?m)^\s*(?:from\s+([A-Za-z_][\w.]*)\s+import\b|import\s+([A-Za-z_][\w.]*))")


class StdlibError(RuntimeError):
    pass


def pyscript_imports(pyscript_dist: Path) -> list[str]:
    """Module names that PyScript's bundled Python imports (a superset: any JavaScript line
    that looks like an import adds a name, which is skipped if it is not a module)."""
    names: set[str] = set()
    for path in sorted(pyscript_dist.glob("*.js")):
        for match in _PY_IMPORT.finditer(path.read_text(encoding="utf-8", errors="replace")):
            names.add(match.group(1) or match.group(2))
    return sorted(names)


def app_modules(app_zip: Path) -> list[str]:
    """Every module in our zip, by name."""
    with zipfile.ZipFile(app_zip) as archive:
        names = [n for n in archive.namelist() if n.endswith(".py")]
    return sorted(n[:-3].removesuffix("/__init__").replace("/", ".") for n in names)


@dataclass(frozen=True)
class Shipped:
    name: str  # stdlib-<hash>.zip, written into pyodide_dir
    # Modules that no start imports (name in the zip: bytes): the build puts them in the app
    # zip, which arrives while Pyodide sets itself up, instead of the archive that Pyodide
    # waits for (on 4G, 0.23 MB is 0.2 s). Whole top-level modules and packages only.
    later: dict[str, bytes]


def write_stdlib(
    pyodide_dir: Path,
    full_zip: Path,
    app_zip: Path,
    pyscript_dist: Path,
    start_imports: list[str],
    cache: Path | None = None,
) -> Shipped:
    """Write `stdlib-<hash>.zip` into `pyodide_dir`; `start_imports`: our modules that a start
    imports (the snapshot's). With `cache`, the modules chosen before from identical inputs
    are reused."""
    roots = pyscript_imports(pyscript_dist)
    modules = app_modules(app_zip)
    key = _key(pyodide_dir, full_zip, app_zip, [*roots, "|", *start_imports])
    cached = cache / f"stdlib-{key}.zip" if cache else None
    cached_later = cached.with_suffix(".later.json") if cached else None
    if cached and cached_later and cached.is_file() and cached_later.is_file():
        files = pyzip.read_entries(cached.read_bytes())
        later = json.loads(cached_later.read_text(encoding="utf-8"))
    else:
        with zipfile.ZipFile(full_zip) as source:
            always = [name for name in source.namelist() if ALWAYS.match(name)]
        files, later = _run_node(pyodide_dir, full_zip, app_zip, modules, roots, always, start_imports)
        if cached and cached_later:
            cached.parent.mkdir(parents=True, exist_ok=True)
            cached_later.write_text(json.dumps(later), encoding="utf-8")
            part = cached.with_name(cached.name + ".part")
            part.write_bytes(build_zip(files))
            part.replace(cached)
    data = build_zip({name: body for name, body in files.items() if name not in later})
    name = f"{PREFIX}{hashlib.sha256(data).hexdigest()[:12]}.zip"
    (pyodide_dir / name).write_bytes(data)
    return Shipped(name, {name: files[name] for name in later})


def build_zip(files: dict[str, bytes]) -> bytes:
    """The archive: deterministic (sorted, fixed times), deflated as Pyodide's own."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=_FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, files[name], compresslevel=9)
    return buffer.getvalue()


def _key(pyodide_dir: Path, full_zip: Path, app_zip: Path, roots: list[str]) -> str:
    digest = hashlib.sha256()
    inputs = [
        pyodide_dir / "pyodide.asm.wasm",
        pyodide_dir / "pyodide.mjs",
        full_zip,
        app_zip,
        SCANNER,
        SHARED,
    ]
    for path in inputs:
        digest.update(path.name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    digest.update(json.dumps([roots, EXCLUDES, ALWAYS.pattern]).encode())
    return digest.hexdigest()[:24]


def _run_node(
    pyodide_dir: Path,
    full_zip: Path,
    app_zip: Path,
    modules: list[str],
    roots: list[str],
    always: list[str],
    start_imports: list[str],
) -> tuple[dict[str, bytes], list[str]]:
    job = {
        "indexDir": str(pyodide_dir.resolve()),
        "stdlib": str(full_zip.resolve()),
        "appZip": str(app_zip.resolve()),
        "appModules": modules,
        "roots": roots,
        "excludes": list(EXCLUDES),
        "always": always,
        "startImports": start_imports,
    }
    doing = "choosing the standard library's modules"
    summary = node_job.run(SCANNER, job, StdlibError, doing, NODE_TIMEOUT_S)
    try:
        files = {name: base64.b64decode(data) for name, data in summary["files"].items()}
        later = sorted(summary["later"])
    except (KeyError, AttributeError, TypeError, ValueError):
        raise StdlibError(f"{SCANNER.name} printed no list of files") from None
    if not set(later) <= set(files):
        raise StdlibError(f"{SCANNER.name} named later modules it did not ship")
    return files, later
