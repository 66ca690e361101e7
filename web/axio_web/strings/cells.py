"""Board cells by the names printed along the board's edges: columns A–M, rows 1–13, so that
"F3" means the same on the screen, in the log and when read aloud (x is the column, y the row).

    >>> cell_name((5, 2))
    'F3'
"""

from __future__ import annotations

COLUMNS = "ABCDEFGHIJKLM"  # x = 0..12 (ruling A1)

Cell = tuple[int, int]


def column_name(x: int) -> str:
    return COLUMNS[x] if 0 <= x < len(COLUMNS) else str(x)


def row_name(y: int) -> str:
    return str(y + 1)


def cell_name(cell: Cell) -> str:
    return column_name(cell[0]) + row_name(cell[1])
