"""The screens' intents made good (intents.py): saving, which needs the store image and the
slot the app holds, computed from the session in hand (never by replaying); the tables and
screens a screen asks for, which are the app's to open (children never import their parent).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..runtime.effects import Announce, Effect, ReplaceAddress
from ..runtime.intents import (
    ContinueGame,
    ContinueLinkGame,
    KeepLinkRecord,
    NewGameStarted,
    OpenLesson,
    OpenTable,
    RetrySave,
    SaveProgress,
    ScanCode,
    ShowMenu,
    StartGame,
)
from ..runtime.model import App, Env, Messages, Out
from ..runtime.params import StartRequest
from ..runtime.saving import resolve_save
from ..screens.registry import is_table
from ..storage import OpenedGame, SaveStatus, open_game
from ..strings import i18n
from ..ui.action_names import AppAction
from .opening import (
    LINK_MARK,
    continue_game,
    open_lesson,
    open_link_game,
    open_new_game,
    open_table,
    phone_scanned,
    say,
    show_menu,
    start_link_game,
)


def resolve(app: App, outs: Sequence[Out], env: Env) -> tuple[App, list[Effect]]:
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
            from ..games.registry import new_session  # issue 24
            from ..screens.table import phone_link

            current = app.screen
            old = current.session
            request = StartRequest(
                game=old.variant, players=old.players, names=old.names, bots=old.seats, lang=app.lang
            )
            app = replace(app, saving=app.saving.detached())
            table, more_outs = current.restarted(new_session(request, env.nonce))
            more_outs = phone_link.with_views(current, table, more_outs)  # the phones' new deal
            app = replace(app, screen=table)
            app, more = resolve(app, more_outs, env)
            effects += more
        elif isinstance(out, (ContinueGame, OpenTable)):
            app, more = resolve(*_opened(app, out, env.nonce), env)
            effects += more
        elif isinstance(out, KeepLinkRecord):
            app, more = _keep_link_record(app, out, env)
            effects += more
        elif isinstance(out, ContinueLinkGame):
            app, more = resolve(*open_link_game(replace(app, messages=None), ""), env)
            effects += [*more, ReplaceAddress(None, LINK_MARK)]
        elif isinstance(out, RetrySave):
            from ..screens.saves.markup import Notice  # issue 24
            from ..screens.saves.saved_games import SavedGamesScreen

            app, more = retry_save(app, env)
            text = out.saved if app.saving.unsaved is None else out.unsaved
            app = replace(app, screen=SavedGamesScreen(notice=Notice(text)))
            effects += [*more, Announce(text)]
        elif isinstance(out, (ShowMenu, OpenLesson, StartGame, ScanCode)):
            app, more = resolve(*_shown(app, out, env), env)
            effects += more
        elif not isinstance(out, NewGameStarted):
            effects.append(out)
    return app, effects


def _shown(app: App, intent: ShowMenu | OpenLesson | StartGame | ScanCode, env: Env) -> tuple[App, list[Out]]:
    """The screen a screen asked for, in front."""
    if isinstance(intent, ShowMenu):
        return show_menu(app)
    if isinstance(intent, OpenLesson):
        return open_lesson(app, intent.game, intent.lesson)
    if isinstance(intent, ScanCode):
        return phone_scanned(app, intent.text)
    if intent.request.link:  # a game by links (issue 39): the address marks this tab's
        app, outs = start_link_game(app, intent.request.game or "axio", intent.request.seat_names())
        return app, [*outs, ReplaceAddress(None, app.table_id)]
    app, outs = open_new_game(app, intent.request, env)
    if intent.pair and is_table(app.screen):  # and pair its phones
        from ..screens.table import phone_link  # issue 24

        app = replace(app, screen=phone_link.open_panel(app.screen, app.page_url))
    return app, outs


def _opened(app: App, intent: ContinueGame | OpenTable, nonce: int) -> tuple[App, list[Out]]:
    """The table a screen asked for, in front, with its notes said."""
    from ..games.registry import plugin_for  # issue 24
    from ..screens.table.screen import Table

    if isinstance(intent, ContinueGame):
        app, outs = continue_game(app, intent.opened, nonce)
    else:
        session = intent.session
        app = replace(app, saving=app.saving.detached(), table_id=None)
        app, outs = open_table(app, Table.start(plugin_for(session.variant), session))
    return (say(app, intent.notes, "info") if intent.notes else app), outs


def _keep_link_record(app: App, intent: KeepLinkRecord, env: Env) -> tuple[App, list[Effect]]:
    """A verified game by links into the saved games, once (never a personal best: it was
    not played at this table alone)."""
    from axio_core import AxioError, records
    from axio_core.session import Session

    from ..runtime.saving import store_writes
    from ..storage import stored_game
    from ..storage.games import summary_of, write_game

    if stored_game(app.store, intent.game_id) is not None:
        return app, []
    try:
        session, _ = Session.read(records.read_record(dict(intent.record)))
    except AxioError:  # verified, so it replays; were it not, the game by links still holds it
        return app, []
    saved = write_game(
        app.store, None, intent.record, summary_of(session), {}, env.now, intent.game_id, played_here=False
    )
    return replace(app, store=saved.image), store_writes(saved.image, saved.writes)


def retry_save(app: App, env: Env) -> tuple[App, list[Effect]]:
    """Save again what the store refused last (room was made, or "keep both")."""
    unsaved = app.saving.unsaved
    if unsaved is None:
        return app, []
    return _save(app, unsaved, env)


def _save(app: App, intent: SaveProgress, env: Env) -> tuple[App, list[Effect]]:
    store, saving, effects, notice = resolve_save(app.store, app.saving, intent, env.now, env.new_id())
    app = replace(app, store=store, saving=saving)
    full = (i18n.t("saves.full"), i18n.t("saves.some_full"))
    if effects and app.messages is not None and any(line in full for line in app.messages.lines):
        app = replace(app, messages=None)  # said again at once if this write is refused too
    if notice:
        app = say_save(app, notice)
    game_id = saving.slot.id if saving.slot is not None else None
    if game_id is not None and game_id != app.table_id:
        app = replace(app, table_id=game_id)
        effects = [*effects, ReplaceAddress(None, game_id)]
    return app, effects


def say_save(app: App, notice: str) -> App:
    """What saving says; where another tab changed the game on the table, with the two ways
    on, right there: no move is dropped without the player choosing it (issue 35)."""
    if app.saving.status == SaveStatus.CONFLICT and app.saving.unsaved is not None and is_table(app.screen):
        choices = (
            (AppAction.KEEP_BOTH_LINES, i18n.t("saves.keep_both")),
            (AppAction.TAKE_OTHER_LINE, i18n.t("saves.take_other")),
        )
        return replace(app, messages=Messages("warning", (notice,), "", choices))
    return say(app, [notice], "warning")


def conflict_choice(app: App, action: str, env: Env) -> tuple[App, list[Out]]:
    """Keep both lines (this tab's as a copy, played on from here) or take the other tab's."""
    if action == AppAction.KEEP_BOTH_LINES:
        app = replace(app, saving=replace(app.saving, slot=None), messages=None)  # the next save: a new entry
        app, effects = retry_save(app, env)
        if app.saving.unsaved is None:
            app = say(app, [i18n.t("saves.kept_both")], "info")
        return app, [*effects, Announce(i18n.t("saves.kept_both"))]
    opened = open_game(app.store, app.table_id) if app.table_id is not None else None
    if not isinstance(opened, OpenedGame):
        return show_menu(replace(app, messages=None))  # the other tab deleted it: the list says so
    app, outs = continue_game(replace(app, messages=None), opened, env.nonce)
    return say(app, [i18n.t("saves.took_other")], "info"), [*outs, Announce(i18n.t("saves.took_other"))]
