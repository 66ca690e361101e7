"""AXIO played in the built site by clicking as a person would, checked against the engine.

The test keeps its own Session with the same names and seed and plays the same actions
through axio_core (draws come from the seed, so both sides draw the same tiles); after each
placement the scoreboard hooks on the page (PAGE.md: data-player, data-color, data-score)
must equal the engine's scores. The moves are the engine's greediest placements, so games
reach "AXIO!" extra turns and exchanges without scripting them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from urllib.parse import quote

import pytest
from axio_web.runtime.record_link import encode_record
from playwright.sync_api import Page, expect

from axio_core import AxioPlace, Draw, Exchange, KeepRack
from axio_core.axio import rules
from axio_core.components import canonical_axio_tile
from axio_core.session import Session
from tests.browser.page_hooks import expect_scores, pass_on
from tests.spec_examples import EXAMPLES

pytestmark = pytest.mark.browser


def greedy(session: Session) -> AxioPlace:
    """The placement that moves the scoreboard most (ties: the engine's order); when
    pyramids must move (A8), the first ones in reading order."""
    state = session.state
    tile, cells = max(
        rules.placements_without_pyramid_choice(state),
        key=lambda tc: sum(rules.explain(state, AxioPlace(*tc)).gains),
    )
    need = rules.pyramid_moves_needed(state, cells)
    return AxioPlace(tile, cells, rules.movable_pyramids(state)[:need])


def logged(session: Session) -> int:
    """How many log entries the page shows: every action but the draws."""
    return sum(1 for a in session.actions if not isinstance(a, Draw))


def cell(x: int, y: int) -> str:
    return f'[data-action="axio-cell"][data-x="{x}"][data-y="{y}"]'


def place_by_clicks(page: Page, session: Session, action: AxioPlace, check_preview: bool = False) -> None:
    """Take the tile from the rack, tap its two cells, flip it if needed, pick the pyramids
    that move, confirm; then wait until the page has played it (the log grows by one)."""
    rack_tile = canonical_axio_tile(action.tile)
    page.click(f'[data-action="axio-tile"][data-tile="{rack_tile}"]')
    (x1, y1), (x2, y2) = action.cells
    page.click(cell(x1, y1))
    page.click(f".target.is-partner{cell(x2, y2)}")
    if action.tile != rack_tile:
        page.click('[data-action="axio-flip"]')
    confirm = page.locator("#axio-confirm")
    for px, py in action.pyramids_from:
        expect(confirm).to_have_attribute("aria-disabled", "true")  # A8: pick first
        page.click(f'[data-action="axio-pyramid"][data-px="{px}"][data-py="{py}"]')
    expect(confirm).not_to_have_attribute("aria-disabled", "true")
    if check_preview:
        gains = rules.explain(session.state, action).gains
        chips = page.eval_on_selector_all(
            ".axio-preview .chip", "els => els.map(e => [e.className.slice(-1), e.textContent])"
        )
        assert chips == [[c, f"+{g}"] for c, g in zip("RGBOP", gains, strict=True) if g]
    before = logged(session)
    confirm.click()
    expect(page.locator(".log-count")).to_have_text(str(before + 1))


def rack_is_absent(page: Page) -> None:
    """Ruling D2: under the cover no rack is in the page at all, not merely hidden."""
    html = page.content()
    assert "data-tile=" not in html and "rack-tile" not in html and "axio-tile-svg" not in html


def test_a_solo_game_by_clicks_scores_as_the_engine(app_page: Page, site_url: str, ready: Callable) -> None:
    """The game's second half (its first 16 of 32 placements from a `#record=` link; the
    two-player game below is clicked from its first move): a colour goes on to the second
    scoreboard, and the game ends."""
    page = app_page
    session = Session.new("axio", ["Solo"], 0)
    for _ in range(16):
        session = session.play(greedy(session))
    page.goto(site_url + "#record=" + encode_record(session.to_record().to_json_obj()))
    ready(page)
    expect_scores(page, session)
    expect(page.locator(".cover")).to_have_count(0)  # nobody to hide the tile from
    while session.outcome() is None:
        expect(page.locator('[data-action="axio-tile"]')).to_have_count(1)  # the drawn tile (A14)
        action = greedy(session)
        place_by_clicks(page, session, action, check_preview=True)
        session = session.play(action)
        expect_scores(page, session)
        expect(page.locator(".axio-status .bag")).to_have_attribute("data-bag", str(len(session.state.bag)))
    totals = session.state.scores[0]
    assert max(totals) > 18  # a colour went on to the second scoreboard (A15)
    expect(page.locator("html")).to_have_attribute("data-game-over", "true")
    expect(page.locator(".end-panel h2")).to_have_text(f"Your result: {min(totals)}")


def _seed_with_an_exchange(names: list[str]) -> int:
    """The first deal where greedy play is offered an exchange (A11) at least once."""
    for seed in range(40):
        session = Session.new("axio", names, seed)
        while session.outcome() is None:
            if session.state.phase == "exchange":
                return seed
            session = session.play(greedy(session))
    raise AssertionError("no exchange in 40 greedy games")


def test_two_players_pass_the_device_and_exchange(app_page: Page, site_url: str, ready: Callable) -> None:
    names = ["Anna", "Beata"]
    seed = _seed_with_an_exchange(names)
    page = app_page
    page.goto(site_url + f"?game=axio&players=2&names={quote(','.join(names))}&seed={seed}")
    ready(page)
    session = Session.new("axio", names, seed)
    cover = page.locator(".cover")
    offers = extra_turns = 0
    while session.outcome() is None:
        player = session.to_act
        if session.record_length:
            pass_on(page)
        expect(cover).to_be_visible()
        expect(cover).to_contain_text(f"Pass to {names[player]}")
        rack_is_absent(page)
        expect_scores(page, session)
        page.click("#cover-ready")
        expect(page.locator('[data-action="axio-tile"]')).to_have_count(len(session.state.racks[player]))
        while session.to_act == player and session.outcome() is None:
            if session.state.phase == "exchange":
                offers += 1
                expect(page.locator(".axio-exchange")).to_contain_text("Exchange your tiles?")
                choice = Exchange() if offers % 2 else KeepRack()  # take the first, decline the next
                page.click(f'[data-action="{"axio-exchange" if choice == Exchange() else "axio-keep"}"]')
                session = session.play(choice)
                expect(page.locator(".log-count")).to_have_text(str(logged(session)))
                continue
            if session.state.in_extra_turn:
                extra_turns += 1
                expect(page.locator(".axio-extra")).to_be_visible()
            action = greedy(session)
            place_by_clicks(page, session, action)
            session = session.play(action)
            expect_scores(page, session)
    assert offers >= 1
    expect(cover).to_have_count(0)
    expect(page.locator("html")).to_have_attribute("data-game-over", "true")
    winners = " and ".join(names[i] for i in session.outcome().winners)
    expect(page.locator(".end-panel h2")).to_contain_text(winners)
    expect(page.locator(".end-reason")).to_have_text("No tile can be placed any more.")


def _half_played(players: int, seed: int) -> Session:
    names = ["Anna", "Beata", "Cem", "Dana"][:players]
    session = Session.new("axio", names, seed)
    while len(session.state.placed) < 36:
        session = session.play(greedy(session) if session.state.phase == "place" else KeepRack())
    while session.state.phase == "exchange":
        session = session.play(KeepRack())
    return session


def test_a_record_link_of_a_half_played_4_player_game_continues_with_the_same_scores(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    session = _half_played(4, seed=5)
    page = app_page
    page.goto(site_url + "#record=" + encode_record(session.to_record().to_json_obj()))
    ready(page)
    expect(page.locator(".cover")).to_contain_text(f"Pass to {session.names[session.to_act]}")
    rack_is_absent(page)
    expect_scores(page, session)
    expect(page.locator(".log-count")).to_have_text(str(logged(session)))
    expect(page.locator(".axio-board .tile")).to_have_count(len(session.state.placed))
    page.click("#cover-ready")
    for _ in range(2):  # this player's turn, then the next after the cover
        player = session.to_act
        action = greedy(session)
        place_by_clicks(page, session, action)
        session = session.play(action)
        while session.state.phase == "exchange":
            page.click('[data-action="axio-keep"]')
            session = session.play(KeepRack())
        expect_scores(page, session)
        if session.to_act != player:
            page.click("#cover-ready")


def test_when_the_pyramids_run_out_the_player_picks_the_one_that_moves(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    """A8 by clicks, from the shared example where the supply runs dry."""
    record = json.loads((EXAMPLES / "axio-4p-pyramids-run-out.json").read_text())
    index = next(i for i, m in enumerate(record["moves"]) if "pyramids_from" in m)
    move = record["moves"][index]
    record["moves"] = record["moves"][:index]
    session = Session.from_record(record)
    assert session.state.pyramids_left == 0
    page = app_page
    page.goto(site_url + "#record=" + encode_record(record))
    ready(page)
    expect(page.locator(".axio-status .pyramids-left")).to_have_attribute("data-pyramids", "0")
    page.click("#cover-ready")
    action = AxioPlace(
        move["place"], tuple(tuple(c) for c in move["at"]), tuple(tuple(c) for c in move["pyramids_from"])
    )
    place_by_clicks(page, session, action)
    session = session.play(action)
    expect_scores(page, session)
    expect(page.locator(".axio-board .blocked")).to_have_count(len(action.pyramids_from))  # A9
