"""AXIO (the board game) at the shared table: the `GamePlugin`.

The table owns the session, the cover, the scoreboards, the log and the end; this plugin
owns the board, the rack, the placement being tried, the pyramid choice (A8) and the
exchange offer (A11). Draws are chance: the Session resolves them, so the plugin only ever
sees the phases "place", "exchange" and "over".
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from axio_core import Action, AxioPlace, Exchange, KeepRack, Scoring
from axio_core.axio.state import EXCHANGE, PLACE, PlacedTile
from axio_core.axio.view import AxioView
from axio_core.constants import AXIO_CAP

from ..i18n import t
from ..table.plugin import Step, Track, Turn
from ..ui import Event
from . import choice as C
from . import controls
from .choice import Choice, Options
from .controls import CONFIRM_ID
from .render import Marks, render_board

#: Keys that flip the tile (F as in "flip", R as in "rotate", like Rota's turn key).
FLIP_KEYS = frozenset("fFrR")

# The options of the state on screen, derived once per list of legal actions (the table
# hands back the same tuple for the same state).
_memo: list[Any] = [None, None]


def options(turn: Turn) -> Options | None:
    """What the player to act may do with a tile now; None unless a placement is due."""
    view = turn.view
    if turn.is_public or not isinstance(view, AxioView) or view.phase != PLACE:
        return None
    legal = turn.legal_actions()
    if _memo[0] is not legal:
        _memo[0], _memo[1] = legal, Options.of(view, legal)
    return _memo[1]  # type: ignore[no-any-return]


def marks(turn: Turn, choice: Choice | None) -> Marks:
    """What the board shows of the turn in progress (see render.Marks)."""
    opts = options(turn)
    if opts is None or choice is None:
        return Marks()
    anchor = choice.cells[0] if choice.cells else None
    place = choice.placement()
    need = choice.need(opts)
    return Marks(
        targets=opts.cells,
        anchor=anchor,
        anchor_color=choice.oriented[0] if anchor and choice.oriented else None,
        partners=opts.partners(anchor) if anchor and not choice.pair else frozenset(),
        ghost=PlacedTile(place.tile, place.cells) if place else None,
        scoring=turn.explain(place) if place else None,
        # All movable pyramids while picks are due; afterwards only the picked ones stay marked.
        movable=opts.movable if len(choice.picks) < need else choice.picks,
        picks=choice.picks,
    )


class AxioPlugin:
    """Stateless; the table holds the Session and hands back the `Choice`."""

    variant = "axio"

    def title(self) -> str:
        return t("game.axio")

    def track(self, players: int) -> Track:
        # Ruling A15: solo plays two boards of 18 per colour, kept as one total.
        return Track(2 * AXIO_CAP, board=AXIO_CAP) if players == 1 else Track(AXIO_CAP)

    def hide_secrets(self, view: Any) -> Any:
        """Ruling A12: the rack is secret."""
        return replace(view, rack=())

    def new_selection(self, turn: Turn) -> Choice:
        opts = options(turn)
        return C.first_choice(opts) if opts else Choice()

    def render_board(self, turn: Turn, selection: Choice | None) -> str:
        return render_board(turn.view, marks(turn, selection))  # type: ignore[arg-type]

    def render_controls(self, turn: Turn, selection: Choice | None) -> str:
        view: AxioView = turn.view  # type: ignore[assignment]
        if turn.is_public:
            return ""
        if view.phase == EXCHANGE:
            return controls.render_exchange(view)
        opts = options(turn)
        if opts is None:
            return ""
        choice = selection or Choice()
        place = choice.placement()
        scoring = turn.explain(place) if place else None
        return controls.render_place(view, choice, opts, scoring)

    def render_status(self, turn: Turn) -> str:
        return controls.render_status(turn.view, turn.names)  # type: ignore[arg-type]

    def handle(self, turn: Turn, selection: Choice | None, event: Event) -> Step:
        choice = selection or Choice()
        view = turn.view
        if turn.is_public or not isinstance(view, AxioView):
            return Step(choice)
        if view.phase == EXCHANGE:
            return _exchange(choice, event)
        opts = options(turn)
        if opts is None:
            return Step(choice)
        if event.kind == "click":
            return _click(choice, opts, event)
        if event.kind == "key":
            return _key(choice, opts, event.key)
        return Step(choice)

    def describe(self, action: Action, scoring: Scoring | None) -> str | None:
        """Placements, exchanges and declined exchanges; never a draw (drawn tiles are secret)."""
        if isinstance(action, AxioPlace):
            (x1, y1), (x2, y2) = action.cells
            a, b = controls.tile_words(action.tile)
            text = t("axio.log.place", a=a, b=b, x1=x1, y1=y1, x2=x2, y2=y2)
            if scoring and scoring.pyramids:
                text += controls.counted("axio.log.pyramids", len(scoring.pyramids))
            if action.pyramids_from:
                text += controls.counted("axio.log.moved", len(action.pyramids_from))
            return text
        if isinstance(action, Exchange):
            return t("axio.log.exchange")
        if isinstance(action, KeepRack):
            return t("axio.log.keep")
        return None


# ---------------------------------------------------------------------------- input


def _exchange(choice: Choice, event: Event) -> Step:
    """Ruling A11: the two buttons (and no keys: the choice deserves a deliberate tap)."""
    if event.kind == "click" and event.action == "axio-exchange":
        return Step(choice, action=Exchange())
    if event.kind == "click" and event.action == "axio-keep":
        return Step(choice, action=KeepRack())
    return Step(choice)


def _click(choice: Choice, opts: Options, event: Event) -> Step:
    action, data = event.action, event.data
    if action == "axio-tile":
        return Step(C.choose_tile(choice, opts, str(data.get("tile", ""))))
    if action == "axio-cell":
        cell = _cell(data, "x", "y")
        if cell is None:
            return Step(choice)
        new = C.tap_cell(choice, opts, cell)
        return Step(new, announce=_flipped_text(new) if new.flipped != choice.flipped else None)
    if action == "axio-pyramid":
        cell = _cell(data, "px", "py")
        return Step(C.toggle_pick(choice, opts, cell) if cell else choice)
    if action == "axio-flip":
        new = C.flip(choice)
        return Step(new, announce=_flipped_text(new))
    if action == "axio-clear":
        return Step(C.clear(choice))
    if action == "axio-confirm":
        return _confirm(choice, opts)
    return Step(choice)


def _key(choice: Choice, opts: Options, key: str) -> Step:
    if key in FLIP_KEYS:
        new = C.flip(choice)
        return Step(new, announce=_flipped_text(new))
    if key == "Enter":
        return _confirm(choice, opts)
    if key == "Escape":
        return Step(C.clear(choice))
    if key in C.ARROWS:
        return Step(C.nudge(choice, opts, C.ARROWS[key]))
    if key == " ":
        return Step(C.turn_around(choice, opts))
    if len(key) == 1 and key.isdigit() and 1 <= int(key) <= len(opts.rack):
        return Step(C.choose_tile(choice, opts, opts.rack[int(key) - 1]))
    return Step(choice)


def _confirm(choice: Choice, opts: Options) -> Step:
    """Play the placement once complete; otherwise say what is still missing."""
    action = choice.action(opts)
    if action is not None:
        return Step(choice, action=action)
    if choice.pair is None:
        missing = t("axio.step_partner") if choice.cells else t("axio.step_cell")
    else:
        missing = controls.counted("axio.step_pyramids_left", choice.need(opts) - len(choice.picks))
    return Step(choice, announce=missing, focus_id=CONFIRM_ID)


def _flipped_text(choice: Choice) -> str | None:
    if choice.oriented is None or not choice.cells:
        return None
    x, y = choice.cells[0]
    a, _ = controls.tile_words(choice.oriented)
    return t("axio.flipped", a=a, x=x, y=y)


def _cell(data: Any, kx: str, ky: str) -> tuple[int, int] | None:
    try:
        return (int(data[kx]), int(data[ky]))
    except (KeyError, TypeError, ValueError):
        return None


__all__ = ["AxioPlugin", "options", "marks"]
