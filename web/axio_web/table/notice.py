"""A screen that only says why a game cannot be shown, with the way back to the menu.

Used when a `#record=` link decodes but does not replay (PAGE.md: a damaged record shows a
clear message and the menu), or names a game this page cannot play yet.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import t
from ..ui import Effect, Event
from .markup import esc

MENU_BUTTON_ID = "notice-menu"


@dataclass(frozen=True)
class NoticeScreen:
    text: str

    def render(self) -> str:
        return (
            f'<section class="notice card" role="alert">'
            f'<h2>{esc(t("games.cannot_open"))}</h2><p>{esc(self.text)}</p>'
            f'<button type="button" id="{MENU_BUTTON_ID}" class="btn btn-primary" data-action="show-menu">'
            f'{esc(t("table.menu"))}</button></section>'
        )

    def handle(self, event: Event) -> tuple[NoticeScreen, list[Effect]]:
        return self, []

    @property
    def focus_id(self) -> str | None:
        return MENU_BUTTON_ID
