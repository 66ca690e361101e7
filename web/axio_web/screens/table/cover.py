"""The hot-seat cover (ruling D2): "Pass to Beata", and what happened since Beata's last turn.

While it is up the screen renders only public things (the plugin gets the public view), so the
next player's tile or rack is not in the page at all, not merely hidden. The cover tells the
player who is about to look, move by move, what the others did since their last turn (who,
where in words, the points per colour, AXIO!, pyramids, exchanges); the board behind it marks
those tiles with their player's number.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...strings.i18n import t
from ...ui.action_names import AppAction, TableAction
from ...ui.markup import esc, seat_mark
from .log import LogEntry, move_item

COVER_BUTTON_ID = "cover-ready"


def render_cover(
    names: Sequence[str],
    seat: int,
    game: str,
    since: Sequence[LogEntry],
    resumed: bool = False,
    tools: str = "",
) -> str:
    """A full-table panel: the moves since `seat`'s last turn (PAGE.md `data-move-summary`),
    and one big button; its id gets the focus (Enter/Space work). The menu and the help stay
    in reach without showing anyone's tiles. `resumed`: the game was just continued (after a
    reload a move not yet confirmed is gone, so the table hears why it starts over); `tools`:
    more of the bar's controls (pairing phones)."""
    name = names[seat]
    again = (
        f'<p class="cover-resumed" role="status">{esc(t("table.cover_resumed", name=name))}</p>'
        if resumed
        else ""
    )
    summary = ""
    if since:
        items = "".join(move_item(entry, names, summary=True) for entry in since)
        summary = (
            f'<section class="cover-summary" aria-labelledby="cover-summary-title">'
            f'<h3 id="cover-summary-title">{esc(t("table.cover_since", name=name))}</h3>'
            f'<ol class="moves">{items}</ol></section>'
        )
    ready = t("table.cover_ready_axio" if game == "axio" else "table.cover_ready", name=name)
    hint = t("table.cover_hint_axio" if game == "axio" else "table.cover_hint", name=name)
    return (
        f'<div class="cover seat-{seat}" role="dialog" aria-modal="true" aria-labelledby="cover-title">'
        f'<div class="cover-bar">'
        f'<button type="button" class="btn btn-quiet" '
        f'data-action="{AppAction.SHOW_MENU}">{esc(t("table.menu"))}</button>'
        f'<button type="button" class="btn btn-quiet btn-help" '
        f'data-action="{AppAction.SHOW_HELP}" data-topic="rules" '
        f'data-game="{esc(game)}"><span class="help-mark" aria-hidden="true">?</span>'
        f'<span class="help-word">{esc(t("help.button"))}</span></button>{tools}</div>'
        f'<div class="cover-card">'
        f"{again}"
        f'<p class="cover-eyebrow">{seat_mark(seat)}</p>'
        f'<h2 id="cover-title">{esc(t("table.cover_title", name=name))}</h2>'
        f"{summary}"
        f'<p class="cover-hint">{esc(hint)}</p>'
        f'<button type="button" id="{COVER_BUTTON_ID}" class="btn btn-primary btn-big" '
        f'data-action="{TableAction.READY}">{esc(ready)}</button>'
        f"</div></div>"
    )
