"""`suggest(view)`: a move for the player to act, and why, from that player's view only.

The suggestion is Strong's choice (strong.py), made on a stand-in state dealt in sorted order
from the view (determinize with no random source): two states that differ only in tiles the
player cannot see give the same view, so the same hint. The reasons are facts about the
suggested move that the interface puts into the game's words: what it does for the lowest
colour, the pyramids it earns, an extra turn, a named corner, and how much it takes from
the next player's best reply.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..actions import Action, AxioPlace, Exchange, RotaPlace
from ..axio.state import EXCHANGE, AxioState
from ..axio.view import AxioView
from ..components import Cell
from ..constants import COLORS
from ..errors import InvalidInput
from ..explain import Scoring
from ..game import State, View, explain, is_legal
from ..rota.view import RotaView
from . import exchange, strong
from .determinize import determinize
from .options import Option
from .policy import finish
from .threats import AxioReplies, RotaReplies, next_player

#: A block is named when it takes at least this much from the next player's expected reply.
BLOCK_WORTH = 1.0


@dataclass(frozen=True)
class Reason:
    """One fact about the suggested move. `kind`:

    "lowest"   raises the lowest colour `color` by `points`
    "points"   scores `points` in `color` (not the lowest)
    "pyramid"  closes a cell: its pyramid scores `points` in `color` (ruling A7)
    "named"    the empty corner is named `color`, worth `points` (ruling T6)
    "extra"    `color` reaches the cap: an extra turn (A10, T7)
    "block"    takes about `points` from player `player`'s best next move
    "exchange" / "keep"   the rack offer of ruling A11
    """

    kind: str
    color: str = ""
    points: int = 0
    player: int = -1


@dataclass(frozen=True)
class Hint:
    """The suggested action (legal for the view), the cells it covers, and why."""

    action: Action
    cells: tuple[Cell, ...]
    reasons: tuple[Reason, ...]


def suggest(view: View) -> Hint:
    """The hint for `view.player`, who must be the player to act with a decision to make."""
    if not isinstance(view, (AxioView, RotaView)) or view.player is None:
        raise InvalidInput("a hint is asked from a player's view")
    if view.current != view.player or view.phase not in ("place", EXCHANGE):
        raise InvalidInput("no decision to make now")
    state = determinize(view)  # sorted deal: depends on the view alone
    rng = random.Random("hint")
    if view.phase == EXCHANGE:
        assert isinstance(state, AxioState)
        choice = exchange.by_comparison(state, strong.best_gain, strong.EXCHANGE_SAMPLES, rng)
        kind = "exchange" if isinstance(choice, Exchange) else "keep"
        return Hint(choice, (), (Reason(kind),))
    ranked = strong.ranked(state)
    if not ranked:
        raise InvalidInput("no placement is possible")
    option = ranked[0][1]
    action = finish(state, option, "spoil", rng)
    assert is_legal(view, action)
    scoring = explain(view, action)
    reasons = _score_reasons(view, scoring)
    block = _block(state, ranked)
    if block is not None:
        reasons.append(block)
    return Hint(action, _cells(action), tuple(reasons))


def _cells(action: Action) -> tuple[Cell, ...]:
    if isinstance(action, AxioPlace):
        return tuple(action.cells)
    if isinstance(action, RotaPlace):
        return (action.at,)
    return ()


def _score_reasons(view: AxioView | RotaView, scoring: Scoring) -> list[Reason]:
    """Extra turns first, then the lowest colour, then pyramids and naming, then the rest."""
    scores = view.scores[view.current]
    low = min(scores)
    lowest = [c for c, s in zip(COLORS, scores, strict=True) if s == low]
    gains = dict(zip(COLORS, scoring.gains, strict=True))
    out = [Reason("extra", c) for c in scoring.reached]
    out += [Reason("lowest", c, gains[c]) for c in lowest if gains[c] > 0]
    pyramid: dict[str, int] = {}
    named: dict[str, int] = {}
    for part in scoring.parts:
        if part.kind == "pyramid":
            pyramid[part.color] = pyramid.get(part.color, 0) + part.points
        elif part.named:
            named[part.color] = named.get(part.color, 0) + part.points
    out += [Reason("pyramid", c, n) for c, n in pyramid.items() if n > 0]
    out += [Reason("named", c, n) for c, n in named.items() if n > 0]
    told = {r.color for r in out if r.kind == "lowest"}
    out += [Reason("points", c, gains[c]) for c in COLORS if gains[c] > 0 and c not in told]
    return out


def _block(state: State, ranked: list[tuple[float, Option]]) -> Reason | None:
    """How much the suggestion takes from the next player compared with the move that
    scores most for oneself (when they differ)."""
    replier = next_player(state.players, state.current)
    if replier is None or len(ranked) < 2:
        return None
    chosen = ranked[0][1]
    greedy = max((o for _, o in ranked), key=lambda o: sum(o.after) - sum(state.scores[state.current]))
    if greedy is chosen:
        return None
    replies: AxioReplies | RotaReplies
    if isinstance(state, AxioState):
        replies = AxioReplies(state, state.current)
    else:
        replies = RotaReplies(state, state.current)
    taken = replies.after(greedy) - replies.after(chosen)
    if taken < BLOCK_WORTH:
        return None
    return Reason("block", points=round(taken), player=replier)
