"""Every pair of bot levels against each other, two players, both games: the strength table.

    python bench/tournament.py                       # 200 games per pair (long: Expert)
    python bench/tournament.py --games 20            # a quick look
    python bench/tournament.py --game rota --pairs casual-expert,strong-expert --jobs 2

Seats rotate within each pair (bots/arena.py), a shared win counts half. Prints, per game, a
table of row-vs-column win rates with 95% Wilson intervals, then each level's mean lowest
colour and time per move (CPython on this machine; Pyodide in a browser runs about 1.3x
slower, STACK.md). Targets: each level beats the one below it clearly; Expert >= 70% against
Casual in AXIO and >= 60% in Rota; in the browser Casual < 50 ms and Expert < 1 s (median).
A benchmark: it prints figures and never fails.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from itertools import combinations
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from axio_core.bots import LEVELS  # noqa: E402
from axio_core.bots.arena import BotRecord, run, wilson  # noqa: E402
from axio_core.bots.expert import Settings  # noqa: E402

PYODIDE_FACTOR = 1.3  # STACK.md: pure Python in Pyodide runs 1.25-1.4x slower


Task = tuple[str, str, str, int, int | str, Settings]


def play_pair(task: Task) -> dict[str, Any]:
    variant, a, b, games, seed, settings = task
    start = time.perf_counter()
    result = run(variant, 2, (a, b), games, seed, settings)
    return {"game": variant, "pair": [a, b], "seconds": time.perf_counter() - start,
            "bots": {name: {"wins": rec.wins, "games": rec.games, "lowest": rec.lowest,
                            "move_ms": rec.move_ms} for name, rec in result.records.items()}}


def table(results: list[dict[str, Any]], variant: str) -> str:
    """Row level's win rate against the column level, with its 95% interval."""
    levels = [lv for lv in LEVELS if any(lv in r["pair"] for r in results if r["game"] == variant)]
    cell: dict[tuple[str, str], str] = {}
    for r in results:
        if r["game"] != variant:
            continue
        a, b = r["pair"]
        for me, other in ((a, b), (b, a)):
            rec = r["bots"][me]
            lo, hi = wilson(rec["wins"], rec["games"])
            cell[me, other] = f"{rec['wins'] / rec['games']:4.0%} [{lo:.0%}-{hi:.0%}] n={rec['games']}"
    width = 24
    lines = [f"{variant.upper()}, 2 players: row's win rate against column [95% CI]",
             " " * 10 + "".join(f"{c:<{width}}" for c in levels)]
    for row in levels:
        lines.append(f"{row:<10}" + "".join(f"{cell.get((row, c), '-'):<{width}}" for c in levels))
    return "\n".join(lines)


def speeds(results: list[dict[str, Any]], variant: str) -> str:
    merged: dict[str, BotRecord] = {}
    for r in results:
        if r["game"] != variant:
            continue
        for name, rec in r["bots"].items():
            into = merged.setdefault(name, BotRecord())
            into.games += rec["games"]
            into.lowest += rec["lowest"]
            into.move_ms += rec["move_ms"]
    lines = [f"{'level':<10} {'mean lowest':>11} {'ms/move mean':>13} {'median':>8} {'p90':>8} "
             f"{'max':>8} {'median x1.3 (Pyodide est.)':>27}"]
    for name in LEVELS:
        if name not in merged:
            continue
        rec = merged[name]
        ms = sorted(rec.move_ms)
        median = statistics.median(ms)
        lines.append(f"{name:<10} {rec.lowest / rec.games:>11.2f} {statistics.fmean(ms):>13.1f} "
                     f"{median:>8.1f} {ms[int(0.9 * (len(ms) - 1))]:>8.1f} {ms[-1]:>8.1f} "
                     f"{median * PYODIDE_FACTOR:>27.1f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games per pair (default 200)")
    parser.add_argument("--game", choices=("axio", "rota", "both"), default="both")
    parser.add_argument("--pairs", default="", help="e.g. casual-expert,strong-expert (default: all)")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--expert-iterations", type=int, default=Settings.iterations)
    parser.add_argument("--expert-candidates", type=int, default=Settings.candidates)
    parser.add_argument("--jobs", type=int, default=1, help="processes (the bots themselves use one)")
    parser.add_argument("--json", metavar="FILE", help="also write the raw results here")
    args = parser.parse_args(argv)

    settings = Settings(iterations=args.expert_iterations, candidates=args.expert_candidates, time_ms=1e9)
    pairs = [tuple(p.split("-")) for p in args.pairs.split(",") if p] or list(combinations(LEVELS, 2))
    variants = ("axio", "rota") if args.game == "both" else (args.game,)
    tasks: list[Task] = [(v, a, b, args.games, args.seed, settings) for v in variants for a, b in pairs]
    print(f"{len(tasks)} pairs x {args.games} games; Expert: {settings.iterations} worlds x "
          f"{settings.candidates} candidates per move (no time limit)", flush=True)
    results: list[dict[str, Any]] = []
    if args.jobs > 1:
        from multiprocessing import Pool  # the bench only: the bots never spawn processes

        with Pool(args.jobs) as pool:
            for r in pool.imap_unordered(play_pair, tasks):
                results.append(r)
                print(f"  done {r['game']} {'-'.join(r['pair'])} in {r['seconds']:.0f} s", flush=True)
    else:
        for task in tasks:
            r = play_pair(task)
            results.append(r)
            print(f"  done {r['game']} {'-'.join(r['pair'])} in {r['seconds']:.0f} s", flush=True)
    for variant in variants:
        print()
        print(table(results, variant))
        print()
        print(speeds(results, variant))
    if args.json:
        Path(args.json).write_text(json.dumps({"settings": vars(args), "results": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
