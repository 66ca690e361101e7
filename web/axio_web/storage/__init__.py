"""Saved games, resume, import/export and solo best scores, as pure functions over values.

localStorage is seen as a `StoreImage` (image.py): the app holds it, changes it by value, and
hands the glue the `Write`s; nothing here touches the browser, reads the clock or draws random
numbers (times and new ids come in as arguments). Nothing is ever lost: an entry that cannot
be read is `Damaged`, listed and kept until the player deletes it.

    image.py     the image of the store; writes with the text each expects to replace
    entries.py   the entry format: layout, schema, checks, migrations, `decode` -> Damaged
    games.py     saved games: list, save (never replays), open (replays), delete, make room
    best.py      solo best scores (ruling R3)
    transfer.py  export a game or a raw entry, import a file
    local.py     localStorage itself behind a port: read at boot, a write checked before it is made

What the old `Saves` object did, by composition (the app holds `image` and the table's `slot`):

    autosave        out = save_game(image, slot, session, screen, now, new_id)
                    image, slot = out.image, out.slot; effects WriteStore(out.writes)
    glue's answer   image = image.after_write(key, status, actual)
                    slot = slot_after_write(slot, key, status, actual)
    retry           clear_oldest_finished(image), then save_game again with the slot
    keep both       save_game(image, None, session, ...) after a CONFLICT
    continue        open_game(image, last_unfinished(image).id); slot = opened.slot
    other tab       image = image.corrected(key, value)   (StoreChanged)
"""

from .best import BEST_PER_GAME, SOLO_VARIANTS, BestList, BestScore, best_scores, record_best
from .entries import (
    BEST_PREFIX,
    CHECKED_SINCE,
    GAME_PREFIX,
    LAYOUT,
    MAX_ENTRY_CHARS,
    MIGRATIONS,
    NAMESPACE,
    SCHEMA,
    Damaged,
    DamageReason,
    EntryError,
    checksum,
    decode,
    is_id,
    new_id,
    open_entry,
    seal,
    when_text,
)
from .games import (
    GameInfo,
    OpenedGame,
    Removed,
    SavedList,
    SaveOutcome,
    SaveStatus,
    Slot,
    Summary,
    clear_oldest_finished,
    delete,
    last_unfinished,
    list_games,
    open_game,
    save_game,
    slot_after_write,
    stored_game,
    summary_of,
)
from .image import ROOT, StoreImage, WriteStatus
from .transfer import (
    ExportFile,
    ImportOutcome,
    ImportResult,
    ImportStatus,
    RefuseReason,
    export_filename,
    export_game,
    export_raw,
    import_text,
)

__all__ = [
    "BEST_PER_GAME",
    "BEST_PREFIX",
    "CHECKED_SINCE",
    "GAME_PREFIX",
    "LAYOUT",
    "MAX_ENTRY_CHARS",
    "MIGRATIONS",
    "NAMESPACE",
    "ROOT",
    "SCHEMA",
    "SOLO_VARIANTS",
    "BestList",
    "BestScore",
    "DamageReason",
    "Damaged",
    "EntryError",
    "ExportFile",
    "GameInfo",
    "ImportOutcome",
    "ImportResult",
    "ImportStatus",
    "OpenedGame",
    "RefuseReason",
    "Removed",
    "SaveOutcome",
    "SaveStatus",
    "SavedList",
    "Slot",
    "StoreImage",
    "Summary",
    "WriteStatus",
    "best_scores",
    "checksum",
    "clear_oldest_finished",
    "decode",
    "delete",
    "export_filename",
    "export_game",
    "export_raw",
    "import_text",
    "is_id",
    "last_unfinished",
    "list_games",
    "new_id",
    "open_entry",
    "open_game",
    "record_best",
    "save_game",
    "seal",
    "slot_after_write",
    "stored_game",
    "summary_of",
    "when_text",
]
