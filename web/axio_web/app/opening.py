"""Opening a screen: the menu, a table (a new game, a lesson, a saved game, a `#record=` link),
a phone's rack (a `#join=` link, a scanned code). Each returns the app with that screen in
front and what must happen as it appears.

The first start imports only what the menu needs (issue 24): the modules of the other screens
(the table and both games, lessons, phones, review, saves) are imported where first used, and
warmed up after the first paint (app/warm_up.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from ..phones.join import JOIN, join_payload
from ..runtime import preferences, record_link
from ..runtime.bot_seats import needs_worker
from ..runtime.effects import (
    Announce,
    ClosePeer,
    ConsoleWarning,
    RememberPreference,
    ReplaceAddress,
    StartBots,
)
from ..runtime.lesson_progress import GAMES as COURSE_GAMES
from ..runtime.model import App, Env, Messages, Out
from ..runtime.params import StartRequest
from ..screens.menu import Menu
from ..screens.registry import is_link, is_rack, is_table
from ..storage import OpenedGame
from ..strings import i18n

if TYPE_CHECKING:
    from ..screens.table.screen import Table

LINK_FRAGMENT = "#link="  # a game by links' link (screens/linkplay/, imported when one opens)
LINK_MARK = "link-game"  # history.state's mark of a tab with a game by links (linkplay's MARK)


def show_menu(app: App) -> tuple[App, list[Out]]:
    """The menu, and the address forgets the game that was on the table."""
    effects: list[Out] = [ReplaceAddress(None, None)] if app.table_id is not None else []
    if is_table(app.screen):
        from ..screens.table import phone_link  # issue 24

        effects += phone_link.close_all(app.screen)  # its phones are let go
    # The save state stays: a save the store refused is still offered under Saved games.
    return replace(app, screen=Menu(), run=app.run + 1, table_id=None), effects


def open_table(app: App, table: Table, messages: Sequence[str] = ()) -> tuple[App, list[Out]]:
    """Put a table in front, with what must happen as it appears."""
    from ..screens.table import phone_link  # issue 24

    run = app.run + 1
    table = replace(table, run=run)
    left = phone_link.close_all(app.screen) if is_table(app.screen) else []
    app = replace(app, screen=table, run=run, help=None)
    if messages:
        app = say(app, list(messages), "warning")
    effects: list[Out] = [*left, *table.start_effects()]
    if needs_worker(table.session.seats):
        effects.insert(0, StartBots())
    return app, effects


def open_lesson(app: App, game: str, asked: str | None = None) -> tuple[App, list[Out]]:
    """A lesson of `game`'s course: the one asked, else the one shown last, else the first not
    done (lesson.pick). Its position is never a saved game; the progress is remembered."""
    from ..games.registry import plugin_for  # issue 24
    from ..screens.table import lesson as lessons
    from ..screens.table.screen import Table

    game = game if game in lessons.GAMES else app.menu.game
    progress = lessons.Progress.from_text(app.lesson_steps.get(game))
    spec = lessons.pick(game, progress, asked)
    progress = lessons.Progress(spec.id, progress.done)
    table = replace(
        Table.start(plugin_for(game), lessons.new_session(spec)), lesson=lessons.Lesson(spec, progress)
    )
    app = replace(
        app,
        saving=app.saving.detached(),
        table_id=None,
        lesson_steps=app.lesson_steps.with_step(game, progress.to_text()),
    )
    app, outs = open_table(app, table)
    return app, [*outs, RememberPreference(preferences.lesson_key(game), progress.to_text())]


def open_new_game(app: App, request: StartRequest, env: Env) -> tuple[App, list[Out]]:
    from ..games.registry import new_session, plugin_for  # issue 24
    from ..screens.table.screen import Table

    session = new_session(request, env.nonce)
    app = replace(app, saving=app.saving.detached(), table_id=None)
    table = Table.start(plugin_for(session.variant), session, hints_for_everyone=request.hints)
    return open_table(app, table)


def start_link_game(app: App, variant: str, names: Sequence[str]) -> tuple[App, list[Out]]:
    """A new game by links (the menu, `?link=1`): this device invites, as the first player."""
    from ..screens.linkplay.entry import changed  # issue 24
    from ..screens.linkplay.screen import new_game

    screen, effects = new_game(variant, tuple(names), app.page_url)
    app = replace(app, screen=screen, run=app.run + 1, help=None, table_id=LINK_MARK)
    return changed(app, screen, effects)


def open_link_game(app: App, location_hash: str) -> tuple[App, list[Out]]:
    """A `#link=` opened (or "": a reload, Continue): into the game by links on screen, else
    the stored one."""
    from ..screens.linkplay.entry import changed  # issue 24
    from ..screens.linkplay.screen import link_of, open_link, resume

    text = link_of(location_hash)
    on_screen = app.screen if is_link(app.screen) else None
    if text is None:
        screen, effects = resume(app.page_url, app.link_store)
    else:
        screen, effects = open_link(text, app.page_url, app.link_store, on_screen)
    app = replace(
        app,
        screen=screen,
        help=None,
        table_id=LINK_MARK,
        run=app.run if on_screen is not None else app.run + 1,
    )
    return changed(app, screen, effects)


def open_phone(app: App, location_hash: str, query: str, mark: str | None) -> tuple[App, list[Out]]:
    """A `#join=` link: this page plays one seat of a table from a phone (screens/rack/).
    A link that holds no table's offer: a clear message and the menu, the store untouched.
    `mark`: what history.state held as the page started (a reload of an answered offer)."""
    from ..phones.wire import WireError, decode_pairing
    from ..screens.rack import screen as phone_rack  # issue 24

    try:
        offer = decode_pairing(join_payload(location_hash) or "", expect="offer")
        if not offer.game:
            raise WireError(i18n.t("rack.no_offer"))
    except WireError as error:
        app, outs = show_menu(say(app, [str(error)], "error", i18n.t("rack.bad_link")))
        return app, [*outs, ReplaceAddress(query, None)]  # the bad code leaves the address
    rack, effects = phone_rack.open_rack(offer, reloaded=mark == phone_rack.spent_mark(offer))
    app = replace(app, screen=rack, run=app.run + 1, help=None, saving=app.saving.detached(), table_id=None)
    # The address keeps the code; history.state marks it answered, so that a reload knows.
    return app, [*effects, ReplaceAddress(None, phone_rack.spent_mark(offer))]


def phone_scanned(app: App, text: str) -> tuple[App, list[Out]]:
    """A phone's own camera read a code (issue 36): the table's, it pairs again, the address
    holding the new code (a reload then knows it is spent); anything else is said."""
    from ..phones.wire import WireError, decode_pairing

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
    from ..screens.rack import screen as phone_rack

    return phone_rack.spent_mark(app.screen.offer) if is_rack(app.screen) else None


def open_record_link(app: App, location_hash: str, env: Env, query: str) -> tuple[App, list[Out]]:
    """A `#record=` link: an unfinished game continues, a finished one opens its replay. A link
    that cannot be opened: a clear message and the menu, and the address loses the fragment
    (`query`: what it keeps), so that a reload does not fail again."""
    from ..games.registry import CannotOpen, ignored_text, plugin_for, session_from_record  # issue 24
    from ..screens.saves.screens import replay_session
    from ..screens.table.screen import Table

    payload = record_link.payload_from_hash(location_hash) or ""
    try:
        record, repaired = record_link.read_record(payload)
        session, ignored = session_from_record(record)
    except (record_link.RecordLinkError, CannotOpen) as error:
        return _link_refused(app, [str(error)], query, [])
    except Exception as error:  # outside data must never break the page (issue 35)
        return _link_refused(
            app,
            [i18n.t("page.link_damaged")],
            query,
            [ConsoleWarning(f"AXIO could not open a #record= link: {error!r}")],
        )
    app = replace(app, saving=app.saving.detached(), table_id=None)
    notes = [i18n.t("page.link_repaired")] if repaired else []
    if session.outcome() is not None:
        app = replay_session(app, session)
        return (say(app, notes, "warning") if notes else app), []
    table = Table.start(plugin_for(session.variant), session)
    return open_table(app, table, [*notes, *ignored_text(ignored)])


def _link_refused(app: App, lines: list[str], query: str, outs: list[Out]) -> tuple[App, list[Out]]:
    app, shown = show_menu(say(app, lines, "error", i18n.t("page.link_broken")))
    return app, [*outs, *shown, ReplaceAddress(query, None)]


def continue_game(app: App, opened: OpenedGame, nonce: int) -> tuple[App, list[Out]]:
    """A saved game at the table again, saving on in its own entry; in hot-seat the cover is
    up (storage says so in the screen state); the seats played from phones wait for them,
    each with a new code (`nonce`: their keys)."""
    from ..games.registry import ignored_text, plugin_for  # issue 24
    from ..phones.link import restored
    from ..screens.table.screen import Table

    cover = opened.screen_state.get("cover")
    link = restored(opened.screen_state.get("phones"), opened.session.seats, nonce, app.page_url)
    table = Table.start(
        plugin_for(opened.session.variant),
        opened.session,
        cover=cover if isinstance(cover, bool) else None,
        hints_used=opened.screen_state.get("hints") is True,
        hints_for_everyone=opened.screen_state.get("hints_for_everyone") is True,
        resumed=True,
        link=link,
    )
    app = replace(app, saving=app.saving.bound(opened.slot), table_id=opened.id)
    app, outs = open_table(app, table, ignored_text(opened.ignored))
    return app, [*outs, ReplaceAddress(None, opened.id)]


def kept_query(request: StartRequest, lang: str | None = None) -> str:
    """The address once its game has started: only what holds for the whole page, and the
    language the address named (`lang`), so that a reload speaks it too."""
    kept = [("lang", lang)] if lang else []
    kept += [("embed", "1")] if request.embed else []
    if request.learn in COURSE_GAMES:
        kept.append(("learn", request.learn))  # a reload resumes the lesson (it is never saved)
    return "?" + "&".join(f"{k}={v}" for k, v in kept) if kept else ""


def say(app: App, lines: Sequence[str], kind: str, heading: str = "") -> App:
    return replace(app, messages=Messages(kind, tuple(lines), heading))
