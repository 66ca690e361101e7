"""Every kind of screen, registered in one place: its class, and its entry (the module whose
`update` and `view` the app and the page call, the same way for every kind: ScreenEntry in
runtime/model.py).

Nothing here imports a screen: the first start imports only what the menu needs (issue 24).
A screen's kind is read from its class's module and name (its MRO: a puzzle is a table), and
its entry is imported when first asked for, by which time a screen of that kind exists.

A new screen: its class and an entry module with `update(screen, event, ctx) -> Step` and
`view(screen, app) -> Drawn`, one line in KINDS, and its strings (docs/ARCHITECTURE.md).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeGuard, cast

if TYPE_CHECKING:
    from ..runtime.model import ScreenEntry
    from .linkplay.screen import LinkScreen
    from .rack.screen import Rack
    from .review.screen import ReviewScreen
    from .table.screen import Table

ROOT = __name__.rpartition(".")[0].rpartition(".")[0]  # axio_web


@dataclass(frozen=True)
class Kind:
    module: str  # where its class is, under axio_web
    name: str  # the class
    entry: str  # the module that answers and draws it, under axio_web


#: kind -> its class and its entry.
KINDS: dict[str, Kind] = {
    "menu": Kind("screens.menu", "Menu", "screens.menu.entry"),
    "table": Kind("screens.table.screen", "Table", "screens.table.entry"),
    "rack": Kind("screens.rack.screen", "Rack", "screens.rack.entry"),
    "review": Kind("screens.review.screen", "ReviewScreen", "screens.review.entry"),
    "saved-games": Kind("screens.saves.saved_games", "SavedGamesScreen", "screens.saves.screens"),
    "best-scores": Kind("screens.saves.best_scores", "BestScoresScreen", "screens.saves.screens"),
    "replay": Kind("screens.saves.replay", "ReplayScreen", "screens.saves.screens"),
    "statistics": Kind("screens.saves.statistics", "StatisticsScreen", "screens.saves.screens"),
    "link": Kind("screens.linkplay.screen", "LinkScreen", "screens.linkplay.entry"),
}

#: The saves screens (saves/screens.py's SavesScreen): one entry for the four.
SAVES = ("saved-games", "best-scores", "replay", "statistics")

_BY_CLASS = {(f"{ROOT}.{kind.module}", kind.name): name for name, kind in KINDS.items()}


def kind_of_class(cls: type) -> str | None:
    """The registered kind of a class, or of the nearest class it derives from."""
    for step in cls.__mro__:
        kind = _BY_CLASS.get((step.__module__, step.__name__))
        if kind is not None:
            return kind
    return None


def kind_of(screen: object) -> str | None:
    return kind_of_class(type(screen))


def entry_of(screen: object) -> ScreenEntry:
    """The entry of the screen's kind (imported here the first time it is asked for)."""
    kind = kind_of(screen)
    if kind is None:
        raise TypeError(f"no screen like {screen!r}: register its kind in screens/registry.py")
    return cast("ScreenEntry", importlib.import_module(f"{ROOT}.{KINDS[kind].entry}"))


def is_table(screen: object) -> TypeGuard[Table]:
    return kind_of(screen) == "table"


def is_rack(screen: object) -> TypeGuard[Rack]:
    return kind_of(screen) == "rack"


def is_review(screen: object) -> TypeGuard[ReviewScreen]:
    return kind_of(screen) == "review"


def is_link(screen: object) -> TypeGuard[LinkScreen]:
    return kind_of(screen) == "link"
