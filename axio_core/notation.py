"""Checks shared by both games' record notations: every JSON value is checked before use, so
a hand-edited record gets a clear message instead of a TypeError."""

from __future__ import annotations

import reprlib
from typing import Any

from .components import Cell
from .errors import InvalidInput, Why


def expect_list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidInput(f"{what} must be a list, not {_kind(value)}", Why.NOT_A_LIST, what=what)
    return value


def expect_object(value: Any, what: str, field: str | None = None) -> dict[str, Any]:
    """`value` if it is a JSON object; `what` names it in the message, `field` (default `what`)
    in the refusal's details, where words of a language have no place."""
    if not isinstance(value, dict):
        raise InvalidInput(
            f"{what} must be an object, not {_kind(value)}", Why.NOT_AN_OBJECT, what=field or what
        )
    return value


#: Far beyond any coordinate or rotation; also keeps messages clear of 4300-digit numbers.
MAX_NUMBER = 2**31


def expect_int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(f"{what} must be a whole number, not {_kind(value)}", Why.NOT_A_NUMBER, what=what)
    if not -MAX_NUMBER <= value <= MAX_NUMBER:
        raise InvalidInput(f"{what}: the number is out of range", Why.OUT_OF_RANGE, what=what)
    return value


def expect_cell(value: Any, what: str) -> Cell:
    if not (isinstance(value, list) and len(value) == 2):
        raise InvalidInput(f"{what} must be a cell [x, y], not {short(value)}", Why.NOT_A_CELL, what=what)
    return (expect_int(value[0], what), expect_int(value[1], what))


def expect_keys(move: dict[str, Any], allowed: set[str], what: str, field: str | None = None) -> None:
    unknown = sorted(set(move) - allowed)
    if unknown:
        raise InvalidInput(
            f"{what} has unknown key {unknown[0]!r}",
            Why.UNKNOWN_KEY,
            what=field or what,
            key=short(unknown[0]),
        )


_REPR = reprlib.Repr()
_REPR.maxlevel = 3  # a deeply nested value must not exhaust the stack while being described


def short(value: Any, limit: int = 40) -> str:
    """A value for an error message, cut short so a huge input cannot flood the message."""
    try:
        text = _REPR.repr(value)
    except ValueError:  # an integer too long to print (Python's 4300-digit limit)
        text = type(value).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _kind(value: Any) -> str:
    return {
        dict: "an object",
        list: "a list",
        str: "a string",
        bool: "true/false",
        int: "a number",
        float: "a number",
        type(None): "null",
    }.get(type(value), type(value).__name__)
