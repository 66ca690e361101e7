"""What the bots and the game review need of one game, registered per game as its rules are
(registry.py): shared code (options, greedy, strong, expert, hint, review) asks
`bots_for(position)` or `bots_for_action(action)`, never which class it holds.

axio_bots.py and rota_bots.py each register one `GameBots`; bots/__init__.py imports them
before anything else, so every bot module finds both games registered. A new game adds one
such module and one import there.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..registry import game_of, game_of_action

if TYPE_CHECKING:
    from ..actions import Action
    from ..components import Cell
    from ..scores import Scores
    from .options import Option


class Replies(Protocol):
    """The next player's expected best reply once an option is on the board (threats.py)."""

    def after(self, option: Option) -> float: ...


@dataclass(frozen=True)
class RackOffer:
    """A game's offer to exchange the whole rack (AXIO, ruling A11): its two answers and the
    bots' ways to judge them (exchange.py). A game without one has `rack_offer` None."""

    take: Action
    keep: Action
    by_comparison: Callable[[Any, Callable[[Any], float], int, random.Random], Action]
    by_rack_value: Callable[[Any, int, random.Random], Action]
    rack_values: Callable[[Any, int, random.Random], tuple[float, float] | None]


@dataclass(frozen=True)
class GameBots:
    """One game's part of the bots. The functions take a state of this game (a view for
    `determinize` and `unseen`, an action for `cells`, `names` and `move_key`)."""

    variant: str
    determinize: Callable[[Any, random.Random | None], Any]  # a view's hidden tiles dealt
    unseen: Callable[[Any], tuple[str, ...]]  # the tiles a view's player cannot see
    options: Callable[[Any], list[Option]]  # every placement of the player to act
    capped: Callable[[Any, int, Scores], tuple[Scores, int]]  # the scoreboard after raw points
    finish: Callable[[Any, Option, str, random.Random], Action]  # an option made a legal action
    greedy: Callable[[Any], tuple[Action, float]]  # the look-ahead's quick move and its work
    replies: Callable[[Any, int], Replies]  # the next player's replies after a mover's option
    placements_left: Callable[[Any, int], float]  # a player's placements still to come
    reply_raws: Callable[[Any, int, Sequence[str]], Iterator[Scores]]  # a player's placements of tiles
    cells: Callable[[Action], tuple[Cell, ...]]  # the cells a placement covers
    board_key: Callable[[Option], object]  # equal for options that leave the same board
    names: Callable[[Action], bool]  # the placement names a colour (Rota, T6)
    move_key: Callable[[Action], object]  # equal for one placement however it is written
    rack_offer: RackOffer | None = None


_BOTS: dict[str, GameBots] = {}


def register(bots: GameBots) -> GameBots:
    _BOTS[bots.variant] = bots
    return bots


def bots_for(position: Any) -> GameBots:
    """The bots' part of the game a state or view belongs to."""
    return _BOTS[game_of(position).variant]


def bots_for_action(action: Any) -> GameBots:
    """The bots' part of the game whose action `action` is."""
    return _BOTS[game_of_action(action).variant]


def rack_offer(position: Any) -> RackOffer:
    """The game's rack offer: asked only in its exchange phase, which only such a game has."""
    offer = bots_for(position).rack_offer
    assert offer is not None, f"{game_of(position).title} offers no exchange"
    return offer
