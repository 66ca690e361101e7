"""Computer players, through the whole app: seats from the menu and the address, the cover only
between people, a bot's turn as visible steps (thinking, the move shown, then the log), games
against bots played to the end by ticks and worker answers, and no bot's rack or hand ever in
the page."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

import pytest
from app_support import (
    ENV,
    START,
    Browser,
    boot,
    html,
    play,
    press,
    run_app_bots,
    said,
    step,
    table_of,
)
from axio_web.app.page import render
from axio_web.app.routing import App, Menu
from axio_web.games.rota.plugin import RotaPlugin
from axio_web.runtime import bot_decide, bot_seats
from axio_web.runtime.effects import AskBot, Effect, PostToHost, Schedule, StartBots, WriteStore
from axio_web.runtime.events import BotAnswer, Input, Key, Tick
from axio_web.runtime.params import StartRequest
from axio_web.runtime.record_link import record_fragment
from axio_web.screens.table import bot_turn
from axio_web.screens.table.modes import tick
from axio_web.screens.table.screen import BotShowing, BotThinking, Choosing, Covered, Over, Table
from axio_web.storage import GAME_PREFIX, StoreImage, save_game, seal
from axio_web.strings import i18n
from table_support import hand_markup

from axio_core import KeepRack, game
from axio_core.bots import LEVELS
from axio_core.session import Session

SCORE = re.compile(r'data-player="(\d)" data-color="([RGBOP])" data-score="(\d+)"')
TILE = re.compile(r'data-action="axio-tile" data-tile="([^"]+)"')


def start_game(query: str) -> tuple[App, list[Effect]]:
    app, effects = boot(query=query)
    assert app.messages is None, render(app).messages
    table_of(app)
    return app, effects


def tick_of(effects: Iterable[Effect]) -> Tick:
    (schedule,) = [e for e in effects if isinstance(e, Schedule)]
    return Tick(schedule.action, schedule.run)


def secrets_of_others(table: Table) -> list[str]:
    """Markup of every Rota hand tile held by someone other than the person looking now
    (unless that person holds the same tile)."""
    hands = table.session.state.hands
    own = set(hand_markup(hands[table.player] or ""))
    return [
        mark
        for player, tile in enumerate(hands)
        if tile is not None and player != table.player
        for mark in hand_markup(tile)
        if mark not in own
    ]


# ---------------------------------------------------------------------------- seats


def test_the_address_seats_bots_and_names_them_by_level() -> None:
    app, effects = start_game("?game=rota&players=3&bots=-,casual,expert&names=Anna&seed=3")
    session = table_of(app).session
    assert session.seats == (None, "casual", "expert")
    assert session.names == ("Anna", "Casual", "Expert")
    assert StartBots() in effects  # the Expert thinks in the worker: start it now
    record = session.to_record().to_json_obj()
    assert record["meta"]["seats"] == [None, "casual", "expert"]  # a continued game keeps them
    again, _ = boot(hash=record_fragment(record))
    assert table_of(again).session.seats == session.seats and again.messages is None
    with i18n.in_language("de"):
        assert bot_seats.seat_names(StartRequest("rota", 2, (), 1, ("strong",))) == ("Stark", "Spieler 2")
        two = StartRequest("axio", 4, ("", "", "Robo"), 1, ("casual", None, "casual", "casual"))
        assert bot_seats.seat_names(two) == ("Gemütlich 1", "Spieler 2", "Robo", "Gemütlich 4")


def test_the_menus_choices_become_seats() -> None:
    assert bot_seats.menu_seats(["-", "casual", "nonsense", "expert"], 3) == (None, "casual", None)
    assert bot_seats.menu_seats([], 2) == (None, None)
    assert bot_seats.SEAT_CHOICES == ("-", "beginner", "casual", "strong", "expert")
    assert [bot_seats.level_name(c) for c in bot_seats.SEAT_CHOICES] == [
        "Person",
        "Beginner",
        "Casual",
        "Strong",
        "Expert",
    ]
    assert bot_seats.level_style("-") == "" and bot_seats.level_style("casual")
    assert bot_seats.SEAT_CHOICES[1:] == LEVELS  # the menu offers exactly the engine's levels
    with i18n.in_language("de"):
        assert bot_seats.level_name("expert") == "Experte"


def test_seats_chosen_in_the_menu_are_the_games_seats() -> None:
    app, _ = boot()
    app = press(app, "choose-game", game="rota")[0]
    app = press(app, "choose-players", players="3")[0]
    app, _ = step(app, Input("seat-1", "casual"))
    app, _ = step(app, Input("seat-2", "nonsense"))  # a value the menu does not offer: a person
    assert isinstance(app.screen, Menu) and app.menu.seats[:3] == (None, "casual", None)
    page = html(app)
    row = re.search(r'<label class="name-row" data-seat="1".*?</label>', page)
    assert row is not None and '<option value="casual" selected>' in row.group()
    assert 'placeholder="Casual"' in row.group()  # an empty name: the bot is called by its level
    assert re.search(r'id="seat-style-1">[^<]+<', page) and 'id="seat-style-0" hidden' in page
    app, effects = press(app, "start")
    session = table_of(app).session
    assert session.seats == (None, "casual", None) and session.names == ("Player 1", "Casual", "Player 3")
    assert StartBots() not in effects  # only the Expert needs the worker


# ---------------------------------------------------------------------------- a bot's turn


def test_a_bots_turn_is_thinking_then_the_move_then_the_log() -> None:
    app, effects = start_game("?game=rota&players=2&bots=casual,-&seed=3")
    table = table_of(app)
    assert isinstance(table.mode, BotThinking)
    think = Tick(tick(bot_turn.THINK, 0), app.run)
    assert Schedule(bot_turn.THINK_MS, think.action, app.run) in effects
    assert PostToHost("turn", {"player": 0}) in effects and "Casual is thinking" in said(effects)
    page = html(app)
    assert "badge-thinking" in page and "bot-panel" in page and 'class="controls"' not in page

    # Clicks and keys do nothing while the bot is to act; the log still opens.
    same, none = press(app, "rota-cell", x="2", y="0")
    assert same.screen == app.screen and none == []
    keyed, none = step(app, Key("Enter"))
    assert keyed.screen == app.screen and none == []
    app, _ = press(app, "table-log")
    assert table_of(app).log_open and table_of(app).mode == table.mode

    shown, effects = step(app, think)
    played = table_of(shown)
    assert len(played.session.actions) == 1 and played.shown_log() == ()  # on the board, not yet logged
    assert game.is_legal(table.session.state, played.session.actions[0])
    assert isinstance(played.mode, BotShowing) and "is-last" in html(shown)
    assert [type(e) for e in effects] == [WriteStore, Schedule]  # saved at once; the words wait
    assert step(shown, think) == (shown, [])  # a stale tick does nothing
    assert step(shown, Tick(tick_of(effects).action, shown.run - 1)) == (shown, [])  # nor one of an old run

    after, effects = step(shown, tick_of(effects))
    done = table_of(after)
    assert isinstance(done.mode, Choosing) and len(done.shown_log()) == 1 and done.log[0].player == 0
    assert 'class="controls"' in html(after)  # the person's hand now, no cover: one person
    assert said(effects).startswith("Casual placed") and PostToHost("turn", {"player": 1}) in effects


def test_the_expert_asks_the_worker_and_a_bad_answer_is_decided_here() -> None:
    app, effects = start_game("?game=rota&players=2&bots=expert,-&seed=3")
    assert effects[0] == StartBots()
    (ask,) = [e for e in effects if isinstance(e, AskBot)]  # asked as thinking begins
    assert (ask.player, ask.run, ask.moves) == (0, app.run, 0)
    app, effects = step(app, tick_of(effects))  # "thinking" long enough: now waits for the answer
    assert effects == []
    move = bot_decide.decide(ask.record_json, ask.player)
    assert step(app, BotAnswer(app.run - 1, 0, move)) == (app, [])  # for a screen left since
    assert step(app, BotAnswer(app.run, 1, move)) == (app, [])  # for another moment
    from_worker, _ = step(app, BotAnswer(ask.run, ask.moves, move))
    fallback, _ = step(app, BotAnswer(ask.run, ask.moves, "{bad"))
    # The worker and the page decide alike: same view, level and seed.
    assert table_of(from_worker).session.actions == table_of(fallback).session.actions
    assert isinstance(table_of(from_worker).mode, BotShowing)


def test_a_stale_question_to_the_worker_is_refused() -> None:
    app, _ = start_game("?game=rota&players=2&bots=expert,-&seed=3")
    with pytest.raises(Exception, match="not to act"):
        bot_decide.decide(table_of(app).session.to_record().to_json(), 1)


def test_ticks_of_a_game_that_was_left_do_nothing() -> None:
    app, effects = start_game("?game=rota&players=2&bots=casual,-&seed=3")
    old = tick_of(effects)
    app, _ = press(app, "show-menu")
    assert app.menu.seats[:2] == ("casual", None)  # the menu shows the address's choices
    app, effects = press(app, "start")  # the same seats again: the same first tick, a new run
    new = tick_of(effects)
    assert new.action == old.action and new.run != old.run
    assert step(app, old) == (app, [])
    assert isinstance(table_of(step(app, new)[0]).mode, BotShowing)


# ---------------------------------------------------------------------------- the cover


def test_no_cover_at_all_solo_against_bots() -> None:
    app, effects = start_game("?game=rota&players=3&bots=-,casual,beginner&seed=5")
    heard: list[Effect] = list(effects)
    while not isinstance(table_of(app).mode, Over):
        assert not isinstance(table_of(app).mode, Covered)
        if isinstance(table_of(app).mode, Choosing):
            app, effects = play(app, table_of(app).session.legal_actions()[0])
            heard += effects
        app, seen = run_app_bots(app, effects)
        heard += seen
        effects = []
    assert "Pass the device" not in said(heard)


def test_the_cover_comes_before_the_next_persons_turn_when_bots_sit_between() -> None:
    # Seats: Anna, a bot, Cem, a bot. The cover is up only before Anna's and Cem's turns.
    app, effects = start_game("?game=rota&players=4&names=Anna,,Cem&bots=-,casual,-,strong&seed=2")
    assert isinstance(table_of(app).mode, Covered) and table_of(app).player == 0  # two people
    covers: list[int] = []
    for _ in range(12):
        table = table_of(app)
        if isinstance(table.mode, Covered):
            covers.append(table.player)
            assert "rota-hand" not in html(app) and render(app).focus == "#cover-ready"
            app, effects = press(app, "table-ready")
        table = table_of(app)
        assert isinstance(table.mode, Choosing) and not table.session.is_bot(table.player)
        app, effects = play(app, table.session.legal_actions()[0])
        assert isinstance(table_of(app).mode, BotThinking)  # the bot's turn is not covered
        app, _ = run_app_bots(app, effects)
        if isinstance(table_of(app).mode, Over):
            break
    assert covers[:4] == [0, 2, 0, 2]


def test_a_hot_seat_game_that_starts_with_a_bot_covers_only_the_person_after_it() -> None:
    app, effects = start_game("?game=rota&players=3&bots=strong,-,-&seed=4")
    assert isinstance(table_of(app).mode, BotThinking)
    app, seen = run_app_bots(app, effects)
    assert isinstance(table_of(app).mode, Covered) and table_of(app).player == 1
    assert "Pass the device to Player 2." in said(seen)


# ---------------------------------------------------------------------------- whole games


@pytest.mark.parametrize(
    "query",
    [
        "?game=rota&players=4&bots=-,casual,strong,beginner&seed=8",
        "?game=axio&players=3&bots=beginner,-,casual&seed=9",
        "?game=axio&players=2&bots=-,strong&seed=1",
    ],
)
def test_a_game_against_bots_runs_to_the_end_by_ticking(query: str) -> None:
    app, effects = start_game(query)
    human = table_of(app).session.seats.index(None)
    moves = 0
    seen: list[Effect] = []
    while True:
        app, seen = run_app_bots(app, effects)
        table = table_of(app)
        page = html(app)
        shown = {(int(p), c): int(v) for p, c, v in SCORE.findall(page)}
        assert shown == {
            (p, c): v
            for p, s in enumerate(table.session.state.scores)
            for c, v in zip("RGBOP", s, strict=True)
        }
        if isinstance(table.mode, Over):
            break
        assert table.player == human and isinstance(table.mode, Choosing)
        check_only_own_secrets(table, page)
        app, effects = play(app, table.session.legal_actions()[0])
        moves += 1
        assert moves < 200
    assert ("data-game-over", "true") in render(app).attributes
    assert any(isinstance(e, PostToHost) and e.type == "game-over" for e in seen)
    assert "table-again" in html(app) and render(app).focus == "#play-again"
    # The record replays to the same scores, bots' moves included.
    session = table_of(app).session
    replayed = Session.from_record(session.to_record().to_json())
    assert replayed.state.scores == session.state.scores
    # Play again: the same seats, a new deal.
    again, _ = press(app, "table-again")
    assert table_of(again).session.seats == session.seats and table_of(again).session.names == session.names
    assert table_of(again).session.seed == ENV.nonce and table_of(again).session.seed != session.seed


def check_only_own_secrets(table: Table, page: str) -> None:
    """The person looking sees their own hand or rack, never a bot's."""
    state = table.session.state
    if table.session.variant == "rota":
        for mark in secrets_of_others(table):
            assert mark not in page
    else:
        assert set(TILE.findall(page)) <= set(state.racks[table.player])


def test_no_bot_rack_or_hand_is_rendered_during_its_turn() -> None:
    for query in ("?game=axio&players=2&bots=casual,-&seed=5", "?game=rota&players=2&bots=casual,-&seed=5"):
        app, effects = start_game(query)
        steps = 0
        while not isinstance(table_of(app).mode, Choosing) and steps < 10:
            page = html(app)
            assert "axio-tile" not in page and "axio-rack" not in page and "rota-hand" not in page
            table = table_of(app)
            if table.session.variant == "rota":
                for tile in filter(None, table.session.state.hands):
                    for mark in hand_markup(tile):
                        assert mark not in page
            app, effects = step(app, tick_of(effects))
            steps += 1
        assert isinstance(table_of(app).mode, Choosing) and steps >= 2


def test_a_continued_game_with_a_bot_to_act_resumes_its_turn() -> None:
    browser = Browser()
    tab = browser.open(query="?game=rota&players=2&bots=-,casual&seed=6")
    tab.play(tab.table.session.legal_actions()[0])
    assert isinstance(tab.table.mode, BotThinking)
    reloaded = tab.reload()
    table = reloaded.table
    assert isinstance(table.mode, BotThinking) and len(table.session.actions) == 1
    assert any(isinstance(e, Schedule) for e in reloaded.effects)
    reloaded.run_bots(reloaded.effects)
    assert isinstance(reloaded.table.mode, Choosing) and len(reloaded.table.session.actions) == 2


def test_a_saved_game_naming_an_unknown_bot_level_opens_with_people_in_those_seats() -> None:
    session = Session.new("rota", ["Anna", "Bot"], 4, (None, "casual"))
    session = session.play(session.legal_actions()[0])
    image = save_game(StoreImage({}), None, session, {"cover": False}, START, "g1").image
    key = GAME_PREFIX + "g1"
    entry = json.loads(image.get(key) or "")
    entry["record"]["meta"]["seats"] = [None, "grandmaster"]
    del entry["check"], entry["schema"]
    tab = Browser({key: seal(entry)}).open()
    tab.click("saves-continue-last")
    table = tab.table
    assert table.session.seats == (None, None) and table.session.actions == session.actions
    assert isinstance(table.mode, Covered)  # two people now: hot-seat
    assert "grandmaster" in tab.messages
    assert not any(isinstance(e, (StartBots, Schedule)) for e in tab.effects)


def test_plugins_see_a_public_turn_while_a_bot_acts() -> None:
    table = Table.start(RotaPlugin(), Session.new("rota", ["A", "B"], 1, ("casual", None)))
    assert table.is_public and table.turn().is_public and table.turn().legal_actions() == ()


def test_moves_cross_the_worker_boundary_as_record_moves() -> None:
    session = Session.new("axio", ["A", "B"], 2, ("casual", None))
    action = session.legal_actions()[0]
    text = bot_decide.move_to_json("axio", action)
    assert bot_decide.move_from_json(session, text) == action
    assert bot_decide.move_to_json("axio", KeepRack()) == '{"keep":true}'  # records leave it implied
    assert bot_decide.move_from_json(session, '{"keep":true}') is None  # not legal now
    assert bot_decide.move_from_json(session, "[1, 2") is None
