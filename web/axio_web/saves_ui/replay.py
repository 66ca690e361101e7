"""The replay viewer: any game, turn by turn, with its board and scores at every step.

Steps are the players' decisions (placements and exchanges); AXIO's draws from the bag are
chance, not turns, and change nothing on the board. The board comes from the game's plugin
(`GamePlugin.render_board` with a public turn: nobody's rack or hand is shown), the scores
from the table's scoreboards, with the PAGE.md `data-score` hooks.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from axio_core import game
from axio_core.actions import Draw, KeepRack
from axio_core.constants import AXIO_CAP, AXIO_SOLO_CAP, ROTA_CAP
from axio_core.game import State
from axio_core.records import Replayed

from ..i18n import t
from ..table.end import headline
from ..table.markup import esc
from ..table.plugin import Track, Turn
from ..table.scoreboard import render_scoreboards
from ..ui import Effect, Event, Screen
from .context import SavesContext
from .markup import button, header_bar
from .text import game_name, players_text

FIRST, PREV, NEXT, LAST, BACK = "replay-first", "replay-prev", "replay-next", "replay-last", "saves-back"
_KEYS = {"ArrowLeft": PREV, "ArrowRight": NEXT, "Home": FIRST, "End": LAST}


def turn_steps(replayed: Replayed) -> tuple[tuple[int, ...], tuple[int | None, ...]]:
    """The states to show (indices into replayed.states) and who moved into each."""
    steps: list[int] = [0]
    movers: list[int | None] = [None]
    for i, action in enumerate(replayed.actions):
        if not isinstance(action, (Draw, KeepRack)):
            steps.append(i + 1)
            movers.append(replayed.states[i].current)
    return tuple(steps), tuple(movers)


def fallback_track(state: State) -> Track:
    if game.variant_of(state) == "rota":
        return Track(ROTA_CAP)
    return Track(AXIO_SOLO_CAP, AXIO_CAP) if state.players == 1 else Track(AXIO_CAP)


@dataclass(frozen=True)
class ReplayScreen:
    ctx: SavesContext
    replayed: Replayed
    steps: tuple[int, ...]
    movers: tuple[int | None, ...]
    index: int = 0
    back: Screen | None = None  # where "Back" goes; None: the menu
    focus: str | None = None

    @classmethod
    def of(cls, ctx: SavesContext, replayed: Replayed, back: Screen | None = None,
           at_end: bool = False) -> ReplayScreen:
        steps, movers = turn_steps(replayed)
        return cls(ctx, replayed, steps, movers, len(steps) - 1 if at_end else 0, back, NEXT)

    # ------------------------------------------------------------------ reading it

    @property
    def state(self) -> State:
        return self.replayed.states[self.steps[self.index]]

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    @property
    def focus_id(self) -> str | None:
        return self.focus

    # ------------------------------------------------------------------ rendering

    def render(self) -> str:
        record = self.replayed.record
        names = record.players
        plugin = self.ctx.plugin(record.variant)
        track = plugin.track(len(names)) if plugin else fallback_track(self.state)
        back = button(BACK, t("saves.back"), id="replay-back", cls="btn btn-quiet") if self.back else ""
        title = t("saves.replay_title", game=game_name(record.variant))
        return (
            f'<section class="saves-screen replay game-{record.variant}" id="replay" '
            f'aria-labelledby="replay-title">{header_bar("replay-title", title, back=back)}'
            f'<p class="replay-players">{esc(players_text(names))}</p>'
            f'<p class="replay-step" id="replay-step" aria-live="polite" data-step="{self.index}" '
            f'data-steps="{self.last}">{esc(self._step_text())}</p>'
            f'<div class="replay-body"><div class="board-area" id="replay-board">{self._board()}</div>'
            f'<div class="side">{render_scoreboards(names, self.state.scores, track, None)}</div></div>'
            f"{self._nav()}"
            f'<p class="replay-keys">{esc(t("saves.replay_keys"))}</p></section>'
        )

    def _step_text(self) -> str:
        names = self.replayed.record.players
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

    def _board(self) -> str:
        plugin = self.ctx.plugin(self.replayed.record.variant)
        if plugin is None:
            return f'<p class="replay-no-board">{esc(t("saves.no_board"))}</p>'
        state = self.state
        player = state.current if 0 <= state.current < state.players else 0
        turn = Turn(
            view=plugin.hide_secrets(game.observe(state, player)),
            player=player,
            names=self.replayed.record.players,
            is_public=True,
            legal_actions=lambda: (),
            explain=lambda action: game.explain(state, action),
            is_legal=lambda action: False,
        )
        return plugin.render_board(turn, None)

    def _nav(self) -> str:
        steps = [(FIRST, "first", self.index > 0), (PREV, "prev", self.index > 0),
                 (NEXT, "next", self.index < self.last), (LAST, "last", self.index < self.last)]
        buttons = "".join(
            button(action, t(f"saves.replay_{name}"), label=t(f"saves.replay_{name}_label"), id=action,
                   cls=f"btn replay-{name}", disabled=not enabled)
            for action, name, enabled in steps
        )
        return f'<nav class="replay-nav" aria-label="{esc(t("saves.replay_nav"))}">{buttons}</nav>'

    # ------------------------------------------------------------------ input

    def handle(self, event: Event) -> tuple[Screen, list[Effect]]:
        if event.kind == "click":
            action = event.action
        else:
            action = _KEYS.get(event.key, "") if event.kind == "key" else ""
        if action == BACK and self.back is not None:
            return self.back, []
        target = {FIRST: 0, PREV: self.index - 1, NEXT: self.index + 1, LAST: self.last}.get(action)
        if target is None:
            return self, []
        target = max(0, min(self.last, target))
        if target == self.index:
            return self, []
        return replace(self, index=target, focus=self._focus_after(action, target)), []

    def _focus_after(self, action: str, target: int) -> str:
        """Keep focus on the button pressed, or its partner when it has just become disabled."""
        if action in (NEXT, LAST) and target == self.last:
            return PREV
        if action in (PREV, FIRST) and target == 0:
            return NEXT
        return action
