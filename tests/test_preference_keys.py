"""Each localStorage key of the person's preferences is named once, in axio_web/runtime/preferences.py.
The script that reads some before Python starts (boot.js) keeps literals: these tests hold them
equal to the Python names, and the runtime reads every key as the page starts."""

from __future__ import annotations

import re
from pathlib import Path

from axio_web.app import loop as runtime
from axio_web.runtime import preferences
from axio_web.screens.table.lesson import GAMES, STEP_KEYS

WEB = Path(__file__).resolve().parents[1] / "web"
STORED = {
    preferences.LANG_KEY,
    preferences.THEME_KEY,
    preferences.MENU_KEY,
    preferences.NAMES_KEY,
    preferences.LINK_KEY,
}


def test_boot_js_reads_the_language_and_the_theme_under_the_python_names() -> None:
    script = (WEB / "boot.js").read_text(encoding="utf-8")
    read = set(re.findall(r"localStorage\.getItem\('([^']+)'\)", script))
    assert read == {preferences.LANG_KEY, preferences.THEME_KEY}


def test_boot_js_sets_the_contrast_class_the_page_sets() -> None:
    """boot.js puts the high-contrast class on <html> before Python starts; page.py keeps it
    there under the same name (preferences.CONTRAST_CLASS)."""
    script = (WEB / "boot.js").read_text(encoding="utf-8")
    assert f"classList.add('{preferences.CONTRAST_CLASS}')" in script


def test_no_other_script_reads_a_preference() -> None:
    for script in WEB.glob("*.js"):
        if script.name != "boot.js":
            assert "localStorage" not in script.read_text(encoding="utf-8"), script.name


def test_the_page_reads_every_preference_at_boot() -> None:
    """The runtime reads the four keys and the course's (table/lesson.py's STEP_KEYS, one per
    game) as the page starts."""
    assert set(runtime.PREFERENCE_KEYS) == {*STORED, *STEP_KEYS}
    assert tuple(preferences.lesson_key(game) for game in GAMES) == STEP_KEYS


def test_the_keys_are_distinct_and_in_the_page_s_namespace() -> None:
    keys = [*STORED, *STEP_KEYS]
    assert len(set(keys)) == len(keys)
    assert all(key.startswith("axio.") for key in keys)  # not "axio:", the saved games' prefix
