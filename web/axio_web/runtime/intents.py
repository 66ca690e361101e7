"""What a screen asks of the app (not of the browser): `app.update` resolves these before the
effects reach the glue. A screen cannot save by itself, because saving needs the store image
and the save slot the app holds; it says what to save, and the app works out the writes.
Nor does it open another game's table: that is the app's (children never import their
parent); it says which game, and the app puts the table in front.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from axio_core.session import Session

from ..storage import OpenedGame
from .params import StartRequest


@dataclass(frozen=True)
class SaveProgress:
    """Autosave the game on the table: everything a save needs, so saving never replays."""

    session: Session
    screen_state: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class NewGameStarted:
    """The table dealt a new game ("Play again"): it is saved as a new entry, not over the old."""


@dataclass(frozen=True)
class ContinueGame:
    """A saved game at the table again, saving on in its own entry; `notes` are said as it
    opens."""

    opened: OpenedGame
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class OpenTable:
    """A new game at the table (a daily deal): `session`, saved as a new entry; `notes` are
    said as it opens."""

    session: Session
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class RetrySave:
    """Save again what the store refused last (room was made, or "keep both"); the saved
    games then say `saved` or `unsaved`, as that went."""

    saved: str
    unsaved: str


@dataclass(frozen=True)
class ShowMenu:
    """Back to the menu (a lesson skipped)."""


@dataclass(frozen=True)
class OpenLesson:
    """A lesson of `game`'s course: `lesson`, else the one shown last, else the first not done."""

    game: str
    lesson: str | None = None


@dataclass(frozen=True)
class StartGame:
    """A new game as `request` asks (the menu's Start, a lesson's "play the Beginner"); `pair`:
    with the phones panel open at once (the menu's "Play from phones")."""

    request: StartRequest
    pair: bool = False  # (a request with `link`: a game by links, issue 39)


@dataclass(frozen=True)
class ScanCode:
    """A phone's camera read `text` (issue 36): the app opens the table's code it holds."""

    text: str


@dataclass(frozen=True)
class KeepLinkRecord:
    """A game by links verified at its end (issue 39): its record, now whole (the set-up and
    the draws are known), is kept as a saved game like any other, in the entry `game_id`
    (made from the game's id, so that it is kept once however often the end is shown)."""

    game_id: str
    record: Mapping[str, Any]


@dataclass(frozen=True)
class ContinueLinkGame:
    """The saved games' row of the game by links kept in this browser: its link screen again."""


Intent = (
    SaveProgress
    | NewGameStarted
    | ContinueGame
    | OpenTable
    | RetrySave
    | ShowMenu
    | OpenLesson
    | StartGame
    | ScanCode
    | KeepLinkRecord
    | ContinueLinkGame
)
