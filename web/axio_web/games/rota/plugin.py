"""AXIO Rota at the shared table: the `GamePlugin` for the tile-display game."""

from __future__ import annotations

from axio_core import Action, RotaPlace, Scoring, View
from axio_core.constants import ROTA_CAP, ROTA_DISPLAY_CELLS
from axio_core.rota.geometry import rotate
from axio_core.rota.view import RotaView

from ...runtime.events import Click, Key
from ...runtime.layout import Parts
from ...strings.i18n import language, t
from ...ui.markup import esc
from ..plugin import Board, Step, Track
from ..turn import Seen, Turn
from . import controls, selection
from .board_text import describe_display
from .render import Preview, Still, corners_text, still_layers, tile_svg
from .selection import RotaSelection, action_of, name_choices, options, seen_options

Cell = tuple[int, int]


class RotaPlugin:
    """Stateless; the table holds the Session and hands back the `RotaSelection`."""

    variant = "rota"

    def title(self) -> str:
        return t("game.rota")

    def track(self, players: int) -> Track:
        return Track(ROTA_CAP)

    def new_selection(self, turn: Turn[RotaView]) -> RotaSelection:
        return RotaSelection()

    def chosen(self, sel: RotaSelection | None) -> Cell | None:
        return sel.cell if sel is not None else None

    def render_board(self, turn: Turn[RotaView], sel: RotaSelection | None) -> Board:
        view: RotaView = turn.view
        last = view.display[-1].at if len(view.display) > len(ROTA_DISPLAY_CELLS) else None
        recent = tuple((player, action.at) for player, action in turn.recent if isinstance(action, RotaPlace))
        since = tuple(action.at for _, action in turn.since if isinstance(action, RotaPlace))
        landed = None
        if turn.landed is not None:
            placed, scoring, move = turn.landed
            if isinstance(placed, RotaPlace):
                landed = (placed.at, scoring.parts, move)
        choosing = sel if options(turn) is not None else None
        # made once per position (and language): a tap adds only the preview (issue 40 item 6)
        still = turn.seen.derived(_still, language(), last, recent, choosing is not None, since)
        return still.board(_preview(turn, choosing) if choosing is not None else None, landed)

    def render_controls(self, turn: Turn[RotaView], sel: RotaSelection) -> str:
        return self.controls_parts(turn, sel).filled()

    def controls_parts(self, turn: Turn[RotaView], sel: RotaSelection) -> Parts:
        opts = options(turn)
        if opts is None:
            return Parts("")
        choices = name_choices(turn, opts, sel)
        action = action_of(opts, sel)
        scoring = turn.explain(action) if action is not None else None
        return controls.render_controls(turn, sel, opts, scoring, choices)

    def render_status(self, turn: Turn[RotaView]) -> str:
        return controls.render_status(turn.view, turn.names)

    def handle(self, turn: Turn[RotaView], sel: RotaSelection, event: Click | Key) -> Step:
        return selection.handle(turn, sel, event)

    def turn_summary(self, turn: Turn[RotaView]) -> str | None:
        """The hand tile in words, said to the player to act once they look (never public)."""
        opts = options(turn)
        if opts is None:
            return None
        key = "summary.rota_supply" if getattr(turn.view, "in_extra_turn", False) else "summary.rota_tile"
        return t(key, corners=corners_text(opts.tile))

    def describe_board(self, turn: Turn[RotaView]) -> str:
        """The display as a table (and, for the player to act, the free places)."""
        opts = options(turn)
        view: RotaView = turn.view
        return describe_display(view.display, opts.cells if opts else ())

    def render_own_tiles(self, view: RotaView) -> str:
        if view.hand is None:
            return f'<p class="rack-own">{esc(t("rack.no_tile"))}</p>'
        label = t("rota.hand_label", corners=corners_text(view.hand))
        return (
            f'<div class="rack-own rota-own"><p class="rack-title">{esc(t("rack.your_tile"))}</p>'
            f"{tile_svg(view.hand, 72, label=label)}</div>"
        )

    def describe(self, action: Action, scoring: Scoring | None, before: View | None = None) -> str | None:
        """ "placed a tile at the top left of the display, row 1, column 2 (and named blue)":
        where in words, as the display looks once the tile is in it, and its row and column
        counted from the display's top left, so it can be found as AXIO's "F3" can (issue 40)."""
        if not isinstance(action, RotaPlace):
            return None
        cells = [d.at for d in before.display] if isinstance(before, RotaView) else []
        x, y = action.at
        top, left = min([y, *(c[1] for c in cells)]), min([x, *(c[0] for c in cells)])
        row, column = y - top + 1, x - left + 1
        where = t(
            "rota.where_counted", where=t(f"rota.where.{region_of(action.at, cells)}"), row=row, column=column
        )
        if action.name:
            return t("rota.log.place_named", where=where, color=t(f"color.{action.name}"))
        return t("rota.log.place", where=where)


def _still(
    seen: Seen,
    lang: str,
    last: Cell | None,
    recent: tuple[tuple[int, Cell], ...],
    choosing: bool,
    since: tuple[Cell, ...],
) -> Still:
    """The board's layers a tap cannot change; `lang`: the words in them (the places' labels)."""
    view = seen.view
    assert isinstance(view, RotaView)
    opts = seen_options(seen) if choosing else None
    cells = opts.cells if opts is not None else ()
    return still_layers(view.display, cells, last, recent, choosing, since)


def _preview(turn: Turn[RotaView], sel: RotaSelection) -> Preview | None:
    """The tile where it is being tried, with the circles that would score."""
    opts = options(turn)
    if opts is None or sel.cell is None or sel.cell not in opts.cells:
        return None
    corners = rotate(opts.tile, sel.rot)
    action = action_of(opts, sel)
    if action is not None:
        parts = turn.explain(action).parts
    else:  # a name is still needed: show what the other corners score
        any_name = RotaPlace(opts.tile, sel.cell, sel.rot, "R")
        parts = tuple(p for p in turn.explain(any_name).parts if not p.named)
    return Preview(sel.cell, corners, sel.name, parts)


def region_of(at: Cell, display: list[Cell]) -> str:
    """Which ninth of the display (with `at` in it) a cell lies in: "top-left" … "bottom-right".

    >>> region_of((2, 0), [(0, 0), (1, 0), (0, 1), (1, 1)])
    'right'
    >>> region_of((0, -1), [(0, 0), (1, 0), (0, 1), (1, 1)])
    'top'
    """
    xs = [c[0] for c in display] + [at[0]]
    ys = [c[1] for c in display] + [at[1]]

    def third(value: int, low: int, high: int) -> int:
        if high == low:
            return 1
        share = (value - low) / (high - low)
        return 0 if share < 1 / 3 else 2 if share > 2 / 3 else 1

    column = third(at[0], min(xs), max(xs))
    row = third(at[1], min(ys), max(ys))
    vertical = ("top", "", "bottom")[row]
    horizontal = ("left", "", "right")[column]
    return "-".join(part for part in (vertical, horizontal) if part) or "middle"
