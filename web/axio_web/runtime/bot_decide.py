"""One computer player's decision, carried across the bot worker's boundary as JSON.

The decisions themselves are axio_core's (`axio_core.bots`, from the bot's `observe` view
only); this module runs one for the bot to act and carries it as a record move, so the bot
worker (glue.py starts it with WORKER_SOURCE) and the page's own fallback run the very
same function:

    >>> from axio_core.session import Session
    >>> s = Session.new("rota", ["Anna", "Casual"], 3, (None, "casual"))
    >>> s = s.play(s.legal_actions()[0])
    >>> decide(s.to_record().to_json(), 1)                  # doctest: +ELLIPSIS
    '{...}'

It imports nothing of the interface, so the worker starts with the engine alone.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, Final

from axio_core import bounded, game
from axio_core.actions import Action, KeepRack
from axio_core.axio import notation as axio_notation
from axio_core.bots import choose_in, expert
from axio_core.errors import InvalidInput, Why
from axio_core.rota import notation as rota_notation
from axio_core.session import Session

#: The Expert's search budget in the browser (axio_core.bots.expert.BROWSER, the same values):
#: a fixed amount of search work, calibrated so that a move takes well under a second in
#: Pyodide (bench/bots_browser.py), the same move on any device and under any load; the 1 s
#: time net only stops a search on a much slower device.
BROWSER_EXPERT = expert.BROWSER

#: What the bot worker runs as it starts (glue.py puts it in a <script type="py" worker>; the
#: benchmarks use it too): our zip on the path, a warm-up, then `decide` for the page.
WORKER_SOURCE: Final = """
import os, sys
sys.path.insert(0, os.path.abspath("app"))
from axio_web.runtime.bot_decide import decide, warm_up
from axio_web.screens.review.rate import review_step
warm_up()
__export__ = ["decide", "review_step"]
"""
#: The warm-up's search: one sampled world, three placements (so halving runs too), the least
#: that still runs every path of a decision; it costs about a third of a real move.
WARM_UP: Final = replace(expert.BROWSER, work_ms=1.0, iterations=1, candidates=3)

_NOTATION: dict[str, Any] = {"axio": axio_notation, "rota": rota_notation}
_KEEP = {"keep": True}


def decide_in(session: Session) -> Action:
    """The move of the bot to act, decided here (bots see only their `observe` view)."""
    return choose_in(session, BROWSER_EXPERT)


def decide(record_json: str, player: int) -> str:
    """The bot worker's exported function: the move (a record move, as JSON) of the bot in
    seat `player` of the game the record holds. Raises InvalidInput if that bot is not the
    one to act (a stale question)."""
    session = Session.from_record(str(record_json))
    if session.to_act != int(player):
        raise InvalidInput(f"seat {player} is not to act", Why.NO_DECISION, player=player)
    return move_to_json(session.variant, decide_in(session))


def warm_up() -> None:
    """One small Expert decision per game, as the worker starts (the person is still in the
    menu): a fresh Pyodide is slow the first time it runs a code path (its WebAssembly is
    compiled lazily, and the bots fill caches), so the game's first real move would take about
    0.35 s longer than the later ones (bench/load.py)."""
    for variant in ("rota", "axio"):
        session = Session.new(variant, ["Expert", "Expert"], f"warm-up-{variant}", ("expert", "expert"))
        record = session.to_record().to_json()
        session = Session.from_record(record)  # the path `decide` takes, record included
        move_to_json(variant, choose_in(session, WARM_UP))


def move_to_json(variant: str, action: Action) -> str:
    """A record move as JSON; keeping the rack (which records leave implied) is {"keep": true}."""
    move = _NOTATION[variant].move_of(action)
    return json.dumps(_KEEP if move is None else move, separators=(",", ":"))


def move_from_json(session: Session, text: str) -> Action | None:
    """The action a worker's answer names, if it is legal now; None otherwise."""
    try:
        move = bounded.loads(str(text), max_chars=2_000, max_depth=8).value
        action = KeepRack() if move == _KEEP else _NOTATION[session.variant].action_from_move(move)
        return action if game.is_legal(session.state, action) else None
    except Exception:  # any bad or stale answer: the caller decides here instead
        return None
