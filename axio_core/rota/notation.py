"""AXIO Rota in game records (RECORDS.md): setup and moves <-> engine values."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..actions import RotaPlace
from ..components import ROTA_TILES
from ..constants import COLORS, ROTA_DISPLAY_CELLS, ROTA_STACK
from ..errors import InvalidInput, Why
from ..notation import expect_cell, expect_int, expect_keys, expect_list, expect_object, short
from . import rules
from .geometry import EMPTY_CORNER, canonical, centre_rotation
from .state import DisplayTile, RotaState


def _tile(value: Any, what: str) -> str:
    ok = (
        isinstance(value, str)
        and len(value) == 4
        and all(c in COLORS or c == EMPTY_CORNER for c in value)
        and value.count(EMPTY_CORNER) <= 1
    )
    if not ok:
        raise InvalidInput(
            f"{what}: {short(value)} is not a Rota tile (four corners, '.' for empty)",
            Why.NOT_A_TILE,
            what=what,
        )
    return value


def state_from_setup(setup: Any, players: int) -> RotaState:
    setup = expect_object(setup, "setup")
    display = []
    for i, entry in enumerate(expect_list(setup.get("display"), "setup.display")):
        what = f"setup.display[{i}]"
        entry = expect_object(entry, what)
        tile = _tile(entry.get("tile"), what)
        at = expect_cell(entry.get("at"), f"{what}.at")
        rot = expect_int(entry.get("rot"), f"{what}.rot")
        if not 0 <= rot <= 3:
            raise InvalidInput(
                f"{what}.rot: {rot} is not 0-3", Why.BAD_ROTATION, what=f"{what}.rot", ruling="T2"
            )
        if at in ROTA_DISPLAY_CELLS and EMPTY_CORNER in tile and rot != centre_rotation(tile, at):
            raise InvalidInput(
                f"{what}: the empty corner must point to the centre (T3)",
                Why.EMPTY_CORNER_OUTWARD,
                what=what,
                ruling="T3",
            )
        display.append(DisplayTile(tile, at, rot))
    if sorted(t.at for t in display) != sorted(ROTA_DISPLAY_CELLS):
        raise InvalidInput(
            "setup.display: exactly four tiles at [0,0] [1,0] [0,1] [1,1] (T3)",
            Why.DISPLAY_CELLS,
            ruling="T3",
        )
    stacks = expect_list(setup.get("stacks"), "setup.stacks")
    if len(stacks) != players:
        raise InvalidInput(
            f"setup.stacks: {len(stacks)} stacks for {players} players",
            Why.WRONG_COUNT,
            what="setup.stacks",
            found=len(stacks),
            expected=players,
        )
    parsed_stacks = []
    for p, stack in enumerate(stacks):
        stack = expect_list(stack, f"setup.stacks[{p}]")
        if len(stack) != ROTA_STACK:
            raise InvalidInput(
                f"setup.stacks[{p}]: {len(stack)} tiles, expected {ROTA_STACK}",
                Why.WRONG_COUNT,
                what=f"setup.stacks[{p}]",
                found=len(stack),
                expected=ROTA_STACK,
            )
        parsed_stacks.append([_tile(t, f"setup.stacks[{p}]") for t in stack])
    supply = [_tile(t, "setup.supply") for t in expect_list(setup.get("supply"), "setup.supply")]
    every = [t.tile for t in display] + [t for s in parsed_stacks for t in s] + supply
    if Counter(canonical(t) for t in every) != Counter(canonical(t) for t in ROTA_TILES):
        raise InvalidInput(
            "setup: display, stacks and supply are not the 60 tiles of the game (T1)",
            Why.NOT_THE_TILES,
            ruling="T1",
        )
    return rules.from_setup(display, parsed_stacks, supply)


def setup_of(state: RotaState) -> dict[str, Any]:
    """The deal of a game that has not started yet (hands are the stacks' top tiles)."""
    return {
        "display": [{"tile": t.tile, "at": list(t.at), "rot": t.rot} for t in state.display],
        "stacks": [([h] if h else []) + list(s) for h, s in zip(state.hands, state.stacks, strict=True)],
        "supply": list(state.supply),
    }


def action_from_move(move: Any) -> RotaPlace:
    move = expect_object(move, "a move", "move")
    if "place" not in move:
        raise InvalidInput(f"{short(move)} is not a move: expected a placement", Why.NOT_A_MOVE)
    expect_keys(move, {"place", "at", "rot", "name"}, "a placement", "place")
    name = move.get("name")
    if name is not None and not (isinstance(name, str) and name in COLORS and len(name) == 1):
        raise InvalidInput(
            f"name: {short(name)} is not a colour (one of {COLORS})", Why.NOT_A_COLOUR, what="name"
        )
    return RotaPlace(
        _tile(move["place"], "place"),
        expect_cell(move.get("at"), "at"),
        expect_int(move.get("rot"), "rot"),
        name,
    )


def move_of(action: RotaPlace) -> dict[str, Any]:
    move: dict[str, Any] = {"place": action.tile, "at": list(action.at), "rot": action.rot}
    if action.name is not None:
        move["name"] = action.name
    return move


def implied_actions(state: RotaState, action: RotaPlace) -> list[RotaPlace]:
    return [action]
