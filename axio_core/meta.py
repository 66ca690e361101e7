"""The `meta` object of a game record (RECORDS.md lets a record carry one): how a session was
set up at the table. Everything in it comes from whoever wrote the file, so each field is
checked; a field that cannot be used is left out and named in an `Ignored` note, never a crash.

    >>> meta, ignored = read_meta({"seed": 7, "seats": [None, "grandmaster"]}, players=2)
    >>> meta.seats, [i.field for i in ignored]
    ((None, None), ['seats'])

A daily deal (the page's `?daily=`) says so in `"daily"`: the day, "YYYY-MM-DD". It holds only
for a solo game of a person dealt with the seed text `daily-<that day>`:

    >>> read_meta({"seed": "daily-2026-11-22", "daily": "2026-11-22"}, players=1)[0].daily
    '2026-11-22'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from .constants import BOT_LEVELS
from .notation import short

#: A seed as text: what the page's `seed=` takes (letters, digits, "-"), e.g. "daily-2026-11-22".
SEED_TEXT = re.compile(r"[A-Za-z0-9-]{1,64}")
MAX_SEED = 2**53 - 1  # seeds travel through JSON and JavaScript: exact there too
#: A day of the calendar as records and addresses write it.
DAY = re.compile(r"\d{4}-\d\d-\d\d")
DAILY_SEED_PREFIX = "daily-"


@dataclass(frozen=True)
class Meta:
    """What a record says about its table. `seed` None: the record kept none (the session
    derives one from the record). `seats`: a bot level per seat, None for a person."""

    seed: int | str | None
    seats: tuple[str | None, ...]
    daily: str | None = None  # the day whose daily deal this is ("2026-11-22"), if it is one


@dataclass(frozen=True)
class Ignored:
    """A `meta` field that was not used: `field` ("seed", "seats"), `value` as found (short)."""

    field: str
    value: str
    reason: str


def is_seed(value: object) -> bool:
    """A whole number 0..2^53-1, or a short text of letters, digits and "-"."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return 0 <= value <= MAX_SEED
    return isinstance(value, str) and SEED_TEXT.fullmatch(value) is not None


def is_day(value: object) -> bool:
    """A real day of the calendar written "YYYY-MM-DD"."""
    if not (isinstance(value, str) and DAY.fullmatch(value)):
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


def daily_seed(day: str) -> str:
    """The seed text of a day's daily deal: anyone can deal it again with `seed=`."""
    return f"{DAILY_SEED_PREFIX}{day}"


def read_meta(raw: Any, players: int) -> tuple[Meta, tuple[Ignored, ...]]:
    """The usable part of a record's `meta` for a game of `players`, and what was left out."""
    ignored: list[Ignored] = []
    meta: dict[str, Any] = raw if isinstance(raw, dict) else {}
    if raw is not None and not isinstance(raw, dict):
        ignored.append(Ignored("meta", short(raw), "not an object"))
    seed = meta.get("seed")
    if seed is not None and not is_seed(seed):
        ignored.append(Ignored("seed", short(seed), "not a whole number or a short text"))
        seed = None
    seats: tuple[str | None, ...] = (None,) * players
    raw_seats = meta.get("seats")
    if raw_seats is not None:
        if not (isinstance(raw_seats, list) and len(raw_seats) == players):
            ignored.append(Ignored("seats", short(raw_seats), f"not a list of {players} seats"))
        elif not all(s is None or s in BOT_LEVELS for s in raw_seats):
            bad = next(s for s in raw_seats if not (s is None or s in BOT_LEVELS))
            ignored.append(Ignored("seats", short(bad), f"not a bot level ({', '.join(BOT_LEVELS)})"))
        else:
            seats = tuple(raw_seats)
    daily = meta.get("daily")
    if daily is not None:
        reason = _not_daily(daily, seed, seats)
        if reason:
            ignored.append(Ignored("daily", short(daily), reason))
            daily = None
    return Meta(seed, seats, daily), tuple(ignored)


def _not_daily(day: object, seed: object, seats: tuple[str | None, ...]) -> str:
    """Why `day` cannot mark this game as a daily deal ("" if it can)."""
    if not is_day(day):
        return "not a day written YYYY-MM-DD"
    assert isinstance(day, str)
    if seed != daily_seed(day):
        return f"the deal is not the daily deal's (seed {daily_seed(day)})"
    if seats != (None,):
        return "a daily deal is a solo game of a person"
    return ""
