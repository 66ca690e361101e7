"""The Rota player's choice in progress, and how clicks and keys change it.

A selection is where the tile is being tried, how it is turned and which colour is named for
its empty corner. Every change is free until the player confirms; only then does the table
play a `RotaPlace` through the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from axio_core import AxioError, RotaPlace, Scoring, game
from axio_core.rota.geometry import rotate
from axio_core.rota.view import RotaView

from ...runtime.events import Click, Key
from ...strings.i18n import t
from ...strings.keys import naming_keys
from ...strings.why import say
from ...ui.action_names import RotaAction
from ...ui.markup import points_text
from ...ui.symbols import COLOR_ORDER
from ..plugin import Step
from ..turn import Seen, Turn

Cell = tuple[int, int]

CONFIRM_ID = "rota-confirm"
HAND_ID = "rota-hand"
#: Arrow keys as grid steps (x right, y down).
ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


@dataclass(frozen=True)
class RotaSelection:
    cell: Cell | None = None
    rot: int = 0  # quarter turns clockwise (ruling T2)
    name: str | None = None  # the colour named for the empty corner (ruling T6)


@dataclass(frozen=True)
class Options:
    """What the legal actions allow now: the tile, the open cells (reading order) and which
    (cell, rotation) pairs put the empty corner against another tile (a name is needed)."""

    tile: str
    cells: tuple[Cell, ...]
    naming: frozenset[tuple[Cell, int]]

    def needs_name(self, cell: Cell | None, rot: int) -> bool:
        return cell is not None and (cell, rot) in self.naming


def options(turn: Turn[RotaView]) -> Options | None:
    """The options of this turn, derived from the engine's legal actions (once per view:
    `Seen.derived`)."""
    return seen_options(turn.seen)


def seen_options(seen: Seen) -> Options | None:
    """`options` of a view (the board's layers a tap cannot change are made from it)."""
    return seen.derived(_options_of)


def _options_of(seen: Seen) -> Options | None:
    places = [a for a in seen.legal_actions if isinstance(a, RotaPlace)]
    if not places:
        return None
    cells = tuple(dict.fromkeys(a.at for a in places))
    naming = frozenset((a.at, a.rot) for a in places if a.name is not None)
    return Options(places[0].tile, cells, naming)


def action_of(opts: Options, sel: RotaSelection) -> RotaPlace | None:
    """The placement the selection describes, once it is complete."""
    if sel.cell is None or sel.cell not in opts.cells:
        return None
    if opts.needs_name(sel.cell, sel.rot):
        return RotaPlace(opts.tile, sel.cell, sel.rot, sel.name) if sel.name else None
    return RotaPlace(opts.tile, sel.cell, sel.rot)


def name_choices(turn: Turn[RotaView], opts: Options, sel: RotaSelection) -> dict[str, Scoring]:
    """For a placement that needs a name: what each of the five colours would score."""
    if sel.cell is None or not opts.needs_name(sel.cell, sel.rot):
        return {}
    return {c: turn.explain(RotaPlace(opts.tile, sel.cell, sel.rot, c)) for c in COLOR_ORDER}


def handle(turn: Turn[RotaView], sel: RotaSelection, event: Click | Key) -> Step:
    opts = options(turn)
    if opts is None:
        return Step(sel)
    if isinstance(event, Click):
        return _click(turn, opts, sel, event)
    return _key(turn, opts, sel, event.key)


def _click(turn: Turn[RotaView], opts: Options, sel: RotaSelection, event: Click) -> Step:
    action, data = event.action, event.data
    if action == RotaAction.CELL:
        cell = _cell_of(data)
        if cell is None or cell not in opts.cells:
            return Step(sel)
        new = _with_cell(opts, sel, cell)
        return Step(new, announce=cursor_text(turn, opts, new))
    if action == RotaAction.ROTATE:
        step = -1 if str(data.get("dir", "1")) == "-1" else 1
        new = _turned(opts, sel, step)
        focus = HAND_ID if data.get("dir") is None and "x" not in data else None
        return Step(new, announce=_turned_text(turn, opts, new), focus_id=focus)
    if action == RotaAction.NAME:
        color = str(data.get("name", ""))
        if color not in COLOR_ORDER or not opts.needs_name(sel.cell, sel.rot):
            return Step(sel)
        return Step(replace(sel, name=color), announce=t("rota.named", color=t(f"color.{color}")))
    if action == RotaAction.CLEAR:
        return Step(RotaSelection(rot=sel.rot))
    if action == RotaAction.CONFIRM:
        return _confirm(opts, sel)
    if action == RotaAction.WHY:  # a tap on a tile of the display: why the tile cannot go there
        cell = _cell_of({"x": data.get("cx"), "y": data.get("cy")})
        if cell is not None:
            try:
                game.check(turn.view, RotaPlace(opts.tile, cell, 0))
            except AxioError as error:
                return Step(sel, refusal=say(error.refusal))
    return Step(sel)


def _key(turn: Turn[RotaView], opts: Options, sel: RotaSelection, key: str) -> Step:
    if key in ("r", "R"):
        new = _turned(opts, sel, -1 if key == "R" else 1)
        return Step(new, announce=_turned_text(turn, opts, new))
    if key == "Enter":
        return _confirm(opts, sel)
    if key == "Escape":
        return Step(RotaSelection(rot=sel.rot), announce=t("rota.taken_back") if sel.cell else None)
    if key in ARROWS:
        cell = step_to(opts, sel.cell, ARROWS[key])
        if cell is None:
            return Step(sel)
        new = _with_cell(opts, sel, cell)
        return Step(new, announce=cursor_text(turn, opts, new))
    color = naming_keys().get(key)  # 1–5, or a colour's initial (keys.py)
    if color is not None and opts.needs_name(sel.cell, sel.rot):
        return Step(replace(sel, name=color), announce=t("rota.named", color=t(f"color.{color}")))
    return Step(sel)


def _confirm(opts: Options, sel: RotaSelection) -> Step:
    if sel.cell is None:
        return Step(sel, announce=t("rota.cell_first"))
    action = action_of(opts, sel)
    if action is None:
        return Step(sel, announce=t("rota.name_first"))
    return Step(sel, action=action)


def _with_cell(opts: Options, sel: RotaSelection, cell: Cell) -> RotaSelection:
    """Try the tile at another cell; a named colour is kept while a name is still needed."""
    name = sel.name if opts.needs_name(cell, sel.rot) else None
    return RotaSelection(cell, sel.rot, name)


def _turned(opts: Options, sel: RotaSelection, step: int) -> RotaSelection:
    rot = (sel.rot + step) % 4
    name = sel.name if opts.needs_name(sel.cell, rot) else None
    return RotaSelection(sel.cell, rot, name)


def _turned_text(turn: Turn[RotaView], opts: Options, sel: RotaSelection) -> str:
    from .render import corners_text  # the words for the corners live with the drawing

    turned = t("rota.turned", corners=corners_text(rotate(opts.tile, sel.rot)))
    where = cursor_text(turn, opts, sel)
    return f"{turned}. {where}" if where else turned


def cursor_text(turn: Turn[RotaView], opts: Options, sel: RotaSelection) -> str:
    """What the place under the cursor scores, said as the cursor moves: "2, -1: +2 red."."""
    if sel.cell is None:
        return ""
    x, y = sel.cell
    action = action_of(opts, sel)
    if action is None:  # a name is still needed: what the other corners score
        scoring = turn.explain(RotaPlace(opts.tile, sel.cell, sel.rot, "R"))
        gains = dict.fromkeys(COLOR_ORDER, 0)
        for part in scoring.parts:
            if not part.named:
                gains[part.color] += part.points
        points = points_text([gains[c] for c in COLOR_ORDER]) or t("cursor.no_points")
        return t("cursor.rota_name", x=x, y=y, points=points)
    points = points_text(turn.explain(action).gains) or t("cursor.no_points")
    return t("cursor.rota", x=x, y=y, points=points)


def _cell_of(data: Mapping[str, str | None]) -> Cell | None:
    x, y = data.get("x"), data.get("y")
    if x is None or y is None:
        return None
    try:
        return (int(x), int(y))
    except ValueError:
        return None


def step_to(opts: Options, start: Cell | None, direction: tuple[int, int]) -> Cell | None:
    """The nearest open cell from `start` in `direction` (the first open cell if none yet)."""
    if start is None:
        return opts.cells[0] if opts.cells else None
    dx, dy = direction
    best: tuple[int, int, Cell] | None = None
    for cell in opts.cells:
        along = (cell[0] - start[0]) * dx + (cell[1] - start[1]) * dy
        if along <= 0:
            continue
        across = abs((cell[0] - start[0]) * dy) + abs((cell[1] - start[1]) * dx)
        key = (along + 2 * across, across, cell)
        if best is None or key < best:
            best = key
    return best[2] if best else start
