"""Phones as racks (issue 28): the QR path. The table's offer link, drawn by the page's own
Python (`phones.qr.qr_svg`, segno from the app zip), is rendered to an image and read back by
the page's decoder (jsQR as peers.js loads it); then the table's scanner reads the same code
from a fake camera (Chromium's --use-file-for-fake-video-capture, a .y4m file made here).
Issue 36: the table's codes as a tablet shows them (1024×768 and 768×1024), read from
screenshots by another decoder (OpenCV), at least 4 px a module."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import cv2
import numpy
import pytest
import segno
from axio_web.phones.wire import Candidate, Description, Pairing, encode_pairing, sdp_of
from playwright.sync_api import Browser, BrowserType, Page, expect

from tests.browser.peer_support import next_event, open_peers

pytestmark = pytest.mark.browser

# The page's Python draws the code: a <script type="py"> runs in the page's interpreter.
DRAW_PY = """
from pyscript import document
from axio_web.phones.qr import qr_svg
document.body.dataset.qrSvg = qr_svg({link}, "offer")
"""

# The SVG as an image (the inline SVG lacks the namespace a standalone image needs), drawn on
# a canvas at 6 px a module, and read by the page's decoder.
DECODE_JS = """async (svg) => {
  const image = new Image();
  const standalone = svg.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
  image.src = 'data:image/svg+xml,' + encodeURIComponent(standalone);
  await image.decode();
  const size = 6 * image.width;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, size, size);
  return peers.decodeImage(context.getImageData(0, 0, size, size));
}"""


def offer_link(page: Page, site_url: str) -> str:
    """A real offer of this page for seat 1, as the table's link holds it."""
    page.evaluate("peers.offerSeat(1, 'k1')")
    offer = next_event(page, "offer")
    page.evaluate("peers.closePeer(1)")
    return f"{site_url}index.html#join={encode_pairing(Pairing(1, 'k1', offer['sdp']))}"


def test_the_offer_link_drawn_by_the_page_is_read_back_exactly_by_its_decoder(
    page: Page, site_url: str, ready: Callable[[Page], None], watch_page: Callable[[Page, str], Any]
) -> None:
    watcher = watch_page(page, site_url)
    page.goto(site_url)
    ready(page)
    open_peers(page)
    link = offer_link(page, site_url)
    assert len(link) < 300  # issue 36: what a data channel needs, base32 (it was ~730)
    page.evaluate(
        """(code) => { const tag = document.createElement('script');
      tag.type = 'py'; tag.textContent = code; document.body.append(tag); }""",
        DRAW_PY.format(link=json.dumps(link)),
    )
    page.wait_for_function("document.body.dataset.qrSvg", timeout=30_000)
    svg = page.evaluate("document.body.dataset.qrSvg")
    assert svg.startswith('<svg role="img" aria-label="offer" ')
    assert page.evaluate(DECODE_JS, svg) == link
    watcher.check(page)


def y4m_of(text: str, path: Path, width: int = 640, height: int = 480, frames: int = 3) -> Path:
    """A video of `text`'s QR code (as segno draws it for the page) in YUV4MPEG2, 4:2:0: black
    modules on white, centred, 4 px a module, the quiet zone included."""
    code = segno.make(text, error="l", micro=False)
    rows = [
        bytes(0 if dark else 255 for dark in row for _ in range(4))
        for row in code.matrix_iter(scale=1, border=4)
        for _ in range(4)
    ]
    side = len(rows)
    assert side <= height, f"the code is {side} px"
    top, left = (height - side) // 2, (width - side) // 2
    luma = bytearray(b"\xff" * (width * height))
    for y, row in enumerate(rows):
        start = (top + y) * width + left
        luma[start : start + side] = row
    chroma = b"\x80" * (width // 2 * height // 2)
    frame = b"FRAME\n" + bytes(luma) + chroma + chroma
    header = f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode()
    path.write_bytes(header + frame * frames)
    return path


@pytest.fixture
def camera_browser(
    browser_type: BrowserType, browser_type_launch_args: dict[str, Any], tmp_path: Path
) -> Iterator[Callable[[str], Browser]]:
    """`camera_browser(text)`: a Chromium whose camera films `text`'s QR code."""
    launched: list[Browser] = []

    def launch(text: str) -> Browser:
        video = y4m_of(text, tmp_path / "qr.y4m")
        args = [
            *browser_type_launch_args.get("args", []),
            "--use-fake-device-for-media-stream",
            "--use-fake-ui-for-media-stream",
            f"--use-file-for-fake-video-capture={video}",
        ]
        launched.append(browser_type.launch(**{**browser_type_launch_args, "args": args}))
        return launched[-1]

    yield launch
    for each in launched:
        each.close()


def test_the_scanner_reads_a_code_from_the_camera_and_cancel_closes_it(
    camera_browser: Callable[[str], Browser],
    site_url: str,
    ready: Callable[[Page], None],
    watch_page: Callable[[Page, str], Any],
) -> None:
    # an answer of a real one's size: a fingerprint and three mDNS candidates
    names = [hashlib.sha256(bytes([i])).hexdigest() for i in range(3)]
    uuids = [f"{n[:8]}-{n[8:12]}-{n[12:16]}-{n[16:20]}-{n[20:32]}" for n in names]
    candidates = tuple(Candidate(f"{uuid}.local", 50000 + i, 2113937151) for i, uuid in enumerate(uuids))
    sdp = sdp_of(
        Description(
            "Skt4",
            "zxUeIocJLnWvQnuaN/TlShGm",
            "sha-256",
            hashlib.sha256(b"x").digest(),
            "active",
            "0",
            candidates,
        )
    )
    answer = encode_pairing(Pairing(1, "k1", sdp))
    page = camera_browser(answer).new_page()
    watcher = watch_page(page, site_url)
    page.goto(site_url)
    ready(page)
    open_peers(page)
    # Cancel (pressed before the camera is even open) closes the overlay and says so
    page.evaluate("peers.scanner(true); document.querySelector('.peer-scanner-cancel').click()")
    assert next_event(page, "scanner-failed")["reason"] == "closed"
    assert page.locator(".peer-scanner").count() == 0
    # a phone reading the table's code (issue 36) is told what to point the camera at
    label = page.evaluate("""() => { peers.scanner(true, 'table');
      const label = document.querySelector('body > .peer-scanner').getAttribute('aria-label');
      document.querySelector('.peer-scanner-cancel').click();
      return label; }""")
    assert label == "Point the camera at the table's code"
    assert next_event(page, "scanner-failed")["reason"] == "closed"

    # the overlay (outside #app: Python's renders leave it alone) shows the camera
    opened = "peers.scanner(true); !!document.querySelector('body > .peer-scanner video')"
    assert page.evaluate(opened)
    assert next_event(page, "scanned", timeout_ms=30_000)["text"] == answer
    assert page.locator(".peer-scanner").count() == 0  # the overlay closed itself
    events = page.evaluate("peerLog.map((event) => event.type)")
    assert events == ["scanner-failed", "scanner-failed", "scanned"]
    watcher.check(page)


# ---------------------------------------------------------------------------- issue 36

MIN_PX_PER_MODULE = 4.0  # a phone's camera at arm's length (issue 36)
CODE_MS = 30_000
SIZE_JS = """(svg) => [svg.getBoundingClientRect().width, svg.viewBox.baseVal.width]"""


def decode(image: Any) -> tuple[str, Any]:
    """The text and corners of the QR code in `image`, by either of OpenCV's decoders. The
    classic one misses about one crisp code in ten whatever its size (a check of 200 random
    offers: 16 to 20 missed at 4 to 5.3 px a module, each of them read by the ArUco-based one);
    a phone's camera app has decoders of its own, so a code either reads counts (CI, stop 44)."""
    for detector in (cv2.QRCodeDetector(), cv2.QRCodeDetectorAruco()):
        text, points, _ = detector.detectAndDecode(image)
        if points is not None and text:
            return text, points
    return "", None


def read_code(page: Page, where: str) -> tuple[str, float, int]:
    """The text of the QR code in `where` as a screenshot shows it (`decode`: OpenCV), its
    pixels per module, and its modules (the quiet zone left out)."""
    svg = page.locator(f"{where} svg.qr")
    expect(svg).to_be_visible(timeout=CODE_MS)
    # the page may draw the code again as the viewport changes (as large as the panel allows):
    # scroll whichever element is there now, without waiting for one to stay put
    svg.evaluate("(svg) => svg.scrollIntoView({block: 'center'})")
    points = None
    for _ in range(5):  # a code drawn anew between the box and the picture is looked at again
        width, with_border = svg.evaluate(SIZE_JS)
        box = svg.bounding_box()
        assert box is not None
        x, y = int(box["x"]) - 8, int(box["y"]) - 8
        image = cv2.imdecode(numpy.frombuffer(page.screenshot(), numpy.uint8), cv2.IMREAD_GRAYSCALE)
        crop = image[
            max(y, 0) : int(box["y"] + box["height"]) + 8, max(x, 0) : int(box["x"] + box["width"]) + 8
        ]
        text, points = decode(crop)
        if points is not None and svg.bounding_box() == box:
            break
    modules = int(with_border) - 8
    assert points is not None, f"no code found in {where}"
    side = float(numpy.linalg.norm(points[0][1] - points[0][0]))  # the code's top edge, as seen
    assert abs(side / modules - width / with_border) < 0.5, (side, modules, width, with_border)
    return text, width / with_border, modules


def test_the_tables_codes_are_read_from_screenshots_at_4_px_a_module_either_way_up(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    page = app_page
    page.set_viewport_size({"width": 1024, "height": 768})
    page.goto(f"{site_url}?lang=en&game=axio&players=2&names=Ann,Ben&seed=8")
    ready(page)
    page.click('.cover [data-action="pair-phones"]')  # in reach under the cover (issue 36)
    for seat in (0, 1):
        page.click(f'[data-action="phone-seat"][data-seat="{seat}"]')
    figures = []
    for width, height in ((1024, 768), (768, 1024)):
        page.set_viewport_size({"width": width, "height": height})
        for seat in (0, 1):
            where = f'.pairing [data-pairing-seat="{seat}"]'
            text, px, modules = read_code(page, where)
            assert text == page.get_attribute(where, "data-offer-link")
            assert px >= MIN_PX_PER_MODULE, f"{px:.2f} px a module in the panel at {width}x{height}"
            figures.append(f"panel {width}x{height} seat {seat}: {modules} modules, {px:.2f} px")
    page.click('[data-action="pairing-close"]')
    to_act = page.locator(".remote-panel [data-pairing-seat]").get_attribute("data-pairing-seat")
    for width, height in ((1024, 768), (768, 1024)):
        page.set_viewport_size({"width": width, "height": height})
        where = f'.remote-panel [data-pairing-seat="{to_act}"]'
        text, px, modules = read_code(page, where)
        assert text == page.get_attribute(where, "data-offer-link")
        assert px >= MIN_PX_PER_MODULE, f"{px:.2f} px a module in the waiting panel at {width}x{height}"
        figures.append(f"waiting {width}x{height}: {modules} modules, {px:.2f} px")
        # the way into the panel keeps a word at every width; the answer is taken right here
        expect(page.locator(".table-bar .btn-phones")).to_contain_text("Phones")
        expect(page.locator(".remote-panel [data-pairing-input]")).to_be_visible()
        page.screenshot(path=f"/tmp/e2e-shots/qr-waiting-{width}x{height}.png")
    print("\n" + "\n".join(figures))
