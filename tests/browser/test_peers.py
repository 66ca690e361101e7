"""Phones as racks (issue 28), the browser's part: WebRTC between two separate Chromium processes
with no server (peers.js, driven through its JavaScript API, not Python).

The table (page A) offers seat 1, the test hands the offer's SDP to the phone (page B) as the
QR code would, B answers, A accepts; a message goes each way, then B's page closes and A hears
that its seat's connection closed. No STUN server: the candidates are the hosts' own addresses
(Chromium's mDNS names for them, which resolve between two processes of this machine).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserType, Page

from tests.browser.peer_support import logged, next_event, open_peers

pytestmark = pytest.mark.browser

EXPORTS = [
    "acceptAnswer",
    "answerOffer",
    "closePeer",
    "decodeImage",
    "loadDecoder",
    "offerSeat",
    "scanner",
    "send",
    "vibrate",
]


@pytest.fixture
def two_browsers(
    browser_type: BrowserType, browser_type_launch_args: dict[str, Any]
) -> Iterator[list[Browser]]:
    """Two Chromium processes of their own (a table and a phone are two devices)."""
    browsers = [browser_type.launch(**browser_type_launch_args) for _ in range(2)]
    yield browsers
    for each in browsers:
        each.close()


def _page(
    browser: Browser, site_url: str, ready: Callable[[Page], None], watch_page: Callable[[Page, str], Any]
) -> tuple[Page, Any]:
    page = browser.new_page()
    watcher = watch_page(page, site_url)
    page.goto(site_url)
    ready(page)
    assert open_peers(page) == EXPORTS
    return page, watcher


def test_a_table_and_a_phone_connect_with_no_server_and_talk_both_ways(
    two_browsers: list[Browser],
    site_url: str,
    ready: Callable[[Page], None],
    watch_page: Callable[[Page, str], Any],
) -> None:
    table, table_watch = _page(two_browsers[0], site_url, ready, watch_page)
    phone, phone_watch = _page(two_browsers[1], site_url, ready, watch_page)

    began = time.perf_counter()
    table.evaluate("peers.offerSeat(1, 'k1')")
    offer = next_event(table, "offer")
    offered = time.perf_counter()
    assert (offer["seat"], offer["key"]) == (1, "k1")
    assert "a=candidate" in offer["sdp"] and "a=fingerprint" in offer["sdp"]
    assert "typ host" in offer["sdp"]  # no STUN: the hosts' own addresses (mDNS names)

    phone.evaluate("(sdp) => peers.answerOffer(sdp)", offer["sdp"])
    answer = next_event(phone, "answer")
    assert answer["seat"] is None and "a=candidate" in answer["sdp"]
    answered = time.perf_counter()
    table.evaluate("(sdp) => peers.acceptAnswer(1, sdp)", answer["sdp"])

    assert next_event(table, "open")["seat"] == 1
    assert next_event(phone, "open")["seat"] is None
    opened = time.perf_counter()
    print(
        f"\noffer gathered in {offered - began:.3f} s, answer in {answered - offered:.3f} s, "
        f"open {opened - answered:.3f} s after the answer was accepted; "
        f"offer to open {opened - began:.3f} s; "
        f"offer {len(offer['sdp'])} chars, answer {len(answer['sdp'])} chars"
    )

    table.evaluate("peers.send(1, 'view from the table')")
    told = next_event(phone, "text")
    assert (told["seat"], told["text"]) == (None, "view from the table")
    phone.evaluate("peers.send(null, 'move from the phone')")
    heard = next_event(table, "text")
    assert (heard["seat"], heard["text"]) == (1, "move from the phone")
    texts = [e for e in logged(phone) if e["type"] == "text"]
    assert [(e["seat"], e["text"]) for e in texts] == [(None, "view from the table")]

    phone_watch.check(phone)
    closing = time.perf_counter()
    phone.close()
    closed = next_event(table, "closed")
    assert closed["seat"] == 1
    print(f"the table heard the phone's page close after {time.perf_counter() - closing:.2f} s")
    time.sleep(1.0)  # closed comes once, and nothing follows it
    assert [e["type"] for e in logged(table)] == ["offer", "open", "text", "closed"]
    table_watch.check(table)


# The Python bridge (peer_glue.PeerPort, as BrowserPort has it) over a runtime that records
# what it is handed: the effects load peers.js once, in order, and its answers come back as
# events values.
BRIDGE_PY = """
from pyscript import document
from axio_web.runtime import effects as fx
from axio_web.browser.peer_glue import PeerPort

class Recorder:
    heard = []

    def dispatch(self, event):
        self.heard.append(repr(event))
        document.body.dataset.peerEvents = "\\n".join(self.heard)

port = PeerPort()
port.runtime = Recorder()
port.peers(fx.OfferSeat(2, "k2"))
port.peers(fx.Vibrate())
port.peers(fx.AcceptAnswer(3, "v=0"))
"""


def test_the_python_bridge_loads_peers_js_once_and_hands_back_events(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    page = app_page
    page.goto(site_url)
    ready(page)
    assert not [
        url
        for url in page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
        if url.endswith(("/peers.js", "/jsqr.js"))
    ]  # a visit that never pairs loads neither
    page.evaluate(
        """(code) => { const tag = document.createElement('script');
      tag.type = 'py'; tag.textContent = code; document.body.append(tag); }""",
        BRIDGE_PY,
    )
    page.wait_for_function(
        "(document.body.dataset.peerEvents || '').split('\\n').length >= 2", timeout=30_000
    )
    got = page.evaluate("document.body.dataset.peerEvents").splitlines()
    assert got[0] == "PeerFailed(seat=3, reason='no offer is waiting for this seat')"
    assert got[1].startswith("PeerOffer(seat=2, key='k2', sdp='v=0")
    loaded = [
        url
        for url in page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
        if url.endswith("/peers.js")
    ]
    assert len(loaded) == 1
