"""One entry point for both games: each call goes to the rules of the game its state or view
belongs to, found in the registry (registry.py), never by asking which class it is.

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

from .actions import Action, Draw
from .axio import game_type as _axio  # registers AXIO
from .axio import rules as axio_rules
from .axio.state import AxioState
from .axio.view import AxioView
from .errors import InvalidInput, Why
from .explain import Scoring
from .ranking import Outcome
from .registry import GameType, game_named, game_of, variants
from .rota import game_type as _rota  # registers AXIO Rota
from .rota.state import RotaState
from .rota.view import RotaView

State = AxioState | RotaState
View = AxioView | RotaView
#: A state, or one player's view of it: what the questions below can be asked of.
StateOrView = State | View
VARIANTS = variants()
CHANCE = axio_rules.CHANCE
assert (_axio.GAME.variant, _rota.GAME.variant) == VARIANTS


def variant_of(state: StateOrView) -> str:
    return game_of(state).variant


def new_game(variant: str, players: int, seed: int | str) -> State:
    """A new game of `variant` ("axio" or "rota") for 1-4 players, shuffled by `seed`."""
    result: State = game_named(variant).new_game(players, seed)
    return result


def legal_actions(state: StateOrView) -> list[Any]:
    """The decisions open to the player to act, in a fixed order (empty for chance / over,
    and for a view of anyone but the player to act)."""
    return list(game_of(state).legal_actions(state))


def is_legal(state: StateOrView, action: Action) -> bool:
    rules = game_of(state)
    return isinstance(action, rules.actions) and rules.is_legal(state, action)


def _of_game(rules: GameType, action: Action) -> GameType:
    """`rules`, if `action` is one of its actions; else the refusal."""
    if not isinstance(action, rules.actions):
        raise InvalidInput(
            f"{type(action).__name__} cannot be played in {rules.title}", Why.WRONG_GAME, game=rules.variant
        )
    return rules


def apply(state: State, action: Action) -> State:
    """The state after `action`. Illegal actions raise and change nothing (D1)."""
    after: State = _of_game(game_of(state), action).apply(state, action)
    return after


def check(state: StateOrView, action: Action) -> None:
    """Raise the error `apply` would raise for `action` (the reason it is refused), or nothing."""
    _of_game(game_of(state), action).check(state, action)


def explain(state: StateOrView, action: Action) -> Scoring:
    """A placement's points and where they come from, without playing it."""
    rules = game_of(state)
    if not isinstance(action, rules.placement):
        raise InvalidInput(f"{type(action).__name__} is not a placement of this game", Why.NOT_A_PLACEMENT)
    return rules.explain(state, action)


def observe(state: State, player: int | None) -> View:
    """What `player` may see: never another player's rack or hand, nor any order of the bag.
    `player` None: what everyone at the table may see (no rack or hand at all)."""
    if player is not None and not 0 <= player < state.players:
        raise InvalidInput(f"there is no player {player}", Why.NO_SUCH_PLAYER, player=player)
    view: View = game_of(state).observe(state, player)
    return view


def outcome(state: State) -> Outcome | None:
    return game_of(state).outcome(state)


def to_act(state: State) -> int | None:
    """The player to act, CHANCE (-1) for a pending draw, or None once the game is over."""
    return game_of(state).to_act(state)


def sample_chance(state: State, rng: random.Random) -> Draw:
    """The chance action due now (an AXIO draw from the bag), drawn with `rng`."""
    rules = game_of(state)
    if rules.sample_chance is None:
        raise InvalidInput(
            f"{rules.title} has no chance actions after the deal", Why.NO_CHANCE, game=rules.variant
        )
    draw: Draw = rules.sample_chance(state, rng)
    return draw
