"""The table's entry (the screen contract, runtime/model.py's ScreenEntry): taps, keys and ticks
to the table, the bot worker's moves, the phones' messages (screens/table/phone_link.py), and a
lesson's own controls (another lesson, the next, leaving, a first game, the daily deal),
which ask the app for the screen they open. Drawn with the daily part at a game's end."""

from __future__ import annotations

from dataclasses import replace

from ...runtime.events import BotAnswer, Click, Event, Key, Tick
from ...runtime.intents import OpenLesson, ShowMenu, StartGame
from ...runtime.model import App, Ctx, Drawn, Env, Out, Step
from ...runtime.params import StartRequest
from ...ui.action_names import LessonAction
from ..daily import hooks as daily
from . import phone_link
from .lesson import Lesson
from .render import render_table
from .screen import Table


def update(table: Table, event: Event, ctx: Ctx) -> Step:
    app, env = ctx.app, ctx.env
    if table.lesson is not None and isinstance(event, Click):
        course_step = _lesson_click(app, table.lesson, event, env)
        if course_step is not None:
            return course_step
    if isinstance(event, Tick) and event.run != app.run:
        return app, []
    if phone_link.handles(event):
        following, outs = phone_link.on_event(table, event, env.nonce, app.page_url)
    elif isinstance(event, BotAnswer):
        if event.run != app.run:
            return app, []
        following, outs = table.on_bot_answer(event.moves, event.move)
        outs = phone_link.with_views(table, following, outs)
    elif isinstance(event, (Click, Key, Tick)):
        following, outs = table.handle(event)
        outs = phone_link.with_views(table, following, outs)
    else:
        return app, []
    if following.lesson is not None:
        reached = app.lesson_steps.with_step(following.lesson.game, following.lesson.progress.to_text())
        app = replace(app, lesson_steps=reached)
    return replace(app, screen=following), list(outs)


def view(table: Table, app: App) -> Drawn:
    return Drawn(
        daily.with_daily_end(render_table(table), app),
        hooks=table.hooks(),
        board=table,
        key=f"table-{table.plugin.variant}",
    )


def _lesson_click(app: App, lesson: Lesson, event: Click, env: Env) -> tuple[App, list[Out]] | None:
    """The course's controls: another lesson, the next one, leaving, and after the last lesson
    a first game against the Beginner or today's daily deal."""
    action = event.action
    if action == LessonAction.OPEN:
        return app, [OpenLesson(lesson.game, event.data.get("lesson"))]
    if action == LessonAction.NEXT and (following := lesson.next_spec()) is not None:
        return app, [OpenLesson(lesson.game, following.id)]
    if action == LessonAction.SKIP:
        return app, [ShowMenu()]
    if action == LessonAction.BEGINNER:
        request = StartRequest(game=lesson.game, players=2, bots=(None, "beginner"), lang=app.lang)
        return app, [StartGame(request)]
    if action == LessonAction.DAILY:
        return daily.open_daily(app, lesson.game, None, env)
    return None
