"""Fuzzing every entry point of outside data in CPython (issue 35): Hypothesis on text and on
JSON of any shape, and the generated sweep of tests/bounded_sweep.py (which the browser test
runs again inside Pyodide). Any input is read or refused with the entry point's own error."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import bounded_sweep
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

NAMES = list(bounded_sweep.ENTRY_POINTS)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=30,
)


def survives(name: str, text: str) -> None:
    call, refusals = bounded_sweep.ENTRY_POINTS[name]
    with contextlib.suppress(*refusals):
        call(text)


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=15, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=300))
def test_any_text_is_read_or_refused(name: str, text: str) -> None:
    survives(name, text)


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=15, suppress_health_check=[HealthCheck.too_slow])
@given(value=json_values, depth=st.integers(0, 300), surrogate=st.booleans())
def test_any_json_nested_at_any_depth_is_read_or_refused(
    name: str, value: Any, depth: int, surrogate: bool
) -> None:
    text = "[" * depth + json.dumps(value) + "]" * depth
    if surrogate:
        text = text.replace('"', '"\\ud800', 1)
    survives(name, text)


def test_the_generated_sweep_crashes_nothing() -> None:
    names = tuple(bounded_sweep.ENTRY_POINTS)
    # quick here (the browser test runs it all in Pyodide; the slow test all in CPython)
    result = bounded_sweep.sweep(randoms=3, skip_huge_for=names, depths=(64, 65, 20_000))
    assert result["examples"] == []
    assert all(crashed == 0 for row in result["table"].values() for _, crashed in row.values())


@pytest.mark.slow
def test_the_whole_sweep_with_huge_inputs_crashes_nothing() -> None:
    result = bounded_sweep.sweep()
    assert result["examples"] == []
