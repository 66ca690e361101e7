"""The app icons: one SVG and PNGs (192, 512, maskable 512), drawn at build time.

The picture is the AXIO board's colour spaces: the red sun at the top, green
dot right, blue star below, orange square left and the purple ring in the
middle, on warm paper. PNGs are rasterised here in pure Python (signed
distances give anti-aliased edges) and written with zlib, so the build needs
no image library.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

from .symbols import COLORS, RoundedSquare, Shape, symbol_shapes

PAPER = "#f7eedd"
EDGE = "#e2d2b4"
# Where each colour sits, as in tiles.json's colour spaces (x, y on a 13 × 13 board).
_LAYOUT = {"R": (0, -1), "G": (1, 0), "B": (0, 1), "O": (-1, 0), "P": (0, 0)}


@dataclass(frozen=True)
class IconStyle:
    """How the five symbols fill the square: `spread` is the distance between
    neighbouring symbol centres and `scale` a symbol's size, as fractions of the
    icon's side; `corner` rounds the paper (0 = full bleed, for maskable icons)."""

    spread: float
    scale: float
    corner: float


ANY = IconStyle(spread=0.28, scale=0.3, corner=0.2)
# Maskable icons may be cut to a circle of 80 % of the side: stay inside it.
MASKABLE = IconStyle(spread=0.2, scale=0.22, corner=0.0)


def icon_svg(style: IconStyle = ANY) -> str:
    parts = [_paper_svg(style)]
    for color, shapes, (ox, oy), scale in _placed_symbols(style, size=100.0):
        transform = f"translate({ox:.2f} {oy:.2f}) scale({scale:.4f})"
        parts.append(f'<g transform="{transform}">' + "".join(s.svg(COLORS[color]) for s in shapes) + "</g>")
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="512" height="512">'
        + "".join(parts)
        + "</svg>\n"
    )


def _paper_svg(style: IconStyle) -> str:
    radius = style.corner * 100
    inset = 1.0 if style.corner else 0.0
    side = 100 - 2 * inset
    return (
        f'<rect x="{inset}" y="{inset}" width="{side}" height="{side}" rx="{radius:.1f}" '
        f'fill="{PAPER}" stroke="{EDGE}" stroke-width="{2 * inset}"/>'
    )


def _placed_symbols(
    style: IconStyle, size: float
) -> list[tuple[str, tuple[Shape, ...], tuple[float, float], float]]:
    """Each symbol with the offset and scale that map its 100-box into the icon."""
    placed = []
    scale = style.scale * size / 100
    for color, (gx, gy) in _LAYOUT.items():
        cx = size / 2 + gx * style.spread * size
        cy = size / 2 + gy * style.spread * size
        placed.append((color, symbol_shapes(color), (cx - 50 * scale, cy - 50 * scale), scale))
    return placed


def icon_png(size: int, style: IconStyle = ANY) -> bytes:
    pixels = _Canvas(size)
    paper = _hex(PAPER)
    if style.corner:
        half = size / 2 - 0.5
        pixels.fill(
            RoundedSquare(size / 2, size / 2, half, style.corner * size), paper, scale=1.0, offset=(0, 0)
        )
    else:
        pixels.fill_all(paper)
    for color, shapes, offset, scale in _placed_symbols(style, size=float(size)):
        for shape in shapes:
            pixels.fill(shape, _hex(COLORS[color]), scale=scale, offset=offset)
    return pixels.png()


class _Canvas:
    """An RGBA picture that shapes are painted onto, edge pixels blended."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.rgba = bytearray(size * size * 4)

    def fill_all(self, color: tuple[int, int, int]) -> None:
        self.rgba[:] = bytes((*color, 255)) * (self.size * self.size)

    def fill(
        self, shape: Shape, color: tuple[int, int, int], scale: float, offset: tuple[float, float]
    ) -> None:
        ox, oy = offset
        left, top, right, bottom = shape.bounds()
        x0, y0 = max(int(left * scale + ox) - 1, 0), max(int(top * scale + oy) - 1, 0)
        x1 = min(int(right * scale + ox) + 2, self.size)
        y1 = min(int(bottom * scale + oy) + 2, self.size)
        for py in range(y0, y1):
            sy = (py + 0.5 - oy) / scale
            for px in range(x0, x1):
                # Distance in pixels; a half-pixel ramp either side of the edge.
                coverage = 0.5 - shape.distance((px + 0.5 - ox) / scale, sy) * scale
                if coverage > 0:
                    self._blend(px, py, color, min(coverage, 1.0))

    def _blend(self, x: int, y: int, color: tuple[int, int, int], alpha: float) -> None:
        i = (y * self.size + x) * 4
        old_alpha = self.rgba[i + 3] / 255
        out_alpha = alpha + old_alpha * (1 - alpha)
        for c in range(3):
            mixed = color[c] * alpha + self.rgba[i + c] * old_alpha * (1 - alpha)
            self.rgba[i + c] = round(mixed / out_alpha)
        self.rgba[i + 3] = round(out_alpha * 255)

    def png(self) -> bytes:
        stride = self.size * 4
        rows = b"".join(b"\x00" + bytes(self.rgba[y * stride : (y + 1) * stride]) for y in range(self.size))
        header = struct.pack(">IIBBBBB", self.size, self.size, 8, 6, 0, 0, 0)  # 8-bit RGBA
        return (
            b"\x89PNG\r\n\x1a\n"
            + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", zlib.compress(rows, 9))
            + _chunk(b"IEND", b"")
        )


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _hex(color: str) -> tuple[int, int, int]:
    return (int(color[1:3], 16), int(color[3:5], 16), int(color[5:7], 16))


def write_icons(folder: Path) -> dict[str, str]:
    """Write every icon into `folder`; returns {file name: purpose} for the manifest."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "icon.svg").write_text(icon_svg(ANY), encoding="utf-8")
    (folder / "icon-192.png").write_bytes(icon_png(192, ANY))
    (folder / "icon-512.png").write_bytes(icon_png(512, ANY))
    (folder / "maskable-512.png").write_bytes(icon_png(512, MASKABLE))
    return {"icon-192.png": "any", "icon-512.png": "any", "maskable-512.png": "maskable"}
