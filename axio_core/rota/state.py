"""The Rota state: one immutable value."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Final

from ..components import Cell
from ..scores import Scores
from .geometry import rotate

PLACE: Final = "place"
OVER: Final = "over"


@dataclass(frozen=True)
class DisplayTile:
    """A tile in the display: `tile` as written in the setup, turned `rot` (T2)."""

    tile: str
    at: Cell
    rot: int

    @property
    def corners(self) -> str:
        """The corners as they lie: TL TR BR BL."""
        return rotate(self.tile, self.rot)


@dataclass(frozen=True)
class RotaState:
    players: int
    display: tuple[DisplayTile, ...]  # in the order placed, setup first
    hands: tuple[str | None, ...]  # secret (T8)
    stacks: tuple[tuple[str, ...], ...]  # top first; face down (T8)
    supply: tuple[str, ...]  # top first; face down (T8)
    scores: tuple[Scores, ...]
    current: int
    phase: str = PLACE
    supply_tile: str | None = None  # the supply tile being played in an extra turn (T7)
    extra_turns: int = 0  # owed after the placement now due (T7)
    end_reason: str | None = None
    instant_winner: int | None = None

    @cached_property
    def grid(self) -> dict[Cell, str]:
        """Cell -> corners as they lie, for fast look-ups (derived, never compared)."""
        return {t.at: t.corners for t in self.display}

    @property
    def in_extra_turn(self) -> bool:
        """T7: the current placement is an extra turn, with the top tile of the supply."""
        return self.supply_tile is not None

    @property
    def tile_to_play(self) -> str | None:
        """The tile the current player places now: the supply tile in an extra turn, else the hand."""
        if self.phase != PLACE:
            return None
        return self.supply_tile if self.supply_tile is not None else self.hands[self.current]
