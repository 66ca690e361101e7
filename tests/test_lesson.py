"""The course of lessons (`?learn=<game>`, `?lesson=<id>`): every lesson is met by every move
whose outcome meets its goal and by no other, its position is one the engine accepts, a miss
says what it did and what the goal needs, progress is remembered, nothing is saved as a game."""

from __future__ import annotations

from typing import Any

import pytest
from app_support import Browser, Tab, next_click, page
from axio_web.runtime.effects import RememberPreference, WriteStore
from axio_web.runtime.events import Click
from axio_web.screens.learn import course
from axio_web.screens.table import lesson as lessons
from axio_web.strings import i18n

from axio_core import Action, AxioPlace, Exchange, RotaPlace, apply, explain, legal_actions
from axio_core.axio import board as B
from axio_core.axio.state import AxioState
from axio_core.components import AXIO_TILES, ROTA_TILES
from axio_core.constants import COLORS
from axio_core.rota.state import RotaState

ALL = [*course.AXIO, *course.ROTA]


def attrs(tab: Tab) -> dict[str, str]:
    return dict(page(tab.app).attributes)


def expected_met(spec: course.LessonSpec, state: Any, action: Action) -> bool:
    """The goal read independently from `explain` and the scoreboard (not course.is_met)."""
    goal = spec.goal
    if isinstance(action, Exchange) or not hasattr(action, "tile"):
        return goal.kind == "exchange" and isinstance(action, Exchange)
    found = explain(state, action)
    after = [s + g for s, g in zip(state.scores[0], found.gains, strict=True)]
    by_color = dict(zip("RGBOP", after, strict=True))
    match goal.kind:
        case "reach":
            return all(by_color[c] >= goal.value for c in goal.colors)
        case "lowest":
            return min(after) >= goal.value
        case "pyramid":
            return any(p.kind == "pyramid" and p.color == goal.colors for p in found.parts)
        case "extra":
            return goal.colors in found.reached
        case "named":
            return any(p.named and p.color == goal.colors and p.points for p in found.parts)
        case "blocked":
            return bool(getattr(action, "pyramids_from", ()))  # ruling A9: the cell it leaves
    raise AssertionError(goal.kind)


def test_the_courses_are_long_enough_and_their_ids_unique() -> None:
    assert len(course.AXIO) >= 8 and len(course.ROTA) >= 6
    for specs in (course.AXIO, course.ROTA):
        assert len({s.id for s in specs}) == len(specs)


@pytest.mark.parametrize("spec", ALL, ids=lambda s: f"{s.game}-{s.id}")
def test_each_lesson_is_met_by_every_move_that_meets_its_goal_and_no_other(spec: course.LessonSpec) -> None:
    state = course.start_state(spec)
    actions = legal_actions(state)
    met = [a for a in actions if course.is_met(spec.goal, state, a, apply(state, a))]
    assert met, "no move meets the goal"
    assert len(met) < len(actions), "every move meets the goal: nothing to find"
    for action in actions:
        assert (action in met) == expected_met(spec, state, action), action


@pytest.mark.parametrize("spec", ALL, ids=lambda s: f"{s.game}-{s.id}")
def test_each_lessons_position_is_legal_for_the_engine(spec: course.LessonSpec) -> None:
    state = course.start_state(spec)
    assert tiles_in_play(state) == (len(AXIO_TILES) if spec.game == "axio" else len(ROTA_TILES))
    assert state.current == 0 and legal_actions(state)
    if isinstance(state, AxioState):
        spaces = B.initial_board(state.players)
        for i, ch in enumerate(spaces):
            if ch in "RGBOP":
                assert state.board[i] == ch  # ruling A2: the printed spaces stay
        assert state.board.count(B.PYRAMID) + state.pyramids_left <= 20
    session = lessons.new_session(spec)
    assert session.to_act == 0 and session.view(0) is not None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_lesson_has_its_words(lang: str) -> None:
    with i18n.in_language(lang):
        for spec in ALL:
            for part in ("title", "idea", "goal"):
                key = f"learn.{part}.{spec.game}.{spec.id}"
                assert i18n.t(key) != key


def try_by_clicks(tab: Tab, action: Action) -> None:
    """Tap, turn, name and confirm as a person does, whether or not the lesson accepts it."""
    for _ in range(10):
        click = next_click(tab.table, action)
        tab.send(click)
        if click.action in ("rota-confirm", "axio-confirm", "axio-exchange", "axio-keep"):
            return


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", ["axio", "rota"])
def test_a_course_lists_its_lessons_and_a_lesson_is_met_after_a_miss(game: str, lang: str) -> None:
    with i18n.in_language(lang):  # the words the page shows, to find them in it
        browser = Browser()
        tab = browser.open(query=f"?learn={game}&lang={lang}")
        first = course.lessons(game)[0]
        assert attrs(tab)["data-lesson"] == first.id and attrs(tab)["data-lesson-done"] == ""
        for spec in course.lessons(game):
            assert f'data-lesson="{spec.id}" data-done=""' in tab.html
        assert f"data-lesson-goal>{i18n.t(f'learn.goal.{game}.{first.id}')}<" in tab.html
        state = tab.table.session.state
        actions = legal_actions(state)
        miss = next(a for a in actions if not course.is_met(first.goal, state, a, apply(state, a)))
        hit = next(a for a in actions if course.is_met(first.goal, state, a, apply(state, a)))
        tab.click("table-zoom", by="in")
        try_by_clicks(tab, miss)
        assert len(tab.table.session.actions) == 0 and attrs(tab)["data-lesson-done"] == ""
        assert tab.table.zoom == 1.0  # issue 40: the whole lesson board again after a miss
        assert i18n.t("learn.did_nothing")[:8] in tab.html or i18n.t("learn.did", points="")[:8] in tab.html
        effects: list[Any] = []
        for _ in range(10):
            click = next_click(tab.table, hit)
            effects = tab.send(click)
            if attrs(tab)["data-lesson-done"]:
                break
        assert attrs(tab)["data-lesson-done"] == "true"
        remembered = [
            e for e in effects if isinstance(e, RememberPreference) and e.key == f"axio.learn.{game}"
        ]
        assert remembered and remembered[-1].value == f"{first.id}|{first.id}"
        assert f'data-lesson="{first.id}" data-done="true"' in tab.html
        assert i18n.t("learn.well_done") in tab.html
        effects = tab.click("learn-next")
        second = course.lessons(game)[1]
        assert attrs(tab)["data-lesson"] == second.id
        assert RememberPreference(f"axio.learn.{game}", f"{second.id}|{first.id}") in effects
        assert not [k for k in browser.items if "game" in k or "best" in k]  # nothing saved
        assert not any(isinstance(e, WriteStore) for e in effects)


def test_a_reload_resumes_the_lesson_shown_with_its_progress() -> None:
    tab = Browser().open(query="?learn=axio", prefs={"axio.learn.axio": "pyramid|first,line"})
    assert attrs(tab)["data-lesson"] == "pyramid"
    assert 'data-lesson="first" data-done="true"' in tab.html
    assert 'data-lesson="line" data-done="true"' in tab.html
    assert 'data-lesson="stop" data-done=""' in tab.html


def test_a_lesson_is_opened_by_its_id_and_from_the_course() -> None:
    tab = Browser().open(query="?learn=rota&lesson=cap")
    assert attrs(tab)["data-lesson"] == "cap"
    tab.click("learn-open", lesson="name")
    assert attrs(tab)["data-lesson"] == "name"
    tab = Browser().open(query="?learn=rota&lesson=nope", prefs={"axio.learn.rota": "x"})
    assert attrs(tab)["data-lesson"] == course.ROTA[0].id  # unknown: the course's first


def test_the_lesson_hint_marks_a_move_that_meets_the_goal() -> None:
    tab = Browser().open(query="?learn=axio&lesson=pyramid")
    assert "data-learn-x" not in tab.html
    tab.click("learn-hint")
    spec = tab.table.lesson.spec
    action = lessons.first_meeting(spec, tab.table.session)
    assert isinstance(action, AxioPlace)
    x, y = action.cells[0]
    assert f'data-learn-x="{x}" data-learn-y="{y}"' in tab.html
    tab.play(action)
    assert attrs(tab)["data-lesson-done"] == "true"


def test_clear_and_a_refused_tap_in_a_lesson_show_its_whole_board_again() -> None:
    """Issue 40: a zoom must not keep what the goal needs out of view."""
    tab = Browser().open(query="?learn=axio&lesson=first")
    state = tab.table.session.state
    cell = min(c for a in legal_actions(state) if isinstance(a, AxioPlace) for c in a.cells)
    tab.click("axio-cell", x=str(cell[0]), y=str(cell[1]))
    assert attrs(tab)["data-chosen"] == f"{cell[0]},{cell[1]}"
    tab.click("table-zoom", by="in")
    assert tab.table.zoom > 1
    tab.click("axio-clear")
    assert tab.table.zoom == 1.0 and attrs(tab)["data-chosen"] == ""
    tab.click("table-zoom", by="in")
    tab.send(Click("axio-why", {"cx": "6", "cy": "2"}))  # G3: a colour space
    assert tab.table.message and tab.table.zoom == 1.0


def test_the_card_folds_to_its_goal_while_a_move_is_in_progress() -> None:
    """On a phone and a landscape tablet the card and the controls must fit together: once the
    learner acts (here: the hint lays the move out), the idea and the course fold away; the
    title, the goal, the hint and the buttons stay."""
    tab = Browser().open(query="?learn=rota&lesson=name")
    idea = i18n.t("learn.idea.rota.name")
    assert 'class="learn-panel"' in tab.html and idea in tab.html
    tab.click("learn-hint")
    assert 'class="learn-panel is-acting"' in tab.html
    assert "data-lesson-goal" in tab.html and 'class="learn-hint"' in tab.html
    # AXIO's exchange choice is the whole move, and its panel says the lesson's idea itself
    tab = Browser().open(query="?learn=axio&lesson=exchange")
    assert 'class="learn-panel is-acting"' in tab.html and 'data-action="axio-exchange"' in tab.html


def test_the_exchange_lesson_is_met_by_exchanging_not_by_keeping() -> None:
    tab = Browser().open(query="?learn=axio&lesson=exchange")
    tab.click("axio-keep")
    assert attrs(tab)["data-lesson-done"] == "" and i18n.t("learn.did_keep") in tab.html
    tab.click("axio-exchange")
    assert attrs(tab)["data-lesson-done"] == "true"


def test_the_last_lesson_offers_a_first_game_and_the_daily_deal() -> None:
    tab = Browser().open(query="?learn=rota&lesson=last")
    spec = tab.table.lesson.spec
    action = lessons.first_meeting(spec, tab.table.session)
    assert isinstance(action, RotaPlace)
    tab.play(action)
    assert 'data-action="learn-beginner"' in tab.html and 'data-action="learn-daily"' in tab.html
    tab.click("learn-beginner")
    assert tab.table.lesson is None and tab.table.session.seats == (None, "beginner")


def test_the_menu_opens_the_course_of_the_game_chosen() -> None:
    tab = Browser().open()
    tab.click("choose-game", game="axio")
    assert 'data-action="learn" data-game="axio"' in tab.html
    tab.click("learn", game="axio")
    assert attrs(tab)["data-lesson"] == "first" and tab.table.session.variant == "axio"
    tab.click("learn-skip")
    assert 'id="menu"' in tab.html and attrs(tab)["data-lesson"] == ""


def tiles_in_play(state: Any) -> int:
    """Every tile of the position, wherever it is (a legal position keeps them all)."""
    if isinstance(state, AxioState):
        halves = sum(
            1 for i, ch in enumerate(state.board) if ch in COLORS and B.initial_board(state.players)[i] != ch
        )
        assert halves == 2 * len(state.placed)
        return len(state.bag) + sum(len(r) for r in state.racks) + len(state.placed)
    assert isinstance(state, RotaState)
    return (
        len(state.display)
        + len(state.supply)
        + sum(len(s) for s in state.stacks)
        + sum(1 for h in state.hands if h)
    )
