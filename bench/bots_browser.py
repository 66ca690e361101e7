#!/usr/bin/env python3
"""Time per computer-player move in the browser (Pyodide), in milliseconds.

    python bench/bots_browser.py [--players 2] [--seed 3] [--levels casual,expert]

Builds the site into a temporary folder, adds a bench page beside index.html (same Pyodide,
same zip, same config) and drives Chromium (Playwright). For each game and level, one whole
game is played by bots of that level in every seat, and each decision is timed:

  main thread   bot_decide.decide_in(session) in the page's Pyodide: what Beginner, Casual and
                Strong cost the page (they decide there), and what the Expert would block it
  worker        the Expert's real path: await the bot worker's decide(record JSON, seat),
                a round trip that includes replaying the record in the worker

Targets: Casual < 50 ms on the main thread; Expert in the worker median <= 1 s, p90 <= 1.2 s
(its budget, bot_decide.BROWSER_EXPERT = expert.BROWSER, is counted work; the 1 s clock
limit is only a net). The machine's noise is large (2
cores): compare medians. The figures never fail anything.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from build_support import browser, server  # noqa: E402

import build  # noqa: E402

BENCH_PAGE = "bench-bots.html"
TIMEOUT_MS = 900_000

# The bench page: plays the games in Pyodide, then asks the worker; results go to
# window.benchResult (JSON) and progress to #out.
PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>bots bench</title>
<script type="module" src="./pyscript/core.js"></script></head><body><p id="out">starting</p>
<script type="py" config="./pyscript.json">
import asyncio, json, os, sys, time
sys.path.insert(0, os.path.abspath("app"))
from pyscript import document, window
from axio_core.session import Session
from axio_web.browser import glue
from axio_web.runtime import bot_decide
from axio_web.runtime.bot_decide import decide_in, move_from_json

PLAN = json.loads('__PLAN__')

def say(text):
    document.getElementById("out").textContent = text

async def main():
    results = []
    for variant in PLAN["variants"]:
        for level in PLAN["levels"]:
            say(f"main thread: {variant} {level}")
            await asyncio.sleep(0)
            seats = (level,) * PLAN["players"]
            session = Session.new(variant, ["P%d" % i for i in range(PLAN["players"])], PLAN["seed"], seats)
            times = []
            while session.outcome() is None:
                t0 = time.perf_counter()
                action = decide_in(session)
                times.append((time.perf_counter() - t0) * 1000)
                session = session.play(action)
            results.append({"where": "main thread", "variant": variant, "level": level, "ms": times})
    if PLAN["worker"]:
        t0 = time.perf_counter()
        tag = document.createElement("script")  # the worker exactly as glue._start_worker makes it
        tag.type = "py"
        tag.setAttribute("worker", "")
        tag.setAttribute("name", glue.WORKER_NAME)
        tag.setAttribute("config", glue.WORKER_CONFIG)
        tag.textContent = bot_decide.WORKER_SOURCE
        document.body.append(tag)
        remote = await glue._connect()
        boot = (time.perf_counter() - t0) * 1000
        for variant in PLAN["variants"]:
            say(f"worker: {variant} expert")
            seats = ("expert",) * PLAN["players"]
            session = Session.new(variant, ["P%d" % i for i in range(PLAN["players"])], PLAN["seed"], seats)
            times = []
            while session.outcome() is None:
                record = session.to_record().to_json()
                t0 = time.perf_counter()
                move = str(await remote.decide(record, session.to_act))
                times.append((time.perf_counter() - t0) * 1000)
                session = session.play(move_from_json(session, move))
            results.append({"where": "worker", "variant": variant, "level": "expert", "ms": times,
                            "boot_ms": boot})
    window.benchResult = json.dumps(results)
    say("done")

async def guarded():
    try:
        await main()
    except Exception as error:  # say it at once rather than let the bench wait for its timeout
        window.benchResult = json.dumps({"error": repr(error)})

asyncio.ensure_future(guarded())
</script></body></html>
"""


def bench_site(folder: Path, plan: dict) -> Path:
    site = folder / "dist"
    build.build(site)
    (site / BENCH_PAGE).write_text(PAGE.replace("__PLAN__", json.dumps(plan)), encoding="utf-8")
    return site


def report(results: list[dict]) -> None:
    print(
        f"\n{'where':<12} {'game':<5} {'level':<9} {'moves':>5}   {'median':>8} {'p90':>8} {'max':>8}   (ms)"
    )
    for r in results:
        ms = sorted(r["ms"])
        p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
        print(
            f"{r['where']:<12} {r['variant']:<5} {r['level']:<9} {len(ms):>5}   "
            f"{statistics.median(ms):>8.1f} {p90:>8.1f} {ms[-1]:>8.1f}"
        )
    boots = [r["boot_ms"] for r in results if "boot_ms" in r]
    if boots:
        print(f"\nbot worker start (a second Pyodide, our zip): {boots[0]:.0f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--levels", default="casual,expert", help="comma-separated, main thread")
    parser.add_argument("--games", default="rota,axio", help="comma-separated variants")
    parser.add_argument("--no-worker", action="store_true", help="skip the worker round trips")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    plan = {
        "players": args.players,
        "seed": args.seed,
        "levels": args.levels.split(","),
        "variants": args.games.split(","),
        "worker": not args.no_worker,
    }
    folder = Path(tempfile.mkdtemp(prefix="bots-bench-"))
    try:
        site = bench_site(folder, plan)
        with server.serving(site) as httpd, sync_playwright() as playwright:
            chromium = playwright.chromium.launch(**browser.launch_args())
            page = chromium.new_page()
            page.on("pageerror", lambda error: print("page error:", error, file=sys.stderr))
            started = time.perf_counter()
            page.goto(server.base_url(httpd) + BENCH_PAGE)
            page.wait_for_function("window.benchResult", timeout=TIMEOUT_MS, polling=500)
            results = json.loads(page.evaluate("window.benchResult"))
            chromium.close()
        if isinstance(results, dict):
            print(f"The bench page failed: {results['error']}", file=sys.stderr)
            return 1
        print(
            f"Bot decisions in Chromium + Pyodide, {args.players} players, seed {args.seed} "
            f"({time.perf_counter() - started:.0f} s in all)"
        )
        report(results)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
