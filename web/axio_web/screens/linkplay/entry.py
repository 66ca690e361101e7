"""A game by links' entry (the screen contract, runtime/model.py's ScreenEntry): every event to the
link screen (ModulesArrived carries out what waited for the protocol's modules); drawn on the
table's board once the tiles are dealt. What the device keeps in localStorage is the app's too
(App.link_store): the saved games list it, and a reload resumes it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ...runtime.effects import RememberPreference, Schedule
from ...runtime.events import Event, Tick
from ...runtime.model import App, Ctx, Drawn, Out, Step
from ...runtime.preferences import LINK_KEY
from .screen import LinkScreen, handle, render


def update(screen: LinkScreen, event: Event, ctx: Ctx) -> Step:
    if isinstance(event, Tick) and event.run != ctx.app.run:
        return ctx.app, []  # a tick of a screen left since
    return changed(ctx.app, *handle(screen, event))


def view(screen: LinkScreen, app: App) -> Drawn:
    # a game by links, dealt: on the table's board (it answers zoom and reveal as a table does)
    return Drawn(render(screen), hooks=screen.hooks(), board=screen if screen.seat is not None else None)


def changed(app: App, screen: LinkScreen, effects: Sequence[Out]) -> Step:
    """The link screen's new state; what it kept in localStorage is the app's to open later."""
    stored = [e.value for e in effects if isinstance(e, RememberPreference) and e.key == LINK_KEY]
    # a tick (the end's check, in parts) belongs to this screen's run: one left since is stale
    outs = [replace(e, run=app.run) if isinstance(e, Schedule) else e for e in effects]
    return replace(app, screen=screen, link_store=stored[-1] if stored else app.link_store), outs
