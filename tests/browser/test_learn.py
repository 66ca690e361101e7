"""The guided first game in the built site, played to the end by tapping as a person would:
begun in English with a wrong move on the way (refused, explained, retried), then reopened
in German, where it resumes at the step reached and is finished."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest
from axio_web.table import lesson as lessons
from playwright.sync_api import Page, expect

from axio_core import AxioPlace, RotaPlace, legal_actions

pytestmark = pytest.mark.browser
SHOTS = os.environ.get("AXIO_LEARN_SHOTS", "")  # a folder: keep a screenshot of every step
SWITCH = 7  # the step at which the page is reopened in German


def tap_move(page: Any, action: RotaPlace) -> None:
    page.click(f'[data-action="rota-cell"][data-x="{action.at[0]}"][data-y="{action.at[1]}"]')
    for _ in range(action.rot):
        page.click('[data-action="rota-rotate"][data-dir="1"]')
    if action.name is not None:
        page.click(f'[data-action="rota-name"][data-name="{action.name}"]')
    page.click("#rota-confirm")


def test_the_rota_lesson_in_english_then_german(app_page: Page, site_url: str, ready: Callable) -> None:
    page = app_page
    page.set_viewport_size({"width": 768, "height": 1024})
    page.goto(site_url + "?learn=rota&lang=en")
    ready(page)
    html = page.locator("html")
    lang = "en"

    def shot(name: str) -> None:
        if SHOTS:
            page.screenshot(path=f"{SHOTS}/learn-rota-{lang}-{name}.png")

    expect(html).to_have_attribute("data-tutorial-step", "1")
    shot("01")
    page.click('[data-action="learn-next"]')
    session = lessons.new_session("rota")
    script = lessons.script("rota")
    for n, hint in enumerate(script):
        step = str(n + 2)
        if n + 2 == SWITCH:  # reopened in German: the lesson resumes where it was
            lang = "de"
            page.goto(site_url + "?learn=rota&lang=de")
            ready(page)
            expect(page.locator(".learn-count")).to_contain_text("Schritt")
        expect(html).to_have_attribute("data-tutorial-step", step)
        shot(f"{n + 2:02d}")
        if n == 1:
            wrong = next(a for a in legal_actions(session.view(0)) if a.at != hint.action.at)
            tap_move(page, wrong)
            expect(page.locator(".table-message")).to_contain_text("Not this place")
            expect(html).to_have_attribute("data-tutorial-step", step)
            shot("wrong")
        assert isinstance(hint.action, RotaPlace)
        tap_move(page, hint.action)
        session = session.play(hint.action)
    last = len(script) + 2
    expect(html).to_have_attribute("data-tutorial-step", str(last))
    expect(html).to_have_attribute("data-game-over", "true")
    expect(page.locator(".learn-text")).to_contain_text(f"niedrigste Farbe: {min(session.state.scores[0])}")
    shot(f"{last:02d}")


def test_the_axio_lesson_in_german_then_english(app_page: Page, site_url: str, ready: Callable) -> None:
    """AXIO's guided game: begun in German with a wrong move (refused, explained, retried),
    reopened in English where it resumes, the rest played out by Next, then the end."""
    from tests.browser.test_axio_play import place_by_clicks

    page = app_page
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(site_url + "?learn=axio&lang=de")
    ready(page)
    html = page.locator("html")
    lesson = lessons.Lesson("axio")

    def shot(name: str) -> None:
        if SHOTS:
            page.screenshot(path=f"{SHOTS}/learn-axio-{name}.png")

    expect(html).to_have_attribute("data-tutorial-step", "1")
    shot("01")
    page.click('[data-action="learn-next"]')
    session = lessons.new_session("axio")
    script = lessons.script("axio")
    for n, hint in enumerate(script[:lesson.moves]):
        step = str(n + 2)
        if n == 3:  # reopened in English: the lesson resumes where it was
            page.goto(site_url + "?learn=axio&lang=en")
            ready(page)
            expect(page.locator(".learn-count")).to_contain_text("Step")
        expect(html).to_have_attribute("data-tutorial-step", step)
        shot(f"{n + 2:02d}")
        if n == 1:
            wrong = next(a for a in legal_actions(session.view(0))
                         if isinstance(a, AxioPlace) and set(a.cells) != set(hint.cells))
            (x1, y1), (x2, y2) = wrong.cells
            page.click(f'[data-action="axio-cell"][data-x="{x1}"][data-y="{y1}"]')
            page.click(f'.target.is-partner[data-action="axio-cell"][data-x="{x2}"][data-y="{y2}"]')
            page.click("#axio-confirm")
            expect(page.locator(".table-message")).to_contain_text("Nicht diese Stelle")
            expect(html).to_have_attribute("data-tutorial-step", step)
            shot("wrong")
            page.click('[data-action="axio-clear"]')
        assert isinstance(hint.action, AxioPlace)
        place_by_clicks(page, session, hint.action)
        session = session.play(hint.action)
    play_out = str(lesson.moves + 2)
    expect(html).to_have_attribute("data-tutorial-step", play_out)
    expect(page.locator(".learn-text")).to_contain_text(f"other {len(script) - lesson.moves} tiles")
    shot(f"{lesson.moves + 2:02d}")
    page.click('[data-action="learn-next"]')
    expect(html).to_have_attribute("data-game-over", "true")
    expect(html).to_have_attribute("data-tutorial-step", str(lesson.steps))
    for hint in script[lesson.moves:]:
        session = session.play(hint.action)
    outcome = session.outcome()
    assert outcome is not None
    expect(page.locator(".learn-text")).to_contain_text(f"lowest colour: {min(outcome.scores[0])}")
    expect(page.locator('[data-action="table-again"]')).to_have_count(0)
    expect(page.locator("#learn-done")).to_be_focused()
    shot(f"{lesson.steps:02d}")
