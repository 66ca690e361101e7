#!/usr/bin/env python3
"""Games by link (issue 39) in the browser: bench/linkplay.py run by the site's own Pyodide in
Chromium, with the protocol's modules from the site's extras zip, as a page brings them.

    python bench/linkplay_browser.py [--players 4] [--variant axio] [--seed 1] [--moves N]
                                     [--cpu-throttle 4] [--runs 3]

Builds the site into a temporary folder, adds a bench page beside index.html (same Pyodide,
same zips, same config) that announces its first screen ("axio:ready", which brings the extras
zip), waits for `ecdsa`, and runs bench/linkplay.py's game (`units`) in the page: every device
of the game in one page, one unit of work at a time (a device's part of the set-up, a link
written, a link opened by another device), each unit one call from this driver. Around each
call the driver reads the page's main-thread CPU time (DevTools `Performance.getMetrics`,
ThreadTime): the computing each unit costs, which the machine's other load does not inflate
(the time that passes is printed beside it). The cost of a call that does nothing is measured
and printed too (it is part of every unit's figure). `--cpu-throttle N` slows Chromium's CPU N
times (the DevTools emulation), as a phone's. The figures never fail anything.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from build_support import browser, server  # noqa: E402

import build  # noqa: E402
from bench.linkplay import Unit, report  # noqa: E402

BENCH_PAGE = "bench-linkplay.html"
TIMEOUT_MS = 1_800_000

PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>games by link bench</title>
<script type="module" src="./pyscript/core.js"></script></head><body><p id="out">starting</p>
<script type="py" config="./pyscript.json">
import asyncio, contextlib, importlib, io, json, os, sys, time
sys.path.insert(0, os.path.abspath("app"))
from pyscript import document, window
from pyodide.ffi import create_proxy
from axio_web.phones.qr import _forget_folder_listings
import importlib.util

ARGS = json.loads('__ARGS__')


def install_shims():
    # what bench/linkplay.py imports that the site's trimmed standard library leaves out
    # (build_support/stdlib.py: argparse; statistics where nothing of the game needs it)
    import types
    try:
        import argparse  # noqa: F401
    except ImportError:
        shim = types.ModuleType("argparse")

        class ArgumentParser:
            def __init__(self, *args, **kwargs):
                self.defaults = {}

            def add_argument(self, flag, default=None, action=None, **kwargs):
                name = flag.lstrip("-").replace("-", "_")
                self.defaults[name] = False if action == "store_true" else default

            def parse_args(self, argv):
                values = dict(self.defaults)
                argv = list(argv)
                while argv:
                    name = argv.pop(0).lstrip("-").replace("-", "_")
                    kind = type(self.defaults[name])
                    values[name] = True if kind is bool else kind(argv.pop(0))
                return types.SimpleNamespace(**values)

        shim.ArgumentParser = ArgumentParser
        sys.modules["argparse"] = shim
    try:
        import statistics  # noqa: F401
    except ImportError:
        shim = types.ModuleType("statistics")
        shim.mean = lambda xs: (lambda v: sum(v) / len(v))(list(xs))
        shim.median = lambda xs: (lambda v: (v[(len(v) - 1) // 2] + v[len(v) // 2]) / 2)(sorted(xs))
        sys.modules["statistics"] = shim

async def main():
    document.dispatchEvent(window.Event.new("axio:ready"))  # the loader brings the extras zip now
    for _ in range(600):
        _forget_folder_listings()  # as the page does (importlib.invalidate_caches needs metadata)
        if importlib.util.find_spec("ecdsa") is not None:
            break
        await asyncio.sleep(0.1)
    install_shims()
    code = __CODE__  # bench/linkplay.py, as a string
    import types
    module = types.ModuleType("linkplay_bench")  # in sys.modules: its dataclass looks itself up
    module.__file__ = os.path.abspath("bench/linkplay.py")
    sys.modules["linkplay_bench"] = module
    space = module.__dict__
    exec(compile(code, "bench/linkplay.py", "exec"), space)
    work = space["units"](space["parse"](ARGS))

    def step():  # one unit of work, called by the driver between two readings of thread time
        unit = next(work, None)
        return "" if unit is None else json.dumps(unit.__dict__)

    window.benchStep = create_proxy(step)
    window.benchNoop = create_proxy(lambda: "")
    document.getElementById("out").textContent = "ready"

async def guarded():
    try:
        await main()
    except BaseException as error:  # said at once rather than waiting for the timeout
        import traceback
        window.benchResult = json.dumps({"error": traceback.format_exc()})

asyncio.ensure_future(guarded())
</script></body></html>
"""


def thread_time(cdp: Any) -> tuple[float, float]:
    """(the page's main-thread CPU seconds so far, the page's clock) from DevTools."""
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return float(metrics["ThreadTime"]), float(metrics["Timestamp"])


def timed(page: Any, cdp: Any, call: str) -> tuple[str, float, float]:
    """What `call` returned, its main-thread CPU seconds and the seconds that passed."""
    cpu0, wall0 = thread_time(cdp)
    answer = page.evaluate(call)
    cpu1, wall1 = thread_time(cdp)
    return str(answer), cpu1 - cpu0, wall1 - wall0


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--variant", default="axio")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0)
    parser.add_argument("--cpu-throttle", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    bench_args = [
        "--variant",
        args.variant,
        "--players",
        str(args.players),
        "--seed",
        str(args.seed),
        "--moves",
        str(args.moves),
    ]
    folder = Path(tempfile.mkdtemp(prefix="linkplay-bench-"))
    try:
        site = folder / "dist"
        build.build(site, with_snapshot=False)
        code = (ROOT / "bench" / "linkplay.py").read_text(encoding="utf-8")
        page_text = PAGE.replace("__ARGS__", json.dumps(bench_args)).replace("__CODE__", json.dumps(code))
        (site / BENCH_PAGE).write_text(page_text, encoding="utf-8")
        with server.serving(site) as httpd, sync_playwright() as playwright:
            chromium = playwright.chromium.launch(**browser.launch_args())
            page = chromium.new_page()
            if args.cpu_throttle > 1:
                page.context.new_cdp_session(page).send(
                    "Emulation.setCPUThrottlingRate", {"rate": args.cpu_throttle}
                )
            page.on("pageerror", lambda error: print("page error:", error, file=sys.stderr))
            page.on(
                "console",
                lambda message: (
                    print("console:", message.text[:300], file=sys.stderr)
                    if message.type in ("error", "warning")
                    else None
                ),
            )
            cdp = page.context.new_cdp_session(page)
            cdp.send("Performance.enable", {"timeDomain": "threadTicks"})
            page.goto(server.base_url(httpd) + BENCH_PAGE)
            page.wait_for_function(
                "document.getElementById('out')?.textContent === 'ready' || window.benchResult",
                timeout=TIMEOUT_MS,
                polling=200,
            )
            if page.evaluate("window.benchResult || ''"):
                print(f"The bench page failed: {page.evaluate('window.benchResult')}", file=sys.stderr)
                return 1
            for run in range(args.runs):
                if run:
                    page.reload()
                    page.wait_for_function(
                        "document.getElementById('out')?.textContent === 'ready'", timeout=TIMEOUT_MS
                    )
                noop = sorted(timed(page, cdp, "window.benchNoop()")[1] for _ in range(21))
                done: list[tuple[Unit, float]] = []
                walls: list[tuple[Unit, float]] = []
                began = time.perf_counter()
                while True:
                    answer, cpu, wall = timed(page, cdp, "window.benchStep()")
                    if not answer:
                        break
                    unit = Unit(**json.loads(answer))
                    done.append((unit, cpu))
                    walls.append((unit, wall))
                took = time.perf_counter() - began
                throttle = f", CPU {args.cpu_throttle:g}x slower" if args.cpu_throttle > 1 else ""
                print(
                    f"\nrun {run + 1}: Chromium + Pyodide{throttle}, {took:.0f} s, load average "
                    f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}"
                )
                print(
                    f"main-thread CPU time (ThreadTime) per unit; a call that does nothing costs "
                    f"{noop[10] * 1000:.1f} ms (median of 21, max {noop[-1] * 1000:.1f}), included:"
                )
                report(done, argparse.Namespace(**{**vars(args), "detail": False}))
                print("the time that passed, per unit:")
                report(walls, argparse.Namespace(**{**vars(args), "detail": False}))
                slow = [(u, c) for u, c in done if u.what == "write" and c > 0.1]
                for unit, cpu in slow:
                    print(f"  link {unit.n} ({unit.kind}) written: {cpu:.3f} s CPU {unit.steps}")
                last = max(u.n for u, _ in done if u.what == "open")
                finals = [c for u, c in done if u.what == "open" and u.n == last]
                print(f"  the last link opened: {', '.join(f'{c:.3f}' for c in finals)} s CPU")
            chromium.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
