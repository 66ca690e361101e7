"""Statistics per game and overall, worked out from the saved games every time they are shown.

    stats = statistics(image, known_damaged, today, tz_offset)
    stats.overall.finished      # finished games by number of players (1, 2, 3, 4)
    stats.of("rota").streak     # the daily streak of AXIO Rota

Only finished games count as played. Wins are counted per person's name over finished games
of two or more players (computer players are not listed). Solo results are ruling R3's lowest
colour. Nothing is stored: an edited entry (its check fails) is damaged and left out, and
listed as damaged; an entry deleted or imported shows at the next look.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from axio_core.constants import AXIO_SOLO_CAP, ROTA_CAP

from ...storage import SOLO_VARIANTS, Damaged, StoreImage
from ...storage.daily import DayResult, Played, day_results, kept_days, played_games, streaks

#: The highest solo result of each game (a colour at its cap); the charts' axes end there.
SOLO_CAP = {"axio": AXIO_SOLO_CAP, "rota": ROTA_CAP}
MAX_PLAYERS = 4


@dataclass(frozen=True)
class NameWins:
    name: str
    played: int  # finished games of 2+ players with this name at a person's seat
    won: int


@dataclass(frozen=True)
class GameStats:
    """The statistics of one game (`variant`), or of both (`variant` None)."""

    variant: str | None
    finished: tuple[int, ...]  # finished games with 1, 2, 3, 4 players
    unfinished: int
    wins: tuple[NameWins, ...]  # most games first
    solo: tuple[tuple[str, int], ...]  # (variant, result) of every finished solo game
    daily: tuple[DayResult, ...]  # each day's counting result, the latest day first
    streak: int
    best_streak: int

    @property
    def played(self) -> int:
        return sum(self.finished)

    @property
    def solo_results(self) -> tuple[int, ...]:
        return tuple(result for _, result in self.solo)

    @property
    def average(self) -> float | None:
        """The average lowest colour of the solo games (None: none played)."""
        results = self.solo_results
        return sum(results) / len(results) if results else None

    @property
    def best(self) -> int | None:
        return max(self.solo_results, default=None)

    @property
    def daily_average(self) -> float | None:
        return sum(r.result for r in self.daily) / len(self.daily) if self.daily else None

    @property
    def cap(self) -> int:
        """Where the results axis ends: the game's cap (both games: the larger)."""
        return SOLO_CAP[self.variant] if self.variant else max(SOLO_CAP.values())


@dataclass(frozen=True)
class Statistics:
    today: date
    overall: GameStats
    games: tuple[GameStats, ...]  # one per game, in SOLO_VARIANTS order
    damaged: tuple[Damaged, ...]  # left out, and listed

    def of(self, variant: str) -> GameStats:
        return next(g for g in self.games if g.variant == variant)


def statistics(image: StoreImage, known: Iterable[Damaged], today: date, tz_offset: int) -> Statistics:
    """The statistics of the saved games in `image` (`known`: entries found damaged when
    opened, as the app keeps them), on the player's day `today`."""
    games, damaged = played_games(image, known)
    results = day_results(games, tz_offset)
    per_game = tuple(_game_stats(variant, games, results.values(), today) for variant in SOLO_VARIANTS)
    overall = _game_stats(None, games, results.values(), today)
    return Statistics(today, overall, per_game, damaged)


def _game_stats(
    variant: str | None, games: Sequence[Played], results: Iterable[DayResult], today: date
) -> GameStats:
    mine = [g for g in games if variant is None or g.variant == variant]
    finished = [g for g in mine if g.over]
    by_players = tuple(sum(1 for g in finished if g.players == n) for n in range(1, MAX_PLAYERS + 1))
    # Oldest first, so the solo results read in the order they were played.
    oldest_first = sorted(finished, key=lambda g: (g.updated, g.id))
    solo = tuple((g.variant, g.result) for g in oldest_first if g.is_solo)
    days = [r for r in results if variant is None or r.variant == variant]
    days.sort(key=lambda r: (r.day, r.variant), reverse=True)
    current, best = streaks(kept_days(days, variant), today)
    return GameStats(
        variant, by_players, len(mine) - len(finished), _wins(finished), solo, tuple(days), current, best
    )


def _wins(finished: Sequence[Played]) -> tuple[NameWins, ...]:
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    for game in finished:
        if game.players < 2:
            continue
        for seat, name in enumerate(game.names):
            if game.seats[seat] is not None:
                continue  # a computer player
            played[name] = played.get(name, 0) + 1
            won[name] = won.get(name, 0) + (seat in game.winners)
    return tuple(
        sorted((NameWins(n, played[n], won[n]) for n in played), key=lambda w: (-w.played, -w.won, w.name))
    )


__all__ = ["SOLO_CAP", "GameStats", "NameWins", "Statistics", "statistics"]
