"""Finished two-player games for the review's browser tests and its benchmark."""

from __future__ import annotations

from typing import Any

from axio_core.bots import choose_in
from axio_core.session import Session


def finished_record(variant: str, seed: int = 5) -> dict[str, Any]:
    """A whole game between Strong and Casual, as a record (JSON object)."""
    session = Session.new(variant, ["Anna", "Beata"], seed, ("strong", "casual"))
    while session.outcome() is None:
        session = session.play(choose_in(session))
    return session.to_record().to_json_obj()


def placements(record: dict[str, Any]) -> list[int]:
    """The indices of the record's moves that are placements."""
    return [i for i, move in enumerate(record["moves"]) if "place" in move]
