"""Whether to exchange the rack when ruling A11 offers it (phase "exchange")."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from ..actions import Exchange, KeepRack
from ..axio import fast
from ..axio.rules import legal_pairs, orientations
from ..axio.state import AxioState
from ..axio.view import observe
from ..constants import AXIO_RACK
from .value import Gain

Judge = Callable[[AxioState], float]


def by_comparison(
    state: AxioState, best_move: Judge, samples: int, rng: random.Random
) -> Exchange | KeepRack:
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
        racks = state.racks[:p] + (rack,) + state.racks[p + 1 :]
        fresh += best_move(replace(state, racks=racks))
    return Exchange() if fresh / samples > keep else KeepRack()


#: How much the rack's second, third, ... best tile count next to its best (a rack serves
#: several turns; the board changes before the later ones, so they count less).
RACK_WEIGHTS = (1.0, 0.5, 0.25, 0.125, 0.0625)


def by_rack_value(state: AxioState, samples: int, rng: random.Random) -> Exchange | KeepRack:
    """Expert: compare the rack it would hold after each choice, the way it would really be.

    Keeping means the kept tiles plus a refill drawn from the bag; exchanging means five
    fresh tiles (A11). Either rack is worth its tiles' best placements on this board (the
    best counts most, RACK_WEIGHTS), each tile type scored once for all samples; both
    choices meet the same sampled draws.
    """
    values = rack_values(state, samples, rng)
    return Exchange() if values is not None and values[1] > values[0] else KeepRack()


def rack_values(state: AxioState, samples: int, rng: random.Random) -> tuple[float, float] | None:
    """What keeping and what exchanging leave on the rack, each averaged over the same
    `samples` draws (see by_rack_value); None when there is nothing to draw. The game review
    (review.py) rates an exchange decision by the two."""
    p = state.current
    kept = state.racks[p]
    size = min(AXIO_RACK, len(state.bag))
    if size == 0 or samples <= 0:
        return None
    refill = min(AXIO_RACK - len(kept), len(state.bag))
    unseen = list(observe(state, p).unseen_tiles())
    worth = tile_values(state, set(unseen) | set(kept))
    keep = fresh = 0.0
    for _ in range(samples):
        draw = rng.sample(unseen, size)
        keep += rack_value(list(kept) + draw[:refill], worth)
        fresh += rack_value(draw, worth)
    return keep / samples, fresh / samples


def rack_value(rack: list[str], worth: dict[str, float]) -> float:
    values = sorted((worth[t] for t in rack), reverse=True)
    return sum(w * v for w, v in zip(RACK_WEIGHTS, values, strict=False))


def tile_values(state: AxioState, tiles: set[str]) -> dict[str, float]:
    """Each tile type's best placement on this board for the player to act (ΔU, value.py)."""
    p = state.current
    gain = Gain(state, p)
    tables = fast.Tables(state.board)
    best = dict.fromkeys(tiles, 0.0)
    for a, b in legal_pairs(state, p):
        closed = tables.closed_by(a, b)
        for tile in tiles:
            for oriented in orientations(tile):
                v = gain(tables.raw(oriented, a, b, closed))
                if v > best[tile]:
                    best[tile] = v
    return best
