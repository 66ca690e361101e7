"""Which kind of screen is in front, asked without importing the screens' modules.

The first start imports only what the menu needs (issue 24): the table, the phone's rack, the
review and the saves screens are imported when first opened, or by the warm-up after the first
paint (warm_up.py). A screen of a kind whose module is not imported yet cannot exist, so until
then the answer is no, and nothing is imported to give it.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, TypeGuard

if TYPE_CHECKING:
    from .linkplay_ui import LinkScreen
    from .phones.rack import Rack
    from .review.screen import ReviewScreen
    from .saves_ui.replay import ReplayScreen
    from .saves_ui.screens import SavesScreen
    from .table.screen import Table

#: (module, class) of each saves screen (saves_ui/screens.py's SavesScreen).
SAVES = (("saves_ui.saved_games", "SavedGamesScreen"), ("saves_ui.best_scores", "BestScoresScreen"),
         ("saves_ui.replay", "ReplayScreen"), ("saves_ui.statistics", "StatisticsScreen"))


def _is(screen: object, module: str, name: str) -> bool:
    """Whether `screen` is a `name` of our `module`, if that module was imported."""
    loaded = sys.modules.get(f"{__package__}.{module}")
    kind = getattr(loaded, name, None)
    return isinstance(kind, type) and isinstance(screen, kind)


def is_table(screen: object) -> TypeGuard[Table]:
    return _is(screen, "table.screen", "Table")


def is_rack(screen: object) -> TypeGuard[Rack]:
    return _is(screen, "phones.rack", "Rack")


def is_link(screen: object) -> TypeGuard[LinkScreen]:
    return _is(screen, "linkplay_ui", "LinkScreen")


def is_review(screen: object) -> TypeGuard[ReviewScreen]:
    return _is(screen, "review.screen", "ReviewScreen")


def is_replay(screen: object) -> TypeGuard[ReplayScreen]:
    return _is(screen, "saves_ui.replay", "ReplayScreen")


def is_saves_screen(screen: object) -> TypeGuard[SavesScreen]:
    return any(_is(screen, module, name) for module, name in SAVES)
