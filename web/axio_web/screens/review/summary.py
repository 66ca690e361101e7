"""What a review says per player: how many moves of each grade, the move that mattered most,
the costliest moves (the chart's rings)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from axio_core.review import GRADES, PLACE, Rating

#: How many costly moves the chart rings per player.
BIGGEST = 3
#: The grades that teach something: the chart rings them, the report names the worst.
COSTLY = GRADES[2:]
#: The grades a puzzle is made of (a person's move; puzzles.py).
PUZZLING = GRADES[3:]


@dataclass(frozen=True)
class PlayerSummary:
    player: int
    moves: int  # placements rated
    counts: tuple[int, ...]  # per grade, in GRADES order
    mistakes: tuple[int, ...]  # indices into the ratings, costly ones, the biggest loss first

    @property
    def mattered(self) -> int | None:
        """The move that mattered most: the costliest, if any cost something (COSTLY)."""
        return self.mistakes[0] if self.mistakes else None


def is_matched(rating: Rating) -> bool:
    """As good as the best found: the sampled worlds cannot tell them apart."""
    return rating.grade == GRADES[0]


def summaries(ratings: Sequence[Rating], players: int) -> tuple[PlayerSummary, ...]:
    """One summary a player over the placements rated so far (exchange choices aside)."""
    out = []
    for p in range(players):
        mine = [k for k, r in enumerate(ratings) if r.player == p and r.kind == PLACE]
        grades = [ratings[k].grade for k in mine]
        costly = (k for k in mine if ratings[k].grade in COSTLY)
        worst = sorted(costly, key=lambda k: (-ratings[k].loss, k))
        counts = tuple(grades.count(g) for g in GRADES)
        out.append(PlayerSummary(p, len(mine), counts, tuple(worst[:BIGGEST])))
    return tuple(out)


def turning_points(ratings: Sequence[Rating], players: int) -> frozenset[int]:
    """The ratings the chart marks: each player's costliest moves."""
    return frozenset(k for s in summaries(ratings, players) for k in s.mistakes)
