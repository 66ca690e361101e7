"""AXIO Rota played in the built site by clicking as a person would, checked against the engine.

The test keeps its own Session with the same names and seed and plays the same placements
through axio_core; after each placement the scoreboard hooks on the page (PAGE.md:
data-player, data-color, data-score) must equal the engine's scores.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import quote

import pytest
from axio_web.games.rota.render import corners_text
from playwright.sync_api import Page, expect

from axio_core import game
from axio_core.rota.geometry import rotate
from axio_core.session import Session
from tests.browser.page_hooks import expect_scores, greedy, pass_on, place_by_clicks

pytestmark = pytest.mark.browser


def hand_is_absent(page: Page, tile: str) -> None:
    """Ruling D2: the tile is not in the page at all, in no turn, under no description."""
    html = page.content()
    assert 'id="rota-hand"' not in html
    for rot in range(4):
        assert corners_text(rotate(tile, rot)) not in html


def test_a_solo_game_by_clicks_scores_as_the_engine(app_page: Page, site_url: str, ready: Callable) -> None:
    page = app_page
    page.goto(site_url + "?game=rota&players=1&names=Solo&seed=0")
    ready(page)
    session = Session.new("rota", ["Solo"], 0)
    expect_scores(page, session)
    extra_turns = 0
    while session.outcome() is None:
        action = greedy(session)
        extra_turns += len(game.explain(session.state, action).reached)
        place_by_clicks(page, session, action)
        session = session.play(action)
        expect_scores(page, session)
        if session.state.supply_tile is not None:  # T7: the "AXIO!" moment, then the supply tile
            expect(page.locator(".axio-banner")).to_contain_text("AXIO!")
    assert extra_turns > 0  # seed 0 reaches 12 in one colour: the extra turn was played too
    expect(page.locator("html")).to_have_attribute("data-game-over", "true")
    expect(page.locator(".end-panel h2")).to_have_text(f"Your result: {min(session.state.scores[0])}")


def test_two_players_pass_the_device_between_turns(app_page: Page, site_url: str, ready: Callable) -> None:
    page = app_page
    names = ["Anna", "Beata"]
    page.goto(site_url + f"?game=rota&players=2&names={quote(','.join(names))}&seed=21")
    ready(page)
    session = Session.new("rota", names, 21)
    cover = page.locator(".cover")
    while session.outcome() is None:
        player = session.to_act
        if session.record_length:
            pass_on(page)
        expect(cover).to_be_visible()
        expect(cover).to_contain_text(f"Pass to {names[player]}")
        hand_is_absent(page, session.state.hands[player])
        expect_scores(page, session)
        page.click("#cover-ready")
        expect(page.locator("#rota-hand")).to_be_visible()
        while session.to_act == player and session.outcome() is None:  # extra turns go on
            action = greedy(session)
            place_by_clicks(page, session, action)
            session = session.play(action)
            expect_scores(page, session)
    expect(cover).to_have_count(0)
    expect(page.locator("html")).to_have_attribute("data-game-over", "true")
    outcome = session.outcome()
    winners = " and ".join(names[i] for i in outcome.winners)
    expect(page.locator(".end-panel h2")).to_contain_text(winners)


def test_the_next_players_tile_is_not_in_the_page_under_the_cover(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    page = app_page
    page.goto(site_url + "?game=rota&players=3&names=Anna,Beata,Cem&seed=4")
    ready(page)
    session = Session.new("rota", ["Anna", "Beata", "Cem"], 4)
    hand_is_absent(page, session.state.hands[0])
    page.click("#cover-ready")
    action = greedy(session)
    place_by_clicks(page, session, action)
    session = session.play(action)
    expect(page.locator(".cover")).to_contain_text("Pass to Beata")
    for tile in filter(None, session.state.hands):  # nobody's tile: not Beata's, not anyone's
        hand_is_absent(page, tile)
