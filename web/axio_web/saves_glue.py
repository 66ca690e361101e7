"""The page glue of saving: what the shell calls so that nothing is ever lost.

Browser-only (through browser_store); every decision is in `storage` and `saves_ui`, tested
under CPython. The shell (or dom.py) holds one `SavesGlue` and calls:

    glue = SavesGlue.attach(dispatch)        # once at boot; None only if saving cannot load
    glue.save(effect)                        # for every ui.SaveGame -> a message to show, or None
    glue.fill_menu(menu_element)             # whenever the menu is shown (Continue, lists, best)
    glue.menu_action(action, data)           # a menu click in MENU_ACTIONS -> (screen, effects)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from . import browser_store
from .saves_ui import MENU_ACTIONS, SavesContext, menu_action, render_menu_saves, save_notice
from .storage import CONFLICT, FULL, MEMORY_ONLY, Saves
from .ui import Effect, SaveGame, Screen

MENU_SAVES_ID = "menu-saves"
_KEEP: list[Any] = []


def _plugins() -> dict[str, Any]:
    try:
        from .games import PLUGINS
    except ImportError:
        return {}
    return {variant: make() for variant, make in PLUGINS.items()}


class SavesGlue:
    def __init__(self, saves: Saves, ctx: SavesContext) -> None:
        self.saves = saves
        self.ctx = ctx
        self._said_memory_only = False

    @classmethod
    def attach(cls, dispatch: Callable[[Any], object]) -> SavesGlue:
        saves = browser_store.open_saves()
        ctx = SavesContext(saves, _plugins(), browser_store.page_url(), browser_store.local_offset_minutes())
        glue = cls(saves, ctx)
        browser_store.install_file_import(dispatch)
        glue._offer_before_reload()
        return glue

    def save(self, effect: SaveGame) -> str | None:
        """Autosave; the message the page should show (storage full, another tab, a new best)."""
        result = self.saves.autosave(effect.key, effect.record_json, effect.screen_state)
        if result.status == MEMORY_ONLY and result.new_best is None:
            if self._said_memory_only:
                return None
            self._said_memory_only = True
        return save_notice(result)

    def fill_menu(self, menu: Any) -> None:
        """Put Continue, Saved games, Best scores (and the tables) at the top of the menu."""
        container = js.document.getElementById(MENU_SAVES_ID)
        if not container:
            container = js.document.createElement("section")
            container.id = MENU_SAVES_ID
            container.className = "menu-saves"
            menu.prepend(container)
        container.innerHTML = render_menu_saves(self.ctx)

    def handles(self, action: str) -> bool:
        return action in MENU_ACTIONS

    def menu_action(self, action: str, data: Mapping[str, Any]) -> tuple[Screen, list[Effect]] | None:
        return menu_action(self.ctx, action, data)

    def _offer_before_reload(self) -> None:
        """boot.js asks before an update reloads the page: retry a failed save, and refuse (the
        update then waits and says so) while the game in progress is not safely stored."""

        def before_reload(*_: Any) -> None:
            retried = self.saves.retry()
            if retried is not None and retried.status in (FULL, CONFLICT):
                raise RuntimeError(f"the game in progress is not saved ({retried.status})")

        proxy = create_proxy(before_reload)
        _KEEP.append(proxy)
        js.window.axioBeforeReload = proxy
