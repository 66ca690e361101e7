"""Rules-engine benchmark: legal-action generation and whole greedy games per second.

    python bench/engine.py            # medians of 5 runs
    python bench/engine.py --runs 3 --games 3

For each game and player count it prints
- legal_actions calls per second (and actions per second), over the positions of a greedy
  game where a player is to place;
- complete games per second for a greedy bot that always takes the placement that most raises
  its lowest colour: the highest sorted scoreboard after the placement (ruling R1 order), the
  first in engine order among equals; it exchanges whenever offered (A11) and moves the first
  pyramids in reading order (A8). AXIO uses the fast path (axio_core/axio/fast.py); the pure
  `explain` reference bot is timed once per player count for comparison.

Times are CPU seconds of this process (time.process_time), so that other work on a shared
machine does not inflate them. Figures only: nothing here ever fails a build (ARCHITECTURE.md).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from axio_core import game  # noqa: E402
from axio_core.actions import Action, AxioPlace, Exchange  # noqa: E402
from axio_core.axio import fast  # noqa: E402
from axio_core.axio import rules as axio_rules  # noqa: E402
from axio_core.axio.state import EXCHANGE, AxioState  # noqa: E402
from axio_core.constants import AXIO_CAP, ROTA_CAP  # noqa: E402
from axio_core.game import State  # noqa: E402
from axio_core.scores import add_capped, add_solo_axio  # noqa: E402

Bot = Callable[[State], Action]


def greedy_axio(state: State) -> Action:
    """The greedy bot on the fast path."""
    assert isinstance(state, AxioState)
    if state.phase == EXCHANGE:
        return Exchange()
    tile, cells, sources = fast.greedy_action(state)
    return AxioPlace(tile, cells, sources)


def greedy_axio_reference(state: State) -> Action:
    """The same bot on the pure engine: `explain` for every placement."""
    assert isinstance(state, AxioState)
    if state.phase == EXCHANGE:
        return Exchange()
    old, best, choice = state.scores[state.current], None, None
    for tile, cells in axio_rules.placements_without_pyramid_choice(state):
        raw = game.explain(state, AxioPlace(tile, cells)).raw
        after = add_solo_axio(old, raw, AXIO_CAP) if state.is_solo else add_capped(old, raw, AXIO_CAP)[0]
        value = tuple(sorted(after))
        if best is None or value > best:
            best, choice = value, (tile, cells)
    assert choice is not None
    need = axio_rules.pyramid_moves_needed(state, choice[1])
    return AxioPlace(choice[0], choice[1], axio_rules.movable_pyramids(state)[:need])


def greedy_rota(state: State) -> Action:
    """The greedy bot for Rota, on the pure engine (every rotation and name explained)."""
    old, best, choice = state.scores[state.current], None, None
    for action in game.legal_actions(state):
        value = tuple(sorted(add_capped(old, game.explain(state, action).raw, ROTA_CAP)[0]))
        if best is None or value > best:
            best, choice = value, action
    assert choice is not None
    return choice


def play(variant: str, players: int, seed: int, bot: Bot) -> tuple[State, list[State]]:
    """One whole game; returns the end and the positions where a player was to place."""
    rng = random.Random(seed)
    state = game.new_game(variant, players, seed)
    placing = []
    while game.outcome(state) is None:
        if game.to_act(state) == game.CHANCE:
            state = game.apply(state, game.sample_chance(state, rng))
            continue
        if variant == "rota" or state.phase == "place":
            placing.append(state)
        state = game.apply(state, bot(state))
    return state, placing


def games_per_second(variant: str, players: int, bot: Bot, games: int, runs: int) -> float:
    """Median over runs of (games played / seconds), one fixed set of seeds per run."""
    rates = []
    for _ in range(runs):
        start = time.process_time()
        for seed in range(games):
            play(variant, players, seed, bot)
        rates.append(games / (time.process_time() - start))
    return statistics.median(rates)


def legal_actions_rate(positions: list[State], runs: int) -> tuple[float, float]:
    """Median calls per second and actions per second of `legal_actions` over `positions`."""
    calls, actions = [], []
    for _ in range(runs):
        start = time.process_time()
        found = sum(len(game.legal_actions(s)) for s in positions)
        took = time.process_time() - start
        calls.append(len(positions) / took)
        actions.append(found / took)
    return statistics.median(calls), statistics.median(actions)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per figure; the median is shown")
    parser.add_argument("--games", type=int, default=4, help="games per run")
    parser.add_argument("--no-reference", action="store_true", help="skip the slow pure AXIO bot")
    args = parser.parse_args(argv)
    print(
        f"CPython {sys.version.split()[0]}, CPU time, medians of {args.runs} runs, {args.games} games per run"
    )
    print(
        f"{'game':<6}{'players':>8}{'legal_actions/s':>17}{'actions/s':>12}{'games/s':>10}"
        f"{'ms/game':>10}{'reference ms/game':>19}"
    )
    for variant, bot in (("axio", greedy_axio), ("rota", greedy_rota)):
        for players in (1, 2, 3, 4):
            _, positions = play(variant, players, 0, bot)
            calls, actions = legal_actions_rate(positions, args.runs)
            rate = games_per_second(variant, players, bot, args.games, args.runs)
            reference = ""
            if variant == "axio" and not args.no_reference:
                reference = f"{1000 / games_per_second(variant, players, greedy_axio_reference, 1, 1):.0f}"
            print(
                f"{variant:<6}{players:>8}{calls:>17,.0f}{actions:>12,.0f}{rate:>10.2f}"
                f"{1000 / rate:>10.0f}{reference:>19}",
                flush=True,
            )


if __name__ == "__main__":
    main()
