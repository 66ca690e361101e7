"""The review's chart: each player's lowest colour after every decision, as SVG.

The lowest colour is what counts (R1), so its line is the story of a game; the biggest
losses are ringed and can be picked like the moves in the list (`review-move`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...strings.i18n import t
from ...ui.action_names import ReviewAction
from ...ui.markup import esc

WIDTH, HEIGHT, PAD = 600, 240, 34


def render_chart(lows: Sequence[Sequence[int]], cap: int, marks: dict[int, int], selected: int | None) -> str:
    """`lows[d]`: every player's lowest colour after decision d (lows[0]: the start);
    `marks`: decision index -> player for the turning points; `selected`: a decision shown."""
    steps = max(1, len(lows) - 1)
    players = len(lows[0]) if lows else 0

    def x(d: int) -> float:
        return PAD + (WIDTH - 2 * PAD) * d / steps

    def y(v: float) -> float:
        return HEIGHT - PAD - (HEIGHT - 2 * PAD) * v / max(1, cap)

    grid = "".join(
        f'<line class="grid" x1="{PAD}" x2="{WIDTH - PAD}" y1="{y(v):.1f}" y2="{y(v):.1f}"/>'
        f'<text class="axis" x="{PAD - 6}" y="{y(v) + 4:.1f}" text-anchor="end">{v}</text>'
        for v in range(0, cap + 1, 3 if cap <= 12 else 6 if cap <= 18 else 9)
    )  # the cap a tick
    lines = "".join(
        f'<polyline class="low seat-{p}" fill="none" points="'
        + " ".join(f"{x(d):.1f},{y(row[p]):.1f}" for d, row in enumerate(lows))
        + '"/>'
        for p in range(players)
    )
    rings = "".join(
        f'<circle class="turning seat-{p}" cx="{x(k + 1):.1f}" cy="{y(lows[k + 1][p]):.1f}" r="7" '
        f'data-action="{ReviewAction.MOVE}" data-k="{k}">'
        f"<title>{esc(t('review.move', n=k + 1))}</title></circle>"
        for k, p in sorted(marks.items())
        if k + 1 < len(lows)
    )
    cursor = (
        f'<line class="cursor" x1="{x(selected + 1):.1f}" x2="{x(selected + 1):.1f}" y1="{PAD}" '
        f'y2="{HEIGHT - PAD}"/>'
        if selected is not None and selected + 1 < len(lows)
        else ""
    )
    return (
        f'<svg class="review-chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{esc(t("review.chart_label"))}">{grid}{cursor}{lines}{rings}</svg>'
    )
