"""QR codes as inline SVG, encoded by segno (maintained, pure Python): the table's offer
links and the phone's answers (wire.py).

The site ships segno in its own zip, which the loader brings once the first screen is ready
(most visits never draw a code; issue 24): until it is there, `qr_svg` answers None, the
screen says the code is being made, and ModulesArrived draws it.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
import types
from functools import lru_cache
from html import escape

from .join import JOIN


def qr_svg(text: str, label: str) -> str | None:
    """`text` as a QR code: black on white whatever the theme (a camera needs the contrast),
    with the quiet zone, scaled by CSS; `label` is its accessible name. None while segno has
    not arrived."""
    return _drawn(text, label) if _segno_here() else None


def _segno_here() -> bool:
    if "segno" in sys.modules or importlib.util.find_spec("segno") is not None:
        return True
    _forget_folder_listings()  # its folder may have been unpacked since the last look
    return importlib.util.find_spec("segno") is not None


def _forget_folder_listings() -> None:
    """What importlib.invalidate_caches() does for the folders on sys.path. Not that itself:
    Python 3.14's ends by importing importlib.metadata, which the site does not ship
    (build_support/stdlib.py); and it would make zipimport read the standard library's
    archive again, which a start from the snapshot leaves empty (pyodide-start.mjs)."""
    for finder in list(sys.path_importer_cache.values()):
        if isinstance(finder, importlib.machinery.FileFinder):
            finder.invalidate_caches()


def segments(text: str) -> list[tuple[str]]:
    """An offer link as two segments: the address (byte mode) and its `#join=` payload, letters
    and digits only (alphanumeric mode, 5.5 bits a character: wire.py), so the code has as few
    modules as it can (version 8 or 9, 49 to 53 modules, for an offer of two candidates)."""
    head, mark, payload = text.partition(JOIN)
    if mark and payload and payload.isalnum() and payload.isascii() and payload == payload.upper():
        return [(head + mark,), (payload,)]
    return [(text,)]


@lru_cache(maxsize=8)
def _drawn(text: str, label: str) -> str:
    _saxutils_for_segno()
    import segno

    # segno reads a list of (text,) as segments, each in its own mode; its stubs say str only
    code = segno.make(segments(text), error="l", micro=False)  # type: ignore[arg-type]
    svg = code.svg_inline(
        scale=1, border=4, omitsize=True, svgclass="qr", lineclass=None, dark="#000", light="#fff"
    )
    return svg.replace("<svg ", f'<svg role="img" aria-label="{escape(label)}" ', 1)


def _saxutils_for_segno() -> None:
    """segno's writers import `escape` and `quoteattr` from xml.sax.saxutils, which the site's
    standard library leaves out (it imports urllib.request, http and email: build_support/
    stdlib.py). Where it is missing, the same two functions stand in (the stdlib's semantics)."""
    try:
        import xml.sax.saxutils  # noqa: F401  (CPython: the real module)
    except ImportError:
        module = types.ModuleType("xml.sax.saxutils")

        def escape_text(data: str, entities: dict[str, str] | None = None) -> str:
            data = data.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")
            for key, value in (entities or {}).items():
                data = data.replace(key, value)
            return data

        def quoteattr(data: str, entities: dict[str, str] | None = None) -> str:
            data = escape_text(data, {**(entities or {}), "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"})
            if '"' not in data:
                return f'"{data}"'
            return f"'{data}'" if "'" not in data else '"{}"'.format(data.replace('"', "&quot;"))

        module.escape, module.quoteattr = escape_text, quoteattr  # type: ignore[attr-defined]
        sys.modules["xml.sax.saxutils"] = module
