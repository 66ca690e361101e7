"""Illustrated rules: small pictures of the help panel, drawn by the game's own board renderers
from positions written as text pictures (like tests/positions.py), with the move's points.

AXIO pictures show the 2-player play area (9×9): one row per line, "." empty, "RGBOP" a symbol
(tile half, or the printed space at its place), "^" a pyramid, "#" a blocked cell; picture
(0, 0) is board cell (2, 2). A move is "TILE@x,y-x,y" in picture cells (TILE[0] on the first).
Rota positions are placements "TILE@x,y" (rotation "rN" optional) and the move is the hand
tile "TILE@x,y" with "rN" and "=C" for a named colour.

The points each example states are pinned by a test against the engine's `explain`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache

from axio_core import AxioPlace, RotaPlace, Scoring, explain, observe
from axio_core.axio import board as B
from axio_core.axio.state import PLACE, AxioState, PlacedTile
from axio_core.axio.view import AxioView
from axio_core.components import AXIO_TILES, ROTA_TILES
from axio_core.constants import AXIO_PYRAMIDS, AXIO_RACK
from axio_core.rota.geometry import rotate
from axio_core.rota.state import DisplayTile, RotaState
from axio_core.scores import ZERO, Scores

from ...strings.i18n import t
from ...ui.markup import esc, gain_code, points_chips
from . import rule_results

OFFSET = 2  # picture (0, 0) is board cell (2, 2): the 2-player play area
MARGIN = 45  # room around a picture for the points badges and scoring circles


@dataclass(frozen=True)
class Example:
    """One rule, one picture: `ruling` as RULES.md numbers it, `points` as "R2 B1"."""

    ruling: str
    game: str
    position: str
    move: str
    points: str
    scores: Scores = ZERO
    first: bool = False  # AXIO: the player's first tile (A5)
    pyramids_left: int | None = None
    players: int = 2  # 1: a solo game (A14, A16)
    ends: str | None = None  # the game ends by this move: the outcome's reason (R2, A13, T9)
    last: bool = False  # Rota: the player's last tile, and the others have placed all theirs (T9)

    @property
    def caption_key(self) -> str:
        """Ranking rulings (R…) hold for both games, each with its own caption."""
        shared = self.ruling.startswith("R")
        return f"rulepic.{self.ruling}.{self.game}" if shared else f"rulepic.{self.ruling}"


# Positions that more than one rule is shown on.
_FIRST_TILE = """
    . . . . R . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O . . . P . . . G
    """  # no tile yet: the colour spaces only
_RED_LINE = """
    . . . . R . . . .
    . . . . R . . . .
    . . . . . . . . .
    """
_RED_LINE_AND_BLUE = """
    . . . . R . . . .
    . . . . R . . . .
    . . . . . . B B .
    """
_DISPLAY = "RGBP@0,0 OPRG@1,0 GBOR@0,1 PROB@1,1"  # a Rota setup (T3)

EXAMPLES: tuple[Example, ...] = (
    Example(
        "A4",
        "axio",
        """
        . . . . R . . . .
        . . . . . . . . .
        . . . . . . . . .
        """,
        "BR@3,1-4,1",
        "R1",
    ),
    Example("A5", "axio", _FIRST_TILE, "OR@1,4-1,3", "O1", first=True),
    Example("A6", "axio", _RED_LINE_AND_BLUE, "RB@4,2-5,2", "R2 B2"),
    Example(
        "A7",
        "axio",
        """
        . . . . R . . . .
        . . G . . . . . .
        . G . B . . . . .
        . . . . . . . . .
        """,
        "GO@2,3-2,4",
        "G3 B1",
    ),
    Example(
        "A8",
        "axio",
        """
        . . . . R . . . .
        . . G . . . . . .
        . G . B . . . . .
        . . . . . . ^ . .
        """,
        "GO@2,3-2,4",
        "G3 B1",
        pyramids_left=0,
    ),
    Example(
        "A9",
        "axio",
        """
        . . . . R . . . .
        . . . . # . . . .
        . . . . R . . . .
        . . . . . . . . .
        """,
        "RB@4,3-5,3",
        "R1",
    ),
    Example("A10", "axio", _RED_LINE, "RB@4,2-5,2", "R1", scores=(17, 3, 3, 3, 3)),
    Example(
        "R2", "axio", _RED_LINE_AND_BLUE, "RB@4,2-5,2", "R2", scores=(16, 18, 18, 18, 18), ends="instant_win"
    ),
    Example(
        "A13",
        "axio",
        """
        R G G B R O O P P
        B G O B O ^ G G R
        B P P ^ O R R G ^
        O O G G B P ^ P P
        O R R ^ P G G B G
        P B B O O ^ R . .
        G ^ R R G G B O B
        R R ^ P P B B ^ O
        G G O O B R R P P
        """,
        "BG@7,5-8,5",
        "G1 B1",
        ends="no_placement",
    ),
    Example("A14", "axio", _FIRST_TILE, "OR@1,4-1,3", "O1", first=True, players=1),
    Example("A16", "axio", _RED_LINE, "RB@4,2-5,2", "R1", scores=(17, 3, 3, 3, 3), players=1),
    Example("T4", "rota", _DISPLAY, "RGBO@-1,0r1", "R1 G1"),
    Example("T5", "rota", _DISPLAY, "RGBO@2,1", "R2 O1"),
    Example("T6", "rota", _DISPLAY, ".GBO@2,0r3=R", "R2"),
    Example("T7", "rota", _DISPLAY, "RGBO@2,1", "R1 O1", scores=(11, 3, 3, 3, 3)),
    Example("R2", "rota", _DISPLAY, "RGBO@2,1", "R2 O1", scores=(10, 12, 12, 11, 12), ends="instant_win"),
    Example("T9", "rota", _DISPLAY, "RGBO@-1,0r1", "R1 G1", last=True, ends="all_tiles_placed"),
)

_MOVE = re.compile(r"^([A-Z.]+)@(-?\d+),(-?\d+)(?:-(-?\d+),(-?\d+))?(?:r(\d))?(?:=([RGBOP]))?$")


def examples(game: str) -> tuple[Example, ...]:
    return tuple(e for e in EXAMPLES if e.game == game)


# ---------------------------------------------------------------------------- positions


def axio_state(example: Example) -> AxioState:
    """The AXIO position of the picture, player 0 to place (their rack, or solo their drawn
    tile, is the move); in a 2-player game the other rack holds five tiles of the bag."""
    cells = list(B.initial_board(2))
    rows = [line.split() for line in example.position.strip().splitlines()]
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch != ".":
                cells[B.index((x + OFFSET, y + OFFSET))] = ch
    board = tuple(cells)
    tile = move(example).tile
    canon = tile if tile in AXIO_TILES else tile[::-1]
    bag = list(AXIO_TILES)
    bag.remove(canon)
    pyramids = example.pyramids_left
    if pyramids is None:
        pyramids = AXIO_PYRAMIDS - board.count(B.PYRAMID)
    if example.players == 1:
        return AxioState(
            players=1,
            board=board,
            placed=(),
            racks=((canon,),),
            bag=tuple(bag),
            scores=(example.scores,),
            pyramids_left=pyramids,
            has_placed=(not example.first,),
            current=0,
            phase=PLACE,
        )
    other, bag = tuple(bag[:AXIO_RACK]), bag[AXIO_RACK:]
    return AxioState(
        players=2,
        board=board,
        placed=(),
        racks=((canon,), other),
        bag=tuple(bag),
        scores=(example.scores, ZERO),
        pyramids_left=pyramids,
        has_placed=(not example.first, True),
        current=0,
        phase=PLACE,
    )


def rota_state(example: Example) -> RotaState:
    """The Rota display of the picture, player 0 to place the move's tile. Everyone has tiles
    left to play, unless it is the `last` tile of the game (T9); the supply is empty."""
    display = []
    for token in example.position.split():
        m = _MOVE.match(token)
        assert m is not None, token
        display.append(DisplayTile(m.group(1), (int(m.group(2)), int(m.group(3))), int(m.group(6) or 0)))
    hand = move(example).tile
    unseen = [tile for tile in ROTA_TILES if tile not in {d.tile for d in display} | {hand}]
    others = example.players - 1
    stacks = ((),) * example.players if example.last else ((unseen[0],),) + ((unseen[1],),) * others
    hands = (hand,) + ((None,) if example.last else (unseen[2],)) * others
    return RotaState(
        players=example.players,
        display=tuple(display),
        hands=hands,
        stacks=stacks,
        supply=(),
        scores=(example.scores,) + (ZERO,) * others,
        current=0,
    )


def move(example: Example) -> AxioPlace | RotaPlace:
    m = _MOVE.match(example.move)
    assert m is not None, example.move
    tile = m.group(1)
    a = (int(m.group(2)), int(m.group(3)))
    if example.game == "rota":
        return RotaPlace(tile, a, int(m.group(6) or 0), m.group(7))
    b = (int(m.group(4)), int(m.group(5)))
    return AxioPlace(tile, ((a[0] + OFFSET, a[1] + OFFSET), (b[0] + OFFSET, b[1] + OFFSET)))


def completed(example: Example) -> AxioPlace | RotaPlace:
    """The move as the engine takes it: an AXIO move that needs a pyramid moved (A8) takes
    the first one on the picture."""
    action = move(example)
    if isinstance(action, AxioPlace) and example.pyramids_left == 0:
        state = axio_state(example)
        sources = tuple(B.cell_of(i) for i, ch in enumerate(state.board) if ch == B.PYRAMID)
        need = len(explain(state, action).pyramids)
        action = replace(action, pyramids_from=sources[:need])
    return action


def scoring(example: Example) -> Scoring:
    state = axio_state(example) if example.game == "axio" else rota_state(example)
    return explain(observe(state, 0), completed(example))  # asked from the player's view


# ---------------------------------------------------------------------------- pictures


@cache
def picture(index: int, lang: str) -> str:
    """One example as a figure: the board with the move as the game previews it, and its points."""
    example = EXAMPLES[index]
    found = scoring(example)
    svg = _still(_axio_svg(example, found) if example.game == "axio" else _rota_svg(example, found))
    chips = points_chips(found.gains, 18) or esc(t("table.log_no_points"))
    caption = t(example.caption_key)
    return (
        f'<figure class="rule-pic" data-ruling="{example.ruling}" data-points="{gain_code(found.gains)}">'
        f'<div class="rule-pic-board" aria-hidden="true">{svg}</div>'
        f'<figcaption><span class="rule-pic-text">{esc(caption)}</span> '
        f'<span class="rule-pic-points">{chips}</span></figcaption></figure>'
    )


def _axio_svg(example: Example, found: Scoring) -> str:
    from ...games.axio.render import CELL, Marks, board_layers, lone_half

    state = axio_state(example)
    action = completed(example)
    assert isinstance(action, AxioPlace)
    view = observe(state, None)
    assert isinstance(view, AxioView)
    board = board_layers(view, Marks(ghost=PlacedTile(action.tile, action.cells), scoring=found))
    # The picture's symbols are halves of tiles (the printed spaces excepted): drawn as such.
    spaces = B.initial_board(2)
    halves = "".join(
        lone_half(ch, B.cell_of(i)) for i, ch in enumerate(state.board) if ch in "RGBOP" and spaces[i] != ch
    )
    # The picture's rows and the move's cells, with room for the points badges around them.
    rows = max(len(example.position.strip().splitlines()), *(y - OFFSET + 1 for _, y in action.cells))
    x0, y0 = OFFSET * CELL - MARGIN, OFFSET * CELL - MARGIN
    box = f'viewBox="{x0} {y0} {9 * CELL + 2 * MARGIN} {rows * CELL + 2 * MARGIN}"'
    html = board.html().replace('<g class="tiles">', f'<g class="tiles">{halves}', 1)
    return re.sub(r'viewBox="[^"]*"', box, html, count=1)


def _rota_svg(example: Example, found: Scoring) -> str:
    from ...games.rota.render import Preview, display_layers

    state = rota_state(example)
    action = completed(example)
    assert isinstance(action, RotaPlace)
    preview = Preview(action.at, rotate(action.tile, action.rot), action.name, found.parts)
    cells = [d.at for d in state.display] + [action.at]
    board = display_layers(state.display, (), preview)
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    box = (
        f'viewBox="{min(xs) * 100 - MARGIN} {min(ys) * 100 - MARGIN} '
        f'{(max(xs) - min(xs) + 1) * 100 + 2 * MARGIN} {(max(ys) - min(ys) + 1) * 100 + 2 * MARGIN}"'
    )
    return re.sub(r'viewBox="[^"]*"', box, board.html(), count=1)


# A picture is not a control: no actions, no places (PAGE.md's data-x/data-y are the table's
# alone), and its moving tile is not the table's preview.
_CONTROL_ATTRS = re.compile(r' (?:data-action|data-x|data-y|data-dir|role|tabindex)="[^"]*"')


def _still(svg: str) -> str:
    return _CONTROL_ATTRS.sub("", svg).replace('class="preview"', 'class="pic-move"')


def render(game: str, lang: str) -> str:
    """Every example of `game`, as figures for the help panel: moves, then standings."""
    figures = "".join(picture(i, lang) for i, e in enumerate(EXAMPLES) if e.game == game)
    return f'<div class="rule-pics">{figures}{rule_results.render(game, lang)}</div>'
