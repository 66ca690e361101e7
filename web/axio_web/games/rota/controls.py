"""The Rota player's own controls (hand tile, turning, naming, confirm) and the public status.

Rendered only while the player to act is looking (the table never calls `render_controls`
under the cover), so the hand tile is in the page only then (ruling D2).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from axio_core import Scoring
from axio_core.rota.geometry import rotate
from axio_core.rota.view import RotaView

from ...runtime.layout import Parts, slot
from ...runtime.layout import part as region_part
from ...strings.i18n import cached, t
from ...ui.action_names import RotaAction
from ...ui.markup import capitalise, color_name, color_names, esc, points_chips, seat_mark, symbol
from ...ui.symbols import COLOR_ORDER
from ..turn import Turn
from .render import corners_text, tile_svg
from .selection import CONFIRM_ID, HAND_ID, Options, RotaSelection

HAND_ROW_ID = "rota-hand-row"  # the hand tile and its turn buttons: a region of their own
TURN_ID = "rota-turn"  # the points, the naming and the buttons: what a tap on the board changes


def render_controls(
    turn: Turn[RotaView],
    sel: RotaSelection,
    opts: Options | None,
    scoring: Scoring | None,
    choices: Mapping[str, Scoring],
) -> Parts:
    """Hand tile with turn buttons, what the tried place scores, naming, and confirm. The hand
    row, the hand tile's face and what a tap on the board changes are regions of their own: a
    tap on a place re-puts the points, the naming and the buttons, not the hand tile; a turn
    re-puts the tile's face, not its button (issue 40 item 6)."""
    view = turn.view
    if opts is None or not isinstance(view, RotaView):
        return Parts("")
    corners = rotate(opts.tile, sel.rot)
    title = t("rota.supply_tile") if view.in_extra_turn else t("rota.your_tile")
    extra = " is-extra" if view.in_extra_turn else ""
    needs_name = opts.needs_name(sel.cell, sel.rot)
    choosing_holder, choosing = region_part(
        TURN_ID,
        f"{_preview_line(sel, scoring, choices)}"
        f"{_naming(sel, choices) if needs_name else ''}"
        f"{_confirm(sel, needs_name)}",
    )
    html = (
        f'<div class="rota-controls">'
        f'<p class="controls-title{extra}">{esc(title)}</p>'
        f'<div class="hand-row" id="{HAND_ROW_ID}">{slot(HAND_ROW_ID)}</div>{choosing_holder}</div>'
    )
    return Parts(html, ((HAND_ROW_ID, _hand_row(extra)), (HAND_ID, _hand_face(corners, sel.name)), choosing))


@cached(maxsize=4)
def _hand_row(extra: str) -> str:
    """The hand tile's button between the turn buttons. A turn re-puts only the button's face
    (`_hand_face`, a region of its own): the button stays, and with it the focus a tap or a
    key gave it, so nothing has to lay the page out to give it back (issue 40 item 6)."""
    return (
        f'<button type="button" class="btn btn-turn" data-action="{RotaAction.ROTATE}" data-dir="-1">'
        f'<span class="turn-icon" aria-hidden="true">⟲</span><span>{esc(t("rota.turn_left"))}</span></button>'
        f'<button type="button" id="{HAND_ID}" class="hand-tile{extra}" data-action="{RotaAction.ROTATE}">'
        f"{slot(HAND_ID)}</button>"
        f'<button type="button" class="btn btn-turn" data-action="{RotaAction.ROTATE}" data-dir="1">'
        f'<span class="turn-icon" aria-hidden="true">⟳</span>'
        f"<span>{esc(t('rota.turn_right'))}</span></button>"
    )


@cached(maxsize=64)  # the hand tile's turns (and names): made once, re-put when it turns
def _hand_face(corners: str, named: str | None) -> str:
    """The hand tile as it lies, and its name in words (the button's name: no aria-label,
    which a turn would have to change on the kept button)."""
    hand_label = t("rota.hand_label", corners=corners_text(corners))
    return (
        f'<span class="visually-hidden">{esc(hand_label)}</span>'
        f"{tile_svg(corners, 112, named=named, shadow=True)}"
    )


def _preview_line(sel: RotaSelection, scoring: Scoring | None, choices: Mapping[str, Scoring]) -> str:
    if sel.cell is None:
        return (
            f'<p class="preview-line hint">{esc(t("rota.pick_cell"))}'
            f'<span class="keys-hint"> {esc(t("rota.pick_cell_keys"))}</span></p>'
        )
    where = esc(t("rota.preview_at", x=sel.cell[0], y=sel.cell[1]))
    if scoring is None and choices:
        # No name yet: show what the other corners score; the buttons show the rest.
        any_choice = next(iter(choices.values()))
        gains = _unnamed_gains(any_choice)
    else:
        gains = tuple(scoring.gains) if scoring else (0, 0, 0, 0, 0)
    chips = points_chips(gains, 22)
    body = (
        f'<span class="label">{esc(t("rota.preview_here"))}</span>{chips}'
        if chips
        else f'<span class="label">{esc(t("rota.preview_none"))}</span>'
    )
    reached = scoring.reached if scoring else ()
    extra = ""
    if reached:  # T7: the preview says so before the tile is placed
        colors = capitalise(color_names(reached))
        key = "rota.preview_extra_one" if len(reached) == 1 else "rota.preview_extra_many"
        extra = f'<span class="preview-extra">{esc(t(key, colors=colors, count=len(reached)))}</span>'
    return (
        f'<p class="preview-line" aria-live="polite">'
        f'<span class="visually-hidden">{where}</span>{body}{extra}</p>'
    )


def _unnamed_gains(scoring: Scoring) -> tuple[int, ...]:
    """The raw points of a placement without its named corner (before any name is chosen)."""
    points = dict.fromkeys(COLOR_ORDER, 0)
    for part in scoring.parts:
        if not part.named:
            points[part.color] += part.points
    return tuple(points[c] for c in COLOR_ORDER)


def _naming(sel: RotaSelection, choices: Mapping[str, Scoring]) -> str:
    """Ruling T6: five symbol buttons; each shows what naming it would add."""
    buttons = []
    for c in COLOR_ORDER:
        named_points = sum(p.points for p in choices[c].parts if p.named) if c in choices else 0
        pressed = "true" if sel.name == c else "false"
        points = (
            f'<span class="name-points">{esc(t("rota.name_points", points=named_points))}</span>'
            if named_points
            else ""
        )
        buttons.append(
            f'<button type="button" class="btn name-choice color-{c}" '
            f'data-action="{RotaAction.NAME}" data-name="{c}" '
            f'aria-pressed="{pressed}">{symbol(c, 26)}<span class="name-word">{esc(color_name(c))}</span>'
            f"{points}</button>"
        )
    return (
        f'<div class="naming" role="group" aria-labelledby="naming-title">'
        f'<p id="naming-title" class="naming-title">{esc(t("rota.name_title"))}</p>'
        f'<div class="name-choices">{"".join(buttons)}</div></div>'
    )


def _confirm(sel: RotaSelection, needs_name: bool) -> str:
    ready = sel.cell is not None and (not needs_name or sel.name is not None)
    label = t("rota.confirm") if ready or not needs_name or sel.cell is None else t("rota.confirm_name_first")
    disabled = "" if ready else ' aria-disabled="true"'
    clear = (
        f'<button type="button" class="btn btn-quiet" data-action="{RotaAction.CLEAR}">'
        f"{esc(t('rota.clear'))}</button>"
        if sel.cell is not None
        else ""
    )
    return (
        f'<div class="confirm-row">{clear}'
        f'<button type="button" id="{CONFIRM_ID}" class="btn btn-primary btn-confirm" '
        f'data-action="{RotaAction.CONFIRM}"{disabled}>{esc(label)}</button></div>'
    )


def render_status(view: RotaView, names: Sequence[str]) -> str:
    """Public counts: the supply and the tiles left in each player's stack (T8: face down)."""
    stacks = "".join(
        f'<li class="seat-{i}" aria-label="{esc(t("rota.stack_label", name=n, count=c))}">'
        f'{seat_mark(i)}<span class="name">{esc(n)}</span>'
        f'<span class="num" data-stack="{i}">{c}</span></li>'
        for i, (n, c) in enumerate(zip(names, view.stack_sizes, strict=True))
    )
    return (
        f'<div class="rota-status">'
        f'<p class="supply" aria-label="{esc(t("rota.supply_count", count=view.supply_count))}">'
        f'<span class="pile" aria-hidden="true"></span><span class="label">{esc(t("rota.supply"))}</span>'
        f'<span class="num" data-supply="{view.supply_count}">{view.supply_count}</span></p>'
        f'<div class="stacks"><p class="label">{esc(t("rota.stacks"))}</p><ul>{stacks}</ul></div></div>'
    )
