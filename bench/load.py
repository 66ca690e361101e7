#!/usr/bin/env python3
"""How long the page takes to become usable, against a bare Pyodide page.

    python bench/load.py [--runs 5] [--no-extras] [--linger 8]
    python bench/load.py --links [--runs 3] [--only 4g,100m] [--against OTHER_DIST]

--links: the first visit over emulated links (LINKS), from a server that gzips as static
hosts do, ours (as built) against the bare page, a fresh profile each visit, the two pages
alternating; then return visits (warm profile) at full CPU speed and 4x slower. Prints ready
times, bytes over the wire before ready, ratios, and how ours started. --against: a site built
before (a copy of another commit's dist/) is measured too, in the same alternation, as
"before", so a change is compared with what it changes in one run.

Without --links:

Three pages, served from one local server: our site as built (Python starts from the
build's memory snapshot), the same site built without the snapshot (`build(...,
with_snapshot=False)`, the normal start), and a bare page that only runs `loadPyodide` from
the same Pyodide files. For each it measures the time from navigation to <html
class="ready">, cold (a fresh browser profile each run) and warm (a persistent profile that
has visited once, so the wasm and the service worker's cache are there; the browser is
restarted for every run), the first contentful paint, and what a cold visit downloads.

A warm visit is used after it is measured, as a person's visit is: on our site a game of two
Experts plays a few moves, and every page stays open at least --linger seconds (default 8).
That matters for the next visit: Chromium keeps WebAssembly's optimized code (V8's code
cache) only once a page has run enough Python to make it. A snapshot start runs so little
Python before it is ready that a visit closed at once never caches it; then every return
visit runs Pyodide's baseline code, Python runs about twice as slow for its first second,
and ready takes 0.85-0.9 s instead of 0.6-0.7 s (measured on an idle machine).
Then, unless --no-extras, for both builds of the site (warm profile):

  worker   from adding the bot worker's <script type="py" worker> (as glue.py does)
           until its Python is ready
  expert   a game of two Experts started from the menu (Start clicked): the time to the
           first move against the median of the next ones (each is 0.6 s "thinking", the
           decision, 0.9 s showing)

It prints medians and the ratios ours/bare. It never fails a build: any problem is
printed and the exit status is 0.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import traceback
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from build_support import browser, server  # noqa: E402

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page, Playwright

from axio_web.runtime.bot_decide import WORKER_SOURCE  # noqa: E402

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
# Bytes over the wire of the page and everything it fetched (Resource Timing).
DOWNLOADED = """[performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')]
  .reduce((sum, entry) => sum + (entry.transferSize || 0), 0)"""

BARE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare Pyodide</title>
<link rel="icon" href="data:,"></head>
<body><p>Pyodide alone.</p>
<script type="module">
  const indexURL = new URL("./pyodide/", location.href).href;
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL });
  pyodide.runPython("import sys");
  document.documentElement.classList.add("ready");
</script></body></html>
"""

# The bot worker as glue.py starts it; resolves with ms until its Python is ready.
START_WORKER = """async ([name, source]) => {
  const tag = document.createElement('script');
  tag.type = 'py';
  tag.setAttribute('worker', '');
  tag.setAttribute('name', name);
  tag.setAttribute('config', './pyscript.json');
  tag.textContent = source;
  const started = performance.now();
  document.body.append(tag);
  while (!tag.xworker) await new Promise((resolve) => setTimeout(resolve, 2));
  await tag.xworker.ready;
  return performance.now() - started;
}"""
# Times of the move log's count changes (a bot's move is done when its log entry appears).
RECORD_MOVES = """
window.__moves = [];
// The Start click as the page receives it (not when the driver was asked to click).
document.addEventListener('click', (event) => {
  const start = event.target.closest('button.start');
  if (start && window.__startedAt === undefined) window.__startedAt = performance.now();
}, true);
new MutationObserver(() => {
  const count = document.querySelector('.log-count');
  const moves = count ? Number(count.textContent) : 0;
  if (moves > window.__moves.length) window.__moves.push(performance.now());
}).observe(document, { subtree: true, childList: true, characterData: true });
"""
EXPERT_MOVES = 4


@dataclass(frozen=True)
class Link:
    """A network (Chromium's emulation, CDP Network.emulateNetworkConditions) and CPU speed."""

    name: str
    label: str
    mbit: float | None  # None: not throttled
    latency_ms: float = 0
    cpu: float = 1  # Emulation.setCPUThrottlingRate


LINKS = (
    Link("4g", "9 Mbit/s, 60 ms (4G)", 9, 60),
    Link("30m", "30 Mbit/s, 30 ms", 30, 30),
    Link("100m", "100 Mbit/s, 10 ms", 100, 10),
    Link("4g-cpu4", "9 Mbit/s, CPU 4x slower", 9, 60, 4),
)


def emulate(page: Page, link: Link) -> None:
    cdp = page.context.new_cdp_session(page)
    if link.mbit is not None:
        rate = link.mbit * 1e6 / 8  # bytes per second
        cdp.send("Network.enable")
        cdp.send(
            "Network.emulateNetworkConditions",
            {
                "offline": False,
                "latency": link.latency_ms,
                "downloadThroughput": rate,
                "uploadThroughput": rate,
            },
        )
    if link.cpu != 1:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": link.cpu})


PAGES = (("site", "AXIO, snapshot"), ("plain", "AXIO, no snapshot"), ("bare", "bare Pyodide"))
SITES = (("site", "snapshot"), ("plain", "no snapshot"))


@dataclass
class Sample:
    ready_ms: float
    paint_ms: float | None
    downloaded: int = 0
    start: str | None = None


@dataclass
class Extras:
    worker_ms: list[float] = field(default_factory=list)
    worker_start: list[str] = field(default_factory=list)
    first_move_ms: list[float] = field(default_factory=list)
    later_move_ms: list[float] = field(default_factory=list)


def make_bench_root(folder: Path) -> None:
    """site/ and plain/ are fresh builds of ours, with and without the snapshot (served from a
    sub-path, as on many hosts), bare/ the Pyodide-only page."""
    build.build(folder / "site")
    build.build(folder / "plain", with_snapshot=False)
    make_bare(folder / "bare")


def make_bare(folder: Path) -> None:
    """The bare page, with the same Pyodide files as the site, and Pyodide's whole standard
    library (which the site no longer ships)."""
    (folder / "pyodide").mkdir(parents=True)
    for name in (*build.PYODIDE_FILES, "python_stdlib.zip"):
        shutil.copy2(build.PYODIDE_DIR / name, folder / "pyodide" / name)
    (folder / "index.html").write_text(BARE_PAGE, encoding="utf-8")


HOW_STARTED = """(() => { const d = document.documentElement.dataset;
  return d.start ? d.start + (d.startFallback ? '/' + d.startFallback : '') : null; })()"""
# Why the loader took or dropped the snapshot (pyodide-start.mjs, snapshotJudge).
JUDGED = "document.documentElement.dataset.startLink ?? ''"
# The loader's marks (pyodide-start.mjs), ms since navigation.
MARKS = """performance.getEntriesByType('mark').filter((m) => m.name.startsWith('axio:'))
  .map((m) => m.name.slice(5) + ' ' + (m.startTime / 1000).toFixed(2)).join(', ')"""


def measure(page: Page, url: str) -> Sample:
    page.goto(url)
    page.wait_for_function("window.__readyAt !== undefined", timeout=READY_TIMEOUT_MS)
    ready = page.evaluate("window.__readyAt")
    paint = page.evaluate(FIRST_PAINT)
    return Sample(
        float(ready),
        None if paint is None else float(paint),
        int(page.evaluate(DOWNLOADED)),
        page.evaluate(HOW_STARTED),
    )


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


def open_profile(playwright: Playwright, profile: Path) -> BrowserContext:
    context = playwright.chromium.launch_persistent_context(profile, **browser.launch_args())
    context.add_init_script(RECORD_READY)
    return context


def warm_runs(
    playwright: Playwright, url: str, runs: int, profile: Path, is_site: bool, linger_s: float, cpu: float = 1
) -> list[Sample]:
    def visit(first: bool) -> Sample:
        context = open_profile(playwright, profile)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            if not first and cpu != 1:
                emulate(page, Link("cpu", "", None, cpu=cpu))
            sample = measure(page, url)
            if not first and is_site:
                print(f"    {sample.ready_ms / 1000:.2f} s, {page.evaluate(MARKS)}", flush=True)
            if first and is_site:  # let the service worker finish precaching
                page.wait_for_function(
                    "navigator.serviceWorker.controller !== null", timeout=READY_TIMEOUT_MS
                )
            use(page, url if is_site else None, linger_s)
            return sample
        finally:
            context.close()

    visit(first=True)  # the first visit fills the caches
    return [visit(first=False) for _ in range(runs)]


def use(page: Page, site_url: str | None, linger_s: float) -> None:
    """The rest of a visit, as a person's (see the module's docstring): on our site, a game
    of two Experts plays EXPERT_MOVES moves; every page stays open `linger_s` in all."""
    started = page.evaluate("performance.now()")
    if site_url is not None:
        page.goto(site_url + "?players=2&bots=expert,expert&seed=5")
        page.wait_for_function(
            "document.documentElement.classList.contains('ready')", timeout=READY_TIMEOUT_MS
        )
        page.locator("button.start").click()
        page.wait_for_function(
            f"Number(document.querySelector('.log-count')?.textContent ?? 0) >= {EXPERT_MOVES}",
            timeout=READY_TIMEOUT_MS,
        )
    left = linger_s * 1000 - (page.evaluate("performance.now()") - started)
    page.wait_for_timeout(max(0.0, left))


def extra_runs(playwright: Playwright, url: str, runs: int, profile: Path) -> Extras:
    """Bot worker start and the Experts' moves, in the warm profile."""
    extras = Extras()
    for run in range(runs):
        context = open_profile(playwright, profile)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            measure(page, url)
            page.wait_for_timeout(500)  # the menu idle, as when a person looks at it
            started = page.evaluate(START_WORKER, [f"bench-worker-{run}", WORKER_SOURCE])
            extras.worker_ms.append(float(started))
            extras.worker_start.append(str(page.evaluate("document.documentElement.dataset.workerStart")))
        finally:
            context.close()
    for _ in range(max(1, runs // 2)):
        context = open_profile(playwright, profile)
        context.add_init_script(RECORD_MOVES)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            measure(page, url + "?players=2&bots=expert,expert&seed=5")
            page.wait_for_timeout(500)
            page.locator("button.start").click()
            page.wait_for_function(f"window.__moves.length >= {EXPERT_MOVES}", timeout=READY_TIMEOUT_MS)
            started = float(page.evaluate("window.__startedAt"))
            moves = [float(t) for t in page.evaluate("window.__moves")]
            extras.first_move_ms.append(moves[0] - started)
            extras.later_move_ms += [b - a for a, b in zip(moves, moves[1:], strict=False)]
        finally:
            context.close()
    return extras


def median(values: Sequence[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return statistics.median(known) if known else None


def seconds(ms: float | None) -> str:
    return "   –  " if ms is None else f"{ms / 1000:5.2f} s"


def report(results: dict[tuple[str, str], list[Sample]], extras: dict[str, Extras], runs: int) -> None:
    print(f'\nmedian of {runs} runs; time from navigation to <html class="ready"> (Python ran the app)\n')
    header = ("page", "cold ready", "warm ready", "cold paint", "warm paint", "cold MB", "start")
    print(f"{header[0]:<20}" + "".join(f"{h:>12}" for h in header[1:]))
    for name, label in PAGES:
        cells = []
        for metric in ("ready", "paint"):
            for mode in ("cold", "warm"):
                samples = results.get((name, mode), [])
                values = [s.ready_ms if metric == "ready" else s.paint_ms for s in samples]
                cells.append(seconds(median(values)))
        cold = results.get((name, "cold"), [])
        downloaded = median([float(s.downloaded) for s in cold])
        cells.append("   –  " if downloaded is None else f"{downloaded / 1e6:6.1f}")
        starts = sorted({str(s.start) for mode in ("cold", "warm") for s in results.get((name, mode), [])})
        cells.append("/".join(starts) if name != "bare" else "")
        print(f"{label:<20}" + "".join(f"{c:>12}" for c in cells))
    for name, label in SITES:
        for mode in ("cold", "warm"):
            ours = median([s.ready_ms for s in results.get((name, mode), [])])
            bare = median([s.ready_ms for s in results.get(("bare", mode), [])])
            if ours and bare:
                print(f"ratio ours ({label})/bare, {mode}: {ours / bare:.2f}")
    print("(paint: first-contentful-paint; the bare page paints one line of text;")
    print(" cold MB: what a first visit downloads before it is ready, over this uncompressed server)")
    if extras:
        print("\nwarm profile, medians:")
        columns = ("worker ready", "worker start", "1st Expert move", "later moves")
        print(f"{'site':<20}" + "".join(f"{c:>{len(c) + 2}}" for c in columns))
        for name, label in SITES:
            extra = extras.get(name)
            if extra is None:
                continue
            row = (
                seconds(median(extra.worker_ms)),
                "/".join(sorted(set(extra.worker_start))),
                seconds(median(extra.first_move_ms)),
                seconds(median(extra.later_move_ms)),
            )
            print(f"{label:<20}" + "".join(f"{c:>{len(h) + 2}}" for c, h in zip(row, columns, strict=True)))
        print("(1st Expert move: from the click on Start; later moves: between log entries)")


def run(runs: int, with_extras: bool, linger_s: float = 8.0) -> None:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="axio-bench-") as temp:
        root = Path(temp)
        make_bench_root(root)
        results: dict[tuple[str, str], list[Sample]] = {}
        extras: dict[str, Extras] = {}
        with server.serving(root) as httpd, sync_playwright() as playwright:
            base = server.base_url(httpd)
            for name, _ in PAGES:
                url = f"{base}{name}/"
                for mode in ("cold", "warm"):
                    print(f"{name}, {mode} …", flush=True)
                    try:
                        if mode == "cold":
                            results[(name, mode)] = cold_runs(playwright, url, runs)
                        else:
                            profile = root / f"profile-{name}"
                            results[(name, mode)] = warm_runs(
                                playwright, url, runs, profile, name != "bare", linger_s
                            )
                    except Exception as error:  # report what could be measured
                        print(
                            f"  {name}, {mode} failed: {type(error).__name__}: {str(error).splitlines()[0]}"
                        )
            for name, _ in SITES if with_extras else ():
                print(f"{name}, worker and Expert …", flush=True)
                try:
                    extras[name] = extra_runs(playwright, f"{base}{name}/", runs, root / f"profile-{name}")
                except Exception as error:
                    print(f"  {name} extras failed: {type(error).__name__}: {str(error).splitlines()[0]}")
        report(results, extras, runs)


# --- --links: first visits over emulated links, from a gzip host --------------------------


def link_runs(
    playwright: Playwright, urls: dict[str, str], runs: int, links: Sequence[Link]
) -> dict[tuple[str, str], list[Sample]]:
    """{(link, page): samples}: fresh profiles, ours and bare alternating (the machine's load
    drifts; alternating keeps the two comparable)."""
    launched = playwright.chromium.launch(**browser.launch_args())
    results: dict[tuple[str, str], list[Sample]] = {}
    try:
        for link in links:
            print(f"{link.name} …", flush=True)
            for _ in range(runs):
                for name, url in urls.items():
                    context = launched.new_context()
                    context.add_init_script(RECORD_READY)
                    try:
                        page = context.new_page()
                        emulate(page, link)
                        sample = measure(page, url)
                        results.setdefault((link.name, name), []).append(sample)
                        judged = page.evaluate(JUDGED)
                        print(
                            f"  {name}: {sample.ready_ms / 1000:.2f} s, {sample.downloaded / 1e6:.1f} MB, "
                            f"{sample.start or ''} {judged} {page.evaluate(MARKS)}",
                            flush=True,
                        )
                    except Exception as error:
                        first_line = str(error).splitlines()[0]
                        print(f"  {link.name} {name} failed: {type(error).__name__}: {first_line}")
                    finally:
                        context.close()
    finally:
        launched.close()
    return results


def report_links(
    results: dict[tuple[str, str], list[Sample]],
    links: Sequence[Link],
    warm: dict[tuple[str, float], list[Sample]],
    runs: int,
) -> None:
    print(
        f"\nfirst visit (fresh profile), gzip host, median of {runs}: ready, and MB over the wire"
        " before ready\n"
    )
    before = any(page == "before" for _, page in results)
    if before:
        print(
            "| link | ours | before | bare | ratio | before's ratio | ours MB | before's MB | bare MB |"
            " ours started |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|")
    else:
        print("| link | ours | bare | ratio | ours MB | bare MB | ours started |")
        print("|---|---|---|---|---|---|---|")
    for link in links:
        ours = results.get((link.name, "site"), [])
        bare = results.get((link.name, "bare"), [])
        ours_ms = median([s.ready_ms for s in ours])
        bare_ms = median([s.ready_ms for s in bare])
        ratio = f"{ours_ms / bare_ms:.2f}x" if ours_ms and bare_ms else "–"
        ours_mb = median([s.downloaded / 1e6 for s in ours])
        bare_mb = median([s.downloaded / 1e6 for s in bare])
        starts = ", ".join(f"{n}x {k}" for k, n in sorted(_count(str(s.start) for s in ours).items()))
        if before:
            then = results.get((link.name, "before"), [])
            then_ms = median([s.ready_ms for s in then])
            then_ratio = f"{then_ms / bare_ms:.2f}x" if then_ms and bare_ms else "–"
            then_mb = median([s.downloaded / 1e6 for s in then])
            print(
                f"| {link.label} | {seconds(ours_ms).strip()} | {seconds(then_ms).strip()} | "
                f"{seconds(bare_ms).strip()} | {ratio} | {then_ratio} | {ours_mb or 0:.1f} | "
                f"{then_mb or 0:.1f} | {bare_mb or 0:.1f} | {starts} |"
            )
            continue
        print(
            f"| {link.label} | {seconds(ours_ms).strip()} | {seconds(bare_ms).strip()} | {ratio} | "
            f"{ours_mb or 0:.1f} | {bare_mb or 0:.1f} | {starts} |"
        )
    if warm:
        print(f"\nreturn visit (warm profile, used visits), median of {runs}\n")
        print("| CPU | ours | bare | ratio | ours started | before | before's ratio |")
        print("|---|---|---|---|---|---|---|")
        for cpu in sorted({c for _, c in warm}):
            ours_ms = median([s.ready_ms for s in warm.get(("site", cpu), [])])
            bare_ms = median([s.ready_ms for s in warm.get(("bare", cpu), [])])
            ratio = f"{ours_ms / bare_ms:.2f}x" if ours_ms and bare_ms else "–"
            starts = "/".join(sorted({str(s.start) for s in warm.get(("site", cpu), [])}))
            times = f"{seconds(ours_ms).strip()} | {seconds(bare_ms).strip()}"
            before_ms = median([s.ready_ms for s in warm.get(("before", cpu), [])])
            before_cells = " – | – |"
            if before_ms and bare_ms:
                before_cells = f" {seconds(before_ms).strip()} | {before_ms / bare_ms:.2f}x |"
            print(f"| {cpu:g}x | {times} | {ratio} | {starts} |{before_cells}")


def _count(values: Iterable[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    return counts


def run_links(
    runs: int, only: set[str] | None, with_warm: bool, linger_s: float, against: Path | None = None
) -> None:
    from playwright.sync_api import sync_playwright

    links = [link for link in LINKS if only is None or link.name in only]
    with tempfile.TemporaryDirectory(prefix="axio-bench-") as temp:
        root = Path(temp)
        build.build(root / "site")
        make_bare(root / "bare")
        if against is not None:
            shutil.copytree(against, root / "before")
        with server.serving(root, gzip=True) as httpd, sync_playwright() as playwright:
            base = server.base_url(httpd)
            urls = {"site": f"{base}site/", "bare": f"{base}bare/"}
            if against is not None:
                urls["before"] = f"{base}before/"
            results = link_runs(playwright, urls, runs, links)
            warm: dict[tuple[str, float], list[Sample]] = {}
            for cpu in (1.0, 4.0) if with_warm else ():
                for name, url in urls.items():
                    print(f"return visits, {name}, CPU {cpu:g}x …", flush=True)
                    try:
                        warm[(name, cpu)] = warm_runs(
                            playwright,
                            url,
                            runs,
                            root / f"profile-{name}-{cpu:g}",
                            name != "bare",
                            linger_s,
                            cpu,
                        )
                    except Exception as error:
                        print(f"  failed: {type(error).__name__}: {str(error).splitlines()[0]}")
        report_links(results, links, warm, runs)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-extras", action="store_true", help="only the page loads")
    parser.add_argument(
        "--linger",
        type=float,
        default=8.0,
        help="seconds a warm visit stays open after it is ready (see above)",
    )
    parser.add_argument("--links", action="store_true", help="first visits over emulated links (see above)")
    parser.add_argument("--only", help="with --links: these links only, e.g. 4g,100m")
    parser.add_argument("--no-warm", action="store_true", help="with --links: no return visits")
    parser.add_argument("--against", type=Path, help="with --links: a site built before, measured too")
    args = parser.parse_args()
    try:
        if args.links:
            only = set(args.only.split(",")) if args.only else None
            run_links(max(1, args.runs), only, not args.no_warm, max(0.0, args.linger), args.against)
        else:
            run(max(1, args.runs), not args.no_extras, max(0.0, args.linger))
    except Exception:  # a benchmark reports; it never breaks a build
        traceback.print_exc()
        print("bench/load.py: the benchmark did not complete (see above)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
