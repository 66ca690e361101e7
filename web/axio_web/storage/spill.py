"""A second store for when localStorage is full: a move is never lost because storage refused
it (issue 35).

localStorage has about 5 MB per origin, shared with every other app of that origin (GitHub
Pages gives all of a user's projects one origin). When it refuses a write, the key goes to the
spare store instead: IndexedDB, whose quota is far larger. `SpillStore` joins the two into one
`LocalStore`, so everything above it (compare before write, the image, the app) is unchanged:

    store = SpillStore(WebStorage(...), spare)         # the glue; the tests use fakes
    write_through(store, Write("axio:k", "new", None))  # localStorage full: kept in the spare
    -> StoreWritten("axio:k", status="spare", actual="new")

A key lives in one of the two at a time: spilled, its stale copy leaves localStorage; written
to localStorage again (room was made), it leaves the spare. Reading prefers the spare (it holds
the newer text). The spare is read whole before the page starts (the glue awaits it), so every
call here stays synchronous; the glue writes it through to IndexedDB in order, and tells other
tabs (BroadcastChannel), which hear it as a `StoreChanged` as they hear localStorage's.
"""

from __future__ import annotations

from collections.abc import Iterable
from contextlib import suppress
from typing import Protocol

from .local import PROBE_KEY, LocalStore, StoreFull, StoreRefused


class SpareStore(Protocol):
    """The spare store as the page sees it: a mirror read at boot, written through."""

    @property
    def available(self) -> bool: ...

    def get(self, key: str) -> str | None: ...

    def put(self, key: str, text: str) -> None:
        """Keep `text` under `key` (the mirror at once; the store itself soon after, in order)."""

    def delete(self, key: str) -> None: ...

    def keys(self) -> Iterable[str]: ...


class SpillStore:
    """localStorage, and where it is full, the spare store (a `LocalStore`)."""

    def __init__(self, local: LocalStore, spare: SpareStore) -> None:
        self.local = local
        self.spare = spare

    @property
    def available(self) -> bool:
        return self.local.available

    def in_spare(self, key: str) -> bool:
        return self.spare.available and self.spare.get(key) is not None

    def get(self, key: str) -> str | None:
        if self.spare.available and (text := self.spare.get(key)) is not None:
            return text
        return self.local.get(key)

    def set(self, key: str, text: str) -> None:
        try:
            self.local.set(key, text)
        except StoreFull:
            if key == PROBE_KEY or not self.spare.available:
                raise
            self.spare.put(key, text)
            with suppress(StoreRefused):
                self.local.remove(key)  # its old text would hide nothing, but wastes room
            return
        if self.in_spare(key):
            self.spare.delete(key)  # room again: back in localStorage, one copy only

    def remove(self, key: str) -> None:
        if self.in_spare(key):
            self.spare.delete(key)
        self.local.remove(key)

    def keys(self) -> list[str]:
        local = list(self.local.keys())
        known = set(local)
        spare = [key for key in self.spare.keys() if key not in known] if self.spare.available else []  # noqa: SIM118
        return local + spare


class MemorySpare:
    """A `SpareStore` in a dict: the tests' IndexedDB, and the page's where it has none."""

    def __init__(self, entries: dict[str, str] | None = None, available: bool = True) -> None:
        self.entries = dict(entries or {})
        self._available = available

    @property
    def available(self) -> bool:
        return self._available

    def get(self, key: str) -> str | None:
        return self.entries.get(key)

    def put(self, key: str, text: str) -> None:
        self.entries[key] = text

    def delete(self, key: str) -> None:
        self.entries.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.entries)
