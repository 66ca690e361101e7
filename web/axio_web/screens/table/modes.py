"""The table's modes: what the table is doing, each a value (screens/table/screen.py describes them).

They live apart from the table so that the bot's turn (bot_turn.py) can read them without
importing the table, which drives it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


def tick(kind: str, moves: int) -> str:
    """A tick's action ("kind:moves"): what came due, for the moment the session had `moves`
    actions (a tick of an earlier moment is stale: the table and bot_turn.py ignore it)."""
    return f"{kind}:{moves}"


@dataclass(frozen=True)
class Landing:
    """A person's move has been played and the device will pass on: everyone sees its points
    land (the public board) before the cover comes up."""


@dataclass(frozen=True)
class Covered:
    """Hot-seat: the cover is up until the player to act says they are the one looking.
    `resumed`: the game was just continued (a reload, the saved games): the cover says so,
    since a move chosen but not confirmed before is not kept."""

    resumed: bool = False


@dataclass(frozen=True)
class Choosing:
    """A person chooses: `selection` is the plugin's choice in progress; `touched` once they
    changed it (the last move's points then leave the board, so that the badges in view are
    the preview's own)."""

    selection: Any
    touched: bool = False


@dataclass(frozen=True)
class BotThinking:
    """A computer player decides; `moves`: the session's actions when it began (ticks name it,
    so one meant for an earlier moment is stale). For a seat decided by the bot worker:
    `answer`, its move if it came before THINK_MS was up; `waited`, THINK_MS is up and the
    move is played the moment the answer comes."""

    moves: int
    answer: str | None = None
    waited: bool = False


@dataclass(frozen=True)
class BotShowing:
    """A computer player's move is on the board, alone: the log entries and announcements of
    the actions from `moves` on wait until it has been seen."""

    moves: int


@dataclass(frozen=True)
class Remote:
    """A seat played from a phone is to act (issue 28): the table shows only the public view
    and waits for that phone's move (screens/table/phone_link.py), like a computer player's turn."""

    player: int


@dataclass(frozen=True)
class Over:
    """The game has ended."""


Mode = Landing | Covered | Choosing | BotThinking | BotShowing | Remote | Over
