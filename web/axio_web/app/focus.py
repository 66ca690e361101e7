"""Where the keyboard focus goes after an event: the screen's wish, or the control pressed."""

from __future__ import annotations

from dataclasses import replace

from ..runtime.events import Click, Event, Key
from ..runtime.model import App, Screen


def screen_focus(screen: Screen) -> str | None:
    return getattr(screen, "focus_id", None)


def focused(app: App, event: Event, before: App) -> App:
    """Where the keyboard focus goes after an event that changed something: where the screen
    asks when that changed; after a button was pressed, back on that button (the render may
    have replaced it: "Turn right" twice); after a game key, where the screen keeps it."""
    wanted = screen_focus(app.screen)
    game_key = isinstance(event, Key) and wanted is not None and app.screen != before.screen
    if wanted != screen_focus(before.screen) or game_key:
        return replace(app, focus=f"#{wanted}" if wanted else None, focus_serial=app.focus_serial + 1)
    if isinstance(event, Click) and event.is_button:
        return replace(app, focus=control_selector(event), focus_serial=app.focus_serial + 1)
    return app


def control_selector(click: Click) -> str:
    """A CSS selector that finds the clicked control again in a new render: its id, where it
    has one; else its action and its other data-* attributes (dataset names back to attribute
    names), which other elements may share (Rota's hand tile shares its action with "Turn
    left" and the tile tried on the board: its id tells it).

    >>> control_selector(Click("rota-rotate", {"dir": "1"}))
    '[data-action="rota-rotate"][data-dir="1"]'
    >>> control_selector(Click("rota-rotate", {}, control="rota-hand"))
    '[id="rota-hand"]'
    """
    if click.control:
        return f'[id="{_css(click.control)}"]'
    parts = [f'[data-action="{_css(click.action)}"]']
    for key in sorted(click.data):
        attribute = "".join(f"-{c.lower()}" if c.isupper() else c for c in key)
        parts.append(f'[data-{attribute}="{_css(click.data[key])}"]')
    return "".join(parts)


def _css(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')
