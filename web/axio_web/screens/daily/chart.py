"""A histogram of solo results as SVG markup: a pure function, no script, no stylesheet needed.

One bar per result from 0 to the game's cap; the series (daily results and other solo games,
or AXIO and AXIO Rota) are stacked, told apart by fill *and* pattern, and named in a legend
with their counts. The chart is an image with a title and a description that reads out every
bar, so a screen reader gets the same numbers.

    >>> svg = histogram("h", "Results", (Series("Daily", (3, 3, 5), 0),), cap=12)
    >>> svg.count('class="bar'), 'aria-labelledby="h-title h-desc"' in svg
    (2, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ...strings.i18n import t
from ...ui.markup import esc

WIDTH, HEIGHT = 320, 150
LEFT, RIGHT, TOP, BOTTOM = 26, 6, 10, 22
#: Series looks: a fill, and for the second a hatch, so they differ without colour too.
LOOKS = (("#a4472c", None), ("#c9a06a", "hatch"), ("#5e6b7a", "dots"))


@dataclass(frozen=True)
class Series:
    label: str
    values: tuple[int, ...]  # one result per game
    look: int = 0  # index into LOOKS


def histogram(chart_id: str, title: str, series: Sequence[Series], cap: int) -> str:
    """The chart as an inline <svg> followed by its legend (a <ul>)."""
    counts = [Counter(v for v in s.values if 0 <= v <= cap) for s in series]
    totals = [sum(c[x] for c in counts) for x in range(cap + 1)]
    top = max(max(totals, default=0), 1)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    slot = plot_w / (cap + 1)
    bar_w = max(slot * 0.78, 1.0)
    parts = [_patterns(chart_id)]
    # Grid and y labels: 0, the top, and the middle when it is a whole number.
    ticks = sorted({0, top, *((top // 2,) if top >= 4 and top % 2 == 0 else ())})
    for tick in ticks:
        y = TOP + plot_h - plot_h * tick / top
        parts.append(
            f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" '
            f'stroke="currentColor" stroke-opacity="0.25" stroke-width="1"/>'
            f'<text x="{LEFT - 4}" y="{y + 3.5:.1f}" text-anchor="end" font-size="11" '
            f'fill="currentColor">{tick}</text>'
        )
    step = 1 if cap <= 12 else 3 if cap <= 24 else 6
    for x in range(0, cap + 1, step):
        cx = LEFT + slot * (x + 0.5)
        parts.append(
            f'<text x="{cx:.1f}" y="{HEIGHT - 8}" text-anchor="middle" font-size="11" '
            f'fill="currentColor">{x}</text>'
        )
    for x in range(cap + 1):
        base = float(TOP + plot_h)
        for n, count in enumerate(counts):
            if not count[x]:
                continue
            h = plot_h * count[x] / top
            base -= h
            fill, pattern = LOOKS[series[n].look % len(LOOKS)]
            paint = f"url(#{chart_id}-{pattern})" if pattern else fill
            label = t("stats.bar", result=x, count=count[x], series=series[n].label)
            parts.append(
                f'<rect class="bar s{n}" x="{LEFT + slot * x + (slot - bar_w) / 2:.1f}" '
                f'y="{base:.1f}" width="{bar_w:.1f}" height="{h:.1f}" fill="{paint}" '
                f'stroke="{fill}" stroke-width="0.8" data-result="{x}" data-count="{count[x]}">'
                f"<title>{esc(label)}</title></rect>"
            )
    parts.append(
        f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{TOP + plot_h}" y2="{TOP + plot_h}" '
        f'stroke="currentColor" stroke-width="1"/>'
    )
    svg = (
        f'<svg class="stats-chart" id="{chart_id}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-labelledby="{chart_id}-title {chart_id}-desc" focusable="false">'
        f'<title id="{chart_id}-title">{esc(title)}</title>'
        f'<desc id="{chart_id}-desc">{esc(_description(series, counts, cap))}</desc>'
        f"{''.join(parts)}</svg>"
    )
    return svg + _legend(chart_id, series)


def _patterns(chart_id: str) -> str:
    hatch_fill, _ = LOOKS[1]
    dots_fill, _ = LOOKS[2]
    return (
        f'<defs><pattern id="{chart_id}-hatch" width="5" height="5" patternUnits="userSpaceOnUse" '
        f'patternTransform="rotate(45)"><rect width="5" height="5" fill="#f3e6cf"/>'
        f'<line x1="0" y1="0" x2="0" y2="5" stroke="{hatch_fill}" stroke-width="3"/></pattern>'
        f'<pattern id="{chart_id}-dots" width="4" height="4" patternUnits="userSpaceOnUse">'
        f'<rect width="4" height="4" fill="#dfe4ea"/><circle cx="2" cy="2" r="1.2" fill="{dots_fill}"/>'
        f"</pattern></defs>"
    )


def _description(series: Sequence[Series], counts: Sequence[Counter[int]], cap: int) -> str:
    """Every bar in words: "Daily deal: result 3: 2 games; result 5: 1 game."."""
    lines = []
    for one, count in zip(series, counts, strict=True):
        bars = [t("stats.bar_text", result=x, count=count[x]) for x in range(cap + 1) if count[x]]
        lines.append(f"{one.label}: {'; '.join(bars) if bars else t('stats.none')}.")
    return " ".join(lines)


def _legend(chart_id: str, series: Sequence[Series]) -> str:
    items = []
    for one in series:
        fill, pattern = LOOKS[one.look % len(LOOKS)]
        paint = f"url(#{chart_id}-{pattern})" if pattern else fill
        swatch = (
            f'<svg class="legend-swatch" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" '
            f'focusable="false"><rect x="1" y="1" width="12" height="12" fill="{paint}" '
            f'stroke="{fill}"/></svg>'
        )
        items.append(
            f"<li>{swatch}<span>{esc(t('stats.legend', series=one.label, count=len(one.values)))}</span></li>"
        )
    return f'<ul class="chart-legend" aria-hidden="true">{"".join(items)}</ul>'


__all__ = ["Series", "histogram"]
