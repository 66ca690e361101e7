"""The page glue: with peer_glue.py, the only modules that import `pyscript`, `pyodide` or `js`. It decides
nothing: `BrowserPort` does what `runtime.Runtime` asks; the listeners make the browser's events `events`."""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from functools import partial
from typing import Any

from pyodide.ffi import create_once_callable  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]
from pyscript.ffi import create_proxy, to_js  # type: ignore[import-not-found]

from ..app.host_messages import MAX_FIELDS, MAX_LIST, UNREADABLE
from ..app.routing import Env
from ..runtime import effects as fx
from ..runtime import events as ev
from ..runtime.loop import Runtime, page_boot
from ..runtime.page_patch import EMPTY_KEPT, Focus, PageChanges, Reveal
from ..runtime.warm_up import warm_up_soon
from ..runtime.worker_link import CONFIG, NAME, WorkerLink, worker_source
from ..ui.action_names import TableAction
from .peer_glue import PeerPort
from .spare_glue import SpillStore, listen_to_tabs, open_store

TYPING_TAGS = frozenset({"INPUT", "TEXTAREA", "SELECT"})
_KEEP: list[Any] = []
_same = getattr(window.Object, "is")  # Object.is: the same window (`is` is Python's keyword)


async def boot() -> None:
    """Read what the page knows (IndexedDB first), start the runtime, listen, say it is ready."""
    html, location, state = document.documentElement, window.location, window.history.state
    port = BrowserPort(await open_store())  # localStorage, and IndexedDB where it is full
    runtime = port.runtime = Runtime(port, in_frame=not _same(window.parent, window))
    table = getattr(state, "axioTable", None) if state else None
    boot_info = page_boot(
        port.store, query=str(location.search), hash=str(location.hash),
        languages=tuple(str(x) for x in (getattr(window.navigator, "languages", None) or [])),
        page_url=str(location.href).split("#", 1)[0], in_frame=runtime.in_frame,
        table_id=str(table) if isinstance(table, str) else None,
        prefers_more_contrast=bool(window.matchMedia("(prefers-contrast: more)").matches))
    if boot_info.store.available and window.navigator.storage and window.navigator.storage.persist:
        window.navigator.storage.persist()
    _listen(runtime)
    listen_to_tabs(port.store.spare, runtime.store_changed)
    runtime.open(boot_info)
    for item in list(getattr(window, "axioEarlyEvents", None) or []):  # what early.js kept, in order
        if str(item.type) == "click":
            runtime.dispatch(ev.Click(str(item.action), _strings(item.data), is_button=bool(item.isButton)))
        elif str(item.type) == "input":
            runtime.dispatch(ev.Input(str(item.name), str(item.value)))
    html.classList.remove("booting")
    html.classList.add("ready")  # early.js stops here: the app answers from now on
    _el("app").setAttribute("aria-busy", "false")
    runtime.focus_again()  # the screen is shown only now (early.js hid a game opening)
    warm_up_soon(lambda ms, step: window.setTimeout(create_once_callable(step), ms))  # the other screens
    document.dispatchEvent(window.CustomEvent.new("axio:ready"))  # boot.js: service worker
    if runtime.host_ready():
        observer = window.ResizeObserver.new(_proxy(lambda *_: runtime.host_height(
            int(window.Math.ceil(html.getBoundingClientRect().height)))))
        observer.observe(html)
        _KEEP.append(observer)


def _listen(runtime: Runtime) -> None:
    app_root, dialog = _el("app"), _el("help")

    def send(event: ev.Event) -> None:  # nothing goes back to JavaScript (no proxy to leak)
        runtime.dispatch(event)

    def on_click(event: Any) -> None:
        target = event.target.closest("[data-action]")
        if not target or str(target.tagName) == "INPUT":
            return
        data = _strings(target.dataset)
        send(ev.Click(data.pop("action"), data, is_button=str(target.tagName) == "BUTTON"))

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
        (app_root, "click", on_click), (dialog, "click", on_click), (document, "keydown", on_key),
        (app_root, "input", on_form), (app_root, "change", on_form), (window, "message", on_message),
        (dialog, "cancel", lambda _e: runtime.help_closed()),  # Esc: at once; "close" a task later
        (dialog, "close", lambda _e: runtime.help_closed()), (window, "storage", on_storage),
        (window, "hashchange", lambda _e: send(ev.HashChange(str(window.location.hash)))),
        (document, "axio:zoom", on_zoom), (document, "axio:modules", lambda _e: send(ev.ModulesArrived())),
    ):
        target.addEventListener(kind, _proxy(handler))
    window.axioBeforeReload = _proxy(before_reload)


def _read_file(target: Any, send: Any) -> None:
    if not (files := target.files) or int(files.length) == 0:
        return
    chosen, action, name = files.item(0), str(target.dataset.action), str(files.item(0).name)
    target.value = ""  # the same file can be chosen again
    chosen.text().then(lambda text: send(ev.FileRead(action, name, str(text))),
                       lambda error: send(ev.FileRead(action, name, None, str(error))))


def _message_fields(data: Any) -> dict[str, object] | None:
    """A plain object's own plain fields (else UNREADABLE): a huge message costs nothing."""
    if str(window.Object.prototype.toString.call(data)) != "[object Object]":
        return None
    fields: dict[str, object] = {}
    for key in list(window.Object.keys(data))[:MAX_FIELDS]:
        value = window.Reflect.get(data, key)
        if value is None or isinstance(value, (str, int, float, bool)):
            fields[str(key)] = value
        elif bool(window.Array.isArray(value)) and int(value.length) <= MAX_LIST and all(
                isinstance(value[i], str) for i in range(int(value.length))):
            fields[str(key)] = [str(value[i]) for i in range(int(value.length))]
        else:
            fields[str(key)] = UNREADABLE
    return fields


class BrowserPort(PeerPort):
    """What `runtime.Runtime` asks of the browser (runtime.Port); `peers`: PeerPort (peer_glue.py)."""

    runtime: Runtime  # set by boot() as soon as the runtime exists

    def __init__(self, store: SpillStore) -> None:
        self.store, self.html = store, document.documentElement
        refused = bool(getattr(window, "axioStorageRefused", False))  # a PyScript worker would hang too
        self.worker = WorkerLink(_launch_worker, window.console.warn, refused)

    def env(self) -> Env:
        return Env(datetime.now(UTC), -int(window.Date.new().getTimezoneOffset()), secrets.randbits(53))

    def now_ms(self) -> float:
        return float(window.performance.now())

    def show(self, changes: PageChanges) -> None:
        self._put_regions(changes.regions)
        for element_id, index, markup in changes.elements:  # one place of many: that element alone
            if (region := _el(element_id)) and (element := region.children.item(index)):
                element.outerHTML = markup
        if changes.messages is not None:
            (markup, kind), box = changes.messages, _el("messages")
            _el("message-list").innerHTML = markup
            box.className, box.hidden = f"messages {kind}", not markup
        if changes.help_body is not None:
            _el("help-body").innerHTML = changes.help_body
        if changes.help_open:
            _el("help").showModal()
            _el("help-close").focus()
        elif changes.help_open is False:
            _el("help").close()  # the focus goes back where it was (nothing if Esc closed it already)
        for name, value in changes.attributes:  # "" removes one, but PAGE.md writes some ""
            if value or (value is not None and name in EMPTY_KEPT):
                self.html.setAttribute(name, value)
            else:
                self.html.removeAttribute(name)
        for name, on in changes.classes:
            self.html.classList.toggle(name, on)
        if changes.title is not None:
            document.title = changes.title
        for element_id, attribute, text in changes.chrome:
            if (element := _el(element_id)) and attribute:
                element.setAttribute(attribute, text)
            elif element:
                element.textContent = text
        if changes.focus is not None:
            self._focus(changes.focus)
        if changes.reveal is not None:  # last: its sizes make the browser lay out the page changed
            self._reveal(changes.reveal)

    def _put_regions(self, regions: Sequence[tuple[str, str]]) -> None:
        typing, caret = document.activeElement, None  # a field being typed in keeps its caret
        if typing and str(typing.tagName) in TYPING_TAGS and typing.id:
            caret = (str(typing.id), getattr(typing, "selectionStart", None),
                     getattr(typing, "selectionEnd", None))
        for element_id, markup in regions:
            if element := _el(element_id):
                element.innerHTML = markup
        if caret is not None and not typing.isConnected and (field := _el(caret[0])):
            field.focus(to_js({"preventScroll": True}))
            if caret[1] is not None and str(getattr(field, "type", "")) == "text":
                field.setSelectionRange(caret[1], caret[2])

    def _reveal(self, reveal: Reveal) -> None:
        area = document.querySelector(".board-area")
        if not area or max(area.scrollWidth - area.clientWidth, area.scrollHeight - area.clientHeight) <= 1:
            return  # the whole board is in view: nothing to scroll
        if target := area.querySelector(reveal.selector) if reveal.selector else None:
            where, jump = ("center", True) if reveal.fresh or reveal.rescaled else ("nearest", False)
            options = {"block": where, "inline": where, "behavior": "auto" if jump else "smooth"}
            target.scrollIntoView(_js_object(options))
        elif reveal.fresh:
            area.scrollLeft = (area.scrollWidth - area.clientWidth) / 2
            area.scrollTop = (area.scrollHeight - area.clientHeight) / 2

    def _focus(self, focus: Focus) -> None:
        active = document.activeElement
        if focus.only_if_lost and active and self.html.contains(active) and active != document.body:
            return
        activation = getattr(window.navigator, "userActivation", None)
        if self.runtime.in_frame and activation is not None and not activation.hasBeenActive:
            return  # the focus (so the keys) belongs to the host page until someone touches us
        element = document.querySelector(focus.selector)
        if element and element != document.activeElement:
            element.focus(to_js({"preventScroll": not focus.scroll}))

    def announce(self, text: str, fresh: bool) -> None:
        region, node = _el("announcer"), document.createElement("p")
        node.textContent = text
        region.replaceChildren(node) if fresh else region.append(node)  # fresh: what was said before goes

    def set_timer(self, delay_ms: float, tick: ev.Tick) -> None:
        window.setTimeout(create_once_callable(partial(self._due, tick)), delay_ms)

    def _due(self, tick: ev.Tick) -> None:  # nothing goes back to JavaScript (no proxy to leak)
        self.runtime.dispatch(tick)

    def post_to_host(self, message: Mapping[str, object]) -> None:
        window.parent.postMessage(_js_object(dict(message)), "*")

    def replace_address(self, query: str | None, table: str | None) -> None:
        url = window.location.href if query is None else str(window.location.pathname) + query
        window.history.replaceState(_js_object({"axioTable": table}), "", url)

    def hand_over(self, effect: fx.Download | fx.CopyText | fx.Share) -> None:
        if isinstance(effect, fx.Download):
            blob = window.Blob.new(to_js([effect.text]), to_js({"type": effect.mime}))
            url = window.URL.createObjectURL(blob)
            link = document.createElement("a")
            link.href, link.download = url, effect.filename
            link.click()
            window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)
        elif isinstance(effect, fx.Share) and getattr(window.navigator, "share", None):
            data = _js_object({"text": effect.text, "url": effect.url})
            window.navigator.share(data).catch(create_once_callable(lambda _e: None))
        else:  # copied; a share where the browser has no share sheet
            text = effect.text if isinstance(effect, fx.CopyText) else f"{effect.text}\n{effect.url}"
            window.navigator.clipboard.writeText(text).catch(
                create_once_callable(lambda _e: window.console.warn("copying was refused by the browser")))

    def console_warning(self, text: str) -> None:
        window.console.warn(text)

    def console_error(self, text: str) -> None:
        window.console.error(text)


def _el(element_id: str) -> Any:
    return document.getElementById(element_id)


def _proxy(handler: Any) -> Any:
    _KEEP.append(proxy := create_proxy(handler))  # proxies handed to JavaScript live as long as the page
    return proxy


def _strings(values: Any) -> dict[str, str]:  # a plain JavaScript object of texts (a dataset)
    return {str(k): str(getattr(values, k)) for k in window.Object.keys(values)}


def _js_object(values: dict[str, Any]) -> Any:
    return to_js(values, dict_converter=window.Object.fromEntries)


async def _launch_worker() -> Any:  # the bot worker's <script> into the page, then connected to
    from pyscript import workers
    tag = document.createElement("script")
    tag.type, tag.textContent = "py", worker_source()
    for name, value in (("worker", ""), ("name", NAME), ("config", CONFIG)):
        tag.setAttribute(name, value)
    document.body.append(tag)
    return await workers[NAME]
