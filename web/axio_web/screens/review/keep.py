"""A review kept with its saved game, so it is never computed twice.

The ratings go into the saved game's entry, under its screen state's "review" key (old
entries simply have none; an entry without it loads as before). What is stored says which
engine budget made it; a review of another budget, another game, or anything that does not
read back as ratings is ignored (and computed again), never an error.

    found = stored_review(image, record)          # (game id, ratings) or None
    image, writes = kept(image, game_id, ratings, now)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from axio_core.review import BROWSER, Rating

from ...storage import GameInfo, SaveStatus, Slot, StoreImage, list_games, stored_game
from ...storage.games import write_game
from ...storage.image import Write

REVIEW_KEY = "review"
FORMAT = 2  # 2: the next player's best replies (issue 38)
#: What made the ratings: a review made with another budget is computed again.
MADE_BY = f"{FORMAT}:{BROWSER.work_ms:g}:{BROWSER.iterations}:{BROWSER.candidates}:{BROWSER.exchange_samples}"


def entry_of(image: StoreImage, record: Mapping[str, Any], game_id: str | None = None) -> GameInfo | None:
    """The saved game holding exactly this finished game (`game_id` tried first)."""
    if game_id is not None:
        item = stored_game(image, game_id)
        if isinstance(item, GameInfo) and _same(item.record, record):
            return item
    return next((g for g in list_games(image).games if g.over and _same(g.record, record)), None)


def _same(stored: Mapping[str, Any], record: Mapping[str, Any]) -> bool:
    return all(stored.get(k) == record.get(k) for k in ("variant", "players", "setup", "moves"))


def ratings_of(entry: GameInfo, expected: Sequence[tuple[int, int]]) -> tuple[Rating, ...]:
    """The ratings kept in `entry`, in order; () if none, not readable, or not of the game's
    decisions (`expected`: each decision's record move index and mover)."""
    kept = entry.screen.get(REVIEW_KEY)
    if not isinstance(kept, dict) or kept.get("made_by") != MADE_BY:
        return ()
    items = kept.get("ratings")
    if not isinstance(items, list) or len(items) > len(expected):
        return ()
    try:
        ratings = tuple(Rating.from_json_obj(item) for item in items)
    except ValueError:
        return ()
    return ratings if all((r.move, r.player) == e for r, e in zip(ratings, expected, strict=False)) else ()


def kept(
    image: StoreImage, game_id: str, ratings: Sequence[Rating], now: datetime
) -> tuple[StoreImage, tuple[Write, ...], Slot | None]:
    """The store with `ratings` written into the saved game's entry, the writes, and the
    entry's new slot (None if it is gone or changed meanwhile: the review is then not kept)."""
    entry = stored_game(image, game_id)
    if not isinstance(entry, GameInfo):
        return image, (), None
    screen = {**entry.screen, REVIEW_KEY: {"made_by": MADE_BY, "ratings": [r.to_json_obj() for r in ratings]}}
    out = write_game(image, entry.slot, entry.record, entry.summary, screen, now, entry.id, played_here=False)
    if out.status == SaveStatus.CONFLICT:
        return image, (), None
    return out.image, out.writes, out.slot
