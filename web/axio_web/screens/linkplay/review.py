"""The review of a game by links before its end (issue 39): this device's own decisions only,
each rated from its own view then (axio_core/linkplay/progress.py says why that is all it can
review honestly). The review screen itself (screens/review/), asking the worker about a subset
of the decisions: `mine` maps the k-th rating to its index among all the game's decisions.
It is never kept with a saved game (there is none until the end), nor turned into puzzles.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from typing import Any

from axio_core.records import replay

from ...runtime.effects import AskReview, Effect
from ...runtime.events import ReviewAnswer
from ...strings.i18n import t
from ...ui.markup import esc
from ..review.detail import detail_id, render_detail
from ..review.markup import grade_word
from ..review.screen import ReviewScreen

_OTHERS = r'<section class="review-player seat-(?!{seat}")(\d+)" data-review-player="\1">.*?</section>'


@dataclass(frozen=True)
class LinkReview(ReviewScreen):
    mine: tuple[int, ...] = ()  # the decisions (their index among all) this device rates
    seat: int = -1  # this device's player

    @classmethod
    def of_link_game(cls, session: Any, seat: int, back: Any, run: int) -> tuple[LinkReview, list[Effect]]:
        from axio_core.linkplay.progress import own_decisions

        record = session.to_record()
        replayed = replay(record)
        mine = own_decisions(replayed, seat)
        screen = cls(session, back, run, replayed, record.to_json(), mine=mine, seat=seat)
        screen = replace(screen, running=not screen.is_done)
        return screen, screen.next_question()

    @property
    def total(self) -> int:
        return len(self.mine)

    @property
    def expected(self) -> tuple[tuple[int, int], ...]:
        every = super().expected
        return tuple(every[d] for d in self.mine)

    @property
    def should_keep(self) -> bool:
        return False  # no saved game to keep the ratings in before the end

    def next_question(self) -> list[Effect]:
        if not self.running or self.is_done:
            return []
        return [AskReview(self.record_json, self.mine[len(self.ratings)], self.run)]

    def on_answer(self, answer: ReviewAnswer) -> tuple[ReviewScreen, list[Effect]]:
        if self.is_done or answer.k != self.mine[len(self.ratings)]:
            return self, []
        # the worker answers decision `mine[k]`; the review counts its own ratings from 0
        return super().on_answer(replace(answer, k=len(self.ratings)))

    def puzzles(self) -> tuple[int, ...]:
        return ()  # a puzzle replays a position: its other racks here are stand-ins

    def _chart(self) -> str:
        return f"<p>{esc(t('link.review_no_chart'))}</p>"

    def _summary(self) -> str:
        note = f'<p class="link-review-note" data-link-review>{esc(t("link.review_note"))}</p>'
        # the report of this player alone: the others' moves are not rated
        return note + re.sub(_OTHERS.format(seat=self.seat), "", super()._summary(), flags=re.DOTALL)

    def _detail(self) -> str:
        k = self.selected
        if k is None or k >= len(self.ratings):
            return super()._detail()
        d, rating, names = self.mine[k], self.ratings[k], self.session.names
        text = render_detail(self.replayed, d, rating, names, self.shown)
        # the heading names the rating's place in this review, as the list of moves does
        was = (
            f'id="{detail_id(d)}" tabindex="-1" data-review-detail="{d}">'
            f"{esc(t('review.detail', n=d + 1, name=names[rating.player], grade=grade_word(rating)))}"
        )
        now = (
            f'id="{detail_id(k)}" tabindex="-1" data-review-detail="{k}">'
            f"{esc(t('review.detail', n=k + 1, name=names[rating.player], grade=grade_word(rating)))}"
        )
        return text.replace(was, now, 1)


def link_review(stored: str | None, back: Any, run: int) -> tuple[LinkReview | None, list[Effect]]:
    """The review of the game by links kept in this browser (None: nothing of this player's
    to rate yet, or the protocol's modules are not here)."""
    from axio_core.session import Session

    from .screen import stored_device

    device = stored_device(stored)
    if device is None:
        return None, []
    from axio_core.linkplay.progress import world_record

    record = world_record(device)
    if record is None:
        return None, []
    session = Session.from_record(record)
    screen, effects = LinkReview.of_link_game(session, device.seat, back, run)
    if not screen.mine:
        return None, []
    return screen, effects


def link_export(stored: str | None) -> tuple[str, str] | None:
    """(file name, text) of the game by links in progress, as this device knows it."""
    from axio_core.linkplay.progress import progress_document

    from .screen import stored_device

    device = stored_device(stored)
    doc = progress_document(device) if device is not None else None
    if doc is None:
        return None
    name = f"axio-link-{doc['variant']}-{doc['game'][:8]}-{doc['links']}.json"
    return name, json.dumps(doc, ensure_ascii=False) + "\n"
