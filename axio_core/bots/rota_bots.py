"""AXIO Rota's part of the bots (game_bots.py): its placements with the colours they may name
(T6), its greedy move and what a player can still place, registered for the shared code."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from ..actions import Action, RotaPlace
from ..components import Cell
from ..constants import COLORS, ROTA_CAP
from ..rota.rules import open_cells
from ..rota.state import RotaState
from ..scores import ZERO, Scores, add_capped, to_scores
from . import rota_scan
from .determinize import rota_state, rota_unseen
from .game_bots import GameBots, register
from .greedy import MOVE_US, ROTA_CELL_US
from .options import Option
from .threats import RotaReplies
from .value import Gain


def options(state: RotaState) -> list[Option]:
    tile = state.tile_to_play
    if tile is None:
        return []
    p = state.current
    out = []
    for opt in rota_scan.options(state.grid, open_cells(state), tile):
        after, reached = capped(state, p, opt.raw)
        hidden = ZERO
        if opt.named and opt.action.name is not None:
            hidden = to_scores(opt.named if c == opt.action.name else 0 for c in COLORS)
        out.append(Option(opt.action, opt.raw, after, reached, hidden))
    return out


def capped(state: RotaState, player: int, raw: Scores) -> tuple[Scores, int]:
    new, reached = add_capped(state.scores[player], raw, ROTA_CAP)
    return new, len(reached)


def finish(state: RotaState, option: Option, style: str, rng: random.Random) -> Action:
    return option.action  # a Rota option is a whole placement already


def greedy(state: RotaState) -> tuple[Action, float]:
    """greedy.decide_counted for Rota."""
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


def placements_left(state: RotaState, player: int) -> float:
    """The hand tile and the own stack (T3, T9), public counts."""
    return len(state.stacks[player]) + (state.hands[player] is not None)


def reply_raws(state: RotaState, player: int, pool: Sequence[str]) -> Iterator[Scores]:
    """The raw points of every placement `player` could make with a tile of `pool`; none
    when they have played their last tile (T9)."""
    if state.hands[player] is None:
        return
    for at in open_cells(state):
        corners = rota_scan.corner_counts(state.grid, at)
        for tile in pool:
            for _, _, raw, _ in rota_scan.raws(tile, corners):
                yield raw


def cells(action: Action) -> tuple[Cell, ...]:
    return (action.at,) if isinstance(action, RotaPlace) else ()


def board_key(option: Option) -> object:
    """Placements that differ only in the colour named (T6) leave the same board; the extra
    turns they earn are part of it."""
    act = option.action
    assert isinstance(act, RotaPlace)
    return (act.at, act.rot, option.reached)


def names(action: Action) -> bool:
    return isinstance(action, RotaPlace) and action.name is not None


BOTS = register(
    GameBots(
        variant="rota",
        determinize=rota_state,
        unseen=rota_unseen,
        options=options,
        capped=capped,
        finish=finish,
        greedy=greedy,
        replies=RotaReplies,
        placements_left=placements_left,
        reply_raws=reply_raws,
        cells=cells,
        board_key=board_key,
        names=names,
        move_key=lambda action: action,
    )
)
