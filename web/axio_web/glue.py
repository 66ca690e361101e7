"""The page glue: the only module that imports `pyscript`, `pyodide` or `js`.

It decides nothing. It reads what the page knows at boot (`app.Boot`), turns the browser's
events into `events` values, hands them to `app.update`, puts the regions of `page.render`
that changed into the DOM, and carries out the effects. Everything it calls is pure and
tested under CPython; this module is exercised by the browser tests.

    boot()      called once by the <script type="py"> in index.html
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import traceback
from datetime import UTC, datetime
from typing import Any

from pyodide.ffi import create_once_callable  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]
from pyscript.ffi import create_proxy, to_js  # type: ignore[import-not-found]

from . import bot_decide
from . import effects as fx
from . import events as ev
from .app import App, Boot, Env, start, update
from .host_messages import MAX_LIST, UNREADABLE
from .i18n import in_language, t
from .layout import Layout
from .page import Page, render
from .review.rate import review_step
from .storage import ROOT as STORE_PREFIX
from .storage import StoreImage
from .table.lesson import STEP_KEYS as LESSON_STEP_KEYS

# the guided first game remembers its step as a preference (it is never a saved game)
PREFERENCE_KEYS = ("axio.lang", "axio.theme", "axio.names", "axio.menu", *LESSON_STEP_KEYS)
TYPING_TAGS = frozenset({"INPUT", "TEXTAREA", "SELECT"})
WORKER_NAME, WORKER_CONFIG = "bot-worker", "./pyscript.json"
WORKER_BOOT_TIMEOUT_S = 20.0  # a second Pyodide: 2-5 s on a desktop, far longer on a slow phone
MAX_FIELDS = 64  # a host message with more fields is junk; the rest are not looked at
_KEEP: list[Any] = []  # proxies handed to JavaScript must live as long as the page


def boot() -> None:
    global _glue
    _glue = Glue()
    _glue.start()


_glue: Glue | None = None


def env() -> Env:
    now = datetime.now(UTC)
    return Env(now, -int(window.Date.new().getTimezoneOffset()), secrets.randbits(53))


class Glue:
    def __init__(self) -> None:
        self.html = document.documentElement
        self.root = document.getElementById("screen")
        self.app: App | None = None
        self.page: Page | None = None
        self.in_frame = not bool(getattr(window.Object, "is")(window.parent, window))
        self.host_waiting: list[dict[str, Any]] | None = []  # events before "ready"
        self.last_height = -1
        self.worker: asyncio.Future[Any] | None = None
        self.worker_failed = bool(getattr(window, "axioStorageRefused", False))

    # ------------------------------------------------------------------ boot

    def start(self) -> None:
        location = window.location
        state = window.history.state
        table = getattr(state, "axioTable", None) if state else None
        boot_info = Boot(
            query=str(location.search), hash=str(location.hash),
            languages=tuple(str(x) for x in (getattr(window.navigator, "languages", None) or [])),
            prefs={key: value for key in PREFERENCE_KEYS if (value := _get(key)) is not None},
            store=_read_store(), in_frame=self.in_frame, page_url=str(location.href).split("#", 1)[0],
            contrast=bool(self.html.classList.contains("theme-contrast")),
            table_id=str(table) if isinstance(table, str) else None,
        )
        self.app, effects = start(boot_info, env())
        self._listen()
        self._show()
        self._carry_out(effects)
        self._replay_early_events()
        self.html.classList.remove("booting")
        self.html.classList.add("ready")  # early.js stops here: the app answers from now on
        document.getElementById("app").setAttribute("aria-busy", "false")
        if self.page is not None:  # the screen is shown only now (early.js hid a game opening)
            self._focus(self.page, None)
        document.dispatchEvent(window.CustomEvent.new("axio:ready"))  # boot.js: service worker
        self._host_ready()

    def _replay_early_events(self) -> None:
        """What the person did in the menu before Python ran (early.js kept it), in order."""
        early = getattr(window, "axioEarlyEvents", None)
        for item in list(early or []):
            kind = str(item.type)
            if kind == "click":
                data = {str(k): str(getattr(item.data, k)) for k in window.Object.keys(item.data)}
                self.dispatch(ev.Click(str(item.action), data, is_button=bool(item.isButton)))
            elif kind == "input":
                self.dispatch(ev.Input(str(item.name), str(item.value)))

    def _listen(self) -> None:
        app_root = document.getElementById("app")
        dialog = document.getElementById("help")
        for target, kind, handler in (
            (app_root, "click", self.on_click), (dialog, "click", self.on_click),
            (document, "keydown", self.on_key), (app_root, "input", self.on_input),
            (app_root, "change", self.on_change), (dialog, "close", self.on_dialog_closed),
            (window, "hashchange", lambda _e: self.dispatch(ev.HashChange(str(window.location.hash)))),
            (window, "message", self.on_message), (window, "storage", self.on_storage),
            (document, "axio:zoom", self.on_zoom),
        ):
            proxy = create_proxy(handler)
            _KEEP.append(proxy)
            target.addEventListener(kind, proxy)
        before_reload = create_proxy(self.before_reload)
        _KEEP.append(before_reload)
        window.axioBeforeReload = before_reload

    # ------------------------------------------------------------------ events

    def dispatch(self, event: ev.Event) -> None:
        if self.app is None:
            return
        began = float(window.performance.now())
        try:
            self.app, effects = update(self.app, event, env())
            # A pause people watch (a computer player "thinking", a move landing) counts from
            # the event that began it: the time the page took to work and draw is part of it.
            for effect in effects:
                if isinstance(effect, fx.Schedule):
                    self._schedule(effect, began)
            self._show()
        except Exception:
            window.console.error(f"The page failed on {event!r}:\n{traceback.format_exc()}")
            self._say_failure()
            return
        self._carry_out([e for e in effects if not isinstance(e, fx.Schedule)])

    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-action]")
        if not target or str(target.tagName) == "INPUT":
            return
        data = {str(k): str(getattr(target.dataset, k)) for k in window.Object.keys(target.dataset)}
        action = data.pop("action")
        self.dispatch(ev.Click(action, data, is_button=str(target.tagName) == "BUTTON"))

    def on_key(self, event: Any) -> None:
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        dialog = document.getElementById("help")
        if dialog and dialog.open:
            return  # the open help panel has its own keys: Tab stays inside, Esc closes it
        tag = str(getattr(event.target, "tagName", ""))
        before = self.app
        self.dispatch(ev.Key(str(event.key), in_field=tag in TYPING_TAGS, on_button=tag in ("BUTTON", "A")))
        if self.app is not before:
            event.preventDefault()  # the page used it: no scrolling on arrows or space

    def on_input(self, event: Any) -> None:
        target = event.target
        if str(getattr(target, "type", "")) != "file" and target.name:
            self.dispatch(ev.Input(str(target.name), str(target.value)))

    def on_change(self, event: Any) -> None:
        target = event.target
        if str(getattr(target, "type", "")) == "file":
            self._read_file(target)
        elif str(target.tagName) == "SELECT" and target.name:
            self.dispatch(ev.Input(str(target.name), str(target.value)))

    def on_zoom(self, event: Any) -> None:
        """A pinch ended on the board, or a tap on a place too small for a finger (pinch.js):
        zoom by its factor, towards the place tapped ("x,y", or "")."""
        detail = event.detail
        self.dispatch(ev.Click("table-zoom", {"by": str(float(detail.factor)), "at": str(detail.at)}))

    def on_dialog_closed(self, _event: Any) -> None:
        if self.app is not None and self.app.help is not None:
            self.dispatch(ev.Click("close-help"))

    def on_storage(self, event: Any) -> None:
        key = str(event.key) if event.key else ""
        if key.startswith(STORE_PREFIX):
            value = event.newValue
            self.dispatch(ev.StoreChanged(key, str(value) if isinstance(value, str) else None))

    def on_message(self, event: Any) -> None:
        if not self.in_frame or not bool(getattr(window.Object, "is")(event.source, window.parent)):
            return  # only the parent may talk to the page (PAGE.md)
        try:
            fields = _message_fields(event.data)
        except Exception:  # junk must never break the page
            window.console.warn("AXIO could not read a message from the host page")
            return
        self.dispatch(ev.HostMessage(fields))

    def before_reload(self, *_: Any) -> None:
        """boot.js asks before an update reloads the page: refuse while a save is missing."""
        self.dispatch(ev.BeforeReload())
        if self.app is not None and self.app.saving.unsaved is not None:
            raise RuntimeError("the game in progress is not saved")

    def _read_file(self, target: Any) -> None:
        files = target.files
        if not files or int(files.length) == 0:
            return
        chosen, action, name = files.item(0), str(target.dataset.action), str(files.item(0).name)
        target.value = ""  # the same file can be chosen again
        chosen.text().then(lambda text: self.dispatch(ev.FileRead(action, name, str(text))),
                           lambda error: self.dispatch(ev.FileRead(action, name, None, str(error))))

    # ------------------------------------------------------------------ showing

    def _show(self) -> None:
        assert self.app is not None
        page, last = render(self.app), self.page
        self.page = page
        self._patch_screen(page, last)
        if last is None or page.messages != last.messages or page.messages_kind != last.messages_kind:
            box = document.getElementById("messages")
            document.getElementById("message-list").innerHTML = page.messages
            box.className = f"messages {page.messages_kind}"
            box.hidden = not page.messages
        self._patch_help(page, last)
        self._reveal(page, last)
        # only what changed: setting <html lang> even to the same value restyles the whole page
        before = dict(last.attributes) if last else {}
        for name, value in page.attributes:
            if last is not None and before.get(name, "") == value:
                continue
            if value:
                self.html.setAttribute(name, value)
            else:
                self.html.removeAttribute(name)
        for name in before.keys() - dict(page.attributes).keys():  # a hook of the screen left
            self.html.removeAttribute(name)
        if last is None or page.classes != last.classes:
            for name, on in page.classes:
                self.html.classList.toggle(name, on)
        if last is None or page.title != last.title:
            document.title = page.title
        if last is None or page.chrome != last.chrome:
            for element_id, attribute, text in page.chrome:
                element = document.getElementById(element_id)
                if element and attribute:
                    element.setAttribute(attribute, text)
                elif element:
                    element.textContent = text
        self._focus(page, last)

    def _patch_screen(self, page: Page, last: Page | None) -> None:
        """Put the regions that changed into the page. A field being typed in keeps the focus
        and its caret even when its region is replaced (a name typed in the menu)."""
        typing = document.activeElement
        caret = None
        if typing and str(typing.tagName) in TYPING_TAGS and typing.id:
            caret = (str(typing.id), getattr(typing, "selectionStart", None),
                     getattr(typing, "selectionEnd", None))
        self._replace_regions(page, last)
        if caret is not None and not typing.isConnected:
            field = document.getElementById(caret[0])
            if field:
                field.focus(to_js({"preventScroll": True}))
                if caret[1] is not None and str(getattr(field, "type", "")) == "text":
                    field.setSelectionRange(caret[1], caret[2])

    def _replace_regions(self, page: Page, last: Page | None) -> None:
        layout: Layout = page.screen
        if last is None or page.screen_key != last.screen_key or layout.skeleton != last.screen.skeleton:
            self.root.innerHTML = layout.html()
            return
        old = last.screen.contents
        refilled: set[str] = set()
        for region_id, html in layout.regions:
            if region_id in refilled or html == old.get(region_id):
                continue
            element = document.getElementById(region_id)
            if element:
                element.innerHTML = layout.composed(region_id)
                refilled |= layout.nested(region_id)

    def _reveal(self, page: Page, last: Page | None) -> None:
        """Keep what matters in view on a board larger than its area (a phone, a zoom): the
        last move, or where the player aims. A board drawn afresh starts there too."""
        area = document.querySelector(".board-area")
        if not area:
            return
        fresh = last is None or page.screen.skeleton != last.screen.skeleton
        if not fresh and last is not None and page.reveal_serial == last.reveal_serial:
            return
        if area.scrollWidth <= area.clientWidth + 1 and area.scrollHeight <= area.clientHeight + 1:
            return
        target = area.querySelector(page.reveal) if page.reveal else None
        if target:
            rescaled = last is not None and page.zoom != last.zoom  # the old scroll means nothing now
            where = "center" if fresh or rescaled else "nearest"
            options = {"block": where, "inline": where, "behavior": "auto" if fresh or rescaled else "smooth"}
            target.scrollIntoView(to_js(options, dict_converter=window.Object.fromEntries))
        elif fresh:
            area.scrollLeft = (area.scrollWidth - area.clientWidth) / 2
            area.scrollTop = (area.scrollHeight - area.clientHeight) / 2

    def _patch_help(self, page: Page, last: Page | None) -> None:
        dialog = document.getElementById("help")
        if page.help is None:
            if dialog.open:
                dialog.close()  # the focus goes back where it was
            return
        if last is None or page.help != last.help:
            document.getElementById("help-body").innerHTML = page.help
        if not dialog.open:
            dialog.showModal()
            document.getElementById("help-close").focus()

    def _focus(self, page: Page, last: Page | None) -> None:
        if not page.focus or (last is not None and page.focus_serial == last.focus_serial
                              and document.activeElement and self.html.contains(document.activeElement)
                              and document.activeElement != document.body):
            return
        if self.in_frame and not self._touched():
            return  # the focus (so the keys) belongs to the host page until someone touches us
        element = document.querySelector(page.focus)
        if element and element != document.activeElement:
            element.focus(to_js({"preventScroll": True}))

    def _touched(self) -> bool:
        activation = getattr(window.navigator, "userActivation", None)
        return activation is None or bool(activation.hasBeenActive)

    def _say_failure(self) -> None:
        box = document.getElementById("messages")
        with in_language(self.app.lang if self.app is not None else "en"):
            document.getElementById("message-list").textContent = t("page.move_failed")
        box.className = "messages error"
        box.hidden = False

    # ------------------------------------------------------------------ effects

    def _carry_out(self, effects: list[fx.Effect]) -> None:
        fresh = True  # everything one event announces is said together, replacing the last
        for effect in effects:
            try:
                if isinstance(effect, fx.Announce):
                    region = document.getElementById("announcer")
                    if fresh:
                        region.replaceChildren()
                        fresh = False
                    node = document.createElement("p")
                    node.textContent = effect.text
                    region.append(node)
                else:
                    self._run(effect)
            except Exception:
                name = type(effect).__name__
                window.console.error(f"Could not carry out {name}:\n{traceback.format_exc()}")

    def _schedule(self, effect: fx.Schedule, began: float) -> None:
        tick = ev.Tick(effect.action, effect.run)
        delay = max(0.0, effect.ms - (float(window.performance.now()) - began))
        window.setTimeout(create_once_callable(lambda: self.dispatch(tick)), delay)

    def _run(self, effect: fx.Effect) -> None:
        if isinstance(effect, fx.WriteStore):
            for write in effect.writes:
                written = _write(write)
                if written is not None:
                    self.dispatch(written)
        elif isinstance(effect, fx.Schedule):
            self._schedule(effect, float(window.performance.now()))
        elif isinstance(effect, fx.AskBot):
            asyncio.ensure_future(self._ask_bot(effect))
        elif isinstance(effect, fx.AskReview):
            asyncio.ensure_future(self._ask_review(effect))
        elif isinstance(effect, fx.StartBots):
            self._start_worker()
        elif isinstance(effect, fx.PostToHost):
            self._post({"type": effect.type, **dict(effect.payload)})
        elif isinstance(effect, fx.RememberPreference):
            _set(effect.key, effect.value)
        elif isinstance(effect, fx.ReplaceAddress):
            url = window.location.href if effect.query is None else (
                str(window.location.pathname) + effect.query)
            state = to_js({"axioTable": effect.table}, dict_converter=window.Object.fromEntries)
            window.history.replaceState(state, "", url)
        elif isinstance(effect, (fx.Download, fx.CopyText, fx.Share)):
            _hand_over(effect)
        elif isinstance(effect, fx.ConsoleWarning):
            window.console.warn(effect.text)

    # ------------------------------------------------------------------ computer players

    def _start_worker(self) -> None:
        """A PyScript worker: a second Pyodide with our zip, so the Expert's search (up to a
        second) never freezes the page. Started once, as soon as a game needs it."""
        if self.worker is not None or self.worker_failed:
            return
        tag = document.createElement("script")
        tag.type = "py"
        tag.setAttribute("worker", "")
        tag.setAttribute("name", WORKER_NAME)
        tag.setAttribute("config", WORKER_CONFIG)
        tag.textContent = bot_decide.WORKER_SOURCE
        document.body.append(tag)
        self.worker = asyncio.ensure_future(_connect())

    async def _ask_bot(self, effect: fx.AskBot) -> None:
        self._start_worker()
        move = ""
        if not self.worker_failed and self.worker is not None:
            try:
                worker = await asyncio.wait_for(asyncio.shield(self.worker), WORKER_BOOT_TIMEOUT_S)
                move = str(await worker.decide(effect.record_json, effect.player))
            except Exception as error:  # the table then decides on the page
                self.worker_failed = not self.worker.done() or self.worker.exception() is not None
                window.console.warn(f"The bot worker did not answer ({error!r}); deciding on the page.")
        self.dispatch(ev.BotAnswer(effect.run, effect.moves, move))

    async def _ask_review(self, effect: fx.AskReview) -> None:
        """One decision of a game review, rated in the worker (on the page if it cannot run)."""
        self._start_worker()
        rating = ""
        if not self.worker_failed and self.worker is not None:
            try:
                worker = await asyncio.wait_for(asyncio.shield(self.worker), WORKER_BOOT_TIMEOUT_S)
                rating = str(await worker.review_step(effect.record_json, effect.k))
            except Exception as error:
                self.worker_failed = not self.worker.done() or self.worker.exception() is not None
                window.console.warn(f"The bot worker did not rate the move ({error!r}); rating on the page.")
        if not rating:
            await asyncio.sleep(0)  # let the page paint the progress first
            rating = review_step(effect.record_json, effect.k)
        self.dispatch(ev.ReviewAnswer(effect.run, effect.k, rating))

    # ------------------------------------------------------------------ the host page

    def _post(self, message: dict[str, Any]) -> None:
        """An event for the page that embeds this one (embed mode, PAGE.md); held until ready."""
        if not (self.app and self.app.embed and self.in_frame):
            return
        message = {"source": "axio", **message}
        if self.host_waiting is not None and message["type"] != "ready":
            self.host_waiting.append(message)
        else:
            window.parent.postMessage(to_js(message, dict_converter=window.Object.fromEntries), "*")

    def _host_ready(self) -> None:
        if not (self.app and self.app.embed and self.in_frame):
            return
        waiting, self.host_waiting = self.host_waiting or [], None
        self._post({"type": "ready"})
        for message in waiting:
            self._post(message)
        observer = window.ResizeObserver.new(create_proxy(lambda *_: self._post_height()))
        _KEEP.append(observer)
        observer.observe(self.html)

    def _post_height(self) -> None:
        height = int(window.Math.ceil(self.html.getBoundingClientRect().height))
        if height != self.last_height:
            self.last_height = height
            self._post({"type": "resize", "height": height})


# ---------------------------------------------------------------------------- small helpers


async def _connect() -> Any:
    from pyscript import workers

    return await workers[WORKER_NAME]


def _storage() -> Any:
    try:
        return window.localStorage or None
    except Exception:  # blocked: reading the property throws (sandboxed frames)
        return None


def _get(key: str) -> str | None:
    try:
        value = _storage().getItem(key)
    except Exception:
        return None
    return str(value) if isinstance(value, str) else None


def _set(key: str, value: str) -> None:
    with contextlib.suppress(Exception):  # full or refused: the page works without it
        _storage().setItem(key, value)


def _read_store() -> StoreImage:
    """Our saved games and best scores as the page starts; storage refused: memory only."""
    store = _storage()
    try:
        store.setItem("axio:probe", "1")  # some browsers only refuse when written to
        store.removeItem("axio:probe")
    except Exception as error:
        if not _is_quota(error) or store is None:
            return StoreImage({}, available=False)
    entries = {}
    for i in range(int(store.length)):
        key = store.key(i)
        if isinstance(key, str) and key.startswith(STORE_PREFIX):
            value = store.getItem(key)
            if isinstance(value, str):
                entries[key] = value
    window.navigator.storage and window.navigator.storage.persist and window.navigator.storage.persist()
    return StoreImage(entries)


def _write(write: fx.Write) -> ev.StoreWritten | None:
    """Write one key if the store still holds what the app expects; else say what it holds."""
    store = _storage()
    if store is None:
        return ev.StoreWritten(write.key, "memory", None)
    try:
        current = store.getItem(write.key)
        current = str(current) if isinstance(current, str) else None
        if current != write.expected:
            return ev.StoreWritten(write.key, "conflict", current)
        if write.text is None:
            store.removeItem(write.key)
        else:
            store.setItem(write.key, write.text)
    except Exception as error:
        status = "full" if _is_quota(error) else "memory"
        return ev.StoreWritten(write.key, status, _get(write.key))
    return None


def _is_quota(error: BaseException) -> bool:
    # Pyodide wraps a thrown DOMException; Firefox names its quota error differently.
    text = f"{getattr(error, 'name', '')} {error}"
    return any(name in text for name in ("QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"))


def _hand_over(effect: fx.Download | fx.CopyText | fx.Share) -> None:
    """Files, the clipboard and the share sheet: things the browser does for the person."""
    if isinstance(effect, fx.Download):
        blob = window.Blob.new(to_js([effect.text]), to_js({"type": effect.mime}))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href, link.download = url, effect.filename
        link.click()
        window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)
        return
    text = effect.text if isinstance(effect, fx.CopyText) else f"{effect.text}\n{effect.url}"
    if isinstance(effect, fx.Share) and getattr(window.navigator, "share", None):
        data = to_js({"text": effect.text, "url": effect.url}, dict_converter=window.Object.fromEntries)
        window.navigator.share(data).catch(create_once_callable(lambda _e: None))
        return
    window.navigator.clipboard.writeText(text).catch(
        create_once_callable(lambda _e: window.console.warn("copying was refused by the browser")))


def _message_fields(data: Any) -> dict[str, object] | None:
    """A message's own fields as Python values, if it is a plain object; a field that is not
    text, a number, a boolean or a short list of texts becomes UNREADABLE. Only plain values
    are read, so a huge or deeply nested message costs nothing."""
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


