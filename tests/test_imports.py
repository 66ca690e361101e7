"""No import cycles in the page's Python (`web/axio_web`): children never import their parent,
and a folder imports only the folders below it (`LAYERS`, issue 37).

Every import counts, wherever it is written: at module level, under `if TYPE_CHECKING:`, and
inside functions (a function-level import only hides a cycle, it does not remove it). How an
import is read:

    import axio_web.a.b          imports axio_web.a.b
    from ..a import b            imports axio_web.a.b if b is a module, else axio_web.a (its
                                 __init__, where b is defined)
    from .a.b import name        imports axio_web.a.b, and axio_web.a too (Python runs a
                                 package's __init__ before its modules)

A module inside a package does not count as importing that package's `__init__` on the way to
a sibling (`from .c import x` in a/b.py): Python has the package in hand by then.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "web"
PACKAGE = "axio_web"


def module_files(root: Path = ROOT, package: str = PACKAGE) -> dict[str, Path]:
    """Every module of the package by its full name (a package by its own name: its __init__)."""
    found = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def _imported(
    node: ast.Import | ast.ImportFrom, name: str, is_package: bool, modules: Mapping[str, Path]
) -> Iterator[str]:
    """The full names of the modules one import statement in module `name` names."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    if node.level:
        here = name.split(".") if is_package else name.split(".")[:-1]
        base = ".".join(here[: len(here) - (node.level - 1)] + ([node.module] if node.module else []))
    else:
        base = node.module or ""
    submodules = [f"{base}.{alias.name}" for alias in node.names if f"{base}.{alias.name}" in modules]
    if len(submodules) < len(node.names):  # a name defined in `base` itself
        yield base
    yield from submodules


def import_graph(modules: Mapping[str, Path]) -> dict[str, set[str]]:
    """For each module, the modules of the package it imports (see the module's docstring)."""
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        is_package = _is_package(path)
        own = name if is_package else name.rpartition(".")[0]
        edges: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            for target in _imported(node, name, is_package, modules):
                parts = target.split(".")
                for n in range(1, len(parts)):  # the packages on the way are run first
                    step = ".".join(parts[:n])
                    if step in modules and not (own == step or own.startswith(step + ".")):
                        edges.add(step)
                if target in modules and target != name:
                    edges.add(target)
        graph[name] = edges
    return graph


def cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """One cycle through each group of modules that import each other (Tarjan's components,
    then the shortest way round from the group's first module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1 or v in graph.get(v, ()):
                groups.append(group)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return [_way_round(graph, group) for group in groups]


def _way_round(graph: Mapping[str, set[str]], group: set[str]) -> list[str]:
    start = min(group)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for v in frontier:
            for w in sorted(graph[v] & group):
                if w == start:
                    return [*paths[v], start]
                if w not in paths:
                    paths[w] = [*paths[v], w]
                    following.append(w)
        frontier = following
    return [start]


def test_the_page_has_no_import_cycles() -> None:
    found = cycles(import_graph(module_files()))
    assert not found, "import cycles:\n" + "\n".join(" -> ".join(c) for c in found)


def test_the_reader_sees_every_kind_of_import(tmp_path: Path) -> None:
    """Relative, absolute, function-level and TYPE_CHECKING imports, a package's __init__."""
    pkg = tmp_path / "p"
    (pkg / "sub").mkdir(parents=True)
    files = {
        "__init__.py": "",
        "a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import X\n",
        "b.py": "def f():\n    from . import sub\n    from .sub import c\n",
        "sub/__init__.py": "from .c import Y\n",
        "sub/c.py": "import p.a\nfrom .. import b\n",
    }
    for name, text in files.items():
        (pkg / name).write_text(text)
    graph = import_graph(module_files(tmp_path, "p"))
    assert graph == {
        "p": set(),
        "p.a": {"p.b"},
        "p.b": {"p.sub", "p.sub.c"},
        "p.sub": {"p.sub.c"},
        "p.sub.c": {"p.a", "p.b"},
    }
    assert cycles(graph) == [["p.a", "p.b", "p.sub.c", "p.a"]]


# ---------------------------------------------------------------------------- between packages


def package_graph(graph: Mapping[str, set[str]], package: str = PACKAGE) -> dict[str, set[str]]:
    """The import graph of the package's top-level folders (browser, runtime, app, screens, ...):
    an edge wherever a module of one imports a module of another (issue 37)."""

    def top(name: str) -> str | None:
        parts = name.split(".")
        return parts[1] if len(parts) > 1 and parts[0] == package else None

    folders: dict[str, set[str]] = {}
    for name, targets in graph.items():
        here = top(name)
        if here is None:
            continue
        folders.setdefault(here, set())
        for target in targets:
            there = top(target)
            if there is not None and there != here:
                folders[here].add(there)
    return folders


def edges_on_cycles(graph: Mapping[str, set[str]]) -> set[tuple[str, str]]:
    """The edges a -> b where b reaches a back: those that close a cycle."""

    def reaches(start: str, goal: str) -> bool:
        seen, todo = {start}, [start]
        while todo:
            for w in graph.get(todo.pop(), ()):
                if w == goal:
                    return True
                if w not in seen:
                    seen.add(w)
                    todo.append(w)
        return False

    return {(a, b) for a, targets in graph.items() for b in targets if reaches(b, a)}


#: The folders, bottom first: each imports only the engine and folders before it (issue 37;
#: docs/ARCHITECTURE.md says each one's job). strings, ui and storage are the ground every
#: other folder stands on; runtime the values (events, effects, layout, the App model and its
#: parts); games and phones what the screens use; app the top, which opens the screens;
#: browser, the glue, over everything.
LAYERS = ("strings", "ui", "storage", "runtime", "games", "phones", "screens", "app", "browser")


def test_no_import_cycle_between_the_folders() -> None:
    found = edges_on_cycles(package_graph(import_graph(module_files())))
    assert not found, "imports between folders that close a cycle: " + _edges(found)


def test_a_folder_imports_only_folders_below_it() -> None:
    folders = package_graph(import_graph(module_files()))
    assert sorted(folders) == sorted(LAYERS), "a folder new or gone: LAYERS and ARCHITECTURE.md"
    upward = {(a, b) for a, targets in folders.items() for b in targets if LAYERS.index(b) > LAYERS.index(a)}
    assert not upward, "imports of a folder above: " + _edges(upward)


def _edges(edges: set[tuple[str, str]]) -> str:
    return ", ".join(f"{a} -> {b}" for a, b in sorted(edges))


def test_the_folder_graph_sees_a_cycle_between_folders() -> None:
    graph = {"p.a.x": {"p.b.y"}, "p.b.y": {"p.c"}, "p.c": {"p.a.z"}, "p.a.z": set(), "p.d": {"p.a.x"}}
    folders = package_graph(graph, "p")
    assert folders == {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert edges_on_cycles(folders) == {("a", "b"), ("b", "c"), ("c", "a")}
