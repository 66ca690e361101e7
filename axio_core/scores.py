"""Scoreboards shared by both games: five colour tracks per player, capped (A10, A15, T7)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .constants import COLORS

#: One player's scoreboard: five numbers in COLORS order.
Scores = tuple[int, int, int, int, int]

ZERO: Scores = (0, 0, 0, 0, 0)


def to_scores(values: Iterable[int]) -> Scores:
    r, g, b, o, p = values
    return (r, g, b, o, p)


def gains_from(points: Mapping[str, int]) -> Scores:
    """Points keyed by colour letter -> a five-number tuple."""
    return to_scores(points.get(c, 0) for c in COLORS)


def add_capped(scores: Scores, raw_gains: Scores, cap: int) -> tuple[Scores, tuple[str, ...]]:
    """Add a placement's points, already summed per colour, then cap each colour.

    Returns the new scoreboard and the colours that reached the cap during this placement
    (each earns one extra turn, rulings A10 and T7).

    >>> add_capped((17, 0, 0, 0, 12), (3, 1, 0, 0, 0), 18)
    ((18, 1, 0, 0, 12), ('R',))
    """
    new = to_scores(min(cap, s + g) for s, g in zip(scores, raw_gains, strict=True))
    reached = tuple(c for c, old, now in zip(COLORS, scores, new, strict=True) if old < cap <= now)
    return new, reached


def add_solo_axio(scores: Scores, raw_gains: Scores, cap: int) -> Scores:
    """Solo AXIO's two boards (ruling A15), kept as one total 0..2*cap per colour.

    While a colour is on the first board (total below cap) it stops at the cap and the rest of
    this placement's points are lost; from the next placement on it scores on the second board.
    """
    return to_scores(
        min(cap, s + g) if s < cap else min(2 * cap, s + g) for s, g in zip(scores, raw_gains, strict=True)
    )


def lowest_colors(scores: Scores) -> tuple[str, ...]:
    """The colours tied for the lowest score (ruling A11 looks at all of them)."""
    low = min(scores)
    return tuple(c for c, s in zip(COLORS, scores, strict=True) if s == low)


def all_at_cap(scores: Scores, cap: int) -> bool:
    """Ruling R2: every colour at the cap wins at once."""
    return all(s >= cap for s in scores)
