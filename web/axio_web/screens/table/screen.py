"""`Table`: one game at the table, for either game: a value with explicit modes (modes.py).

    Landing      a person's move lands: their points rise and the scores grow, then the
                 device passes on (hot-seat: the cover follows)
    Covered      hot-seat: the device passes to the player to act (ruling D2)
    Choosing     a person is choosing a move (the plugin's selection in progress)
    BotThinking  a computer player decides (bot_turn.py)
    BotShowing   a computer player's move is on the board, alone, before the game goes on
    Remote       a seat played from a phone is to act (issue 28, phones/): public view only
    Over         the end: ranking and why (end.py)

`handle(event)` returns the next table and what must happen (effects for the page, and a
`SaveProgress` intent after every action: the app turns it into store writes). Only the
mode says what is shown; nothing is kept that the session could tell.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from axio_core import Action, AxioError
from axio_core.session import Session

from ...games.plugin import TABLE_PREFIX, AnyPlugin
from ...games.turn import Position, Turn
from ...phones.link import PANEL_ID, PhoneLink
from ...runtime.effects import Announce, Effect, OfferSeat, PostToHost, RememberPreference, Schedule
from ...runtime.events import Click, Event, Key, Tick
from ...runtime.intents import Intent, NewGameStarted, SaveProgress
from ...runtime.preferences import lesson_key
from ...strings.i18n import t
from ...strings.why import say
from ...ui.action_names import TableAction
from ...ui.markup import capitalise, color_names, points_text
from . import bot_turn, deciding, hints
from . import lesson as lessons
from .board_text import BOARD_TEXT_BUTTON_ID
from .cover import COVER_BUTTON_ID
from .deciding import LAST_MOVE, SELECTION
from .end import AGAIN_BUTTON_ID, headline
from .log import LOG_BUTTON_ID, LogEntry, entries_since, log_of
from .modes import BotShowing, BotThinking, Choosing, Covered, Landing, Mode, Over, Remote, tick
from .zoom import zoom_request

BOARD_ID = "board"
INFO_BUTTON_ID = "info-toggle"
HINTED = "[data-hint]"  # reveal: the place a hint suggests
LESSON_PLACE = "[data-learn-x]"  # reveal: the place a lesson's hint rings

LANDED = "landed"  # the tick after which a move that passes the device on has been seen
LAND_MS = 1600  # long enough to see the points land; "Pass on" is there to skip it

Out = Effect | Intent


def is_hot_seat(session: Session, phones: frozenset[int] = frozenset()) -> bool:
    """More than one person shares the device: hide each hand between turns (ruling D2). A
    seat played from a phone does not share it: the cover is only between tablet people."""
    return sum(1 for seat, level in enumerate(session.seats) if level is None and seat not in phones) > 1


def next_mode(
    position: Position,
    mover: int | None,
    plugin: AnyPlugin,
    names: tuple[str, ...],
    phones: frozenset[int] = frozenset(),
) -> Mode:
    """What follows once the last action of `position.session` has been shown: the end, a
    computer player's turn, a phone seat's turn (`phones`), the cover for the next tablet
    person in hot-seat (not for the same person going on), or the person's own choice."""
    session = position.session
    if session.outcome() is not None:
        return Over()
    player = session.to_act
    assert player is not None and player >= 0  # the session resolves chance itself
    if session.is_bot(player):
        return BotThinking(len(session.actions))
    if player in phones:
        return Remote(player)
    if is_hot_seat(session, phones) and player != mover:
        return Covered()
    seen = position.seen_by(player)
    return Choosing(plugin.new_selection(Turn(seen.view, names, shared=seen)))


# ---------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class Table:
    plugin: AnyPlugin
    session: Session
    mode: Mode
    run: int = 0  # the app's screen run: scheduled ticks carry it
    log: tuple[LogEntry, ...] = ()
    log_open: bool = False
    board_text_open: bool = False
    info_open: bool = False  # a phone: the full scores, the last moves and the log over the board
    just_reached: tuple[str, ...] = ()  # colours that reached the cap with the last placement
    message: str = ""  # the last refusal, shown until the next action
    focus: str | None = BOARD_ID
    fresh: bool = True  # the player to act has not acted yet: the moves since their last turn stay marked
    zoom: float = 1.0  # the board's zoom; 1: the whole board fits
    reveal: str | None = None  # what the board should scroll into view after this event (a CSS selector)
    reveal_serial: int = 0
    hint: hints.Shown | None = None  # the suggestion shown, until the next move
    hints_used: bool = False  # a hint was asked in this game: its result says so
    hints_for_everyone: bool = False  # several people chose hints as the game started (menu)
    lesson: lessons.Lesson | None = None  # the guided first game: never saved (lesson.py)
    link: PhoneLink = PhoneLink()  # the seats played from phones and their pairing (phones/)
    # The session's views and what is derived from them, made once per session: handed on by
    # `replace` from table to table (a tap keeps it), made afresh when the session changes.
    position: Position | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.position is None or self.position.session != self.session:
            object.__setattr__(self, "position", Position(self.session))

    # ------------------------------------------------------------------ making one

    @classmethod
    def start(
        cls,
        plugin: AnyPlugin,
        session: Session,
        run: int = 0,
        cover: bool | None = None,
        hints_used: bool = False,
        hints_for_everyone: bool = False,
        resumed: bool = False,
        link: PhoneLink | None = None,
    ) -> Table:
        """A table for `session` (new, or continued from a save or record). In hot-seat the
        cover is up unless `cover` (a saved screen state) says otherwise; `hints_used` and
        `hints_for_everyone` come from the saved screen state too (or the menu, for a new game);
        `resumed`: a saved game continued, which its cover says; `link`: the seats played from
        phones (a continued game's, waiting for their phones: never a cover for them)."""
        names = session.names
        position = Position(session)
        link = link or PhoneLink()
        phones = link.phones
        mode = next_mode(position, None, plugin, names, phones)
        if isinstance(mode, Choosing) and is_hot_seat(session, phones) and cover is not False:
            mode = Covered()
        if isinstance(mode, Covered) and cover is False:
            mode = next_mode(position, session.to_act, plugin, names, phones)
        if isinstance(mode, Covered):
            mode = Covered(resumed=resumed)
        log = log_of(plugin, session)
        return cls(
            plugin,
            session,
            mode,
            run,
            log=log,
            reveal=LAST_MOVE,
            reveal_serial=1,
            hints_used=hints_used,
            hints_for_everyone=hints_for_everyone,
            link=link,
            position=position,
        )

    def start_effects(self) -> list[Out]:
        """What the page must do as this table first appears (a continued game's phone seats:
        their new codes are made at once)."""
        offers = [OfferSeat(seat, each.key) for seat, each in self.link.seats if not each.offer]
        return [self._save(), *offers, *self._arrival_effects()]

    # ------------------------------------------------------------------ reading it

    @property
    def names(self) -> tuple[str, ...]:
        return self.session.names

    @property
    def current_position(self) -> Position:
        """The session's position with what is derived from it (made in __post_init__)."""
        assert self.position is not None
        return self.position

    @property
    def phones(self) -> frozenset[int]:
        """The seats played from phones (issue 28): saved as people, never shown on the tablet."""
        return self.link.phones

    @property
    def hints_allowed(self) -> bool:
        return hints.allowed(self.session, self.hints_for_everyone)

    @property
    def never_saved(self) -> bool:
        """A lesson (and a puzzle, review/puzzles.py) never touches saved games or best scores."""
        return self.lesson is not None

    def side_panel(self) -> str:
        """A card over the controls (a puzzle's, review/puzzles.py); "" for a game."""
        return ""

    @property
    def panel_only(self) -> bool:
        """The side shows the card alone (a puzzle solved: nothing more to play)."""
        return False

    @property
    def header_words(self) -> str | None:
        """Words for the header's turn line instead of whose turn it is (None: the turn)."""
        return None

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
        """What the plugin may know now: the view of the player choosing, else the public one;
        the moves to mark for them, and the last placement (its points land on the board)."""
        return self._turn

    @cached_property  # a table is frozen: asked for by every region of a render, made once
    def _turn(self) -> Turn:
        viewer = None if self.is_public else self.player
        actions = self.session.actions
        since = tuple((e.player, actions[e.index]) for e in self._since_last_turn() if e.gains is not None)
        recent = since if self.fresh else ()
        landed = None if isinstance(self.mode, Choosing) and self.mode.touched else self.landed()
        if (
            landed is not None
            and isinstance(self.mode, (Choosing, Covered))
            and not (landed.player == self.player or landed.player in self.phones)
        ):
            landed = None  # another's move rose as it was shown (Landing, BotShowing): not again
        last = (actions[landed.index], landed.scoring, landed.index) if landed and landed.scoring else None
        seen = self.current_position.seen_by(viewer)
        return Turn(seen.view, self.names, self.just_reached, recent, last, shared=seen, since=since)

    def recent(self) -> tuple[LogEntry, ...]:
        """The moves since the player to act (or, under the cover, the one about to look)
        last acted, oldest first: what the cover tells them and the board marks for them."""
        return self._since_last_turn() if self.fresh else ()

    def _since_last_turn(self) -> tuple[LogEntry, ...]:
        """`recent`, also after the player's first action (the board keeps their places)."""
        if isinstance(self.mode, (Over, Landing)):
            return ()
        viewer = self.player
        shown = self.shown_log()
        last = max((e.index for e in shown if e.player == viewer), default=-1)
        return tuple(e for e in shown if e.index > last and e.player != viewer)

    def landed(self) -> LogEntry | None:
        """The last placement, whose points the board shows landing (once, as it appears)."""
        entries = self.shown_log()
        return next((e for e in reversed(entries) if e.gains is not None), None)

    def shown_log(self) -> tuple[LogEntry, ...]:
        """The log as people may read it now: a computer player's move is logged once seen."""
        if isinstance(self.mode, BotShowing):
            return tuple(e for e in self.log if e.index < self.mode.moves)
        return self.log

    @property
    def focus_id(self) -> str | None:
        if self.link.open:
            return PANEL_ID  # the pairing panel is a dialog over everything
        if isinstance(self.mode, Covered):
            return COVER_BUTTON_ID
        if isinstance(self.mode, Over):
            return lessons.DONE_BUTTON_ID if self.lesson is not None else AGAIN_BUTTON_ID
        if self.lesson is not None and self.lesson.met:
            return lessons.DONE_BUTTON_ID
        return self.focus

    def hooks(self) -> dict[str, str]:
        """The page-level hooks of PAGE.md while this table is shown."""
        return {
            "data-moves": str(self.session.record_length),
            "data-game-over": "true" if self.is_over else "",
            "data-lesson": self.lesson.id if self.lesson else "",
            "data-lesson-done": "true" if self.lesson and self.lesson.met else "",
            "data-peers": str(len(self.link.connected)) if self.link.connected else "",
            "data-chosen": deciding.chosen_hook(self.plugin, self.selection),
        }

    # ------------------------------------------------------------------ input

    def handle(self, event: Event) -> tuple[Table, list[Out]]:
        zoomed = self._zoom(event)
        if zoomed is not None:
            return zoomed, []
        if isinstance(event, Click) and event.action == TableAction.LOG:
            return replace(self, log_open=not self.log_open, focus=LOG_BUTTON_ID), []
        if isinstance(event, Click) and event.action == TableAction.INFO:
            return replace(self, info_open=not self.info_open, focus=INFO_BUTTON_ID), []
        if isinstance(event, Click) and event.action == TableAction.BOARD_TEXT:
            return replace(self, board_text_open=not self.board_text_open, focus=BOARD_TEXT_BUTTON_ID), []
        again = isinstance(event, Click) and event.action == TableAction.AGAIN
        if again and self.is_over and self.lesson is None:
            return self.play_again()
        if self.lesson is not None and isinstance(event, Click) and event.action in lessons.HINTS:
            return self._lesson_hinted()
        if self.lesson is not None and self.lesson.met and not isinstance(event, Tick):
            return self, []  # done: the panel offers what comes next, the board stays as it is
        mode = self.mode
        if isinstance(event, Tick):
            return self._tick(event)
        if isinstance(mode, Landing):
            if isinstance(event, Click) and event.action == TableAction.PASS:
                return self._passed()
            return self, []
        if isinstance(mode, Covered):
            if (isinstance(event, Click) and event.action == TableAction.READY) or (
                isinstance(event, Key) and not event.on_button and event.key in ("Enter", " ")
            ):
                return self._uncover()
            return self, []
        if not isinstance(mode, Choosing) or not isinstance(event, (Click, Key)):
            return self, []  # a computer player's turn, or the end: only ticks move it
        if isinstance(event, Click) and event.action.startswith(TABLE_PREFIX):
            return self, []
        # hints: offered when one person plays, or when the table chose them for everyone
        got = deciding.answer(
            self.plugin, self.turn(), mode.selection, event, self.focus, self.hints_allowed, self.hint
        )
        return self._answered(mode, got)

    def _answered(self, mode: Choosing, got: deciding.Outcome) -> tuple[Table, list[Out]]:
        """The player's tap or key, as the turn module (deciding.py) answered it, at the table:
        a move is played; the place refused or aimed at by key is kept in view, a lesson's
        board shown whole again after a refusal or Clear; a hint is saved (its result says so)."""
        if isinstance(got, deciding.Decided):
            return self.play(got.action)
        if isinstance(got, deciding.TapRefused):
            table = replace(self, message=got.message, reveal=SELECTION, reveal_serial=self.reveal_serial + 1)
            return table._lesson_in_view(), [Announce(got.message)]
        if isinstance(got, deciding.Hinted):  # the move, ready to place
            table = replace(
                self,
                mode=replace(mode, selection=got.selection),
                hint=got.shown,
                hints_used=True,
                message="",
                reveal=HINTED,
                reveal_serial=self.reveal_serial + 1,
            )
            return table, [table._save(), Announce(got.shown.text)]
        if not isinstance(got, deciding.Changed):
            return self, []
        table = replace(
            self, mode=Choosing(got.selection, touched=True), focus=got.focus, message="", fresh=False
        )
        if got.by_key:  # the keyboard moves the tile: keep it in view
            table = replace(table, reveal=SELECTION, reveal_serial=self.reveal_serial + 1)
        return (table._lesson_in_view() if got.cleared else table), list(got.announce)

    def _zoom(self, event: Event) -> Table | None:
        """Zoom the board (zoom.py): the buttons, a pinch; the keys while the player chooses or
        the game is over. What is centred: the pinch's place, else the place chosen (none may
        end half out of view), else what was revealed last."""
        how = zoom_request(event, keys=isinstance(self.mode, (Choosing, Over)))
        if not how:
            return None
        return deciding.zoomed(self, self.plugin, self.selection, event, how)

    def _lesson_in_view(self) -> Table:
        """A lesson after a miss, a refusal or Clear: its whole board again, with the places
        it marks (issue 40: a zoom must not hide what the goal needs); elsewhere unchanged."""
        if self.lesson is None or self.zoom == 1.0:
            return self
        reveal = LESSON_PLACE if self.lesson.hint_cells else self.reveal
        return replace(self, zoom=1.0, reveal=reveal, reveal_serial=self.reveal_serial + 1)

    def settled(self) -> Table:
        """The table after seats changed hands (a seat switched to a phone, or handed back):
        the turn of a seat now on a phone waits for it (Remote); a seat handed back to the
        tablet gets the cover first in hot-seat (ruling D2: its player may not be looking)."""
        player = self.session.to_act
        phones = self.phones
        if isinstance(self.mode, (Choosing, Covered)) and player in phones:
            return replace(self, mode=Remote(player), focus=BOARD_ID)
        if isinstance(self.mode, Remote) and player not in phones:
            mode = next_mode(self.current_position, None, self.plugin, self.names, phones)
            return replace(self, mode=mode, fresh=True, focus=BOARD_ID)
        return self

    def _uncover(self) -> tuple[Table, list[Out]]:
        mode = next_mode(self.current_position, self.player, self.plugin, self.names, self.phones)
        table = replace(self, mode=mode, focus=BOARD_ID)
        name = self.names[self.player]
        effects: list[Out] = [table._save(), Announce(t("table.your_turn_announce", name=name))]
        return table, effects + table._summary_effects()

    def _tick(self, event: Tick) -> tuple[Table, list[Out]]:
        """The move that landed has been seen; a computer player's steps (bot_turn.py):
        decide, show the move, go on."""
        if event.run != self.run:
            return self, []
        if isinstance(self.mode, Landing):
            landed = event.action == tick(LANDED, len(self.session.actions))
            return self._passed() if landed else (self, [])
        step = bot_turn.on_tick(self.session, self.mode, event.action)
        if step is None:
            return self, []
        if step.wait and isinstance(self.mode, BotThinking):
            return replace(self, mode=replace(self.mode, waited=True)), []
        if step.action is not None:
            return self.play(step.action, by_bot=True)
        return self._shown()

    def on_bot_answer(self, moves: int, move_json: str) -> tuple[Table, list[Out]]:
        """The bot worker's answer: played now if the seat has "thought" for THINK_MS, else kept
        until then; a bad one is decided on the page instead, a stale one is dropped."""
        if not isinstance(self.mode, BotThinking) or self.mode.moves != moves:
            return self, []
        if not self.mode.waited:
            return replace(self, mode=replace(self.mode, answer=move_json)), []
        return self.play(bot_turn.answer_or_decide(self.session, move_json), by_bot=True)

    # ------------------------------------------------------------------ playing

    def _lesson_hinted(self) -> tuple[Table, list[Out]]:
        """The lesson's hint: a move that meets its goal, its place ringed and in view."""
        assert self.lesson is not None
        lesson = lessons.hinted(self.lesson, self.session)
        table = replace(
            self, lesson=lesson, message="", reveal=LESSON_PLACE, reveal_serial=self.reveal_serial + 1
        )
        action = lessons.first_meeting(lesson.spec, self.session)
        chosen = hints.selection_for(action, tuple(getattr(self.turn().view, "rack", ())))
        if chosen is not None and isinstance(self.mode, Choosing):  # shown ready, turned as it must be
            table = replace(table, mode=Choosing(chosen, touched=True))  # the card folds to the goal
        return table, [Announce(lesson.hint_text)] if lesson.hint_text else []

    def _lesson_move(self, action: Action) -> tuple[Table, list[Out]]:
        """A lesson's move: played when it meets the goal (the engine's outcome decides),
        else refused with what it did and what the goal still needs."""
        assert self.lesson is not None
        met, message = lessons.check(self.lesson.spec, self.session, action)
        if not met and message:
            return replace(self, message=message)._lesson_in_view(), [Announce(message)]
        if not met:
            refused, outs = self._play(action)  # illegal: the engine's own refusal
            return refused._lesson_in_view(), outs
        played, outs = self._play(action)
        progress = self.lesson.progress.completed(self.lesson.id)
        lesson = replace(self.lesson, progress=progress, met=True)
        done = replace(played, lesson=lesson, focus=lessons.DONE_BUTTON_ID)
        # The partner seat never moves: the lesson ends with the learner's move.
        kept = [o for o in outs if not isinstance(o, Schedule)]
        said = t("learn.well_done") if lesson.next_spec() else t("learn.course_done")
        return done, [*kept, RememberPreference(lesson_key(lesson.game), progress.to_text()), Announce(said)]

    def play(self, action: Action, by_bot: bool = False) -> tuple[Table, list[Out]]:
        """Play `action` for the player to act; a refusal changes nothing but the message."""
        if self.lesson is not None and not by_bot:
            return self._lesson_move(action)
        return self._play(action, by_bot)

    def play_from_phone(self, action: Action) -> tuple[Table, list[Out]]:
        """A phone seat's move, already checked (screens/table/phone_link.py): played as a person's
        move on the tablet is, but the device is not passed on (no Landing): it never left."""
        return self._play(action, from_phone=True)

    def _play(
        self, action: Action, by_bot: bool = False, from_phone: bool = False
    ) -> tuple[Table, list[Out]]:
        before = self.session
        try:
            after = before.play(action)
        except AxioError as error:
            message = t("table.refused", reason=say(error.refusal))
            return replace(self, message=message), [Announce(message)]
        mover = self.player
        new_entries = entries_since(self.plugin, after, len(before.actions))
        placed = next((e for e in new_entries if e.gains is not None), None)
        reached = placed.reached if placed else ()
        # Every move shows the whole board again: the next turn begins with everything in view.
        table = replace(
            self,
            session=after,
            log=self.log + new_entries,
            just_reached=reached,
            message="",
            hint=None,
            focus=BOARD_ID,
            reveal=LAST_MOVE,
            reveal_serial=self.reveal_serial + 1,
            zoom=1.0,
            info_open=False,
        )
        if by_bot:  # shown alone first; the log and the words follow once it has been seen
            shown = replace(table, mode=BotShowing(len(before.actions)))
            seen = tick(bot_turn.SHOWN, len(after.actions))
            return shown, [shown._save(), Schedule(bot_turn.SHOW_MS, seen, self.run)]
        following = next_mode(table.current_position, mover, self.plugin, self.names, self.phones)
        if isinstance(following, Covered) and placed is not None and not from_phone:
            # The points land for everyone to see before the device passes on.
            landing = replace(table, mode=Landing(), fresh=True)
            landed = Schedule(LAND_MS, tick(LANDED, len(after.actions)), self.run)
            return landing, [landing._save(), landed, *landing._move_effects(new_entries, mover)]
        fresh = self.player != (after.to_act if after.to_act is not None else mover)
        table = replace(table, mode=following, fresh=fresh or self.fresh)
        return table, [table._save(), *table._move_effects(new_entries, mover)]

    def _passed(self) -> tuple[Table, list[Out]]:
        """The move has been seen (or "Pass on" was pressed): the cover for the next player."""
        mode = next_mode(self.current_position, None, self.plugin, self.names, self.phones)
        table = replace(self, mode=mode, fresh=True, focus=BOARD_ID)
        return table, [table._save(), *table._arrival_effects()]

    def _shown(self) -> tuple[Table, list[Out]]:
        """A computer player's move has been seen: log it, say it, and go on."""
        assert isinstance(self.mode, BotShowing)
        moves = self.mode.moves
        mover = _state_before(self.session, moves).current
        following = next_mode(self.current_position, mover, self.plugin, self.names, self.phones)
        changed = self.session.to_act != mover
        table = replace(self, mode=following, fresh=True if changed else self.fresh)
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
                effects.append(
                    Announce(
                        f"{t('table.axio')} {self.reached_text(entry.reached)} "
                        f"{t(extra_key, name=names[entry.player], count=count)}"
                    )
                )
        if isinstance(self.mode, Landing):
            return effects  # whose turn it is comes once the points have landed (_passed)
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
            moves = self.mode.moves
            ask = bot_turn.ask_as_thinking_begins(self.session, moves, self.run)
            effects += [
                Announce(t("bots.thinking_announce", name=name)),
                *([ask] if ask else []),
                Schedule(bot_turn.THINK_MS, tick(bot_turn.THINK, moves), self.run),
            ]
            return effects
        if isinstance(self.mode, Remote):
            return [*effects, Announce(t("phones.remote_announce", name=name))]
        key = "table.cover_announce" if isinstance(self.mode, Covered) else "table.your_turn_announce"
        return [*effects, Announce(t(key, name=name)), *self._summary_effects()]

    def _summary_effects(self) -> list[Out]:
        """What the player to act holds and faces, said only while they are the one looking
        (never under the cover: ruling D2 holds for screen readers too)."""
        return [] if self.is_public else [*deciding.summary(self.plugin, self.turn())]

    def _game_over_effects(self) -> list[Out]:
        outcome = self.session.outcome()
        assert outcome is not None
        return [
            PostToHost(
                "game-over", {"scores": [list(s) for s in outcome.scores], "winners": list(outcome.winners)}
            ),
            Announce(t("table.game_over_announce", winner=headline(outcome, self.names))),
        ]

    def play_again(self) -> tuple[Table, list[Out]]:
        """A new deal for the same players and seats (the seed comes from the app: Env)."""
        return self, [NewGameStarted()]

    def restarted(self, session: Session) -> tuple[Table, list[Out]]:
        """This table with the new deal `session` (what the app does for NewGameStarted)."""
        table = Table.start(self.plugin, session, self.run)
        table = replace(
            table, log_open=self.log_open, board_text_open=self.board_text_open, link=self.link
        ).settled()  # the phones play the new deal too
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

    def save_intent(self) -> SaveProgress:
        """The save of this table as it stands (the phones' seats changed: they are saved)."""
        return self._save()

    def _save(self) -> SaveProgress:
        # Landing resumes behind the cover: the next player's hand is never shown by a reload.
        # The seats played from phones are saved: a reload makes each wait for its phone again,
        # never showing its rack on the tablet (phones/link.py: restored).
        remote = isinstance(self.mode, Remote) and self.session.people > 1
        screen: dict[str, Any] = {"cover": isinstance(self.mode, (Covered, Landing)) or remote}
        if self.phones and not self.is_over:
            screen["phones"] = sorted(self.phones)
        if self.hints_used:
            screen["hints"] = True  # the result says it was made with hints
        if self.hints_for_everyone:
            screen["hints_for_everyone"] = True  # a continued game keeps the table's choice
        return SaveProgress(self.session, screen)


# ---------------------------------------------------------------------------- helpers


def _state_before(session: Session, action: int) -> Any:
    """The state in which the session's action number `action` was played."""
    return session.states[action - 1] if action else session.start


def _move_text(name: str, entry: LogEntry) -> str:
    """ "Anna placed a tile at 2, -1: +2 red, +1 blue." (the log line, said)."""
    if entry.gains is None:
        return t("summary.acted", name=name, what=entry.text)
    points = points_text(entry.gains)
    if not points:
        return t("summary.moved_nothing", name=name, what=entry.text)
    return t("summary.moved", name=name, what=entry.text, points=points)
