"""Why the rules refuse something, in the player's words: the engine's reasons (which name
their ruling, e.g. "(A5)") turned into a short sentence in the language in force.

    >>> friendly("a first placement must touch a colour space that no tile touches yet (A5)")
    'your first tile must touch a colour space that no tile touches yet'
"""

from __future__ import annotations

import re

from .i18n import t

#: The engine's words (a ruling, or a phrase of its message) -> the string-table key.
_REASONS = (
    ("(A1)", "why.outside"),
    ("(A4)", "why.side_by_side"),
    ("(A9)", "why.blocked"),
    ("(A2)", "why.space"),
    ("a pyramid", "why.pyramid"),
    ("taken by a tile", "why.taken"),
    ("is taken", "why.taken"),
    ("(A5)", "why.first"),
    ("(A14)", "why.first_solo"),
    ("(T4)", "why.touch"),
)


def friendly(reason: str) -> str:
    """The reason as a player reads it; the engine's own words when no sentence fits."""
    for words, key in _REASONS:
        if words in reason:
            return t(key)
    return re.sub(r"\s*\([ATRD]\d+\)", "", reason)
