"""What one AXIO player may see (ruling A12): never another rack, never the bag's order.

`observe(state, None)` is what anyone at the table may see (the cover between hot-seat turns,
a computer player's turn, the end, a replay): no rack at all.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..components import AXIO_TILES, canonical_axio_tile, cell_of
from ..scores import Scores
from ..view_fields import read_turn_fields, turn_fields
from .board import AxioBoard
from .state import EXCHANGE, AxioState, PlacedTile


@dataclass(frozen=True)
class AxioView:
    player: int | None  # whose view this is; None: nobody's rack (the table's public view)
    players: int
    board: AxioBoard
    placed: tuple[PlacedTile, ...]
    rack: tuple[str, ...]  # this player's own rack only (empty in the public view)
    rack_sizes: tuple[int, ...]
    bag_count: int
    scores: tuple[Scores, ...]
    pyramids_left: int
    has_placed: tuple[bool, ...]
    current: int
    phase: str
    extra_turns: int
    in_extra_turn: bool
    draw_count: int
    end_reason: str | None

    def to_fields(self) -> dict[str, Any]:
        """This view as JSON values (a phone's rack gets its view so); `from_fields` reads it back."""
        return {
            **turn_fields(self),
            "board": "".join(self.board),
            "placed": [[p.tile, [list(c) for c in p.cells]] for p in self.placed],
            "rack": list(self.rack),
            "rack_sizes": list(self.rack_sizes),
            "bag_count": self.bag_count,
            "pyramids_left": self.pyramids_left,
            "has_placed": list(self.has_placed),
            "draw_count": self.draw_count,
        }

    @classmethod
    def from_fields(cls, f: dict[str, Any]) -> AxioView:
        """The view `to_fields` wrote (KeyError, TypeError or ValueError when it is not one)."""
        return cls(
            **read_turn_fields(f),
            board=tuple(str(f["board"])),
            placed=tuple(PlacedTile(str(t), (cell_of(a), cell_of(b))) for t, (a, b) in f["placed"]),
            rack=tuple(str(t) for t in f["rack"]),
            rack_sizes=tuple(int(n) for n in f["rack_sizes"]),
            bag_count=int(f["bag_count"]),
            pyramids_left=int(f["pyramids_left"]),
            has_placed=tuple(bool(b) for b in f["has_placed"]),
            draw_count=int(f["draw_count"]),
        )

    @property
    def is_solo(self) -> bool:
        return self.players == 1

    def unseen_tiles(self) -> tuple[str, ...]:
        """Tiles this player cannot see: the bag and the other racks together (for bots)."""
        left = Counter(AXIO_TILES)
        left.subtract(canonical_axio_tile(t.tile) for t in self.placed)
        left.subtract(self.rack)
        return tuple(sorted(left.elements()))


#: How the others see a player who may exchange: that the offer exists would tell them the
#: rack holds none of that player's lowest colours (A11, A12).
TURN_END = "turn_end"


def observe(state: AxioState, player: int | None) -> AxioView:
    return AxioView(
        player=player,
        players=state.players,
        board=state.board,
        placed=state.placed,
        rack=state.racks[player] if player is not None else (),
        rack_sizes=tuple(len(r) for r in state.racks),
        bag_count=len(state.bag),
        scores=state.scores,
        pyramids_left=state.pyramids_left,
        has_placed=state.has_placed,
        current=state.current,
        phase=TURN_END if state.phase == EXCHANGE and player != state.current else state.phase,
        extra_turns=state.extra_turns,
        in_extra_turn=state.in_extra_turn,
        draw_count=state.draw_count,
        end_reason=state.end_reason,
    )
