"""A game at the table: names, seed, seats, and the history of actions (ARCHITECTURE.md).

The engine knows rules; a Session knows the people and the history. It is a value too:
`play` returns a new Session. Chance (AXIO draws) is resolved at once after every action,
from the seed and the action count alone, so a game continued from its record (a save, a
`#record=` link) draws exactly what the original would have drawn.

    >>> s = Session.new("axio", ["Anna", "Beata"], seed=7)
    >>> s = s.play(s.legal_actions()[0])
    >>> s.to_record().moves[:1]                       # doctest: +ELLIPSIS
    ({'place': ...},)
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from . import game
from .actions import Action
from .errors import BadRecord, InvalidInput, Why
from .game import State, View
from .meta import Ignored, read_meta
from .ranking import Outcome
from .records import GameRecord, read_record, replay, write_record
from .registry import game_of_action

APP = "axio-at-the-table 0.1"


@dataclass(frozen=True)
class Session:
    variant: str
    names: tuple[str, ...]
    seed: int | str
    start: State
    actions: tuple[Action, ...] = ()
    states: tuple[State, ...] = ()  # states[i] follows actions[i]
    seats: tuple[str | None, ...] = ()  # bot level per seat, None for a person
    extra: dict[str, Any] = field(default_factory=dict, compare=False)  # kept record keys
    daily: str | None = None  # the day whose daily deal this is (meta "daily"), if it is one

    # ------------------------------------------------------------------ making one

    @classmethod
    def new(
        cls,
        variant: str,
        names: list[str] | tuple[str, ...],
        seed: int | str,
        seats: tuple[str | None, ...] | None = None,
        daily: str | None = None,
    ) -> Session:
        """A new game; `daily`: the day whose daily deal it is (then `seed` is that deal's)."""
        start = game.new_game(variant, len(names), seed)
        seats = seats if seats is not None else tuple(None for _ in names)
        if len(seats) != len(names):
            raise InvalidInput(
                "one seat per player", Why.WRONG_COUNT, what="seats", found=len(seats), expected=len(names)
            )
        return cls(variant, tuple(names), seed, start, seats=seats, daily=daily)._resolve_chance()

    @classmethod
    def from_record(cls, source: GameRecord | str | dict[str, Any]) -> Session:
        """Continue (or review) the game a record holds; raises BadRecord if it is damaged."""
        return cls.read(source)[0]

    @classmethod
    def read(cls, source: GameRecord | str | dict[str, Any]) -> tuple[Session, tuple[Ignored, ...]]:
        """`from_record`, and the `meta` fields it could not use (an unknown bot level, a seat
        list of the wrong length, a bad seed): those seats are people, the seed is derived."""
        record = source if isinstance(source, GameRecord) else read_record(source)
        replayed = replay(record)
        meta, ignored = read_meta(record.extra.get("meta"), len(record.players))
        seed = meta.seed
        if seed is None:
            # No seed kept: derive one from the record, so continuing it is still reproducible.
            seed = zlib.crc32(record.to_json().encode("utf-8", "surrogatepass"))  # a lone surrogate too
        session = cls(
            record.variant,
            record.players,
            seed,
            replayed.states[0],
            replayed.actions,
            replayed.states[1:],
            meta.seats,
            {k: v for k, v in record.extra.items() if k != "meta"},
            meta.daily,
        )
        return session._resolve_chance(), ignored

    # ------------------------------------------------------------------ reading it

    @property
    def state(self) -> State:
        return self.states[-1] if self.states else self.start

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def to_act(self) -> int | None:
        return game.to_act(self.state)

    def legal_actions(self) -> list[Any]:
        return game.legal_actions(self.state)

    def view(self, player: int) -> View:
        return game.observe(self.state, player)

    def outcome(self) -> Outcome | None:
        return game.outcome(self.state)

    def is_bot(self, player: int) -> bool:
        return self.seats[player] is not None

    @property
    def people(self) -> int:
        """How many seats people play (the others are computer players)."""
        return sum(1 for seat in self.seats if seat is None)

    @cached_property
    def record_length(self) -> int:
        """How many moves the game's record holds: every action but a kept rack, which the
        next draw implies (RECORDS.md). Kept once counted: the page shows it after every tap."""
        written = (game_of_action(action).notation.move_of(action) for action in self.actions)
        return sum(1 for move in written if move is not None)

    # ------------------------------------------------------------------ playing

    def play(self, action: Action) -> Session:
        """Play one action of the player to act (illegal ones raise; nothing changes)."""
        if self.to_act == game.CHANCE:
            raise InvalidInput("chance acts by itself in a session", Why.DRAW_IS_CHANCE)
        state = game.apply(self.state, action)
        return self._with(action, state)._resolve_chance()

    def _with(self, action: Action, state: State) -> Session:
        return Session(
            self.variant,
            self.names,
            self.seed,
            self.start,
            self.actions + (action,),
            self.states + (state,),
            self.seats,
            self.extra,
            self.daily,
        )

    def _resolve_chance(self) -> Session:
        session = self
        while session.to_act == game.CHANCE:
            rng = random.Random(f"{session.seed}:chance:{len(session.actions)}")
            draw = game.sample_chance(session.state, rng)
            session = session._with(draw, game.apply(session.state, draw))
        return session

    # ------------------------------------------------------------------ saving

    def to_record(self, extra_meta: dict[str, Any] | None = None) -> GameRecord:
        meta = {"seed": self.seed, "seats": list(self.seats), "app": APP, **(extra_meta or {})}
        if self.daily is not None:
            meta["daily"] = self.daily
        return write_record(self.names, self.start, self.actions, {**self.extra, "meta": meta})


__all__ = ["Session", "BadRecord"]
