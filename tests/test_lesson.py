"""The guided first game (`?learn=rota`): steps, a wrong move explained and retried, the
end, skip and resume, both languages; it never writes a saved game or a best score."""

from __future__ import annotations

from typing import Any

import pytest
from app_support import Browser, Tab, next_click, page
from axio_web import i18n
from axio_web.effects import RememberPreference, WriteStore
from axio_web.table import lesson as lessons

from axio_core import AxioPlace, RotaPlace, explain, legal_actions
from axio_core.components import AXIO_COLOR_SPACES


@pytest.fixture(autouse=True)
def english() -> Any:
    yield
    i18n.set_language("en")


def step_of(tab: Tab) -> str:
    return dict(page(tab.app).attributes).get("data-tutorial-step", "")


def wrong_move(tab: Tab, expected: RotaPlace) -> RotaPlace:
    """A legal move other than the step's: the same tile at another place."""
    return next(a for a in legal_actions(tab.table.session.view(0)) if a.at != expected.at)


def try_by_clicks(tab: Tab, action: RotaPlace) -> None:
    """Tap, turn, name and confirm as a person does, whether or not the lesson accepts it."""
    for _ in range(8):
        click = next_click(tab.table, action)
        tab.send(click)
        if click.action == "rota-confirm":
            return


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rota_lesson_is_played_to_the_end_with_a_wrong_move_on_the_way(lang: str) -> None:
    browser = Browser()
    tab = browser.open(query=f"?learn=rota&lang={lang}")
    assert step_of(tab) == "1" and 'class="learn-panel"' in tab.html
    effects = tab.click("learn-next")
    assert step_of(tab) == "2"
    assert RememberPreference("axio.learn.rota", "1") in effects
    script = lessons.script("rota")
    for n, hint in enumerate(script):
        assert f'data-learn-x="{hint.cells[0][0]}"' in tab.html  # the step's place is pointed at
        if n == 1:  # a wrong move: refused and explained, nothing played; then the right one
            moves = len(tab.table.session.actions)
            try_by_clicks(tab, wrong_move(tab, hint.action))
            assert len(tab.table.session.actions) == moves and step_of(tab) == str(n + 2)
            assert ("Not this place" if lang == "en" else "Nicht diese Stelle") in tab.html
        tab.play(hint.action)
        assert step_of(tab) == str(n + 3)
    assert dict(page(tab.app).attributes)["data-game-over"] == "true"
    result = min(tab.table.session.state.scores[0])
    assert i18n.t("learn.rota.end", result=result).split(".")[0] in tab.html
    assert not [k for k in browser.items if "game" in k or "best" in k]  # nothing saved


def test_the_lesson_resumes_at_the_step_reached_and_can_be_skipped() -> None:
    tab = Browser().open(query="?learn=rota", prefs={"axio.learn.rota": "3"})
    assert step_of(tab) == "4"
    assert len(tab.table.session.actions) > len(lessons.new_session("rota").actions)
    effects = tab.click("learn-skip")
    assert dict(page(tab.app).attributes)["data-tutorial-step"] == "" and 'id="menu"' in tab.html
    assert RememberPreference("axio.learn.rota", "") in effects
    assert not any(isinstance(e, WriteStore) for e in effects)


def test_a_bad_remembered_step_starts_at_the_welcome() -> None:
    tab = Browser().open(query="?learn=rota", prefs={"axio.learn.rota": "x"})
    assert step_of(tab) == "1"


def test_the_menu_opens_the_lesson() -> None:
    tab = Browser().open()
    assert 'data-action="learn"' in tab.html
    tab.click("learn", game="rota")
    assert step_of(tab) == "1"


def test_the_menu_opens_the_lesson_of_the_game_chosen() -> None:
    tab = Browser().open()
    tab.click("choose-game", game="axio")
    assert 'data-action="learn" data-game="axio"' in tab.html
    tab.click("learn", game="axio")
    assert step_of(tab) == "1" and tab.table.session.variant == "axio"


# ---------------------------------------------------------------------------- AXIO


def try_axio_by_clicks(tab: Tab, action: AxioPlace) -> None:
    """Tap the cells, flip and confirm as a person does, whether or not the lesson accepts it."""
    for _ in range(8):
        click = next_click(tab.table, action)
        tab.send(click)
        if click.action == "axio-confirm":
            return


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_axio_lesson_is_played_to_the_end_with_a_wrong_move_on_the_way(lang: str) -> None:
    browser = Browser()
    tab = browser.open(query=f"?learn=axio&lang={lang}")
    lesson = tab.table.lesson
    assert lesson is not None and lesson.plays_out and step_of(tab) == "1"
    tab.click("learn-next")
    script = lessons.script("axio")
    for n, hint in enumerate(script[:lesson.moves]):
        x, y = hint.cells[0]
        assert f'data-learn-x="{x}" data-learn-y="{y}"' in tab.html  # the step's cells are pointed at
        if n == 1:  # a wrong move: refused and explained, nothing played; then the right one
            moves = len(tab.table.session.actions)
            wrong = next(a for a in legal_actions(tab.table.session.view(0))
                         if isinstance(a, AxioPlace) and set(a.cells) != set(hint.cells))
            try_axio_by_clicks(tab, wrong)
            assert len(tab.table.session.actions) == moves and step_of(tab) == str(n + 2)
            assert ("Not this place" if lang == "en" else "Nicht diese Stelle") in tab.html
        tab.play(hint.action)
        assert step_of(tab) == str(n + 3)
    left = len(script) - lesson.moves
    assert i18n.t("learn.axio.play_out", left=left).split(".")[0] in tab.html
    assert dict(page(tab.app).attributes)["data-game-over"] == ""
    tab.click("learn-next")  # the rest of the deal, played out at once
    assert dict(page(tab.app).attributes)["data-game-over"] == "true"
    assert step_of(tab) == str(lesson.steps)
    result = min(tab.table.session.outcome().scores[0])
    assert i18n.t("learn.axio.end", result=result).split(".")[1] in tab.html
    assert 'data-action="table-again"' not in tab.html  # the lesson's own panel says how to go on
    assert not [k for k in browser.items if "game" in k or "best" in k]  # nothing saved


def test_each_guided_axio_step_meets_the_idea_it_teaches() -> None:
    """The hand-picked deal really shows what the steps say (rulings A5, A6, A7, R3)."""
    script = lessons.script("axio")
    session = lessons.new_session("axio")
    board_spaces = set(AXIO_COLOR_SPACES.values())
    first = script[0].action
    assert isinstance(first, AxioPlace)
    touched = {(x + dx, y + dy) for x, y in first.cells for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
    assert touched & board_spaces  # ruling A5: the first tile touches a colour space
    for hint in script[:lessons.GUIDED["axio"]]:
        gains = explain(session.view(0), hint.action)
        if hint is script[1]:
            assert any(part.kind == "line" for part in gains.parts)  # ruling A6: a line scores
        if hint is script[3]:
            assert any(r.kind == "pyramid" for r in hint.reasons)  # ruling A7: a closed cell
        session = session.play(hint.action)
    assert all(r.kind != "pyramid" for h in script[:3] for r in h.reasons)  # the pyramid is news at step 4


def test_the_axio_lesson_resumes_after_the_play_out_at_its_end() -> None:
    lesson = lessons.Lesson("axio")
    tab = Browser().open(query="?learn=axio", prefs={"axio.learn.axio": str(lesson.steps - 1)})
    assert step_of(tab) == str(lesson.steps) and tab.table.session.outcome() is not None
