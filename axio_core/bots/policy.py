"""What every level's decision function looks like, and the AXIO turn parts they share.

A policy decides for the player to act in a full state. Called from `choose`, that state is a
determinization of the player's view (determinize.py), and a policy reads only what that
player may see: their own rack or hand, the board and the scores. The Expert's look-ahead
calls the same policies for every player in its sampled worlds.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..actions import Action, AxioPlace
from ..axio.state import AxioState
from ..game import State
from . import pyramids
from .options import Option

Policy = Callable[[State, random.Random], Action]


def finish(state: State, option: Option, style: str, rng: random.Random) -> Action:
    """The option as a legal action: in AXIO, add the pyramids to move if A8 applies.

    `style` is "random" (Beginner), "first" (Casual) or "spoil" (Strong, Expert).
    """
    action = option.action
    if not isinstance(state, AxioState) or not isinstance(action, AxioPlace):
        return action
    need = pyramids.needed(state, len(option.cells) - 2)
    if need == 0:
        return action
    if style == "random":
        sources = pyramids.at_random(state, need, rng)
    elif style == "first":
        sources = pyramids.in_reading_order(state, need)
    else:
        sources = pyramids.spoiling(state, need, option.cells)
    return pyramids.with_sources(action, sources)


def argmax(options: list[Option], key: Callable[[Option], tuple[float, ...]]) -> Option:
    """The best option, the first one in engine order among equals (deterministic)."""
    best, best_key = options[0], key(options[0])
    for option in options[1:]:
        k = key(option)
        if k > best_key:
            best, best_key = option, k
    return best
