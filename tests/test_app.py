"""The page as one state machine, under CPython: the menu as a screen, opening games from the
address, record links and reloads, the focus after each event, help, language, and what the
app does when the store refuses a save. Everything goes through `start` and `update` as the
glue sends it."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from axio_web.app.page import render
from axio_web.app.routing import update
from axio_web.app.start import Boot, start
from axio_web.runtime.effects import RememberPreference, ReplaceAddress, StartBots, WriteStore
from axio_web.runtime.events import BeforeReload, Click, Event, HostMessage, Input, Key
from axio_web.runtime.intents import SaveProgress
from axio_web.runtime.menu_choices import MenuChoices
from axio_web.runtime.model import App, Env
from axio_web.runtime.preferences import MENU_KEY
from axio_web.runtime.record_link import record_fragment
from axio_web.screens.menu import Menu
from axio_web.screens.saves.screens import ReplayScreen
from axio_web.screens.table.screen import Choosing, Covered, Table
from axio_web.storage import StoreImage
from axio_web.storage.image import StoreWritten
from table_support import shown as shown_table

from axio_core import RotaPlace
from axio_core.session import Session
from tests.play_support import greedy

ENV = Env(datetime(2026, 11, 22, 9, 0, tzinfo=UTC), 60, 12345)


def boot(**fields: Any) -> tuple[App, list[Any]]:
    return start(Boot(**fields), ENV)


def step(app: App, event: Event) -> tuple[App, list[Any]]:
    return update(app, event, ENV)


def click(app: App, action: str, **data: str) -> App:
    return step(app, Click(action, data, is_button=True))[0]


def html(app: App) -> str:
    return render(app).screen.html()


def written(app: App, effects: list[Any]) -> dict[str, str | None]:
    """What the glue would write to localStorage for these effects."""
    return {w.key: w.text for e in effects if isinstance(e, WriteStore) for w in e.writes}


# ---------------------------------------------------------------------------- the menu


def test_the_menu_is_a_screen_whose_choices_live_in_python() -> None:
    app, effects = boot()
    assert isinstance(app.screen, Menu) and effects == []
    app = click(app, "choose-game", game="rota")
    app = click(app, "choose-players", players="3")
    app, _ = step(app, Input("name-0", "Anna"))
    app, _ = step(app, Input("seat-2", "casual"))
    app, _ = step(app, Input("seed", "daily-2026-11-22"))
    seats = (None, None, "casual", None)
    assert app.menu == MenuChoices("rota", 3, ("Anna", "", "", ""), seats, "daily-2026-11-22")
    page = html(app)
    assert 'value="Anna"' in page and page.count('class="name-row"') == 4
    assert page.count('class="name-row" data-seat="3" hidden') == 1  # the fourth seat is not in play
    assert '<option value="casual" selected>' in page
    app, effects = step(app, Click("start", {}, True))
    assert isinstance(app.screen, Table)
    session = app.screen.session
    assert session.names == ("Anna", "Player 2", "Casual") and session.seats == (None, None, "casual")
    assert session.seed == "daily-2026-11-22"
    assert RememberPreference(MENU_KEY, app.menu.to_json()) in effects
    # the menu remembers its choices (the next visit starts from them)
    again, _ = boot(prefs={MENU_KEY: app.menu.to_json()})
    assert again.menu == MenuChoices("rota", 3, ("Anna", "", "", ""), (None, None, "casual", None))


def test_bad_menu_input_is_said_and_starts_nothing() -> None:
    app, _ = boot()
    app, _ = step(app, Input("seed", "no spaces please"))
    app = click(app, "start")
    assert isinstance(app.screen, Menu) and app.messages is not None and app.messages.kind == "error"
    assert "no spaces please" in render(app).messages


def test_remembered_choices_that_make_no_sense_are_left_at_their_defaults() -> None:
    for junk in ("{", "[1]", '{"game": "chess", "players": 9, "names": [1, {}], "seats": ["god"]}'):
        app, _ = boot(prefs={MENU_KEY: junk})
        assert app.menu.game == "axio" and app.menu.players == 2 and app.menu.seats == (None,) * 4


# ---------------------------------------------------------------------------- focus


def test_a_pressed_button_keeps_the_focus_across_the_render_that_replaces_it() -> None:
    app, _ = boot(query="?game=rota&players=1&seed=3")
    app = click(app, "rota-rotate", dir="1")
    assert app.focus == '[data-action="rota-rotate"][data-dir="1"]'
    serial = app.focus_serial
    app = click(app, "rota-rotate", dir="1")  # the same button again: the focus goes back to it
    assert app.focus == '[data-action="rota-rotate"][data-dir="1"]' and app.focus_serial > serial
    app, _ = step(app, Key("ArrowRight"))  # the board's keys: the focus is where the screen says
    assert app.focus == "#board"


def test_the_hand_tile_keeps_the_focus_however_often_it_is_turned() -> None:
    """ "Turn left" and the tile tried on the board share the hand tile's action (and it has
    no other data): the focus finds the hand tile by its id, not the first of that action."""
    app, _ = boot(query="?game=rota&players=1&seed=3")
    place = next(a for a in app.screen.session.legal_actions() if isinstance(a, RotaPlace))
    app = click(app, "rota-cell", x=str(place.at[0]), y=str(place.at[1]))
    assert (
        html(app).count('data-action="rota-rotate"') == 4
    )  # turn left, the hand, turn right, the board's tile
    turn = Click("rota-rotate", {}, is_button=True, control="rota-hand")  # as listen.py makes it
    app, _ = step(app, turn)
    assert app.focus == "#rota-hand"  # the screen asks for it
    for _ in range(3):
        serial = app.focus_serial
        app, _ = step(app, turn)
        assert app.focus == '[id="rota-hand"]' and app.focus_serial > serial  # the control pressed


def test_the_focus_moves_where_the_screen_asks() -> None:
    app, _ = boot(query="?game=rota&players=2")
    assert isinstance(app.screen, Table) and isinstance(app.screen.mode, Covered)
    assert render(app).focus == "#cover-ready"
    app = click(app, "table-ready")
    assert app.focus == "#board"


# ---------------------------------------------------------------------------- the address


def test_the_address_language_stays_in_the_address_until_the_menu_changes_it() -> None:
    """A `?lang=de` link's game speaks German after a reload too: the replaced address keeps
    `lang` (it went with the game's parameters, and a reload spoke the browser's language). A
    language chosen in the menu then replaces it, or a reload would undo the choice."""
    app, effects = boot(query="?lang=de&game=rota&players=2&seed=3")
    assert app.lang == "de" and effects[-1] == ReplaceAddress("?lang=de", app.table_id)
    store = StoreImage(dict(written(app, effects)))  # type: ignore[arg-type]
    reloaded, _ = boot(query="?lang=de", store=store, table_id=app.table_id)
    assert reloaded.lang == "de" and isinstance(reloaded.screen, Table)
    link = record_fragment(Session.new("axio", ["A", "B"], 4).to_record().to_json_obj())
    linked, effects = boot(query="?lang=de&embed=1", hash=link)
    assert isinstance(linked.screen, Table) and effects[-1] == ReplaceAddress(
        "?lang=de&embed=1", linked.table_id
    )
    app = click(app, "show-menu")
    app, effects = step(app, Click("choose-language", {"lang": "en"}, is_button=True))
    assert app.lang == "en" and RememberPreference("axio.lang", "en") in effects
    assert ReplaceAddress("", app.table_id) in effects
    app, effects = step(app, Click("choose-language", {"lang": "de"}, is_button=True))  # address: no lang
    assert not any(isinstance(e, ReplaceAddress) for e in effects)
    boring, effects = boot(query="?game=rota&players=2")  # no language in the address: none kept
    assert effects[-1] == ReplaceAddress("", boring.table_id)


def test_a_game_from_the_address_starts_once_then_the_address_is_replaced() -> None:
    app, effects = boot(query="?game=axio&players=2&names=Ann,Bo&embed=1&seed=7")
    assert isinstance(app.screen, Table) and app.screen.session.seed == 7 and app.embed
    assert effects[-1] == ReplaceAddress("?embed=1", app.table_id)
    assert app.table_id is not None and app.table_id in " ".join(written(app, effects))
    # a reload: the address no longer deals; the tab remembers the game, which resumes as it was
    store = StoreImage(dict(written(app, effects)))  # type: ignore[arg-type]
    reloaded, effects = boot(query="?embed=1", store=store, table_id=app.table_id)
    assert isinstance(reloaded.screen, Table) and isinstance(reloaded.screen.mode, Covered)
    assert reloaded.screen.session.state == app.screen.session.state
    # the cover stays (D2) and says why: the game resumed (a move not confirmed is gone)
    assert "Game resumed — Ann to play" in html(reloaded)
    assert "Game resumed" not in html(app)  # a new game's cover does not say it
    lifted = click(reloaded, "table-ready")
    assert isinstance(lifted.screen, Table)
    passed = lifted.screen.play(greedy(lifted.screen.session))[0].handle(Click("table-pass", {}))[0]
    assert isinstance(passed.mode, Covered) and "Game resumed" not in shown_table(passed)  # once


def test_a_reload_after_moves_resumes_exactly_where_the_game_was() -> None:
    app, effects = boot(query="?game=rota&players=1&seed=5")
    store: dict[str, str | None] = dict(written(app, effects))
    table = app.screen
    assert isinstance(table, Table)
    for _ in range(3):
        action = greedy(table.session)
        app = click(app, "rota-cell", x=str(action.at[0]), y=str(action.at[1]))
        for _ in range(action.rot):
            app = click(app, "rota-rotate")
        if action.name:
            app = click(app, "rota-name", name=action.name)
        app, effects = step(app, Click("rota-confirm", {}, True))
        store.update(written(app, effects))
        table = app.screen
        assert isinstance(table, Table)
    kept = StoreImage({k: v for k, v in store.items() if v is not None})
    reloaded, _ = boot(store=kept, table_id=app.table_id)
    assert isinstance(reloaded.screen, Table) and isinstance(reloaded.screen.mode, Choosing)
    assert reloaded.screen.session.actions == table.session.actions


def test_going_back_to_the_menu_forgets_the_table() -> None:
    app, _ = boot(query="?game=rota&players=1")
    app, effects = step(app, Click("show-menu", {}, True))
    assert isinstance(app.screen, Menu) and app.table_id is None
    assert ReplaceAddress(None, None) in effects


def test_bad_address_values_are_named_and_the_menu_shows() -> None:
    app, _ = boot(query="?game=chess&players=9&bots=god")
    assert isinstance(app.screen, Menu) and app.messages is not None
    text = render(app).messages
    assert "chess" in text and "9" in text and "god" in text


# ---------------------------------------------------------------------------- record links


def finished_rota() -> Session:
    session = Session.new("rota", ["Anna", "Beata"], 8)
    while session.outcome() is None:
        session = session.play(greedy(session))
    return session


def test_a_record_link_continues_a_game_and_a_finished_one_opens_its_replay() -> None:
    """(The browser opens links in tests/browser/test_site.py and continues one by clicks in
    test_axio_play.py; this is the Rota game continued, checked here only.)"""
    session = Session.new("rota", ["Anna", "Beata"], 8)
    session = session.play(greedy(session))
    app, effects = boot(hash=record_fragment(session.to_record().to_json_obj()))
    assert isinstance(app.screen, Table) and app.screen.session.state == session.state
    assert isinstance(effects[-1], ReplaceAddress) and effects[-1].query == ""  # the link is used up
    app, _ = boot(hash=record_fragment(finished_rota().to_record().to_json_obj()))
    assert isinstance(app.screen, ReplayScreen) and app.screen.index == app.screen.last
    assert dict(render(app).attributes)["data-game-over"] == "true"  # PAGE.md, as at the table


def test_a_damaged_record_link_says_why_and_shows_the_menu() -> None:
    """(Checked here only: the browser's part, reading the link, is tests/browser/test_site.py's
    record-link test.)"""
    app, _ = boot(hash="#record=not-a-record")
    assert isinstance(app.screen, Menu) and app.messages is not None and app.messages.kind == "error"
    record = Session.new("rota", ["Anna"], 1).to_record().to_json_obj()
    record["moves"] = [{"place": "RGBO", "at": [7, 7], "rot": 0}]
    app, _ = boot(hash=record_fragment(record))
    assert isinstance(app.screen, Menu) and "move 1" in render(app).messages


def test_a_record_with_an_unknown_bot_level_opens_with_people_in_those_seats() -> None:
    session = Session.new("rota", ["Anna", "Bot"], 4, (None, "casual"))
    session = session.play(greedy(session))
    record = session.to_record().to_json_obj()
    record["meta"]["seats"] = [None, "grandmaster"]
    app, effects = boot(hash=record_fragment(record))
    assert isinstance(app.screen, Table) and app.screen.session.seats == (None, None)
    assert isinstance(app.screen.mode, Covered)  # two people now: hot-seat
    assert "grandmaster" in render(app).messages
    assert not any(isinstance(e, StartBots) for e in effects)


def test_a_menu_seat_that_plays_with_the_worker_starts_it_at_once() -> None:
    """A second Pyodide takes seconds to start: the Expert's first move must not wait for it."""
    app, effects = boot()
    assert not any(isinstance(e, StartBots) for e in effects)
    app, effects = step(app, Input("seat-1", "casual"))  # thinks on the page
    assert not any(isinstance(e, StartBots) for e in effects)
    app, effects = step(app, Input("seat-1", "expert"))
    assert effects.count(StartBots()) == 1
    app, effects = step(app, Input("name-0", "Anna"))  # once is enough (glue starts it once too)
    assert not any(isinstance(e, StartBots) for e in effects)
    app, _ = step(app, Input("seat-3", "expert"))  # beyond the two players: not yet needed
    app, _ = step(app, Input("seat-1", "casual"))
    app, effects = step(app, Click("choose-players", {"players": "4"}, is_button=True))
    assert app.menu.players == 4 and effects.count(StartBots()) == 1


def test_an_address_or_the_last_visit_that_seats_an_expert_starts_the_worker_at_boot() -> None:
    app, effects = boot(query="?players=2&bots=,expert")
    assert isinstance(app.screen, Menu) and app.menu.seats[1] == "expert"
    assert effects.count(StartBots()) == 1
    _, effects = boot(query="?players=2&bots=,casual")
    assert not any(isinstance(e, StartBots) for e in effects)
    remembered = app.menu.to_json()  # the menu as the last visit left it
    _, effects = boot(prefs={"axio.menu": remembered})
    assert effects.count(StartBots()) == 1


# ---------------------------------------------------------------------------- everywhere


def test_help_opens_for_the_game_on_the_table_and_closes() -> None:
    app, _ = boot(query="?game=rota&players=1")
    app = click(app, "show-help", topic="keys")
    assert app.help is not None and app.help.game == "rota" and "help-close" in (render(app).help or "")
    app = click(app, "close-help")
    assert render(app).help is None
    app, _ = step(app, Key("?"))
    assert app.help is not None
    app = click(app, "close-help")
    typed, _ = step(app, Key("?", in_field=True))
    assert typed.help is None  # a question mark typed into a name is just that


def test_the_language_switch_translates_the_page_and_is_remembered() -> None:
    app, _ = boot()
    app, effects = step(app, Click("choose-language", {"lang": "de"}, True))
    page = render(app)
    assert app.lang == "de" and ("lang", "de") in page.attributes and "Spiel starten" in page.screen.html()
    assert ("t-subtitle", "", "am Tisch") in page.chrome
    assert RememberPreference("axio.lang", "de") in effects
    app, _ = step(app, Click("choose-language", {"lang": "xx"}, True))
    assert app.lang == "de"


def test_the_host_page_starts_a_new_game_and_junk_changes_nothing() -> None:
    app, _ = boot(query="?embed=1")
    same, effects = step(app, HostMessage({"source": "axio-host", "type": "dance"}))
    assert same.screen == app.screen and "dance" in effects[0].text
    app, _ = step(app, HostMessage({"source": "axio-host", "type": "new-game", "game": "rota", "players": 1}))
    assert isinstance(app.screen, Table) and app.screen.session.players == 1 and app.embed


def test_play_again_deals_from_the_events_random_number() -> None:
    app, _ = boot(query="?game=rota&players=1&seed=1")
    table = app.screen
    assert isinstance(table, Table)
    session = table.session
    while session.outcome() is None:
        session = session.play(greedy(session))
    app = App(Table.start(table.plugin, session), store=app.store)
    again, _ = update(app, Click("table-again", {}, True), Env(ENV.now, 0, 424242))
    assert isinstance(again.screen, Table) and again.screen.session.seed == 424242
    assert again.screen.session.actions == () and again.saving.slot != app.saving.slot


def test_a_full_store_keeps_the_save_for_later_and_an_update_waits_for_it() -> None:
    app, effects = boot(query="?game=rota&players=1&seed=2")
    assert app.saving.slot is not None
    (key,) = written(app, effects)
    app, _ = step(app, StoreWritten(key, "full", None))
    assert app.saving.unsaved is not None and app.messages is not None
    assert "full" in render(app).messages
    app, effects = step(app, BeforeReload())
    assert written(app, effects), "the save is tried again before the page reloads"


def test_the_intents_of_a_screen_never_reach_the_glue() -> None:
    app, effects = boot(query="?game=rota&players=2&bots=-,casual")
    assert not any(isinstance(e, SaveProgress) for e in effects)
    assert isinstance(app.screen, Table) and isinstance(app.screen.mode, Choosing)


def test_modules_arriving_change_no_screen_but_the_one_that_waited_for_them() -> None:
    """ModulesArrived goes to the entry of the screen in front (routing.update): only the link
    screen waits for modules (its protocol's); every other kind answers with nothing."""
    from axio_web.runtime.events import ModulesArrived
    from axio_web.screens.registry import kind_of

    menu, _ = boot()
    screens = {
        "menu": menu,
        "table": boot(query="?game=rota&players=2")[0],
        "lesson": boot(query="?learn=axio&lesson=first")[0],
        "saved-games": update(menu, Click("saves-open-list", {}, is_button=True), ENV)[0],
        "best-scores": update(menu, Click("saves-open-best", {}, is_button=True), ENV)[0],
        "statistics": update(menu, Click("stats-open", {}, is_button=True), ENV)[0],
    }
    seen = set()
    for name, app in screens.items():
        after, effects = update(app, ModulesArrived(), ENV)
        assert after == app and effects == [], name
        seen.add(kind_of(app.screen))
    assert seen >= {"menu", "table", "saved-games", "best-scores", "statistics"}
