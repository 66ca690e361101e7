"""AXIO (the board game) at the shared table: the `GamePlugin`.

The table owns the session, the cover, the scoreboards, the log and the end; this plugin
owns the board, the rack, the placement being tried, the pyramid choice (A8) and the
exchange offer (A11). Draws are chance: the Session resolves them, so the plugin only ever
sees the phases "place", "exchange" and "over".
"""

from __future__ import annotations

from typing import Any

from axio_core import Action, AxioError, AxioPlace, Exchange, KeepRack, Scoring, View, game
from axio_core.axio.state import EXCHANGE, PLACE, PlacedTile
from axio_core.axio.view import AxioView
from axio_core.constants import AXIO_CAP

from ...runtime.events import Click, Key
from ...runtime.layout import Parts
from ...strings.cells import cell_name
from ...strings.i18n import t
from ...strings.keys import exchange_letter, keep_letter
from ...strings.why import say
from ...ui.action_names import AxioAction
from ...ui.markup import esc, points_text
from ..plugin import Board, Step, Track
from ..turn import Seen, Turn
from . import choice as C
from . import controls
from .board_text import describe_board
from .choice import Choice, Options
from .controls import CONFIRM_ID, pick_id, tile_words
from .render import Marks, board_layers, tile_svg

#: Keys that flip the tile (F as in "flip", R as in "rotate", like Rota's turn key).
FLIP_KEYS = frozenset("fFrR")


def options(turn: Turn[AxioView]) -> Options | None:
    """What the player to act may do with a tile now; None unless a placement is due. Made
    once per view (`Seen.derived`): every render and key asks."""
    return turn.seen.derived(_options_of)


def _options_of(seen: Seen) -> Options | None:
    view = seen.view
    if view.player is None or not isinstance(view, AxioView) or view.phase != PLACE:
        return None
    return Options.of(view, seen.legal_actions)


def marks(turn: Turn[AxioView], choice: Choice | None) -> Marks:
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


def _placements(moves: tuple[tuple[int, Action], ...]) -> list[tuple[int, AxioPlace]]:
    return [(player, action) for player, action in moves if isinstance(action, AxioPlace)]


class AxioPlugin:
    """Stateless; the table holds the Session and hands back the `Choice`."""

    variant = "axio"

    def title(self) -> str:
        return t("game.axio")

    def track(self, players: int) -> Track:
        # Ruling A15: solo plays two boards of 18 per colour, kept as one total.
        return Track(2 * AXIO_CAP, board=AXIO_CAP) if players == 1 else Track(AXIO_CAP)

    def new_selection(self, turn: Turn[AxioView]) -> Choice:
        opts = options(turn)
        return C.first_choice(opts) if opts else Choice()

    def chosen(self, selection: Choice | None) -> tuple[int, int] | None:
        return selection.cells[0] if selection is not None and selection.cells else None

    def render_board(self, turn: Turn[AxioView], selection: Choice | None) -> Board:
        recent = tuple(
            (player, PlacedTile(action.tile, action.cells)) for player, action in _placements(turn.recent)
        )
        landed = None
        if turn.landed is not None:
            placed, scoring, move = turn.landed
            if isinstance(placed, AxioPlace):
                landed = (PlacedTile(placed.tile, placed.cells), scoring, move)
        why = options(turn) is not None and selection is not None  # someone is choosing
        since = tuple(PlacedTile(action.tile, action.cells) for _, action in _placements(turn.since))
        return board_layers(turn.view, marks(turn, selection), recent, landed, why, since)

    def render_controls(self, turn: Turn[AxioView], selection: Choice | None) -> str:
        return self.controls_parts(turn, selection).filled()

    def controls_parts(self, turn: Turn[AxioView], selection: Choice | None) -> Parts:
        view: AxioView = turn.view
        if turn.is_public:
            return Parts("")
        if view.phase == EXCHANGE:
            return Parts(controls.render_exchange(view))
        opts = options(turn)
        if opts is None:
            return Parts("")
        choice = selection or Choice()
        place = choice.placement()
        scoring = turn.explain(place) if place else None
        return controls.render_place(view, choice, opts, scoring)

    def render_status(self, turn: Turn[AxioView]) -> str:
        return controls.render_status(turn.view, turn.names)

    def handle(self, turn: Turn[AxioView], selection: Choice | None, event: Click | Key) -> Step:
        choice = selection or Choice()
        view = turn.view
        if turn.is_public or not isinstance(view, AxioView):
            return Step(choice)
        if view.phase == EXCHANGE:
            return _exchange(choice, event)
        opts = options(turn)
        if opts is None:
            return Step(choice)
        if isinstance(event, Click):
            return _click(turn, choice, opts, event)
        return _key(turn, choice, opts, event.key)

    def turn_summary(self, turn: Turn[AxioView]) -> str | None:
        """The rack (solo: the drawn tile) or the exchange offer in words, said to the player
        to act once they look (never public: ruling D2)."""
        view = turn.view
        if turn.is_public or not isinstance(view, AxioView) or not view.rack:
            return None
        if view.phase == EXCHANGE:
            return t(
                "summary.axio_exchange",
                reason=controls.exchange_reason(view),
                exchange=exchange_letter().upper(),
                keep=keep_letter().upper(),
            )
        if view.players == 1:
            a, b = controls.tile_words(view.rack[0])
            text = t("summary.axio_drawn", a=a, b=b)
        else:
            tiles = "; ".join(
                t("summary.axio_rack_item", n=i + 1, a=a, b=b)
                for i, (a, b) in enumerate(controls.tile_words(x) for x in view.rack)
            )
            text = t("summary.axio_rack", tiles=tiles)
        return f"{t('summary.axio_extra')} {text}" if view.in_extra_turn else text

    def describe_board(self, turn: Turn[AxioView]) -> str:
        return describe_board(turn.view)

    def render_own_tiles(self, view: AxioView) -> str:
        tiles = "".join(
            f'<span class="rack-tile is-shown" role="img" '
            f'aria-label="{esc(t("axio.tile", a=tile_words(tile)[0], b=tile_words(tile)[1]))}">'
            f"{tile_svg(tile)}</span>"
            for tile in view.rack
        )
        return (
            f'<div class="axio-rack rack-own" role="group" aria-label="{esc(t("rack.your_tiles"))}">'
            f'<p class="rack-title">{esc(t("rack.your_tiles"))}</p>'
            f'<div class="rack-tiles">{tiles}</div></div>'
        )

    def describe(self, action: Action, scoring: Scoring | None, before: View | None = None) -> str | None:
        """Placements, exchanges and declined exchanges; never a draw (drawn tiles are secret).
        Each half with its cell, by the names along the board's edges ("F3")."""
        if isinstance(action, AxioPlace):
            text = t("axio.log.place", halves=controls.halves_on(action.tile, action.cells))
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


def _exchange(choice: Choice, event: Click | Key) -> Step:
    """Ruling A11: the two buttons, or their letters (keys.py: E / K, in German T / B). Enter
    alone does nothing here: the choice deserves a deliberate key."""
    if isinstance(event, Click) and event.action == AxioAction.EXCHANGE:
        return Step(choice, action=Exchange())
    if isinstance(event, Click) and event.action == AxioAction.KEEP:
        return Step(choice, action=KeepRack())
    if isinstance(event, Key) and event.key.lower() == exchange_letter():
        return Step(choice, action=Exchange())
    if isinstance(event, Key) and event.key.lower() == keep_letter():
        return Step(choice, action=KeepRack())
    return Step(choice)


def _click(turn: Turn[AxioView], choice: Choice, opts: Options, event: Click) -> Step:
    action, data = event.action, event.data
    if action == AxioAction.TILE:
        return _moved(turn, C.choose_tile(choice, opts, str(data.get("tile", ""))), opts)
    if action == AxioAction.CELL:
        cell = _cell(data, "x", "y")
        if cell is None:
            return Step(choice)
        return _moved(turn, C.tap_cell(choice, opts, cell), opts)
    if action == AxioAction.PYRAMID:
        cell = _cell(data, "px", "py")
        if cell is None:
            return Step(choice)
        return _picked(C.toggle_pick(choice, opts, cell), opts, cell, from_list=event.is_button)
    if action == AxioAction.FLIP:
        return _moved(turn, C.flip(choice), opts)
    if action == AxioAction.CLEAR:
        return Step(C.clear(choice))
    if action == AxioAction.CONFIRM:
        return _confirm(choice, opts)
    if action == AxioAction.WHY:
        cell = _cell(data, "cx", "cy")
        return Step(choice, refusal=why_not(turn, choice, opts, cell)) if cell else Step(choice)
    return Step(choice)


def why_not(turn: Turn[AxioView], choice: Choice, opts: Options, cell: tuple[int, int]) -> str | None:
    """Why the tile cannot go on `cell`: the engine's reason for the first way it could lie
    there, in the player's words (why.py): a reason about this cell before one about its
    neighbour. None if it can (the tap then chose the cell)."""
    tile = choice.tile or (opts.rack[0] if opts.rack else None)
    if tile is None:
        return None
    reasons = []
    for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
        try:
            game.check(turn.view, AxioPlace(tile, (cell, (cell[0] + dx, cell[1] + dy))))
        except AxioError as error:
            reasons.append(error.refusal)
        else:
            return None
    own = [r for r in reasons if r.get("cell") == cell]
    return say((own or reasons)[0])


def _key(turn: Turn[AxioView], choice: Choice, opts: Options, key: str) -> Step:
    if key in FLIP_KEYS:
        return _moved(turn, C.flip(choice), opts)
    if key == "Enter":
        return _confirm(choice, opts)
    if key == "Escape":
        return Step(C.clear(choice))
    if key in C.ARROWS:
        return _moved(turn, C.nudge(choice, opts, C.ARROWS[key]), opts)
    if key == " ":
        return _moved(turn, C.turn_around(choice, opts), opts)
    if len(key) == 1 and key.isdigit() and 1 <= int(key) <= len(opts.rack):
        new = C.choose_tile(choice, opts, opts.rack[int(key) - 1])
        a, b = controls.tile_words(opts.rack[int(key) - 1])
        where = _cursor_text(turn, new, opts)
        return Step(new, announce=f"{t('cursor.tile', n=key, a=a, b=b)} {where}".strip())
    return Step(choice)


def _moved(turn: Turn[AxioView], new: Choice, opts: Options) -> Step:
    """A changed placement; screen readers hear where it lies now and what it scores."""
    return Step(new, announce=_cursor_text(turn, new, opts) or None)


def _picked(new: Choice, opts: Options, cell: tuple[int, int], from_list: bool = False) -> Step:
    """A pyramid picked or put back (A8); once all are picked, the focus goes to "Place tile".
    Picked from the list of buttons (the keyboard's way), the focus stays in that list; picked
    on the board, it stays on the board, so the list (shown while focused) does not open."""
    x, y = cell
    if cell in new.picks:
        said = t("axio.pick_button_picked", cell=cell_name(cell), n=new.picks.index(cell) + 1)
    else:
        said = t("axio.pick_button", cell=cell_name(cell))
    done = new.pair is not None and len(new.picks) == new.need(opts)
    return Step(new, announce=said, focus_id=CONFIRM_ID if done else pick_id(cell) if from_list else None)


def _cursor_text(turn: Turn[AxioView], choice: Choice, opts: Options) -> str:
    """ "red sun on 4, 2, blue star on 5, 2: +3 red." and the pyramids that must move."""
    place = choice.placement()
    if place is None:
        return ""
    a, b = controls.tile_words(place.tile)
    points = points_text(turn.explain(place).gains) or t("cursor.no_points")
    text = t(
        "cursor.axio",
        a=a,
        b=b,
        cell1=cell_name(place.cells[0]),
        cell2=cell_name(place.cells[1]),
        points=points,
    )
    need = choice.need(opts)
    if need > len(choice.picks):
        text += " " + t("cursor.axio_pyramids", count=need - len(choice.picks))
    return text


def _confirm(choice: Choice, opts: Options) -> Step:
    """Play the placement once complete; otherwise say what is still missing."""
    action = choice.action(opts)
    if action is not None:
        return Step(choice, action=action)
    if choice.pair is None:
        missing = t("axio.step_partner") if choice.cells else t("axio.step_cell")
    else:  # the pyramids that move (A8): the focus goes to their buttons
        missing = controls.counted("axio.step_pyramids_left", choice.need(opts) - len(choice.picks))
        free = [c for c in opts.movable if c not in choice.picks]
        return Step(choice, announce=missing, focus_id=pick_id(free[0]) if free else CONFIRM_ID)
    return Step(choice, announce=missing, focus_id=CONFIRM_ID)


def _cell(data: Any, kx: str, ky: str) -> tuple[int, int] | None:
    try:
        return (int(data[kx]), int(data[ky]))
    except (KeyError, TypeError, ValueError):
        return None


__all__ = ["AxioPlugin", "options", "marks"]
