"""The browser's events as `events` values, handed to the runtime: clicks, keys, forms, files,
pinches, storage, host messages, the address, the help dialog (glue.py's `boot` calls `listen`)."""

from __future__ import annotations

from typing import Any

from pyscript import document, window  # type: ignore[import-not-found]

from ..app.host_messages import MAX_FIELDS, MAX_LIST, UNREADABLE
from ..app.loop import Runtime
from ..runtime import events as ev
from ..ui.action_names import TableAction
from .dom import TYPING_TAGS
from .dom import el as _el
from .dom import proxy as _proxy
from .dom import same_window as _same
from .dom import strings as _strings


def listen(runtime: Runtime) -> None:
    app_root, dialog = _el("app"), _el("help")

    def send(event: ev.Event) -> None:  # nothing goes back to JavaScript (no proxy to leak)
        runtime.dispatch(event)

    def on_click(event: Any) -> None:
        target = event.target.closest("[data-action]")
        if not target or str(target.tagName) == "INPUT":
            return
        data = _strings(target.dataset)
        button, control = str(target.tagName) == "BUTTON", str(target.id or "")
        send(ev.Click(data.pop("action"), data, is_button=button, control=control))

    def on_key(event: Any) -> None:
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        tag = str(getattr(event.target, "tagName", ""))
        if runtime.key(ev.Key(str(event.key), in_field=tag in TYPING_TAGS, on_button=tag in ("BUTTON", "A"))):
            event.preventDefault()  # the page used it: no scrolling on arrows or space

    def on_form(event: Any) -> None:  # "input": typing; "change": a list's choice, a file chosen
        target, is_file = event.target, str(getattr(event.target, "type", "")) == "file"
        if is_file and str(event.type) == "change":
            _read_file(target, send)
        elif not is_file and target.name and (str(event.type) == "input" or str(target.tagName) == "SELECT"):
            send(ev.Input(str(target.name), str(target.value)))

    def on_zoom(event: Any) -> None:  # a pinch or a tap too small for a finger (pinch.js)
        send(ev.Click(TableAction.ZOOM, {"by": str(float(event.detail.factor)), "at": str(event.detail.at)}))

    def on_storage(event: Any) -> None:
        runtime.store_changed(str(event.key or ""), v if isinstance(v := event.newValue, str) else None)

    def on_message(event: Any) -> None:  # only the parent may talk to the page (PAGE.md)
        if runtime.in_frame and _same(event.source, window.parent):
            runtime.host_message(lambda: _message_fields(event.data))

    def before_reload(*_: Any) -> None:  # boot.js, before an update reloads the page
        if not runtime.before_reload():
            raise RuntimeError("the game in progress is not saved")

    for target, kind, handler in (
        (app_root, "click", on_click),
        (dialog, "click", on_click),
        (document, "keydown", on_key),
        (app_root, "input", on_form),
        (app_root, "change", on_form),
        (window, "message", on_message),
        (dialog, "cancel", lambda _e: runtime.help_closed()),  # Esc: at once; "close" a task later
        (dialog, "close", lambda _e: runtime.help_closed()),
        (window, "storage", on_storage),
        (window, "hashchange", lambda _e: send(ev.HashChange(str(window.location.hash)))),
        (document, "axio:zoom", on_zoom),
        (document, "axio:modules", lambda _e: send(ev.ModulesArrived())),
        # a reload or a closed tab: what waits is saved (a two-tab choice left open: both lines)
        (window, "pagehide", lambda _e: runtime.before_reload()),
    ):
        target.addEventListener(kind, _proxy(handler))
    window.axioBeforeReload = _proxy(before_reload)


def _read_file(target: Any, send: Any) -> None:
    if not (files := target.files) or int(files.length) == 0:
        return
    chosen, action, name = files.item(0), str(target.dataset.action), str(files.item(0).name)
    target.value = ""  # the same file can be chosen again
    chosen.text().then(
        lambda text: send(ev.FileRead(action, name, str(text))),
        lambda error: send(ev.FileRead(action, name, None, str(error))),
    )


def _message_fields(data: Any) -> dict[str, object] | None:
    """A plain object's own plain fields (else UNREADABLE): a huge message costs nothing."""
    if str(window.Object.prototype.toString.call(data)) != "[object Object]":
        return None
    fields: dict[str, object] = {}
    for key in list(window.Object.keys(data))[:MAX_FIELDS]:
        value = window.Reflect.get(data, key)
        if value is None or isinstance(value, (str, int, float, bool)):
            fields[str(key)] = value
        elif (
            bool(window.Array.isArray(value))
            and int(value.length) <= MAX_LIST
            and all(isinstance(value[i], str) for i in range(int(value.length)))
        ):
            fields[str(key)] = [str(value[i]) for i in range(int(value.length))]
        else:
            fields[str(key)] = UNREADABLE
    return fields
