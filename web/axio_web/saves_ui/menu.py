"""The saves' part of the start menu: "Continue", "Saved games", "Best scores" and the tables.

The menu is the shell's static page, not a screen: the shell puts `render_menu_saves` into a
container of the menu and hands clicks whose action is in `MENU_ACTIONS` to `menu_action`,
which says which screen to show (and the effects to carry out as it appears).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..i18n import t
from ..storage import SOLO_VARIANTS, Damaged, OpenedGame
from ..table.markup import esc
from ..ui import Effect, Screen
from .best_scores import BEST_REPLAY, BestScoresScreen, render_best_tables, replay_best
from .context import Notice, SavesContext
from .markup import button
from .resume import continue_game
from .saved_games import SavedGamesScreen
from .text import damaged_text, game_name, players_text, progress_text

CONTINUE_LAST, OPEN_LIST, OPEN_BEST = "saves-continue-last", "saves-open-list", "saves-open-best"
MENU_ACTIONS = frozenset({CONTINUE_LAST, OPEN_LIST, OPEN_BEST, BEST_REPLAY})
CONTINUE_ID = "continue-last"


def render_menu_saves(ctx: SavesContext) -> str:
    """Continue (when a game is unfinished), links to the lists, and the solo best scores."""
    saves = ctx.saves
    last = saves.last_game()
    parts = []
    if last is not None:
        s = last.summary
        hint = t("saves.continue_last_hint", game=game_name(s.variant), players=players_text(s.players),
                 progress=progress_text(s))
        parts.append(
            f'<button type="button" class="btn btn-primary continue-last" id="{CONTINUE_ID}" '
            f'data-action="{CONTINUE_LAST}">{esc(t("saves.continue_last"))}'
            f'<span class="continue-hint">{esc(hint)}</span></button>'
        )
    if not saves.available:
        parts.append(f'<p class="saves-notice is-warning" role="status">{esc(t("saves.unavailable"))}</p>')
    parts.append(f'<div class="saves-links">{button(OPEN_LIST, t("saves.open_list"))}'
                 f'{button(OPEN_BEST, t("saves.open_best"))}</div>')
    lists = {v: saves.best_scores(v) for v in SOLO_VARIANTS}
    if any(best.scores for best in lists.values()):
        parts.append(f'<section class="menu-best" aria-label="{esc(t("saves.best_title"))}">'
                     f"{render_best_tables(lists, ctx.tz_offset)}</section>")
    return "".join(parts)


def menu_action(ctx: SavesContext, action: str,
                data: Mapping[str, Any]) -> tuple[Screen, list[Effect]] | None:
    """The screen a saves entry of the menu opens, or None for an action that is not ours."""
    if action == CONTINUE_LAST:
        opened = ctx.saves.continue_last()
        if isinstance(opened, OpenedGame):
            return continue_game(ctx, opened)
        notice = Notice(damaged_text(opened), "error") if isinstance(opened, Damaged) else None
        return SavedGamesScreen.open(ctx, notice), []
    if action == OPEN_LIST:
        return SavedGamesScreen.open(ctx), []
    if action == OPEN_BEST:
        return BestScoresScreen.open(ctx), []
    if action == BEST_REPLAY:
        viewer = replay_best(ctx, str(data.get("key", "")))
        return (viewer, []) if viewer is not None else (BestScoresScreen.open(ctx), [])
    return None
