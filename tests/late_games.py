"""Games played some way in (and as `#record=` links): the positions the layout tests open.

A greedy player (the placement that moves the scoreboard most) fills the board as real games
do, and the same seed always gives the same position.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from axio_web.runtime.record_link import encode_record

from axio_core import Action, AxioPlace, RotaPlace
from axio_core.axio import rules
from axio_core.axio.state import AxioState
from axio_core.session import Session
from tests.play_support import greedy

NAMES = ["Anna", "Beata", "Cem", "Dora"]


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


def exchange_state() -> AxioState:
    """A 2-player AXIO position in the exchange phase (A11), reached by random placements."""
    for seed in range(50):
        session = Session.new("axio", ["A", "B"], seed=seed)
        rng = random.Random(seed)
        while session.outcome() is None:
            if session.state.phase == "exchange":
                return session.state
            tile, cells = rng.choice(list(rules.placements_without_pyramid_choice(session.state)))
            session = session.play(AxioPlace(tile, cells))
    raise AssertionError("no exchange in 50 random games")


def near_the_end(
    start: Session,
    choose: Callable[[Session], Action],
    left: int,
    until: Callable[[Session], bool] = lambda _: True,
) -> Session:
    """`start` played on by `choose` to its end, then again from `start` to `left` actions
    before that end, and on along the same game until `until` holds (a `#record=` link of it
    plays a game's last actions in the browser)."""
    whole, actions = start, []
    while whole.outcome() is None:
        actions.append(choose(whole))
        whole = whole.play(actions[-1])
    session = start
    for action in actions[:-left]:
        session = session.play(action)
    while not until(session):
        session = session.play(actions[len(session.actions) - len(start.actions)])
    return session
