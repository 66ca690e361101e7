#!/usr/bin/env python3
"""Games by link (issue 39) in the browser: bench/linkplay.py run by the site's own Pyodide in
Chromium, with the protocol's modules from the site's extras zip, as a page brings them.

    python bench/linkplay_browser.py [--players 4] [--variant axio] [--seed 1] [--moves N]
                                     [--cpu-throttle 4]

Builds the site into a temporary folder, adds a bench page beside index.html (same Pyodide,
same zips, same config) that announces its first screen ("axio:ready", which brings the extras
zip), waits for `ecdsa`, and runs bench/linkplay.py's main in the page: every device of the
game in one page, one after another, each timed on its own work (the set-up per device, each
link written, each link opened by every other device) and each link's length. Pyodide's
`time.process_time` counts the time that passes, and nothing else runs in the page, so the
figures are the computing a device's page does. `--cpu-throttle N` slows Chromium's CPU N
times (the DevTools emulation), as a phone's. The figures never fail anything.
"""

from __future__ import annotations

import argparse
import json
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

BENCH_PAGE = "bench-linkplay.html"
TIMEOUT_MS = 1_800_000

PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>games by link bench</title>
<script type="module" src="./pyscript/core.js"></script></head><body><p id="out">starting</p>
<script type="py" config="./pyscript.json">
import asyncio, contextlib, importlib, io, json, os, sys, time
sys.path.insert(0, os.path.abspath("app"))
from pyscript import document, window
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
    space = {"__name__": "linkplay_bench", "__file__": os.path.abspath("bench/linkplay.py")}
    exec(compile(code, "bench/linkplay.py", "exec"), space)
    document.getElementById("out").textContent = "ready"
    while not getattr(window, "benchGo", False):  # the driver reads the renderer's CPU time first
        await asyncio.sleep(0.05)
    out = io.StringIO()
    began = time.perf_counter()
    with contextlib.redirect_stdout(out):
        space["main"](ARGS)
    window.benchResult = json.dumps({"text": out.getvalue(), "wall": time.perf_counter() - began})

async def guarded():
    try:
        await main()
    except BaseException as error:  # said at once rather than waiting for the timeout
        import traceback
        window.benchResult = json.dumps({"error": traceback.format_exc()})

asyncio.ensure_future(guarded())
</script></body></html>
"""


def renderer_cpu(system: Any) -> float:
    """The CPU seconds Chromium's renderer processes have used so far (DevTools' SystemInfo)."""
    info = system.send("SystemInfo.getProcessInfo")["processInfo"]
    return float(sum(p["cpuTime"] for p in info if p["type"] == "renderer"))


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--variant", default="axio")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0)
    parser.add_argument("--cpu-throttle", type=float, default=1.0)
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
            system = chromium.new_browser_cdp_session()
            started = time.perf_counter()
            page.goto(server.base_url(httpd) + BENCH_PAGE)
            page.wait_for_function(
                "document.getElementById('out')?.textContent === 'ready' || window.benchResult",
                timeout=TIMEOUT_MS,
                polling=200,
            )
            before = renderer_cpu(system)
            page.evaluate("window.benchGo = true")
            page.wait_for_function("window.benchResult", timeout=TIMEOUT_MS, polling=500)
            cpu = renderer_cpu(system) - before
            result = json.loads(page.evaluate("window.benchResult"))
            chromium.close()
        if "error" in result:
            print(f"The bench page failed: {result['error']}", file=sys.stderr)
            return 1
        throttle = f", CPU {args.cpu_throttle:g}x slower" if args.cpu_throttle > 1 else ""
        print(f"Games by link in Chromium + Pyodide{throttle} ({time.perf_counter() - started:.0f} s in all)")
        print(result["text"], end="")
        share = cpu / result["wall"] if result.get("wall") else 0.0
        print(
            f"the page's renderer used {cpu:.1f} s of CPU in the {result['wall']:.1f} s the run took "
            f"({share:.0%}): the times above are the time that passed; times {share:.2f} they are "
            f"the computing (the machine's other load took the rest)"
        )
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
