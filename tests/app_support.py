"""Driving the whole page under CPython: `start`, `update`, `render`, and the page's runtime.

    app, effects = boot(query="?game=rota&players=1")
    app = click(app, "rota-rotate", dir="1")
    assert "..." in html(app)

`Browser` and `Tab` run the page as the browser does: each tab is a `runtime.Runtime` (the
loop the browser runs: update, show, carry out the effects, the answers they lead to) driven
through `FakePort`, a port whose localStorage is the browser's shared fake
(tests/storage_support.py), whose timers and bot worker wait until the test lets them come
due, and whose page is not drawn (the tests read `render(app)`). Only these fakes are mutable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from html.parser import HTMLParser
from typing import Any

from axio_web.app.loop import Question, Runtime
from axio_web.app.page import Page, render
from axio_web.app.page_patch import PageChanges
from axio_web.app.routing import update
from axio_web.app.start import Boot, start
from axio_web.runtime import bot_decide
from axio_web.runtime import effects as fx
from axio_web.runtime.effects import AskBot, Effect, Schedule, WriteStore
from axio_web.runtime.events import Click, Event, StoreChanged, Tick
from axio_web.runtime.model import App, Env
from axio_web.screens.table.screen import Choosing, Covered, Table
from axio_web.storage.image import Write
from axio_web.storage.local import LocalStore, read_image

from axio_core import Action, AxioPlace, Exchange, KeepRack, RotaPlace
from tests.storage_support import LocalStorage

START = datetime(2026, 11, 22, 9, 0, tzinfo=UTC)
ENV = Env(START, 60, 12345)  # one fixed moment (an hour east of UTC), one random number
PAGE_URL = "https://example.test/axio/"


@dataclass
class Clock:
    """A fresh `Env` per event, as the glue makes them: one minute later, the next number."""

    now: datetime = START
    nonce: int = 1
    tz_offset: int = 60

    def __call__(self) -> Env:
        env = Env(self.now, self.tz_offset, self.nonce)
        self.now += timedelta(minutes=1)
        self.nonce += 1
        return env


# ---------------------------------------------------------------------------- one app, no store


def boot(env: Env = ENV, **fields: Any) -> tuple[App, list[Effect]]:
    """`start` with a `Boot` of these fields (query, hash, store, prefs...)."""
    return start(Boot(**fields), env)


def step(app: App, event: Event, env: Env = ENV) -> tuple[App, list[Effect]]:
    return update(app, event, env)


def press(app: App, action: str, env: Env = ENV, **data: str) -> tuple[App, list[Effect]]:
    """A button pressed: the app and the effects."""
    return update(app, Click(action, data, is_button=True), env)


def click(app: App, action: str, **data: str) -> App:
    """A button pressed: the app only."""
    return press(app, action, **data)[0]


def page(app: App) -> Page:
    return render(app)


def html(app: App) -> str:
    """The screen in front as one string (every region filled in)."""
    return render(app).screen.html()


def said(effects: Iterable[Effect]) -> str:
    """Everything the effects announce, one line each."""
    from axio_web.runtime.effects import Announce

    return "\n".join(e.text for e in effects if isinstance(e, Announce))


def writes(effects: Iterable[Effect]) -> list[Write]:
    return [w for e in effects if isinstance(e, WriteStore) for w in e.writes]


def written(effects: Iterable[Effect]) -> dict[str, str | None]:
    """What the effects write to localStorage, key -> text (None: removed)."""
    return {w.key: w.text for w in writes(effects)}


def table_of(app: App) -> Table:
    assert isinstance(app.screen, Table), f"no table in front but {type(app.screen).__name__}"
    return app.screen


# ---------------------------------------------------------------------------- playing by clicks


def next_click(table: Table, action: Action) -> Click:
    """The next control a person uses to play `action` at this table (the cover first)."""
    if isinstance(table.mode, Covered):
        return Click("table-ready", {}, True)
    assert isinstance(table.mode, Choosing), f"nobody chooses now: {table.mode}"
    rack = table.session.state.racks[table.player] if table.plugin.variant == "axio" else ()
    return click_toward(table.mode.selection, action, tuple(rack or ()))


def click_toward(sel: Any, action: Action, rack: tuple[str, ...]) -> Click:
    """The next control that takes the plugin's selection `sel` toward `action` (AXIO: the
    player's `rack`): the table's and a phone's controls are the same."""
    if isinstance(action, RotaPlace):
        if sel.cell != action.at:
            return Click("rota-cell", {"x": str(action.at[0]), "y": str(action.at[1])})
        if sel.rot != action.rot:
            return Click("rota-rotate", {"dir": "1"}, True)
        if action.name is not None and sel.name != action.name:
            return Click("rota-name", {"name": action.name}, True)
        return Click("rota-confirm", {}, True)
    if isinstance(action, Exchange):
        return Click("axio-exchange", {}, True)
    if isinstance(action, KeepRack):
        return Click("axio-keep", {}, True)
    assert isinstance(action, AxioPlace), action
    rack_tile = next(r for r in rack if r in (action.tile, action.tile[::-1]))
    first, second = action.cells
    if sel.tile != rack_tile:
        return Click("axio-tile", {"tile": rack_tile}, True)
    if sel.cells not in ((), (first,), (first, second)):
        return Click("axio-clear", {}, True)
    if sel.cells == ():
        return Click("axio-cell", {"x": str(first[0]), "y": str(first[1])})
    if sel.cells == (first,):
        return Click("axio-cell", {"x": str(second[0]), "y": str(second[1])})
    if sel.oriented != action.tile:
        return Click("axio-flip", {}, True)
    if sel.picks != action.pyramids_from[: len(sel.picks)]:
        return Click("axio-clear", {}, True)
    if len(sel.picks) < len(action.pyramids_from):
        x, y = action.pyramids_from[len(sel.picks)]
        return Click("axio-pyramid", {"px": str(x), "py": str(y)}, True)
    return Click("axio-confirm", {}, True)


def play_by_clicks(
    send: Callable[[Event], list[Effect]], current: Callable[[], App], action: Action
) -> list[Effect]:
    """Play a person's `action` through the page's controls; every effect on the way."""
    before = len(table_of(current()).session.actions)
    seen: list[Effect] = []
    for _ in range(20):
        table = table_of(current())
        if len(table.session.actions) > before:
            assert table.session.actions[before] == action, "the clicks played another move"
            return seen
        seen += send(next_click(table, action))
    raise AssertionError(f"{action} could not be played by clicks")


def play(app: App, action: Action, env: Env = ENV) -> tuple[App, list[Effect]]:
    """`play_by_clicks` for an app without a store: the app after the move, and its effects."""
    holder = [app]

    def send(event: Event) -> list[Effect]:
        holder[0], effects = update(holder[0], event, env)
        return effects

    effects = play_by_clicks(send, lambda: holder[0], action)
    return holder[0], effects


def run_app_bots(app: App, effects: Sequence[Effect], env: Env = ENV) -> tuple[App, list[Effect]]:
    """`Tab.run_bots` for an app without a tab: the runtime carries out `effects` over a store
    that holds what the app's writes expect, then lets the computer players' steps come due."""
    items = dict(app.store.entries)
    for write in reversed(writes(effects)):  # the store as it was when the app decided them
        if write.expected is None:
            items.pop(write.key, None)
        else:
            items[write.key] = write.expected
    browser = Browser(items, available=app.store.available)
    tab = Tab(browser, lambda: env, app=app)
    browser.tabs.append(tab)
    tab.runtime.carry_out(list(effects))
    seen = tab.run_bots(effects)
    return tab.app, seen


# ---------------------------------------------------------------------------- a browser with tabs


@dataclass
class Browser(LocalStorage):
    """The store with tabs that each run the page's runtime (tests/storage_support.py)."""

    def open(self, **fields: Any) -> Tab:
        """A new tab on the page (`Boot` fields: query, hash, prefs...)."""
        tab = Tab(self, Clock(nonce=1000 * (len(self.tabs) + 1)), in_frame=fields.get("in_frame", False))
        self.tabs.append(tab)
        tab.effects = tab.runtime.open(Boot(store=read_image(tab.port.store), page_url=PAGE_URL, **fields))
        return tab


@dataclass
class FakeWorker:
    """The bot worker: its questions wait, each with whom to answer, until the test answers."""

    questions: dict[Question, Callable[[str], object]] = field(default_factory=dict)

    def start(self) -> None: ...

    def ask(self, question: Question, answered: Callable[[str], object]) -> None:
        self.questions[question] = answered


@dataclass
class FakePort:
    """The browser as one tab's runtime sees it (runtime.Port). localStorage is the browser's
    fake; the page is not drawn (the tests read `render(app)`); timers and the bot worker's
    questions wait in `timers` and `worker` until the test lets them come due (`Tab.run_bots`)."""

    store: LocalStore
    clock: Callable[[], Env]
    timers: list[Tick] = field(default_factory=list)
    worker: FakeWorker = field(default_factory=lambda: FakeWorker())
    address: fx.ReplaceAddress | None = None  # the last history.replaceState
    posted: list[Mapping[str, object]] = field(default_factory=list)
    handed: list[Effect] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    peer_effects: list[fx.PeerEffect] = field(default_factory=list)  # connections, camera, buzzer
    shown: PageChanges | None = None  # what the page was told to change last

    def env(self) -> Env:
        return self.clock()

    def now_ms(self) -> float:
        return 0.0

    def show(self, changes: PageChanges) -> None:
        self.shown = changes

    def announce(self, text: str, fresh: bool) -> None: ...

    def set_timer(self, delay_ms: float, tick: Tick) -> None:
        self.timers.append(tick)

    def post_to_host(self, message: Mapping[str, object]) -> None:
        self.posted.append(message)

    def replace_address(self, query: str | None, table: str | None) -> None:
        self.address = fx.ReplaceAddress(query, table)

    def hand_over(self, effect: fx.Download | fx.CopyText | fx.Share) -> None:
        self.handed.append(effect)

    def console_warning(self, text: str) -> None:
        self.warnings.append(text)

    def peers(self, effect: fx.PeerEffect) -> None:
        self.peer_effects.append(effect)

    def console_error(self, text: str) -> None:
        raise AssertionError(text)  # the page failed: the test fails with it


class Tab:
    """One page: the page's runtime over a `FakePort` on the browser's storage."""

    def __init__(
        self, browser: Browser, clock: Callable[[], Env], app: App | None = None, in_frame: bool = False
    ) -> None:
        self.browser = browser
        self.clock = clock
        self.port = FakePort(browser.seen_by(self), clock)
        self.runtime = Runtime(self.port, in_frame, app)
        self.effects: list[Effect] = []  # of the last event, answers included
        self.inbox: list[StoreChanged] = []

    @property
    def app(self) -> App:
        assert self.runtime.app is not None
        return self.runtime.app

    @property
    def history(self) -> str | None:
        """The saved game history.state remembers (ReplaceAddress), for a reload."""
        return self.port.address.table if self.port.address else None

    def reload(self) -> Tab:
        """The page reloaded in this tab: a new app, told which game the tab showed."""
        self.browser.tabs.remove(self)
        return self.browser.open(table_id=self.history)

    def send(self, event: Event) -> list[Effect]:
        """Hand the app an event; its effects carried out (the answers' included)."""
        self.effects = self.runtime.dispatch(event)
        return self.effects

    def click(self, action: str, **data: str) -> list[Effect]:
        return self.send(Click(action, data, is_button=True))

    def play(self, action: Action) -> list[Effect]:
        self.effects = play_by_clicks(self.runtime.dispatch, lambda: self.app, action)
        return self.effects

    def run_bots(self, effects: Sequence[Effect]) -> list[Effect]:
        """The computer players' steps come due: each `Schedule` among `effects` (and the
        effects that follow) fires its timer, each `AskBot` is answered by the worker's own
        function, in order. Returns every effect seen on the way; stops when nothing more is
        scheduled (a person's turn, or the end). Steps another tab asked for are not ours."""
        seen = list(effects)
        pending = list(effects)
        while pending:
            effect = pending.pop(0)
            more = self._come_due(effect)
            seen += more
            pending += more
        self.effects = seen
        return seen

    def _come_due(self, effect: Effect) -> list[Effect]:
        port = self.port
        if isinstance(effect, Schedule):
            due = [t for t in port.timers if (t.action, t.run) == (effect.action, effect.run)]
            if due:
                port.timers.remove(due[0])
                return self.runtime.dispatch(due[0])
        elif isinstance(effect, AskBot) and effect in port.worker.questions:
            answered = port.worker.questions.pop(effect)
            more = answered(bot_decide.decide(effect.record_json, effect.player))  # Runtime.worker_answered
            assert isinstance(more, list)
            return more
        return []

    def hear(self) -> None:
        """The other tabs' writes arrive (the `storage` events)."""
        waiting, self.inbox = self.inbox, []
        for change in waiting:
            self.runtime.store_changed(change.key, change.value)

    @property
    def html(self) -> str:
        return html(self.app)

    @property
    def messages(self) -> str:
        return render(self.app).messages

    @property
    def table(self) -> Table:
        return table_of(self.app)


# ---------------------------------------------------------------------------- markup


class _TagBalance(HTMLParser):
    """Fails on a closing tag that does not match: the screens build markup by hand."""

    VOID = frozenset(
        {
            "input",
            "br",
            "img",
            "meta",
            "link",
            "use",
            "circle",
            "rect",
            "line",
            "polygon",
            "path",
            "ellipse",
            "polyline",
        }
    )

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: Any) -> None:
        pass

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID:
            return
        opened = self.stack[-1] if self.stack else None
        assert opened == tag, f"</{tag}> closes <{opened}>"
        self.stack.pop()


def well_formed(markup: str) -> str:
    """`markup`, once every tag in it is closed in order (AssertionError otherwise)."""
    parser = _TagBalance()
    parser.feed(markup)
    parser.close()
    assert parser.stack == [], f"unclosed: {parser.stack}"
    return markup
