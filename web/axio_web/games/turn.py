"""`Turn`: what a game plugin may know when it renders or answers input: one player's view.

The table builds it from `game.observe(state, player)` for the player whose turn is shown, or
`game.observe(state, None)` (nobody's tiles) under the cover, during a computer player's turn
and at the end. A plugin asks the engine its questions about that view (legal places, what a
placement scores): it never holds a state with hidden tiles (ARCHITECTURE.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Generic, TypeVar

from axio_core import Action, Scoring, View, game
from axio_core.session import Session

from ..storage.derived import Derives


@dataclass(frozen=True)
class Seen(Derives):
    """One view of a state and what every render and key asks of it: its legal actions
    (cached_property) and what a plugin derives from them (`derived`, e.g. the AXIO options),
    each computed once. The table keeps it per position (`Position`), so a tap recomputes none
    of it."""

    view: View

    @cached_property
    def legal_actions(self) -> tuple[Action, ...]:
        return tuple(game.legal_actions(self.view))


@dataclass(frozen=True)
class Position:
    """The session's state as the table shows it: the public view (cover, computer players,
    the end) and the view of the player to act, each made once. A table hands its position
    on from one table value to the next until the session changes (`Table.__post_init__`)."""

    session: Session

    @cached_property
    def public(self) -> Seen:
        return Seen(game.observe(self.session.state, None))

    @cached_property
    def to_act(self) -> Seen:
        return Seen(game.observe(self.session.state, self.session.to_act))

    def seen_by(self, viewer: int | None) -> Seen:
        """The view of `viewer` (None: the public one); only the player to act looks."""
        if viewer is None:
            return self.public
        if viewer == self.session.to_act:
            return self.to_act
        return Seen(game.observe(self.session.state, viewer))


#: The kind of view a turn holds: one game's (AxioView, RotaView), or either (the table's).
V = TypeVar("V", bound=View)


@dataclass(frozen=True)
class Turn(Generic[V]):
    """`view`: the view shown (`view.player` None: the public view, render no secret).
    `names`: the players' names in turn order. `just_reached`: the colours that reached the
    cap with the action just played (the "AXIO!" moment: the extra turn it earns is on).
    `recent`: the placements since the player to act last acted, marked on the board with
    their player's number (PAGE.md `data-recent-player`) until that player's first action.
    `landed`: the last placement and its scoring: its points rise from the board once.
    `since`: the placements since the player to act last acted, marked or not (the table's):
    the board draws each as a region of its own, so that the marks going at the player's first
    action redraw those tiles, not the board."""

    view: V
    names: tuple[str, ...]
    just_reached: tuple[str, ...] = ()
    recent: tuple[tuple[int, Action], ...] = ()  # (player, placement) since the viewer last acted
    landed: tuple[Action, Scoring, int] | None = None  # the last placement, its points, its number
    since: tuple[tuple[int, Action], ...] = ()  # (player, placement): `recent`, also once unmarked
    shared: Seen | None = field(default=None, compare=False, repr=False)  # the table's, for `view`

    @cached_property
    def seen(self) -> Seen:
        """`view` with what is derived from it: the table's own (kept while the position is on
        the table), else made for this turn (a replay's board, a test)."""
        return self.shared if self.shared is not None else Seen(self.view)

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
        return self.seen.legal_actions

    def explain(self, action: Action) -> Scoring:
        """What `action` would score, asked of the engine from the view (raises if illegal);
        once per view (the board, the controls and the words of a tap ask the same)."""
        return self.seen.derived(_explain, action)


def _explain(seen: Seen, action: Action) -> Scoring:
    return game.explain(seen.view, action)
