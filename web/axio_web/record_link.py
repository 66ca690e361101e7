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

FRAGMENT_KEY = "record"
# A long game is a few kilobytes of JSON; anything near this is not a record.
# The cap also stops a tiny "zip bomb" link from filling the browser's memory.
MAX_JSON_BYTES = 1_000_000
# Compressed JSON is never bigger than about this much of its raw size.
MAX_PAYLOAD_CHARS = (MAX_JSON_BYTES * 4) // 3 + 64
# Records are a few levels deep. Bounding the nesting before json.loads keeps a
# hostile "[[[[…" from exhausting the (small, in WebAssembly) stack.
MAX_DEPTH = 64

_BASE64URL = re.compile(r"[A-Za-z0-9_-]*={0,2}")
# A JSON string. The closing quote is optional so that every match attempt
# succeeds at once: an unclosed string cannot make the scan quadratic.
_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")


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


def _parse_json(text: str) -> dict[str, Any]:
    depth = _max_depth(text)
    if depth > MAX_DEPTH:
        raise RecordLinkError(f"The game record in this link is nested {depth} levels deep: refused.")
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as error:
        raise RecordLinkError(f"The game record in this link is not valid JSON: {error}") from None
    if not isinstance(value, dict):
        raise RecordLinkError("The game record in this link is not a JSON object.")
    return value


def _max_depth(text: str) -> int:
    """How deeply arrays and objects nest, ignoring brackets inside strings."""
    depth = deepest = 0
    for match in _BRACKETS.finditer(_JSON_STRING.sub('""', text)):
        if match.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _refuse_constant(name: str) -> Any:
    # NaN and Infinity are Python extensions, not JSON: JavaScript could not read them back.
    raise ValueError(f"{name} is not allowed in JSON")
