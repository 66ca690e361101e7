"""Keyboard letters that depend on the language: naming a colour by its initial (Rota) and
exchange / keep (AXIO). The letters live in the string tables (`keys.initial.*`,
`keys.letter.*`), so German players press "l" for Lila and "t" for tauschen.

Letters that already mean something at the table are never given away: R turns the tile in
Rota and flips it in AXIO, F flips, so red is named with its number (1) only.

    >>> naming_keys()["g"]      # doctest: +SKIP
    'G'
"""

from __future__ import annotations

from axio_core.constants import COLORS as COLOR_ORDER  # the engine's order, RGBOP

from .i18n import t

#: Letters the games use as commands (either case): turn / flip.
COMMAND_LETTERS = frozenset("rf")


def naming_keys() -> dict[str, str]:
    """KeyboardEvent.key -> colour: the digits 1–5 (RGBOP order) and the free initials."""
    keys = {str(i + 1): color for i, color in enumerate(COLOR_ORDER)}
    for color in COLOR_ORDER:
        letter = t(f"keys.initial.{color}").lower()
        if len(letter) == 1 and letter not in COMMAND_LETTERS:
            keys[letter] = keys[letter.upper()] = color
    return keys


def initials_shown() -> str:
    """The initials that name colours, for the help panel: "G, B, O, P"."""
    letters = [key for key in naming_keys() if key.isalpha() and key.isupper()]
    return ", ".join(letters)


def exchange_letter() -> str:
    return t("keys.letter.exchange").lower()


def keep_letter() -> str:
    return t("keys.letter.keep").lower()
