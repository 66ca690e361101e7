#!/usr/bin/env python3
"""Makes the daily puzzles (web/axio_web/screens/review/daily_puzzles.py) from the Expert's own games.

    python bench/daily_puzzles.py [--games 3] [--out web/axio_web/screens/review/daily_puzzles.py]
    ruff format web/axio_web/screens/review/daily_puzzles.py   (the house style)

Plays two-player games Expert against Expert (both games, seeded), and looks at every
placement as the review does (axio_core.review.rate, the browser's budget): a position is a
puzzle when the move the Casual player would make there (the obvious points now) is graded a
mistake or a blunder against the best move found, so there is something to find. Each game's
record is kept once, up to its last puzzle, and each puzzle as the number of record moves
up to its placement and the placement's index among the decisions: the page replays that
cut and the worker judges an answer with the very same search.
Deterministic; prints what it found.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

from axio_core import game  # noqa: E402
from axio_core.bots import choose, choose_in  # noqa: E402
from axio_core.records import GameRecord, replay  # noqa: E402
from axio_core.review import PLACE, decisions, rate  # noqa: E402
from axio_core.session import Session  # noqa: E402

HEAD = '''"""The daily puzzles: positions from the Expert's own games where the obvious move (the one
the Casual player makes) is a mistake or a blunder: made by bench/daily_puzzles.py, do not edit.
GAMES holds each game's record once, up to its last puzzle; a puzzle is (the game's index, how many
of its record moves lead to the placement, the placement's index among the decisions)."""

GAMES: tuple[str, ...] = (
'''


def chunked(text: str, width: int = 96) -> str:
    """A long string as adjacent literals of `width` characters (the line-length rule)."""
    parts = [repr(text[i : i + width]) for i in range(0, len(text), width)]
    return "(" + "\n     ".join(parts) + ")"


def source(games: list[str], puzzles: list[tuple[int, int, int]]) -> str:
    """The module's text: the games once each, then the puzzles as indices into them."""
    body = "".join(f"    {chunked(text)},\n" for text in games)
    table = "".join(f"    {p},\n" for p in puzzles)
    return HEAD + body + ")\n\nPUZZLES: tuple[tuple[int, int, int], ...] = (\n" + table + ")\n"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument(
        "--out", type=Path, default=ROOT / "web" / "axio_web" / "screens" / "review" / "daily_puzzles.py"
    )
    args = parser.parse_args()
    games: list[str] = []  # each game's record up to its last puzzle
    puzzles: list[tuple[int, int, int]] = []  # (game, record moves, decision index)
    for n in range(args.games):
        for variant in ("rota", "axio"):
            began = time.perf_counter()
            s = Session.new(variant, ["Expert", "Expert"], f"daily-puzzles-{n}", ("expert", "expert"))
            while s.outcome() is None:
                s = s.play(choose_in(s))
            record = s.to_record()
            replayed = replay(record)
            last = 0
            for k, i in enumerate(decisions(replayed)):
                before = replayed.states[i]
                if game.to_act(before) is None or before.phase != "place":
                    continue
                obvious = choose(game.observe(before, before.current), "casual", f"puzzle:{k}")
                rating = rate(replayed, k, instead=obvious)
                if rating.kind == PLACE and rating.grade in ("mistake", "blunder"):
                    last = replayed.move_of_action[i]  # the placement's record move, 1-based
                    puzzles.append((len(games), last, k))
                    print(f"{variant} game {n}: decision {k} (casual loses {rating.loss})", flush=True)
            if last:
                games.append(
                    GameRecord(
                        record.variant, record.players, record.setup, record.moves[:last], {}
                    ).to_json()
                )
            print(f"{variant} game {n}: {time.perf_counter() - began:.0f} s", flush=True)
    args.out.write_text(source(games, puzzles), encoding="utf-8")
    print(f"{len(puzzles)} puzzles from {len(games)} games -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
