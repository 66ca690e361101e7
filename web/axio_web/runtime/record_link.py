"""Game records in a link: the `#record=` fragment of PAGE.md.

The payload is the record as UTF-8 JSON, compressed in zlib format (what
Python's `zlib.compress` and the browser's `CompressionStream("deflate")`
make) and written as base64url without padding. Pure Python: it runs in
CPython tests and in Pyodide alike.

Decoding refuses any damage with one error type, `RecordLinkError`, and never
anything else, because the payload comes from whoever made the link. It does
not check that the record describes a legal game: the rules engine does.

>>> payload = encode_record({"format": "axio-record", "moves": []})
>>> decode_record(payload)
{'format': 'axio-record', 'moves': []}
>>> payload_from_hash("#record=" + payload) == payload
True
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Mapping
from typing import Any

from axio_core import bounded

FRAGMENT_KEY = "record"
# A long game is a few kilobytes of JSON; anything near this is not a record.
# The cap also stops a tiny "zip bomb" link from filling the browser's memory.
MAX_JSON_BYTES = 1_000_000
# Compressed JSON is never bigger than about this much of its raw size.
MAX_PAYLOAD_CHARS = (MAX_JSON_BYTES * 4) // 3 + 64
# Records are a few levels deep. Bounding the nesting before json.loads keeps a
# hostile "[[[[…" from exhausting the (small, in WebAssembly) stack (axio_core.bounded).
MAX_DEPTH = bounded.MAX_DEPTH

_BASE64URL = re.compile(r"[A-Za-z0-9_-]*={0,2}")


class RecordLinkError(ValueError):
    """The `#record=` payload cannot be read; the message says why, for people."""


def encode_record(record: Mapping[str, Any]) -> str:
    """The link payload for a record (a JSON object)."""
    try:
        text = json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as error:
        raise RecordLinkError(f"This game record cannot be written as JSON: {error}") from None
    try:
        raw = text.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate (from a decoded "\ud800" escape) has no UTF-8 form: escape it.
        raw = json.dumps(record, separators=(",", ":"), allow_nan=False).encode("ascii")
    if len(raw) > MAX_JSON_BYTES:
        raise RecordLinkError(
            f"This game record is too large for a link ({len(raw):,} bytes; at most {MAX_JSON_BYTES:,})."
        )
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def record_fragment(record: Mapping[str, Any]) -> str:
    """The whole fragment, "#record=…", to append to the page's address."""
    return f"#{FRAGMENT_KEY}={encode_record(record)}"


def payload_from_hash(location_hash: str) -> str | None:
    """The payload of a `#record=…` fragment, or None when there is none.

    Accepts `location.hash` as the browser gives it (with "#") or without.
    """
    fragment = location_hash.removeprefix("#")
    prefix = FRAGMENT_KEY + "="
    return fragment[len(prefix) :] if fragment.startswith(prefix) else None


def decode_record(payload: str) -> dict[str, Any]:
    """The record in a link payload. Raises RecordLinkError for any damage."""
    return read_record(payload)[0]


def read_record(payload: str) -> tuple[dict[str, Any], bool]:
    """The record in a link payload, and whether text in it that was not valid Unicode (a
    lone surrogate) was replaced by U+FFFD. Raises RecordLinkError for any damage."""
    compressed = _from_base64url(payload)
    raw = _decompress(compressed)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordLinkError(
            f"The game record in this link is damaged: it is not UTF-8 text (byte {error.start})."
        ) from None
    return _parse_json(text)


def _from_base64url(payload: str) -> bytes:
    text = payload.strip()
    if not text:
        raise RecordLinkError("The game record in this link is empty.")
    if len(text) > MAX_PAYLOAD_CHARS:
        raise RecordLinkError("The game record in this link is too large.")
    if not _BASE64URL.fullmatch(text):
        raise RecordLinkError(
            "The game record in this link is damaged: it contains characters that a record link never has."
        )
    body = text.rstrip("=")
    if len(body) % 4 == 1:  # no number of bytes encodes to this length
        raise RecordLinkError(
            "The game record in this link is damaged: it is cut off or has extra characters."
        )
    try:
        return base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise RecordLinkError("The game record in this link is damaged: it is not base64url.") from None


def _decompress(compressed: bytes) -> bytes:
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(compressed, MAX_JSON_BYTES + 1)
    except zlib.error:
        raise RecordLinkError(
            "The game record in this link is damaged: it does not unpack (not zlib data)."
        ) from None
    if len(raw) > MAX_JSON_BYTES:
        raise RecordLinkError(
            f"The game record in this link unpacks to more than {MAX_JSON_BYTES:,} bytes: refused."
        )
    if not inflater.eof:
        raise RecordLinkError("The game record in this link is damaged: it is cut off.")
    if inflater.unused_data:
        raise RecordLinkError("The game record in this link is damaged: it has extra data at the end.")
    return raw


def _parse_json(text: str) -> tuple[dict[str, Any], bool]:
    try:
        parsed = bounded.loads(text, max_chars=MAX_JSON_BYTES, max_depth=MAX_DEPTH)
    except bounded.BoundedError as error:
        if error.kind == "depth":
            depth = bounded.nesting_depth(text)
            raise RecordLinkError(
                f"The game record in this link is nested {depth} levels deep: refused."
            ) from None
        raise RecordLinkError(f"The game record in this link is not valid JSON: {error}") from None
    if not isinstance(parsed.value, dict):
        raise RecordLinkError("The game record in this link is not a JSON object.")
    return parsed.value, parsed.repaired
