"""What happens to the page: the events `app.update` answers (ARCHITECTURE.md, "the view").

The glue (`glue.py`) turns the browser's events into these values and nothing else: it never
decides. Every event is a plain frozen value, so a whole session of the page can be replayed
in pytest by feeding `update` the same list.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..storage.image import (
    StoreWritten,  # one of the events; the store's own value (storage sits below runtime)
)


@dataclass(frozen=True)
class Click:
    """A click or tap on an element with `data-action`; `data` holds its other `data-*`
    attributes without the prefix, as strings ({"x": "3", "y": "-1"}); `is_button`: the
    element is a button (it has the keyboard focus now, and should keep it); `control`: its
    id, if it has one (the focus finds it again by that)."""

    action: str
    data: Mapping[str, str] = field(default_factory=dict)
    is_button: bool = False
    control: str = ""


@dataclass(frozen=True)
class Key:
    """A key press (KeyboardEvent.key: "ArrowLeft", "Enter", "r", " "). `in_field`: the focus
    is in a text field or a list (the key is typing, not a command); `on_button`: the focus is
    on a button or link (Enter and Space click it, the browser's job)."""

    key: str
    in_field: bool = False
    on_button: bool = False


@dataclass(frozen=True)
class Input:
    """A form control changed: `name` is its `name` attribute, `value` its value now."""

    name: str
    value: str


@dataclass(frozen=True)
class Tick:
    """A `Schedule` effect came due. `run` is the screen run it was scheduled in: a tick of a
    screen that has been left since is stale and ignored."""

    action: str
    run: int


@dataclass(frozen=True)
class BotAnswer:
    """The bot worker's move for the game at `moves` actions (a record move as JSON, "" if it
    failed: the table then decides on the page)."""

    run: int
    moves: int
    move: str


@dataclass(frozen=True)
class ReviewAnswer:
    """The rating of decision `k` of a review (a Rating as JSON, "" if it failed)."""

    run: int
    k: int
    rating: str


@dataclass(frozen=True)
class FileRead:
    """A file chosen in an `<input type="file" data-action=...>`: its text, or why it could
    not be read."""

    action: str
    name: str
    text: str | None = None
    error: str = ""


@dataclass(frozen=True)
class HostMessage:
    """A message from the parent window (the glue has checked the sender), its own plain
    fields copied (host_link.message_fields); None when it was no plain object."""

    fields: Mapping[str, object] | None


@dataclass(frozen=True)
class ModulesArrived:
    """Modules the first screen does not need reached the page after it was ready (the QR
    codes' segno: build.py's extras zip). A screen that waited for them draws them now."""


@dataclass(frozen=True)
class HashChange:
    """The address's fragment changed (a `#record=` link pasted into the same tab)."""

    hash: str


@dataclass(frozen=True)
class StoreChanged:
    """Another tab changed one of our keys (the browser's `storage` event)."""

    key: str
    value: str | None


@dataclass(frozen=True)
class BeforeReload:
    """An update is about to reload the page: save whatever waits."""


# Phones (issue 28): what the port answers to the effects in effects.py. `seat`: on the table,
# the seat's index; on a phone None (its connection to the table).


@dataclass(frozen=True)
class PeerOffer:
    """Table: `seat`'s offer is ready (the session description, candidates included)."""

    seat: int
    key: str
    sdp: str


@dataclass(frozen=True)
class PeerAnswer:
    """Phone: its answer to the table's offer is ready."""

    sdp: str


@dataclass(frozen=True)
class PeerOpen:
    """The data channel of `seat` opened: messages can go both ways."""

    seat: int | None


@dataclass(frozen=True)
class PeerText:
    """A message came over `seat`'s data channel (unread: the app checks it)."""

    seat: int | None
    text: str


@dataclass(frozen=True)
class PeerClosed:
    """`seat`'s connection closed or was lost (a phone asleep, out of reach, its page closed)."""

    seat: int | None


@dataclass(frozen=True)
class PeerFailed:
    """An offer, an answer or a connection could not be made; `reason` in English, for a person."""

    seat: int | None
    reason: str


@dataclass(frozen=True)
class Scanned:
    """The camera read a QR code (its text, unread): at the table a phone's answer, on a phone
    the table's code."""

    text: str


@dataclass(frozen=True)
class ScannerFailed:
    """The camera could not be opened or was closed (`reason`: "denied", "missing", "closed")."""

    reason: str


PeerEvent = PeerOffer | PeerAnswer | PeerOpen | PeerText | PeerClosed | PeerFailed | Scanned | ScannerFailed


Event = (
    Click
    | Key
    | Input
    | Tick
    | BotAnswer
    | FileRead
    | HostMessage
    | HashChange
    | StoreWritten
    | StoreChanged
    | BeforeReload
    | ReviewAnswer
    | ModulesArrived
    | PeerEvent
)

__all__ = [
    "BeforeReload",
    "BotAnswer",
    "Click",
    "Event",
    "FileRead",
    "HashChange",
    "HostMessage",
    "Input",
    "Key",
    "ModulesArrived",
    "PeerAnswer",
    "PeerClosed",
    "PeerEvent",
    "PeerFailed",
    "PeerOffer",
    "PeerOpen",
    "PeerText",
    "ReviewAnswer",
    "Scanned",
    "ScannerFailed",
    "StoreChanged",
    "Tick",
]
