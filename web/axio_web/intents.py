"""What a screen asks of the app (not of the browser): `app.update` resolves these before the
effects reach the glue. A screen cannot save by itself, because saving needs the store image
and the save slot the app holds; it says what to save, and the app works out the writes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from axio_core.session import Session


@dataclass(frozen=True)
class SaveProgress:
    """Autosave the game on the table: everything a save needs, so saving never replays."""

    session: Session
    screen_state: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class NewGameStarted:
    """The table dealt a new game ("Play again"): it is saved as a new entry, not over the old."""


Intent = SaveProgress | NewGameStarted
