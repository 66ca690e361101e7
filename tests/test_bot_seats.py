"""Computer players at the table (pure): seats from the menu and the address, the cover only
between people, a bot's turn as visible steps (thinking, the move shown, then the log), games
against bots played to the end by ticking, and no bot's rack or hand ever in the page."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

import pytest
from axio_web import bot_decide, bot_seats, i18n
from axio_web.games import new_screen, screen_from_record
from axio_web.params import StartRequest, from_query
from axio_web.rota_ui.plugin import RotaPlugin
from axio_web.table import bot_turn
from axio_web.table.screen import GameScreen
from axio_web.ui import Announce, AskBot, Effect, Event, PostToHost, SaveGame, Schedule, SetPage

from axio_core import KeepRack, game
from axio_core.bots import LEVELS
from axio_core.session import Session
from tests.test_table_screen import hand_markup

SCORE = re.compile(r'data-player="(\d)" data-color="([RGBOP])" data-score="(\d+)"')
TILE = re.compile(r'data-action="axio-tile" data-tile="([^"]+)"')


@pytest.fixture(autouse=True)
def english() -> Iterable[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def start(query: str) -> tuple[GameScreen, list[Effect]]:
    request, warnings = from_query(query)
    assert not warnings
    screen = new_screen(request)
    return screen, screen.start_effects()


def run_effects(screen: GameScreen, effects: list[Effect]) -> tuple[GameScreen, list[Effect]]:
    """What the shell does with a bot's effects: ticks come due, the worker answers (here:
    the same function the worker exports). Returns the screen once it waits for a person
    or the game is over, and every effect seen on the way."""
    seen = list(effects)
    pending = list(effects)
    while pending:
        effect = pending.pop(0)
        if isinstance(effect, Schedule):
            screen, more = screen.handle(Event("tick", action=effect.action))
        elif isinstance(effect, AskBot):
            move = bot_decide.decide(effect.record_json, effect.player)
            screen, more = screen.handle(Event("tick", action=effect.action, data={"move": move}))
        else:
            continue
        seen += more
        pending += more
    return screen, seen


def first_legal(screen: GameScreen) -> object:
    return screen.turn().legal_actions()[0]


def secrets_of_others(screen: GameScreen) -> list[str]:
    """Markup of every Rota hand tile held by someone other than the person looking now
    (unless that person holds the same tile)."""
    hands = screen.session.state.hands
    own = set(hand_markup(hands[screen.player] or ""))
    return [mark for player, tile in enumerate(hands) if tile is not None and player != screen.player
            for mark in hand_markup(tile) if mark not in own]


# ---------------------------------------------------------------------------- seats


def test_the_address_seats_bots_and_names_them_by_level() -> None:
    screen, _ = start("?game=rota&players=3&bots=-,casual,expert&names=Anna&seed=3")
    assert screen.session.seats == (None, "casual", "expert")
    assert screen.session.names == ("Anna", "Casual", "Expert")
    record = json.loads(screen.session.to_record().to_json())
    assert record["meta"]["seats"] == [None, "casual", "expert"]  # a continued game keeps them
    again = screen_from_record(record)
    assert again.session.seats == screen.session.seats
    i18n.set_language("de")
    assert bot_seats.seat_names(StartRequest("rota", 2, (), 1, ("strong",))) == ("Stark", "Spieler 2")
    two = StartRequest("axio", 4, ("", "", "Robo"), 1, ("casual", None, "casual", "casual"))
    assert bot_seats.seat_names(two) == ("Gemütlich 1", "Spieler 2", "Robo", "Gemütlich 4")


def test_the_menus_choices_become_seats() -> None:
    assert bot_seats.menu_seats(["-", "casual", "nonsense", "expert"], 3) == (None, "casual", None)
    assert bot_seats.menu_seats([], 2) == (None, None)
    assert bot_seats.SEAT_CHOICES == ("-", "beginner", "casual", "strong", "expert")
    assert [bot_seats.level_name(c) for c in bot_seats.SEAT_CHOICES] == [
        "Person", "Beginner", "Casual", "Strong", "Expert"]
    assert bot_seats.level_style("-") == "" and bot_seats.level_style("casual")
    assert bot_seats.SEAT_CHOICES[1:] == LEVELS  # the menu offers exactly the engine's levels
    i18n.set_language("de")
    assert bot_seats.level_name("expert") == "Experte"


# ---------------------------------------------------------------------------- a bot's turn


def test_a_bots_turn_is_thinking_then_the_move_then_the_log() -> None:
    screen, effects = start("?game=rota&players=2&bots=casual,-&seed=3")
    assert screen.bot is not None and not screen.cover
    assert Schedule(bot_turn.THINK_MS, "bot-think:0") in effects
    assert PostToHost("turn", {"player": 0}) in effects
    assert "badge-thinking" in screen.render() and "bot-panel" in screen.render()
    assert 'class="controls"' not in screen.render()

    # Clicks and keys do nothing while the bot is to act; the log still opens.
    same, none = screen.handle(Event("click", action="rota-cell", data={"x": "2", "y": "0"}))
    assert same is screen and none == []
    opened, _ = screen.handle(Event("click", action="table-log"))
    assert opened.log_open and opened.bot == screen.bot

    shown, effects = opened.handle(Event("tick", action="bot-think:0"))
    assert len(shown.session.actions) == 1 and shown.log == ()  # on the board, not yet logged
    assert game.is_legal(screen.session.state, shown.session.actions[0])
    assert shown.bot is not None and shown.bot.showing and "is-last" in shown.render()
    assert [type(e) for e in effects] == [SaveGame, Schedule]  # saved at once; the log waits
    assert shown.handle(Event("tick", action="bot-think:0"))[0] is shown  # stale ticks do nothing

    after, effects = shown.handle(Event("tick", action=effects[-1].action))
    assert after.bot is None and len(after.log) == 1 and after.log[0].player == 0
    assert not after.cover and 'class="controls"' in after.render()  # the person's hand now
    assert any(isinstance(e, Announce) and "placed" in e.text for e in effects)
    assert PostToHost("turn", {"player": 1}) in effects


def test_the_expert_asks_the_worker_and_a_bad_answer_is_decided_here() -> None:
    screen, _ = start("?game=rota&players=2&bots=expert,-&seed=3")
    same, effects = screen.handle(Event("tick", action="bot-think:0"))
    assert same is screen and len(effects) == 1 and isinstance(effects[0], AskBot)
    ask = effects[0]
    assert ask.player == 0 and ask.action == "bot-move:0"
    move = bot_decide.decide(ask.record_json, ask.player)
    from_worker, _ = screen.handle(Event("tick", action=ask.action, data={"move": move}))
    fallback, _ = screen.handle(Event("tick", action=ask.action, data={"move": "{bad"}))
    # The worker and the page decide alike: same view, level and seed.
    assert from_worker.session.actions == fallback.session.actions
    assert from_worker.bot is not None and from_worker.bot.showing


def test_a_stale_question_to_the_worker_is_refused() -> None:
    screen, _ = start("?game=rota&players=2&bots=expert,-&seed=3")
    with pytest.raises(Exception, match="not to act"):
        bot_decide.decide(screen.session.to_record().to_json(), 1)


# ---------------------------------------------------------------------------- the cover


def test_no_cover_at_all_solo_against_bots() -> None:
    screen, effects = start("?game=rota&players=3&bots=-,casual,beginner&seed=5")
    said: list[Effect] = list(effects)
    while not screen.is_over:
        assert not screen.cover
        if screen.bot is None:
            screen, effects = screen.play(first_legal(screen))
            said += effects
        screen, seen = run_effects(screen, effects)
        said += seen
        effects = []
    assert not any(isinstance(e, Announce) and "Pass the device" in e.text for e in said)


def test_the_cover_comes_before_the_next_persons_turn_when_bots_sit_between() -> None:
    # Seats: Anna, a bot, Cem, a bot. The cover is up only before Anna's and Cem's turns.
    screen, effects = start("?game=rota&players=4&names=Anna,,Cem&bots=-,casual,-,strong&seed=2")
    assert screen.cover and screen.player == 0  # two people share the device
    covers: list[int] = []
    for _ in range(12):
        if screen.cover:
            covers.append(screen.player)
            assert "rota-hand" not in screen.render()
            screen, effects = screen.handle(Event("click", action="table-ready"))
        assert screen.bot is None and not screen.session.is_bot(screen.player)
        screen, effects = screen.play(first_legal(screen))
        assert not screen.cover  # the bot's turn is not covered
        screen, _ = run_effects(screen, effects)
        if screen.is_over:
            break
    assert covers[:4] == [0, 2, 0, 2]


def test_a_hot_seat_game_that_starts_with_a_bot_covers_only_the_person_after_it() -> None:
    screen, effects = start("?game=rota&players=3&bots=strong,-,-&seed=4")
    assert not screen.cover and screen.bot is not None
    screen, _ = run_effects(screen, effects)
    assert screen.cover and screen.player == 1


# ---------------------------------------------------------------------------- whole games


@pytest.mark.parametrize("query", [
    "?game=rota&players=4&bots=-,casual,strong,expert&seed=8",
    "?game=axio&players=3&bots=beginner,-,casual&seed=9",
    "?game=axio&players=2&bots=-,expert&seed=1",
])
def test_a_game_against_bots_runs_to_the_end_by_ticking(query: str) -> None:
    screen, effects = start(query)
    human = screen.session.seats.index(None)
    moves = 0
    while True:
        screen, seen = run_effects(screen, effects)
        effects = []
        html = screen.render()
        shown = {(int(p), c): int(v) for p, c, v in SCORE.findall(html)}
        assert shown == {(p, c): v for p, s in enumerate(screen.session.state.scores)
                         for c, v in zip("RGBOP", s, strict=True)}
        if screen.is_over:
            break
        assert screen.player == human and screen.bot is None and not screen.cover
        check_only_own_secrets(screen, html)
        screen, effects = screen.play(first_legal(screen))
        moves += 1
        assert moves < 200
    assert SetPage({"data-game-over": "true"}) in seen
    assert "table-again" in screen.render()
    # The record replays to the same scores, bots' moves included.
    replayed = Session.from_record(screen.session.to_record().to_json())
    assert replayed.state.scores == screen.session.state.scores


def check_only_own_secrets(screen: GameScreen, html: str) -> None:
    """The person looking sees their own hand or rack, never a bot's."""
    state = screen.session.state
    if screen.session.variant == "rota":
        for mark in secrets_of_others(screen):
            assert mark not in html
    else:
        assert set(TILE.findall(html)) <= set(state.racks[screen.player])


def test_no_bot_rack_or_hand_is_rendered_during_its_turn() -> None:
    for query in ("?game=axio&players=2&bots=casual,-&seed=5", "?game=rota&players=2&bots=casual,-&seed=5"):
        screen, effects = start(query)
        steps = 0
        while screen.bot is not None and steps < 10:
            html = screen.render()
            assert "axio-tile" not in html and "axio-rack" not in html and "rota-hand" not in html
            if screen.session.variant == "rota":
                for tile in filter(None, screen.session.state.hands):
                    for mark in hand_markup(tile):
                        assert mark not in html
            effect = next(e for e in effects if isinstance(e, Schedule))
            screen, effects = screen.handle(Event("tick", action=effect.action))
            steps += 1
        assert screen.bot is None and steps >= 2


def test_a_continued_game_with_a_bot_to_act_resumes_its_turn() -> None:
    screen, effects = start("?game=rota&players=2&bots=-,casual&seed=6")
    screen, effects = screen.play(first_legal(screen))
    save = next(e for e in effects if isinstance(e, SaveGame))
    resumed = screen_from_record(json.loads(save.record_json), save.screen_state)
    assert resumed.bot is not None and not resumed.cover
    assert any(isinstance(e, Schedule) for e in resumed.start_effects())


def test_plugins_see_a_public_turn_while_a_bot_acts() -> None:
    screen = GameScreen.start(RotaPlugin(), Session.new("rota", ["A", "B"], 1, ("casual", None)))
    assert screen.is_public and screen.turn().is_public and screen.turn().legal_actions() == ()


def test_moves_cross_the_worker_boundary_as_record_moves() -> None:
    session = Session.new("axio", ["A", "B"], 2, ("casual", None))
    action = session.legal_actions()[0]
    text = bot_decide.move_to_json("axio", action)
    assert bot_decide.move_from_json(session, text) == action
    assert bot_decide.move_to_json("axio", KeepRack()) == '{"keep":true}'  # records leave it implied
    assert bot_decide.move_from_json(session, '{"keep":true}') is None  # not legal now
    assert bot_decide.move_from_json(session, "[1, 2") is None
