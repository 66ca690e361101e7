"""The engine answers a player's questions from that player's view (ARCHITECTURE.md): legal
actions, legality and previews are the same whether asked of the state or of the view of
the player to act; any other view gets nothing; the public view holds nobody's tiles; and
a record's `meta` never breaks a session (unknown bot levels are people, with a note)."""

from __future__ import annotations

import random

import pytest

from axio_core import game
from axio_core.actions import AxioPlace, RotaPlace
from axio_core.errors import AxioError, NotYourTurn
from axio_core.meta import read_meta
from axio_core.session import Session


def walk(variant: str, players: int, seed: int, steps: int) -> list[game.State]:
    """States of a random game, chance resolved by a Session (every state is a decision)."""
    rng = random.Random(seed)
    session = Session.new(variant, [f"P{i}" for i in range(players)], seed)
    states = [session.state]
    for _ in range(steps):
        if session.outcome() is not None:
            break
        session = session.play(rng.choice(session.legal_actions()))
        states.append(session.state)
    return states


@pytest.mark.parametrize("variant", ["axio", "rota"])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_view_of_the_player_to_act_answers_like_the_state(variant: str, players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for state in walk(variant, players, seed=players * 7, steps=40)[::3]:
        to_act = game.to_act(state)
        if to_act is None or to_act < 0:
            continue
        view = game.observe(state, to_act)
        legal = game.legal_actions(state)
        assert game.legal_actions(view) == legal
        for action in rng.sample(legal, min(5, len(legal))):
            assert game.is_legal(view, action)
            if isinstance(action, (AxioPlace, RotaPlace)):
                assert game.explain(view, action) == game.explain(state, action)
                checked += 1
        for other in range(players):
            if other != to_act:
                assert game.legal_actions(game.observe(state, other)) == []
                assert not any(game.is_legal(game.observe(state, other), a) for a in legal[:3])
        assert game.legal_actions(game.observe(state, None)) == []
    assert checked > 0


@pytest.mark.parametrize("variant", ["axio", "rota"])
def test_refusals_from_a_view_name_the_reason(variant: str) -> None:
    state = walk(variant, 2, seed=3, steps=0)[0]
    action = game.legal_actions(state)[0]
    with pytest.raises(NotYourTurn, match="player 1 is to act, not player 2"):
        game.check(game.observe(state, 1), action)
    with pytest.raises(NotYourTurn, match="public view"):
        game.check(game.observe(state, None), action)
    game.check(game.observe(state, 0), action)  # legal: no error


def test_the_public_view_holds_no_tiles() -> None:
    axio = walk("axio", 3, seed=5, steps=4)[-1]
    assert game.observe(axio, None).rack == ()  # type: ignore[union-attr]
    rota = walk("rota", 3, seed=5, steps=4)[-1]
    public = game.observe(rota, None)
    assert public.hand is None and public.tile_to_play is None  # type: ignore[union-attr]


def test_a_view_cannot_check_a_draw() -> None:
    state = game.new_game("axio", 2, seed=1)
    state = game.apply(state, game.legal_actions(state)[0])
    while game.to_act(state) != game.CHANCE:
        state = game.apply(state, game.legal_actions(state)[-1])
    draw = game.sample_chance(state, random.Random(1))
    with pytest.raises(AxioError):
        game.check(game.observe(state, 0), draw)
    game.check(state, draw)


# ---------------------------------------------------------------------------- record meta


def test_unknown_or_miscounted_seats_are_people_with_a_note() -> None:
    session = Session.new("rota", ["Anna", "Bot"], 4, (None, "casual"))
    record = session.to_record().to_json_obj()
    record["meta"]["seats"] = [None, "grandmaster"]
    opened, ignored = Session.read(record)
    assert opened.seats == (None, None)
    assert [(i.field, i.value) for i in ignored] == [("seats", "'grandmaster'")]
    record["meta"]["seats"] = ["casual"]
    opened, ignored = Session.read(record)
    assert opened.seats == (None, None) and ignored[0].field == "seats"
    record["meta"]["seats"] = [None, "expert"]
    assert Session.read(record) == (Session.from_record(record), ())
    assert Session.from_record(record).seats == (None, "expert")


@pytest.mark.parametrize(
    "raw",
    [
        "text",
        7,
        [],
        {"seed": True},
        {"seed": -1},
        {"seed": 2**60},
        {"seed": "a b"},
        {"seed": "x" * 65},
        {"seed": [1]},
        {"seats": "casual"},
        {"seats": [None, None, None]},
        {"seats": [1, None]},
        {"seats": [{"level": "casual"}, None]},
    ],
)
def test_any_meta_opens_a_game(raw: object) -> None:
    session = Session.new("axio", ["Anna", "Beata"], 9)
    record = session.to_record().to_json_obj()
    record["meta"] = raw
    opened, ignored = Session.read(record)
    assert ignored, "the bad field is named"
    assert opened.seats == (None, None)
    assert opened.state == session.state
    assert isinstance(opened.seed, (int, str))


def test_good_meta_is_kept() -> None:
    meta, ignored = read_meta({"seed": "daily-2026-11-22", "seats": ["expert", None], "app": "x"}, 2)
    assert (meta.seed, meta.seats, ignored) == ("daily-2026-11-22", ("expert", None), ())
