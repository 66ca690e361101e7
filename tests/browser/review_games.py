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


def people_record(variant: str = "rota", seed: int = 6) -> dict[str, Any]:
    """Two people, Anna playing her worst immediate move (mistakes to practise), Bo as Casual
    (tests/test_review_puzzles.py plays the same game)."""
    from tests.review_support import people_game

    return people_game(variant, seed).to_record().to_json_obj()


def near_end_record(variant: str, players: int, seed: int = 2) -> dict[str, Any]:
    """A greedy game of people one placement from its end, whose last mover is the computer:
    the link opens the table, the computer plays that placement, and the end panel shows."""
    from axio_core.actions import AxioPlace, RotaPlace
    from axio_core.records import replay
    from tests.late_games import NAMES
    from tests.play_support import greedy

    session = Session.new(variant, NAMES[:players], seed)
    while session.outcome() is None:
        session = session.play(greedy(session))
    record = session.to_record().to_json_obj()
    replayed = replay(session.to_record())
    last = max(i for i, a in enumerate(replayed.actions) if isinstance(a, (AxioPlace, RotaPlace)))
    seats: list[str | None] = [None] * players
    seats[replayed.states[last].current] = "casual"
    record["moves"] = record["moves"][: replayed.move_of_action[last] - 1]
    record.setdefault("meta", {})["seats"] = seats
    return record
