"""The AXIO state: one immutable value (ARCHITECTURE.md, "state is a value")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..components import Cell
from ..scores import Scores
from .board import AxioBoard

# Phases: who acts and what they may do.
PLACE: Final = "place"  # the current player places a tile (a normal or an extra turn)
EXCHANGE: Final = "exchange"  # the current player may exchange or keep the rack (A11)
DRAW: Final = "draw"  # chance draws `draw_count` tiles from the bag
OVER: Final = "over"


@dataclass(frozen=True)
class PlacedTile:
    """A tile on the board, for drawing it: `tile[0]` lies on `cells[0]`."""

    tile: str
    cells: tuple[Cell, Cell]


@dataclass(frozen=True)
class AxioState:
    players: int
    board: AxioBoard
    placed: tuple[PlacedTile, ...]
    racks: tuple[tuple[str, ...], ...]  # canonical tiles, sorted; secret (A12)
    bag: tuple[str, ...]  # canonical tiles, sorted: a multiset, never an order (A12)
    scores: tuple[Scores, ...]  # solo: first + second board (A15)
    pyramids_left: int
    has_placed: tuple[bool, ...]  # for the first-placement rule (A5)
    current: int
    phase: str
    extra_turns: int = 0  # still owed after the placement now due (A10)
    in_extra_turn: bool = False
    draw_count: int = 0  # phase DRAW: how many tiles are due
    returning: tuple[str, ...] = ()  # an exchange's shown tiles, back to the bag after the draw
    end_reason: str | None = None
    instant_winner: int | None = None

    @property
    def is_solo(self) -> bool:
        return self.players == 1
