"""Computer players at the table: which seats are bots, what they and their levels are
called, and where a level decides (the main thread, or the bot worker).

Light on purpose (no engine import): the shell fills the menu with it before the game code
is loaded. The decisions are in `bot_decide` (and, deeper, `axio_core.bots`).

    >>> menu_seats(["-", "casual", "expert"], 3)
    (None, 'casual', 'expert')
"""

from __future__ import annotations

from collections.abc import Sequence

from ..strings.i18n import t
from .params import BOT_LEVELS, HUMAN, StartRequest, default_name

#: What the menu offers for each seat: a person, then the levels from weakest to strongest
#: (the same levels as axio_core.bots.LEVELS; a test keeps them equal).
SEAT_CHOICES: tuple[str, ...] = (HUMAN, *BOT_LEVELS)
#: Levels that think too long for the main thread (the page would freeze): the bot worker.
OFF_THREAD: frozenset[str] = frozenset({"expert"})


def level_name(level: str | None) -> str:
    """ "Casual", "Gemütlich"; "Person" for a human seat."""
    return t(f"bots.level.{level}") if level in BOT_LEVELS else t("bots.person")


def level_style(level: str | None) -> str:
    """The level's one-line style for the menu; empty for a person."""
    return t(f"bots.style.{level}") if level in BOT_LEVELS else ""


def bot_name(level: str, seat: int | None = None) -> str:
    """A bot's name when it was given none: its level ("Casual"); with `seat`, numbered as the
    seat is ("Casual 3"), for two bots of one level."""
    if seat is None:
        return level_name(level)
    return t("bots.default_name_n", level=level_name(level), n=seat + 1)


def seat_names(request: StartRequest) -> tuple[str, ...]:
    """One name per seat: the given one, else the level for a bot ("Casual", or "Casual 3"
    if two unnamed bots share it), "Player 2" for a person."""
    bots = request.seat_bots()
    given = request.names[: request.players]
    named = [seat < len(given) and bool(given[seat]) for seat in range(request.players)]
    unnamed_levels = [level for seat, level in enumerate(bots) if level and not named[seat]]
    names = []
    for seat, level in enumerate(bots):
        if named[seat]:
            names.append(given[seat])
        elif level:
            names.append(bot_name(level, seat if unnamed_levels.count(level) > 1 else None))
        else:
            names.append(default_name(seat))
    return tuple(names)


def menu_seats(values: Sequence[str], players: int) -> tuple[str | None, ...]:
    """The menu's seat choices (select values) as Session seats; anything unknown is a person."""
    chosen = [v if v in BOT_LEVELS else None for v in list(values)[:players]]
    return tuple(chosen) + (None,) * (players - len(chosen))


def runs_off_thread(level: str | None) -> bool:
    return level in OFF_THREAD


def needs_worker(seats: Sequence[str | None]) -> bool:
    """Whether a game with these seats will ask the bot worker."""
    return any(runs_off_thread(level) for level in seats)
