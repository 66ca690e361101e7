"""AXIO's part of the bots (game_bots.py): its placements, its greedy move, its pyramids to move
(A8), its rack offer (A11) and what a player can still place, registered for the shared code."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from ..actions import Action, AxioPlace, Exchange, KeepRack
from ..axio import board as B
from ..axio import fast
from ..axio.rules import legal_pairs, orientations
from ..axio.state import EXCHANGE, AxioState
from ..axio.view import AxioView
from ..components import Cell
from ..constants import AXIO_CAP
from ..scores import Scores, add_capped, add_solo_axio
from . import exchange, pyramids
from .determinize import axio_state
from .game_bots import GameBots, RackOffer, register
from .greedy import AXIO_PAIR_TILE_US, MOVE_US
from .options import Option
from .threats import AxioReplies
from .value import Gain


def options(state: AxioState) -> list[Option]:
    p = state.current
    out = []
    for pl in fast.placements(state, p):
        after, reached = capped(state, p, pl.raw)
        out.append(
            Option(
                AxioPlace(pl.tile, pl.cells), pl.raw, after, reached, pl.pyramid, (pl.a, pl.b) + pl.isolated
            )
        )
    return out


def capped(state: AxioState, player: int, raw: Scores) -> tuple[Scores, int]:
    old = state.scores[player]
    if state.is_solo:
        return add_solo_axio(old, raw, AXIO_CAP), 0  # A16: no extra turns
    new, reached = add_capped(old, raw, AXIO_CAP)
    return new, len(reached)


def finish(state: AxioState, option: Option, style: str, rng: random.Random) -> Action:
    """The placement with the pyramids to move when A8 applies: `style` "random" (Beginner),
    "first" (Casual) or "spoil" (Strong, Expert) chooses them."""
    action = option.action
    assert isinstance(action, AxioPlace)
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


def greedy(state: AxioState) -> tuple[Action, float]:
    """greedy.decide_counted for AXIO."""
    if state.phase == EXCHANGE:
        return Exchange(), 0.0
    p = state.current
    tables = fast.Tables(state.board)
    gain = Gain(state, p)
    tiles = sorted(set(state.racks[p]))
    best = -1.0
    choice: tuple[str, int, int, int] = ("", -1, -1, 0)
    pairs = legal_pairs(state, p)
    # pairs outermost: holes looked up once per pair; this order also breaks ties, keep it
    for a, b in pairs:
        closed = tables.closed_by(a, b)
        for tile in tiles:
            for oriented in orientations(tile):
                v = gain(tables.raw(oriented, a, b, closed))
                if v > best:
                    best, choice = v, (oriented, a, b, len(closed))
    tile, a, b, isolated = choice
    sources = pyramids.in_reading_order(state, pyramids.needed(state, isolated))
    work = MOVE_US + AXIO_PAIR_TILE_US * len(pairs) * len(tiles)
    return AxioPlace(tile, (B.cell_of(a), B.cell_of(b)), sources), work


def placements_left(state: AxioState, player: int) -> float:
    """The tiles the player can still get (rack and a share of the bag) or the room on the
    board, whichever is less (A13); two empty cells per tile, a few lost to holes."""
    tiles = len(state.racks[player]) + len(state.bag) / state.players
    room = state.board.count(B.EMPTY) * 0.4 / state.players
    return min(tiles, room)


def reply_raws(state: AxioState, player: int, pool: Sequence[str]) -> Iterator[Scores]:
    """The raw points of every placement `player` could make with a tile of `pool`."""
    tables = fast.Tables(state.board)
    for a, b in legal_pairs(state, player):
        closed = tables.closed_by(a, b)
        for tile in pool:
            for oriented in orientations(tile):
                yield tables.raw(oriented, a, b, closed)


def unseen(view: AxioView) -> tuple[str, ...]:
    return view.unseen_tiles()


def cells(action: Action) -> tuple[Cell, ...]:
    return tuple(action.cells) if isinstance(action, AxioPlace) else ()


def move_key(action: Action) -> object:
    """A tile "RB" on (a, b) is "BR" on (b, a)."""
    if isinstance(action, AxioPlace):
        halves = frozenset(zip(action.tile, action.cells, strict=True))
        return ("axio", halves, action.pyramids_from)
    return action


BOTS = register(
    GameBots(
        variant="axio",
        determinize=axio_state,
        unseen=unseen,
        options=options,
        capped=capped,
        finish=finish,
        greedy=greedy,
        replies=AxioReplies,
        placements_left=placements_left,
        reply_raws=reply_raws,
        cells=cells,
        board_key=id,
        names=lambda action: False,
        move_key=move_key,
        rack_offer=RackOffer(
            take=Exchange(),
            keep=KeepRack(),
            by_comparison=exchange.by_comparison,
            by_rack_value=exchange.by_rack_value,
            rack_values=exchange.rack_values,
        ),
    )
)
