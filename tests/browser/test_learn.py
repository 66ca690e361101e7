"""The guided first game in the built site, played to the end by tapping as a person would,
in English and German, with a wrong move on the way (refused, explained, retried)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest
from axio_web.table import lesson as lessons
from playwright.sync_api import Page, expect

from axio_core import RotaPlace, legal_actions

pytestmark = pytest.mark.browser
SHOTS = os.environ.get("AXIO_LEARN_SHOTS", "")  # a folder: keep a screenshot of every step


def tap_move(page: Any, action: RotaPlace) -> None:
    page.click(f'[data-action="rota-cell"][data-x="{action.at[0]}"][data-y="{action.at[1]}"]')
    for _ in range(action.rot):
        page.click('[data-action="rota-rotate"][data-dir="1"]')
    if action.name is not None:
        page.click(f'[data-action="rota-name"][data-name="{action.name}"]')
    page.click("#rota-confirm")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rota_lesson_to_the_end(app_page: Page, site_url: str, ready: Callable, lang: str) -> None:
    page = app_page
    page.set_viewport_size({"width": 768, "height": 1024})
    page.goto(site_url + f"?learn=rota&lang={lang}")
    ready(page)
    html = page.locator("html")
    expect(html).to_have_attribute("data-tutorial-step", "1")

    def shot(n: int) -> None:
        if SHOTS:
            page.screenshot(path=f"{SHOTS}/learn-rota-{lang}-{n:02d}.png")

    shot(1)
    page.click('[data-action="learn-next"]')
    session = lessons.new_session("rota")
    for n, hint in enumerate(lessons.script("rota")):
        expect(html).to_have_attribute("data-tutorial-step", str(n + 2))
        shot(n + 2)
        if n == 1:
            wrong = next(a for a in legal_actions(session.view(0)) if a.at != hint.action.at)
            tap_move(page, wrong)
            expect(page.locator(".table-message")).to_contain_text(
                "Not this place" if lang == "en" else "Nicht diese Stelle")
            expect(html).to_have_attribute("data-tutorial-step", str(n + 2))
            if SHOTS:
                page.screenshot(path=f"{SHOTS}/learn-rota-{lang}-wrong.png")
        assert isinstance(hint.action, RotaPlace)
        tap_move(page, hint.action)
        session = session.play(hint.action)
    last = len(lessons.script("rota")) + 2
    expect(html).to_have_attribute("data-tutorial-step", str(last))
    expect(html).to_have_attribute("data-game-over", "true")
    expect(page.locator(".learn-text")).to_contain_text(str(min(session.state.scores[0])))
    shot(last)
