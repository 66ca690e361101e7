"""Strings in English and German, looked up by key: no user-visible text lives in code.

Each area of the interface keeps its own table module in `axio_web/strings/` (so people
working on different screens do not edit one file): a module with two dicts, `EN` and `DE`,
using the same keys. `t("key", name="Anna")` formats with str.format.

The language is bound for a stretch of work, never set for the whole page: `render(app)` and
`update(app, ...)` bind `app.lang` at their entry (a context variable), so the words depend on
their argument alone; outside any binding the words are English.

    >>> with in_language("de"):
    ...     t("page.start")
    'Spiel starten'
    >>> t("page.start")
    'Start the game'
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache, wraps
from typing import Any, TypeVar

from .. import strings

LANGUAGES = ("en", "de")
_tables: dict[str, dict[str, str]] = {"en": {}, "de": {}}
_language: ContextVar[str] = ContextVar("axio_language", default="en")


def _load() -> None:
    # The modules of strings/: those in its folder, and those already imported (a start from
    # the memory snapshot has them all in memory, and its start zip leaves their files out).
    prefix = f"{strings.__name__}."
    names = {info.name for info in pkgutil.iter_modules(strings.__path__)}
    names |= {name.removeprefix(prefix) for name in sys.modules if name.startswith(prefix)}
    for name in sorted(names):
        module = importlib.import_module(prefix + name)
        _tables["en"].update(getattr(module, "EN", {}))
        _tables["de"].update(getattr(module, "DE", {}))


@contextmanager
def in_language(lang: str) -> Iterator[str]:
    """The words inside the block are in `lang` (an unknown one: English); after it, the
    language bound before. Yields the language in force."""
    token = _language.set(lang if lang in LANGUAGES else "en")
    try:
        yield _language.get()
    finally:
        _language.reset(token)


def language() -> str:
    """The language bound now (English outside any `in_language`)."""
    return _language.get()


F = TypeVar("F", bound=Callable[..., str])


def cached(maxsize: int | None = 256) -> Callable[[F], F]:
    """`functools.lru_cache` for markup that holds words: keyed by the language too, so a
    language switch never shows a cached English label. Arguments must be hashable.

    >>> @cached()
    ... def title(game: str) -> str:
    ...     return t(f"game.{game}")
    """

    def decorate(function: F) -> F:
        @lru_cache(maxsize=maxsize)
        def for_language(lang: str, args: tuple[Any, ...], keywords: tuple[tuple[str, Any], ...]) -> str:
            return function(*args, **dict(keywords))

        @wraps(function)
        def wrapper(*args: Any, **keywords: Any) -> str:
            key = tuple(sorted(keywords.items())) if keywords else ()  # most calls: no keywords
            try:
                hash((args, key))
            except TypeError:  # lists (a test, a caller in a hurry): made afresh, not kept
                return function(*args, **keywords)
            return for_language(_language.get(), args, key)

        return wrapper  # type: ignore[return-value]

    return decorate


def t(key: str, **values: Any) -> str:
    """The text for `key` in the current language (English if missing; the key if unknown)."""
    if not _tables["en"]:
        _load()
    text = _tables[_language.get()].get(key) or _tables["en"].get(key) or key
    return text.format(**values) if values else text


def table(lang: str) -> dict[str, str]:
    """A copy of one language's whole table (tests compare the languages with it)."""
    if not _tables["en"]:
        _load()
    return dict(_tables[lang])


def missing_translations() -> dict[str, list[str]]:
    """Keys present in one language but not the other (a test keeps this empty)."""
    if not _tables["en"]:
        _load()
    en, de = set(_tables["en"]), set(_tables["de"])
    return {"de": sorted(en - de), "en": sorted(de - en)}


def format_number(n: int | float) -> str:
    """Numbers per language: 1,234.5 in English, 1.234,5 in German."""
    text = f"{n:,}"
    return text.translate(str.maketrans(",.", ".,")) if _language.get() == "de" else text
