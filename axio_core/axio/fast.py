"""The fast path: the raw points of every AXIO placement from per-board tables.

`rules.explain` stays the reference (tests/test_playouts.py and tests/test_bots.py check this
module against it). This module trades a little memory for speed, as python-chess does for
perft, so that a bot can score all ~3000 placements of a 13x13 board quickly: the bots
(greedy, options, threats) score tens of thousands per decision, bench/engine.py whole games.
Two facts make the tables work:

- A6: a half's line points do not depend on the other half. Walking from a half, the
  direction into the other half is skipped, and the other half lies on an empty cell, so
  that direction would score nothing anyway. So each empty cell gets one table of points
  per colour, computed once per board.
- A7: only a few empty cells can be closed by one tile: those with exactly one open side
  (an empty or blocked neighbour), and that side empty. They are found once per board; a
  tile closes exactly the ones whose open side it covers.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import NamedTuple

from ..components import Cell
from ..constants import AXIO_CAP, COLORS
from ..scores import ZERO, Scores, add_capped, add_solo_axio
from . import board as B
from .rules import legal_pairs, movable_pyramids, orientations, pyramids_to_move
from .state import AxioState

_COLOR_INDEX = {c: i for i, c in enumerate(COLORS)}


@dataclass(frozen=True)
class Hole:
    """An empty cell one tile can close (A7): all its sides are occupied but `side`, an empty
    cell. (Two open sides are never closed by one tile: no two sides of a cell touch.)"""

    cell: int
    side: int
    points: Scores  # one per neighbouring symbol, by colour


class Placement(NamedTuple):
    """`tile[0]` on flat cell `a`, `tile[1]` on `b`; `raw` points per colour before the cap,
    `isolated` the cells that get a pyramid (A7), in reading order, and `pyramid` the part of
    `raw` those pyramids score. A tuple: the bots build thousands per decision."""

    tile: str
    a: int
    b: int
    raw: Scores
    isolated: tuple[int, ...]
    pyramid: Scores

    @property
    def cells(self) -> tuple[Cell, Cell]:
        return (B.cell_of(self.a), B.cell_of(self.b))


class Tables:
    """Line points per empty cell and the holes next to each empty cell, for one board.

    `cells` limits the tables to the empty cells placements will cover (all empty cells by
    default): a bot rescoring the neighbourhood of one placement needs only those."""

    def __init__(self, board: B.AxioBoard, cells: Iterable[int] | None = None) -> None:
        if cells is None:
            covered = [i for i, ch in enumerate(board) if ch == B.EMPTY]
            near: Iterable[int] = covered  # every hole is an empty cell
        else:
            covered = list(cells)  # the holes they can close lie next to them
            near = {n for c in covered for n in B.NEIGHBOURS[c] if n >= 0 and board[n] == B.EMPTY}
        self.lines: dict[int, Scores] = {i: _line_points(board, i) for i in covered}
        self.holes_next_to: dict[int, list[Hole]] = {}
        for i in near:
            hole = _hole(board, i)
            if hole is not None:
                self.holes_next_to.setdefault(hole.side, []).append(hole)

    def closed_by(self, a: int, b: int) -> list[Hole]:
        """A7: the holes a tile on a and b isolates, in reading order."""
        found = [h for side in (a, b) for h in self.holes_next_to.get(side, ()) if h.cell not in (a, b)]
        if len(found) > 1:
            found.sort(key=lambda h: h.cell)
        return found

    def raw(self, tile: str, a: int, b: int, closed: list[Hole]) -> Scores:
        """A placement's points per colour before the cap (lines A6, pyramids A7)."""
        ca, cb = _COLOR_INDEX[tile[0]], _COLOR_INDEX[tile[1]]
        points = [0, 0, 0, 0, 0]
        points[ca] += self.lines[a][ca]
        points[cb] += self.lines[b][cb]
        if closed:
            _add_pyramids(points, ca, cb, a, closed)
        return (points[0], points[1], points[2], points[3], points[4])


def pyramid_points(tile: str, a: int, closed: list[Hole]) -> Scores:
    """The part of a placement's raw points its pyramids score (A7); `a` is the cell of
    `tile[0]`."""
    points = [0, 0, 0, 0, 0]
    _add_pyramids(points, _COLOR_INDEX[tile[0]], _COLOR_INDEX[tile[1]], a, closed)
    return (points[0], points[1], points[2], points[3], points[4])


def _add_pyramids(points: list[int], ca: int, cb: int, a: int, closed: list[Hole]) -> None:
    """Ruling A7: each closed hole's pyramid scores the symbols around it."""
    for hole in closed:
        for k in range(5):
            points[k] += hole.points[k]
        points[ca if hole.side == a else cb] += 1  # the half that closes it is a symbol too


def _line_points(board: B.AxioBoard, i: int) -> Scores:
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


def _hole(board: B.AxioBoard, i: int) -> Hole | None:
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


def scored(
    state: AxioState, player: int | None = None, tiles: Iterable[str] | None = None
) -> Iterator[tuple[str, int, int, Scores, list[Hole]]]:
    """(oriented tile, a, b, raw points, holes closed) for every placement of `tiles`
    (canonical, any order; by default the rack) that `player` (by default the player to act)
    could make on this board, in the order of `rules.placements_without_pyramid_choice`:
    tiles sorted, cell pairs in reading order, orientations. The lean form of `placements`."""
    player = state.current if player is None else player
    tiles = state.racks[player] if tiles is None else tiles
    tables = Tables(state.board)
    pairs = [(a, b, tables.closed_by(a, b)) for a, b in legal_pairs(state, player)]
    for tile in sorted(set(tiles)):
        for a, b, closed in pairs:
            for oriented in orientations(tile):
                yield oriented, a, b, tables.raw(oriented, a, b, closed), closed


def placements(
    state: AxioState, player: int | None = None, tiles: Iterable[str] | None = None
) -> Iterator[Placement]:
    """`scored` as Placements: with the isolated cells and the points of their pyramids."""
    for tile, a, b, raw, closed in scored(state, player, tiles):
        if closed:
            yield Placement(tile, a, b, raw, tuple(h.cell for h in closed), pyramid_points(tile, a, closed))
        else:
            yield Placement(tile, a, b, raw, (), ZERO)


def greedy_action(state: AxioState) -> tuple[str, tuple[Cell, Cell], tuple[Cell, ...]]:
    """The placement that most raises the player's lowest colour: the highest sorted
    scoreboard after it (R1 order), the first in `scored` order among equals. Returns
    (tile, cells, pyramids to move), moving the first pyramids in reading order (A8)."""
    old = state.scores[state.current]
    value_of: dict[tuple[int, ...], tuple[int, ...]] = {}
    best: tuple[int, ...] | None = None
    choice = None
    for tile, a, b, raw, closed in scored(state):
        value = value_of.get(raw)
        if value is None:
            value = value_of[raw] = tuple(sorted(_after(state, old, raw)))
        if best is None or value > best:
            best, choice = value, (tile, a, b, len(closed))
    if choice is None:
        raise ValueError("no placement: the player to act cannot place")
    tile, a, b, isolated = choice
    need = pyramids_to_move(isolated, state.pyramids_left)
    return tile, (B.cell_of(a), B.cell_of(b)), movable_pyramids(state)[:need]


def _after(state: AxioState, old: Scores, raw: Scores) -> Scores:
    if state.is_solo:
        return add_solo_axio(old, raw, AXIO_CAP)
    return add_capped(old, raw, AXIO_CAP)[0]


__all__ = ["Hole", "Placement", "Tables", "scored", "placements", "pyramid_points", "greedy_action"]
