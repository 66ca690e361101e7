"""Opening a daily deal, and what the daily controls do (share, the game's link, statistics).

The daily deal of a day is the solo game dealt with the seed text `daily-YYYY-MM-DD`, so
`?game=rota&players=1&seed=daily-2026-11-22` deals the very same game. A daily game's record
says so in its meta (`"daily": "2026-11-22"`, axio_core.meta), which is how the saved games
tell daily attempts apart. Asking for a day's deal while an attempt at it is unfinished
continues that attempt; a day still to come is refused (today's deal instead).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import Any

from axio_core.meta import daily_seed, is_day
from axio_core.session import Session

from ...runtime.effects import Announce, CopyText, ReplaceAddress, Share
from ...runtime.events import Click
from ...runtime.intents import ContinueGame, OpenTable
from ...runtime.model import App, Env, Messages
from ...runtime.params import GAMES, clean_name, default_name
from ...runtime.record_link import RecordLinkError, record_fragment
from ...storage import OpenedGame, open_game
from ...storage.daily import DayResult, day_results, local_day, played_games, unfinished_attempt
from ...strings.i18n import t
from ...ui.action_names import DailyAction
from ..registry import is_table
from .share import base_url, daily_link, day_text, share_text


def open_daily(app: App, variant: str, asked: str | None, env: Env) -> tuple[App, list[Any]]:
    """The daily deal of `variant` for the day `asked` (None: the player's today): the app
    opens its table (an unfinished attempt continues), with what there is to note."""
    today = local_day(env.now, env.tz_offset)
    day, notes = today.isoformat(), []
    if asked is not None and is_day(asked):
        if date.fromisoformat(asked) > today:
            notes.append(t("daily.future", day=day_text(asked)))
        else:
            day = asked
    games, _ = played_games(app.store, app.damaged)
    unfinished = unfinished_attempt(games, variant, day)
    if unfinished is not None:
        opened = open_game(app.store, unfinished.id)
        if isinstance(opened, OpenedGame) and not opened.over:
            return app, [ContinueGame(opened, tuple(notes))]
    counted = day_results(games, app.tz_offset).get((variant, day))
    if counted is not None:
        notes.append(t("daily.practice_start", result=counted.result))
    name = clean_name(app.menu.names[0])[:24] if app.menu.names else ""
    session = Session.new(variant, [name or default_name(0)], daily_seed(day), (None,), daily=day)
    return app, [OpenTable(session, tuple(notes))]


def on_click(app: App, click: Click, env: Env) -> tuple[App, list[Any]]:
    """A daily control pressed (one of ACTIONS); anything out of place changes nothing."""
    action = click.action
    if action == DailyAction.START and click.data.get("game") in GAMES:
        asked = click.data.get("date")
        return open_daily(replace(app, messages=None, help=None), click.data["game"], asked, env)
    if action == DailyAction.OPEN_STATS:
        effects: list[Any] = [ReplaceAddress(None, None)] if app.table_id is not None else []
        from ..saves.statistics import StatisticsScreen

        screen = StatisticsScreen()
        return replace(app, screen=screen, run=app.run + 1, table_id=None, messages=None, help=None), effects
    if action == DailyAction.SHARE and click.data.get("game") in GAMES:
        return share_day(app, click.data["game"], click.data.get("day", ""))
    table = app.screen
    if not (is_table(table) and table.is_over and table.session.daily is not None):
        return app, []
    session = table.session
    assert session.daily is not None
    day: str = session.daily
    if action == DailyAction.SHARE:
        result, counts = this_attempt(app, session)
        practice = result is not None and not counts
        text = share_text(session.variant, day, session.state.scores[0], practice=practice)
        said = t("daily.shared")
        link = daily_link(app.page_url, session.variant, day)
        return _said(app, said), [Share(text, link), Announce(said)]
    if action == DailyAction.RECORD_LINK:
        try:
            fragment = record_fragment(session.to_record().to_json_obj())
        except RecordLinkError:
            said = t("daily.link_too_large")
            return _said(app, said, "warning"), [Announce(said)]
        said = t("daily.link_copied")
        return _said(app, said), [CopyText(base_url(app.page_url) + fragment), Announce(said)]
    return app, []


def share_day(app: App, variant: str, day: str) -> tuple[App, list[Any]]:
    """Share the result that counts for a day (the statistics screen offers today's)."""
    games, _ = played_games(app.store, app.damaged)
    result = day_results(games, app.tz_offset).get((variant, day))
    if result is None:
        return app, []
    said = t("daily.shared")
    share = Share(share_text(variant, day, result.counted.scores[0]), daily_link(app.page_url, variant, day))
    return _said(app, said), [share, Announce(said)]


def this_attempt(app: App, session: Session) -> tuple[DayResult | None, bool]:
    """The day result the daily game on the table belongs to, and whether it is the one that
    counts (the first finished of its day). None: the game is not among the saved games (its
    save was refused), so it cannot count."""
    games, _ = played_games(app.store, app.damaged)
    result = day_results(games, app.tz_offset).get((session.variant, session.daily or ""))
    mine = app.table_id
    if result is None or mine is None or all(g.id != mine for g in (result.counted, *result.practice)):
        return None, False
    return result, result.counted.id == mine


def _said(app: App, text: str, kind: str = "info") -> App:
    return replace(app, messages=Messages(kind, (text,)))


__all__ = ["on_click", "open_daily", "share_day", "this_attempt"]
