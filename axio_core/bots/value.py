"""A placement's worth to the player who makes it, in points of the lowest colour."""

from __future__ import annotations

from ..game import State
from ..registry import game_of
from ..scores import Scores
from .options import capped
from .utility import softmin

#: An extra turn (A10, T7) is worth about one more good placement.
EXTRA_TURN = 1.0
#: Every colour at the cap wins at once (R2).
INSTANT_WIN = 100.0


class Gain:
    """ΔU of raw points for one player on this state's scoreboard, memoised (a board scan
    meets only a few distinct raw point vectors)."""

    def __init__(self, state: State, player: int) -> None:
        self.state = state
        self.player = player
        self.before = softmin(state.scores[player])
        self.cap = game_of(state).cap
        self._memo: dict[Scores, float] = {}

    def __call__(self, raw: Scores) -> float:
        found = self._memo.get(raw)
        if found is None:
            after, reached = capped(self.state, self.player, raw)
            found = softmin(after) - self.before + EXTRA_TURN * reached
            if reached and min(after) >= self.cap:
                found += INSTANT_WIN
            self._memo[raw] = found
        return found
