"""AXIO in a game by links (link_games.py): racks of five cards and a bag; a draw takes the
bag's next cards; an exchange (A11) shows the rack, and the shown cards go back into the bag,
which every seat then reshuffles. A card this device cannot open is stood in for by a tile
that leaves every card it knows its own (as a bot's sampled world, bots/determinize.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from .. import game
from ..actions import Action, AxioPlace, Draw, Exchange, KeepRack
from ..axio import rules as axio_rules
from ..axio.notation import action_from_move as axio_action
from ..axio.notation import move_of as axio_move
from ..axio.state import EXCHANGE, OVER, AxioState
from ..components import AXIO_TILES, canonical_axio_tile
from ..constants import AXIO_RACK
from ..errors import AxioError
from .chain import Opener, Refused, Replay, Table, link_name
from .link_games import LinkGame, register


def _axio_fill(cards: list[int], undrawn: list[int], opener: Opener, bag: Counter[str]) -> list[str]:
    """The tiles of drawn cards: their own where known, else stand-ins that leave every known
    card still undrawn (`undrawn`, the drawn ones included) its tile."""
    if all(opener(c) is not None for c in cards):
        return [AXIO_TILES[opener(c) or 0] for c in cards]  # no stand-in: no undrawn card asked
    reserved = Counter(AXIO_TILES[i] for i in (opener(c) for c in undrawn) if i is not None)
    if reserved - bag:
        raise Refused("the cards hold a tile more often than the bag does")
    free = bag - reserved
    tiles = []
    for c in cards:
        i = opener(c)
        if i is not None:
            tiles.append(AXIO_TILES[i])
            continue
        if not free:
            raise Refused("more tiles are drawn than the bag holds")
        tile = min(free)
        free[tile] -= 1
        free += Counter()  # drop the zeros
        tiles.append(tile)
    return tiles


def _make_room(state: AxioState, world: Replay, opener: Opener, fills: dict[int, str]) -> AxioState:
    """Before a draw: a known card's tile that a stand-in took (a tile this device could not
    see, given to another rack earlier) goes back to the bag, the stand-in takes another."""
    if not fills:
        return state  # no stand-in on any rack (at the end: every card open), so no card to ask
    reserved = Counter(AXIO_TILES[i] for i in (opener(c) for c in world.bag) if i is not None)
    need = reserved
    bag = Counter(state.bag)
    racks = [list(r) for r in state.racks]
    for tile, count in need.items():
        while bag[tile] < count:
            spare = sorted((bag - reserved).elements())
            holder = next(
                ((seat, c) for seat, rack in enumerate(world.racks) for c in rack if fills.get(c) == tile),
                None,
            )
            if holder is None or not spare:
                raise Refused(f"tile {tile} is drawn more often than the box holds it")
            seat, card = holder
            other = spare[0]
            racks[seat].remove(tile)
            racks[seat].append(other)
            fills[card] = other
            bag[tile] += 1
            bag[other] -= 1
    if racks == [list(r) for r in state.racks]:
        return state
    return replace(state, racks=tuple(tuple(sorted(r)) for r in racks), bag=tuple(sorted(bag.elements())))


def replay_axio(table: Table, world: Replay, opener: Opener) -> None:
    n = table.players
    world.racks = [list(range(AXIO_RACK * k, AXIO_RACK * (k + 1))) for k in range(n)]
    world.bag = list(range(AXIO_RACK * n, table.count))
    racks: list[list[str]] = []
    everything = Counter(AXIO_TILES)
    for k in range(n):
        undrawn = [c for j in range(k, n) for c in world.racks[j]] + world.bag
        racks.append(_axio_fill(world.racks[k], undrawn, opener, everything))
        everything -= Counter(racks[-1])
        world.draws.append((k, list(world.racks[k])))
    fills = {
        c: t for k in range(n) for c, t in zip(world.racks[k], racks[k], strict=True) if opener(c) is None
    }
    try:
        state: AxioState = axio_rules.from_racks(n, racks)
    except AxioError as err:  # racks all open (the end): the deal holds a tile too often
        raise Refused("the cards hold a tile more often than the bag does") from err
    world.start = state

    def act(action: Action) -> None:
        nonlocal state
        world.befores.append(state)
        state = axio_rules.apply(state, action)  # type: ignore[arg-type]
        world.actions.append(action)

    def resolve() -> None:
        nonlocal state
        while state.phase == "draw" and world.settled:
            cards = world.bag[: state.draw_count]
            state = _make_room(state, world, opener, fills)
            tiles = _axio_fill(cards, world.bag, opener, Counter(state.bag))
            for c, t in zip(cards, tiles, strict=True):
                if opener(c) is None:
                    fills[c] = t
            del world.bag[: len(cards)]
            world.racks[state.current].extend(cards)
            world.draws.append((state.current, cards))
            act(Draw(tuple(tiles)))

    for n_link, by, logged in table.log:
        where = link_name(table, n_link, by)
        move = dict(logged)
        if "rebag" in move:
            world.bag = list(move["rebag"])
            world.settled = True
            resolve()
            continue
        if not world.settled:
            raise Refused(f"{where}: the bag is being reshuffled")
        try:
            if state.phase == OVER and state.end_reason == "no_placement" and state.current == by:
                state = replace(state, phase="place", end_reason=None)  # its holder knows better
            if game.to_act(state) != by:
                raise Refused(f"{where}: it is not {table.name(by)}'s turn")
            if "exchange" in move:
                for c in world.racks[by]:
                    if opener(c) is None:
                        raise Refused(f"{where}: the rack shown for the exchange is not open")
                shown = list(world.racks[by])
                act(Exchange())
                world.racks[by] = []
                resolve()
                world.bag.extend(shown)
                world.settled = False
            else:
                card = move.pop("card", None)
                keep = move.pop("keep", False)
                action = axio_action(move)
                if not isinstance(action, AxioPlace):
                    raise Refused(f"{where}: {move} is not a move of the game")
                if card is None:
                    raise Refused(f"{where}: the placement names no card")
                if card not in world.racks[by]:
                    raise Refused(f"{where}: card {card} is not on {table.name(by)}'s rack")
                index = opener(card)
                if index is None or AXIO_TILES[index] != canonical_axio_tile(action.tile):
                    raise Refused(
                        f"{where}: {table.name(by)} placed {action.tile}, but card {card} is not that tile"
                    )
                act(action)
                world.racks[by].remove(card)
                world.placed.append((by, card))
                if keep is True and state.phase == EXCHANGE:
                    act(KeepRack())  # the turn ended without an exchange, whatever stand-ins say
            resolve()
        except (AxioError, KeyError, TypeError) as err:
            if isinstance(err, Refused):
                raise
            raise Refused(f"{where}: {err}") from err
    world.state = state


def held(world: Replay, seat: int) -> list[int]:
    return list(world.racks[seat]) if world.racks else []


def play(
    action: Action, world: Replay, seat: int, opener: Callable[[int], int | None]
) -> tuple[int | None, dict[str, Any]] | None:
    """The card on `seat`'s rack that holds the placed tile (either way round)."""
    if not isinstance(action, AxioPlace):
        return None
    want = canonical_axio_tile(action.tile)
    card = next(
        (c for c in world.racks[seat] if AXIO_TILES[opener(c) or 0] == want and opener(c) is not None), None
    )
    return card, axio_move(action) or {}


def keeps(action: Action, after: AxioState | None, seat: int | None) -> bool:
    """This placement ends the turn with no exchange offered (A11): the others, who cannot
    see the rack, learn it from the link."""
    return (
        isinstance(action, AxioPlace)
        and after is not None
        and after.phase != EXCHANGE
        and (after.current != seat or after.phase == "draw")
    )


GAME = register(
    LinkGame(
        variant="axio",
        box=AXIO_TILES,
        shown=(),
        replay=replay_axio,
        held=held,
        play=play,
        keeps=keeps,
        exchange=Exchange(),
        keep=KeepRack(),
    )
)
