"""The golden playthroughs (tests/playthroughs.py): each game's fixed game, every player's
observation at every step, equal to tests/data/playthroughs/<game>.txt line by line. A change
of the rules or of what a player sees fails here with the diff; after a deliberate one,
regenerate with `python -m tests.playthroughs` and review the files' diff."""

from __future__ import annotations

import difflib

import pytest

from tests.playthroughs import GAMES, path_of, playthrough


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_the_fixed_game_is_played_and_seen_as_recorded(variant: str) -> None:
    expected = path_of(variant).read_text(encoding="utf-8")
    actual = playthrough(variant)
    if actual != expected:
        diff = difflib.unified_diff(
            expected.splitlines(),
            actual.splitlines(),
            f"{path_of(variant).name} (recorded)",
            "played now",
            lineterm="",
            n=2,
        )
        shown = "\n".join(list(diff)[:80])
        pytest.fail(f"the {variant} playthrough changed (python -m tests.playthroughs rewrites it):\n{shown}")
