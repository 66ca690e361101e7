"""localStorage as a `storage.KeyValueStore`, and the browser-only bits of saving.

The only module of the saves feature that imports `js`/`pyodide`: everything it decides is in
`storage.py` and the screens, tested under CPython. Every JavaScript error from localStorage
becomes one of the two exceptions `storage` knows: QuotaExceededError (full) -> QuotaExceeded,
anything else (SecurityError when storage is blocked, a missing API) -> StorageUnavailable.

    saves = open_saves()          # once per page; `saves.available` False: memory only
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import JsException, create_proxy  # type: ignore[import-not-found]

from .storage import QuotaExceeded, Saves, StorageUnavailable

# Firefox names its quota error differently; old WebKit only sets the legacy code 22.
_QUOTA_NAMES = frozenset({"QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"})
_QUOTA_CODES = frozenset({22, 1014})
PROBE_KEY = "axio:probe"
_KEEP: list[Any] = []  # proxies handed to JavaScript live as long as the page
_persist_asked = False


def _mapped(error: BaseException) -> Exception:
    # Pyodide wraps a thrown DOMException in a plain Error whose message quotes the original
    # ("... toString method returns QuotaExceededError: ..."), so the name is looked for in both.
    name = str(getattr(error, "name", ""))
    try:
        code = getattr(error, "code", None)  # a JsException is a proxy of the JS error itself
    except JsException:
        code = None
    text = f"{name} {getattr(error, 'message', '')}"
    if name in _QUOTA_NAMES or code in _QUOTA_CODES or any(quota in text for quota in _QUOTA_NAMES):
        return QuotaExceeded(name)
    return StorageUnavailable(text.strip()[:200])


class LocalStorageStore:
    """window.localStorage behind the KeyValueStore protocol."""

    def __init__(self, backend: Any = None) -> None:
        try:
            self._ls = backend if backend is not None else js.window.localStorage
        except (JsException, AttributeError) as error:  # blocked: reading the property throws
            raise StorageUnavailable(str(error)) from None
        if not self._ls:  # jsnull / undefined in some sandboxed frames
            raise StorageUnavailable("no localStorage")

    def get(self, key: str) -> str | None:
        try:
            value = self._ls.getItem(key)
        except JsException as error:
            raise _mapped(error) from None
        return str(value) if isinstance(value, str) else None  # JS null arrives as jsnull

    def set(self, key: str, value: str) -> None:
        try:
            self._ls.setItem(key, value)
        except JsException as error:
            raise _mapped(error) from None
        request_persistence()

    def remove(self, key: str) -> None:
        try:
            self._ls.removeItem(key)
        except JsException as error:
            raise _mapped(error) from None

    def keys(self) -> list[str]:
        try:
            count = int(self._ls.length)
            found = (self._ls.key(i) for i in range(count))
            return [str(k) for k in found if isinstance(k, str)]
        except JsException as error:
            raise _mapped(error) from None


def open_store() -> LocalStorageStore | None:
    """localStorage if it works here, else None (Saves then keeps everything in memory)."""
    try:
        store = LocalStorageStore()
        store.set(PROBE_KEY, "1")  # some browsers only refuse when written to
        store.remove(PROBE_KEY)
    except QuotaExceeded:
        return store  # full, but there: listing and deleting still work, and make room
    except StorageUnavailable:
        return None
    return store


def open_saves() -> Saves:
    """The page's one Saves object."""
    return Saves(open_store())


def request_persistence() -> None:
    """Ask once per page that the browser never evicts our storage under pressure (best effort;
    browsers may grant it silently, ask the player, or refuse: the game works either way)."""
    global _persist_asked
    if _persist_asked:
        return
    _persist_asked = True
    try:
        storage = js.navigator.storage
        if storage and hasattr(storage, "persist"):
            storage.persisted().then(lambda done: None if done else storage.persist())
    except (JsException, AttributeError):
        pass


def local_offset_minutes() -> int:
    """Minutes to add to UTC for the player's local time (dates in the saved-games list)."""
    try:
        return -int(js.Date.new().getTimezoneOffset())
    except (JsException, AttributeError, TypeError, ValueError):
        return 0


def page_url() -> str:
    """The page's address without its fragment: the base of a `#record=` link."""
    return str(js.window.location.href).split("#", 1)[0]


def install_file_import(dispatch: Callable[[Any], object]) -> None:
    """Read files chosen in any `<input type="file" data-action=...>` and hand them to `dispatch`
    as `ui.Event("file", action, data={"name": ..., "text": ...})` (one delegated listener).

    A file that cannot be read arrives with data {"name": ..., "error": "..."} instead.
    """
    from .ui import Event

    def on_change(event: Any) -> None:
        target = event.target
        if str(getattr(target, "type", "")) != "file" or not target.dataset.action:
            return
        files = target.files
        if not files or int(files.length) == 0:
            return
        chosen, action = files.item(0), str(target.dataset.action)
        name = str(chosen.name)
        target.value = ""  # the same file can be chosen again

        def done(text: Any) -> None:
            dispatch(Event("file", action=action, data={"name": name, "text": str(text)}))

        def failed(error: Any) -> None:
            dispatch(Event("file", action=action, data={"name": name, "error": str(error)}))

        chosen.text().then(done, failed)  # Pyodide frees these callbacks once settled

    proxy = create_proxy(on_change)
    _KEEP.append(proxy)
    js.document.addEventListener("change", proxy)
