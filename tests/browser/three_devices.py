"""A table and phones, each a Chromium process of its own (issue 28's proof): launching them,
pairing them through the text the QR codes hold, and what they said to each other.

Every device gets `RECORD_JS` before the page's own scripts: it keeps each data channel the
page opens (`window.axioChannels`, so a test can send over a phone's channel as a hostile
phone would), every text the channel delivers (`window.axioHeard`) and every text the page
sends over it (`window.axioSent`: [channel index, text]). A MutationObserver notes whether a
rack or a hand control was ever in the page (`window.axioRackSeen`), for the table.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from build_support import browser
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect

from axio_core import AxioPlace, KeepRack, RotaPlace
from axio_core.session import Session
from tests.browser.test_phone import play_axio_by_taps, play_rota_by_taps, tap
from tests.play_support import greedy

TABLET = {"width": 1024, "height": 768}
PHONES = ({"width": 390, "height": 844}, {"width": 360, "height": 740})
SHOTS = Path("/tmp/e2e-shots")
RACK_CONTROLS = '[data-action="axio-tile"], #rota-hand'
PAIRING_MS = 30_000
MOVE_MS = 30_000
READY_MS = 60_000

RECORD_JS = (
    """(() => {
  window.axioChannels = []; window.axioHeard = []; window.axioSent = []; window.axioRackSeen = [];
  const create = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = create.apply(this, args);
    window.axioChannels.push(channel);
    channel.addEventListener('message', (event) => {
      window.axioHeard.push(typeof event.data === 'string' ? event.data : '<binary>');
    });
    return channel;
  };
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    window.axioSent.push([window.axioChannels.indexOf(this), String(data)]);
    return send.call(this, data);
  };
  const RACK = '"""
    + RACK_CONTROLS
    + """';
  window.axioCoverSeen = [];  // the hot-seat cover, whoever it is for
  new MutationObserver(() => {
    const found = document.querySelector(RACK);
    if (found && window.axioRackSeen.length < 20) window.axioRackSeen.push(found.outerHTML.slice(0, 120));
    const cover = document.querySelector('.cover');
    if (cover && window.axioCoverSeen.length < 20) window.axioCoverSeen.push(cover.className);
  }).observe(document, {childList: true, subtree: true});
})();"""
)


@dataclass
class Device:
    """One browser process (a table or a phone), its page and the page's watcher."""

    name: str
    browser: Browser
    context: BrowserContext
    page: Page
    watch_page: Callable[[Page, str], Any]
    watcher: Any = None
    extra: list[BrowserContext] = field(default_factory=list)
    owns_browser: bool = True  # False: the process outlives the device (a module's, shared)

    def goto(self, url: str, site_url: str) -> None:
        self.watcher = self.watch_page(self.page, site_url)
        self.page.goto(url)
        self.page.wait_for_selector("html.ready", state="attached", timeout=READY_MS)

    def check(self) -> None:
        if self.watcher is not None:
            self.watcher.check(self.page)

    def shot(self, name: str) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(SHOTS / f"{name}-{self.name}.png"))

    def heard(self) -> list[dict[str, Any]]:
        return [json.loads(text) for text in self.page.evaluate("window.axioHeard")]

    def sent(self) -> list[tuple[int, str]]:
        return [(index, text) for index, text in self.page.evaluate("window.axioSent")]

    def close(self) -> None:
        for each in self.extra:
            each.close()
        self.context.close()
        if self.owns_browser:
            self.browser.close()


def new_context(chosen: Browser, viewport: dict[str, int], phone: bool) -> BrowserContext:
    """A tablet or a phone context, recording its data channels from the first script on."""
    if phone:
        context = chosen.new_context(viewport=viewport, device_scale_factor=2, has_touch=True, is_mobile=True)
    else:
        context = chosen.new_context(viewport=viewport)
    context.add_init_script(RECORD_JS)
    return context


def launch(
    playwright: Playwright,
    name: str,
    viewport: dict[str, int],
    phone: bool,
    watch_page: Callable[[Page, str], Any],
) -> Device:
    """A Chromium process of its own, as the conftest launches it (system Chromium, flags)."""
    chosen = playwright.chromium.launch(**browser.launch_args())
    context = new_context(chosen, viewport, phone)
    return Device(name, chosen, context, context.new_page(), watch_page)


def device_on(
    chosen: Browser, name: str, viewport: dict[str, int], phone: bool, watch_page: Callable[[Page, str], Any]
) -> Device:
    """A device in a Chromium process that is already running (a fresh context of its own)."""
    context = new_context(chosen, viewport, phone)
    return Device(name, chosen, context, context.new_page(), watch_page, owns_browser=False)


def table_url(site_url: str, variant: str, names: list[str], seed: int, bots: str = "") -> str:
    url = f"{site_url}?lang=en&game={variant}&players={len(names)}&names={','.join(names)}&seed={seed}"
    return url + (f"&bots={bots}" if bots else "")


def lift_cover(table: Page) -> None:
    if table.locator("#cover-ready").count():
        table.click("#cover-ready")


def offer_link(table: Page, seat: int) -> str:
    code = table.locator(f'[data-pairing-seat="{seat}"]')
    expect(code).to_have_count(1, timeout=PAIRING_MS)
    link = code.get_attribute("data-offer-link")
    assert link and "#join=" in link
    return link


def pair(table: Page, phone: Device, seat: int, site_url: str, switch: bool = True) -> None:
    """Switch `seat` to a phone (unless it already waits for one), open its offer link on
    `phone`, and hand the phone's answer to the table by the paste field."""
    if switch:
        table.click(f'[data-action="phone-seat"][data-seat="{seat}"]')
    link = offer_link(table, seat)
    phone.goto(link, site_url)
    answer = phone.page.locator("[data-pairing-answer]")
    expect(answer).to_have_count(1, timeout=PAIRING_MS)
    text = answer.get_attribute("data-answer")
    assert text
    table.fill("[data-pairing-input]", text)
    table.click('[data-action="pairing-accept"]')
    expect(phone.page.locator("html")).to_have_attribute("data-seat", str(seat), timeout=PAIRING_MS)


def choose(session: Session) -> Any:
    """greedy's move, but a placement that moves no pyramid (taps for those are another test's)."""
    action = greedy(session)
    if isinstance(action, AxioPlace) and action.pyramids_from:
        plain = [a for a in session.legal_actions() if isinstance(a, AxioPlace) and not a.pyramids_from]
        if plain:
            action = plain[0]
    return action


def play_by_taps(phone: Page, action: Any) -> None:
    """The move made on the phone by taps, once its controls are live."""
    expect(phone.locator("#table.is-acting")).to_have_count(1, timeout=MOVE_MS)
    if isinstance(action, RotaPlace):
        play_rota_by_taps(phone, action)
    elif isinstance(action, AxioPlace):
        if action.pyramids_from:
            raise AssertionError(f"no taps for moving pyramids here: {action}")
        play_axio_by_taps(phone, action)
    elif isinstance(action, KeepRack):
        tap(phone, '[data-action="axio-keep"]')
    else:
        tap(phone, '[data-action="axio-exchange"]')


def wait_moves(table: Page, moves: int) -> None:
    expect(table.locator("html")).to_have_attribute("data-moves", str(moves), timeout=MOVE_MS)


def saved_record(table: Page) -> dict[str, Any]:
    """The table's autosave of the game (storage.py: axio:v1:game:<id>, the record inside)."""
    entries = table.evaluate("""Object.keys(localStorage).filter(k => k.startsWith('axio:v1:game:'))
                               .map(k => localStorage.getItem(k))""")
    assert len(entries) == 1
    record = json.loads(entries[0])["record"]
    assert isinstance(record, dict)
    return record


Positions = dict[int, Session]  # the shadow session at each length of its actions


def positions_of(session: Session, known: Positions | None = None) -> Positions:
    known = dict(known or {})
    known[len(session.actions)] = session
    return known


ViewCheck = Callable[[int, dict[str, Any]], None]
