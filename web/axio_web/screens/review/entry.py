"""The review's entry (the screen contract, runtime/model.py's ScreenEntry): its events and the
bot worker's ratings (opening.py keeps them in the saved game); a picked move's boards
scroll into view as the focus reaches them."""

from __future__ import annotations

from ...runtime.events import Event
from ...runtime.model import App, Ctx, Drawn, Step
from . import opening
from .screen import ReviewScreen


def update(screen: ReviewScreen, event: Event, ctx: Ctx) -> Step:
    return opening.on_event(ctx.app, event, ctx.env)


def view(screen: ReviewScreen, app: App) -> Drawn:
    return Drawn(screen.render(), hooks=screen.hooks(), focus_scrolls=True)
