"""A private fast path: the raw points of every AXIO placement from per-cell tables.

`rules.explain` stays the reference (tests/test_playouts.py checks this module against it on
every position of its random games). This module trades a little memory for speed, as
python-chess does for perft, so that a bot can score all ~3000 placements of a 13x13 board
quickly. Two facts make the tables work:

- A6: a half's line points do not depend on the other half. Walking from a half, the
  direction into the other half is skipped, and the other half lies on an empty cell, so
  that direction would score nothing anyway. So each empty cell gets one table of points
  per colour, computed once per board.
- A7: only a few empty cells can be closed by one tile: those with exactly one open side
  (an empty or blocked neighbour), and that side empty. They are found once per board; a
  tile closes exactly the ones whose open side it covers.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..components import Cell
from ..constants import AXIO_CAP, COLORS
from ..scores import Scores, add_capped, add_solo_axio
from . import board as B
from .rules import legal_pairs, movable_pyramids, orientations
from .state import AxioState

_COLOR_INDEX = {c: i for i, c in enumerate(COLORS)}


@dataclass(frozen=True)
class Hole:
    """An empty cell one tile can close (A7): all its sides are occupied but `side`, an empty
    cell. (Two open sides are never closed by one tile: no two sides of a cell touch.)"""

    cell: int
    side: int
    points: tuple[int, int, int, int, int]  # one per neighbouring symbol, by colour


class Tables:
    """Line points per empty cell and the holes next to each empty cell, for one board."""

    def __init__(self, board: B.Board) -> None:
        self.lines: dict[int, tuple[int, int, int, int, int]] = {
            i: _line_points(board, i) for i, ch in enumerate(board) if ch == B.EMPTY
        }
        self.holes_next_to: dict[int, list[Hole]] = {}
        for i in self.lines:
            hole = _hole(board, i)
            if hole is not None:
                self.holes_next_to.setdefault(hole.side, []).append(hole)

    def closed_by(self, a: int, b: int) -> list[Hole]:
        """A7: the holes a tile on a and b isolates, in reading order."""
        found = [h for side in (a, b) for h in self.holes_next_to.get(side, ()) if h.cell not in (a, b)]
        return sorted(found, key=lambda h: h.cell)

    def raw(self, tile: str, a: int, b: int, closed: list[Hole]) -> tuple[int, int, int, int, int]:
        """A placement's points per colour before the cap (lines A6, pyramids A7)."""
        ca, cb = _COLOR_INDEX[tile[0]], _COLOR_INDEX[tile[1]]
        points = [0, 0, 0, 0, 0]
        points[ca] += self.lines[a][ca]
        points[cb] += self.lines[b][cb]
        for hole in closed:
            for k in range(5):
                points[k] += hole.points[k]
            points[ca if hole.side == a else cb] += 1  # the half that closes it is a symbol too
        return (points[0], points[1], points[2], points[3], points[4])


def _line_points(board: B.Board, i: int) -> tuple[int, int, int, int, int]:
    """A6: a half of each colour on empty cell i, walking all four directions."""
    points = [0, 0, 0, 0, 0]
    for d in range(4):
        n = B.NEIGHBOURS[i][d]
        color = board[n] if n >= 0 else B.OUTSIDE
        k = _COLOR_INDEX.get(color)
        if k is None:
            continue
        while n >= 0 and board[n] == color:
            points[k] += 1
            n = B.NEIGHBOURS[n][d]
    return (points[0], points[1], points[2], points[3], points[4])


def _hole(board: B.Board, i: int) -> Hole | None:
    """Empty cell i as a hole: exactly one open side, and it is empty (a blocked side is
    never occupied, A9, so such a cell can never be closed)."""
    open_sides = []
    points = [0, 0, 0, 0, 0]
    for n in B.NEIGHBOURS[i]:
        if n < 0:
            continue
        ch = board[n]
        if ch in (B.EMPTY, B.BLOCKED):
            open_sides.append(n)
        elif ch in _COLOR_INDEX:
            points[_COLOR_INDEX[ch]] += 1
    if len(open_sides) != 1 or board[open_sides[0]] != B.EMPTY:
        return None
    return Hole(i, open_sides[0], (points[0], points[1], points[2], points[3], points[4]))


def placements(state: AxioState) -> Iterator[tuple[str, int, int, tuple[int, int, int, int, int], int]]:
    """(oriented tile, a, b, raw points, pyramids placed) for every legal placement of the
    player to act, in the order of `rules.placements_without_pyramid_choice`."""
    tables = Tables(state.board)
    pairs = [(a, b, tables.closed_by(a, b)) for a, b in legal_pairs(state)]
    for tile in sorted(set(state.racks[state.current])):
        for a, b, closed in pairs:
            for oriented in orientations(tile):
                yield oriented, a, b, tables.raw(oriented, a, b, closed), len(closed)


def greedy_action(state: AxioState) -> tuple[str, tuple[Cell, Cell], tuple[Cell, ...]]:
    """The placement that most raises the player's lowest colour: the highest sorted
    scoreboard after it (R1 order), the first in `placements` order among equals. Returns
    (tile, cells, pyramids to move), moving the first pyramids in reading order (A8)."""
    old = state.scores[state.current]
    value_of: dict[tuple[int, ...], tuple[int, ...]] = {}
    best: tuple[int, ...] | None = None
    choice = None
    for tile, a, b, raw, closed in placements(state):
        value = value_of.get(raw)
        if value is None:
            value = value_of[raw] = tuple(sorted(_after(state, old, raw)))
        if best is None or value > best:
            best, choice = value, (tile, a, b, closed)
    if choice is None:
        raise ValueError("no placement: the player to act cannot place")
    tile, a, b, closed = choice
    need = max(0, closed - state.pyramids_left)
    return tile, (B.cell_of(a), B.cell_of(b)), movable_pyramids(state)[:need]


def _after(state: AxioState, old: Scores, raw: tuple[int, int, int, int, int]) -> Scores:
    if state.is_solo:
        return add_solo_axio(old, raw, AXIO_CAP)
    return add_capped(old, raw, AXIO_CAP)[0]


__all__ = ["Tables", "placements", "greedy_action"]
