"""How much a scoreboard is worth to a bot: the lowest colour counts (ruling R1).

`softmin` is a smooth stand-in for "the lowest colour": raising the lowest colour gains
almost a full point, raising a high colour almost nothing. Its unit is "points of the lowest
colour", so gains of different players can be compared (Strong, Expert).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..ranking import result_key
from ..scores import Scores

#: Smoothness of the soft minimum; near 1 a second-lowest colour still counts a little.
TAU = 1.2


def softmin(scores: Sequence[float], tau: float = TAU) -> float:
    """-tau * log(sum(exp(-s / tau))): close to min(scores), a little lower when colours tie.

    >>> round(softmin((3, 9, 9, 9, 9)), 2)
    2.97
    """
    low = min(scores)
    return low - tau * math.log(sum(math.exp((low - s) / tau) for s in scores))


def casual_key(scores: Scores) -> tuple[int, ...]:
    """Casual's whole judgement: the result as ruling R1 ranks it (lowest colour first)."""
    return result_key(scores)
