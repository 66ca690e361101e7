"""The game review (axio_core/review.py): ratings and grades from the mover's view only, and a
seat that plays badly is rated and graded worse than one that plays well."""

from __future__ import annotations

import random
import statistics
from collections import Counter

import pytest

from axio_core import game
from axio_core.actions import Action
from axio_core.bots import choose, choose_in
from axio_core.bots.options import options
from axio_core.bots.policy import finish
from axio_core.bots.value import Gain
from axio_core.game import State
from axio_core.records import replay
from axio_core.review import (
    GRADES,
    Budget,
    Rating,
    best_reply,
    decisions,
    grade,
    lowest_colours,
    rate,
    review,
)
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
            one, two = rate(swapped, k, QUICK), rate(replayed, k, QUICK)
            assert one == two and one.grade == two.grade  # the grade and the words' replies too
            after = replayed.states[i + 1]
            assert best_reply(other, after, state.current) == best_reply(state, after, state.current)


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
        counts = [Counter(r.grade for r in places if r.player == p) for p in (0, 1)]
        costly = [c["mistake"] + c["blunder"] for c in counts]
        assert counts[0]["blunder"] > counts[1]["blunder"] and costly[0] > 2 * costly[1], (variant, counts)
        assert counts[0]["best"] < counts[1]["best"], (variant, counts)
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


def test_grades_follow_the_loss_and_survive_json() -> None:
    for variant in ("rota", "axio"):
        losses = [0.0, 0.01, 0.1, 0.2, 0.3, 0.5, 0.7, 1.0, 1.5, 3.0]
        ranks = [GRADES.index(grade(x, variant)) for x in losses]
        assert ranks == sorted(ranks) and ranks[0] == 0 and ranks[-1] == len(GRADES) - 1
    one = rate(replay(played_game("axio", 2).to_record()), 6, QUICK)
    assert Rating.from_json_obj(one.to_json_obj()).grade == one.grade == grade(one.loss, "axio")
    assert one.to_json_obj()["grade"] == one.grade


def three_seats(variant: str, seed: int) -> Session:
    """Seat 0 plays its worst immediate move, seat 1 as Casual, seat 2 as the Expert."""
    s = Session.new(variant, ["Worst", "Casual", "Expert"], seed, (None, None, None))
    while s.outcome() is None:
        state, p = s.state, s.to_act
        assert p is not None
        if p == 0 and state.phase == "place":
            s = s.play(worst(state))
        else:
            s = s.play(choose(s.view(p), "expert" if p == 2 else "casual", len(s.actions)))
    return s


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["rota", "axio"])
def test_the_worst_seat_blunders_most_the_greedy_one_less_the_expert_least(variant: str) -> None:
    """Two three-player games (the Expert at its own budget), reviewed at half the browser's
    budget: a few minutes a game on a busy machine."""
    budget = Budget(work_ms=300.0, iterations=32)
    places = [
        r
        for seed in (5, 6)
        for r in review(three_seats(variant, seed).to_record(), budget)
        if r.kind == "place"
    ]
    counts = [Counter(r.grade for r in places if r.player == p) for p in range(3)]
    costly = [c["mistake"] + c["blunder"] for c in counts]
    rank = [statistics.mean(GRADES.index(r.grade) for r in places if r.player == p) for p in range(3)]
    mean = [statistics.mean(r.loss for r in places if r.player == p) for p in range(3)]
    assert counts[0]["blunder"] > counts[1]["blunder"] >= counts[2]["blunder"], (variant, counts)
    assert costly[0] > costly[1] >= costly[2], (variant, counts)
    assert rank[0] > rank[1] > rank[2] and mean[0] > mean[1] > mean[2], (variant, rank, mean)
