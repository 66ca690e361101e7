"""Whether to exchange the rack when ruling A11 offers it (phase "exchange")."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from ..actions import Exchange, KeepRack
from ..axio.state import AxioState
from ..axio.view import observe
from ..constants import AXIO_RACK

Judge = Callable[[AxioState], float]


def sometimes(rng: random.Random) -> Exchange | KeepRack:
    """Beginner: a coin toss, the rule half understood."""
    return Exchange() if rng.random() < 0.5 else KeepRack()


def always() -> Exchange:
    """Casual: the rack has nothing for the lowest colour, so it goes back."""
    return Exchange()


def by_comparison(state: AxioState, best_move: Judge, samples: int,
                  rng: random.Random) -> Exchange | KeepRack:
    """Strong and Expert: keep the rack when its best placement on this board is worth at
    least what a fresh rack of unseen tiles would be worth on average (`samples` racks)."""
    p = state.current
    keep = best_move(state)
    unseen = list(observe(state, p).unseen_tiles())
    size = min(AXIO_RACK, len(state.bag))
    if size == 0 or samples <= 0:
        return KeepRack()
    fresh = 0.0
    for _ in range(samples):
        rack = tuple(sorted(rng.sample(unseen, size)))
        racks = state.racks[:p] + (rack,) + state.racks[p + 1:]
        fresh += best_move(replace(state, racks=racks))
    return Exchange() if fresh / samples > keep else KeepRack()
