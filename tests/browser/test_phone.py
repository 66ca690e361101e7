"""The game in one hand: a phone (390×844 and 360×740, touch, device scale 2).

As a turn begins, late in 2- and 4-player games of both games, every placed tile and every
free place is inside the board's area (not under the header, the scores or the controls), and
the smallest symbol on a placed tile is at least 9 px. A whole move is then made with
`page.touchscreen.tap` on what is in view: one tap on the middle of a free place chooses it at
every board size (`<html data-chosen>`, issue 40: AXIO's cells are 26–28 px there), and the
page itself never scrolls. The same holds for the place a hint suggests and for the place a
lesson step marks; a lesson's miss brings its whole board back into view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from axio_core import AxioPlace, RotaPlace
from axio_core.components import canonical_axio_tile
from axio_core.session import Session
from tests.browser.page_hooks import expect_scores
from tests.late_games import greedy, late_session, link

pytestmark = pytest.mark.browser

PHONES = ((390, 844), (360, 740))
# The late games are played at both sizes; the checks below at the narrower phone, where room
# is least (the wider one too with `-m slow`).
NARROW_PHONE = pytest.mark.parametrize(
    "phone",
    [PHONES[1], pytest.param(PHONES[0], marks=pytest.mark.slow)],
    indirect=True,
    ids=lambda size: f"{size[0]}x{size[1]}",
)

# Every element matching the selector lies inside the board's area, and nothing else is drawn
# over its middle (the header, the scores, a panel): what is wrong, as short descriptions.
OUT_OF_VIEW_JS = """(selector) => {
  const area = document.querySelector('.board-area').getBoundingClientRect();
  const out = [];
  for (const el of document.querySelectorAll(selector)) {
    const r = el.getBoundingClientRect();
    const inside = r.width > 0 && r.left >= area.left - 1 && r.right <= area.right + 1
      && r.top >= area.top - 1 && r.bottom <= area.bottom + 1;
    const top = inside ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : null;
    if (!inside || !top || !top.closest('.board-area')) {
      out.push(`${el.getAttribute('class')} at ${Math.round(r.left)},${Math.round(r.top)}`);
    }
  }
  return out;
}"""
SMALLEST_JS = """(selector) => Math.min(...Array.from(document.querySelectorAll(selector),
  el => { const r = el.getBoundingClientRect(); return Math.min(r.width, r.height); }))"""
ZOOM_JS = "+document.querySelector('.board-area').style.getPropertyValue('--zoom')"
PAGE_SCROLL_JS = "[scrollX, scrollY, document.documentElement.scrollHeight <= innerHeight]"
TILE_SYMBOLS = ".rota-display .tile use, svg.axio-board .tile use"
BADGE_SYMBOLS = ".board-area .badge .sym, .board-area .axio-badge use"
# The board's lower layer (the tiles) is marked and watched as a turn begins: the taps that
# choose change only the upper one (the places, the preview, the tiles' marks), so the browser
# neither re-parses nor repaints the tiles (issue 40). Read back: [the same node, changes in it].
WATCH_BASE_JS = """() => {
  const base = document.querySelector('.board-stack > .board-base');
  if (window.axioBaseWatch) window.axioBaseWatch.disconnect();
  window.axioBaseChanges = 0;
  window.axioBaseWatch = new MutationObserver(found => { window.axioBaseChanges += found.length; });
  window.axioBaseWatch.observe(base, {subtree: true, childList: true, attributes: true, characterData: true});
  base.axioKept = true;
}"""
BASE_KEPT_JS = (
    "[document.querySelector('.board-stack > .board-base').axioKept === true, window.axioBaseChanges]"
)
# Rota's hand tile: a turn puts its face, not its button, so the button a finger tapped keeps
# the focus and nothing lays the page out to give it back (issue 40 item 6).
MARK_HAND_JS = "document.getElementById('rota-hand').axioKept = true"
HAND_KEPT_JS = "document.getElementById('rota-hand').axioKept === true"
# The board's drawn size and pixels per board unit: the first tap of a turn must not change
# them (the controls keep their height through a turn), or the whole board is laid out,
# restyled and repainted at a new scale (issue 40 item 6).
BOARD_SIZE_JS = """() => {
  const r = document.querySelector('.board-stack').getBoundingClientRect();
  const px = document.querySelector('.board-area').style.getPropertyValue('--board-px');
  return [Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10, px];
}"""
# Where "Pass on" is, read in one go (it leaves by itself as the points land): [x, y] or null.
PASS_POINT_JS = """() => {
  const b = document.querySelector('[data-action="table-pass"]');
  if (!b) return null;
  const r = b.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}"""


@pytest.fixture(params=PHONES, ids=lambda size: f"{size[0]}x{size[1]}")
def phone(
    browser: Browser, site_url: str, request: pytest.FixtureRequest, watch_page: Callable[[Page, str], Any]
) -> Iterator[Page]:
    width, height = request.param
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=2, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    watcher = watch_page(page, site_url)
    yield page
    watcher.check(page)
    context.close()


def tap(page: Page, selector: str) -> None:
    """A finger on the middle of the element, which must be on screen as it is."""
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"nothing to tap: {selector}"
    size = page.viewport_size
    assert size is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    assert 0 <= x <= size["width"] and 0 <= y <= size["height"], f"{selector} is off screen"
    page.touchscreen.tap(x, y)


def tap_place(page: Page, selector: str, chosen: str, at: str) -> None:
    """One tap on the middle of a board place chooses it, however small it is drawn: `chosen`
    (the preview) appears and `<html data-chosen>` names `at`, the place chosen ("x,y")."""
    tap(page, selector)
    expect(page.locator("html")).to_have_attribute("data-chosen", at)
    expect(page.locator(chosen).first).to_be_visible()
    assert page.evaluate(ZOOM_JS) == 1  # the tap chose: it did not zoom


def uncover(page: Page) -> None:
    if page.locator("#cover-ready").count():
        tap(page, "#cover-ready")
    expect(page.locator(".controls")).to_be_visible()


def check_the_turn_begins_in_view(page: Page, variant: str) -> None:
    places = ".open-cell" if variant == "rota" else ".target"
    tiles = ".rota-display .tiles .tile" if variant == "rota" else "svg.axio-board .tile"
    expect(page.locator(places).first).to_be_attached()
    assert page.evaluate(OUT_OF_VIEW_JS, places) == [], "free places out of view"
    assert page.evaluate(OUT_OF_VIEW_JS, tiles) == [], "placed tiles out of view"
    assert page.evaluate(SMALLEST_JS, TILE_SYMBOLS) >= 9, "symbols on the tiles under 9 px"
    if page.locator(BADGE_SYMBOLS).count():  # the last move's points, landing
        assert page.evaluate(SMALLEST_JS, BADGE_SYMBOLS) >= 9, "symbols in the badges under 9 px"
    assert page.evaluate(PAGE_SCROLL_JS) == [0, 0, True], "the page scrolls"


def play_rota_by_taps(page: Page, action: RotaPlace, watched: bool = False) -> None:
    """`watched`: the board's lower layer is watched (WATCH_BASE_JS): the taps left it as it
    was, and the board kept its size."""
    x, y = action.at
    before = page.evaluate(BOARD_SIZE_JS) if watched else None  # a phone's rack has one layer
    tap_place(page, f'[data-action="rota-cell"][data-x="{x}"][data-y="{y}"]', ".preview", f"{x},{y}")
    if watched:
        assert page.evaluate(BOARD_SIZE_JS) == before, "the first tap of the turn resized the board"
    if watched:
        page.evaluate(MARK_HAND_JS)
    for _ in range((action.rot or 4) if watched else action.rot):  # four turns: the tile as it was
        tap(page, "#rota-hand")
    if watched:
        expect(page.locator("#rota-hand")).to_be_focused()  # the finger's tap gave it the focus
        assert page.evaluate(HAND_KEPT_JS), "a turn replaced the hand tile's button"
    if action.name is not None:
        tap(page, f'[data-action="rota-name"][data-name="{action.name}"]')
    if watched:
        assert page.evaluate(BASE_KEPT_JS) == [True, 0], "a tap while choosing changed the tiles' layer"
    tap(page, "#rota-confirm")


def play_axio_by_taps(page: Page, action: AxioPlace, watched: bool = False) -> None:
    rack_tile = canonical_axio_tile(action.tile)
    before = page.evaluate(BOARD_SIZE_JS) if watched else None  # a phone's rack has one layer
    tap(page, f'[data-action="axio-tile"][data-tile="{rack_tile}"]')
    (x1, y1), (x2, y2) = action.cells
    tap_place(page, f'[data-action="axio-cell"][data-x="{x1}"][data-y="{y1}"]', ".is-anchor", f"{x1},{y1}")
    if watched:
        assert page.evaluate(BOARD_SIZE_JS) == before, "choosing a tile and its first cell resized the board"
    tap_place(page, f'.target.is-partner[data-x="{x2}"][data-y="{y2}"]', ".ghost", f"{x1},{y1}")
    if watched:
        assert page.evaluate(BOARD_SIZE_JS) == before, "choosing the partner cell resized the board"
    if action.tile != rack_tile:
        tap(page, '[data-action="axio-flip"]')
    if watched:
        assert page.evaluate(BASE_KEPT_JS) == [True, 0], "a tap while choosing changed the tiles' layer"
    tap(page, "#axio-confirm")


LATE_GAMES = (("rota", 2, 18), ("rota", 4, 40), ("axio", 2, 22), ("axio", 4, 42))


def test_late_in_a_game_the_whole_board_is_in_view_and_a_move_is_made_by_taps(
    phone: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    """Four late games in one page (one start of Pyodide per phone, not four): each game's link
    is opened in the running page, which follows the hash (PAGE.md)."""
    page = phone
    shown = ""  # the game shown before: its `data-moves`
    for variant, players, placements in LATE_GAMES:
        session = late_session(variant, players, placements)
        if not shown:
            page.goto(site_url + "?lang=en" + link(session))
            ready(page)
        else:
            assert str(session.record_length) != shown  # so `data-moves` tells the new game is shown
            page.evaluate("fragment => { location.hash = fragment; }", link(session))
            expect(page.locator("html")).to_have_attribute("data-moves", str(session.record_length))
        shown = play_a_late_move_by_taps(page, session, variant)


def play_a_late_move_by_taps(page: Page, session: Session, variant: str) -> str:
    """The turn begins in view, a move is made by taps, the next turn begins in view; returns
    `data-moves` after the move."""
    uncover(page)
    check_the_turn_begins_in_view(page, variant)
    page.evaluate(WATCH_BASE_JS)
    action = greedy(session)
    if getattr(action, "pyramids_from", ()):
        action = next(a for a in session.legal_actions() if isinstance(a, AxioPlace) and not a.pyramids_from)
    if variant == "rota":
        play_rota_by_taps(page, action, watched=True)
    else:
        play_axio_by_taps(page, action, watched=True)
    session = session.play(action)
    expect(page.locator("html")).to_have_attribute("data-moves", str(session.record_length))
    expect_scores(page, session)
    assert page.evaluate(PAGE_SCROLL_JS) == [0, 0, True], "the page scrolled"
    # the next turn begins with the whole board in view again, zoomed out
    point = page.evaluate(PASS_POINT_JS)  # None: the points landed already (or no landing)
    if point is not None:  # a tap just as the landing ends meets the cover: harmless
        page.touchscreen.tap(*point)
    placing = any(isinstance(a, (AxioPlace, RotaPlace)) for a in session.legal_actions())
    if session.outcome() is None and placing:  # (not an exchange offer: no places on it)
        # the landing is over once the cover or the next turn's controls are shown
        expect(page.locator("#cover-ready, .controls").first).to_be_visible()
        uncover(page)
        assert page.evaluate(ZOOM_JS) == 1
        check_the_turn_begins_in_view(page, variant)
    return str(session.record_length)


@NARROW_PHONE
def test_the_info_panel_holds_the_counts_the_last_moves_the_log_and_play_from_phones(
    phone: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    """ "⋯" opens what the phone's screen has no room for beside the board: the scores in full,
    the supply, the last moves, the log, the board as text, and "Play from phones" (the header
    has no room for it on a phone, and does not show it)."""
    page = phone
    session = late_session("rota", 2, 6)
    page.goto(site_url + "?lang=en" + link(session))
    ready(page)
    uncover(page)
    expect(page.locator('.table-bar [data-action="pair-phones"]')).to_be_hidden()
    tap(page, "#info-toggle")
    pair = "#phones-tool [data-action='pair-phones']"
    for shown in ("#status", "#moves", "#log-toggle", "#board-text-toggle", pair):
        expect(page.locator(shown).first).to_be_visible()
    page.locator(pair).scroll_into_view_if_needed()  # the panel scrolls: the tools come last
    tap(page, pair)
    expect(page.locator('[data-action="phone-seat"]')).to_have_count(2)


@NARROW_PHONE
def test_a_hints_place_is_in_view_and_taken_by_a_tap(
    phone: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    page = phone
    page.goto(site_url + "?lang=en&game=axio&players=1&seed=5")
    ready(page)
    expect(page.locator(".axio-controls")).to_be_visible()
    tap(page, '[data-action="hint"]')
    expect(page.locator("[data-hint]").first).to_be_attached()
    assert page.evaluate(OUT_OF_VIEW_JS, "[data-hint]") == []
    x = page.locator("[data-hint]").first.get_attribute("data-hint-x")
    y = page.locator("[data-hint]").first.get_attribute("data-hint-y")
    tap(page, '[data-action="axio-tile"]')  # solo: the drawn tile
    tap_place(page, f'[data-action="axio-cell"][data-x="{x}"][data-y="{y}"]', ".is-anchor", f"{x},{y}")
    assert page.evaluate(PAGE_SCROLL_JS) == [0, 0, True]
    tap(page, '[data-action="table-zoom"][data-by="in"]')  # a precision aid: the place stays in view
    page.wait_for_function(f"{ZOOM_JS} > 1")
    assert page.evaluate(OUT_OF_VIEW_JS, ".is-anchor") == []
    # zoomed in, part of the board is out of view: the fit control brings it all back
    fit = page.locator('[data-action="table-zoom"][data-by="fit"]')
    expect(fit).to_be_enabled()
    tap(page, '[data-action="table-zoom"][data-by="fit"]')
    page.wait_for_function(f"{ZOOM_JS} == 1")
    expect(fit).to_be_disabled()
    assert page.evaluate(OUT_OF_VIEW_JS, ".target") == []
    expect(page.locator(".is-anchor")).to_have_count(1)  # the choice is kept


@NARROW_PHONE
def test_a_lessons_board_is_whole_again_after_a_miss_and_its_hints_place_is_taken_by_a_tap(
    phone: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    page = phone
    page.goto(site_url + "?lang=en&learn=axio&lesson=first")
    ready(page)
    # a miss, made zoomed in: G4 and a neighbour score nothing in orange (the goal)
    tap_place(page, '[data-action="axio-cell"][data-x="6"][data-y="3"]', ".is-anchor", "6,3")
    tap(page, '[data-action="table-zoom"][data-by="in"]')
    page.wait_for_function(f"{ZOOM_JS} > 1")
    tap(page, ".target.is-partner")
    tap(page, "#axio-confirm")
    expect(page.locator(".learn-wrong")).to_be_visible()
    page.wait_for_function(f"{ZOOM_JS} == 1")  # the lesson's whole board, with what it marks
    assert page.evaluate(OUT_OF_VIEW_JS, ".space, .target") == [], "the lesson's places out of view"
    tap(page, '[data-action="axio-clear"]')
    expect(page.locator("html")).to_have_attribute("data-chosen", "")
    # the lesson's hint (the header's: the card folded as the move began) rings a place that
    # meets its goal
    tap(page, '.table-bar [data-action="hint"]')
    marks = page.locator("[data-learn-x]")
    expect(marks.first).to_be_attached()
    assert page.evaluate(OUT_OF_VIEW_JS, "[data-learn-x]") == []
    x, y = marks.first.get_attribute("data-learn-x"), marks.first.get_attribute("data-learn-y")
    if page.locator('[data-action="axio-tile"]').count():
        tap(page, '[data-action="axio-tile"]')
    tap_place(page, f'[data-action="axio-cell"][data-x="{x}"][data-y="{y}"]', ".is-anchor", f"{x},{y}")
    assert page.evaluate(PAGE_SCROLL_JS) == [0, 0, True]
