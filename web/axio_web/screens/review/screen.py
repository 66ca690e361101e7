"""The review screen as a value: the game, the ratings so far, the move picked.

It asks for one rating at a time (`AskReview`, answered by `ReviewAnswer`): the next
question goes out only when an answer arrives and the review is running, so "Stop" is just
asking no more, and a late or repeated answer (not the one awaited) is dropped.

PAGE.md hooks: one `[data-review-move]` a placement rated, with `data-move` (its index in the
record's moves), `data-player`, `data-loss` and `data-grade`; `<html data-review="done">` when
all are; `data-action="practise-mistakes"` once done, when a person's move was a mistake or a
blunder (puzzles.py).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from axio_core.constants import AXIO_CAP, ROTA_CAP
from axio_core.records import Replayed, replay
from axio_core.review import PLACE, Rating, decisions, lowest_colours
from axio_core.session import Session

from ...runtime.effects import AskReview, Effect
from ...runtime.events import Click, Event, Key, ReviewAnswer
from ...runtime.layout import Layout, slot
from ...strings.i18n import t
from ...ui.action_names import ReviewAction
from ...ui.markup import esc, join_words
from ..saves.markup import button, header_bar
from ..saves.text import game_name, players_text
from . import markup
from .chart import render_chart
from .detail import BOARDS, detail_id, render_detail
from .summary import PUZZLING, turning_points

_KEYS = {"ArrowLeft": -1, "ArrowRight": 1}


@dataclass(frozen=True)
class ReviewScreen:
    session: Session
    back: Any  # the screen "Back" returns to (the end of the game, the replay)
    run: int  # the app's run as the review opened: answers of another run are stale
    # the game replayed once as the review opens (not again at every answer), and its record
    replayed: Replayed = field(compare=False, repr=False)
    record_json: str = field(compare=False, repr=False)
    ratings: tuple[Rating, ...] = ()
    running: bool = True
    selected: int | None = None  # the decision shown on the boards
    game_id: str | None = None  # the saved game this is the review of (to keep the ratings)
    kept: int = 0  # how many ratings the saved game holds already
    focus: str | None = "review-title"
    shown: str = "played"  # a phone shows one board at a time: the move played or the best

    @classmethod
    def of(
        cls,
        session: Session,
        back: Any,
        run: int,
        game_id: str | None = None,
        ratings: tuple[Rating, ...] = (),
    ) -> tuple[ReviewScreen, list[Effect]]:
        """The review, and the first question unless every rating is known already."""
        record = session.to_record()
        screen = cls(session, back, run, replay(record), record.to_json(), ratings, game_id=game_id)
        screen = replace(screen, running=not screen.is_done)
        return screen, screen.next_question()

    # ------------------------------------------------------------------ reading it

    @property
    def total(self) -> int:
        return len(decisions(self.replayed))

    @property
    def expected(self) -> tuple[tuple[int, int], ...]:
        """Each decision's record move index and mover: what its rating must name."""
        played = self.replayed
        return tuple((played.move_of_action[i] - 1, played.states[i].current) for i in decisions(played))

    @property
    def is_done(self) -> bool:
        return len(self.ratings) >= self.total

    @property
    def focus_id(self) -> str | None:
        return self.focus

    def hooks(self) -> dict[str, str]:
        return {"data-review": "done" if self.is_done else "running" if self.running else "stopped"}

    @property
    def should_keep(self) -> bool:
        """New ratings of a saved game, and the review done or stopped: time to keep them."""
        return self.game_id is not None and len(self.ratings) > self.kept and not self.running

    def next_question(self) -> list[Effect]:
        if not self.running or self.is_done:
            return []
        return [AskReview(self.record_json, len(self.ratings), self.run)]

    # ------------------------------------------------------------------ input

    def on_answer(self, answer: ReviewAnswer) -> tuple[ReviewScreen, list[Effect]]:
        if answer.run != self.run or answer.k != len(self.ratings) or self.is_done:
            return self, []
        try:
            rating = Rating.from_json_obj(json.loads(answer.rating))
        except ValueError:
            return replace(self, running=False), []  # shown as stopped; "Go on" asks again
        screen = replace(self, ratings=(*self.ratings, rating))
        if screen.is_done:
            screen = replace(screen, running=False)
        return screen, screen.next_question()

    def handle(self, event: Event) -> tuple[ReviewScreen | Any, list[Effect]]:
        """The review after a click or key; "Back" returns the screen to go back to."""
        if isinstance(event, ReviewAnswer):
            return self.on_answer(event)
        if isinstance(event, Key) and not event.in_field and event.key in _KEYS and self.ratings:
            k = (self.selected if self.selected is not None else -1) + _KEYS[event.key]
            k = max(0, min(len(self.ratings) - 1, k))
            return replace(self, selected=k, focus=detail_id(k), shown="played"), []
        if not isinstance(event, Click):
            return self, []
        if event.action == ReviewAction.BACK:
            return self.back, []
        if event.action == ReviewAction.CANCEL and self.running:
            return replace(self, running=False, focus=ReviewAction.RESUME), []
        if event.action == ReviewAction.RESUME and not self.running and not self.is_done:
            screen = replace(self, running=True, focus=ReviewAction.CANCEL)
            return screen, screen.next_question()
        if event.action == ReviewAction.MOVE:
            try:
                k = int(event.data.get("k", ""))
            except ValueError:
                return self, []
            if 0 <= k < len(self.ratings):
                return replace(self, selected=k, focus=detail_id(k), shown="played"), []
        if event.action == ReviewAction.BOARD and event.data.get("board") in BOARDS:
            return replace(self, shown=event.data["board"], focus=None), []
        return self, []

    # ------------------------------------------------------------------ rendering

    def render(self) -> Layout:
        session = self.session
        back = button(ReviewAction.BACK, t("review.back"), id="review-back", cls="btn btn-quiet")
        title = t("review.title", game=game_name(session.variant))
        chart_title = f"<figcaption>{esc(t('review.chart'))}</figcaption>"
        skeleton = (
            f'<section class="saves-screen review game-{session.variant}" id="review" '
            f'aria-labelledby="review-title">{header_bar("review-title", title, back=back)}'
            f'<p class="replay-players">{esc(players_text(session.names))}</p>'
            f'<div class="review-progress" id="review-progress">{slot("review-progress")}</div>'
            f'<section class="review-report" aria-labelledby="review-report-title">'
            f'<h3 id="review-report-title">{esc(t("review.summary"))}</h3>'
            f'<div class="review-summary" id="review-summary">{slot("review-summary")}</div>'
            f'<p class="review-unit">{esc(t("review.unit"))}</p></section>'
            f'<div class="review-body"><div class="review-main">'
            f'<div class="review-detail" id="review-detail">{slot("review-detail")}</div>'
            f'<figure class="review-chart-box" id="review-chart">{chart_title}{slot("review-chart")}</figure>'
            f'</div><div class="review-side">'
            f'<h3>{esc(t("review.moves"))}</h3><ol class="review-moves" id="review-moves">'
            f"{slot('review-moves')}</ol></div></div></section>"
        )
        return Layout(
            skeleton,
            (
                ("review-progress", self._progress()),
                ("review-chart", self._chart()),
                ("review-detail", self._detail()),
                ("review-summary", self._summary()),
                ("review-moves", self._moves()),
            ),
        )

    def _progress(self) -> str:
        return markup.progress(len(self.ratings), self.total, self.running)

    def _chart(self) -> str:
        cap = AXIO_CAP if self.session.variant == "axio" else ROTA_CAP
        if self.session.players == 1 and self.session.variant == "axio":
            cap *= 2  # solo AXIO: two boards (A15)
        marks = {k: self.ratings[k].player for k in turning_points(self.ratings, self.session.players)}
        return render_chart(lowest_colours(self.replayed), cap, marks, self.selected) + markup.legend(
            self.session.names
        )

    def _detail(self) -> str:
        if self.selected is None or self.selected >= len(self.ratings):
            return f'<p class="review-pick">{esc(t("review.pick"))}</p>'
        return render_detail(
            self.replayed, self.selected, self.ratings[self.selected], self.session.names, self.shown
        )

    def _summary(self) -> str:
        return markup.summary(self.ratings, self.session.names) + self._practise()

    def puzzles(self) -> tuple[int, ...]:
        """The decisions that make puzzles: a person's placements graded mistake or blunder."""
        seats = self.session.seats
        return tuple(
            k
            for k, r in enumerate(self.ratings)
            if r.kind == PLACE
            and r.grade in PUZZLING
            and not (r.player < len(seats) and seats[r.player] is not None)
        )

    def _practise(self) -> str:
        """Practise your mistakes (PAGE.md), once the review is done and a person erred."""
        found = self.puzzles()
        if not self.is_done or not found:
            return ""
        who = sorted({self.ratings[k].player for k in found})
        names = join_words([self.session.names[p] for p in who])
        said = esc(t("review.practise_count", n=len(found), names=names))
        practise = button(
            ReviewAction.PRACTISE, t("review.practise"), id=ReviewAction.PRACTISE, cls="btn btn-primary"
        )
        return f'<div class="review-practise"><p>{said}</p>{practise}</div>'

    def _moves(self) -> str:
        return markup.moves(self.ratings, self.session.names, self.selected)
