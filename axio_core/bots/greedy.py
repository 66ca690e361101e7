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


def decide(state: State, rng: random.Random) -> Action:
    if isinstance(state, AxioState):
        return _axio(state)
    return _rota(state)


def _axio(state: AxioState) -> Action:
    if state.phase == EXCHANGE:
        return Exchange()
    p = state.current
    tables = fast.Tables(state.board)
    gain = Gain(state, p)
    tiles = sorted(set(state.racks[p]))
    best = -1.0
    choice: tuple[str, int, int, int] = ("", -1, -1, 0)
    # pairs outermost: holes looked up once per pair; this order also breaks ties, keep it
    for a, b in legal_pairs(state, p):
        closed = tables.closed_by(a, b)
        for tile in tiles:
            for oriented in orientations(tile):
                v = gain(tables.raw(oriented, a, b, closed))
                if v > best:
                    best, choice = v, (oriented, a, b, len(closed))
    tile, a, b, isolated = choice
    sources = pyramids.in_reading_order(state, pyramids.needed(state, isolated))
    return AxioPlace(tile, (B.cell_of(a), B.cell_of(b)), sources)


def _rota(state: RotaState) -> Action:
    tile = state.tile_to_play
    assert tile is not None
    gain = Gain(state, state.current)
    best = -1.0
    choice = None
    for at in open_cells(state):
        for rot, name, raw, _ in rota_scan.raws(tile, rota_scan.corner_counts(state.grid, at)):
            v = gain(raw)
            if v > best:
                best, choice = v, (at, rot, name)
    assert choice is not None
    at, rot, name = choice
    return RotaPlace(tile, at, rot, name)
