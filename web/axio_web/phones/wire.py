"""What travels between the table and a phone: the pairing texts a QR code carries, and the
messages over the WebRTC data channel (JSON texts).

Pairing. The table makes one offer per phone seat; its link is this site with
`#join=<payload>`, where the payload is `encode_pairing(Pairing(...))`: JSON, compressed in
zlib format and encoded base64url without padding (as `#record=`, PAGE.md). The phone answers
with the same kind of payload (`game` empty); the table finds the seat by `seat` and `key`
(the table's own id for that offer: an answer for another offer, or an old one, is refused).
Only the phone whose answer the table accepted can connect: WebRTC checks the DTLS
fingerprint in each description.

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
import zlib
from dataclasses import dataclass
from typing import Any

from axio_core import Action, View, bounded
from axio_core.actions import KeepRack, RotaPlace
from axio_core.axio import notation as axio_notation
from axio_core.axio.state import PlacedTile
from axio_core.axio.view import AxioView
from axio_core.errors import AxioError, Refusal
from axio_core.rota import notation as rota_notation
from axio_core.rota.state import DisplayTile
from axio_core.rota.view import RotaView

from .join import JOIN

VERSION = 1
MAX_PAIRING = 4_000  # characters of a pairing text (a description is about 700)
MAX_MESSAGE = 16_000  # characters of a message from a phone: a move is under 200
MAX_SDP = 12_000
MAX_PAIRING_JSON = MAX_SDP + 200  # the unpacked pairing: its description and four short fields
MAX_VIEW_MESSAGE = 200_000  # a view from the table: a full AXIO board is a few kilobytes
PAIRING_DEPTH = 2  # a pairing is one flat object; anything deeper is not one (issue 35)
MESSAGE_DEPTH = 8  # a move is three levels deep, a view five


class WireError(ValueError):
    """A pairing text or a message that cannot be read; the text says why, for a person."""


# ---------------------------------------------------------------------------- pairing


@dataclass(frozen=True)
class Pairing:
    """An offer (`game` set: "axio" or "rota") or an answer (`game` ""): for `seat` (index in
    turn order), of the table's pairing `key`, with the session description `sdp`."""

    seat: int
    key: str
    sdp: str
    game: str = ""


def encode_pairing(pairing: Pairing) -> str:
    fields: dict[str, Any] = {"v": VERSION, "s": pairing.seat, "k": pairing.key, "sdp": pairing.sdp}
    if pairing.game:
        fields["g"] = pairing.game
    raw = json.dumps(fields, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def decode_pairing(text: str, expect: str = "answer") -> Pairing:
    """A pairing from its text, a whole `#join=` link, or the text with spaces and line breaks
    in it (pasted); WireError says what is wrong. `expect`: "answer" (the table reads a
    phone's) or "offer" (a phone opened a `#join=` link), for the words of a refusal.
    Bounded before it is read (axio_core.bounded): its length, what it unpacks to, and its
    nesting, which in WebAssembly would otherwise exhaust the stack (issue 35)."""
    text = "".join(str(text).split())
    if JOIN in text:
        text = text.split(JOIN, 1)[1]
    if not text:
        raise WireError("nothing to read: paste the text the phone shows")
    if len(text) > MAX_PAIRING:
        raise WireError("this text is too long to be the table's code" if expect == "offer"
                        else "this text is too long to be a phone's answer")
    try:
        inflater = zlib.decompressobj()
        packed = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        raw = inflater.decompress(packed, MAX_PAIRING_JSON + 1)
        if len(raw) > MAX_PAIRING_JSON or not inflater.eof:
            raise ValueError("not a whole pairing")
        fields = bounded.loads(raw.decode("utf-8"), max_chars=MAX_PAIRING_JSON, max_depth=PAIRING_DEPTH,
                               surrogates="refuse").value
    except (binascii.Error, ValueError, zlib.error):  # bounded.BoundedError and UnicodeError are ValueErrors
        raise WireError("this text is not a pairing code: it may be cut short") from None
    if not isinstance(fields, dict) or fields.get("v") != VERSION:
        raise WireError("this pairing code is from another version of the game")
    seat, key, sdp, game = fields.get("s"), fields.get("k"), fields.get("sdp"), fields.get("g", "")
    if not (type(seat) is int and 0 <= seat < 4 and isinstance(key, str) and 0 < len(key) <= 40
            and isinstance(sdp, str) and 0 < len(sdp) <= MAX_SDP and game in ("", "axio", "rota")):
        raise WireError("this pairing code is damaged")
    return Pairing(seat, key, sdp, game)


# ---------------------------------------------------------------------------- views


def encode_view(view: View) -> dict[str, Any]:
    """A view as JSON values (what `decode_view` reads back into an equal view)."""
    if isinstance(view, AxioView):
        return {
            "player": view.player, "players": view.players, "board": "".join(view.board),
            "placed": [[p.tile, [list(c) for c in p.cells]] for p in view.placed],
            "rack": list(view.rack), "rack_sizes": list(view.rack_sizes), "bag_count": view.bag_count,
            "scores": [list(s) for s in view.scores], "pyramids_left": view.pyramids_left,
            "has_placed": list(view.has_placed), "current": view.current, "phase": view.phase,
            "extra_turns": view.extra_turns, "in_extra_turn": view.in_extra_turn,
            "draw_count": view.draw_count, "end_reason": view.end_reason,
        }
    return {
        "player": view.player, "players": view.players,
        "display": [[d.tile, list(d.at), d.rot] for d in view.display],
        "hand": view.hand, "tile_to_play": view.tile_to_play, "stack_sizes": list(view.stack_sizes),
        "supply_count": view.supply_count, "scores": [list(s) for s in view.scores],
        "current": view.current, "phase": view.phase, "extra_turns": view.extra_turns,
        "in_extra_turn": view.in_extra_turn, "end_reason": view.end_reason,
    }


def decode_view(game: str, fields: Any) -> View:
    try:
        f = dict(fields)
        scores = tuple(_five(s) for s in f["scores"])
        if game == "axio":
            return AxioView(
                player=f["player"], players=int(f["players"]), board=tuple(str(f["board"])),
                placed=tuple(PlacedTile(str(t), (_cell(a), _cell(b))) for t, (a, b) in f["placed"]),
                rack=tuple(str(t) for t in f["rack"]), rack_sizes=tuple(int(n) for n in f["rack_sizes"]),
                bag_count=int(f["bag_count"]), scores=scores, pyramids_left=int(f["pyramids_left"]),
                has_placed=tuple(bool(b) for b in f["has_placed"]), current=int(f["current"]),
                phase=str(f["phase"]), extra_turns=int(f["extra_turns"]),
                in_extra_turn=bool(f["in_extra_turn"]), draw_count=int(f["draw_count"]),
                end_reason=f["end_reason"])
        return RotaView(
            player=f["player"], players=int(f["players"]),
            display=tuple(DisplayTile(str(t), _cell(at), int(rot)) for t, at, rot in f["display"]),
            hand=f["hand"], tile_to_play=f["tile_to_play"],
            stack_sizes=tuple(int(n) for n in f["stack_sizes"]), supply_count=int(f["supply_count"]),
            scores=scores, current=int(f["current"]), phase=str(f["phase"]),
            extra_turns=int(f["extra_turns"]), in_extra_turn=bool(f["in_extra_turn"]),
            end_reason=f["end_reason"])
    except (KeyError, TypeError, ValueError) as err:
        raise WireError(f"the table sent a view this page cannot read ({err})") from None


def _cell(value: Any) -> tuple[int, int]:
    x, y = value
    return (int(x), int(y))


def _five(value: Any) -> tuple[int, int, int, int, int]:
    r, g, b, o, p = (int(v) for v in value)
    return (r, g, b, o, p)


# ---------------------------------------------------------------------------- moves


def move_of(action: Action) -> dict[str, Any]:
    """A person's decision as JSON: the record's notation (RECORDS.md), and {"keep": true}
    for AXIO's "keep the rack", which records leave implied."""
    if isinstance(action, KeepRack):
        return {"keep": True}
    if isinstance(action, RotaPlace):
        return rota_notation.move_of(action)
    move = axio_notation.move_of(action)
    assert move is not None  # only KeepRack has no record form
    return move


def action_of(game: str, move: Any) -> Action:
    """The action a move names (WireError with the notation's reason). Draws are chance's, never
    a player's: refused here."""
    if game == "axio" and move == {"keep": True}:
        return KeepRack()
    if isinstance(move, dict) and "draw" in move:
        raise WireError("a draw is not a player's move")
    try:
        if game == "axio":
            return axio_notation.action_from_move(move)
        return rota_notation.action_from_move(move)
    except AxioError as err:
        raise WireError(str(err)) from None


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
        fields = bounded.loads(text, max_chars=MAX_MESSAGE, max_depth=MESSAGE_DEPTH,
                               surrogates="refuse").value
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
    own view, whether hints are on, and the last moves in words (the table's language)."""

    seat: int
    game: str
    names: tuple[str, ...]
    moves: int
    view: View
    hints: bool = False
    last: tuple[str, ...] = ()


#: The table's checks of a phone's message, in order (phones/table_link.py `on_text`).
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
    return json.dumps({
        "t": "view", "seat": seated.seat, "game": seated.game, "names": list(seated.names),
        "moves": seated.moves, "view": encode_view(seated.view), "hints": seated.hints,
        "last": list(seated.last),
    }, separators=(",", ":"))


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
            return Refused(str(fields["reason"]), code if code in REFUSE_CODES else "",
                           Refusal.from_json(why) if why is not None else None)
        if kind == "released":
            return Released()
        if kind == "view":
            game = fields["game"]
            if game not in ("axio", "rota"):
                raise WireError(f"an unknown game {game!r}")
            return Seated(int(fields["seat"]), game, tuple(str(n) for n in fields["names"]),
                          int(fields["moves"]), decode_view(game, fields["view"]),
                          bool(fields.get("hints")), tuple(str(x) for x in fields.get("last", ())))
    except (KeyError, TypeError, ValueError, RecursionError) as err:
        raise WireError(f"the table sent a message this page cannot read ({err})") from None
    raise WireError(f"the table sent an unknown message {kind!r}")
