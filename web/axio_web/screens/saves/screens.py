"""The saves screens as one kind for the app and the page: their entry (the screen contract,
runtime/model.py's ScreenEntry: `update` and `view`, registered for the four in
screens/registry.py), and the links between them, kept here so that each screen knows only
itself."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from axio_core.session import Session

from ...runtime.effects import Announce, Download
from ...runtime.events import Click, Event
from ...runtime.intents import ContinueLinkGame
from ...runtime.layout import Layout
from ...runtime.model import App, Ctx, Drawn, Env, Messages, Step
from ...strings.i18n import t
from ...ui.action_names import LinkAction, SavesAction
from .best_scores import BestScoresScreen, render_best_tables
from .replay import ReplayScreen
from .saved_games import SavedGamesScreen
from .statistics import StatisticsScreen

SavesScreen = SavedGamesScreen | BestScoresScreen | ReplayScreen | StatisticsScreen

#: The links between the saves screens, kept here so that each screen knows only itself:
#: (the screen in front, the action) -> the screen the link opens.
LINKS: dict[tuple[type, str], type[SavedGamesScreen | BestScoresScreen]] = {
    (SavedGamesScreen, SavesAction.BEST): BestScoresScreen,
    (BestScoresScreen, SavesAction.SAVED_LIST): SavedGamesScreen,
    (StatisticsScreen, SavesAction.STATS_SAVED_LIST): SavedGamesScreen,
}


def update(screen: SavesScreen, event: Event, ctx: Ctx) -> Step:
    return saves_screen_update(ctx.app, screen, event, ctx.env)


def view(screen: SavesScreen, app: App) -> Drawn:
    finished = isinstance(screen, ReplayScreen) and screen.session.outcome() is not None
    # PAGE.md: a finished game, shown in its replay, is over
    return Drawn(render_saves_screen(app, screen), hooks={"data-game-over": "true"} if finished else {})


def saves_screen_update(app: App, screen: SavesScreen, event: Event, env: Env) -> tuple[App, list[Any]]:
    if isinstance(screen, ReplayScreen):
        return replace(app, screen=screen.handle(event)), []
    if isinstance(event, Click) and isinstance(screen, SavedGamesScreen) and app.link_store:
        # the row of the game by links kept in this browser (issue 39): its link screen again,
        # or its moves so far on the public board
        if event.action == LinkAction.CONTINUE:
            return app, [ContinueLinkGame()]
        if event.action == LinkAction.REPLAY:
            return _replay_link_game(app, screen), []
        if event.action == LinkAction.REVIEW:
            return _review_link_game(app, screen)
        if event.action == LinkAction.EXPORT:
            return _export_link_game(app)
    linked = LINKS.get((type(screen), event.action)) if isinstance(event, Click) else None
    if linked is not None:
        return replace(app, screen=linked()), []
    return screen.handle(app, event, env)


def _replay_link_game(app: App, screen: SavedGamesScreen) -> App:
    """The game by links' moves so far, on the public board (nobody's rack or hand drawn)."""
    from ..linkplay.screen import moves_so_far

    session = moves_so_far(app.link_store)
    if session is None:  # the protocol's modules are on their way (or the store is damaged)
        return replace(app, messages=Messages("info", (t("link.modules_wait"),)))
    return replace(app, screen=ReplayScreen.of(session, back=screen, at_end=True))


def _review_link_game(app: App, screen: SavedGamesScreen) -> tuple[App, list[Any]]:
    """This player's own moves so far in the game by links, rated from what they knew then."""
    from ..linkplay.review import link_review
    from ..linkplay.screen import modules_here

    review, effects = link_review(app.link_store, screen, app.run)
    if review is None:
        said = "link.modules_wait" if not modules_here() else "link.review_nothing"
        return replace(app, messages=Messages("info", (t(said),))), []
    return replace(app, screen=review, help=None), effects


def _export_link_game(app: App) -> tuple[App, list[Any]]:
    """What this device knows of the game by links, as a file (not a record before the end)."""
    from ..linkplay.review import link_export
    from ..linkplay.screen import modules_here

    exported = link_export(app.link_store)
    if exported is None:
        said = "link.modules_wait" if not modules_here() else "link.export_nothing"
        return replace(app, messages=Messages("info", (t(said),))), []
    name, text = exported
    return app, [Download(name, text), Announce(t("link.exported"))]


def render_saves_screen(app: App, screen: SavesScreen) -> Layout:
    if isinstance(screen, ReplayScreen):
        return screen.render()
    return screen.render(app)


def replay_session(app: App, session: Session) -> App:
    """A finished game from a link: its replay, at the end."""
    return replace(app, screen=ReplayScreen.of(session, at_end=True), run=app.run + 1)


__all__ = [
    "BestScoresScreen",
    "ReplayScreen",
    "SavedGamesScreen",
    "SavesScreen",
    "StatisticsScreen",
    "render_best_tables",
    "render_saves_screen",
    "replay_session",
    "saves_screen_update",
    "update",
    "view",
]
