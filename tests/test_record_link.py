"""`#record=` links (PAGE.md): round trips, and any damage refused with RecordLinkError only."""

from __future__ import annotations

import base64
import contextlib
import json
import zlib
from pathlib import Path
from typing import Any

import pytest
from axio_web.runtime.record_link import (
    MAX_DEPTH,
    MAX_JSON_BYTES,
    RecordLinkError,
    decode_record,
    encode_record,
    payload_from_hash,
    record_fragment,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.spec_examples import EXAMPLES

EXAMPLE_RECORDS = sorted(p for p in EXAMPLES.glob("*.json") if p.name != "expected.json")


def _payload(raw: bytes) -> str:
    """A payload made the way the browser's CompressionStream("deflate") makes one."""
    return base64.urlsafe_b64encode(zlib.compress(raw)).decode("ascii").rstrip("=")


@pytest.mark.parametrize("path", EXAMPLE_RECORDS, ids=lambda p: p.name)
def test_every_example_record_round_trips(path: Path) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))
    assert decode_record(encode_record(record)) == record


def test_the_fragment_carries_the_payload() -> None:
    record = {"format": "axio-record", "players": ["Zoë", "北"]}
    fragment = record_fragment(record)
    assert fragment.startswith("#record=")
    payload = payload_from_hash(fragment)
    assert payload is not None and decode_record(payload) == record
    assert payload_from_hash("") is None and payload_from_hash("#other=1") is None
    assert set(payload) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def test_a_padded_payload_is_accepted_too() -> None:
    payload = encode_record({"a": 1})
    assert decode_record(payload + "=" * (-len(payload) % 4)) == {"a": 1}


@pytest.mark.parametrize(
    ("payload", "says"),
    [
        ("", "empty"),
        ("abc", "does not unpack"),
        ("a", "cut off"),
        ("not base64!", "characters"),
        ("eJw", "cut off"),
        (_payload(b'{"a":1}') + "AA", "extra"),
        (_payload(b"\xff\xfe{}"), "UTF-8"),
        (_payload(b'{"a":'), "not valid JSON"),
        (_payload(b'{"a":NaN}'), "not valid JSON"),
        (_payload(b"[1, 2]"), "not a JSON object"),
        (_payload(b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1)), "nested"),
        (_payload(b" " * (MAX_JSON_BYTES + 1)), "more than"),
        ("A" * (2 * MAX_JSON_BYTES), "too large"),
    ],
)
def test_damage_is_refused_with_a_clear_message(payload: str, says: str) -> None:
    with pytest.raises(RecordLinkError, match=says):
        decode_record(payload)


def test_a_zip_bomb_is_refused_without_unpacking_it_all() -> None:
    bomb = _payload(b"{" + b" " * 50_000_000 + b"}")
    assert len(bomb) < 100_000
    with pytest.raises(RecordLinkError, match="more than"):
        decode_record(bomb)


def test_deep_nesting_is_refused_before_the_parser_sees_it() -> None:
    with pytest.raises(RecordLinkError, match="nested"):
        decode_record(_payload(b"[" * 500_000))


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    record = {"note": "[[[[" * 100, "quote": 'a \\" [ {'}
    assert decode_record(encode_record(record)) == record


def test_a_record_too_large_for_a_link_is_refused_when_encoding() -> None:
    with pytest.raises(RecordLinkError, match="too large"):
        encode_record({"x": "y" * MAX_JSON_BYTES})


def test_a_lone_surrogate_survives_the_round_trip() -> None:
    record = decode_record(_payload(b'{"name":"\\ud800"}'))
    assert decode_record(encode_record(record)) == record


# --- fuzzing ---------------------------------------------------------------------------------

_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5)
    ),
    max_leaves=30,
)


@settings(max_examples=300)
@given(st.dictionaries(st.text(max_size=10), _JSON, max_size=6))
def test_encode_then_decode_is_the_identity(record: dict[str, Any]) -> None:
    assert decode_record(encode_record(record)) == record


@settings(max_examples=500)
@given(st.text(max_size=200))
def test_any_text_is_a_record_or_a_record_link_error(payload: str) -> None:
    try:
        assert isinstance(decode_record(payload), dict)
    except RecordLinkError as error:
        assert str(error)


@settings(max_examples=500)
@given(st.binary(max_size=300))
def test_any_compressed_bytes_are_a_record_or_a_record_link_error(raw: bytes) -> None:
    with contextlib.suppress(RecordLinkError):
        decode_record(_payload(raw))


@settings(max_examples=300)
@given(st.dictionaries(st.text(max_size=10), _JSON, min_size=1, max_size=6), st.data())
def test_a_damaged_valid_payload_never_raises_anything_else(
    record: dict[str, Any], data: st.DataObject
) -> None:
    payload = encode_record(record)
    position = data.draw(st.integers(0, len(payload) - 1))
    replacement = data.draw(st.sampled_from(list("AZaz09-_=!%") + [""]))
    damaged = payload[:position] + replacement + payload[position + 1 :]
    with contextlib.suppress(RecordLinkError):
        decode_record(damaged)
