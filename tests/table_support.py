"""Driving a game table under CPython as the page does: events in, the rendered table out."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from axio_web.games.rota.render import corners_text, tile_svg
from axio_web.games.rota.selection import CONFIRM_ID
from axio_web.games.turn import Turn
from axio_web.runtime.events import Click, Key
from axio_web.runtime.intents import SaveProgress
from axio_web.screens.table.render import render_table
from axio_web.screens.table.screen import Covered, Landing, Table

from axio_core import RotaPlace, game
from axio_core.game import State
from axio_core.rota.geometry import rotate

OPEN_CELL = re.compile(r'data-action="rota-cell" data-x="(-?\d+)" data-y="(-?\d+)"')


def shown(table: Table) -> str:
    """The table as the page shows it (every region filled in)."""
    return render_table(table).html()


def click(table: Table, action: str, **data: object) -> tuple[Table, list[Any]]:
    return table.handle(Click(action, {k: str(v) for k, v in data.items()}))


def key(table: Table, name: str) -> tuple[Table, list[Any]]:
    return table.handle(Key(name))


def is_covered(table: Table) -> bool:
    return isinstance(table.mode, Covered)


def passed_on(table: Table) -> Table:
    """After a move that passes the device on, its points land (mode Landing) until "Pass
    on" (or the tick): press it, as a person who has seen enough would."""
    if isinstance(table.mode, Landing):
        table, _ = table.handle(Click("table-pass"))
    return table


def saves(outs: Sequence[Any]) -> list[SaveProgress]:
    return [out for out in outs if isinstance(out, SaveProgress)]


def turn_for(state: State, public: bool = False, names: tuple[str, ...] | None = None) -> Turn:
    """What the table hands a plugin for `state`: the view of the player to act, or the public
    view (cover, computer players, the end)."""
    viewer = None if public else state.current
    return Turn(game.observe(state, viewer), names or tuple(f"P{i + 1}" for i in range(state.players)))


def open_cells(html: str) -> set[tuple[int, int]]:
    """The Rota places the markup offers, in game coordinates."""
    return {(int(x), int(y)) for x, y in OPEN_CELL.findall(html)}


def play_by_clicks(table: Table, wanted: RotaPlace) -> tuple[Table, list[Any]]:
    """Play `wanted` the way a person does: tap the place, turn the tile, name, confirm.
    Asserts that every control needed is in the page at that moment."""
    html = shown(table)
    assert wanted.at in open_cells(html), "the place is offered"
    table, _ = click(table, "rota-cell", x=wanted.at[0], y=wanted.at[1])
    while table.selection.rot != wanted.rot:
        assert 'data-action="rota-rotate"' in shown(table)
        table, _ = click(table, "rota-rotate")
    html = shown(table)
    if wanted.name is not None:
        assert f'data-action="rota-name" data-name="{wanted.name}"' in html
        assert 'aria-disabled="true"' in html  # not before naming (T6)
        table, _ = click(table, "rota-name", name=wanted.name)
    else:
        assert 'data-action="rota-name"' not in html
    assert f'id="{CONFIRM_ID}"' in shown(table)
    before = len(table.session.actions)
    table, effects = click(table, "rota-confirm")
    assert table.session.actions[before] == wanted
    return table, effects


def hand_markup(tile: str) -> list[str]:
    """Every way a Rota hand tile could appear: its picture in any turn, its description."""
    marks = []
    for rot in range(4):
        corners = rotate(tile, rot)
        marks += [tile_svg(corners, 112), tile_svg(corners, 112, shadow=True), corners_text(corners)]
    return marks
