"""A computer player's turn at the table, one visible step at a time.

People must be able to follow a bot, so its turn is three moments, each a render:

    thinking   its scoreboard card says "thinking…"; after THINK_MS the move is decided here
               (fast levels) or by the bot worker (AskBot; the page stays responsive)
    showing    the move is on the board, its tile highlighted as the last one placed, the
               scores moved; the log entry and the announcements wait SHOW_MS
    done       the log entry appears, then whatever comes next: the bot's extra turn or
               exchange, the next bot thinking, the cover for the next person (hot-seat), or
               that person's own hand

While a bot's turn is on, the table is public (nothing secret is rendered: a bot's rack or
hand never reaches the page) and only its ticks move the game. Every tick names the number
of actions the session had when it was scheduled: a tick meant for an earlier moment (a
game left and continued, "Play again") is stale and does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from axio_core import Action
from axio_core.session import Session

from ..bot_decide import decide_in, move_from_json
from ..bot_seats import level_name, runs_off_thread
from ..i18n import t
from ..ui import Announce, AskBot, Effect, Event, PostToHost, SaveGame, Schedule
from .log import LogEntry
from .markup import esc, seat_mark

if TYPE_CHECKING:
    from .screen import GameScreen

THINK, DECIDED, SHOWN = "bot-think", "bot-move", "bot-shown"  # tick actions: kind:moves
THINK_MS = 600  # long enough to see who is thinking, short enough not to bore
SHOW_MS = 900  # the placement alone on the board before the log and the next turn


@dataclass(frozen=True)
class BotTurn:
    """The bot turn in progress. `moves`: the session's action count at this moment.
    While `showing`, the log entries and effects of the move are `held` back until done,
    and `then`/`then_cover` say what follows (the next bot's turn, the cover)."""

    player: int
    moves: int
    showing: bool = False
    held_log: tuple[LogEntry, ...] = ()
    held_effects: tuple[Effect, ...] = ()
    then: BotTurn | None = None
    then_cover: bool = False


def due(session: Session) -> BotTurn | None:
    """The bot turn that begins now, if a bot is to act in an unfinished game."""
    player = session.to_act
    if player is None or player < 0 or not session.is_bot(player) or session.outcome() is not None:
        return None
    return BotTurn(player, len(session.actions))


def tick(kind: str, moves: int) -> str:
    return f"{kind}:{moves}"


def turn_effects(screen: GameScreen) -> list[Effect]:
    """As a bot's turn begins: the host hears whose turn it is, people who is thinking."""
    bot = screen.bot
    assert bot is not None
    name = screen.session.names[bot.player]
    return [PostToHost("turn", {"player": bot.player}),
            Announce(t("bots.thinking_announce", name=name)),
            Schedule(THINK_MS, tick(THINK, bot.moves))]


def handle(screen: GameScreen, event: Event) -> tuple[GameScreen, list[Effect]]:
    """The bot's ticks; everything else waits (the table's own toggles are handled before)."""
    bot = screen.bot
    if bot is None or event.kind != "tick":
        return screen, []
    kind, _, moves = event.action.partition(":")
    if moves != str(bot.moves):
        return screen, []  # stale
    session = screen.session
    if kind == THINK and not bot.showing:
        if runs_off_thread(session.seats[bot.player]):
            return screen, [AskBot(session.to_record().to_json(), bot.player, tick(DECIDED, bot.moves))]
        return show(screen, decide_in(session))
    if kind == DECIDED and not bot.showing:
        # The worker's answer, checked; a bad or missing one is decided here instead.
        action = move_from_json(session, str(event.data.get("move", ""))) or decide_in(session)
        return show(screen, action)
    if kind == SHOWN and bot.showing:
        return done(screen)
    return screen, []


def show(screen: GameScreen, action: Action) -> tuple[GameScreen, list[Effect]]:
    """Play the bot's move and show it alone; the game is saved at once (a reload keeps it)."""
    bot = screen.bot
    assert bot is not None
    played, effects = replace(screen, bot=None).play(action)
    if played.session is screen.session:  # refused: cannot happen for the engine's own bots
        played, effects = replace(screen, bot=None).play(decide_in(screen.session))
    moves = len(played.session.actions)
    showing = BotTurn(bot.player, moves, showing=True, held_log=played.log[len(screen.log):],
                      held_effects=tuple(e for e in effects if not isinstance(e, SaveGame)),
                      then=played.bot, then_cover=played.cover)
    shown = replace(played, log=screen.log, cover=False, selection=None, bot=showing)
    saves: list[Effect] = [e for e in effects if isinstance(e, SaveGame)]
    return shown, [*saves, Schedule(SHOW_MS, tick(SHOWN, moves))]


def done(screen: GameScreen) -> tuple[GameScreen, list[Effect]]:
    """The log entry, the announcements, and the turn that follows."""
    bot = screen.bot
    assert bot is not None
    after = replace(screen, log=screen.log + bot.held_log, bot=bot.then, cover=bot.then_cover)
    return after._fresh(), list(bot.held_effects)


def render_panel(screen: GameScreen) -> str:
    """What stands where a person's controls would: who is thinking, or playing."""
    bot = screen.bot
    assert bot is not None
    name = screen.session.names[bot.player]
    key = "bots.playing_line" if bot.showing else "bots.thinking_line"
    state = "is-showing" if bot.showing else "is-thinking"
    line = f'{seat_mark(bot.player)}<span class="bot-text">{esc(t(key, name=name))}</span>'
    return (f'<div class="bot-panel seat-{bot.player} {state}">'
            f'<p class="bot-line">{line}</p>'
            f'<p class="bot-level">{esc(level_tag(screen.session.seats[bot.player]))}</p></div>')


def level_tag(level: str | None) -> str:
    """"computer · Casual" under a bot's name; empty for a person."""
    return t("bots.tag", level=level_name(level)) if level else ""
