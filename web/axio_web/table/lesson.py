"""The guided first game (`?learn=rota`, `?learn=axio`): a fixed deal played with the real
engine and board, one step at a time.

The script is the deal's moves as the hint engine chooses them (axio_core.bots.hint, from
the player's view), so every step's move is legal and its reason is the game's own words.
The first steps teach one idea each (Rota: place, turn, name a colour, only the lowest
colour counts; AXIO: the first tile touches a colour space, lines score, only the lowest
colour counts, closing a cell earns a pyramid); a move other than the step's is refused
with what it would have done and can be tried again. Rota's whole solo game is guided (12
tiles); AXIO's solo game has 32, so after GUIDED moves a step plays the rest of the script
at once and the end shows why the lowest colour decides. A lesson never saves a game nor a
best score: only its step is remembered.
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

GAMES = ("rota", "axio")
# Hand-picked deals. Rota: a turn first, a colour to name second. AXIO (solo, ruling A14):
# the fourth tile closes off a cell, so its pyramid scores (ruling A7) while the idea is new.
DEALS = {"rota": "learn-rota-2", "axio": "learn-axio-41"}
GUIDED = {"axio": 5}  # moves asked one by one before the rest is played out (else: all)
NAMES = ("learn.you",)
NEXT, SKIP, LEARN = "learn-next", "learn-skip", "learn"  # data-action values (LEARN: the menu's)
STEP_KEY = "axio.learn."  # + game: the step reached, remembered (never a saved game)
STEP_KEYS = tuple(STEP_KEY + g for g in GAMES)
PANEL_ID = "learn-panel"
DONE_BUTTON_ID = "learn-done"  # Skip, or Finish at the end (the end's focus: no "Play again" here)


@dataclass(frozen=True)
class Lesson:
    """`game`, and `step`: 0 the welcome, 1..moves the moves asked, then (when the script is
    longer) a step that plays out the rest, then the end."""

    game: str
    step: int = 0

    @property
    def moves(self) -> int:
        """How many moves the lesson asks for, one step each."""
        return min(len(script(self.game)), GUIDED.get(self.game, len(script(self.game))))

    @property
    def plays_out(self) -> bool:
        """The script goes on after the guided moves: a step plays the rest at once."""
        return self.moves < len(script(self.game))

    @property
    def steps(self) -> int:
        """Every step, the welcome and the end included."""
        return self.moves + 2 + (1 if self.plays_out else 0)

    @property
    def is_intro(self) -> bool:
        return self.step == 0

    @property
    def is_play_out(self) -> bool:
        return self.plays_out and self.step == self.moves + 1

    @property
    def is_end(self) -> bool:
        return self.step >= self.steps - 1

    def expected(self) -> Hint | None:
        """The move this step asks for (None on the welcome, the play-out and the end)."""
        if self.is_intro or self.is_play_out or self.is_end:
            return None
        return script(self.game)[self.step - 1]

    def played(self) -> int:
        """How many of the script's moves are on the board at this step."""
        if self.is_end:
            return len(script(self.game))
        return max(0, min(self.step - 1, self.moves))

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
    lesson = Lesson(game)
    lesson = Lesson(game, max(0, min(step, lesson.steps - 1)))
    session = new_session(game)
    for hint in script(game)[:lesson.played()]:
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
    if lesson.is_play_out:
        return t(f"learn.{lesson.game}.play_out", left=len(script(lesson.game)) - lesson.moves)
    if lesson.is_end:
        outcome = session.outcome()
        totals = outcome.scores[0] if outcome else session.state.scores[0]  # AXIO solo: both boards
        return t(f"learn.{lesson.game}.end", result=min(totals))
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
    count = lesson.steps
    next_button = ""
    if lesson.is_intro or lesson.is_play_out:
        next_button = (f'<button type="button" class="btn btn-primary" data-action="{NEXT}">'
                       f'{esc(t("learn.next"))}</button>')
    return (f'<section id="{PANEL_ID}" class="learn-panel" aria-live="polite" '
            f'aria-label="{esc(t("learn.title"))}">'
            f'<p class="learn-count">{esc(t("learn.count", step=lesson.number(), count=count))}</p>'
            f'<p class="learn-text">{esc(text(lesson, session))}</p>'
            + (f'<p class="table-message learn-wrong" role="alert">{esc(message)}</p>' if message else "") +
            f'<div class="learn-buttons">{next_button}'
            f'<button type="button" id="{DONE_BUTTON_ID}" class="btn btn-quiet" data-action="{SKIP}">'
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
