"""Our zip as the site ships it: every module compiled by Pyodide's own Python (issue 24).

A first visit imported our ~160 modules from source: compiling them was half of their import
(0.35 of 0.65 s in Node, more in a browser's first run and on a slow phone). The build asks
the very Pyodide it ships (`compile_app.mjs`, in Node) to compile each .py of the source zip
into a sourceless .pyc (its own magic number, so a .pyc can never meet another Python: a new
Pyodide recompiles, since the cache key holds its files), named and numbered as the source
was, so a traceback names the same file and line (it cannot quote the line). Data files pass
unchanged. Whatever packages the source zip holds are compiled alike. Deterministic: the same
sources and Pyodide give the same bytes, so the same content-hashed name.
"""

from __future__ import annotations

import base64
import hashlib
import tempfile
from pathlib import Path

from . import node_job, pyzip

SHARED = Path(__file__).with_name("node_pyodide.mjs")  # the Node jobs' start-up
COMPILER = Path(__file__).with_name("compile_app.mjs")
NODE_TIMEOUT_S = 300


class AppCodeError(RuntimeError):
    pass


def compiled_files(
    pyodide_dir: Path, full_stdlib: Path, source_zip: bytes, app_dir: str, cache: Path | None = None
) -> dict[str, bytes]:
    """The entries of the compiled zip (name: bytes) for `source_zip`, whose modules the loader
    unpacks into `app_dir` in Pyodide's file system. With `cache`, a result made before from
    identical inputs is reused."""
    key = _key(pyodide_dir, full_stdlib, source_zip, app_dir)
    cached = cache / f"app-{key}.zip" if cache else None
    if cached and cached.is_file():
        return pyzip.read_entries(cached.read_bytes())
    files = _run_node(pyodide_dir, full_stdlib, source_zip, app_dir)
    if cached:
        cached.parent.mkdir(parents=True, exist_ok=True)
        part = cached.with_name(cached.name + ".part")
        part.write_bytes(pyzip.zip_of(files))
        part.replace(cached)
    return files


def _key(pyodide_dir: Path, full_stdlib: Path, source_zip: bytes, app_dir: str) -> str:
    digest = hashlib.sha256()
    inputs = [pyodide_dir / "pyodide.asm.wasm", pyodide_dir / "pyodide.mjs", full_stdlib, COMPILER, SHARED]
    for path in inputs:
        digest.update(path.name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    digest.update(hashlib.sha256(source_zip).digest() + app_dir.encode())
    return digest.hexdigest()[:24]


def _run_node(pyodide_dir: Path, full_stdlib: Path, source_zip: bytes, app_dir: str) -> dict[str, bytes]:
    with tempfile.TemporaryDirectory(prefix="axio-app-") as folder:
        sources = Path(folder) / "sources.zip"
        sources.write_bytes(source_zip)
        job = {
            "indexDir": str(pyodide_dir.resolve()),
            "stdlib": str(full_stdlib.resolve()),
            "appZip": str(sources),
            "appDir": app_dir,
        }
        summary = node_job.run(COMPILER, job, AppCodeError, "compiling our modules", NODE_TIMEOUT_S)
    try:
        return {name: base64.b64decode(data) for name, data in summary["files"].items()}
    except (KeyError, AttributeError, ValueError):
        raise AppCodeError(f"{COMPILER.name} printed no list of files") from None
