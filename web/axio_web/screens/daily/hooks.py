"""The few hooks through which the app (app/) and the page (app/page.py) call into the daily
deal; the package's map is in its __init__."""

from __future__ import annotations

from ...ui.action_names import DailyAction
from .play import on_click, open_daily
from .today import dated, today_of
from .views import render_daily_menu, with_daily_end

#: The clicks the app hands to `on_click` on every screen.
ACTIONS = frozenset(DailyAction)

__all__ = ["ACTIONS", "dated", "on_click", "open_daily", "render_daily_menu", "today_of", "with_daily_end"]
