"""AXIO Rota in a game by links (link_games.py): the first four cards are the display, open
to everyone (their shares come with proofs); then each seat's stack of cards, its hand tile
the next of them; the rest is the supply, for extra turns (T7)."""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable
from typing import Any

from ..actions import Action, RotaPlace
from ..components import ROTA_TILES
from ..constants import ROTA_DISPLAY_CELLS, ROTA_STACK
from ..errors import AxioError
from ..rota import rules as rota_rules
from ..rota.geometry import EMPTY_CORNER, centre_rotation
from ..rota.notation import action_from_move as rota_action
from ..rota.notation import move_of as rota_move
from ..rota.state import DisplayTile, RotaState
from .chain import Opener, Refused, Replay, Table, link_name
from .link_games import LinkGame, register


def replay_rota(table: Table, world: Replay, opener: Opener) -> None:
    n = table.players
    world.hand_count = [0] * n
    ids = list(range(table.count))
    known = {c: opener(c) for c in ids}
    if any(known[c] is None for c in range(4)):
        return  # the display is not open yet
    pool = Counter(ROTA_TILES)
    pool.subtract(ROTA_TILES[i] for i in known.values() if i is not None)
    fill = sorted(pool.elements())
    tiles = {}
    for c in ids:
        i = known[c]
        tiles[c] = ROTA_TILES[i] if i is not None else fill.pop(0)
    display = []
    for k, at in enumerate(ROTA_DISPLAY_CELLS):
        tile = tiles[k]
        rot = (
            centre_rotation(tile, at)
            if EMPTY_CORNER in tile
            else int(hashlib.sha256(f"{table.setup_hash}:{k}".encode()).hexdigest(), 16) % 4
        )
        display.append(DisplayTile(tile, at, rot))
    stacks = [[tiles[4 + ROTA_STACK * k + j] for j in range(ROTA_STACK)] for k in range(n)]
    supply = [tiles[c] for c in range(4 + ROTA_STACK * n, table.count)]
    state: RotaState = rota_rules.from_setup(display, stacks, supply)
    world.start = state
    world.state = state
    for n_link, by, logged in table.log:
        where = link_name(table, n_link, by)
        move = dict(logged)
        try:
            if state.current != by or state.phase == "over":
                raise Refused(f"{where}: it is not {table.name(by)}'s turn")
            card = move.pop("card", None)
            action = rota_action(move)
            expected = world.held(by)
            if card not in expected:
                raise Refused(f"{where}: card {card} is not the tile {table.name(by)} has to play")
            index = opener(card)
            if index is None or ROTA_TILES[index] != action.tile:
                raise Refused(
                    f"{where}: {table.name(by)} placed {action.tile}, but card {card} is not that tile"
                )
            extra = state.in_extra_turn
            world.befores.append(state)
            state = rota_rules.apply(state, action)
            world.actions.append(action)
            world.placed.append((by, card))
            if extra:
                world.supply_count += 1
            else:
                world.hand_count[by] += 1
        except (AxioError, KeyError, TypeError) as err:
            if isinstance(err, Refused):
                raise
            raise Refused(f"{where}: {err}") from err
        world.state = state
    world.state = state


def held(world: Replay, seat: int) -> list[int]:
    """The hand tile's card, or in an extra turn the supply's next card (T7)."""
    n = world.table.players
    cards = []
    state = world.state
    if state is not None and state.in_extra_turn and state.current == seat:
        cards.append(4 + ROTA_STACK * n + world.supply_count)
    elif world.hand_count and world.hand_count[seat] < ROTA_STACK:
        cards.append(4 + ROTA_STACK * seat + world.hand_count[seat])
    return cards


def play(
    action: Action, world: Replay, seat: int, opener: Callable[[int], int | None]
) -> tuple[int | None, dict[str, Any]] | None:
    """The one card `seat` holds, if it is the placed tile."""
    if not isinstance(action, RotaPlace):
        return None
    cards = world.held(seat)
    card = cards[0] if cards and ROTA_TILES[opener(cards[0]) or 0] == action.tile else None
    return card, rota_move(action)


GAME = register(
    LinkGame(
        variant="rota",
        box=ROTA_TILES,
        shown=(0, 1, 2, 3),
        replay=replay_rota,
        held=held,
        play=play,
        keeps=lambda action, after, seat: False,
    )
)
