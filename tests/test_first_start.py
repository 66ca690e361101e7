"""The first start imports only what the menu needs (issue 24): the other screens' modules are
imported when first used, or by the warm-up soon after the first paint (warm_up.py), and the
memory snapshot (web/build_support/snapshot.py) still holds them all."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import typing
from functools import cache
from pathlib import Path

from axio_web.screens import registry
from axio_web.screens.saves.screens import SavesScreen
from build_support.snapshot import SNAPSHOT_IMPORTS, expand_imports
from test_imports import module_files

ROOT = Path(__file__).resolve().parents[1]
OURS = ("axio_web", "axio_core", "segno")

#: What boot needs not: the table and both games, lessons, help, phones, review, saves screens, bots.
DEFERRED = (
    "axio_web.screens.table.screen",
    "axio_web.screens.table.render",
    "axio_web.games.registry",
    "axio_web.games.axio.plugin",
    "axio_web.games.rota.plugin",
    "axio_web.screens.table.lesson",
    "axio_web.screens.learn.course",
    "axio_web.screens.help.screen",
    "axio_web.screens.help.rule_pictures",
    "axio_web.screens.rack.screen",
    "axio_web.phones.wire",
    "axio_web.screens.table.phone_link",
    "axio_web.phones.qr",
    "axio_web.screens.review.screen",
    "axio_web.screens.review.opening",
    "axio_web.screens.saves.screens",
    "axio_web.screens.saves.statistics",
    "axio_web.screens.saves.replay",
    "axio_web.storage.backup",
    "axio_web.runtime.bot_decide",
    "axio_core.review",
    "axio_core.bots",
    "segno",
)

# In a fresh Python: glue.py as index.html imports it (the browser's modules stubbed), then the
# warm-up with its timer run at once; our modules imported after each.
SCRIPT = """
import json, sys
from unittest import mock
for name in ("pyodide", "pyodide.ffi", "pyscript", "pyscript.ffi"):
    sys.modules[name] = mock.MagicMock()
ours = lambda: sorted(m for m in sys.modules if m.split(".")[0] in OURS)
import axio_web.browser.glue
boot = ours()
from axio_web.app.warm_up import warm_up_soon
steps = []
warm_up_soon(lambda ms, step: steps.append(step))
while steps:
    steps.pop(0)()
import gc
print(json.dumps({"boot": boot, "warm": ours(), "frozen": gc.get_freeze_count()}))
""".replace("OURS", repr(OURS))


@cache
def imported() -> dict[str, typing.Any]:
    result: dict[str, typing.Any] = json.loads(_run(SCRIPT))
    return result


def _run(script: str) -> str:
    """What `script` prints, run in a fresh Python with the page's modules on the path."""
    path = f"{ROOT / 'web'}:{ROOT}"
    return subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": path, "PATH": ""},
        cwd=ROOT,
    ).stdout


def test_the_first_start_imports_no_other_screen() -> None:
    boot = set(imported()["boot"])
    assert "axio_web.screens.menu" in boot and "axio_web.app.loop" in boot
    assert sorted(boot & set(DEFERRED)) == []


def test_the_warm_up_imports_every_screen() -> None:
    warm = set(imported()["warm"])
    everything = {name for name in module_files() if not name.startswith("axio_web.strings.")}
    assert sorted(everything - warm) == []
    assert "segno" not in warm  # only when a code is drawn (phones/qr.py)
    assert imported()["frozen"] > 10_000  # then the start's objects leave the cycle collector (issue 40)


def test_the_snapshot_holds_everything_the_warm_up_imports() -> None:
    """A start from the memory snapshot has every module ready: its imports bring in all that
    the first start and the warm-up import."""
    files = {
        str(path.relative_to(base))
        for base in (ROOT, ROOT / "web")
        for package in ("axio_core", "axio_web")
        for path in (base / package).rglob("*.py")
    }
    names = [name for name in expand_imports(SNAPSHOT_IMPORTS, files) if name.split(".")[0] in OURS]
    script = (
        f"import importlib, json, sys\nfor name in {names!r}:\n    importlib.import_module(name)\n"
        f"print(json.dumps(sorted(sys.modules)))"
    )
    snapshot = set(json.loads(_run(script)))
    browser = {name for name in imported()["warm"] if name.startswith("axio_web.browser")}  # js, pyscript
    warm = set(imported()["warm"]) - browser
    assert sorted(warm - snapshot) == []


def test_the_registry_names_each_kind_and_imports_none() -> None:
    """screens/registry.py: every kind's class and entry (update and view) exist, a class
    derived from a kind's (a puzzle's table) is of that kind, and the saves kinds are
    saves/screens.py's SavesScreen; asking a screen's kind imports nothing."""
    assert "axio_web.screens.registry" in set(imported()["boot"])
    for name, kind in registry.KINDS.items():
        cls = getattr(importlib.import_module(f"axio_web.{kind.module}"), kind.name)
        entry = importlib.import_module(f"axio_web.{kind.entry}")
        assert registry.kind_of_class(cls) == name
        assert callable(entry.update) and callable(entry.view), kind.entry
    from axio_web.screens.review.puzzles import PuzzleTable

    assert registry.kind_of_class(PuzzleTable) == "table" and registry.kind_of(object()) is None
    saves = tuple(
        getattr(sys.modules[f"axio_web.{registry.KINDS[kind].module}"], registry.KINDS[kind].name)
        for kind in registry.SAVES
    )
    assert saves == typing.get_args(SavesScreen)
