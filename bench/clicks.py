#!/usr/bin/env python3
"""Tap -> painted frame latency of both games' tables in the browser (Pyodide), in milliseconds.

    python bench/clicks.py [--clicks 150] [--seed 1] [--game rota|axio|both] [--site DIR ...]

Builds dist/ if needed (or measures the given built sites, e.g. an older build kept for a
before/after comparison: tables of each site are measured in turn, in the same run), serves it
on localhost and drives Chromium (Playwright). Each sample
is one click dispatched inside the page, timed with performance.now():

  handler   click -> the Python handler has put the new screen into the page (synchronous:
            the delegated listener, Screen.handle, render(), one innerHTML assignment);
  frame     click -> the next animation frame (what the player can see next);
  painted   click -> after that frame (a message posted from requestAnimationFrame).

Two tables per game: an early solo game and a late 4-player game opened from a `#record=`
link (Rota: about 50 tiles on the display, the largest SVG; AXIO: about 50 tiles on the
13x13 board). Clicks are a person's mix: Rota: tap a place, turn the tile, name a colour when
asked, place it; AXIO: tap a cell, its partner, flip, pick pyramids when asked, place it.
Medians and 95th percentiles per kind of click are printed; the machine's noise is large
(2 cores), so compare within one run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from axio_web.record_link import encode_record  # noqa: E402
from build_support import browser, server  # noqa: E402

import build  # noqa: E402
from axio_core import AxioPlace, RotaPlace, game  # noqa: E402
from axio_core.session import Session  # noqa: E402

READY_TIMEOUT_MS = 120_000

# One click inside the page, timed; resolves after the frame that shows its result is painted.
MEASURE_JS = """
async (selector) => {
  const el = document.querySelector(selector);
  if (!el) return null;
  const t0 = performance.now();
  el.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true, view: window}));
  const handler = performance.now() - t0;
  const frame = await new Promise(r => requestAnimationFrame(() => r(performance.now() - t0)));
  const painted = await new Promise(r => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => r(performance.now() - t0);
      channel.port2.postMessage(0);
    });
  });
  return {handler, frame, painted};
}
"""

# What a person taps next in Rota: a free place, the tile (to turn it), a colour, or "place".
ROTA_NEXT_JS = """
(step) => {
  const q = s => document.querySelector(s);
  if (q("#pass-on")) return "#pass-on";  // the points have landed: pass the tablet on
  if (q("#cover-ready")) return "#cover-ready";
  if (q("#play-again")) return "#play-again";
  const confirm = q("#rota-confirm");
  if (!confirm) return null;
  const chosen = q(".preview");
  if (!chosen) {
    const cells = document.querySelectorAll('[data-action="rota-cell"]');
    const cell = cells[(step * 7) % cells.length];
    return `[data-action="rota-cell"][data-x="${cell.dataset.x}"][data-y="${cell.dataset.y}"]`;
  }
  if (step % 3 === 0) return "#rota-hand";
  const naming = q(".naming");
  if (naming && !q('[data-action="rota-name"][aria-pressed="true"]')) {
    return `[data-action="rota-name"][data-name="${"RGBOP"[step % 5]}"]`;
  }
  return "#rota-confirm";
}
"""


# What a person taps next in AXIO: a cell, its partner, flip, a pyramid to move, "place";
# "keep" when an exchange is offered.
AXIO_NEXT_JS = """
(step) => {
  const q = s => document.querySelector(s);
  const all = s => Array.from(document.querySelectorAll(s));
  if (q("#pass-on")) return "#pass-on";  // the points have landed: pass the tablet on
  if (q("#cover-ready")) return "#cover-ready";
  if (q("#play-again")) return "#play-again";
  if (q('[data-action="axio-keep"]')) return '[data-action="axio-keep"]';
  if (!q('[data-action="axio-confirm"]')) return null;
  const at = el => `[data-action="axio-cell"][data-x="${el.dataset.x}"][data-y="${el.dataset.y}"]`;
  const partners = all('[data-action="axio-cell"].is-partner');
  const chosen = all('[data-action="axio-cell"].is-chosen');
  if (chosen.length === 0 && partners.length === 0) {
    const cells = all('[data-action="axio-cell"]');
    return cells.length ? at(cells[(step * 7) % cells.length]) : null;
  }
  if (chosen.length === 0) return at(partners[step % partners.length]);
  const pick = q('[data-action="axio-pyramid"][aria-pressed="false"]');
  const ready = q('[data-action="axio-confirm"]:not([aria-disabled="true"])');
  const px = pick && `[data-px="${pick.dataset.px}"][data-py="${pick.dataset.py}"]`;
  if (!ready && pick) return `[data-action="axio-pyramid"]${px}`;
  if (step % 3 === 0 && q('[data-action="axio-flip"]:not([disabled])')) return '[data-action="axio-flip"]';
  return '[data-action="axio-confirm"]';
}
"""
NEXT_JS = {"rota": ROTA_NEXT_JS, "axio": AXIO_NEXT_JS}


def kind_of(selector: str) -> str:
    if "rota-cell" in selector or "axio-cell" in selector:
        return "choose place"
    if selector == "#rota-hand" or "axio-flip" in selector:
        return "turn / flip"
    if "rota-name" in selector:
        return "name colour"
    if "axio-pyramid" in selector:
        return "pick pyramid"
    if selector in ('[data-action="axio-confirm"]', "#rota-confirm"):
        return "place tile"
    return "cover / pass on"


def late_game_link(variant: str, seed: int) -> str:
    """A 4-player game about 46 placements in, as a `#record=` fragment."""
    session = Session.new(variant, ["Anna", "Beata", "Cem", "Dora"], seed)
    placements = 0
    while placements < 46 and session.outcome() is None:
        state = session.state
        legal = session.legal_actions()
        places = [a for a in legal if isinstance(a, (AxioPlace, RotaPlace))]
        if not places:
            session = session.play(legal[-1])  # keep the rack
            continue
        session = session.play(max(places, key=lambda a: sum(game.explain(state, a).gains)))
        placements += 1
    return "#record=" + encode_record(session.to_record().to_json_obj())


def run(page: Any, url: str, clicks: int, variant: str) -> dict[str, dict[str, list[float]]]:
    page.goto(url)
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    samples: dict[str, dict[str, list[float]]] = {}
    for step in range(clicks * 3):
        if sum(len(s["handler"]) for s in samples.values()) >= clicks:
            break
        selector = page.evaluate(NEXT_JS[variant], step)
        if selector is None:
            break
        result = page.evaluate(MEASURE_JS, selector)
        if result is None:
            continue
        kind = samples.setdefault(kind_of(selector), {"handler": [], "frame": [], "painted": []})
        for key in kind:
            kind[key].append(result[key])
    return samples


def report(title: str, samples: dict[str, dict[str, list[float]]]) -> None:
    print(f"\n{title}")
    print(f"  {'click':<14} {'n':>4}   {'handler':>16}   {'next frame':>16}   {'painted':>16}")
    print(f"  {'':<14} {'':>4}   {'median / p95':>16}   {'median / p95':>16}   {'median / p95':>16}")
    everything: dict[str, list[float]] = {"handler": [], "frame": [], "painted": []}
    for kind, values in sorted(samples.items()):
        for key in everything:
            everything[key] += values[key]
        cells = "   ".join(_cell(values[k]) for k in everything)
        print(f"  {kind:<14} {len(values['handler']):>4}   {cells}")
    cells = "   ".join(_cell(everything[k]) for k in everything)
    print(f"  {'all':<14} {len(everything['handler']):>4}   {cells}")


def _cell(values: list[float]) -> str:
    if not values:
        return f"{'-':>16}"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"{statistics.median(values):>7.1f} / {p95:>6.1f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clicks", type=int, default=150, help="clicks measured per table")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=("rota", "axio", "both"), default="both")
    parser.add_argument("--site", action="append", type=Path,
                        help="a built site to measure (repeatable); default: dist/, built if needed")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    sites = args.site or [build.DIST]
    if not args.site:
        build.build_if_needed()
    variants = ("rota", "axio") if args.game == "both" else (args.game,)
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(**browser.launch_args())
        for variant in variants:
            late = late_game_link(variant, args.seed)
            for site in sites:
                with server.serving(site) as httpd:
                    base = server.base_url(httpd)
                    page = chromium.new_page(viewport={"width": 1024, "height": 768})
                    early = run(page, f"{base}?game={variant}&players=1&names=Solo&seed={args.seed}",
                                args.clicks, variant)
                    report(f"{variant}, {site}: solo game from the start, {args.clicks} clicks (ms)", early)
                    samples = run(page, base + "?lang=en" + late, args.clicks, variant)
                    report(f"{variant}, {site}: late 4-player game from a #record= link (ms)", samples)
                    page.close()
        chromium.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
