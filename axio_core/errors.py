"""The few errors the engine raises. Every message says what was tried and why it failed.

    AxioError
    ├── InvalidInput       malformed action or argument (wrong type, unknown colour, ...)
    ├── IllegalAction      well-formed but against the rules (D1)
    │   ├── NotYourTurn    an action for a player who is not to act
    │   └── GameOver       any action after the end
    └── BadRecord          a game record that cannot be read or replayed
"""

from __future__ import annotations


class AxioError(ValueError):
    """Base class: bad input of any kind, refused with a clear message."""


class InvalidInput(AxioError):
    """The action or argument is malformed."""


class IllegalAction(AxioError):
    """The action is well-formed but the rules forbid it (ruling D1)."""


class NotYourTurn(IllegalAction):
    """The action belongs to a player (or to chance) who is not to act now."""


class GameOver(IllegalAction):
    """The game has ended; nothing more can be played."""


class BadRecord(AxioError):
    """A game record is unreadable or does not replay. `where` is e.g. "move 17" or "setup.racks"."""

    def __init__(self, where: str, reason: str) -> None:
        super().__init__(f"{where}: {reason}" if where else reason)
        self.where = where
        self.reason = reason


def not_your_turn(current: int, viewer: int | None) -> NotYourTurn:
    """Why a player's view cannot act now: somebody else is to act (or it is the table's
    public view, which holds nobody's tiles)."""
    who = "the table's public view" if viewer is None else f"player {viewer + 1}"
    return NotYourTurn(f"player {current + 1} is to act, not {who}")
