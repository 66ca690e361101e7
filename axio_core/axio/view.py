"""What one AXIO player may see (ruling A12): never another rack, never the bag's order.

`observe(state, None)` is what anyone at the table may see (the cover between hot-seat turns,
a computer player's turn, the end, a replay): no rack at all.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..components import AXIO_TILES, canonical_axio_tile
from ..scores import Scores
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
