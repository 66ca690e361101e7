"""The table as a `Layout`: a skeleton that only a change of mode changes, and regions that
the page compares and puts into the DOM one by one (a tap repaints the board's marks and the
controls, not the scoreboards or the log).

    header                                    Menu · the game · Help · whose turn
    board (zoomable)  │ side: what the player acts on (controls, a bot's turn, the end,
                      │       a move landing), then what everybody reads (scores, the last
                      │       moves, the bag or supply, the log, the board as text)
    cover (hot-seat): what happened since this player's last turn, and "I am …"

Every region is a pure function of a few values, so unchanged regions cost a string compare.
"""

from __future__ import annotations

from collections.abc import Callable

from axio_core.axio.state import EXCHANGE

from ...games.plugin import Board
from ...phones import pairing
from ...runtime.layout import Layout, Parts, slot
from ...strings.i18n import language, t
from ...ui.action_names import AppAction, TableAction
from ...ui.markup import esc, points_chips, seat_mark, symbol
from . import hints
from . import lesson as lessons
from .board_text import render_board_text
from .cover import render_cover
from .end import render_end
from .log import LogEntry, render_log, render_moves
from .scoreboard import render_scoreboards
from .screen import (
    BOARD_ID,
    INFO_BUTTON_ID,
    BotShowing,
    BotThinking,
    Choosing,
    Covered,
    Landing,
    Over,
    Remote,
    Table,
)
from .zoom import render_zoom_bar

MARKS_ID, LANDED_ID, SPOTS_ID = "board-marks", "board-landed", "board-spots"
PASS_ID = "pass-on"
RECENT_MOVES = 3  # the last moves always in view beside the board


def render_table(table: Table) -> Layout:
    """The whole table: header, board, the side, and the cover in hot-seat."""
    mode = table.mode
    turn = table.turn()
    names = table.names
    classes = f"table game-{table.plugin.variant} players-{len(names)} mode-{type(mode).__name__.lower()}"
    classes += " is-covered" if isinstance(mode, Covered) else ""
    classes += " is-over" if isinstance(mode, Over) else ""
    classes += " info-open" if table.info_open else ""
    board = table.plugin.render_board(turn, table.selection)
    side = _side_main(table)
    skeleton = (
        f'<div class="{classes}" id="table">'
        f'<header class="table-bar" id="table-header">{slot("table-header")}</header>'
        f'<div class="table-body">'
        f'<div class="board-area" id="{BOARD_ID}" tabindex="-1" style="--zoom:{table.zoom:g}">'
        f"{slot(BOARD_ID)}</div>"
        f'<div class="side" id="side"><div class="side-main" id="side-main">{slot("side-main")}</div>'
        f'<div class="side-info" id="side-info"><div id="scores">{slot("scores")}</div>'
        f'<div class="info-bar" id="info-bar">{slot("info-bar")}</div>'
        f'<div class="status" id="status">{slot("status")}</div>'
        f'<div id="moves">{slot("moves")}</div>'
        f'<div class="side-tools"><div id="log">{slot("log")}</div>'
        f'<div id="board-text-region">{slot("board-text-region")}</div>'
        f'<div id="phones-tool" class="phones-tool">{slot("phones-tool")}</div></div></div></div>'
        f'</div>{_cover(table)}<div id="pairing">{slot("pairing")}</div></div>'
    )
    view, log, over = turn.view, table.shown_log(), table.is_over
    # What a tap while choosing cannot change is made again only when the values it is made
    # from change (`_kept`): a tap costs the regions it touches (issue 40 item 6).
    header_key = (
        table.plugin.variant,
        names,
        over,
        getattr(view, "in_extra_turn", False),
        table.header_words,
        table.player,
        isinstance(mode, Choosing) and table.hints_allowed,
        isinstance(mode, Covered),
        table.never_saved,
        table.zoom,
    )
    thinking = table.player if isinstance(mode, BotThinking) else None
    scores_key = (table.plugin.variant, names, view.scores, table.session.seats, over, table.player, thinking)
    regions = (
        ("table-header", _kept("table-header", header_key, lambda: _header(table))),
        (BOARD_ID, _kept(BOARD_ID, (board.svg, board.base, tuple(board.tiles)), lambda: _board_base(board))),
        *board.tiles,  # nested in the board's upper layer: the tiles whose marks go at the first action
        (SPOTS_ID, "".join(board.spots)),  # given element by element: a tap changes one or two
        (MARKS_ID, board.marks + lessons.marks(table.lesson) + hints.marks(table.hint)),
        (LANDED_ID, board.landed),
        ("side-main", side.html),
        *side.regions,  # nested in it: the parts of the controls a tap changes
        ("scores", _kept("scores", (*scores_key, _scores_before(table)), lambda: _scores(table))),
        ("info-bar", _info_toggle(table.info_open)),
        (
            "status",
            _kept("status", (table.plugin.variant, view, names), lambda: table.plugin.render_status(turn)),
        ),
        ("moves", _kept("moves", (log[-RECENT_MOVES:], names), lambda: _last_moves(table))),
        ("log", _kept("log", (log, names, table.log_open), lambda: render_log(log, names, table.log_open))),
        ("board-text-region", _board_text(table)),
        ("phones-tool", _pair_button(table, in_header=False)),
        ("pairing", pairing.render_panel(table.link, names, table.session.seats)),
    )
    return Layout(skeleton, regions, lists=((SPOTS_ID, board.spots), *side.lists))


#: The last markup of each region `_kept` and the values it was made from (with the language).
_last: dict[str, tuple[tuple[object, ...], str]] = {}


def _kept(region: str, values: tuple[object, ...], make: Callable[[], str]) -> str:
    """`make()`, or the markup it made last when `values` equal the ones it was made from:
    `values` must hold everything `make` reads, so that render stays a pure function of the
    table (tests/test_page_patch.py compares with a render made afresh, `forget_kept`).
    Comparing is cheap: a tap keeps the same objects (the session, the log, the view), and
    equal tuples of the same objects compare by identity item by item."""
    key = (language(), *values)
    held = _last.get(region)
    if held is not None and held[0] == key:
        return held[1]
    markup = make()
    _last[region] = (key, markup)
    return markup


def forget_kept() -> None:
    """Drop every region kept (the tests: a render made afresh)."""
    _last.clear()


def _board_base(board: Board) -> str:
    # Two <svg> stacked: the tiles under, what a tap changes over them (the tiles whose marks
    # go at the first action, the places, the tile being tried, its points, the landing). A
    # tap re-puts the upper one's marks only and the browser repaints that layer alone: the
    # board's own paint was the largest cost of a tap on a phone (bench/RESULTS.md, issue 40).
    base, recent = board.lifted_base()
    return (
        f'<div class="board-stack">{board.layer_tag("board-base")}{base}</svg>'
        f"{board.layer_tag('board-overlay', defs=False)}{recent}{board.spots_group(SPOTS_ID, slot(SPOTS_ID))}"
        f'<g id="{MARKS_ID}">{slot(MARKS_ID)}</g>'
        f'<g id="{LANDED_ID}" class="landed-layer">{slot(LANDED_ID)}</g></svg></div>'
    )


def _cover(table: Table) -> str:
    if not isinstance(table.mode, Covered):
        return ""
    return render_cover(
        table.names,
        table.player,
        table.plugin.variant,
        table.recent(),
        resumed=table.mode.resumed,
        tools=_pair_button(table, in_header=True, covered=True),
    )


def _header(table: Table) -> str:
    names = table.names
    over = table.is_over
    view = table.turn().view
    said = table.header_words
    if over:
        line = t("table.game_over")
    elif said is not None:
        line = said
    elif len(names) == 1:
        line = t("table.turn_solo")
    else:
        line = t("table.turn", name=names[table.player])
    extra = ""  # a phone's header hides it from sight (the controls say it), not from readers
    if not over and getattr(view, "in_extra_turn", False):
        extra = f'<span class="turn-extra"> · {esc(t("table.extra_turn"))}</span>'
    mark = seat_mark(table.player) if len(names) > 1 and not over and said is None else ""
    return (
        f'<button type="button" class="btn btn-quiet" data-action="{AppAction.SHOW_MENU}">'
        f"{esc(t('table.menu'))}</button>"
        f'<h2 class="table-title">{esc(table.plugin.title())}</h2>'
        f'<button type="button" class="btn btn-quiet btn-help" '
        f'data-action="{AppAction.SHOW_HELP}" data-topic="keys" '
        f'data-game="{esc(table.plugin.variant)}"><span class="help-mark" aria-hidden="true">?</span>'
        f'<span class="help-word">{esc(t("help.button"))}</span></button>'
        f"{hints.render_button(isinstance(table.mode, Choosing) and table.hints_allowed)}"
        f"{_pair_button(table, in_header=True)}"
        f"{render_zoom_bar(table.zoom)}"
        f'<p class="turn-line">{mark}{esc(line)}{extra}</p>'
    )


def _pair_button(table: Table, in_header: bool, covered: bool = False) -> str:
    """ "Play from phones" during a game (not in a lesson, not at the end): in the header, and
    on a phone's screen, where the header has no room for it, beside the log behind "⋯" (the
    stylesheet shows one of the two); under the cover, in the cover's bar instead (pairing is
    in reach at every moment, and lifting the cover would show a rack). Not in a lesson or a
    puzzle (never saved: no phones)."""
    if table.never_saved or table.is_over or isinstance(table.mode, Covered) != covered:
        return ""
    return pairing.render_pair_button(in_header)


def _side_main(table: Table) -> Parts:
    """What the player acts on: the AXIO! banner, a refusal, then the controls, a computer
    player's panel, a move landing, or the end. The controls' changing parts are regions
    nested in it: a tap re-puts those, not the whole side (issue 40 item 6)."""
    parts = [_banner(table), _message(table), hints.render_text(table.hint)]
    panel = table.side_panel()  # a puzzle's card (review/puzzles.py)
    if panel:
        parts.insert(0, panel)
        if table.panel_only:
            return Parts("".join(parts))
    if table.lesson is not None:  # the step and a refused move's reason stay in view together
        # a move in progress, or AXIO's exchange choice (its panel says the lesson's idea itself)
        exchanging = getattr(table.turn().view, "phase", "") == EXCHANGE
        acting = isinstance(table.mode, Choosing) and (table.mode.touched or exchanging)
        parts[1] = lessons.render_panel(table.lesson, table.message, acting)
        if table.lesson.met:  # done: the panel says what comes next, nothing else to play
            return Parts("".join(parts))
    mode = table.mode
    controls = Parts("")
    if isinstance(mode, Over):
        outcome = table.session.outcome()
        assert outcome is not None
        parts.append(
            render_end(outcome, table.names, table.cap(), again=table.lesson is None, last=table.landed())
        )
        if table.hints_used:
            parts.append(f'<p class="made-with-hints">{esc(t("hint.made_with"))}</p>')
    elif isinstance(mode, (BotThinking, BotShowing)):
        parts.append(_bot_panel(table))
    elif isinstance(mode, Landing):
        parts.append(_landing(table))
    elif isinstance(mode, Remote):
        parts.append(pairing.render_remote(table.link, mode.player, table.names[mode.player]))
    elif isinstance(mode, Choosing):
        controls = table.plugin.controls_parts(table.turn(), mode.selection)
        parts.append(f'<div class="controls">{controls.html}</div>')
    return Parts("".join(parts), controls.regions, controls.lists)


def _banner(table: Table) -> str:
    """The "AXIO!" moment: which colours reached the cap, and the extra turn it earns."""
    if not table.just_reached or table.is_over:
        return ""
    icons = "".join(symbol(c, 28) for c in table.just_reached)
    return (
        f'<div class="axio-banner" role="status"><span class="axio-word">{esc(t("table.axio"))}</span>'
        f'<span class="axio-icons">{icons}</span>'
        f'<span class="axio-text">{esc(table.reached_text())}</span></div>'
    )


def _message(table: Table) -> str:
    return f'<p class="table-message" role="alert">{esc(table.message)}</p>' if table.message else ""


def _landing(table: Table) -> str:
    """A person's move lands before the device passes on: what it scored, big, and the way to
    go on at once."""
    entry = table.landed()
    nxt = table.names[table.player]
    scored = ""
    if entry is not None:
        chips = points_chips(entry.gains or (), 26)
        scored = (
            f'<p class="landing-who">{seat_mark(entry.player)}'
            f"<span>{esc(t('table.landing', name=table.names[entry.player]))}</span></p>"
            f'<p class="landing-points">{chips or esc(t("table.log_no_points"))}</p>'
        )
    return (
        f'<div class="landing-panel" role="status">{scored}'
        f'<button type="button" id="{PASS_ID}" class="btn btn-primary btn-big" '
        f'data-action="{TableAction.PASS}">'
        f"{esc(t('table.pass_on', name=nxt))}</button></div>"
    )


def _bot_panel(table: Table) -> str:
    """What stands where a person's controls would: who is thinking, or playing."""
    player = table.player
    showing = isinstance(table.mode, BotShowing)
    name = table.names[player]
    key = "bots.playing_line" if showing else "bots.thinking_line"
    state = "is-showing" if showing else "is-thinking"
    line = f'{seat_mark(player)}<span class="bot-text">{esc(t(key, name=name))}</span>'
    return (
        f'<div class="bot-panel seat-{player} {state}">'
        f'<p class="bot-line">{line}</p>'
        f'<p class="bot-level">{esc(level_tag(table.session.seats[player]))}</p></div>'
    )


def level_tag(level: str | None) -> str:
    """ "computer · Casual" under a bot's name; empty for a person."""
    from ...runtime.bot_seats import level_name

    return t("bots.tag", level=level_name(level)) if level else ""


def _scores(table: Table) -> str:
    view = table.turn().view
    current = None if table.is_over else table.player
    thinking = table.player if isinstance(table.mode, BotThinking) else None
    return render_scoreboards(
        table.names,
        view.scores,
        table.plugin.track(len(table.names)),
        current,
        table.session.seats,
        thinking=thinking,
        before=_scores_before(table),
    )


def _scores_before(table: Table) -> tuple[tuple[int, ...], ...] | None:
    """The scores before the last placement: the bars grow from there as they appear."""
    entry = table.landed()
    if entry is None:
        return None
    session = table.session
    state = session.states[entry.index - 1] if entry.index else session.start
    return tuple(tuple(s) for s in state.scores)


def _info_toggle(is_open: bool) -> str:
    """A phone's way to everything beside the board that its screen has no room for: the full
    scoreboards, the counts, the last moves and the log, over the board until closed (the
    stylesheet shows it only where the side is below the board)."""
    label = t("table.info_close" if is_open else "table.info_open")
    return (
        f'<button type="button" id="{INFO_BUTTON_ID}" class="btn btn-quiet info-toggle" '
        f'data-action="{TableAction.INFO}" aria-expanded="{"true" if is_open else "false"}" '
        f'aria-controls="side-info">'
        f'<span class="info-glyph" aria-hidden="true">{"×" if is_open else "⋯"}</span>'
        f'<span class="info-word">{esc(label)}</span></button>'
    )


def _last_moves(table: Table) -> str:
    """The last moves, in words, always in view (the whole log is one tap away)."""
    entries: tuple[LogEntry, ...] = table.shown_log()[-RECENT_MOVES:]
    return render_moves(entries, table.names)


def _board_text(table: Table) -> str:
    description = table.plugin.describe_board(table.turn()) if table.board_text_open else ""
    return render_board_text(description, table.board_text_open)
