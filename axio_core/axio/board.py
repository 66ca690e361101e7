"""The AXIO board: 13x13 cells in one flat tuple, indexed y * 13 + x (ruling A1).

Each cell holds one character:
  "." empty        "R" "G" "B" "O" "P"  a colour symbol (tile half or printed space, A2)
  "^" pyramid (A7) "#" blocked (A9)     " " outside this game's play area (A1)
"""

from __future__ import annotations

from typing import Final

from ..components import AXIO_COLOR_SPACES, AXIO_PLAY_AREA, Cell
from ..constants import AXIO_BOARD_SIZE, COLORS

SIZE: Final = AXIO_BOARD_SIZE
EMPTY: Final = "."
PYRAMID: Final = "^"
BLOCKED: Final = "#"
OUTSIDE: Final = " "

#: The 13×13 board, one symbol per cell in reading order (flat index: `index`, `cell_of`).
AxioBoard = tuple[str, ...]

#: Directions in a fixed order: up, right, down, left.
DIRECTIONS: Final = ((0, -1), (1, 0), (0, 1), (-1, 0))

#: Printed colour spaces as flat indices.
SPACE_INDICES: Final = frozenset(y * SIZE + x for x, y in AXIO_COLOR_SPACES.values())


def index(cell: Cell) -> int:
    return cell[1] * SIZE + cell[0]


def cell_of(i: int) -> Cell:
    return (i % SIZE, i // SIZE)


def on_grid(x: int, y: int) -> bool:
    return 0 <= x < SIZE and 0 <= y < SIZE


def _neighbours(i: int) -> tuple[int, int, int, int]:
    x, y = cell_of(i)
    return tuple(  # type: ignore[return-value]
        (y + dy) * SIZE + (x + dx) if on_grid(x + dx, y + dy) else -1 for dx, dy in DIRECTIONS
    )


#: NEIGHBOURS[i][d]: the flat index next to i in direction d, or -1 off the grid.
NEIGHBOURS: Final = tuple(_neighbours(i) for i in range(SIZE * SIZE))


def direction_between(a: int, b: int) -> int:
    """The direction from a to its orthogonal neighbour b (ValueError if not adjacent)."""
    return NEIGHBOURS[a].index(b)


def initial_board(players: int) -> AxioBoard:
    """Empty play area for the player count, the five colour spaces printed (A1, A2)."""
    lo, hi = AXIO_PLAY_AREA[players]
    cells = []
    for i in range(SIZE * SIZE):
        x, y = cell_of(i)
        cells.append(EMPTY if lo <= x <= hi and lo <= y <= hi else OUTSIDE)
    for color, (x, y) in AXIO_COLOR_SPACES.items():
        cells[y * SIZE + x] = color
    return tuple(cells)


def empty_pairs(board: AxioBoard) -> list[tuple[int, int]]:
    """Every pair of orthogonally adjacent empty cells, in reading order (A4)."""
    pairs = []
    for i, ch in enumerate(board):
        if ch != EMPTY:
            continue
        right, down = NEIGHBOURS[i][1], NEIGHBOURS[i][2]
        if right >= 0 and board[right] == EMPTY:
            pairs.append((i, right))
        if down >= 0 and board[down] == EMPTY:
            pairs.append((i, down))
    return pairs


def has_room(board: AxioBoard) -> bool:
    """Is there any pair of adjacent empty cells left (A13)?"""
    for i, ch in enumerate(board):
        if ch == EMPTY:
            right, down = NEIGHBOURS[i][1], NEIGHBOURS[i][2]
            if (right >= 0 and board[right] == EMPTY) or (down >= 0 and board[down] == EMPTY):
                return True
    return False


def untouched_spaces(board: AxioBoard) -> frozenset[int]:
    """Colour spaces that no tile touches yet (A5); spaces are never next to each other."""
    return frozenset(
        s
        for s in SPACE_INDICES
        if not any(n >= 0 and n not in SPACE_INDICES and board[n] in COLORS for n in NEIGHBOURS[s])
    )


def touches_any(i: int, spaces: frozenset[int]) -> bool:
    return any(n in spaces for n in NEIGHBOURS[i])
