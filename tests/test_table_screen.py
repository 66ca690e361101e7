"""The shared game table's screen (with the Rota plugin): hot-seat cover (D2), autosave,
host events, the end, play again, and continuing from a record."""

from __future__ import annotations

import json
import re

from axio_web.games import CannotOpen, new_screen, screen_from_record
from axio_web.params import from_query
from axio_web.rota_ui.plugin import RotaPlugin
from axio_web.rota_ui.render import corners_text, tile_svg
from axio_web.table.notice import NoticeScreen
from axio_web.table.screen import GameScreen
from axio_web.ui import Announce, Event, PostToHost, SaveGame, SetPage

from axio_core import game
from axio_core.rota.geometry import rotate
from axio_core.session import Session
from tests.test_rota_ui import greedy, play_by_clicks

PLUGIN = RotaPlugin()
SCORE = re.compile(r'data-player="(\d)" data-color="([RGBOP])" data-score="(\d+)"')


def hot_seat(players: int = 2, seed: int = 11) -> GameScreen:
    names = ["Anna", "Beata", "Cem", "Dora"][:players]
    return GameScreen.start(PLUGIN, Session.new("rota", names, seed))


def ready(screen: GameScreen) -> GameScreen:
    screen, _ = screen.handle(Event("click", action="table-ready"))
    assert not screen.cover
    return screen


def hand_markup(tile: str) -> list[str]:
    """Every way the hand tile could appear: its picture in any turn, its description."""
    marks = []
    for rot in range(4):
        corners = rotate(tile, rot)
        marks += [tile_svg(corners, 112), corners_text(corners)]
    return marks


def shown_scores(html: str) -> dict[tuple[int, str], int]:
    return {(int(p), c): int(v) for p, c, v in SCORE.findall(html)}


def assert_hooks_match(screen: GameScreen) -> None:
    shown = shown_scores(screen.render())
    expected = {(p, c): v for p, s in enumerate(screen.session.state.scores)
                for c, v in zip("RGBOP", s, strict=True)}
    assert shown == expected


# ---------------------------------------------------------------------------- cover (D2)


def test_hot_seat_starts_covered_and_the_hand_is_not_in_the_page() -> None:
    screen = hot_seat()
    assert screen.cover and screen.focus_id == "cover-ready"
    html = screen.render()
    assert "Pass to Anna" in html
    hand = screen.session.state.hands[0]
    for mark in hand_markup(hand):
        assert mark not in html
    assert 'id="rota-hand"' not in html and "rota-cell" not in html and 'class="controls"' not in html
    # nothing but "ready" works under the cover
    same, effects = screen.handle(Event("click", action="rota-cell", data={"x": "2", "y": "0"}))
    assert same is screen and effects == []
    shown = ready(screen).render()
    assert tile_svg(hand, 112) in shown


def test_after_a_turn_the_cover_hides_the_next_players_tile() -> None:
    screen = ready(hot_seat(3))
    for _ in range(5):
        mover = screen.session.to_act
        screen, effects = play_by_clicks(screen, greedy(screen.session))
        nxt = screen.session.to_act
        if nxt == mover:  # an extra turn: the same player goes on, no cover
            assert not screen.cover
            continue
        assert screen.cover
        html = screen.render()
        assert f"Pass to {screen.session.names[nxt]}" in html
        for tile in filter(None, screen.session.state.hands):  # nobody's tile is shown
            for mark in hand_markup(tile):
                assert mark not in html
        assert PostToHost("turn", {"player": nxt}) in effects
        screen = ready(screen)


def test_enter_lifts_the_cover() -> None:
    covered = hot_seat()
    assert not any(isinstance(e, Announce) and "Your tile" in e.text for e in covered.start_effects())
    screen, effects = covered.handle(Event("key", key="Enter"))
    assert not screen.cover
    assert effects[0] == Announce("Anna, your turn.")
    assert effects[1].text.startswith("Your tile: ")  # said only now that Anna is looking (D2)


def test_solo_has_no_cover() -> None:
    screen = GameScreen.start(PLUGIN, Session.new("rota", ["Solo"], 2))
    assert not screen.cover
    screen, _ = play_by_clicks(screen, greedy(screen.session))
    assert not screen.cover


# ---------------------------------------------------------------------------- effects


def test_every_action_autosaves_with_the_cover_state() -> None:
    screen = ready(hot_seat())
    for _ in range(3):
        screen, effects = play_by_clicks(screen, greedy(screen.session))
        saves = [e for e in effects if isinstance(e, SaveGame)]
        assert len(saves) == 1 and saves[0].key == "current"
        assert saves[0].screen_state == {"cover": screen.cover}
        record = json.loads(saves[0].record_json)
        assert len(record["moves"]) == len(screen.session.actions)
        assert Session.from_record(record).state.scores == screen.session.state.scores
        screen = ready(screen) if screen.cover else screen


def test_selection_changes_do_not_save() -> None:
    screen = ready(hot_seat())
    x, y = screen.session.legal_actions()[0].at
    _, effects = screen.handle(Event("click", action="rota-cell", data={"x": str(x), "y": str(y)}))
    assert not any(isinstance(e, SaveGame) for e in effects)


def test_scoreboard_hooks_follow_the_session() -> None:
    screen = ready(hot_seat(4, seed=3))
    for _ in range(8):
        assert_hooks_match(screen)
        screen, _ = play_by_clicks(screen, greedy(screen.session))
        if screen.cover:
            assert_hooks_match(screen)
            screen = ready(screen)


def test_a_whole_two_player_game_ends_with_the_hooks_and_events() -> None:
    screen = ready(hot_seat(2, seed=21))
    shadow = Session.new("rota", ["Anna", "Beata"], 21)
    last_effects: list = []
    while screen.session.outcome() is None:
        action = greedy(screen.session)
        screen, last_effects = play_by_clicks(screen, action)
        shadow = shadow.play(action)
        if screen.cover:
            screen = ready(screen)
    outcome = shadow.outcome()
    assert outcome is not None
    assert screen.session.state.scores == shadow.state.scores
    assert SetPage({"data-game-over": "true"}) in last_effects
    assert PostToHost("game-over", {"scores": [list(s) for s in outcome.scores],
                                    "winners": list(outcome.winners)}) in last_effects
    html = screen.render()
    assert_hooks_match(screen)
    assert 'class="end-panel"' in html and 'data-action="table-again"' in html
    assert screen.focus_id == "play-again"
    assert not screen.cover and 'class="controls"' not in html
    # play again: the same players, a new deal, the game-over hook removed
    again, effects = screen.handle(Event("click", action="table-again"))
    assert again.session.names == ("Anna", "Beata") and again.session.actions == ()
    assert again.session.start != screen.session.start
    assert SetPage({"data-game-over": ""}) in effects
    assert again.cover


def test_play_again_uses_the_seed_source() -> None:
    screen = GameScreen.start(PLUGIN, Session.new("rota", ["Solo"], 1), new_seed=lambda: 99)
    while screen.session.outcome() is None:
        screen, _ = play_by_clicks(screen, greedy(screen.session))
    again, _ = screen.handle(Event("click", action="table-again"))
    assert again.session.seed == 99


def test_log_toggle_opens_and_keeps_the_game() -> None:
    screen = ready(hot_seat())
    screen, _ = play_by_clicks(screen, greedy(screen.session))
    opened, effects = screen.handle(Event("click", action="table-log"))
    assert opened.log_open and effects == [] and opened.session is screen.session
    assert 'class="log-entry' in opened.render()


def test_refused_action_changes_nothing_but_the_message() -> None:
    screen = GameScreen.start(PLUGIN, Session.new("rota", ["Solo"], 2))
    bad = greedy(screen.session).__class__("....", (9, 9), 0)
    after, effects = screen.play(bad)
    assert after.session is screen.session
    assert after.message and isinstance(effects[0], Announce)
    assert 'role="alert"' in after.render()


# ---------------------------------------------------------------------------- games.py


def test_new_screen_from_a_start_request() -> None:
    request, _ = from_query("?game=rota&players=3&names=Anna,Beata&seed=42")
    screen = new_screen(request)
    assert screen.session.names == ("Anna", "Beata", "Player 3")
    assert screen.session.seed == 42 and screen.cover
    assert screen.session.start == game.new_game("rota", 3, 42)


def test_a_record_continues_with_the_same_scores_behind_the_cover() -> None:
    screen = ready(hot_seat(2, seed=5))
    for _ in range(5):
        screen, _ = play_by_clicks(screen, greedy(screen.session))
        screen = ready(screen) if screen.cover else screen
    record = screen.session.to_record().to_json_obj()
    continued = screen_from_record(record)
    assert continued.session.state == screen.session.state
    assert continued.cover
    assert_hooks_match(continued)
    assert len(continued.log) == len(screen.log)
    # and the game goes on from there
    continued = ready(continued)
    continued, _ = play_by_clicks(continued, greedy(continued.session))


def test_a_finished_record_opens_at_its_end() -> None:
    session = Session.new("rota", ["Anna", "Beata"], 8)
    while session.outcome() is None:
        session = session.play(greedy(session))
    screen = screen_from_record(session.to_record().to_json_obj())
    assert not screen.cover and 'class="end-panel"' in screen.render()
    assert SetPage({"data-game-over": "true"}) in screen.start_effects()


def test_saved_screen_state_without_cover_is_respected() -> None:
    session = Session.new("rota", ["Anna", "Beata"], 8)
    session = session.play(greedy(session))
    assert not screen_from_record(session.to_record().to_json_obj(), {"cover": False}).cover


def test_a_record_that_does_not_replay_is_refused_with_a_reason() -> None:
    record = Session.new("rota", ["Anna"], 1).to_record().to_json_obj()
    record["moves"] = [{"place": "RGBO", "at": [7, 7], "rot": 0}]
    try:
        screen_from_record(record)
    except CannotOpen as error:
        assert "move 1" in str(error)
    else:
        raise AssertionError("a bad record must be refused")
    from axio_web.games import SCREENS

    notice = SCREENS["record"](from_query("")[0], record)
    assert isinstance(notice, NoticeScreen)
    assert "move 1" in notice.render() and 'data-action="show-menu"' in notice.render()
