"""Compact text pictures of positions for scenario tests (python-chess FEN in spirit).

AXIO: one line per row of the play area (9, 11 or 13 characters, optional spaces between
cells are ignored): "." empty, "RGBOP" a colour symbol (tile half, or the printed space at
its place), "^" pyramid, "#" blocked (A9). Row and column 0 of the picture are the play
area's first row and column, so on a 9x9 picture the centre P space is at picture (4, 4)
and board cell (6, 6).

    >>> s = axio_position('''
    ...     . . . . R . . . .
    ...     . . . . . . . . .
    ...     . . . . . . . . .
    ...     . . . R . . . . .
    ...     O . . R P . . . G
    ...     . . . . . . . . .
    ...     . . . . . . . . .
    ...     . . . . . . . . .
    ...     . . . . B . . . .
    ... ''', racks=["RB GG", "OO"])
    >>> s.players, s.racks[0], s.board[B.index(at(2, 3, 4))]
    (2, ('GG', 'RB'), 'R')

Rota: whitespace-separated placements "TILE@x,y" with an optional rotation "rN":
"RGBP@0,0r1 .OPG@1,0".
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace

import pytest

from axio_core import game
from axio_core.actions import Action
from axio_core.axio import board as B
from axio_core.axio.state import PLACE, AxioState
from axio_core.components import AXIO_COLOR_SPACES, AXIO_PLAY_AREA, AXIO_TILES, Cell, canonical_axio_tile
from axio_core.constants import AXIO_PYRAMIDS
from axio_core.errors import Refusal, Why
from axio_core.game import State
from axio_core.rota.state import DisplayTile, RotaState
from axio_core.scores import ZERO, Scores

_DEFAULT_PLAYERS = {9: 2, 11: 3, 13: 4}
_CELL_CHARS = set("." + "RGBOP" + B.PYRAMID + B.BLOCKED)


def _rows(picture: str) -> list[str]:
    return [line.replace(" ", "") for line in picture.strip().splitlines() if line.strip()]


def axio_board(picture: str, players: int) -> B.AxioBoard:
    """The 13x13 board a picture of the play area shows; printed spaces are checked."""
    lo, hi = AXIO_PLAY_AREA[players]
    size = hi - lo + 1
    rows = _rows(picture)
    if len(rows) != size or any(len(r) != size for r in rows):
        raise ValueError(f"a {players}-player picture is {size}x{size} cells")
    cells = list(B.initial_board(players))
    for y, row in enumerate(rows, start=lo):
        for x, ch in enumerate(row, start=lo):
            if ch not in _CELL_CHARS:
                raise ValueError(f"unknown cell {ch!r} at {(x, y)}")
            i = B.index((x, y))
            if i in B.SPACE_INDICES and ch != cells[i]:
                raise ValueError(f"the printed space at {(x, y)} is {cells[i]}, not {ch}")
            cells[i] = ch
    return tuple(cells)


def axio_picture(state: AxioState) -> str:
    """The play area as text, the inverse of `axio_board` (handy in assertion messages)."""
    lo, hi = AXIO_PLAY_AREA[state.players]
    return "\n".join(
        " ".join(state.board[B.index((x, y))] for x in range(lo, hi + 1)) for y in range(lo, hi + 1)
    )


def tiles(text: str | Iterable[str]) -> tuple[str, ...]:
    """ "RB gg" -> ('GG', 'RB'): canonical and sorted, as racks and the bag are kept."""
    items = text.split() if isinstance(text, str) else list(text)
    return tuple(sorted(canonical_axio_tile(t.upper()) for t in items))


def axio_position(
    picture: str,
    *,
    players: int | None = None,
    racks: Sequence[str | Iterable[str]] = (),
    scores: Sequence[Scores] = (),
    pyramids_left: int | None = None,
    has_placed: Sequence[bool] | None = None,
    current: int = 0,
    bag: str | Iterable[str] | None = None,
) -> AxioState:
    """An AXIO state in phase "place" for `current`.

    Defaults: players from the picture size (9 -> 2, 11 -> 3, 13 -> 4), empty racks, zero
    scores, pyramids_left = 20 minus those on the picture, everyone has placed already, and
    the bag = every tile not on a rack (the picture's halves are not paired into tiles).
    """
    players = players or _DEFAULT_PLAYERS[len(_rows(picture))]
    board = axio_board(picture, players)
    rack_tuples = [tiles(r) for r in racks] + [()] * (players - len(racks))
    if bag is None:
        left = Counter(AXIO_TILES)
        for rack in rack_tuples:
            left.subtract(rack)
        bag_tiles = tuple(sorted(left.elements()))
    else:
        bag_tiles = tiles(bag)
    return AxioState(
        players=players,
        board=board,
        placed=(),
        racks=tuple(rack_tuples),
        bag=bag_tiles,
        scores=tuple(scores) if scores else tuple(ZERO for _ in range(players)),
        pyramids_left=AXIO_PYRAMIDS - board.count(B.PYRAMID) if pyramids_left is None else pyramids_left,
        has_placed=tuple(has_placed) if has_placed is not None else (True,) * players,
        current=current,
        phase=PLACE,
    )


def empty_picture(players: int = 2) -> str:
    """The picture of an empty play area, colour spaces printed."""
    lo, hi = AXIO_PLAY_AREA[players]
    rows = [["."] * (hi - lo + 1) for _ in range(lo, hi + 1)]
    for color, (x, y) in AXIO_COLOR_SPACES.items():
        rows[y - lo][x - lo] = color
    return "\n".join(" ".join(r) for r in rows)


def at(players: int, x: int, y: int) -> Cell:
    """The board cell shown at column x, row y of a `players`-player picture."""
    lo = AXIO_PLAY_AREA[players][0]
    return (x + lo, y + lo)


def refused(
    state: State, action: Action, error: type[Exception], message: str, why: Why | None = None
) -> None:
    """D1: `action` is refused with `error` whose message contains `message`, `is_legal`
    agrees, and the state is left exactly as it was. The reason is data too (`why`, checked
    when given), and travels as JSON (to a phone) unchanged."""
    before = copy.deepcopy(state)
    with pytest.raises(error) as caught:
        game.apply(state, action)
    assert message in str(caught.value), f"{str(caught.value)!r} does not say {message!r}"
    refusal = caught.value.refusal  # type: ignore[attr-defined]
    assert isinstance(refusal.why, Why) and (why is None or refusal.why == why), refusal
    assert Refusal.from_json(json.loads(json.dumps(refusal.to_json()))) == refusal
    assert not game.is_legal(state, action)
    assert state == before


# ---------------------------------------------------------------------------- Rota


def display(text: str) -> tuple[DisplayTile, ...]:
    """ "RGBP@0,0r1 .OPG@1,0" -> display tiles (rotation 0 when "rN" is left out)."""
    out = []
    for token in text.split():
        tile, _, place = token.partition("@")
        where, _, rot = place.partition("r")
        x, y = (int(v) for v in where.split(","))
        out.append(DisplayTile(tile, (x, y), int(rot or 0)))
    return tuple(out)


def rota_position(
    shown: str,
    *,
    hands: Sequence[str | None],
    stacks: Sequence[Sequence[str]] | None = None,
    supply: Sequence[str] = (),
    scores: Sequence[Scores] = (),
    current: int = 0,
) -> RotaState:
    """A Rota state with `current` to place their hand tile on the display `shown`."""
    players = len(hands)
    return RotaState(
        players=players,
        display=display(shown),
        hands=tuple(hands),
        stacks=tuple(tuple(s) for s in stacks) if stacks is not None else ((),) * players,
        supply=tuple(supply),
        scores=tuple(scores) if scores else tuple(ZERO for _ in range(players)),
        current=current,
    )


def hidden_shuffled(state: State, seed: int) -> State:
    """The same public position with the hidden tiles dealt differently: the other racks and
    the bag (AXIO), or the other hands, every stack and the supply (Rota)."""
    rng = random.Random(seed)
    me = game.to_act(state)
    assert me is not None and me >= 0
    if isinstance(state, AxioState):
        pool = list(state.bag) + [t for p, r in enumerate(state.racks) if p != me for t in r]
        rng.shuffle(pool)
        racks = []
        for p, rack in enumerate(state.racks):
            if p == me:
                racks.append(rack)
            else:
                racks.append(tuple(sorted(pool[: len(rack)])))
                del pool[: len(rack)]
        return replace(state, racks=tuple(racks), bag=tuple(sorted(pool)))
    assert isinstance(state, RotaState)
    others = [h for p, h in enumerate(state.hands) if p != me and h is not None]
    pool = others + [t for s in state.stacks for t in s] + list(state.supply)
    rng.shuffle(pool)
    hands = tuple(h if p == me or h is None else pool.pop() for p, h in enumerate(state.hands))
    stacks = []
    for stack in state.stacks:
        stacks.append(tuple(pool[: len(stack)]))
        del pool[: len(stack)]
    return replace(state, hands=hands, stacks=tuple(stacks), supply=tuple(pool))
