"""Saved games, resume and solo best scores over a tiny key-value store: nothing is ever lost.

Pure Python: the browser's localStorage sits behind `KeyValueStore` (browser_store.py), so every
rule here runs in plain pytest against a fake store.

Layout (one entry per key, so a damaged entry never takes any other down):

    axio:v1:game:<id>              a saved game: record, screen state, revision, times, summary
    axio:v1:best:<variant>:<id>    a solo best score: name, date, seed, scores, record

`v1` names this key layout; every entry also carries `"schema"` (its format version) and
`"check"` (a CRC-32 of its canonical JSON, so damage and hand edits show up without a replay).

What can go wrong, and what happens (never an exception to the caller):
  - an entry that is not JSON, edited by hand, from a newer version, or whose record does not
    replay: listed as damaged with the reason, never overwritten, until the player deletes it;
  - storage full (QuotaExceeded): `SaveResult(FULL)`, the game goes on;
    `clear_oldest_finished()` makes room, `retry()` saves again;
  - no storage at all: everything works in memory and says it cannot save (`MEMORY_ONLY`);
  - two tabs on one game: each save names the revision it builds on; a save on top of an older
    revision than the stored one is refused (`CONFLICT`), and `keep_both()` saves it as a copy.

    >>> saves = Saves(MemoryStore())
    >>> saves.autosave("current", record_json, {"cover": False}).status   # doctest: +SKIP
    'saved'
"""

from __future__ import annotations

import json
import re
import secrets
import zlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from axio_core import game
from axio_core.actions import AxioPlace, Exchange, RotaPlace
from axio_core.errors import AxioError
from axio_core.records import GameRecord, Replayed, read_record, replay

# ------------------------------------------------------------------ layout and versions

ROOT = "axio:"
LAYOUT = "v1"
NAMESPACE = f"{ROOT}{LAYOUT}:"
GAME_PREFIX = f"{NAMESPACE}game:"
BEST_PREFIX = f"{NAMESPACE}best:"
#: The entry format this code writes. Older ones are migrated when read (MIGRATIONS).
SCHEMA = 1
#: Migrations of entries read from older formats: MIGRATIONS[n] turns a format-n entry (a dict)
#: into a format-(n + 1) one, and may raise EntryError. Format 1 is the first there ever was, so
#: the chain is empty; the tests drive it with a synthetic format 0 to prove the mechanism.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
#: Entries carry a "check" from this format on; it is verified before any migration.
CHECKED_SINCE = 1

BEST_PER_GAME = 10
SOLO_VARIANTS = ("axio", "rota")
#: A saved game is a few kilobytes; anything near this is not one (and is not parsed).
MAX_ENTRY_CHARS = 2_000_000
_FUTURE_LAYOUT = re.compile(r"axio:v(\d+):(game|best):")
_ID = re.compile(r"[0-9a-z][0-9a-z-]{0,63}")
_WHEN = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")


# ------------------------------------------------------------------ the store


class StorageUnavailable(Exception):
    """The store cannot be used at all (blocked by the browser, private mode, no API)."""


class QuotaExceeded(Exception):
    """The store is full: this write did not happen."""


class KeyValueStore(Protocol):
    """What we need from localStorage. Methods raise only the two exceptions above."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...

    def keys(self) -> list[str]: ...


class MemoryStore:
    """A store in a dict: the fallback when the browser gives us none, and the tests' fake.

    `quota` (characters of keys plus values, as browsers count) makes it fill up like a real one.
    """

    def __init__(self, items: Mapping[str, str] | None = None, quota: int | None = None) -> None:
        self.items: dict[str, str] = dict(items or {})
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise QuotaExceeded(key)
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.items)


# ------------------------------------------------------------------ what callers get back

SAVED = "saved"
FULL = "full"  # QuotaExceeded: not saved, the game goes on
CONFLICT = "conflict"  # another tab saved newer progress of this game (or damaged its entry)
MEMORY_ONLY = "memory"  # no storage: kept in this page only
INVALID = "invalid"  # the record handed to us does not replay (a bug upstream; nothing written)


@dataclass(frozen=True)
class SaveResult:
    status: str
    game_id: str | None = None
    revision: int = 0
    new_best: int | None = None  # rank (from 1) of a solo result that entered the best scores
    detail: str = ""
    variant: str = ""

    @property
    def ok(self) -> bool:
        return self.status == SAVED


@dataclass(frozen=True)
class Summary:
    """What the saved-games list shows, computed by replaying the record when it is saved."""

    variant: str
    players: tuple[str, ...]
    turns: int  # placements and exchanges (AXIO draws are not turns)
    over: bool
    scores: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    to_act: int | None

    def to_json_obj(self) -> dict[str, Any]:
        return {"variant": self.variant, "players": list(self.players), "turns": self.turns,
                "over": self.over, "scores": [list(s) for s in self.scores],
                "winners": list(self.winners), "to_act": self.to_act}


@dataclass(frozen=True)
class GameInfo:
    """One intact saved game."""

    key: str
    id: str
    revision: int
    created: str  # UTC, "2026-11-22T02:11:17Z"
    updated: str
    summary: Summary
    record: dict[str, Any]
    screen: dict[str, Any]

    @property
    def over(self) -> bool:
        return self.summary.over


@dataclass(frozen=True)
class BestScore:
    key: str
    id: str
    variant: str
    name: str
    date: str
    seed: int | str | None
    scores: tuple[int, ...]
    record: dict[str, Any]

    @property
    def result(self) -> int:
        """Ruling R3: the lowest colour alone."""
        return min(self.scores)

    def rank_key(self) -> tuple[Any, ...]:
        # R3 ranks by the lowest colour; R1's full comparison breaks ties, then the earlier date.
        return (tuple(-n for n in sorted(self.scores)), self.date, self.id)


@dataclass(frozen=True)
class Damaged:
    """An entry we cannot use. `reason` is a string-table key suffix, `detail` the specifics."""

    key: str
    reason: str  # not_json | not_entry | newer | edited | invalid | record | too_large
    detail: str = ""
    size: int = 0


@dataclass(frozen=True)
class SavedList:
    games: tuple[GameInfo, ...]  # newest first
    damaged: tuple[Damaged, ...]


@dataclass(frozen=True)
class BestList:
    scores: tuple[BestScore, ...]  # best first, at most BEST_PER_GAME
    damaged: tuple[Damaged, ...]


@dataclass(frozen=True)
class OpenedGame:
    """A saved game ready to show: continue it (not over) or replay it (over)."""

    id: str
    record: GameRecord
    replayed: Replayed
    screen_state: dict[str, Any]
    over: bool

    @property
    def record_json(self) -> str:
        return self.record.to_json()


@dataclass(frozen=True)
class ExportFile:
    filename: str
    text: str
    mime: str = "application/json"


IMPORTED = "imported"
DUPLICATE = "duplicate"  # the same game is saved already: nothing written
REFUSED = "refused"  # not a game record, or it does not replay: `detail` says why


@dataclass(frozen=True)
class ImportResult:
    status: str  # IMPORTED, DUPLICATE, REFUSED, FULL, MEMORY_ONLY
    game_id: str | None = None
    over: bool = False
    reason: str = ""  # for REFUSED: not_json | too_large | record
    detail: str = ""


# ------------------------------------------------------------------ entries: seal and open


class EntryError(Exception):
    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


def checksum(body: Mapping[str, Any]) -> str:
    """CRC-32 of the entry's canonical JSON without its "check" (formatting does not matter)."""
    canonical = json.dumps({k: v for k, v in body.items() if k != "check"}, sort_keys=True,
                           separators=(",", ":"), ensure_ascii=True)
    return f"{zlib.crc32(canonical.encode('ascii')):08x}"


def seal(body: Mapping[str, Any]) -> str:
    """The stored text of an entry: the body in the current format, with its check."""
    entry = {**body, "schema": SCHEMA}
    entry["check"] = checksum(entry)
    return json.dumps(entry, separators=(",", ":"), ensure_ascii=False)


def open_entry(text: str, migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]] | None = None,
               schema: int | None = None) -> dict[str, Any]:
    """The entry in the current format, or EntryError saying why not. Never writes anything:
    an old entry is migrated in memory and stored in the new format at its next save."""
    chain = MIGRATIONS if migrations is None else migrations
    schema = SCHEMA if schema is None else schema
    if len(text) > MAX_ENTRY_CHARS:
        raise EntryError("too_large", f"{len(text):,}")
    try:
        entry = json.loads(text)
    except (ValueError, RecursionError) as err:
        raise EntryError("not_json", _first_line(err)) from None
    if not isinstance(entry, dict):
        raise EntryError("not_entry", type(entry).__name__)
    version = entry.get("schema")
    if not isinstance(version, int) or isinstance(version, bool):
        raise EntryError("not_entry", "schema")
    if version > schema:
        raise EntryError("newer", str(version))
    if version < schema and not all(v in chain for v in range(version, schema)):
        raise EntryError("invalid", f"schema {version}")
    if version >= CHECKED_SINCE and entry.get("check") != checksum(entry):
        raise EntryError("edited")
    while version < schema:  # each step checks its own input and may refuse it
        entry = chain[version](entry)
        version += 1
        if not isinstance(entry, dict) or entry.get("schema") != version:
            raise EntryError("invalid", f"migration to {version}")
    return entry


def _first_line(err: BaseException) -> str:
    return str(err).splitlines()[0][:120] if str(err) else type(err).__name__


# ------------------------------------------------------------------ reading entries into values


def _text(value: Any, what: str, limit: int = 200) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise EntryError("invalid", what)
    return value


def _int(value: Any, what: str, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise EntryError("invalid", what)
    return value


def _when(value: Any, what: str) -> str:
    if not isinstance(value, str) or not _WHEN.fullmatch(value):
        raise EntryError("invalid", what)
    try:
        datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        raise EntryError("invalid", what) from None
    return value


def _scores(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) != 5:
        raise EntryError("invalid", what)
    return tuple(_int(n, what) for n in value)


def _envelope(value: Any) -> GameRecord:
    try:
        return read_record(value)
    except AxioError as err:
        raise EntryError("record", str(err)) from None


def _summary_from(value: Any) -> Summary:
    if not isinstance(value, dict):
        raise EntryError("invalid", "summary")
    players = value.get("players")
    if not (isinstance(players, list) and 1 <= len(players) <= 4):
        raise EntryError("invalid", "summary.players")
    scores = value.get("scores")
    if not (isinstance(scores, list) and len(scores) == len(players)):
        raise EntryError("invalid", "summary.scores")
    winners = value.get("winners")
    if not (isinstance(winners, list) and all(isinstance(w, int) and 0 <= w < len(players) for w in winners)):
        raise EntryError("invalid", "summary.winners")
    to_act = value.get("to_act")
    if to_act is not None:
        _int(to_act, "summary.to_act")
    over = value.get("over")
    if not isinstance(over, bool):
        raise EntryError("invalid", "summary.over")
    variant = value.get("variant")
    if variant not in SOLO_VARIANTS:
        raise EntryError("invalid", "summary.variant")
    return Summary(variant, tuple(_text(p, "summary.players") for p in players),
                   _int(value.get("turns"), "summary.turns"), over,
                   tuple(_scores(s, "summary.scores") for s in scores), tuple(winners), to_act)


def _game_from(key: str, entry: dict[str, Any]) -> GameInfo:
    if entry.get("kind") != "game":
        raise EntryError("invalid", "kind")
    game_id = _text(entry.get("id"), "id", 64)
    if key != GAME_PREFIX + game_id:
        raise EntryError("invalid", "id")
    record = entry.get("record")
    envelope = _envelope(record)
    summary = _summary_from(entry.get("summary"))
    if summary.variant != envelope.variant or summary.players != envelope.players:
        raise EntryError("invalid", "summary")
    screen = entry.get("screen")
    if not isinstance(screen, dict):
        raise EntryError("invalid", "screen")
    return GameInfo(key, game_id, _int(entry.get("revision"), "revision", 1),
                    _when(entry.get("created"), "created"), _when(entry.get("updated"), "updated"),
                    summary, record, screen)  # type: ignore[arg-type]


def _best_from(key: str, entry: dict[str, Any]) -> BestScore:
    if entry.get("kind") != "best":
        raise EntryError("invalid", "kind")
    variant = entry.get("variant")
    if variant not in SOLO_VARIANTS:
        raise EntryError("invalid", "variant")
    best_id = _text(entry.get("id"), "id", 64)
    if key != f"{BEST_PREFIX}{variant}:{best_id}":
        raise EntryError("invalid", "id")
    seed = entry.get("seed")
    if not (seed is None or isinstance(seed, (int, str))) or isinstance(seed, bool):
        raise EntryError("invalid", "seed")
    record = entry.get("record")
    envelope = _envelope(record)
    if envelope.variant != variant or len(envelope.players) != 1:
        raise EntryError("invalid", "record")
    return BestScore(key, best_id, variant, _text(entry.get("name"), "name"),
                     _when(entry.get("date"), "date"), seed, _scores(entry.get("scores"), "scores"),
                     record)  # type: ignore[arg-type]


def _decode(key: str, text: str | None, reader: Callable[[str, dict[str, Any]], Any]) -> Any:
    """The value of one entry, or Damaged. Malformed data of any shape ends here, not above."""
    if text is None:
        return None
    try:
        return reader(key, open_entry(text))
    except EntryError as err:
        return Damaged(key, err.reason, err.detail, len(text))
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as err:
        # A shape no check above foresaw: still only this entry is affected.
        return Damaged(key, "invalid", _first_line(err), len(text))


# ------------------------------------------------------------------ game facts


def summarize(replayed: Replayed) -> Summary:
    record, final = replayed.record, replayed.final
    result = game.outcome(final)
    turns = sum(isinstance(a, (AxioPlace, Exchange, RotaPlace)) for a in replayed.actions)
    return Summary(record.variant, record.players, turns, result is not None,
                   tuple(tuple(s) for s in final.scores), tuple(result.winners) if result else (),
                   None if result else game.to_act(final))


def human_seats(record: GameRecord) -> int:
    meta = record.extra.get("meta")
    seats = meta.get("seats") if isinstance(meta, dict) else None
    if not (isinstance(seats, list) and len(seats) == len(record.players)):
        return len(record.players)
    return sum(seat is None for seat in seats)


def resume_screen_state(record: GameRecord, stored: Mapping[str, Any], over: bool) -> dict[str, Any]:
    """The screen state to resume with: in hot-seat the cover is always up (never show a hand)."""
    state = dict(stored)
    if not over and human_seats(record) >= 2:
        state["cover"] = True
    return state


def seed_of(record: GameRecord) -> int | str | None:
    meta = record.extra.get("meta")
    seed = meta.get("seed") if isinstance(meta, dict) else None
    return seed if isinstance(seed, (int, str)) and not isinstance(seed, bool) else None


def _json_safe(state: Mapping[str, Any]) -> dict[str, Any]:
    """Only the screen-state items that JSON can hold (a screen bug must not stop a save)."""
    safe = {}
    for key, value in state.items():
        try:
            json.dumps(value, allow_nan=False)
        except (TypeError, ValueError):
            continue
        safe[str(key)] = value
    return safe


def _now() -> datetime:
    return datetime.now(UTC)


def _new_id() -> str:
    # Time first so ids sort roughly by creation; random so two tabs never pick the same.
    millis = int(datetime.now(UTC).timestamp() * 1000)
    return f"{_base36(millis)}-{secrets.token_hex(4)}"


def _base36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def when_text(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# ------------------------------------------------------------------ the saves


@dataclass
class _Binding:
    """Which saved game a screen's autosave key writes to, and the revision it builds on."""

    id: str
    revision: int
    variant: str
    players: tuple[str, ...]
    setup: Any
    moves: tuple[Any, ...]
    over: bool

    def continues(self, record: GameRecord, over: bool) -> bool:
        """Is `record` this game going on (or taken back), rather than a new one?"""
        if (record.variant, record.players, record.setup) != (self.variant, self.players, self.setup):
            return False
        # A finished game is never replaced by a new play of the same deal.
        return not self.over or record.moves == self.moves


@dataclass
class _Pending:
    key: str
    record_json: str
    screen_state: dict[str, Any]


@dataclass
class Saves:
    """All saving for one page. Hold one per page; pass it to the screens that need it.

    `store` None means the browser gave no storage: everything is kept in memory only.
    """

    store: KeyValueStore | None
    clock: Callable[[], datetime] = _now
    new_id: Callable[[], str] = _new_id
    available: bool = field(init=False)
    last_status: str = field(init=False, default=SAVED)
    _bindings: dict[str, _Binding] = field(init=False, default_factory=dict)
    _pending: _Pending | None = field(init=False, default=None)
    _bad: dict[str, Damaged] = field(init=False, default_factory=dict)  # found damaged on open

    def __post_init__(self) -> None:
        self.available = self.store is not None
        if self.store is None:
            self.store = MemoryStore()

    # -------------------------------------------------------------- the store, guarded

    def _lost_store(self) -> None:
        """The browser took storage away mid-session: carry on in memory."""
        self.available = False
        self.store = MemoryStore()

    def _get(self, key: str) -> str | None:
        try:
            return self.store.get(key)  # type: ignore[union-attr]
        except StorageUnavailable:
            self._lost_store()
            return None
        except QuotaExceeded:  # a read cannot fill the store; a confused backend is "no value"
            return None

    def _keys(self) -> list[str]:
        try:
            return list(self.store.keys())  # type: ignore[union-attr]
        except (StorageUnavailable, QuotaExceeded):
            self._lost_store()
            return []

    def _set(self, key: str, text: str) -> str:
        """Write one entry; SAVED, FULL or MEMORY_ONLY."""
        try:
            self.store.set(key, text)  # type: ignore[union-attr]
        except QuotaExceeded:
            return FULL
        except StorageUnavailable:
            self._lost_store()
            self.store.set(key, text)  # type: ignore[union-attr]
            return MEMORY_ONLY
        return SAVED if self.available else MEMORY_ONLY

    def _remove(self, key: str) -> None:
        try:
            self.store.remove(key)  # type: ignore[union-attr]
        except (StorageUnavailable, QuotaExceeded):
            self._lost_store()

    # -------------------------------------------------------------- autosave

    def autosave(self, key: str, record_json: str,
                 screen_state: Mapping[str, Any] | None = None) -> SaveResult:
        """Store the game in progress behind `key` (the SaveGame effect). Never raises."""
        screen = _json_safe(screen_state or {})
        try:
            record = read_record(record_json)
            replayed = replay(record)
        except AxioError as err:
            return SaveResult(INVALID, detail=str(err))
        summary = summarize(replayed)
        binding = self._bindings.get(key)
        if binding is not None and not binding.continues(record, summary.over):
            binding = None  # a new game in this screen: it gets its own entry
        if binding is None:
            binding = _Binding(self.new_id(), 0, record.variant, record.players, record.setup, (), False)
            self._bindings[key] = binding
        result = self._write_game(binding, record, summary, screen)
        if result.status in (FULL, CONFLICT):
            self._pending = _Pending(key, record_json, screen)
        else:
            self._pending = None
        self.last_status = result.status
        return result

    def _write_game(self, binding: _Binding, record: GameRecord, summary: Summary,
                    screen: dict[str, Any], played_here: bool = True) -> SaveResult:
        stored = self._read_game(binding.id)
        if isinstance(stored, Damaged) or (stored is not None and stored.revision != binding.revision):
            # Another tab moved on (or the entry was damaged): never overwrite either.
            return SaveResult(CONFLICT, binding.id, binding.revision, variant=record.variant)
        now = when_text(self.clock())
        revision = binding.revision + 1
        body = {"kind": "game", "id": binding.id, "revision": revision,
                "created": stored.created if stored else now, "updated": now,
                "record": record.to_json_obj(), "screen": screen, "summary": summary.to_json_obj()}
        status = self._set(GAME_PREFIX + binding.id, seal(body))
        if status == FULL:
            return SaveResult(FULL, binding.id, binding.revision, variant=record.variant)
        binding.revision, binding.moves, binding.over = revision, record.moves, summary.over
        # Only a game finished at this table is a personal best, not an imported file.
        new_best = None
        if summary.over and played_here:
            new_best = self._record_best(binding.id, record, summary, now)
        return SaveResult(status, binding.id, revision, new_best, variant=record.variant)

    def _read_game(self, game_id: str) -> GameInfo | Damaged | None:
        key = GAME_PREFIX + game_id
        item: GameInfo | Damaged | None = _decode(key, self._get(key), _game_from)
        return item

    def retry(self) -> SaveResult | None:
        """Save again what the last autosave could not (after making room). None if nothing waits."""
        pending = self._pending
        if pending is None:
            return None
        return self.autosave(pending.key, pending.record_json, pending.screen_state)

    def keep_both(self, key: str) -> SaveResult | None:
        """After a CONFLICT: save this screen's game as a new saved game and go on with that one."""
        pending = self._pending
        if pending is None or pending.key != key:
            return None
        self._bindings.pop(key, None)
        return self.autosave(key, pending.record_json, pending.screen_state)

    def detach(self, key: str) -> None:
        """The next autosave behind `key` is a new game (call when the player starts one)."""
        self._bindings.pop(key, None)
        if self._pending is not None and self._pending.key == key:
            self._pending = None

    # -------------------------------------------------------------- the list, open, resume

    def list_games(self) -> SavedList:
        games: list[GameInfo] = []
        damaged: list[Damaged] = []
        for key in sorted(self._keys()):
            if key.startswith(GAME_PREFIX):
                item = _decode(key, self._get(key), _game_from)
            elif _is_future(key):
                text = self._get(key)
                item = None if text is None else Damaged(key, "newer", key.split(":")[1], len(text))
            else:
                continue
            if isinstance(item, GameInfo) and item.key in self._bad:
                item = self._bad[item.key]
            if isinstance(item, GameInfo):
                games.append(item)
            elif isinstance(item, Damaged):
                damaged.append(item)
        games.sort(key=lambda g: (g.updated, g.id), reverse=True)
        return SavedList(tuple(games), tuple(damaged))

    def last_game(self) -> GameInfo | None:
        """What "Continue" resumes: the most recently saved unfinished game, if any."""
        return next((g for g in self.list_games().games if not g.over), None)

    def open_game(self, game_id: str, bind_key: str | None = "current") -> OpenedGame | Damaged | None:
        """Load a saved game, replaying it in full. An unfinished one is bound to `bind_key`, so
        that the screen's autosaves continue this entry; None if it is gone."""
        item = self._read_game(game_id) if _ID.fullmatch(game_id) else None
        if not isinstance(item, GameInfo):
            return item
        try:
            record = read_record(item.record)
            replayed = replay(record)
        except AxioError as err:
            damaged = Damaged(item.key, "record", str(err), 0)
            self._bad[item.key] = damaged  # listed as damaged from now on; the entry stays as it is
            return damaged
        over = game.outcome(replayed.final) is not None
        if not over and bind_key is not None:
            self.detach(bind_key)
            self._bindings[bind_key] = _Binding(item.id, item.revision, record.variant, record.players,
                                                record.setup, record.moves, over)
        return OpenedGame(item.id, record, replayed, resume_screen_state(record, item.screen, over), over)

    def continue_last(self, bind_key: str = "current") -> OpenedGame | Damaged | None:
        last = self.last_game()
        return self.open_game(last.id, bind_key) if last else None

    # -------------------------------------------------------------- delete, make room

    def delete(self, key: str) -> bool:
        """Remove one saved game or best score by its storage key (damaged ones too)."""
        if not key.startswith(ROOT):
            return False
        self._remove(key)
        self._bad.pop(key, None)
        for name, binding in list(self._bindings.items()):
            if GAME_PREFIX + binding.id == key:
                del self._bindings[name]
        return True

    def clear_oldest_finished(self, count: int = 1) -> list[str]:
        """Make room: delete the `count` least recently saved finished games. Unfinished games,
        damaged entries and best scores are never touched. Returns the keys removed."""
        finished = sorted((g for g in self.list_games().games if g.over), key=lambda g: (g.updated, g.id))
        removed = [g.key for g in finished[:max(count, 0)]]
        for key in removed:
            self.delete(key)
        return removed

    # -------------------------------------------------------------- export, import

    def export_game(self, game_id: str) -> ExportFile | None:
        item = self._read_game(game_id) if _ID.fullmatch(game_id) else None
        if not isinstance(item, GameInfo):
            return None
        return ExportFile(export_filename(item.summary.variant, item.summary.players, item.updated),
                          json.dumps(item.record, ensure_ascii=False) + "\n")

    def export_raw(self, key: str) -> ExportFile | None:
        """A damaged entry exactly as stored, so the player can keep or mend it before deleting."""
        text = self._get(key) if key.startswith(ROOT) else None
        if text is None:
            return None
        name = re.sub(r"[^0-9a-z-]+", "-", key.lower()).strip("-")
        return ExportFile(f"{name}.txt", text, "text/plain")

    def import_text(self, text: str) -> ImportResult:
        """Add a game from an exported file (a game record; a saved entry's record is accepted too)."""
        if len(text) > MAX_ENTRY_CHARS:
            return ImportResult(REFUSED, reason="too_large")
        try:
            obj = json.loads(text)
        except (ValueError, RecursionError) as err:
            return ImportResult(REFUSED, reason="not_json", detail=_first_line(err))
        if isinstance(obj, dict) and obj.get("kind") == "game" and isinstance(obj.get("record"), dict):
            obj = obj["record"]
        try:
            record = read_record(obj)
            replayed = replay(record)
        except AxioError as err:
            return ImportResult(REFUSED, reason="record", detail=str(err))
        summary = summarize(replayed)
        wanted = record.to_json_obj()
        for saved in self.list_games().games:
            if saved.record == wanted:
                return ImportResult(DUPLICATE, saved.id, saved.over)
        binding = _Binding(self.new_id(), 0, record.variant, record.players, record.setup, (), False)
        screen = resume_screen_state(record, {}, summary.over)
        result = self._write_game(binding, record, summary, screen, played_here=False)
        status = IMPORTED if result.status == SAVED else result.status
        return ImportResult(status, binding.id, summary.over)

    # -------------------------------------------------------------- solo best scores

    def best_scores(self, variant: str) -> BestList:
        prefix = f"{BEST_PREFIX}{variant}:"
        scores: list[BestScore] = []
        damaged: list[Damaged] = []
        for key in sorted(self._keys()):
            if not key.startswith(prefix):
                continue
            item = _decode(key, self._get(key), _best_from)
            if isinstance(item, BestScore) and item.variant == variant:
                scores.append(item)
            elif isinstance(item, Damaged):
                damaged.append(item)
        scores.sort(key=BestScore.rank_key)
        return BestList(tuple(scores[:BEST_PER_GAME]), tuple(damaged))

    def _record_best(self, game_id: str, record: GameRecord, summary: Summary, now: str) -> int | None:
        """Enter a finished solo game in its best scores if it makes the top ten; its rank or None."""
        if len(record.players) != 1 or record.variant not in SOLO_VARIANTS:
            return None
        key = f"{BEST_PREFIX}{record.variant}:{game_id}"
        if self._get(key) is not None:
            return None  # entered already (a save after the end)
        entry = BestScore(key, game_id, record.variant, record.players[0], now, seed_of(record),
                          summary.scores[0], record.to_json_obj())
        current = list(self.best_scores(record.variant).scores)
        ranked = sorted([*current, entry], key=BestScore.rank_key)
        rank = ranked.index(entry) + 1
        if rank > BEST_PER_GAME:
            return None
        body = {"kind": "best", "id": game_id, "variant": entry.variant, "name": entry.name,
                "date": now, "seed": entry.seed, "scores": list(entry.scores), "record": entry.record}
        if self._set(key, seal(body)) == FULL:
            return None
        for dropped in ranked[BEST_PER_GAME:]:
            self._remove(dropped.key)  # pushed out of the top ten (damaged entries stay)
        return rank


def _is_future(key: str) -> bool:
    match = _FUTURE_LAYOUT.match(key)
    return match is not None and int(match.group(1)) > int(LAYOUT[1:])


def export_filename(variant: str, players: Iterable[str], when: str) -> str:
    """'axio-rota-2026-11-22-anna-beata.json': the game, the day, the players."""
    game = "axio" if variant == "axio" else "axio-rota"
    names = "-".join(re.sub(r"[^0-9a-z]+", "-", p.lower()).strip("-") for p in players)
    names = re.sub(r"-+", "-", names).strip("-")[:60]
    return f"{game}-{when[:10]}{'-' + names if names else ''}.json"
