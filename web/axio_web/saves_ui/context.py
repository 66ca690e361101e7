"""What the saves screens share: the page's Saves, the game plugins, where links point."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..storage import Saves
from ..table.plugin import GamePlugin

#: Leaving a screen for the menu: the shell's action (shell.LEAVE_ACTION), the same one the
#: game table uses, so "back to the menu" is handled once for every screen.
MENU = "show-menu"


@dataclass(frozen=True)
class Notice:
    """A line shown at the top of a screen until the next action."""

    text: str
    kind: str = "info"  # info | warning | error


@dataclass(frozen=True)
class SavesContext:
    """`plugins` by variant ("axio", "rota") draw boards in the replay and continue games;
    `page_url` is the page's address without its fragment (the base of "copy link");
    `tz_offset` is the player's local time minus UTC in minutes (browser_store has it)."""

    saves: Saves
    plugins: Mapping[str, GamePlugin] = field(default_factory=dict)
    page_url: str = ""
    tz_offset: int = 0

    def plugin(self, variant: str) -> GamePlugin | None:
        return self.plugins.get(variant)
