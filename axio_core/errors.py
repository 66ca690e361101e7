"""The few errors the engine raises. Every message says what was tried and why it failed.

    AxioError
    ├── InvalidInput       malformed action or argument (wrong type, unknown colour, ...)
    ├── IllegalAction      well-formed but against the rules (D1)
    │   ├── NotYourTurn    an action for a player who is not to act
    │   └── GameOver       any action after the end
    └── BadRecord          a game record that cannot be read or replayed

Every error also carries its reason as data, as python-chess's errors do: `error.why` (a `Why`)
and `error.details` (its arguments: the cell, the tile, the colour, the ruling...), so an
interface says it in any language without reading the English message:

    >>> try:
    ...     raise IllegalAction("cell [3, 4] is taken", Why.CELL_TAKEN, cell=(3, 4))
    ... except AxioError as error:
    ...     error.refusal
    Refusal(why=<Why.CELL_TAKEN: 'cell_taken'>, details=(('cell', (3, 4)),))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Why(StrEnum):
    """Every reason the engine refuses something; the comment names its details."""

    # the arguments of a call
    UNKNOWN_GAME = "unknown_game"  # game
    PLAYER_COUNT = "player_count"  # game, players
    NO_SUCH_PLAYER = "no_such_player"  # player (0-based)
    NOT_A_POSITION = "not_a_position"
    WRONG_GAME = "wrong_game"  # game: the action is not one of this game's
    NO_CHANCE = "no_chance"  # game: no chance action in this game
    NOT_A_PLACEMENT = "not_a_placement"
    DRAW_IS_CHANCE = "draw_is_chance"
    TOO_MANY_TILES = "too_many_tiles"  # the racks hold more of a tile than the game has
    NOT_A_TILE = "not_a_tile"  # what
    NOT_A_CELL = "not_a_cell"  # what
    NOT_A_COLOUR = "not_a_colour"  # what
    BAD_ROTATION = "bad_rotation"  # what; ruling T2
    # the notation of records and of phones' moves; `what` is the field ("setup.racks[1]")
    NOT_A_LIST = "not_a_list"  # what
    NOT_AN_OBJECT = "not_an_object"  # what
    NOT_A_NUMBER = "not_a_number"  # what
    OUT_OF_RANGE = "out_of_range"  # what
    UNKNOWN_KEY = "unknown_key"  # what, key
    WRONG_COUNT = "wrong_count"  # what, found, expected
    NOT_A_MOVE = "not_a_move"
    EMPTY_CORNER_OUTWARD = "empty_corner_outward"  # what; ruling T3
    DISPLAY_CELLS = "display_cells"  # ruling T3
    NOT_THE_TILES = "not_the_tiles"  # ruling T1
    # turns
    NOT_YOUR_TURN = "not_your_turn"  # player to act (0-based), viewer (None: the table)
    FINISHING_TURN = "finishing_turn"  # player
    WRONG_PHASE = "wrong_phase"  # expected: a placement, exchange, draw, keep...
    GAME_OVER = "game_over"
    NO_DECISION = "no_decision"  # nobody (or not this player) has a decision to make
    NO_PLACEMENT = "no_placement"  # no tile can be placed
    UNKNOWN_BOT = "unknown_bot"  # level
    # AXIO placements
    OUTSIDE = "outside"  # cell; ruling A1
    NOT_SIDE_BY_SIDE = "not_side_by_side"  # cells; ruling A4
    TAKEN_BY_TILE = "taken_by_tile"  # cell
    PYRAMID_THERE = "pyramid_there"  # cell
    COLOUR_SPACE = "colour_space"  # cell; ruling A2
    BLOCKED = "blocked"  # cell; ruling A9
    NOT_IN_RACK = "not_in_rack"  # tile
    FIRST_TOUCH = "first_touch"  # ruling A5
    FIRST_TOUCH_SOLO = "first_touch_solo"  # ruling A14
    NO_PYRAMID_TO_MOVE = "no_pyramid_to_move"  # ruling A8
    PYRAMID_COUNT = "pyramid_count"  # need, named; ruling A8
    NO_PYRAMID_AT = "no_pyramid_at"  # cell; ruling A8
    PYRAMID_TWICE = "pyramid_twice"  # ruling A8
    DRAW_COUNT = "draw_count"  # drawn, due
    NOT_IN_BAG = "not_in_bag"  # tile
    # AXIO Rota placements
    NO_TILE_TO_PLAY = "no_tile_to_play"  # tile
    WRONG_TILE = "wrong_tile"  # tile, expected
    CELL_TAKEN = "cell_taken"  # cell
    TOUCHES_NO_TILE = "touches_no_tile"  # cell; ruling T4
    MUST_NAME = "must_name"  # ruling T6
    CANNOT_NAME = "cannot_name"  # ruling T6
    # game records (BadRecord; `where` says where)
    UNREADABLE = "unreadable"  # a file that cannot be read, or is not UTF-8 text
    NOT_JSON = "not_json"
    NOT_A_RECORD = "not_a_record"
    RECORD_FORMAT = "record_format"
    RECORD_VERSION = "record_version"  # version
    RECORD_PLAYERS = "record_players"
    RECORD_FIELD = "record_field"  # the field `where` is missing or of the wrong kind
    # games by link (docs/LINKS.md): what this device was asked cannot be done at this step
    LINK_NOT_NOW = "link_not_now"


@dataclass(frozen=True)
class Refusal:
    """A reason as data: what `why` an error carries and its `details`, as sorted pairs (a
    hashable value). `to_json`/`from_json` carry it over the wire to a phone."""

    why: Why
    details: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.details).get(key, default)

    def to_json(self) -> dict[str, Any]:
        return {"why": str(self.why), "details": {k: _plain(v) for k, v in self.details}}

    @staticmethod
    def from_json(fields: Any) -> Refusal:
        """A refusal read back; ValueError/TypeError/KeyError if it is not one."""
        if not isinstance(fields, dict) or not isinstance(fields.get("details", {}), dict):
            raise TypeError("a refusal is an object whose details are an object")
        details = fields.get("details", {})
        return Refusal(Why(fields["why"]), _pairs({str(k): _tuples(v) for k, v in details.items()}))


def _pairs(details: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted(details.items()))


def _plain(value: Any) -> Any:
    return [_plain(v) for v in value] if isinstance(value, tuple) else value


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


class AxioError(ValueError):
    """Base class: bad input of any kind, refused with a clear message (in English) and its
    reason as data: `why` and `details`."""

    def __init__(self, message: str, why: Why, **details: Any) -> None:
        super().__init__(message)
        self.why = why
        self.details = details

    @property
    def refusal(self) -> Refusal:
        return Refusal(self.why, _pairs(self.details))


class InvalidInput(AxioError):
    """The action or argument is malformed."""


class IllegalAction(AxioError):
    """The action is well-formed but the rules forbid it (ruling D1)."""


class NotYourTurn(IllegalAction):
    """The action belongs to a player (or to chance) who is not to act now."""


class GameOver(IllegalAction):
    """The game has ended; nothing more can be played."""

    def __init__(self, message: str = "the game is over", why: Why = Why.GAME_OVER, **details: Any) -> None:
        super().__init__(message, why, **details)


class BadRecord(AxioError):
    """A game record is unreadable or does not replay. `where` is e.g. "move 17" or "setup.racks";
    `why` and `details` are the reason's (those of the error met, when it wraps one)."""

    def __init__(self, where: str, reason: str, why: Why = Why.RECORD_FIELD, **details: Any) -> None:
        super().__init__(f"{where}: {reason}" if where else reason, why, **details)
        self.where = where
        self.reason = reason

    @staticmethod
    def wrapping(where: str, error: AxioError, **more: Any) -> BadRecord:
        """The record's error at `where` for an error the engine raised reading or playing it
        (`more`: details of the place, e.g. `move=17`)."""
        return BadRecord(where, str(error), error.why, **{**error.details, **more})


def not_your_turn(current: int, viewer: int | None) -> NotYourTurn:
    """Why a player's view cannot act now: somebody else is to act (or it is the table's
    public view, which holds nobody's tiles)."""
    who = "the table's public view" if viewer is None else f"player {viewer + 1}"
    return NotYourTurn(
        f"player {current + 1} is to act, not {who}", Why.NOT_YOUR_TURN, player=current, viewer=viewer
    )
