"""The hot-seat cover (ruling D2): "Pass to Beata — tap when ready".

While it is up the screen renders only public things (the plugin gets a view without
secrets), so the next player's tile or rack is not in the page at all, not merely hidden.
"""

from __future__ import annotations

from ..i18n import t
from .markup import esc, seat_mark

COVER_BUTTON_ID = "cover-ready"


def render_cover(name: str, seat: int, game: str) -> str:
    """A full-table panel with one big button; its id gets the focus (Enter/Space work). The
    menu and the help stay in reach without showing anyone's tiles."""
    return (
        f'<div class="cover seat-{seat}" role="dialog" aria-modal="true" aria-labelledby="cover-title">'
        f'<div class="cover-bar">'
        f'<button type="button" class="btn btn-quiet" data-action="show-menu">{esc(t("table.menu"))}</button>'
        f'<button type="button" class="btn btn-quiet btn-help" data-action="show-help" data-topic="rules" '
        f'data-game="{esc(game)}"><span class="help-mark" aria-hidden="true">?</span>'
        f'<span class="help-word">{esc(t("help.button"))}</span></button></div>'
        f'<div class="cover-card">'
        f'<p class="cover-eyebrow">{seat_mark(seat)}</p>'
        f'<h2 id="cover-title">{esc(t("table.cover_title", name=name))}</h2>'
        f'<p class="cover-hint">{esc(t("table.cover_hint", name=name))}</p>'
        f'<button type="button" id="{COVER_BUTTON_ID}" class="btn btn-primary btn-big" '
        f'data-action="table-ready">{esc(t("table.cover_ready", name=name))}</button>'
        f"</div></div>"
    )
