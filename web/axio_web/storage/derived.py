"""`Derives`: what a frozen value works out from itself, made once and kept with the value.

`functools.cached_property` does this for a derivation the value's own class can name. Some
cannot be named there: a game plugin's options are derived from a table's view, the daily
results from a store image, and the view's class (games/turn.py, storage/image.py) must not
import the plugin or the daily deal (here in storage/, the lowest folder with such a value).
`value.derived(compute, *args)` is `compute(value, *args)`, computed the first time it is
asked and kept in the value (its own `__dict__`, as cached_property keeps its results), so it
lives and dies with the value: no module-level cache, nothing keyed by identity. The class
must be a dataclass without `slots`.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Word(Derives):
    ...     text: str
    >>> calls = []
    >>> def loud(word: Word) -> str:
    ...     calls.append(word.text)
    ...     return word.text.upper()
    >>> word = Word("axio")
    >>> word.derived(loud), word.derived(loud), calls
    ('AXIO', 'AXIO', ['axio'])
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cached_property
from typing import Any, TypeVar

T = TypeVar("T")


class Derives:
    """Mixin for frozen dataclasses (without slots): `derived(compute, *args)`."""

    @cached_property
    def _derived(self) -> dict[tuple[Hashable, ...], Any]:
        return {}

    def derived(self, compute: Callable[..., T], *args: Hashable) -> T:
        """`compute(self, *args)`, made once for this value (a pure function of it and `args`)."""
        key = (compute, *args)
        kept = self._derived
        if key not in kept:
            kept[key] = compute(self, *args)
        result: T = kept[key]
        return result
