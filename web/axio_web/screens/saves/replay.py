"""The replay viewer: any game, turn by turn, with its board and scores at every step.

Steps are the players' decisions (placements and exchanges); AXIO's draws from the bag are
chance, not turns, and change nothing on the board. The board comes from the game's plugin
with the public view (nobody's rack or hand is shown), the scores from the table's
scoreboards, with the PAGE.md `data-score` hooks.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from axio_core import game
from axio_core.actions import Draw, KeepRack
from axio_core.game import State
from axio_core.session import Session

from ...games.registry import plugin_for
from ...games.turn import Turn
from ...runtime.events import Click, Event, Key
from ...runtime.layout import Layout
from ...strings.i18n import t
from ...ui.action_names import SavesAction
from ...ui.markup import esc
from ..table.end import headline, review_button
from ..table.scoreboard import render_scoreboards
from .markup import button, header_bar
from .text import game_name, players_text

_KEYS = {
    "ArrowLeft": SavesAction.PREV,
    "ArrowRight": SavesAction.NEXT,
    "Home": SavesAction.FIRST,
    "End": SavesAction.LAST,
}


def turn_steps(session: Session) -> tuple[tuple[int, ...], tuple[int | None, ...]]:
    """The states to show (indices into `states_of(session)`) and who moved into each."""
    states = states_of(session)
    steps: list[int] = [0]
    movers: list[int | None] = [None]
    for i, action in enumerate(session.actions):
        if not isinstance(action, (Draw, KeepRack)):
            steps.append(i + 1)
            movers.append(states[i].current)
    return tuple(steps), tuple(movers)


def states_of(session: Session) -> tuple[State, ...]:
    return (session.start, *session.states)


@dataclass(frozen=True)
class ReplayScreen:
    session: Session
    steps: tuple[int, ...]
    movers: tuple[int | None, ...]
    index: int = 0
    back: Any = None  # the screen "Back" returns to; None: the menu
    focus: str | None = SavesAction.NEXT

    @classmethod
    def of(cls, session: Session, back: Any = None, at_end: bool = False) -> ReplayScreen:
        steps, movers = turn_steps(session)
        return cls(session, steps, movers, len(steps) - 1 if at_end else 0, back)

    # ------------------------------------------------------------------ reading it

    @property
    def state(self) -> State:
        return states_of(self.session)[self.steps[self.index]]

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    @property
    def focus_id(self) -> str | None:
        return self.focus

    # ------------------------------------------------------------------ rendering

    def render(self) -> Layout:
        session = self.session
        names = session.names
        plugin = plugin_for(session.variant)
        back = (
            button(SavesAction.BACK, t("saves.back"), id="replay-back", cls="btn btn-quiet")
            if self.back
            else ""
        )
        title = t("saves.replay_title", game=game_name(session.variant))
        state = self.state
        board = plugin.render_board(Turn(game.observe(state, None), names), None)
        return Layout(
            f'<section class="saves-screen replay game-{session.variant}" id="replay" '
            f'aria-labelledby="replay-title">{header_bar("replay-title", title, self._review(), back=back)}'
            f'<p class="replay-players">{esc(players_text(names))}</p>'
            f'<p class="replay-step" id="replay-step" aria-live="polite" data-step="{self.index}" '
            f'data-steps="{self.last}">{esc(self._step_text())}</p>'
            f'<div class="replay-body"><div class="board-area" id="replay-board">'
            f"{board.svg}{board.base}</svg></div>"
            f'<div class="side">{render_scoreboards(names, state.scores, plugin.track(len(names)), None)}'
            f"</div>"
            f"</div>{self._nav()}"
            f'<p class="replay-keys">{esc(t("saves.replay_keys"))}</p></section>'
        )

    def _step_text(self) -> str:
        names = self.session.names
        if self.index == 0:
            text = t("saves.replay_start")
        else:
            mover = self.movers[self.index]
            name = names[mover] if mover is not None and 0 <= mover < len(names) else ""
            text = t("saves.replay_step", n=self.index, total=self.last, name=name)
        outcome = game.outcome(self.state)
        if self.index == self.last and outcome is not None:
            text += " · " + t("saves.replay_end", headline=headline(outcome, names))
        return text

    def _review(self) -> str:
        """Review (what each move cost), for a finished game (PAGE.md "Review")."""
        return review_button() if self.session.outcome() is not None else ""

    def _nav(self) -> str:
        steps = [
            (SavesAction.FIRST, "first", self.index > 0),
            (SavesAction.PREV, "prev", self.index > 0),
            (SavesAction.NEXT, "next", self.index < self.last),
            (SavesAction.LAST, "last", self.index < self.last),
        ]
        buttons = "".join(
            button(
                action,
                t(f"saves.replay_{name}"),
                title=t(f"saves.replay_{name}_label"),
                id=action,
                cls=f"btn replay-{name}",
                disabled=not enabled,
            )
            for action, name, enabled in steps
        )
        return f'<nav class="replay-nav" aria-label="{esc(t("saves.replay_nav"))}">{buttons}</nav>'

    # ------------------------------------------------------------------ input

    def handle(self, event: Event) -> ReplayScreen | Any:
        """The next step shown, or (Back) the screen to return to; the menu is the app's."""
        if isinstance(event, Click):
            action = event.action
        else:
            action = _KEYS.get(event.key, "") if isinstance(event, Key) and not event.in_field else ""
        if action == SavesAction.BACK and self.back is not None:
            return self.back
        targets: dict[str, int] = {
            SavesAction.FIRST: 0,
            SavesAction.PREV: self.index - 1,
            SavesAction.NEXT: self.index + 1,
            SavesAction.LAST: self.last,
        }
        target = targets.get(action)
        if target is None:
            return self
        target = max(0, min(self.last, target))
        if target == self.index:
            return self
        return replace(self, index=target, focus=self._focus_after(action, target))

    def _focus_after(self, action: str, target: int) -> str:
        """Keep focus on the button pressed, or its partner when it has just become disabled."""
        if action in (SavesAction.NEXT, SavesAction.LAST) and target == self.last:
            return SavesAction.PREV
        if action in (SavesAction.PREV, SavesAction.FIRST) and target == 0:
            return SavesAction.NEXT
        return action
