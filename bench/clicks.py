#!/usr/bin/env python3
"""Click -> re-render latency of the AXIO Rota table in the browser (Pyodide), in milliseconds.

    python bench/clicks.py [--clicks 150] [--seed 1]

Builds dist/ if needed, serves it on localhost and drives Chromium (Playwright). Each sample
is one click dispatched inside the page, timed with performance.now():

  handler   click -> the Python handler has put the new screen into the page (synchronous:
            the delegated listener, Screen.handle, render(), one innerHTML assignment);
  frame     click -> the next animation frame (what the player can see next);
  painted   click -> after that frame (a message posted from requestAnimationFrame).

Two tables: an early solo game (small display) and a late 4-player game opened from a
`#record=` link (about 50 tiles on the display, the largest SVG). Clicks are a person's mix:
tap a place, turn the tile, name a colour when asked, place it. Medians and 90th percentiles
per kind of click are printed; the machine's noise is large (2 cores), so compare medians.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from axio_web.record_link import encode_record  # noqa: E402
from build_support import browser, server  # noqa: E402

import build  # noqa: E402
from axio_core import game  # noqa: E402
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

# What a person taps next: a free place, the tile (to turn it), a colour, or "place".
NEXT_JS = """
(step) => {
  const q = s => document.querySelector(s);
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


def kind_of(selector: str) -> str:
    if "rota-cell" in selector:
        return "choose place"
    if selector == "#rota-hand":
        return "turn tile"
    if "rota-name" in selector:
        return "name colour"
    if selector == "#rota-confirm":
        return "place tile"
    return "cover / again"


def late_game_link(seed: int) -> str:
    """A 4-player game about 48 placements in, as a `#record=` fragment."""
    session = Session.new("rota", ["Anna", "Beata", "Cem", "Dora"], seed)
    while len(session.actions) < 46 and session.outcome() is None:
        state = session.state
        session = session.play(max(session.legal_actions(), key=lambda a: sum(game.explain(state, a).gains)))
    return "#record=" + encode_record(session.to_record().to_json_obj())


def run(page, url: str, clicks: int) -> dict[str, dict[str, list[float]]]:
    page.goto(url)
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    samples: dict[str, dict[str, list[float]]] = {}
    for step in range(clicks * 3):
        if sum(len(s["handler"]) for s in samples.values()) >= clicks:
            break
        selector = page.evaluate(NEXT_JS, step)
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
    print(f"  {'':<14} {'':>4}   {'median / p90':>16}   {'median / p90':>16}   {'median / p90':>16}")
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
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return f"{statistics.median(values):>7.1f} / {p90:>6.1f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clicks", type=int, default=150, help="clicks measured per table")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    build.build_if_needed()
    with server.serving(build.DIST) as httpd, sync_playwright() as playwright:
        base = server.base_url(httpd)
        chromium = playwright.chromium.launch(**browser.launch_args())
        page = chromium.new_page(viewport={"width": 1024, "height": 768})
        early = run(page, f"{base}?game=rota&players=1&names=Solo&seed={args.seed}", args.clicks)
        report(f"Solo game from the start, {args.clicks} clicks (ms)", early)
        late = run(page, base + "?lang=en" + late_game_link(args.seed), args.clicks)
        report("Late 4-player game from a #record= link, ~50 tiles on the display (ms)", late)
        chromium.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
