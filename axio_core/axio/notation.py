"""AXIO in game records (RECORDS.md): setup racks and moves <-> engine values."""

from __future__ import annotations

from typing import Any

from ..actions import AxioAction, AxioPlace, Draw, Exchange, KeepRack
from ..constants import AXIO_RACK, COLORS
from ..errors import InvalidInput, Why
from ..notation import expect_cell, expect_keys, expect_list, expect_object, short
from . import rules
from .state import AxioState


def _tile(value: Any, what: str) -> str:
    if not (isinstance(value, str) and len(value) == 2 and all(c in COLORS for c in value)):
        raise InvalidInput(
            f"{what}: {short(value)} is not a tile (two letters of {COLORS})", Why.NOT_A_TILE, what=what
        )
    return value


def state_from_setup(setup: Any, players: int) -> AxioState:
    setup = expect_object(setup, "setup")
    racks = expect_list(setup.get("racks"), "setup.racks")
    if len(racks) != players:
        raise InvalidInput(
            f"setup.racks: {len(racks)} racks for {players} players",
            Why.WRONG_COUNT,
            what="setup.racks",
            found=len(racks),
            expected=players,
        )
    size = 0 if players == 1 else AXIO_RACK
    parsed = []
    for p, rack in enumerate(racks):
        rack = expect_list(rack, f"setup.racks[{p}]")
        if len(rack) != size:
            raise InvalidInput(
                f"setup.racks[{p}]: {len(rack)} tiles, expected {size}",
                Why.WRONG_COUNT,
                what=f"setup.racks[{p}]",
                found=len(rack),
                expected=size,
            )
        parsed.append([_tile(t, f"setup.racks[{p}]") for t in rack])
    return rules.from_racks(players, parsed)


def setup_of(state: AxioState) -> dict[str, Any]:
    return {"racks": [list(r) for r in state.racks]}


def action_from_move(move: Any) -> AxioAction:
    move = expect_object(move, "a move", "move")
    if "place" in move:
        expect_keys(move, {"place", "at", "pyramids_from"}, "a placement", "place")
        at = expect_list(move.get("at"), "at")
        if len(at) != 2:
            raise InvalidInput(
                f"at must be two cells, not {short(at)}",
                Why.WRONG_COUNT,
                what="at",
                found=len(at),
                expected=2,
            )
        sources = expect_list(move.get("pyramids_from", []), "pyramids_from")
        return AxioPlace(
            _tile(move["place"], "place"),
            (expect_cell(at[0], "at"), expect_cell(at[1], "at")),
            tuple(expect_cell(c, "pyramids_from") for c in sources),
        )
    if "exchange" in move:
        expect_keys(move, {"exchange"}, "an exchange", "exchange")
        if move["exchange"] is not True:
            raise InvalidInput("exchange must be true", Why.NOT_A_MOVE)
        return Exchange()
    if "draw" in move:
        expect_keys(move, {"draw"}, "a draw", "draw")
        tiles = expect_list(move["draw"], "draw")
        return Draw(tuple(_tile(t, "draw") for t in tiles))
    raise InvalidInput(f"{short(move)} is not a move: expected place, exchange or draw", Why.NOT_A_MOVE)


def move_of(action: AxioAction) -> dict[str, Any] | None:
    """The record form of an action; None for KeepRack, which the next draw implies."""
    if isinstance(action, AxioPlace):
        move: dict[str, Any] = {"place": action.tile, "at": [list(action.cells[0]), list(action.cells[1])]}
        if action.pyramids_from:
            move["pyramids_from"] = [list(c) for c in action.pyramids_from]
        return move
    if isinstance(action, Exchange):
        return {"exchange": True}
    if isinstance(action, Draw):
        return {"draw": list(action.tiles)}
    if isinstance(action, KeepRack):
        return None
    raise InvalidInput(f"{action!r} is not an AXIO action", Why.WRONG_GAME, game="axio")


def implied_actions(state: AxioState, action: AxioAction) -> list[AxioAction]:
    """A draw where an exchange was offered means the player kept the rack (RECORDS.md)."""
    if isinstance(action, Draw) and state.phase == "exchange":
        return [KeepRack(), action]
    return [action]
