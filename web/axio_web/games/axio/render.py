"""The AXIO board as SVG, from a pure function: play area, colour spaces, tiles, pyramids,
blocked cells, the places a tile can go, and the placement being tried with its points.

One cell is 100 units and is drawn at (x * 100, y * 100), so game coordinates read straight
off the picture. The viewBox is the play area for the player count (ruling A1) plus a strip
of the hatched cells around it: they are on the board but not in this game. Only a strip, so
that the cells in play stay as large as the screen allows (touch targets on phones).

    >>> svg = render_board(view)                      # the board only (cover, end)   # doctest: +SKIP
    >>> svg = render_board(view, Marks(targets=...))  # a turn in progress            # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from axio_core import ScorePart, Scoring
from axio_core.axio import board as B
from axio_core.axio.state import PlacedTile
from axio_core.axio.view import AxioView
from axio_core.components import AXIO_COLOR_SPACES, AXIO_PLAY_AREA

from ...strings.cells import cell_name, column_name, row_name
from ...strings.i18n import cached, t
from ...ui.action_names import AxioAction
from ...ui.markup import esc, grows_from
from ...ui.symbols import COLOR_ORDER, FILL, symbol_shape
from ..plugin import Board, tile_holder

Cell = tuple[int, int]

CELL = 100  # units per cell
GAP = 4  # between a tile and its neighbours
MARGIN = 14  # the board's frame beyond its last cells
RING = 0.4  # how much of the unused cells around a smaller play area is shown, in cells
LABELS = 40  # the band along the top and left edges where the columns' and rows' names stand
SYMBOL_R = 30
#: How much the stylesheet may scale a points badge up to reading size (game.css --mark-px:
#: 0.45 px a unit against a 13x13 board 360 px wide, 0.26): badges keep this much room from
#: the picture's edges, so none sticks out past the board (issue 40).
MARK_SCALE = 1.8

Bounds = tuple[float, float]  # the viewBox's start and size (it is square)

#: Symbol ink on the dark tiles: the symbols' own colours, lifted a little for contrast.
INK = {"R": "#ff5b4a", "G": "#35c96a", "B": "#5a98ff", "O": "#ffa53a", "P": "#c27bf2"}

_SPACES = {cell: color for color, cell in AXIO_COLOR_SPACES.items()}


@dataclass(frozen=True)
class Marks:
    """Everything about the turn in progress that the board shows; all optional.

    `targets`: the cells a tile can be put on (data-action "axio-cell"). `anchor`: the first
    cell tapped, showing `anchor_color` (the colour of the tile's half that goes there);
    `partners`: its neighbours that complete a legal pair. `ghost`: the tile as it
    would lie, with `scoring` from `game.explain` (its lines and pyramids). `movable`: the
    pyramids the player may pick to move (A8); `picks`: those picked, in order.
    """

    targets: frozenset[Cell] = frozenset()
    anchor: Cell | None = None
    anchor_color: str | None = None
    partners: frozenset[Cell] = frozenset()
    ghost: PlacedTile | None = None
    scoring: Scoring | None = None
    movable: tuple[Cell, ...] = ()
    picks: tuple[Cell, ...] = ()


def view_cells(players: int) -> tuple[int, int]:
    """The first and last row/column drawn: the play area plus one ring (within the board)."""
    lo, hi = AXIO_PLAY_AREA[players]
    return max(0, lo - 1), min(B.SIZE - 1, hi + 1)


def view_box(players: int) -> tuple[float, float]:
    """(start, size) of the square viewBox: the play area plus RING, or the frame at the edge,
    and the band of the cells' names on the top and left."""
    lo, hi = AXIO_PLAY_AREA[players]
    start = (lo - RING) * CELL if lo > 0 else -MARGIN
    end = (hi + 1 + RING) * CELL if hi < B.SIZE - 1 else B.SIZE * CELL + MARGIN
    return start - LABELS, end - start + LABELS


def render_board(view: AxioView, marks: Marks | None = None) -> str:
    """The board as one <svg> (the replay, tests); the table renders its layers apart."""
    return board_layers(view, marks).html()


def board_layers(
    view: AxioView,
    marks: Marks | None = None,
    recent: tuple[tuple[int, PlacedTile], ...] = (),
    landed: tuple[PlacedTile, Scoring, int] | None = None,
    why: bool = False,
    since: tuple[PlacedTile, ...] = (),
) -> Board:
    """The board as the table's layers: without marks only public things (cover, end).
    `recent`: (player, tile) placed since the player to act last acted, marked with their
    player's number; `landed`: the last placement, whose points rise from the board. `why`:
    someone is choosing, so a tap on a cell or tile that takes no tile says why; otherwise
    (cover, a computer's turn, the end, a replay) they are no tap targets. `since`: the tiles
    placed since the player to act last acted, marked or not: each is a region of its own
    (`Board.tiles`), so that the marks going redraw those tiles only."""
    inline = tuple(item for item in recent if item[1] not in since)  # e.g. a review's move
    base = _base(view.board, view.placed, view.players, since, why, inline)
    bounds = view_box(view.players)
    marked = {tile: player for player, tile in recent}
    last = view.placed[-1] if view.placed else None
    tiles = tuple((tile_region_id(p), _tile(p, p == last, marked.get(p), why)) for p in since)
    marks = marks or Marks()
    landing = _landed(*landed, bounds) if landed else ""
    return Board(
        _svg_tag(view.players), base, _marks(marks, bounds), landing, tiles, _targets(marks), "targets"
    )


def tile_region_id(placed: PlacedTile) -> str:
    """The id of the element a tile of `Board.tiles` goes into (its first cell)."""
    x, y = placed.cells[0]
    return f"axio-tile-{x}-{y}"


@cached(maxsize=8)
def _svg_tag(players: int) -> str:
    x0, size = view_box(players)
    return (
        f'<svg class="axio-board players-{players}" xmlns="http://www.w3.org/2000/svg" '
        f'viewBox="{x0:g} {x0:g} {size:g} {size:g}" preserveAspectRatio="xMidYMid meet" role="group" '
        f'style="--cols:{size / CELL:g};--rows:{size / CELL:g}" '
        f'aria-label="{esc(t("axio.board"))}"><defs>{_defs()}</defs>'
    )


@cached(maxsize=4)
def _base(
    board: B.AxioBoard,
    placed: tuple[PlacedTile, ...],
    players: int,
    since: tuple[PlacedTile, ...] = (),
    why: bool = False,
    recent: tuple[tuple[int, PlacedTile], ...] = (),
) -> str:
    """What only a move changes: the frame, the cells' names, the cells, the tiles (those in
    `since` as the places their regions go into)."""
    first, last = view_cells(players)
    frame = first * CELL - MARGIN
    frame_size = (last - first + 1) * CELL + 2 * MARGIN
    marked = {tile: player for player, tile in recent}
    tiles = "".join(
        tile_holder(tile_region_id(p)) if p in since else _tile(p, i == len(placed) - 1, marked.get(p), why)
        for i, p in enumerate(placed)
    )
    return (
        f'<rect class="board-frame" x="{frame}" y="{frame}" width="{frame_size}" '
        f'height="{frame_size}" rx="24"/>'
        + _cells(board, first, last, why)
        + f'<g class="tiles">{tiles}</g>{_edge_names(players)}'  # the names over the outer ring
    )


@cache
def _edge_names(players: int) -> str:
    """The columns' letters along the top and the rows' numbers down the left, as printed on
    a board, so that "F3" in the log and the summaries can be found (strings/cells.py)."""
    lo, hi = AXIO_PLAY_AREA[players]
    x0, _ = view_box(players)
    band = x0 + LABELS / 2
    places = range(lo, hi + 1)
    letters = "".join(f'<text x="{x * CELL + 50}" y="{band:g}">{column_name(x)}</text>' for x in places)
    numbers = "".join(f'<text x="{band:g}" y="{y * CELL + 50}">{row_name(y)}</text>' for y in places)
    return f'<g class="edge-names" aria-hidden="true">{letters}{numbers}</g>'


def _landed(placed: PlacedTile, scoring: Scoring, move: int, bounds: Bounds) -> str:
    """The last placement lands: a glow around it, and its points rising from where they
    were scored (each line's far end, each new pyramid). Drawn once per move (`data-move`);
    the stylesheet animates it as it appears, briefly under reduced motion."""
    (ax, ay), (bx, by) = placed.cells
    x0, y0 = min(ax, bx) * CELL + GAP, min(ay, by) * CELL + GAP
    w = (abs(ax - bx) + 1) * CELL - 2 * GAP
    h = (abs(ay - by) + 1) * CELL - 2 * GAP
    rises = []
    for part in scoring.parts:
        where = part.cells[-1] if part.kind == "line" else part.at
        cx, cy = _inside(*_center(where), BADGE_W, BADGE_H, bounds)
        rises.append(
            f'<g class="rise rise-{part.color}" style="--dx:{cx:g}px;--dy:{cy:g}px">'
            f"{_badge(part.color, part.points, cx, cy)}</g>"
        )
    return (
        f'<g class="landed" data-move="{move}" aria-hidden="true">'
        f'<rect class="landed-glow" x="{x0}" y="{y0}" width="{w}" height="{h}" rx="16"/>'
        f"{''.join(rises)}</g>"
    )


def _marks(marks: Marks, bounds: Bounds) -> str:
    """What a tap changes beside the places offered: the picks, the tile being tried and its
    points."""
    ghost_cells = frozenset(marks.ghost.cells) if marks.ghost else frozenset()
    layers = [_pyramid_picks(marks)]
    if marks.ghost:
        layers.append(_ghost(marks.ghost))
    if marks.scoring:
        layers.append(_scoring(marks.scoring, ghost_cells, bounds))
    return "".join(layers)


@lru_cache(maxsize=128)  # the rack's tiles, render after render
def tile_svg(tile: str, size: int = 96) -> str:
    """One tile on its own (the rack): two halves side by side, symbols drawn inline (not
    <use>d), so it does not depend on the board's <defs>. Decorative: its button is labelled."""
    body = _tile_body(PlacedTile(tile, ((0, 0), (1, 0))), inline=True)
    return (
        f'<svg class="axio-tile-svg" width="{size}" height="{size // 2}" viewBox="0 0 200 100" '
        f'aria-hidden="true" focusable="false">{body}</svg>'
    )


# ---------------------------------------------------------------------------- the board


@cache
def _defs() -> str:
    """Symbols drawn once per board and <use>d everywhere; the hatch for unused cells."""
    symbols = "".join(
        f'<symbol id="axio-sym-{c}" viewBox="0 0 100 100">{symbol_shape(c, 50, 50, 46, INK[c])}</symbol>'
        f'<symbol id="axio-space-{c}" viewBox="0 0 100 100">{symbol_shape(c, 50, 50, 46, "#fff")}</symbol>'
        for c in COLOR_ORDER
    )
    hatch = (
        '<pattern id="axio-hatch" width="22" height="22" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><rect class="hatch-bg" width="22" height="22"/>'
        '<line class="hatch-line" x1="0" y1="0" x2="0" y2="22"/></pattern>'
    )
    return symbols + hatch


def _cells(board: B.AxioBoard, first: int, last: int, why: bool) -> str:
    parts = []
    for y in range(first, last + 1):
        for x in range(first, last + 1):
            parts.append(_cell(board[B.index((x, y))], x, y, why))
    return f'<g class="cells">{"".join(parts)}</g>'


def _why(x: int, y: int, why: bool) -> str:
    """A tap here is told why not, while someone is choosing; else no tap target at all."""
    return f' data-action="{AxioAction.WHY}" data-cx="{x}" data-cy="{y}"' if why else ""


def _cell(ch: str, x: int, y: int, why: bool) -> str:
    x0, y0 = x * CELL, y * CELL
    square = f'x="{x0 + GAP / 2:g}" y="{y0 + GAP / 2:g}" width="{CELL - GAP}" height="{CELL - GAP}"'
    if ch == B.OUTSIDE:
        return f'<rect class="outside" {square} rx="6" fill="url(#axio-hatch)"/>'
    if (x, y) in _SPACES:
        color = _SPACES[(x, y)]
        label = esc(t("axio.space", color=t(f"color.{color}")))
        return (
            f'<g class="space space-{color}" role="img" aria-label="{label}"{_why(x, y, why)}>'
            f'<rect {square} rx="10" fill="{FILL[color]}"/>'
            f"{_use(f'axio-space-{color}', x0 + 50, y0 + 50, 34)}</g>"
        )
    tap = _why(x, y, why)
    if ch == B.BLOCKED:
        label = esc(t("axio.blocked"))
        return (
            f'<g class="blocked" role="img" aria-label="{label}"{tap}>'
            f'<rect class="cell" {square} rx="6"/>'
            f'<path class="blocked-cross" d="M{x0 + 26},{y0 + 26}L{x0 + 74},{y0 + 74}'
            f'M{x0 + 74},{y0 + 26}L{x0 + 26},{y0 + 74}"/></g>'
        )
    cell = f'<rect class="cell" {square} rx="6"/>'
    if ch == B.PYRAMID:
        cell += _pyramid(x, y, esc(t("axio.pyramid", cell=cell_name((x, y)))))
    return f"<g{tap}>{cell}</g>"


def _pyramid(x: int, y: int, label: str, cls: str = "pyramid") -> str:
    """A pyramid seen from above: four faces meeting at the apex, lit from the top left."""
    x0, y0, s, m = x * CELL, y * CELL, 16, 50
    a, b = x0 + s, x0 + CELL - s
    c, d = y0 + s, y0 + CELL - s
    apex = f"{x0 + m},{y0 + m}"
    return (
        f'<g class="{cls}" role="img" aria-label="{label}">'
        f'<path class="face-n" d="M{a},{c}L{b},{c}L{apex}Z"/>'
        f'<path class="face-w" d="M{a},{c}L{a},{d}L{apex}Z"/>'
        f'<path class="face-e" d="M{b},{c}L{b},{d}L{apex}Z"/>'
        f'<path class="face-s" d="M{a},{d}L{b},{d}L{apex}Z"/>'
        f'<rect class="pyramid-edge" x="{a}" y="{c}" width="{b - a}" height="{d - c}"/></g>'
    )


def _tile(placed: PlacedTile, is_last: bool, recent_player: int | None = None, why: bool = False) -> str:
    cls = "tile is-last" if is_last else "tile"
    tap = _why(*placed.cells[0], why)
    if recent_player is None:
        return f'<g class="{cls}"{tap}>{_tile_body(placed)}</g>'
    # Placed since the player to act last acted: the placer's number on it (PAGE.md), on the
    # seam between the halves, clear of both symbols.
    (ax, ay), (bx, by) = placed.cells
    if ay == by:
        cx, cy = max(ax, bx) * CELL, ay * CELL + 50
    else:
        cx, cy = ax * CELL + 50, max(ay, by) * CELL
    badge = (
        f'<g class="recent-mark seat-{recent_player}" {grows_from(cx, cy)}>'
        f'<circle cx="{cx}" cy="{cy}" r="17"/>'
        f'<text x="{cx}" y="{cy + 1}">{recent_player + 1}</text></g>'
    )
    return (
        f'<g class="{cls} is-recent" data-recent-player="{recent_player}"{tap}>'
        f"{_tile_body(placed)}{badge}</g>"
    )


def lone_half(color: str, cell: Cell) -> str:
    """One half of a tile alone, as a tile's half looks (the rule pictures draw positions
    written half by half, without the tiles they belong to)."""
    x, y = cell
    mx, my = x * CELL + 50, y * CELL + 50
    return (
        f'<g class="tile lone-half"><rect class="tile-face" x="{x * CELL + GAP}" y="{y * CELL + GAP}" '
        f'width="{CELL - 2 * GAP}" height="{CELL - 2 * GAP}" rx="14"/>'
        f'<circle class="half-glow" cx="{mx}" cy="{my}" r="40" fill="{FILL[color]}"/>'
        f"{_use(f'axio-sym-{color}', mx, my, SYMBOL_R)}</g>"
    )


def _tile_body(placed: PlacedTile, inline: bool = False) -> str:
    """A dark tile over two cells; each half shows its colour's symbol in that colour."""
    (ax, ay), (bx, by) = placed.cells
    x0, y0 = min(ax, bx) * CELL + GAP, min(ay, by) * CELL + GAP
    w = (abs(ax - bx) + 1) * CELL - 2 * GAP
    h = (abs(ay - by) + 1) * CELL - 2 * GAP
    parts = [f'<rect class="tile-face" x="{x0}" y="{y0}" width="{w}" height="{h}" rx="14"/>']
    # The seam between the halves, so that two tiles of one colour still read as two halves.
    if ax == bx:
        seam_y = max(ay, by) * CELL
        parts.append(
            f'<line class="tile-seam" x1="{x0 + 12}" y1="{seam_y}" x2="{x0 + w - 12}" y2="{seam_y}"/>'
        )
    else:
        seam_x = max(ax, bx) * CELL
        parts.append(
            f'<line class="tile-seam" x1="{seam_x}" y1="{y0 + 12}" x2="{seam_x}" y2="{y0 + h - 12}"/>'
        )
    for color, (cx, cy) in zip(placed.tile, placed.cells, strict=True):
        mx, my = cx * CELL + 50, cy * CELL + 50
        parts.append(f'<circle class="half-glow" cx="{mx}" cy="{my}" r="40" fill="{FILL[color]}"/>')
        if inline:
            parts.append(symbol_shape(color, mx, my, SYMBOL_R, INK[color]))
        else:
            parts.append(_use(f"axio-sym-{color}", mx, my, SYMBOL_R))
    return "".join(parts)


def _use(symbol_id: str, cx: float, cy: float, r: float) -> str:
    return f'<use href="#{symbol_id}" x="{cx - r:g}" y="{cy - r:g}" width="{2 * r:g}" height="{2 * r:g}"/>'


# ---------------------------------------------------------------------------- the turn


def _targets(marks: Marks) -> tuple[str, ...]:
    """Every place a tile can be put: a button with data-x/data-y (PAGE.md), one element each
    (the page replaces those a tap changed)."""
    ghost_cells = set(marks.ghost.cells) if marks.ghost else set()
    parts = []
    for cell in _reading_order(marks.targets):
        if cell in ghost_cells:
            parts.append(_target(cell, "is-chosen"))
        elif cell == marks.anchor:
            parts.append(_target(cell, "is-anchor", marks.anchor_color))
        else:
            parts.append(_target(cell, "is-partner" if cell in marks.partners else ""))
    return tuple(parts)


@lru_cache(maxsize=4)  # the same set for a whole turn (Options.cells)
def _reading_order(cells: frozenset[Cell]) -> tuple[Cell, ...]:
    return tuple(sorted(cells, key=lambda c: (c[1], c[0])))


@cached(maxsize=1024)  # a tap changes a few places: the others' markup is made once
def _target(cell: Cell, state: str, half_color: str | None = None) -> str:
    """One place: `state` "" (free), "is-anchor" (the first half's, `half_color` faintly on
    it), "is-partner" (where the other half can go) or "is-chosen" (under the tile tried)."""
    x, y = cell
    key = {"is-chosen": "axio.cell_placed", "is-partner": "axio.cell_end"}.get(state, "axio.cell_start")
    half = _use(f"axio-sym-{half_color}", x * CELL + 50, y * CELL + 50, SYMBOL_R) if half_color else ""
    x0, y0 = x * CELL, y * CELL
    return (
        f'<g class="{f"target {state}" if state else "target"}" data-action="{AxioAction.CELL}" '
        f'data-x="{x}" data-y="{y}" role="button" '
        f'aria-label="{esc(t(key, cell=cell_name(cell)))}">'
        f'<rect class="hit" x="{x0}" y="{y0}" width="{CELL}" height="{CELL}"/>'
        f'<rect class="spot" x="{x0 + 10}" y="{y0 + 10}" width="{CELL - 20}" '
        f'height="{CELL - 20}" rx="14"/>'
        f'<circle class="dot" cx="{x0 + 50}" cy="{y0 + 50}" r="11"/>{half}'
        f"</g>"
    )


def _pyramid_picks(marks: Marks) -> str:
    """The pyramids the player may move (A8), each a button; picked ones numbered."""
    parts = []
    for cell in marks.movable:
        x, y = cell
        n = marks.picks.index(cell) + 1 if cell in marks.picks else 0
        key, cls = ("axio.pyramid_picked", "pick is-picked") if n else ("axio.pyramid_pick", "pick")
        x0, y0 = x * CELL, y * CELL
        badge = (
            (
                f'<circle class="pick-badge" cx="{x0 + 78}" cy="{y0 + 22}" r="20"/>'
                f'<text class="pick-no" x="{x0 + 78}" y="{y0 + 23}">{n}</text>'
            )
            if n
            else ""
        )
        parts.append(
            f'<g class="{cls}" data-action="{AxioAction.PYRAMID}" data-px="{x}" data-py="{y}" role="button" '
            f'aria-pressed="{"true" if n else "false"}" '
            f'aria-label="{esc(t(key, cell=cell_name(cell), n=n))}">'
            f'<rect class="hit" x="{x0}" y="{y0}" width="{CELL}" height="{CELL}"/>'
            f'<rect class="ring" x="{x0 + 6}" y="{y0 + 6}" width="{CELL - 12}" height="{CELL - 12}" rx="16"/>'
            f"{badge}</g>"
        )
    return f'<g class="picks">{"".join(parts)}</g>' if parts else ""


def _ghost(placed: PlacedTile) -> str:
    """The tile where it is being tried; taps on it arrive through the targets below it."""
    return f'<g class="ghost" aria-hidden="true">{_tile_body(placed)}</g>'


def _scoring(scoring: Scoring, ghost: frozenset[Cell], bounds: Bounds) -> str:
    """The lines that score (A6), drawn along the board, and the pyramids to come (A7)."""
    lines = [p for p in scoring.parts if p.kind == "line"]
    pyramid_parts = [p for p in scoring.parts if p.kind == "pyramid"]
    drawn = [_line(p) for p in lines]
    drawn += [_pyramid(x, y, "", "pyramid pyramid-new") for x, y in scoring.pyramids]
    drawn += [_spokes(p) for p in pyramid_parts]
    drawn += _badges(lines, pyramid_parts, ghost, bounds)
    return f'<g class="axio-scoring" aria-hidden="true">{"".join(drawn)}</g>'


def _center(cell: Cell) -> tuple[int, int]:
    return cell[0] * CELL + 50, cell[1] * CELL + 50


def _line(part: ScorePart) -> str:
    """From the scoring half through the matching cells to the last one."""
    (ax, ay), (bx, by) = _center(part.at), _center(part.cells[-1])
    dots = "".join(f'<circle cx="{_center(c)[0]}" cy="{_center(c)[1]}" r="13"/>' for c in part.cells)
    return (
        f'<g class="score-line line-{part.color}" stroke="{FILL[part.color]}" fill="{FILL[part.color]}">'
        f'<line class="line-halo" x1="{ax}" y1="{ay}" x2="{bx}" y2="{by}"/>'
        f'<line class="line-core" x1="{ax}" y1="{ay}" x2="{bx}" y2="{by}"/>'
        f'<g class="line-dots">{dots}</g></g>'
    )


def _spokes(part: ScorePart) -> str:
    """A new pyramid's neighbours that score for it, one short spoke each."""
    ax, ay = _center(part.at)
    spokes = "".join(  # from the pyramid's edge to just short of the neighbour's symbol
        f'<line x1="{ax + 0.36 * (cx - ax):g}" y1="{ay + 0.36 * (cy - ay):g}" '
        f'x2="{ax + 0.64 * (cx - ax):g}" y2="{ay + 0.64 * (cy - ay):g}"/>'
        for cx, cy in (_center(c) for c in part.cells)
    )
    return f'<g class="score-spokes" stroke="{FILL[part.color]}">{spokes}</g>'


def _badges(
    lines: Sequence[ScorePart], pyramid_parts: Sequence[ScorePart], ghost: frozenset[Cell], bounds: Bounds
) -> list[str]:
    """ "+n" with the colour's symbol at the far end of each line; one pill per new pyramid,
    just below it (above it when the tile being tried lies below), with a segment per colour
    it scores. All of them inside the picture, however large they are drawn."""
    badges = [_badge(p.color, p.points, *_inside(*_beyond(p), BADGE_W, BADGE_H, bounds)) for p in lines]
    by_pyramid: dict[Cell, list[ScorePart]] = {}
    for part in pyramid_parts:
        by_pyramid.setdefault(part.at, []).append(part)
    badges += [_pill(at, parts, ghost, bounds) for at, parts in by_pyramid.items()]
    return badges


def _inside(cx: float, cy: float, w: float, h: float, bounds: Bounds) -> tuple[float, float]:
    """(cx, cy) moved just enough that a badge `w` x `h` about it, scaled up to MARK_SCALE,
    stays inside the picture."""
    start, size = bounds
    dx, dy = min(w * MARK_SCALE / 2, size / 2), min(h * MARK_SCALE / 2, size / 2)
    return (min(max(cx, start + dx), start + size - dx), min(max(cy, start + dy), start + size - dy))


def _pill(at: Cell, parts: Sequence[ScorePart], ghost: frozenset[Cell], bounds: Bounds) -> str:
    """Grown to reading size about its edge nearest the pyramid, so it grows away from it."""
    seg, h = 84, 46
    ax, ay = at
    cx, cy = _center(at)
    start, size = bounds
    room_below = cy + 56 + (h + 8) * MARK_SCALE <= start + size
    # below the pyramid; above it when the tile being tried lies below, or the board ends
    below = room_below and not any(gy == ay + 1 and abs(gx - ax) <= 1 for gx, gy in ghost)
    edge = cy + 56 if below else cy - 56  # the pill's edge nearest the pyramid
    y = edge + 4 if below else edge - 4 - h
    middle, _ = _inside(cx, cy, seg * len(parts) + 8, 0, bounds)
    x = middle - seg * len(parts) / 2
    out = [
        f'<rect class="pill-bg" x="{x - 4:g}" y="{y - 4:g}" width="{seg * len(parts) + 8}" '
        f'height="{h + 8}" rx="{h / 2 + 4:g}"/>'
    ]
    for k, part in enumerate(parts):
        sx = x + k * seg
        out.append(
            f'<g class="axio-badge badge-{part.color}">'
            f'<rect x="{sx + 1:g}" y="{y:g}" width="{seg - 2}" height="{h}" '
            f'rx="{h / 2:g}" fill="{FILL[part.color]}"/>'
            f"{_use(f'axio-space-{part.color}', sx + h / 2, y + h / 2, h / 2 - 6)}"
            f'<text x="{sx + seg - 25:g}" y="{y + h / 2 + 1:g}">+{part.points}</text></g>'
        )
    return f'<g class="pyramid-points" {grows_from(middle, edge)}>{"".join(out)}</g>'


BADGE_W, BADGE_H = 92, 44


def _beyond(part: ScorePart) -> tuple[float, float]:
    """Where a line's badge sits: past its last matching cell, on the cell that ends the line
    (empty, another colour, or the board's edge), so that it hides none of the symbols it
    counts."""
    (ax, ay), (bx, by) = _center(part.at), _center(part.cells[-1])
    dx, dy = (bx > ax) - (bx < ax), (by > ay) - (by < ay)
    return bx + dx * CELL * 0.78, by + dy * CELL * 0.78


def _badge(color: str, points: int, cx: float, cy: float) -> str:
    w, h = BADGE_W, BADGE_H
    r = h / 2 - 6
    return (
        f'<g class="axio-badge badge-{color}" {grows_from(cx, cy)}>'
        f'<rect x="{cx - w / 2:g}" y="{cy - h / 2:g}" width="{w}" '
        f'height="{h}" rx="{h / 2:g}" fill="{FILL[color]}"/>'
        f"{_use(f'axio-space-{color}', cx - w / 2 + h / 2, cy, r)}"
        f'<text x="{cx + h / 4:g}" y="{cy + 1:g}">+{points}</text></g>'
    )
