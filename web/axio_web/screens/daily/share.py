"""What a daily result shares: a short text and the link to the same deal, no tile of it.

    AXIO Rota · daily deal 2026-11-22
    Result 7 · ☀7 ●9 ★8 ■11 ○7
    https://example.test/axio/?daily=rota&date=2026-11-22

The colours are written as their symbols (red sun, green dot, blue star, orange square,
purple ring) with their numbers, in R G B O P order; a practice attempt says so. The link opens
the day's deal for whoever follows it (their own attempt); the game itself, which shows every
tile, travels only by the separate `#record=` link.
"""

from __future__ import annotations

from datetime import date

from ...strings.i18n import language, t
from ...ui.symbols import COLOR_ORDER

#: The symbols of the five colours as plain text (symbols.py draws the same shapes).
TEXT_SYMBOL = {"R": "☀", "G": "●", "B": "★", "O": "■", "P": "○"}


def base_url(page_url: str) -> str:
    """The page's address without its query and fragment (the game's own address)."""
    return page_url.split("#", 1)[0].split("?", 1)[0]


def daily_link(page_url: str, variant: str, day: str) -> str:
    """The link that opens this day's deal of `variant`."""
    return f"{base_url(page_url)}?daily={variant}&date={day}"


def day_text(day: str) -> str:
    """A day as the language writes it in short: 2026-11-22 / 22.11.2026."""
    try:
        when = date.fromisoformat(day)
    except ValueError:
        return day
    return when.strftime("%d.%m.%Y") if language() == "de" else when.isoformat()


def colours_text(scores: tuple[int, ...]) -> str:
    """ "☀7 ●9 ★8 ■11 ○7"."""
    return " ".join(f"{TEXT_SYMBOL[c]}{n}" for c, n in zip(COLOR_ORDER, scores, strict=True))


def share_text(variant: str, day: str, scores: tuple[int, ...], practice: bool = False) -> str:
    """The text shared after a daily game (the link goes with it, see `daily_link`)."""
    head = t("daily.share_head", game=t(f"game.{variant}"), day=day_text(day))
    if practice:
        head += f" ({t('daily.practice_word')})"
    return f"{head}\n{t('daily.share_result', result=min(scores))} · {colours_text(scores)}"


__all__ = ["TEXT_SYMBOL", "base_url", "colours_text", "daily_link", "day_text", "share_text"]
