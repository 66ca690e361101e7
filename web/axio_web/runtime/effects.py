"""What the page must do: the effects `app.update` returns and the glue carries out.

Values only, so tests assert on them. Saving never replays a game: `WriteStore` carries the
finished entry texts (storage/ computes them from the session the table holds).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..storage.image import Write  # the store's own value (storage sits below runtime)


@dataclass(frozen=True)
class Announce:
    """Say this in the ARIA live region. Everything one event announces is said together."""

    text: str


@dataclass(frozen=True)
class PostToHost:
    """window.parent.postMessage({source: "axio", type, ...}) in embed mode (PAGE.md)."""

    type: str
    payload: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Schedule:
    """Send Tick(action, run) after `ms` milliseconds (bot steps, the points landing)."""

    ms: int
    action: str
    run: int


@dataclass(frozen=True)
class AskBot:
    """Have the bot to act decide its move in the game `record_json` off the main thread
    (the bot worker; on the page if the worker cannot run), then send BotAnswer(run, moves,
    move)."""

    record_json: str
    player: int
    run: int
    moves: int


@dataclass(frozen=True)
class AskReview:
    """Have the bot worker rate decision `k` of the finished game `record_json` (the game
    review, axio_web/screens/review), then send ReviewAnswer(run, k, rating). One decision a
    question, so the page shows progress and a cancel simply asks no more. `move` (a record
    move as JSON): rate that placement instead of the one played (a puzzle's answer)."""

    record_json: str
    k: int
    run: int
    move: str = ""


@dataclass(frozen=True)
class StartBots:
    """A game with a computer player that thinks off the main thread is coming: start the bot
    worker now, so its first move does not wait for it."""


@dataclass(frozen=True)
class WriteStore:
    """Write these keys to localStorage, in order; each answers with a StoreWritten event
    unless it went as expected."""

    writes: tuple[Write, ...]


@dataclass(frozen=True)
class RememberPreference:
    """A preference outside the saves (language, theme, the names typed last, the menu's
    choices): localStorage[key] = value, silently skipped where storage is refused."""

    key: str
    value: str


@dataclass(frozen=True)
class ReplaceAddress:
    """history.replaceState: the address becomes `query` without a fragment (None: the address
    stays as it is; a phone that read the table's new code with its camera: `query` ends with
    that `#join=` code), and the tab remembers `table`, the saved game on the table (None:
    none; a phone: its answered offer's mark), so that a reload resumes that game instead of
    starting the address's again (PAGE.md)."""

    query: str | None
    table: str | None


@dataclass(frozen=True)
class Download:
    filename: str
    text: str
    mime: str = "application/json"


@dataclass(frozen=True)
class CopyText:
    text: str


@dataclass(frozen=True)
class Share:
    """The system share sheet where the browser has one, else copy `text` and `url`."""

    text: str
    url: str


@dataclass(frozen=True)
class ConsoleWarning:
    """For the host page's developer: a message from the host was refused (why, in English)."""

    text: str


# Phones (issue 28, phones/wire.py). `seat` is the seat's index in turn order on the table; on a
# phone it is None (the one connection, to the table). The port answers with the events of the
# same name in events.py.


@dataclass(frozen=True)
class OfferSeat:
    """Table: open a new connection for `seat` (closing its earlier one) and make its offer;
    the answer is `PeerOffer(seat, key, sdp)` once the candidates are gathered, or
    `PeerFailed(seat, reason)`."""

    seat: int
    key: str  # the pairing's id, given back with the offer


@dataclass(frozen=True)
class AcceptAnswer:
    """Table: the phone's answer for `seat`'s pending offer; `PeerOpen(seat)` follows once
    the data channel opens, or `PeerFailed(seat, reason)`."""

    seat: int
    sdp: str


@dataclass(frozen=True)
class AnswerOffer:
    """Phone: answer the table's offer; the answer is `PeerAnswer(sdp)`, or
    `PeerFailed(None, reason)`."""

    sdp: str


@dataclass(frozen=True)
class SendPeer:
    """Send `text` over the data channel of `seat` (None: the phone's, to the table)."""

    seat: int | None
    text: str


@dataclass(frozen=True)
class ClosePeer:
    """Close `seat`'s connection (None: the phone's); no events come from it afterwards."""

    seat: int | None


@dataclass(frozen=True)
class Scanner:
    """Open (True) or close (False) the camera that reads a QR code: the table reads a
    phone's answer (`reads` "phone"), a phone the table's code ("table"); what it reads comes
    as `Scanned(text)`, a refusal or a missing camera as `ScannerFailed`."""

    on: bool
    reads: str = "phone"


@dataclass(frozen=True)
class Vibrate:
    """Phone: buzz (navigator.vibrate, where there is one), `pattern` in milliseconds."""

    pattern: tuple[int, ...] = (120, 60, 120)


PeerEffect = OfferSeat | AcceptAnswer | AnswerOffer | SendPeer | ClosePeer | Scanner | Vibrate


Effect = (
    Announce
    | PostToHost
    | Schedule
    | AskBot
    | StartBots
    | WriteStore
    | RememberPreference
    | ReplaceAddress
    | Download
    | CopyText
    | Share
    | ConsoleWarning
    | AskReview
    | PeerEffect
)
