"""Lint and types are part of the build: mypy (the [tool.mypy] settings in pyproject.toml: the
engine, the page's Python, the build and the benchmarks) and ruff must be clean. The tools
are test dependencies (pyproject.toml): where they are missing the tests fail, never skip."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

from hypothesis import settings

ROOT = Path(__file__).resolve().parents[1]


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_mypy_is_clean() -> None:
    assert importlib.util.find_spec("mypy") is not None, "mypy is not installed: pip install -e .[test]"
    done = run(sys.executable, "-m", "mypy")
    assert done.returncode == 0, done.stdout + done.stderr


def _ruff() -> list[str] | None:
    if importlib.util.find_spec("ruff") is not None:
        return [sys.executable, "-m", "ruff"]
    found = shutil.which("ruff")
    return [found] if found else None


def test_ruff_is_clean() -> None:
    ruff = _ruff()
    assert ruff is not None, "ruff is not installed: pip install -e .[test]"
    done = run(*ruff, "check", "axio_core", "web", "tests", "bench", "build.py")
    assert done.returncode == 0, done.stdout + done.stderr


def test_hypothesis_runs_without_a_deadline() -> None:
    """The profile pyproject.toml's addopts load (Hypothesis's own `ci`: no deadline, derandomized)
    holds for every run, and no test sets a deadline of its own. (Not a tests/conftest.py: a
    second conftest module collides with tests/browser/conftest.py under pytest's prepend mode.)"""
    assert settings().deadline is None
    own = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "tests").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bdeadline\s*=", line)
    ]
    assert not own, f"a deadline set by a test: {own}"
