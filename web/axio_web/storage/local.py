"""localStorage itself, behind a port: reading it once at boot, and writing one key only while
it still holds what the app expected.

The glue adapts `window.localStorage` to `LocalStore`; the tests hand in a fake with a quota
and tabs. Everything that decides lives here, so the browser and the tests run the same code:

    write_through(store, Write("axio:k", "new", expected="old"))   # the store holds "other"
    -> StoreWritten(key="axio:k", status="conflict", actual="other")

A write that went as expected answers nothing (None); every other outcome answers with the
`StoreWritten` event the app learns from (full, another tab wrote first, no storage).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from .image import ROOT, StoreImage, StoreWritten, Write, WriteStatus

#: Written and removed at boot: some browsers only refuse storage when it is written to.
PROBE_KEY = "axio:probe"


class StoreRefused(Exception):
    """The browser refused to read or write (storage blocked, or taken away mid-visit)."""


class StoreFull(StoreRefused):
    """The quota is used up: nothing was written."""


class LocalStore(Protocol):
    """localStorage as the page uses it. `get`, `set`, `remove` and `keys` raise `StoreRefused`
    (`StoreFull` for the quota) where the browser refuses."""

    @property
    def available(self) -> bool:
        """The browser gives the page a store at all (asked anew each time)."""
        ...

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, text: str) -> None: ...

    def remove(self, key: str) -> None: ...

    def keys(self) -> Iterable[str]: ...


#: How browsers name the error of a full store (Firefox its own way).
QUOTA_ERRORS = ("QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED")


class WebStorage:
    """A `LocalStore` over the browser's Web Storage API (getItem, setItem, removeItem, key,
    length): `read_local()` returns window.localStorage, None where there is none, or throws
    (a sandboxed frame). Looked up at every use: the browser may take storage away mid-visit."""

    def __init__(self, read_local: Callable[[], Any]) -> None:
        self.read_local = read_local

    def local(self) -> Any:
        try:
            return self.read_local() or None
        except Exception:  # blocked: reading the property throws
            return None

    @property
    def available(self) -> bool:
        return self.local() is not None

    def _call(self, method: str, *args: object) -> Any:
        try:
            return getattr(self.local(), method)(*args)
        except Exception as error:  # in Pyodide a thrown DOMException, named in the text
            text = f"{getattr(error, 'name', '')} {error}"
            raise (StoreFull if any(name in text for name in QUOTA_ERRORS) else StoreRefused)(text) from error

    def get(self, key: str) -> str | None:
        value = self._call("getItem", key)
        return str(value) if isinstance(value, str) else None

    def set(self, key: str, text: str) -> None:
        self._call("setItem", key, text)

    def remove(self, key: str) -> None:
        self._call("removeItem", key)

    def keys(self) -> list[str]:
        count = int(self.local().length) if self.available else 0
        return [key for i in range(count) if isinstance(key := self._call("key", i), str)]


def is_ours(key: str) -> bool:
    """A key of our saved games and best scores, worth telling the app about when another tab
    changes it (the boot probe is not: it is gone again at once)."""
    return key.startswith(ROOT) and key != PROBE_KEY


def read_image(store: LocalStore) -> StoreImage:
    """Our saved games and best scores as the page starts; storage refused: memory only."""
    if not store.available:
        return StoreImage({}, available=False)
    try:
        store.set(PROBE_KEY, "1")
        store.remove(PROBE_KEY)
    except StoreFull:
        pass  # a full store still reads, and frees room when the player deletes
    except StoreRefused:
        return StoreImage({}, available=False)
    entries = {}
    for key in list(store.keys()):
        if key.startswith(ROOT) and (value := store.get(key)) is not None:
            entries[key] = value
    return StoreImage(entries, spare=frozenset(key for key in entries if in_spare(store, key)))


def read_quietly(store: LocalStore, key: str) -> str | None:
    """One key, or None where the browser refuses (a preference, the text after a failure)."""
    try:
        return store.get(key) if store.available else None
    except StoreRefused:
        return None


def remember(store: LocalStore, key: str, text: str) -> None:
    """A preference: written where the browser lets us, silently skipped where not."""
    try:
        if store.available:
            store.set(key, text)
    except StoreRefused:
        pass  # full or refused: the page works without it


def write_through(store: LocalStore, write: Write) -> StoreWritten | None:
    """Write one key if the store still holds what the app expected (compare before write:
    another tab may have written since); else say what it holds. None: it went as expected."""
    if not store.available:
        return StoreWritten(write.key, WriteStatus.MEMORY, None)
    try:
        current = store.get(write.key)
        if current != write.expected:
            return StoreWritten(write.key, WriteStatus.CONFLICT, current)
        was_spare = in_spare(store, write.key)
        if write.text is None:
            store.remove(write.key)
        else:
            store.set(write.key, write.text)
    except StoreRefused as error:
        status = WriteStatus.FULL if isinstance(error, StoreFull) else WriteStatus.MEMORY
        return StoreWritten(write.key, status, read_quietly(store, write.key))
    if in_spare(store, write.key) != was_spare:  # spilled to the spare store, or back (spill.py)
        return StoreWritten(write.key, WriteStatus.SPARE if not was_spare else WriteStatus.SAVED, write.text)
    return None


def in_spare(store: LocalStore, key: str) -> bool:
    """The key is kept in the spare store (a `spill.SpillStore` over a full localStorage)."""
    check = getattr(store, "in_spare", None)
    return bool(check(key)) if check is not None else False
