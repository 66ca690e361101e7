"""Golden records: RECORDS.md's examples (see tests/spec_examples.py) replay to expected.json,
through the real replay command and through the API; bad records are named on stderr, never a
traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from axio_core.errors import BadRecord
from axio_core.records import read_record, replay, summary, write_record
from tests.spec_examples import COPY, EXAMPLES, SHARED

ROOT = Path(__file__).resolve().parents[1]
EXPECTED: dict[str, dict[str, Any]] = json.loads((EXAMPLES / "expected.json").read_text(encoding="utf-8"))
GOOD = sorted(name for name, e in EXPECTED.items() if "exit" not in e)
BAD = sorted(name for name, e in EXPECTED.items() if "exit" in e)


@pytest.mark.skipif(not SHARED.is_dir(), reason="the shared spec is not beside the repository")
def test_the_copy_of_the_examples_is_up_to_date() -> None:
    shared = {p.name: p.read_bytes() for p in SHARED.glob("*.json")}
    copy = {p.name: p.read_bytes() for p in COPY.glob("*.json")}
    assert copy == shared, f"copy ../shared/spec/examples/*.json to {COPY}"


def run_replay(*files: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    """`python -m axio_core replay FILES...` as a user would run it, from the repository."""
    done = subprocess.run(
        [sys.executable, "-m", "axio_core", "replay", *files],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        timeout=120,
    )
    return subprocess.CompletedProcess(done.args, done.returncode, done.stdout.decode(), done.stderr.decode())


def result_lines(stdout: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in stdout.splitlines()]


def assert_refused(done: subprocess.CompletedProcess[str], name: str, says: str) -> None:
    """One line on stderr naming the file and the problem, nothing on stdout, exit 1."""
    assert done.returncode == 1 and done.stdout == ""
    assert "Traceback" not in done.stderr
    assert done.stderr.splitlines() == [done.stderr.strip()]
    assert done.stderr.startswith(f"{name}: ") and says in done.stderr, done.stderr


def test_every_example_has_an_expected_result() -> None:
    files = {p.name for p in EXAMPLES.glob("*.json")} - {"expected.json"}
    assert files == set(EXPECTED) and GOOD and BAD


# ---------------------------------------------------------------------------- the CLI


@pytest.mark.parametrize("name", GOOD)
def test_good_record_replays_on_the_command_line(name: str) -> None:
    path = str(EXAMPLES / name)
    done = run_replay(path)
    assert (done.returncode, done.stderr) == (0, "")
    assert result_lines(done.stdout) == [{"file": path, **EXPECTED[name]}]


@pytest.mark.parametrize("name", BAD)
def test_bad_record_names_the_move_on_stderr(name: str) -> None:
    path = str(EXAMPLES / name)
    done = run_replay(path)
    assert done.returncode == EXPECTED[name]["exit"] == 1
    assert_refused(done, path, f"{path}: move {EXPECTED[name]['move']}: ")


def test_several_files_at_once_keep_their_order_and_the_good_ones_still_print() -> None:
    names = sorted(EXPECTED)
    done = run_replay(*names_in(names))
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert [r["file"] for r in result_lines(done.stdout)] == names_in([n for n in names if n in GOOD])
    for line in result_lines(done.stdout):
        assert line == {"file": line["file"], **EXPECTED[Path(line["file"]).name]}
    errors = done.stderr.splitlines()
    assert [e.split(": ")[0] for e in errors] == names_in([n for n in names if n in BAD])
    assert [e.split(": ")[1] for e in errors] == [f"move {EXPECTED[n]['move']}" for n in names if n in BAD]


def test_all_good_files_exit_zero() -> None:
    done = run_replay(*names_in(GOOD))
    assert (done.returncode, done.stderr) == (0, "")
    assert len(done.stdout.splitlines()) == len(GOOD)


def names_in(names: list[str]) -> list[str]:
    return [str(EXAMPLES / n) for n in names]


def test_standard_input() -> None:
    name = GOOD[0]
    done = run_replay("-", stdin=(EXAMPLES / name).read_bytes())
    assert (done.returncode, done.stderr) == (0, "")
    assert result_lines(done.stdout) == [{"file": "-", **EXPECTED[name]}]
    bad = run_replay("-", stdin=(EXAMPLES / BAD[0]).read_bytes())
    assert_refused(bad, "-", f"-: move {EXPECTED[BAD[0]]['move']}: ")


def test_unreadable_files(tmp_path: Path) -> None:
    missing = str(tmp_path / "missing.json")
    assert_refused(run_replay(missing), missing, "cannot read the file")
    assert_refused(run_replay(str(tmp_path)), str(tmp_path), "cannot read the file")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    assert_refused(run_replay(str(binary)), str(binary), "not UTF-8 text")


@pytest.mark.parametrize(
    "text, says",
    [
        ("", "not JSON"),
        ("{not json", "not JSON"),
        ("[1, 2, 3]", "not a game record: expected a JSON object"),
        ('"axio-record"', "not a game record"),
        ("[" * 100_000 + "]" * 100_000, "not JSON"),
    ],
    ids=["empty", "broken", "list", "string", "deep"],
)
def test_not_a_record(tmp_path: Path, text: str, says: str) -> None:
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    assert_refused(run_replay(str(path)), str(path), says)


def _changed(**fields: Any) -> str:
    record = json.loads((EXAMPLES / GOOD[0]).read_text(encoding="utf-8"))
    record.update(fields)
    return json.dumps({k: v for k, v in record.items() if v is not ...})


@pytest.mark.parametrize(
    "fields, says",
    [
        ({"format": "pgn"}, "format: expected 'axio-record', found \"pgn\""),
        ({"format": ...}, "format: expected 'axio-record', found null"),
        ({"version": 2}, "version: version 2 is not supported (expected 1)"),
        ({"version": "1"}, 'version: version "1" is not supported'),
        ({"version": True}, "version: version true is not supported"),
        ({"version": 1.0}, "version: version 1.0 is not supported"),
        ({"variant": "chess"}, "variant: unknown variant \"chess\": expected 'axio' or 'rota'"),
        ({"variant": ...}, "variant: unknown variant null"),
        ({"variant": ["axio"]}, "variant: unknown variant list"),  # found by test_record_fuzz
        ({"players": []}, "players: expected 1 to 4 player names"),
        ({"players": ["a", "b", "c", "d", "e"]}, "players: expected 1 to 4 player names"),
        ({"setup": []}, "setup: missing or not an object"),
        ({"moves": {}}, "moves: missing or not a list"),
    ],
)
def test_wrong_envelope_on_the_command_line(tmp_path: Path, fields: dict[str, Any], says: str) -> None:
    path = tmp_path / "game.json"
    path.write_text(_changed(**fields), encoding="utf-8")
    assert_refused(run_replay(str(path)), str(path), f"{path}: {says}")


# ---------------------------------------------------------------------------- the API


@pytest.mark.parametrize("name", GOOD)
def test_good_record_replays_through_the_api(name: str) -> None:
    record = read_record((EXAMPLES / name).read_text(encoding="utf-8"))
    replayed = replay(record)
    assert summary(record, replayed.final) == EXPECTED[name]
    assert len(replayed.states) == len(replayed.actions) + 1
    assert max(replayed.move_of_action, default=0) == len(record.moves)


@pytest.mark.parametrize("name", BAD)
def test_bad_record_through_the_api(name: str) -> None:
    record = read_record((EXAMPLES / name).read_bytes())
    with pytest.raises(BadRecord) as caught:
        replay(record)
    assert caught.value.where == f"move {EXPECTED[name]['move']}"
    assert str(caught.value).startswith(f"move {EXPECTED[name]['move']}: ")


@pytest.mark.parametrize("name", GOOD)
def test_written_back_the_record_replays_to_the_same_game(name: str) -> None:  # ruling D3
    record = read_record((EXAMPLES / name).read_text(encoding="utf-8"))
    replayed = replay(record)
    again = write_record(record.players, replayed.states[0], replayed.actions, {"meta": {"note": "kept"}})
    reread = read_record(again.to_json())
    assert reread.extra == {"meta": {"note": "kept"}}  # unknown keys are kept and ignored
    assert reread.moves == record.moves or _same_moves(reread.moves, record.moves)
    assert replay(reread).states == replayed.states


def _same_moves(a: tuple[dict[str, Any], ...], b: tuple[dict[str, Any], ...]) -> bool:
    """Draws may be written in any order (RECORDS.md); compare them as multisets."""

    def norm(m: dict[str, Any]) -> dict[str, Any]:
        return {**m, "draw": sorted(m["draw"])} if "draw" in m else m

    return [norm(m) for m in a] == [norm(m) for m in b]
