"""Daily results read off the saved games: which attempt counts, and the streaks.

Nothing here is stored of its own: every answer is worked out from the store image each time
(so an entry edited, deleted or imported shows at once). A daily attempt is a saved solo game
whose record's meta says `"daily": "<day>"` (axio_core.meta checks it matches the deal).

- The attempt that counts for a day (per game) is the first one finished: the finished
  attempts of that day ordered by when they were last saved (the save that ended them; a
  finished game is never saved again). The others are practice.
- A day is *kept* for the streak when its counting attempt was started on that very day
  (the player's local date): a past day's deal (`&date=`) counts as that day's result but
  does not mend a streak.

    >>> streaks({date(2026, 11, 20), date(2026, 11, 21)}, today=date(2026, 11, 22))
    (2, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from axio_core.meta import read_meta

from .entries import Damaged
from .games import GameInfo, list_games
from .image import StoreImage


def local_day(now: datetime, tz_offset: int) -> date:
    """The player's date at the moment `now` (UTC), `tz_offset` minutes east of UTC."""
    return (now + timedelta(minutes=tz_offset)).date()


def stored_day(when: str, tz_offset: int) -> date | None:
    """The local date of a stored UTC time ("2026-11-22T09:00:00Z")."""
    try:
        moment = datetime.strptime(when, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return None
    return (moment + timedelta(minutes=tz_offset)).date()


@dataclass(frozen=True)
class Played:
    """One intact saved game as statistics read it (from its summary and its record's meta)."""

    id: str
    variant: str
    names: tuple[str, ...]
    seats: tuple[str | None, ...]  # a bot level per seat, None for a person
    over: bool
    scores: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    created: str
    updated: str
    daily: str | None  # the day whose daily deal this is

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def result(self) -> int:
        """A solo game's result, ruling R3: the lowest colour."""
        return min(self.scores[0])

    @property
    def is_solo(self) -> bool:
        return self.players == 1


def played_of(info: GameInfo) -> Played:
    """A saved game's facts for statistics; a bad meta makes it an ordinary game of people."""
    summary = info.summary
    meta, _ = read_meta(info.record.get("meta"), len(summary.players))
    return Played(
        info.id,
        summary.variant,
        summary.players,
        meta.seats,
        summary.over,
        summary.scores,
        summary.winners,
        info.created,
        info.updated,
        meta.daily,
    )


def played_games(
    image: StoreImage, known: Iterable[Damaged] = ()
) -> tuple[tuple[Played, ...], tuple[Damaged, ...]]:
    """Every intact saved game (newest first) and the damaged entries, as `list_games` sees them.
    Made once per image (`StoreImage.derived`): the menu and a game's end ask on every render,
    and reading every entry (JSON and its check) each time would cost a typed letter a frame or two."""
    return image.derived(_played_games, tuple(known))


def _played_games(
    image: StoreImage, known: tuple[Damaged, ...]
) -> tuple[tuple[Played, ...], tuple[Damaged, ...]]:
    listing = list_games(image, known)
    return tuple(played_of(g) for g in listing.games), listing.damaged


def is_practice(image: StoreImage, variant: str, day: str | None, own_id: str | None) -> bool:
    """Whether another saved game has already finished this daily deal, so that finishing this
    one is practice: it knows the deal, so it enters no best scores either."""
    if day is None:
        return False
    games, _ = played_games(image)
    return any(g.over and g.variant == variant and g.daily == day and g.id != own_id for g in games)


@dataclass(frozen=True)
class DayResult:
    """One day's daily deal of one game: the attempt that counts and the practice after it."""

    variant: str
    day: str
    counted: Played
    practice: tuple[Played, ...]  # finished later, in the order they finished
    on_the_day: bool  # the counting attempt was started on its day (it keeps the streak)

    @property
    def result(self) -> int:
        return self.counted.result


def day_results(games: Iterable[Played], tz_offset: int) -> dict[tuple[str, str], DayResult]:
    """(variant, day) -> that day's result, for every day with a finished daily attempt."""
    finished: dict[tuple[str, str], list[Played]] = {}
    for game in games:
        if game.daily is not None and game.over and game.is_solo:
            finished.setdefault((game.variant, game.daily), []).append(game)
    results = {}
    for (variant, day), attempts in finished.items():
        first, *later = sorted(attempts, key=lambda g: (g.updated, g.created, g.id))
        started = stored_day(first.created, tz_offset)
        results[variant, day] = DayResult(
            variant, day, first, tuple(later), started is not None and started.isoformat() == day
        )
    return results


def attempt_status(results: dict[tuple[str, str], DayResult], game: Played) -> DayResult | None:
    """The day result a finished daily attempt belongs to (it counts if it is `counted`)."""
    if game.daily is None:
        return None
    return results.get((game.variant, game.daily))


def unfinished_attempt(games: Sequence[Played], variant: str, day: str) -> Played | None:
    """The most recently saved unfinished attempt at a day's deal (resumed rather than dealt
    anew when the player asks for that deal again)."""
    return next(
        (g for g in games if g.variant == variant and g.daily == day and not g.over and g.is_solo), None
    )


def streaks(kept: Iterable[date], today: date) -> tuple[int, int]:
    """The current streak (days in a row up to today, or up to yesterday while today is still
    to play) and the longest streak ever."""
    days = set(kept)
    current, day = 0, today if today in days else today - timedelta(days=1)
    while day in days:
        current += 1
        day -= timedelta(days=1)
    best, run, previous = 0, 0, None
    for day in sorted(days):
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        best = max(best, run)
        previous = day
    return current, best


def kept_days(results: Iterable[DayResult], variant: str | None = None) -> set[date]:
    """The days that keep a streak (of one game, or of either when `variant` is None)."""
    return {
        date.fromisoformat(r.day)
        for r in results
        if r.on_the_day and (variant is None or r.variant == variant)
    }


__all__ = [
    "DayResult",
    "Played",
    "attempt_status",
    "day_results",
    "kept_days",
    "local_day",
    "played_games",
    "played_of",
    "stored_day",
    "streaks",
    "unfinished_attempt",
]
