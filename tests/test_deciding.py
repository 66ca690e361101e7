"""The turn module shared by the table and a phone's rack (table/deciding.py, issue 37 item 4):
the same taps and keys on the same view leave both with the same choice, words and hint, and
end in the same move (played at the table, sent from the phone)."""

from __future__ import annotations

from typing import Any

import pytest
from app_support import click_toward
from axio_web.games.registry import plugin_for
from axio_web.phones.wire import Pairing, Seated, act_message
from axio_web.runtime.effects import Announce, SendPeer
from axio_web.runtime.events import Click, Key
from axio_web.screens.rack.screen import Rack, Stage
from axio_web.screens.table import deciding
from axio_web.screens.table.screen import Choosing, Table
from axio_web.ui.action_names import AxioAction, RotaAction, TableAction
from phones_support import fake_sdp

from axio_core import game
from axio_core.session import Session

WHY = {"axio": AxioAction.WHY, "rota": RotaAction.WHY}
CLEAR = {"axio": AxioAction.CLEAR, "rota": RotaAction.CLEAR}


def both(variant: str) -> tuple[Table, Rack]:
    """A solo table (hints on: one person plays) and a phone seated at it with the same view."""
    session = Session.new(variant, ["Anna"], 5)
    table = Table.start(plugin_for(variant), session)
    assert isinstance(table.mode, Choosing)
    seated = Seated(0, variant, session.names, 0, game.observe(session.state, 0), True, ())
    offer = Pairing(0, "k7q", fake_sdp("offer", "actpass"), variant)
    rack = Rack(offer, Stage.PLAYING, seated=seated, selection=table.plugin.new_selection(table.turn()))
    assert rack.acting and rack.hints_offered and table.hints_allowed
    return table, rack


def refused_tap(table: Table, variant: str) -> Click:
    """A tap on a place where the tile cannot go, which the plugin answers with a reason."""
    for x in range(-7, 8):
        for y in range(-7, 8):
            tap = Click(WHY[variant], {"cx": str(x), "cy": str(y)})
            if table.plugin.handle(table.turn(), table.selection, tap).refusal:
                return tap
    raise AssertionError("no refused tap found")


def same(table: Table, rack: Rack) -> None:
    assert rack.selection == table.selection
    assert rack.message == table.message
    assert rack.hint == table.hint
    assert rack.hooks()["data-chosen"] == table.hooks()["data-chosen"]
    assert rack.zoom == table.zoom


@pytest.mark.parametrize("variant", ["axio", "rota"])
def test_the_table_and_a_phone_answer_the_same_taps_alike(variant: str) -> None:
    table, rack = both(variant)
    action = table.turn().legal_actions()[-1]
    tiles = tuple(getattr(table.turn().view, "rack", ()))
    first = click_toward(table.selection, action, tiles)  # a place chosen: the tile is shown there
    taps: list[Any] = [
        Key("h", in_field=True),
        Key("Enter", on_button=True),
        Key("Tab"),  # not the game's
        first,
        Click(TableAction.ZOOM, {"by": "in"}),
        Click(TableAction.ZOOM, {"by": "x"}),  # centred on it
        refused_tap(table, variant),
        Key("ArrowRight"),
        Click(CLEAR[variant]),
        Key("h"),
        Click(TableAction.HINT),  # the hint, then the next idea
        Click(CLEAR[variant]),
    ]
    said: dict[str, list[str]] = {"table": [], "rack": []}
    for tap in taps:
        table, outs = table.handle(tap)
        rack, effects = rack.handle(tap)
        same(table, rack)
        if isinstance(tap, Click) and tap.action == TableAction.ZOOM:
            assert rack.reveal == table.reveal == deciding.SELECTION and table.zoom == 1.25
        said["table"] += [o.text for o in outs if isinstance(o, Announce)]
        said["rack"] += [e.text for e in effects if isinstance(e, Announce)]
    assert said["table"] == said["rack"] and len(said["table"]) >= 4
    assert table.hint is not None and table.hint.rank == 1 and table.hints_used
    # what the outcomes were: ignored keys leave it, a refusal is worded, Clear clears
    turn = table.turn()
    assert isinstance(
        deciding.answer(table.plugin, turn, table.selection, Key("x", in_field=True), None), deciding.Ignored
    )
    assert isinstance(deciding.answer(table.plugin, turn, table.selection, Key("h"), None), deciding.Ignored)
    refusal = deciding.answer(table.plugin, turn, table.selection, refused_tap(table, variant), None)
    assert isinstance(refusal, deciding.TapRefused) and refusal.message.startswith("Not there: ")
    # the move, chosen through the same controls: played at the table, sent from the phone
    moves = len(table.session.actions)
    for _ in range(20):
        if len(table.session.actions) > moves:
            break
        tap = click_toward(table.selection, action, tiles)
        assert tap == click_toward(rack.selection, action, tiles)
        table, _outs = table.handle(tap)
        rack, effects = rack.handle(tap)
    assert tuple(table.session.actions[moves : moves + 1]) == (action,)
    assert rack.sent and SendPeer(None, act_message(0, action)) in effects
