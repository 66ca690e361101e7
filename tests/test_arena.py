"""`python -m axio_core arena`: a tiny tournament, its table and its --json shape."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from axio_core.bots import arena
from axio_core.cli import main

ROOT = Path(__file__).resolve().parent.parent
PER_BOT = {"wins", "games", "win_rate", "ci95", "mean_lowest", "ms_per_move"}


def test_the_arena_command_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        [
            "arena",
            "--game",
            "rota",
            "--players",
            "2",
            "--bots",
            "beginner,casual",
            "--games",
            "4",
            "--seed",
            "1",
            "--json",
        ]
    )
    out = capsys.readouterr()
    assert status == 0
    assert out.err == ""  # no progress line with --json
    report = json.loads(out.out)
    assert report["game"] == "rota" and report["players"] == 2 and report["games"] == 4
    assert report["seed"] == 1
    assert set(report["bots"]) == {"beginner", "casual"}
    for name, rec in report["bots"].items():
        assert set(rec) >= PER_BOT, name
        assert rec["games"] == 4  # two-player seats rotate: each bot plays every game
        assert 0 <= rec["win_rate"] <= 1 and rec["win_rate"] == pytest.approx(rec["wins"] / 4)
        lo, hi = rec["ci95"]
        assert 0 <= lo <= rec["win_rate"] <= hi <= 1
        assert 0 <= rec["mean_lowest"] <= 12 and rec["ms_per_move"] > 0
    # every game has one winner's point, shared on ties
    assert sum(r["wins"] for r in report["bots"].values()) == pytest.approx(4)


def test_the_arena_runs_as_a_module_and_prints_a_table() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "axio_core",
            "arena",
            "--game",
            "axio",
            "--players",
            "2",
            "--bots",
            "casual,strong",
            "--games",
            "2",
            "--seed",
            "3",
            "--quiet",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    lines = done.stdout.splitlines()
    assert lines[0].startswith("axio, 2 player(s), 2 games, seed 3")
    assert [line.split()[0] for line in lines[2:]] == ["casual", "strong"]


def test_an_expert_budget_and_more_seats_than_bots() -> None:
    report = json.loads(
        _run(
            [
                "--game",
                "axio",
                "--players",
                "3",
                "--bots",
                "casual,expert",
                "--games",
                "1",
                "--expert-iterations",
                "2",
                "--json",
            ]
        )
    )
    # three seats, two bots: casual sits twice in the first game
    assert report["bots"]["casual"]["games"] == 2 and report["bots"]["expert"]["games"] == 1


def test_unknown_levels_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--bots", "casual,wizard", "--games", "1", "--json"]) == 2
    assert "unknown bot level 'wizard'" in capsys.readouterr().err


def test_seats_rotate_and_ties_share_the_win() -> None:
    assert arena.seating(("a", "b"), 2, 0) == (("a", "b"), 0)
    assert arena.seating(("a", "b"), 2, 1) == (("b", "a"), 0)
    assert arena.seating(("a", "b", "c"), 3, 4) == (("b", "c", "a"), 1)
    assert arena.seating(("a", "b"), 1, 3) == (("b",), 1)  # solo: each bot plays each deal


def test_wilson_interval() -> None:
    lo, hi = arena.wilson(140, 200)
    assert lo == pytest.approx(0.6331, abs=1e-3) and hi == pytest.approx(0.7593, abs=1e-3)
    assert arena.wilson(0, 10)[0] == pytest.approx(0.0) and arena.wilson(10, 10)[1] == pytest.approx(1.0)
    lo, hi = arena.wilson(1.5, 3)  # a shared win counts half: fractions are fine
    assert lo + hi == pytest.approx(1.0)


def _run(args: list[str]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["arena", *args]) == 0
    return out.getvalue()


def test_four_players_report_shares_against_the_fair_share(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        [
            "arena",
            "--game",
            "rota",
            "--players",
            "4",
            "--bots",
            "casual,beginner,beginner,beginner",
            "--games",
            "4",
            "--browser-budget",
            "--json",
        ]
    )
    report = json.loads(capsys.readouterr().out)
    assert status == 0 and report["players"] == 4
    casual, beginner = report["bots"]["casual"], report["bots"]["beginner"]
    assert casual["games"] == 4 and beginner["games"] == 12  # one casual seat, three beginner seats
    assert casual["fair_share"] == 0.25
    assert casual["x_fair"] == pytest.approx(4 * casual["win_rate"])
    assert casual["x_fair_ci95"] == pytest.approx([4 * x for x in casual["ci95"]])
    assert sum(r["wins"] for r in report["bots"].values()) == pytest.approx(4)
    main(
        [
            "arena",
            "--game",
            "rota",
            "--players",
            "4",
            "--bots",
            "casual,beginner,beginner,beginner",
            "--games",
            "4",
            "--quiet",
        ]
    )
    assert "x fair" in capsys.readouterr().out


def test_the_browser_budget_is_the_browsers_work_with_its_time_scaled() -> None:
    from axio_core.bots.expert import BROWSER, PYODIDE_FACTOR, browser_budget

    scaled = browser_budget()
    assert scaled.work_ms == BROWSER.work_ms and scaled.time_ms < BROWSER.time_ms
    assert scaled.time_ms * PYODIDE_FACTOR == pytest.approx(BROWSER.time_ms)


def test_a_tournament_played_in_parts_is_the_whole_tournament() -> None:
    whole = arena.run("rota", 2, ("beginner", "casual"), 4, 7)
    first = arena.run("rota", 2, ("beginner", "casual"), 2, 7)
    rest = arena.run("rota", 2, ("beginner", "casual"), 2, 7, first=2)
    for name in ("beginner", "casual"):
        assert whole.records[name].wins == first.records[name].wins + rest.records[name].wins
        assert whole.records[name].lowest == first.records[name].lowest + rest.records[name].lowest
