"""Helpers for the storage tests: games played by rote, and a fake browser with tabs.

`LocalStorage` is localStorage itself, shared by tabs (with a quota, and tabs that hear each
other's changes); `TabStorage` is that store as one tab's glue sees it, a
`storage.local.LocalStore`. What the page decides about a write (compare before write, the
`StoreWritten` answer) is `storage.local`'s, run here as in the browser. `Tab` composes the
storage functions exactly as the app is meant to: it holds one image and one slot, carries out
each `Write` through `storage.local.write_through`, and applies the answers (`StoreWritten`)
and other tabs' changes (`StoreChanged`). Only these test fakes are mutable.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

from axio_web.runtime.events import StoreChanged
from axio_web.storage import (
    BEST_PREFIX,
    GAME_PREFIX,
    Damaged,
    ImportResult,
    OpenedGame,
    SaveStatus,
    Slot,
    StoreImage,
    WriteStatus,
    clear_oldest_finished,
    delete,
    import_text,
    last_unfinished,
    open_game,
    save_game,
    slot_after_write,
)
from axio_web.storage.image import StoreWritten, Write
from axio_web.storage.local import StoreFull, StoreRefused, is_ours, read_image, write_through

from axio_core.session import Session
from tests.spec_examples import EXAMPLES

SAMPLES = Path(__file__).resolve().parent / "data" / "saves"
START = datetime(2026, 11, 22, 9, 0, tzinfo=UTC)


def example(name: str) -> str:
    return (EXAMPLES / name).read_text(encoding="utf-8")


def play(
    variant: str,
    names: list[str],
    seed: int,
    turns: int | None = None,
    seats: tuple[str | None, ...] | None = None,
) -> list[Session]:
    """Every session of a game that always plays the first legal action."""
    session = Session.new(variant, names, seed, seats)
    sessions = [session]
    while session.outcome() is None and (turns is None or len(sessions) <= turns):
        session = session.play(session.legal_actions()[0])
        sessions.append(session)
    return sessions


def finished_solo(variant: str, seed: int) -> Session:
    return play(variant, [f"Seed {seed}"], seed=seed)[-1]


def minutes(start: datetime = START) -> Iterator[datetime]:
    """A clock that ticks one minute per reading."""
    return (start + timedelta(minutes=n) for n in itertools.count())


def sample_entries(folder: str = "v1") -> dict[str, str]:
    """The sample entries of one format, as a store holds them (key -> JSON text)."""
    out = {}
    for path in sorted((SAMPLES / folder).glob("*.json")):
        sample = json.loads(path.read_text(encoding="utf-8"))
        out[sample["key"]] = json.dumps(sample["value"])
    return out


class Listener(Protocol):
    """A tab as the store sees it: it hears other tabs' writes."""

    inbox: list[StoreChanged]

    def hear(self) -> None: ...


@dataclass
class LocalStorage:
    """localStorage shared by tabs: a quota, or no storage at all (`available` False)."""

    items: dict[str, str] = field(default_factory=dict)
    quota: int | None = None  # characters of keys plus values, as browsers count
    available: bool = True
    tabs: list[Any] = field(default_factory=list)  # Listener
    prompt: bool = True  # other tabs hear a change at once; False: when they call `hear()`

    def used(self) -> int:
        return sum(len(k) + len(v) for k, v in self.items.items())

    def seen_by(self, tab: Listener) -> TabStorage:
        return TabStorage(self, tab)


@dataclass
class TabStorage:
    """The store as one tab's glue sees it (a `storage.local.LocalStore`): it refuses where
    the browser would, and every other tab hears each change (the `storage` event)."""

    browser: LocalStorage
    tab: Listener

    @property
    def available(self) -> bool:
        return self.browser.available

    def get(self, key: str) -> str | None:
        self._check()
        return self.browser.items.get(key)

    def set(self, key: str, text: str) -> None:
        self._check()
        browser, actual = self.browser, self.browser.items.get(key)
        if browser.quota is not None:
            others = browser.used() - (len(key) + len(actual) if actual is not None else 0)
            if others + len(key) + len(text) > browser.quota:
                raise StoreFull(key)
        browser.items[key] = text
        self._tell(key, text)

    def remove(self, key: str) -> None:
        self._check()
        self.browser.items.pop(key, None)
        self._tell(key, None)

    def keys(self) -> list[str]:
        self._check()
        return list(self.browser.items)

    def _check(self) -> None:
        if not self.browser.available:
            raise StoreRefused("no storage")

    def _tell(self, key: str, value: str | None) -> None:
        for other in self.browser.tabs:
            if other is not self.tab:
                other.inbox.append(StoreChanged(key, value))
                if self.browser.prompt:
                    other.hear()


@dataclass
class Browser(LocalStorage):
    """The store with tabs that call the storage functions directly."""

    def tab(self, prefix: str = "g") -> Tab:
        tab = Tab(self, StoreImage({}), prefix=prefix)
        tab.image = read_image(tab.storage)  # as the glue reads it at boot
        self.tabs.append(tab)
        return tab


@dataclass
class Tab:
    """What the app does with the storage functions, for one page (one table)."""

    browser: Browser
    image: StoreImage
    slot: Slot | None = None
    clock: Iterator[datetime] = field(default_factory=minutes)
    prefix: str = "g"  # new entries are g1, g2... (the app would draw them: storage.new_id)
    count: int = 1
    known: tuple[Damaged, ...] = ()  # entries found damaged when opened
    answers: list[StoreWritten] = field(default_factory=list)
    inbox: list[StoreChanged] = field(default_factory=list)

    @property
    def storage(self) -> TabStorage:
        return self.browser.seen_by(self)

    def hear(self) -> None:
        """Take in the other tabs' changes to our keys (the `StoreChanged` events)."""
        for change in self.inbox:
            if is_ours(change.key):
                self.image = self.image.corrected(change.key, change.value)
        self.inbox.clear()

    def new_id(self) -> str:
        return f"{self.prefix}{self.count}"

    def took(self, game_id: str | None) -> None:
        """Count the new id as used if the entry got it."""
        if game_id == self.new_id():
            self.count += 1

    def carry_out(self, writes: tuple[Write, ...]) -> dict[str, StoreWritten]:
        """Hand the writes to the glue and apply its answers; the answers by key."""
        answers: dict[str, StoreWritten] = {}
        for write in writes:
            answer = write_through(self.storage, write)
            if answer is None:
                continue
            status = WriteStatus(answer.status)
            self.image = self.image.after_write(answer.key, status, answer.actual)
            self.slot = slot_after_write(self.slot, answer.key, status, answer.actual)
            answers[answer.key] = answer
            self.answers.append(answer)
        return answers

    def autosave(self, session: Session, screen: dict[str, Any] | None = None) -> Saved:
        out = save_game(
            self.image, self.slot, session, screen or {"cover": False}, next(self.clock), self.new_id()
        )
        self.took(out.slot.id)
        self.image, self.slot = out.image, out.slot
        answers = self.carry_out(out.writes)
        status, new_best = out.status, out.new_best
        if out.slot.key in answers:
            status = SaveStatus.from_write(WriteStatus(answers[out.slot.key].status))
        if any(k.startswith(BEST_PREFIX) and a.status != WriteStatus.MEMORY for k, a in answers.items()):
            new_best = None  # the best score did not get stored after all (full, another tab)
        return Saved(status, out.slot.id, out.slot.revision, new_best)

    def autosave_all(self, sessions: list[Session], screen: dict[str, Any] | None = None) -> Saved:
        result = None
        for session in sessions[1:]:
            result = self.autosave(session, screen)
        assert result is not None
        return result

    def keep_both(self, session: Session, screen: dict[str, Any] | None = None) -> Saved:
        self.slot = None
        return self.autosave(session, screen)

    def open(self, game_id: str) -> OpenedGame | Damaged | None:
        opened = open_game(self.image, game_id)
        if isinstance(opened, OpenedGame) and opened.slot is not None:
            self.slot = opened.slot
        elif isinstance(opened, Damaged):
            self.known += (opened,)
        return opened

    def continue_last(self) -> OpenedGame | Damaged | None:
        last = last_unfinished(self.image, self.known)
        return self.open(last.id) if last else None

    def delete(self, key: str) -> None:
        self.image, writes = delete(self.image, key)
        self.carry_out(writes)

    def clear_oldest_finished(self, count: int = 1) -> tuple[str, ...]:
        removed = clear_oldest_finished(self.image, count, self.known)
        self.image = removed.image
        self.carry_out(removed.writes)
        return removed.keys

    def import_text(self, text: str) -> ImportResult:
        out = import_text(self.image, text, next(self.clock), self.new_id())
        self.took(out.result.game_id)
        self.image = out.image
        self.carry_out(out.writes)
        return out.result

    def stored_game(self) -> tuple[str, str]:
        """The one saved game's key and text, as the browser holds it."""
        (key,) = [k for k in self.browser.items if k.startswith(GAME_PREFIX)]
        return key, self.browser.items[key]


@dataclass(frozen=True)
class Saved:
    """An autosave as the page sees it once the glue has answered."""

    status: SaveStatus
    game_id: str
    revision: int
    new_best: int | None

    @property
    def ok(self) -> bool:
        return self.status is SaveStatus.SAVED


def tamper(browser: Browser, key: str, text: str | None, *tabs: Tab) -> None:
    """Change the store behind the page's back (a hand edit, an older version): tabs hear it."""
    if text is None:
        browser.items.pop(key, None)
    else:
        browser.items[key] = text
    for tab in tabs or tuple(browser.tabs):
        tab.image = tab.image.corrected(key, text)
