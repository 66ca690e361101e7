"""Tournaments between bot levels: who wins how often, how well, how fast.

Seats rotate: with n seats each deal is played n times, every bot moving one seat on each
time, so no level profits from sitting first. Winners come from the engine's outcome (R1,
R2). A win shared by k players counts 1/k for each (half in a two-player game). In solo
games every game is "won" by its only player: compare `mean_lowest` there (R3).

Win rates carry a 95% Wilson score interval; `ms_per_move` is the mean time of one bot
decision (`choose`), measured on this machine. With more than two seats `fair_share` is what
an equal player would win (1 / players) and `x_fair` the win rate over it, with its interval.

`--browser-budget` plays the Expert as the browser does (expert.BROWSER): the same search
work per move, and its time net scaled from the browser's to this machine's speed (CPython
runs pure Python about expert.PYODIDE_FACTOR times faster than Pyodide). The work, not the
net, sizes the search on an ordinary machine; on a heavily loaded one the net can bind and
weaken the Expert, so add `--expert-ms 1e9` there to measure what an unhurried browser plays.

`--json` prints one object:
    {"game": "axio", "players": 2, "games": 200, "seed": 1, "shared_wins": 3,
     "bots": {"casual": {"wins": 41.5, "games": 200, "win_rate": 0.2075,
                         "ci95": [0.157, 0.269], "fair_share": 0.5, "x_fair": 0.415,
                         "x_fair_ci95": [0.314, 0.538], "mean_lowest": 8.1, "ms_per_move": 3.2,
                         "ms_median": 2.9, "ms_p90": 4.1, "moves": 3500}, "expert": {...}}}
`games` per bot counts the seats it held (a level in two seats of one game counts twice).
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import game
from ..actions import Action
from ..game import State
from .api import LEVELS, choose
from .expert import Settings

Z95 = 1.959963984540054


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (shared wins as fractions).

    >>> [round(x, 3) for x in wilson(70, 100)]
    [0.604, 0.781]
    """
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class BotRecord:
    """One level's results over a tournament (all its seats together)."""

    wins: float = 0.0
    games: int = 0
    lowest: int = 0  # sum of its lowest colour at each game's end
    move_ms: list[float] = field(default_factory=list)

    def to_json(self, players: int = 2) -> dict[str, Any]:
        lo, hi = wilson(self.wins, self.games)
        rate = self.wins / self.games if self.games else 0.0
        return {
            "wins": self.wins,
            "games": self.games,
            "win_rate": rate,
            "ci95": [lo, hi],
            "fair_share": 1 / players,
            "x_fair": rate * players,
            "x_fair_ci95": [lo * players, hi * players],
            "mean_lowest": self.lowest / self.games if self.games else 0.0,
            "ms_per_move": statistics.fmean(self.move_ms) if self.move_ms else 0.0,
            "ms_median": statistics.median(self.move_ms) if self.move_ms else 0.0,
            "ms_p90": percentile(self.move_ms, 0.9),
            "moves": len(self.move_ms),
        }


def percentile(values: list[float], q: float) -> float:
    """The `q` quantile by the nearest rank below (0.0 for no values).

    >>> percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.9)
    4.0
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[int(q * (len(ordered) - 1))]


@dataclass
class Tournament:
    variant: str
    players: int
    bots: tuple[str, ...]
    seed: int | str
    records: dict[str, BotRecord]
    games: int = 0
    shared: int = 0  # games whose win was shared

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.variant,
            "players": self.players,
            "games": self.games,
            "seed": self.seed,
            "shared_wins": self.shared,
            "bots": {name: rec.to_json(self.players) for name, rec in self.records.items()},
        }


def seating(bots: tuple[str, ...], players: int, index: int) -> tuple[tuple[str, ...], int]:
    """The bot in each seat for the `index`-th game, and which deal it plays.

    >>> seating(("casual", "expert"), 2, 3)
    (('expert', 'casual'), 1)
    """
    turns = len(bots) if players == 1 else players
    shift = index % turns
    return tuple(bots[(s + shift) % len(bots)] for s in range(players)), index // turns


def play_game(
    variant: str,
    seats: tuple[str, ...],
    seed: str,
    expert: Settings | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[State, list[list[float]]]:
    """One game between `seats`; chance draws come from the seed and the move count, as in a
    Session. Returns the final state and each seat's decision times in ms."""
    state = game.new_game(variant, len(seats), seed)
    times: list[list[float]] = [[] for _ in seats]
    ply = 0
    while (player := game.to_act(state)) is not None:
        action: Action
        if player == game.CHANCE:
            action = game.sample_chance(state, random.Random(f"{seed}:chance:{ply}"))
        else:
            start = clock()
            view = game.observe(state, player)
            action = choose(view, seats[player], f"{seed}:{ply}", expert_settings=expert)
            times[player].append((clock() - start) * 1000)
        state = game.apply(state, action)
        ply += 1
    return state, times


Progress = Callable[[int, "Tournament"], None]


def run(
    variant: str,
    players: int,
    bots: tuple[str, ...],
    games: int,
    seed: int | str,
    expert: Settings | None = None,
    progress: Progress | None = None,
    first: int = 0,
) -> Tournament:
    """Play `games` games with rotating seats and gather every level's record. `first`
    skips that many games of the sequence (to play one tournament in parts and merge them)."""
    unknown = [b for b in bots if b not in LEVELS]
    if unknown:
        raise ValueError(f"unknown bot level {unknown[0]!r}: expected one of {', '.join(LEVELS)}")
    result = Tournament(variant, players, bots, seed, {name: BotRecord() for name in bots})
    for index in range(first, first + games):
        seats, deal = seating(bots, players, index)
        final, times = play_game(variant, seats, f"arena:{seed}:{deal}", expert)
        outcome = game.outcome(final)
        assert outcome is not None
        result.games += 1
        result.shared += len(outcome.winners) > 1
        for seat, name in enumerate(seats):
            rec = result.records[name]
            rec.games += 1
            rec.lowest += min(final.scores[seat])
            rec.move_ms += times[seat]
            if seat in outcome.winners:
                rec.wins += 1 / len(outcome.winners)
        if progress is not None:
            progress(result.games, result)
    return result


def format_report(result: Tournament) -> str:
    """The tournament as a small text table."""
    lines = [
        f"{result.variant}, {result.players} player(s), {result.games} games, seed {result.seed}"
        f" (seats rotate; a shared win counts 1/k; {result.shared} shared)"
    ]
    many = result.players > 2
    lines.append(
        f"{'bot':<10} {'wins':>7} {'games':>6} {'win rate':>9} {'95% CI':>15} "
        + (f"{'x fair':>6} {'95% CI':>11} " if many else "")
        + f"{'lowest':>7} {'ms/move':>9} {'median':>8} {'p90':>8}"
    )
    for name, rec in result.records.items():
        j = rec.to_json(result.players)
        lo, hi = j["ci95"]
        fair = ""
        if many:
            flo, fhi = j["x_fair_ci95"]
            fair = f"{j['x_fair']:>6.2f} {f'{flo:.2f}-{fhi:.2f}':>11} "
        lines.append(
            f"{name:<10} {j['wins']:>7.1f} {j['games']:>6} {j['win_rate']:>9.1%} "
            f"{f'{lo:.1%}-{hi:.1%}':>15} " + fair + f"{j['mean_lowest']:>7.2f} "
            f"{j['ms_per_move']:>9.1f} {j['ms_median']:>8.1f} {j['ms_p90']:>8.1f}"
        )
    if many:
        lines.append(
            f"(x fair: win rate over the fair share of 1/{result.players}; "
            "a level in several seats counts each seat)"
        )
    return "\n".join(lines)


def print_progress(done: int, result: Tournament) -> None:
    """A one-line running score on stderr (for long tournaments)."""
    parts = " ".join(f"{n}={r.wins:g}/{r.games}" for n, r in result.records.items())
    print(f"\r{done} games: {parts}", end="", file=sys.stderr, flush=True)
