"""The end of a game: ranking with the tie-break explained (R1), instant win (R2), solo (R3)."""

from __future__ import annotations

from collections.abc import Sequence

from axio_core import Outcome
from axio_core.ranking import deciding_position, result_key

from ...strings.i18n import t
from ...ui.action_names import ReviewAction, TableAction
from ...ui.markup import esc, join_words, seat_mark, symbol
from ...ui.symbols import COLOR_ORDER
from .log import LogEntry, move_item

AGAIN_BUTTON_ID = "play-again"


def headline(outcome: Outcome, names: Sequence[str]) -> str:
    """ "Anna wins!", "Anna and Beata share the victory!", or the solo result (R3)."""
    if len(names) == 1:
        return t("table.solo_result", result=outcome.result)
    winners = [names[i] for i in outcome.winners]
    if len(winners) == 1:
        return t("table.winner", name=winners[0])
    return t("table.winners", names=join_words(winners))


def explanations(outcome: Outcome, names: Sequence[str], cap: int) -> list[str]:
    """Why the ranking is what it is, one sentence per neighbouring pair of places.

    R1 compares the sorted scores lexicographically: the sentence names the sorted position
    that decided (lowest colour, second lowest, ...) and the two values there. Players tied in
    all five share a place. R2: the instant winner is named first, whatever the others have.
    """
    if len(names) == 1:
        return [t("table.solo_result_hint")]
    lines = []
    if outcome.instant_winner is not None:
        lines.append(t("table.instant_win", name=names[outcome.instant_winner], cap=cap))
    places = outcome.ranking
    for place in places:
        for a, b in zip(place, place[1:], strict=False):
            lines.append(t("table.tie_all", a=names[a], b=names[b]))
    for upper, lower in zip(places, places[1:], strict=False):
        a, b = upper[0], lower[0]
        if a == outcome.instant_winner:
            continue  # R2 decided, not the scores
        sa, sb = outcome.scores[a], outcome.scores[b]
        pos = deciding_position(sa, sb)
        if pos is None:  # cannot happen between different places; be safe
            continue
        x, y = result_key(sa)[pos], result_key(sb)[pos]
        if pos == 0:
            lines.append(t("table.decided_by_lowest", a=names[a], b=names[b], x=x, y=y))
        else:
            lines.append(
                t("table.decided_by_nth", a=names[a], b=names[b], x=x, y=y, nth=t(f"table.nth.{pos}"))
            )
    return lines


def sorted_scores(scores: Sequence[int]) -> str:
    """A result as R1 reads it, lowest first, each value with its colour's symbol (the colour
    is never the only sign): "☀9 ●9 ★10"; the symbols are announced ("red sun 9")."""
    ranked = sorted(range(len(COLOR_ORDER)), key=lambda i: (scores[i], i))
    values = " ".join(
        f'<span class="result-value">{symbol(COLOR_ORDER[i], 14, labelled=True)}{scores[i]}</span>'
        for i in ranked
    )
    return f'<span class="result-values">{values}</span>'


def render_end(
    outcome: Outcome, names: Sequence[str], cap: int, again: bool = True, last: LogEntry | None = None
) -> str:
    """The end panel: headline, why the game ended, "Play again" (same players, a new deal) and
    Review unless `again` is False (the guided game: its own panel says how to go on), the
    last move with its points (it decided the end, and the board's rising badges may be out of
    view), places with sorted scores, the explanations."""
    reason = t(f"table.end_reason.{outcome.reason}") if outcome.reason else ""
    ranking = ""
    if len(names) > 1:
        rows = []
        for n, place in enumerate(outcome.ranking, start=1):
            for i in place:
                winner = " is-winner" if i in outcome.winners else ""
                rows.append(
                    f'<li class="place seat-{i}{winner}">'
                    f'<span class="place-no">{esc(t("table.place", place=n))}</span>'
                    f'{seat_mark(i)}<span class="name">{esc(names[i])}</span>'
                    f'<span class="sorted">{esc(t("table.result_sorted"))} '
                    f"{sorted_scores(outcome.scores[i])}</span></li>"
                )
        ranking = f'<ol class="ranking">{"".join(rows)}</ol>'
    last_move = ""
    if last is not None:
        last_move = (
            f'<section class="end-last" aria-labelledby="end-last-title">'
            f'<h3 id="end-last-title">{esc(t("table.last_move"))}</h3>'
            f'<ol class="moves">{move_item(last, names)}</ol></section>'
        )
    why = "".join(f"<li>{esc(line)}</li>" for line in explanations(outcome, names, cap))
    # Play again and Review right under the headline: on a phone the ranking of four players
    # would push them below the fold (issue 40)
    actions = (
        f'<div class="end-actions"><button type="button" id="{AGAIN_BUTTON_ID}" '
        f'class="btn btn-primary" data-action="{TableAction.AGAIN}">{esc(t("table.play_again"))}'
        f"</button>{review_button()}</div>"
        if again
        else ""
    )
    return (
        f'<section class="end-panel" aria-labelledby="end-title">'
        f'<p class="end-eyebrow">{esc(t("table.game_over"))}</p>'
        f'<h2 id="end-title">{esc(headline(outcome, names))}</h2>'
        f'<p class="end-reason">{esc(reason)}</p>{actions}{last_move}{ranking}'
        f'<ul class="end-why">{why}</ul></section>'
    )


def review_button() -> str:
    """What each move cost (the review screen, axio_web/review; PAGE.md "Review")."""
    return (
        f'<button type="button" class="btn" data-action="{ReviewAction.REVIEW}" '
        f'title="{esc(t("review.button_label"))}">{esc(t("review.button"))}</button>'
    )
