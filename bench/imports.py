#!/usr/bin/env python3
"""What the page's Python imports before it is ready, and what each import costs, in the browser.

    python bench/imports.py [--runs 3] [--top 30]

Builds the site twice (with and without the memory snapshot) into a temporary folder and
adds a copy of index.html whose boot code times every import (like `python -X importtime`:
inclusive and self milliseconds, wrapping importlib's `_find_and_load`), then runs the
shell's boot() and the game screens' import that follows it. Without the snapshot every
module is imported at start; with it, only what the snapshot does not hold (see
web/build_support/snapshot.py SNAPSHOT_IMPORTS): that list is what trimming can still gain.
Medians over the runs (fresh browser each); the machine's noise is large. Never fails.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from build_support import browser, server  # noqa: E402

import build  # noqa: E402

PAGE = "bench-imports.html"
TIMEOUT_MS = 120_000
BOOT_START = '<script type="py" config="./pyscript.json">'
PROFILED_BOOT = """<script type="py" config="./pyscript.json">
from pyscript import window
_script_start = window.performance.now()
import importlib._bootstrap as _bootstrap
import json, os, sys, time
_find_and_load = _bootstrap._find_and_load
_stack = [0.0]
_rows = []
def _timed(name, import_):
    started = time.perf_counter()
    _stack.append(0.0)
    try:
        return _find_and_load(name, import_)
    finally:
        total = time.perf_counter() - started
        children = _stack.pop()
        _stack[-1] += total
        _rows.append([name, total * 1000, (total - children) * 1000, len(_stack) - 1])
_bootstrap._find_and_load = _timed
_phases = {}
_t = time.perf_counter()
sys.path.insert(0, os.path.abspath("app"))
from axio_web import shell
_phases["import shell"] = (time.perf_counter() - _t) * 1000
_t = time.perf_counter()
shell.boot()
_phases["boot()"] = (time.perf_counter() - _t) * 1000
_t = time.perf_counter()
shell.load_game_screens()
_phases["game screens (after ready)"] = (time.perf_counter() - _t) * 1000
_bootstrap._find_and_load = _find_and_load
_started = window.performance.getEntriesByName("axio:python-started")
if _started.length:
    _phases = {"PyScript (Python started -> our code)": _script_start - _started[0].startTime, **_phases}
window.axioImports = json.dumps({"rows": _rows, "phases": _phases})
</script>"""


def make_root(folder: Path) -> None:
    for name, with_snapshot in (("snapshot", True), ("normal", False)):
        site = folder / name
        build.build(site, with_snapshot=with_snapshot)
        page = (site / "index.html").read_text(encoding="utf-8")
        start = page.index(BOOT_START)
        end = page.index("</script>", start) + len("</script>")
        (site / PAGE).write_text(page[:start] + PROFILED_BOOT + page[end:], encoding="utf-8")


def measure(url: str, runs: int) -> list[dict]:
    from playwright.sync_api import sync_playwright

    results = []
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(**browser.launch_args())
        try:
            for _ in range(runs):
                context = launched.new_context()
                page = context.new_page()
                page.goto(url)
                page.wait_for_function("window.axioImports !== undefined", timeout=TIMEOUT_MS)
                data = json.loads(page.evaluate("window.axioImports"))
                data["start"] = page.evaluate("document.documentElement.dataset.start")
                results.append(data)
                context.close()
        finally:
            launched.close()
    return results


def report(name: str, results: list[dict], top: int) -> None:
    starts = sorted({r["start"] for r in results})
    print(f"\n== {name} start ({', '.join(map(str, starts))}), median of {len(results)} runs")
    for phase in results[0]["phases"]:
        print(f"  {phase:<30}{statistics.median(r['phases'][phase] for r in results):8.0f} ms")
    inclusive: dict[str, list[float]] = {}
    own: dict[str, list[float]] = {}
    depth: dict[str, int] = {}
    for result in results:
        for module, total, self_ms, level in result["rows"]:
            inclusive.setdefault(module, []).append(total)
            own.setdefault(module, []).append(self_ms)
            depth[module] = level
    print(f"  modules imported: {len(inclusive)}; slowest (inclusive ms, self ms, nesting):")
    ranked = sorted(inclusive, key=lambda m: -statistics.median(inclusive[m]))
    for module in ranked[:top]:
        print(
            f"    {module:<42}{statistics.median(inclusive[module]):8.1f}"
            f"{statistics.median(own[module]):8.1f}   {'.' * depth[module]}"
        )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()
    try:
        with tempfile.TemporaryDirectory(prefix="axio-imports-") as temp:
            root = Path(temp)
            make_root(root)
            with server.serving(root) as httpd:
                for name in ("normal", "snapshot"):
                    results = measure(f"{server.base_url(httpd)}{name}/{PAGE}", max(1, args.runs))
                    report(name, results, args.top)
    except Exception:  # a benchmark reports; it never breaks a build
        traceback.print_exc()
        print("bench/imports.py: the benchmark did not complete (see above)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
