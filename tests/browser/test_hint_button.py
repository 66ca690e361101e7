"""Hints in the built site: the button and the H key suggest a move for the player to act,
mark its place with `[data-hint]` (PAGE.md), say why, and the suggested move can be played."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from axio_core.bots.hint import suggest
from axio_core.session import Session
from tests.browser.page_hooks import place_by_clicks

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
    place_by_clicks(page, session, hint.action)  # taps go through the mark to the place
    session = session.play(hint.action)
    expect(page.locator("[data-hint]")).to_have_count(0)
    # The key asks again, for the next tile.
    page.locator("#board").focus()
    page.keyboard.press("h")
    expect(page.locator("[data-hint]")).to_have_count(1)
    again = suggest(session.view(0)).cells[0]
    expect(page.locator("[data-hint]")).to_have_attribute("data-hint-x", str(again[0]))

