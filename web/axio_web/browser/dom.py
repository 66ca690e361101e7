"""The few ways the browser modules reach the page's JavaScript objects (glue.py, listen.py)."""

from __future__ import annotations

from typing import Any

from pyscript import document, window  # type: ignore[import-not-found]
from pyscript.ffi import create_proxy  # type: ignore[import-not-found]

TYPING_TAGS = frozenset({"INPUT", "TEXTAREA", "SELECT"})  # a key or a caret there is typing
_KEEP: list[Any] = []


def same_window(a: Any, b: Any) -> bool:
    """Object.is: the same window (`is` is Python's keyword)."""
    return bool(getattr(window.Object, "is")(a, b))


def keep(value: Any) -> None:
    """Keep a JavaScript object alive as long as the page (an observer)."""
    _KEEP.append(value)


def el(element_id: str) -> Any:
    return document.getElementById(element_id)


def proxy(handler: Any) -> Any:
    _KEEP.append(proxy := create_proxy(handler))  # proxies handed to JavaScript live as long as the page
    return proxy


def strings(values: Any) -> dict[str, str]:  # a plain JavaScript object of texts (a dataset)
    return {str(k): str(getattr(values, k)) for k in window.Object.keys(values)}
