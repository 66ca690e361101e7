"""peers.js's "axio:peer" events as events values (peer_events.py), and the rule that only the
modules in browser/ touch the browser."""

from __future__ import annotations

import ast
from pathlib import Path

from axio_web.runtime import events as ev
from axio_web.runtime.peer_events import read_peer_event

WEB = Path(__file__).resolve().parents[1] / "web" / "axio_web"
BROWSER_ONLY = ("js", "pyscript", "pyodide")


def test_each_kind_of_answer_becomes_its_event() -> None:
    offer = {"type": "offer", "seat": 1, "key": "k", "sdp": "v=0"}
    assert read_peer_event(offer) == ev.PeerOffer(1, "k", "v=0")
    assert read_peer_event({"type": "answer", "seat": None, "sdp": "v=0"}) == ev.PeerAnswer("v=0")
    assert read_peer_event({"type": "open", "seat": 2}) == ev.PeerOpen(2)
    assert read_peer_event({"type": "open", "seat": None}) == ev.PeerOpen(None)
    assert read_peer_event({"type": "text", "seat": None, "text": "{}"}) == ev.PeerText(None, "{}")
    assert read_peer_event({"type": "closed", "seat": 0}) == ev.PeerClosed(0)
    assert read_peer_event({"type": "failed", "seat": 3, "reason": "no"}) == ev.PeerFailed(3, "no")
    assert read_peer_event({"type": "scanned", "text": "x"}) == ev.Scanned("x")
    assert read_peer_event({"type": "scanner-failed", "reason": "denied"}) == ev.ScannerFailed("denied")


def test_malformed_answers_are_dropped() -> None:
    for fields in (
        {},
        {"type": "offer", "seat": None, "key": "k", "sdp": "v"},
        {"type": "offer", "seat": 1},
        {"type": "text", "seat": 1, "text": 5},
        {"type": "scanner-failed", "reason": "other"},
        {"type": "answer"},
        {"type": "nonsense"},
    ):
        assert read_peer_event(fields) is None
    assert read_peer_event({"type": "open", "seat": True}) == ev.PeerOpen(None)  # not a seat


def test_only_the_glue_modules_import_the_browser() -> None:
    found = set()
    for path in WEB.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else ([node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else [])
            )
            if any(name.split(".")[0] in BROWSER_ONLY for name in names):
                found.add(path.relative_to(WEB).as_posix())
    assert found and all(name.startswith("browser/") for name in found), sorted(found)


def test_the_browser_modules_stay_small() -> None:
    """The glue decides nothing: each module that touches JavaScript stays short (issue 37)."""
    sizes = {
        path.name: len(path.read_text(encoding="utf-8").splitlines())
        for path in (WEB / "browser").glob("*.py")
    }
    assert max(sizes.values()) <= 300, sizes
