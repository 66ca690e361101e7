"""The page glue of computer players: the bot worker, and the menu's choice per seat.

Browser-only (PyScript); what it decides is in `bot_seats`, `bot_decide` and
`table/bot_turn.py`, tested under CPython. The shell holds one `BotWorker` and calls:

    worker.prepare()                          # a game with an Expert seat is shown: start it
    move = await worker.decide(record, seat)  # for every ui.AskBot -> the record move (JSON)
    fill_menu(bots) / translate_menu()        # the menu's seat choices, in the language in force
    on_menu_change(event) / menu_bots(n)      # a seat choice changed / the seats to start with

Why a worker: the Expert searches for up to a second, which would freeze the page on the
main thread. A PyScript worker is a second Pyodide with the same config (our zip), started
only when a game needs it; its exported `decide` (bot_decide.decide) works from any static
server without cross-origin isolation (it needs no DOM). If the worker cannot start (an old
browser, a host whose policy forbids blob: workers), the same function runs here instead.
"""

from __future__ import annotations

import asyncio
from typing import Any

from pyscript import document, window  # type: ignore[import-not-found]

from . import bot_seats
from .params import HUMAN, MAX_PLAYERS, StartRequest

WORKER_NAME = "bot-worker"
CONFIG = "./pyscript.json"  # the main interpreter's config: the same Pyodide, the same zip
# Starting a second Pyodide takes 2-5 s on a desktop; give a slow phone a good deal longer before
# deciding on the main thread instead.
BOOT_TIMEOUT_S = 20.0
WORKER_CODE = """
import os, sys
sys.path.insert(0, os.path.abspath("app"))
from axio_web.bot_decide import decide
__export__ = ["decide"]
"""


class BotWorker:
    """The bot worker, started once per page on first need."""

    def __init__(self) -> None:
        self._ready: asyncio.Future[Any] | None = None
        self.failed = False

    def prepare(self) -> None:
        """Start the worker (if not yet): PyScript boots any <script type="py" worker> added
        to the page."""
        if self._ready is not None or self.failed:
            return
        if getattr(window, "axioStorageRefused", False):
            # boot.js saw IndexedDB refused (a sandboxed frame): a worker's PyScript would wait
            # for it forever, so the bots think on the page from the start.
            self.failed = True
            return
        tag = document.createElement("script")
        tag.type = "py"
        tag.setAttribute("worker", "")
        tag.setAttribute("name", WORKER_NAME)
        tag.setAttribute("config", CONFIG)
        tag.textContent = WORKER_CODE
        document.body.append(tag)
        self._ready = asyncio.ensure_future(_connect())

    async def decide(self, record_json: str, player: int) -> str:
        """The bot's move as a record move (JSON): from the worker, else decided here."""
        self.prepare()
        if not self.failed and self._ready is not None:
            try:
                worker = await asyncio.wait_for(asyncio.shield(self._ready), BOOT_TIMEOUT_S)
            except Exception as error:  # never started: decide here from now on
                self.failed = True
                window.console.warn(f"The bot worker could not start ({error!r}); bots think on the page.")
            else:
                try:
                    return str(await worker.decide(record_json, player))
                except Exception as error:  # this question failed; the next one asks again
                    window.console.warn(f"The bot worker failed ({error!r}); deciding on the page.")
        from . import bot_decide  # the engine's bots: loaded with the game, not with the menu

        return bot_decide.decide(record_json, player)  # the page pauses up to the Expert's budget


async def _connect() -> Any:
    from pyscript import workers  # type: ignore[import-not-found]

    return await workers[WORKER_NAME]


# ---------------------------------------------------------------------------- the menu


def _select(seat: int) -> Any:
    return document.getElementById(f"seat-kind-{seat}")


def fill_menu(bots: tuple[str | None, ...]) -> None:
    """Put the address's seats (or nobody's: all people) into the menu."""
    for seat in range(MAX_PLAYERS):
        select = _select(seat)
        if select:
            select.value = (bots[seat] if seat < len(bots) else None) or HUMAN
    translate_menu()


def translate_menu() -> None:
    """The choices' names, each seat's style line and name placeholder, in the language in
    force (the static page has them in English)."""
    for seat in range(MAX_PLAYERS):
        select = _select(seat)
        if not select:
            continue
        for option in select.options:
            option.textContent = bot_seats.level_name(str(option.value))
        _show_seat(seat)


def on_menu_change(event: Any) -> None:
    target = event.target
    if target and target.classList and target.classList.contains("seat-kind"):
        _show_seat(int(target.dataset.seat))


def menu_bots(players: int) -> tuple[str | None, ...]:
    """The seats the menu asks for: a level per bot seat, None per person."""
    values = [str(_select(seat).value) if _select(seat) else HUMAN for seat in range(players)]
    return bot_seats.menu_seats(values, players)


def _show_seat(seat: int) -> None:
    level = bot_seats.menu_seats([str(_select(seat).value)], 1)[0]
    style = document.getElementById(f"seat-style-{seat}")
    if style:
        style.textContent = bot_seats.level_style(level)
        style.hidden = level is None
    # Empty name fields show the names the game will give ("Casual", "Casual 3", "Player 2").
    seats = menu_bots(MAX_PLAYERS)
    names = bot_seats.seat_names(StartRequest(players=MAX_PLAYERS, bots=seats))
    for other in range(MAX_PLAYERS):
        field = document.getElementById(f"name-{other}")
        if field:
            field.placeholder = names[other]
