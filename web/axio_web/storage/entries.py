"""The stored entry format: key layout, versions, checksums, migrations, and damage.

Layout (one entry per key, so a damaged entry never takes any other down):

    axio:v1:game:<id>              a saved game: record, screen state, revision, times, summary
    axio:v1:best:<variant>:<id>    a solo best score: name, date, seed, scores, record

`v1` names this key layout; every entry also carries `"schema"` (its format version) and
`"check"` (a CRC-32 of its canonical JSON, so damage and hand edits show up without a replay).
Entries are never rewritten on reading: an old one is migrated in memory and stored in the
current format at its next save. Anything that cannot be read is a `Damaged` value, never an
exception: `decode` is the one door every stored text goes through.

    >>> entry = open_entry(seal({"kind": "x"}))
    >>> entry["schema"], entry["check"] == checksum(entry)
    (1, True)
"""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, TypeVar

from axio_core import bounded
from axio_core.errors import AxioError, Refusal
from axio_core.records import GameRecord, read_record

from .image import ROOT

LAYOUT = "v1"
NAMESPACE = f"{ROOT}{LAYOUT}:"
GAME_PREFIX = f"{NAMESPACE}game:"
BEST_PREFIX = f"{NAMESPACE}best:"
#: The entry format this code writes. Older ones are migrated when read (MIGRATIONS).
SCHEMA = 1
#: Migrations of entries read from older formats: MIGRATIONS[n] turns a format-n entry (a dict)
#: into a format-(n + 1) one, and may raise EntryError. Format 1 is the first there ever was, so
#: the chain is empty; the tests drive it with a synthetic format 0 to prove the mechanism.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
#: Entries carry a "check" from this format on; it is verified before any migration.
CHECKED_SINCE = 1
#: A saved game is a few kilobytes; anything near this is not one (and is not parsed).
MAX_ENTRY_CHARS = 2_000_000
#: The variants an entry may hold.
VARIANTS = ("axio", "rota")

_FUTURE_LAYOUT = re.compile(r"axio:v(\d+):(game|best):")
_ID = re.compile(r"[0-9a-z][0-9a-z-]{0,63}")
_WHEN = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
_BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"

T = TypeVar("T")


class DamageReason(StrEnum):
    """Why an entry cannot be used. The values are the string-table keys' suffixes
    (`saves.damaged.<reason>`), so `f"saves.damaged.{reason}"` keeps working."""

    NOT_JSON = "not_json"  # not JSON at all: cut off, overwritten by something else
    NOT_ENTRY = "not_entry"  # JSON, but not one of our entries (no object, no schema)
    NEWER = "newer"  # written by a newer version (a higher schema, or a later key layout)
    EDITED = "edited"  # its check does not match: changed outside the game
    INVALID = "invalid"  # a field is wrong (or copied under another key); detail says which
    RECORD = "record"  # its game record is malformed, or its moves do not replay
    TOO_LARGE = "too_large"  # far too large to be an entry (not even parsed)


class EntryError(Exception):
    """An entry that cannot be read, and why; `decode` turns it into `Damaged`."""

    def __init__(self, reason: DamageReason, detail: str = "", refusal: Refusal | None = None) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail
        self.refusal = refusal


@dataclass(frozen=True)
class Damaged:
    """An entry we cannot use. It is listed and kept exactly as stored until the player
    deletes it (never overwritten): `detail` says what is wrong, `size` its length;
    `refusal`, for a record the engine refused, its reason as data (the page words it)."""

    key: str
    reason: DamageReason
    detail: str = ""
    size: int = 0
    refusal: Refusal | None = None


# ------------------------------------------------------------------ seal and open


def checksum(body: Mapping[str, Any]) -> str:
    """CRC-32 of the entry's canonical JSON without its "check" (formatting does not matter)."""
    canonical = json.dumps(
        {k: v for k, v in body.items() if k != "check"},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=True,
    )
    return f"{zlib.crc32(canonical.encode('ascii')):08x}"


def seal(body: Mapping[str, Any]) -> str:
    """The stored text of an entry: the body in the current format, with its check."""
    return sealed(body)[0]


def sealed(body: Mapping[str, Any]) -> tuple[str, str]:
    """`seal`, and the check it wrote (what `Slot.check` compares with)."""
    entry = {**body, "schema": SCHEMA}
    entry["check"] = checksum(entry)
    return json.dumps(entry, separators=(",", ":"), ensure_ascii=False), entry["check"]


def open_entry(
    text: str,
    migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]] | None = None,
    schema: int | None = None,
) -> dict[str, Any]:
    """The entry in the current format, or EntryError saying why not. Never writes anything:
    an old entry is migrated in memory and stored in the new format at its next save."""
    chain = MIGRATIONS if migrations is None else migrations
    schema = SCHEMA if schema is None else schema
    if len(text) > MAX_ENTRY_CHARS:
        raise EntryError(DamageReason.TOO_LARGE, f"{len(text):,}")
    try:
        entry = bounded.loads(text, max_chars=MAX_ENTRY_CHARS).value  # depth bounded first (issue 35)
    except (ValueError, RecursionError) as err:
        raise EntryError(DamageReason.NOT_JSON, first_line(err)) from None
    if not isinstance(entry, dict):
        raise EntryError(DamageReason.NOT_ENTRY, type(entry).__name__)
    version = entry.get("schema")
    if not isinstance(version, int) or isinstance(version, bool):
        raise EntryError(DamageReason.NOT_ENTRY, "schema")
    if version > schema:
        raise EntryError(DamageReason.NEWER, str(version))
    if version < schema and not all(v in chain for v in range(version, schema)):
        raise EntryError(DamageReason.INVALID, f"schema {version}")
    if version >= CHECKED_SINCE and entry.get("check") != checksum(entry):
        raise EntryError(DamageReason.EDITED)
    while version < schema:  # each step checks its own input and may refuse it
        entry = chain[version](entry)
        version += 1
        if not isinstance(entry, dict) or entry.get("schema") != version:
            raise EntryError(DamageReason.INVALID, f"migration to {version}")
    return entry


def decode(key: str, text: str | None, reader: Callable[[str, dict[str, Any]], T]) -> T | Damaged | None:
    """What one stored entry holds (`reader` turns the opened entry into a value), Damaged, or
    None when there is no entry. Malformed data of any shape ends here, not above."""
    if text is None:
        return None
    try:
        return reader(key, open_entry(text))
    except EntryError as err:
        return Damaged(key, err.reason, err.detail, len(text), err.refusal)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as err:
        # A shape no check foresaw: still only this entry is affected.
        return Damaged(key, DamageReason.INVALID, first_line(err), len(text))


def future_layout(key: str) -> str | None:
    """ "v2" for a game or best-score key of a later layout than ours (listed as NEWER)."""
    match = _FUTURE_LAYOUT.match(key)
    if match is None or int(match.group(1)) <= int(LAYOUT[1:]):
        return None
    return f"v{match.group(1)}"


def first_line(err: BaseException) -> str:
    return str(err).splitlines()[0][:120] if str(err) else type(err).__name__


# ------------------------------------------------------------------ reading fields


def text_field(value: Any, what: str, limit: int = 200) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise EntryError(DamageReason.INVALID, what)
    return value


def int_field(value: Any, what: str, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise EntryError(DamageReason.INVALID, what)
    return value


def when_field(value: Any, what: str) -> str:
    if not isinstance(value, str) or not _WHEN.fullmatch(value):
        raise EntryError(DamageReason.INVALID, what)
    try:
        datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        raise EntryError(DamageReason.INVALID, what) from None
    return value


def scores_field(value: Any, what: str) -> tuple[int, ...]:
    """One player's five colour scores."""
    if not isinstance(value, list) or len(value) != 5:
        raise EntryError(DamageReason.INVALID, what)
    return tuple(int_field(n, what) for n in value)


def record_field(value: Any) -> GameRecord:
    """The envelope of a stored game record (the moves are checked only when it is opened)."""
    try:
        return read_record(value)
    except AxioError as err:
        raise EntryError(DamageReason.RECORD, str(err), err.refusal) from None


# ------------------------------------------------------------------ times and ids


def when_text(moment: datetime) -> str:
    """How entries store a moment: UTC to the second, "2026-11-22T09:00:00Z" (a moment without
    a time zone is taken as UTC: the machine's zone must not matter)."""
    utc = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%SZ")


def is_id(text: str) -> bool:
    """An id we write: lower-case letters, digits and "-", at most 64."""
    return _ID.fullmatch(text) is not None


def new_id(millis: int, token: str) -> str:
    """A new entry id from the time (ms since 1970) and a random hex token the caller drew:
    time first so ids sort roughly by creation; random so two tabs never pick the same."""
    n, out = max(millis, 0), ""
    while True:
        n, r = divmod(n, 36)
        out = _BASE36[r] + out
        if n == 0:
            return f"{out}-{token.lower()}"
