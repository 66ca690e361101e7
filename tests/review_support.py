"""A finished game of two people with mistakes to practise, for the review's unit and browser
tests (tests/test_review_puzzles.py, tests/browser/test_review.py)."""

from __future__ import annotations

import random
from functools import cache

from axio_core.bots import choose
from axio_core.bots.options import options
from axio_core.bots.policy import finish
from axio_core.bots.value import Gain
from axio_core.session import Session


@cache
def people_game(variant: str = "rota", seed: int = 6) -> Session:
    """Two people: Anna plays her worst immediate move, Bo as Casual would (both people)."""
    s = Session.new(variant, ["Anna", "Bo"], seed, (None, None))
    while s.outcome() is None:
        state = s.state
        if s.to_act == 0 and state.phase == "place":
            gain = Gain(state, 0)
            pick = min(options(state), key=lambda o: gain(o.raw))
            s = s.play(finish(state, pick, "first", random.Random(0)))
        else:
            to_act = s.to_act
            assert to_act is not None
            s = s.play(choose(s.view(to_act), "casual", len(s.actions)))
    return s
