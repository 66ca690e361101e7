"""`render(app) -> Page`: everything the page shows, as values the glue compares and applies.

The screen is a `Layout` (a skeleton and regions); around it the messages, the help panel,
the hooks on <html> (PAGE.md: `data-moves`, `data-game-over`), the title and where the
keyboard focus goes. All of it is a pure function of the app: the words too, in `app.lang`,
bound as `render` begins.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import i18n
from .daily.hooks import render_daily_menu, with_daily_end
from .i18n import t
from .layout import Layout
from .menu import render_menu
from .model import App, Help, Menu, Messages
from .preferences import CONTRAST_CLASS
from .saves_ui.menu import render_menu_saves
from .screen_kinds import is_link, is_rack, is_replay, is_review, is_saves_screen, is_table
from .table.markup import esc


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
    attributes = {"lang": app.lang, "data-moves": "", "data-game-over": "",
                  "data-lesson": "", "data-lesson-done": "", "data-review": "", "data-peers": "",
                  "data-chosen": "", "data-puzzle": "", "data-puzzle-done": "",
                  "data-seat": "", "data-screen": _key(screen)}
    # the screens' markup is imported as first shown: the first start draws the menu only (issue 24)
    if is_rack(screen):
        from .phones.rack_render import render_rack

        attributes.update(screen.hooks())
        layout = render_rack(screen)
    elif is_table(screen):
        from .table.render import render_table

        attributes.update(screen.hooks())
        layout = with_daily_end(render_table(screen), app)
    elif is_review(screen):
        attributes.update(screen.hooks())
        layout = screen.render()
    elif is_link(screen):
        from .linkplay_ui import render as render_link

        attributes.update(screen.hooks())
        layout = render_link(screen)
    elif isinstance(screen, Menu):
        saves = render_daily_menu(app) + render_menu_saves(app)
        layout = Layout(render_menu(app.menu, saves, app.lang, app.contrast))
    elif is_saves_screen(screen):
        from .saves_ui.screens import render_saves_screen

        layout = render_saves_screen(app, screen)
        if is_replay(screen) and screen.session.outcome() is not None:
            attributes["data-game-over"] = "true"  # PAGE.md: a finished game, shown in its replay
    else:
        raise TypeError(f"no screen like {screen!r}")  # App.screen is one of the four kinds
    board = screen if is_table(screen) or is_rack(screen) else None  # a screen with a board
    if is_link(screen) and screen.seat is not None:  # a game by links, dealt: on the table's board
        board = screen  # type: ignore[assignment]  # it answers zoom and reveal as they do
    return Page(
        screen_key=_key(screen),
        screen=layout,
        messages=_messages(app.messages),
        messages_kind=app.messages.kind if app.messages else "",
        help=_help(app.help),
        attributes=tuple(attributes.items()),
        # a class, not `html:has(.table)`, which the browser would re-check at every change
        classes=((CONTRAST_CLASS, app.contrast), ("embed", app.embed),
                 ("at-table", board is not None), ("at-rack", is_rack(screen))),
        title=t("page.title"),
        chrome=_chrome(),
        focus=app.focus,
        focus_serial=app.focus_serial,
        reveal=board.reveal if board is not None else None,
        reveal_serial=board.reveal_serial if board is not None else 0,
        zoom=board.zoom if board is not None else 1.0,
        # a picked move's boards stand far from the list of moves on a phone: focusing them
        # scrolls there (elsewhere the focus never scrolls the page: the table keeps still)
        focus_scrolls=is_review(screen),
    )


#: The words of index.html around the screen, by element id (English until Python runs).
CHROME = (("t-subtitle", "", "page.subtitle"), ("t-close-message", "aria-label", "page.close_message"),
          ("t-update-ready", "", "page.update_ready"), ("t-update-button", "", "page.update_button"),
          ("t-colophon-before", "", "page.colophon_before"), ("t-colophon-and", "", "page.colophon_and"),
          ("t-colophon-after", "", "page.colophon_after"))


def _chrome() -> tuple[tuple[str, str, str], ...]:
    return tuple((element, attribute, t(key)) for element, attribute, key in CHROME)


def _key(screen: object) -> str:
    if is_table(screen):
        return f"table-{screen.plugin.variant}"
    return type(screen).__name__.lower()


def _help(shown: Help | None) -> str | None:
    if shown is None:
        return None
    from .help import render_help  # its rule pictures are not the first screen's (issue 24)

    return render_help(shown.game, shown.topic)


def _messages(messages: Messages | None) -> str:
    if messages is None:
        return ""
    heading = f'<p class="message-heading">{esc(messages.heading)}</p>' if messages.heading else ""
    buttons = "".join(f'<button type="button" class="btn" data-action="{esc(action)}">{esc(label)}</button>'
                      for action, label in messages.actions)
    return (heading + "".join(f'<p class="message">{esc(line)}</p>' for line in messages.lines)
            + (f'<p class="message-actions">{buttons}</p>' if buttons else ""))
