"""The board as text, for screen readers (and anyone who prefers a list): a toggle button and,
when open, what the plugin's `describe_board(turn)` says (a table of the placed tiles, the
pyramids, the free places). Public like the board: the cover may be up while it is open.
"""

from __future__ import annotations

from ...strings.i18n import t
from ...ui.action_names import TableAction
from ...ui.markup import esc

BOARD_TEXT_BUTTON_ID = "board-text-toggle"
BOARD_TEXT_ID = "board-text"


def render_board_text(description: str | None, is_open: bool) -> str:
    """Nothing for a plugin without `describe_board`; otherwise the toggle and the content."""
    if description is None:
        return ""
    label = t("boardtext.hide") if is_open else t("boardtext.show")
    button = (
        f'<button type="button" id="{BOARD_TEXT_BUTTON_ID}" '
        f'class="btn btn-quiet log-toggle board-text-toggle" '
        f'data-action="{TableAction.BOARD_TEXT}" aria-expanded="{"true" if is_open else "false"}" '
        f'aria-controls="{BOARD_TEXT_ID}">{esc(t("boardtext.button"))}'
        f'<span class="visually-hidden"> {esc(label)}</span></button>'
    )
    if not is_open:
        return f'<section class="log board-text">{button}</section>'
    return (
        f'<section class="log board-text is-open">{button}'
        # tabindex: the text scrolls, and a scrolled region must be reachable from the keyboard
        f'<div id="{BOARD_TEXT_ID}" class="board-text-body" tabindex="0" role="region" '
        f'aria-label="{esc(t("boardtext.button"))}">{description}</div></section>'
    )
