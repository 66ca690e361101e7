"""The AXIO player's own controls (rack, flip, confirm, pyramid choice, exchange) and the
public status (bag, pyramids, rack sizes).

`render_controls` is called only while the player to act is looking (never under the cover),
so the rack is in the page only then (ruling D2). `render_status` shows public counts only.
"""

from __future__ import annotations

from collections.abc import Sequence

from axio_core import Scoring
from axio_core.axio.view import AxioView
from axio_core.constants import AXIO_CAP, AXIO_RACK
from axio_core.scores import lowest_colors

from ...runtime.layout import Parts, part, slot
from ...strings.cells import Cell, cell_name
from ...strings.i18n import t
from ...strings.keys import exchange_letter, keep_letter
from ...ui.action_names import AxioAction
from ...ui.markup import color_name, color_names, esc, points_chips, seat_mark, symbol
from ...ui.symbols import COLOR_ORDER
from .choice import Choice, Options
from .render import tile_svg

CONFIRM_ID = "axio-confirm"
EXCHANGE_ID = "axio-exchange"
RACK_ID = "axio-rack"
RACK_TILES_ID = "axio-rack-tiles"
TURN_ID = "axio-turn"  # the step and the points: what a tap on the board changes
# the buttons (and A8's pyramid picks), a region of their own: a flip changes the points, not
# them, so the button tapped stays, with its focus (issue 40 item 6)
BUTTONS_ID = "axio-buttons"


def pick_id(cell: tuple[int, int]) -> str:
    """The id of the button that picks the pyramid on `cell` to move (A8)."""
    return f"axio-pick-{cell[0]}-{cell[1]}"


def counted(key: str, count: int, **values: object) -> str:
    """The singular or plural form of a counted sentence (keys `key.one` / `key.many`)."""
    return t(f"{key}.{'one' if count == 1 else 'many'}", count=count, **values)


def tile_words(tile: str) -> tuple[str, str]:
    """A tile's halves in words for screen readers: ("red sun", "blue star")."""
    first, second = (f"{color_name(c)} {t(f'symbol.{c}')}" for c in tile)
    return first, second


def halves_on(tile: str, cells: tuple[Cell, Cell]) -> str:
    """Each half with the cell it went to, in the board's reading order: "blue star on C5,
    orange square on C6" (a flipped tile puts `tile[0]` on the lower cell; AxioPlace)."""
    (a, a_cell), (b, b_cell) = sorted(
        zip(tile_words(tile), cells, strict=True), key=lambda half: (half[1][1], half[1][0])
    )
    return t("axio.halves_on", a=a, a_cell=cell_name(a_cell), b=b, b_cell=cell_name(b_cell))


def render_place(view: AxioView, choice: Choice, options: Options, scoring: Scoring | None) -> Parts:
    """A placement turn: extra-turn notice, the rack, what to do next, the points, buttons.
    The rack, the step with the points, and the buttons are regions of their own: a tap on the
    board re-puts the step, the points and the buttons, not the rack's tiles; a flip only the
    points (issue 40 item 6)."""
    need = choice.need(options)
    # On a phone the points take the place of "Check the points, then place the tile": one
    # room for both, so the board keeps its size through the turn (issue 40 item 6).
    confirming = scoring is not None and choice.pair is not None and len(choice.picks) >= need
    rack = rack_parts(view, choice)
    turn_holder, turn = part(
        TURN_ID,
        f'<div class="axio-say{" is-confirming" if confirming else ""}">'
        f'<p class="axio-step">{esc(_step_text(view, choice, need))}'
        f'<span class="keys-hint"> {esc(t("axio.keys_hint"))}</span></p>'
        f"{_preview(view, scoring)}</div>",
    )
    buttons_holder, buttons = part(
        BUTTONS_ID,
        # the picks after the buttons: shown while the keyboard is in them, they must never
        # push the buttons away
        f"{_buttons(choice, options, need)}{_pyramid_picks(choice, options, need)}",
    )
    html = f'<div class="axio-controls">{_extra_turn(view)}{rack.html}{turn_holder}{buttons_holder}</div>'
    return Parts(html, (*rack.regions, turn, buttons), rack.lists)


def _pyramid_picks(choice: Choice, options: Options, need: int) -> str:
    """Ruling A8 as real buttons too (keyboard and screen readers): the pyramids that may move,
    the picked ones pressed and numbered. The board marks the same pyramids for the eye."""
    if not need or choice.pair is None:
        return ""
    buttons = []
    for cell in options.movable:
        x, y = cell
        picked = cell in choice.picks
        text = (
            t("axio.pick_button_picked", cell=cell_name(cell), n=choice.picks.index(cell) + 1)
            if picked
            else t("axio.pick_button", cell=cell_name(cell))
        )
        buttons.append(
            f'<button type="button" id="{pick_id(cell)}" class="btn pick-button" '
            f'data-action="{AxioAction.PYRAMID}" '
            f'data-px="{x}" data-py="{y}" aria-pressed="{"true" if picked else "false"}">'
            f'<span class="pyramid-icon" aria-hidden="true"></span>{esc(text)}</button>'
        )
    return (
        f'<div class="pyramid-picks until-focused" role="group" aria-labelledby="pick-title">'
        f'<p id="pick-title" class="pick-title">{esc(t("axio.pick_title"))}</p>'
        f'<div class="pick-buttons">{"".join(buttons)}</div></div>'
    )


def render_rack(view: AxioView, choice: Choice | None) -> str:
    """The player's own tiles as buttons (solo: the one drawn tile). Pressed: the chosen one."""
    return rack_parts(view, choice).filled()


def rack_parts(view: AxioView, choice: Choice | None) -> Parts:
    """`render_rack` as a region (`RACK_ID`): its element, then what is inside it, and the
    tiles given one by one (`RACK_TILES_ID`): a flip turns the chosen tile round, and only
    that tile is put anew, not the rack (issue 40 item 6)."""
    title = t("axio.rack_solo") if view.players == 1 else t("axio.rack")
    chosen_index = view.rack.index(choice.tile) if choice and choice.tile in view.rack else -1
    tiles = []
    for i, tile in enumerate(view.rack):
        shown = choice.oriented if i == chosen_index and choice and choice.oriented else tile
        pressed = i == chosen_index
        a, b = tile_words(shown)
        label = t("axio.tile_chosen" if pressed else "axio.tile", a=a, b=b)
        tiles.append(
            f'<button type="button" class="rack-tile{" is-chosen" if pressed else ""}" '
            f'data-action="{AxioAction.TILE}" data-tile="{tile}" '
            f'aria-pressed="{"true" if pressed else "false"}" '
            f'aria-label="{esc(label)}">{tile_svg(shown)}</button>'
        )
    tiles += [
        '<span class="rack-slot" aria-hidden="true"></span>'
        for _ in range(max(0, AXIO_RACK - len(view.rack)) if view.players > 1 else 0)
    ]
    return Parts(
        f'<div class="axio-rack" id="{RACK_ID}" role="group" aria-label="{esc(title)}">{slot(RACK_ID)}</div>',
        (
            (
                RACK_ID,
                f'<p class="rack-title">{esc(title)}</p>'
                f'<div class="rack-tiles" id="{RACK_TILES_ID}">{slot(RACK_TILES_ID)}</div>',
            ),
            (RACK_TILES_ID, "".join(tiles)),
        ),
        ((RACK_TILES_ID, tuple(tiles)),),
    )


def _extra_turn(view: AxioView) -> str:
    if not view.in_extra_turn:
        return ""
    more = (
        f' <span class="more">{esc(counted("axio.extra_turn_more", view.extra_turns))}</span>'
        if view.extra_turns
        else ""
    )
    return f'<p class="axio-extra" role="status">{esc(t("axio.extra_turn"))}{more}</p>'


def _step_text(view: AxioView, choice: Choice, need: int) -> str:
    if not choice.cells:
        if not view.has_placed[view.current]:
            return t("axio.step_first_solo" if view.players == 1 else "axio.step_first")
        return t("axio.step_cell")
    if choice.pair is None:
        return t("axio.step_partner")
    if need and len(choice.picks) < need:
        if choice.picks:
            return counted("axio.step_pyramids_left", need - len(choice.picks))
        return counted("axio.step_pyramids", need)
    return t("axio.step_confirm")


def _cap(view: AxioView, score: int) -> int:
    """The cap a colour is scoring against: 18, or in solo 36 once on the second board (A15)."""
    return 2 * AXIO_CAP if view.players == 1 and score >= AXIO_CAP else AXIO_CAP


def _preview(view: AxioView, scoring: Scoring | None) -> str:
    """The points per colour the tried placement scores, with what the cap takes (A10, A15)
    and the colours that would earn an extra turn."""
    if scoring is None:
        return '<div class="axio-preview is-empty"></div>'
    chips = points_chips(scoring.gains, 22)
    notes = []
    scores = view.scores[view.current]
    for color, raw, gain, score in zip(COLOR_ORDER, scoring.raw, scoring.gains, scores, strict=True):
        if raw > gain:
            notes.append(
                t("axio.preview_lost", points=raw - gain, color=color_name(color), cap=_cap(view, score))
            )
    for color in scoring.reached:
        notes.append(t("axio.preview_axio", color=color_name(color).capitalize(), cap=AXIO_CAP))
    if scoring.pyramids:
        notes.append(counted("axio.preview_pyramids", len(scoring.pyramids)))
    body = (
        f'<span class="label">{esc(t("axio.preview"))}</span>{chips}'
        if chips
        else f'<span class="label">{esc(t("axio.preview_nothing"))}</span>'
    )
    items = "".join(f"<li>{esc(n)}</li>" for n in notes)
    notes_list = f'<ul class="preview-notes">{items}</ul>' if items else ""
    return f'<div class="axio-preview"><p class="preview-line">{body}</p>{notes_list}</div>'


def _buttons(choice: Choice, options: Options, need: int) -> str:
    ready = choice.action(options) is not None
    disabled = ' aria-disabled="true"'  # still clickable: the click says what is missing
    can_flip = choice.pair is not None and choice.tile is not None and choice.tile[0] != choice.tile[1]
    return (
        f'<div class="confirm-row">'
        f'<button type="button" class="btn btn-quiet" data-action="{AxioAction.CLEAR}" '
        f'aria-label="{esc(t("axio.clear_label"))}"{"" if choice.cells else " disabled"}>'
        f"{esc(t('axio.clear'))}</button>"
        f'<button type="button" class="btn btn-flip" data-action="{AxioAction.FLIP}" '
        f'aria-label="{esc(t("axio.flip_label"))}"{"" if can_flip else " disabled"}>'
        f'<span aria-hidden="true">⇄</span> {esc(t("axio.flip"))}</button>'
        f'<button type="button" id="{CONFIRM_ID}" class="btn btn-primary btn-confirm" '
        f'data-action="{AxioAction.CONFIRM}" '
        f'aria-label="{esc(t("axio.confirm_label"))}"{"" if ready else disabled}>'
        f"{esc(t('axio.confirm'))}</button></div>"
    )


def exchange_reason(view: AxioView) -> str:
    """Why the exchange is offered (A11): none of the lowest colours on the rack."""
    lowest = lowest_colors(view.scores[view.current])
    key = "axio.exchange_reason" if len(lowest) == 1 else "axio.exchange_reason_many"
    return t(key, colors=color_names(lowest))


def shown_tiles(rack: Sequence[str]) -> str:
    """A rack's tiles as pictures, not buttons: the rack shown for an exchange (A11)."""
    return "".join(
        f'<span class="rack-tile is-shown" role="img" '
        f'aria-label="{esc(t("axio.tile", a=a, b=b))}">{tile_svg(tile)}</span>'
        for tile in rack
        for a, b in [tile_words(tile)]
    )


def render_exchange(view: AxioView) -> str:
    """Ruling A11: the rack holds none of the lowest colours; exchange or keep, with why."""
    lowest = lowest_colors(view.scores[view.current])
    icons = "".join(symbol(c, 22) for c in lowest)
    tiles = shown_tiles(view.rack)
    count = min(AXIO_RACK, view.bag_count)
    return (
        f'<div class="axio-controls axio-exchange" role="group" aria-labelledby="exchange-title">'
        f'<h3 id="exchange-title" class="exchange-title">{esc(t("axio.exchange_title"))}</h3>'
        f'<p class="exchange-reason"><span class="icons">{icons}</span>'
        f"{esc(exchange_reason(view))}</p>"
        f'<div class="axio-rack"><p class="rack-title">{esc(t("axio.rack"))}</p>'
        f'<div class="rack-tiles">{tiles}</div></div>'
        f'<p class="exchange-how">{esc(t("axio.exchange_how", count=count))}</p>'
        f'<div class="confirm-row">'
        f'<button type="button" class="btn" '
        f'data-action="{AxioAction.KEEP}" aria-label="{esc(t("axio.keep_label"))}" '
        f'aria-keyshortcuts="{keep_letter().upper()}">'
        f'{esc(t("axio.keep"))}<kbd class="key-hint" aria-hidden="true">{keep_letter().upper()}</kbd>'
        f"</button>"
        f'<button type="button" id="{EXCHANGE_ID}" class="btn btn-primary" '
        f'data-action="{AxioAction.EXCHANGE}" '
        f'aria-label="{esc(t("axio.exchange_label"))}" aria-keyshortcuts="{exchange_letter().upper()}">'
        f'{esc(t("axio.exchange"))}<kbd class="key-hint" aria-hidden="true">{exchange_letter().upper()}</kbd>'
        f"</button></div></div>"
    )


def render_status(view: AxioView, names: Sequence[str]) -> str:
    """Public counts: tiles in the bag, pyramids in the supply, tiles on each rack."""
    racks = ""
    if view.players > 1:
        items = "".join(
            f'<li class="seat-{i}">{seat_mark(i)}'
            f'<span class="name">{esc(name)}</span><span class="rack-count">{size}</span></li>'
            for i, (name, size) in enumerate(zip(names, view.rack_sizes, strict=True))
        )
        racks = f'<ul class="rack-sizes" aria-label="{esc(t("axio.racks_label"))}">{items}</ul>'
    return (
        f'<div class="axio-status">'
        f'<p class="bag" data-bag="{view.bag_count}" '
        f'title="{esc(t("axio.bag_label", count=view.bag_count))}">'
        f'<span class="bag-icon" aria-hidden="true"></span>{esc(t("axio.bag", count=view.bag_count))}</p>'
        f'<p class="pyramids-left" data-pyramids="{view.pyramids_left}" '
        f'title="{esc(t("axio.pyramids_left_label", count=view.pyramids_left))}">'
        f'<span class="pyramid-icon" aria-hidden="true"></span>'
        f"{esc(t('axio.pyramids_left', count=view.pyramids_left))}</p>"
        f"{racks}</div>"
    )
