"""Deleting on the saves screens: one protocol for the saved games, the best scores and the
statistics, and the lines an import says on any of them.

A damaged entry is listed with what is wrong, its raw text to download and a delete button;
a delete waits for "really delete?" (the focus on the harmless answer); Escape or "No" drop
it; "Yes" deletes and says so. A screen that deletes is a `ConfirmDeleteScreen`: it keeps
the key awaiting the answer, a notice and where the focus goes, and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, Self

from ...runtime.effects import Announce, Download, Effect
from ...runtime.events import Click, Event, FileRead, Key
from ...runtime.model import App
from ...runtime.saving import store_writes
from ...storage import Damaged, ImportStatus, delete, export_raw
from ...strings.i18n import format_number, t
from ...ui.action_names import SavesAction
from ...ui.markup import esc
from .markup import CONFIRM_NO_ID, Notice, button, confirm_box
from .text import damaged_text


@dataclass(frozen=True)
class ConfirmDeleteScreen:
    """A saves screen that deletes entries: `confirm` is the key awaiting "really delete?"."""

    confirm: str | None = None
    notice: Notice | None = None
    focus: str | None = None

    title_id: ClassVar[str] = ""  # where the focus goes back to when a question is dropped

    @property
    def focus_id(self) -> str | None:
        return self.focus

    def asking(self, key: str) -> Self:
        """ "Really delete `key`?" asked, the focus on "No"."""
        return replace(self, confirm=key, focus=CONFIRM_NO_ID)

    def dropped(self) -> Self:
        """The question gone unanswered, the focus back on the title."""
        return replace(self, confirm=None, focus=self.title_id)

    def saying(self, app: App, notice: Notice, effects: list[Effect] | None = None) -> tuple[App, list[Any]]:
        """The screen afresh, saying `notice` (announced after `effects`)."""
        return replace(app, screen=type(self)(notice=notice)), [*(effects or []), Announce(notice.text)]

    def noting(self, app: App, notice: Notice) -> tuple[App, list[Any]]:
        """This screen as it is, saying `notice` (announced)."""
        return replace(app, screen=replace(self, notice=notice)), [Announce(notice.text)]

    def raw_gone(self, app: App) -> tuple[App, list[Any]]:
        """A damaged entry asked for is gone (another tab deleted it): nothing happens, unless
        the screen says so."""
        return app, []

    def on_delete_event(self, app: App, event: Event) -> tuple[App, list[Any]] | None:
        """Escape, download raw, delete, "No", "Yes"; None for any other event."""
        if isinstance(event, Key) and event.key == "Escape" and self.confirm is not None:
            return replace(app, screen=self.dropped()), []
        if not isinstance(event, Click):
            return None
        key = str(event.data.get("key", ""))
        if event.action == SavesAction.RAW:
            raw = export_raw(app.store, key)
            return (app, [Download(raw.filename, raw.text, raw.mime)]) if raw else self.raw_gone(app)
        if event.action == SavesAction.DELETE:
            return replace(app, screen=self.asking(key)), []
        if event.action == SavesAction.CONFIRM_NO:
            return replace(app, screen=self.dropped()), []
        if event.action == SavesAction.CONFIRM_YES and self.confirm is not None and key == self.confirm:
            store, writes = delete(app.store, key)
            app = replace(app, store=store)
            return self.saying(app, Notice(t("saves.deleted")), store_writes(store, writes))
        return None


def damaged_section(title: str, items: tuple[Damaged, ...] | list[Damaged], confirm: str | None) -> str:
    """Damaged entries: what is wrong with each; download it as it is; delete it (confirmed)."""
    rows = "".join(_damaged_item(d, confirm) for d in items)
    return (
        f'<section class="saves-damaged"><h3>{esc(title)}</h3><p>{esc(t("saves.damaged_intro"))}</p>'
        f'<ul class="saves-list">{rows}</ul></section>'
    )


def _damaged_item(item: Damaged, confirm: str | None) -> str:
    size = t("saves.size_bytes", n=format_number(item.size))
    buttons = button(
        SavesAction.RAW,
        t("saves.download_raw"),
        label=t("saves.download_raw_label", entry=item.key),
        data={"key": item.key},
    ) + button(
        SavesAction.DELETE,
        t("saves.delete"),
        label=t("saves.delete_raw_label", entry=item.key),
        data={"key": item.key},
    )
    question = confirm_box(t("saves.delete_question"), item.key) if confirm == item.key else ""
    return (
        f'<li class="save-item is-damaged" data-damaged-key="{esc(item.key)}"><div class="save-info">'
        f'<h3 class="save-game">{esc(t("saves.damaged_item", entry=item.key, size=size))}</h3>'
        f'<p class="save-reason">{esc(damaged_text(item))}</p></div>'
        f'<div class="save-actions">{buttons}</div>{question}</li>'
    )


# ---------------------------------------------------------------------------- imports


def unreadable(event: FileRead) -> Notice:
    """The file chosen could not be read at all."""
    return Notice(t("saves.import_unreadable", name=event.name, detail=event.error or "?"), "error")


def import_notice(status: ImportStatus) -> Notice | None:
    """What an import of one game says when it is already saved or saved in memory only
    (None: the screen says how it went)."""
    if status == ImportStatus.DUPLICATE:
        return Notice(t("saves.import_duplicate"))
    if status == ImportStatus.MEMORY_ONLY:
        return Notice(t("saves.import_memory"), "warning")
    return None
