"""AXIO Rota at the shared table: the `GamePlugin` for the tile-display game."""

from __future__ import annotations

from axio_core import Action, RotaPlace, Scoring
from axio_core.constants import ROTA_CAP, ROTA_DISPLAY_CELLS
from axio_core.rota.geometry import rotate
from axio_core.rota.view import RotaView

from ..events import Click, Key
from ..i18n import t
from ..table.plugin import Board, Step, Track
from ..table.turn import Turn
from . import controls, selection
from .board_text import describe_display
from .render import Preview, corners_text, display_layers
from .selection import RotaSelection, action_of, name_choices, options


class RotaPlugin:
    """Stateless; the table holds the Session and hands back the `RotaSelection`."""

    variant = "rota"

    def title(self) -> str:
        return t("game.rota")

    def track(self, players: int) -> Track:
        return Track(ROTA_CAP)

    def new_selection(self, turn: Turn) -> RotaSelection:
        return RotaSelection()

    def render_board(self, turn: Turn, sel: RotaSelection | None) -> Board:
        view: RotaView = turn.view  # type: ignore[assignment]
        last = view.display[-1].at if len(view.display) > len(ROTA_DISPLAY_CELLS) else None
        opts = options(turn)
        if opts is None or sel is None:
            return display_layers(view.display, last=last)
        return display_layers(view.display, opts.cells, _preview(turn, sel), last=last)

    def render_controls(self, turn: Turn, sel: RotaSelection) -> str:
        opts = options(turn)
        if opts is None:
            return ""
        choices = name_choices(turn, opts, sel)
        action = action_of(opts, sel)
        scoring = turn.explain(action) if action is not None else None
        return controls.render_controls(turn, sel, opts, scoring, choices)

    def render_status(self, turn: Turn) -> str:
        return controls.render_status(turn.view, turn.names)  # type: ignore[arg-type]

    def handle(self, turn: Turn, sel: RotaSelection, event: Click | Key) -> Step:
        return selection.handle(turn, sel, event)

    def turn_summary(self, turn: Turn) -> str | None:
        """The hand tile in words, said to the player to act once they look (never public)."""
        opts = options(turn)
        if opts is None:
            return None
        key = "summary.rota_supply" if getattr(turn.view, "in_extra_turn", False) else "summary.rota_tile"
        return t(key, corners=corners_text(opts.tile))

    def describe_board(self, turn: Turn) -> str:
        """The display as a table (and, for the player to act, the free places)."""
        opts = options(turn)
        view: RotaView = turn.view  # type: ignore[assignment]
        return describe_display(view.display, opts.cells if opts else ())

    def describe(self, action: Action, scoring: Scoring | None) -> str | None:
        if not isinstance(action, RotaPlace):
            return None
        x, y = action.at
        if action.name:
            return t("rota.log.place_named", x=x, y=y, color=t(f"color.{action.name}"))
        return t("rota.log.place", x=x, y=y)


def _preview(turn: Turn, sel: RotaSelection) -> Preview | None:
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
