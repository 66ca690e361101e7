"""Strong: raises its lowest colours and blocks.

A placement is worth what it adds to the player's soft minimum (utility.py: the lowest colour
counts most, the next ones a little), plus an extra turn for each colour reaching the cap.
For the most promising placements it then looks at the board it would leave: the next
player's expected best reply over the tiles they might hold (threats.py). Placements that
hand them a pyramid or a long line, or that leave their best spot open, lose that much;
placements that take it away from them win. It exchanges when a fresh rack promises more
than the kept one, and moves the pyramids next to the holes closest to being gifts.
"""

from __future__ import annotations

import random

from ..actions import Action
from ..axio.state import EXCHANGE
from ..game import State
from .game_bots import bots_for, rack_offer
from .options import Option, options
from .policy import finish
from .value import Gain

#: How many placements get the look at the next player's reply.
SHORTLIST = 10
#: How much the next player's expected best reply weighs against the own gain.
BLOCKING = 0.7
#: Fresh racks sampled to judge an exchange.
EXCHANGE_SAMPLES = 6


def ranked(
    state: State, shortlist: int = SHORTLIST, blocking: float = BLOCKING
) -> list[tuple[float, Option]]:
    """The shortlist of placements with Strong's value, best first (engine order among equals)."""
    found = options(state)
    gain = Gain(state, state.current)
    base = [gain(o.raw) for o in found]
    order = sorted(range(len(found)), key=lambda i: -base[i])[:shortlist]
    if blocking > 0 and state.players > 1:
        replies = bots_for(state).replies(state, state.current)
        scored = [(base[i] - blocking * replies.after(found[i]), i) for i in order]
    else:
        scored = [(base[i], i) for i in order]
    scored.sort(key=lambda vi: (-vi[0], vi[1]))
    return [(v, found[i]) for v, i in scored]


def best_gain(state: State) -> float:
    """The most a single placement could add for the player to act (no look ahead)."""
    found = options(state)
    if not found:
        return 0.0
    gain = Gain(state, state.current)
    return max(gain(o.raw) for o in found)


def decide(state: State, rng: random.Random) -> Action:
    if state.phase == EXCHANGE:
        return rack_offer(state).by_comparison(state, best_gain, EXCHANGE_SAMPLES, rng)
    return finish(state, ranked(state)[0][1], "spoil", rng)
