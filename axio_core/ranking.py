"""Ranking and the end of a game, shared by both games (rulings R1-R3)."""

from __future__ import annotations

from dataclasses import dataclass

from .scores import Scores


def result_key(scores: Scores) -> tuple[int, ...]:
    """Ruling R1: a player's result is their five scores sorted ascending."""
    return tuple(sorted(scores))


def winners(all_scores: tuple[Scores, ...]) -> tuple[int, ...]:
    """Indices of the players whose result is lexicographically highest (ties share, R1)."""
    keys = [result_key(s) for s in all_scores]
    best = max(keys)
    return tuple(i for i, k in enumerate(keys) if k == best)


def ranking(all_scores: tuple[Scores, ...]) -> tuple[tuple[int, ...], ...]:
    """Places from first to last; each place holds the indices of the players tied in it."""
    keys = sorted({result_key(s) for s in all_scores}, reverse=True)
    return tuple(tuple(i for i, s in enumerate(all_scores) if result_key(s) == k) for k in keys)


def deciding_position(a: Scores, b: Scores) -> int | None:
    """Which sorted position (0 = lowest colour) separates two players, for explaining R1."""
    for i, (x, y) in enumerate(zip(result_key(a), result_key(b), strict=True)):
        if x != y:
            return i
    return None


@dataclass(frozen=True)
class Outcome:
    """How a game ended (python-chess style): `None` from `outcome()` while it goes on.

    `reason` is one of:
      "no_placement" (A13: the player to move cannot place), "instant_win" (R2),
      "all_tiles_placed" (T9), "bag_empty" / "no_room" (solo AXIO, A16).
    `instant_winner` is set for R2. Solo: `result` is the lowest colour (R3).
    """

    reason: str
    scores: tuple[Scores, ...]
    winners: tuple[int, ...]
    ranking: tuple[tuple[int, ...], ...]
    instant_winner: int | None = None

    @property
    def result(self) -> int:
        """Solo result (ruling R3): the lowest colour of the only player."""
        return min(self.scores[0])


def make_outcome(reason: str, all_scores: tuple[Scores, ...], instant_winner: int | None = None) -> Outcome:
    if instant_winner is not None:
        # R2: the instant winner wins alone; the others keep their R1 order behind.
        rest = ranking(tuple(s for s in all_scores))
        order = ((instant_winner,),) + tuple(tuple(i for i in place if i != instant_winner) for place in rest)
        order = tuple(place for place in order if place)
        return Outcome(reason, all_scores, (instant_winner,), order, instant_winner)
    return Outcome(reason, all_scores, winners(all_scores), ranking(all_scores))
