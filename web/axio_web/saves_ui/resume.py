"""Back to a saved game: an unfinished one continues at the table, a finished one replays."""

from __future__ import annotations

from ..storage import OpenedGame
from ..ui import Effect, Screen
from .context import SavesContext
from .replay import ReplayScreen


def continue_game(ctx: SavesContext, opened: OpenedGame,
                  back: Screen | None = None) -> tuple[Screen, list[Effect]]:
    """The screen that shows `opened` and what the page must do as it appears.

    An unfinished game resumes exactly where it was saved: the same session (board, scores,
    player to act) and screen state; in hot-seat the cover is up (storage made sure of it).
    Without the game's plugin (a version that lacks it), the game can still be replayed.
    """
    plugin = ctx.plugin(opened.record.variant)
    if opened.over or plugin is None:
        return ReplayScreen.of(ctx, opened.replayed, back=back, at_end=True), []
    from axio_core.session import Session

    from ..table.screen import GameScreen  # the table is heavy; only load it to play

    session = Session.from_record(opened.record)
    cover = opened.screen_state.get("cover")
    screen = GameScreen.start(plugin, session, cover=cover if isinstance(cover, bool) else None)
    return screen, screen.start_effects()
