"""The quick player inside the Expert's look-ahead: the placement that adds most to the
soft minimum now (value.py), nothing more. Lean on purpose: it runs thousands of times
per Expert decision, so it scores placements without building option objects."""

from __future__ import annotations

import random

from ..actions import Action
from ..game import State
from .game_bots import bots_for

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
    return bots_for(state).greedy(state)  # axio_bots.greedy, rota_bots.greedy
