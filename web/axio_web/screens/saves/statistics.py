"""The statistics screen: per game and overall, the daily streak, solo results as a chart, the
export and import of all saves, and the damaged entries the statistics leave out.

Like the other saves screens it draws from the app's store image every time (nothing is
kept that could go stale) and remembers only a pending "really delete?", a notice and focus.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ...runtime.effects import Download
from ...runtime.events import Click, Event, FileRead
from ...runtime.layout import Layout
from ...runtime.model import App, Env
from ...runtime.saving import store_writes
from ...storage import ImportStatus, import_text
from ...storage.backup import export_all, import_all
from ...strings.i18n import format_number, t
from ...ui.action_names import DailyAction, SavesAction
from ...ui.markup import esc
from ..daily.chart import Series, histogram
from ..daily.share import day_text
from ..daily.stats import GameStats, Statistics, statistics
from ..daily.today import app_today
from .confirm_delete import ConfirmDeleteScreen, damaged_section, import_notice, unreadable
from .markup import Notice, button, header_bar, notice_html

TITLE_ID = "stats-title"
IMPORT_INPUT_ID = "stats-import-file"
RECENT_DAYS = 7  # daily results listed per game


def current_statistics(app: App) -> Statistics:
    return statistics(app.store, app.damaged, app_today(app), app.tz_offset)


@dataclass(frozen=True)
class StatisticsScreen(ConfirmDeleteScreen):
    focus: str | None = TITLE_ID
    title_id: ClassVar[str] = TITLE_ID

    # ------------------------------------------------------------------ rendering

    def render(self, app: App) -> Layout:
        stats = current_statistics(app)
        saved = button(SavesAction.STATS_SAVED_LIST, t("saves.open_list"), cls="btn btn-quiet")
        cards = [_card(stats.overall, stats), *(_card(g, stats) for g in stats.games)]
        damaged = ""
        if stats.damaged:
            n = len(stats.damaged)
            note = t("stats.damaged_one") if n == 1 else t("stats.damaged", n=n)
            damaged = f'<p class="saves-notice is-warning" role="status">{esc(note)}</p>' + damaged_section(
                t("stats.damaged_title"), stats.damaged, self.confirm
            )
        return Layout(
            f'<section class="saves-screen stats-screen" id="statistics" aria-labelledby="{TITLE_ID}">'
            f"{header_bar(TITLE_ID, t('stats.title'), saved)}{notice_html(self.notice)}"
            f'<p class="stats-intro">{esc(t("stats.intro"))}</p>'
            f'<div class="stats-cards">{"".join(cards)}</div>{_backup()}{damaged}</section>'
        )

    # ------------------------------------------------------------------ input

    def handle(self, app: App, event: Event, env: Env) -> tuple[App, list[Any]]:
        if isinstance(event, FileRead) and event.action == SavesAction.IMPORT_ALL:
            return self._import(app, event, env)
        answered = self.on_delete_event(app, event)
        if answered is not None:
            return answered
        if isinstance(event, Click) and event.action == SavesAction.EXPORT_ALL:
            exported = export_all(app.store, env.now)
            return app, [Download(exported.filename, exported.text, exported.mime)]
        return app, []

    def _import(self, app: App, event: FileRead, env: Env) -> tuple[App, list[Any]]:
        """An export of all saves, or (else) one game as the saved-games list imports it."""
        if event.text is None:
            return self.noting(app, unreadable(event))
        fresh = env.new_id()
        merged = import_all(app.store, event.text, fresh)
        result = merged.result
        if result.refused_file == "not_backup":
            return self._import_game(app, event, env, fresh)
        if result.refused_file:
            return self.noting(
                app,
                Notice(
                    t(f"backup.refused.{result.refused_file}", name=event.name, detail=result.detail), "error"
                ),
            )
        app = replace(app, store=merged.image)
        lines = []
        if result.added == 0 and result.skipped == 0:
            lines.append(t("backup.nothing"))
        else:
            lines.append(
                t("backup.imported", games=result.games, best=result.best, duplicates=result.duplicates)
            )
            if result.damaged:
                lines.append(t("backup.imported_damaged", n=result.damaged))
            if result.skipped:
                lines.append(t("backup.skipped", n=result.skipped))
        if result.added and not merged.image.available:
            lines.append(t("backup.memory"))
        notice = Notice(" ".join(lines), "warning" if result.skipped or result.damaged else "info")
        return self.saying(app, notice, store_writes(merged.image, merged.writes))

    def _import_game(self, app: App, event: FileRead, env: Env, fresh: str) -> tuple[App, list[Any]]:
        outcome = import_text(app.store, event.text or "", env.now, fresh)
        result = outcome.result
        if result.status == ImportStatus.REFUSED:
            return self.noting(app, Notice(t("backup.refused.not_backup", name=event.name), "error"))
        app = replace(app, store=outcome.image)
        notice = import_notice(result.status) or Notice(t("backup.imported", games=1, best=0, duplicates=0))
        return self.saying(app, notice, store_writes(outcome.image, outcome.writes))


# ---------------------------------------------------------------------------- markup


def _card(game: GameStats, stats: Statistics) -> str:
    """One game's statistics (or both games'): games, the daily deal, solo results, wins."""
    variant = game.variant or "all"
    title_id = f"stats-{variant}-title"
    title = t(f"game.{game.variant}") if game.variant else t("stats.overall")
    return (
        f'<section class="stats-card" data-variant="{variant}" aria-labelledby="{title_id}">'
        f'<h3 id="{title_id}">{esc(title)}</h3>'
        + "".join(
            f'<div class="stats-group">{part}</div>'
            for part in (_games(game), _daily(game, stats), _solo(game), _wins(game))
        )
        + "</section>"
    )


def _figure(stat: str, label: str, value: str) -> str:
    return f'<div class="stat"><dt>{esc(label)}</dt><dd data-stat="{stat}">{esc(value)}</dd></div>'


def _number(value: float | None, digits: int = 0) -> str:
    if value is None:
        return t("stats.dash")
    return format_number(round(value, digits)) if digits else format_number(int(value))


def _games(game: GameStats) -> str:
    heads = "".join(f'<th scope="col">{n}</th>' for n in range(1, len(game.finished) + 1))
    cells = "".join(f'<td data-players="{n}">{count}</td>' for n, count in enumerate(game.finished, start=1))
    unfinished = ""
    if game.unfinished:
        text = esc(t("stats.unfinished", n=game.unfinished))
        unfinished = f'<p class="stats-note" data-stat="unfinished">{text}</p>'
    return (
        f'<h4>{esc(t("stats.played"))} <span class="stats-total" data-stat="played">{game.played}</span></h4>'
        f'<table class="stats-players"><tr><th scope="row">{esc(t("stats.players_head"))}</th>{heads}</tr>'
        f'<tr><th scope="row">{esc(t("stats.games_head"))}</th>{cells}</tr></table>{unfinished}'
    )


def _daily(game: GameStats, stats: Statistics) -> str:
    figures = [
        _figure("streak", t("stats.streak"), str(game.streak)),
        _figure("best-streak", t("stats.best_streak"), str(game.best_streak)),
        _figure("days", t("stats.days"), str(len(game.daily))),
        _figure("daily-average", t("stats.daily_average"), _number(game.daily_average, 1)),
    ]
    today = stats.today.isoformat()
    extra = ""
    if game.variant is not None:
        done = next((r for r in game.daily if r.day == today), None)
        figures.append(_figure("today", t("stats.today"), str(done.result) if done else t("stats.dash")))
        if done is None:
            extra = button(
                DailyAction.START, t("stats.play_today"), cls="btn btn-primary", data={"game": game.variant}
            )
        else:
            extra = button(
                DailyAction.SHARE, t("stats.share_today"), data={"game": game.variant, "day": today}
            )
    recent = game.daily[:RECENT_DAYS]
    listing = ""
    if recent:
        rows = "".join(
            f'<li data-day="{r.day}" data-result="{r.result}">'
            + esc(t("stats.recent_row", day=day_text(r.day), result=r.result))
            + (
                f' <span class="stats-game">{esc(t(f"game.{r.variant}"))}</span>'
                if game.variant is None
                else ""
            )
            + "</li>"
            for r in recent
        )
        listing = (
            f'<details class="stats-recent"><summary>{esc(t("stats.recent"))}</summary>'
            f"<ul>{rows}</ul></details>"
        )
    return (
        f'<h4>{esc(t("stats.daily"))}</h4><dl class="stats-figures">{"".join(figures)}</dl>{extra}{listing}'
    )


def _solo(game: GameStats) -> str:
    figures = (
        _figure("solo-games", t("stats.solo_games"), str(len(game.solo))),
        _figure("average", t("stats.average"), _number(game.average, 1)),
        _figure("best", t("stats.best"), _number(game.best)),
    )
    variant = game.variant or "all"
    if not game.solo:
        chart = f'<p class="stats-empty">{esc(t("stats.no_solo"))}</p>'
    elif game.variant is None:
        series = [
            Series(t(f"game.{v}"), tuple(r for w, r in game.solo if w == v), look=n)
            for n, v in enumerate(("axio", "rota"))
        ]
        chart = histogram(f"chart-{variant}", t("stats.chart_title_all"), series, game.cap)
    else:
        counted = [r.counted.result for r in game.daily]
        others = list(game.solo_results)
        for result in counted:  # the daily results are among the solo games: take them out once
            if result in others:
                others.remove(result)
        series = [
            Series(t("stats.series_daily"), tuple(counted), 0),
            Series(t("stats.series_other"), tuple(others), 1),
        ]
        chart = histogram(
            f"chart-{variant}", t("stats.chart_title", game=t(f"game.{game.variant}")), series, game.cap
        )
    return (
        f'<h4>{esc(t("stats.solo"))}</h4><dl class="stats-figures">{"".join(figures)}</dl>'
        f'<div class="stats-chart-box">{chart}</div>'
    )


def _wins(game: GameStats) -> str:
    if not game.wins:
        return f'<h4>{esc(t("stats.wins"))}</h4><p class="stats-empty">{esc(t("stats.wins_none"))}</p>'
    rows = "".join(
        f'<tr><th scope="row">{esc(w.name)}</th><td>{w.played}</td><td data-won="{w.won}">{w.won}</td></tr>'
        for w in game.wins[:8]
    )
    return (
        f'<h4>{esc(t("stats.wins"))}</h4><table class="stats-wins"><thead><tr>'
        f'<th scope="col">{esc(t("stats.wins_name"))}</th>'
        f'<th scope="col">{esc(t("stats.wins_played"))}</th>'
        f'<th scope="col">{esc(t("stats.wins_won"))}</th></tr></thead><tbody>{rows}</tbody></table>'
    )


def _backup() -> str:
    return (
        f'<section class="stats-backup" aria-labelledby="backup-title">'
        f'<h3 id="backup-title">{esc(t("backup.title"))}</h3><p>{esc(t("backup.intro"))}</p>'
        f'<div class="backup-actions">{button(SavesAction.EXPORT_ALL, t("backup.export"))}'
        f'<label class="btn file-button" for="{IMPORT_INPUT_ID}">{esc(t("backup.import"))}</label>'
        f'<input type="file" id="{IMPORT_INPUT_ID}" class="visually-hidden" accept=".json,application/json" '
        f'data-action="{SavesAction.IMPORT_ALL}"></div>'
        f'<p class="hint">{esc(t("backup.import_hint"))}</p></section>'
    )


__all__ = ["StatisticsScreen", "current_statistics"]
