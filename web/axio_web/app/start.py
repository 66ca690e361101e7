"""The app as the page opens: the language, the address's game, lesson, daily deal, record or
phone link, or the menu; after a reload, the game that was on the table."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from ..phones.join import join_payload
from ..runtime import params, preferences, record_link
from ..runtime.effects import Effect, ReplaceAddress, StartBots
from ..runtime.lesson_progress import LessonSteps
from ..runtime.menu_choices import MenuChoices
from ..runtime.model import App, Env
from ..screens.daily import hooks as daily
from ..screens.menu import Menu, needs_worker_for
from ..storage import OpenedGame, StoreImage, open_game
from ..strings import i18n
from .focus import screen_focus
from .opening import (
    LINK_FRAGMENT,
    LINK_MARK,
    continue_game,
    kept_query,
    open_lesson,
    open_link_game,
    open_new_game,
    open_phone,
    open_record_link,
    say,
    show_menu,
    start_link_game,
)
from .resolve import resolve


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


def start(boot: Boot, env: Env) -> tuple[App, list[Effect]]:
    """The app as the page opens: the language, the address's game or record, or the menu;
    after a reload, the game that was on the table. The focus goes where that screen wants it."""
    stored_lang = boot.prefs.get(preferences.LANG_KEY)
    lang = preferences.choose_language(preferences.url_language(boot.query), stored_lang, boot.languages)
    with i18n.in_language(lang):  # the words of the first screen and of what the address said
        app, effects = _start(boot, env, lang)
    wanted = screen_focus(app.screen)
    return (replace(app, focus=f"#{wanted}", focus_serial=1) if wanted else app), effects


def _start(boot: Boot, env: Env, lang: str) -> tuple[App, list[Effect]]:
    """The app as the page opens in `lang`, before the focus is placed."""
    request, warnings = params.from_query(boot.query)
    request = replace(request, lang=lang)
    menu = MenuChoices.from_json(
        boot.prefs.get(preferences.MENU_KEY) or _names_typed_before(boot.prefs.get(preferences.NAMES_KEY))
    )
    if {name for name, _ in params.query_pairs(boot.query)} & {"game", "players", "names", "bots", "seed"}:
        menu = menu.with_request(request)  # the address's choices, also when it falls back to the menu
    app = App(
        Menu(),
        menu=menu,
        lang=lang,
        address_lang=preferences.url_language(boot.query),
        contrast=boot.contrast,
        embed=request.embed,
        store=boot.store,
        page_url=boot.page_url,
        tz_offset=env.tz_offset,
        table_id=boot.table_id,
        today=daily.today_of(env),
        lesson_steps=LessonSteps.from_prefs(boot.prefs),
        link_store=boot.prefs.get(preferences.LINK_KEY),
    )
    opener = (
        "#join="
        if join_payload(boot.hash) is not None
        else "#record="
        if record_link.payload_from_hash(boot.hash) is not None
        else None
    )
    if opener is not None:  # the link opens: what the query asked to open is not (issue 35)
        warnings += [
            i18n.t("params.ignored_by", name=name, by=opener)
            for name in ("daily", "learn", "game")
            if getattr(request, name) is not None
        ]
    if warnings:
        app = say(app, warnings, "warning", i18n.t("page.from_address"))
    if boot.hash.startswith(LINK_FRAGMENT) or (request.link and request.game is not None):
        # A game by links (issue 39): the fragment (or `link=1`) is taken in once, and dropped
        if boot.hash.startswith(LINK_FRAGMENT):
            app, outs = open_link_game(app, boot.hash)
        else:
            app, outs = start_link_game(app, request.game or "axio", request.seat_names())
        app, effects = resolve(app, outs, env)
        return app, [*effects, ReplaceAddress(kept_query(request, app.address_lang), app.table_id)]
    if boot.table_id == LINK_MARK and app.link_store:  # a reload resumes the game by links
        app, outs = open_link_game(app, "")
        return resolve(app, outs, env)
    if join_payload(boot.hash) is not None:  # a phone: never a saved game, never saves
        app, outs = open_phone(replace(app, table_id=None), boot.hash, boot.query, boot.table_id)
        return resolve(app, outs, env)
    if record_link.payload_from_hash(boot.hash) is not None:
        app, outs = open_record_link(app, boot.hash, env, kept_query(request, app.address_lang))
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
        app, effects = resolve(app, outs, env)
        return app, [*effects, ReplaceAddress(kept_query(request, app.address_lang), app.table_id)]
    if boot.table_id is not None:
        resumed = resume_table(app, boot.table_id, env)
        if resumed is not None:
            return resumed
    app, outs = show_menu(app)
    if needs_worker_for(app.menu):
        outs.insert(0, StartBots())  # the address or the last visit seated the Expert
    return resolve(app, outs, env)


def _names_typed_before(names: str | None) -> str | None:
    """The names an earlier version remembered (before the menu remembered all its choices)."""
    try:
        return json.dumps({"names": json.loads(names)}) if names else None
    except ValueError:
        return None


def resume_table(app: App, game_id: str, env: Env) -> tuple[App, list[Effect]] | None:
    """The game this tab showed before it was reloaded, exactly where it was."""
    opened = open_game(app.store, game_id)
    if not isinstance(opened, OpenedGame):
        return None  # gone, or damaged: the menu (which lists it as damaged, if it is)
    if opened.over:
        from ..screens.saves.screens import replay_session  # issue 24

        return replay_session(replace(app, table_id=game_id), opened.session), []
    app, outs = continue_game(app, opened, env.nonce)
    return resolve(app, outs, env)
