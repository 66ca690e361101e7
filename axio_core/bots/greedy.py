"""The quick player inside the Expert's look-ahead: the placement that adds most to the
soft minimum now (value.py), nothing more. Lean on purpose: it runs thousands of times
per Expert decision, so it scores placements without building option objects."""

from __future__ import annotations

import random

from ..actions import Action, AxioPlace, Exchange, RotaPlace
from ..axio import board as B
from ..axio import fast
from ..axio.rules import legal_pairs, orientations
from ..axio.state import EXCHANGE, AxioState
from ..game import State
from ..rota.rules import open_cells
from ..rota.state import RotaState
from . import pyramids, rota_scan
from .value import Gain

#: Work is counted in microseconds of CPython on the machine the budget was calibrated on
#: (the time a greedy move and its `game.apply` took there, fitted over whole games): per
#: placement scored and per move. Counting instead of timing keeps a search the same on any
#: machine under any load.
AXIO_PAIR_TILE_US = 2.5  # one tile type on one pair of cells, both orientations
ROTA_CELL_US = 26.0  # one open cell: the circles counted, four rotations, any names
MOVE_US = 250.0  # a move's tables and its game.apply


def decide(state: State, rng: random.Random) -> Action:
    return decide_counted(state)[0]


def decide_counted(state: State) -> tuple[Action, float]:
    """The greedy action and the work it took, in calibrated microseconds (see MOVE_US).
    The Expert's search budget counts this work, which follows the time a search takes on
    any machine but, unlike a clock, does not depend on its load."""
    if isinstance(state, AxioState):
        return _axio(state)
    return _rota(state)


def _axio(state: AxioState) -> tuple[Action, float]:
    if state.phase == EXCHANGE:
        return Exchange(), 0.0
    p = state.current
    tables = fast.Tables(state.board)
    gain = Gain(state, p)
    tiles = sorted(set(state.racks[p]))
    best = -1.0
    choice: tuple[str, int, int, int] = ("", -1, -1, 0)
    pairs = legal_pairs(state, p)
    # pairs outermost: holes looked up once per pair; this order also breaks ties, keep it
    for a, b in pairs:
        closed = tables.closed_by(a, b)
        for tile in tiles:
            for oriented in orientations(tile):
                v = gain(tables.raw(oriented, a, b, closed))
                if v > best:
                    best, choice = v, (oriented, a, b, len(closed))
    tile, a, b, isolated = choice
    sources = pyramids.in_reading_order(state, pyramids.needed(state, isolated))
    work = MOVE_US + AXIO_PAIR_TILE_US * len(pairs) * len(tiles)
    return AxioPlace(tile, (B.cell_of(a), B.cell_of(b)), sources), work


def _rota(state: RotaState) -> tuple[Action, float]:
    tile = state.tile_to_play
    assert tile is not None
    gain = Gain(state, state.current)
    best = -1.0
    choice = None
    cells = open_cells(state)
    for at in cells:
        for rot, name, raw, _ in rota_scan.raws(tile, rota_scan.corner_counts(state.grid, at)):
            v = gain(raw)
            if v > best:
                best, choice = v, (at, rot, name)
    assert choice is not None
    at, rot, name = choice
    return RotaPlace(tile, at, rot, name), MOVE_US + ROTA_CELL_US * len(cells)
