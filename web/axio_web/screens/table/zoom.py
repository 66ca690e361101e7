"""The board's zoom, shared by the table and a phone's rack: 1 shows the whole board, more
pans. A pinch sends its factor and the place between the fingers (pinch.js), which the zoomed
board centres; a tap is never a zoom: it chooses (issue 40)."""

from __future__ import annotations

from ...runtime.events import Click, Event, Key
from ...strings.i18n import t
from ...ui.action_names import TableAction
from ...ui.markup import esc

ZOOM_STEP, ZOOM_MAX = 1.25, 4.0
ZOOM_KEYS = {"+": "in", "=": "in", "-": "out", "0": "fit"}


def zoom_request(event: Event, keys: bool) -> str:
    """What `event` asks of the zoom: "in", "out", "fit", a factor (a pinch, as text), or ""
    for no zoom at all; the keys "+", "-", "0" count only with `keys`."""
    if isinstance(event, Click) and event.action == TableAction.ZOOM:
        return event.data.get("by", "")
    if isinstance(event, Key) and keys and not event.in_field:
        return ZOOM_KEYS.get(event.key, "")
    return ""


def zoom_after(zoom: float, how: str) -> float | None:
    """The zoom after a request (None: a factor that is no number)."""
    if how == "fit":
        return 1.0
    if how in ("in", "out"):
        after = zoom * ZOOM_STEP if how == "in" else zoom / ZOOM_STEP
    else:
        try:
            after = zoom * float(how)  # a pinch: the factor it ended with
        except ValueError:
            return None
    return round(min(ZOOM_MAX, max(1.0, after)), 3)


def zoom_place(event: Event) -> str | None:
    """The place a pinch was made over, to bring into view, as a selector (None: none)."""
    return place_selector(event.data.get("at", "")) if isinstance(event, Click) else None


def place_selector(at: str) -> str | None:
    """The board place "x,y" as a selector (PAGE.md: places carry data-x and data-y); None
    for anything else."""
    x, _, y = at.partition(",")
    try:
        return f'[data-x="{int(x)}"][data-y="{int(y)}"]'
    except ValueError:
        return None


def render_zoom_bar(zoom: float) -> str:
    """Zoom the board in and out, or see it whole (also "+", "-", "0", and a pinch)."""
    buttons = "".join(
        f'<button type="button" class="btn zoom-btn" data-action="{TableAction.ZOOM}" data-by="{by}" '
        f'aria-label="{esc(t(f"table.zoom_{by}"))}" title="{esc(t(f"table.zoom_{by}"))}"'
        f"{' disabled' if disabled else ''}>{face}</button>"
        for by, face, disabled in (
            ("out", "−", zoom <= 1),
            ("fit", "⤢", zoom <= 1),
            ("in", "+", zoom >= ZOOM_MAX),
        )
    )
    return f'<div class="zoom-bar" role="group" aria-label="{esc(t("table.zoom"))}">{buttons}</div>'
