"""Players for tests: how a test picks its moves when the moves themselves are not the point."""

from __future__ import annotations

from typing import Any

from axio_core import AxioPlace, KeepRack, RotaPlace, game
from axio_core.session import Session


def greedy(session: Session) -> Any:
    """A decent player: the placement with the most points (ties: the engine's order), else
    keep the rack. Rota offers placements only, so there it is always a RotaPlace."""
    state = session.state
    legal = session.legal_actions()
    places = [a for a in legal if isinstance(a, (AxioPlace, RotaPlace))]
    if not places:
        return KeepRack() if KeepRack() in legal else legal[0]
    return max(places, key=lambda a: sum(game.explain(state, a).gains))
