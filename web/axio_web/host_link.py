"""The link to the page that embeds this one (embed mode): events out, messages in.

PyScript glue beside `shell.py`; what a message means is decided in `host_messages`,
tested under CPython. The shell holds one `HostLink` and calls:

    link.post("turn", player=1)      # an event for the host (PAGE.md); held until "ready"
    link.open()                      # the page is ready: "ready", what waited, then heights
    asked = link.read(event, request)  # a "message" event -> a NewGame to start, or None
"""

from __future__ import annotations

from typing import Any

from pyscript import window  # type: ignore[import-not-found]
from pyscript.ffi import create_proxy, to_js  # type: ignore[import-not-found]

from . import host_messages
from .params import StartRequest

MAX_FIELDS = 64  # a message with more fields is junk; the rest are not even looked at
_KEEP: list[Any] = []  # proxies handed to JavaScript live as long as the page


class HostLink:
    def __init__(self, embed: bool) -> None:
        self.in_frame = not same(window.parent, window)
        self.active = embed and self.in_frame  # events go out in embed mode, to a real parent
        # Events wait until "ready" has gone out (a game asked for by the address starts, and
        # says whose turn it is, before the page is ready).
        self.waiting: list[dict[str, Any]] | None = []
        self.last_height = -1

    def post(self, kind: str, **data: Any) -> None:
        """Tell the host page about an event (embed mode only)."""
        if not self.active:
            return
        message = {"source": "axio", "type": kind, **data}
        if self.waiting is not None and kind != "ready":
            self.waiting.append(message)
        else:
            _send(message)

    def open(self) -> None:
        """The page answers input: say so, send what waited, and report heights from now on."""
        if not self.active:
            return
        waiting, self.waiting = self.waiting or [], None
        self.post("ready")
        for message in waiting:
            _send(message)
        observer = window.ResizeObserver.new(create_proxy(lambda *_: self._post_height()))
        _KEEP.append(observer)
        observer.observe(window.document.documentElement)

    def read(self, event: Any, current: StartRequest) -> host_messages.NewGame | None:
        """The new game a message event asks for, if it comes from the parent and makes sense.
        Only the parent may talk to the page (PAGE.md); nothing it sends is ever evaluated."""
        if not self.in_frame or not same(event.source, window.parent):
            return None
        asked = host_messages.read_message(message_fields(event.data), current)
        if isinstance(asked, host_messages.Refused):
            window.console.warn(f"AXIO ignored a message from the host page: {asked.reason}")
            return None
        return asked

    def _post_height(self) -> None:
        height = int(window.Math.ceil(window.document.documentElement.getBoundingClientRect().height))
        if height != self.last_height:
            self.last_height = height
            self.post("resize", height=height)


def _send(message: dict[str, Any]) -> None:
    # "*": the host's origin is unknown, and the events hold nothing private.
    window.parent.postMessage(to_js(message), "*")


def same(a: Any, b: Any) -> bool:
    """JavaScript identity (Object.is): window proxies do not compare with `is`."""
    return bool(getattr(window.Object, "is")(a, b))


def message_fields(data: Any) -> dict[str, object] | None:
    """A message's own fields as Python values, if it is a plain object; a field that is not
    text, a number, a boolean or a short list of texts becomes UNREADABLE. Only plain values
    are read, so a huge or deeply nested message costs nothing."""
    if str(window.Object.prototype.toString.call(data)) != "[object Object]":
        return None
    fields: dict[str, object] = {}
    for key in list(window.Object.keys(data))[:MAX_FIELDS]:
        fields[str(key)] = _plain_value(window.Reflect.get(data, key))
    return fields


def _plain_value(value: Any) -> object:
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if bool(window.Array.isArray(value)) and int(value.length) <= host_messages.MAX_LIST:
        entries = [value[i] for i in range(int(value.length))]
        if all(isinstance(entry, str) for entry in entries):
            return entries
    return host_messages.UNREADABLE
