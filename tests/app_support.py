"""Driving the whole page under CPython as the glue does: `start`, `update`, `render`.

    app, effects = boot(query="?game=rota&players=1")
    app = click(app, "rota-rotate", dir="1")
    assert "..." in html(app)

`Browser` and `Tab` stand in for localStorage and the glue's part in saving: a tab carries out
the app's `WriteStore` effects on the browser's items and answers a write that did not go as
expected with the `StoreWritten` event the glue would send (full, another tab, no storage);
the other tabs hear every write as `StoreChanged`. Only these fakes are mutable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from html.parser import HTMLParser
from typing import Any

from axio_web import bot_decide
from axio_web.app import App, Boot, Env, start, update
from axio_web.effects import AskBot, Effect, ReplaceAddress, Schedule, Write, WriteStore
from axio_web.events import BotAnswer, Click, Event, StoreChanged, Tick
from axio_web.page import Page, render
from axio_web.storage import StoreImage
from axio_web.table.screen import Choosing, Covered, Table

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
    from axio_web.effects import Announce

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
    sel = table.mode.selection
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
    rack = table.session.state.racks[table.player] or ()
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


def play_by_clicks(send: Callable[[Event], list[Effect]], current: Callable[[], App],
                   action: Action) -> list[Effect]:
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


def run_bots(send: Callable[[Event], list[Effect]], effects: Sequence[Effect]) -> list[Effect]:
    """What the glue does with a computer player's effects: each `Schedule` comes due, each
    `AskBot` is answered by the worker's own function. Returns every effect seen on the way;
    stops when nothing more is scheduled (a person's turn, or the end)."""
    seen = list(effects)
    pending = list(effects)
    while pending:
        effect = pending.pop(0)
        if isinstance(effect, Schedule):
            more = send(Tick(effect.action, effect.run))
        elif isinstance(effect, AskBot):
            move = bot_decide.decide(effect.record_json, effect.player)
            more = send(BotAnswer(effect.run, effect.moves, move))
        else:
            continue
        seen += more
        pending += more
    return seen


def run_app_bots(app: App, effects: Sequence[Effect], env: Env = ENV) -> tuple[App, list[Effect]]:
    holder = [app]

    def send(event: Event) -> list[Effect]:
        holder[0], more = update(holder[0], event, env)
        return more

    seen = run_bots(send, effects)
    return holder[0], seen


# ---------------------------------------------------------------------------- a browser with tabs


@dataclass
class Browser(LocalStorage):
    """The store with tabs that each run an App, as the glue does (tests/storage_support.py)."""

    def open(self, **fields: Any) -> Tab:
        """A new tab on the page (`Boot` fields: query, hash, prefs...)."""
        clock = Clock(nonce=1000 * (len(self.tabs) + 1))
        store = StoreImage.snapshot(self.items, self.available)
        app, effects = start(Boot(store=store, page_url=PAGE_URL, **fields), clock())
        tab = Tab(self, app, clock)
        self.tabs.append(tab)
        tab.effects = effects + tab.carry_out(effects)
        return tab


@dataclass
class Tab:
    """One page: its app, carried by a glue that writes to the browser's storage."""

    browser: Browser
    app: App
    clock: Clock
    effects: list[Effect] = field(default_factory=list)  # of the last event, answers included
    inbox: list[StoreChanged] = field(default_factory=list)
    history: str | None = None  # the saved game history.state remembers (ReplaceAddress)

    def reload(self) -> Tab:
        """The page reloaded in this tab: a new app, told which game the tab showed."""
        self.browser.tabs.remove(self)
        return self.browser.open(table_id=self.history)

    def send(self, event: Event) -> list[Effect]:
        """Hand the app an event; carry out its effects (the glue's answers included)."""
        self.effects = self._dispatch(event)
        return self.effects

    def click(self, action: str, **data: str) -> list[Effect]:
        return self.send(Click(action, data, is_button=True))

    def play(self, action: Action) -> list[Effect]:
        self.effects = play_by_clicks(self._dispatch, lambda: self.app, action)
        return self.effects

    def run_bots(self, effects: Sequence[Effect]) -> list[Effect]:
        self.effects = run_bots(self._dispatch, effects)
        return self.effects

    def hear(self) -> None:
        """The other tabs' writes arrive (the `storage` events)."""
        waiting, self.inbox = self.inbox, []
        for change in waiting:
            self._dispatch(change)

    def _dispatch(self, event: Event) -> list[Effect]:
        self.app, effects = update(self.app, event, self.clock())
        return effects + self.carry_out(effects)

    def carry_out(self, effects: Sequence[Effect]) -> list[Effect]:
        """The writes, in order; a write refused is answered at once (as glue._run does).
        The address's game is remembered for a reload."""
        more: list[Effect] = []
        for effect in effects:
            if isinstance(effect, ReplaceAddress):
                self.history = effect.table
            if isinstance(effect, WriteStore):
                for one in effect.writes:
                    answer = self.browser.write(self, one)
                    if answer is not None:
                        more += self._dispatch(answer)
        return more

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

    VOID = frozenset({"input", "br", "img", "meta", "link", "use", "circle", "rect", "line", "polygon",
                      "path", "ellipse", "polyline"})

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
