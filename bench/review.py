#!/usr/bin/env python3
"""How long the game review takes in the browser, from "Review" to every decision rated.

    python bench/review.py [--games rota,axio] [--seeds 5,6] [--site dist]

Builds the site (or serves `--site`), opens each finished two-player game (Strong against
Casual, seeded) from a `#record=` link in Chromium, presses Review and times it until
`<html data-review="done">`: the ratings come from the bot worker, one decision at a time
(axio_core.review.BROWSER budget), the first one after the worker has started. Also prints
the same review under CPython (the engine's share). Targets: two-player Rota <= 60 s,
AXIO <= 120 s. The figures never fail anything; the machine's noise is large (2 cores).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from axio_web.runtime.record_link import encode_record  # noqa: E402
from build_support import browser, server  # noqa: E402

import build  # noqa: E402
from axio_core.bots import choose_in  # noqa: E402
from axio_core.records import read_record  # noqa: E402
from axio_core.review import review  # noqa: E402
from axio_core.session import Session  # noqa: E402

TIMEOUT_MS = 900_000


def finished_record(variant: str, seed: int) -> dict[str, Any]:
    """A whole game between Strong and Casual (as tests/browser/review_games.py plays it)."""
    session = Session.new(variant, ["Anna", "Beata"], seed, ("strong", "casual"))
    while session.outcome() is None:
        session = session.play(choose_in(session))
    return session.to_record().to_json_obj()


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", default="rota,axio")
    parser.add_argument("--seeds", default="5")
    parser.add_argument("--site", type=Path, default=None, help="a built site (default: build one)")
    parser.add_argument("--no-cpython", action="store_true")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    site = args.site
    if site is None:
        site = Path(tempfile.mkdtemp(prefix="review-bench-")) / "dist"
        build.build(site)
    with server.serving(site) as httpd, sync_playwright() as playwright:
        chromium = playwright.chromium.launch(**browser.launch_args())
        for variant in args.games.split(","):
            for seed in (int(s) for s in args.seeds.split(",")):
                record = finished_record(variant, seed)
                decisions = sum("place" in move for move in record["moves"])
                page = chromium.new_page()
                page.goto(f"{server.base_url(httpd)}#record={encode_record(record)}")
                page.wait_for_selector("html.ready", state="attached", timeout=120_000)
                started = time.perf_counter()
                page.locator('[data-action="review"]').click()
                page.wait_for_selector("[data-review-move]", state="attached", timeout=TIMEOUT_MS)
                first = time.perf_counter() - started
                page.wait_for_selector('html[data-review="done"]', state="attached", timeout=TIMEOUT_MS)
                browser_s = time.perf_counter() - started
                page.close()
                line = (
                    f"{variant} 2 players, seed {seed}: {decisions} placements, "
                    f"browser {browser_s:.1f} s (first rating after {first:.1f} s, "
                    "worker start included)"
                )
                if not args.no_cpython:
                    began = time.perf_counter()
                    review(read_record(record))
                    line += f", CPython {time.perf_counter() - began:.1f} s"
                print(line, flush=True)
        chromium.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
