"""The page's loop, in plain Python: an event goes to `update`, the regions that changed are
shown, the effects are carried out, and the events they send back go round again.

    runtime = Runtime(port, in_frame=False)
    runtime.open(boot)                   # start(boot), show, carry out the first effects
    runtime.dispatch(Click("start"))     # every browser event after that

The browser is reached only through a `Port` (glue.py adapts `js`/`pyscript` to it; the tests
use a fake), so the code the browser runs is the code the unit tests run. The port reports
back through the runtime's entry points: `dispatch` (timers due, browser events),
`worker_answered`, `store_changed`, `key`, `help_closed`, `before_reload`, `host_ready` and
`host_height`. Nothing the program needs is read back from the page: whether help is open,
the contrast and the rest are fields of the app.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import partial
from typing import Protocol

from ..app.routing import update
from ..app.start import Boot, start
from ..runtime import effects as fx
from ..runtime import events as ev
from ..runtime.lesson_progress import STEP_KEYS as LESSON_STEP_KEYS
from ..runtime.model import App, Env, Messages
from ..runtime.preferences import LANG_KEY, LINK_KEY, MENU_KEY, NAMES_KEY, THEME_KEY, contrast_at_start
from ..storage.local import LocalStore, is_ours, read_image, read_quietly, remember, write_through
from ..strings.i18n import in_language, t
from ..ui.action_names import AppAction
from ..ui.markup import esc
from . import page_patch
from .page import Page, render

Question = fx.AskBot | fx.AskReview  # what the bot worker is asked
# read at boot; the guided first game remembers its step as a preference (never a saved game)
PREFERENCE_KEYS = (LANG_KEY, THEME_KEY, NAMES_KEY, MENU_KEY, LINK_KEY, *LESSON_STEP_KEYS)


def page_boot(
    store: LocalStore,
    *,
    query: str,
    hash: str,
    languages: tuple[str, ...],
    page_url: str,
    in_frame: bool,
    table_id: str | None,
    prefers_more_contrast: bool,
) -> Boot:
    """What the page knows as it starts: the address and the browser's settings (the glue reads
    them), the preferences and saved games in localStorage, and the contrast boot.js chose
    before the first paint, by the same rule (none where storage is refused)."""
    prefs = {key: value for key in PREFERENCE_KEYS if (value := read_quietly(store, key)) is not None}
    contrast = store.available and contrast_at_start(prefs.get(THEME_KEY), prefers_more_contrast)
    return Boot(
        query=query,
        hash=hash,
        languages=languages,
        prefs=prefs,
        store=read_image(store),
        in_frame=in_frame,
        page_url=page_url,
        contrast=contrast,
        table_id=table_id,
    )


class Worker(Protocol):
    """The bot worker: a second Python that decides and rates off the page's thread."""

    def start(self) -> None:
        """Start it (once) so that its first question does not wait for it."""

    def ask(self, question: Question, answered: Callable[[str], object]) -> None:
        """Ask it; `answered` gets its answer later ("" where it could not answer)."""


class Port(Protocol):
    """Everything the runtime asks of the browser."""

    def show(self, changes: page_patch.PageChanges) -> None:
        """Change the page as `changes` says, in its order."""

    @property
    def store(self) -> LocalStore:
        """localStorage (storage/local.py)."""
        ...

    def env(self) -> Env:
        """The moment of an event: the time, the local offset, a fresh random number."""
        ...

    def now_ms(self) -> float:
        """A monotonic clock in milliseconds (performance.now)."""
        ...

    def set_timer(self, delay_ms: float, tick: ev.Tick) -> None:
        """Hand `tick` to `Runtime.dispatch` after `delay_ms`."""

    @property
    def worker(self) -> Worker:
        """The bot worker (worker_link.WorkerLink in the browser)."""
        ...

    def announce(self, text: str, fresh: bool) -> None:
        """Say `text` in the ARIA live region; `fresh`: replacing what was said before."""

    def post_to_host(self, message: Mapping[str, object]) -> None:
        """window.parent.postMessage(message)."""

    def replace_address(self, query: str | None, table: str | None) -> None:
        """history.replaceState (effects.ReplaceAddress)."""

    def hand_over(self, effect: fx.Download | fx.CopyText | fx.Share) -> None:
        """A file, the clipboard, the share sheet: things the browser does for the person."""

    def peers(self, effect: fx.PeerEffect) -> None:
        """WebRTC connections to phones, the camera, the buzzer (effects.py, "Phones"); the
        answers come back through `Runtime.dispatch` as the events of the same names."""

    def console_warning(self, text: str) -> None: ...

    def console_error(self, text: str) -> None: ...


class Runtime:
    """The app and the page shown last, carried from event to event. `in_frame`: the page
    runs inside another page's frame (embed mode talks to that host page only then)."""

    def __init__(self, port: Port, in_frame: bool = False, app: App | None = None) -> None:
        self.port = port
        self.in_frame = in_frame
        self.app = app
        self.page: Page | None = None
        self.host_waiting: list[dict[str, object]] | None = []  # messages before "ready"
        self.last_height = -1

    # ------------------------------------------------------------------ the loop

    def open(self, boot: Boot) -> list[fx.Effect]:
        """The app as the page starts, shown, its first effects carried out. Returns every
        effect, the answers' included (so does `dispatch`)."""
        try:
            self.app, effects = start(boot, self.port.env())
        except Exception:  # what the address held broke the start: the menu, never a hung page
            self.port.console_error(f"The page could not start from its address:\n{traceback.format_exc()}")
            self.app, effects = start(replace(boot, query="", hash="", table_id=None), self.port.env())
            with in_language(self.app.lang):
                self.app = replace(self.app, messages=Messages("error", (t("page.start_failed"),)))
            effects = [*effects, fx.ReplaceAddress("", None)]  # the address that broke it goes
        self._show()
        return effects + self.carry_out(effects)

    def dispatch(self, event: ev.Event) -> list[fx.Effect]:
        if self.app is None:
            return []
        began = self.port.now_ms()
        try:
            self.app, effects = update(self.app, event, self.port.env())
            # A pause people watch (a computer player "thinking", a move landing) counts from
            # the event that began it: the time the page took to work and draw is part of it.
            for effect in effects:
                if isinstance(effect, fx.Schedule):
                    self._schedule(effect, began)
            self._show()
        except Exception:
            self.port.console_error(f"The page failed on {event!r}:\n{traceback.format_exc()}")
            with in_language(self.app.lang):  # the words of the app's language (render binds it too)
                failed = esc(t("page.move_failed"))
            self.port.show(page_patch.PageChanges(messages=(failed, "error")))
            return []
        return effects + self.carry_out([e for e in effects if not isinstance(e, fx.Schedule)])

    def focus_again(self) -> None:
        """Put the focus where the screen wants it (the screen is only shown now)."""
        if self.page is not None:
            self.port.show(page_patch.PageChanges(focus=page_patch.focus(self.page, None)))

    def _show(self) -> None:
        assert self.app is not None
        page, last = render(self.app), self.page
        self.page = page
        self.port.show(page_patch.changes(page, last))

    # ------------------------------------------------------------------ effects

    def carry_out(self, effects: list[fx.Effect]) -> list[fx.Effect]:
        """Each effect in turn; one that fails is reported and the others still run. Returns
        the effects of the events they answered with at once (a write refused)."""
        more: list[fx.Effect] = []
        fresh = True  # everything one event announces is said together, replacing the last
        for effect in effects:
            try:
                if isinstance(effect, fx.Announce):
                    self.port.announce(effect.text, fresh)
                    fresh = False
                else:
                    more += self._run(effect)
            except Exception:
                name = type(effect).__name__
                self.port.console_error(f"Could not carry out {name}:\n{traceback.format_exc()}")
        return more

    def _run(self, effect: fx.Effect) -> list[fx.Effect]:
        port = self.port
        if isinstance(effect, fx.WriteStore):
            more: list[fx.Effect] = []
            for write in effect.writes:
                answer = write_through(port.store, write)
                if answer is not None:
                    more += self.dispatch(answer)
            return more
        if isinstance(effect, fx.Schedule):
            self._schedule(effect, port.now_ms())
        elif isinstance(effect, (fx.AskBot, fx.AskReview)):
            port.worker.start()
            port.worker.ask(effect, partial(self.worker_answered, effect))
        elif isinstance(effect, fx.StartBots):
            port.worker.start()
        elif isinstance(effect, fx.PostToHost):
            self._post({"type": effect.type, **dict(effect.payload)})
        elif isinstance(effect, fx.RememberPreference):
            remember(port.store, effect.key, effect.value)
        elif isinstance(effect, fx.ReplaceAddress):
            port.replace_address(effect.query, effect.table)
        elif isinstance(effect, (fx.Download, fx.CopyText, fx.Share)):
            port.hand_over(effect)
        elif isinstance(effect, fx.ConsoleWarning):
            port.console_warning(effect.text)
        elif isinstance(
            effect,
            (
                fx.OfferSeat,
                fx.AcceptAnswer,
                fx.AnswerOffer,
                fx.SendPeer,
                fx.ClosePeer,
                fx.Scanner,
                fx.Vibrate,
            ),
        ):
            port.peers(effect)
        return []

    def _schedule(self, effect: fx.Schedule, began: float) -> None:
        delay = max(0.0, effect.ms - (self.port.now_ms() - began))
        self.port.set_timer(delay, ev.Tick(effect.action, effect.run))

    # ------------------------------------------------------------------ what the port reports

    def worker_answered(self, question: Question, answer: str) -> list[fx.Effect]:
        """The bot worker's answer ("": it could not run; the table then decides on the page,
        and a review's move is rated here)."""
        if isinstance(question, fx.AskBot):
            return self.dispatch(ev.BotAnswer(question.run, question.moves, answer))
        from ..screens.review.rate import review_step

        rating = answer or review_step(question.record_json, question.k, question.move)
        return self.dispatch(ev.ReviewAnswer(question.run, question.k, rating))

    def store_changed(self, key: str, value: str | None) -> list[fx.Effect]:
        """Another tab changed localStorage (the `storage` event): our keys only."""
        return self.dispatch(ev.StoreChanged(key, value)) if is_ours(key) else []

    def key(self, event: ev.Key) -> bool:
        """A key pressed; True when the page used it (no scrolling on arrows or space then)."""
        if self.app is None or self.app.help is not None:
            return False  # the open help panel has its own keys: Tab stays inside, Esc closes it
        before = self.app
        self.dispatch(event)
        return self.app is not before

    def host_message(self, read: Callable[[], Mapping[str, object] | None]) -> list[fx.Effect]:
        """A message from the host page, read by `read` (the glue copies its plain fields)."""
        try:
            fields = read()
        except Exception:  # junk must never break the page
            self.port.console_warning("AXIO could not read a message from the host page")
            return []
        return self.dispatch(ev.HostMessage(fields))

    def help_closed(self) -> None:
        """The help panel closed by the browser (Esc): the app learns it."""
        if self.app is not None and self.app.help is not None:
            self.dispatch(ev.Click(AppAction.CLOSE_HELP))

    def before_reload(self) -> bool:
        """An update wants to reload the page: save what waits; False while a save is missing."""
        self.dispatch(ev.BeforeReload())
        return self.app is None or self.app.saving.unsaved is None

    # ------------------------------------------------------------------ the host page

    def _embedded(self) -> bool:
        return self.app is not None and self.app.embed and self.in_frame

    def _post(self, message: dict[str, object]) -> None:
        """An event for the page that embeds this one (embed mode, PAGE.md); held until ready."""
        if not self._embedded():
            return
        message = {"source": "axio", **message}
        if self.host_waiting is not None and message["type"] != "ready":
            self.host_waiting.append(message)
        else:
            self.port.post_to_host(message)

    def host_ready(self) -> bool:
        """The page is ready: tell the host, then what waited. True: the host listens (the
        glue then reports the page's height)."""
        if not self._embedded():
            return False
        waiting, self.host_waiting = self.host_waiting or [], None
        self._post({"type": "ready"})
        for message in waiting:
            self._post(message)
        return True

    def host_height(self, height: int) -> None:
        if height != self.last_height:
            self.last_height = height
            self._post({"type": "resize", "height": height})
