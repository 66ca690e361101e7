"""The game review (axio_core/review.py): ratings from the mover's view only, and a seat that
plays badly is rated worse than one that plays well."""

from __future__ import annotations

import random
import statistics

from axio_core import game
from axio_core.actions import Action
from axio_core.bots import choose_in
from axio_core.bots.options import options
from axio_core.bots.policy import finish
from axio_core.bots.value import Gain
from axio_core.game import State
from axio_core.records import replay
from axio_core.review import Budget, Rating, decisions, lowest_colours, rate, review
from axio_core.session import Session
from tests.positions import hidden_shuffled

QUICK = Budget(work_ms=40.0, iterations=6, candidates=4, exchange_samples=8)


def worst(state: State) -> Action:
    """The placement that adds least to the mover's lowest colours right now."""
    found = options(state)
    gain = Gain(state, state.current)
    pick = min(found, key=lambda o: gain(o.raw))
    return finish(state, pick, "first", random.Random(0))


def played_game(variant: str, seed: int) -> Session:
    """Seat 0 plays its worst immediate move, seat 1 greedily (Casual); exchanges: Casual's."""
    s = Session.new(variant, ["Worst", "Greedy"], seed, (None, "casual"))
    while s.outcome() is None:
        if s.to_act == 0 and s.state.phase == "place":
            s = s.play(worst(s.state))
        elif s.to_act == 0:
            s = s.play(s.legal_actions()[0])
        else:
            s = s.play(choose_in(s))
    return s


def test_a_rating_does_not_depend_on_the_tiles_hidden_from_the_mover() -> None:
    for variant in ("rota", "axio"):
        session = played_game(variant, 4)
        replayed = replay(session.to_record())
        found = decisions(replayed)
        for k in (3, len(found) // 2):
            i = found[k]
            state = replayed.states[i]
            other = hidden_shuffled(state, k)
            assert other != state
            swapped = replay_with(replayed, i, other)
            assert rate(swapped, k, QUICK) == rate(replayed, k, QUICK)


def replay_with(replayed, i: int, state: State):  # type: ignore[no-untyped-def]
    """`replayed` with the state before action `i` replaced (the rest as it was)."""
    from dataclasses import replace

    states = list(replayed.states)
    states[i] = state
    return replace(replayed, states=tuple(states))


def test_the_worst_player_loses_clearly_more_per_move_than_the_greedy_one() -> None:
    for variant in ("rota", "axio"):
        session = played_game(variant, 7)
        ratings = review(session.to_record(), QUICK)
        places = [r for r in ratings if r.kind == "place"]
        mean = [statistics.mean(r.loss for r in places if r.player == p) for p in (0, 1)]
        assert mean[0] > 2 * mean[1] + 0.2, (variant, mean)
        assert all(r.loss >= 0 for r in ratings)
        moves = session.to_record().moves
        assert all(("place" in moves[r.move]) == (r.kind == "place") for r in ratings if r.kind != "keep")


def test_a_rating_is_deterministic_and_survives_json() -> None:
    session = played_game("rota", 2)
    replayed = replay(session.to_record())
    one = rate(replayed, 5, QUICK)
    assert one == rate(replayed, 5, QUICK)
    assert Rating.from_json_obj(one.to_json_obj()) == one
    for bad in (None, [], {"move": 1}, {**one.to_json_obj(), "loss": -1}, {**one.to_json_obj(), "kind": "x"}):
        try:
            Rating.from_json_obj(bad)
        except ValueError:
            continue
        raise AssertionError(f"accepted {bad!r}")


def test_the_chart_has_every_players_lowest_colour_after_each_decision() -> None:
    session = played_game("axio", 3)
    replayed = replay(session.to_record())
    chart = lowest_colours(replayed)
    assert len(chart) == len(decisions(replayed)) + 1
    assert chart[0] == (0, 0) and chart[-1] == tuple(min(s) for s in game.outcome(session.state).scores)
