"""Fuzzing the record reader and replay (ARCHITECTURE.md, "Fuzzing of every parser"): any input
either replays or is refused with BadRecord, never anything else.

Inputs: arbitrary JSON values, arbitrary text and bytes, records with a valid envelope and
random insides, and real records (../shared/spec/examples, else games played here) with one
mutation: a number changed, a key deleted, a value's type swapped, a list item dropped or
duplicated, two moves swapped, or the text truncated.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from axio_core import game
from axio_core.errors import BadRecord
from axio_core.records import read_record, replay, summary, write_record
from tests.spec_examples import EXAMPLES

#: FUZZ_EXAMPLES=5000 python -m pytest tests/test_record_fuzz.py  for a long hunt.
EXAMPLES_PER_TEST = int(os.environ.get("FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=EXAMPLES_PER_TEST, suppress_health_check=[HealthCheck.too_slow])

scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=25,
)


def _played_record(variant: str, players: int, seed: int) -> dict[str, Any]:
    """A whole game of random moves, written as a record (used when the examples are absent)."""
    rng = random.Random(seed)
    start = state = game.new_game(variant, players, seed)
    actions = []
    while game.outcome(state) is None:
        action = (
            game.sample_chance(state, rng)
            if game.to_act(state) == game.CHANCE
            else rng.choice(game.legal_actions(state))
        )
        actions.append(action)
        state = game.apply(state, action)
    return write_record([f"P{i + 1}" for i in range(players)], start, actions).to_json_obj()


def _real_records() -> list[dict[str, Any]]:
    if EXAMPLES.is_dir():
        found = [
            json.loads(p.read_text(encoding="utf-8"))
            for p in sorted(EXAMPLES.glob("*.json"))
            if p.name != "expected.json"
        ]
        if found:
            return found
    return [_played_record("axio", 2, 1), _played_record("rota", 3, 2), _played_record("axio", 1, 3)]


REAL = _real_records()


def outcome_of(source: Any) -> str:
    """Read and replay `source`; "ok" or "refused". Anything but BadRecord propagates and fails."""
    try:
        record = read_record(source)
        replayed = replay(record)
    except BadRecord as err:
        assert str(err) and len(str(err)) < 1000, "a refusal says why, briefly"
        return "refused"
    summary(record, replayed.final)
    # A record that replays also survives being written back and read again (D3).
    again = write_record(record.players, replayed.states[0], replayed.actions, record.extra)
    assert replay(read_record(again.to_json())).final == replayed.final
    return "ok"


# ---------------------------------------------------------------------------- random inputs


@FUZZ
@given(json_values)
def test_any_json_value(value: Any) -> None:
    outcome_of(value)
    outcome_of(json.dumps(value))


@FUZZ
@given(st.text() | st.binary())
def test_any_text_or_bytes(text: str | bytes) -> None:
    outcome_of(text)


@FUZZ
@given(
    variant=st.sampled_from(["axio", "rota"]),
    players=st.lists(st.text(max_size=5), min_size=1, max_size=4),
    setup=st.dictionaries(st.sampled_from(["racks", "display", "stacks", "supply"]), json_values),
    moves=st.lists(json_values, max_size=5),
)
def test_valid_envelope_random_insides(variant: str, players: list[str], setup: Any, moves: Any) -> None:
    record = {
        "format": "axio-record",
        "version": 1,
        "variant": variant,
        "players": players,
        "setup": setup,
        "moves": moves,
    }
    assert outcome_of(record) == "refused" or not moves


@FUZZ
@given(st.sampled_from(range(len(REAL))), st.lists(json_values, min_size=1, max_size=3))
def test_real_setup_random_moves(which: int, moves: list[Any]) -> None:
    record = {**REAL[which], "moves": moves}
    outcome_of(record)


# ---------------------------------------------------------------------------- mutations


Path_ = tuple[Any, ...]


def _paths(value: Any, here: Path_ = ()) -> list[Path_]:
    """Every place in a JSON tree, the root included."""
    found = [here]
    if isinstance(value, dict):
        for k, v in value.items():
            found += _paths(v, here + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += _paths(v, here + (i,))
    return found


def _get(tree: Any, path: Path_) -> Any:
    for step in path:
        tree = tree[step]
    return tree


def _set(tree: Any, path: Path_, value: Any) -> Any:
    if not path:
        return value
    _get(tree, path[:-1])[path[-1]] = value
    return tree


def _change_number(tree: Any, path: Path_, data: st.DataObject) -> Any:
    old = _get(tree, path)
    if isinstance(old, bool) or not isinstance(old, int):
        return None
    new = data.draw(st.sampled_from([old + 1, old - 1, -old, 0, 13, 2**64, -1]) | st.integers(-20, 20))
    return _set(tree, path, new)


def _delete(tree: Any, path: Path_, data: st.DataObject) -> Any:
    if not path:
        return None
    del _get(tree, path[:-1])[path[-1]]
    return tree


def _swap_type(tree: Any, path: Path_, data: st.DataObject) -> Any:
    old = _get(tree, path)
    new = data.draw(json_values.filter(lambda v: type(v) is not type(old)))
    return _set(tree, path, new)


def _duplicate(tree: Any, path: Path_, data: st.DataObject) -> Any:
    if not path or not isinstance(_get(tree, path[:-1]), list):
        return None
    parent = _get(tree, path[:-1])
    parent.insert(path[-1], copy.deepcopy(parent[path[-1]]))
    return tree


def _swap_neighbours(tree: Any, path: Path_, data: st.DataObject) -> Any:
    if not path or not isinstance(_get(tree, path[:-1]), list):
        return None
    parent, i = _get(tree, path[:-1]), path[-1]
    if i + 1 >= len(parent) or parent[i] == parent[i + 1]:
        return None
    parent[i], parent[i + 1] = parent[i + 1], parent[i]
    return tree


def _change_text(tree: Any, path: Path_, data: st.DataObject) -> Any:
    old = _get(tree, path)
    if not isinstance(old, str) or not old:
        return None
    i = data.draw(st.integers(0, len(old) - 1))
    new = old[:i] + data.draw(st.sampled_from(list("RGBOP.X") + ["", "RR"])) + old[i + 1 :]
    return _set(tree, path, new)


MUTATIONS: list[Callable[[Any, Path_, st.DataObject], Any]] = [
    _change_number,
    _delete,
    _swap_type,
    _duplicate,
    _swap_neighbours,
    _change_text,
]


@settings(max_examples=2 * EXAMPLES_PER_TEST, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_real_records(data: st.DataObject) -> None:
    original = data.draw(st.sampled_from(REAL), label="record")
    record = copy.deepcopy(original)
    paths = _paths(record)
    mutation = data.draw(st.sampled_from(MUTATIONS), label="mutation")
    mutated = mutation(record, data.draw(st.sampled_from(paths), label="path"), data)
    if mutated is not None:
        outcome_of(mutated)
        outcome_of(json.dumps(mutated))


@FUZZ
@given(st.sampled_from(REAL), st.integers(0, 10**6))
def test_truncated_record_text(record: dict[str, Any], cut: int) -> None:
    text = json.dumps(record)
    assert outcome_of(text[: cut % len(text)]) == "refused"


def _nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


AXIO_REAL = next(r for r in REAL if r["variant"] == "axio")
ROTA_REAL = next(r for r in REAL if r["variant"] == "rota")


def test_deep_nesting_is_refused_not_a_recursion_error() -> None:
    # Found by this file: describing the value in the message used to recurse without limit.
    place = {"place": _nested(5000), "at": [[2, 2], [2, 3]]}
    assert outcome_of({**AXIO_REAL, "moves": [place]}) == "refused"  # a dict skips json's own limit
    assert outcome_of({**AXIO_REAL, "moves": [{"what": _nested(5000)}]}) == "refused"
    assert outcome_of(json.dumps({**AXIO_REAL, "moves": [{"place": _nested(900)}]})) == "refused"


def test_numbers_too_long_to_print_are_refused() -> None:
    # Python refuses to print integers of more than 4300 digits; messages must not try.
    huge = 10**5000
    assert outcome_of({**AXIO_REAL, "version": huge}) == "refused"
    assert outcome_of({**AXIO_REAL, "moves": [{"place": "RR", "at": [[huge, 2], [2, 3]]}]}) == "refused"
    rota = copy.deepcopy(ROTA_REAL)
    rota["setup"]["display"][0]["rot"] = huge
    assert outcome_of(rota) == "refused"
    rota = {**ROTA_REAL, "moves": [{"place": ROTA_REAL["moves"][0]["place"], "at": [0, -huge], "rot": 0}]}
    assert outcome_of(rota) == "refused"
