"""The review's words and lists as markup: progress, legend, summary per player, the moves.

Moves are numbered as the review counts them (every placement and exchange choice, from 1);
the PAGE.md hooks carry the record's own index (`data-move`)."""

from __future__ import annotations

from collections.abc import Sequence

from axio_core.review import PLACE, Rating

from ..actions import ReviewAction
from ..i18n import format_number, t
from ..saves_ui.markup import button
from ..table.markup import esc, seat_mark
from .summary import is_matched, summaries

_SIGNS = {"exchange": "⇄", "keep": "="}  # an AXIO exchange choice (A11): exchanged, kept


def num(x: float) -> str:
    return format_number(round(x, 1))


def progress(done: int, total: int, running: bool) -> str:
    """The bar, what it is doing, and Stop or Go on."""
    if done >= total:
        return f'<p role="status">{esc(t("review.done", total=total))}</p>'
    text = t("review.progress" if running else "review.stopped", done=done + running, total=total)
    cancel, resume = ReviewAction.CANCEL, ReviewAction.RESUME
    control = (button(cancel, t("review.cancel"), id=cancel, cls="btn") if running
               else button(resume, t("review.resume"), id=resume, cls="btn btn-primary"))
    return (f'<progress max="{total}" value="{done}" aria-label="{esc(text)}"></progress>'
            f'<p role="status">{esc(text)}</p>{control}')


def legend(names: Sequence[str]) -> str:
    """Which line is whose (by line style, not colour alone)."""
    items = "".join(
        f'<li><svg width="28" height="8" aria-hidden="true">'
        f'<line class="seat-{p}" x1="0" x2="28" y1="4" y2="4"/></svg>{esc(name)}</li>'
        for p, name in enumerate(names))
    return f'<ul class="review-legend">{items}</ul>'


def summary(ratings: Sequence[Rating], names: Sequence[str]) -> str:
    """Per player: average loss per placement, placements that matched, biggest mistakes."""
    blocks = []
    for s in summaries(ratings, len(names)):
        mistakes = "".join(
            f'<li>{button(ReviewAction.MOVE, t("review.move", n=k + 1), cls="btn", data={"k": str(k)})}'
            f' <span class="loss">−{num(ratings[k].loss)}</span></li>' for k in s.mistakes)
        listing = (f'<p>{esc(t("review.mistakes"))}</p><ol class="review-mistakes">{mistakes}</ol>'
                   if mistakes else f'<p>{esc(t("review.no_mistakes"))}</p>' if s.moves else "")
        blocks.append(
            f'<section class="review-player seat-{s.player}" data-review-player="{s.player}" '
            f'data-average-loss="{s.average:.3f}">'
            f'<h4>{seat_mark(s.player)}<span class="name">{esc(names[s.player])}</span></h4>'
            + (f'<p>{esc(t("review.average", loss=num(s.average)))}</p>'
               f'<p>{esc(t("review.matches", n=s.matched, total=s.moves))}</p>' if s.moves else "")
            + f'{listing}</section>')
    return "".join(blocks)


def moves(ratings: Sequence[Rating], names: Sequence[str], selected: int | None) -> str:
    """One item a decision rated; placements carry PAGE.md's `data-review-move` hooks,
    exchange choices `data-review-exchange`."""
    items = []
    for k, r in enumerate(ratings):
        kind = "data-review-move" if r.kind == PLACE else "data-review-exchange"
        hook = f' {kind} data-move="{r.move}" data-player="{r.player}" data-loss="{r.loss:g}"'
        word = "" if r.kind == PLACE else t(f"review.{r.kind}")
        # an exchange choice: a sign, its word in the name (a phone's cell is narrow)
        what = f' <span title="{esc(word)}">{_SIGNS[r.kind]}</span>' if word else ""
        matched = is_matched(r)
        verdict = t("review.matched") if matched else f"−{num(r.loss)}"
        current = ' aria-current="true"' if k == selected else ""
        label = t("review.move_label", n=k + 1, name=names[r.player], loss=num(r.loss))
        label += f" ({word})" if word else ""
        items.append(
            f'<li class="seat-{r.player}{" is-matched" if matched else ""}"{hook}>'
            f'<button type="button" class="btn review-pick-move" '
            f'data-action="{ReviewAction.MOVE}" data-k="{k}" '
            f'aria-label="{esc(label)}"{current}>{seat_mark(r.player)}'
            f'<span>{k + 1}{what}</span><span class="loss">{esc(verdict)}</span></button></li>')
    return "".join(items)
