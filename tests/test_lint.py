"""Lint and types are part of the build: mypy (the [tool.mypy] settings in pyproject.toml) and
ruff must be clean. Skipped where the tools are not installed."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is not installed")
def test_mypy_is_clean() -> None:
    done = run(sys.executable, "-m", "mypy")
    assert done.returncode == 0, done.stdout + done.stderr


def _ruff() -> list[str] | None:
    if importlib.util.find_spec("ruff") is not None:
        return [sys.executable, "-m", "ruff"]
    found = shutil.which("ruff")
    return [found] if found else None


@pytest.mark.skipif(_ruff() is None, reason="ruff is not installed")
def test_ruff_is_clean() -> None:
    done = run(*(_ruff() or []), "check", "axio_core", "web", "tests", "bench", "build.py")
    assert done.returncode == 0, done.stdout + done.stderr
