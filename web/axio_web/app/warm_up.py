"""The other screens' modules, imported soon after the first paint (issue 24).

The first start imports only what the menu needs (app/ and the page: the table, the games'
boards, lessons, phones, review and the saves screens are imported where first used). Soon
after the menu is shown, the glue starts this warm-up, which imports the rest one module per
browser task, so the page still answers between steps and a later click does not wait for
an import. After a start from the memory snapshot, which holds them all, there is nothing left.

    warm_up_soon(later)   # later(ms, step): the glue's setTimeout
"""

from __future__ import annotations

import gc
import importlib
import sys
from collections.abc import Callable

FIRST_MS = 300.0  # after the first paint: the menu is shown before the warm-up takes the thread
STEP_MS = 0.0  # between two modules: whatever the page has to do goes first

#: In the order they are likely wanted, each step a slice of the work (what a step imports
#: first is already there for the next ones).
MODULES = (
    "axio_web.screens.menu.entry",  # the first paint's own (there already, but in a test)
    "axio_web.games.registry",  # the table, both games' boards and controls
    "axio_web.screens.table.screen",
    "axio_web.screens.table.render",
    "axio_web.screens.table.entry",
    "axio_web.screens.table.phone_link",  # the table's phones
    "axio_web.screens.saves.screens",  # saved games, best scores, replay, statistics
    "axio_web.screens.learn.course",  # the lessons
    "axio_web.screens.table.lesson",
    "axio_web.screens.help.screen",
    "axio_web.screens.review.opening",  # the review of a finished game
    "axio_web.screens.review.entry",
    "axio_web.screens.review.rate",
    "axio_web.screens.review.puzzles",  # practise your mistakes, and the daily puzzle
    "axio_web.screens.review.daily_puzzles",
    "axio_web.screens.rack.screen",  # a phone's own screen
    "axio_web.screens.rack.render",
    "axio_web.screens.rack.entry",
    "axio_web.screens.linkplay.screen",  # a game by links (its protocol comes with the extras zip)
    "axio_web.screens.linkplay.board",  # a game by links, dealt: on the table's board
    "axio_web.screens.linkplay.entry",
    "axio_web.screens.linkplay.review",  # its review and export before the end
    "axio_web.runtime.bot_decide",  # the bots on the page, when the worker cannot run
)

Later = Callable[[float, Callable[[], None]], object]


def warm_up_soon(later: Later) -> None:
    """Import MODULES not imported yet, one per `later` call: the first after FIRST_MS."""
    pending = [name for name in MODULES if name not in sys.modules]

    def step() -> None:
        importlib.import_module(pending.pop(0))
        if pending:
            later(STEP_MS, step)
        else:
            settle()

    if pending:
        later(FIRST_MS, step)
    else:
        settle()


def settle() -> None:
    """Keep what the start made (the modules, the app as opened) out of the cycle collector: a
    full collection otherwise walks all of it during a tap (CPython, 60 AXIO taps: 192 ms in the
    collector, its longest pause 99 ms; frozen, 53 ms and 21 ms; issue 40)."""
    gc.freeze()
