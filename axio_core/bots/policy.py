"""What every level's decision function looks like, and the AXIO turn parts they share.

A policy decides for the player to act in a full state. Called from `choose`, that state is a
determinization of the player's view (determinize.py), and a policy reads only what that
player may see: their own rack or hand, the board and the scores. The Expert's look-ahead
calls the same policies for every player in its sampled worlds.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..actions import Action
from ..game import State
from .game_bots import bots_for
from .options import Option

Policy = Callable[[State, random.Random], Action]


def finish(state: State, option: Option, style: str, rng: random.Random) -> Action:
    """The option as a legal action: in AXIO, add the pyramids to move if A8 applies.

    `style` is "random" (Beginner), "first" (Casual) or "spoil" (Strong, Expert).
    """
    return bots_for(state).finish(state, option, style, rng)


def argmax(options: list[Option], key: Callable[[Option], tuple[float, ...]]) -> Option:
    """The best option, the first one in engine order among equals (deterministic)."""
    best, best_key = options[0], key(options[0])
    for option in options[1:]:
        k = key(option)
        if k > best_key:
            best, best_key = option, k
    return best
