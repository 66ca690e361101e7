"""Hostile phones (issue 28): whatever a phone sends, the table's engine checks it; anything
malformed, replayed, out of turn, illegal or from a seat that is not paired is refused to that
phone with a reason and changes nothing, and nothing a phone sends raises (ruling D1)."""

from __future__ import annotations

import json
import random
from functools import cache

from axio_web.phones.wire import act_message, move_of
from axio_web.runtime.effects import SendPeer
from axio_web.runtime.events import PeerText
from axio_web.screens.table import phone_link
from axio_web.screens.table.modes import Remote
from axio_web.screens.table.screen import Table
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from phones_support import open_table, pair, phone_move

from axio_core import AxioPlace, RotaPlace, game

SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


@cache
def mid_game(variant: str) -> tuple[Table, tuple[str, ...]]:
    """A table whose two seats are phones, a few moves in; and the act messages sent so far
    (a phone replaying one is stale)."""
    tab = open_table(f"?game={variant}&players=2&seed=9")
    pair(tab, (0, 1))
    rng = random.Random(4)
    sent = []
    for _ in range(5):
        seat, action = phone_move(tab, rng)
        sent.append(act_message(len(tab.table.session.actions) - 1, action))
    return tab.table, tuple(sent)


def messages(variant: str) -> st.SearchStrategy[str]:
    table, replayed = mid_game(variant)
    moves = len(table.session.actions)
    cells = st.tuples(st.integers(-3, 14), st.integers(-3, 14))
    if variant == "axio":
        tiles = st.sampled_from(["RG", "BB", "OP", "XY", ""])
        place = st.builds(lambda t, a, b: AxioPlace(t, (a, b)), tiles, cells, cells)
    else:
        corners = st.sampled_from(["RGBO", "RGB.", "PPPP"])
        place = st.builds(
            lambda t, at, r, n: RotaPlace(t, at, r, n),
            corners,
            cells,
            st.integers(-1, 5),
            st.sampled_from([None, "R", "Z"]),
        )

    def act(action: object, n: int) -> str:
        try:
            return json.dumps({"t": "act", "moves": n, "move": move_of(action)})  # type: ignore[arg-type]
        except Exception:
            return json.dumps({"t": "act", "moves": n, "move": str(action)})

    return st.one_of(
        st.text(max_size=40),
        st.binary(max_size=40).map(lambda b: b.decode("latin-1")),
        JSON.map(json.dumps),
        st.dictionaries(st.sampled_from(["t", "moves", "move"]), JSON).map(json.dumps),
        st.builds(
            lambda m, n: json.dumps({"t": "act", "moves": n, "move": m}), JSON, st.integers(-2, moves + 2)
        ),
        st.sampled_from(replayed),
        st.builds(act, place, st.sampled_from([moves, moves - 1, moves + 1, 0])),
        st.integers(1, 60).map(lambda k: "[" * (k * 1000)),
        st.just("x" * 100_000),
        st.just(json.dumps({"t": "act", "moves": moves, "move": {"draw": ["RG"]}})),
    )


def check_refused(variant: str, seat: int | None, text: str) -> None:
    table, _ = mid_game(variant)
    mode = table.mode
    assert isinstance(mode, Remote)
    if seat == mode.player:  # the right seat: only an illegal move may be sent
        try:
            act = phone_link.read_from_phone(variant, text)
            legal = act.moves == len(table.session.actions) and game.is_legal(table.session.state, act.action)
        except Exception:
            legal = False
        if legal:
            return  # a legal move from the phone whose turn it is is played: not this test's
    after, outs = phone_link.on_event(table, PeerText(seat, text), 1, "")
    assert after is table  # nothing changed: not the session, not the mode, not the panel
    refused = [o for o in outs if isinstance(o, SendPeer)]
    assert len(refused) == len(outs) == 1 and refused[0].seat == seat
    fields = json.loads(refused[0].text)
    assert fields["t"] == "refused" and fields["reason"]


@settings(max_examples=250, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), variant=st.sampled_from(["axio", "rota"]))
def test_a_hostile_phone_is_refused_and_changes_nothing(data: st.DataObject, variant: str) -> None:
    text = data.draw(messages(variant))
    seat = data.draw(st.sampled_from([0, 1, 2, 3, None, -1, 99]))
    check_refused(variant, seat, text)


def test_the_fuzz_reaches_every_refusal() -> None:
    """Each kind of refusal happens (a check that never refuses proves little)."""
    table, replayed = mid_game("rota")
    assert isinstance(table.mode, Remote)
    player, other = table.mode.player, 1 - table.mode.player
    moves = len(table.session.actions)
    legal = game.legal_actions(game.observe(table.session.state, player))[0]
    illegal = RotaPlace("RGBO", (40, 40), 0)

    def reason(seat: int | None, text: str) -> str:
        after, outs = phone_link.on_event(table, PeerText(seat, text), 1, "")
        assert after is table
        return str(json.loads(outs[0].text)["reason"])

    assert "not connected" in reason(3, act_message(moves, legal))
    assert "could not read" in reason(player, "{")
    assert "could not read" in reason(player, "[" * 15_000)  # too deep for the JSON parser
    assert "not your turn" in reason(other, act_message(moves, legal))
    assert "moved on" in reason(player, replayed[0])
    assert "not allowed" in reason(player, act_message(moves, illegal))
    after, _ = phone_link.on_event(table, PeerText(player, act_message(moves, legal)), 1, "")
    assert after.session.actions[moves] == legal  # and the legal one is played
