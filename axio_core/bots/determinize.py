"""From a player's view to a full engine state: hidden tiles filled in by sampling.

Bots decide from `game.observe(state, player)` only (ARCHITECTURE.md). To ask the engine for
legal actions and scores they need a whole state, so the tiles the viewer cannot see (other
racks or hands, the bag, the stacks, the supply) are dealt out of the unseen tiles. With
`rng=None` they are dealt in sorted order: one fixed stand-in, for decisions that use only
public information. The result depends on the view and `rng` alone, never on the real
hidden tiles, which is what makes every bot's decision independent of them.
"""

from __future__ import annotations

import random
from collections import Counter

from ..axio.state import EXCHANGE, AxioState
from ..axio.view import TURN_END, AxioView
from ..components import ROTA_TILES
from ..game import State, View
from ..rota.geometry import canonical
from ..rota.state import RotaState
from ..rota.view import RotaView
from .game_bots import bots_for


def determinize(view: View, rng: random.Random | None = None) -> State:
    """A state consistent with `view`; hidden tiles shuffled by `rng` (sorted if None)."""
    state: State = bots_for(view).determinize(view, rng)  # axio_state, rota_state below
    return state


def _deal(tiles: tuple[str, ...], rng: random.Random | None) -> list[str]:
    dealt = list(tiles)
    if rng is not None:
        rng.shuffle(dealt)
    return dealt


def axio_state(view: AxioView, rng: random.Random | None = None) -> AxioState:
    """Other racks and the bag from `view.unseen_tiles()` (racks and bag are sorted multisets)."""
    hidden = _deal(view.unseen_tiles(), rng)
    racks = []
    for p, size in enumerate(view.rack_sizes):
        if p == view.player:
            racks.append(view.rack)
        else:
            racks.append(tuple(sorted(hidden[:size])))
            del hidden[:size]
    bag = tuple(sorted(hidden[: view.bag_count]))
    # After an exchange the shown tiles are out of the bag until the draw (A11).
    returning = tuple(sorted(hidden[view.bag_count :]))
    return AxioState(
        players=view.players,
        board=view.board,
        placed=view.placed,
        racks=tuple(racks),
        bag=bag,
        scores=view.scores,
        pyramids_left=view.pyramids_left,
        has_placed=view.has_placed,
        current=view.current,
        phase=EXCHANGE if view.phase == TURN_END else view.phase,  # another player's exchange choice
        extra_turns=view.extra_turns,
        in_extra_turn=view.in_extra_turn,
        draw_count=view.draw_count,
        returning=returning,
        end_reason=view.end_reason,
        instant_winner=_instant_winner(view),
    )


def _instant_winner(view: AxioView | RotaView) -> int | None:
    if view.end_reason != "instant_win":
        return None
    return view.current


def rota_unseen(view: RotaView) -> tuple[str, ...]:
    """Rota tiles `view.player` cannot see, each in its canonical rotation, sorted.

    All 60 tiles minus the display, the own hand and the supply tile being played (T8).
    """
    left = Counter(canonical(t) for t in ROTA_TILES)
    left.subtract(canonical(t.tile) for t in view.display)
    seen = [view.hand] if view.hand is not None else []
    if view.in_extra_turn and view.tile_to_play is not None:
        seen.append(view.tile_to_play)
    left.subtract(canonical(t) for t in seen)
    return tuple(sorted(left.elements()))


def rota_state(view: RotaView, rng: random.Random | None = None) -> RotaState:
    """Other hands, every stack (the own one too: it is face down) and the supply."""
    hidden = _deal(rota_unseen(view), rng)
    supply_tile = view.tile_to_play if view.in_extra_turn else None
    if view.in_extra_turn and supply_tile is None:
        supply_tile = hidden.pop()
    spare = len(hidden) - sum(view.stack_sizes) - view.supply_count
    holders = _hand_holders(view, spare)
    hands: list[str | None] = []
    for p in range(view.players):
        if p == view.player:
            hands.append(view.hand)
        elif p in holders:
            hands.append(hidden.pop())
        else:
            hands.append(None)
    stacks = []
    for size in view.stack_sizes:
        stacks.append(tuple(hidden[:size]))
        del hidden[:size]
    return RotaState(
        players=view.players,
        display=view.display,
        hands=tuple(hands),
        stacks=tuple(stacks),
        supply=tuple(hidden),
        scores=view.scores,
        current=view.current,
        phase=view.phase,
        supply_tile=supply_tile,
        extra_turns=view.extra_turns,
        end_reason=view.end_reason,
        instant_winner=_instant_winner(view),
    )


def _hand_holders(view: RotaView, count: int) -> set[int]:
    """Which other players hold a hand tile: `count` of them, as the tile count says.

    A player with tiles left in their stack always holds one (T3, T7). Of those whose stack
    is empty, the ones next to play this round still hold their last tile. A player in an
    extra turn has already played their hand tile.
    """
    order = [(view.current + k) % view.players for k in range(view.players)]
    order = [p for p in order if p != view.player and not (view.in_extra_turn and p == view.current)]
    holders = [p for p in order if view.stack_sizes[p] > 0]
    holders += [p for p in order if view.stack_sizes[p] == 0]
    return set(holders[: max(0, count)])
