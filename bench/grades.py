#!/usr/bin/env python3
"""How the review's grades fall in games between computer players (docs/BOTS.md "Review
grades"): whole two-player games, a level against itself, reviewed with the browser's budget
(axio_core.review.BROWSER) in CPython; prints each level's count of every grade and, with
--losses, every loss (to choose the thresholds from).

    python bench/grades.py [--games rota,axio] [--levels worst,casual,expert] [--seeds 1,2]

`worst` plays the placement that adds least to its lowest colours (the review's unit tests
use it too). The figures never fail anything.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

from axio_core.actions import Action  # noqa: E402
from axio_core.bots import choose_in  # noqa: E402
from axio_core.bots.options import options  # noqa: E402
from axio_core.bots.policy import finish  # noqa: E402
from axio_core.bots.value import Gain  # noqa: E402
from axio_core.game import State  # noqa: E402
from axio_core.review import GRADES, PLACE, review  # noqa: E402
from axio_core.session import Session  # noqa: E402


def worst(state: State) -> Action:
    """The placement that adds least to the mover's lowest colours right now."""
    found = options(state)
    gain = Gain(state, state.current)
    pick = min(found, key=lambda o: gain(o.raw))
    return finish(state, pick, "first", random.Random(0))


def played(variant: str, level: str, seed: int) -> Session:
    seats = (None, None) if level == "worst" else (level, level)
    s = Session.new(variant, ["A", "B"], f"grades-{seed}", seats)
    while s.outcome() is None:
        if level != "worst":
            s = s.play(choose_in(s))
        elif s.state.phase == "place":
            s = s.play(worst(s.state))
        else:
            s = s.play(s.legal_actions()[0])
    return s


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", default="rota,axio")
    parser.add_argument("--levels", default="casual,expert")
    parser.add_argument("--seeds", default="1,2")
    parser.add_argument("--losses", action="store_true", help="print every loss too (JSON)")
    args = parser.parse_args()
    for variant in args.games.split(","):
        for level in args.levels.split(","):
            counts: Counter[str] = Counter()
            losses: list[float] = []
            began = time.perf_counter()
            for seed in (int(s) for s in args.seeds.split(",")):
                ratings = review(played(variant, level, seed).to_record())
                for r in ratings:
                    if r.kind == PLACE:
                        counts[r.grade] += 1
                        losses.append(r.loss)
            line = " ".join(f"{g} {counts[g]}" for g in GRADES)
            print(
                f"{variant} {level} x2, seeds {args.seeds}: {sum(counts.values())} placements: {line}"
                f" ({time.perf_counter() - began:.0f} s)",
                flush=True,
            )
            if args.losses:
                print(json.dumps({"variant": variant, "level": level, "losses": losses}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
