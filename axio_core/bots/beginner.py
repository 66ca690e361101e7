"""Beginner: plays like someone in their first game.

It knows the one hint on the box, "raise your lowest colour": a placement is worth its points,
counted double in the lowest colours. But it often overlooks points from pyramids (A7) or
from naming a colour (T6), looks only at a handful of the best-looking placements, and picks
among them by chance (a softmax with a high temperature), so good moves are likelier than
bad ones but never certain. It tosses a coin about exchanging and moves any pyramid.
"""

from __future__ import annotations

import math
import random

from ..actions import Action
from ..axio.state import EXCHANGE
from ..constants import COLORS
from ..game import State
from ..scores import lowest_colors
from .game_bots import rack_offer
from .options import options
from .policy import finish

#: How often the hidden points (pyramids, a named corner) are overlooked in a turn.
OVERLOOK = 0.5
#: How many placements a beginner really considers.
ATTENTION = 12
#: Softmax temperature, in points: high, so the best move is far from certain.
TEMPERATURE = 1.5


def decide(state: State, rng: random.Random) -> Action:
    if state.phase == EXCHANGE:
        offer = rack_offer(state)  # a coin toss, the rule half understood (A11)
        return offer.take if rng.random() < 0.5 else offer.keep
    found = options(state)
    low = lowest_colors(state.scores[state.current])
    weight = [2 if c in low else 1 for c in COLORS]
    overlook = rng.random() < OVERLOOK
    values = []
    for option in found:
        points = option.raw
        if overlook:
            points = tuple(x - h for x, h in zip(points, option.hidden_gain, strict=True))  # type: ignore[assignment]
        values.append(sum(w * x for w, x in zip(weight, points, strict=True)))
    order = list(range(len(found)))
    rng.shuffle(order)  # among equally good placements, any may catch the eye
    ranked = sorted(order, key=lambda i: -values[i])[:ATTENTION]
    top = values[ranked[0]]
    weights = [math.exp((values[i] - top) / TEMPERATURE) for i in ranked]
    pick = rng.choices(ranked, weights)[0]
    return finish(state, found[pick], "random", rng)
