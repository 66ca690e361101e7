"""The player's date: each event's `Env` brings the time, and `App.today` keeps the day."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from ...runtime.model import App, Env
from ...storage.daily import local_day


def today_of(env: Env) -> str:
    """The player's date at this event ("2026-11-22"), for `App.today`."""
    return local_day(env.now, env.tz_offset).isoformat()


def dated(app: App, env: Env) -> App:
    """The app knowing the player's date (the very same app while the day is the same)."""
    today = today_of(env)
    return app if app.today == today else replace(app, today=today)


def app_today(app: App) -> date:
    """The player's date as the app last learnt it (`App.today`, from the last event's Env)."""
    try:
        return date.fromisoformat(app.today)
    except ValueError:
        return date(2026, 1, 1)  # never: the app learns the day as it starts
