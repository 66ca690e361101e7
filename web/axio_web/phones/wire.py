"""What travels between the table and a phone: the pairing texts a QR code carries, and the
messages over the WebRTC data channel (JSON texts).

Pairing. The table makes one offer per phone seat; its link is this site with
`#join=<payload>`, where the payload is `encode_pairing(Pairing(...))`. The phone answers
with the same kind of payload (`game` empty); the table finds the seat by `seat` and `key`
(the table's own id for that offer: an answer for another offer, or an old one, is refused).
Only the phone whose answer the table accepted can connect: WebRTC checks the DTLS
fingerprint in each description.

A payload is as short as a camera at arm's length needs (issue 36): a data channel needs only
the ICE user name and password, the DTLS fingerprint and role, the media id and the host
candidates, so only those travel, in binary (`_pack`), encoded base32 (RFC 4648, no padding):
letters and digits only, which a QR code holds in its alphanumeric mode (5.5 bits a
character, against 8 for base64url's). The other side rebuilds a description from them
(`sdp_of`) that every browser accepts for a data channel. A Chromium offer of 716 characters
travels as about 190.

Messages, table -> phone: `{"t": "view", ...}` (the phone's own view, after every change),
`{"t": "refused", "reason": ..., "code": ..., "why": ...}` (its last intent was not applied:
the reason in the table's words, and as data the phone says in its own language: `code` names
the table's check that failed, one of REFUSE_CODES, and `why`, for "illegal", the engine's
reason, `axio_core.errors.Refusal.to_json`), `{"t": "released"}`
(the seat went back to the tablet). Phone -> table: `{"t": "act", "moves": n, "move": ...}`:
the move the phone's player chose when the record had `n` moves (a stale or replayed message
names an old `n` and is refused). The table checks everything it reads (`read_from_phone`);
a phone trusts its table, but still never crashes on what it reads (`read_from_table`).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import struct
from dataclasses import dataclass
from typing import Any

from axio_core import Action, View, bounded
from axio_core.actions import KeepRack
from axio_core.errors import AxioError, Refusal
from axio_core.registry import game_named, game_of_action

from .join import JOIN

VERSION = 2
MAX_PAIRING = 1_200  # characters of a pairing text (a payload is about 190)
MAX_MESSAGE = 16_000  # characters of a message from a phone: a move is under 200
MAX_VIEW_MESSAGE = 200_000  # a view from the table: a full AXIO board is a few kilobytes
MESSAGE_DEPTH = 8  # a move is three levels deep, a view five
MAX_CANDIDATES = 8  # a phone on one Wi-Fi needs one; a laptop has a few interfaces
MAX_NAME = 40  # bytes of a player's name in an offer (UTF-8, cut at a character)


class WireError(ValueError):
    """A pairing text or a message that cannot be read; the text says why, for a person."""


# ---------------------------------------------------------------------------- pairing


@dataclass(frozen=True)
class Pairing:
    """An offer (`game` set: "axio" or "rota") or an answer (`game` ""): for `seat` (index in
    turn order), of the table's pairing `key`, with the session description `sdp`; an offer
    names the seat's player (`name`: the phone greets them as the table does)."""

    seat: int
    key: str
    sdp: str
    game: str = ""
    name: str = ""
    lang: str = ""  # an answer: the phone's language (the table words its last moves in it)


@dataclass(frozen=True)
class Candidate:
    """A host candidate: an IPv4 or IPv6 address or an mDNS name (`<uuid>.local`), a UDP port."""

    address: str
    port: int
    priority: int


@dataclass(frozen=True)
class Description:
    """What of a session description a data channel needs."""

    ufrag: str
    pwd: str
    hash: str  # the fingerprint's hash function
    fingerprint: bytes
    setup: str  # the DTLS role
    mid: str
    candidates: tuple[Candidate, ...]


GAMES = ("", "axio", "rota")
LANGS = ("", "en", "de")  # i18n.LANGUAGES, in an order that never changes (a byte of the code)
SETUPS = ("actpass", "active", "passive")
HASHES = {"sha-256": 32, "sha-384": 48, "sha-512": 64, "sha-1": 20}
ICE_CHARS = re.compile(r"^[A-Za-z0-9+/]{1,255}$")  # RFC 8839's ice-char
TOKEN = re.compile(r"^[A-Za-z0-9!#$%&'*+\-.^_`{|}~]{1,255}$")  # a mid, a key
MDNS = re.compile(r"^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$")
HOSTNAME = re.compile(r"^[A-Za-z0-9.:_-]{1,255}$")
ADDRESS_V4, ADDRESS_V6, ADDRESS_MDNS, ADDRESS_NAME = range(4)


def description_of(sdp: str) -> Description:
    """The part of a browser's session description a data channel needs (its UDP host
    candidates, at most MAX_CANDIDATES); WireError if something needed is missing."""
    fields: dict[str, str] = {}
    candidates: list[Candidate] = []
    for line in sdp.splitlines():
        name, _, value = line.strip().partition(":")
        if name == "a=candidate":
            parts = value.split()
            if (
                len(parts) >= 8
                and parts[2].lower() == "udp"
                and parts[6] == "typ"
                and parts[7] == "host"
                and parts[5].isdigit()
                and parts[3].isdigit()
                and len(candidates) < MAX_CANDIDATES
            ):
                try:
                    _address_bytes(parts[4])
                except WireError:
                    continue
                candidates.append(Candidate(parts[4], int(parts[5]), int(parts[3])))
        elif name in ("a=ice-ufrag", "a=ice-pwd", "a=fingerprint", "a=setup", "a=mid"):
            fields.setdefault(name[2:], value.strip())
    hash_name, _, hexes = fields.get("fingerprint", "").partition(" ")
    try:
        fingerprint = bytes.fromhex(hexes.replace(":", ""))
    except ValueError:
        fingerprint = b""
    description = Description(
        fields.get("ice-ufrag", ""),
        fields.get("ice-pwd", ""),
        hash_name.lower(),
        fingerprint,
        fields.get("setup", ""),
        fields.get("mid", ""),
        tuple(candidates),
    )
    _check(description)
    return description


def _check(d: Description) -> None:
    if not (
        ICE_CHARS.match(d.ufrag)
        and ICE_CHARS.match(d.pwd)
        and TOKEN.match(d.mid)
        and HASHES.get(d.hash) == len(d.fingerprint)
        and d.setup in SETUPS
        and d.candidates
        and all(0 < c.port < 65536 and 0 <= c.priority < 2**32 for c in d.candidates)
    ):
        raise WireError("this connection's description lacks what a phone needs")


def sdp_of(d: Description) -> str:
    """A session description a browser accepts for one data channel, made from `d`."""
    lines = [
        "v=0",
        "o=- 1 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        f"a=group:BUNDLE {d.mid}",
        "a=msid-semantic: WMS",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
    ]
    lines += [
        f"a=candidate:{i + 1} 1 udp {c.priority} {c.address} {c.port} typ host"
        for i, c in enumerate(d.candidates)
    ]
    finger = ":".join(f"{b:02X}" for b in d.fingerprint)
    lines += [
        f"a=ice-ufrag:{d.ufrag}",
        f"a=ice-pwd:{d.pwd}",
        f"a=fingerprint:{d.hash} {finger}",
        f"a=setup:{d.setup}",
        f"a=mid:{d.mid}",
        "a=sctp-port:5000",
        "a=max-message-size:262144",
    ]
    return "\r\n".join(lines) + "\r\n"


def _address_bytes(address: str) -> bytes:
    """A candidate's address as its kind and bytes: IPv4, IPv6 and mDNS names in binary."""
    if (found := MDNS.match(address)) is not None:
        return bytes([ADDRESS_MDNS]) + bytes.fromhex("".join(found.groups()))
    parts = address.split(".")
    if len(parts) == 4 and all(p.isdigit() and int(p) < 256 and str(int(p)) == p for p in parts):
        return bytes([ADDRESS_V4, *(int(p) for p in parts)])
    if ":" in address and (groups := _ipv6_groups(address)) is not None:
        return bytes([ADDRESS_V6]) + struct.pack(">8H", *groups)
    if not HOSTNAME.match(address) or not address.isascii():
        raise WireError("a candidate address this page cannot carry")
    return bytes([ADDRESS_NAME, len(address)]) + address.encode()


def _ipv6_groups(address: str) -> list[int] | None:
    head, double, tail = address.partition("::")
    if "::" in tail:
        return None

    def groups(text: str) -> list[str]:
        return text.split(":") if text else []

    left, right = groups(head), groups(tail)
    missing = 8 - len(left) - len(right)
    if missing < 1 if double else missing != 0:
        return None
    hexes = left + ["0"] * missing + right
    if not all(0 < len(h) <= 4 and all(c in "0123456789abcdefABCDEF" for c in h) for h in hexes):
        return None
    return [int(h, 16) for h in hexes]


def _read_address(data: bytes, at: int) -> tuple[str, int]:
    kind = data[at]
    if kind == ADDRESS_MDNS:
        h = data[at + 1 : at + 17].hex()
        if len(h) != 32:
            raise IndexError
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}.local", at + 17
    if kind == ADDRESS_V4:
        if len(data) < at + 5:
            raise IndexError
        return ".".join(str(b) for b in data[at + 1 : at + 5]), at + 5
    if kind == ADDRESS_V6:
        groups = struct.unpack(">8H", data[at + 1 : at + 17])
        return ":".join(f"{g:x}" for g in groups), at + 17
    if kind == ADDRESS_NAME:
        text, at = _read_text(data, at + 1)
        return text, at
    raise ValueError("an unknown kind of address")


def _text(value: str) -> bytes:
    raw = value.encode("ascii")
    return bytes([len(raw)]) + raw


def _read_text(data: bytes, at: int) -> tuple[str, int]:
    size = data[at]
    raw = data[at + 1 : at + 1 + size]
    if len(raw) != size:
        raise IndexError
    return raw.decode("ascii"), at + 1 + size


def _pack(pairing: Pairing, d: Description) -> bytes:
    flags = (
        pairing.seat
        | GAMES.index(pairing.game) << 2
        | SETUPS.index(d.setup) << 4
        | list(HASHES).index(d.hash) << 6
    )
    out = bytearray([VERSION, flags, LANGS.index(pairing.lang)])
    for text in (pairing.key, d.ufrag, d.pwd, d.mid):
        out += _text(text)
    name = pairing.name.encode()[:MAX_NAME].decode(errors="ignore")
    out += bytes([len(name.encode())]) + name.encode()
    out += d.fingerprint + bytes([len(d.candidates)])
    for c in d.candidates:
        out += _address_bytes(c.address) + struct.pack(">HI", c.port, c.priority)
    return bytes(out)


def _unpack(data: bytes) -> Pairing:
    if data[0] != VERSION:
        raise WireError("this pairing code is from another version of the game")
    flags, lang = data[1], data[2]
    seat, game, setup, hash_name = flags & 3, (flags >> 2) & 3, (flags >> 4) & 3, list(HASHES)[flags >> 6]
    if game >= len(GAMES) or setup >= len(SETUPS) or lang >= len(LANGS):
        raise ValueError("flags")
    at = 3
    texts = []
    for _ in range(4):
        text, at = _read_text(data, at)
        texts.append(text)
    key, ufrag, pwd, mid = texts
    size = data[at]
    name = data[at + 1 : at + 1 + size].decode()
    at += 1 + size
    size = HASHES[hash_name]
    fingerprint = data[at : at + size]
    at += size
    count = data[at]
    at += 1
    candidates = []
    for _ in range(min(count, MAX_CANDIDATES)):
        address, at = _read_address(data, at)
        port, priority = struct.unpack(">HI", data[at : at + 6])
        at += 6
        candidates.append(Candidate(address, port, priority))
    if (
        at != len(data)
        or count > MAX_CANDIDATES
        or not TOKEN.match(key)
        or len(key) > 40
        or size > MAX_NAME
        or not name.isprintable()
    ):
        raise ValueError("length")
    description = Description(ufrag, pwd, hash_name, fingerprint, SETUPS[setup], mid, tuple(candidates))
    _check(description)
    return Pairing(seat, key, sdp_of(description), GAMES[game], name, LANGS[lang])


def encode_pairing(pairing: Pairing) -> str:
    """The pairing's text (what its QR code holds); WireError if its description lacks what
    a data channel needs (a browser that gathered no candidate: the reason, for a person)."""
    if not (
        0 <= pairing.seat < 4
        and pairing.game in GAMES
        and pairing.lang in LANGS
        and TOKEN.match(pairing.key)
        and len(pairing.key) <= 40
    ):
        raise WireError("this pairing cannot be written")
    data = _pack(pairing, description_of(pairing.sdp))
    return base64.b32encode(data).decode().rstrip("=")


def decode_pairing(text: str, expect: str = "answer") -> Pairing:
    """A pairing from its text, a whole `#join=` link, or the text with spaces and line breaks
    in it (pasted); WireError says what is wrong. `expect`: "answer" (the table reads a
    phone's) or "offer" (a phone opened a `#join=` link), for the words of a refusal.
    Bounded before it is read (issue 35): its length; the binary form is read by a flat loop
    (`_unpack`), so no nesting can exhaust WebAssembly's stack."""
    text = "".join(str(text).split())
    if JOIN in text:
        text = text.split(JOIN, 1)[1]
    if not text:
        raise WireError("nothing to read: paste the text the phone shows")
    if len(text) > MAX_PAIRING:
        raise WireError(
            "this text is too long to be the table's code"
            if expect == "offer"
            else "this text is too long to be a phone's answer"
        )
    try:
        data = base64.b32decode(text.upper() + "=" * (-len(text) % 8))
    except (binascii.Error, ValueError):
        raise WireError("this text is not a pairing code: it may be cut short") from None
    try:
        return _unpack(data)
    except WireError:
        raise
    except (IndexError, ValueError, struct.error, UnicodeDecodeError):
        raise WireError("this pairing code is damaged: it may be cut short") from None


# ---------------------------------------------------------------------------- views


def encode_view(view: View) -> dict[str, Any]:
    """A view as JSON values (what `decode_view` reads back into an equal view)."""
    fields: dict[str, Any] = view.to_fields()
    return fields


def decode_view(game: str, fields: Any) -> View:
    try:
        view_class: Any = game_named(game).view  # each game's view reads its own fields
        view: View = view_class.from_fields(dict(fields))
        return view
    except (AxioError, KeyError, TypeError, ValueError) as err:
        raise WireError(f"the table sent a view this page cannot read ({err})") from None


# ---------------------------------------------------------------------------- moves


def move_of(action: Action) -> dict[str, Any]:
    """A person's decision as JSON: the record's notation (RECORDS.md), and {"keep": true}
    for AXIO's "keep the rack", which records leave implied."""
    if isinstance(action, KeepRack):
        return {"keep": True}
    move = game_of_action(action).notation.move_of(action)
    assert move is not None  # only KeepRack has no record form
    return dict(move)


def action_of(game: str, move: Any) -> Action:
    """The action a move names (WireError with the notation's reason). Draws are chance's, never
    a player's: refused here."""
    if game == "axio" and move == {"keep": True}:
        return KeepRack()
    if isinstance(move, dict) and "draw" in move:
        raise WireError("a draw is not a player's move")
    try:
        action: Action = game_named(game).notation.action_from_move(move)
    except AxioError as err:
        raise WireError(str(err)) from None
    return action


# ---------------------------------------------------------------------------- messages


@dataclass(frozen=True)
class Act:
    """A phone's move, chosen when the record had `moves` moves."""

    moves: int
    action: Action


def act_message(moves: int, action: Action) -> str:
    return json.dumps({"t": "act", "moves": moves, "move": move_of(action)}, separators=(",", ":"))


def read_from_phone(game: str, text: Any) -> Act:
    """What a phone asks, checked as far as it can be without the game (the table's engine
    checks the rest); WireError says why a message is refused."""
    if not isinstance(text, str) or len(text) > MAX_MESSAGE:
        raise WireError("a message that is not a short text")
    try:  # bounded before parsing: deep nesting ("[[[…") would exhaust the WebAssembly stack
        fields = bounded.loads(
            text, max_chars=MAX_MESSAGE, max_depth=MESSAGE_DEPTH, surrogates="refuse"
        ).value
    except bounded.BoundedError:
        raise WireError("a message that is not JSON") from None
    if not isinstance(fields, dict) or fields.get("t") != "act":
        raise WireError("a message that is not a move")
    moves = fields.get("moves")
    if type(moves) is not int or moves < 0:
        raise WireError("a move without the number of the position it was chosen in")
    return Act(moves, action_of(game, fields.get("move")))


@dataclass(frozen=True)
class Seated:
    """The table's word to a phone: its seat, the game, the names, the record's length, its
    own view, whether hints are on, the last moves in words (the phone's language), and
    whether the table waits for this seat's move now (`acting`: the view alone cannot say so,
    e.g. while the table still shows a computer player's move, issue 36)."""

    seat: int
    game: str
    names: tuple[str, ...]
    moves: int
    view: View
    hints: bool = False
    last: tuple[str, ...] = ()
    acting: bool = True


#: The table's checks of a phone's message, in order (screens/table/phone_link.py `on_text`).
REFUSE_CODES = ("unpaired", "message", "turn", "stale", "illegal")


@dataclass(frozen=True)
class Refused:
    """The table refused the phone's last message: `reason` in the table's language; `code`
    (one of REFUSE_CODES, "" from an older table) and `refusal` (the rules' reason, for
    "illegal") let the phone say it in its own."""

    reason: str
    code: str = ""
    refusal: Refusal | None = None


@dataclass(frozen=True)
class Released:
    """The table plays this seat itself now (hot-seat): the phone is done."""


FromTable = Seated | Refused | Released


def view_message(seated: Seated) -> str:
    return json.dumps(
        {
            "t": "view",
            "seat": seated.seat,
            "game": seated.game,
            "names": list(seated.names),
            "moves": seated.moves,
            "view": encode_view(seated.view),
            "hints": seated.hints,
            "last": list(seated.last),
            "acting": seated.acting,
        },
        separators=(",", ":"),
    )


def refused_message(reason: str, code: str = "", refusal: Refusal | None = None) -> str:
    fields: dict[str, Any] = {"t": "refused", "reason": reason, "code": code}
    if refusal is not None:
        fields["why"] = refusal.to_json()
    return json.dumps(fields)


def released_message() -> str:
    return json.dumps({"t": "released"})


def read_from_table(text: Any) -> FromTable:
    try:
        fields = bounded.loads(text, max_chars=MAX_VIEW_MESSAGE, max_depth=MESSAGE_DEPTH).value
        kind = fields["t"]
        if kind == "refused":
            code = fields.get("code", "")
            why = fields.get("why")
            return Refused(
                str(fields["reason"]),
                code if code in REFUSE_CODES else "",
                Refusal.from_json(why) if why is not None else None,
            )
        if kind == "released":
            return Released()
        if kind == "view":
            game = fields["game"]
            if game not in ("axio", "rota"):
                raise WireError(f"an unknown game {game!r}")
            return Seated(
                int(fields["seat"]),
                game,
                tuple(str(n) for n in fields["names"]),
                int(fields["moves"]),
                decode_view(game, fields["view"]),
                bool(fields.get("hints")),
                tuple(str(x) for x in fields.get("last", ())),
                bool(fields.get("acting", True)),
            )
    except (KeyError, TypeError, ValueError, RecursionError) as err:
        raise WireError(f"the table sent a message this page cannot read ({err})") from None
    raise WireError(f"the table sent an unknown message {kind!r}")
