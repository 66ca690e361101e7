"""Hypothesis runs every property test without a deadline, on every machine and whatever the
command line: a busy 2-core machine can take longer than Hypothesis's default 200 ms for one
example that takes 20 ms elsewhere (tests/test_record_link.py once failed so), and a
deadline is no assertion of ours.

pyproject.toml's addopts name this profile (`--hypothesis-profile=ci`); it is registered
here so that it is ours on every Hypothesis version, and loaded here so that a run without
those addopts (`-o addopts=`, an editor's test runner) gets it too. Tests choose how many
examples they run, never a deadline (tests/test_lint.py checks)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    deadline=None,
    derandomize=True,  # the same examples on every run: a failure is there again on a rerun
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("ci")
