"""Driving peers.js (the page's WebRTC and camera module, issue 28) from a browser test.

`open_peers(page)` imports the module into the page (as peer_glue.py does) and records every
"axio:peer" event it dispatches in `window.peerLog`; `next_event(page, type)` waits for one.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

OPEN_JS = """async () => {
  window.peerLog = [];
  document.addEventListener('axio:peer', (event) => {
    window.peerLog.push({...event.detail, at: performance.now()});
  });
  window.peers = await import(new URL('./peers.js', document.baseURI).href);
  return Object.keys(window.peers).sort();
}"""

# The first logged event of a type that has not been taken yet (each is taken once).
NEXT_JS = """(type) => {
  const found = window.peerLog.find((event) => event.type === type && !event.taken);
  if (!found) return null;
  found.taken = true;
  return found;
}"""


def open_peers(page: Page) -> list[str]:
    """Import peers.js into the page; returns the names it exports."""
    return list(page.evaluate(OPEN_JS))


def next_event(page: Page, kind: str, timeout_ms: float = 15_000) -> dict[str, Any]:
    """The next "axio:peer" event of `kind` on the page (waits for it)."""
    handle = page.wait_for_function(NEXT_JS, arg=kind, timeout=timeout_ms)
    event = handle.json_value()
    assert isinstance(event, dict)
    return event


def logged(page: Page) -> list[dict[str, Any]]:
    return list(page.evaluate("window.peerLog"))
