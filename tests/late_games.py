"""Games played some way in (and as `#record=` links): the positions the layout tests open.

A greedy player (the placement that moves the scoreboard most) fills the board as real games
do, and the same seed always gives the same position.
"""

from __future__ import annotations

from typing import Any

from axio_web.record_link import encode_record

from axio_core import AxioPlace, KeepRack, RotaPlace, game
from axio_core.session import Session

NAMES = ["Anna", "Beata", "Cem", "Dora"]


def greedy(session: Session) -> Any:
    """The placement with the most points (ties: the engine's order), else keep the rack."""
    state = session.state
    legal = session.legal_actions()
    places = [a for a in legal if isinstance(a, (AxioPlace, RotaPlace))]
    if not places:
        return KeepRack() if KeepRack() in legal else legal[0]
    return max(places, key=lambda a: sum(game.explain(state, a).gains))


def late_session(variant: str, players: int, placements: int, seed: int = 2) -> Session:
    """A game `placements` greedy moves in, stopped where the player to act has a tile to place."""
    session = Session.new(variant, NAMES[:players] if players > 1 else ["Solo"], seed)
    done = 0
    while done < placements and session.outcome() is None:
        action = greedy(session)
        session = session.play(action)
        done += isinstance(action, (AxioPlace, RotaPlace))
    while not any(isinstance(a, (AxioPlace, RotaPlace)) for a in session.legal_actions()):
        session = session.play(greedy(session))  # past an exchange choice: a tile to place
    return session


def link(session: Session) -> str:
    """The session as a `#record=` fragment (PAGE.md)."""
    return "#record=" + encode_record(session.to_record().to_json_obj())


def late_link(variant: str, players: int, placements: int, seed: int = 2) -> str:
    return link(late_session(variant, players, placements, seed))


def two_pyramids_to_move() -> tuple[Session, AxioPlace]:
    """A 4-player AXIO game where the supply of pyramids is empty and the placement to make
    closes two cells: two pyramids on the board must move (ruling A8)."""
    session = Session.new("axio", NAMES, 1)
    while session.outcome() is None:
        moves = [a for a in session.legal_actions() if isinstance(a, AxioPlace) and len(a.pyramids_from) >= 2]
        if session.state.pyramids_left == 0 and moves:
            return session, moves[0]
        session = session.play(greedy(session))
    raise AssertionError("no placement that moves two pyramids")
