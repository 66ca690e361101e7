"""The memory snapshot the page's Python starts from (docs/HOSTING.md, "Starting from a memory snapshot").

Pyodide can save the whole state of a started interpreter (its WebAssembly memory) and
later start from it instead of booting Python: about 0.4 s instead of 2.5 s. The build
makes one with Node and the very Pyodide files it ships, after importing SNAPSHOT_IMPORTS
from our zip, so the page starts with our modules already imported. It also imports every
module of the standard library's archive (it holds only what a start imports, stdlib.py):
a start from the snapshot never reads that archive, so the loader does not download it
(1.4 MB less before a first visit's ready on a fast link).

The file, `snapshot-<content hash>.bin.gz`, is gzip (whose CRC catches a damaged copy) of
our header, then the parts of Pyodide's snapshot that are not zeros:

    "AXIOSNP1"  uint32 LE n  n bytes of JSON  zero padding to a multiple of 16  runs

The JSON names what the snapshot belongs to: {"format", "app" (the app zip's name, so
its hash), "stdlib" (the standard library's zip, build_support/stdlib.py, whose directory
zipimport keeps in memory), "imports", "pyodide" (its version), "length", "delta", "runs"}.
`pyodide-start.mjs` checks it against what it expects before use, and Pyodide checks its own
build id; any mismatch means a normal start.

"delta" is {"at", "to"}: the `to` bytes of Pyodide's snapshot from `at` (where its memory
starts) are stored XOR the memory as instantiating the wasm leaves it (its data segments:
bytes every visitor has already, in the wasm). Python changes few of them, so they gzip to
almost nothing: 4.3 MB instead of 5.8. The loader XORs them back right after it
instantiates the wasm, before Pyodide copies the snapshot into the memory.

"runs" is [[at, size], ...]: the stretches of Pyodide's snapshot (`length` bytes) that hold
something, in whole 4 KB pages, in order; the file stores their bytes one after the other, and
every other byte is zero. 12 of its 31 MB: the stack, the heap Python has not used yet and the
delta's unchanged bytes are zeros. gzip barely notices, but the copy the service worker keeps
decompressed (what return visits read) is 2.5 times smaller.
"""

from __future__ import annotations

import hashlib
import json
import zipfile
from dataclasses import dataclass
from pathlib import Path

from . import node_job

#: What the snapshot imports: our pure modules, which the first screen and the games need.
#: Only modules that import nothing browser-only (`js`, `pyscript`, `pyodide.ffi`): a
#: snapshot cannot hold references to JavaScript objects, and the build runs them in Node.
#: "package.*" means the package and every module in it. A name that is not in the app
#: fails the build.
SNAPSHOT_IMPORTS: tuple[str, ...] = (
    "axio_core",
    "axio_core.bots",
    # web/axio_web by its packages (issue 37): everything but browser/, the one package that
    # imports `pyscript`/`js`
    "axio_web.app.*",  # the top: the loop the glue runs, the state machine (app.routing.update), the page
    "axio_web.runtime.*",  # the values: events, effects, layout, the App model and its parts
    "axio_web.ui.*",
    "axio_web.strings.*",
    "axio_web.storage.*",
    "axio_web.games.*",
    "axio_web.games.axio.*",
    "axio_web.games.rota.*",
    # the screens; the first start imports only the menu's (issue 24), a snapshot has them all
    "axio_web.screens.*",
    "axio_web.screens.menu.*",
    "axio_web.screens.table.*",
    "axio_web.screens.saves.*",
    "axio_web.screens.daily.*",
    "axio_web.screens.learn.*",
    "axio_web.screens.review.*",
    "axio_web.screens.help.*",
    "axio_web.screens.rack.*",
    "axio_web.screens.linkplay.*",  # a game by links (axio_core.linkplay comes with the extras zip)
    "axio_web.phones.*",
    # the standard library glue.py needs that nothing above imports (secrets: hmac, 10-90 ms)
    "secrets",
)

# 3: the memory is stored XOR the wasm's initial memory ("delta"); 4: only its "runs"; 5: it holds
# every module of the standard library's archive (a start from it never reads the archive)
FORMAT = 5
PREFIX = "snapshot-"
SUFFIX = ".bin.gz"
MAKER = Path(__file__).with_name("make_snapshot.mjs")
NODE_TIMEOUT_S = 600
# Our packages: a name under these must be in the zip (anything else is the standard library).
OUR_PACKAGES = ("axio_core", "axio_web")


class SnapshotError(RuntimeError):
    pass


@dataclass(frozen=True)
class Snapshot:
    file: str  # its name in the site
    app: str  # the app zip it belongs to
    stdlib: str  # the standard library's zip it belongs to (a name in pyodide_dir)
    pyodide: str  # Pyodide's version
    imports: tuple[str, ...]
    length: int  # Pyodide's snapshot, bytes (the memory it starts with)
    gzip: int  # the file, bytes
    sha256: str  # of the file's content (header and runs), decompressed
    # The app zip's files whose modules it holds (a start from it never reads them: the
    # start zip leaves them out)
    imported: tuple[str, ...] = ()

    def expected(self) -> dict[str, object]:
        """What pyodide-start.mjs must find in the file's header."""
        return {
            "format": FORMAT,
            "app": self.app,
            "stdlib": self.stdlib,
            "imports": list(self.imports),
            "pyodide": self.pyodide,
        }


def expand_imports(imports: tuple[str, ...], zip_names: set[str]) -> list[str]:
    """The module names to import, with "package.*" spelled out; a name of ours that the zip
    lacks raises SnapshotError. The zip may hold sources or compiled modules (appcode.py)."""
    zip_names = {name.removesuffix("c") if name.endswith(".pyc") else name for name in zip_names}
    modules: list[str] = []
    for entry in imports:
        package = entry.removesuffix(".*")
        path = package.replace(".", "/")
        ours = package.split(".")[0] in OUR_PACKAGES
        if ours and f"{path}.py" not in zip_names and f"{path}/__init__.py" not in zip_names:
            raise SnapshotError(
                f"SNAPSHOT_IMPORTS (web/build_support/snapshot.py) names {entry!r}, "
                f"but the app has no module {package!r}: rename or remove it there"
            )
        modules.append(package)
        if entry.endswith(".*"):
            if f"{path}/__init__.py" not in zip_names:
                raise SnapshotError(f"SNAPSHOT_IMPORTS: {entry!r} is not a package")
            children = sorted(
                name[len(path) + 1 : -3]
                for name in zip_names
                if name.startswith(path + "/")
                and name.endswith(".py")
                and name.count("/") == path.count("/") + 1
            )
            modules += [f"{package}.{child}" for child in children if child != "__init__"]
    return modules


def _key(pyodide_dir: Path, app_zip: Path, modules: list[str]) -> str:
    """Everything the snapshot's bytes depend on (the cache key of a build)."""
    digest = hashlib.sha256()
    for path in [*sorted(pyodide_dir.iterdir()), app_zip, MAKER]:
        digest.update(path.name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    digest.update(json.dumps([FORMAT, modules]).encode())
    return digest.hexdigest()[:24]


def write_snapshot(
    site: Path,
    app_zip: str,
    pyodide_dir: Path,
    stdlib_zip: str,
    cache: Path | None = None,
    imports: tuple[str, ...] = SNAPSHOT_IMPORTS,
) -> Snapshot:
    """Make the snapshot for `site` (whose app zip is `app_zip`) and write it there.

    Made by Node from Pyodide's files in `pyodide_dir` (those of the site, with the standard
    library `stdlib_zip` there); with `cache`,
    a snapshot made before from identical inputs is reused.
    """
    zip_path = site / app_zip
    with zipfile.ZipFile(zip_path) as archive:
        modules = expand_imports(imports, set(archive.namelist()))
    key = _key(pyodide_dir, zip_path, modules)
    cached = cache / f"snapshot-{key}.bin.gz" if cache else None
    summary_path = cached.with_suffix(".json") if cached else None
    header = {"format": FORMAT, "app": app_zip, "stdlib": stdlib_zip, "imports": list(imports)}
    if cached and summary_path and cached.is_file() and summary_path.is_file():
        summary = json.loads(summary_path.read_text(encoding="utf-8"))
        data = cached.read_bytes()
    else:
        out = site / ".snapshot.bin.gz"
        summary = _run_node(pyodide_dir, pyodide_dir / stdlib_zip, zip_path, modules, out, header)
        data = out.read_bytes()
        out.unlink()
        if cached and summary_path:
            cached.parent.mkdir(parents=True, exist_ok=True)
            part = cached.with_name(cached.name + ".part")
            part.write_bytes(data)
            part.replace(cached)
            summary_path.write_text(json.dumps(summary), encoding="utf-8")
            _prune(cached.parent)
    name = f"{PREFIX}{hashlib.sha256(data).hexdigest()[:12]}{SUFFIX}"
    (site / name).write_bytes(data)
    return Snapshot(
        name,
        app_zip,
        stdlib_zip,
        summary["pyodide"],
        tuple(imports),
        summary["length"],
        len(data),
        summary["sha256"],
        tuple(summary["imported"]),
    )


def _prune(cache: Path, keep: int = 4) -> None:
    """Only the newest few snapshots stay cached (7 MB each)."""
    made = sorted(cache.glob("snapshot-*.bin.gz"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in made[keep:]:
        old.unlink(missing_ok=True)
        old.with_suffix(".json").unlink(missing_ok=True)


def _run_node(
    pyodide_dir: Path, stdlib_zip: Path, zip_path: Path, modules: list[str], out: Path, header: dict
) -> dict:
    job = {
        "indexDir": str(pyodide_dir.resolve()),
        "stdlib": str(stdlib_zip.resolve()),
        "appZip": str(zip_path.resolve()),
        "imports": modules,
        "out": str(out.resolve()),
        "header": header,
    }
    return node_job.run(MAKER, job, SnapshotError, "making the memory snapshot", NODE_TIMEOUT_S)
