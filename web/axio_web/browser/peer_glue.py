"""The phones' side of the page glue (issue 28): the port's peer effects done by peers.js, and
its answers ("axio:peer" DOM events) turned into events. With glue.py, the only module that
imports `pyscript`/`js`; it decides nothing.

peers.js is imported the first time a peer effect comes (a dynamic import()), so a visit that
never pairs a phone downloads none of it; the service worker has it precached for offline."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_once_callable  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]
from pyscript.ffi import create_proxy, to_js  # type: ignore[import-not-found]

from ..runtime import effects as fx
from ..runtime import events as ev
from ..runtime.peer_events import read_peer_event

if TYPE_CHECKING:
    from ..app.loop import Runtime

MODULE = "./peers.js"  # beside index.html (build.py copies web/*.js)
EVENT = "axio:peer"  # what peers.js dispatches on document (a test may listen too)
_FIELDS = ("type", "seat", "key", "sdp", "text", "reason")


class PeerPort:
    """`runtime.Port.peers` for BrowserPort: effects wait while peers.js loads, then run in order."""

    runtime: Runtime

    _module: Any = None
    _waiting: list[fx.PeerEffect] | None = None  # while peers.js loads
    _listener: Any = None

    def peers(self, effect: fx.PeerEffect) -> None:
        if self._module is not None:
            _carry_out(self._module, effect)
        elif self._waiting is not None:
            self._waiting.append(effect)
        else:
            self._waiting = [effect]
            self._load()

    def _load(self) -> None:
        if self._listener is None:
            self._listener = create_proxy(self._heard)  # lives as long as the page
            document.addEventListener(EVENT, self._listener)
        url = window.URL.new(MODULE, document.baseURI).href
        loading = window.Function("url", "return import(url)")(url)  # CSP: 'unsafe-eval' (PyScript's)
        loading.then(create_once_callable(self._loaded), create_once_callable(self._not_loaded))

    def _loaded(self, module: Any) -> None:
        self._module, waiting, self._waiting = module, self._waiting or [], None
        for effect in waiting:
            _carry_out(module, effect)

    def _not_loaded(self, error: Any) -> None:  # offline before it was ever cached: say so, try again later
        waiting, self._waiting = self._waiting or [], None
        window.console.warn(f"peers.js did not load: {error}")
        for effect in waiting:
            if failure := _failure(effect, "the page could not load its connection code"):
                self.runtime.dispatch(failure)

    def _heard(self, event: Any) -> None:  # nothing goes back to JavaScript (no proxy to leak)
        detail = event.detail
        fields = {name: _plain(getattr(detail, name, None)) for name in _FIELDS}
        if (answer := read_peer_event(fields)) is not None:
            self.runtime.dispatch(answer)


def _carry_out(module: Any, effect: fx.PeerEffect) -> None:
    if isinstance(effect, fx.OfferSeat):
        module.offerSeat(effect.seat, effect.key)
    elif isinstance(effect, fx.AcceptAnswer):
        module.acceptAnswer(effect.seat, effect.sdp)
    elif isinstance(effect, fx.AnswerOffer):
        module.answerOffer(effect.sdp)
    elif isinstance(effect, fx.SendPeer):
        module.send(effect.seat, effect.text)
    elif isinstance(effect, fx.ClosePeer):
        module.closePeer(effect.seat)
    elif isinstance(effect, fx.Scanner):
        module.scanner(effect.on, effect.reads)
    elif isinstance(effect, fx.Vibrate):
        module.vibrate(to_js(list(effect.pattern)))


def _failure(effect: fx.PeerEffect, reason: str) -> ev.PeerEvent | None:
    if isinstance(effect, (fx.OfferSeat, fx.AcceptAnswer)):
        return ev.PeerFailed(effect.seat, reason)
    if isinstance(effect, fx.AnswerOffer):
        return ev.PeerFailed(None, reason)
    if isinstance(effect, fx.Scanner) and effect.on:
        return ev.ScannerFailed("missing")
    return None


def _plain(value: Any) -> object:
    """A JavaScript text or number as Python; anything else (null, undefined, objects) None."""
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        return int(value) if isinstance(value, float) and value.is_integer() else value
    return None
