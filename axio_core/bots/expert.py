"""Expert: looks ahead in sampled worlds of the hidden tiles (determinized Monte Carlo).

It does not know the other racks or hands, the bag, the stacks or the supply, so it samples
them, over and over, consistent with everything it has seen (determinize.py). In each
sampled world it tries each of Strong's best few distinct placements and plays the game on:
every other player replies, and it makes its own next placement (the quick greedy player,
greedy.py, for everyone; chance draws from the sampled bag). It judges where that leaves
each player by what their colours can still reach with the placements they have left
(prospects.py), its own against the best opponent's, or the result if the game ended. All
placements meet the same sampled worlds, so their comparison is fair even with few worlds.
A placement is worth its average there plus Strong's own value for it (which already weighs
the next player's reply over every rack they might hold). The search runs in rounds
(sequential halving): after each, the worse half of the placements drops out, so the
work goes to the close contenders. The best of the last round wins.

Rota's naming looks ahead too (T6): a name changes the points, not the board, so the names
of one placement are searched once, and the name is chosen last, by where each name would
have left its scoreboard in every sampled world. AXIO's exchange (A11) compares the rack it
would really hold after keeping (the kept tiles and a refill) with a fresh one
(exchange.by_rack_value).

The search budget is work, not time: `Settings.work_ms` of look-ahead moves per other
player, at most `Settings.max_work_ms` in all (a world's look-ahead plays every other
player's reply, so with more players each world costs more: 300 ms for 2 players, 600 ms for
3 or 4 keep about as many worlds), counted by what they scan (greedy.decide_counted) in
milliseconds of CPython on the machine the counts were calibrated on, about what a browser
can do in the time it allows a move. The
count is the same on any machine and under any load, so a decision depends only on the view, the seed and the
settings. `Settings.time_ms` is only a safety net against a much slower machine (at least
one world is always searched).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from .. import game
from ..actions import Action
from ..axio.state import EXCHANGE
from ..game import State, View
from ..ranking import result_key
from ..registry import game_of
from ..scores import Scores, to_scores
from . import greedy, strong
from .determinize import determinize
from .game_bots import bots_for_action, rack_offer
from .options import Option, options
from .policy import finish
from .prospects import cap_of, prospect
from .value import Gain


@dataclass(frozen=True)
class Settings:
    """The Expert's search budget and judgement."""

    work_ms: float = 300.0  # look-ahead work per other player, in calibrated CPython ms (greedy.MOVE_US)
    max_work_ms: float = 600.0  # the whole move's look-ahead work at most (3-4 players)
    iterations: int = 256  # at most this many sampled worlds
    time_ms: float = 2000.0  # a safety net for much slower machines
    candidates: int = 10  # Strong's best distinct placements that are searched
    exchange_samples: int = 64  # sampled draws to judge an exchange (A11)
    prior: float = 1.0  # weight of Strong's value next to the sampled worlds' average
    horizon: int = 0  # placements played after the candidate; 0: each other player once, then me
    reach: float = 1.0  # points per placement left a player can steer to its lowest colours
    halving: bool = True  # sequential halving of the placements searched (else all to the end)


#: Pure Python in Pyodide runs about this many times slower than CPython (STACK.md).
PYODIDE_FACTOR = 1.3
#: The Expert as the browser plays it (web/axio_web/runtime/bot_decide.BROWSER_EXPERT): the default
#: work, calibrated so that a move takes well under a second in Pyodide, and a time net that
#: binds only on a much slower machine or device.
BROWSER = Settings(time_ms=1000.0)


def browser_budget(factor: float = PYODIDE_FACTOR) -> Settings:
    """The browser's settings for a CPython run: the same work, the time net `factor` times
    shorter (what the browser allows, at this machine's speed)."""
    return replace(BROWSER, time_ms=BROWSER.time_ms / factor)


def work_budget_ms(settings: Settings, players: int) -> float:
    """A move's look-ahead work: `work_ms` per other player, at most `max_work_ms`.

    >>> work_budget_ms(Settings(), 2), work_budget_ms(Settings(), 4)
    (300.0, 600.0)
    """
    return min(settings.work_ms * max(1, players - 1), settings.max_work_ms)


#: Leaf value of a game won or lost inside the look-ahead, on top of the score difference.
DECIDED = 50.0


def decide_from_view(
    view: View,
    rng: random.Random,
    settings: Settings | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Action:
    settings = settings or Settings()
    # The time net covers the whole decision: ranking the shortlist can take a good part of it.
    deadline = clock() + settings.time_ms / 1000
    public = determinize(view)  # hidden tiles in sorted order: only public facts are read
    if public.phase == EXCHANGE:
        return rack_offer(public).by_rack_value(public, settings.exchange_samples, rng)
    shortlist = distinct(strong.ranked(public, 3 * settings.candidates))[: settings.candidates]
    actions = [finish(public, option, "spoil", rng) for _, option in shortlist]
    names = namings(public, shortlist[0][1])
    if len(actions) == 1 and len(names) <= 1:
        return actions[0]
    me = view.current  # choose() has checked that this view's player is to act
    leaves: list[list[State]] = [[] for _ in actions]
    totals = [0.0] * len(actions)
    world_seed = rng.random()

    def value(j: int) -> float:
        # Strong's own judgement (the next player's expected reply over all racks) steadies
        # the average of a few sampled worlds.
        return totals[j] / len(leaves[j]) + settings.prior * shortlist[j][0]

    budget_ms = work_budget_ms(settings, public.players)
    # Sequential halving: every round spends an equal share of the work on the placements
    # still in the race, then the worse half drops out; the last ones get the most worlds.
    alive = list(range(len(actions)))
    rounds = max(1, (len(alive) - 1).bit_length()) if settings.halving else 1
    work = 0.0
    it = 0
    for r in range(rounds):
        if it > 0 and clock() > deadline:
            break  # the net: no more rounds, the best so far among those still searched
        share = budget_ms * 1000 * (r + 1) / rounds
        searched = 0
        while it < settings.iterations and (searched == 0 or (work < share and clock() <= deadline)):
            reached, spent = world_leaves(view, f"{world_seed}:{it}", actions, alive, me, settings.horizon)
            for j, after in reached.items():
                leaves[j].append(after)
                totals[j] += leaf(after, me, settings.reach)
            work += spent
            it += 1
            searched += 1
        if r < rounds - 1:
            alive.sort(key=lambda j: (-value(j), j))
            alive = sorted(alive[: max(2, (len(alive) + 1) // 2)])
    best = max(alive, key=lambda j: (value(j), -j))
    chosen = shortlist[best][1]
    if bots_for_action(chosen.action).names(chosen.action):
        return name_by_lookahead(public, chosen, leaves[best], me, settings)
    return actions[best]


def world_leaves(
    view: View, world: str, actions: list[Action], alive: list[int], me: int, horizon: int = 0
) -> tuple[dict[int, State], float]:
    """One sampled world of `view`'s hidden tiles (seeded by `world`), and where each of the
    `alive` actions leads in it after the look-ahead, all meeting the same chance draws; and
    the work spent. The Expert's search and the game review (review.py) share it."""
    state = determinize(view, random.Random(world))
    reached: dict[int, State] = {}
    work = 0.0
    for j in alive:
        chance = random.Random(f"{world}:chance")
        reached[j], spent = lookahead(game.apply(state, actions[j]), me, chance, horizon)
        work += spent
    return reached, work


def distinct(ranked: list[tuple[float, Option]]) -> list[tuple[float, Option]]:
    """Strong's ranking with one entry per board it leaves: Rota placements that differ only
    in the colour named (T6) and earn the same extra turns are searched once (the best)."""
    seen: set[object] = set()
    out = []
    for value, option in ranked:
        key = bots_for_action(option.action).board_key(option)
        if key not in seen:
            seen.add(key)
            out.append((value, option))
    return out


def namings(state: State, option: Option) -> list[Option]:
    """The placements that differ from `option` only in the colour named (itself included)."""
    bots = bots_for_action(option.action)
    if not bots.names(option.action):
        return [option]
    board = bots.board_key(option)
    return [o for o in options(state) if bots.board_key(o) == board]


def name_by_lookahead(
    state: State, searched: Option, leaves: list[State], me: int, settings: Settings
) -> Action:
    """The colour to name for the searched placement: the same boards as the searched name,
    each sampled world's scoreboard shifted by what another name scores instead."""
    gain = Gain(state, me)
    cap = cap_of(state)
    best, best_value = searched.action, float("-inf")
    for option in namings(state, searched):
        shift = [a - b for a, b in zip(option.after, searched.after, strict=True)]
        total = 0.0
        for s in leaves:
            mine = to_scores(min(cap, max(0, x + d)) for x, d in zip(s.scores[me], shift, strict=True))
            total += leaf(s, me, settings.reach, mine)
        v = total / len(leaves) + settings.prior * gain(option.raw)
        if v > best_value:
            best, best_value = option.action, v
    return best


def lookahead(state: State, me: int, chance: random.Random, horizon: int = 0) -> tuple[State, float]:
    """Play on with the greedy player until every other player has placed and `me` has made
    one more placement (or, with `horizon`, that many placements by anyone), or the end.
    Returns the state reached and the work spent (placements scored)."""
    others_moved = state.players == 1
    placed = 0
    work = 0.0
    placement = game_of(state).placement  # the other decisions (AXIO's exchange choice) end no turn
    while (player := game.to_act(state)) is not None:
        if player == game.CHANCE:
            state = game.apply(state, game.sample_chance(state, chance))
            continue
        action, spent = greedy.decide_counted(state)
        work += spent
        state = game.apply(state, action)
        if not isinstance(action, placement):
            continue
        placed += 1
        if horizon:
            if placed >= horizon:
                break
        elif player != me:
            others_moved = True
        elif others_moved:
            break
    return state, work


def leaf(
    state: State, me: int, reach: float = 0.0, mine: Scores | None = None, decided: float = DECIDED
) -> float:
    """What my colours can still reach against the best other player's (prospects.py); a
    finished game adds its result (`decided`). `mine` stands in for my scores (naming)."""
    board = list(state.scores)
    if mine is not None:
        board[me] = mine
    over = state.phase == "over"

    def reachable(p: int) -> float:
        return prospect(state, p, reach, board[p])

    value = reachable(me)
    if state.players == 1:
        return value
    value -= max(reachable(p) for p in range(state.players) if p != me)
    if over:
        others = max(result_key(board[p]) for p in range(state.players) if p != me)
        mine_key = result_key(board[me])
        value += decided if mine_key > others else -decided if mine_key < others else 0.0
    return value
