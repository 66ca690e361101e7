"""The phone's screen as a `Layout` (screens/rack/): the pairing steps, then the table's own
shape (the same classes, so the table's phone layout applies: the board across the width, the
short scores under it, what finishes the turn nearest the thumb).

Only this seat's view is ever drawn: the plugin gets `Turn(seated.view)`, whose secret part is
this seat's own rack or hand tile (wire.py sends nothing else)."""

from __future__ import annotations

from axio_core.ranking import make_outcome

from ...games.plugin import AnyPlugin
from ...phones.pairing import making_code
from ...phones.qr import qr_svg
from ...runtime.layout import Layout, slot
from ...strings.i18n import t
from ...ui.action_names import AppAction, RackAction
from ...ui.markup import esc, seat_mark
from ..table import hints
from ..table.end import render_end
from ..table.scoreboard import render_scoreboards
from ..table.zoom import render_zoom_bar
from .screen import ANSWER_ID, BOARD_ID, COPY_ID, MAY_SCAN, MENU_ID, SCAN_ID, Rack, Stage

MARKS_ID = "board-marks"
LAST_MOVES = 3


def render_rack(rack: Rack) -> Layout:
    if rack.stage == Stage.PLAYING and rack.seated is not None:
        return _playing(rack)
    return _pairing(rack)


# ---------------------------------------------------------------------------- before the game


def _pairing(rack: Rack) -> Layout:
    """Answering, the answer, connected, and the words after it (released, lost, reloaded)."""
    seat, name = rack.offer.seat, rack.offer.name
    who = t("rack.you_are", name=name) if name else t("rack.seat", seat=seat + 1)
    skeleton = (
        f'<div class="rack-screen rack-{rack.stage}" id="rack">'
        f'<header class="table-bar rack-bar"><h2 class="table-title">{esc(t("rack.title"))}</h2>'
        f'<p class="turn-line rack-seat seat-{seat}">{seat_mark(seat)}{esc(who)}</p></header>'
        f'<div class="rack-step" id="rack-step">{slot("rack-step")}</div></div>'
    )
    return Layout(skeleton, (("rack-step", _step(rack)),))


def _step(rack: Rack) -> str:
    stage = rack.stage
    if stage == Stage.ANSWERING:
        return f'<p class="rack-wait" role="status">{esc(t("rack.preparing"))}</p>'
    if stage == Stage.ANSWER:
        return _answer(rack)
    if stage == Stage.CONNECTED:
        return f'<p class="rack-wait" role="status">{esc(t("rack.connected"))}</p>'
    return _after(rack)


def _answer(rack: Rack) -> str:
    """The answer for the table's camera, and the same text to copy and paste (PAGE.md:
    `[data-pairing-answer][data-answer]`)."""
    answer = rack.answer
    who = rack.offer.name or t("rack.seat", seat=rack.offer.seat + 1)
    copied = f'<p class="rack-copied" role="status">{esc(t("rack.copied"))}</p>' if rack.copied else ""
    return (
        f'<section class="rack-answer" data-pairing-answer data-answer="{esc(answer)}" '
        f'aria-labelledby="rack-answer-title">'
        f'<h3 id="rack-answer-title">{esc(t("rack.answer_title"))}</h3>'
        f'<div class="rack-qr">{qr_svg(answer, t("rack.answer_label")) or making_code()}</div>'
        f'<p class="rack-steps">{esc(t("rack.answer_steps"))}</p>'
        f'<p class="rack-steps rack-one">{esc(t("rack.one_phone", name=who))}</p>'
        f'<label class="rack-paste" for="{ANSWER_ID}">{esc(t("rack.answer_text"))}</label>'
        f'<div class="rack-copy-row">'
        f'<textarea id="{ANSWER_ID}" class="rack-answer-text" readonly rows="2" '
        f'spellcheck="false">{esc(answer)}</textarea>'
        f'<button type="button" id="{COPY_ID}" class="btn btn-primary" '
        f'data-action="{RackAction.COPY_ANSWER}">'
        f"{esc(t('rack.copy'))}</button></div>{copied}</section>"
    )


def _after(rack: Rack) -> str:
    """The phone is done with this code: why, and the way to play on this phone instead."""
    if rack.stage == Stage.RELEASED:
        lines = [t("rack.released")]
    elif rack.stage == Stage.LOST:
        lines = [t("rack.lost")] + ([t("rack.lost_why", reason=rack.reason)] if rack.reason else [])
    else:
        lines = [t("rack.reloaded")]
    words = "".join(f'<p class="rack-word">{esc(line)}</p>' for line in lines)
    said = f'<p class="rack-word rack-said" role="alert">{esc(rack.message)}</p>' if rack.message else ""
    scan = ""
    if rack.stage in MAY_SCAN:  # the table's next code, read here (an installed app is not opened by a link)
        scanning = ' aria-pressed="true"' if rack.scanning else ""
        scan = (
            f'<button type="button" id="{SCAN_ID}" class="btn btn-primary rack-scan" '
            f'data-action="{RackAction.SCAN}"{scanning}>{esc(t("rack.scan"))}</button>'
            f'<p class="rack-steps">{esc(t("rack.scan_why"))}</p>'
        )
    return (
        f'<div class="rack-after" role="alert">{words}</div>{said}{scan}'
        f'<button type="button" id="{MENU_ID}" class="btn btn-quiet" data-action="{AppAction.SHOW_MENU}">'
        f"{esc(t('rack.to_menu'))}</button>"
    )


# ---------------------------------------------------------------------------- the game


def _playing(rack: Rack) -> Layout:
    seated, plugin, turn = rack.seated, rack.plugin, rack.turn()
    assert seated is not None and plugin is not None and turn is not None
    view = seated.view
    board = plugin.render_board(turn, rack.selection if rack.my_turn else None)
    state = "is-acting" if rack.acting else "is-sent" if rack.sent else "is-waiting"
    classes = (
        f"table rack-screen rack-playing game-{plugin.variant} players-{len(seated.names)} "
        f"{state}{' is-over' if rack.is_over else ''}"
    )
    skeleton = (
        f'<div class="{classes}" id="table">'
        f'<header class="table-bar" id="table-header">{slot("table-header")}</header>'
        f'<div class="table-body">'
        f'<div class="board-area" id="{BOARD_ID}" tabindex="-1" style="--zoom:{rack.zoom:g}">'
        f"{slot(BOARD_ID)}</div>"
        f'<div class="side" id="side"><div class="side-main" id="side-main">{slot("side-main")}</div>'
        f'<div class="side-info" id="side-info"><div id="scores">{slot("scores")}</div></div></div>'
        f"</div></div>"
    )
    track = plugin.track(len(seated.names))
    current = None if rack.is_over else view.current
    regions = (
        ("table-header", _header(rack, plugin)),
        (BOARD_ID, f'{board.svg}{board.base}<g id="{MARKS_ID}">{slot(MARKS_ID)}</g>{board.landed}</svg>'),
        (MARKS_ID, board.all_marks() + hints.marks(rack.hint)),
        ("side-main", _side_main(rack, plugin)),
        ("scores", render_scoreboards(seated.names, view.scores, track, current)),
    )
    return Layout(skeleton, regions)


def _header(rack: Rack, plugin: AnyPlugin) -> str:
    seated = rack.seated
    assert seated is not None
    name = seated.names[seated.seat] if seated.seat < len(seated.names) else ""
    return (
        f'<h2 class="table-title">{esc(plugin.title())}</h2>'
        f'<button type="button" class="btn btn-quiet btn-help" data-action="{AppAction.SHOW_HELP}" '
        f'data-topic="rules" data-game="{esc(plugin.variant)}">'
        f'<span class="help-mark" aria-hidden="true">?</span>'
        f'<span class="help-word">{esc(t("help.button"))}</span></button>'
        f"{hints.render_button(rack.hints_offered)}"
        f"{render_zoom_bar(rack.zoom)}"
        f'<p class="turn-line rack-seat seat-{seated.seat}">{seat_mark(seated.seat)}'
        f"{esc(t('rack.you_are', name=name))}</p>"
    )


def _side_main(rack: Rack, plugin: AnyPlugin) -> str:
    """Whose turn, a refusal, the hint; then the controls, the move sent, the own tiles while
    others play, or the end; then the last moves."""
    seated, turn = rack.seated, rack.turn()
    assert seated is not None and turn is not None
    view = seated.view
    parts = []
    if rack.is_over:
        cap = plugin.track(view.players).board or plugin.track(view.players).length
        outcome = make_outcome(view.end_reason or "", tuple(view.scores))
        parts.append(render_end(outcome, seated.names, cap, again=False))
    elif rack.my_turn:
        parts.append(f'<p class="rack-turn is-mine" role="status">{esc(t("rack.your_turn"))}</p>')
    else:
        to_play = seated.names[view.current] if 0 <= view.current < len(seated.names) else ""
        parts.append(
            f'<p class="rack-turn" role="status">{seat_mark(view.current)}'
            f"{esc(t('rack.to_play', name=to_play))}</p>"
        )
    if rack.message:
        parts.append(f'<p class="table-message" role="alert">{esc(rack.message)}</p>')
    parts.append(hints.render_text(rack.hint))
    if rack.acting:
        parts.append(f'<div class="controls">{plugin.render_controls(turn, rack.selection)}</div>')
    elif not rack.is_over:
        if rack.sent:
            parts.append(f'<p class="rack-sent" role="status">{esc(t("rack.sent"))}</p>')
        parts.append(plugin.render_own_tiles(view))
    parts.append(_last_moves(seated.last))
    return "".join(parts)


def _last_moves(last: tuple[str, ...]) -> str:
    """The table's last moves in words (its language), newest first."""
    if not last:
        return ""
    items = "".join(f"<li>{esc(line)}</li>" for line in reversed(last[-LAST_MOVES:]))
    return (
        f'<section class="last-moves rack-moves" aria-labelledby="rack-moves-title">'
        f'<h3 id="rack-moves-title">{esc(t("rack.last_moves"))}</h3>'
        f'<ol class="moves">{items}</ol></section>'
    )
