"""The menu's entry (the screen contract, runtime/model.py's ScreenEntry): its choices as they
are made, Start, Play from phones, Learn to play; drawn with the daily row and saved games."""

from __future__ import annotations

from dataclasses import replace

from ...runtime import preferences
from ...runtime.effects import RememberPreference, StartBots
from ...runtime.events import Click, Event, Input
from ...runtime.intents import OpenLesson, StartGame
from ...runtime.layout import Layout
from ...runtime.menu_choices import MenuChoices
from ...runtime.model import App, Ctx, Drawn, Messages, Out, Step
from ...strings.i18n import t
from ...ui.action_names import LessonAction, LinkAction, MenuAction, PhoneAction
from ..daily.hooks import render_daily_menu
from ..saves.menu import render_menu_saves
from . import Menu, needs_worker_for, render_menu


def update(menu: Menu, event: Event, ctx: Ctx) -> Step:
    app = ctx.app
    if isinstance(event, Input):
        return _changed(app, app.menu.typed(event))
    if not isinstance(event, Click):
        return app, []
    if event.action in (MenuAction.CHOOSE_GAME, MenuAction.CHOOSE_PLAYERS, MenuAction.TOGGLE_HINTS):
        return _changed(app, app.menu.chose(event))
    if event.action == LessonAction.LEARN:
        return replace(app, messages=None), [OpenLesson(event.data.get("game", ""))]
    if event.action == LinkAction.GAME:  # a game by links (issue 39), this device the first player
        request, problems = app.menu.request(embed=app.embed, lang=app.lang)
        if problems or not 2 <= request.players <= 4:
            return replace(app, messages=Messages("error", tuple(problems or [t("link.too_few")]))), []
        app = replace(app, messages=None)
        remembered = RememberPreference(preferences.MENU_KEY, app.menu.to_json())
        return app, [StartGame(replace(request, link=True)), remembered]
    if event.action in (MenuAction.START, PhoneAction.PAIR):
        request, problems = app.menu.request(embed=app.embed, lang=app.lang)
        if problems:
            return replace(app, messages=Messages("error", tuple(problems))), []
        app = replace(app, messages=None)
        pair = event.action == PhoneAction.PAIR  # and pair its phones
        return app, [StartGame(request, pair), RememberPreference(preferences.MENU_KEY, app.menu.to_json())]
    return app, []


def view(menu: Menu, app: App) -> Drawn:
    saves = render_daily_menu(app) + render_menu_saves(app)
    return Drawn(Layout(render_menu(app.menu, saves, app.lang, app.contrast)))


def _changed(app: App, menu: MenuChoices) -> tuple[App, list[Out]]:
    """The menu's new choices; a seat that now needs the bot worker starts it (a second
    Pyodide takes a few seconds), so the game's first computer move does not wait for it."""
    start = needs_worker_for(menu) and not needs_worker_for(app.menu)
    return replace(app, menu=menu), [StartBots()] if start else []
