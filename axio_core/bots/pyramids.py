"""Which pyramids to move when the supply has run out (ruling A8).

The moved pyramid's cell is blocked for good (A9), and a cell next to a blocked one can never
be isolated again (A7). So the choice decides which holes can still earn pyramid points.
"""

from __future__ import annotations

import random

from ..actions import AxioPlace
from ..axio import board as B
from ..axio.rules import movable_pyramids, pyramids_to_move
from ..axio.state import AxioState
from ..components import Cell


def needed(state: AxioState, isolated: int) -> int:
    """A8, as the rules count it."""
    return pyramids_to_move(isolated, state.pyramids_left)


def in_reading_order(state: AxioState, need: int) -> tuple[Cell, ...]:
    """Casual: the first pyramids on the board, as a quick player would take them."""
    return movable_pyramids(state)[:need]


def at_random(state: AxioState, need: int, rng: random.Random) -> tuple[Cell, ...]:
    """Beginner: any pyramids."""
    return tuple(rng.sample(movable_pyramids(state), need))


def spoiling(state: AxioState, need: int, covered: tuple[int, ...]) -> tuple[Cell, ...]:
    """Strong and Expert: move the pyramids next to the holes closest to being isolated.

    The next player moves before us, so a hole with three occupied sides is more likely a
    gift to them; blocking a neighbour takes it off the board (A7, A9).
    """
    board = list(state.board)
    for i in covered:
        board[i] = B.PYRAMID  # the tile and the new pyramids occupy their cells already

    def spoils(cell: Cell) -> int:
        total = 0
        for n in B.NEIGHBOURS[B.index(cell)]:
            if n >= 0 and board[n] == B.EMPTY:
                occupied = sum(1 for m in B.NEIGHBOURS[n] if m < 0 or board[m] not in (B.EMPTY, B.BLOCKED))
                total += occupied * occupied
        return total

    ranked = sorted(movable_pyramids(state), key=lambda c: -spoils(c))  # stable: reading order
    return tuple(ranked[:need])


def with_sources(action: AxioPlace, sources: tuple[Cell, ...]) -> AxioPlace:
    return AxioPlace(action.tile, action.cells, sources)
