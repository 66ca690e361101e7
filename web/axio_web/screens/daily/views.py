"""The daily deal's markup on other screens: its row in the menu, its part at a game's end.

render_daily_menu(app)        the menu: today's deal of each game, its state, the streak
with_daily_end(layout, app)   a finished daily game: counts or practice, share, the link
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...runtime.layout import Layout
from ...runtime.model import App
from ...runtime.params import GAMES
from ...storage.daily import day_results, kept_days, played_games, streaks, unfinished_attempt
from ...strings.i18n import t
from ...ui.action_names import DailyAction
from ...ui.markup import esc
from ..registry import is_table
from .play import this_attempt
from .share import daily_link, day_text, share_text
from .today import app_today

if TYPE_CHECKING:
    from ..table.screen import Table

#: The region of the table's side where a finished game's panel is (table/render.py).
END_REGION = "side-main"
SHARE_ID = "daily-share"


def streak_text(n: int) -> str:
    if n == 0:
        return t("daily.streak_none")
    return t("daily.streak_one") if n == 1 else t("daily.streak", n=n)


def render_daily_menu(app: App) -> str:
    """Today's deal of each game (not played yet, in progress, or its result), the streak over
    both games, and the statistics."""
    today = app_today(app)
    day = today.isoformat()
    games, _ = played_games(app.store, app.damaged)
    results = day_results(games, app.tz_offset)
    states = []
    for variant in GAMES:
        done = results.get((variant, day))
        if done is not None:
            states.append((t("daily.status_done", result=done.result), "is-done"))
        elif unfinished_attempt(games, variant, day) is not None:
            states.append((t("daily.status_open"), "is-open"))
        else:
            states.append((t("daily.status_new"), "is-new"))
    current, _ = streaks(kept_days(results.values()), today)
    return daily_row(day_text(day), states, streak_text(current))


def daily_row_at_build() -> str:
    """The row as the page first shows it, before Python knows the date: the same size, so
    nothing moves when Python draws the real one (its buttons already work: early.js keeps
    a tap for Python)."""
    return daily_row("", [("–", "is-new") for _ in GAMES], "")


def daily_row(day: str, states: list[tuple[str, str]], streak: str) -> str:
    """One compact card: the title and the streak, then each game's button and Statistics."""
    buttons = "".join(
        f'<button type="button" class="btn daily-play game-{variant} {state}" '
        f'data-action="{DailyAction.START}" data-game="{variant}">'
        # short names: "AXIO Rota" already names the menu's game choice
        f'<span class="daily-game">{esc(t(f"daily.game.{variant}"))}</span>'
        f'<span class="daily-status">{esc(status)}</span></button>'
        for variant, (status, state) in zip(GAMES, states, strict=True)
    )
    title = t("daily.title", day=day) if day else t("daily.name")
    return (
        f'<section class="daily-menu" aria-labelledby="daily-menu-title">'
        f'<h2 id="daily-menu-title" class="daily-title">{esc(title)}</h2>'
        f'<p class="daily-streak">{esc(streak)}</p>'
        f'<div class="daily-games">{buttons}'
        f'<button type="button" class="btn daily-stats" data-action="{DailyAction.OPEN_STATS}">'
        f"{esc(t('daily.stats'))}</button></div></section>"
    )


def with_daily_end(layout: Layout, app: App) -> Layout:
    """The table's layout with the daily part after the end panel of a finished daily game
    (any other table as it is)."""
    table = app.screen
    if not (is_table(table) and table.is_over and table.session.daily is not None):
        return layout
    part = daily_end(app, table)
    regions = tuple(
        (rid, content + part if rid == END_REGION else content) for rid, content in layout.regions
    )
    return Layout(layout.skeleton, regions)


def daily_end(app: App, table: Table) -> str:
    session = table.session
    day = session.daily or ""
    result, counts = this_attempt(app, session)
    if result is None:
        status = t("daily.unsaved")
    elif counts:
        status = t("daily.counts") if result.on_the_day else t("daily.counts_past")
    else:
        status = t("daily.practice", result=result.result)
    games, _ = played_games(app.store, app.damaged)
    current, _ = streaks(kept_days(day_results(games, app.tz_offset).values()), app_today(app))
    practice = result is not None and not counts
    text = share_text(session.variant, day, session.state.scores[0], practice=practice)
    link = daily_link(app.page_url, session.variant, day)
    return (
        f'<section class="daily-end{" is-practice" if practice else ""}" '
        f'aria-labelledby="daily-end-title">'
        f'<h3 id="daily-end-title">{esc(t("daily.end_title", day=day_text(day)))}</h3>'
        f'<p class="daily-verdict">{esc(status)}</p>'
        f'<p class="daily-streak">{esc(streak_text(current))}</p>'
        f'<figure class="share-preview"><figcaption>{esc(t("daily.preview_label"))}</figcaption>'
        f"<pre>{esc(text)}\n{esc(link)}</pre></figure>"
        f'<div class="daily-actions">'
        f'<button type="button" id="{SHARE_ID}" class="btn btn-primary" data-action="{DailyAction.SHARE}">'
        f"{esc(t('daily.share'))}</button>"
        f'<button type="button" class="btn" data-action="{DailyAction.RECORD_LINK}">'
        f"{esc(t('daily.record_link'))}</button>"
        f'<button type="button" class="btn" '
        f'data-action="{DailyAction.OPEN_STATS}">{esc(t("daily.stats"))}</button>'
        f"</div>"
        f'<p class="hint">{esc(t("daily.record_hint"))}</p></section>'
    )
