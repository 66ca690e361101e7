"""The course in the built site, tapped as a person would: the course lists its lessons, a
miss is explained, a lesson is met by a move the test finds itself (any move whose outcome
meets the goal), and the progress survives a reload; in English and German.

AXIO_LEARN_SHOTS=<folder> also keeps a screenshot of every lesson at 1024×768 and on a phone."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest
from axio_web.screens.learn import course
from playwright.sync_api import Browser, Page, expect

from axio_core import Action, AxioPlace, RotaPlace, apply, legal_actions

pytestmark = pytest.mark.browser
SHOTS = os.environ.get("AXIO_LEARN_SHOTS", "")


def moves(spec: course.LessonSpec) -> tuple[Action, Action]:
    """A move that meets the lesson's goal and one that misses it, found by the engine."""
    state = course.start_state(spec)
    met, missed = [], []
    for action in legal_actions(state):
        (met if course.is_met(spec.goal, state, action, apply(state, action)) else missed).append(action)
    return met[-1], missed[0]


def tap_move(page: Any, action: Action) -> None:
    if isinstance(action, RotaPlace):
        page.click(f'[data-action="rota-cell"][data-x="{action.at[0]}"][data-y="{action.at[1]}"]')
        for _ in range(action.rot):
            page.click('[data-action="rota-rotate"][data-dir="1"]')
        if action.name is not None:
            page.click(f'[data-action="rota-name"][data-name="{action.name}"]')
        page.click("#rota-confirm")
        return
    assert isinstance(action, AxioPlace)
    tile = page.locator('[data-action="axio-tile"]').first.get_attribute("data-tile")
    page.click(f'[data-action="axio-tile"][data-tile="{tile}"]')
    (x1, y1), (x2, y2) = action.cells
    page.click(f'[data-action="axio-cell"][data-x="{x1}"][data-y="{y1}"]')
    page.click(f'.target.is-partner[data-action="axio-cell"][data-x="{x2}"][data-y="{y2}"]')
    if tile != action.tile:
        page.click('[data-action="axio-flip"]')
    for px, py in action.pyramids_from:
        page.click(f'[data-action="axio-pyramid"][data-px="{px}"][data-py="{py}"]')
    page.click("#axio-confirm")


@pytest.mark.parametrize(
    ("game", "lang", "missed_words"), [("rota", "en", "would be"), ("axio", "de", "stünde auf")]
)
def test_a_lesson_is_missed_then_met_and_the_progress_survives_a_reload(
    app_page: Page, site_url: str, ready: Callable, game: str, lang: str, missed_words: str
) -> None:
    page = app_page
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(site_url + f"?learn={game}&lang={lang}")
    ready(page)
    html = page.locator("html")
    specs = course.lessons(game)
    expect(page.locator("button[data-lesson]")).to_have_count(len(specs))
    for spec in specs:
        expect(page.locator(f'button[data-lesson="{spec.id}"]')).to_have_attribute("data-done", "")
    first = specs[0]
    expect(html).to_have_attribute("data-lesson", first.id)
    expect(page.locator("[data-lesson-goal]")).not_to_be_empty()
    hit, miss = moves(first)
    tap_move(page, miss)
    expect(page.locator(".learn-wrong")).to_contain_text(missed_words)
    expect(html).not_to_have_attribute("data-lesson-done", "true")
    if game == "axio":
        page.click('[data-action="axio-clear"]')
    tap_move(page, hit)
    expect(html).to_have_attribute("data-lesson-done", "true")
    expect(page.locator(f'button[data-lesson="{first.id}"]')).to_have_attribute("data-done", "true")
    page.click('[data-action="learn-next"]')
    expect(html).to_have_attribute("data-lesson", specs[1].id)
    page.reload()
    ready(page)
    expect(html).to_have_attribute("data-lesson", specs[1].id)  # the lesson shown, resumed
    expect(page.locator(f'button[data-lesson="{first.id}"]')).to_have_attribute("data-done", "true")
    expect(page.locator(f'button[data-lesson="{specs[1].id}"]')).to_have_attribute("data-done", "")


# The topmost element at the middle of the selected one, on screen as it is: a person can tap it.
TAPPABLE_JS = """(selector) => {
  const el = document.querySelector(selector);
  if (!el) return false;
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
  const top = document.elementFromPoint(x, y);
  return !!top && (top === el || el.contains(top));
}"""


# The tallest lesson controls: Rota's naming row (after the hint lays the move out), and AXIO's
# exchange panel (the whole move is its choice): the controls to tap, in order.
TALLEST = {
    "rota-name": (
        "?learn=rota&lesson=name",
        True,
        ('[data-action="rota-name"][data-name="R"]', "#rota-confirm"),
    ),
    "axio-exchange": ("?learn=axio&lesson=exchange", False, ("#axio-exchange",)),
}


@pytest.mark.parametrize("lesson", sorted(TALLEST))
@pytest.mark.parametrize(
    ("width", "height", "phone"), [(1024, 768, False), (390, 844, True), (360, 740, True)]
)
def test_a_lesson_move_is_finished_without_scrolling(
    browser: Browser, site_url: str, ready: Callable, lesson: str, width: int, height: int, phone: bool
) -> None:
    """Under the lesson's card, what finishes the move is tapped where it is, and the goal is met:
    the card folds to its title and goal while the move is made."""
    query, hint_first, controls = TALLEST[lesson]
    context = browser.new_context(
        viewport={"width": width, "height": height},
        has_touch=phone,
        is_mobile=phone,
        device_scale_factor=2 if phone else 1,
    )
    page = context.new_page()
    page.goto(site_url + query + "&lang=en")
    ready(page)
    if hint_first:
        page.click('[data-action="learn-hint"]')
    expect(page.locator(".learn-panel.is-acting")).to_be_visible()
    for selector in controls:
        expect(page.locator(selector)).to_be_visible()
        assert page.evaluate(TAPPABLE_JS, selector), f"{selector} is not in view to tap"
        box = page.locator(selector).bounding_box()
        assert box is not None
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        if phone:
            page.touchscreen.tap(x, y)
        else:
            page.mouse.click(x, y)
    expect(page.locator("html")).to_have_attribute("data-lesson-done", "true")
    assert page.evaluate("[scrollX, scrollY]") == [0, 0]
    context.close()


@pytest.mark.skipif(not SHOTS, reason="screenshots on demand: AXIO_LEARN_SHOTS=<folder>")
@pytest.mark.parametrize("game", ["axio", "rota"])
def test_screenshots_of_every_lesson(browser: Browser, site_url: str, ready: Callable, game: str) -> None:
    for name, size, phone in (
        ("desk", {"width": 1024, "height": 768}, False),
        ("phone", {"width": 390, "height": 844}, True),
    ):
        context = browser.new_context(
            viewport=size, has_touch=phone, is_mobile=phone, device_scale_factor=2 if phone else 1
        )
        page = context.new_page()
        for spec in course.lessons(game):
            page.goto(site_url + f"?learn={game}&lesson={spec.id}&lang=en")
            ready(page)
            expect(page.locator("html")).to_have_attribute("data-lesson", spec.id)
            page.click('[data-action="learn-hint"]')
            page.screenshot(path=f"{SHOTS}/{game}-{spec.id}-{name}.png")
        context.close()


def test_help_on_a_phone_opens_on_the_rules_and_their_pictures(
    browser: Browser, site_url: str, ready: Callable
) -> None:
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True, device_scale_factor=2
    )
    page = context.new_page()
    page.goto(site_url + "?game=axio&players=1&lang=en")
    ready(page)
    page.locator('.table-bar [data-action="show-help"]').first.tap()
    rules = page.locator("#help-rules-title")
    expect(rules).to_be_visible()
    keys_box, rules_box = page.locator("#help-keys-title").bounding_box(), rules.bounding_box()
    assert rules_box is not None and keys_box is not None
    assert rules_box["y"] < keys_box["y"]  # the shortcuts come last
    assert page.locator(".rule-pic").first.bounding_box()["y"] < keys_box["y"]  # type: ignore[index]
    context.close()
