"""Bounded reading of outside data: the one guard every parser of text from outside uses
(links, phone and host messages, imports, URL parameters, saved data; issue 35).

Everything is checked *before* it is parsed, by linear scans that need no recursion:

- size: at most `max_chars` characters (each caller names its own bound);
- nesting: JSON arrays and objects at most `max_depth` deep, counted outside strings. In
  Pyodide the WebAssembly stack runs out with no RecursionError first (a "[[[…" of 20 000
  kills the interpreter with "Maximum call stack size exceeded", which no `except` can
  catch), so the depth is bounded before `json.loads` ever sees the text;
- valid Unicode: a lone surrogate (from a "\\ud800" escape, or a broken JavaScript string)
  has no UTF-8 form, so anything that encodes it later would raise. `loads` replaces every
  one by U+FFFD and says so (`Parsed.repaired`), or refuses it (`surrogates="refuse"`).

Every refusal is a `BoundedError` (a `ValueError`) whose `kind` says which bound failed and
whose message says it for people; callers wrap it in their own error type.

>>> loads('{"a": [1, 2]}', max_chars=100).value
{'a': [1, 2]}
>>> nesting_depth('["[[[", [[]]]')
3
>>> loads("[" * 100 + "]" * 100, max_chars=1000).value
Traceback (most recent call last):
...
axio_core.bounded.BoundedError: nested 100 levels deep (at most 64)
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Literal

#: How deep any JSON of ours may nest (a record, a save, a view: under 8 levels). Far below
#: what json.loads survives in the page: measured 2026-11-26 in headless Chromium, Pyodide's
#: json.loads read 5 000 levels and the interpreter died at 10 000 (no RecursionError first).
#: tests/browser/test_outside_data.py runs every entry point up to 100 000 in the page.
MAX_DEPTH = 64

# A JSON string; the closing quote is optional so that every match attempt succeeds at once
# (an unclosed string cannot make the scan quadratic).
_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")
_SURROGATE = re.compile("[\ud800-\udfff]")
REPLACEMENT = "\ufffd"

Kind = Literal["size", "depth", "unicode", "json", "type"]


class BoundedError(ValueError):
    """Outside data refused before (or while) it was parsed; `kind` says why."""

    def __init__(self, kind: Kind, message: str) -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class Parsed:
    """A parsed value; `repaired`: lone surrogates in it were replaced by U+FFFD."""

    value: Any
    repaired: bool = False


def check_size(text: object, max_chars: int) -> str:
    """`text` if it is a str of at most `max_chars` characters."""
    if not isinstance(text, str):
        raise BoundedError("type", f"not a text but {type(text).__name__}")
    if len(text) > max_chars:
        raise BoundedError("size", f"{len(text):,} characters (at most {max_chars:,})")
    return text


def nesting_depth(text: str) -> int:
    """How deeply JSON arrays and objects nest in `text`, brackets inside strings not counted
    (linear: one regex pass to blank the strings, one over the brackets)."""
    depth = deepest = 0
    for match in _BRACKETS.finditer(_JSON_STRING.sub('""', text)):
        if match.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def check_depth(text: str, max_depth: int = MAX_DEPTH) -> None:
    depth = nesting_depth(text)
    if depth > max_depth:
        raise BoundedError("depth", f"nested {depth} levels deep (at most {max_depth})")


def has_lone_surrogate(text: str) -> bool:
    """True when `text` holds a surrogate that no UTF-8 encoder accepts (a decoded pair is
    one character, so any surrogate left in a str is alone)."""
    return _SURROGATE.search(text) is not None


def clean_text(text: str) -> str:
    """`text` with every lone surrogate replaced by U+FFFD (a str that always encodes)."""
    return _SURROGATE.sub(REPLACEMENT, text) if has_lone_surrogate(text) else text


def loads(
    text: object,
    *,
    max_chars: int,
    max_depth: int = MAX_DEPTH,
    surrogates: Literal["replace", "refuse"] = "replace",
) -> Parsed:
    """JSON from outside: bounded in size and depth before parsing, NaN and Infinity refused
    (JavaScript could not read them back), lone surrogates replaced or refused."""
    text = check_size(text, max_chars)
    check_depth(text, max_depth)
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:  # cannot happen under the depth bound; kept as a last net
        raise BoundedError("depth", "nested too deeply") from None
    except ValueError as error:
        raise BoundedError("json", f"not valid JSON ({error})") from None
    value, repaired = _repair(value)
    if repaired and surrogates == "refuse":
        raise BoundedError("unicode", "text that is not valid Unicode (a lone surrogate)")
    return Parsed(value, repaired)


def _repair(value: Any) -> tuple[Any, bool]:
    """`value` with lone surrogates replaced in every string, keys included; iterative (the
    depth is bounded already, but nothing here needs the stack)."""
    if isinstance(value, str):
        return (clean_text(value), True) if has_lone_surrogate(value) else (value, False)
    if not isinstance(value, (list, dict)):
        return value, False
    repaired = False
    stack: list[Any] = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            for i, item in enumerate(node):
                if isinstance(item, str) and has_lone_surrogate(item):
                    node[i], repaired = clean_text(item), True
                elif isinstance(item, (list, dict)):
                    stack.append(item)
        else:
            for key in list(node):
                item = node[key]
                if isinstance(key, str) and has_lone_surrogate(key):
                    del node[key]
                    key, repaired = clean_text(key), True
                    node[key] = item
                if isinstance(item, str) and has_lone_surrogate(item):
                    node[key], repaired = clean_text(item), True
                elif isinstance(item, (list, dict)):
                    stack.append(item)
    return value, repaired


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in JSON")
