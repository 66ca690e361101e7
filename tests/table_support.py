"""Driving a game table under CPython as the page does: events in, the rendered table out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from axio_web.events import Click, Key
from axio_web.intents import SaveProgress
from axio_web.table.render import render_table
from axio_web.table.screen import Covered, Landing, Table
from axio_web.table.turn import Turn

from axio_core import game
from axio_core.game import State


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
