"""The page as one state machine: one `App` value, `update(app, event, env) -> (app, effects)`.

    event ──> update ──> (app, effects) ──> render(app) ──> regions put into the page
                               └──> the glue carries out the effects, which may send events

The app holds everything the page knows: the screen in front (the menu, a game table, the
saved games, the best scores, a replay, a review, a phone's rack), the menu's choices, the
language, the store image (saved games and best scores, as `storage` reads them), the
messages, the help panel, and where the keyboard focus should be. Nothing is read back from
the page.

`update` answers the page's own events itself (help, language, contrast, messages, the host
page, the address, the store, the bot worker's ratings) and hands every other one to the
screen in front, through its registered entry, the same way for every kind of screen
(screens/registry.py, the contract in model.py). What a screen asks of the app (intents.py)
is made good by resolve.py; opening.py opens screens; start.py is the app as the page opens;
focus.py places the keyboard focus.

`Env` carries what pure code cannot make itself: the time, and a random number (new deals,
new save ids: `Env.new_id`). The glue passes a fresh one with every event; tests pass fixed ones.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ..phones.join import join_payload
from ..runtime import preferences, record_link
from ..runtime.effects import ClosePeer, ConsoleWarning, Effect, RememberPreference, ReplaceAddress
from ..runtime.events import (
    BeforeReload,
    Click,
    Event,
    HashChange,
    HostMessage,
    Key,
    ModulesArrived,
    ReviewAnswer,
    StoreChanged,
)
from ..runtime.model import App, Ctx, Env, Help, Out
from ..runtime.params import StartRequest
from ..runtime.saving import after_written
from ..screens.daily import hooks as daily
from ..screens.menu import Menu
from ..screens.registry import entry_of, is_rack, is_review, is_table
from ..screens.saves.menu import MENU_ACTIONS as SAVES_ACTIONS
from ..screens.saves.menu import open_saves_screen
from ..storage import SaveStatus
from ..storage.image import StoreWritten
from ..strings import i18n
from ..ui.action_names import AppAction, ReviewAction
from . import host_messages
from .focus import focused
from .opening import (
    LINK_FRAGMENT,
    kept_query,
    open_link_game,
    open_new_game,
    open_phone,
    open_record_link,
    open_table,
    say,
    show_menu,
)
from .resolve import conflict_choice, resolve, say_save


def update(app: App, event: Event, env: Env) -> tuple[App, list[Effect]]:
    """The one way the page changes. Never raises for any event a person or a host can make.
    An event that changes nothing returns the very same app (the glue then leaves the browser
    its default: Tab moves the focus, arrows scroll)."""
    before = app
    with i18n.in_language(app.lang):  # the words of this update: its messages, announcements
        app, outs = _route(daily.dated(app, env), event, env)
    with i18n.in_language(app.lang):  # a language chosen by this event speaks from here on
        app, effects = resolve(app, outs, env)
    if app == before and not effects:
        return before, []
    return focused(app, event, before), effects


def _route(app: App, event: Event, env: Env) -> tuple[App, list[Out]]:
    """The page's own events here; every other one to the screen in front (its entry)."""
    if isinstance(event, Click):
        handled = _global_click(app, event, env)
        if handled is not None:
            return handled
    if isinstance(event, Key) and event.key == "?" and not event.in_field:
        return _show_help(app, {"topic": "keys"}), []
    if isinstance(event, HostMessage):
        return _host_message(app, event, env)
    if isinstance(event, HashChange) and event.hash.startswith(LINK_FRAGMENT):  # a game by links
        app, outs = open_link_game(app, event.hash)
        return app, [*outs, ReplaceAddress(_kept_address(app), app.table_id)]
    if isinstance(event, HashChange):
        if join_payload(event.hash) is not None:  # another table's code, scanned into this tab
            paired = is_rack(app.screen) and app.screen.paired
            closed: list[Out] = [ClosePeer(None)] if paired else []
            app, outs = open_phone(app, event.hash, "", None)
            return app, [*closed, *outs]
        if record_link.payload_from_hash(event.hash) is None:
            return app, []
        return open_record_link(app, event.hash, env, _kept_address(app))
    if isinstance(event, (StoreWritten, StoreChanged)):
        store, saving, notice = after_written(app.store, app.saving, event)
        app = replace(app, store=store, saving=saving)
        return (say_save(app, notice) if notice else app), []
    if isinstance(event, BeforeReload):
        if app.saving.status == SaveStatus.CONFLICT and app.saving.unsaved is not None:
            # the page goes (a reload, the tab closed, an update) before the player chose
            # between the two tabs' lines: keep both, this tab's as a copy; no move is lost
            return conflict_choice(app, AppAction.KEEP_BOTH_LINES, env)
        return app, [app.saving.unsaved] if app.saving.unsaved is not None else []
    if isinstance(event, ModulesArrived):
        # the page is drawn again with them (a QR code); the screen in front may have waited
        # for them (a game by links): its entry answers, the others change nothing
        return entry_of(app.screen).update(app.screen, event, Ctx(app, env))
    if isinstance(event, ReviewAnswer) and not is_review(app.screen):
        from ..screens.review import opening as review  # issue 24

        return review.on_event(app, event, env)  # a puzzle's move judged (or a review left)
    return entry_of(app.screen).update(app.screen, event, Ctx(app, env))


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
        return conflict_choice(app, action, env)
    if action == AppAction.CHOOSE_LANGUAGE and click.data.get("lang") in i18n.LANGUAGES:
        lang = click.data["lang"]
        chosen: list[Out] = [RememberPreference(preferences.LANG_KEY, lang)]
        if app.address_lang is not None and app.address_lang != lang:  # a reload speaks the choice
            chosen.append(ReplaceAddress(kept_query(StartRequest(embed=app.embed)), app.table_id))
            app = replace(app, address_lang=None)
        return replace(app, lang=lang, messages=None), chosen
    if action == AppAction.TOGGLE_CONTRAST:
        on = not app.contrast
        value = preferences.CONTRAST if on else preferences.NORMAL
        return replace(app, contrast=on), [RememberPreference(preferences.THEME_KEY, value)]
    if action == ReviewAction.REVIEW:
        from ..screens.review import opening as review  # issue 24

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
            app = say(app, list(asked.warnings), "warning", i18n.t("page.from_host"))
        return open_new_game(app, asked.request, env)


PUZZLE_ACTIONS = (
    ReviewAction.PRACTISE,
    ReviewAction.PUZZLES,
    ReviewAction.PUZZLE_NEXT,
    ReviewAction.PUZZLE_BACK,
)


def _puzzle_click(app: App, click: Click) -> tuple[App, list[Out]]:
    """Practise your mistakes (review/puzzles.py): from the review, from the menu (the daily
    puzzle, then every reviewed saved game's), the next puzzle, and back."""
    from ..screens.daily.today import app_today
    from ..screens.review import puzzles  # issue 24

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
            return say(app, [i18n.t("puzzle.list_empty")], "info"), []
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


def _kept_address(app: App) -> str:
    """The address once a link's game opened: the page's own parameters, and the address's
    `lang=` while the page still speaks it (the menu's choice replaces it)."""
    lang = app.address_lang if app.address_lang == app.lang else None
    return kept_query(StartRequest(embed=app.embed), lang)
