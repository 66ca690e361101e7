"""Every AXIO placement with its raw points, fast enough for bots to scan many boards.

The engine's `explain` scores one placement at a time (about 15 µs each); a bot that looks at
the next player's replies scores tens of thousands. This scan shares the work between
placements: each cell's line runs (ruling A6) and each nearly isolated cell (A7) are looked at
once per board. tests/test_bots.py checks it against `game.explain` on many positions; the
engine stays the judge of legality (`legal_pairs`) and of every move a bot actually plays.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..axio import board as B
from ..axio.rules import legal_pairs, orientations
from ..axio.state import AxioState
from ..constants import COLORS

_INDEX = {c: i for i, c in enumerate(COLORS)}
_OPEN = (B.EMPTY, B.BLOCKED)  # not occupied for isolation (A7, A9)
_NONE = (0, 0, 0, 0, 0)


@dataclass(frozen=True)
class Placement:
    """`tile[0]` on flat cell `a`, `tile[1]` on `b`; `raw` points per colour before the cap,
    `isolated` the cells that get a pyramid (A7), in reading order."""

    tile: str
    a: int
    b: int
    raw: tuple[int, int, int, int, int]
    isolated: tuple[int, ...]
    pyramid: tuple[int, int, int, int, int]  # the part of `raw` the pyramids score

    @property
    def cells(self) -> tuple[tuple[int, int], tuple[int, int]]:
        return (B.cell_of(self.a), B.cell_of(self.b))


class BoardScan:
    """Line runs and near-isolated cells of one board, computed on demand and kept."""

    def __init__(self, board: B.Board) -> None:
        self.board = board
        self._halves: dict[tuple[int, int], list[int]] = {}
        self._holes: dict[int, tuple[frozenset[int], tuple[int, ...]]] | None = None

    def half(self, cell: int, skip: int) -> list[int]:
        """Points per colour for a half on `cell`, walking every direction but `skip` (A6)."""
        key = (cell, skip)
        found = self._halves.get(key)
        if found is None:
            found = [0, 0, 0, 0, 0]
            board, neighbours = self.board, B.NEIGHBOURS
            for d in range(4):
                if d == skip:
                    continue
                n = neighbours[cell][d]
                if n < 0:
                    continue
                color = board[n]
                k = _INDEX.get(color)
                if k is None:
                    continue
                run = 0
                while n >= 0 and board[n] == color:
                    run += 1
                    n = neighbours[n][d]
                found[k] += run
            self._halves[key] = found
        return found

    def holes(self) -> dict[int, tuple[frozenset[int], tuple[int, ...]]]:
        """Empty cells with at most two open sides: open sides, and points per colour from
        the symbols already around them (A7)."""
        if self._holes is None:
            board = self.board
            holes = {}
            for n, ch in enumerate(board):
                if ch != B.EMPTY:
                    continue
                sides = B.NEIGHBOURS[n]
                open_sides = frozenset(m for m in sides if m >= 0 and board[m] in _OPEN)
                if len(open_sides) > 2:
                    continue
                points = [0, 0, 0, 0, 0]
                for m in sides:
                    if m >= 0:
                        k = _INDEX.get(board[m])
                        if k is not None:
                            points[k] += 1
                holes[n] = (open_sides, tuple(points))
            self._holes = holes
        return self._holes

    def isolated(self, a: int, b: int) -> tuple[int, ...]:
        """Cells a tile on (a, b) isolates, in reading order."""
        holes = self.holes()
        if not holes:
            return ()
        covered = {a, b}
        found = [n for c in (a, b) for n in B.NEIGHBOURS[c]
                 if n in holes and n not in covered and holes[n][0] <= covered]
        if len(found) < 2:
            return tuple(found)
        return tuple(sorted(set(found)))

    def lines(self, tile: str, a: int, b: int) -> list[int]:
        """Points per colour from both halves' lines (A6)."""
        skip_a = B.NEIGHBOURS[a].index(b)
        ka, kb = _INDEX[tile[0]], _INDEX[tile[1]]
        pts = [0, 0, 0, 0, 0]
        pts[ka] += self.half(a, skip_a)[ka]
        pts[kb] += self.half(b, B.OPPOSITE[skip_a])[kb]
        return pts

    def pyramids(self, tile: str, a: int, b: int, isolated: tuple[int, ...]) -> list[int]:
        """Points per colour from the pyramids on `isolated` (A7): the symbols around each,
        the placed tile's halves included."""
        pts = [0, 0, 0, 0, 0]
        holes = self.holes()
        ka, kb = _INDEX[tile[0]], _INDEX[tile[1]]
        for n in isolated:
            open_sides, around = holes[n]
            for k in range(5):
                pts[k] += around[k]
            if a in open_sides:
                pts[ka] += 1
            if b in open_sides:
                pts[kb] += 1
        return pts


def _five(p: list[int]) -> tuple[int, int, int, int, int]:
    return (p[0], p[1], p[2], p[3], p[4])


def placements(state: AxioState, player: int, tiles: tuple[str, ...],
               scan: BoardScan | None = None) -> list[Placement]:
    """Every placement of `tiles` (canonical, any order) that `player` could make on this
    board, in the engine's order: tiles sorted, cell pairs in reading order, orientations."""
    scan = scan or BoardScan(state.board)
    pairs = [(a, b, scan.isolated(a, b)) for a, b in legal_pairs(state, player)]
    out = []
    for tile in sorted(set(tiles)):
        for a, b, isolated in pairs:
            for oriented in orientations(tile):
                lines = scan.lines(oriented, a, b)
                if isolated:
                    pyramid = _five(scan.pyramids(oriented, a, b, isolated))
                    raw = _five([x + y for x, y in zip(lines, pyramid, strict=True)])
                else:
                    pyramid, raw = _NONE, _five(lines)
                out.append(Placement(oriented, a, b, raw, isolated, pyramid))
    return out
