"""The other screens' modules, imported soon after the first paint (issue 24).

The first start imports only what the menu needs (app.py, page.py: the table, the games'
boards, lessons, phones, review and the saves screens are imported where first used). Soon
after the menu is shown, the glue starts this warm-up, which imports the rest one module per
browser task, so the page still answers between steps and a later click does not wait for
an import. After a start from the memory snapshot, which holds them all, there is nothing left.

    warm_up_soon(later)   # later(ms, step): the glue's setTimeout
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable

FIRST_MS = 300.0  # after the first paint: the menu is shown before the warm-up takes the thread
STEP_MS = 0.0  # between two modules: whatever the page has to do goes first

#: In the order they are likely wanted, each step a slice of the work (what a step imports
#: first is already there for the next ones).
MODULES = (
    "axio_web.games",  # the table, both games' boards and controls
    "axio_web.table.screen",
    "axio_web.table.render",
    "axio_web.phones.table_link",  # the table's phones
    "axio_web.saves_ui.screens",  # saved games, best scores, replay, statistics
    "axio_web.learn.course",  # the lessons
    "axio_web.table.lesson",
    "axio_web.help",
    "axio_web.review.opening",  # the review of a finished game
    "axio_web.review.rate",
    "axio_web.review.puzzles",  # practise your mistakes, and the daily puzzle
    "axio_web.review.daily_puzzles",
    "axio_web.phones.rack",  # a phone's own screen
    "axio_web.phones.rack_render",
    "axio_web.linkplay_ui",  # a game by links (its protocol comes with the extras zip)
    "axio_web.linkplay_board",  # a game by links, dealt: on the table's board
    "axio_web.bot_decide",  # the bots on the page, when the worker cannot run
)

Later = Callable[[float, Callable[[], None]], object]


def warm_up_soon(later: Later) -> None:
    """Import MODULES not imported yet, one per `later` call: the first after FIRST_MS."""
    pending = [name for name in MODULES if name not in sys.modules]

    def step() -> None:
        importlib.import_module(pending.pop(0))
        if pending:
            later(STEP_MS, step)

    if pending:
        later(FIRST_MS, step)
