"""Game records (RECORDS.md), our PGN: read, validate, replay and write.

    >>> rec = read_record(open("game.json").read())      # doctest: +SKIP
    >>> final = replay(rec).final                          # doctest: +SKIP

Every problem is a BadRecord naming where it is ("move 17", "setup.racks") and why.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from . import bounded, game
from .actions import Action
from .constants import MAX_PLAYERS, MIN_PLAYERS
from .errors import AxioError, BadRecord, Why
from .game import State
from .registry import game_named

FORMAT = "axio-record"
VERSION = 1
MAX_NAME = 60
_KNOWN_KEYS = {"format", "version", "variant", "players", "setup", "moves"}


@dataclass(frozen=True)
class GameRecord:
    variant: str
    players: tuple[str, ...]
    setup: dict[str, Any]
    moves: tuple[dict[str, Any], ...]
    extra: dict[str, Any] = field(default_factory=dict)  # unknown top-level keys, kept

    def to_json_obj(self) -> dict[str, Any]:
        obj = {
            "format": FORMAT,
            "version": VERSION,
            "variant": self.variant,
            "players": list(self.players),
            "setup": self.setup,
            "moves": list(self.moves),
        }
        obj.update({k: v for k, v in self.extra.items() if k not in obj})
        return obj

    def to_json(self) -> str:
        return json.dumps(self.to_json_obj(), separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True)
class Replayed:
    """A replayed record: the start, every action (implied ones included) and every state."""

    record: GameRecord
    actions: tuple[Action, ...]
    states: tuple[State, ...]  # states[0] is the start; states[i + 1] follows actions[i]
    move_of_action: tuple[int, ...]  # the record move (from 1) each action came from

    @property
    def final(self) -> State:
        return self.states[-1]


#: A record far longer than any game (a long AXIO game is some 20 000 characters).
MAX_RECORD_CHARS = 2_000_000


def read_record(source: str | bytes | dict[str, Any]) -> GameRecord:
    """Parse and check the envelope of a record (the moves are checked by `replay`)."""
    obj = source
    if isinstance(source, (str, bytes)):
        try:
            text = source.decode("utf-8") if isinstance(source, bytes) else source
            obj = bounded.loads(text, max_chars=MAX_RECORD_CHARS).value  # depth bounded first (issue 35)
        except (ValueError, RecursionError) as err:
            raise BadRecord("", f"not JSON ({_first_line(err)})", Why.NOT_JSON) from None
    if not isinstance(obj, dict):
        raise BadRecord("", "not a game record: expected a JSON object", Why.NOT_A_RECORD)
    if obj.get("format") != FORMAT:
        raise BadRecord(
            "format", f"expected {FORMAT!r}, found {_short(obj.get('format'))}", Why.RECORD_FORMAT
        )
    version = obj.get("version")
    if type(version) is not int or version != VERSION:  # not true, not 1.0
        raise BadRecord(
            "version",
            f"version {_short(version)} is not supported (expected {VERSION})",
            Why.RECORD_VERSION,
            version=_short(version),
        )
    variant = obj.get("variant")
    if not isinstance(variant, str) or variant not in game.VARIANTS:  # a list is not hashable
        raise BadRecord(
            "variant",
            f"unknown variant {_short(variant)}: expected 'axio' or 'rota'",
            Why.UNKNOWN_GAME,
            game=_short(variant),
        )
    players = obj.get("players")
    if not (
        isinstance(players, list)
        and MIN_PLAYERS <= len(players) <= MAX_PLAYERS
        and all(isinstance(p, str) and len(p) <= MAX_NAME for p in players)
    ):
        raise BadRecord("players", "expected 1 to 4 player names", Why.RECORD_PLAYERS)
    setup, moves = obj.get("setup"), obj.get("moves")
    if not isinstance(setup, dict):
        raise BadRecord("setup", "missing or not an object", Why.RECORD_FIELD)
    if not isinstance(moves, list):
        raise BadRecord("moves", "missing or not a list", Why.RECORD_FIELD)
    extra = {k: v for k, v in obj.items() if k not in _KNOWN_KEYS}
    return GameRecord(variant, tuple(players), setup, tuple(moves), extra)


def start_of(record: GameRecord) -> State:
    """The position before the first move."""
    try:
        return game_named(record.variant).notation.state_from_setup(record.setup, len(record.players))
    except AxioError as err:
        what = str(err.details.get("what", ""))
        where = what if what.startswith("setup") else "setup"  # the field at fault, if known
        raise BadRecord(where, str(err).removeprefix(f"{where}: "), err.why, **err.details) from None


def replay(record: GameRecord) -> Replayed:
    """Play every move through the rules engine; the first bad one is named."""
    notation = game_named(record.variant).notation
    state = start_of(record)
    states, actions, origin = [state], [], []
    for n, move in enumerate(record.moves, start=1):
        try:
            action = notation.action_from_move(move)
            for step in notation.implied_actions(state, action):
                state = game.apply(state, step)
                states.append(state)
                actions.append(step)
                origin.append(n)
        except AxioError as err:
            raise BadRecord.wrapping(f"move {n}", err, move=n) from None
    return Replayed(record, tuple(actions), tuple(states), tuple(origin))


def write_record(
    names: Iterable[str], start: State, actions: Iterable[Action], extra: dict[str, Any] | None = None
) -> GameRecord:
    """The record of a game from its start and actions (implied actions are left out)."""
    variant = game.variant_of(start)
    notation = game_named(variant).notation
    moves = tuple(m for m in (notation.move_of(a) for a in actions) if m is not None)
    return GameRecord(variant, tuple(names), notation.setup_of(start), moves, dict(extra or {}))


def summary(record: GameRecord, state: State) -> dict[str, Any]:
    """The replay command's result line (RECORDS.md)."""
    result = game.outcome(state)
    return {
        "variant": record.variant,
        "over": result is not None,
        "scores": [list(s) for s in state.scores],
        "winners": list(result.winners) if result else [],
    }


def _short(value: Any) -> str:
    try:
        text = json.dumps(value) if isinstance(value, (str, int, float, type(None))) else type(value).__name__
    except ValueError:  # an integer too long to print (Python's 4300-digit limit)
        text = type(value).__name__
    return text if len(text) <= 40 else text[:39] + "…"


def _first_line(err: BaseException) -> str:
    return str(err).splitlines()[0] if str(err) else type(err).__name__
