"""Expert: looks ahead in sampled worlds of the hidden tiles (determinized Monte Carlo).

It does not know the other racks or hands, the bag, the stacks or the supply, so it samples
them, over and over, consistent with everything it has seen (determinize.py). In each
sampled world it tries each of Strong's best few placements and plays the game on: every
other player replies, and it makes its own next placement (the quick greedy player,
greedy.py, for everyone; chance draws from the sampled bag). It scores where that leaves it:
its soft minimum against the best opponent's, or the result if the game ended. All
placements meet the same sampled worlds, so their comparison is fair even with few worlds.
The placement with the best average, plus Strong's own value for it (which already weighs
the next player's reply over every rack they might hold), wins.

The search stops after `Settings.iterations` worlds or `Settings.time_ms` from the start of
the decision, whichever comes first (at least one world is always searched). With the
iteration cap binding first (the default on any ordinary machine), a decision depends only
on the view and the seed; a binding time limit trades that for speed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from .. import game
from ..actions import Action, Exchange, KeepRack
from ..axio.state import EXCHANGE, AxioState
from ..game import State, View
from ..ranking import result_key
from . import exchange, greedy, strong
from .determinize import determinize
from .policy import finish
from .utility import softmin


@dataclass(frozen=True)
class Settings:
    """The Expert's search budget."""

    iterations: int = 24  # sampled worlds: the cap that keeps decisions reproducible
    time_ms: float = 2000.0  # a safety net for slow machines
    candidates: int = 10  # Strong's best placements that are searched
    exchange_samples: int = 12  # fresh racks sampled to judge an exchange (A11)
    prior: float = 1.0  # weight of Strong's value next to the sampled worlds' average
    horizon: int = 0  # placements played after the candidate; 0: each other player once, then me


#: Leaf value of a game won or lost inside the look-ahead, on top of the score difference.
DECIDED = 50.0


def decide_from_view(view: View, rng: random.Random, settings: Settings | None = None,
                     clock: Callable[[], float] = time.perf_counter) -> Action:
    settings = settings or Settings()
    # The budget covers the whole decision: ranking the shortlist can take a good part of it.
    deadline = clock() + settings.time_ms / 1000
    public = determinize(view)  # hidden tiles in sorted order: only public facts are read
    if public.phase == EXCHANGE:
        assert isinstance(public, AxioState)
        return exchange.by_comparison(public, strong.best_gain, settings.exchange_samples, rng)
    shortlist = strong.ranked(public)[:settings.candidates]
    actions = [finish(public, option, "spoil", rng) for _, option in shortlist]
    if len(actions) == 1:
        return actions[0]
    me = view.current  # choose() has checked that this view's player is to act
    totals = [0.0] * len(actions)
    world_seed = rng.random()
    worlds = 0
    for it in range(settings.iterations):
        if it > 0 and clock() > deadline:
            break
        worlds += 1
        world = determinize(view, random.Random(f"{world_seed}:{it}"))
        for j, action in enumerate(actions):
            chance = random.Random(f"{world_seed}:{it}:chance")
            after = lookahead(game.apply(world, action), me, chance, settings.horizon)
            totals[j] += leaf(after, me)
    # Strong's own judgement (the next player's expected reply over all racks) steadies the
    # average of a few sampled worlds.
    value = [totals[j] / worlds + settings.prior * shortlist[j][0] for j in range(len(actions))]
    best = max(range(len(actions)), key=lambda j: (value[j], -j))
    return actions[best]


def lookahead(state: State, me: int, chance: random.Random, horizon: int = 0) -> State:
    """Play on with the greedy player until every other player has placed and `me` has made
    one more placement (or, with `horizon`, that many placements by anyone), or the end."""
    others_moved = state.players == 1
    placed = 0
    while (player := game.to_act(state)) is not None:
        if player == game.CHANCE:
            state = game.apply(state, game.sample_chance(state, chance))
            continue
        action = greedy.decide(state, chance)
        state = game.apply(state, action)
        if isinstance(action, (Exchange, KeepRack)):
            continue
        placed += 1
        if horizon:
            if placed >= horizon:
                break
        elif player != me:
            others_moved = True
        elif others_moved:
            break
    return state


def leaf(state: State, me: int) -> float:
    """My soft minimum against the best other player's; a finished game adds its result."""
    mine = softmin(state.scores[me])
    if state.players == 1:
        return mine
    best_other = max(softmin(s) for p, s in enumerate(state.scores) if p != me)
    value = mine - best_other
    outcome = game.outcome(state)
    if outcome is not None:
        others = max(result_key(s) for p, s in enumerate(state.scores) if p != me)
        mine_key = result_key(state.scores[me])
        value += DECIDED if mine_key > others else -DECIDED if mine_key < others else 0.0
    return value
