"""IndexedDB as the spare store (storage/spill.py, issue 35): with glue.py and peer_glue.py, the
only modules that touch the browser. It decides nothing: it reads the whole store before the
page starts (so that the page reads it synchronously, as it reads localStorage), writes each
change through in order, and tells the other tabs (a BroadcastChannel), which hear it as the
`storage` event of localStorage. `window.axioSparePending` counts the writes not yet committed
(the browser tests wait for 0 before they reload)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy  # type: ignore[import-not-found]
from pyscript import window  # type: ignore[import-not-found]
from pyscript.ffi import to_js  # type: ignore[import-not-found]

from ..storage.local import WebStorage
from ..storage.spill import MemorySpare, SpillStore

DATABASE, STORE, CHANNEL = "axio-spare", "entries", "axio-spare"
OPEN_WITHIN_S = 3.0  # a browser whose IndexedDB hangs must not keep the page from starting
_KEEP: list[Any] = []


class IndexedSpare:
    """A `spill.SpareStore` over one IndexedDB object store (text values under our keys)."""

    def __init__(self, db: Any, entries: dict[str, str]) -> None:
        self.db, self.entries = db, entries
        has_channel = getattr(window, "BroadcastChannel", None) is not None
        self.channel = window.BroadcastChannel.new(CHANNEL) if has_channel else None
        window.axioSparePending = 0
        self._finished = _keep(create_proxy(self._done))  # one proxy for every transaction's end

    @property
    def available(self) -> bool:
        return True

    def get(self, key: str) -> str | None:
        return self.entries.get(key)

    def keys(self) -> list[str]:
        return list(self.entries)

    def put(self, key: str, text: str) -> None:
        self.entries[key] = text
        self._write(key, text)

    def delete(self, key: str) -> None:
        if self.entries.pop(key, None) is not None:
            self._write(key, None)

    def _write(self, key: str, text: str | None) -> None:
        window.axioSparePending = int(window.axioSparePending) + 1
        transaction = self.db.transaction(STORE, "readwrite")
        for kind in ("complete", "error", "abort"):
            transaction.addEventListener(kind, self._finished)
        store = transaction.objectStore(STORE)
        if text is None:
            store.delete(key)
        else:
            store.put(text, key)
        if self.channel is not None:
            message = to_js({"key": key, "value": text}, dict_converter=window.Object.fromEntries)
            self.channel.postMessage(message)

    def _done(self, event: Any) -> None:
        window.axioSparePending = max(0, int(window.axioSparePending) - 1)
        if str(event.type) != "complete":
            window.console.warn("AXIO could not write to IndexedDB:", event.type)

    def listen(self, heard: Callable[[str, str | None], object]) -> None:
        """Another tab changed the spare store: our mirror learns it, then `heard` (the runtime)."""
        if self.channel is None:
            return

        def on_message(event: Any) -> None:
            key, value = str(event.data.key), event.data.value
            text = str(value) if isinstance(value, str) else None
            if text is None:
                self.entries.pop(key, None)
            else:
                self.entries[key] = text
            heard(key, text)

        self.channel.addEventListener("message", _keep(create_proxy(on_message)))


def listen_to_tabs(spare: object, heard: Callable[[str, str | None], object]) -> None:
    """Other tabs' changes of the spare store go to `heard` (the runtime's `store_changed`)."""
    if isinstance(spare, IndexedSpare):
        spare.listen(heard)


async def open_store() -> SpillStore:
    """localStorage, and the spare store where it is full (the glue's `BrowserPort.store`)."""
    return SpillStore(WebStorage(lambda: window.localStorage), await open_spare())


async def open_spare() -> IndexedSpare | MemorySpare:
    """The spare store read whole; where the browser has no IndexedDB (or it does not answer
    in time), none: a full localStorage then says so, as before."""
    try:
        return await asyncio.wait_for(_open(), OPEN_WITHIN_S)
    except Exception as error:  # refused, blocked, or too slow: the page starts without it
        window.console.warn(f"AXIO starts without IndexedDB: {error!r}")
        return MemorySpare(available=False)


async def _open() -> IndexedSpare:
    if not getattr(window, "indexedDB", None):
        raise RuntimeError("no IndexedDB")
    db = await _request(lambda: window.indexedDB.open(DATABASE, 1), upgrade=True)
    store = db.transaction(STORE, "readonly").objectStore(STORE)
    # both asked at once: a transaction ends as soon as no request of it is pending
    asked_keys, asked_values = _request(store.getAllKeys), _request(store.getAll)
    keys, values = await asked_keys, await asked_values
    entries = {str(k): str(v) for k, v in zip(keys, values, strict=True) if isinstance(v, str)}
    return IndexedSpare(db, entries)


def _request(make: Callable[[], Any], upgrade: bool = False) -> Any:
    """An IndexedDB request as a promise of its result."""

    def run(resolve: Any, reject: Any) -> None:
        request = make()
        if upgrade:
            request.onupgradeneeded = create_once_callable(
                lambda event: event.target.result.createObjectStore(STORE)
            )
        request.onsuccess = _keep(create_proxy(lambda event: resolve(event.target.result)))
        request.onerror = _keep(create_proxy(lambda event: reject(event.target.error)))

    return window.Promise.new(create_once_callable(run))


def _keep(proxy: Any) -> Any:
    _KEEP.append(proxy)  # a handful, made at boot: they live as long as the page
    return proxy
