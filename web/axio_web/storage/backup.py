"""All saves as one file: every saved game and best score exported together, and imported back.

The file holds each entry exactly as stored (its text, check included), so what is imported is
what was exported: the same ids, the same times, the same summaries, and therefore the same
statistics (daily results count by when a game was saved, so they must come back unchanged).
A damaged entry travels too and stays damaged (listed, never lost).

    {"format": "axio-saves", "version": 1, "exported": "2026-11-22T09:00:00Z",
     "entries": {"axio:v1:game:<id>": "<the entry's text>", ...}}

Importing never overwrites: an entry already here (the same key, or the same game under
another key) is a duplicate and this copy is kept; an intact entry whose key is taken by
something else is stored under a fresh id. Values in, values out, like the rest of storage.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from axio_core import bounded

from .best import BestScore, best_key, read_best
from .entries import (
    BEST_PREFIX,
    GAME_PREFIX,
    MAX_ENTRY_CHARS,
    Damaged,
    decode,
    first_line,
    open_entry,
    seal,
    when_text,
)
from .games import GameInfo, read_game
from .image import ROOT, StoreImage, Write
from .transfer import ExportFile

FORMAT = "axio-saves"
VERSION = 1
#: A store holds a few megabytes at most; a backup far beyond that is not one.
MAX_BACKUP_CHARS = 10 * MAX_ENTRY_CHARS
#: The keys a backup carries: saved games and best scores of any key layout (a later layout's
#: entries are kept as they are, listed as newer).
_ENTRY_KEY = re.compile(r"axio:v\d{1,3}:(?:game|best):[0-9a-z][0-9a-z:-]{0,80}")


@dataclass(frozen=True)
class BackupResult:
    """How an import went, entry by entry: `refused_file` says why nothing was read."""

    games: int = 0  # saved games added
    best: int = 0  # best scores added
    damaged: int = 0  # damaged (or newer) entries added as they were, to be listed as such
    duplicates: int = 0  # entries already here (kept as they are here)
    skipped: int = 0  # entries that are not ours, or damaged ones whose place is taken
    refused_file: str = ""  # "not_json", "too_large", "not_backup"; "" when the file was read
    detail: str = ""

    @property
    def added(self) -> int:
        return self.games + self.best + self.damaged


@dataclass(frozen=True)
class BackupImport:
    image: StoreImage
    writes: tuple[Write, ...]
    result: BackupResult


def backup_keys(image: StoreImage) -> tuple[str, ...]:
    """The keys an export carries, sorted."""
    return tuple(k for k in image.keys(ROOT) if _ENTRY_KEY.fullmatch(k))


def export_all(image: StoreImage, now: datetime) -> ExportFile:
    """Every saved game and best score (damaged ones too) as one file."""
    when = when_text(now)
    body = {
        "format": FORMAT,
        "version": VERSION,
        "exported": when,
        "entries": {key: image.get(key) for key in backup_keys(image)},
    }
    return ExportFile(f"axio-saves-{when[:10]}.json", json.dumps(body, ensure_ascii=False, indent=1) + "\n")


def is_backup(obj: Any) -> bool:
    """Does this parsed JSON look like an export of all saves (any version)?"""
    return isinstance(obj, dict) and obj.get("format") == FORMAT


def import_all(image: StoreImage, text: str, new_id: str) -> BackupImport:
    """Add a backup's entries to the store (see the module's rules). `new_id`: a fresh id the
    caller drew, for entries whose key is taken (made unique with -2, -3...)."""
    if len(text) > MAX_BACKUP_CHARS:
        return BackupImport(image, (), BackupResult(refused_file="too_large"))
    try:
        obj = bounded.loads(text, max_chars=MAX_BACKUP_CHARS).value  # depth bounded first (issue 35)
    except (ValueError, RecursionError) as err:
        return BackupImport(image, (), BackupResult(refused_file="not_json", detail=first_line(err)))
    entries = obj.get("entries") if is_backup(obj) else None
    if not isinstance(entries, dict):
        return BackupImport(image, (), BackupResult(refused_file="not_backup"))
    return _merge(image, entries, new_id)


def _merge(image: StoreImage, entries: Mapping[Any, Any], new_id: str) -> BackupImport:
    counts = {"games": 0, "best": 0, "damaged": 0, "duplicates": 0, "skipped": 0}
    games = {json.dumps(g.record, sort_keys=True) for g in _games(image)}
    bests = {json.dumps(b.record, sort_keys=True) for b in _bests(image)}
    changes: dict[str, str | None] = {}
    fresh = 0

    def free_key(prefix: str) -> str:
        nonlocal fresh
        while True:
            fresh += 1
            candidate = new_id if fresh == 1 else f"{new_id[:60]}-{fresh}"
            key = prefix + candidate
            if image.get(key) is None and key not in changes:
                return key

    for key, text in entries.items():
        if not (
            isinstance(key, str)
            and isinstance(text, str)
            and _ENTRY_KEY.fullmatch(key)
            and len(text) <= MAX_ENTRY_CHARS
        ):
            counts["skipped"] += 1
            continue
        here = changes.get(key, image.get(key))
        if here == text:
            counts["duplicates"] += 1
            continue
        item: GameInfo | BestScore | Damaged | None
        if key.startswith(GAME_PREFIX):
            item = decode(key, text, read_game)
        elif key.startswith(BEST_PREFIX):
            item = decode(key, text, read_best)
        else:
            item = None  # a later key layout: kept as it is, listed as newer
        if not isinstance(item, (GameInfo, BestScore)):
            if here is None:
                changes[key] = text
                counts["damaged"] += 1
            else:
                counts["skipped"] += 1
            continue
        record = json.dumps(item.record, sort_keys=True)
        known = games if isinstance(item, GameInfo) else bests
        if record in known or here is not None and _same_game(key, here, item):
            counts["duplicates"] += 1
            continue
        known.add(record)
        if here is None:
            changes[key] = text
        elif isinstance(item, GameInfo):
            new_key = free_key(GAME_PREFIX)
            changes[new_key] = _with_id(text, new_key.removeprefix(GAME_PREFIX))
        else:
            new_key = free_key(best_key(item.variant, ""))
            changes[new_key] = _with_id(text, new_key.rsplit(":", 1)[1])
        counts["games" if isinstance(item, GameInfo) else "best"] += 1
    new_image, writes = image.changed(changes)
    return BackupImport(
        new_image,
        writes,
        BackupResult(
            counts["games"], counts["best"], counts["damaged"], counts["duplicates"], counts["skipped"]
        ),
    )


def _same_game(key: str, here: str, item: GameInfo | BestScore) -> bool:
    """The intact entry here under `key` is another version of the same game (the same id and
    the same deal: played on from it, or taken back): this copy is kept."""
    reader = read_game if isinstance(item, GameInfo) else read_best
    ours = decode(key, here, reader)
    if not isinstance(ours, (GameInfo, BestScore)):
        return False
    return _deal(ours.record) == _deal(item.record)


def _deal(record: Mapping[str, Any]) -> dict[str, Any]:
    """What makes a deal: the game, the players, the setup and the seed (AXIO's draws)."""
    meta = record.get("meta")
    return {
        "variant": record.get("variant"),
        "players": record.get("players"),
        "setup": record.get("setup"),
        "seed": meta.get("seed") if isinstance(meta, dict) else None,
    }


def _with_id(text: str, new_id: str) -> str:
    """An intact entry's text under another id (sealed again: the id is part of its check)."""
    entry = open_entry(text)
    body = {k: v for k, v in entry.items() if k not in ("schema", "check")}
    body["id"] = new_id
    return seal(body)


def _games(image: StoreImage) -> list[GameInfo]:
    found = (decode(k, image.get(k), read_game) for k in image.keys(GAME_PREFIX))
    return [g for g in found if isinstance(g, GameInfo)]


def _bests(image: StoreImage) -> list[BestScore]:
    found = (decode(k, image.get(k), read_best) for k in image.keys(BEST_PREFIX))
    return [b for b in found if isinstance(b, BestScore)]


__all__ = [
    "FORMAT",
    "MAX_BACKUP_CHARS",
    "VERSION",
    "BackupImport",
    "BackupResult",
    "backup_keys",
    "export_all",
    "import_all",
    "is_backup",
]
