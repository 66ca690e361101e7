"""The shared game table's screen (with the Rota plugin) as a value with explicit modes: the
hot-seat cover (D2), autosave intents, host events, computer players' turns as data, the end,
play again, and continuing from a record."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest
from axio_web.games.rota.plugin import RotaPlugin
from axio_web.games.rota.render import tile_svg
from axio_web.runtime import bot_decide
from axio_web.runtime.effects import Announce, AskBot, PostToHost, Schedule
from axio_web.runtime.events import Click, Key, Tick
from axio_web.runtime.intents import NewGameStarted, SaveProgress
from axio_web.screens.table import bot_turn
from axio_web.screens.table.modes import tick
from axio_web.screens.table.screen import BotShowing, BotThinking, Choosing, Covered, Landing, Over, Table
from table_support import hand_markup, is_covered, saves, shown
from table_support import play_by_clicks as place_by_clicks

from axio_core.session import Session
from tests.play_support import greedy

PLUGIN = RotaPlugin()
SCORE = re.compile(r'data-player="(\d)" data-color="([RGBOP])" data-score="(\d+)"')


def play_by_clicks(table: Table, action: Any) -> tuple[Table, list[Any]]:
    """Place as a person does; when the device passes on, let the points land and press
    "Pass on" (what both did is returned together)."""
    table, outs = place_by_clicks(table, action)
    if isinstance(table.mode, Landing):
        table, more = table.handle(Click("table-pass"))
        outs = [*outs, *more]
    return table, outs


def hot_seat(players: int = 2, seed: int = 11) -> Table:
    names = ["Anna", "Beata", "Cem", "Dora"][:players]
    return Table.start(PLUGIN, Session.new("rota", names, seed))


def ready(table: Table) -> Table:
    table, _ = table.handle(Click("table-ready"))
    assert not is_covered(table)
    return table


def shown_scores(html: str) -> dict[tuple[int, str], int]:
    return {(int(p), c): int(v) for p, c, v in SCORE.findall(html)}


def assert_hooks_match(table: Table) -> None:
    expected = {
        (p, c): v for p, s in enumerate(table.session.state.scores) for c, v in zip("RGBOP", s, strict=True)
    }
    assert shown_scores(shown(table)) == expected


# ---------------------------------------------------------------------------- cover (D2)


def test_hot_seat_starts_covered_and_the_hand_is_not_in_the_page() -> None:
    table = hot_seat()
    assert isinstance(table.mode, Covered) and table.focus_id == "cover-ready"
    html = shown(table)
    assert "Pass to Anna" in html
    hand = table.session.state.hands[0]
    for mark in hand_markup(hand):
        assert mark not in html
    assert 'id="rota-hand"' not in html and "rota-cell" not in html and 'class="controls"' not in html
    same, outs = table.handle(Click("rota-cell", {"x": "2", "y": "0"}))  # nothing but "ready" works
    assert same is table and outs == []
    assert tile_svg(hand, 112, shadow=True) in shown(ready(table))


def test_after_a_turn_the_cover_hides_the_next_players_tile() -> None:
    table = ready(hot_seat(3))
    for _ in range(5):
        mover = table.session.to_act
        table, outs = play_by_clicks(table, greedy(table.session))
        nxt = table.session.to_act
        if nxt == mover:  # an extra turn: the same player goes on, no cover
            assert isinstance(table.mode, Choosing)
            continue
        assert is_covered(table)
        html = shown(table)
        assert f"Pass to {table.session.names[nxt]}" in html
        for tile in filter(None, table.session.state.hands):  # nobody's tile is shown
            for mark in hand_markup(tile):
                assert mark not in html
        assert PostToHost("turn", {"player": nxt}) in outs
        table = ready(table)


def test_enter_or_space_lifts_the_cover_but_not_on_another_button() -> None:
    covered = hot_seat()
    assert not any(isinstance(e, Announce) and "Your tile" in e.text for e in covered.start_effects())
    same, outs = covered.handle(Key("Enter", on_button=True))  # the browser clicks that button
    assert same is covered and outs == []
    table, outs = covered.handle(Key("Enter"))
    assert not is_covered(table)
    said = [o.text for o in outs if isinstance(o, Announce)]
    assert said[0] == "Anna, your turn." and said[1].startswith("Your tile: ")  # only now (D2)


def test_solo_has_no_cover() -> None:
    table = Table.start(PLUGIN, Session.new("rota", ["Solo"], 2))
    assert isinstance(table.mode, Choosing)
    table, _ = play_by_clicks(table, greedy(table.session))
    assert isinstance(table.mode, Choosing)


def test_a_tap_keeps_the_views_worked_out_and_a_move_works_out_new_ones() -> None:
    """The views and their legal actions are made once per position and handed on from table
    to table (a tap recomputes none of it); a move, or an equal session, behaves as a value."""
    table = Table.start(PLUGIN, Session.new("rota", ["Solo"], 2))
    seen = table.turn().seen
    assert seen is table.turn().seen and table.turn().legal_actions() is seen.legal_actions
    cell = table.turn().legal_actions()[0].at
    tapped, _ = table.handle(Click("rota-cell", {"x": str(cell[0]), "y": str(cell[1])}))
    assert tapped.selection != table.selection and tapped.turn().seen is seen
    played, _ = play_by_clicks(table, greedy(table.session))
    assert played.session != table.session and played.turn().seen is not seen
    assert played.turn().legal_actions() == tuple(played.session.legal_actions())
    equal = replace(played, session=Session.from_record(played.session.to_record()))
    assert equal.turn().view == played.turn().view


def test_a_saved_cover_state_is_respected() -> None:
    session = Session.new("rota", ["Anna", "Beata"], 8)
    session = session.play(greedy(session))
    assert isinstance(Table.start(PLUGIN, session, cover=False).mode, Choosing)
    assert isinstance(Table.start(PLUGIN, session).mode, Covered)


# ---------------------------------------------------------------------------- saving


def test_every_action_asks_to_be_saved_with_the_session_itself() -> None:
    table = ready(hot_seat())
    for _ in range(3):
        table, outs = place_by_clicks(table, greedy(table.session))
        asked = saves(outs)
        assert len(asked) == 1
        assert asked[0].session is table.session  # the save carries what it needs: no replay
        # while the points land the game is saved behind the cover: a reload never shows a hand
        assert asked[0].screen_state == {"cover": isinstance(table.mode, (Landing, Covered))}
        if isinstance(table.mode, Landing):
            table, outs = table.handle(Click("table-pass"))
            assert saves(outs)[0].screen_state == {"cover": True}
        table = ready(table) if is_covered(table) else table


def test_lifting_the_cover_saves_it_down_and_choices_save_nothing() -> None:
    table, outs = hot_seat().handle(Click("table-ready"))
    assert saves(outs) == [SaveProgress(table.session, {"cover": False})]
    x, y = table.session.legal_actions()[0].at
    _, outs = table.handle(Click("rota-cell", {"x": str(x), "y": str(y)}))
    assert saves(outs) == []


def test_refused_action_changes_nothing_but_the_message() -> None:
    table = Table.start(PLUGIN, Session.new("rota", ["Solo"], 2))
    bad = greedy(table.session).__class__("....", (9, 9), 0)
    after, outs = table.play(bad)
    assert after.session is table.session and saves(outs) == []
    assert after.message and isinstance(outs[0], Announce)
    assert 'role="alert"' in shown(after)


# ---------------------------------------------------------------------------- the page's hooks


def test_scoreboard_hooks_follow_the_session() -> None:
    table = ready(hot_seat(4, seed=3))
    for _ in range(8):
        assert_hooks_match(table)
        assert table.hooks()["data-moves"] == str(len(table.session.to_record().moves))
        table, _ = play_by_clicks(table, greedy(table.session))
        if is_covered(table):
            assert_hooks_match(table)
            table = ready(table)


def test_a_whole_two_player_game_ends_with_the_hooks_and_events() -> None:
    table = ready(hot_seat(2, seed=21))
    shadow = Session.new("rota", ["Anna", "Beata"], 21)
    last: list[Any] = []
    while table.session.outcome() is None:
        action = greedy(table.session)
        table, last = play_by_clicks(table, action)
        shadow = shadow.play(action)
        if is_covered(table):
            table = ready(table)
    outcome = shadow.outcome()
    assert outcome is not None and isinstance(table.mode, Over)
    assert table.session.state.scores == shadow.state.scores
    assert table.hooks()["data-game-over"] == "true"
    assert (
        PostToHost(
            "game-over", {"scores": [list(s) for s in outcome.scores], "winners": list(outcome.winners)}
        )
        in last
    )
    html = shown(table)
    assert_hooks_match(table)
    assert 'class="end-panel"' in html and 'data-action="table-again"' in html
    assert table.focus_id == "play-again" and 'class="controls"' not in html
    same, outs = table.handle(Click("table-again"))  # the app deals the new game (Env's seed)
    assert same is table and outs == [NewGameStarted()]
    again, outs = table.restarted(Session.new("rota", ["Anna", "Beata"], 99))
    assert isinstance(again.mode, Covered) and again.hooks()["data-game-over"] == ""
    assert saves(outs)[0].session is again.session


def test_log_toggle_opens_and_keeps_the_game() -> None:
    table = ready(hot_seat())
    table, _ = play_by_clicks(table, greedy(table.session))
    opened, outs = table.handle(Click("table-log"))
    assert opened.log_open and outs == [] and opened.session is table.session
    assert 'id="log-list"' in shown(opened) and 'class="move seat-' in shown(opened)


# ---------------------------------------------------------------------------- computer players


def against_casual(seed: int = 4) -> Table:
    return Table.start(PLUGIN, Session.new("rota", ["Anna", "Casual"], seed, (None, "casual")), run=3)


def test_a_computer_players_turn_is_a_sequence_of_modes_driven_by_ticks() -> None:
    table = against_casual()
    table, _ = play_by_clicks(table, greedy(table.session))
    assert isinstance(table.mode, BotThinking) and table.is_public
    moves = len(table.session.actions)
    think = tick(bot_turn.THINK, moves)
    # a tick of another screen run, or of another moment, does nothing
    assert table.handle(Tick(think, run=2)) == (table, [])
    assert table.handle(Tick(tick(bot_turn.THINK, moves - 1), run=3)) == (table, [])
    showing, outs = table.handle(Tick(think, run=3))
    assert isinstance(showing.mode, BotShowing) and len(showing.session.actions) == moves + 1
    assert saves(outs) and Schedule(bot_turn.SHOW_MS, tick(bot_turn.SHOWN, moves + 1), 3) in outs
    assert not any(isinstance(o, Announce) for o in outs)  # said once it has been seen
    assert len(showing.shown_log()) == len(table.log)  # the log waits too
    assert 'id="rota-hand"' not in shown(showing)  # a bot's tile never reaches the page
    done, outs = showing.handle(Tick(tick(bot_turn.SHOWN, moves + 1), run=3))
    assert isinstance(done.mode, Choosing) and done.player == 0
    assert len(done.shown_log()) == len(done.log) == len(table.log) + 1
    said = " ".join(o.text for o in outs if isinstance(o, Announce))
    assert said.startswith("Casual placed") and "Anna, your turn." in said


def test_the_expert_asks_the_worker_and_a_bad_answer_is_decided_on_the_page() -> None:
    table = Table.start(PLUGIN, Session.new("rota", ["Expert", "Anna"], 6, ("expert", None)), run=1)
    assert isinstance(table.mode, BotThinking)
    (ask,) = [o for o in table.start_effects() if isinstance(o, AskBot)]  # as thinking begins
    assert (ask.player, ask.run, ask.moves) == (0, 1, 0)
    waiting, outs = table.handle(Tick(tick(bot_turn.THINK, 0), run=1))
    assert outs == [] and isinstance(waiting.mode, BotThinking) and waiting.mode.waited
    assert waiting.on_bot_answer(5, "{}") == (waiting, [])  # stale: another moment
    played, _ = waiting.on_bot_answer(0, "not json")
    assert isinstance(played.mode, BotShowing) and len(played.session.actions) == 1


def test_an_answer_before_the_pause_is_over_waits_for_it() -> None:
    """The worker searches while the seat "thinks": an early answer is kept, and the move
    shows when THINK_MS is up, so people always see who is thinking."""
    table = Table.start(PLUGIN, Session.new("rota", ["Expert", "Anna"], 6, ("expert", None)), run=1)
    (ask,) = [o for o in table.start_effects() if isinstance(o, AskBot)]
    move = bot_decide.decide(ask.record_json, ask.player)
    early, outs = table.on_bot_answer(0, move)
    assert outs == [] and isinstance(early.mode, BotThinking) and len(early.session.actions) == 0
    shown, outs = early.handle(Tick(tick(bot_turn.THINK, 0), run=1))
    assert isinstance(shown.mode, BotShowing) and len(shown.session.actions) == 1
    assert any(isinstance(o, Schedule) for o in outs)


# ---------------------------------------------------------------------------- what happened since your turn

SUMMARY = re.compile(r'data-move-summary data-player="(\d)" data-gain="([^"]*)"')
RECENT = re.compile(r'data-recent-player="(\d)"')


def gain_code(before: tuple[int, ...], after: tuple[int, ...]) -> str:
    return " ".join(f"{c}{a - b}" for c, b, a in zip("RGBOP", before, after, strict=True) if a != b)


def test_a_move_lands_for_everyone_before_the_device_passes_on() -> None:
    table = ready(hot_seat(3, seed=5))
    action = greedy(table.session)
    landed, outs = place_by_clicks(table, action)
    assert isinstance(landed.mode, Landing) and landed.is_public
    html = shown(landed)
    assert 'data-action="table-pass"' in html and "Pass to Beata" in html
    assert 'id="rota-hand"' not in html and 'class="cover' not in html  # nobody's tile, no cover yet
    assert 'class="landed"' in html and 'class="landed-glow"' in html  # the points rise on the board
    assert not any(isinstance(o, PostToHost) for o in outs)  # whose turn: once the points have landed
    (tick,) = [o for o in outs if isinstance(o, Schedule)]
    covered, outs = landed.handle(Tick(tick.action, tick.run))
    assert isinstance(covered.mode, Covered) and PostToHost("turn", {"player": 1}) in outs
    assert landed.handle(Tick(tick.action, tick.run + 1)) == (landed, [])  # another run's tick


def test_the_last_moves_points_leave_the_board_once_the_next_choice_begins() -> None:
    """Solo: the points rise as the move is made and go with the next tap. Hot-seat: they rose
    for everyone before the cover (Landing); under it and after it they do not rise again over
    the next player's board (issue 40: they covered tiles and free places there)."""
    for table in (Table.start(PLUGIN, Session.new("rota", ["Solo"], 4)), ready(hot_seat(2, seed=5))):
        table, _ = play_by_clicks(table, greedy(table.session))
        if isinstance(table.mode, Landing):
            table, _ = table.handle(Click("table-pass"))
        if not isinstance(table.mode, Choosing):
            assert isinstance(table.mode, Covered) and 'class="landed"' not in shown(table)
            table = ready(table)
            assert isinstance(table.mode, Choosing) and 'class="landed"' not in shown(table)
        else:
            assert isinstance(table.mode, Choosing) and 'class="landed"' in shown(table)
        x, y = table.session.legal_actions()[0].at
        aiming, _ = table.handle(Click("rota-cell", {"x": str(x), "y": str(y)}))
        html = shown(aiming)
        # the preview's badges are the only points on the board (no "+n" left from the last move)
        assert 'class="landed"' not in html and 'class="preview' in html


def test_the_cover_tells_each_move_since_the_viewers_last_turn_as_the_scores_moved() -> None:
    names = ["Anna", "Beata", "Casual"]
    table = Table.start(PLUGIN, Session.new("rota", names, 17, (None, None, "casual")), run=1)
    checked = 0
    for _ in range(12):
        if table.session.outcome() is not None:
            break
        if isinstance(table.mode, BotThinking):
            moves = len(table.session.actions)
            table, _ = table.handle(Tick(tick(bot_turn.THINK, moves), 1))
            table, _ = table.handle(Tick(tick(bot_turn.SHOWN, len(table.session.actions)), 1))
            continue
        if isinstance(table.mode, Covered):
            viewer = table.player
            session = table.session
            mine = [
                i
                for i in range(len(session.actions))
                if (session.states[i - 1] if i else session.start).current == viewer
            ]
            since = (mine[-1] + 1) if mine else 0
            expected = []
            for i in range(since, len(session.actions)):
                before = session.states[i - 1] if i else session.start
                mover = before.current
                after = session.states[i].scores[mover]
                expected.append((str(mover), gain_code(before.scores[mover], after)))
            html = shown(table)
            assert SUMMARY.findall(html) == expected
            # behind the cover the board marks those tiles with their players' numbers
            assert sorted(RECENT.findall(html)) == sorted(p for p, _ in expected)
            checked += len(expected)
            table = ready(table)
            assert len(RECENT.findall(shown(table))) == len(expected)  # still marked while they look
            x, y = table.session.legal_actions()[0].at
            first, _ = table.handle(Click("rota-cell", {"x": str(x), "y": str(y)}))
            assert RECENT.findall(shown(first)) == []  # until their first action
        table, _ = play_by_clicks(table, greedy(table.session))
    assert checked >= 4


def test_zoom_by_buttons_keys_and_pinch_within_bounds() -> None:
    table = Table.start(PLUGIN, Session.new("rota", ["Solo"], 3))
    zoomed, _ = table.handle(Click("table-zoom", {"by": "in"}))
    assert zoomed.zoom == 1.25 and "--zoom:1.25" in shown(zoomed)
    zoomed, _ = zoomed.handle(Key("+"))
    assert zoomed.zoom == pytest.approx(1.5625, abs=0.001)
    zoomed, _ = zoomed.handle(Click("table-zoom", {"by": "9"}))  # a wild pinch
    assert zoomed.zoom == 4.0
    zoomed, _ = zoomed.handle(Key("0"))
    assert zoomed.zoom == 1.0
    same, _ = zoomed.handle(Click("table-zoom", {"by": "out"}))
    assert same.zoom == 1.0  # never smaller than the whole board
    junk, _ = zoomed.handle(Click("table-zoom", {"by": "lots"}))
    assert junk.zoom == 1.0


def test_a_pinch_over_a_place_zooms_towards_it_and_a_move_shows_the_whole_board_again() -> None:
    table = Table.start(PLUGIN, Session.new("rota", ["Solo"], 3))
    x, y = table.session.legal_actions()[0].at
    zoomed, outs = table.handle(Click("table-zoom", {"by": "2.5", "at": f"{x},{y}"}))
    assert outs == [] and zoomed.zoom == 2.5
    assert zoomed.reveal == f'[data-x="{x}"][data-y="{y}"]' and zoomed.reveal_serial > table.reveal_serial
    assert not isinstance(zoomed.selection, type(None)) and zoomed.selection.cell is None  # chose nothing
    for junk in ("", "x,1", "1", "<b>,2"):
        odd, _ = table.handle(Click("table-zoom", {"by": "2", "at": junk}))
        assert odd.zoom == 2.0 and odd.reveal == table.reveal  # the zoom, without a place
    played, _ = place_by_clicks(zoomed, greedy(zoomed.session))
    assert played.zoom == 1.0 and '--zoom:1"' in shown(played)


def test_a_tap_chooses_a_place_at_once_and_the_page_says_which() -> None:
    """Issue 40: one tap chooses (`data-chosen`, PAGE.md), and a zoom afterwards centres it."""
    table = Table.start(PLUGIN, Session.new("rota", ["Solo"], 3))
    assert table.hooks()["data-chosen"] == ""
    x, y = table.session.legal_actions()[0].at
    chosen, _ = table.handle(Click("rota-cell", {"x": str(x), "y": str(y)}))
    assert chosen.hooks()["data-chosen"] == f"{x},{y}" and 'class="preview' in shown(chosen)
    zoomed, _ = chosen.handle(Click("table-zoom", {"by": "in"}))
    assert zoomed.zoom > 1 and zoomed.reveal == ".preview, .ghost, .is-anchor"
    cleared, _ = chosen.handle(Click("rota-clear"))
    assert cleared.hooks()["data-chosen"] == ""


def test_scores_and_moves_open_over_the_board_and_close_with_a_move() -> None:
    table = Table.start(PLUGIN, Session.new("rota", ["Solo"], 3))
    assert 'aria-expanded="false"' in shown(table) and "info-open" not in shown(table)
    opened, _ = table.handle(Click("table-info"))
    markup = shown(opened)
    assert opened.info_open and " info-open" in markup and "Back to the board" in markup
    assert opened.focus_id == "info-toggle"
    closed, _ = opened.handle(Click("table-info"))
    assert not closed.info_open and "Scores and moves" in shown(closed)
    played, _ = place_by_clicks(opened, greedy(opened.session))
    assert not played.info_open  # the move lands on a board everyone can see


def test_a_hint_and_a_refusal_bring_their_place_into_view() -> None:
    table = Table.start(PLUGIN, Session.new("rota", ["Solo"], 3))
    hinted, _ = table.handle(Click("hint"))
    assert hinted.reveal == "[data-hint]" and hinted.reveal_serial > table.reveal_serial
    x, y = table.session.state.display[0].at
    refused, _ = table.handle(Click("rota-why", {"cx": str(x), "cy": str(y)}))  # a tile already there
    assert refused.message and refused.reveal == ".preview, .ghost, .is-anchor"
    assert refused.reveal_serial > table.reveal_serial
