"""Computer players at the table, the pure part: seats, names, and one decision.

The decisions themselves are axio_core's (`axio_core.bots`); this module only says which
seats are bots, what they are called, where a level decides (the main thread or the bot
worker), and carries a decision across the worker boundary as JSON (a record in, a record
move out), so the worker and the page's fallback run the very same function:

    >>> from axio_core.session import Session
    >>> s = Session.new("rota", ["Anna", "Casual"], 3, (None, "casual"))
    >>> s = s.play(s.legal_actions()[0])
    >>> decide(s.to_record().to_json(), 1)                  # doctest: +ELLIPSIS
    '{...}'
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from axio_core import game
from axio_core.actions import Action, KeepRack
from axio_core.axio import notation as axio_notation
from axio_core.bots import LEVELS, Settings, choose_in
from axio_core.errors import InvalidInput
from axio_core.rota import notation as rota_notation
from axio_core.session import Session

from .i18n import t
from .params import HUMAN, StartRequest, default_name

#: What the menu offers for each seat: a person, then the levels from weakest to strongest.
SEAT_CHOICES: tuple[str, ...] = (HUMAN, *LEVELS)
#: Levels that think too long for the main thread (the page would freeze): the bot worker.
OFF_THREAD: frozenset[str] = frozenset({"expert"})
#: The Expert's budget in the browser: a move within about a second even on a slow phone.
#: (The iteration cap still binds first on an ordinary machine, so moves stay reproducible.)
BROWSER_EXPERT = Settings(time_ms=900.0)

_NOTATION: dict[str, Any] = {"axio": axio_notation, "rota": rota_notation}
_KEEP = {"keep": True}


def level_name(level: str | None) -> str:
    """"Casual", "Gemütlich"; "Person" for a human seat."""
    return t(f"bots.level.{level}") if level in LEVELS else t("bots.person")


def level_style(level: str | None) -> str:
    """The level's one-line style for the menu; empty for a person."""
    return t(f"bots.style.{level}") if level in LEVELS else ""


def bot_name(level: str) -> str:
    return t("bots.default_name", level=level_name(level))


def seat_names(request: StartRequest) -> tuple[str, ...]:
    """One name per seat: the given one, else "Casual (computer)" for a bot, "Player 2" for a
    person."""
    bots = request.seat_bots()
    given = request.names[: request.players]
    names = []
    for seat in range(request.players):
        name = given[seat] if seat < len(given) else ""
        level = bots[seat]
        names.append(name or (bot_name(level) if level else default_name(seat)))
    return tuple(names)


def menu_seats(values: Sequence[str], players: int) -> tuple[str | None, ...]:
    """The menu's seat choices (select values) as Session seats; anything unknown is a person."""
    chosen = [v if v in LEVELS else None for v in list(values)[:players]]
    return tuple(chosen) + (None,) * (players - len(chosen))


def runs_off_thread(level: str | None) -> bool:
    return level in OFF_THREAD


# ---------------------------------------------------------------------------- one decision


def decide_in(session: Session) -> Action:
    """The move of the bot to act, decided here (bots see only their `observe` view)."""
    return choose_in(session, BROWSER_EXPERT)


def decide(record_json: str, player: int) -> str:
    """The bot worker's exported function: the move (a record move, as JSON) of the bot in
    seat `player` of the game the record holds. Raises InvalidInput if that bot is not the
    one to act (a stale question)."""
    session = Session.from_record(str(record_json))
    if session.to_act != int(player):
        raise InvalidInput(f"seat {player} is not to act")
    return move_to_json(session.variant, decide_in(session))


def move_to_json(variant: str, action: Action) -> str:
    """A record move as JSON; keeping the rack (which records leave implied) is {"keep": true}."""
    move = _NOTATION[variant].move_of(action)
    return json.dumps(_KEEP if move is None else move, separators=(",", ":"))


def move_from_json(session: Session, text: str) -> Action | None:
    """The action a worker's answer names, if it is legal now; None otherwise."""
    try:
        move = json.loads(str(text))
        action = KeepRack() if move == _KEEP else _NOTATION[session.variant].action_from_move(move)
        return action if game.is_legal(session.state, action) else None
    except Exception:  # any bad or stale answer: the caller decides here instead
        return None
