"""The guided first game (`?learn=rota`): steps, a wrong move explained and retried, the
end, skip and resume, both languages; it never writes a saved game or a best score."""

from __future__ import annotations

from typing import Any

import pytest
from app_support import Browser, Tab, next_click, page
from axio_web import i18n
from axio_web.effects import RememberPreference, WriteStore
from axio_web.table import lesson as lessons

from axio_core import RotaPlace, legal_actions


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


def test_learn_axio_says_it_is_not_ready_and_opens_rota() -> None:
    tab = Browser().open(query="?learn=axio")
    assert step_of(tab) == "1" and tab.table.session.variant == "rota"
    assert "not ready yet" in tab.messages
