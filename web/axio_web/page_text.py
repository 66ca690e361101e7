"""The static page's text hooks (index.html), read by the shell to show the chosen language.

index.html paints in English before Python runs; its elements name their string keys:

    data-i18n="page.start"                                   the element's text
    data-i18n-attr="placeholder:page.player_default;aria-label:page.name_of"   attributes
    data-i18n-args="n=2"                                     values for both

>>> attribute_keys("placeholder:page.player_default;aria-label:page.name_of")
[('placeholder', 'page.player_default'), ('aria-label', 'page.name_of')]
>>> text_args("n=2")
{'n': '2'}
"""

from __future__ import annotations


def attribute_keys(spec: str | None) -> list[tuple[str, str]]:
    """(attribute, string key) pairs of a data-i18n-attr value; malformed parts are skipped."""
    pairs = []
    for part in (spec or "").split(";"):
        name, _, key = part.partition(":")
        if name.strip() and key.strip():
            pairs.append((name.strip(), key.strip()))
    return pairs


def text_args(spec: str | None) -> dict[str, str]:
    """The format values of a data-i18n-args value ("n=2;game=AXIO")."""
    values = {}
    for part in (spec or "").split(";"):
        name, _, value = part.partition("=")
        if name.strip():
            values[name.strip()] = value.strip()
    return values
