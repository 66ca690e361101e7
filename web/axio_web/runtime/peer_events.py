"""What peers.js reports (its "axio:peer" DOM events, read by peer_glue.py) as `events` values.

Pure, so the CPython tests cover it: `fields` are the event's detail, already plain Python
(texts, numbers, None). Anything malformed is None: the glue drops it."""

from __future__ import annotations

from collections.abc import Mapping

from . import events as ev


def _seat(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def read_peer_event(fields: Mapping[str, object]) -> ev.PeerEvent | None:
    kind, seat = fields.get("type"), _seat(fields.get("seat"))
    texts = {name: value for name, value in fields.items() if isinstance(value, str)}
    if kind == "offer" and seat is not None and "key" in texts and "sdp" in texts:
        return ev.PeerOffer(seat, texts["key"], texts["sdp"])
    if kind == "answer" and "sdp" in texts:
        return ev.PeerAnswer(texts["sdp"])
    if kind == "open":
        return ev.PeerOpen(seat)
    if kind == "text" and "text" in texts:
        return ev.PeerText(seat, texts["text"])
    if kind == "closed":
        return ev.PeerClosed(seat)
    if kind == "failed":
        return ev.PeerFailed(seat, texts.get("reason", ""))
    if kind == "scanned" and "text" in texts:
        return ev.Scanned(texts["text"])
    if kind == "scanner-failed" and texts.get("reason") in ("denied", "missing", "closed"):
        return ev.ScannerFailed(texts["reason"])
    return None
