"""Why the rules refuse something, in the player's words: the engine's reason as data (its
`Why` and details, axio_core/errors.py) said in the language in force, one wording per reason
(strings/refusals.py). Nothing here reads the engine's English message.

    >>> from axio_core.errors import Refusal, Why
    >>> say(Refusal(Why.COLOUR_SPACE, (("cell", (6, 2)), ("ruling", "A2"))))
    'G3 is a colour space'
"""

from __future__ import annotations

from typing import Any

from axio_core import AxioError
from axio_core.errors import Refusal

from .cells import cell_name
from .i18n import t

#: Wordings that name no detail, or whose details are filled in below; a reason from another
#: device (a phone's table) that lacks a detail its wording names gets "?" there.
_MISSING = "?"


def say(refusal: Refusal) -> str:
    """The reason as a player reads it."""
    values = {key: _word(key, value) for key, value in refusal.details}
    text = t(f"why.{refusal.why}")
    try:
        text = text.format_map(_Filled(values))
    except (ValueError, IndexError):  # a damaged wording: the key alone
        text = f"why.{refusal.why}"
    move = refusal.get("move")
    return t("why.at_move", move=move, reason=text) if isinstance(move, int) else text


def say_error(error: AxioError) -> str:
    return say(error.refusal)


class _Filled(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return _MISSING


def _word(key: str, value: Any) -> Any:
    """A detail as the wordings use it: a cell by its printed name, a tile by its colours, a
    player counted from 1, a game by its title, the step a game expects in words."""
    if key == "cell" and _is_cell(value):
        return cell_name(value)
    if key == "tile" and isinstance(value, str) and all(f"color.{c}" != t(f"color.{c}") for c in value):
        return "–".join(t(f"color.{c}") for c in value)
    if key == "player" and isinstance(value, int):
        return value + 1
    if key == "game" and isinstance(value, str):
        return t(f"game.{value}")
    if key == "expected" and isinstance(value, str):
        return t(f"why.expects.{value}")
    return value


def _is_cell(value: Any) -> bool:
    return (
        isinstance(value, tuple)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )
