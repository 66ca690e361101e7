"""`python -m axio_core replay FILE...` (RECORDS.md) and the other commands.

`python -m axio_core arena --game axio --players 2 --bots casual,expert --games 200 --seed 1`
plays a bot tournament (axio_core/bots/arena.py); add `--json` for one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .errors import BadRecord, Why
from .records import read_record, replay, summary


def replay_files(paths: Sequence[str]) -> int:
    """One JSON line per good record on stdout, one `FILE: where: why` line per bad one."""
    status = 0
    for path in paths:
        try:
            text = _read(path)
            record = read_record(text)
            final = replay(record).final
        except BadRecord as err:
            print(f"{path}: {err}", file=sys.stderr)
            status = 1
            continue
        print(json.dumps({"file": path, **summary(record, final)}), flush=True)
    return status


def _read(path: str) -> str:
    try:
        if path == "-":
            return sys.stdin.buffer.read().decode("utf-8")
        with open(path, "rb") as f:
            return f.read().decode("utf-8")
    except OSError as err:
        raise BadRecord("", f"cannot read the file ({err.strerror or err})", Why.UNREADABLE) from None
    except UnicodeDecodeError:
        raise BadRecord("", "not UTF-8 text", Why.UNREADABLE) from None


def arena(args: argparse.Namespace) -> int:
    """A bot tournament (bots/arena.py): a table, or one JSON object with --json."""
    from dataclasses import replace

    from .bots import arena as bot_arena  # the bots load only for this command
    from .bots.expert import Settings, browser_budget

    bots = tuple(b.strip().lower() for b in args.bots.split(",") if b.strip())
    base = browser_budget() if args.browser_budget else Settings()
    settings = replace(
        base,
        **{
            k: v
            for k, v in (
                ("iterations", args.expert_iterations),
                ("work_ms", args.expert_work_ms),
                ("time_ms", args.expert_ms),
            )
            if v is not None
        },
    )
    try:
        result = bot_arena.run(
            args.game,
            args.players,
            bots,
            args.games,
            args.seed,
            settings,
            None if args.json or args.quiet else bot_arena.print_progress,
        )
    except ValueError as err:
        print(f"arena: {err}", file=sys.stderr)
        return 2
    if not (args.json or args.quiet):
        print(file=sys.stderr)
    print(json.dumps(result.to_json()) if args.json else bot_arena.format_report(result))
    return 0


def _add_arena(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    ar = commands.add_parser("arena", help="play a tournament between bot levels")
    ar.add_argument("--game", choices=("axio", "rota"), default="axio")
    ar.add_argument("--players", type=int, choices=(1, 2, 3, 4), default=2)
    ar.add_argument(
        "--bots",
        default="casual,expert",
        help="comma-separated levels (beginner, casual, strong, expert); seats rotate",
    )
    ar.add_argument("--games", type=int, default=200)
    ar.add_argument("--seed", type=_seed, default=1, help="a number or any text")
    ar.add_argument("--expert-iterations", type=int, default=None, help="Expert's sampled worlds per move")
    ar.add_argument(
        "--expert-work-ms",
        type=float,
        default=None,
        help="Expert's search work per move (calibrated CPython ms; load-independent)",
    )
    ar.add_argument("--expert-ms", type=float, default=None, help="Expert's time limit per move")
    ar.add_argument(
        "--browser-budget",
        action="store_true",
        help="the Expert as in the browser: its work budget, its time limit scaled "
        "from Pyodide's speed to CPython's",
    )
    ar.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    ar.add_argument("--quiet", action="store_true", help="no progress line on stderr")


def _seed(text: str) -> int | str:
    return int(text) if text.lstrip("-").isdigit() else text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m axio_core", description="AXIO and AXIO Rota tools")
    commands = parser.add_subparsers(dest="command", required=True)
    rep = commands.add_parser("replay", help="replay game records and print their results")
    rep.add_argument("files", nargs="+", metavar="FILE", help="game record (JSON), or - for stdin")
    _add_arena(commands)
    args = parser.parse_args(argv)
    if args.command == "replay":
        return replay_files(args.files)
    if args.command == "arena":
        return arena(args)
    return 2
