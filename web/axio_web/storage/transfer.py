"""Games in and out as files: export a saved game's record, download a damaged entry exactly as
stored, import a record (or an exported save entry) as a new saved game.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from axio_core import bounded
from axio_core.errors import AxioError, Refusal
from axio_core.records import read_record
from axio_core.session import Session

from .entries import MAX_ENTRY_CHARS, first_line
from .games import GameInfo, SaveStatus, list_games, resume_screen_state, stored_game, summary_of, write_game
from .image import ROOT, StoreImage, Write


@dataclass(frozen=True)
class ExportFile:
    """A file for the player to download (the `Download` effect's fields)."""

    filename: str
    text: str
    mime: str = "application/json"


class ImportStatus(StrEnum):
    IMPORTED = "imported"
    DUPLICATE = "duplicate"  # the same game is saved already: nothing written
    REFUSED = "refused"  # not a game record, or it does not replay: `reason` and `detail` say why
    MEMORY_ONLY = "memory"  # imported into this visit only: the browser gives no storage


class RefuseReason(StrEnum):
    """Why an import was refused; the values are the string-table keys' suffixes
    (`saves.import_refused.<reason>`)."""

    NOT_JSON = "not_json"
    TOO_LARGE = "too_large"
    RECORD = "record"  # not a game record, or its moves do not replay


@dataclass(frozen=True)
class ImportResult:
    status: ImportStatus
    game_id: str | None = None
    over: bool = False
    reason: RefuseReason | None = None  # for REFUSED
    detail: str = ""
    refusal: Refusal | None = None  # for a record the engine refused: its reason as data


@dataclass(frozen=True)
class ImportOutcome:
    """The image with the imported game, the writes that store it, and how it went. A full
    store shows up later, as the glue's `StoreWritten(FULL)` for the game's key."""

    image: StoreImage
    writes: tuple[Write, ...]
    result: ImportResult


def export_filename(variant: str, players: Iterable[str], when: str) -> str:
    """'axio-rota-2026-11-22-anna-beata.json': the game, the day, the players."""
    game = "axio" if variant == "axio" else "axio-rota"
    names = "-".join(re.sub(r"[^0-9a-z]+", "-", p.lower()).strip("-") for p in players)
    names = re.sub(r"-+", "-", names).strip("-")[:60]
    return f"{game}-{when[:10]}{'-' + names if names else ''}.json"


def export_game(image: StoreImage, game_id: str) -> ExportFile | None:
    """A saved game's record as a file (JSON and a newline); None if it is gone or damaged."""
    item = stored_game(image, game_id)
    if not isinstance(item, GameInfo):
        return None
    return ExportFile(
        export_filename(item.summary.variant, item.summary.players, item.updated),
        json.dumps(item.record, ensure_ascii=False) + "\n",
    )


def export_raw(image: StoreImage, key: str) -> ExportFile | None:
    """An entry exactly as stored (a damaged one, so the player can keep or mend it before
    deleting it); None if it is not ours or not there."""
    text = image.get(key) if key.startswith(ROOT) else None
    if text is None:
        return None
    name = re.sub(r"[^0-9a-z-]+", "-", key.lower()).strip("-")
    return ExportFile(f"{name}.txt", text, "text/plain")


def import_text(image: StoreImage, text: str, now: datetime, new_id: str) -> ImportOutcome:
    """Add a game from a file's text: a game record, or an exported save entry (its record is
    taken). It is replayed to check it, stored as it came, and never a personal best (only a
    game finished at this table is). `new_id`: a fresh id the caller drew."""
    if len(text) > MAX_ENTRY_CHARS:
        return _refused(image, RefuseReason.TOO_LARGE)
    try:
        obj = bounded.loads(text, max_chars=MAX_ENTRY_CHARS).value  # depth bounded first (issue 35)
    except (ValueError, RecursionError) as err:
        return _refused(image, RefuseReason.NOT_JSON, first_line(err))
    if isinstance(obj, dict) and obj.get("kind") == "game" and isinstance(obj.get("record"), dict):
        obj = obj["record"]
    try:
        record = read_record(obj)
        session, _ = Session.read(record)
    except AxioError as err:
        return _refused(image, RefuseReason.RECORD, str(err), err.refusal)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as err:
        return _refused(image, RefuseReason.RECORD, first_line(err))
    summary = summary_of(session)
    wanted = record.to_json_obj()
    for saved in list_games(image).games:
        if saved.record == wanted:
            return ImportOutcome(image, (), ImportResult(ImportStatus.DUPLICATE, saved.id, saved.over))
    screen = resume_screen_state(session, {}, summary.over)
    saved_as = write_game(image, None, wanted, summary, screen, now, new_id, played_here=False)
    status = ImportStatus.IMPORTED if saved_as.status is SaveStatus.SAVED else ImportStatus.MEMORY_ONLY
    result = ImportResult(status, saved_as.game_id, summary.over)
    return ImportOutcome(saved_as.image, saved_as.writes, result)


def _refused(
    image: StoreImage, reason: RefuseReason, detail: str = "", refusal: Refusal | None = None
) -> ImportOutcome:
    return ImportOutcome(
        image, (), ImportResult(ImportStatus.REFUSED, reason=reason, detail=detail, refusal=refusal)
    )
