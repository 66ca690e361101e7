"""Solo best scores: the ten best finished solo games per variant, each with its record.

Ruling R3: a solo result is the lowest colour; ties are broken by R1's full comparison (the
five scores sorted ascending, compared in order), then by the earlier date. A game is entered
once, when it is saved finished at this table (an imported game never is); entries pushed out
of the top ten are removed, damaged ones never.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from axio_core.session import Session

from .entries import (
    BEST_PREFIX,
    Damaged,
    DamageReason,
    EntryError,
    decode,
    record_field,
    scores_field,
    seal,
    text_field,
    when_field,
    when_text,
)
from .image import StoreImage, Write

BEST_PER_GAME = 10
SOLO_VARIANTS = ("axio", "rota")


@dataclass(frozen=True)
class BestScore:
    """One stored best score; `record` is the game record (JSON) it was played in."""

    key: str
    id: str
    variant: str
    name: str
    date: str  # UTC, "2026-11-22T09:00:00Z"
    seed: int | str | None
    scores: tuple[int, ...]
    record: Mapping[str, Any]
    hints: bool = False  # played with hints: the list says so

    @property
    def result(self) -> int:
        """Ruling R3: the lowest colour alone."""
        return min(self.scores)

    def rank_key(self) -> tuple[Any, ...]:
        """R3 ranks by the lowest colour; R1's full comparison breaks ties, then the earlier date."""
        return (tuple(-n for n in sorted(self.scores)), self.date, self.id)


@dataclass(frozen=True)
class BestList:
    scores: tuple[BestScore, ...]  # best first, at most BEST_PER_GAME
    damaged: tuple[Damaged, ...]


def best_key(variant: str, game_id: str) -> str:
    return f"{BEST_PREFIX}{variant}:{game_id}"


def read_best(key: str, entry: dict[str, Any]) -> BestScore:
    """The best score an opened entry holds (EntryError if any field is wrong)."""
    if entry.get("kind") != "best":
        raise EntryError(DamageReason.INVALID, "kind")
    variant = entry.get("variant")
    if variant not in SOLO_VARIANTS:
        raise EntryError(DamageReason.INVALID, "variant")
    best_id = text_field(entry.get("id"), "id", 64)
    if key != best_key(variant, best_id):
        raise EntryError(DamageReason.INVALID, "id")
    seed = entry.get("seed")
    if not (seed is None or isinstance(seed, (int, str))) or isinstance(seed, bool):
        raise EntryError(DamageReason.INVALID, "seed")
    record = entry.get("record")
    envelope = record_field(record)
    if envelope.variant != variant or len(envelope.players) != 1:
        raise EntryError(DamageReason.INVALID, "record")
    assert isinstance(record, dict)  # read_record accepted it
    return BestScore(
        key,
        best_id,
        variant,
        text_field(entry.get("name"), "name"),
        when_field(entry.get("date"), "date"),
        seed,
        scores_field(entry.get("scores"), "scores"),
        record,
        entry.get("hints") is True,
    )


def best_scores(image: StoreImage, variant: str) -> BestList:
    """The top ten of `variant`, best first, and the damaged best-score entries of it."""
    scores: list[BestScore] = []
    damaged: list[Damaged] = []
    for key in image.keys(f"{BEST_PREFIX}{variant}:"):
        item = decode(key, image.get(key), read_best)
        if isinstance(item, BestScore) and item.variant == variant:
            scores.append(item)
        elif isinstance(item, Damaged):
            damaged.append(item)
    scores.sort(key=BestScore.rank_key)
    return BestList(tuple(scores[:BEST_PER_GAME]), tuple(damaged))


def record_best(
    image: StoreImage, game_id: str, session: Session, now: datetime
) -> tuple[StoreImage, tuple[Write, ...], int | None]:
    """Enter a finished solo game (saved as `game_id`) in its best scores if it makes the top
    ten: the new image, the writes, and its rank from 1 (None: not finished, not solo, not in
    the top ten, or entered already)."""
    if session.outcome() is None:
        return image, (), None
    record = session.to_record()
    plain = json.loads(record.to_json())  # what the entry will hold: lists, not tuples
    return enter_best(image, game_id, plain, record.players, session.state.scores[0], now)


def enter_best(
    image: StoreImage,
    game_id: str,
    record: Mapping[str, Any],
    players: tuple[str, ...],
    scores: tuple[int, ...],
    now: datetime,
    hints: bool = False,
) -> tuple[StoreImage, tuple[Write, ...], int | None]:
    """`record_best` from the parts a save has at hand already (the record as JSON)."""
    variant = record.get("variant")
    if len(players) != 1 or not isinstance(variant, str) or variant not in SOLO_VARIANTS:
        return image, (), None
    key = best_key(variant, game_id)
    if image.get(key) is not None:
        return image, (), None  # entered already (a save after the end), or damaged there
    date = when_text(now)
    entry = BestScore(key, game_id, variant, players[0], date, seed_of(record), tuple(scores), record, hints)
    ranked = sorted([*best_scores(image, variant).scores, entry], key=BestScore.rank_key)
    rank = ranked.index(entry) + 1
    if rank > BEST_PER_GAME:
        return image, (), None
    body = {
        "kind": "best",
        "id": game_id,
        "variant": variant,
        "name": entry.name,
        "date": date,
        "seed": entry.seed,
        "scores": list(entry.scores),
        "record": record,
    }
    if hints:
        body["hints"] = True
    changes: dict[str, str | None] = {key: seal(body)}
    for dropped in ranked[BEST_PER_GAME:]:
        changes[dropped.key] = None  # pushed out of the top ten (damaged entries are not ranked)
    new_image, writes = image.changed(changes)
    return new_image, writes, rank


def seed_of(record: Mapping[str, Any]) -> int | str | None:
    """The deal's seed as the record's meta keeps it (None: none kept)."""
    meta = record.get("meta")
    seed = meta.get("seed") if isinstance(meta, dict) else None
    return seed if isinstance(seed, (int, str)) and not isinstance(seed, bool) else None


__all__ = [
    "BEST_PER_GAME",
    "SOLO_VARIANTS",
    "BestList",
    "BestScore",
    "best_key",
    "best_scores",
    "enter_best",
    "read_best",
    "record_best",
    "seed_of",
]
