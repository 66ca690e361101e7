"""Markup the saves screens share: buttons, the header bar, notices, "really delete?"."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from ...strings.i18n import t
from ...ui.action_names import AppAction, SavesAction
from ...ui.markup import esc


@dataclass(frozen=True)
class Notice:
    """A line shown at the top of a screen until the next action."""

    text: str
    kind: str = "info"  # info | warning | error


CONFIRM_NO_ID = "saves-confirm-no"


def button(
    action: StrEnum,
    text: str,
    *,
    label: str | None = None,
    id: str | None = None,
    cls: str = "btn",
    data: Mapping[str, str] | None = None,
    disabled: bool = False,
    title: str | None = None,
) -> str:
    """A real <button> with `data-action` and its parameters as data-* (all text escaped).
    `label` replaces the accessible name (it must contain the visible text); `title` only
    describes it."""
    attrs = [f'type="button" class="{cls}" data-action="{esc(action)}"']
    if id:
        attrs.append(f'id="{esc(id)}"')
    attrs += [f'data-{name}="{esc(value)}"' for name, value in (data or {}).items()]
    if label:
        attrs.append(f'aria-label="{esc(label)}"')
    if title:
        attrs.append(f'title="{esc(title)}"')
    if disabled:
        attrs.append("disabled")
    return f"<button {' '.join(attrs)}>{esc(text)}</button>"


def header_bar(title_id: str, title: str, side: str = "", back: str = "") -> str:
    """The screen's header: back (default: to the menu), the title (focusable), one link."""
    back = back or button(AppAction.SHOW_MENU, t("saves.menu"), cls="btn btn-quiet")
    return (
        f'<header class="saves-bar">{back}<h2 id="{title_id}" tabindex="-1">{esc(title)}</h2>{side}</header>'
    )


def notice_html(notice: Notice | None) -> str:
    if notice is None:
        return ""
    role = "alert" if notice.kind == "error" else "status"
    return f'<p class="saves-notice is-{notice.kind}" role="{role}">{esc(notice.text)}</p>'


def warning_box(text: str, remedy: str = "") -> str:
    return f'<div class="saves-notice is-warning" role="status"><p>{esc(text)}</p>{remedy}</div>'


def confirm_box(question: str, key: str) -> str:
    """Inline confirmation for deleting `key`; focus goes to the harmless answer."""
    yes = button(
        SavesAction.CONFIRM_YES,
        t("saves.delete_yes"),
        id="saves-confirm-yes",
        cls="btn btn-danger",
        data={"key": key},
    )
    no = button(SavesAction.CONFIRM_NO, t("saves.delete_no"), id=CONFIRM_NO_ID)
    return (
        f'<div class="saves-confirm" role="alertdialog" aria-labelledby="confirm-question">'
        f'<p id="confirm-question">{esc(question)}</p>{yes}{no}</div>'
    )
