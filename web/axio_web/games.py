"""The game screens the shell can open (shell.GAME_SCREENS, filled from `SCREENS`).

A game is one `GamePlugin` at the shared table; adding a game is one line in `PLUGINS`.
Everything here is pure (tested under CPython); the shell runs the screens in the page.

    "rota"    a new game from the shell's StartRequest (game, players, names, seed, bots, lang)
    "axio"    the same, once PLUGINS has it
    "record"  a decoded `#record=` link: an unfinished game continues, a finished one opens
              at its end
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from axio_core import AxioError
from axio_core.session import Session

from .axio_ui.plugin import AxioPlugin
from .bot_seats import seat_names
from .i18n import set_language, t
from .params import StartRequest
from .rota_ui.plugin import RotaPlugin
from .table.notice import NoticeScreen
from .table.plugin import GamePlugin
from .table.screen import GameScreen, random_seed

#: variant -> the plugin for it.
PLUGINS: dict[str, Callable[[], GamePlugin]] = {
    "axio": AxioPlugin,
    "rota": RotaPlugin,
}


class CannotOpen(Exception):
    """A record that cannot be shown: the message is for people (translated)."""


def new_screen(request: StartRequest) -> GameScreen:
    """A new game as the menu or the address asks: the seats' names, the deal's seed."""
    plugin = PLUGINS[request.game or ""]()
    seed = request.seed if request.seed is not None else random_seed()
    # Computer players sit where the menu or the address put them (bot_seats.py).
    session = Session.new(plugin.variant, list(seat_names(request)), seed, request.seat_bots())
    return GameScreen.start(plugin, session)


def screen_from_record(record: Mapping[str, Any],
                       screen_state: Mapping[str, Any] | None = None) -> GameScreen:
    """The game a record holds: an unfinished one continues (behind the cover in hot-seat),
    a finished one opens at its end. Raises CannotOpen with a reason people can read."""
    try:
        session = Session.from_record(dict(record))
    except AxioError as error:
        raise CannotOpen(t("games.record_bad", reason=str(error))) from None
    factory = PLUGINS.get(session.variant)
    if factory is None:
        raise CannotOpen(t("games.variant_missing", game=t(f"game.{session.variant}")))
    cover = (screen_state or {}).get("cover")
    return GameScreen.start(factory(), session, cover=None if cover is None else bool(cover))


# ---------------------------------------------------------------------------- the shell's hooks
# shell.GAME_SCREENS: factory(request, record) -> ui.Screen; the shell runs it (render, one
# delegated click listener, keys, effects) and carries out `start_effects()` as it appears.


def _new_game(request: StartRequest, _record: Mapping[str, Any] | None) -> GameScreen:
    set_language(request.lang)
    return new_screen(request)


def _from_record(request: StartRequest, record: Mapping[str, Any] | None) -> GameScreen | NoticeScreen:
    set_language(request.lang)
    try:
        return screen_from_record(record or {})
    except CannotOpen as error:
        return NoticeScreen(str(error))


SCREENS: dict[str, Callable[[StartRequest, Mapping[str, Any] | None], GameScreen | NoticeScreen]] = {
    **{variant: _new_game for variant in PLUGINS},
    "record": _from_record,
}
