"""`Table`: one game at the table, for either game: a value with explicit modes.

    Covered      hot-seat: the device passes to the player to act (ruling D2)
    Choosing     a person is choosing a move (the plugin's selection in progress)
    BotThinking  a computer player decides (bot_turn.py)
    BotShowing   a computer player's move is on the board, alone, before the game goes on
    Over         the end: ranking and why (end.py)

`handle(event)` returns the next table and what must happen (effects for the page, and a
`SaveProgress` intent after every action: the app turns it into store writes). Only the
mode says what is shown; nothing is kept that the session could tell.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from axio_core import Action, AxioError, game
from axio_core.session import Session

from ..effects import Announce, Effect, PostToHost, Schedule
from ..events import Click, Event, Key, Tick
from ..i18n import t
from ..intents import Intent, NewGameStarted, SaveProgress
from . import bot_turn
from .board_text import BOARD_TEXT_BUTTON_ID
from .cover import COVER_BUTTON_ID
from .end import AGAIN_BUTTON_ID, headline
from .log import LOG_BUTTON_ID, LogEntry, entries_since, log_of
from .markup import capitalise, color_names, points_text
from .plugin import TABLE_PREFIX, GamePlugin, Step
from .turn import Turn

BOARD_ID = "board"

# Table actions (data-action values). "show-menu" and "show-help" are the app's.
READY, AGAIN, LOG, BOARD_TEXT = "table-ready", "table-again", "table-log", "table-board-text"

Out = Effect | Intent


# ---------------------------------------------------------------------------- modes


@dataclass(frozen=True)
class Covered:
    """Hot-seat: the cover is up until the player to act says they are the one looking."""


@dataclass(frozen=True)
class Choosing:
    """A person chooses: `selection` is the plugin's choice in progress."""

    selection: Any


@dataclass(frozen=True)
class BotThinking:
    """A computer player decides; `moves`: the session's actions when it began (ticks name it,
    so one meant for an earlier moment is stale)."""

    moves: int


@dataclass(frozen=True)
class BotShowing:
    """A computer player's move is on the board, alone: the log entries and announcements of
    the actions from `moves` on wait until it has been seen."""

    moves: int


@dataclass(frozen=True)
class Over:
    """The game has ended."""


Mode = Covered | Choosing | BotThinking | BotShowing | Over


def is_hot_seat(session: Session) -> bool:
    """More than one person shares the device: hide each hand between turns (D2)."""
    return session.people > 1


def next_mode(session: Session, mover: int | None, plugin: GamePlugin, names: tuple[str, ...]) -> Mode:
    """What follows once the last action has been shown: the end, a computer player's turn,
    the cover for the next person in hot-seat (not for the same person going on), or the
    person's own choice."""
    if session.outcome() is not None:
        return Over()
    player = session.to_act
    assert player is not None and player >= 0  # the session resolves chance itself
    if session.is_bot(player):
        return BotThinking(len(session.actions))
    if is_hot_seat(session) and player != mover:
        return Covered()
    turn = Turn(game.observe(session.state, player), names)
    return Choosing(plugin.new_selection(turn))


# ---------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class Table:
    plugin: GamePlugin
    session: Session
    mode: Mode
    run: int = 0  # the app's screen run: scheduled ticks carry it
    log: tuple[LogEntry, ...] = ()
    log_open: bool = False
    board_text_open: bool = False
    just_reached: tuple[str, ...] = ()  # colours that reached the cap with the last placement
    message: str = ""  # the last refusal, shown until the next action
    focus: str | None = BOARD_ID

    # ------------------------------------------------------------------ making one

    @classmethod
    def start(cls, plugin: GamePlugin, session: Session, run: int = 0, cover: bool | None = None) -> Table:
        """A table for `session` (new, or continued from a save or record). In hot-seat the
        cover is up unless `cover` (a saved screen state) says otherwise."""
        names = session.names
        mode = next_mode(session, None, plugin, names)
        if isinstance(mode, Choosing) and is_hot_seat(session) and cover is not False:
            mode = Covered()
        if isinstance(mode, Covered) and cover is False:
            mode = next_mode(session, session.to_act, plugin, names)
        return cls(plugin, session, mode, run, log=log_of(plugin, session))

    def start_effects(self) -> list[Out]:
        """What the page must do as this table first appears."""
        return [self._save(), *self._arrival_effects()]

    # ------------------------------------------------------------------ reading it

    @property
    def names(self) -> tuple[str, ...]:
        return self.session.names

    @property
    def player(self) -> int:
        """Whose turn the table shows: the player to act, or the last one at the end."""
        if isinstance(self.mode, BotShowing):
            return _state_before(self.session, self.mode.moves).current
        to_act = self.session.to_act
        return to_act if to_act is not None and to_act >= 0 else self.session.state.current

    @property
    def is_over(self) -> bool:
        return isinstance(self.mode, Over)

    @property
    def is_public(self) -> bool:
        """Nobody in particular is looking: render nobody's tiles (cover, bots, the end)."""
        return not isinstance(self.mode, Choosing)

    @property
    def selection(self) -> Any:
        return self.mode.selection if isinstance(self.mode, Choosing) else None

    def turn(self) -> Turn:
        """What the plugin may know now: the view of the player choosing, else the public one."""
        viewer = None if self.is_public else self.player
        return Turn(_view(self.session, viewer), self.names, self.just_reached)

    def shown_log(self) -> tuple[LogEntry, ...]:
        """The log as people may read it now: a computer player's move is logged once seen."""
        if isinstance(self.mode, BotShowing):
            return tuple(e for e in self.log if e.index < self.mode.moves)
        return self.log

    @property
    def focus_id(self) -> str | None:
        if isinstance(self.mode, Covered):
            return COVER_BUTTON_ID
        if isinstance(self.mode, Over):
            return AGAIN_BUTTON_ID
        return self.focus

    def hooks(self) -> dict[str, str]:
        """The page-level hooks of PAGE.md while this table is shown."""
        return {"data-moves": str(self.session.record_length),
                "data-game-over": "true" if self.is_over else ""}

    # ------------------------------------------------------------------ input

    def handle(self, event: Event) -> tuple[Table, list[Out]]:
        if isinstance(event, Click) and event.action == LOG:
            return replace(self, log_open=not self.log_open, focus=LOG_BUTTON_ID), []
        if isinstance(event, Click) and event.action == BOARD_TEXT:
            return replace(self, board_text_open=not self.board_text_open, focus=BOARD_TEXT_BUTTON_ID), []
        if isinstance(event, Click) and event.action == AGAIN and self.is_over:
            return self.play_again()
        mode = self.mode
        if isinstance(event, Tick):
            return self._tick(event)
        if isinstance(mode, Covered):
            if (isinstance(event, Click) and event.action == READY) or (
                    isinstance(event, Key) and not event.on_button and event.key in ("Enter", " ")):
                return self._uncover()
            return self, []
        if not isinstance(mode, Choosing) or not isinstance(event, (Click, Key)):
            return self, []  # a computer player's turn, or the end: only ticks move it
        if isinstance(event, Click) and event.action.startswith(TABLE_PREFIX):
            return self, []
        if isinstance(event, Key) and (event.in_field or event.on_button and event.key in ("Enter", " ")):
            return self, []  # typing, or the browser clicks the focused button itself
        step: Step = self.plugin.handle(self.turn(), mode.selection, event)
        if step.action is not None:
            return self.play(step.action)
        if step.selection == mode.selection and not step.announce and step.focus_id in (None, self.focus):
            return self, []  # not the game's key (Tab, Shift…): the browser's
        effects: list[Out] = [Announce(step.announce)] if step.announce else []
        focus = step.focus_id or self.focus
        return replace(self, mode=Choosing(step.selection), focus=focus, message=""), effects

    def _uncover(self) -> tuple[Table, list[Out]]:
        mode = next_mode(self.session, self.player, self.plugin, self.names)
        table = replace(self, mode=mode, focus=BOARD_ID)
        name = self.names[self.player]
        effects: list[Out] = [table._save(), Announce(t("table.your_turn_announce", name=name))]
        return table, effects + table._summary_effects()

    def _tick(self, event: Tick) -> tuple[Table, list[Out]]:
        """A computer player's steps (bot_turn.py): decide, show the move, go on."""
        if event.run != self.run:
            return self, []
        step = bot_turn.on_tick(self.session, self.mode, event.action, self.run)
        if step is None:
            return self, []
        if step.ask is not None:
            return self, [step.ask]
        if step.action is not None:
            return self.play(step.action, by_bot=True)
        return self._shown()

    def on_bot_answer(self, moves: int, move_json: str) -> tuple[Table, list[Out]]:
        """The bot worker's answer; a bad or stale one is decided on the page instead."""
        if not isinstance(self.mode, BotThinking) or self.mode.moves != moves:
            return self, []
        return self.play(bot_turn.answer_or_decide(self.session, move_json), by_bot=True)

    # ------------------------------------------------------------------ playing

    def play(self, action: Action, by_bot: bool = False) -> tuple[Table, list[Out]]:
        """Play `action` for the player to act; a refusal changes nothing but the message."""
        before = self.session
        try:
            after = before.play(action)
        except AxioError as error:
            message = t("table.refused", reason=str(error))
            return replace(self, message=message), [Announce(message)]
        mover = self.player
        new_entries = entries_since(self.plugin, after, len(before.actions))
        placed = next((e for e in new_entries if e.gains is not None), None)
        reached = placed.reached if placed else ()
        table = replace(self, session=after, log=self.log + new_entries, just_reached=reached,
                        message="", focus=BOARD_ID)
        if by_bot:  # shown alone first; the log and the words follow once it has been seen
            shown = replace(table, mode=BotShowing(len(before.actions)))
            seen = bot_turn.tick(bot_turn.SHOWN, len(after.actions))
            return shown, [shown._save(), Schedule(bot_turn.SHOW_MS, seen, self.run)]
        table = replace(table, mode=next_mode(after, mover, self.plugin, self.names))
        return table, [table._save(), *table._move_effects(new_entries, mover)]

    def _shown(self) -> tuple[Table, list[Out]]:
        """A computer player's move has been seen: log it, say it, and go on."""
        assert isinstance(self.mode, BotShowing)
        moves = self.mode.moves
        mover = _state_before(self.session, moves).current
        table = replace(self, mode=next_mode(self.session, mover, self.plugin, self.names))
        entries = tuple(e for e in self.log if e.index >= moves)
        return table, [table._save(), *table._move_effects(entries, mover)]

    def _move_effects(self, entries: Sequence[LogEntry], mover: int) -> list[Out]:
        """The move in words, AXIO! and its extra turns, then what comes next."""
        effects: list[Out] = []
        names = self.names
        for entry in entries:
            effects.append(Announce(_move_text(names[entry.player], entry)))
            if entry.reached:
                count = len(entry.reached)
                extra_key = "table.axio_extra_one" if count == 1 else "table.axio_extra_many"
                effects.append(Announce(f'{t("table.axio")} {self.reached_text(entry.reached)} '
                                        f'{t(extra_key, name=names[entry.player], count=count)}'))
        if self.is_over or self.player != mover or isinstance(self.mode, BotThinking):
            effects += self._arrival_effects()
        else:  # the same player goes on (extra turn, exchange offer, solo): what they hold now
            effects += self._summary_effects()
        return effects

    def _arrival_effects(self) -> list[Out]:
        """As a turn begins (or the game ends): the host hears it, people hear whose it is."""
        if isinstance(self.mode, Over):
            return self._game_over_effects()
        player = self.player
        name = self.names[player]
        effects: list[Out] = [PostToHost("turn", {"player": player})]
        if isinstance(self.mode, BotThinking):
            effects += [Announce(t("bots.thinking_announce", name=name)),
                        Schedule(bot_turn.THINK_MS, bot_turn.tick(bot_turn.THINK, self.mode.moves), self.run)]
            return effects
        key = "table.cover_announce" if isinstance(self.mode, Covered) else "table.your_turn_announce"
        return [*effects, Announce(t(key, name=name)), *self._summary_effects()]

    def _summary_effects(self) -> list[Out]:
        """What the player to act holds and faces, said only while they are the one looking
        (never under the cover: ruling D2 holds for screen readers too)."""
        if self.is_public:
            return []
        text = self.plugin.turn_summary(self.turn())
        return [Announce(text)] if text else []

    def _game_over_effects(self) -> list[Out]:
        outcome = self.session.outcome()
        assert outcome is not None
        return [
            PostToHost("game-over", {"scores": [list(s) for s in outcome.scores],
                                     "winners": list(outcome.winners)}),
            Announce(t("table.game_over_announce", winner=headline(outcome, self.names))),
        ]

    def play_again(self) -> tuple[Table, list[Out]]:
        """A new deal for the same players and seats (the seed comes from the app: Env)."""
        return self, [NewGameStarted()]

    def restarted(self, session: Session) -> tuple[Table, list[Out]]:
        """This table with the new deal `session` (what the app does for NewGameStarted)."""
        table = Table.start(self.plugin, session, self.run)
        table = replace(table, log_open=self.log_open, board_text_open=self.board_text_open)
        return table, table.start_effects()

    # ------------------------------------------------------------------ helpers

    def cap(self) -> int:
        """The cap of one scoreboard (ruling A10/T7), also for solo AXIO's two boards."""
        track = self.plugin.track(self.session.players)
        return track.board or track.length

    def reached_text(self, reached: Sequence[str] | None = None) -> str:
        colors = self.just_reached if reached is None else reached
        key = "table.axio_reached_one" if len(colors) == 1 else "table.axio_reached_many"
        return capitalise(t(key, colors=color_names(colors), cap=self.cap()))

    def _save(self) -> SaveProgress:
        return SaveProgress(self.session, {"cover": isinstance(self.mode, Covered)})


# ---------------------------------------------------------------------------- helpers


def _state_before(session: Session, action: int) -> Any:
    """The state in which the session's action number `action` was played."""
    return session.states[action - 1] if action else session.start


_view_memo: list[Any] = [None, None, None]


def _view(session: Session, viewer: int | None) -> Any:
    """`game.observe`, once per state and viewer: every render and key asks for it, and the
    plugins keep their options per view (identity)."""
    state = session.state
    if _view_memo[0] is not state or _view_memo[1] != viewer:
        _view_memo[:] = [state, viewer, game.observe(state, viewer)]
    return _view_memo[2]


def _move_text(name: str, entry: LogEntry) -> str:
    """"Anna placed a tile at 2, -1: +2 red, +1 blue." (the log line, said)."""
    if entry.gains is None:
        return t("summary.acted", name=name, what=entry.text)
    points = points_text(entry.gains)
    if not points:
        return t("summary.moved_nothing", name=name, what=entry.text)
    return t("summary.moved", name=name, what=entry.text, points=points)
