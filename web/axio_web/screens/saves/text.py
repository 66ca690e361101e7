"""Words and numbers the saves screens show: names, dates, progress, reasons, save results."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from ...storage import Damaged, Summary
from ...strings.i18n import language, t
from ...strings.why import say


def game_name(variant: str) -> str:
    return t(f"game.{variant}")


def players_text(names: Sequence[str]) -> str:
    """ "Anna", "Anna and Beata", "Anna, Beata and Carl"."""
    if len(names) <= 1:
        return names[0] if names else ""
    return t("saves.and", a=", ".join(names[:-1]), b=names[-1])


def when_text(iso: str, tz_offset: int = 0) -> str:
    """A stored UTC time in the player's local time, numeric: 2026-11-22 10:02 / 22.11.2026 10:02."""
    try:
        moment = datetime.strptime(iso, "%Y-%m-%dT%H:%M:%SZ") + timedelta(minutes=tz_offset)
    except ValueError:
        return iso
    return moment.strftime("%d.%m.%Y %H:%M" if language() == "de" else "%Y-%m-%d %H:%M")


def date_text(iso: str, tz_offset: int = 0) -> str:
    return when_text(iso, tz_offset).split(" ")[0]


def progress_text(summary: Summary) -> str:
    """ "12 turns played · Anna to play", or "Finished · Anna won" / "Finished · result 7"."""
    if summary.over:
        if len(summary.players) == 1:
            outcome = t("saves.solo_result", result=min(summary.scores[0]))
        else:
            outcome = t("saves.won", names=players_text([summary.players[i] for i in summary.winners]))
        return f"{t('saves.finished')} · {outcome}"
    if summary.turns == 0:
        played = t("saves.progress_none")
    elif summary.turns == 1:
        played = t("saves.progress_one")
    else:
        played = t("saves.progress", turns=summary.turns)
    if summary.to_act is None or len(summary.players) == 1 or not 0 <= summary.to_act < len(summary.players):
        return played
    return f"{played} · {t('saves.to_play', name=summary.players[summary.to_act])}"


def damaged_text(item: Damaged) -> str:
    detail = say(item.refusal) if item.refusal is not None else item.detail  # the rules' reason in words
    return t(f"saves.damaged.{item.reason}", detail=detail or "?")
