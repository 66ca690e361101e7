"""Lint and types are part of the build, as their own step of tests/run.sh (alongside the build,
not inside the tests: mypy alone took over a minute of the suite): ruff and mypy with pyproject.toml's
settings (the engine, the page's Python, the build and the benchmarks) must be clean, and a lint
error fails the run. The tools are test dependencies (pyproject.toml)."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import settings

ROOT = Path(__file__).resolve().parents[1]


def test_the_test_command_lints_and_fails_on_a_lint_error() -> None:
    script = (ROOT / "tests" / "run.sh").read_text(encoding="utf-8")
    assert '"$python" -m ruff check axio_core web tests bench build.py || status=1' in script
    assert '"$python" -m ruff format --check axio_core web tests bench build.py || status=1' in script
    assert '"$python" -m mypy || status=1' in script
    assert 'wait "$lint_pid" || lint_failed=1' in script
    assert script.rstrip().endswith('exit "$tests_status"') and "tests_status=1" in script
    assert (ROOT / ".ci" / "run").read_text(encoding="utf-8").rstrip().endswith("bash tests/run.sh")


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
