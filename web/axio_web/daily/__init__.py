"""The daily deal, sharing a result, and statistics: a reason to come back (issue 16).

Everything is local and worked out from the saved games; nothing of its own is stored.

    play.py      open a day's deal (`?daily=`, `&date=`, the menu), share, the game's link
    results.py   which attempt counts for a day, and the streaks (from the saved games)
    stats.py     statistics per game and overall
    chart.py     the histogram of solo results as SVG markup
    share.py     the share text and the daily link
    views.py     the daily row of the menu, the daily part at a game's end

The statistics screen is saves_ui/statistics.py; the export of all saves storage/backup.py.
The app calls in through the few hooks below.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .play import ACTIONS, on_click, open_daily
from .results import local_day
from .views import render_daily_menu, with_daily_end

if TYPE_CHECKING:
    from ..app import App, Env


def today_of(env: Env) -> str:
    """The player's date at this event ("2026-11-22"), for `App.today`."""
    return local_day(env.now, env.tz_offset).isoformat()


def dated(app: App, env: Env) -> App:
    """The app knowing the player's date (the very same app while the day is the same)."""
    today = today_of(env)
    return app if app.today == today else replace(app, today=today)


__all__ = ["ACTIONS", "dated", "on_click", "open_daily", "render_daily_menu", "today_of", "with_daily_end"]
