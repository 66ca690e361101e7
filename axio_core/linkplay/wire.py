"""A link's text (docs/LINKS.md, "Every link"): zlib-compressed canonical JSON in base64url,
signed with ECDSA P-256 (RFC 6979) by its author's device; its hash names the record so far."""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import zlib
from dataclasses import dataclass
from typing import Any

from ecdsa import BadSignatureError, SigningKey, VerifyingKey
from ecdsa.errors import MalformedPointError

from .group import CURVE

VERSION = 1
FRAGMENT = "#link="
MAX_TEXT = 200_000  # far beyond a set-up link; a bigger text is refused before inflating it
MAX_JSON = 1_000_000


class LinkError(ValueError):
    """A link refused, with the reason in words (who, which link)."""


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64(text: str) -> bytes:
    if not isinstance(text, str):
        raise LinkError("this is not a link of a game by links")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError) as err:
        raise LinkError("this is not a link of a game by links") from err


def canonical(obj: Any) -> bytes:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


@dataclass(frozen=True)
class Link:
    n: int
    prev: str  # hash of link n-1 ("" for the invitation)
    game: str  # the invitation's hash ("" in the invitation itself)
    by: int  # the author's seat
    body: dict[str, Any]
    sig: str

    def signed_part(self) -> dict[str, Any]:
        return {
            "v": VERSION,
            "n": self.n,
            "prev": self.prev,
            "game": self.game,
            "by": self.by,
            "body": self.body,
        }

    @property
    def digest(self) -> str:
        return hashlib.sha256(canonical(self.signed_part())).hexdigest()

    def text(self) -> str:
        """The fragment's payload (after `#link=`)."""
        return b64(zlib.compress(canonical({**self.signed_part(), "sig": self.sig}), 9))


def signing_key(secret: bytes) -> SigningKey:
    return SigningKey.from_string(_scalar_bytes(secret), curve=CURVE, hashfunc=hashlib.sha256)


def _scalar_bytes(secret: bytes) -> bytes:
    value = int.from_bytes(hashlib.sha256(b"axio-link-sign" + secret).digest(), "big") % (CURVE.order - 1) + 1
    return value.to_bytes(32, "big")


def public_key(key: SigningKey) -> str:
    return b64(key.get_verifying_key().to_string("compressed"))


def sign(key: SigningKey, n: int, prev: str, game: str, by: int, body: dict[str, Any]) -> Link:
    unsigned = Link(n, prev, game, by, body, "")
    sig = key.sign_deterministic(canonical(unsigned.signed_part()), hashfunc=hashlib.sha256)
    return Link(n, prev, game, by, body, b64(sig))


def verify(link: Link, public: str) -> bool:
    try:
        key = VerifyingKey.from_string(unb64(public), curve=CURVE, hashfunc=hashlib.sha256)
        return bool(key.verify(unb64(link.sig), canonical(link.signed_part()), hashfunc=hashlib.sha256))
    except (BadSignatureError, MalformedPointError, LinkError, ValueError, AssertionError):
        return False


def parse(text: str) -> Link:
    """A link from its text, a `#link=` fragment or a whole address; checks the shape only."""
    if not isinstance(text, str):
        raise LinkError("this is not a link of a game by links")
    text = text.strip()
    if FRAGMENT in text:
        text = text.split(FRAGMENT, 1)[1]
    if not text or len(text) > MAX_TEXT:
        raise LinkError("this is not a link of a game by links")
    try:
        raw = zlib.decompressobj().decompress(unb64(text), MAX_JSON)
        obj = json.loads(raw.decode("utf-8"))
    except (zlib.error, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise LinkError("this link is damaged (cut short or changed on the way)") from err
    if not isinstance(obj, dict) or obj.get("v") != VERSION:
        raise LinkError("this is not a link of a game by links (or of a newer version)")
    n, prev, game, by, body, sig = (obj.get(k) for k in ("n", "prev", "game", "by", "body", "sig"))
    if not (
        isinstance(n, int)
        and not isinstance(n, bool)
        and 0 <= n < 100_000
        and isinstance(prev, str)
        and isinstance(game, str)
        and isinstance(by, int)
        and not isinstance(by, bool)
        and 0 <= by < 4
        and isinstance(body, dict)
        and isinstance(sig, str)
    ):
        raise LinkError("this link is damaged (a field is missing or wrong)")
    return Link(n, prev, game, by, body, sig)
