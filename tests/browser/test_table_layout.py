"""The tablet table in a real browser: at 1024×768, 768×1024, 1180×820, 1366×1024 and a phone
(390×844), for both games and 1–4 players, every scoreboard value, the controls that finish
a turn and every place on the board are on screen without scrolling (inside the viewport, and
the topmost element at their centre); in landscape the places are at least 44 px (elsewhere a
smaller one is zoomed into by the first tap: test_phone.py). Everything is clicked through
JavaScript (`el.click()`), so nothing is scrolled into view for the test. Also: a reload
resumes the game on the table, and the cover tells each move since the viewer's last turn as
the scoreboards moved, bot moves and extra turns included.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from axio_core import Exchange, RotaPlace, game
from axio_core.bots import choose_in
from axio_core.components import canonical_axio_tile
from axio_core.session import Session
from tests.browser.page_hooks import (
    AT_LEAST_MOVES_JS,
    CUT_JS,
    JS_CLICK,
    naming_moment,
    settle,
    show_naming,
    shown_scores,
)
from tests.late_games import NAMES, greedy, late_link, late_session, link, two_pyramids_to_move

pytestmark = pytest.mark.browser

SIZES = ((1024, 768), (768, 1024), (1180, 820), (1366, 1024), (390, 844))
LANDSCAPE = {(1024, 768), (1180, 820), (1366, 1024)}

# Is the element on screen for a person who does not scroll: inside the viewport, and the
# element found at its centre is it (or inside it)?
VISIBLE_JS = """(selector) => {
  const out = [];
  for (const el of document.querySelectorAll(selector)) {
    const r = el.getBoundingClientRect();
    const inside = r.width > 0 && r.top >= 0 && r.left >= 0
      && r.bottom <= innerHeight && r.right <= innerWidth;
    const top = inside
      ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : null;
    if (!inside || !(top === el || el.contains(top))) {
      const box = `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      out.push(`${el.outerHTML.slice(0, 90)} at ${box}`);
    }
  }
  return out;
}"""
SMALLEST_JS = """(selector) => Math.min(...Array.from(document.querySelectorAll(selector),
  el => { const r = el.getBoundingClientRect(); return Math.min(r.width, r.height); }))"""


def open_table(page: Page, url: str, ready: Callable[[Page], None]) -> None:
    page.goto(url)
    ready(page)
    if page.locator("#cover-ready").count():
        page.evaluate(JS_CLICK, "#cover-ready")
    expect(page.locator(".controls")).to_be_visible()


def test_scores_and_the_controls_fit_at_every_size(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    """Both games x 1-4 players in one page (one start of Pyodide, not eight): each game's link
    is opened in the running page, which follows the hash (PAGE.md)."""
    page = app_page
    games = [
        (
            variant,
            players,
            late_session(variant, players, {"rota": 9 * players + 4, "axio": 10 * players + 2}[variant]),
        )
        for variant in ("rota", "axio")
        for players in (1, 2, 3, 4)
    ]  # the board is full of tiles
    lengths = [session.record_length for _, _, session in games]
    # `data-moves` changes from each game to the next: the sign that the next one is shown
    assert all(a != b for a, b in zip(lengths, lengths[1:], strict=False)), lengths
    for number, (variant, players, session) in enumerate(games):
        if number == 0:
            open_table(page, site_url + "?lang=en" + link(session), ready)
        else:
            page.evaluate("fragment => { location.hash = fragment; }", link(session))
            expect(page.locator("html")).to_have_attribute("data-moves", str(session.record_length))
            if page.locator("#cover-ready").count():
                page.evaluate(JS_CLICK, "#cover-ready")
            expect(page.locator(".controls")).to_be_visible()
        check_every_size_fits(page, variant, players)


def check_every_size_fits(page: Page, variant: str, players: int) -> None:
    controls = (
        '[data-action="rota-confirm"], #rota-hand, [data-action="rota-rotate"]'
        if variant == "rota"
        else '[data-action="axio-confirm"], [data-action="axio-tile"], [data-action="axio-flip"]'
    )
    places = ".open-cell .hit" if variant == "rota" else ".target .hit"
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        settle(page)  # the layout settles (no scrolling happens)
        where = f"{variant}, {players} players, {width}x{height}"
        assert page.evaluate(VISIBLE_JS, "[data-score]") == [], f"scores not in view: {where}"
        assert page.evaluate(VISIBLE_JS, controls) == [], f"controls not in view: {where}"
        groups = ".open-cell" if variant == "rota" else ".target"
        assert page.evaluate(VISIBLE_JS, groups) == [], f"places not in view: {where}"
        assert page.evaluate(CUT_JS, ".turn-line") == [], f"the turn line is cut: {where}"
        if (width, height) in LANDSCAPE:
            assert round(page.evaluate(SMALLEST_JS, places)) >= 44, f"places under 44 px: {where}"
        scroll = page.evaluate("[scrollX, scrollY, document.documentElement.scrollWidth <= innerWidth]")
        assert scroll == [0, 0, True], f"the page scrolls: {where}"


def test_a_reload_resumes_a_game_started_from_the_address(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    page = app_page
    page.goto(site_url + "?game=rota&players=2&names=Anna,Beata&seed=4&lang=en")
    ready(page)
    assert "game=" not in page.url  # started once: the address no longer deals
    session = Session.new("rota", ["Anna", "Beata"], 4)
    for _ in range(3):
        page.evaluate(JS_CLICK, "#cover-ready")
        action = greedy(session)
        _place_by_js(page, action)
        session = session.play(action)
        expect(page.locator("#cover-ready")).to_be_visible(timeout=8000)
    page.reload()  # pull to refresh
    ready(page)
    expect(page.locator("#cover-ready")).to_be_visible()  # behind the cover, as it was
    expect(page.locator(".cover-resumed")).to_have_text("Game resumed — Beata to play")
    assert shown_scores(page) == [list(s) for s in session.state.scores]
    assert page.locator("html").get_attribute("data-moves") == str(session.record_length)


def _place_by_js(page: Page, action: RotaPlace) -> None:
    page.evaluate(JS_CLICK, f'[data-action="rota-cell"][data-x="{action.at[0]}"][data-y="{action.at[1]}"]')
    for _ in range(action.rot):
        page.evaluate(JS_CLICK, "#rota-hand")
    if action.name:
        page.evaluate(JS_CLICK, f'[data-action="rota-name"][data-name="{action.name}"]')
    page.evaluate(JS_CLICK, "#rota-confirm")


def _extra_turn_moment() -> tuple[str, Session]:
    """A Rota game with two people and a computer player, just before a person's move that
    reaches 12 (an extra turn follows, then the bot moves): its link and its session."""
    for seed in range(200):
        session = Session.new("rota", ["Anna", "Beata", "Casual"], seed, (None, None, "casual"))
        while session.outcome() is None:
            player = session.to_act
            assert player is not None
            if session.is_bot(player):
                session = session.play(choose_in(session))
                continue
            action = greedy(session)
            if game.explain(session.state, action).reached and len(session.state.supply) > 0:
                return link(session), session
            session = session.play(action)
    raise AssertionError("no extra turn found")


def test_the_cover_tells_every_move_since_the_viewers_turn_bots_and_extra_turns_too(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    page = app_page
    link, session = _extra_turn_moment()
    page.goto(site_url + "?lang=en" + link)
    ready(page)
    told = 0
    last_mover = None
    for _ in range(8):
        player = session.to_act
        assert player is not None
        if session.is_bot(player):
            session = session.play(choose_in(session))
            last_mover = player
            continue
        if player != last_mover:  # the device passes to this person: the cover tells them
            expect(page.locator("#cover-ready")).to_be_visible(timeout=10_000)
            expected = _moves_since_last_turn(session, player)
            shown = page.eval_on_selector_all(
                "[data-move-summary]", "els => els.map(e => [e.dataset.player, e.dataset.gain])"
            )
            assert shown == expected
            told = max(told, len(expected))
            if told >= 3:
                return  # a person's extra turn and the bot's move were both told, with their points
            page.evaluate(JS_CLICK, "#cover-ready")
        expect(page.locator(".controls")).to_be_visible()
        action = greedy(session)
        _place_by_js(page, action)
        session = session.play(action)
        last_mover = player
        # the page has the move; a computer player to act next may have answered already: its
        # pause counts from this move, and a busy machine takes that long to get here (CI once)
        page.wait_for_function(AT_LEAST_MOVES_JS, arg=session.record_length)
    raise AssertionError(f"the cover told at most {told} moves")


def _moves_since_last_turn(session: Session, viewer: int) -> list[list[str]]:
    """[player, gain] of each move since `viewer` last acted, as the scoreboards moved."""

    def before(i: int) -> Any:
        return session.states[i - 1] if i else session.start

    mine = [i for i in range(len(session.actions)) if before(i).current == viewer]
    moves = []
    for i in range((mine[-1] + 1) if mine else 0, len(session.actions)):
        mover = before(i).current
        gain = [b - a for a, b in zip(before(i).scores[mover], session.states[i].scores[mover], strict=True)]
        moves.append([str(mover), " ".join(f"{c}{g}" for c, g in zip("RGBOP", gain, strict=True) if g)])
    return moves


def test_the_confirm_control_stays_in_view_while_two_pyramids_are_picked(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    page = app_page
    page.set_viewport_size({"width": 1024, "height": 768})
    session, action = two_pyramids_to_move()
    open_table(page, site_url + "?lang=en" + link(session), ready)
    page.evaluate(JS_CLICK, f'[data-action="axio-tile"][data-tile="{canonical_axio_tile(action.tile)}"]')
    (x1, y1), (x2, y2) = action.cells
    page.evaluate(JS_CLICK, f'[data-action="axio-cell"][data-x="{x1}"][data-y="{y1}"]')
    page.evaluate(JS_CLICK, f'.target.is-partner[data-x="{x2}"][data-y="{y2}"]')
    if action.tile != canonical_axio_tile(action.tile):
        page.evaluate(JS_CLICK, '[data-action="axio-flip"]')
    confirm = page.locator("#axio-confirm")
    for px, py in action.pyramids_from:
        expect(confirm).to_have_attribute("aria-disabled", "true")
        assert page.evaluate(VISIBLE_JS, "#axio-confirm") == [], "the confirm control left the view"
        page.evaluate(JS_CLICK, f'.board-area [data-action="axio-pyramid"][data-px="{px}"][data-py="{py}"]')
    expect(confirm).not_to_have_attribute("aria-disabled", "true")
    assert page.evaluate(VISIBLE_JS, "#axio-confirm") == [], "the confirm control left the view"
    assert page.evaluate("[scrollX, scrollY]") == [0, 0]
    page.evaluate(JS_CLICK, "#axio-confirm")
    session = session.play(action)
    expect(page.locator("html")).to_have_attribute("data-moves", str(session.record_length))
    assert shown_scores(page) == [list(s) for s in session.state.scores]


# ---------------------------------------------------------------------------- whole words


def _exchange_moment() -> str:
    """An AXIO game of two where the player to act is offered the exchange (A11)."""
    for seed in range(2, 40):
        session = Session.new("axio", NAMES[:2], seed)
        while session.outcome() is None:
            legal = session.legal_actions()
            if Exchange() in legal:
                return link(session)
            session = session.play(greedy(session))
    raise AssertionError("no exchange offer found")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_buttons_show_their_whole_words(
    app_page: Page, site_url: str, ready: Callable[[Page], None], lang: str
) -> None:
    """The colour names on Rota's naming buttons ("orange", "purple") and AXIO's Exchange and
    Keep are never cut, on a tablet and a phone."""
    page = app_page
    link, action = naming_moment()
    exchange = _exchange_moment()
    for width, height in ((1024, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.goto(f"{site_url}?lang={lang}{link}")
        ready(page)
        show_naming(page, action)
        assert page.evaluate(CUT_JS, ".name-word") == [], f"naming at {width}x{height}"
        page.goto(f"{site_url}?lang={lang}{exchange}")
        ready(page)
        page.evaluate(JS_CLICK, "#cover-ready")
        expect(page.locator("#axio-exchange")).to_be_visible()
        buttons = '[data-action="axio-exchange"], [data-action="axio-keep"]'
        assert page.evaluate(CUT_JS, buttons) == [], f"exchange at {width}x{height}"
        assert page.evaluate(VISIBLE_JS, f":is({buttons}) kbd") == [], f"the keys at {width}x{height}"


def test_the_turn_chip_shows_above_the_cover_and_solo_axios_drawn_tile_reads(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    """The cover's Menu and Help leave the header's "Anna to play" in view; the symbols of solo
    AXIO's drawn tile are at least 9 px."""
    page = app_page
    cover = late_link("axio", 2, 6)
    solo = late_link("axio", 1, 20)
    for width, height in ((1024, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.goto(f"{site_url}?lang=en{cover}")
        ready(page)
        expect(page.locator(".cover")).to_be_visible()
        assert page.evaluate(VISIBLE_JS, ".turn-line") == [], f"turn chip at {width}x{height}"
        page.goto(f"{site_url}?lang=en{solo}")
        ready(page)
        expect(page.locator(".rack-tile")).to_be_visible()
        assert round(page.evaluate(SMALLEST_JS, ".rack-tile .sym"), 1) >= 9, f"drawn tile at {width}x{height}"


def test_the_end_shows_the_last_move_without_scrolling(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    page = app_page
    session = Session.new("rota", NAMES[:3], 2)
    while True:
        action = greedy(session)
        if session.play(action).outcome() is not None:
            break
        session = session.play(action)
    fragment = link(session)
    for width, height in ((1024, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.goto(f"{site_url}?lang=en{fragment}")
        ready(page)
        page.evaluate(JS_CLICK, "#cover-ready")
        _place_by_js(page, action)
        expect(page.locator(".end-panel")).to_be_visible()
        assert page.evaluate(VISIBLE_JS, ".end-last .points") == [], f"last move at {width}x{height}"
