"""Showing a `Page`: only what changed since the page shown last goes to the browser.

`changes(page, last)` compares two pages and returns a `PageChanges` value: the regions whose
markup changed (a tap repaints the board's marks and the controls, not the scoreboards or the
log) and, in a region given element by element, the elements that changed (the places a tap
marks, not all the places), the messages, the help panel, the hooks on <html>, the title,
where the board scrolls and where the focus goes. Everything comes from the two pages, never
from reading the browser back; the port only carries it out (glue.py in the browser, a fake in
the tests).
"""

from __future__ import annotations

from dataclasses import dataclass

from .page import Page

SCREEN_ID = "screen"  # the element the whole screen goes into


@dataclass(frozen=True)
class Reveal:
    """Scroll the board's area (when the board is larger than it) to `selector`, or to its
    middle when there is none and the board is `fresh`; `rescaled`: the zoom changed."""

    selector: str | None
    fresh: bool
    rescaled: bool


@dataclass(frozen=True)
class Focus:
    """Move the keyboard focus to `selector`; `only_if_lost`: only when it is nowhere in the
    page (the element holding it was replaced); `scroll`: bring the element into view too."""

    selector: str
    only_if_lost: bool
    scroll: bool = False


@dataclass(frozen=True)
class PageChanges:
    """What to change in the page, in this order. None: leave it as it is."""

    regions: tuple[tuple[str, str], ...] = ()  # (element id, markup); a field typed in keeps its caret
    elements: tuple[tuple[str, int, str], ...] = ()  # (region id, index of its element, markup): replaced
    messages: tuple[str, str] | None = None  # (markup, kind); "" markup hides the message area
    help_body: str | None = None
    help_open: bool | None = None  # True: open the panel (modal), False: close it
    # on <html>; "" removes the attribute (but for EMPTY_KEPT), None: a hook that left
    attributes: tuple[tuple[str, str | None], ...] = ()
    classes: tuple[tuple[str, bool], ...] = ()  # on <html>
    title: str | None = None
    chrome: tuple[tuple[str, str, str], ...] = ()  # (element id, attribute or "" for the text, text)
    focus: Focus | None = None
    reveal: Reveal | None = None  # last: measuring the board lays out the page, once, as changed


#: Hooks PAGE.md gives an empty value of their own (data-link-waiting="": this device's turn).
EMPTY_KEPT = ("data-chosen", "data-link-waiting")


def changes(page: Page, last: Page | None) -> PageChanges:
    """What changed from `last` (None: nothing shown yet) to `page`."""
    first = last is None
    before = dict(last.attributes) if last else {}
    # only what changed: setting <html lang> even to the same value restyles the whole page
    attributes: list[tuple[str, str | None]] = [
        (name, value)
        for name, value in page.attributes
        if first or name not in before or before[name] != value
    ]
    attributes += [(name, None) for name in before.keys() - dict(page.attributes).keys()]  # a hook left
    was_open = last is not None and last.help is not None
    messages = (page.messages, page.messages_kind)
    regions, elements = _patches(page, last)
    return PageChanges(
        regions=regions,
        elements=elements,
        messages=messages if last is None or messages != (last.messages, last.messages_kind) else None,
        help_body=page.help if page.help is not None and (last is None or page.help != last.help) else None,
        help_open=None if (page.help is not None) == was_open else page.help is not None,
        reveal=_reveal(page, last),
        attributes=tuple(attributes),
        classes=page.classes if last is None or page.classes != last.classes else (),
        title=page.title if last is None or page.title != last.title else None,
        chrome=page.chrome if last is None or page.chrome != last.chrome else (),
        focus=focus(page, last),
    )


def changed_regions(page: Page, last: Page | None) -> tuple[tuple[str, str], ...]:
    """(element id, markup) to put in: the whole screen when it is another one, else each
    region whose markup changed, filled with its nested regions (which then need no more)."""
    return _patches(page, last)[0]


def changed_elements(page: Page, last: Page | None) -> tuple[tuple[str, int, str], ...]:
    """(region id, index, markup): the elements of a region given element by element
    (`Layout.lists`) that changed, where only some did; that region is then not put whole."""
    return _patches(page, last)[1]


#: A list region is patched element by element while at most this many of its elements, or
#: a quarter of them, changed; else it is put whole (one assignment instead of many).
FEW = 8


Regions = tuple[tuple[str, str], ...]
Elements = tuple[tuple[str, int, str], ...]


def _patches(page: Page, last: Page | None) -> tuple[Regions, Elements]:
    layout = page.screen
    if last is None or page.screen_key != last.screen_key or layout.skeleton != last.screen.skeleton:
        return ((SCREEN_ID, layout.html()),), ()
    old = last.screen.contents
    refilled: set[str] = set()
    regions, elements = [], []
    for region_id, html in layout.regions:
        if region_id in refilled or html == old.get(region_id):
            continue
        swaps = _swaps(layout.elements.get(region_id), last.screen.elements.get(region_id))
        if swaps is not None:
            elements += [(region_id, index, markup) for index, markup in swaps]
            continue
        regions.append((region_id, layout.composed(region_id)))
        refilled |= layout.nested(region_id)
    return tuple(regions), tuple(elements)


def _swaps(new: tuple[str, ...] | None, old: tuple[str, ...] | None) -> list[tuple[int, str]] | None:
    """The elements of a list region that changed, when few did and none came or went."""
    if new is None or old is None or len(new) != len(old):
        return None
    swaps = [
        (index, markup) for index, (markup, was) in enumerate(zip(new, old, strict=True)) if markup != was
    ]
    return swaps if len(swaps) <= max(FEW, len(new) // 4) else None


def focus(page: Page, last: Page | None) -> Focus | None:
    """The focus goes where the page wants it when it asks anew (its serial moved); else it is
    only put back if it was lost."""
    if not page.focus:
        return None
    return Focus(
        page.focus,
        only_if_lost=last is not None and page.focus_serial == last.focus_serial,
        scroll=page.focus_scrolls,
    )


def _reveal(page: Page, last: Page | None) -> Reveal | None:
    """Keep what matters in view on a board larger than its area (a phone, a zoom): the last
    move, or where the player aims. A board drawn afresh starts there too."""
    fresh = last is None or page.screen.skeleton != last.screen.skeleton
    if not fresh and last is not None and page.reveal_serial == last.reveal_serial:
        return None
    rescaled = last is not None and page.zoom != last.zoom  # the old scroll means nothing now
    return Reveal(page.reveal, fresh, rescaled)
