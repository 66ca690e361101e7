"""The page as one state machine: one `App` value, `update(app, event, env) -> (app, effects)`.

    event ──> update ──> (app, effects) ──> render(app) ──> regions put into the page
                               └──> the glue carries out the effects, which may send events

The app holds everything the page knows: the screen in front (the menu, a game table, the
saved games, the best scores, a replay, a notice), the menu's choices, the language, the
store image (saved games and best scores, as `storage` reads them), the messages, the help
panel, and where the keyboard focus should be. Nothing is read back from the page.

`Env` carries what pure code cannot make itself: the time, and a random number (new deals,
new save ids: `Env.new_id`). The glue passes a fresh one with every event; tests pass fixed ones.
`App`, `Env` and the parts of App the screens use live in model.py, which the screens import
(children never import their parent); they are re-exported here.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from . import host_messages, i18n, params, preferences, record_link
from .actions import AppAction, LessonAction, LinkAction, MenuAction, PhoneAction, ReviewAction
from .bot_seats import needs_worker
from .daily import hooks as daily
from .effects import (
    Announce,
    ClosePeer,
    ConsoleWarning,
    Effect,
    RememberPreference,
    ReplaceAddress,
    StartBots,
)
from .events import (
    BeforeReload,
    BotAnswer,
    Click,
    Event,
    HashChange,
    HostMessage,
    Input,
    Key,
    ModulesArrived,
    ReviewAnswer,
    Scanned,
    StoreChanged,
    StoreWritten,
    Tick,
)
from .intents import ContinueGame, Intent, KeepLinkRecord, NewGameStarted, OpenTable, RetrySave, SaveProgress
from .learn.progress import GAMES as COURSE_GAMES
from .learn.progress import LessonSteps
from .menu import MenuChoices
from .model import App, Env, Help, Menu, Messages, Screen
from .params import StartRequest
from .phones.join import JOIN, join_payload
from .saves_ui.menu import MENU_ACTIONS as SAVES_ACTIONS
from .saves_ui.menu import open_saves_screen
from .saving import after_written, resolve_save
from .screen_kinds import is_link, is_rack, is_review, is_saves_screen, is_table
from .storage import OpenedGame, StoreImage, open_game

if TYPE_CHECKING:
    from .table.lesson import Lesson
    from .table.screen import Table

# The first start imports only what the menu needs (issue 24): the modules of the other screens
# (the table and both games, lessons, phones, review, saves) are imported where first used, and
# warmed up after the first paint (warm_up.py).

LINK_FRAGMENT = "#link="  # a game by links' link (linkplay_ui.py, imported when one opens)
LINK_MARK = "link-game"  # history.state's mark of a tab with a game by links (linkplay_ui.MARK)

# ---------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Boot:
    """What the page knows as it starts (read once by the glue): the address, the browser's
    languages, the preferences remembered, the store, and the frame it runs in."""

    query: str = ""
    hash: str = ""
    languages: tuple[str, ...] = ()
    prefs: Mapping[str, str] = field(default_factory=dict)
    store: StoreImage = field(default_factory=lambda: StoreImage({}))
    in_frame: bool = False
    page_url: str = ""
    contrast: bool = False
    table_id: str | None = None  # the game this tab showed before a reload (history.state)


Out = Effect | Intent


# ---------------------------------------------------------------------------- start


def start(boot: Boot, env: Env) -> tuple[App, list[Effect]]:
    """The app as the page opens: the language, the address's game or record, or the menu;
    after a reload, the game that was on the table. The focus goes where that screen wants it."""
    stored_lang = boot.prefs.get(preferences.LANG_KEY)
    lang = preferences.choose_language(preferences.url_language(boot.query), stored_lang, boot.languages)
    with i18n.in_language(lang):  # the words of the first screen and of what the address said
        app, effects = _start(boot, env, lang)
    wanted = _screen_focus(app.screen)
    return (replace(app, focus=f"#{wanted}", focus_serial=1) if wanted else app), effects


def _start(boot: Boot, env: Env, lang: str) -> tuple[App, list[Effect]]:
    """The app as the page opens in `lang`, before the focus is placed."""
    request, warnings = params.from_query(boot.query)
    request = replace(request, lang=lang)
    menu = MenuChoices.from_json(boot.prefs.get(preferences.MENU_KEY)
                                 or _names_typed_before(boot.prefs.get(preferences.NAMES_KEY)))
    if {name for name, _ in params.query_pairs(boot.query)} & {"game", "players", "names", "bots", "seed"}:
        menu = menu.with_request(request)  # the address's choices, also when it falls back to the menu
    app = App(Menu(), menu=menu, lang=lang, contrast=boot.contrast, embed=request.embed, store=boot.store,
              page_url=boot.page_url, tz_offset=env.tz_offset, table_id=boot.table_id,
              today=daily.today_of(env),
              lesson_steps=LessonSteps.from_prefs(boot.prefs),
              link_store=boot.prefs.get(preferences.LINK_KEY))
    opener = ("#join=" if join_payload(boot.hash) is not None
              else "#record=" if record_link.payload_from_hash(boot.hash) is not None else None)
    if opener is not None:  # the link opens: what the query asked to open is not (issue 35)
        warnings += [i18n.t("params.ignored_by", name=name, by=opener)
                     for name in ("daily", "learn", "game") if getattr(request, name) is not None]
    if warnings:
        app = _say(app, warnings, "warning", i18n.t("page.from_address"))
    if boot.hash.startswith(LINK_FRAGMENT) or (request.link and request.game is not None):
        # A game by links (issue 39): the fragment (or `link=1`) is taken in once, and dropped
        if boot.hash.startswith(LINK_FRAGMENT):
            app, outs = open_link_game(app, boot.hash)
        else:
            app, outs = start_link_game(app, request.game or "axio", request.seat_names())
        app, effects = _resolve(app, outs, env)
        return app, [*effects, ReplaceAddress(_kept_query(request), app.table_id)]
    if boot.table_id == LINK_MARK and app.link_store:  # a reload resumes the game by links
        app, outs = open_link_game(app, "")
        return _resolve(app, outs, env)
    if join_payload(boot.hash) is not None:  # a phone: never a saved game, never saves
        app, outs = open_phone(replace(app, table_id=None), boot.hash, boot.query, boot.table_id)
        return _resolve(app, outs, env)
    if record_link.payload_from_hash(boot.hash) is not None:
        app, outs = open_record_link(app, boot.hash, env, _kept_query(request))
    elif request.daily is not None:
        app, outs = daily.open_daily(app, request.daily, request.date, env)
    elif request.learn is not None:
        app, outs = open_lesson(app, request.learn, request.lesson)
    elif request.game is not None:
        app, outs = open_new_game(app, request, env)
    else:
        outs = []
    if outs or not isinstance(app.screen, Menu):
        # Started once: a reload resumes this game instead of dealing a new one (PAGE.md).
        app, effects = _resolve(app, outs, env)
        return app, [*effects, ReplaceAddress(_kept_query(request), app.table_id)]
    if boot.table_id is not None:
        resumed = resume_table(app, boot.table_id, env)
        if resumed is not None:
            return resumed
    app, outs = show_menu(app)
    if _menu_needs_worker(app.menu):
        outs.insert(0, StartBots())  # the address or the last visit seated the Expert
    return _resolve(app, outs, env)


def _names_typed_before(names: str | None) -> str | None:
    """The names an earlier version remembered (before the menu remembered all its choices)."""
    try:
        return json.dumps({"names": json.loads(names)}) if names else None
    except ValueError:
        return None


def _kept_query(request: StartRequest) -> str:
    """The address once its game has started: only what holds for the whole page."""
    kept = [("embed", "1")] if request.embed else []
    if request.learn in COURSE_GAMES:
        kept.append(("learn", request.learn))  # a reload resumes the lesson (it is never saved)
    return "?" + "&".join(f"{k}={v}" for k, v in kept) if kept else ""


# ---------------------------------------------------------------------------- update


def update(app: App, event: Event, env: Env) -> tuple[App, list[Effect]]:
    """The one way the page changes. Never raises for any event a person or a host can make.
    An event that changes nothing returns the very same app (the glue then leaves the browser
    its default: Tab moves the focus, arrows scroll)."""
    before = app
    with i18n.in_language(app.lang):  # the words of this update: its messages, announcements
        app, outs = _route(daily.dated(app, env), event, env)
    with i18n.in_language(app.lang):  # a language chosen by this event speaks from here on
        app, effects = _resolve(app, outs, env)
    if app == before and not effects:
        return before, []
    return _focused(app, event, before), effects


def _route(app: App, event: Event, env: Env) -> tuple[App, list[Out]]:
    if isinstance(event, Click):
        handled = _global_click(app, event, env)
        if handled is not None:
            return handled
    if isinstance(event, Key) and event.key == "?" and not event.in_field:
        return _show_help(app, {"topic": "keys"}), []
    if isinstance(event, HostMessage):
        return _host_message(app, event, env)
    if isinstance(event, HashChange) and event.hash.startswith(LINK_FRAGMENT):
        app, outs = open_link_game(app, event.hash)
        return app, [*outs, ReplaceAddress(_kept_query(StartRequest(embed=app.embed)), app.table_id)]
    if isinstance(event, HashChange):
        if join_payload(event.hash) is not None:  # another table's code, scanned into this tab
            paired = is_rack(app.screen) and app.screen.paired
            closed: list[Out] = [ClosePeer(None)] if paired else []
            app, outs = open_phone(app, event.hash, "", None)
            return app, [*closed, *outs]
        if record_link.payload_from_hash(event.hash) is None:
            return app, []
        return open_record_link(app, event.hash, env, _kept_query(StartRequest(embed=app.embed)))
    if isinstance(event, (StoreWritten, StoreChanged)):
        store, saving, notice = after_written(app.store, app.saving, event)
        app = replace(app, store=store, saving=saving)
        return (_say_save(app, notice) if notice else app), []
    if isinstance(event, BeforeReload):
        return app, [app.saving.unsaved] if app.saving.unsaved is not None else []
    if isinstance(event, Click) and event.action == LinkAction.REPLAY and is_saves_screen(app.screen):
        return _replay_link_game(app), []
    if isinstance(event, Click) and event.action == LinkAction.CONTINUE and app.link_store:
        # the saved games' row of the game by links kept in this browser: its link screen again
        app, outs = open_link_game(replace(app, messages=None), "")
        return app, [*outs, ReplaceAddress(None, LINK_MARK)]
    screen = app.screen
    if is_link(screen) and not isinstance(event, (StoreWritten, StoreChanged, BeforeReload)):
        from . import linkplay_ui

        return _link_changed(app, *linkplay_ui.handle(screen, event))
    if isinstance(event, ModulesArrived):
        return app, []  # nothing changes; the page is drawn again with them (a QR code)
    if is_rack(screen) and isinstance(event, Scanned):
        return phone_scanned(app, event.text)
    if is_rack(screen):
        rack, effects = screen.handle(event)
        return replace(app, screen=rack), list(effects)
    if is_review(screen) or isinstance(event, ReviewAnswer):
        from .review import opening as review  # issue 24

        return review.on_event(app, event, env)
    if isinstance(screen, Menu):
        return _menu_event(app, event, env)
    if is_table(screen):
        return _table_event(app, screen, event, env)
    if is_saves_screen(screen):
        from .saves_ui.screens import saves_screen_update  # issue 24

        return saves_screen_update(app, screen, event, env)
    return app, []


def _global_click(app: App, click: Click, env: Env) -> tuple[App, list[Out]] | None:
    """Clicks that mean the same on every screen: the menu, help, messages, settings."""
    action = click.action
    if action == AppAction.SHOW_MENU and is_rack(app.screen):
        if app.screen.paired:
            return app, []  # the phone belongs to the table while paired
        app, outs = show_menu(replace(app, messages=None))
        return app, [*outs, ReplaceAddress("", None)]  # the spent code leaves the address
    if action == AppAction.SHOW_MENU:
        return show_menu(replace(app, messages=None))
    if action == AppAction.SHOW_HELP:
        return _show_help(app, click.data), []
    if action == AppAction.CLOSE_HELP:
        return replace(app, help=None), []
    if action == AppAction.DISMISS_MESSAGES:
        return replace(app, messages=None), []
    if action in (AppAction.KEEP_BOTH_LINES, AppAction.TAKE_OTHER_LINE) and app.saving.unsaved is not None:
        return _conflict_choice(app, action, env)
    if action == AppAction.CHOOSE_LANGUAGE and click.data.get("lang") in i18n.LANGUAGES:
        lang = click.data["lang"]
        return replace(app, lang=lang, messages=None), [RememberPreference(preferences.LANG_KEY, lang)]
    if action == AppAction.TOGGLE_CONTRAST:
        on = not app.contrast
        value = preferences.CONTRAST if on else preferences.NORMAL
        return replace(app, contrast=on), [RememberPreference(preferences.THEME_KEY, value)]
    if action == ReviewAction.REVIEW:
        from .review import opening as review  # issue 24

        return review.open_review(app)
    if action in PUZZLE_ACTIONS:
        return _puzzle_click(app, click)
    if action in daily.ACTIONS:
        return daily.on_click(app, click, env)
    if action in SAVES_ACTIONS and isinstance(app.screen, Menu):
        return open_saves_screen(app, action, click.data, env)
    return None


def _show_help(app: App, data: Mapping[str, str]) -> App:
    table_game = app.screen.plugin.variant if is_table(app.screen) else None
    game = data.get("game") or table_game or app.menu.game
    return replace(app, help=Help(game, data.get("topic", "keys")))


def _menu_needs_worker(menu: MenuChoices) -> bool:
    """Whether the menu's seats, as chosen now, would play with the bot worker."""
    return needs_worker(menu.seats[: menu.players])


def _menu_changed(app: App, menu: MenuChoices) -> tuple[App, list[Out]]:
    """The menu's new choices; a seat that now needs the bot worker starts it (a second
    Pyodide takes a few seconds), so the game's first computer move does not wait for it."""
    start = _menu_needs_worker(menu) and not _menu_needs_worker(app.menu)
    return replace(app, menu=menu), [StartBots()] if start else []


def _menu_event(app: App, event: Event, env: Env) -> tuple[App, list[Out]]:
    if isinstance(event, Input):
        return _menu_changed(app, app.menu.typed(event))
    if not isinstance(event, Click):
        return app, []
    if event.action in (MenuAction.CHOOSE_GAME, MenuAction.CHOOSE_PLAYERS, MenuAction.TOGGLE_HINTS):
        return _menu_changed(app, app.menu.chose(event))
    if event.action == LessonAction.LEARN:
        return open_lesson(replace(app, messages=None), event.data.get("game", ""))
    if event.action == LinkAction.GAME:
        request, problems = app.menu.request(embed=app.embed, lang=app.lang)
        if problems or not 2 <= request.players <= 4:
            return _say(app, problems or [i18n.t("link.too_few")], "error"), []
        app, outs = start_link_game(replace(app, messages=None), request.game or "axio", request.seat_names())
        return app, [*outs, ReplaceAddress(None, app.table_id),
                     RememberPreference(preferences.MENU_KEY, app.menu.to_json())]
    if event.action in (MenuAction.START, PhoneAction.PAIR):
        request, problems = app.menu.request(embed=app.embed, lang=app.lang)
        if problems:
            return _say(app, problems, "error"), []
        app = replace(app, messages=None)
        app, effects = open_new_game(app, request, env)
        if event.action == PhoneAction.PAIR and is_table(app.screen):  # and pair its phones
            from .phones import table_link  # issue 24

            app = replace(app, screen=table_link.open_panel(app.screen, app.page_url))
        return app, [*effects, RememberPreference(preferences.MENU_KEY, app.menu.to_json())]
    return app, []


def _table_event(app: App, table: Table, event: Event, env: Env) -> tuple[App, list[Out]]:
    from .phones import table_link  # issue 24

    if table.lesson is not None and isinstance(event, Click):
        course_step = _lesson_click(app, table.lesson, event, env)
        if course_step is not None:
            return course_step
    if isinstance(event, Tick) and event.run != app.run:
        return app, []
    if table_link.handles(event):
        following, outs = table_link.on_event(table, event, env.nonce, app.page_url)
    elif isinstance(event, BotAnswer):
        if event.run != app.run:
            return app, []
        following, outs = table.on_bot_answer(event.moves, event.move)
        outs = table_link.with_views(table, following, outs)
    elif isinstance(event, (Click, Key, Tick)):
        following, outs = table.handle(event)
        outs = table_link.with_views(table, following, outs)
    else:
        return app, []
    if following.lesson is not None:
        reached = app.lesson_steps.with_step(following.lesson.game, following.lesson.progress.to_text())
        app = replace(app, lesson_steps=reached)
    return replace(app, screen=following), outs


def _host_message(app: App, event: HostMessage, env: Env) -> tuple[App, list[Out]]:
    """The host page's "new-game": the game in front is saved already (every move is)."""
    current = StartRequest(embed=app.embed, lang=app.lang)
    asked = host_messages.read_message(event.fields, current)
    if asked is None:
        return app, []
    if isinstance(asked, host_messages.Refused):
        return app, [ConsoleWarning(f"AXIO ignored a message from the host page: {asked.reason}")]
    if asked.request.lang != app.lang:
        app = replace(app, lang=asked.request.lang)
    app = replace(app, help=None, messages=None)
    with i18n.in_language(app.lang):  # the host's language speaks from here on
        if asked.warnings:
            app = _say(app, list(asked.warnings), "warning", i18n.t("page.from_host"))
        return open_new_game(app, asked.request, env)


# ---------------------------------------------------------------------------- screens


def show_menu(app: App) -> tuple[App, list[Out]]:
    """The menu, and the address forgets the game that was on the table."""
    effects: list[Out] = [ReplaceAddress(None, None)] if app.table_id is not None else []
    if is_table(app.screen):
        from .phones import table_link  # issue 24

        effects += table_link.close_all(app.screen)  # its phones are let go
    # The save state stays: a save the store refused is still offered under Saved games.
    return replace(app, screen=Menu(), run=app.run + 1, table_id=None), effects


def open_table(app: App, table: Table, messages: Sequence[str] = ()) -> tuple[App, list[Out]]:
    """Put a table in front, with what must happen as it appears."""
    from .phones import table_link  # issue 24

    run = app.run + 1
    table = replace(table, run=run)
    left = table_link.close_all(app.screen) if is_table(app.screen) else []
    app = replace(app, screen=table, run=run, help=None)
    if messages:
        app = _say(app, list(messages), "warning")
    effects: list[Out] = [*left, *table.start_effects()]
    if needs_worker(table.session.seats):
        effects.insert(0, StartBots())
    return app, effects


def _lesson_click(app: App, lesson: Lesson, event: Click, env: Env) -> tuple[App, list[Out]] | None:
    """The course's controls: another lesson, the next one, leaving, and after the last lesson
    a first game against the Beginner or today's daily deal."""
    action = event.action
    if action == LessonAction.OPEN:
        return open_lesson(app, lesson.game, event.data.get("lesson"))
    if action == LessonAction.NEXT and (following := lesson.next_spec()) is not None:
        return open_lesson(app, lesson.game, following.id)
    if action == LessonAction.SKIP:
        return show_menu(app)
    if action == LessonAction.BEGINNER:
        request = StartRequest(game=lesson.game, players=2, bots=(None, "beginner"), lang=app.lang)
        return open_new_game(app, request, env)
    if action == LessonAction.DAILY:
        return daily.open_daily(app, lesson.game, None, env)
    return None


PUZZLE_ACTIONS = (ReviewAction.PRACTISE, ReviewAction.PUZZLES, ReviewAction.PUZZLE_NEXT,
                  ReviewAction.PUZZLE_BACK)


def _puzzle_click(app: App, click: Click) -> tuple[App, list[Out]]:
    """Practise your mistakes (review/puzzles.py): from the review, from the menu (the daily
    puzzle, then every reviewed saved game's), the next puzzle, and back."""
    from .daily.today import app_today
    from .review import puzzles  # issue 24

    screen, action = app.screen, click.action
    table: puzzles.PuzzleTable | None = None
    if action == ReviewAction.PRACTISE and is_review(screen) and screen.is_done:
        found = puzzles.of_review(screen.record_json, screen.ratings, screen.session.seats, screen.game_id)
        table = puzzles.opened(found, screen, app.store)
    elif action == ReviewAction.PUZZLES and isinstance(screen, Menu):
        today = puzzles.daily(app_today(app))
        found = ((today,) if today is not None else ()) + puzzles.of_saved_games(app.store)
        table = puzzles.opened(found, None, app.store)
        if table is None:
            return _say(app, [i18n.t("puzzle.list_empty")], "info"), []
    elif isinstance(screen, puzzles.PuzzleTable) and action == ReviewAction.PUZZLE_NEXT:
        table = puzzles.following(screen)
    elif isinstance(screen, puzzles.PuzzleTable) and action == ReviewAction.PUZZLE_BACK:
        if screen.back is None:
            return show_menu(app)
        return replace(app, screen=screen.back, run=app.run + 1, help=None), []
    if table is None:
        return app, []
    app = replace(app, saving=app.saving.detached(), table_id=None, messages=None)
    return open_table(app, table)


def open_lesson(app: App, game: str, asked: str | None = None) -> tuple[App, list[Out]]:
    """A lesson of `game`'s course: the one asked, else the one shown last, else the first not
    done (lesson.pick). Its position is never a saved game; the progress is remembered."""
    from .games import plugin_for  # issue 24
    from .table import lesson as lessons
    from .table.screen import Table

    game = game if game in lessons.GAMES else app.menu.game
    progress = lessons.Progress.from_text(app.lesson_steps.get(game))
    spec = lessons.pick(game, progress, asked)
    progress = lessons.Progress(spec.id, progress.done)
    table = replace(Table.start(plugin_for(game), lessons.new_session(spec)),
                    lesson=lessons.Lesson(spec, progress))
    app = replace(app, saving=app.saving.detached(), table_id=None,
                  lesson_steps=app.lesson_steps.with_step(game, progress.to_text()))
    app, outs = open_table(app, table)
    return app, [*outs, RememberPreference(preferences.lesson_key(game), progress.to_text())]


def open_new_game(app: App, request: StartRequest, env: Env) -> tuple[App, list[Out]]:
    from .games import new_session, plugin_for  # issue 24
    from .table.screen import Table

    session = new_session(request, env.nonce)
    app = replace(app, saving=app.saving.detached(), table_id=None)
    table = Table.start(plugin_for(session.variant), session, hints_for_everyone=request.hints)
    return open_table(app, table)


def start_link_game(app: App, variant: str, names: Sequence[str]) -> tuple[App, list[Out]]:
    """A new game by links (the menu, `?link=1`): this device invites, as the first player."""
    from . import linkplay_ui

    screen, effects = linkplay_ui.new_game(variant, tuple(names), app.page_url)
    app = replace(app, screen=screen, run=app.run + 1, help=None, table_id=LINK_MARK)
    return _link_changed(app, screen, effects)


def open_link_game(app: App, location_hash: str) -> tuple[App, list[Out]]:
    """A `#link=` opened (or "" after a reload): into the game by links on screen, else the stored one."""
    from . import linkplay_ui

    text = linkplay_ui.link_of(location_hash)
    on_screen = app.screen if is_link(app.screen) else None
    if text is None:
        screen, effects = linkplay_ui.resume(app.page_url, app.link_store)
    else:
        screen, effects = linkplay_ui.open_link(text, app.page_url, app.link_store, on_screen)
    app = replace(app, screen=screen, help=None, table_id=LINK_MARK,
                  run=app.run if on_screen is not None else app.run + 1)
    return _link_changed(app, screen, effects)


def _replay_link_game(app: App) -> App:
    """The saved games' row of the game by links: its moves so far, on the public board."""
    from .linkplay_ui import moves_so_far
    from .saves_ui.replay import ReplayScreen

    session = moves_so_far(app.link_store)
    if session is None:  # the protocol's modules are on their way (or the store is damaged)
        return _say(app, [i18n.t("link.modules_wait")], "info")
    return replace(app, screen=ReplayScreen.of(session, back=app.screen, at_end=True))


def _link_changed(app: App, screen: Screen, effects: Sequence[Out]) -> tuple[App, list[Out]]:
    """The link screen's new state; what it kept in localStorage is the app's to open later."""
    stored = [e.value for e in effects if isinstance(e, RememberPreference) and e.key == preferences.LINK_KEY]
    return replace(app, screen=screen, link_store=stored[-1] if stored else app.link_store), list(effects)


def open_phone(app: App, location_hash: str, query: str, mark: str | None) -> tuple[App, list[Out]]:
    """A `#join=` link: this page plays one seat of a table from a phone (phones/rack.py).
    A link that holds no table's offer: a clear message and the menu, the store untouched.
    `mark`: what history.state held as the page started (a reload of an answered offer)."""
    from .phones import rack as phone_rack  # issue 24
    from .phones.wire import WireError, decode_pairing

    try:
        offer = decode_pairing(join_payload(location_hash) or "", expect="offer")
        if not offer.game:
            raise WireError(i18n.t("rack.no_offer"))
    except WireError as error:
        app, outs = show_menu(_say(app, [str(error)], "error", i18n.t("rack.bad_link")))
        return app, [*outs, ReplaceAddress(query, None)]  # the bad code leaves the address
    rack, effects = phone_rack.open_rack(offer, reloaded=mark == phone_rack.spent_mark(offer))
    app = replace(app, screen=rack, run=app.run + 1, help=None, saving=app.saving.detached(), table_id=None)
    # The address keeps the code; history.state marks it answered, so that a reload knows.
    return app, [*effects, ReplaceAddress(None, phone_rack.spent_mark(offer))]


def phone_scanned(app: App, text: str) -> tuple[App, list[Out]]:
    """A phone's own camera read a code (issue 36): the table's, it pairs again, the address
    holding the new code (a reload then knows it is spent); anything else is said."""
    from .phones.wire import WireError, decode_pairing

    rack = app.screen
    assert is_rack(rack)
    try:
        offer = decode_pairing(text, expect="offer")
    except WireError:
        offer = None
    if offer is None or not offer.game:
        said = i18n.t("rack.scan_not_table")
        return replace(app, screen=replace(rack, scanning=False, message=said)), [Announce(said)]
    base, _, payload = text.rpartition(JOIN)
    query = base.partition("?")[2].partition("#")[0] if base else ""
    address = f"{'?' + query if query else ''}{JOIN}{payload}"
    closed: list[Out] = [ClosePeer(None)] if rack.paired else []
    app, outs = open_phone(app, JOIN + payload, "", None)
    return app, [*closed, *outs, ReplaceAddress(address, spent_mark_of(app))]


def spent_mark_of(app: App) -> str | None:
    """history.state's mark of the phone's answered offer (rack.py), kept by a new address."""
    from .phones import rack as phone_rack

    return phone_rack.spent_mark(app.screen.offer) if is_rack(app.screen) else None


def open_record_link(app: App, location_hash: str, env: Env, query: str) -> tuple[App, list[Out]]:
    """A `#record=` link: an unfinished game continues, a finished one opens its replay. A link
    that cannot be opened: a clear message and the menu, and the address loses the fragment
    (`query`: what it keeps), so that a reload does not fail again."""
    from .games import CannotOpen, ignored_text, plugin_for, session_from_record  # issue 24
    from .saves_ui.screens import replay_session
    from .table.screen import Table

    payload = record_link.payload_from_hash(location_hash) or ""
    try:
        record, repaired = record_link.read_record(payload)
        session, ignored = session_from_record(record)
    except (record_link.RecordLinkError, CannotOpen) as error:
        return _link_refused(app, [str(error)], query, [])
    except Exception as error:  # outside data must never break the page (issue 35)
        return _link_refused(app, [i18n.t("page.link_damaged")], query,
                             [ConsoleWarning(f"AXIO could not open a #record= link: {error!r}")])
    app = replace(app, saving=app.saving.detached(), table_id=None)
    notes = [i18n.t("page.link_repaired")] if repaired else []
    if session.outcome() is not None:
        app = replay_session(app, session)
        return (_say(app, notes, "warning") if notes else app), []
    table = Table.start(plugin_for(session.variant), session)
    return open_table(app, table, [*notes, *ignored_text(ignored)])


def _link_refused(app: App, lines: list[str], query: str, outs: list[Out]) -> tuple[App, list[Out]]:
    app, shown = show_menu(_say(app, lines, "error", i18n.t("page.link_broken")))
    return app, [*outs, *shown, ReplaceAddress(query, None)]


def resume_table(app: App, game_id: str, env: Env) -> tuple[App, list[Effect]] | None:
    """The game this tab showed before it was reloaded, exactly where it was."""
    opened = open_game(app.store, game_id)
    if not isinstance(opened, OpenedGame):
        return None  # gone, or damaged: the menu (which lists it as damaged, if it is)
    if opened.over:
        from .saves_ui.screens import replay_session  # issue 24

        return replay_session(replace(app, table_id=game_id), opened.session), []
    app, outs = continue_game(app, opened, env.nonce)
    return _resolve(app, outs, env)


def continue_game(app: App, opened: OpenedGame, nonce: int) -> tuple[App, list[Out]]:
    """A saved game at the table again, saving on in its own entry; in hot-seat the cover is
    up (storage says so in the screen state); the seats played from phones wait for them,
    each with a new code (`nonce`: their keys)."""
    from .games import ignored_text, plugin_for  # issue 24
    from .phones.link import restored
    from .table.screen import Table

    cover = opened.screen_state.get("cover")
    link = restored(opened.screen_state.get("phones"), opened.session.seats, nonce, app.page_url)
    table = Table.start(plugin_for(opened.session.variant), opened.session,
                        cover=cover if isinstance(cover, bool) else None,
                        hints_used=opened.screen_state.get("hints") is True,
                        hints_for_everyone=opened.screen_state.get("hints_for_everyone") is True,
                        resumed=True, link=link)
    app = replace(app, saving=app.saving.bound(opened.slot), table_id=opened.id)
    app, outs = open_table(app, table, ignored_text(opened.ignored))
    return app, [*outs, ReplaceAddress(None, opened.id)]


def retry_save(app: App, env: Env) -> tuple[App, list[Effect]]:
    """Save again what the store refused last (room was made, or "keep both")."""
    unsaved = app.saving.unsaved
    if unsaved is None:
        return app, []
    return _save(app, unsaved, env)


# ---------------------------------------------------------------------------- intents


def _resolve(app: App, outs: Sequence[Out], env: Env) -> tuple[App, list[Effect]]:
    """Turn the screens' intents into effects: saving needs the store image and the slot;
    opening a table is the app's (a screen says which game)."""
    effects: list[Effect] = []
    for out in outs:
        if isinstance(out, SaveProgress) and is_table(app.screen) and app.screen.never_saved:
            continue  # the guided first game (and a puzzle) never touches saved games or best scores
        if isinstance(out, SaveProgress):
            app, more = _save(app, out, env)
            effects += more
        elif isinstance(out, NewGameStarted) and is_table(app.screen):
            from .games import new_session  # issue 24
            from .phones import table_link

            current = app.screen
            old = current.session
            request = StartRequest(game=old.variant, players=old.players, names=old.names,
                                   bots=old.seats, lang=app.lang)
            app = replace(app, saving=app.saving.detached())
            table, more_outs = current.restarted(new_session(request, env.nonce))
            more_outs = table_link.with_views(current, table, more_outs)  # the phones' new deal
            app = replace(app, screen=table)
            app, more = _resolve(app, more_outs, env)
            effects += more
        elif isinstance(out, (ContinueGame, OpenTable)):
            app, more = _resolve(*_opened(app, out, env.nonce), env)
            effects += more
        elif isinstance(out, KeepLinkRecord):
            app, more = _keep_link_record(app, out, env)
            effects += more
        elif isinstance(out, RetrySave):
            from .saves_ui.markup import Notice  # issue 24
            from .saves_ui.saved_games import SavedGamesScreen

            app, more = retry_save(app, env)
            text = out.saved if app.saving.unsaved is None else out.unsaved
            app = replace(app, screen=SavedGamesScreen(notice=Notice(text)))
            effects += [*more, Announce(text)]
        elif not isinstance(out, NewGameStarted):
            effects.append(out)
    return app, effects


def _opened(app: App, intent: ContinueGame | OpenTable, nonce: int) -> tuple[App, list[Out]]:
    """The table a screen asked for, in front, with its notes said."""
    from .games import plugin_for  # issue 24
    from .table.screen import Table

    if isinstance(intent, ContinueGame):
        app, outs = continue_game(app, intent.opened, nonce)
    else:
        session = intent.session
        app = replace(app, saving=app.saving.detached(), table_id=None)
        app, outs = open_table(app, Table.start(plugin_for(session.variant), session))
    return (_say(app, intent.notes, "info") if intent.notes else app), outs


def _keep_link_record(app: App, intent: KeepLinkRecord, env: Env) -> tuple[App, list[Effect]]:
    """A verified game by links into the saved games, once (never a personal best: it was
    not played at this table alone)."""
    from axio_core import AxioError, records
    from axio_core.session import Session

    from .saving import store_writes
    from .storage import stored_game
    from .storage.games import summary_of, write_game

    if stored_game(app.store, intent.game_id) is not None:
        return app, []
    try:
        session, _ = Session.read(records.read_record(dict(intent.record)))
    except AxioError:  # verified, so it replays; were it not, the game by links still holds it
        return app, []
    saved = write_game(app.store, None, intent.record, summary_of(session), {}, env.now, intent.game_id,
                       played_here=False)
    return replace(app, store=saved.image), store_writes(saved.image, saved.writes)


def _save(app: App, intent: SaveProgress, env: Env) -> tuple[App, list[Effect]]:
    store, saving, effects, notice = resolve_save(app.store, app.saving, intent, env.now, env.new_id())
    app = replace(app, store=store, saving=saving)
    full = (i18n.t("saves.full"), i18n.t("saves.some_full"))
    if effects and app.messages is not None and any(line in full for line in app.messages.lines):
        app = replace(app, messages=None)  # said again at once if this write is refused too
    if notice:
        app = _say_save(app, notice)
    game_id = saving.slot.id if saving.slot is not None else None
    if game_id is not None and game_id != app.table_id:
        app = replace(app, table_id=game_id)
        effects = [*effects, ReplaceAddress(None, game_id)]
    return app, effects


# ---------------------------------------------------------------------------- focus and words


def _screen_focus(screen: Screen) -> str | None:
    return getattr(screen, "focus_id", None)


def _focused(app: App, event: Event, before: App) -> App:
    """Where the keyboard focus goes after an event that changed something: where the screen
    asks when that changed; after a button was pressed, back on that button (the render may
    have replaced it: "Turn right" twice); after a game key, where the screen keeps it."""
    wanted = _screen_focus(app.screen)
    game_key = isinstance(event, Key) and wanted is not None and app.screen != before.screen
    if wanted != _screen_focus(before.screen) or game_key:
        return replace(app, focus=f"#{wanted}" if wanted else None, focus_serial=app.focus_serial + 1)
    if isinstance(event, Click) and event.is_button:
        return replace(app, focus=control_selector(event), focus_serial=app.focus_serial + 1)
    return app


def control_selector(click: Click) -> str:
    """A CSS selector that finds the clicked control again in a new render: its action and
    its other data-* attributes (dataset names back to attribute names).

    >>> control_selector(Click("rota-rotate", {"dir": "1"}))
    '[data-action="rota-rotate"][data-dir="1"]'
    """
    parts = [f'[data-action="{_css(click.action)}"]']
    for key in sorted(click.data):
        attribute = "".join(f"-{c.lower()}" if c.isupper() else c for c in key)
        parts.append(f'[data-{attribute}="{_css(click.data[key])}"]')
    return "".join(parts)


def _css(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _say_save(app: App, notice: str) -> App:
    """What saving says; where another tab changed the game on the table, with the two ways
    on, right there: no move is dropped without the player choosing it (issue 35)."""
    from .storage import SaveStatus

    if app.saving.status == SaveStatus.CONFLICT and app.saving.unsaved is not None and is_table(app.screen):
        choices = ((AppAction.KEEP_BOTH_LINES, i18n.t("saves.keep_both")),
                   (AppAction.TAKE_OTHER_LINE, i18n.t("saves.take_other")))
        return replace(app, messages=Messages("warning", (notice,), "", choices))
    return _say(app, [notice], "warning")


def _conflict_choice(app: App, action: str, env: Env) -> tuple[App, list[Out]]:
    """Keep both lines (this tab's as a copy, played on from here) or take the other tab's."""
    if action == AppAction.KEEP_BOTH_LINES:
        app = replace(app, saving=replace(app.saving, slot=None), messages=None)  # the next save: a new entry
        app, effects = retry_save(app, env)
        if app.saving.unsaved is None:
            app = _say(app, [i18n.t("saves.kept_both")], "info")
        return app, [*effects, Announce(i18n.t("saves.kept_both"))]
    opened = open_game(app.store, app.table_id) if app.table_id is not None else None
    if not isinstance(opened, OpenedGame):
        return show_menu(replace(app, messages=None))  # the other tab deleted it: the list says so
    app, outs = continue_game(replace(app, messages=None), opened, env.nonce)
    return _say(app, [i18n.t("saves.took_other")], "info"), [*outs, Announce(i18n.t("saves.took_other"))]


def _say(app: App, lines: Sequence[str], kind: str, heading: str = "") -> App:
    return replace(app, messages=Messages(kind, tuple(lines), heading))

