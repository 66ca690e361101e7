#!/usr/bin/env bash
# THE test command (README "The two commands"): installs everything the tests
# need on a fresh Debian machine (or any machine with Python >= 3.11, npm and a
# way to get Chromium), lints (ruff, mypy), builds the site, then runs pytest
# with the arguments given, e.g. `bash tests/run.sh -m browser -x`. It fails if
# the lint or the tests fail; a lint error does not stop the tests from running.
# AXIO_LINT=0 leaves the lint out (a quick run of some tests); AXIO_WORKERS sets the pytest-xdist
# workers (2; 0 runs the tests in one process).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

python="${PYTHON:-python3}"
is_root_on_debian() { [ "$(id -u)" = 0 ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null; }
apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { apt-get update; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"
}

# Debian's own Python refuses `pip install` outside a virtual environment (PEP 668).
if "$python" -c 'import os, sys, sysconfig
managed = os.path.exists(os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED"))
sys.exit(0 if managed and sys.prefix == sys.base_prefix else 1)'; then
  if [ ! -x .venv/bin/python ]; then
    "$python" -m venv .venv 2>/dev/null || { is_root_on_debian && apt_install python3-venv && "$python" -m venv .venv; }
  fi
  python=.venv/bin/python
fi

echo "== Python packages (pip install -e .[test])"
"$python" -m pip install --quiet --disable-pip-version-check -e ".[test]"

# Lint is its own step, not a test (pyproject.toml's [tool.ruff] and [tool.mypy] settings; the
# code is kept as `ruff format` writes it): it
# runs alongside the installs and the build, which mostly wait on the network and on Node, and
# its report is printed before the tests. Both tools run even if the first one fails.
lint_failed="" lint_log="" lint_pid=""
if [ "${AXIO_LINT:-1}" != 0 ]; then
  lint_log="$(mktemp)"
  (
    status=0
    echo "-- ruff"; "$python" -m ruff check axio_core web tests bench build.py || status=1
    echo "-- ruff format"; "$python" -m ruff format --check axio_core web tests bench build.py || status=1
    echo "-- mypy"; "$python" -m mypy || status=1
    exit "$status"
  ) >"$lint_log" 2>&1 &
  lint_pid=$!
  echo "== Lint (ruff, mypy) started alongside the rest"
fi

echo "== Chromium"
if [ -n "${AXIO_CHROMIUM:-}" ] || [ -x /usr/bin/chromium ]; then
  echo "using ${AXIO_CHROMIUM:-/usr/bin/chromium}"
elif is_root_on_debian; then
  apt_install chromium
else
  "$python" -m playwright install chromium  # Playwright's own build, on an ordinary machine
fi

echo "== npm"
if ! command -v npm >/dev/null && is_root_on_debian; then
  apt_install nodejs npm
fi

echo "== Build (npm ci runs when node_modules does not match package-lock.json)"
"$python" build.py

if [ -n "$lint_pid" ]; then
  echo "== Lint (ruff, mypy)"
  wait "$lint_pid" || lint_failed=1
  cat "$lint_log"; rm -f "$lint_log"
fi

echo "== Tests"
# Two pytest-xdist workers share out the browser test modules (each module keeps to one worker:
# tests/browser/conftest.py groups them) and then the CPython tests. With the browser tests on one
# worker alone, the other sat idle for the last half of a run (bench/RESULTS.md, the suite's time).
# AXIO_WORKERS=0 runs everything in this one process.
tests_status=0
# --durations: every run's log names its slowest tests (the suite's budget is watched from there).
"$python" -m pytest -n "${AXIO_WORKERS:-2}" --dist loadgroup --durations=40 "$@" || tests_status=$?
if [ -n "$lint_failed" ]; then
  echo "== Lint failed (ruff or mypy, above)" >&2
  [ "$tests_status" != 0 ] || tests_status=1
fi
exit "$tests_status"
