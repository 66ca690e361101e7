"""AXIO Rota rules: where a tile may go, circle scoring with naming, extra turns, the end.

Pure functions over RotaState; illegal actions raise IllegalAction / InvalidInput naming
what was tried and why.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

from ..actions import RotaPlace
from ..components import ROTA_TILES, Cell, is_cell
from ..constants import COLORS, MAX_PLAYERS, MIN_PLAYERS, ROTA_CAP, ROTA_DISPLAY_CELLS, ROTA_STACK
from ..errors import GameOver, IllegalAction, InvalidInput, Why, not_your_turn
from ..explain import ScorePart, Scoring
from ..notation import short
from ..ranking import Outcome, make_outcome
from ..scores import ZERO, Scores, add_capped, all_at_cap, gains_from
from .geometry import EMPTY_CORNER, centre_rotation, circle_members, rotate, side_neighbours, vertex
from .state import OVER, DisplayTile, RotaState
from .view import RotaView

#: What the queries read: the state, or one player's view of it (which knows the tile to play
#: only when that player is to act, T8).
RotaPosition = RotaState | RotaView

# ---------------------------------------------------------------------------- setup


def new_game(players: int, seed: int | str) -> RotaState:
    """T3: shuffle with `seed`, lay the 2x2 display, deal the stacks, the rest is the supply."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidInput(
            f"AXIO Rota is for 1 to 4 players, not {players}", Why.PLAYER_COUNT, game="rota", players=players
        )
    rng = random.Random(f"rota:{seed}")
    tiles = list(ROTA_TILES)
    rng.shuffle(tiles)
    display = []
    for at, tile in zip(ROTA_DISPLAY_CELLS, tiles[:4], strict=True):
        rot = centre_rotation(tile, at) if EMPTY_CORNER in tile else rng.randrange(4)
        display.append(DisplayTile(tile, at, rot))
    rest = tiles[4:]
    stacks = [rest[p * ROTA_STACK : (p + 1) * ROTA_STACK] for p in range(players)]
    return from_setup(display, stacks, rest[players * ROTA_STACK :])


def from_setup(display: list[DisplayTile], stacks: list[list[str]], supply: list[str]) -> RotaState:
    """The start of a game from a known deal: each player draws the top of their stack (T3)."""
    players = len(stacks)
    return RotaState(
        players=players,
        display=tuple(display),
        hands=tuple(s[0] if s else None for s in stacks),
        stacks=tuple(tuple(s[1:]) for s in stacks),
        supply=tuple(supply),
        scores=tuple(ZERO for _ in range(players)),
        current=0,
    )


# ---------------------------------------------------------------------------- queries


def to_act(state: RotaState) -> int | None:
    """The player to act, None when the game is over (Rota has no chance after the deal)."""
    return None if state.phase == OVER else state.current


def open_cells(state: RotaPosition) -> list[Cell]:
    """T4: empty cells sharing a side with the display, in reading order (y, then x)."""
    grid = state.grid
    cells = {n for at in grid for n in side_neighbours(at) if n not in grid}
    return sorted(cells, key=lambda c: (c[1], c[0]))


def needs_name(state: RotaPosition, tile: str, at: Cell, rot: int) -> bool:
    """T6: does the placed tile's empty corner meet another tile?"""
    corners = rotate(tile, rot)
    if EMPTY_CORNER not in corners:
        return False
    return bool(_others_at(state.grid, at, corners.index(EMPTY_CORNER)))


def legal_actions(state: RotaPosition) -> list[RotaPlace]:
    """Every legal placement in a fixed order: cells in reading order, rotations 0-3, then
    the five colours in COLORS order when a colour must be named (T6)."""
    return list(_placements(state))


def _placements(state: RotaPosition) -> Iterator[RotaPlace]:
    tile = state.tile_to_play
    if tile is None:
        return
    for at in open_cells(state):
        for rot in range(4):
            if needs_name(state, tile, at, rot):
                for color in COLORS:
                    yield RotaPlace(tile, at, rot, color)
            else:
                yield RotaPlace(tile, at, rot)


def is_legal(state: RotaPosition, action: RotaPlace) -> bool:
    try:
        _check(state, action)
    except (IllegalAction, InvalidInput):
        return False
    return True


def outcome(state: RotaState) -> Outcome | None:
    if state.phase != OVER:
        return None
    return make_outcome(state.end_reason or "", state.scores, state.instant_winner)


# ---------------------------------------------------------------------------- scoring


def _others_at(grid: dict[Cell, str], at: Cell, corner: int) -> list[tuple[Cell, str]]:
    """The other tiles' corners in the circle of `at`'s corner: (their cell, their symbol)."""
    v = vertex(at, corner)
    return [(cell, grid[cell][k]) for cell, k in circle_members(v) if cell != at and cell in grid]


def _check(state: RotaPosition, action: RotaPlace) -> str:
    """Refuse a malformed or illegal placement; return the corners as they will lie."""
    if state.phase == OVER:
        raise GameOver()
    if isinstance(state, RotaView) and state.player != state.current:
        raise not_your_turn(state.current, state.player)
    tile, at, rot, name = action.tile, action.at, action.rot, action.name
    if not (isinstance(rot, int) and not isinstance(rot, bool) and 0 <= rot <= 3):
        raise InvalidInput(
            f"rotation {rot!r} is not 0, 1, 2 or 3 (T2)", Why.BAD_ROTATION, what="rot", ruling="T2"
        )
    if not is_cell(at):
        raise InvalidInput(f"{short(at)} is not a cell (x, y)", Why.NOT_A_CELL, what="at")
    expected = state.tile_to_play
    if tile != expected:
        if expected is None:
            raise IllegalAction(
                f"plays {tile!r} but this player has no tile to play now",
                Why.NO_TILE_TO_PLAY,
                tile=short(tile),
            )
        source = "the top of the supply (T7)" if state.in_extra_turn else "the hand tile"
        raise IllegalAction(
            f"plays {tile!r} but {source} is {expected!r}",
            Why.WRONG_TILE,
            tile=short(tile),
            expected=expected,
            supply=state.in_extra_turn,
        )
    if at in state.grid:
        raise IllegalAction(f"cell {list(at)} is taken", Why.CELL_TAKEN, cell=at)
    if not any(n in state.grid for n in side_neighbours(at)):
        raise IllegalAction(
            f"cell {list(at)} touches no tile (T4)", Why.TOUCHES_NO_TILE, cell=at, ruling="T4"
        )
    corners = rotate(tile, rot)
    if needs_name(state, tile, at, rot):
        if name is None:
            raise IllegalAction(
                "the empty corner meets another tile: a colour must be named (T6)", Why.MUST_NAME, ruling="T6"
            )
        if not (isinstance(name, str) and len(name) == 1 and name in COLORS):
            raise InvalidInput(
                f"{name!r} is not a colour: one of {', '.join(COLORS)}", Why.NOT_A_COLOUR, what="name"
            )
    elif name is not None:
        raise IllegalAction(
            "no colour can be named: the tile's empty corner meets no tile (T6)", Why.CANNOT_NAME, ruling="T6"
        )
    return corners


def explain(state: RotaPosition, action: RotaPlace) -> Scoring:
    """T5/T6: the points a placement would score, circle by circle (raises if illegal)."""
    corners = _check(state, action)
    parts = []
    points: dict[str, int] = {}
    for k, symbol in enumerate(corners):
        others = _others_at(state.grid, action.at, k)
        if not others:
            continue  # a corner meeting no tile scores nothing (T5)
        named = symbol == EMPTY_CORNER
        color = action.name if named else symbol
        assert color is not None  # _check demands a name for a meeting empty corner
        matched = tuple(cell for cell, s in others if s == color)
        if matched:
            parts.append(ScorePart("circle", color, len(matched), vertex(action.at, k), matched, named))
            points[color] = points.get(color, 0) + len(matched)
    raw = gains_from(points)
    old = state.scores[state.current]
    new, reached = add_capped(old, raw, ROTA_CAP)
    gains: Scores = tuple(n - o for n, o in zip(new, old, strict=True))  # type: ignore[assignment]
    return Scoring(raw, gains, tuple(parts), reached)


# ---------------------------------------------------------------------------- apply


def apply(state: RotaState, action: RotaPlace) -> RotaState:
    """The state after a placement; refuses anything illegal and leaves `state` untouched."""
    if not isinstance(action, RotaPlace):
        raise InvalidInput(f"{action!r} is not an AXIO Rota action", Why.WRONG_GAME, game="rota")
    scoring = explain(state, action)
    p = state.current
    mine = tuple(s + g for s, g in zip(state.scores[p], scoring.gains, strict=True))
    scores = state.scores[:p] + (mine,) + state.scores[p + 1 :]
    placed = DisplayTile(action.tile, action.at, action.rot)
    from_supply = state.supply_tile is not None
    hands = state.hands if from_supply else state.hands[:p] + (None,) + state.hands[p + 1 :]
    state = replace(
        state,
        display=state.display + (placed,),
        scores=scores,  # type: ignore[arg-type]
        hands=hands,
        supply_tile=None,
        extra_turns=state.extra_turns + len(scoring.reached),
    )
    if all_at_cap(state.scores[p], ROTA_CAP):  # R2
        return replace(state, phase=OVER, end_reason="instant_win", instant_winner=p, extra_turns=0)
    if state.extra_turns > 0 and state.supply:  # T7: the top of the supply, at once
        return replace(
            state, supply_tile=state.supply[0], supply=state.supply[1:], extra_turns=state.extra_turns - 1
        )
    return _end_turn(replace(state, extra_turns=0))


def _end_turn(state: RotaState) -> RotaState:
    """T7/T9: draw the next hand tile from the own stack; the game ends when nobody has one."""
    p = state.current
    stack = state.stacks[p]
    hands = state.hands[:p] + (stack[0] if stack else None,) + state.hands[p + 1 :]
    stacks = state.stacks[:p] + (stack[1:],) + state.stacks[p + 1 :]
    nxt = (p + 1) % state.players
    state = replace(state, hands=hands, stacks=stacks, current=nxt)
    if state.hands[nxt] is None:
        return replace(state, phase=OVER, end_reason="all_tiles_placed")
    return state
