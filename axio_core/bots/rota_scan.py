"""Every Rota placement with its raw points, shared work per open cell (rulings T4-T6).

For each open cell and corner the circle's other corners are counted once; a tile in any
rotation, and any colour named for its empty corner, is then a few look-ups. Checked against
`game.explain` in tests/test_bots.py; the engine stays the judge of every move played.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import RotaPlace
from ..components import Cell
from ..constants import COLORS
from ..rota.geometry import EMPTY_CORNER, circle_members, rotate, vertex
from ..rota.rules import open_cells

_INDEX = {c: i for i, c in enumerate(COLORS)}

#: Per corner of a cell: None if no other tile meets there (T5), else the count per colour.
Corners = tuple[tuple[int, int, int, int, int] | None, ...]


@dataclass(frozen=True)
class RotaOption:
    """A placement and its raw points per colour before the cap; `named` > 0 when points
    come from the colour named for the empty corner (T6)."""

    action: RotaPlace
    raw: tuple[int, int, int, int, int]
    named: int


def corner_counts(grid: dict[Cell, str], at: Cell) -> Corners:
    """What each corner of a tile on `at` would meet: the other corners of its circle."""
    out: list[tuple[int, int, int, int, int] | None] = []
    for k in range(4):
        members = [(cell, j) for cell, j in circle_members(vertex(at, k)) if cell != at and cell in grid]
        if not members:
            out.append(None)
            continue
        counts = [0, 0, 0, 0, 0]
        for cell, j in members:
            i = _INDEX.get(grid[cell][j])
            if i is not None:  # an empty corner never matches (T5)
                counts[i] += 1
        out.append((counts[0], counts[1], counts[2], counts[3], counts[4]))
    return tuple(out)


def raws(tile: str, corners: Corners) -> list[tuple[int, str | None, tuple[int, int, int, int, int], int]]:
    """(rotation, named colour, raw points, points from the name) for every way to lay
    `tile` where `corners` says what each corner meets; engine order (T2, T5, T6)."""
    out: list[tuple[int, str | None, tuple[int, int, int, int, int], int]] = []
    for rot in range(4):
        laid = rotate(tile, rot)
        pts = [0, 0, 0, 0, 0]
        blank: tuple[int, int, int, int, int] | None = None
        for k, symbol in enumerate(laid):
            meets = corners[k]
            if meets is None:
                continue
            if symbol == EMPTY_CORNER:
                blank = meets
            else:
                i = _INDEX[symbol]
                pts[i] += meets[i]
        if blank is None:
            out.append((rot, None, _five(pts), 0))
            continue
        for i, color in enumerate(COLORS):
            named = list(pts)
            named[i] += blank[i]
            out.append((rot, color, _five(named), blank[i]))
    return out


def tile_options(tile: str, at: Cell, corners: Corners) -> list[RotaOption]:
    """Every rotation of `tile` on `at` (and every name, when one is due), engine order."""
    return [
        RotaOption(RotaPlace(tile, at, rot, name), raw, named)
        for rot, name, raw, named in raws(tile, corners)
    ]


def _five(p: list[int]) -> tuple[int, int, int, int, int]:
    return (p[0], p[1], p[2], p[3], p[4])


def options(grid: dict[Cell, str], cells: list[Cell], tile: str) -> list[RotaOption]:
    """Every placement of `tile` on the open `cells` of `grid`."""
    out = []
    for at in cells:
        out += tile_options(tile, at, corner_counts(grid, at))
    return out


__all__ = ["RotaOption", "corner_counts", "raws", "tile_options", "options", "open_cells"]
