"""The game log: who played what where, the points per colour with symbols, extra turns.

Entries are derived from the Session (its states and actions), so a game continued from a
save or a `#record=` link shows its whole history, and the log never disagrees with the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from axio_core import Action, AxioPlace, RotaPlace, Scoring, game
from axio_core.game import State
from axio_core.session import Session

from ...games.plugin import AnyPlugin
from ...strings.i18n import t
from ...ui.action_names import TableAction
from ...ui.markup import esc, gain_code, points_chips, seat_mark

LOG_BUTTON_ID = "log-toggle"


@dataclass(frozen=True)
class LogEntry:
    """One logged action: the session's action number `index`, by `player`. `text` says what
    and where in words; `gains` are the points the scoreboard really moved (after the cap),
    None for an action that is not a placement; `reached` the colours that reached the cap;
    `extra_turn` whether it was an extra turn; `scoring` where the points came from (the
    board shows them landing)."""

    index: int
    player: int
    text: str
    gains: tuple[int, ...] | None
    reached: tuple[str, ...] = ()
    extra_turn: bool = False
    scoring: Scoring | None = None

    def gain_code(self) -> str:
        """The points as PAGE.md's `data-gain` writes them: "R2 B1", "" for none."""
        return gain_code(self.gains)


def entry_for(plugin: AnyPlugin, before: State, action: Action, index: int) -> LogEntry | None:
    """The log entry of `action` (the session's action number `index`) played in `before`,
    or None if the plugin does not log it."""
    player = before.current  # chance (a draw) acts for the player whose turn it is
    mover = game.observe(before, player)  # the engine explains the move from the mover's view
    scoring = game.explain(mover, action) if isinstance(action, (AxioPlace, RotaPlace)) else None
    text = plugin.describe(action, scoring, mover)
    if text is None:
        return None
    in_extra = bool(getattr(mover, "in_extra_turn", False))
    return LogEntry(
        index=index,
        player=player,
        text=text,
        gains=tuple(scoring.gains) if scoring else None,
        reached=tuple(scoring.reached) if scoring else (),
        extra_turn=in_extra,
        scoring=scoring,
    )


def log_of(plugin: AnyPlugin, session: Session) -> tuple[LogEntry, ...]:
    """The whole log of a session, oldest first."""
    return entries_since(plugin, session, 0)


def entries_since(plugin: AnyPlugin, session: Session, start: int) -> tuple[LogEntry, ...]:
    """Log entries for the session's actions from number `start` on (chance draws included:
    the plugin leaves out what it does not log)."""
    entries = []
    for i in range(start, len(session.actions)):
        before = session.states[i - 1] if i > 0 else session.start
        entry = entry_for(plugin, before, session.actions[i], i)
        if entry is not None:
            entries.append(entry)
    return tuple(entries)


def render_log(entries: Sequence[LogEntry], names: Sequence[str], is_open: bool) -> str:
    """A toggle button and, when open, the whole log, newest first."""
    label = t("table.log_hide") if is_open else t("table.log_show")
    button = (
        f'<button type="button" id="{LOG_BUTTON_ID}" class="btn btn-quiet log-toggle" '
        f'data-action="{TableAction.LOG}" aria-expanded="{"true" if is_open else "false"}" '
        f'aria-controls="log-list">{esc(t("table.log"))}'
        f'<span class="visually-hidden"> {esc(label)}</span>'
        f'<span class="log-count">{len(entries)}</span></button>'
    )
    if not is_open:
        return f'<section class="log">{button}</section>'
    if not entries:
        items = f'<li class="log-empty">{esc(t("table.log_empty"))}</li>'
    else:
        items = "".join(move_item(e, names) for e in reversed(entries))
    return (
        f'<section class="log is-open">{button}'
        # tabindex: a scrolled list must be reachable to scroll it from the keyboard
        f'<ol id="log-list" class="log-list moves" tabindex="0" '
        f'aria-label="{esc(t("table.log"))}">{items}</ol></section>'
    )


def render_moves(entries: Sequence[LogEntry], names: Sequence[str]) -> str:
    """The last few moves, newest first, always in view beside the board: on a phone the
    list scrolls, and the move just made must be the one in view (the cover keeps its order)."""
    if not entries:
        return ""
    items = "".join(move_item(e, names) for e in reversed(entries))
    return (
        f'<section class="last-moves" aria-labelledby="last-moves-title">'
        f'<h3 id="last-moves-title">{esc(t("table.last_moves"))}</h3>'
        f'<ol class="moves">{items}</ol></section>'
    )


def move_item(entry: LogEntry, names: Sequence[str], summary: bool = False) -> str:
    """One move as a line people read: who, what and where, the points with their symbols,
    AXIO! and extra turns. `summary`: on the cover, with PAGE.md's `data-move-summary`,
    `data-player` and `data-gain` (the points after the cap, "R2 B1")."""
    name = names[entry.player] if 0 <= entry.player < len(names) else "?"
    points = ""
    if entry.gains is not None:
        chips = points_chips(entry.gains)
        points = chips or f'<span class="no-points">{esc(t("table.log_no_points"))}</span>'
    tags = ""
    if entry.extra_turn:
        tags += f'<span class="tag tag-extra">{esc(t("table.log_extra"))}</span>'
    if entry.reached:
        tags += f'<span class="tag tag-axio">{esc(t("table.axio"))}</span>'
    hooks = (
        f' data-move-summary data-player="{entry.player}" data-gain="{entry.gain_code()}"' if summary else ""
    )
    return (
        f'<li class="move seat-{entry.player}"{hooks}>{seat_mark(entry.player)}'
        f'<span class="who">{esc(name)}</span> <span class="what">{esc(entry.text)}</span> '
        f'<span class="points">{points}</span>{tags}</li>'
    )
