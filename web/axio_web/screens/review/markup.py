"""The review's words and lists as markup: progress, legend, summary per player, the moves.

Moves are numbered as the review counts them (every placement and exchange choice, from 1);
the PAGE.md hooks carry the record's own index (`data-move`)."""

from __future__ import annotations

from collections.abc import Sequence

from axio_core.review import GRADES, PLACE, Rating

from ...strings.i18n import format_number, t
from ...ui.action_names import ReviewAction
from ...ui.markup import esc, seat_mark
from ..saves.markup import button
from .summary import summaries

_SIGNS = {"exchange": "⇄", "keep": "="}  # an AXIO exchange choice (A11): exchanged, kept
#: Each grade's sign: chess's for the costly ones, a star and a tick for the others.
MARKS = {"best": "★", "good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def num(x: float) -> str:
    return format_number(round(x, 1))


def progress(done: int, total: int, running: bool) -> str:
    """The bar, what it is doing, and Stop or Go on."""
    if done >= total:
        return f'<p role="status">{esc(t("review.done", total=total))}</p>'
    text = t("review.progress" if running else "review.stopped", done=done + running, total=total)
    cancel, resume = ReviewAction.CANCEL, ReviewAction.RESUME
    control = (
        button(cancel, t("review.cancel"), id=cancel, cls="btn")
        if running
        else button(resume, t("review.resume"), id=resume, cls="btn btn-primary")
    )
    return (
        f'<progress max="{total}" value="{done}" aria-label="{esc(text)}"></progress>'
        f'<p role="status">{esc(text)}</p>{control}'
    )


def legend(names: Sequence[str]) -> str:
    """Which line is whose (by line style, not colour alone)."""
    items = "".join(
        f'<li><svg width="28" height="8" aria-hidden="true">'
        f'<line class="seat-{p}" x1="0" x2="28" y1="4" y2="4"/></svg>{esc(name)}</li>'
        for p, name in enumerate(names)
    )
    return f'<ul class="review-legend">{items}</ul>'


def grade_word(rating: Rating) -> str:
    return t(f"review.grade.{rating.grade}")


def grade_mark(g: str) -> str:
    """A grade's short sign (its word is in the label and the title: never the sign alone)."""
    word = esc(t(f"review.grade.{g}"))
    return f'<span class="grade-mark grade-{g}" title="{word}" aria-hidden="true">{MARKS[g]}</span>'


def summary(ratings: Sequence[Rating], names: Sequence[str]) -> str:
    """The report, per player: how many moves of each grade, and the move that mattered most."""
    blocks = []
    for s in summaries(ratings, len(names)):
        counts = "".join(
            f'<li class="grade-{g}" data-grade-count="{g}">{grade_mark(g)}'
            f'<span class="n">{n}</span> {esc(t(f"review.grades.{g}"))}</li>'
            for g, n in zip(GRADES, s.counts, strict=True)
        )
        mattered = s.mattered
        if mattered is not None:
            r = ratings[mattered]
            pick = button(
                ReviewAction.MOVE, t("review.move", n=mattered + 1), cls="btn", data={"k": str(mattered)}
            )
            verdict = f'<span class="grade-word grade-{r.grade}">{esc(grade_word(r))}</span>'
            listing = f'<p class="review-mattered">{esc(t("review.mattered"))} {pick} {verdict}</p>'
        else:
            listing = f"<p>{esc(t('review.no_mistakes'))}</p>" if s.moves else ""
        counts_label = esc(t("review.counts_label", name=names[s.player]))
        blocks.append(
            f'<section class="review-player seat-{s.player}" data-review-player="{s.player}">'
            f'<h4>{seat_mark(s.player)}<span class="name">{esc(names[s.player])}</span></h4>'
            + (f'<ul class="review-counts" aria-label="{counts_label}">{counts}</ul>' if s.moves else "")
            + f"{listing}</section>"
        )
    return "".join(blocks)


def moves(ratings: Sequence[Rating], names: Sequence[str], selected: int | None) -> str:
    """One item a decision rated; placements carry PAGE.md's `data-review-move` hooks (with
    `data-grade`), exchange choices `data-review-exchange`."""
    items = []
    for k, r in enumerate(ratings):
        g = r.grade
        kind = "data-review-move" if r.kind == PLACE else "data-review-exchange"
        hook = (
            f' {kind} data-move="{r.move}" data-player="{r.player}" data-loss="{r.loss:g}" data-grade="{g}"'
        )
        word = "" if r.kind == PLACE else t(f"review.{r.kind}")
        # an exchange choice: a sign, its word in the name (a phone's cell is narrow)
        what = f' <span title="{esc(word)}">{_SIGNS[r.kind]}</span>' if word else ""
        current = ' aria-current="true"' if k == selected else ""
        label = t("review.move_label", n=k + 1, name=names[r.player], grade=grade_word(r))
        label += f" ({word})" if word else ""
        items.append(
            f'<li class="seat-{r.player} grade-{g}"{hook}>'
            f'<button type="button" class="btn review-pick-move" '
            f'data-action="{ReviewAction.MOVE}" data-k="{k}" '
            f'aria-label="{esc(label)}"{current}>{seat_mark(r.player)}'
            f"<span>{k + 1}{what}</span>{grade_mark(g)}</button></li>"
        )
    return "".join(items)
