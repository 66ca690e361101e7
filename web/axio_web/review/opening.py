"""Opening a review from the screen in front, and routing its events (app.update calls these).

A child screen returns the screen to go back to; the app only puts it in front. Kept apart
from app.py so that the review's part of the state machine is one small module."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from axio_core.session import Session

from ..events import Event, ReviewAnswer
from ..saves_ui.replay import ReplayScreen
from ..table.screen import Table
from .screen import REVIEW, ReviewScreen

if TYPE_CHECKING:
    from ..app import App

__all__ = ["REVIEW", "finished_session", "on_event", "open_review"]


def finished_session(screen: object) -> Session | None:
    """The finished game a screen shows (the table at its end, a replay), if any."""
    session = screen.session if isinstance(screen, (Table, ReplayScreen)) else None
    return session if session is not None and session.outcome() is not None else None


def open_review(app: App) -> tuple[App, list[Any]]:
    session = finished_session(app.screen)
    if session is None:
        return app, []
    screen, effects = ReviewScreen.of(session, app.screen, app.run, app.table_id)
    return replace(app, screen=screen, help=None), list(effects)


def on_event(app: App, event: Event) -> tuple[App, list[Any]]:
    """An event while the review is in front; a rating for a review no longer shown is dropped."""
    screen = app.screen
    if not isinstance(screen, ReviewScreen):
        return app, []
    following, effects = screen.handle(event)
    if following is screen:
        return app, []
    return replace(app, screen=following), list(effects)
