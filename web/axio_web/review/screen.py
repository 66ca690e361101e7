"""The review screen as a value: the game, the ratings so far, the move picked.

It asks for one rating at a time (`AskReview`, answered by `ReviewAnswer`): the next
question goes out only when an answer arrives and the review is running, so "Stop" is just
asking no more, and a late or repeated answer (not the one awaited) is dropped.

PAGE.md hooks: one `[data-review-move]` a placement rated, with `data-move` (its index in the
record's moves), `data-player` and `data-loss`; `<html data-review="done">` when all are.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from axio_core.constants import AXIO_CAP, ROTA_CAP
from axio_core.records import Replayed, replay
from axio_core.review import PLACE, Rating, decisions, lowest_colours
from axio_core.session import Session

from ..effects import AskReview, Effect
from ..events import Click, Event, Key, ReviewAnswer
from ..i18n import format_number, t
from ..layout import Layout, slot
from ..saves_ui.markup import button, header_bar
from ..saves_ui.text import game_name, players_text
from ..table.markup import esc, seat_mark
from .chart import REVIEW_MOVE, render_chart
from .detail import render_detail
from .summary import is_matched, summaries, turning_points

REVIEW, BACK, CANCEL, RESUME = "review", "review-back", "review-cancel", "review-resume"
ACTIONS = frozenset({BACK, CANCEL, RESUME, REVIEW_MOVE})
_KEYS = {"ArrowLeft": -1, "ArrowRight": 1}


@dataclass(frozen=True)
class ReviewScreen:
    session: Session
    back: Any  # the screen "Back" returns to (the end of the game, the replay)
    run: int  # the app's run as the review opened: answers of another run are stale
    ratings: tuple[Rating, ...] = ()
    running: bool = True
    selected: int | None = None  # the decision shown on the boards
    game_id: str | None = None  # the saved game this is the review of (to keep the ratings)
    focus: str | None = "review-title"

    @classmethod
    def of(cls, session: Session, back: Any, run: int, game_id: str | None = None,
           ratings: tuple[Rating, ...] = ()) -> tuple[ReviewScreen, list[Effect]]:
        """The review, and the first question unless every rating is known already."""
        screen = cls(session, back, run, ratings, game_id=game_id)
        screen = replace(screen, running=not screen.is_done)
        return screen, screen._next()

    # ------------------------------------------------------------------ reading it

    @cached_property
    def record_json(self) -> str:
        return self.session.to_record().to_json()

    @cached_property
    def replayed(self) -> Replayed:
        return replay(self.session.to_record())

    @cached_property
    def total(self) -> int:
        return len(decisions(self.replayed))

    @property
    def is_done(self) -> bool:
        return len(self.ratings) >= self.total

    @property
    def focus_id(self) -> str | None:
        return self.focus

    def hooks(self) -> dict[str, str]:
        return {"data-review": "done" if self.is_done else "running" if self.running else "stopped"}

    def _next(self) -> list[Effect]:
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
        return screen, screen._next()

    def handle(self, event: Event) -> tuple[ReviewScreen | Any, list[Effect]]:
        """The review after a click or key; "Back" returns the screen to go back to."""
        if isinstance(event, ReviewAnswer):
            return self.on_answer(event)
        if isinstance(event, Key) and not event.in_field and event.key in _KEYS and self.ratings:
            k = (self.selected if self.selected is not None else -1) + _KEYS[event.key]
            return replace(self, selected=max(0, min(len(self.ratings) - 1, k)), focus=None), []
        if not isinstance(event, Click):
            return self, []
        if event.action == BACK:
            return self.back, []
        if event.action == CANCEL and self.running:
            return replace(self, running=False, focus=RESUME), []
        if event.action == RESUME and not self.running and not self.is_done:
            screen = replace(self, running=True, focus=CANCEL)
            return screen, screen._next()
        if event.action == REVIEW_MOVE:
            try:
                k = int(event.data.get("k", ""))
            except ValueError:
                return self, []
            if 0 <= k < len(self.ratings):
                return replace(self, selected=k, focus=None), []
        return self, []

    # ------------------------------------------------------------------ rendering

    def render(self) -> Layout:
        session = self.session
        back = button(BACK, t("review.back"), id="review-back", cls="btn btn-quiet")
        title = t("review.title", game=game_name(session.variant))
        skeleton = (
            f'<section class="saves-screen review game-{session.variant}" id="review" '
            f'aria-labelledby="review-title">{header_bar("review-title", title, back=back)}'
            f'<p class="replay-players">{esc(players_text(session.names))}</p>'
            f'<div class="review-progress" id="review-progress">{slot("review-progress")}</div>'
            f'<p class="review-unit">{esc(t("review.unit"))}</p>'
            f'<div class="review-body"><div class="review-main">'
            f'<figure class="review-chart-box" id="review-chart"><figcaption>{esc(t("review.chart"))}</figcaption>'
            f'{slot("review-chart")}</figure>'
            f'<div class="review-detail" id="review-detail">{slot("review-detail")}</div></div>'
            f'<div class="review-side"><h3>{esc(t("review.summary"))}</h3>'
            f'<div id="review-summary">{slot("review-summary")}</div>'
            f'<h3>{esc(t("review.moves"))}</h3><ol class="review-moves" id="review-moves">'
            f'{slot("review-moves")}</ol></div></div></section>'
        )
        return Layout(skeleton, (
            ("review-progress", self._progress()),
            ("review-chart", self._chart()),
            ("review-detail", self._detail()),
            ("review-summary", self._summary()),
            ("review-moves", self._moves()),
        ))

    def _progress(self) -> str:
        done, total = len(self.ratings), self.total
        if self.is_done:
            return f'<p role="status">{esc(t("review.done", total=total))}</p>'
        text = t("review.progress" if self.running else "review.stopped", done=done + self.running, total=total)
        control = (button(CANCEL, t("review.cancel"), id=CANCEL, cls="btn") if self.running
                   else button(RESUME, t("review.resume"), id=RESUME, cls="btn btn-primary"))
        return (f'<progress max="{total}" value="{done}" aria-label="{esc(text)}"></progress>'
                f'<p role="status">{esc(text)}</p>{control}')

    def _chart(self) -> str:
        cap = AXIO_CAP if self.session.variant == "axio" else ROTA_CAP
        if self.session.players == 1 and self.session.variant == "axio":
            cap *= 2  # solo AXIO: two boards (A15)
        marks = {k: self.ratings[k].player for k in turning_points(self.ratings, self.session.players)}
        return render_chart(lowest_colours(self.replayed), cap, marks, self.selected)

    def _detail(self) -> str:
        if self.selected is None or self.selected >= len(self.ratings):
            return f'<p class="review-pick">{esc(t("review.pick"))}</p>'
        return render_detail(self.replayed, self.selected, self.ratings[self.selected], self.session.names)

    def _summary(self) -> str:
        names = self.session.names
        blocks = []
        for s in summaries(self.ratings, self.session.players):
            mistakes = "".join(
                f'<li>{button(REVIEW_MOVE, t("review.move", n=self.ratings[k].move + 1), cls="btn btn-link", data={"k": str(k)})}'
                f' <span class="loss">−{_num(self.ratings[k].loss)}</span></li>' for k in s.mistakes)
            listing = (f'<p>{esc(t("review.mistakes"))}</p><ol class="review-mistakes">{mistakes}</ol>' if mistakes
                       else f'<p>{esc(t("review.no_mistakes"))}</p>')
            blocks.append(
                f'<section class="review-player seat-{s.player}" data-review-player="{s.player}" '
                f'data-average-loss="{s.average:.3f}">'
                f'<h4>{seat_mark(s.player)}<span class="name">{esc(names[s.player])}</span></h4>'
                f'<p>{esc(t("review.average", loss=_num(s.average)))}</p>'
                f'<p>{esc(t("review.matches", n=s.matched, total=s.moves))}</p>{listing}</section>')
        return "".join(blocks)

    def _moves(self) -> str:
        names = self.session.names
        items = []
        for k, r in enumerate(self.ratings):
            hook = (f' data-review-move data-move="{r.move}" data-player="{r.player}" data-loss="{r.loss:g}"'
                    if r.kind == PLACE else
                    f' data-review-exchange data-move="{r.move}" data-player="{r.player}" data-loss="{r.loss:g}"')
            what = "" if r.kind == PLACE else f" · {t('review.exchange' if r.kind == 'exchange' else 'review.keep')}"
            verdict = t("review.matched") if is_matched(r) else f"−{_num(r.loss)}"
            current = ' aria-current="true"' if k == self.selected else ""
            label = t("review.move_label", n=r.move + 1, name=names[r.player], loss=_num(r.loss))
            items.append(
                f'<li class="seat-{r.player}{" is-matched" if is_matched(r) else ""}"{hook}>'
                f'<button type="button" class="btn review-pick-move" data-action="{REVIEW_MOVE}" data-k="{k}" '
                f'aria-label="{esc(label)}"{current}>{seat_mark(r.player)}'
                f'<span>{esc(t("review.move", n=r.move + 1))}{esc(what)}</span>'
                f'<span class="loss">{esc(verdict)}</span></button></li>')
        return "".join(items)


def _num(x: float) -> str:
    return format_number(round(x, 1))
