"""`Turn`: what a game plugin may know when it renders or answers input: one player's view.

The table builds it from `game.observe(state, player)` for the player whose turn is shown, or
`game.observe(state, None)` (nobody's tiles) under the cover, during a computer player's turn
and at the end. A plugin asks the engine its questions about that view (legal places, what a
placement scores): it never holds a state with hidden tiles (ARCHITECTURE.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from axio_core import Action, Scoring, View, game

# The legal actions of the view on screen, computed once per view: the plugin asks on every
# render and key press. Identity, not equality: comparing views costs more than it saves.
_legal_memo: list[Any] = [None, ()]


@dataclass(frozen=True)
class Turn:
    """`view`: the view shown (`view.player` None: the public view, render no secret).
    `names`: the players' names in turn order. `just_reached`: the colours that reached the
    cap with the action just played (the "AXIO!" moment: the extra turn it earns is on).
    `recent`: the placements since the player to act last acted, marked on the board with
    their player's number (PAGE.md `data-recent-player`) until that player's first action.
    `landed`: the last placement and its scoring: its points rise from the board once."""

    view: View
    names: tuple[str, ...]
    just_reached: tuple[str, ...] = ()
    recent: tuple[tuple[int, Action], ...] = ()  # (player, placement) since the viewer last acted
    landed: tuple[Action, Scoring, int] | None = None  # the last placement, its points, its number

    @property
    def is_public(self) -> bool:
        return self.view.player is None

    @property
    def player(self) -> int:
        """Whose turn the table shows: the player to act (the last one to act at the end)."""
        return self.view.current

    @property
    def is_over(self) -> bool:
        return self.view.phase == "over"

    def legal_actions(self) -> tuple[Action, ...]:
        """The decisions open to the viewer now (empty for the public view, or not their turn)."""
        if _legal_memo[0] is not self.view:
            _legal_memo[0], _legal_memo[1] = self.view, tuple(game.legal_actions(self.view))
        return _legal_memo[1]

    def explain(self, action: Action) -> Scoring:
        """What `action` would score, asked of the engine from the view (raises if illegal)."""
        return game.explain(self.view, action)
