"""What a pairing code carries (issue 36): only what a data channel needs, in base32, which a
QR code holds in its alphanumeric mode; the other side rebuilds a description from it."""

from __future__ import annotations

import pytest
import segno
from axio_web.phones.qr import segments
from axio_web.phones.wire import (
    Candidate,
    Pairing,
    WireError,
    decode_pairing,
    description_of,
    encode_pairing,
)

# Chromium 13x's offer for one negotiated data channel, as peers.js makes it (no STUN)
CHROMIUM_OFFER = "\r\n".join(
    [
        "v=0",
        "o=- 4577929498270824372 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "a=extmap-allow-mixed",
        "a=msid-semantic: WMS",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
        "a=candidate:396846681 1 udp 2113937151 fbe5ba74-4760-4d61-9569-bc16cb39b561.local 34550 typ host "
        "generation 0 network-cost 999",
        "a=candidate:282397417 1 udp 2113942271 fb4df595-4953-45f2-b433-ae5ca82d90cd.local 41136 typ host "
        "generation 0 network-cost 999",
        "a=candidate:1 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active",  # not needed: left out
        "a=ice-ufrag:Skt4",
        "a=ice-pwd:zxUeIocJLnWvQnuaN/TlShGm",
        "a=ice-options:trickle",
        "a=fingerprint:sha-256 A8:6F:A0:6E:8E:F5:14:98:00:36:43:F8:95:9D:7E:AA:5C:7D:39:1B:C4:7D:CE:85:3F:D0:"
        "BA:F9:34:48:70:AA",
        "a=setup:actpass",
        "a=mid:0",
        "a=sctp-port:5000",
        "a=max-message-size:262144",
        "",
    ]
)
# Safari with the camera allowed (docs/PHONES.md): its own addresses, IPv4 and IPv6
SAFARI_ANSWER = "\r\n".join(
    [
        "v=0",
        "o=- 1 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "a=candidate:1 1 udp 2122260223 192.168.178.41 61234 typ host generation 0",
        "a=candidate:2 1 udp 2122197247 2a02:8109:9d40:1::7 54321 typ host generation 0",
        "a=candidate:3 1 udp 2122129151 fe80::1 54322 typ host generation 0",
        "a=ice-ufrag:abcd",
        "a=ice-pwd:0123456789abcdefghijklmn",
        "a=fingerprint:sha-256 " + ":".join(["0F"] * 32),
        "a=setup:active",
        "a=mid:0",
        "",
    ]
)
PAGE = "https://axio.example.org/play/index.html#join="


def test_an_offer_keeps_what_a_data_channel_needs_and_is_a_quarter_of_its_length() -> None:
    text = encode_pairing(Pairing(1, "1a2b3c", CHROMIUM_OFFER, "rota"))
    assert text.isalnum() and text == text.upper() and len(text) < 200 < 716 / 3
    got = decode_pairing(PAGE + text)
    assert (got.seat, got.key, got.game) == (1, "1a2b3c", "rota")
    was, now = description_of(CHROMIUM_OFFER), description_of(got.sdp)
    assert now == was
    assert [c.address for c in now.candidates] == [
        "fbe5ba74-4760-4d61-9569-bc16cb39b561.local",
        "fb4df595-4953-45f2-b433-ae5ca82d90cd.local",
    ]
    assert "a=setup:actpass" in got.sdp and "a=mid:0" in got.sdp and "webrtc-datachannel" in got.sdp
    assert decode_pairing(encode_pairing(got)) == got  # the rebuilt form travels unchanged


def test_an_answer_with_ip_addresses_and_its_qr_code() -> None:
    text = encode_pairing(Pairing(0, "0ffffff", SAFARI_ANSWER))
    got = decode_pairing(" ".join([text[:50], text[50:]]))  # pasted with a break in it
    assert got.game == "" and description_of(got.sdp).candidates == (
        Candidate("192.168.178.41", 61234, 2122260223),
        Candidate("2a02:8109:9d40:1:0:0:0:7", 54321, 2122197247),
        Candidate("fe80:0:0:0:0:0:0:1", 54322, 2122129151),
    )
    assert segno.make(text, error="l", micro=False).mode == "alphanumeric"


def test_the_offer_link_is_a_small_qr_code() -> None:
    link = PAGE + encode_pairing(Pairing(1, "1a2b3c", CHROMIUM_OFFER, "axio"))
    code = segno.make(segments(link), error="l", micro=False)
    # issue 36: the whole description as base64url made version 19 (93 modules)
    assert code.version <= 8 and code.symbol_size(border=0)[0] <= 49


@pytest.mark.parametrize(
    "text, said",
    [
        ("", "nothing to read"),
        ("eJyrVipTslIqS8wpTVWqBQA", "not a pairing code"),  # version 1's zlib and base64url
        ("AI" + "A" * 30, "damaged"),
        ("AE" + "A" * 30, "another version"),
        ("A" * 2000, "too long"),
    ],
)
def test_texts_that_are_no_pairing_say_why(text: str, said: str) -> None:
    with pytest.raises(WireError, match=said):
        decode_pairing(text)


def test_a_description_without_an_address_cannot_be_sent() -> None:
    no_host = "\r\n".join(line for line in CHROMIUM_OFFER.split("\r\n") if "candidate" not in line)
    with pytest.raises(WireError, match="lacks what a phone needs"):
        encode_pairing(Pairing(1, "1a", no_host, "axio"))
    text = encode_pairing(Pairing(1, "1a", CHROMIUM_OFFER, "axio"))
    for cut in (10, len(text) - 3):
        with pytest.raises(WireError):
            decode_pairing(text[:cut])
