"""The page glue: like every module in browser/ (and only those) it imports `pyscript`, `pyodide` or
`js`. It decides nothing: `BrowserPort` does what `runtime.Runtime` asks; listen.py makes the
browser's events `events`."""

from __future__ import annotations

import secrets
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from functools import partial
from typing import Any

from pyodide.ffi import create_once_callable  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]
from pyscript.ffi import to_js  # type: ignore[import-not-found]

from ..app.loop import Runtime, page_boot
from ..app.page_patch import EMPTY_KEPT, Focus, PageChanges, Reveal
from ..app.routing import Env
from ..app.warm_up import warm_up_soon
from ..runtime import effects as fx
from ..runtime import events as ev
from ..runtime.worker_link import CONFIG, NAME, WorkerLink, worker_source
from .dom import TYPING_TAGS, keep
from .dom import el as _el
from .dom import proxy as _proxy
from .dom import same_window as _same
from .dom import strings as _strings
from .listen import listen
from .peer_glue import PeerPort
from .spare_glue import SpillStore, listen_to_tabs, open_store


async def boot() -> None:
    """Read what the page knows (IndexedDB first), start the runtime, listen, say it is ready."""
    html, location, state = document.documentElement, window.location, window.history.state
    port = BrowserPort(await open_store())  # localStorage, and IndexedDB where it is full
    runtime = port.runtime = Runtime(port, in_frame=not _same(window.parent, window))
    table = getattr(state, "axioTable", None) if state else None
    boot_info = page_boot(
        port.store,
        query=str(location.search),
        hash=str(location.hash),
        languages=tuple(str(x) for x in (getattr(window.navigator, "languages", None) or [])),
        page_url=str(location.href).split("#", 1)[0],
        in_frame=runtime.in_frame,
        table_id=str(table) if isinstance(table, str) else None,
        prefers_more_contrast=bool(window.matchMedia("(prefers-contrast: more)").matches),
    )
    if boot_info.store.available and window.navigator.storage and window.navigator.storage.persist:
        window.navigator.storage.persist()
    listen(runtime)
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
        observer = window.ResizeObserver.new(
            _proxy(lambda *_: runtime.host_height(int(window.Math.ceil(html.getBoundingClientRect().height))))
        )
        observer.observe(html)
        keep(observer)


class BrowserPort(PeerPort):
    """What `runtime.Runtime` asks of the browser (runtime.Port); `peers`: PeerPort (peer_glue.py)."""

    runtime: Runtime  # set by boot() as soon as the runtime exists

    def __init__(self, store: SpillStore) -> None:
        self.store, self.html = store, document.documentElement
        # PyScript's watchers are told nothing of what `show` puts (quiet.js): no screen holds a script
        self.quiet = getattr(window, "axioQuiet", None) or (lambda _quiet: None)
        refused = bool(getattr(window, "axioStorageRefused", False))  # a PyScript worker would hang too
        self.worker = WorkerLink(_launch_worker, window.console.warn, refused)

    def env(self) -> Env:
        return Env(datetime.now(UTC), -int(window.Date.new().getTimezoneOffset()), secrets.randbits(53))

    def now_ms(self) -> float:
        return float(window.performance.now())

    @contextmanager
    def _unwatched(self) -> Iterator[None]:
        """What is put meanwhile is not searched for scripts by PyScript (quiet.js)."""
        self.quiet(True)
        try:
            yield
        finally:
            self.quiet(False)

    def show(self, changes: PageChanges) -> None:
        with self._unwatched():
            self._show(changes)

    def _show(self, changes: PageChanges) -> None:
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
            caret = (
                str(typing.id),
                getattr(typing, "selectionStart", None),
                getattr(typing, "selectionEnd", None),
            )
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
        with self._unwatched():
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
                create_once_callable(lambda _e: window.console.warn("copying was refused by the browser"))
            )

    def console_warning(self, text: str) -> None:
        window.console.warn(text)

    def console_error(self, text: str) -> None:
        window.console.error(text)


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
