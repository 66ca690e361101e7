"""A game by links on the table's own board (issue 39; screen.py holds the screen).

Once the tiles are dealt, the link screen draws the game as a phone's rack does (phones/
rack_render.py): the board, the scoreboards, and on this device's move the game's own controls
(the plugin: tap a place, preview, name a colour, exchange), with this device's seat the one
seat that acts. The plugin gets `Turn(view)` of `game.observe(world.state, seat)`: the public
board and this device's own tiles alone. The world stands in for the cards this device cannot
open (its draws not yet keyed included), so its own tiles are shown only when every one of its
cards is open, which is always so on its move (Device.legal_actions).

What happened since this player's last turn is told as the cover tells it (table/log.py's
entries from the world's states; `data-move-summary` as PAGE.md gives it for the cover), and
the board marks those tiles (`data-recent-player`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from axio_core import AxioError, game

from ...games.plugin import AnyPlugin
from ...games.registry import plugin_for
from ...games.turn import Turn
from ...runtime.layout import Layout, slot
from ...strings.i18n import t
from ...ui.markup import esc, seat_mark
from ..table.log import LogEntry, entry_for, move_item
from ..table.scoreboard import render_scoreboards

BOARD_ID = "board"
MARKS_ID = "board-marks"


@dataclass(frozen=True)
class Seat:
    """What the screen draws of the dealt game on this device, made once per change of the
    device (LinkScreen keeps it): the turn the plugin gets, whether this seat (`me`) acts now,
    the log as people read it, and this seat's own view when its tiles are all open."""

    plugin: AnyPlugin
    turn: Turn[Any]
    me: int
    acting: bool
    log: tuple[LogEntry, ...]
    own: Any  # this seat's view (its own tiles), None while a card of it is not open to it
    over: bool
    actions: tuple[Any, ...] = ()  # the world's actions the log was made of

    @property
    def since(self) -> tuple[LogEntry, ...]:
        """The others' moves since this seat last acted, oldest first (the cover's list)."""
        return _since(self.log, self.me)


def seat_of(device: Any, before: Seat | None = None) -> Seat | None:
    """The dealt game as this device draws it; None before the deal (or without a seat).
    `before`: the last one drawn, whose log lines still stand where the actions are the same."""
    if device is None or device.table is None or device.seat is None or device.trouble() is not None:
        return None
    acting = bool(device.legal_actions())  # first: it may draft this device's automatic steps
    world = device.world()
    state = world.state
    if state is None:
        return None
    plugin = plugin_for(device.table.variant)
    me = device.seat
    own = game.observe(state, me) if (acting or device.holds_open()) else None
    log = _log(plugin, world, before)
    placements = tuple((e.player, world.actions[e.index]) for e in _since(log, me) if e.gains is not None)
    view = own if acting else game.observe(state, None)
    turn: Turn[Any] = Turn(view, device.table.names, recent=placements, since=placements)
    over = device.due()[1] == "done" and game.outcome(state) is not None
    return Seat(plugin, turn, me, acting, log, own, over, tuple(world.actions))


def _since(log: tuple[LogEntry, ...], seat: int) -> tuple[LogEntry, ...]:
    last = max((e.index for e in log if e.player == seat), default=-1)
    return tuple(e for e in log if e.index > last and e.player != seat)


def _log(plugin: AnyPlugin, world: Any, before: Seat | None) -> tuple[LogEntry, ...]:
    """The world's actions as the table logs them (draws left out by the plugin). A draw of
    another's tiles holds stand-ins, but a draw is never logged, and a placement's card is
    open to everyone, so every logged line is the game's own, and stands as the game goes on
    (`before`'s lines are kept for the actions it shares: a link's opening explains its own)."""
    actions = tuple(world.actions)
    kept = 0
    if before is not None:
        while kept < min(len(before.actions), len(actions)) and before.actions[kept] == actions[kept]:
            kept += 1
    entries = [e for e in before.log if e.index < kept] if before is not None else []
    for index in range(kept, len(actions)):
        try:
            entry = entry_for(plugin, world.befores[index], actions[index], index)
        except AxioError:
            continue
        if entry is not None:
            entries.append(entry)
    return tuple(entries)


def since_markup(seat: Seat, names: tuple[str, ...]) -> str:
    """The moves since this player's last turn, as the cover lists them."""
    since = seat.since
    if not since:
        return ""
    items = "".join(move_item(entry, names, summary=True) for entry in since)
    return (
        f'<section class="cover-summary link-since" data-link-since aria-labelledby="link-since-title">'
        f'<h3 id="link-since-title">{esc(t("link.since"))}</h3><ol class="moves">{items}</ol></section>'
    )


def layout(seat: Seat, names: tuple[str, ...], me: int, selection: Any, side: str, after: str) -> Layout:
    """The table's shape (the phone's: the board across, the side beside or under it): the
    header, the board with its marks, `side` (status, the controls or the own tiles, since
    the last turn; on a phone under the board, nearest the thumb) holding the region `after`
    (the end, the link to send, the board as text), and the scores."""
    plugin, turn = seat.plugin, seat.turn
    board = plugin.render_board(turn, selection if seat.acting else None)
    state = "is-acting" if seat.acting else "is-waiting"
    classes = (
        f"table rack-screen link-table game-{plugin.variant} players-{len(names)} "
        f"{state}{' is-over' if seat.over else ''}"
    )
    skeleton = (
        f'<div class="{classes}" id="table">'
        f'<header class="table-bar" id="table-header">{slot("table-header")}</header>'
        f'<div class="table-body">'
        f'<div class="board-area" id="{BOARD_ID}" tabindex="-1" style="--zoom:1">{slot(BOARD_ID)}</div>'
        f'<div class="side" id="side"><div class="side-main" id="side-main">{slot("side-main")}</div>'
        f'<div class="side-info" id="side-info"><div id="scores">{slot("scores")}</div></div></div>'
        f"</div></div>"
    )
    view = turn.view
    current = None if seat.over else view.current
    regions = (
        ("table-header", _header(plugin, names, me)),
        (
            BOARD_ID,
            f'{board.svg}{board.filled_base()}<g id="{MARKS_ID}">{slot(MARKS_ID)}</g>{board.landed}</svg>',
        ),
        (MARKS_ID, board.all_marks()),
        ("side-main", side),
        ("scores", render_scoreboards(names, view.scores, plugin.track(len(names)), current)),
        ("link-after", after),
    )
    return Layout(skeleton, regions)


def _header(plugin: AnyPlugin, names: tuple[str, ...], me: int) -> str:
    from ...ui.action_names import AppAction

    return (
        f'<button type="button" class="btn btn-quiet" data-action="{AppAction.SHOW_MENU}">'
        f"{esc(t('table.menu'))}</button>"
        f'<h2 class="table-title" id="link-title">{esc(t("link.title"))}: {esc(plugin.title())}</h2>'
        f'<button type="button" class="btn btn-quiet btn-help" data-action="{AppAction.SHOW_HELP}" '
        f'data-topic="rules" data-game="{esc(plugin.variant)}">'
        f'<span class="help-mark" aria-hidden="true">?</span>'
        f'<span class="help-word">{esc(t("help.button"))}</span></button>'
        f'<p class="turn-line rack-seat seat-{me}">{seat_mark(me)}'
        f"{esc(t('link.you_play', name=names[me]))}</p>"
    )


def controls(seat: Seat, selection: Any) -> str:
    """On this seat's move the game's own controls; else its own tiles to look at."""
    if seat.acting:
        return f'<div class="controls">{seat.plugin.render_controls(seat.turn, selection)}</div>'
    if seat.own is None or seat.over:
        return ""
    return seat.plugin.render_own_tiles(seat.own)  # as a phone's rack shows them while others play
