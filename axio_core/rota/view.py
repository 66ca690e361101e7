"""What one Rota player may see (ruling T8): the display, the scores, their own tile.

`observe(state, None)` is what anyone at the table may see: no hand tile at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..components import Cell, cell_of
from ..scores import Scores
from ..view_fields import read_turn_fields, turn_fields
from .state import DisplayTile, RotaState


@dataclass(frozen=True)
class RotaView:
    player: int | None  # whose view this is; None: nobody's tile (the table's public view)
    players: int
    display: tuple[DisplayTile, ...]
    hand: str | None  # this player's own hand tile only
    tile_to_play: str | None  # set only when this player is to play (hand or supply tile)
    stack_sizes: tuple[int, ...]
    supply_count: int
    scores: tuple[Scores, ...]
    current: int
    phase: str
    extra_turns: int
    in_extra_turn: bool
    end_reason: str | None

    def to_fields(self) -> dict[str, Any]:
        """This view as JSON values (a phone's hand gets its view so); `from_fields` reads it back."""
        return {
            **turn_fields(self),
            "display": [[d.tile, list(d.at), d.rot] for d in self.display],
            "hand": self.hand,
            "tile_to_play": self.tile_to_play,
            "stack_sizes": list(self.stack_sizes),
            "supply_count": self.supply_count,
        }

    @classmethod
    def from_fields(cls, f: dict[str, Any]) -> RotaView:
        """The view `to_fields` wrote (KeyError, TypeError or ValueError when it is not one)."""
        return cls(
            **read_turn_fields(f),
            display=tuple(DisplayTile(str(t), cell_of(at), int(rot)) for t, at, rot in f["display"]),
            hand=f["hand"],
            tile_to_play=f["tile_to_play"],
            stack_sizes=tuple(int(n) for n in f["stack_sizes"]),
            supply_count=int(f["supply_count"]),
        )

    @cached_property
    def grid(self) -> dict[Cell, str]:
        """Cell -> corners as they lie (as RotaState.grid), for the rules' queries."""
        return {t.at: t.corners for t in self.display}


def observe(state: RotaState, player: int | None) -> RotaView:
    mine = player is not None and state.current == player
    return RotaView(
        player=player,
        players=state.players,
        display=state.display,
        hand=state.hands[player] if player is not None else None,
        tile_to_play=state.tile_to_play if mine else None,
        stack_sizes=tuple(len(s) for s in state.stacks),
        supply_count=len(state.supply),
        scores=state.scores,
        current=state.current,
        phase=state.phase,
        extra_turns=state.extra_turns,
        in_extra_turn=state.supply_tile is not None,
        end_reason=state.end_reason,
    )
