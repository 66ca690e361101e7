"""The app's values: `App` (everything the page knows), `Env` (what an event brings), the
small parts of App the screens read and write (`Messages`, `Help`), and the screen contract.

They live apart from the app's update (routing.py) so that the screens, which answer with a new
App, can import them without importing the app that drives them: children never import
their parent.

`App.screen` is any `Screen`: the menu, a game table, the saves screens, a review, a phone's
rack. Each kind is registered in screens/registry.py with its entry: a module whose
`update(screen, event, ctx) -> Step` and `view(screen, app) -> Drawn` the app and the page
call the same way for every kind (`ScreenEntry`). The model names no screen: the screens read
the App, so the App cannot read them back; what it keeps of the menu and the courses (their
choices, their progress) is runtime's own (menu_choices.py, lesson_progress.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from ..runtime.effects import Effect
from ..runtime.events import Event
from ..runtime.layout import Layout
from ..storage import Damaged, StoreImage
from ..storage import new_id as entry_id
from .intents import Intent
from .lesson_progress import LessonSteps
from .menu_choices import MenuChoices
from .saving import SaveState


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
    """The screen in front: a frozen value of a kind registered in screens/registry.py. The app
    asks the value itself only where the keyboard focus wants to be; the rest is its entry's."""

    @property
    def focus_id(self) -> str | None: ...


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
    address_lang: str | None = None  # the address's `lang=`: kept in the address while it is `lang`
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
    link_store: str | None = None  # the game by links as localStorage keeps it (screens/linkplay/)


# ---------------------------------------------------------------------------- the screen contract

#: What an update hands on: effects for the glue, intents for the app (intents.py).
Out = Effect | Intent
#: A screen's answer to an event: the next app (its screen, or another one) and what follows.
Step = tuple[App, list[Out]]


@dataclass(frozen=True)
class Ctx:
    """What a screen's update is given with its event: the app as it stands (the screen answers
    with the next one) and the event's moment."""

    app: App
    env: Env


class Board(Protocol):
    """A screen with a board (a table, a phone's rack): what the page scrolls to, and its zoom."""

    @property
    def reveal(self) -> str | None: ...
    @property
    def reveal_serial(self) -> int: ...
    @property
    def zoom(self) -> float: ...


@dataclass(frozen=True)
class Drawn:
    """A screen as the page shows it: its layout, the hooks it sets on <html> (PAGE.md), a
    board's scrolling and zoom, and the key that tells one screen from another (a new key
    replaces the whole screen; "": the class's name)."""

    layout: Layout
    hooks: Mapping[str, str] = field(default_factory=dict)
    board: Board | None = None
    key: str = ""
    focus_scrolls: bool = False  # the focus brings its element into view (a review's picked move)


class ScreenEntry(Protocol):
    """The contract every kind of screen meets, as a module (screens/<kind>/entry.py): the app
    routes an event to `update` unless it is the page's own (help, language, storage, the
    host, the address), and the page draws `view`. A new screen is one such module and one
    line in screens/registry.py."""

    def update(self, screen: Any, event: Event, ctx: Ctx) -> Step: ...

    def view(self, screen: Any, app: App) -> Drawn: ...
