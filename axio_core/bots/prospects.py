"""What each colour can still gain: the Expert's judgement of a position in the look-ahead.

Only the lowest colour counts at the end (R1), but a colour that is low now can still be
raised by the placements a player has left. So a scoreboard is judged by where it can get:
the player's remaining placements bring about `reach` points each (a share of the ~3.3 raw
points an average placement scores, the share a player can steer to the colours they
need), poured into the lowest colours first, as water fills the lowest vessels, none
above the cap. The soft minimum of that filled scoreboard (utility.softmin) is the value.
With no placements left it is the plain soft minimum of the scores: the game's own verdict.

    >>> [round(x, 2) for x in waterfill((2, 5, 5, 9, 9), 4.0, 12)]
    [5.33, 5.33, 5.33, 9, 9]
    >>> waterfill((2, 5, 5, 9, 9), 0.0, 12)
    (2, 5, 5, 9, 9)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..game import State
from ..registry import game_of
from .game_bots import bots_for
from .utility import softmin


def placements_left(state: State, player: int) -> float:
    """About how many placements `player` still makes (own turns; extra turns aside).

    Rota: the hand tile and the own stack (T3, T9), public counts. AXIO: the tiles the player
    can still get (rack and a share of the bag) or the room on the board, whichever is less
    (A13); two empty cells per tile, a few lost to holes.
    """
    return bots_for(state).placements_left(state, player)


def waterfill(scores: Sequence[float], points: float, cap: int) -> tuple[float, ...]:
    """`scores` with `points` added to the lowest colours first, level by level, none above
    `cap`: the scoreboard a player steering every point to their lowest colour could reach."""
    if points <= 0:
        return tuple(scores)
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    level = float(scores[order[0]])
    left = points
    k = 1  # colours at the current level
    while left > 0:
        nxt = float(scores[order[k]]) if k < len(order) else float(cap)
        nxt = min(nxt, float(cap))
        need = (nxt - level) * k
        if need >= left:
            level += left / k
            break
        left -= need
        level = nxt
        if level >= cap:
            break
        k += 1
    return tuple(max(float(s), min(level, float(cap))) if s < level else s for s in scores)


def cap_of(state: State) -> int:
    return game_of(state).cap


def prospect(state: State, player: int, reach: float, scores: Sequence[int] | None = None) -> float:
    """The soft minimum `player` can still reach from here (see the module docstring);
    `scores` stands in for the player's scores (a colour still to be named)."""
    scores = state.scores[player] if scores is None else scores
    if reach <= 0 or state.phase == "over":
        return softmin(scores)
    return softmin(waterfill(scores, reach * placements_left(state, player), cap_of(state)))
