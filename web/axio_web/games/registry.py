"""The two games at the table: their plugins, and a game's session from what the page asks.

A game is one `GamePlugin` at the shared table; adding a game is one line in `PLUGINS`.

    session = new_session(request, seed=7)        # the menu's or the address's new game
    session, notes = session_from_record(record)  # a `#record=` link or a saved game
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from axio_core import AxioError
from axio_core.axio.view import AxioView
from axio_core.meta import Ignored
from axio_core.rota.view import RotaView
from axio_core.session import Session

from ..runtime.bot_seats import seat_names
from ..runtime.params import MAX_SEED, StartRequest
from ..strings.i18n import t
from ..strings.why import say
from .axio.choice import Choice
from .axio.plugin import AxioPlugin
from .plugin import AnyPlugin, GamePlugin
from .rota.plugin import RotaPlugin
from .rota.selection import RotaSelection


# Typed with each game's own view and selection, so mypy checks that each plugin keeps the
# protocol with them; the table then holds either as an AnyPlugin.
def axio_plugin() -> GamePlugin[AxioView, Choice]:
    return AxioPlugin()


def rota_plugin() -> GamePlugin[RotaView, RotaSelection]:
    return RotaPlugin()


#: variant -> the plugin for it.
PLUGINS: dict[str, Callable[[], AnyPlugin]] = {
    "axio": axio_plugin,
    "rota": rota_plugin,
}


class CannotOpen(Exception):
    """A record that cannot be shown: the message is for people (translated)."""


def plugin_for(variant: str) -> AnyPlugin:
    return PLUGINS[variant]()


def new_session(request: StartRequest, nonce: int) -> Session:
    """A new game as the menu or the address asks: the seats' names and levels, the deal's
    seed (a random one from `nonce` when none was given)."""
    seed = request.seed if request.seed is not None else nonce % (MAX_SEED + 1)
    return Session.new(request.game or "axio", list(seat_names(request)), seed, request.seat_bots())


def session_from_record(record: Mapping[str, Any]) -> tuple[Session, tuple[Ignored, ...]]:
    """The game a record holds, and what of its `meta` could not be used. Raises CannotOpen
    with a reason people can read."""
    try:
        return Session.read(dict(record))
    except AxioError as error:
        raise CannotOpen(t("games.record_bad", reason=say(error.refusal))) from None


def ignored_text(ignored: Sequence[Ignored]) -> list[str]:
    """What the page says about the record's unusable `meta` fields (seats become people)."""
    return [
        t(
            f"games.ignored_{item.field}" if item.field in ("seats", "seed") else "games.ignored_meta",
            value=item.value,
        )
        for item in ignored
    ]
