"""Small markup helpers the table's parts share: escaping, lists of names, points with symbols."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from axio_core.constants import COLORS

from ..strings.i18n import t
from .symbols import COLOR_ORDER, symbol_icon


def esc(text: object) -> str:
    """Escape text for HTML content and attribute values alike."""
    return escape(str(text), quote=True)


def join_words(items: Sequence[str]) -> str:
    """ "Anna", "Anna and Beata", "Anna, Beata and Cem" in the current language."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return t("table.and", a=", ".join(items[:-1]), b=items[-1])


def capitalise(text: str) -> str:
    """A colour name at the start of a sentence ("red reached 12" -> "Red reached 12")."""
    return text[:1].upper() + text[1:]


def color_name(color: str) -> str:
    return t(f"color.{color}")


def color_names(colors: Iterable[str]) -> str:
    return join_words([color_name(c) for c in colors])


def symbol(color: str, size: int = 20, labelled: bool = False) -> str:
    """A colour's symbol icon; labelled ones are announced ("red sun"), others decorative."""
    label = f"{color_name(color)} {t(f'symbol.{color}')}" if labelled else None
    return symbol_icon(color, size, label)


def points_chips(gains: Sequence[int], size: int = 18) -> str:
    """The points of one placement per colour, each with its symbol ("+2 sun +1 star").

    Colours without points are left out; the caller shows "no points" when all are zero.
    """
    chips = []
    for color, points in zip(COLOR_ORDER, gains, strict=True):
        if points:
            label = esc(t("table.points", points=points, color=color_name(color)))
            chips.append(
                f'<span class="chip chip-{color}" role="img" aria-label="{label}">'
                f'{symbol(color, size)}<span aria-hidden="true">+{points}</span></span>'
            )
    return "".join(chips)


def points_text(gains: Sequence[int]) -> str:
    """Plain text of the same, for announcements: "+2 red, +1 blue"."""
    return ", ".join(
        t("table.points", points=p, color=color_name(c)) for c, p in zip(COLOR_ORDER, gains, strict=True) if p
    )


def seat_mark(player: int) -> str:
    """A player's seat number on a wooden disc (decorative: the name is always next to it)."""
    return f'<span class="seat-mark" aria-hidden="true">{player + 1}</span>'


def gain_code(gains: Sequence[int] | None) -> str:
    """Points as PAGE.md's `data-gain` writes them: (2, 0, 1, 0, 0) -> "R2 B1", "" for none."""
    return " ".join(f"{c}{n}" for c, n in zip(COLORS, gains or (), strict=False) if n)


def grows_from(cx: float, cy: float) -> str:
    """The attribute that makes a board mark (a points badge, a player's number) grow about
    (cx, cy) when the stylesheet scales it up to reading size on a small board."""
    return f'style="transform-origin:{cx:g}px {cy:g}px"'
