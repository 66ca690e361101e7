"""Opening a review from the screen in front, and routing its events (app.update calls these).

A child screen returns the screen to go back to; the app only puts it in front. Kept apart
from the app so that the review's part of the state machine is one small module. A review of
a saved game starts from the ratings kept with it (keep.py) and keeps what it computed when
it is done or stopped."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from axio_core.session import Session

from ...runtime.events import Event, ReviewAnswer
from ...runtime.model import App, Env
from ...runtime.saving import store_writes
from ..saves.replay import ReplayScreen
from ..table.screen import Table
from .keep import entry_of, kept, ratings_of
from .screen import ReviewScreen

__all__ = ["finished_session", "on_event", "open_review"]


def finished_session(screen: object) -> Session | None:
    """The finished game a screen shows (the table at its end, a replay), if any."""
    session = screen.session if isinstance(screen, (Table, ReplayScreen)) else None
    return session if session is not None and session.outcome() is not None else None


def open_review(app: App) -> tuple[App, list[Any]]:
    session = finished_session(app.screen)
    if session is None:
        return app, []
    screen, _ = ReviewScreen.of(session, app.screen, app.run)
    entry = entry_of(app.store, json.loads(screen.record_json), app.table_id)
    if entry is not None:
        ratings = ratings_of(entry, screen.expected)
        screen = replace(
            screen, game_id=entry.id, ratings=ratings, kept=len(ratings), running=len(ratings) < screen.total
        )
    return replace(app, screen=screen, help=None), screen.next_question()


def on_event(app: App, event: Event, env: Env) -> tuple[App, list[Any]]:
    """An event while the review is in front; a rating for a review no longer shown is dropped."""
    screen = app.screen
    if not isinstance(screen, ReviewScreen):
        return _puzzle_answer(app, event)
    following, effects = screen.handle(event)
    if following is screen:
        return app, []
    app = replace(app, screen=following)
    if isinstance(following, ReviewScreen) and following.should_keep:
        app, writes = _keep(app, following, env)
        effects = [*effects, *writes]
    return app, list(effects)


def _puzzle_answer(app: App, event: Event) -> tuple[App, list[Any]]:
    """A puzzle's move judged by the worker (puzzles.py); solved ones kept in the store."""
    from .puzzles import PuzzleTable, answered

    table = app.screen
    if not isinstance(table, PuzzleTable) or not isinstance(event, ReviewAnswer):
        return app, []
    table, effects, store, writes = answered(table, event, app.store)
    return replace(app, screen=table, store=store), [*effects, *store_writes(store, writes)]


def _keep(app: App, screen: ReviewScreen, env: Env) -> tuple[App, list[Any]]:
    """Write the ratings into the saved game (once done or stopped); the table's save slot
    follows the entry's new version, so saving on from that game is no conflict."""
    assert screen.game_id is not None
    store, writes, slot = kept(app.store, screen.game_id, screen.ratings, env.now)
    screen = replace(screen, kept=len(screen.ratings))
    if slot is None:
        return replace(app, screen=replace(screen, game_id=None)), []
    saving = app.saving
    if saving.slot is not None and saving.slot.id == slot.id:
        saving = replace(saving, slot=slot)
    return replace(app, screen=screen, store=store, saving=saving), store_writes(store, writes)
