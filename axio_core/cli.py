"""`python -m axio_core replay FILE...` (RECORDS.md) and the other commands."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .errors import BadRecord
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
        raise BadRecord("", f"cannot read the file ({err.strerror or err})") from None
    except UnicodeDecodeError:
        raise BadRecord("", "not UTF-8 text") from None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m axio_core", description="AXIO and AXIO Rota tools")
    commands = parser.add_subparsers(dest="command", required=True)
    rep = commands.add_parser("replay", help="replay game records and print their results")
    rep.add_argument("files", nargs="+", metavar="FILE", help="game record (JSON), or - for stdin")
    args = parser.parse_args(argv)
    if args.command == "replay":
        return replay_files(args.files)
    return 2
