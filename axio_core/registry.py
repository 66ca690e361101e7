"""The games, registered: each game declares one `GameType` and registers it, and the shared
code (game.py, records.py) asks the registry, never which class it holds (OpenSpiel's
`pyspiel.register_game`).

    >>> from axio_core import game   # importing game registers the built-in games
    >>> game_named("rota").title
    'AXIO Rota'

A new game is one package with its rules, view and notation, one `register(GameType(...))`
(as axio/game_type.py and rota/game_type.py do) and one import in game.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .errors import InvalidInput, Why
from .explain import Scoring
from .ranking import Outcome


@dataclass(frozen=True)
class GameType:
    """One game's interface. `state` and `view` are its classes (a position of this game is an
    instance of either); `actions`, the action classes it accepts. The functions take a state
    (`apply`, `observe`, `outcome`, `to_act`, `sample_chance`) or a state or view (the rest)."""

    variant: str  # the records' name: "axio", "rota"
    title: str  # in the engine's English messages
    state: type
    view: type
    actions: tuple[type, ...]
    placement: type  # the action `explain` answers for
    cap: int  # where a colour stops scoring (A10, T7)
    notation: ModuleType  # state_from_setup, setup_of, action_from_move, move_of, implied_actions
    new_game: Callable[[int, int | str], Any]
    legal_actions: Callable[[Any], Sequence[Any]]
    is_legal: Callable[[Any, Any], bool]
    apply: Callable[[Any, Any], Any]
    check: Callable[[Any, Any], None]
    explain: Callable[[Any, Any], Scoring]
    observe: Callable[[Any, int | None], Any]
    outcome: Callable[[Any], Outcome | None]
    to_act: Callable[[Any], int | None]
    sample_chance: Callable[[Any, random.Random], Any] | None = None  # None: no chance after the deal


_BY_NAME: dict[str, GameType] = {}
_BY_CLASS: dict[type, GameType] = {}
_BY_ACTION: dict[type, GameType] = {}


def register(game: GameType) -> GameType:
    """Make `game` known by its name and by its state and view classes."""
    _BY_NAME[game.variant] = game
    _BY_CLASS[game.state] = game
    _BY_CLASS[game.view] = game
    for kind in game.actions:
        _BY_ACTION[kind] = game
    return game


def variants() -> tuple[str, ...]:
    return tuple(_BY_NAME)


def game_named(variant: str) -> GameType:
    """The game called `variant`; InvalidInput if there is none."""
    try:
        return _BY_NAME[variant]
    except (KeyError, TypeError):
        known = " or ".join(repr(v) for v in _BY_NAME)
        raise InvalidInput(
            f"unknown game {variant!r}: expected {known}", Why.UNKNOWN_GAME, game=str(variant)
        ) from None


def game_of(position: Any) -> GameType:
    """The game a state or a view belongs to; InvalidInput for anything else."""
    try:
        return _BY_CLASS[type(position)]
    except KeyError:
        raise InvalidInput(
            f"{type(position).__name__} is not a game's state or view", Why.NOT_A_POSITION
        ) from None


def game_of_action(action: Any) -> GameType:
    """The game whose action `action` is; InvalidInput for anything else."""
    try:
        return _BY_ACTION[type(action)]
    except KeyError:
        raise InvalidInput(f"{type(action).__name__} is not a game's action", Why.NOT_A_MOVE) from None


def is_view(position: Any) -> bool:
    """A player's view (or the table's public view) of some game, not a state."""
    game = _BY_CLASS.get(type(position))
    return game is not None and type(position) is game.view
