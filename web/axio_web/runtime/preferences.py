"""The person's page preferences: which language, and the high-contrast theme. Pure decisions;
the shell reads the browser (navigator.languages, localStorage) and applies the result.

Language: the page address (`lang=`, PAGE.md) wins, then the menu's switch (remembered in
localStorage), then the browser's languages, then English.

    >>> choose_language(None, None, ["de-AT", "en"])
    'de'
    >>> choose_language("en", "de", ["de-DE"])
    'en'
"""

from __future__ import annotations

from collections.abc import Iterable

from ..strings.i18n import LANGUAGES
from .params import query_pairs

# The keys of the person's preferences in localStorage, each named here once. boot.js reads
# the language and the theme before Python starts and keeps its own literal (a test checks
# they match); glue.py reads all of them when the page boots.
LANG_KEY = "axio.lang"  # the language picked in the menu
THEME_KEY = "axio.theme"  # "contrast" or "normal"
MENU_KEY = "axio.menu"  # the menu's last choices (MenuChoices.to_json)
NAMES_KEY = "axio.names"  # the names typed last (before the menu remembered all its choices)
LINK_KEY = "axio.link"  # the game by links on this device (screens/linkplay/): its secrets and links
LESSON_KEY = "axio.learn."  # + game: the course's progress, "<lesson shown>|<done>,<done>"
CONTRAST, NORMAL = "contrast", "normal"
CONTRAST_CLASS = "theme-contrast"  # on <html>


def contrast_at_start(theme: str | None, system_prefers_more: bool) -> bool:
    """The high-contrast theme as the page opens: the menu's switch, else the system's "more
    contrast" (boot.js applies the same rule before the first paint).

    >>> contrast_at_start(None, True), contrast_at_start(NORMAL, True), contrast_at_start(CONTRAST, False)
    (True, False, True)
    """
    return theme == CONTRAST or (theme is None and system_prefers_more)


def url_language(query: str) -> str | None:
    """The `lang=` of the page address if it names a language we have (params warns otherwise)."""
    for name, value in query_pairs(query):
        if name == "lang":  # the first one counts, as in params
            lang = value.strip().lower()
            return lang if lang in LANGUAGES else None
    return None


def browser_language(tags: Iterable[str]) -> str | None:
    """The first of the browser's language tags ("de-CH", "en-GB") that we have."""
    for tag in tags:
        base = str(tag).split("-")[0].split("_")[0].strip().lower()
        if base in LANGUAGES:
            return base
    return None


def choose_language(url: str | None, stored: str | None, browser: Iterable[str]) -> str:
    if url in LANGUAGES:
        return str(url)
    if stored in LANGUAGES:
        return str(stored)
    return browser_language(browser) or LANGUAGES[0]


def lesson_key(game: str) -> str:
    """Where `game`'s course progress is remembered (never a saved game)."""
    return LESSON_KEY + game
