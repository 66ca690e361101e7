"""The rules document ships with the repository (docs/RULES.md): code, tests and the in-game
help cite its rulings (`# ruling A8`), so a clone on its own must be able to look them up. So
does the page's public surface (docs/PAGE.md: URL parameters, hooks, events to a host page),
which tests and tools outside the repository rely on."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
COPY = ROOT / "docs" / "RULES.md"
SHARED = ROOT.parent / "shared" / "spec" / "RULES.md"
PAGE_COPY = ROOT / "docs" / "PAGE.md"
PAGE_SHARED = ROOT.parent / "shared" / "spec" / "PAGE.md"


@pytest.mark.skipif(not SHARED.is_file(), reason="the shared spec is not beside the repository")
def test_the_rules_copy_is_the_shared_one() -> None:
    assert COPY.read_bytes() == SHARED.read_bytes(), f"copy {SHARED} to {COPY}"


@pytest.mark.skipif(not PAGE_SHARED.is_file(), reason="the shared spec is not beside the repository")
def test_the_page_surface_copy_is_the_shared_one() -> None:
    assert PAGE_COPY.read_bytes() == PAGE_SHARED.read_bytes(), f"copy {PAGE_SHARED} to {PAGE_COPY}"


def test_every_ruling_cited_in_the_code_is_in_the_rules() -> None:
    rulings = set(re.findall(r"^- ([ATRD]\d+)\.", COPY.read_text(encoding="utf-8"), re.MULTILINE))
    assert {"A1", "A8", "A16", "T1", "T9", "R1", "R3", "D3"} <= rulings
    cited: set[str] = set()
    for path in [*ROOT.glob("axio_core/**/*.py"), *ROOT.glob("web/axio_web/**/*.py")]:
        text = path.read_text(encoding="utf-8")
        cited |= set(re.findall(r"\b(?:ruling|rulings|RULES) ([ATRD]\d+)\b", text))
    assert cited, "the code cites rulings"
    assert cited <= rulings, f"cited but not in docs/RULES.md: {sorted(cited - rulings)}"


def test_the_readme_links_the_rules() -> None:
    assert "docs/RULES.md" in (ROOT / "README.md").read_text(encoding="utf-8")
