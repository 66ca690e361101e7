"""The page's picture of localStorage: an immutable snapshot of our keys, changed by value.

The image is read once at boot (every key starting with `axio:`, local.read_image). The app
changes its image optimistically and returns the resulting `Write`s; each carries the text
the image held when the write was decided (`expected`), so the write is refused rather than
made over what another tab wrote meanwhile (local.write_through). The answer to a refused
write (`StoreWritten`) and other tabs' changes (`StoreChanged`) come back as `corrected`.

    >>> image, writes = StoreImage({}).changed({"axio:v1:game:g1": "{}"})
    >>> writes
    (Write(key='axio:v1:game:g1', text='{}', expected=None),)
    >>> image.get("axio:v1:game:g1")
    '{}'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from types import MappingProxyType

from .derived import Derives

#: Every key of ours starts with this; the image holds only such keys.
ROOT = "axio:"


@dataclass(frozen=True)
class Write:
    """One key of the store to write (a `WriteStore` effect carries them): `text` None removes
    it. `expected` is what the store held when the app decided (None: nothing): the glue
    writes only if that is still so (two tabs)."""

    key: str
    text: str | None
    expected: str | None


@dataclass(frozen=True)
class StoreWritten:
    """The glue's answer (an event): how a `WriteStore` went for one key: `status` "saved",
    "full" (quota) or "conflict" (another tab wrote first) or "memory" (the browser took
    storage away), and the text the store really holds for the key now (None: nothing)."""

    key: str
    status: str
    actual: str | None


class WriteStatus(StrEnum):
    """How one `Write` went, as the glue reports it in `StoreWritten.status` (same strings)."""

    SAVED = "saved"
    FULL = "full"  # quota exceeded: nothing written, the store holds `actual`
    CONFLICT = "conflict"  # the store did not hold `expected` (another tab): nothing written
    MEMORY = "memory"  # the browser took storage away: kept in this page only
    SPARE = "spare"  # localStorage full: written to the spare store, IndexedDB (storage/spill.py)


@dataclass(frozen=True)
class StoreImage(Derives):
    """Our keys of localStorage as they are (or as our own pending writes will make them).
    What other modules work out from a whole image (the daily results) is made once per
    image: `derived` (derived.py).

    `available` False: the browser gave us no storage. Everything still works in the image
    (in memory, for this visit) and writes are still returned; the glue drops them.
    """

    entries: Mapping[str, str] = field(default_factory=dict)
    available: bool = True
    spare: frozenset[str] = frozenset()  # the keys kept in the spare store (storage/spill.py)

    def __post_init__(self) -> None:
        # A private copy behind a read-only view: the caller's dict cannot change the image.
        object.__setattr__(self, "entries", MappingProxyType(dict(self.entries)))

    def __hash__(self) -> int:
        return hash((frozenset(self.entries.items()), self.available, self.spare))

    @classmethod
    def snapshot(cls, items: Mapping[str, str], available: bool = True) -> StoreImage:
        """The image of a whole store: only our keys (`axio:...`) are kept."""
        return cls({k: v for k, v in items.items() if k.startswith(ROOT)}, available)

    def get(self, key: str) -> str | None:
        return self.entries.get(key)

    def keys(self, prefix: str = "") -> tuple[str, ...]:
        """Our keys starting with `prefix`, sorted (so listings do not depend on store order)."""
        return tuple(sorted(k for k in self.entries if k.startswith(prefix)))

    def changed(self, changes: Mapping[str, str | None]) -> tuple[StoreImage, tuple[Write, ...]]:
        """The image with `changes` applied (None removes a key), and the writes that make the
        store match it, each `expected` to find what this image held. No-op changes write
        nothing."""
        entries = dict(self.entries)
        writes: list[Write] = []
        for key, text in changes.items():
            old = entries.get(key)
            if text == old:
                continue
            writes.append(Write(key, text, old))
            if text is None:
                del entries[key]
            else:
                entries[key] = text
        if not writes:
            return self, ()
        return StoreImage(entries, self.available, self.spare & entries.keys()), tuple(writes)

    def corrected(self, key: str, actual: str | None) -> StoreImage:
        """The image after learning that the store holds `actual` for `key` (StoreWritten after
        a refused write, StoreChanged from another tab)."""
        if self.entries.get(key) == actual:
            return self
        entries = dict(self.entries)
        if actual is None:
            entries.pop(key, None)
        else:
            entries[key] = actual
        return StoreImage(entries, self.available, self.spare & entries.keys())

    def lost(self) -> StoreImage:
        """The browser took storage away mid-visit: carry on in memory with what we have."""
        return self if not self.available else StoreImage(self.entries, False, self.spare)

    def after_write(self, key: str, status: WriteStatus, actual: str | None) -> StoreImage:
        """The image after the glue's answer to one write (the `StoreWritten` event)."""
        if status == WriteStatus.MEMORY:
            return self.lost()
        if status in (WriteStatus.SAVED, WriteStatus.SPARE):
            spare = self.spare | {key} if status == WriteStatus.SPARE else self.spare - {key}
            return self if spare == self.spare else replace(self, spare=frozenset(spare))
        return self.corrected(key, actual)
