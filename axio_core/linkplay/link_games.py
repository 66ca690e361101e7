"""What a game by links needs of one game, registered per game as its rules are (registry.py):
chain.py and device.py ask `link_game(variant)`, never which game it is.

axio_links.py (racks and a bag, the exchange's reshuffle) and rota_links.py (the display, the
stacks, the supply) each register one `LinkGame`; linkplay/__init__.py imports them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..actions import Action
    from .chain import Opener, Replay, Table


@dataclass(frozen=True)
class LinkGame:
    """One game's cards and moves in a chain of links (docs/LINKS.md)."""

    variant: str
    box: tuple[str, ...]  # every tile, in the order of the cards of the first deck
    shown: tuple[int, ...]  # cards everyone sees once dealt (Rota's display): shares come with proofs
    replay: Callable[[Table, Replay, Opener], None]  # the moves walked through the engine
    held: Callable[[Replay, int], list[int]]  # the cards a seat holds and may look at
    #: The card a seat's placement plays from what it holds, and the move as a record writes
    #: it; (None, move) if it holds no such tile, None if `action` is no placement.
    play: Callable[[Action, Replay, int, Opener], tuple[int | None, dict[str, Any]] | None]
    #: The placement ended the turn and no exchange is offered (AXIO, A11): the link says "keep".
    keeps: Callable[[Action, Any, int | None], bool]
    exchange: Action | None = None  # the answer taking an offered exchange (A11), if the game has one
    keep: Action | None = None  # the answer declining it


_GAMES: dict[str, LinkGame] = {}


def register(game: LinkGame) -> LinkGame:
    _GAMES[game.variant] = game
    return game


def known(variant: Any) -> bool:
    return isinstance(variant, str) and variant in _GAMES


def link_game(variant: str) -> LinkGame:
    return _GAMES[variant]
