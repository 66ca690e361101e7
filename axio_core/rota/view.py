"""What one Rota player may see (ruling T8): the display, the scores, their own tile."""

from __future__ import annotations

from dataclasses import dataclass

from ..scores import Scores
from .state import DisplayTile, RotaState


@dataclass(frozen=True)
class RotaView:
    player: int  # whose view this is
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


def observe(state: RotaState, player: int) -> RotaView:
    mine = state.current == player
    return RotaView(
        player=player,
        players=state.players,
        display=state.display,
        hand=state.hands[player],
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
