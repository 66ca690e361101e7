"""`render(app) -> Page`: everything the page shows, as values the glue compares and applies.

The screen is a `Layout` (a skeleton and regions); around it the messages, the help panel,
the hooks on <html> (PAGE.md: `data-moves`, `data-game-over`), the title and where the
keyboard focus goes. All of it is a pure function of the app: the words too, in `app.lang`,
bound as `render` begins.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..runtime.layout import Layout
from ..runtime.model import App, Help, Messages
from ..runtime.preferences import CONTRAST_CLASS
from ..screens.registry import entry_of, is_rack
from ..strings import i18n
from ..strings.i18n import t
from ..ui.markup import esc


@dataclass(frozen=True)
class Page:
    screen_key: str  # which kind of screen: a new one replaces the whole screen
    screen: Layout
    messages: str  # the message area's content ("" hides it)
    messages_kind: str
    help: str | None  # the help panel's content; None: closed
    attributes: tuple[tuple[str, str], ...]  # on <html>; "" removes the attribute
    classes: tuple[tuple[str, bool], ...]  # on <html>
    title: str
    chrome: tuple[tuple[str, str, str], ...]  # the page's own words: (element id, attribute or "", text)
    focus: str | None  # a CSS selector
    focus_serial: int
    reveal: str | None = None  # what the board scrolls into view (a CSS selector; none: its middle)
    reveal_serial: int = 0  # bumped whenever it should scroll there
    zoom: float = 1.0  # the board's zoom: after a change, what is revealed is centred
    focus_scrolls: bool = False  # the focus brings its element into view (a review's picked move)


def render(app: App) -> Page:
    """The page for `app`, in `app.lang`: nothing but the app decides what it shows."""
    with i18n.in_language(app.lang):
        return _render(app)


def _render(app: App) -> Page:
    screen = app.screen
    # the screen's entry draws it (screens/registry.py); the entries of the screens not shown are
    # imported as first shown: the first start draws the menu only (issue 24)
    drawn = entry_of(screen).view(screen, app)
    key = drawn.key or type(screen).__name__.lower()
    attributes = {
        "lang": app.lang,
        "data-moves": "",
        "data-game-over": "",
        "data-lesson": "",
        "data-lesson-done": "",
        "data-review": "",
        "data-peers": "",
        "data-chosen": "",
        "data-puzzle": "",
        "data-puzzle-done": "",
        "data-seat": "",
        "data-screen": key,
    }
    attributes.update(drawn.hooks)
    board = drawn.board  # a screen with a board
    return Page(
        screen_key=key,
        screen=drawn.layout,
        messages=_messages(app.messages),
        messages_kind=app.messages.kind if app.messages else "",
        help=_help(app.help),
        attributes=tuple(attributes.items()),
        # a class, not `html:has(.table)`, which the browser would re-check at every change
        classes=(
            (CONTRAST_CLASS, app.contrast),
            ("embed", app.embed),
            ("at-table", board is not None),
            ("at-rack", is_rack(screen)),
        ),
        title=t("page.title"),
        chrome=_chrome(),
        focus=app.focus,
        focus_serial=app.focus_serial,
        reveal=board.reveal if board is not None else None,
        reveal_serial=board.reveal_serial if board is not None else 0,
        zoom=board.zoom if board is not None else 1.0,
        # a picked move's boards stand far from the list of moves on a phone: focusing them
        # scrolls there (elsewhere the focus never scrolls the page: the table keeps still)
        focus_scrolls=drawn.focus_scrolls,
    )


#: The words of index.html around the screen, by element id (English until Python runs).
CHROME = (
    ("t-subtitle", "", "page.subtitle"),
    ("t-close-message", "aria-label", "page.close_message"),
    ("t-update-ready", "", "page.update_ready"),
    ("t-update-button", "", "page.update_button"),
    ("t-colophon-before", "", "page.colophon_before"),
    ("t-colophon-and", "", "page.colophon_and"),
    ("t-colophon-after", "", "page.colophon_after"),
)


def _chrome() -> tuple[tuple[str, str, str], ...]:
    return tuple((element, attribute, t(key)) for element, attribute, key in CHROME)


def _help(shown: Help | None) -> str | None:
    if shown is None:
        return None
    from ..screens.help.screen import render_help

    return render_help(shown.game, shown.topic)


def _messages(messages: Messages | None) -> str:
    if messages is None:
        return ""
    heading = f'<p class="message-heading">{esc(messages.heading)}</p>' if messages.heading else ""
    buttons = "".join(
        f'<button type="button" class="btn" data-action="{esc(action)}">{esc(label)}</button>'
        for action, label in messages.actions
    )
    return (
        heading
        + "".join(f'<p class="message">{esc(line)}</p>' for line in messages.lines)
        + (f'<p class="message-actions">{buttons}</p>' if buttons else "")
    )
