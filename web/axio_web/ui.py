"""The contract between screens and the page (ARCHITECTURE.md, "the view").

A screen is a value that renders itself to HTML and answers events with the next screen and
a list of effects. It never touches the DOM: the thin PyScript glue (`shell.py` / `dom.py`)
puts `render()` into the page in one assignment, turns clicks and keys into `Event`s through
one delegated listener, and carries out the effects. So every screen runs in plain pytest.

    screen, effects = screen.handle(Event("click", action="confirm"))
    html = screen.render()
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True)
class Event:
    """Something the person did.

    kind "click": `action` is the clicked element's `data-action`, `data` all its `data-*`
      attributes (without the `data-` prefix), e.g. {"x": "3", "y": "-1"}.
    kind "key": `key` is KeyboardEvent.key ("ArrowLeft", "Enter", "r", " ").
    kind "tick": a scheduled step (see Schedule) has come due; `action` says which. A bot
      worker's answer (see AskBot) is a tick too, with `data` {"move": <record move JSON>}.
    """

    kind: str
    action: str = ""
    data: Mapping[str, Any] = field(default_factory=dict)
    key: str = ""


# ------------------------------------------------------------------ effects the glue carries out


@dataclass(frozen=True)
class SaveGame:
    """Store the game in progress (autosave): the record plus what the screen needs."""

    key: str
    record_json: str
    screen_state: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Announce:
    """Say this in the ARIA live region (screen readers)."""

    text: str


@dataclass(frozen=True)
class PostToHost:
    """window.parent.postMessage({source: "axio", type, ...}) in embed mode (PAGE.md)."""

    type: str
    payload: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Schedule:
    """Send Event("tick", action) after `ms` milliseconds (bot steps, animations)."""

    ms: int
    action: str


@dataclass(frozen=True)
class AskBot:
    """Have the bot in seat `player` decide its move in the game `record_json` off the main
    thread (the bot worker; the glue decides on the main thread if the worker cannot run),
    then send Event("tick", action, data={"move": <the record move as JSON>})."""

    record_json: str
    player: int
    action: str


@dataclass(frozen=True)
class Download:
    filename: str
    text: str
    mime: str = "application/json"


@dataclass(frozen=True)
class CopyText:
    text: str


@dataclass(frozen=True)
class SetPage:
    """Change <html> hooks: `data-game-over` and similar page-level attributes (PAGE.md)."""

    attributes: Mapping[str, str]


Effect = SaveGame | Announce | PostToHost | Schedule | AskBot | Download | CopyText | SetPage


class Screen(Protocol):
    def render(self) -> str:
        """The whole screen as HTML (SVG inline); ids and data-* hooks included."""
        ...

    def handle(self, event: Event) -> tuple[Screen, list[Effect]]:
        """The next screen and what the page must do. Unknown events return (self, [])."""
        ...

    @property
    def focus_id(self) -> str | None:
        """The id of the element that should have keyboard focus after rendering."""
        ...
