#!/usr/bin/env python3
"""How long the page takes to become usable, against a bare Pyodide page.

    python bench/load.py [--runs 5]

For our site and for a page that only runs `loadPyodide` from the same local
files, it measures the time from navigation to <html class="ready">, cold
(a fresh browser profile each run) and warm (a persistent profile that has
visited once, so the wasm and the service worker's cache are there; the
browser is restarted for every run), plus the first contentful paint. It
prints medians and the ratio ours/bare. It never fails a build: any problem is
printed and the exit status is 0.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from build_support import browser, server  # noqa: E402

if TYPE_CHECKING:
    from playwright.sync_api import Page, Playwright

import build  # noqa: E402

READY_TIMEOUT_MS = 120_000
# Records when <html> gets the class "ready", in ms since navigation started.
# (Init scripts run before <html> exists, so watch the whole document.)
RECORD_READY = """
new MutationObserver((_, observer) => {
  const html = document.documentElement;
  if (html && html.classList.contains('ready')) {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
"""
FIRST_PAINT = "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null"

BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare Pyodide</title>
<link rel="icon" href="data:,"></head>
<body><p>Pyodide alone.</p>
<script type="module">
  const indexURL = new URL("../site/pyscript/pyodide/", location.href).href;
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL });
  pyodide.runPython("import sys");
  document.documentElement.classList.add("ready");
</script></body></html>
"""


@dataclass
class Sample:
    ready_ms: float
    paint_ms: float | None


def make_bench_root(folder: Path) -> None:
    """site/ is a fresh build of ours (served from a sub-path, as on many hosts),
    bare/ the Pyodide-only page using the same files."""
    build.build(folder / "site")
    (folder / "bare").mkdir()
    (folder / "bare" / "index.html").write_text(BARE_PAGE, encoding="utf-8")


def measure(page: Page, url: str) -> Sample:
    page.goto(url)
    page.wait_for_function("window.__readyAt !== undefined", timeout=READY_TIMEOUT_MS)
    ready = page.evaluate("window.__readyAt")
    paint = page.evaluate(FIRST_PAINT)
    return Sample(float(ready), None if paint is None else float(paint))


def cold_runs(playwright: Playwright, url: str, runs: int) -> list[Sample]:
    chromium = playwright.chromium
    launched = chromium.launch(**browser.launch_args())
    samples = []
    try:
        for _ in range(runs):
            context = launched.new_context()
            context.add_init_script(RECORD_READY)
            samples.append(measure(context.new_page(), url))
            context.close()
    finally:
        launched.close()
    return samples


def warm_runs(playwright: Playwright, url: str, runs: int, profile: Path, has_worker: bool) -> list[Sample]:
    chromium = playwright.chromium

    def visit(wait_for_worker: bool) -> Sample:
        context = chromium.launch_persistent_context(profile, **browser.launch_args())
        try:
            context.add_init_script(RECORD_READY)
            page = context.pages[0] if context.pages else context.new_page()
            sample = measure(page, url)
            if wait_for_worker:  # let the service worker finish precaching
                page.wait_for_function(
                    "navigator.serviceWorker.controller !== null", timeout=READY_TIMEOUT_MS
                )
            return sample
        finally:
            context.close()

    visit(wait_for_worker=has_worker)  # the first visit fills the caches
    return [visit(wait_for_worker=False) for _ in range(runs)]


def median(values: list[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return statistics.median(known) if known else None


def seconds(ms: float | None) -> str:
    return "   –  " if ms is None else f"{ms / 1000:5.2f} s"


def report(results: dict[tuple[str, str], list[Sample]], runs: int) -> None:
    print(f'\nmedian of {runs} runs; time from navigation to <html class="ready"> (Python ran the app)\n')
    print(f"{'page':<22}{'cold ready':>12}{'warm ready':>12}{'cold paint':>12}{'warm paint':>12}")
    for name, label in (("site", "AXIO (PyScript)"), ("bare", "bare Pyodide")):
        cells = []
        for metric in ("ready", "paint"):
            for mode in ("cold", "warm"):
                samples = results.get((name, mode), [])
                values = [s.ready_ms if metric == "ready" else s.paint_ms for s in samples]
                cells.append(seconds(median(values)))
        print(f"{label:<22}{cells[0]:>12}{cells[1]:>12}{cells[2]:>12}{cells[3]:>12}")
    for mode in ("cold", "warm"):
        ours = median([s.ready_ms for s in results.get(("site", mode), [])])
        bare = median([s.ready_ms for s in results.get(("bare", mode), [])])
        if ours and bare:
            print(f"ratio ours/bare, {mode}: {ours / bare:.2f}")
    print("(paint: first-contentful-paint; the bare page paints one line of text)")


def run(runs: int) -> None:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="axio-bench-") as temp:
        root = Path(temp)
        make_bench_root(root)
        results: dict[tuple[str, str], list[Sample]] = {}
        with server.serving(root) as httpd, sync_playwright() as playwright:
            base = server.base_url(httpd)
            for name in ("site", "bare"):
                url = f"{base}{name}/"
                for mode in ("cold", "warm"):
                    print(f"{name}, {mode} …", flush=True)
                    try:
                        if mode == "cold":
                            results[(name, mode)] = cold_runs(playwright, url, runs)
                        else:
                            profile = root / f"profile-{name}"
                            results[(name, mode)] = warm_runs(playwright, url, runs, profile, name == "site")
                    except Exception as error:  # report what could be measured
                        print(
                            f"  {name}, {mode} failed: {type(error).__name__}: {str(error).splitlines()[0]}"
                        )
        report(results, runs)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    try:
        run(max(1, args.runs))
    except Exception:  # a benchmark reports; it never breaks a build
        traceback.print_exc()
        print("bench/load.py: the benchmark did not complete (see above)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
