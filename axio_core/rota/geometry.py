"""Rota geometry: square tiles on an unbounded grid, corners meeting at grid vertices.

A tile is four characters, its corners clockwise from the top-left (TL TR BR BL), "." for
the empty one (ruling T2). The tile at cell (x, y) has its TL corner at vertex (x, y), TR at
(x+1, y), BR at (x+1, y+1) and BL at (x, y+1). The corners around one vertex form a circle (T5).
"""

from __future__ import annotations

from typing import Final

from ..components import Cell

EMPTY_CORNER: Final = "."

#: Vertex offset of each corner index from its cell: TL, TR, BR, BL.
CORNER_OFFSETS: Final = ((0, 0), (1, 0), (1, 1), (0, 1))
#: Around a vertex: (cell offset from the vertex, corner index of that cell at the vertex).
CIRCLE: Final = (((-1, -1), 2), ((0, -1), 3), ((-1, 0), 1), ((0, 0), 0))
SIDES: Final = ((0, -1), (1, 0), (0, 1), (-1, 0))


def rotate(tile: str, rot: int) -> str:
    """T2: turn `rot` quarter turns clockwise; corner i moves to (i + rot) mod 4.

    >>> rotate("RGB.", 1)
    '.RGB'
    """
    r = rot % 4
    return tile[-r:] + tile[:-r] if r else tile


def canonical(tile: str) -> str:
    """The tile up to rotation: its smallest rotation, to compare tile sets (RECORDS.md)."""
    return min(rotate(tile, r) for r in range(4))


def vertex(cell: Cell, corner: int) -> Cell:
    dx, dy = CORNER_OFFSETS[corner]
    return (cell[0] + dx, cell[1] + dy)


def circle_members(v: Cell) -> tuple[tuple[Cell, int], ...]:
    """The (cell, corner index) pairs that meet at vertex v."""
    return tuple(((v[0] + dx, v[1] + dy), corner) for (dx, dy), corner in CIRCLE)


def side_neighbours(cell: Cell) -> tuple[Cell, ...]:
    return tuple((cell[0] + dx, cell[1] + dy) for dx, dy in SIDES)


def centre_rotation(tile: str, at: Cell) -> int:
    """T3: the rotation that turns a display tile's empty corner to the centre of the 2x2."""
    toward_centre = {(0, 0): 2, (1, 0): 3, (0, 1): 1, (1, 1): 0}[at]
    empty = tile.index(EMPTY_CORNER)
    return (toward_centre - empty) % 4
