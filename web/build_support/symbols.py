"""The five colour symbols as geometry that renders two ways, for the icons.

The game's own symbols are `axio_web.ui.symbols` (SVG for the screens). This
module mirrors their shapes as geometry that can also measure a signed
distance, so the PNG icons can be rasterised in pure Python with anti-aliased
edges and still look like the symbols on the board. The page's symbol sprite
is made from `axio_web.ui.symbols` itself.

Shapes live in a 100 × 100 box centred on (50, 50); R is the symbol's radius.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Protocol

from axio_web.ui.symbols import COLOR_ORDER, FILL, symbol_shape

COLORS: dict[str, str] = {color: FILL[color] for color in COLOR_ORDER}
R = 45.0


class Shape(Protocol):
    def svg(self, fill: str) -> str: ...

    def distance(self, x: float, y: float) -> float:
        """Signed distance from (x, y) to the edge: negative inside."""
        ...

    def bounds(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom)."""
        ...


@dataclass(frozen=True)
class Circle:
    cx: float
    cy: float
    r: float

    def svg(self, fill: str) -> str:
        return f'<circle cx="{_n(self.cx)}" cy="{_n(self.cy)}" r="{_n(self.r)}" fill="{fill}"/>'

    def distance(self, x: float, y: float) -> float:
        return math.hypot(x - self.cx, y - self.cy) - self.r

    def bounds(self) -> tuple[float, float, float, float]:
        return (self.cx - self.r, self.cy - self.r, self.cx + self.r, self.cy + self.r)


@dataclass(frozen=True)
class Ring:
    cx: float
    cy: float
    outer: float
    inner: float

    def svg(self, fill: str) -> str:
        middle, width = (self.outer + self.inner) / 2, self.outer - self.inner
        return (
            f'<circle cx="{_n(self.cx)}" cy="{_n(self.cy)}" r="{_n(middle)}" fill="none" '
            f'stroke="{fill}" stroke-width="{_n(width)}"/>'
        )

    def distance(self, x: float, y: float) -> float:
        d = math.hypot(x - self.cx, y - self.cy)
        return max(d - self.outer, self.inner - d)

    def bounds(self) -> tuple[float, float, float, float]:
        return Circle(self.cx, self.cy, self.outer).bounds()


@dataclass(frozen=True)
class RoundedSquare:
    cx: float
    cy: float
    half: float
    radius: float

    def svg(self, fill: str) -> str:
        side = 2 * self.half
        return (
            f'<rect x="{_n(self.cx - self.half)}" y="{_n(self.cy - self.half)}" width="{_n(side)}" '
            f'height="{_n(side)}" rx="{_n(self.radius)}" fill="{fill}"/>'
        )

    def distance(self, x: float, y: float) -> float:
        inset = self.half - self.radius
        qx, qy = abs(x - self.cx) - inset, abs(y - self.cy) - inset
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - self.radius

    def bounds(self) -> tuple[float, float, float, float]:
        return (self.cx - self.half, self.cy - self.half, self.cx + self.half, self.cy + self.half)


@dataclass(frozen=True)
class Capsule:
    """A line with round caps (the sun's rays)."""

    x1: float
    y1: float
    x2: float
    y2: float
    width: float

    def svg(self, fill: str) -> str:
        return (
            f'<line x1="{_n(self.x1)}" y1="{_n(self.y1)}" x2="{_n(self.x2)}" y2="{_n(self.y2)}" '
            f'stroke="{fill}" stroke-width="{_n(self.width)}" stroke-linecap="round"/>'
        )

    def distance(self, x: float, y: float) -> float:
        return _segment_distance(x, y, self.x1, self.y1, self.x2, self.y2) - self.width / 2

    def bounds(self) -> tuple[float, float, float, float]:
        pad = self.width / 2
        return (
            min(self.x1, self.x2) - pad,
            min(self.y1, self.y2) - pad,
            max(self.x1, self.x2) + pad,
            max(self.y1, self.y2) + pad,
        )


@dataclass(frozen=True)
class Polygon:
    points: tuple[tuple[float, float], ...]

    def svg(self, fill: str) -> str:
        coords = " ".join(f"{_n(x)},{_n(y)}" for x, y in self.points)
        return f'<polygon points="{coords}" fill="{fill}"/>'

    def distance(self, x: float, y: float) -> float:
        nearest = math.inf
        inside = False
        count = len(self.points)
        for i in range(count):
            ax, ay = self.points[i]
            bx, by = self.points[(i + 1) % count]
            nearest = min(nearest, _segment_distance(x, y, ax, ay, bx, by))
            if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
                inside = not inside
        return -nearest if inside else nearest

    def bounds(self) -> tuple[float, float, float, float]:
        xs = [x for x, _ in self.points]
        ys = [y for _, y in self.points]
        return (min(xs), min(ys), max(xs), max(ys))


def symbol_shapes(color: str) -> tuple[Shape, ...]:
    """One colour's symbol in the 100-box, proportioned as `axio_web.ui.symbols` draws it."""
    if color == "R":  # sun: a disc and eight rays
        rays = tuple(
            Capsule(
                50 + 0.62 * R * math.cos(angle),
                50 + 0.62 * R * math.sin(angle),
                50 + R * math.cos(angle),
                50 + R * math.sin(angle),
                0.16 * R,
            )
            for angle in (math.pi / 4 * k for k in range(8))
        )
        return (Circle(50, 50, 0.42 * R), *rays)
    if color == "G":  # dot
        return (Circle(50, 50, 0.62 * R),)
    if color == "B":  # star
        return (_star(points=5, outer=R, inner=0.45 * R),)
    if color == "O":  # square
        return (RoundedSquare(50, 50, 0.55 * R, 0.0),)
    if color == "P":  # ring
        return (Ring(50, 50, 0.74 * R, 0.46 * R),)
    raise ValueError(f"unknown colour letter {color!r}")


def _star(points: int, outer: float, inner: float) -> Polygon:
    corners = []
    for k in range(2 * points):
        radius = outer if k % 2 == 0 else inner
        angle = math.pi * k / points - math.pi / 2
        corners.append((50 + radius * math.cos(angle), 50 + radius * math.sin(angle)))
    return Polygon(tuple(corners))


def _segment_distance(x: float, y: float, ax: float, ay: float, bx: float, by: float) -> float:
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(x - ax - t * dx, y - ay - t * dy)


def _n(value: float) -> str:
    """A short SVG number: two decimals at most."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def symbol_sprite() -> str:
    """An inline SVG sprite of the game's symbols: `<use href="#sym-R"/>` draws the red sun."""
    symbols = "".join(
        f'<symbol id="sym-{color}" viewBox="0 0 100 100">{symbol_shape(color, 50, 50, R)}</symbol>'
        for color in COLOR_ORDER
    )
    return f'<svg xmlns="http://www.w3.org/2000/svg" class="sprite" aria-hidden="true">{symbols}</svg>'
