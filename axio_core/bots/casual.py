"""Casual: greedily raises its lowest colour.

Every placement is judged by the scoreboard it leaves, compared as ruling R1 compares players
(lowest colour first, then the next lowest, ...); more points in total break ties. It never
thinks about the other players, exchanges whenever the rules allow it and moves the first
pyramids it sees (A8). No randomness: the same position always gets the same move.
"""

from __future__ import annotations

import random

from ..actions import Action
from ..axio.state import EXCHANGE
from ..game import State
from .game_bots import rack_offer
from .options import Option, options
from .policy import argmax, finish
from .utility import casual_key


def key(option: Option) -> tuple[int, ...]:
    return casual_key(option.after) + (sum(option.after),)


def decide(state: State, rng: random.Random) -> Action:
    if state.phase == EXCHANGE:
        return rack_offer(state).take  # the rack has nothing for the lowest colour (A11)
    return finish(state, argmax(options(state), key), "first", rng)
