"""A computer player's turn at the table, one visible step at a time, as data.

People must be able to follow a bot, so its turn is two moments the table shows (its modes
BotThinking and BotShowing):

    thinking   its scoreboard says "thinking…" for at least THINK_MS; a fast level decides
               here when that time is up, the Expert is asked as thinking begins (AskBot: the
               bot worker, so the page stays responsive) and its move is shown once both the
               answer and THINK_MS are there (its search hides inside the pause people need)
    showing    the move is on the board, the scores moved; after SHOW_MS its log entry and
               announcements follow, then whatever comes next

This module only decides: `on_tick` says what a tick means in a mode (ask the worker, play
this action, or the move has been seen); the table changes itself. Every tick names the
session's action count it was meant for: one of an earlier moment is stale and means nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from axio_core import Action
from axio_core.session import Session

from ...runtime.bot_decide import decide_in, move_from_json
from ...runtime.bot_seats import runs_off_thread
from ...runtime.effects import AskBot
from .modes import BotShowing, BotThinking, Mode

THINK, SHOWN = "bot-think", "bot-shown"  # tick kinds (modes.tick)
THINK_MS = 600  # long enough to see who is thinking, short enough not to bore
SHOW_MS = 900  # the placement alone on the board before the log and the next turn


@dataclass(frozen=True)
class BotStep:
    """What a tick means: play `action`, wait for the worker's answer (`wait`), or (neither)
    the move shown has been seen."""

    action: Action | None = None
    wait: bool = False


def ask_as_thinking_begins(session: Session, moves: int, run: int) -> AskBot | None:
    """The worker's question for a seat that decides off the page, asked as it starts thinking."""
    player = session.to_act
    if player is None or not runs_off_thread(session.seats[player]):
        return None
    return AskBot(session.to_record().to_json(), player, run, moves)


def on_tick(session: Session, mode: Mode, action: str) -> BotStep | None:
    """The step a tick asks for in `mode`, or None when it is stale or not a bot's tick."""
    kind, _, moves = action.partition(":")
    if kind == THINK and isinstance(mode, BotThinking) and moves == str(mode.moves):
        player = session.to_act
        assert player is not None
        if not runs_off_thread(session.seats[player]):
            return BotStep(action=decide_in(session))
        if mode.answer is not None:  # the worker answered while the seat was "thinking"
            return BotStep(action=answer_or_decide(session, mode.answer))
        return BotStep(wait=True)
    if kind == SHOWN and isinstance(mode, BotShowing) and moves == str(len(session.actions)):
        return BotStep()
    return None


def answer_or_decide(session: Session, move_json: str) -> Action:
    """The worker's answer if it names a legal move now, else the move decided here."""
    return move_from_json(session, move_json) or decide_in(session)
