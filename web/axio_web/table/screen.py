"""`GameScreen`: one game at the table, for either game, implementing the ui.py Screen contract.

It holds the Session (the engine's truth), the plugin's selection in progress, whether the
hot-seat cover is up (ruling D2), the log and the last "AXIO!" moment. It is a value: `handle`
returns a new screen plus the effects the glue carries out (autosave after every action,
announcements, host events, the game-over hook).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from axio_core import Action, AxioError, game
from axio_core.game import State
from axio_core.session import Session

from ..i18n import t
from ..ui import Announce, Effect, Event, PostToHost, SaveGame, SetPage
from . import bot_turn
from .board_text import BOARD_TEXT_BUTTON_ID, render_board_text
from .cover import COVER_BUTTON_ID, render_cover
from .end import AGAIN_BUTTON_ID, headline, render_end
from .log import LOG_BUTTON_ID, LogEntry, entry_for, log_of, render_log
from .markup import capitalise, color_names, esc, points_text, seat_mark, symbol
from .plugin import TABLE_PREFIX, GamePlugin, Step, Turn
from .scoreboard import render_scoreboards

SAVE_KEY = "current"
BOARD_ID = "board"
MAX_SEED = 2**53 - 1  # seeds travel through JSON and JavaScript (params.MAX_SEED)

# Table actions (data-action values). "show-menu" is the shell's: it leaves the screen.
READY, AGAIN, LOG, MENU = "table-ready", "table-again", "table-log", "show-menu"
BOARD_TEXT = "table-board-text"
HELP = "show-help"  # the shell's: it opens the help panel (help.py)


def random_seed() -> int:
    return random.randrange(MAX_SEED)


# The legal actions of the state on screen, computed once per state (the plugin asks on
# every render and key press). Identity, not equality: comparing states costs more.
_legal_memo: list[Any] = [None, ()]


def _legal(state: State) -> tuple[Action, ...]:
    if _legal_memo[0] is not state:
        _legal_memo[0], _legal_memo[1] = state, tuple(game.legal_actions(state))
    return _legal_memo[1]


def is_hot_seat(session: Session) -> bool:
    """More than one person shares the device: hide each hand between turns (D2)."""
    return sum(1 for p in range(session.players) if not session.is_bot(p)) > 1


@dataclass(frozen=True)
class GameScreen:
    plugin: GamePlugin
    session: Session
    selection: Any = None
    cover: bool = False
    log: tuple[LogEntry, ...] = ()
    log_open: bool = False
    board_text_open: bool = False
    just_reached: tuple[str, ...] = ()  # colours that reached the cap with the last action
    message: str = ""  # the last refusal, shown until the next action
    focus: str | None = None
    bot: bot_turn.BotTurn | None = None  # a computer player's turn in progress (bot_turn.py)
    new_seed: Callable[[], int] = field(default=random_seed, compare=False, repr=False)

    # ------------------------------------------------------------------ making one

    @classmethod
    def start(cls, plugin: GamePlugin, session: Session, cover: bool | None = None,
              new_seed: Callable[[], int] = random_seed) -> GameScreen:
        """A screen for `session` (new, or continued from a save or record). The cover is up
        at the start of a hot-seat game unless `cover` says otherwise (a saved screen state)."""
        over = session.outcome() is not None
        if cover is None:
            cover = is_hot_seat(session)
        bot = bot_turn.due(session)
        cover = bool(cover) and not over and is_hot_seat(session) and bot is None  # bots need no cover
        # The board has the keyboard from the start (arrows move the tile); the cover and the
        # end panel take the focus themselves (focus_id).
        screen = cls(plugin, session, cover=cover, log=log_of(plugin, session), new_seed=new_seed,
                     focus=BOARD_ID, bot=bot)
        return screen._fresh()

    def start_effects(self) -> list[Effect]:
        """What the page must do when this screen first appears."""
        effects: list[Effect] = [self._save()]
        outcome = self.session.outcome()
        if outcome is not None:
            effects += self._game_over_effects()
        else:
            effects += self._turn_effects()
        return effects

    # ------------------------------------------------------------------ reading it

    @property
    def player(self) -> int:
        """Whose view the table shows: the player to act, or the last one at the end."""
        if self.bot is not None:  # the bot whose move is being thought about or shown
            return self.bot.player
        to_act = self.session.to_act
        return to_act if to_act is not None and to_act >= 0 else self.session.state.current

    @property
    def is_over(self) -> bool:
        # A bot's last move is shown before the end is (bot_turn.py).
        return self.session.outcome() is not None and self.bot is None

    @property
    def is_public(self) -> bool:
        return self.cover or self.is_over or self.bot is not None  # never a bot's rack or hand

    def turn(self) -> Turn:
        """What the plugin may know now; public (no secrets) under the cover and at the end."""
        state, player = self.session.state, self.player
        view = game.observe(state, player)
        if self.is_public:
            view = self.plugin.hide_secrets(view)
        return Turn(
            view=view,
            player=player,
            names=self.session.names,
            is_public=self.is_public,
            legal_actions=(lambda: ()) if self.is_public else (lambda: _legal(state)),
            explain=lambda action: game.explain(state, action),
            is_legal=lambda action: game.is_legal(state, action),
            just_reached=self.just_reached,
        )

    @property
    def focus_id(self) -> str | None:
        if self.cover:
            return COVER_BUTTON_ID
        if self.is_over:
            return AGAIN_BUTTON_ID
        return self.focus

    # ------------------------------------------------------------------ rendering

    def render(self) -> str:
        turn = self.turn()
        names = self.session.names
        over = self.is_over
        view = turn.view
        classes = f"table game-{self.plugin.variant} players-{len(names)}"
        classes += " is-covered" if self.cover else ""
        classes += " is-over" if over else ""
        track = self.plugin.track(len(names))
        current = None if over else self.player
        # Two groups: what the player acts on, and what everybody reads (side by side on a
        # portrait tablet, one column otherwise).
        main = [self._banner(), self._message()]
        if over:
            outcome = self.session.outcome()
            assert outcome is not None
            main.append(render_end(outcome, names, self._cap()))
        elif self.bot is not None:
            main.append(bot_turn.render_panel(self))
        elif not self.cover:
            main.append(f'<div class="controls">{self.plugin.render_controls(turn, self.selection)}</div>')
        info = [
            f'<div class="status">{self.plugin.render_status(turn)}</div>',
            render_scoreboards(names, view.scores, track, current, self.session.seats,
                               thinking=self.bot.player if self.bot and not self.bot.showing else None),
            render_log(self.log, names, self.log_open),
            render_board_text(self._board_text(turn), self.board_text_open),
        ]
        cover = render_cover(names[self.player], self.player) if self.cover else ""
        return (
            f'<div class="{classes}" id="table">'
            f"{self._header(over, view)}"
            f'<div class="table-body">'
            f'<div class="board-area" id="{BOARD_ID}" tabindex="-1" data-keep-scroll="center">'
            f"{self.plugin.render_board(turn, None if self.is_public else self.selection)}</div>"
            f'<div class="side" id="side" data-keep-scroll><div class="side-main">{"".join(main)}</div>'
            f'<div class="side-info">{"".join(info)}</div></div>'
            f"</div>{cover}</div>"
        )

    def _header(self, over: bool, view: Any) -> str:
        names = self.session.names
        if over:
            line = t("table.game_over")
        elif len(names) == 1:
            line = t("table.turn_solo")
        else:
            line = t("table.turn", name=names[self.player])
        if not over and getattr(view, "in_extra_turn", False):
            line += f" · {t('table.extra_turn')}"
        mark = seat_mark(self.player) if len(names) > 1 and not over else ""
        return (
            f'<header class="table-bar">'
            f'<button type="button" class="btn btn-quiet" data-action="{MENU}">'
            f'{esc(t("table.menu"))}</button>'
            f'<h2 class="table-title">{esc(self.plugin.title())}</h2>'
            f'<button type="button" class="btn btn-quiet btn-help" data-action="{HELP}" data-topic="keys" '
            f'data-game="{esc(self.plugin.variant)}"><span class="help-mark" aria-hidden="true">?</span>'
            f'<span class="help-word">{esc(t("help.button"))}</span></button>'
            f'<p class="turn-line">{mark}{esc(line)}</p>'
            f"</header>"
        )

    def _banner(self) -> str:
        """The "AXIO!" moment: which colours reached the cap, and the extra turn it earns."""
        if not self.just_reached:
            return ""
        text = self._reached_text()
        icons = "".join(symbol(c, 28) for c in self.just_reached)
        return (
            f'<div class="axio-banner" role="status"><span class="axio-word">{esc(t("table.axio"))}</span>'
            f'<span class="axio-icons">{icons}</span><span class="axio-text">{esc(text)}</span></div>'
        )

    def _message(self) -> str:
        return f'<p class="table-message" role="alert">{esc(self.message)}</p>' if self.message else ""

    # ------------------------------------------------------------------ input

    def handle(self, event: Event) -> tuple[GameScreen, list[Effect]]:
        if event.kind == "click" and event.action == LOG:
            return replace(self, log_open=not self.log_open, focus=LOG_BUTTON_ID), []
        if event.kind == "click" and event.action == BOARD_TEXT:
            return replace(self, board_text_open=not self.board_text_open, focus=BOARD_TEXT_BUTTON_ID), []
        if event.kind == "click" and event.action == AGAIN:
            return self.play_again()
        if self.is_over:
            return self, []
        if self.bot is not None:  # a computer player's turn: only its own steps move the game
            return bot_turn.handle(self, event)
        if self.cover:
            if (event.kind == "click" and event.action == READY) or (
                    event.kind == "key" and event.key in ("Enter", " ")):
                return self._uncover()
            return self, []  # nothing else works while the hand is hidden
        if event.kind == "click" and event.action.startswith(TABLE_PREFIX):
            return self, []
        if event.kind not in ("click", "key"):
            return self, []
        step: Step = self.plugin.handle(self.turn(), self.selection, event)
        if step.action is not None:
            return self.play(step.action)
        if step.selection == self.selection and not step.announce and step.focus_id in (None, self.focus):
            return self, []  # not the game's key (Tab, Shift…): the browser's, no re-render
        effects: list[Effect] = [Announce(step.announce)] if step.announce else []
        return replace(self, selection=step.selection, focus=step.focus_id or self.focus), effects

    def _uncover(self) -> tuple[GameScreen, list[Effect]]:
        screen = replace(self, cover=False, focus=BOARD_ID)
        screen = screen._fresh()
        name = self.session.names[self.player]
        effects: list[Effect] = [Announce(t("table.your_turn_announce", name=name))]
        return screen, effects + screen._summary_effects()

    # ------------------------------------------------------------------ playing

    def play(self, action: Action) -> tuple[GameScreen, list[Effect]]:
        """Play `action` for the player to act; a refusal changes nothing but the message."""
        before = self.session
        try:
            after = before.play(action)
        except AxioError as error:
            message = t("table.refused", reason=str(error))
            return replace(self, message=message), [Announce(message)]
        new_entries = _entries(self.plugin, after, len(before.actions))
        placed = new_entries[0] if new_entries else None
        reached = placed.reached if placed else ()
        mover = self.player
        next_player = after.to_act
        over = after.outcome() is not None
        cover = (not over and next_player is not None and next_player != mover
                 and is_hot_seat(after) and not after.is_bot(next_player))
        screen = replace(self, session=after, log=self.log + new_entries, just_reached=reached,
                         cover=cover, message="", focus=BOARD_ID, bot=bot_turn.due(after))._fresh()
        effects: list[Effect] = [screen._save()]
        names = after.names
        if placed is not None:  # the move in words, with its points (screen readers)
            effects.append(Announce(_move_text(names[mover], placed)))
        if reached:
            extra_key = "table.axio_extra_one" if len(reached) == 1 else "table.axio_extra_many"
            effects.append(Announce(f'{t("table.axio")} {screen._reached_text()} '
                                    f'{t(extra_key, name=names[mover], count=len(reached))}'))
        if over:
            effects += screen._game_over_effects()
        elif next_player != mover or screen.bot is not None:  # a bot's extra turn starts anew
            effects += screen._turn_effects()
        else:  # the same player goes on (extra turn, exchange offer, solo): what they hold now
            effects += screen._summary_effects()
        return screen, effects

    def play_again(self) -> tuple[GameScreen, list[Effect]]:
        """A new deal for the same players and seats."""
        old = self.session
        session = Session.new(old.variant, old.names, self.new_seed(), old.seats)
        screen = GameScreen.start(self.plugin, session, new_seed=self.new_seed)
        screen = replace(screen, log_open=self.log_open, board_text_open=self.board_text_open)
        return screen, [SetPage({"data-game-over": ""}), *screen.start_effects()]

    # ------------------------------------------------------------------ helpers

    def _fresh(self) -> GameScreen:
        """A fresh selection for the decision now due (none while public)."""
        if self.is_public:
            return replace(self, selection=None)
        return replace(self, selection=self.plugin.new_selection(self.turn()))

    def _cap(self) -> int:
        """The cap of one scoreboard (ruling A10/T7), also for solo AXIO's two boards."""
        track = self.plugin.track(self.session.players)
        return track.board or track.length

    def _reached_text(self) -> str:
        key = "table.axio_reached_one" if len(self.just_reached) == 1 else "table.axio_reached_many"
        return capitalise(t(key, colors=color_names(self.just_reached), cap=self._cap()))

    def _save(self) -> SaveGame:
        return SaveGame(SAVE_KEY, self.session.to_record().to_json(), {"cover": self.cover})

    def _turn_effects(self) -> list[Effect]:
        if self.bot is not None:
            return bot_turn.turn_effects(self)
        player = self.player
        name = self.session.names[player]
        key = "table.cover_announce" if self.cover else "table.your_turn_announce"
        text = t(key, name=name)
        return [PostToHost("turn", {"player": player}), Announce(text), *self._summary_effects()]

    def _summary_effects(self) -> list[Effect]:
        """What the player to act holds and faces, said only while they are the one looking
        (never under the cover: ruling D2 holds for screen readers too)."""
        summary = getattr(self.plugin, "turn_summary", None)
        if self.is_public or summary is None:
            return []
        text = summary(self.turn())
        return [Announce(text)] if text else []

    def _board_text(self, turn: Turn) -> str | None:
        describe = getattr(self.plugin, "describe_board", None)
        if describe is None:
            return None
        return describe(turn) if self.board_text_open else ""

    def _game_over_effects(self) -> list[Effect]:
        outcome = self.session.outcome()
        assert outcome is not None
        names = self.session.names
        return [
            SetPage({"data-game-over": "true"}),
            PostToHost("game-over", {"scores": [list(s) for s in outcome.scores],
                                     "winners": list(outcome.winners)}),
            Announce(t("table.game_over_announce", winner=headline(outcome, names))),
        ]


def _move_text(name: str, entry: LogEntry) -> str:
    """"Anna placed a tile at 2, -1: +2 red, +1 blue." (the log line, said)."""
    if entry.gains is None:
        return t("summary.acted", name=name, what=entry.text)
    points = points_text(entry.gains)
    if not points:
        return t("summary.moved_nothing", name=name, what=entry.text)
    return t("summary.moved", name=name, what=entry.text, points=points)


def _entries(plugin: GamePlugin, session: Session, start: int) -> tuple[LogEntry, ...]:
    """Log entries for the session's actions from index `start` on (chance draws included)."""
    entries = []
    for i in range(start, len(session.actions)):
        before = session.states[i - 1] if i > 0 else session.start
        entry = entry_for(plugin, before, session.actions[i])
        if entry is not None:
            entries.append(entry)
    return tuple(entries)


def scores_of(screen: GameScreen) -> Sequence[Sequence[int]]:
    """The scoreboard values the screen shows (for tests and tools)."""
    return screen.session.state.scores
