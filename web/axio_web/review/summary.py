"""What a review says per player: average loss, the biggest mistakes, moves that matched."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from axio_core.review import PLACE, Rating

#: A loss below this is "as good as the best found": the sampled worlds cannot tell them apart.
MATCHED = 0.05
#: How many mistakes the summary names, and how many turning points the chart marks a player.
BIGGEST = 3


@dataclass(frozen=True)
class PlayerSummary:
    player: int
    moves: int  # placements rated
    average: float
    matched: int
    mistakes: tuple[int, ...]  # indices into the ratings, the biggest loss first


def is_matched(rating: Rating) -> bool:
    return rating.loss < MATCHED


def summaries(ratings: Sequence[Rating], players: int) -> tuple[PlayerSummary, ...]:
    """One summary a player over the placements rated so far (exchange choices aside)."""
    out = []
    for p in range(players):
        mine = [k for k, r in enumerate(ratings) if r.player == p and r.kind == PLACE]
        losses = [ratings[k].loss for k in mine]
        worst = sorted((k for k in mine if not is_matched(ratings[k])), key=lambda k: (-ratings[k].loss, k))
        out.append(PlayerSummary(p, len(mine), sum(losses) / len(losses) if losses else 0.0,
                                 sum(1 for k in mine if is_matched(ratings[k])), tuple(worst[:BIGGEST])))
    return tuple(out)


def turning_points(ratings: Sequence[Rating], players: int) -> frozenset[int]:
    """The ratings the chart marks: each player's biggest losses."""
    return frozenset(k for s in summaries(ratings, players) for k in s.mistakes)
