"""A lesson of the course at the table (`?learn=<game>`, `?lesson=<id>`): its position played
with the real engine and board, its goal, and whether a move meets it (learn/course.py).

A move that meets the goal is played and the lesson is done; any other move is refused with
what it would have done and what the goal still needs, and can be tried again. A lesson never
saves a game nor a best score: only the progress is remembered, in the preferences (PAGE.md's
`data-lesson`, `data-done`, `data-lesson-goal`, `data-lesson-done`).
"""

from __future__ import annotations

from dataclasses import dataclass

from axio_core import Action, AxioPlace, Exchange, KeepRack, RotaPlace, game
from axio_core.bots.hint import Hint, Reason
from axio_core.components import Cell
from axio_core.constants import COLORS
from axio_core.errors import AxioError
from axio_core.game import State
from axio_core.session import Session

from ...runtime.lesson_progress import GAMES, STEP_KEYS, LessonSteps, Progress
from ...strings.i18n import t
from ...ui.action_names import LessonAction, TableAction
from ...ui.markup import capitalise, color_name, color_names, esc, points_text
from ..learn import course
from ..learn.course import Goal, LessonSpec
from . import hints

NAMES = ("learn.you",)
HINTS = (LessonAction.HINT, TableAction.HINT)  # the panel's Hint and the header's both give the lesson's hint
PANEL_ID = "learn-panel"
DONE_BUTTON_ID = "learn-done"  # the focus once a lesson is done: Next lesson, or the first game
PARTNER = "beginner"  # the other seat of a 2-player lesson: never asked, the lesson ends first


@dataclass(frozen=True)
class Lesson:
    """The lesson shown: `spec`, the course's progress, `met` once its goal is met, and the
    place its hint marks (when asked)."""

    spec: LessonSpec
    progress: Progress = Progress()
    met: bool = False
    hint_cells: tuple[Cell, ...] = ()
    hint_text: str = ""

    @property
    def game(self) -> str:
        return self.spec.game

    @property
    def id(self) -> str:
        return self.spec.id

    def next_spec(self) -> LessonSpec | None:
        return course.following(self.spec)


def pick(game_name: str, progress: Progress, asked: str | None = None) -> LessonSpec:
    """The lesson to show: the one asked, else the one shown last, else the first not done."""
    for wanted in (asked, progress.current):
        spec = course.find(game_name, wanted or "")
        if spec is not None:
            return spec
    specs = course.lessons(game_name)
    return next((s for s in specs if s.id not in progress.done), specs[0])


def new_session(spec: LessonSpec) -> Session:
    """The lesson's position as a session (player 0 to act; the partner seat is never asked)."""
    names = (t("learn.you"),) + ((t("learn.partner"),) if spec.players == 2 else ())
    seats: tuple[str | None, ...] = (None,) + ((PARTNER,) if spec.players == 2 else ())
    return Session(spec.game, names, f"lesson-{spec.id}", course.start_state(spec), seats=seats)


def goal_text(spec: LessonSpec) -> str:
    return t(f"learn.goal.{spec.game}.{spec.id}")


def check(spec: LessonSpec, session: Session, action: Action) -> tuple[bool, str]:
    """Whether `action` meets the goal, and (when it does not) what it did and what the goal
    still needs. An illegal move is left to the engine's own refusal ("" here)."""
    before = session.state
    try:
        after = game.apply(before, action)
    except AxioError:
        return False, ""
    if course.is_met(spec.goal, before, action, after):
        return True, ""
    return False, f"{did(before, action)} {needs(spec.goal, before, action, after)}"


def did(before: State, action: Action) -> str:
    """What the move did, in points (after the cap)."""
    if isinstance(action, KeepRack):
        return t("learn.did_keep")
    found = course.scoring_of(before, action)
    points = points_text(found.gains) if found else ""
    return t("learn.did", points=points) if points else t("learn.did_nothing")


def needs(goal: Goal, before: State, action: Action, after: State) -> str:
    """What the goal still needs after this move, with the numbers the move leaves."""
    scores = dict(zip(COLORS, after.scores[0], strict=True))
    if goal.kind == "reach":
        short = [c for c in goal.colors if scores[c] < goal.value]
        return " ".join(
            t("learn.need_reach", color=capitalise(color_name(c)), now=scores[c], value=goal.value)
            for c in short
        )
    if goal.kind == "lowest":
        return t(
            "learn.need_lowest",
            now=min(scores.values()),
            value=goal.value,
            colors=color_names(c for c in COLORS if scores[c] == min(scores.values())),
        )
    if goal.kind == "extra":
        cap = 18 if isinstance(action, AxioPlace) else 12
        return t(
            "learn.need_extra", color=capitalise(color_name(goal.colors)), now=scores[goal.colors], cap=cap
        )
    return t(f"learn.need_{goal.kind}", color=color_name(goal.colors) if goal.colors else "")


def first_meeting(spec: LessonSpec, session: Session) -> Action | None:
    """A move that meets the goal (the lesson's hint): the first in the engine's order that
    shows the lesson's idea plainly (no pyramid on the way, unless pyramids are the idea)."""
    before = session.state
    met = [
        a for a in game.legal_actions(before) if course.is_met(spec.goal, before, a, game.apply(before, a))
    ]

    def detours(action: Action) -> int:
        found = course.scoring_of(before, action)
        return 0 if found is None or spec.goal.kind in ("pyramid", "blocked") else len(found.pyramids)

    return min(met, key=detours, default=None)


def hinted(lesson: Lesson, session: Session) -> Lesson:
    """The lesson with its hint: the place (and turn, colour) of a move that meets the goal."""
    action = first_meeting(lesson.spec, session)
    if action is None:
        return lesson
    if isinstance(action, (Exchange, KeepRack)):
        hint = Hint(action, (), (Reason("exchange" if isinstance(action, Exchange) else "keep"),))
    else:
        cells = tuple(action.cells) if isinstance(action, AxioPlace) else (action.at,)  # type: ignore[union-attr]
        hint = Hint(action, cells, ())
    display = [d.at for d in getattr(session.view(0), "display", ())]
    where, _ = hints.parts(hint, session.names, display)
    return Lesson(lesson.spec, lesson.progress, lesson.met, hint.cells, t("learn.hint_text", move=where))


def _course_list(lesson: Lesson) -> str:
    """Every lesson of the course, in order: PAGE.md's `data-lesson` and `data-done`."""
    items = []
    for number, spec in enumerate(course.lessons(lesson.game), 1):
        done = spec.id in lesson.progress.done
        current = ' aria-current="step"' if spec.id == lesson.id else ""
        mark = '<span class="learn-tick" aria-hidden="true">✓</span>' if done else ""
        label = f"{number}. {t(f'learn.title.{spec.game}.{spec.id}')}"
        state = t("learn.state_done") if done else ""
        items.append(
            f'<li><button type="button" class="learn-lesson" data-action="{LessonAction.OPEN}" '
            f'data-lesson="{spec.id}" data-done="{"true" if done else ""}"{current}>'
            f'{mark}{esc(label)}<span class="visually-hidden">{esc(state)}</span></button></li>'
        )
    title = t("learn.course", game=t(f"learn.game.{lesson.game}"))
    progress = t("learn.progress", done=len(lesson.progress.done), count=len(course.lessons(lesson.game)))
    return (
        f'<details class="learn-course"><summary>{esc(title)} · {esc(progress)}</summary>'
        f'<ol class="learn-lessons">{"".join(items)}</ol></details>'
    )


def render_panel(lesson: Lesson, message: str = "", acting: bool = False) -> str:
    """The lesson's card on the side: the course, the lesson's idea and goal, a refused move's
    reason or the hint, then Hint, or once done: well done and what comes next. While the
    learner is `acting` (a move in progress) the card folds to its title, goal and buttons, so
    the controls that finish the move stay in view on a phone and a landscape tablet."""
    spec = lesson.spec
    number = course.lessons(spec.game).index(spec) + 1
    buttons = []
    if lesson.met:
        following = lesson.next_spec()
        if following is not None:
            buttons.append(
                f'<button type="button" id="{DONE_BUTTON_ID}" class="btn btn-primary" '
                f'data-action="{LessonAction.NEXT}">{esc(t("learn.next"))}</button>'
            )
        else:
            buttons.append(
                f'<button type="button" id="{DONE_BUTTON_ID}" class="btn btn-primary" '
                f'data-action="{LessonAction.BEGINNER}">{esc(t("learn.beginner"))}</button>'
                f'<button type="button" class="btn" data-action="{LessonAction.DAILY}">'
                f"{esc(t('learn.daily'))}</button>"
            )
        said = t("learn.well_done") if following else t("learn.course_done")
        status = f'<p class="learn-done" role="status">{esc(said)}</p>'
    else:
        buttons.append(
            f'<button type="button" class="btn" data-action="{LessonAction.HINT}">'
            f"{esc(t('learn.hint'))}</button>"
        )
        status = ""
    buttons.append(
        f'<button type="button" class="btn btn-quiet" data-action="{LessonAction.SKIP}">'
        f"{esc(t('learn.leave'))}</button>"
    )
    shown = ""
    if message:
        shown = f'<p class="table-message learn-wrong" role="alert">{esc(message)}</p>'
    elif lesson.hint_text and not lesson.met:
        shown = f'<p class="learn-hint" role="status">{esc(lesson.hint_text)}</p>'
    count = t("learn.count", step=number, count=len(course.lessons(spec.game)))
    key = f"{spec.game}.{spec.id}"
    folded = " is-acting" if acting and not lesson.met else ""
    return (
        f'<section id="{PANEL_ID}" class="learn-panel{folded}" aria-live="polite" '
        f'aria-label="{esc(t("learn.label"))}">{_course_list(lesson)}'
        f'<h3 class="learn-title"><span class="learn-count">{esc(count)}</span> '
        f"{esc(t(f'learn.title.{key}'))}</h3>"
        f'<p class="learn-text">{esc(t(f"learn.idea.{key}"))}</p>'
        f'<p class="learn-goal"><strong>{esc(t("learn.goal_label"))}</strong> '
        f"<span data-lesson-goal>{esc(goal_text(spec))}</span></p>"
        f'{shown}{status}<div class="learn-buttons">{"".join(buttons)}</div></section>'
    )


def marks(lesson: Lesson | None) -> str:
    """The place the lesson's hint suggests, ringed (`data-learn-x`: a phone scrolls to it)."""
    if lesson is None or lesson.met or not lesson.hint_cells:
        return ""
    rings = "".join(
        f'<rect class="hint-mark learn-mark" data-learn-x="{x}" data-learn-y="{y}" '
        f'x="{x * 100 + 6}" y="{y * 100 + 6}" width="88" height="88" rx="16"/>'
        for x, y in lesson.hint_cells
    )
    return f'<g class="hint-layer" aria-hidden="true">{rings}</g>'


__all__ = [
    "GAMES",
    "STEP_KEYS",
    "Lesson",
    "LessonSteps",
    "Progress",
    "RotaPlace",
    "check",
    "hinted",
    "new_session",
    "pick",
    "render_panel",
]
