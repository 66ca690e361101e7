"""One entry point for both games: each call goes to the rules of the state's game.

The questions a player asks (legal_actions, is_legal, explain) are answered from a state or
from that player's view (`observe`): the interface and the bots never need the hidden tiles.

    >>> from axio_core import game
    >>> s = game.new_game("rota", players=2, seed=7)
    >>> s = game.apply(s, game.legal_actions(s)[0])
    >>> game.outcome(s) is None
    True
"""

from __future__ import annotations

import random
from typing import Any

from .actions import Action, AxioPlace, Draw, RotaPlace
from .axio import rules as axio_rules
from .axio.state import AxioState
from .axio.view import AxioView
from .axio.view import observe as axio_observe
from .errors import InvalidInput
from .explain import Scoring
from .ranking import Outcome
from .rota import rules as rota_rules
from .rota.state import RotaState
from .rota.view import RotaView
from .rota.view import observe as rota_observe

State = AxioState | RotaState
View = AxioView | RotaView
#: A state, or one player's view of it: what the questions below can be asked of.
Position = State | View
VARIANTS = ("axio", "rota")
CHANCE = axio_rules.CHANCE


def variant_of(state: Position) -> str:
    return "axio" if isinstance(state, (AxioState, AxioView)) else "rota"


def new_game(variant: str, players: int, seed: int | str) -> State:
    """A new game of `variant` ("axio" or "rota") for 1-4 players, shuffled by `seed`."""
    if variant == "axio":
        return axio_rules.new_game(players, seed)
    if variant == "rota":
        return rota_rules.new_game(players, seed)
    raise InvalidInput(f"unknown game {variant!r}: expected 'axio' or 'rota'")


def legal_actions(state: Position) -> list[Any]:
    """The decisions open to the player to act, in a fixed order (empty for chance / over,
    and for a view of anyone but the player to act)."""
    if isinstance(state, (AxioState, AxioView)):
        return list(axio_rules.legal_actions(state))
    return list(rota_rules.legal_actions(state))


def is_legal(state: Position, action: Action) -> bool:
    if isinstance(state, (AxioState, AxioView)):
        return not isinstance(action, RotaPlace) and axio_rules.is_legal(state, action)
    return isinstance(action, RotaPlace) and rota_rules.is_legal(state, action)


def apply(state: State, action: Action) -> State:
    """The state after `action`. Illegal actions raise and change nothing (D1)."""
    if isinstance(state, AxioState):
        if isinstance(action, RotaPlace):
            raise InvalidInput("a Rota placement cannot be played in AXIO")
        return axio_rules.apply(state, action)
    if not isinstance(action, RotaPlace):
        raise InvalidInput(f"{type(action).__name__} cannot be played in AXIO Rota")
    return rota_rules.apply(state, action)


def check(state: Position, action: Action) -> None:
    """Raise the error `apply` would raise for `action` (the reason it is refused), or nothing."""
    if isinstance(state, (AxioState, AxioView)):
        if isinstance(action, RotaPlace):
            raise InvalidInput("a Rota placement cannot be played in AXIO")
        axio_rules.check(state, action)
    elif not isinstance(action, RotaPlace):
        raise InvalidInput(f"{type(action).__name__} cannot be played in AXIO Rota")
    else:
        rota_rules.explain(state, action)  # the checks of a placement, nothing else


def explain(state: Position, action: Action) -> Scoring:
    """A placement's points and where they come from, without playing it."""
    if isinstance(state, (AxioState, AxioView)) and isinstance(action, AxioPlace):
        return axio_rules.explain(state, action)
    if isinstance(state, (RotaState, RotaView)) and isinstance(action, RotaPlace):
        return rota_rules.explain(state, action)
    raise InvalidInput(f"{type(action).__name__} is not a placement of this game")


def observe(state: State, player: int | None) -> View:
    """What `player` may see: never another player's rack or hand, nor any order of the bag.
    `player` None: what everyone at the table may see (no rack or hand at all)."""
    if player is not None and not 0 <= player < state.players:
        raise InvalidInput(f"there is no player {player}")
    if isinstance(state, AxioState):
        return axio_observe(state, player)
    return rota_observe(state, player)


def outcome(state: State) -> Outcome | None:
    if isinstance(state, AxioState):
        return axio_rules.outcome(state)
    return rota_rules.outcome(state)


def to_act(state: State) -> int | None:
    """The player to act, CHANCE (-1) for a pending draw, or None once the game is over."""
    if isinstance(state, AxioState):
        return axio_rules.to_act(state)
    return rota_rules.to_act(state)


def sample_chance(state: State, rng: random.Random) -> Draw:
    """The chance action due now (an AXIO draw from the bag), drawn with `rng`."""
    if not isinstance(state, AxioState):
        raise InvalidInput("AXIO Rota has no chance actions after the deal")
    return axio_rules.sample_draw(state, rng)
