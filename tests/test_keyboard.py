"""Keyboard and screen-reader play under CPython: the keys of both games, what the cursor says,
the turn summaries (never under the cover), and keys that are not the game's staying the
browser's. The whole games by keyboard are in tests/browser/test_accessibility.py."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from axio_web.games.axio import choice as C
from axio_web.games.axio.controls import CONFIRM_ID, pick_id
from axio_web.games.axio.plugin import AxioPlugin
from axio_web.games.rota.plugin import RotaPlugin
from axio_web.runtime.effects import Announce
from axio_web.runtime.events import Click, Key
from axio_web.screens.help.screen import key_rows
from axio_web.screens.table.screen import BOARD_ID, Table
from axio_web.strings import i18n
from table_support import is_covered, shown, turn_for

from axio_core import AxioPlace, Exchange, KeepRack
from axio_core.axio import rules
from axio_core.session import Session
from tests.late_games import exchange_state
from tests.spec_examples import EXAMPLES

AXIO = AxioPlugin()


def key(screen: Table, name: str) -> tuple[Table, list[Any]]:
    return screen.handle(Key(name))


def said(effects: list) -> str:
    return " ".join(e.text for e in effects if isinstance(e, Announce))


# ---------------------------------------------------------------------------- both games


@pytest.mark.parametrize("variant", ["rota", "axio"])
def test_the_board_has_the_keyboard_and_other_keys_stay_the_browsers(variant: str) -> None:
    plugin = RotaPlugin() if variant == "rota" else AxioPlugin()
    screen = Table.start(plugin, Session.new(variant, ["Solo"], 1))
    assert screen.focus_id == BOARD_ID
    for name in ("Tab", "Shift", "x", "F5"):
        same, effects = key(screen, name)
        assert same is screen and effects == []  # no re-render: Tab moves the focus as usual


@pytest.mark.parametrize("variant", ["rota", "axio"])
def test_the_cursor_says_where_the_tile_is_and_what_it_scores(variant: str) -> None:
    plugin = RotaPlugin() if variant == "rota" else AxioPlugin()
    screen = Table.start(plugin, Session.new(variant, ["Solo"], 2))
    screen, effects = key(screen, "ArrowRight")
    text = said(effects)
    assert text.endswith(".") and ("+" in text or "no points" in text)
    # where: the cell(s) under the cursor (AXIO by the names along the board's edges)
    assert re.search(r"-?\d+, -?\d+" if variant == "rota" else r"[A-M]\d+, .* on [A-M]\d+", text)


# ---------------------------------------------------------------------------- Rota


def _rota_needing_a_name() -> tuple[Table, object]:
    """A solo Rota screen with the cursor on a place whose empty corner must be named (T6)."""
    for seed in range(40):
        screen = Table.start(RotaPlugin(), Session.new("rota", ["Solo"], seed))
        for _ in range(8):
            screen, _ = key(screen, "ArrowRight")
            for _ in range(4):
                if 'data-action="rota-name"' in shown(screen):
                    return screen, seed
                screen, _ = key(screen, "r")
    raise AssertionError("no placement needs a name")


def test_rota_names_a_colour_by_number_or_initial_but_r_still_turns() -> None:
    screen, _ = _rota_needing_a_name()
    named, effects = key(screen, "g")
    assert named.selection.name == "G" and said(effects) == "Named green."
    named, _ = key(named, "5")
    assert named.selection.name == "P"
    turned, _ = key(named, "r")
    assert turned.selection.rot == (named.selection.rot + 1) % 4  # R turns, never names red
    with i18n.in_language("de"):
        lila, effects = key(screen, "l")
        assert lila.selection.name == "P" and said(effects) == "Lila genannt."


def test_the_rota_hand_is_said_only_to_its_player() -> None:
    session = Session.new("rota", ["Anna", "Beata"], 7)
    covered = Table.start(RotaPlugin(), session)
    assert is_covered(covered) and "Your tile" not in said(covered.start_effects())
    looking, effects = key(covered, " ")
    assert not is_covered(looking) and "Your tile: " in said(effects)


# ---------------------------------------------------------------------------- AXIO


def test_axio_exchange_and_keep_have_letters_in_each_language() -> None:
    state = exchange_state()
    turn = turn_for(state)
    assert AXIO.handle(turn, C.Choice(), Key("e")).action == Exchange()
    assert AXIO.handle(turn, C.Choice(), Key("K")).action == KeepRack()
    assert AXIO.handle(turn, C.Choice(), Key("Enter")).action is None  # deliberate
    summary = AXIO.turn_summary(turn)
    assert summary and summary.endswith("Exchange (E) or keep (K)?")
    with i18n.in_language("de"):
        assert AXIO.handle(turn, C.Choice(), Key("t")).action == Exchange()
        assert AXIO.handle(turn, C.Choice(), Key("b")).action == KeepRack()
        assert AXIO.handle(turn, C.Choice(), Key("e")).action is None
        assert AXIO.turn_summary(turn).endswith("Tauschen (T) oder behalten (B)?")  # type: ignore[union-attr]


def test_axio_digits_take_a_rack_tile_and_say_it() -> None:
    session = Session.new("axio", ["Anna", "Beata"], 3)
    turn = turn_for(session.state)
    step = AXIO.handle(turn, AXIO.new_selection(turn), Key("3"))
    assert step.selection.tile == session.state.racks[0][2]
    assert step.announce and step.announce.startswith("Tile 3: ")


def test_axio_pyramids_to_move_are_buttons_and_enter_leads_to_them() -> None:
    record = json.loads((EXAMPLES / "axio-4p-pyramids-run-out.json").read_text())
    index = next(i for i, m in enumerate(record["moves"]) if "pyramids_from" in m)
    move = record["moves"][index]
    record["moves"] = record["moves"][:index]
    state = Session.from_record(record).state
    turn = turn_for(state)
    (x1, y1), (x2, y2) = move["at"]
    opts = C.Options.of(turn.view, turn.legal_actions())  # type: ignore[arg-type]
    tile = next(t for t in state.racks[state.current] if t in (move["place"], move["place"][::-1]))
    choice = C.tap_cell(C.tap_cell(C.Choice(tile=tile), opts, (x1, y1)), opts, (x2, y2))
    step = AXIO.handle(turn, choice, Key("Enter"))
    free = rules.movable_pyramids(state)
    assert step.action is None and step.focus_id == pick_id(free[0])
    controls = AXIO.render_controls(turn, choice)
    assert all(f'id="{pick_id(c)}"' in controls for c in free)  # real buttons, Tab reaches them
    for px, py in move["pyramids_from"]:
        pick = Click("axio-pyramid", {"px": str(px), "py": str(py)})
        step = AXIO.handle(turn, step.selection, pick)
    assert step.focus_id == CONFIRM_ID and step.announce and "moves" in step.announce
    assert isinstance(AXIO.handle(turn, step.selection, Key("Enter")).action, AxioPlace)


def test_solo_axio_says_each_drawn_tile() -> None:
    screen = Table.start(AxioPlugin(), Session.new("axio", ["Solo"], 5))
    assert "Drawn tile: " in said(screen.start_effects())
    state = screen.session.state
    tile, cells = next(iter(rules.placements_without_pyramid_choice(state)))
    after, effects = screen.play(AxioPlace(tile, cells))
    text = said(effects)
    assert text.startswith("Solo placed ") and "Drawn tile: " in text


def test_the_help_lists_the_keys_each_game_answers() -> None:
    rota = " ".join(keys for keys, _ in key_rows("rota"))
    axio = " ".join(keys for keys, _ in key_rows("axio"))
    assert "1–5 or G, B, O, P" in rota and "R" in rota
    assert "E / K" in axio and "F or R" in axio and "1–5" in axio
