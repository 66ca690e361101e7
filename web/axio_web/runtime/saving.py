"""Autosave at the app level: which saved game the table writes to, and what to do when the
store refuses (full, another tab, no storage). The entries themselves are `storage`'s job.

    store, saving, effects, notice = resolve_save(store, saving, intent, now, new_id)

Saving never replays: the `SaveProgress` intent carries the session, and storage writes its
record. A refused save is kept (`unsaved`) and tried again when room is made, when the
player keeps both copies after a conflict, or before the page goes (an update, a reload, the tab
closed: a conflict still open then keeps both lines).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime

from ..runtime.effects import Effect, WriteStore
from ..runtime.events import StoreChanged
from ..storage import SaveStatus, Slot, StoreImage, WriteStatus, save_game, slot_after_write
from ..storage.daily import is_practice
from ..storage.image import StoreWritten, Write
from ..strings.i18n import t
from .intents import SaveProgress


@dataclass(frozen=True)
class SaveState:
    """`slot`: the entry the game on the table is written to (None: a new entry at the next
    save). `unsaved`: the last save the store refused. `status`: how the last save went.
    `said_memory_only`: "saving is off here" has been said once already."""

    slot: Slot | None = None
    unsaved: SaveProgress | None = None
    status: SaveStatus = SaveStatus.SAVED
    said_memory_only: bool = False
    last: SaveProgress | None = None  # the last save asked for (retried if the store refuses it)

    def detached(self) -> SaveState:
        """A new game on the table: its first save makes a new entry."""
        return replace(self, slot=None, unsaved=None, last=None, status=SaveStatus.SAVED)

    def bound(self, slot: Slot | None) -> SaveState:
        """A saved game continued: its saves go on in its entry."""
        return replace(self.detached(), slot=slot)


def store_writes(image: StoreImage, writes: tuple[Write, ...]) -> list[Effect]:
    """The effect that writes `writes` (none where the browser gave no storage)."""
    return [WriteStore(writes)] if writes and image.available else []


def resolve_save(
    store: StoreImage, saving: SaveState, intent: SaveProgress, now: datetime, new_id: str
) -> tuple[StoreImage, SaveState, list[Effect], str]:
    """The store after saving `intent`, the save state, the writes, and a notice ("" for none).
    `new_id`: the id of the entry, if this save makes a new one (`Env.new_id`)."""
    session = intent.session
    # asked only as a daily game ends: it reads every saved game
    practice = (
        session.daily is not None
        and session.outcome() is not None
        and is_practice(store, session.variant, session.daily, saving.slot.id if saving.slot else None)
    )
    outcome = save_game(
        store, saving.slot, session, intent.screen_state, now, new_id, may_enter_best=not practice
    )
    saving = replace(saving, last=intent, status=outcome.status)
    if outcome.status == SaveStatus.CONFLICT:
        return store, replace(saving, unsaved=intent), [], t("saves.conflict")
    saving = replace(saving, slot=outcome.slot, unsaved=None)
    effects = store_writes(store, outcome.writes)
    notice = ""
    if outcome.new_best is not None:
        game = t(f"game.{intent.session.variant}")
        notice = (
            t("saves.best_new", game=game)
            if outcome.new_best == 1
            else t("saves.best_ranked", game=game, rank=outcome.new_best)
        )
    elif not store.available and not saving.said_memory_only:
        notice = t("saves.unavailable")
        saving = replace(saving, said_memory_only=True)
    return outcome.image, saving, effects, notice


def after_written(
    store: StoreImage, saving: SaveState, event: StoreWritten | StoreChanged
) -> tuple[StoreImage, SaveState, str]:
    """The glue's answer to a write (or another tab's change): the image learns what the store
    really holds; a refused save of the table's game waits to be tried again."""
    if isinstance(event, StoreChanged):
        return store.corrected(event.key, event.value), saving, ""
    status = WriteStatus(event.status)
    store = store.after_write(event.key, status, event.actual)
    slot = saving.slot
    if slot is None or event.key != slot.key or status in (WriteStatus.SAVED, WriteStatus.SPARE):
        # not the table's game: an import, a best score; a full store must not go unsaid
        notices = {
            WriteStatus.MEMORY: "saves.unavailable",
            WriteStatus.FULL: "saves.some_full",
            WriteStatus.SPARE: "saves.spilled",
        }
        return store, saving, t(notices[status]) if status in notices else ""
    if status == WriteStatus.MEMORY:
        return store, replace(saving, said_memory_only=True), t("saves.unavailable")
    refused = SaveStatus.from_write(status)
    slot = slot_after_write(slot, event.key, status, event.actual)
    saving = replace(saving, slot=slot, status=refused, unsaved=saving.last)
    return store, saving, t("saves.full") if refused == SaveStatus.FULL else t("saves.conflict")
