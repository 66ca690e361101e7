"""Saved games: list, save (autosave), open, delete, make room. Values in, values out.

The app holds the `StoreImage` and, for the game on the table, its `Slot`: which entry that
game writes and the entry it builds on. Saving never replays a game: the entry is written from
the `Session` the table holds (its record and a summary read off its final state). Opening one
does replay it (`Session.read`), once, when the player asks for it.

What can go wrong, and what happens (never an exception):
  - an entry that is not JSON, edited by hand, from a newer version, or whose record does not
    replay: `Damaged` with its reason, listed, never overwritten, until the player deletes it;
  - two tabs on one game: a save on top of another entry than the one the slot names (another
    tab saved, or the entry was damaged) is refused: `SaveStatus.CONFLICT`, nothing written.
    "Keep both" is saving again with no slot (a new entry);
  - storage full: the glue answers the write with `StoreWritten(FULL)`; `slot_after_write`
    puts the slot back on what is stored, `clear_oldest_finished` makes room, and saving again
    is the retry;
  - no storage at all: everything works in the image, and says so (`MEMORY_ONLY`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, NamedTuple

from axio_core.actions import AxioPlace, Exchange, RotaPlace
from axio_core.errors import AxioError
from axio_core.game import State
from axio_core.meta import Ignored
from axio_core.records import GameRecord, read_record
from axio_core.session import Session

from .best import SOLO_VARIANTS, best_key, enter_best
from .entries import (
    GAME_PREFIX,
    VARIANTS,
    Damaged,
    DamageReason,
    EntryError,
    checksum,
    decode,
    first_line,
    future_layout,
    int_field,
    is_id,
    record_field,
    scores_field,
    sealed,
    text_field,
    when_field,
    when_text,
)
from .image import ROOT, StoreImage, Write, WriteStatus


class SaveStatus(StrEnum):
    """How a save went. `save_game` decides SAVED, CONFLICT or MEMORY_ONLY; FULL comes only
    from the glue's answer (`StoreWritten`), as `from_write` maps it. The values are the
    strings the old `storage.SaveResult.status` used."""

    SAVED = "saved"
    CONFLICT = "conflict"  # another tab saved newer progress of this game, or damaged its entry
    MEMORY_ONLY = "memory"  # no storage: kept in this page only
    FULL = "full"  # the store is full: not saved, the game goes on

    @classmethod
    def from_write(cls, status: WriteStatus) -> SaveStatus:
        return {
            WriteStatus.SAVED: cls.SAVED,
            WriteStatus.FULL: cls.FULL,
            WriteStatus.CONFLICT: cls.CONFLICT,
            WriteStatus.MEMORY: cls.MEMORY_ONLY,
            WriteStatus.SPARE: cls.SAVED,
        }[WriteStatus(status)]


@dataclass(frozen=True)
class Summary:
    """What the saved-games list shows about a game, stored with it (so listing never replays)."""

    variant: str
    players: tuple[str, ...]
    turns: int  # placements and exchanges (AXIO draws are not turns)
    over: bool
    scores: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    to_act: int | None

    def to_json_obj(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "players": list(self.players),
            "turns": self.turns,
            "over": self.over,
            "scores": [list(s) for s in self.scores],
            "winners": list(self.winners),
            "to_act": self.to_act,
        }


def summary_of(session: Session) -> Summary:
    """The summary of a game read off the session's final state: no replay."""
    outcome = session.outcome()
    turns = sum(isinstance(a, (AxioPlace, Exchange, RotaPlace)) for a in session.actions)
    return Summary(
        session.variant,
        tuple(session.names),
        turns,
        outcome is not None,
        tuple(tuple(s) for s in session.state.scores),
        tuple(outcome.winners) if outcome else (),
        None if outcome else session.to_act,
    )


@dataclass(frozen=True)
class GameInfo:
    """One intact saved game entry. `record` and `screen` are its JSON (do not mutate them);
    `check` identifies this very version of the entry (see `Slot`)."""

    key: str
    id: str
    revision: int
    created: str  # UTC, "2026-11-22T02:11:17Z"
    updated: str
    summary: Summary
    record: Mapping[str, Any]
    screen: Mapping[str, Any]
    check: str

    @property
    def over(self) -> bool:
        return self.summary.over

    @property
    def slot(self) -> Slot:
        """The slot of a game that goes on from this entry."""
        return Slot(self.id, self.revision, self.check)


@dataclass(frozen=True)
class SavedList:
    games: tuple[GameInfo, ...]  # newest first
    damaged: tuple[Damaged, ...]  # in key order


@dataclass(frozen=True)
class Slot:
    """Where the game on the table saves: entry `id`, built on its version `revision` with
    `check` (revision 0: the entry is not stored yet). A save goes ahead only while the store
    still holds exactly that version: the check tells two tabs' revision 5 apart."""

    id: str
    revision: int = 0
    check: str = ""

    @property
    def key(self) -> str:
        return GAME_PREFIX + self.id


@dataclass(frozen=True)
class SaveOutcome:
    """What a save decided: the new image and the writes that make the store match it, the
    slot to save the game at next time, the status, and the rank (from 1) of a finished solo
    game that entered the best scores."""

    image: StoreImage
    writes: tuple[Write, ...]
    slot: Slot
    status: SaveStatus
    new_best: int | None = None

    @property
    def ok(self) -> bool:
        return self.status is SaveStatus.SAVED

    @property
    def game_id(self) -> str:
        return self.slot.id


@dataclass(frozen=True)
class OpenedGame:
    """A saved game replayed and ready to show: continue it (not over) or replay it (over).

    `ignored`: the record's meta fields `Session.read` could not use (say so, or not).
    `screen_state`: what the table resumes with (hot seat: the cover is up). `slot`: where
    the game saves as it goes on; None for a finished game (a replay saves nothing, and
    playing on from it, a move taken back, is a new game)."""

    game: GameInfo
    record: GameRecord
    session: Session
    ignored: tuple[Ignored, ...]
    screen_state: Mapping[str, Any]
    over: bool

    @property
    def id(self) -> str:
        return self.game.id

    @property
    def slot(self) -> Slot | None:
        return None if self.over else self.game.slot

    @property
    def record_json(self) -> str:
        return self.record.to_json()

    @property
    def states(self) -> tuple[State, ...]:
        """Every state from the start (what a replay steps through), without replaying again."""
        return (self.session.start, *self.session.states)


class Removed(NamedTuple):
    """The image after removing entries, the writes that remove them, and their keys."""

    image: StoreImage
    writes: tuple[Write, ...]
    keys: tuple[str, ...]


# ------------------------------------------------------------------ reading entries


def read_summary(value: Any) -> Summary:
    if not isinstance(value, dict):
        raise EntryError(DamageReason.INVALID, "summary")
    players = value.get("players")
    if not (isinstance(players, list) and 1 <= len(players) <= 4):
        raise EntryError(DamageReason.INVALID, "summary.players")
    scores = value.get("scores")
    if not (isinstance(scores, list) and len(scores) == len(players)):
        raise EntryError(DamageReason.INVALID, "summary.scores")
    winners = value.get("winners")
    if not (isinstance(winners, list) and all(isinstance(w, int) and 0 <= w < len(players) for w in winners)):
        raise EntryError(DamageReason.INVALID, "summary.winners")
    to_act = value.get("to_act")
    if to_act is not None:
        int_field(to_act, "summary.to_act")
    over = value.get("over")
    if not isinstance(over, bool):
        raise EntryError(DamageReason.INVALID, "summary.over")
    variant = value.get("variant")
    if variant not in VARIANTS:
        raise EntryError(DamageReason.INVALID, "summary.variant")
    return Summary(
        variant,
        tuple(text_field(p, "summary.players") for p in players),
        int_field(value.get("turns"), "summary.turns"),
        over,
        tuple(scores_field(s, "summary.scores") for s in scores),
        tuple(winners),
        to_act,
    )


def read_game(key: str, entry: dict[str, Any]) -> GameInfo:
    """The saved game an opened entry holds (EntryError if any field is wrong)."""
    if entry.get("kind") != "game":
        raise EntryError(DamageReason.INVALID, "kind")
    game_id = text_field(entry.get("id"), "id", 64)
    if key != GAME_PREFIX + game_id:
        raise EntryError(DamageReason.INVALID, "id")
    record = entry.get("record")
    envelope = record_field(record)
    assert isinstance(record, dict)  # read_record accepted it
    summary = read_summary(entry.get("summary"))
    if summary.variant != envelope.variant or summary.players != envelope.players:
        raise EntryError(DamageReason.INVALID, "summary")
    screen = entry.get("screen")
    if not isinstance(screen, dict):
        raise EntryError(DamageReason.INVALID, "screen")
    return GameInfo(
        key,
        game_id,
        int_field(entry.get("revision"), "revision", 1),
        when_field(entry.get("created"), "created"),
        when_field(entry.get("updated"), "updated"),
        summary,
        record,
        screen,
        checksum(entry),
    )


def stored_game(image: StoreImage, game_id: str) -> GameInfo | Damaged | None:
    """The saved game `game_id` as the image holds it (None: no such entry)."""
    if not is_id(game_id):
        return None
    key = GAME_PREFIX + game_id
    return decode(key, image.get(key), read_game)


# ------------------------------------------------------------------ the list


def list_games(image: StoreImage, known: Iterable[Damaged] = ()) -> SavedList:
    """Every saved game, newest first, and every damaged entry (games and best scores of a
    later key layout too). `known`: entries found damaged when opened (their record does not
    replay), which the app keeps: listed as damaged although their envelope is intact."""
    bad = {d.key: d for d in known}
    games: list[GameInfo] = []
    damaged: list[Damaged] = []
    for key in image.keys(ROOT):
        text = image.get(key)
        item: GameInfo | Damaged | None
        if key.startswith(GAME_PREFIX):
            item = decode(key, text, read_game)
        elif (layout := future_layout(key)) is not None and text is not None:
            item = Damaged(key, DamageReason.NEWER, layout, len(text))
        else:
            continue
        if isinstance(item, GameInfo) and item.key in bad:
            item = bad[item.key]
        if isinstance(item, GameInfo):
            games.append(item)
        elif isinstance(item, Damaged):
            damaged.append(item)
    games.sort(key=lambda g: (g.updated, g.id), reverse=True)
    return SavedList(tuple(games), tuple(damaged))


def last_unfinished(image: StoreImage, known: Iterable[Damaged] = ()) -> GameInfo | None:
    """What "Continue" resumes: the most recently saved unfinished game, if any."""
    return next((g for g in list_games(image, known).games if not g.over), None)


# ------------------------------------------------------------------ saving


def save_game(
    image: StoreImage,
    slot: Slot | None,
    session: Session,
    screen_state: Mapping[str, Any],
    now: datetime,
    new_id: str,
    may_enter_best: bool = True,
) -> SaveOutcome:
    """Save the game on the table (the autosave). `slot` None: a new entry `new_id` (a fresh id
    the caller drew; made unique against the image if need be). Never replays, never raises.

    A slot whose entry holds another deal, or a finished game that this session has played on
    from (a move taken back after the end), starts a new entry: a finished game is never
    replaced. A finished solo game enters the best scores (R3) on its first save, unless
    `may_enter_best` is False (a practice round of a daily deal already played)."""
    record = json.loads(session.to_record().to_json())  # the JSON the entry holds
    return write_game(
        image, slot, record, summary_of(session), screen_state, now, new_id, played_here=may_enter_best
    )


def write_game(
    image: StoreImage,
    slot: Slot | None,
    record: Mapping[str, Any],
    summary: Summary,
    screen_state: Mapping[str, Any],
    now: datetime,
    new_id: str,
    played_here: bool = True,
) -> SaveOutcome:
    """`save_game` from a record as JSON and its summary (imports use it: `played_here` False,
    for only a game finished at this table is a personal best)."""
    base: GameInfo | None = None
    if slot is not None:
        stored = decode(slot.key, image.get(slot.key), read_game)
        if isinstance(stored, Damaged) or (stored is not None and stored.slot != slot):
            # Another tab moved on (or the entry was damaged): never overwrite either.
            return SaveOutcome(image, (), slot, SaveStatus.CONFLICT)
        if stored is not None and not _continues(stored, record):
            slot = None  # another game than the slot's: it gets its own entry
        else:
            base = stored  # None: deleted meanwhile (another tab): saved again
    when = when_text(now)
    if slot is None:
        game_id, revision, created = _free_id(image, new_id), 1, when
    else:
        game_id, revision = slot.id, slot.revision + 1
        created = base.created if base is not None else when
    body = {
        "kind": "game",
        "id": game_id,
        "revision": revision,
        "created": created,
        "updated": when,
        "record": record,
        "screen": _json_safe(screen_state),
        "summary": summary.to_json_obj(),
    }
    text, check = sealed(body)
    image, writes = image.changed({GAME_PREFIX + game_id: text})
    new_best = None
    if summary.over and played_here:
        image, best_writes, new_best = enter_best(
            image, game_id, record, summary.players, summary.scores[0], now, screen_state.get("hints") is True
        )
        writes += best_writes
    status = SaveStatus.SAVED if image.available else SaveStatus.MEMORY_ONLY
    return SaveOutcome(image, writes, Slot(game_id, revision, check), status, new_best)


def slot_after_write(slot: Slot | None, key: str, status: WriteStatus, actual: str | None) -> Slot | None:
    """The slot after the glue's answer to a write (`StoreWritten`). Only FULL on the slot's
    own entry moves it: back onto what the store still holds, so that saving again (after
    making room) builds on that. After CONFLICT the slot stays, so the next save is refused
    too, until the player keeps both or reopens the game."""
    if slot is None or key != slot.key or WriteStatus(status) is not WriteStatus.FULL:
        return slot
    if actual is None:
        return Slot(slot.id)
    stored = decode(key, actual, read_game)
    return stored.slot if isinstance(stored, GameInfo) else slot


def _continues(stored: GameInfo, record: Mapping[str, Any]) -> bool:
    """Is `record` the stored game going on (or taken back), rather than another one?"""
    same_deal = all(stored.record.get(k) == record.get(k) for k in ("variant", "players", "setup"))
    # A finished game is never replaced by a new play of the same deal.
    return same_deal and (not stored.over or stored.record.get("moves") == record.get("moves"))


def _free_id(image: StoreImage, wanted: str) -> str:
    """`wanted`, or `wanted-2`, `wanted-3`... if an entry (game or best score) has it already."""
    if not is_id(wanted):
        raise ValueError(f"not an entry id: {wanted!r}")

    def taken(game_id: str) -> bool:
        keys = [GAME_PREFIX + game_id, *(best_key(v, game_id) for v in SOLO_VARIANTS)]
        return any(image.get(k) is not None for k in keys)

    candidate, n = wanted, 1
    while taken(candidate):
        n += 1
        suffix = f"-{n}"
        candidate = wanted[: 64 - len(suffix)] + suffix
    return candidate


def _json_safe(state: Mapping[str, Any]) -> dict[str, Any]:
    """Only the screen-state items that JSON can hold, as plain JSON (a screen bug must not
    stop a save)."""
    safe = {}
    for key, value in state.items():
        try:
            safe[str(key)] = json.loads(json.dumps(value, allow_nan=False))
        except (TypeError, ValueError, RecursionError):
            continue
    return safe


# ------------------------------------------------------------------ opening


def open_game(image: StoreImage, game_id: str) -> OpenedGame | Damaged | None:
    """Load a saved game, replaying it in full (the one place that does). Damaged if its
    record does not replay (the entry stays as it is: keep the Damaged, pass it to
    `list_games(known=...)`); None if there is no such game."""
    item = stored_game(image, game_id)
    if not isinstance(item, GameInfo):
        return item
    size = len(image.get(item.key) or "")
    try:
        record = read_record(dict(item.record))
        session, ignored = Session.read(record)
    except AxioError as err:
        return Damaged(item.key, DamageReason.RECORD, str(err), size, err.refusal)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as err:
        return Damaged(item.key, DamageReason.INVALID, first_line(err), size)
    over = session.outcome() is not None
    return OpenedGame(item, record, session, ignored, resume_screen_state(session, item.screen, over), over)


def resume_screen_state(session: Session, stored: Mapping[str, Any], over: bool) -> dict[str, Any]:
    """The screen state to resume with: with two or more people at one screen (seats None) an
    unfinished game always resumes with the cover up (never show a hand)."""
    state = dict(stored)
    if not over and sum(seat is None for seat in session.seats) >= 2:
        state["cover"] = True
    return state


# ------------------------------------------------------------------ delete, make room


def delete(image: StoreImage, key: str) -> tuple[StoreImage, tuple[Write, ...]]:
    """Remove one entry of ours (a saved game or best score, damaged ones too) by its key.
    Not ours or not there: nothing changes."""
    if not key.startswith(ROOT):
        return image, ()
    return image.changed({key: None})


def clear_oldest_finished(image: StoreImage, count: int = 1, known: Iterable[Damaged] = ()) -> Removed:
    """Make room: remove the `count` least recently saved finished games. Unfinished games,
    damaged entries and best scores are never touched."""
    finished = sorted((g for g in list_games(image, known).games if g.over), key=lambda g: (g.updated, g.id))
    keys = tuple(g.key for g in finished[: max(count, 0)])
    new_image, writes = image.changed(dict.fromkeys(keys))
    return Removed(new_image, writes, keys)
