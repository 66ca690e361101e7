"""Hints in the built site: the button and the H key suggest a move for the player to act,
mark its place with `[data-hint]` (PAGE.md), say why, and the suggested move can be played."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from axio_core.bots.hint import suggest
from axio_core.rota.geometry import rotate
from axio_core.session import Session
from tests.browser.page_hooks import corners_text

pytestmark = pytest.mark.browser


def test_a_hint_is_marked_and_can_be_played(app_page: Page, site_url: str, ready: Callable) -> None:
    page = app_page
    page.set_viewport_size({"width": 768, "height": 1024})
    page.goto(site_url + "?game=rota&players=1&names=Solo&seed=5")
    ready(page)
    session = Session.new("rota", ["Solo"], 5)
    hint = suggest(session.view(0))
    page.click('[data-action="hint"]')
    mark = page.locator("[data-hint]")
    expect(mark).to_have_count(1)
    x, y = hint.cells[0]
    expect(mark).to_have_attribute("data-hint-x", str(x))
    expect(mark).to_have_attribute("data-hint-y", str(y))
    expect(page.locator(".hint-text")).to_contain_text("Hint:")
    page.screenshot(path="/tmp/hint-rota-768.png")
    # The hint shows the move ready: the hand tile on its place, turned as suggested.
    turned = corners_text(rotate(hint.action.tile, hint.action.rot))
    hand = page.locator("#rota-hand")
    expect(hand).to_have_accessible_name(f"Your tile: {turned}. Tap to turn it.")
    if hint.action.name is not None:
        page.click(f'[data-action="rota-name"][data-name="{hint.action.name}"]')
    page.click("#rota-confirm")
    expect(page.locator(".log-count")).to_have_text("1")
    session = session.play(hint.action)
    expect(page.locator("[data-hint]")).to_have_count(0)
    # The key asks again, for the next tile; pressed once more, it offers another place.
    page.locator("#board").focus()
    page.keyboard.press("h")
    mark = page.locator("[data-hint]")
    again = suggest(session.view(0)).cells[0]
    expect(mark).to_have_attribute("data-hint-x", str(again[0]))
    expect(mark).to_have_attribute("data-hint-y", str(again[1]))
    other = suggest(session.view(0), 1).cells[0]
    assert other != again
    page.click('[data-action="hint"]')
    expect(mark).to_have_attribute("data-hint-x", str(other[0]))
    expect(mark).to_have_attribute("data-hint-y", str(other[1]))
