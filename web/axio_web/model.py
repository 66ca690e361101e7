"""The app's values: `App` (everything the page knows), `Env` (what an event brings), and the
small parts of App the screens read and write (`Menu`, `Messages`, `Help`).

They live apart from app.py (the state machine) so that the screens, which answer with a new
App, can import them without importing the app that drives them: children never import
their parent. app.py re-exports them.

`App.screen` is any `Screen`: the menu (`Menu`), a game table (table/screen.py), the saves
screens (saves_ui) or a review (review/screen.py). The model names none of them: the saves
screens read the App, so the App cannot read them back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Protocol

from .learn.progress import LessonSteps
from .menu import MenuChoices
from .saving import SaveState
from .storage import Damaged, StoreImage
from .storage import new_id as entry_id


@dataclass(frozen=True)
class Env:
    """The moment of an event, as pure code needs it: UTC time, the local offset (minutes),
    and a fresh random number."""

    now: datetime = datetime(2026, 1, 1, tzinfo=UTC)
    tz_offset: int = 0
    nonce: int = 0

    def new_id(self) -> str:
        """A fresh id for a new saved entry: the time first (ids sort roughly by creation),
        then the random number (two tabs never pick the same)."""
        return entry_id(int(self.now.timestamp() * 1000), f"{self.nonce & 0xFFFFFFFF:08x}")


class Screen(Protocol):
    """The screen in front; the app asks it only where the keyboard focus wants to be."""

    @property
    def focus_id(self) -> str | None: ...


@dataclass(frozen=True)
class Menu:
    """The menu screen (its choices live in `App.menu`, kept while a game is played)."""

    @property
    def focus_id(self) -> str | None:
        return None


@dataclass(frozen=True)
class Messages:
    kind: str  # info | warning | error
    lines: tuple[str, ...]
    heading: str = ""
    actions: tuple[tuple[str, str], ...] = ()  # buttons: (data-action, label)


@dataclass(frozen=True)
class Help:
    game: str
    topic: str


@dataclass(frozen=True)
class App:
    screen: Screen
    menu: MenuChoices = MenuChoices()
    lang: str = "en"
    contrast: bool = False
    embed: bool = False
    store: StoreImage = field(default_factory=lambda: StoreImage({}))
    saving: SaveState = SaveState()
    page_url: str = ""
    tz_offset: int = 0  # minutes to add to UTC for the player's clock (dates in the lists)
    run: int = 0  # screens opened afresh; ticks and bot answers of an older run are dropped
    messages: Messages | None = None
    help: Help | None = None
    focus: str | None = None  # a CSS selector: where the keyboard focus goes after this event
    focus_serial: int = 0  # bumped whenever the focus must move (even to the same place)
    table_id: str | None = None  # the saved game shown, so a reload comes back to it
    damaged: tuple[Damaged, ...] = ()  # saved games found not to replay when opened (listed so)
    today: str = ""  # the player's date as the last event's Env gave it ("2026-11-22"): daily deal
    lesson_steps: LessonSteps = LessonSteps()  # each course's progress, as remembered
    link_store: str | None = None  # the game by links as localStorage keeps it (linkplay_ui.py)
