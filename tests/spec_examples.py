"""Where the tests find RECORDS.md's example records.

../shared/spec/examples, the source of truth, when the shared spec is beside the repository;
else the copy in tests/data/examples, so that a clone on its own tests the same records
(test_examples.py checks that the copy is up to date whenever both are there).
"""

from __future__ import annotations

from pathlib import Path

SHARED = Path(__file__).resolve().parents[2] / "shared" / "spec" / "examples"
COPY = Path(__file__).resolve().parent / "data" / "examples"
EXAMPLES = SHARED if SHARED.is_dir() else COPY
