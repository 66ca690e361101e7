"""AXIO rules: legal placements, scoring with explanations, pyramids, turns and the end.

Every function is pure: it takes an AxioState and returns a new one (or raises an
IllegalAction / InvalidInput that names what was tried and why it is refused).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations

from ..actions import AxioAction, AxioPlace, Draw, Exchange, KeepRack
from ..components import AXIO_TILES, Cell, canonical_axio_tile, is_cell
from ..constants import AXIO_CAP, AXIO_PYRAMIDS, AXIO_RACK, COLORS, MAX_PLAYERS, MIN_PLAYERS
from ..errors import GameOver, IllegalAction, InvalidInput, NotYourTurn, Why, not_your_turn
from ..explain import ScorePart, Scoring
from ..notation import short
from ..ranking import Outcome, make_outcome
from ..scores import ZERO, Scores, add_capped, add_solo_axio, all_at_cap, gains_from, lowest_colors
from . import board as B
from .state import DRAW, EXCHANGE, OVER, PLACE, AxioState, PlacedTile
from .view import TURN_END, AxioView

CHANCE = -1  # `to_act` for a pending draw (OpenSpiel's chance player)

#: What the queries below read: the state itself, or one player's view of it (`view.observe`).
#: A view answers for its own player only: legal actions and previews need the rack to play,
#: and a view holds no rack but the viewer's (A12).
AxioPosition = AxioState | AxioView


# ---------------------------------------------------------------------------- setup


def new_game(players: int, seed: int | str) -> AxioState:
    """Shuffle the bag with `seed` and deal the racks (solo: no rack, A14)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidInput(
            f"AXIO is for 1 to 4 players, not {players}", Why.PLAYER_COUNT, game="axio", players=players
        )
    tiles = list(AXIO_TILES)
    random.Random(f"axio:{seed}").shuffle(tiles)
    rack_size = 0 if players == 1 else AXIO_RACK
    racks = [tiles[p * rack_size : (p + 1) * rack_size] for p in range(players)]
    return from_racks(players, racks)


def from_racks(players: int, racks: list[list[str]]) -> AxioState:
    """The start of a game whose racks are known; the bag is all other tiles (RECORDS.md)."""
    canon = [tuple(sorted(canonical_axio_tile(t) for t in rack)) for rack in racks]
    bag = Counter(AXIO_TILES)
    for rack in canon:
        bag.subtract(rack)
    if any(n < 0 for n in bag.values()):
        raise InvalidInput("the racks hold more of some tile than the game has", Why.TOO_MANY_TILES)
    state = AxioState(
        players=players,
        board=B.initial_board(players),
        placed=(),
        racks=tuple(canon),
        bag=tuple(sorted(bag.elements())),
        scores=tuple(ZERO for _ in range(players)),
        pyramids_left=AXIO_PYRAMIDS,
        has_placed=tuple(False for _ in range(players)),
        current=0,
        phase=PLACE,
    )
    return _start_solo_turn(state) if players == 1 else _start_turn(state, 0)


# ---------------------------------------------------------------------------- queries


def to_act(state: AxioState) -> int | None:
    """The player to act, CHANCE for a pending draw, None when the game is over."""
    if state.phase == OVER:
        return None
    return CHANCE if state.phase == DRAW else state.current


def rack_to_play(position: AxioPosition) -> tuple[str, ...]:
    """The rack of the player to act, as far as `position` knows it (a view: only its own)."""
    if isinstance(position, AxioView):
        return position.rack if position.player == position.current else ()
    return position.racks[position.current]


def _first_placement_spaces(state: AxioPosition, player: int) -> frozenset[int] | None:
    """The colour spaces a first placement may touch (A5, A14), or None after the first."""
    if state.has_placed[player]:
        return None
    return B.SPACE_INDICES if state.is_solo else B.untouched_spaces(state.board)


def legal_pairs(state: AxioPosition, player: int | None = None) -> list[tuple[int, int]]:
    """The pairs of cells a tile of `player` may cover now, in reading order (A4, A5)."""
    player = state.current if player is None else player
    pairs = B.empty_pairs(state.board)
    spaces = _first_placement_spaces(state, player)
    if spaces is not None:
        pairs = [(a, b) for a, b in pairs if B.touches_any(a, spaces) or B.touches_any(b, spaces)]
    return pairs


def can_place(state: AxioState, player: int) -> bool:
    """A13: does `player` hold a tile and have somewhere to put it?"""
    if not state.racks[player]:
        return False
    if _first_placement_spaces(state, player) is None:
        return B.has_room(state.board)
    return bool(legal_pairs(state, player))


def orientations(tile: str) -> tuple[str, ...]:
    """The ways to lay a tile on an ordered pair of cells: "RB" and "BR", or "RR" once."""
    return (tile,) if tile[0] == tile[1] else (tile, tile[::-1])


def isolated_cells(board: B.AxioBoard, covered: tuple[int, int]) -> tuple[int, ...]:
    """A7: empty cells next to the placed tile whose four sides are all occupied.

    Occupied: a colour symbol, a pyramid, or outside the play area / the grid. A blocked
    cell (A9) is not occupied; the placed tile's own cells count as occupied.
    """
    found = set()
    for c in covered:
        for n in B.NEIGHBOURS[c]:
            if n < 0 or n in covered or board[n] != B.EMPTY:
                continue
            if all(m < 0 or m in covered or board[m] not in (B.EMPTY, B.BLOCKED) for m in B.NEIGHBOURS[n]):
                found.add(n)
    return tuple(sorted(found))  # flat index order is reading order (y, then x)


def pyramids_to_move(isolated: int, pyramids_left: int) -> int:
    """A8: the isolated cells the supply cannot cover each take a pyramid from the board.

    >>> pyramids_to_move(3, 1)
    2
    """
    return max(0, isolated - pyramids_left)


def pyramid_moves_needed(state: AxioPosition, cells: tuple[Cell, Cell]) -> int:
    """How many pyramids a placement on `cells` must move from the board (A8)."""
    covered = (B.index(cells[0]), B.index(cells[1]))
    return pyramids_to_move(len(isolated_cells(state.board, covered)), state.pyramids_left)


def movable_pyramids(state: AxioPosition) -> tuple[Cell, ...]:
    """Pyramids on the board, which A8 may move, in reading order."""
    return tuple(B.cell_of(i) for i, ch in enumerate(state.board) if ch == B.PYRAMID)


def legal_actions(state: AxioPosition) -> list[AxioAction]:
    """Every legal decision of the player to act, in a fixed order. Empty for chance/over, and
    for a view of any player but the one to act.

    Placements: rack tiles in colour order, cell pairs in reading order, the tile's two
    orientations, then (only when A8 applies) every set of pyramids to move, in reading order
    (`apply` accepts the same set named in any order: the position is the same).
    """
    if isinstance(state, AxioView) and state.player != state.current:
        return []
    if state.phase == EXCHANGE:
        return [Exchange(), KeepRack()]
    if state.phase != PLACE:
        return []
    return list(_placements(state))


def _placements(state: AxioPosition) -> Iterator[AxioPlace]:
    pairs = legal_pairs(state)
    for tile in sorted(set(rack_to_play(state))):
        for a, b in pairs:
            cells = (B.cell_of(a), B.cell_of(b))
            need = pyramids_to_move(len(isolated_cells(state.board, (a, b))), state.pyramids_left)
            # Which pyramid lands on which isolated cell gives the same position: list each set once.
            sources = combinations(movable_pyramids(state), need) if need else [()]
            for source in sources:
                for oriented in orientations(tile):
                    yield AxioPlace(oriented, cells, tuple(source))


def placements_without_pyramid_choice(state: AxioPosition) -> Iterator[tuple[str, tuple[Cell, Cell]]]:
    """(oriented tile, cells) for every placement, ignoring which pyramid moves (A8).

    Bots and previews use this: which pyramid moves never changes a placement's points.
    """
    pairs = legal_pairs(state)
    for tile in sorted(set(rack_to_play(state))):
        for a, b in pairs:
            cells = (B.cell_of(a), B.cell_of(b))
            for oriented in orientations(tile):
                yield oriented, cells


def is_legal(state: AxioPosition, action: AxioAction) -> bool:
    try:
        check(state, action)
    except (IllegalAction, InvalidInput):
        return False
    return True


def check(state: AxioPosition, action: AxioAction) -> None:
    """Refuse `action` as `apply` would (the same checks), without playing it. A view can
    check its own player's decisions; a draw is chance and needs the state (the bag)."""
    if isinstance(action, AxioPlace):
        _require(state, PLACE)
        a, b = _check_place(state, action)
        isolated = isolated_cells(state.board, (a, b))
        _check_pyramid_sources(
            state, action.pyramids_from, pyramids_to_move(len(isolated), state.pyramids_left)
        )
    elif isinstance(action, (Exchange, KeepRack)):
        _require(state, EXCHANGE)
    elif isinstance(action, Draw):
        if isinstance(state, AxioView):
            raise InvalidInput("a draw is chance: only the state knows the bag", Why.DRAW_IS_CHANCE)
        apply(state, action)
    else:
        raise InvalidInput(f"{action!r} is not an AXIO action", Why.WRONG_GAME, game="axio")


def outcome(state: AxioState) -> Outcome | None:
    if state.phase != OVER:
        return None
    return make_outcome(state.end_reason or "", state.scores, state.instant_winner)


# ---------------------------------------------------------------------------- scoring


def _line_parts(board: B.AxioBoard, at: int, color: str, skip_direction: int) -> Iterator[ScorePart]:
    """A6: from one half, walk the three directions away from the other half."""
    for d in range(4):
        if d == skip_direction:
            continue
        matched = []
        n = B.NEIGHBOURS[at][d]
        while n >= 0 and board[n] == color:
            matched.append(B.cell_of(n))
            n = B.NEIGHBOURS[n][d]
        if matched:
            yield ScorePart("line", color, len(matched), B.cell_of(at), tuple(matched))


def _pyramid_parts(board: B.AxioBoard, cell: int) -> Iterator[ScorePart]:
    """A7: one point per neighbouring symbol, in that symbol's colour."""
    by_color: dict[str, list[Cell]] = {}
    for n in B.NEIGHBOURS[cell]:
        if n >= 0 and board[n] in COLORS:
            by_color.setdefault(board[n], []).append(B.cell_of(n))
    for color in COLORS:
        if color in by_color:
            cells = tuple(by_color[color])
            yield ScorePart("pyramid", color, len(cells), B.cell_of(cell), cells)


def _check_place(state: AxioPosition, action: AxioPlace) -> tuple[int, int]:
    """Refuse a malformed or illegal placement; return its two flat indices."""
    tile, cells = action.tile, action.cells
    if not (isinstance(tile, str) and len(tile) == 2 and all(c in COLORS for c in tile)):
        raise InvalidInput(
            f"{tile!r} is not a tile: two colour letters of {COLORS}", Why.NOT_A_TILE, what="place"
        )
    if not (isinstance(cells, tuple) and len(cells) == 2 and all(is_cell(c) for c in cells)):
        raise InvalidInput(f"{short(cells)} is not two cells ((x, y), (x, y))", Why.NOT_A_CELL, what="at")
    if not (isinstance(action.pyramids_from, tuple) and all(is_cell(c) for c in action.pyramids_from)):
        raise InvalidInput(
            f"{short(action.pyramids_from)} is not a tuple of cells (x, y)",
            Why.NOT_A_CELL,
            what="pyramids_from",
        )
    for cell in cells:
        x, y = cell
        if not B.on_grid(x, y) or state.board[B.index(cell)] == B.OUTSIDE:
            raise IllegalAction(
                f"cell {list(cell)} is outside the play area (A1)", Why.OUTSIDE, cell=cell, ruling="A1"
            )
    a, b = B.index(cells[0]), B.index(cells[1])
    if b not in B.NEIGHBOURS[a]:
        raise IllegalAction(
            f"cells {list(cells[0])} and {list(cells[1])} are not side by side (A4)",
            Why.NOT_SIDE_BY_SIDE,
            cells=cells,
            ruling="A4",
        )
    for i, cell in ((a, cells[0]), (b, cells[1])):
        ch = state.board[i]
        if ch != B.EMPTY:
            what, why, ruling = {
                B.PYRAMID: ("a pyramid", Why.PYRAMID_THERE, ""),
                B.BLOCKED: ("blocked (A9)", Why.BLOCKED, "A9"),
            }.get(
                ch,
                ("a colour space (A2)", Why.COLOUR_SPACE, "A2")
                if i in B.SPACE_INDICES
                else ("taken by a tile", Why.TAKEN_BY_TILE, ""),
            )
            raise IllegalAction(
                f"cell {list(cell)} is not empty: {what}",
                why,
                cell=cell,
                **({"ruling": ruling} if ruling else {}),
            )
    if canonical_axio_tile(tile) not in rack_to_play(state):
        where = "drawn" if state.is_solo else "on the rack"
        raise IllegalAction(f"tile {tile} is not {where}", Why.NOT_IN_RACK, tile=tile, solo=state.is_solo)
    spaces = _first_placement_spaces(state, state.current)
    if spaces is not None and not (B.touches_any(a, spaces) or B.touches_any(b, spaces)):
        if state.is_solo:
            raise IllegalAction(
                "a first placement must touch a colour space (A14)", Why.FIRST_TOUCH_SOLO, ruling="A14"
            )
        raise IllegalAction(
            "a first placement must touch a colour space that no tile touches yet (A5)",
            Why.FIRST_TOUCH,
            ruling="A5",
        )
    return a, b


def explain(state: AxioPosition, action: AxioPlace) -> Scoring:
    """The points a placement would score, where they come from, and its pyramids.

    Raises like `apply` when the placement is illegal; ignores `pyramids_from` (which pyramid
    moves never changes the points).
    """
    _require(state, PLACE)
    a, b = _check_place(state, action)
    return _score(state, action.tile, a, b)


def _score(state: AxioPosition, tile: str, a: int, b: int) -> Scoring:
    board = list(state.board)
    board[a], board[b] = tile[0], tile[1]
    placed = tuple(board)
    parts = list(_line_parts(placed, a, tile[0], B.direction_between(a, b)))
    parts += _line_parts(placed, b, tile[1], B.direction_between(b, a))
    isolated = isolated_cells(state.board, (a, b))
    for cell in isolated:
        parts += _pyramid_parts(placed, cell)
    points: dict[str, int] = {}
    for part in parts:
        points[part.color] = points.get(part.color, 0) + part.points
    raw = gains_from(points)
    old = state.scores[state.current]
    reached: tuple[str, ...]
    if state.is_solo:
        new, reached = add_solo_axio(old, raw, AXIO_CAP), ()  # A16: no extra turns
    else:
        new, reached = add_capped(old, raw, AXIO_CAP)
    gains: Scores = tuple(n - o for n, o in zip(new, old, strict=True))  # type: ignore[assignment]
    return Scoring(raw, gains, tuple(parts), reached, tuple(B.cell_of(i) for i in isolated))


# ---------------------------------------------------------------------------- apply


def apply(state: AxioState, action: AxioAction) -> AxioState:
    """The state after `action`; refuses anything illegal and leaves `state` untouched."""
    if isinstance(action, AxioPlace):
        return _apply_place(state, action)
    if isinstance(action, Exchange):
        _require(state, EXCHANGE)
        return replace(
            state,
            phase=DRAW,
            draw_count=min(AXIO_RACK, len(state.bag)),
            returning=state.racks[state.current],
            racks=_set(state.racks, state.current, ()),
        )
    if isinstance(action, KeepRack):
        _require(state, EXCHANGE)
        return _refill(state)
    if isinstance(action, Draw):
        return _apply_draw(state, action)
    raise InvalidInput(f"{action!r} is not an AXIO action", Why.WRONG_GAME, game="axio")


def _require(state: AxioPosition, phase: str) -> None:
    if state.phase == phase:
        if isinstance(state, AxioView) and state.player != state.current:
            raise not_your_turn(state.current, state.player)
        return
    if state.phase == OVER:
        raise GameOver()
    if state.phase == TURN_END:
        raise NotYourTurn(
            f"player {state.current + 1} is finishing their turn", Why.FINISHING_TURN, player=state.current
        )
    expected = {
        PLACE: "a tile to be placed",
        EXCHANGE: "the choice to exchange or keep the rack",
        DRAW: f"a draw of {state.draw_count} tile(s) from the bag",
    }[state.phase]
    raise NotYourTurn(
        f"the game expects {expected}", Why.WRONG_PHASE, expected=state.phase, count=state.draw_count
    )


def _set(items: tuple, i: int, value: object) -> tuple:
    return items[:i] + (value,) + items[i + 1 :]


def _remove(tiles: tuple[str, ...], taken: list[str]) -> tuple[str, ...]:
    left = Counter(tiles)
    left.subtract(taken)
    return tuple(sorted(left.elements()))


def _apply_place(state: AxioState, action: AxioPlace) -> AxioState:
    _require(state, PLACE)
    a, b = _check_place(state, action)
    scoring = _score(state, action.tile, a, b)
    isolated = [B.index(c) for c in scoring.pyramids]
    from_supply = len(isolated) - pyramids_to_move(len(isolated), state.pyramids_left)
    sources = _check_pyramid_sources(state, action.pyramids_from, len(isolated) - from_supply)

    board = list(state.board)
    board[a], board[b] = action.tile[0], action.tile[1]
    for src in sources:
        board[src] = B.BLOCKED  # A9
    for cell in isolated:
        board[cell] = B.PYRAMID
    p = state.current
    mine = tuple(s + g for s, g in zip(state.scores[p], scoring.gains, strict=True))
    new_scores = _set(state.scores, p, mine)
    state = replace(
        state,
        board=tuple(board),
        placed=state.placed + (PlacedTile(action.tile, action.cells),),
        racks=_set(state.racks, p, _remove(state.racks[p], [canonical_axio_tile(action.tile)])),
        scores=new_scores,
        pyramids_left=state.pyramids_left - from_supply,
        has_placed=_set(state.has_placed, p, True),
    )
    if state.is_solo:
        return _start_solo_turn(state)
    if all_at_cap(state.scores[p], AXIO_CAP):  # R2
        return replace(state, phase=OVER, end_reason="instant_win", instant_winner=p, extra_turns=0)
    return _next_extra_turn(replace(state, extra_turns=state.extra_turns + len(scoring.reached)))


def _check_pyramid_sources(state: AxioPosition, named: tuple[Cell, ...], need: int) -> list[int]:
    """A8: exactly `need` distinct pyramids already on the board."""
    if len(named) != need:
        if need == 0:
            raise IllegalAction(
                "no pyramid has to move: pyramids are left in the supply (A8)",
                Why.NO_PYRAMID_TO_MOVE,
                ruling="A8",
            )
        raise IllegalAction(
            f"{need} pyramid(s) must move (A8), {len(named)} named",
            Why.PYRAMID_COUNT,
            need=need,
            named=len(named),
            ruling="A8",
        )
    sources = []
    for cell in named:
        x, y = cell
        if not B.on_grid(x, y) or state.board[B.index(cell)] != B.PYRAMID:
            raise IllegalAction(
                f"there is no pyramid at {list(cell)} to move (A8)", Why.NO_PYRAMID_AT, cell=cell, ruling="A8"
            )
        sources.append(B.index(cell))
    if len(set(sources)) != len(sources):
        raise IllegalAction("the same pyramid is named twice (A8)", Why.PYRAMID_TWICE, ruling="A8")
    return sources


def _next_extra_turn(state: AxioState) -> AxioState:
    """A10: play owed extra turns one after another; one that cannot be played is lost."""
    p = state.current
    if state.extra_turns > 0 and state.racks[p] and B.has_room(state.board):
        return replace(state, phase=PLACE, extra_turns=state.extra_turns - 1, in_extra_turn=True)
    return _end_turn(replace(state, extra_turns=0, in_extra_turn=False))


def _end_turn(state: AxioState) -> AxioState:
    """A11: offer the exchange when the rack holds none of the lowest colours, else refill."""
    rack = state.racks[state.current]
    lowest = lowest_colors(state.scores[state.current])
    if rack and state.bag and not any(c in tile for tile in rack for c in lowest):
        return replace(state, phase=EXCHANGE)
    return _refill(state)


def _refill(state: AxioState) -> AxioState:
    due = min(AXIO_RACK - len(state.racks[state.current]), len(state.bag))
    if due > 0:
        return replace(state, phase=DRAW, draw_count=due)
    return _start_turn(state, (state.current + 1) % state.players)


def _start_turn(state: AxioState, player: int) -> AxioState:
    """A13: the game ends at the start of a turn that cannot place a tile."""
    state = replace(state, current=player, phase=PLACE, draw_count=0, in_extra_turn=False)
    if not can_place(state, player):
        return replace(state, phase=OVER, end_reason="no_placement")
    return state


def _start_solo_turn(state: AxioState) -> AxioState:
    """A16: the solo game ends when the bag is empty or no tile fits; else draw one."""
    if not state.bag:
        return replace(state, phase=OVER, end_reason="bag_empty")
    if not B.has_room(state.board):
        return replace(state, phase=OVER, end_reason="no_room")
    return replace(state, phase=DRAW, draw_count=1)


def _apply_draw(state: AxioState, action: Draw) -> AxioState:
    _require(state, DRAW)
    tiles = list(action.tiles)
    if not all(isinstance(t, str) and len(t) == 2 and all(c in COLORS for c in t) for t in tiles):
        raise InvalidInput(f"{tiles!r} are not tiles: two colour letters each", Why.NOT_A_TILE, what="draw")
    if len(tiles) != state.draw_count:
        raise IllegalAction(
            f"draws {len(tiles)} tile(s) but {state.draw_count} are due",
            Why.DRAW_COUNT,
            drawn=len(tiles),
            due=state.draw_count,
        )
    drawn = [canonical_axio_tile(t) for t in tiles]
    missing = Counter(drawn) - Counter(state.bag)
    if missing:
        raise IllegalAction(
            f"tile {next(iter(missing))} is not in the bag", Why.NOT_IN_BAG, tile=next(iter(missing))
        )
    p = state.current
    bag = _remove(state.bag, drawn)
    rack = tuple(sorted(state.racks[p] + tuple(drawn)))
    if state.returning:  # A11: the shown tiles go back only after the new ones are drawn
        bag = tuple(sorted(bag + state.returning))
    state = replace(state, bag=bag, racks=_set(state.racks, p, rack), returning=(), draw_count=0)
    if state.is_solo:
        return replace(state, phase=PLACE)
    return _start_turn(state, (p + 1) % state.players)


def sample_draw(state: AxioState, rng: random.Random) -> Draw:
    """Chance: draw the due number of tiles uniformly from the bag."""
    _require(state, DRAW)
    return Draw(tuple(rng.sample(state.bag, state.draw_count)))
