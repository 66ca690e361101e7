"""PyScript's own Python, shipped compiled (issue 24).

At every start PyScript writes its `pyscript` package (14 modules, 30 KB of source bundled in
its JavaScript) into ./pyscript and imports it, and Pyodide writes no .pyc: Python compiled it
at every start, 30-50 ms on the way to the first screen, in the page and in the bot worker.
The build compiles those very sources with the shipped Pyodide (`compile_pyscript.mjs`, in
Node) into "checked hash" .pycs under pyscript/__pycache__/, which travel in the app zip; the
loader writes them beside the sources before PyScript runs. Python uses such a .pyc only while
the source beside it has the hash it was compiled from, so if PyScript ever wrote something
else, Python would compile it as before. Deterministic, like the app zip.
"""

from __future__ import annotations

import ast
import base64
import hashlib
import json
from pathlib import Path

from . import node_job

COMPILER = Path(__file__).with_name("compile_pyscript.mjs")
SHARED = Path(__file__).with_name("node_pyodide.mjs")
NODE_TIMEOUT_S = 300
#: Where the app zip keeps them; the loader writes these entries into the home folder.
CACHE_FOLDER = "pyscript/__pycache__/"
# The module of PyScript's sources that holds its Python package: `export default {...}`, JSON.
_PACKAGE_SOURCE = "src/stdlib/pyscript.js"
_EXPORT = "export default"


class PyScriptCodeError(RuntimeError):
    pass


def started_modules(sources: dict[str, str]) -> dict[str, str]:
    """The part of `sources` that `import pyscript` runs: the package and what its modules
    import as they run (not inside functions), transitively. (`pyscript.web`, `fs`, `media`
    are imported only when used: 40 KB of .pyc no start needs.)"""
    wanted, todo = set(), ["pyscript/__init__.py"]
    while todo:
        path = todo.pop()
        if path in wanted or path not in sources:
            continue
        wanted.add(path)
        for name in _module_level_imports(ast.parse(sources[path], path)):
            parts = name.split(".")
            todo += ["/".join(parts) + ".py", "/".join(parts) + "/__init__.py"]
    return {path: text for path, text in sources.items() if path in wanted}


def _module_level_imports(tree: ast.Module) -> list[str]:
    names: list[str] = []
    statements: list[ast.stmt] = list(tree.body)
    while statements:
        node = statements.pop()
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names += [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, (ast.If, ast.Try, ast.With)):
            statements += [*node.body, *getattr(node, "orelse", []), *getattr(node, "finalbody", [])]
            for handler in getattr(node, "handlers", []):
                statements += handler.body
    return names


def package_sources(pyscript_dist: Path) -> dict[str, str]:
    """PyScript's Python package as it writes it at every start: {"pyscript/x.py": source}.
    Read from its core's source map, which holds the module PyScript builds it from."""
    for map_path in sorted(pyscript_dist.glob("core-*.js.map")):
        source_map = json.loads(map_path.read_text(encoding="utf-8"))
        contents = source_map.get("sourcesContent", [])
        for name, content in zip(source_map.get("sources", []), contents, strict=False):
            if name.endswith(_PACKAGE_SOURCE) and content and _EXPORT in content:
                body = content[content.index(_EXPORT) + len(_EXPORT) :].strip().removesuffix(";")
                try:
                    tree = json.loads(body)
                except ValueError as error:
                    problem = f"{map_path.name}: {_PACKAGE_SOURCE} is not JSON: {error}"
                    raise PyScriptCodeError(problem) from None
                return _flatten(tree, "")
    raise PyScriptCodeError(f"no source map in {pyscript_dist} holds {_PACKAGE_SOURCE}: did PyScript change?")


def _flatten(tree: dict, prefix: str) -> dict[str, str]:
    files: dict[str, str] = {}
    for name, value in tree.items():
        if isinstance(value, str):
            if name.endswith(".py"):
                files[prefix + name] = value
        else:
            files.update(_flatten(value, f"{prefix}{name}/"))
    return files


def compiled_files(
    pyodide_dir: Path, full_stdlib: Path, pyscript_dist: Path, home: str, cache: Path | None = None
) -> dict[str, bytes]:
    """{"pyscript/__pycache__/x.cpython-3NN.pyc": bytes} for PyScript's package; with `cache`,
    what was made before from identical inputs."""
    sources = started_modules(package_sources(pyscript_dist))
    digest = hashlib.sha256()
    inputs = (pyodide_dir / "pyodide.asm.wasm", pyodide_dir / "pyodide.mjs", full_stdlib, COMPILER, SHARED)
    for path in inputs:
        digest.update(path.name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    digest.update(json.dumps([sources, home], sort_keys=True).encode())
    cached = cache / f"pyscript-{digest.hexdigest()[:24]}.json" if cache else None
    if cached and cached.is_file():
        encoded = json.loads(cached.read_text(encoding="utf-8"))
    else:
        job = {
            "indexDir": str(pyodide_dir.resolve()),
            "stdlib": str(full_stdlib.resolve()),
            "home": home,
            "sources": sources,
        }
        doing = "compiling PyScript's package"
        summary = node_job.run(COMPILER, job, PyScriptCodeError, doing, NODE_TIMEOUT_S)
        encoded = summary.get("files")
        if not isinstance(encoded, dict) or not all(name.startswith(CACHE_FOLDER) for name in encoded):
            raise PyScriptCodeError(f"{COMPILER.name} printed no list of files under {CACHE_FOLDER}")
        if cached:
            cached.parent.mkdir(parents=True, exist_ok=True)
            cached.write_text(json.dumps(encoded), encoding="utf-8")
    return {name: base64.b64decode(data) for name, data in encoded.items()}
