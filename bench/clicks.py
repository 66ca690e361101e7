#!/usr/bin/env python3
"""Tap -> painted frame latency of both games' tables in the browser (Pyodide), in milliseconds.

    python bench/clicks.py [--clicks 150] [--seed 1] [--game rota|axio|both] [--site DIR ...]
                           [--viewport 390x844] [--cpu-throttle 4] [--runs 3] [--tables late]
                           [--profile DIR] [--samples FILE]

Builds dist/ if needed (or measures the given built sites, e.g. an older build kept for a
before/after comparison: tables of each site are measured in turn, in the same run), serves it
on localhost and drives Chromium (Playwright). Each sample
is one click dispatched inside the page, timed with performance.now(); a button is given the
focus first, a frame before its click, as a finger's tap gives it (since 2026-11-27, stop 46:
before, a button tapped had no focus, and the page's giving it back forced a layout):

  handler   click -> the Python handler has put the new screen into the page (synchronous:
            the delegated listener, Screen.handle, render(), one innerHTML assignment);
  painted   click -> the next frame's style, layout and paint are done: a message posted
            from that frame's requestAnimationFrame callback runs (what the player sees next);
  frame after  click -> after the frame after that (what this bench called "painted" up to
            2026-11-26, one frame interval later: kept to compare with the older figures).

Where the handler's time goes: `put` is the time spent in innerHTML and outerHTML assignments
(the browser parsing the markup and building the DOM; the setters are wrapped), the rest of the handler is
Python (update, render, the comparison of the pages, the calls through the FFI); `KB` is the
markup put per click. `--viewport` sets the window (a phone: 390x844), `--cpu-throttle N`
slows the CPU N times (CDP Emulation.setCPUThrottlingRate; 4: a mid-range phone). `--runs N`
measures every site N times, the sites alternating, and prints each run and all runs pooled.
`--pause MS` waits that long before each click, as a person looks (animations come to rest).
`--trace` adds the page's main-thread CPU time from the click to the painted frame (thread
time from a Chromium trace): on a shared machine, what a click costs, without the waits for a
core that the wall-clock figures include; and the frame's style, layout and paint (the
trace's UpdateLayoutTree, Layout, Paint + PrePaint events, wall time).
`--samples FILE` appends every tap (game, table, site, run, kind, selector and its times; `frame`
is the click to that frame's requestAnimationFrame callback) as one JSON line, to see which taps
make the tail. `--profile DIR` writes a Chromium CPU profile (.cpuprofile, CDP Profiler) per site and table.

Two tables per game: an early solo game and a late 4-player game opened from a `#record=`
link (Rota: about 50 tiles on the display, the largest SVG; AXIO: about 50 tiles on the
13x13 board). Clicks are a person's mix: Rota: tap a place, turn the tile, name a colour when
asked, place it; AXIO: tap a cell, its partner, flip, pick pyramids when asked, place it.
Medians and 95th percentiles per kind of click are printed, and for "choosing": every click
that is not a move or the cover (a place, a turn, a colour, a pyramid: what a tap while
choosing costs); the machine's noise is large (2 cores), so compare within one run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from axio_web.runtime.record_link import encode_record  # noqa: E402
from build_support import browser, server  # noqa: E402

import build  # noqa: E402
from axio_core import AxioPlace, RotaPlace, game  # noqa: E402
from axio_core.session import Session  # noqa: E402

READY_TIMEOUT_MS = 120_000
KEYS = ("handler", "put", "painted", "later", "kb")

# Time and size of every innerHTML/outerHTML assignment, read and reset by each measured click.
WRAP_INNER_HTML_JS = """
(() => {
  window.__axioPut = {ms: 0, chars: 0};
  for (const name of ["innerHTML", "outerHTML"]) {
    const own = Object.getOwnPropertyDescriptor(Element.prototype, name);
    Object.defineProperty(Element.prototype, name, {
      configurable: true, enumerable: own.enumerable, get: own.get,
      set(value) {
        const t0 = performance.now();
        own.set.call(this, value);
        window.__axioPut.ms += performance.now() - t0;
        window.__axioPut.chars += String(value).length;
      },
    });
  }
})();
"""

# One click inside the page, timed; resolves after the frame that shows its result is painted.
MEASURE_JS = """
async (selector) => {
  const el = document.querySelector(selector);
  if (!el) return null;
  if (el.tagName === "BUTTON") {
    // a finger's tap gives a button the focus as it goes down, a frame or more before its
    // click: so here, outside the time measured
    el.focus({preventScroll: true});
    await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
  }
  window.__axioPut = {ms: 0, chars: 0};
  performance.mark("axio-click");  // in a --trace: the click's window
  const t0 = performance.now();
  el.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true, view: window}));
  const handler = performance.now() - t0;
  const put = window.__axioPut.ms, kb = window.__axioPut.chars / 1000;
  // the frame that shows the change: its rAF callback, then a message, which runs once that
  // frame's style, layout and paint are done (the page's main thread is free again)
  const [frame, painted] = await new Promise(r => requestAnimationFrame(() => {
    const at = performance.now() - t0;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => r([at, performance.now() - t0]);
    channel.port2.postMessage(0);
  }));
  performance.mark("axio-painted");
  // (up to 2026-11-26 the bench waited for one more frame: that frame's rAF, then a message)
  const later = await new Promise(r => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => r(performance.now() - t0);
    channel.port2.postMessage(0);
  }));
  return {handler, put, frame, painted, later, kb};
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


Samples = dict[str, dict[str, list[float]]]  # kind of click -> measure -> values
MOVES = ("place tile", "cover / pass on")  # a move, a new screen; "choosing" is every other click


def run(
    page: Any,
    url: str,
    clicks: int,
    variant: str,
    profile: Path | None = None,
    pause: int = 0,
    tracer: Any = None,
    taps: list[dict[str, Any]] | None = None,
) -> Samples:
    page.goto(url)
    page.wait_for_selector("html.ready", state="attached", timeout=READY_TIMEOUT_MS)
    if tracer is not None:
        # tasks, marks, the frames' style, layout and paint
        categories = ["disabled-by-default-devtools.timeline", "devtools.timeline", "blink.user_timing"]
        tracer.start_tracing(page=page, categories=categories)
    kinds: list[str] = []
    cdp = page.context.new_cdp_session(page) if profile else None
    if cdp is not None:
        cdp.send("Profiler.enable")
        cdp.send("Profiler.setSamplingInterval", {"interval": 200})
        cdp.send("Profiler.start")
    samples: Samples = {}
    for step in range(clicks * 3):
        if sum(len(s["handler"]) for s in samples.values()) >= clicks:
            break
        selector = page.evaluate(NEXT_JS[variant], step)
        if selector is None:
            break
        if pause:
            page.wait_for_timeout(pause)  # a person looks before the next tap
        result = page.evaluate(MEASURE_JS, selector)
        if result is None:
            continue
        kinds.append(kind_of(selector))
        if taps is not None:  # --samples: every tap in order, to see which make the tail
            taps.append({"kind": kinds[-1], "selector": selector, **result})
        kind = samples.setdefault(kinds[-1], {key: [] for key in KEYS})
        for key in KEYS:
            kind[key].append(result[key])
    if tracer is not None:
        trace = tracer.stop_tracing()
        for name, cpu in zip(kinds, main_thread_cpu(trace), strict=False):
            samples[name].setdefault("cpu", []).append(cpu)
        for name, stages in zip(kinds, frame_stages(trace), strict=False):
            for stage, ms in stages.items():
                samples[name].setdefault(stage, []).append(ms)
    if cdp is not None and profile is not None:
        taken = cdp.send("Profiler.stop")["profile"]
        profile.write_text(json.dumps(taken))
        print(f"  CPU profile: {profile}")
        print_profile(taken)
        cdp.detach()
    return samples


def main_thread_cpu(trace: bytes) -> list[float]:
    """Per measured click, in order: the page's main thread's CPU time (ms) from the click to
    the painted frame (the trace's thread time of its tasks: a busy machine's waits for a core
    are not in it, unlike the wall-clock figures)."""
    events = json.loads(trace)["traceEvents"]
    marks = sorted(
        (e["ts"], e["name"], e["pid"], e["tid"])
        for e in events
        if e.get("name") in ("axio-click", "axio-painted")
    )
    main = {(pid, tid) for _, _, pid, tid in marks}
    tasks = [
        (e["ts"], e["ts"] + e.get("dur", 0), e.get("tdur", e.get("dur", 0)))
        for e in events
        if e.get("ph") == "X" and e.get("name") == "RunTask" and (e["pid"], e["tid"]) in main
    ]
    windows, began = [], None
    for ts, name, _, _ in marks:
        if name == "axio-click":
            began = ts
        elif began is not None:
            windows.append((began, ts))
            began = None
    cpu = []
    for start, end in windows:
        used = 0.0
        for t0, t1, thread in tasks:  # a task partly in the window counts in proportion
            overlap = min(t1, end) - max(t0, start)
            if overlap > 0 and t1 > t0:
                used += thread * overlap / (t1 - t0)
        cpu.append(used / 1000)
    return cpu


#: The frame's stages in a trace (main thread), by the names Chromium gives their events.
STAGES = {"style": ("UpdateLayoutTree",), "layout": ("Layout",), "paint": ("Paint", "PrePaint")}


def frame_stages(trace: bytes) -> list[dict[str, float]]:
    """Per measured click, in order: the main thread's time (ms, wall) in the frame's style,
    layout and paint events between the click and its painted frame (where a tap's frame goes)."""
    events = json.loads(trace)["traceEvents"]
    marks = sorted(
        (e["ts"], e["name"], e["pid"], e["tid"])
        for e in events
        if e.get("name") in ("axio-click", "axio-painted")
    )
    main = {(pid, tid) for _, _, pid, tid in marks}
    names = {name: stage for stage, names_of in STAGES.items() for name in names_of}
    spans = sorted(
        (e["ts"], e["ts"] + e.get("dur", 0), names[e["name"]])
        for e in events
        if e.get("ph") == "X" and e.get("name") in names and (e["pid"], e["tid"]) in main
    )
    out, began = [], None
    for ts, name, _, _ in marks:
        if name == "axio-click":
            began = ts
        elif began is not None:
            stages = dict.fromkeys(STAGES, 0.0)
            reached = dict.fromkeys(STAGES, 0.0)  # nested events (a layer's Paint in the page's) once
            for t0, t1, stage in spans:
                if began <= t0 < ts and t1 > reached[stage]:
                    stages[stage] += (t1 - max(t0, reached[stage])) / 1000
                    reached[stage] = t1
            out.append(stages)
            began = None
    return out


def print_profile(profile: dict[str, Any], top: int = 12) -> None:
    """The functions with the most self time (where the samples landed)."""
    nodes = {node["id"]: node for node in profile["nodes"]}
    hits: dict[str, float] = {}
    times = profile.get("timeDeltas", [])
    for sample, delta in zip(profile.get("samples", []), times, strict=False):
        frame = nodes[sample]["callFrame"]
        name = f"{frame['functionName'] or '(anonymous)'} {frame['url'].rsplit('/', 1)[-1]}"
        hits[name] = hits.get(name, 0.0) + delta / 1000
    total = sum(hits.values()) or 1.0
    for name, ms in sorted(hits.items(), key=lambda item: -item[1])[:top]:
        print(f"    {ms:>8.0f} ms {100 * ms / total:>5.1f}%  {name[:90]}")


def merge(into: Samples, samples: Samples) -> None:
    for kind, values in samples.items():
        target = into.setdefault(kind, {key: [] for key in KEYS})
        for key, values_of in values.items():
            target.setdefault(key, []).extend(values_of)


def report(title: str, samples: Samples) -> None:
    print(f"\n{title}")
    traced = any("cpu" in values for values in samples.values())
    keys = KEYS + (("cpu", *STAGES) if traced else ())
    heads = ("handler", "(innerHTML)", "painted", "frame after", "KB put", "main thread CPU", *STAGES)[
        : len(keys)
    ]
    print(f"  {'click':<14} {'n':>4}   " + "   ".join(f"{h:>16}" for h in heads))
    print(f"  {'':<14} {'':>4}   " + "   ".join(f"{'median / p95':>16}" for _ in heads))
    everything: dict[str, list[float]] = {key: [] for key in keys}
    choosing: dict[str, list[float]] = {key: [] for key in keys}
    for kind, values in sorted(samples.items()):
        for key in keys:
            everything[key] += values.get(key, [])
            if kind not in MOVES:
                choosing[key] += values.get(key, [])
        cells = "   ".join(_cell(values.get(k, [])) for k in keys)
        print(f"  {kind:<14} {len(values['handler']):>4}   {cells}")
    for name, pooled in (("choosing", choosing), ("all", everything)):
        cells = "   ".join(_cell(pooled[k]) for k in keys)
        print(f"  {name:<14} {len(pooled['handler']):>4}   {cells}")


def _cell(values: list[float]) -> str:
    if not values:
        return f"{'-':>16}"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"{statistics.median(values):>7.1f} / {p95:>6.1f}"


def watch_errors(page: Any) -> list[str]:
    """The page's console errors and uncaught exceptions, as they come."""
    errors: list[str] = []

    def console(message: Any) -> None:
        if message.type == "error":
            errors.append(message.text)

    page.on("console", console)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def viewport(text: str) -> dict[str, int]:
    width, _, height = text.partition("x")
    return {"width": int(width), "height": int(height)}


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--clicks", type=int, default=150, help="clicks measured per table")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=("rota", "axio", "both"), default="both")
    parser.add_argument(
        "--site",
        action="append",
        type=Path,
        help="a built site to measure (repeatable); default: dist/, built if needed",
    )
    parser.add_argument(
        "--viewport", type=viewport, default="1024x768", help="WIDTHxHEIGHT (a phone: 390x844)"
    )
    parser.add_argument(
        "--cpu-throttle",
        type=float,
        default=1.0,
        help="slow the CPU this many times (CDP Emulation.setCPUThrottlingRate)",
    )
    parser.add_argument("--runs", type=int, default=1, help="measure each site this many times, alternating")
    parser.add_argument("--tables", choices=("early", "late", "both"), default="both")
    parser.add_argument("--pause", type=int, default=0, help="milliseconds between clicks (a person looking)")
    parser.add_argument(
        "--trace",
        action="store_true",
        help="also the main thread's CPU time per click, from a Chromium trace",
    )
    parser.add_argument(
        "--profile", type=Path, help="write a CPU profile per site and table into this folder"
    )
    parser.add_argument(
        "--samples",
        type=Path,
        help="append every tap (its kind, selector and times) to this file, a JSON line each",
    )
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    sites = args.site or [build.DIST]
    if not args.site:
        build.build_if_needed()
    if args.profile:
        args.profile.mkdir(parents=True, exist_ok=True)
    variants = ("rota", "axio") if args.game == "both" else (args.game,)
    size = f"{args.viewport['width']}x{args.viewport['height']}"
    print(
        f"viewport {size}, CPU {args.cpu_throttle:g}x slower, {args.runs} run(s), "
        f"{args.clicks} clicks per table, {args.pause} ms between clicks"
    )
    pooled: dict[tuple[str, str, Path], Samples] = {}
    taps: list[dict[str, Any]] = []
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(**browser.launch_args())
        for variant in variants:
            late = late_game_link(variant, args.seed)
            tables = {
                "early": f"?game={variant}&players=1&names=Solo&seed={args.seed}",
                "late": "?lang=en" + late,
            }
            names = ("early", "late") if args.tables == "both" else (args.tables,)
            for k in range(args.runs):
                for number, site in enumerate(sites):
                    with server.serving(site) as httpd:
                        base = server.base_url(httpd)
                        page = chromium.new_page(viewport=args.viewport)
                        errors = watch_errors(page)
                        page.add_init_script(WRAP_INNER_HTML_JS)
                        if args.cpu_throttle != 1:
                            cdp = page.context.new_cdp_session(page)
                            cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.cpu_throttle})
                        for name in names:
                            where = (
                                args.profile / f"{variant}-{name}-site{number}-run{k + 1}.cpuprofile"
                                if args.profile
                                else None
                            )
                            samples = run(
                                page,
                                base + tables[name],
                                args.clicks,
                                variant,
                                where,
                                args.pause,
                                chromium if args.trace else None,
                                taps,
                            )
                            for tap in taps:
                                tap.update(game=variant, table=name, site=str(site), run=k + 1)
                            if args.samples:
                                with args.samples.open("a") as out:
                                    out.writelines(json.dumps(tap) + "\n" for tap in taps)
                            taps.clear()
                            merge(pooled.setdefault((variant, name, site), {}), samples)
                            report(f"{variant}, {site}, run {k + 1}: {_table_title(name)} (ms)", samples)
                            if errors:
                                print(f"  {len(errors)} errors in the console, the first: {errors[0][:300]}")
                        page.close()
        chromium.close()
    if args.runs > 1:
        for (variant, name, site), samples in pooled.items():
            report(f"{variant}, {site}, all {args.runs} runs: {_table_title(name)} (ms)", samples)
    return 0


def _table_title(name: str) -> str:
    return "solo game from the start" if name == "early" else "late 4-player game from a #record= link"


if __name__ == "__main__":
    sys.exit(main())
