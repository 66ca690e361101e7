"""The five colours and their symbols as SVG, so no colour is ever shown without its symbol.

Red sun, green dot, blue star, orange square, purple ring (RULES.md). Colours are chosen to
stay apart for the common colour-vision deficiencies; the symbol carries the meaning anyway.
"""

from __future__ import annotations

import math
from functools import lru_cache

COLOR_ORDER = "RGBOP"
#: Fill colours (CSS custom properties in the stylesheet use the same values).
FILL = {"R": "#d7263d", "G": "#1b9e4b", "B": "#1f5fbf", "O": "#f08a24", "P": "#7b3fa0"}


def _star_points(cx: float, cy: float, r: float, points: int = 5) -> str:
    coords = []
    for i in range(points * 2):
        radius = r if i % 2 == 0 else r * 0.45
        angle = math.pi / points * i - math.pi / 2
        coords.append(f"{cx + radius * math.cos(angle):.2f},{cy + radius * math.sin(angle):.2f}")
    return " ".join(coords)


def symbol_shape(color: str, cx: float, cy: float, r: float, ink: str | None = None) -> str:
    """The symbol of `color` centred at (cx, cy) with radius r, drawn in `ink` (default: its colour)."""
    fill = ink or FILL[color]
    if color == "R":  # sun: disc with eight rays
        rays = []
        for i in range(8):
            a = math.pi / 4 * i
            x1, y1 = cx + r * 0.62 * math.cos(a), cy + r * 0.62 * math.sin(a)
            x2, y2 = cx + r * math.cos(a), cy + r * math.sin(a)
            rays.append(f'<line x1="{x1:.2f}" y1="{y1:.2f}" x2="{x2:.2f}" y2="{y2:.2f}"/>')
        return (
            f'<g class="sym sym-R" stroke="{fill}" stroke-width="{r * 0.16:.2f}" stroke-linecap="round">'
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.42:.2f}" fill="{fill}" stroke="none"/>'
            f"{''.join(rays)}</g>"
        )
    # The dot and the square are drawn about as large as the others, so that the smallest
    # symbol on a small board is not much smaller than the rest.
    if color == "G":  # dot: filled disc
        return f'<circle class="sym sym-G" cx="{cx}" cy="{cy}" r="{r * 0.72:.2f}" fill="{fill}"/>'
    if color == "B":  # star
        return f'<polygon class="sym sym-B" points="{_star_points(cx, cy, r)}" fill="{fill}"/>'
    if color == "O":  # square
        s = r * 1.4
        return (
            f'<rect class="sym sym-O" x="{cx - s / 2:.2f}" y="{cy - s / 2:.2f}" '
            f'width="{s:.2f}" height="{s:.2f}" fill="{fill}"/>'
        )
    if color == "P":  # ring
        return (
            f'<circle class="sym sym-P" cx="{cx}" cy="{cy}" r="{r * 0.7:.2f}" fill="none" '
            f'stroke="{fill}" stroke-width="{r * 0.26:.2f}"/>'
        )
    raise ValueError(f"unknown colour {color!r}")


@lru_cache(maxsize=256)  # the same few icons in every panel and chip, tap after tap
def symbol_icon(color: str, size: int = 24, label: str | None = None) -> str:
    """A standalone inline SVG of one symbol (buttons, scoreboards, the log).

    With `label` it is announced to screen readers; without, it is decorative.
    """
    aria = f'role="img" aria-label="{label}"' if label else 'aria-hidden="true"'
    half = size / 2
    return (
        f'<svg class="symbol-icon" width="{size}" height="{size}" viewBox="0 0 {size} {size}" '
        f'{aria} focusable="false">{symbol_shape(color, half, half, half * 0.9)}</svg>'
    )
