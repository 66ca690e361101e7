"""Every pair of bot levels against each other, both games: the strength table.

    python bench/tournament.py                       # 200 games per pair (long: Expert)
    python bench/tournament.py --games 20            # a quick look
    python bench/tournament.py --game rota --pairs casual-expert,strong-expert --jobs 2
    python bench/tournament.py --players 4 --pairs expert-strong --jobs 2   # Expert + 3 Strong

Seats rotate within each pair (bots/arena.py), a shared win counts 1/k. With two players it
prints, per game, a table of row-vs-column win rates with 95% Wilson intervals. With more,
a pair A-B seats one A against players-1 B's and reports A's share of the wins against its
fair share (1/players). Then each level's mean lowest colour and time per move (CPython on
this machine; Pyodide in a browser runs about 1.3x slower, STACK.md).

The Expert plays as in the browser (expert.browser_budget(): the browser's search work, its
time net scaled to CPython); `--expert-work-ms` changes the work. `--jobs N` splits every
pair's games over N processes (each game is the same whichever process plays it).
Targets (issue 17), 2 players: Rota Expert >= 75% vs Casual and >= 65% vs Strong, AXIO
Expert >= 70% vs Strong; 4 players (Expert + 3 Strong): Expert >= 1.6x its fair share.
A benchmark: it prints figures and never fails.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import replace
from itertools import combinations
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from axio_core.bots import LEVELS  # noqa: E402
from axio_core.bots.arena import BotRecord, run, wilson  # noqa: E402
from axio_core.bots.expert import Settings, browser_budget  # noqa: E402

PYODIDE_FACTOR = 1.3  # STACK.md: pure Python in Pyodide runs 1.25-1.4x slower


Task = tuple[str, int, str, str, int, int, int | str, Settings]


def play_pair(task: Task) -> dict[str, Any]:
    """Games [first, first + games) of one pair's tournament."""
    variant, players, a, b, first, games, seed, settings = task
    start = time.perf_counter()
    bots = (a, b) if players <= 2 else (a,) + (b,) * (players - 1)

    def progress(done: int, t: Any) -> None:  # a line per 10 games, for long runs
        if done % 10 == 0:
            score = " ".join(f"{n}={r.wins:g}/{r.games}" for n, r in t.records.items())
            print(f"  {variant} {a}-{b} from game {first}: {done} games, {score}", flush=True)

    result = run(variant, players, bots, games, seed, settings, progress, first=first)
    return {
        "game": variant,
        "players": players,
        "pair": [a, b],
        "games": games,
        "seconds": time.perf_counter() - start,
        "bots": {
            name: {"wins": rec.wins, "games": rec.games, "lowest": rec.lowest, "move_ms": rec.move_ms}
            for name, rec in result.records.items()
        },
    }


def merge(parts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One result per game and pair from the parts the processes played."""
    merged: dict[tuple[str, str, str], dict[str, Any]] = {}
    for r in parts:
        key = (r["game"], *r["pair"])
        into = merged.setdefault(
            key,
            {
                **r,
                "games": 0,
                "seconds": 0.0,
                "bots": {n: {"wins": 0.0, "games": 0, "lowest": 0, "move_ms": []} for n in r["bots"]},
            },
        )
        into["games"] += r["games"]
        into["seconds"] += r["seconds"]
        for name, rec in r["bots"].items():
            for field in ("wins", "games", "lowest", "move_ms"):
                into["bots"][name][field] += rec[field]
    return list(merged.values())


def shares(results: list[dict[str, Any]], variant: str) -> str:
    """More than two players: the lone level's win rate against its fair share."""
    lines = [f"{variant.upper()}: the first level alone against the others in every other seat"]
    for r in results:
        if r["game"] != variant:
            continue
        a, b = r["pair"]
        n = r["players"]
        rec = r["bots"][a]
        lo, hi = wilson(rec["wins"], rec["games"])
        rate = rec["wins"] / rec["games"]
        lines.append(
            f"{n} players, {a} + {n - 1} {b}: {a} wins {rate:.1%} [{lo:.1%}-{hi:.1%}] of "
            f"{rec['games']} games = {rate * n:.2f}x its fair share [{lo * n:.2f}-{hi * n:.2f}]"
        )
    return "\n".join(lines)


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
    lines = [
        f"{variant.upper()}, 2 players: row's win rate against column [95% CI]",
        " " * 10 + "".join(f"{c:<{width}}" for c in levels),
    ]
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
    lines = [
        f"{'level':<10} {'mean lowest':>11} {'ms/move mean':>13} {'median':>8} {'p90':>8} "
        f"{'max':>8} {'median x1.3 (Pyodide est.)':>27}"
    ]
    for name in LEVELS:
        if name not in merged:
            continue
        rec = merged[name]
        ms = sorted(rec.move_ms)
        median = statistics.median(ms)
        lines.append(
            f"{name:<10} {rec.lowest / rec.games:>11.2f} {statistics.fmean(ms):>13.1f} "
            f"{median:>8.1f} {ms[int(0.9 * (len(ms) - 1))]:>8.1f} {ms[-1]:>8.1f} "
            f"{median * PYODIDE_FACTOR:>27.1f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=200, help="games per pair (default 200)")
    parser.add_argument("--game", choices=("axio", "rota", "both"), default="both")
    parser.add_argument("--pairs", default="", help="e.g. casual-expert,strong-expert (default: all)")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--seed", default="1")
    parser.add_argument(
        "--expert-work-ms",
        type=float,
        default=None,
        help="the Expert's search work per other player (default: the browser's; max_work_ms caps the whole)",
    )
    parser.add_argument(
        "--expert-ms",
        type=float,
        default=None,
        help="the Expert's time net per move (default: the browser's, scaled to CPython)",
    )
    parser.add_argument("--expert-candidates", type=int, default=None)
    parser.add_argument("--expert-reach", type=float, default=None)
    parser.add_argument("--expert-prior", type=float, default=None)
    parser.add_argument("--jobs", type=int, default=1, help="processes (the bots themselves use one)")
    parser.add_argument("--json", metavar="FILE", help="also write the raw results here")
    args = parser.parse_args(argv)

    changes = {
        k: v
        for k, v in (
            ("work_ms", args.expert_work_ms),
            ("time_ms", args.expert_ms),
            ("candidates", args.expert_candidates),
            ("reach", args.expert_reach),
            ("prior", args.expert_prior),
        )
        if v is not None
    }
    settings: Settings = replace(browser_budget(), **changes)
    pairs = [tuple(p.split("-")) for p in args.pairs.split(",") if p] or list(combinations(LEVELS, 2))
    variants = ("axio", "rota") if args.game == "both" else (args.game,)
    # parts of whole seat rotations, so that every part seats each level alike
    step = args.players * max(1, -(-args.games // (args.players * args.jobs)))
    tasks: list[Task] = [
        (v, args.players, a, b, first, min(step, args.games - first), args.seed, settings)
        for v in variants
        for a, b in pairs
        for first in range(0, args.games, step)
    ]
    print(
        f"{len(pairs) * len(variants)} pairs x {args.games} games, {args.players} players; "
        f"Expert: {settings}",
        flush=True,
    )
    parts: list[dict[str, Any]] = []
    if args.jobs > 1:
        from multiprocessing import Pool  # the bench only: the bots never spawn processes

        with Pool(args.jobs) as pool:
            for r in pool.imap_unordered(play_pair, tasks):
                parts.append(r)
                print(
                    f"  done {r['game']} {'-'.join(r['pair'])} x{r['games']} in {r['seconds']:.0f} s",
                    flush=True,
                )
    else:
        for task in tasks:
            r = play_pair(task)
            parts.append(r)
            print(
                f"  done {r['game']} {'-'.join(r['pair'])} x{r['games']} in {r['seconds']:.0f} s", flush=True
            )
    results = merge(parts)
    for variant in variants:
        print()
        print(table(results, variant) if args.players == 2 else shares(results, variant))
        print()
        print(speeds(results, variant))
    if args.json:
        Path(args.json).write_text(json.dumps({"settings": vars(args), "results": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
