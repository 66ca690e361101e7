"""QR codes as inline SVG, encoded by segno (maintained, pure Python, shipped in the app zip):
the table's offer links and the phone's answers (wire.py)."""

from __future__ import annotations

from functools import lru_cache
from html import escape


@lru_cache(maxsize=8)
def qr_svg(text: str, label: str) -> str:
    """`text` as a QR code: black on white whatever the theme (a camera needs the contrast),
    with the quiet zone, scaled by CSS; `label` is its accessible name."""
    import segno  # only when pairing: most visits never draw a code

    code = segno.make(text, error="l", micro=False)  # a link of ~700 characters: version ~18
    svg = code.svg_inline(scale=1, border=4, omitsize=True, svgclass="qr", lineclass=None,
                          dark="#000", light="#fff")
    return svg.replace("<svg ", f'<svg role="img" aria-label="{escape(label)}" ', 1)
