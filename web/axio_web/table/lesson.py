"""The guided first game (`?learn=rota`): a fixed deal played with the real engine and board,
one step at a time.

The script is the deal's moves as the hint engine chooses them (axio_core.bots.hint, from
the player's view), so every step's move is legal and its reason is the game's own words.
The first steps teach one idea each (place, turn, name a colour, only the lowest colour
counts); a move other than the step's is refused with what it would have done and can be
tried again. A lesson never saves a game nor a best score: only its step is remembered.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from axio_core import Action, AxioPlace, RotaPlace, explain
from axio_core.bots.hint import Hint, suggest
from axio_core.session import Session

from ..i18n import t
from . import hints
from .markup import capitalise, esc, points_text

GAMES = ("rota",)
DEALS = {"rota": "learn-rota-2"}  # hand-picked: a turn first, a colour to name second
NAMES = ("learn.you",)
NEXT, SKIP, LEARN = "learn-next", "learn-skip", "learn"  # data-action values (LEARN: the menu's)
STEP_KEY = "axio.learn."  # + game: the step reached, remembered (never a saved game)
STEP_KEYS = tuple(STEP_KEY + g for g in GAMES)
PANEL_ID = "learn-panel"


@dataclass(frozen=True)
class Lesson:
    """`game`, and `step`: 0 the welcome, 1..moves the moves, moves+1 the end."""

    game: str
    step: int = 0

    @property
    def moves(self) -> int:
        return len(script(self.game))

    @property
    def is_intro(self) -> bool:
        return self.step == 0

    @property
    def is_end(self) -> bool:
        return self.step > self.moves

    def expected(self) -> Hint | None:
        """The move this step asks for (None on the welcome and the end)."""
        if self.is_intro or self.is_end:
            return None
        return script(self.game)[self.step - 1]

    def number(self) -> int:
        """The step as PAGE.md's `data-tutorial-step` counts: 1, 2, …"""
        return self.step + 1


def new_session(game: str) -> Session:
    return Session.new(game, [t("learn.you")], DEALS[game])


@cache
def script(game: str) -> tuple[Hint, ...]:
    """The deal's moves, each the hint for the player's view at that moment."""
    session = Session.new(game, ["You"], DEALS[game])
    out = []
    while session.outcome() is None:
        hint = suggest(session.view(0))
        out.append(hint)
        session = session.play(hint.action)
    return tuple(out)


def replayed(game: str, step: int) -> tuple[Session, Lesson]:
    """The lesson resumed at `step` (clamped): the script's moves before it played."""
    lesson = Lesson(game, max(0, min(step, len(script(game)) + 1)))
    session = new_session(game)
    for hint in script(game)[:max(0, lesson.step - 1)]:
        session = session.play(hint.action)
    return session, lesson


def same_move(a: Action, b: Action) -> bool:
    """An AXIO tile laid the other way round on the same cells is the same move."""
    if isinstance(a, AxioPlace) and isinstance(b, AxioPlace):
        return {(a.tile[0], a.cells[0]), (a.tile[1], a.cells[1])} == {
            (b.tile[0], b.cells[0]), (b.tile[1], b.cells[1])} and a.pyramids_from == b.pyramids_from
    return a == b


def wrong_move(lesson: Lesson, session: Session, action: Action) -> str:
    """Why a move other than the step's is refused: what it would score, what the step wants."""
    expected = lesson.expected()
    assert expected is not None
    view = session.view(0)
    try:
        points = points_text(explain(view, action).gains)
    except Exception:  # a move the engine refuses anyway says so itself
        points = ""
    want = hints.sentence(expected, session.names, [d.at for d in getattr(view, "display", ())])
    if isinstance(action, RotaPlace) and isinstance(expected.action, RotaPlace):
        e = expected.action
        if action.at == e.at and action.rot != e.rot:
            key = "learn.wrong_turn"
        elif action.at == e.at and action.name != e.name:
            key = "learn.wrong_name"
        else:
            key = "learn.wrong_place"
    else:
        key = "learn.wrong_place"
    scored = t("learn.would_score", points=points) if points else t("learn.would_score_nothing")
    return f"{t(key)} {scored} {t('learn.try_again', want=want)}"


def text(lesson: Lesson, session: Session) -> str:
    """The step in a sentence or two."""
    if lesson.is_intro:
        return t(f"learn.{lesson.game}.intro")
    if lesson.is_end:
        scores = session.state.scores[0]
        low = min(scores)
        return t(f"learn.{lesson.game}.end", result=low)
    expected = lesson.expected()
    assert expected is not None
    special = t(f"learn.{lesson.game}.step{lesson.step}")
    display = [d.at for d in getattr(session.view(0), "display", ())]
    where, why = hints.parts(expected, session.names, display)
    if special != f"learn.{lesson.game}.step{lesson.step}":  # the step's one idea, then the place
        return f"{special} {capitalise(where)}."
    return f"{capitalise(where)}: {why}." if why else f"{capitalise(where)}."


def render_panel(lesson: Lesson, session: Session, message: str = "") -> str:
    """The lesson's card on the side: the step, its sentence, Next (when no move is asked),
    and Skip."""
    count = lesson.moves + 2
    next_button = ""
    if lesson.is_intro:
        next_button = (f'<button type="button" class="btn btn-primary" data-action="{NEXT}">'
                       f'{esc(t("learn.next"))}</button>')
    return (f'<section id="{PANEL_ID}" class="learn-panel" aria-live="polite" '
            f'aria-label="{esc(t("learn.title"))}">'
            f'<p class="learn-count">{esc(t("learn.count", step=lesson.number(), count=count))}</p>'
            f'<p class="learn-text">{esc(text(lesson, session))}</p>'
            + (f'<p class="table-message learn-wrong" role="alert">{esc(message)}</p>' if message else "") +
            f'<div class="learn-buttons">{next_button}'
            f'<button type="button" class="btn btn-quiet" data-action="{SKIP}">'
            f'{esc(t("learn.done" if lesson.is_end else "learn.skip"))}</button>'
            f'</div></section>')


def marks(lesson: Lesson | None) -> str:
    """The step's place on the board, pointed at (the same ring as a hint, `data-learn`)."""
    if lesson is None:
        return ""
    expected = lesson.expected()
    if expected is None:
        return ""
    rings = "".join(
        f'<rect class="hint-mark learn-mark" data-learn-x="{x}" data-learn-y="{y}" '
        f'x="{x * 100 + 6}" y="{y * 100 + 6}" width="88" height="88" rx="16"/>'
        for x, y in expected.cells
    )
    return f'<g class="hint-layer" aria-hidden="true">{rings}</g>'
