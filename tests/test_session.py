"""The session at the table: chance resolved by itself, saves that load back to the same game
and continue it with the same draws (ruling D3)."""

from __future__ import annotations

import json
import random

import pytest

from axio_core import game
from axio_core.actions import AxioPlace, Draw
from axio_core.errors import BadRecord, IllegalAction, NotYourTurn
from axio_core.records import read_record, replay
from axio_core.session import Session

GAMES = [(v, n) for v in ("axio", "rota") for n in (1, 2, 3, 4)]


def random_session(variant: str, players: int, seed: int, moves: int | None = None) -> Session:
    rng = random.Random(seed)
    session = Session.new(variant, [f"P{i}" for i in range(players)], seed=seed)
    while session.outcome() is None and (moves is None or len(session.actions) < moves):
        assert session.to_act != game.CHANCE, "the session draws by itself"
        session = session.play(rng.choice(session.legal_actions()))
    return session


@pytest.mark.parametrize("variant, players", GAMES)
def test_save_and_load_give_the_same_game(variant: str, players: int) -> None:
    for moves in (0, 7, None):  # the start, mid-game, the end
        session = random_session(variant, players, seed=players, moves=moves)
        text = session.to_record().to_json()
        loaded = Session.from_record(text)
        assert loaded.state == session.state
        assert loaded.actions == session.actions and loaded.states == session.states
        assert (loaded.names, loaded.seed, loaded.seats) == (session.names, session.seed, session.seats)
        assert replay(read_record(text)).final == session.state


@pytest.mark.parametrize("variant", ["axio", "rota"])
def test_a_loaded_game_continues_with_the_same_draws(variant: str) -> None:
    original = random_session(variant, 2, seed=5, moves=10)
    loaded = Session.from_record(original.to_record().to_json())
    rng = random.Random(1)
    for _ in range(12):
        if original.outcome() is not None:
            break
        action = rng.choice(original.legal_actions())
        original, loaded = original.play(action), loaded.play(action)
        assert loaded.state == original.state


def test_the_same_seed_and_moves_give_the_same_game() -> None:
    a = random_session("axio", 3, seed=11, moves=20)
    b = random_session("axio", 3, seed=11, moves=20)
    assert a.states == b.states
    assert Session.new("axio", ["A", "B"], seed=1).state != Session.new("axio", ["A", "B"], seed=2).state


def test_chance_is_resolved_at_once() -> None:  # AXIO draws are chance actions
    session = Session.new("axio", ["A", "B"], seed=3)
    placed = session.play(session.legal_actions()[0])
    assert isinstance(placed.actions[-1], Draw) and len(placed.actions) == 2
    assert placed.to_act == 1
    solo = Session.new("axio", ["A"], seed=3)
    assert isinstance(solo.actions[0], Draw) and solo.to_act == 0  # the solo tile is drawn


def test_an_illegal_action_changes_nothing() -> None:  # ruling D1
    session = Session.new("axio", ["A", "B"], seed=3)
    with pytest.raises(IllegalAction, match="outside the play area"):
        session.play(AxioPlace("RR", ((0, 0), (0, 1))))
    with pytest.raises(NotYourTurn, match="the game expects a tile to be placed"):
        session.play(Draw(("RR",)))
    assert session.actions == () and session.state == game.new_game("axio", 2, 3)


def test_a_record_without_meta_still_continues_reproducibly() -> None:
    record = random_session("axio", 2, seed=4, moves=6).to_record().to_json_obj()
    del record["meta"]
    first, second = Session.from_record(json.dumps(record)), Session.from_record(record)
    assert first.seed == second.seed and first.state == second.state
    action = first.legal_actions()[0]
    assert first.play(action).state == second.play(action).state


def test_unknown_record_keys_are_kept() -> None:  # RECORDS.md
    record = random_session("rota", 2, seed=4, moves=3).to_record().to_json_obj()
    record["comment"] = {"by": "a tester"}
    loaded = Session.from_record(record)
    assert loaded.to_record().to_json_obj()["comment"] == {"by": "a tester"}


def test_a_damaged_record_is_refused() -> None:
    record = random_session("rota", 2, seed=4, moves=3).to_record().to_json_obj()
    record["moves"][1]["rot"] = 7
    with pytest.raises(BadRecord, match="move 2: rotation 7 is not 0, 1, 2 or 3"):
        Session.from_record(record)
    with pytest.raises(BadRecord):
        Session.from_record("{")
