"""Scoring that explains itself: which lines, pyramids and circles produced which points."""

from __future__ import annotations

from dataclasses import dataclass

from .components import Cell
from .scores import Scores


@dataclass(frozen=True)
class ScorePart:
    """One source of points.

    kind "line" (AXIO, ruling A6): `at` is the scoring half's cell, `cells` the matching cells.
    kind "pyramid" (AXIO, ruling A7): `at` is the pyramid's cell, `cells` its matching neighbours.
    kind "circle" (Rota, ruling T5): `at` is the circle's vertex, `cells` the tiles whose corner
    there matches; `named` is True when the corner was the placed tile's empty one (T6).
    """

    kind: str
    color: str
    points: int
    at: Cell
    cells: tuple[Cell, ...]
    named: bool = False


@dataclass(frozen=True)
class Scoring:
    """A placement's points: `raw` before the cap, `gains` what the scoreboard really moves,
    `parts` where they come from, `reached` the colours reaching the cap (extra turns)."""

    raw: Scores
    gains: Scores
    parts: tuple[ScorePart, ...]
    reached: tuple[str, ...]
    pyramids: tuple[Cell, ...] = ()
