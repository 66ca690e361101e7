"""The fields both games' views share, as JSON values and back (a phone's rack or hand gets its
player's view so: `AxioView.to_fields`, `RotaView.to_fields`)."""

from __future__ import annotations

from typing import Any, Protocol

from .scores import Scores, to_scores


class TurnView(Protocol):  # read-only: the views are frozen dataclasses
    @property
    def player(self) -> int | None: ...
    @property
    def players(self) -> int: ...
    @property
    def scores(self) -> tuple[Scores, ...]: ...
    @property
    def current(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def extra_turns(self) -> int: ...
    @property
    def in_extra_turn(self) -> bool: ...
    @property
    def end_reason(self) -> str | None: ...


def turn_fields(view: TurnView) -> dict[str, Any]:
    """Whose view, the scores and where the turn stands, as JSON values."""
    return {
        "player": view.player,
        "players": view.players,
        "scores": [list(s) for s in view.scores],
        "current": view.current,
        "phase": view.phase,
        "extra_turns": view.extra_turns,
        "in_extra_turn": view.in_extra_turn,
        "end_reason": view.end_reason,
    }


def read_turn_fields(f: dict[str, Any]) -> dict[str, Any]:
    """What `turn_fields` wrote, as a view's arguments (KeyError, TypeError or ValueError when
    it is not that)."""
    return {
        "player": f["player"],
        "players": int(f["players"]),
        "scores": tuple(to_scores(int(v) for v in s) for s in f["scores"]),
        "current": int(f["current"]),
        "phase": str(f["phase"]),
        "extra_turns": int(f["extra_turns"]),
        "in_extra_turn": bool(f["in_extra_turn"]),
        "end_reason": f["end_reason"],
    }
