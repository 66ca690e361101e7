"""The game review in the browser (PAGE.md "Review"): from a `#record=` link of a finished
game, Review rates every placement in the bot worker, shows a chart, a move's boards played
and best, and a summary; Stop asks no more, Go on carries on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from axio_web.runtime.record_link import encode_record
from playwright.sync_api import Page, expect
from review_games import finished_record, near_end_record, people_record, placements

pytestmark = pytest.mark.browser
REVIEW_TIMEOUT_MS = 400_000  # 60 s (Rota) and 120 s (AXIO) on this machine, with room for load


@pytest.mark.slow
def test_a_finished_game_from_a_link_is_reviewed_move_by_move(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    """AXIO here (`-m slow`: 2 minutes of the worker's rating); Rota's review is checked the
    same way after a stop (the next test), AXIO's review through the app in CPython
    (test_review_screen.py) and AXIO's search in the bot worker by test_bots_play.py."""
    record = finished_record("axio")
    app_page.goto(f"{site_url}#record={encode_record(record)}")
    ready(app_page)
    app_page.locator('[data-action="review"]').click()
    expect(app_page.locator("progress")).to_be_visible()
    expect(app_page.locator("html")).to_have_attribute("data-review", "done", timeout=REVIEW_TIMEOUT_MS)
    check_the_review(app_page, record)


def check_the_review(app_page: Page, record: dict[str, Any]) -> None:
    """Every placement rated, both players', a chart and a summary per player; the biggest
    mistake's boards; back to the replay."""
    rated = app_page.locator("[data-review-move]")
    expect(rated).to_have_count(len(placements(record)))
    moves = [int(x) for x in rated.evaluate_all("els => els.map(e => e.dataset.move)")]
    assert moves == placements(record)
    players = rated.evaluate_all("els => els.map(e => Number(e.dataset.player))")
    assert players[:2] == [0, 1] and set(players) == {0, 1}
    losses = rated.evaluate_all("els => els.map(e => Number(e.dataset.loss))")
    assert all(loss >= 0 for loss in losses)
    expect(app_page.locator(".review-chart polyline")).to_have_count(2)
    expect(app_page.locator("[data-review-player]")).to_have_count(2)
    # the biggest mistake: its board and the best move's, side by side
    worst = max(range(len(losses)), key=lambda k: losses[k])
    rated.nth(worst).locator("button").click()
    boards = app_page.locator("[data-review-board]")
    expect(boards).to_have_count(2 if losses[worst] >= 0.05 else 1)
    app_page.locator('[data-action="review-back"]').click()
    expect(app_page.locator("#replay")).to_be_visible()


# Every value <html data-review> takes from now on.
REVIEW_STATES_JS = """() => {
  window.reviewStates = [];
  new MutationObserver(() => {
    const value = document.documentElement.dataset.review;
    if (value && window.reviewStates.at(-1) !== value) window.reviewStates.push(value);
  }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-review']});
}"""


def test_a_saved_games_review_stops_goes_on_is_kept_and_its_mistakes_are_puzzles(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    """One whole review in the worker, of a saved Rota game of people (Anna plays her worst
    moves): stopped and carried on (in German), it is whole; kept with the game, the next visit
    shows it at once; its grades and words (also at a phone's width: one board at a time,
    symbols of 9 px at least), then the puzzles: a miss says what it gave, the best move found
    solves it. (AXIO's review in the browser is `-m slow`; a review from a link is
    test_review_screen.py's, through the app in CPython.)"""
    from datetime import UTC, datetime

    from axio_web.storage import StoreImage, save_game

    from axio_core.records import read_record, replay
    from axio_core.review import BROWSER, rate
    from axio_core.session import Session

    record = people_record()
    session = Session.from_record(read_record(record))
    out = save_game(StoreImage({}), None, session, {}, datetime(2026, 11, 25, tzinfo=UTC), "review-1")
    app_page.set_viewport_size({"width": 1024, "height": 768})
    app_page.goto(f"{site_url}?lang=de")
    ready(app_page)
    for key, text in out.image.entries.items():
        app_page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, text])
    app_page.reload()
    ready(app_page)
    app_page.click('[data-action="saves-open-list"]')
    app_page.locator('[data-action="saves-replay"]').first.click()
    app_page.locator('[data-action="review"]').click()
    expect(app_page.locator("[data-review-move]").first).to_be_attached(timeout=120_000)
    app_page.locator('[data-action="review-cancel"]').click()
    expect(app_page.locator("html")).to_have_attribute("data-review", "stopped")
    # (that nothing more is asked once stopped, and the answer under way still counts, is
    # test_review_screen.py's: here a person sees it stopped, and Go on finishes it)
    expect(app_page.locator("#review-progress")).to_contain_text("Angehalten")
    app_page.locator('[data-action="review-resume"]').click()
    expect(app_page.locator("html")).to_have_attribute("data-review", "done", timeout=REVIEW_TIMEOUT_MS)
    check_the_review(app_page, record)
    assert '"review"' in app_page.evaluate("localStorage.getItem('axio:v1:game:review-1')")
    app_page.goto(f"{site_url}?lang=en")  # a new visit: the menu
    ready(app_page)
    app_page.click('[data-action="saves-open-list"]')
    app_page.locator('[data-action="saves-replay"]').first.click()
    app_page.evaluate(REVIEW_STATES_JS)
    app_page.locator('[data-action="review"]').click()
    # kept: shown at once, done without ever running (nothing asked of the worker)
    expect(app_page.locator("html")).to_have_attribute("data-review", "done")
    assert app_page.evaluate("window.reviewStates") == ["done"]
    rated = app_page.locator("[data-review-move]")
    expect(rated).to_have_count(len(placements(record)))
    grades = rated.evaluate_all("els => els.map(e => e.dataset.grade)")
    assert set(grades) <= {"best", "good", "inaccuracy", "mistake", "blunder"} and "blunder" in grades
    report = app_page.locator("#review-summary")
    expect(report).to_contain_text("The move that mattered most")
    k = next(n for n, g in enumerate(grades) if g in ("mistake", "blunder"))
    rated.nth(k).locator("button").click()
    detail = app_page.locator("#review-detail")
    expect(detail).to_contain_text("The best move found")
    expect(detail).not_to_contain_text("look-ahead")
    # a phone's width: the move's boards one at a time, full width, readable symbols
    app_page.set_viewport_size({"width": 390, "height": 844})
    shown = app_page.locator("[data-review-board]:visible")
    expect(shown).to_have_count(1)
    expect(shown).to_have_attribute("data-review-board", "played")
    app_page.locator('[data-action="review-board"][data-board="best"]').click()
    expect(shown).to_have_attribute("data-review-board", "best")
    smallest = shown.locator(".symbol, use").evaluate_all(
        "els => Math.min(...els.map(e => e.getBoundingClientRect().width).filter(w => w > 0))"
    )
    assert smallest >= 9, smallest
    app_page.set_viewport_size({"width": 1024, "height": 768})
    # the puzzles: the first is decision k (a person's first mistake), from Anna's view
    app_page.locator('[data-action="practise-mistakes"]').click()
    html = app_page.locator("html")
    expect(html).to_have_attribute("data-puzzle", "1")
    expect(html).not_to_have_attribute("data-puzzle-done", "true")
    rating = rate(replay(read_record(record)), k, BROWSER)  # what the worker found: the same
    place_rota(app_page, rating.played)
    expect(app_page.locator(".puzzle-verdict.is-missed")).to_contain_text("would have scored", timeout=60_000)
    expect(html).not_to_have_attribute("data-puzzle-done", "true")
    place_rota(app_page, rating.best)
    expect(html).to_have_attribute("data-puzzle-done", "true", timeout=60_000)
    expect(app_page.locator(".puzzle-verdict.is-solved")).to_be_visible()
    app_page.locator('[data-action="puzzle-next"]').click()
    expect(html).to_have_attribute("data-puzzle", "2")
    expect(html).not_to_have_attribute("data-puzzle-done", "true")


def place_rota(page: Page, move: dict[str, Any]) -> None:
    """Tap the place, turn the hand tile until it lies as `move` says, name, place the tile."""
    from axio_web.games.rota.render import corners_text

    from axio_core.rota import notation
    from axio_core.rota.geometry import rotate

    action = notation.action_from_move(move)
    page.click(f'[data-action="rota-cell"][data-x="{action.at[0]}"][data-y="{action.at[1]}"]')
    hand = page.locator("#rota-hand")
    wanted = f"Your tile: {corners_text(rotate(action.tile, action.rot))}. Tap to turn it."
    for _ in range(4):
        if hand.locator(".visually-hidden").text_content() == wanted:  # the button's name
            break
        hand.click()
    expect(hand).to_have_accessible_name(wanted)
    if action.name is not None:
        page.click(f'[data-action="rota-name"][data-name="{action.name}"]')
    page.locator("#rota-confirm").click()


def test_the_end_panels_review_is_in_view_on_a_phone(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    """Issue 40: Rota's end panel and a 4-seat AXIO game's, at both phone sizes, one page."""
    links = {
        variant: encode_record(near_end_record(variant, players))
        for variant, players in (("rota", 2), ("axio", 4))
    }
    for width, height in ((390, 844), (360, 740)):
        app_page.set_viewport_size({"width": width, "height": height})
        for variant, fragment in links.items():
            app_page.goto(f"{site_url}#record={fragment}")
            ready(app_page)
            expect(app_page.locator("html")).to_have_attribute("data-game-over", "true", timeout=60_000)
            review = app_page.locator('[data-action="review"]')
            expect(review, f"{variant} at {width}x{height}").to_be_in_viewport(ratio=1)
