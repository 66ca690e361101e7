"""The saves' part of the start menu: "Continue", "Saved games", "Best scores" and the tables,
and the screens those open."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ...runtime.intents import ContinueGame
from ...runtime.model import App, Env
from ...storage import GAME_PREFIX, Damaged, OpenedGame, last_unfinished, open_game
from ...strings.i18n import t
from ...ui.action_names import SavesAction
from ...ui.markup import esc
from ..menu import render_saves_strip
from .markup import Notice
from .text import damaged_text, game_name, players_text, progress_text

MENU_ACTIONS = frozenset(
    {SavesAction.CONTINUE_LAST, SavesAction.OPEN_LIST, SavesAction.OPEN_BEST, SavesAction.BEST_REPLAY}
)
CONTINUE_ID = "continue-last"


def render_menu_saves(app: App) -> str:
    """Continue (when a game is unfinished), Saved games, Best scores (on their own screen)."""
    last = last_unfinished(app.store, app.damaged)
    resume = None
    if last is not None:
        s = last.summary
        hint = t(
            "saves.continue_last_hint",
            game=game_name(s.variant),
            players=players_text(s.players),
            progress=progress_text(s),
        )
        resume = (
            f'<button type="button" class="btn btn-primary continue-last" id="{CONTINUE_ID}" '
            f'data-action="{SavesAction.CONTINUE_LAST}">{esc(t("saves.continue_last"))}'
            f'<span class="continue-hint">{esc(hint)}</span></button>'
        )
    notice = None
    if not app.store.available:
        notice = f'<p class="saves-notice is-warning" role="status">{esc(t("saves.unavailable"))}</p>'
    elif spared := sum(1 for key in app.store.spare if key.startswith(GAME_PREFIX)):
        said = t("saves.in_spare.one" if spared == 1 else "saves.in_spare.many", count=spared)
        notice = f'<p class="saves-notice" role="status" data-kept-in="indexeddb">{esc(said)}</p>'
    return render_saves_strip(resume, notice)


def open_saves_screen(app: App, action: str, data: Mapping[str, Any], env: Env) -> tuple[App, list[Any]]:
    """The screen a saves entry of the menu opens (the app continues a game)."""
    from .best_scores import BestScoresScreen, replay_best  # not at the first start (issue 24)
    from .saved_games import SavedGamesScreen

    app = replace(app, messages=None, run=app.run + 1)
    if action == SavesAction.CONTINUE_LAST:
        last = last_unfinished(app.store, app.damaged)
        opened = open_game(app.store, last.id) if last is not None else None
        if isinstance(opened, OpenedGame):
            return app, [ContinueGame(opened)]
        notice = None
        if isinstance(opened, Damaged):
            notice = Notice(damaged_text(opened), "error")
            app = replace(app, damaged=(*app.damaged, opened))
        return replace(app, screen=SavedGamesScreen(notice=notice)), []
    if action == SavesAction.OPEN_LIST:
        return replace(app, screen=SavedGamesScreen()), []
    if action == SavesAction.OPEN_BEST:
        return replace(app, screen=BestScoresScreen()), []
    viewer = replay_best(app.store, str(data.get("key", "")))
    return replace(app, screen=viewer or BestScoresScreen()), []
