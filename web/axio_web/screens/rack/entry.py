"""A phone's rack's entry (the screen contract, runtime/model.py's ScreenEntry): its events to
the rack; a code its camera read to the app, which opens the table's code it holds."""

from __future__ import annotations

from dataclasses import replace

from ...runtime.events import Event, Scanned
from ...runtime.intents import ScanCode
from ...runtime.model import App, Ctx, Drawn, Step
from .render import render_rack
from .screen import Rack


def update(rack: Rack, event: Event, ctx: Ctx) -> Step:
    if isinstance(event, Scanned):
        return ctx.app, [ScanCode(event.text)]
    following, effects = rack.handle(event)
    return replace(ctx.app, screen=following), list(effects)


def view(rack: Rack, app: App) -> Drawn:
    return Drawn(render_rack(rack), hooks=rack.hooks(), board=rack)
