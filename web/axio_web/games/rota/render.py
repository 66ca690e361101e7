"""The Rota display as SVG, from a pure function: tiles, open places, the preview and its points.

One grid cell is 100 units. A tile is a light square whose four corners are black quarter
circles, each showing its colour symbol (or nothing: the empty corner); where tiles meet, the
quarters form the black circles that score (ruling T5), as on the real tiles. The viewBox is
the display's extent plus one ring of cells for the open places, so the picture always fits
its box and re-fits as the display grows.

    >>> svg = render_display(view.display, open_cells=[(2, 0)], preview=None)   # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from axio_core import ScorePart
from axio_core.rota.geometry import CORNER_OFFSETS, EMPTY_CORNER
from axio_core.rota.state import DisplayTile

from ...strings.i18n import cached, t
from ...ui.action_names import RotaAction
from ...ui.markup import esc, grows_from
from ...ui.symbols import COLOR_ORDER, FILL, symbol_shape
from ..plugin import Board, tile_holder

Cell = tuple[int, int]

CELL = 100  # units per grid cell
GAP = 1.5  # half the gap between neighbouring tiles
CORNER_R = 45  # radius of a corner's black quarter circle
SYMBOL_AT = 24  # a corner symbol's centre, from the vertex along both axes
SYMBOL_R = 23  # large enough to read when the whole display fits a phone
MARGIN = 12  # around the outermost ring of open places
#: Where the preview stands the place is drawn as the tile: its element in the list of places
#: is empty (so that trying another place changes two elements of that list, not its length).
UNDER_PREVIEW = '<g class="under-preview"/>'

#: Symbol ink on the black corners: the symbols' own colours, lifted a little for contrast.
INK = {"R": "#ff5b4a", "G": "#35c96a", "B": "#5a98ff", "O": "#ffa53a", "P": "#c27bf2"}


@dataclass(frozen=True)
class Preview:
    """The tile to play, shown where the player is trying it.

    `corners` as they would lie (TL TR BR BL); `named` the colour named for the empty corner
    (T6) or None; `parts` the scoring circles from `game.explain` (highlighted with their
    points)."""

    at: Cell
    corners: str
    named: str | None
    parts: tuple[ScorePart, ...]


@cache
def symbol_defs() -> str:
    """One <symbol> per colour, drawn once per board and <use>d at every corner."""
    return "".join(
        f'<symbol id="rota-sym-{c}" viewBox="0 0 100 100">{symbol_shape(c, 50, 50, 46, INK[c])}</symbol>'
        for c in COLOR_ORDER
    )


def view_box(cells: Iterable[Cell]) -> tuple[float, float, float, float]:
    """(x, y, width, height): the cells' extent plus one ring of cells and a margin."""
    xs, ys = zip(*cells, strict=True) if cells else ((0,), (0,))
    x0, x1 = min(xs) - 1, max(xs) + 1
    y0, y1 = min(ys) - 1, max(ys) + 1
    return (
        x0 * CELL - MARGIN,
        y0 * CELL - MARGIN,
        (x1 - x0 + 1) * CELL + 2 * MARGIN,
        (y1 - y0 + 1) * CELL + 2 * MARGIN,
    )


def render_display(
    display: Sequence[DisplayTile],
    open_cells: Sequence[Cell] = (),
    preview: Preview | None = None,
    last: Cell | None = None,
) -> str:
    """The whole display as one <svg> (the replay, tests); the table renders its layers apart."""
    return display_layers(display, open_cells, preview, last).html()


def display_layers(
    display: Sequence[DisplayTile],
    open_cells: Sequence[Cell] = (),
    preview: Preview | None = None,
    last: Cell | None = None,
    recent: tuple[tuple[int, Cell], ...] = (),
    landed: tuple[Cell, tuple[ScorePart, ...], int] | None = None,
    why: bool = False,
    since: tuple[Cell, ...] = (),
) -> Board:
    """The display as the table's board layers.

    `open_cells` are the places the tile may go (each a button with data-x/data-y); the
    preview's cell is drawn as the tile instead (tap it to turn it). `last` marks the most
    recently placed tile; `recent` the tiles (player, cell) placed since the player to act
    last acted, with their player's number; `landed` the last placement and the circles it
    scored, whose points rise once. Without open cells and preview the picture is public.
    `why`: someone is choosing, so a tap on a placed tile says why the tile cannot go there;
    otherwise (cover, a computer's turn, the end, a replay) the tiles are no tap targets.
    `since`: the cells of the tiles placed since the player to act last acted, marked or not:
    each is a region of its own (`Board.tiles`), so that the marks going redraw those only.
    """
    return still_layers(display, tuple(open_cells), last, recent, why, since).board(preview, landed)


@dataclass(frozen=True)
class Still:
    """What a tap cannot change of the board's layers (made once per position and language:
    the plugin keeps it with the view, `Seen.derived`): the <svg> tag, the tiles, the tiles'
    regions and every open place's markup. A tap adds the preview, where it stands the place
    is left empty, and the landing (issue 40 item 6)."""

    svg: str
    base: str
    tiles: tuple[tuple[str, str], ...]
    cells: tuple[Cell, ...]
    spots: tuple[str, ...]

    def board(
        self, preview: Preview | None, landed: tuple[Cell, tuple[ScorePart, ...], int] | None = None
    ) -> Board:
        spots = self.spots
        if preview is not None and preview.at in self.cells:
            at = self.cells.index(preview.at)
            spots = (*spots[:at], UNDER_PREVIEW, *spots[at + 1 :])
        return Board(
            self.svg,
            self.base,
            _preview(preview) if preview else "",
            _landed(*landed) if landed else "",
            self.tiles,
            spots,
            "open-cells",
        )


def still_layers(
    display: Sequence[DisplayTile],
    open_cells: tuple[Cell, ...] = (),
    last: Cell | None = None,
    recent: tuple[tuple[int, Cell], ...] = (),
    why: bool = False,
    since: tuple[Cell, ...] = (),
) -> Still:
    """The board's layers without the preview and the landing (`display_layers`)."""
    inline = tuple(item for item in recent if item[1] not in since)  # e.g. a review's move
    marked = {cell: player for player, cell in recent}
    tiles = tuple(
        (tile_region_id(d.at), _tile(d.at, d.corners, last == d.at, marked.get(d.at), why))
        for d in display
        if d.at in since
    )
    return Still(
        _svg_tag(tuple(d.at for d in display)),
        _base(tuple(display), last, inline, why, since),
        tiles,
        open_cells,
        tuple(_open_cell(c) for c in open_cells),
    )


def tile_region_id(at: Cell) -> str:
    """The id of the element a tile of `Board.tiles` goes into."""
    return f"rota-tile-{at[0]}-{at[1]}"


@cached(maxsize=8)
def _svg_tag(cells: tuple[Cell, ...]) -> str:
    # The preview is always within the ring around the display: leaving it out keeps the
    # picture from jumping while the player tries places.
    x, y, w, h = view_box(cells)
    label = esc(t("rota.display"))
    return (
        # --cols/--rows let the stylesheet keep every place at least a finger wide: past that
        # the board scrolls instead of shrinking (phones, late in a game).
        f'<svg class="rota-display" xmlns="http://www.w3.org/2000/svg" viewBox="{x:g} {y:g} {w:g} {h:g}" '
        f'style="--cols:{w / CELL:g};--rows:{h / CELL:g}" '
        f'preserveAspectRatio="xMidYMid meet" role="group" aria-label="{label}">'
        f"<defs>{symbol_defs()}</defs>"
    )


@lru_cache(maxsize=8)
def _base(
    display: tuple[DisplayTile, ...],
    last: Cell | None,
    recent: tuple[tuple[int, Cell], ...] = (),
    why: bool = False,
    since: tuple[Cell, ...] = (),
) -> str:
    """The tiles, once per display (a tap never changes them; those in `since` are the places
    their regions go into)."""
    shadows = "".join(_shadow(d.at) for d in display)  # all below every tile
    marked = {cell: player for player, cell in recent}
    tiles = "".join(
        tile_holder(tile_region_id(d.at))
        if d.at in since
        else _tile(d.at, d.corners, last == d.at, marked.get(d.at), why)
        for d in display
    )
    return f'<g class="shadows">{shadows}</g><g class="tiles">{tiles}</g>'


def tile_svg(
    corners: str, size: int = 120, named: str | None = None, label: str | None = None, shadow: bool = False
) -> str:
    """A single tile as its own <svg> (the hand tile). Symbols are drawn inline, not <use>d,
    so it does not depend on the board's <defs>. `shadow`: a shadow under it drawn as the
    board's tiles' are (a CSS drop-shadow filter made a tap that turns it restyle and lay out
    the controls at three times the cost on a phone, bench/RESULTS.md "fifth round")."""
    aria = f'role="img" aria-label="{esc(label)}"' if label else 'aria-hidden="true"'
    body = _tile_body((0, 0), corners, inline=True, named=named)
    under = _shadow((0, 0)) if shadow else ""
    return (
        f'<svg class="rota-tile-svg" width="{size}" height="{size}" viewBox="-4 -4 108 108" '
        f'{aria} focusable="false">{under}{body}</svg>'
    )


@cached(maxsize=64)  # the hand tile's four turns, said on every tap
def corners_text(corners: str) -> str:
    """The corners in words, for screen readers: "top left red sun, top right empty, ..."."""
    words = []
    for k, c in enumerate(corners):
        what = t("rota.empty_corner") if c == EMPTY_CORNER else f"{t(f'color.{c}')} {t(f'symbol.{c}')}"
        words.append(t("rota.corner", where=t(f"rota.corner.{k}"), what=what))
    return ", ".join(words)


# ---------------------------------------------------------------------------- pieces


@lru_cache(maxsize=1024)  # display tiles never change: their markup is made once
def _shadow(at: Cell) -> str:
    return (
        f'<rect class="tile-shadow" x="{at[0] * CELL + GAP + 1.5:g}" y="{at[1] * CELL + GAP + 3:g}" '
        f'width="{CELL - 2 * GAP:g}" height="{CELL - 2 * GAP:g}" rx="7"/>'
    )


@lru_cache(maxsize=1024)
def _tile(at: Cell, corners: str, is_last: bool, recent_player: int | None = None, why: bool = False) -> str:
    cls = "tile is-last" if is_last else "tile"
    # a tap here is told why not, while a tile is in hand
    tap = f' data-action="{RotaAction.WHY}" data-cx="{at[0]}" data-cy="{at[1]}"' if why else ""
    if recent_player is None:
        return f'<g class="{cls}"{tap}>{_tile_body(at, corners)}</g>'
    # Placed since the player to act last acted: the placer's number in the tile's middle,
    # where no corner symbol is (PAGE.md data-recent-player).
    cx, cy = at[0] * CELL + CELL / 2, at[1] * CELL + CELL / 2
    badge = (
        f'<g class="recent-mark seat-{recent_player}" {grows_from(cx, cy)}>'
        f'<circle cx="{cx:g}" cy="{cy:g}" r="15"/>'
        f'<text x="{cx:g}" y="{cy + 1:g}">{recent_player + 1}</text></g>'
    )
    return (
        f'<g class="{cls} is-recent" data-recent-player="{recent_player}"{tap}>'
        f"{_tile_body(at, corners)}{badge}</g>"
    )


def _landed(at: Cell, parts: tuple[ScorePart, ...], move: int) -> str:
    """The last placement lands: a glow around the tile, and each scoring circle's points
    rising from its centre. Drawn once per move (`data-move`), animated by the stylesheet."""
    x0, y0 = at[0] * CELL + GAP, at[1] * CELL + GAP
    rises = "".join(
        f'<g class="rise">{_points_badge(p.color, p.points, p.at[0] * CELL, p.at[1] * CELL)}</g>'
        for p in parts
        if p.kind == "circle"
    )
    return (
        f'<g class="landed" data-move="{move}" aria-hidden="true">'
        f'<rect class="landed-glow" x="{x0:g}" y="{y0:g}" width="{CELL - 2 * GAP:g}" '
        f'height="{CELL - 2 * GAP:g}" rx="9"/>{rises}</g>'
    )


@lru_cache(maxsize=512)  # a tried tile's circles: the same badges as it comes back
def _points_badge(color: str, points: int, cx: float, cy: float, row: int = 0) -> str:
    """ "+n" with the colour's symbol, centred on a circle's middle: the four corners' symbols
    sit around it, clear of the badge. Several badges of one circle grow apart from its middle."""
    by = cy + row * 24
    return (
        f'<g class="badge badge-{color}" {grows_from(cx, cy)}>'
        f'<rect x="{cx - 23:g}" y="{by - 10:g}" width="46" height="20" rx="10"/>'
        f"{symbol_shape(color, cx - 11, by, 6.5, FILL[color])}"
        f'<text x="{cx + 8:g}" y="{by + 0.5:g}">+{points}</text></g>'
    )


@lru_cache(maxsize=512)  # the tile being tried, and the hand tile, turn after turn
def _tile_body(at: Cell, corners: str, inline: bool = False, named: str | None = None) -> str:
    x0, y0 = at[0] * CELL, at[1] * CELL
    parts = [
        f'<rect class="tile-face" x="{x0 + GAP:g}" y="{y0 + GAP:g}" width="{CELL - 2 * GAP:g}" '
        f'height="{CELL - 2 * GAP:g}" rx="7"/>'
    ]
    for k, symbol in enumerate(corners):
        parts.append(_corner(at, k, symbol, inline, named))
    return "".join(parts)


def _corner(at: Cell, k: int, symbol: str, inline: bool, named: str | None) -> str:
    """One corner: a black quarter circle around the tile's corner vertex, and its symbol."""
    ox, oy = CORNER_OFFSETS[k]
    vx, vy = (at[0] + ox) * CELL, (at[1] + oy) * CELL
    dx, dy = (1 if ox == 0 else -1), (1 if oy == 0 else -1)  # from the vertex into the tile
    vx_in, vy_in = vx + dx * GAP, vy + dy * GAP  # the tile's actual corner, inside the gap
    sweep = 1 if dx * dy > 0 else 0
    r = CORNER_R - GAP
    path = (
        f'<path class="corner" d="M{vx_in:g},{vy_in:g}h{dx * r:g}'
        f'A{r:g},{r:g} 0 0 {sweep} {vx_in:g},{vy_in + dy * r:g}Z"/>'
    )
    cx, cy = vx + dx * SYMBOL_AT, vy + dy * SYMBOL_AT
    if symbol == EMPTY_CORNER:
        if named is None:
            return path
        return path + _symbol(named, cx, cy, inline, cls="named")
    return path + _symbol(symbol, cx, cy, inline)


def _symbol(color: str, cx: float, cy: float, inline: bool, cls: str = "") -> str:
    if inline:
        return (
            f'<g class="{cls}">{symbol_shape(color, cx, cy, SYMBOL_R, INK[color])}</g>'
            if cls
            else symbol_shape(color, cx, cy, SYMBOL_R, INK[color])
        )
    extra = f' class="{cls}"' if cls else ""
    s = 2 * SYMBOL_R
    return (
        f'<use href="#rota-sym-{color}" x="{cx - SYMBOL_R:g}" y="{cy - SYMBOL_R:g}" '
        f'width="{s:g}" height="{s:g}"{extra}/>'
    )


@cached(maxsize=1024)  # the same places are offered tap after tap
def _open_cell(cell: Cell) -> str:
    x, y = cell
    label = esc(t("rota.open_cell", x=x, y=y))
    x0, y0 = x * CELL, y * CELL
    return (
        f'<g class="open-cell" data-action="{RotaAction.CELL}" data-x="{x}" data-y="{y}" role="button" '
        f'aria-label="{label}">'
        f'<rect class="hit" x="{x0:g}" y="{y0:g}" width="{CELL}" height="{CELL}"/>'
        f'<rect class="spot" x="{x0 + 8:g}" y="{y0 + 8:g}" width="{CELL - 16}" height="{CELL - 16}" rx="12"/>'
        f'<path class="plus" d="M{x0 + 50:g},{y0 + 38:g}v24M{x0 + 38:g},{y0 + 50:g}h24"/></g>'
    )


def _preview(preview: Preview) -> str:
    """The tile to play where it is being tried, with its scoring circles and their points."""
    x, y = preview.at
    label = esc(t("rota.preview", x=x, y=y))
    rings = "".join(_scoring_circle(p) for p in _merge_parts(preview.parts))
    return (
        f'<g class="preview" data-action="{RotaAction.ROTATE}" data-x="{x}" data-y="{y}" role="button" '
        f'aria-label="{label}">{_tile_body(preview.at, preview.corners, named=preview.named)}'
        f'<rect class="preview-frame" x="{x * CELL + GAP:g}" y="{y * CELL + GAP:g}" '
        f'width="{CELL - 2 * GAP:g}" height="{CELL - 2 * GAP:g}" rx="7"/></g>'
        f'<g class="scoring" aria-hidden="true">{rings}</g>'
    )


def _merge_parts(parts: Sequence[ScorePart]) -> list[tuple[Cell, list[ScorePart]]]:
    """Parts grouped by circle (a vertex scores only one corner of the placed tile, but keep
    it general)."""
    by_vertex: dict[Cell, list[ScorePart]] = {}
    for part in parts:
        if part.kind == "circle":
            by_vertex.setdefault(part.at, []).append(part)
    return list(by_vertex.items())


def _scoring_circle(entry: tuple[Cell, list[ScorePart]]) -> str:
    (vx, vy), parts = entry
    cx, cy = vx * CELL, vy * CELL
    # In the circle's middle, between the corners' symbols, so it hides none of what it counts;
    # the colour's symbol beside the points: never a colour alone.
    badges = [_points_badge(part.color, part.points, cx, cy, i) for i, part in enumerate(parts)]
    # The glow is a wide pale stroke under the ring, not a CSS drop-shadow filter: a filtered
    # element costs every tap that tries a place restyle and layout (bench/RESULTS.md).
    return (
        f'<circle class="score-glow" cx="{cx:g}" cy="{cy:g}" r="{CORNER_R + 4}"/>'
        f'<circle class="score-ring" cx="{cx:g}" cy="{cy:g}" r="{CORNER_R + 4}"/>{"".join(badges)}'
    )
