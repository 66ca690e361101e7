"""The arithmetic of games by link (docs/LINKS.md): P-256 points from the maintained `ecdsa`
package, ElGamal cards under the players' joint key, tiles as points, a device's randomness.

Nothing here is a home-made primitive: point arithmetic and (de)compression are python-ecdsa's,
hashes and HMAC are hashlib's; this module only composes them as the protocol says.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Generator, Iterator
from functools import lru_cache
from typing import Any, TypeAlias

from ecdsa import NIST256p
from ecdsa.ellipticcurve import INFINITY, PointJacobi
from ecdsa.errors import MalformedPointError

CURVE = NIST256p
#: python-ecdsa's PointJacobi (the package has no type hints).
Point: TypeAlias = Any
G: Point = CURVE.generator
ORDER: int = CURVE.order
POINT_BYTES = 33  # SEC 1 compressed
CARD_BYTES = 2 * POINT_BYTES


class BadPoint(ValueError):
    """Bytes that are not a point of the curve."""


def encode(point: Point) -> bytes:
    return bytes(point.to_bytes("compressed"))


_DECODED: dict[bytes, Point] = {}
_DECODED_MAX = 8192


def decode(data: bytes) -> Point:
    """The point of 33 bytes (kept: decompressing takes a square root modulo p)."""
    point = _DECODED.get(data)
    if point is not None:
        return point
    if len(data) != POINT_BYTES:
        raise BadPoint(f"a point is {POINT_BYTES} bytes, not {len(data)}")
    try:
        point = PointJacobi.from_bytes(CURVE.curve, data, valid_encodings=("compressed",), order=ORDER)
    except (MalformedPointError, AssertionError) as err:
        raise BadPoint("not a point of P-256") from err
    return _remember(data, point)


def _remember(data: bytes, point: Point) -> Point:
    if len(_DECODED) >= _DECODED_MAX:
        _DECODED.clear()
    _DECODED[data] = point
    return point


def encoded(point: Point) -> bytes:
    """`encode`, and the point kept for `decode`: a device that makes a card (a shuffle) reads
    it again as it takes its own link in, with no square root to compute."""
    data = encode(point)
    _remember(data, point)
    return data


def with_table(point: Point) -> Point:
    """The same point with precomputed multiples: a point multiplied a hundred times (the joint
    key in a shuffle) is then about five times faster to multiply."""
    return PointJacobi.from_affine(point.to_affine(), generator=True)


# ---------------------------------------------------------------------------- tiles as points


@lru_cache(maxsize=4)
def tile_points(variant: str, count: int) -> tuple[bytes, ...]:
    """Tile i of the box as a point whose discrete log nobody knows (try-and-increment)."""
    points = []
    for i in range(count):
        ctr = 0
        while True:
            digest = hashlib.sha256(f"axio-link:{variant}:{i}:{ctr}".encode()).digest()
            x = int.from_bytes(digest, "big") % CURVE.curve.p()
            data = b"\x02" + x.to_bytes(32, "big")
            try:
                decode(data)
            except BadPoint:
                ctr += 1
                continue
            points.append(data)
            break
    return tuple(points)


@lru_cache(maxsize=4)
def tile_index(variant: str, count: int) -> dict[bytes, int]:
    return {p: i for i, p in enumerate(tile_points(variant, count))}


# ---------------------------------------------------------------------------- randomness


class Stream:
    """HMAC-SHA256 in counter mode (NIST SP 800-108) from a secret and a label: all a device's
    choices in one step, so that revealing the secret at the end lets everyone redo them."""

    def __init__(self, secret: bytes, label: str) -> None:
        self._key = secret
        self._label = label.encode()
        self._blocks = self._gen()
        self._buf = b""

    def _gen(self) -> Iterator[bytes]:
        counter = 0
        while True:
            yield hmac.new(self._key, counter.to_bytes(8, "big") + self._label, hashlib.sha256).digest()
            counter += 1

    def take(self, n: int) -> bytes:
        while len(self._buf) < n:
            self._buf += next(self._blocks)
        out, self._buf = self._buf[:n], self._buf[n:]
        return out

    def below(self, bound: int) -> int:
        """Uniform in [0, bound) by rejection sampling."""
        size = (bound.bit_length() + 7) // 8
        mask = (1 << bound.bit_length()) - 1
        while True:
            v = int.from_bytes(self.take(size), "big") & mask
            if v < bound:
                return v

    def scalar(self) -> int:
        """Uniform in [1, ORDER)."""
        return 1 + self.below(ORDER - 1)

    def permutation(self, n: int) -> list[int]:
        order = list(range(n))
        for i in range(n - 1, 0, -1):  # Fisher-Yates
            j = self.below(i + 1)
            order[i], order[j] = order[j], order[i]
        return order


def private_key(secret: bytes) -> int:
    return Stream(secret, "elgamal-key").scalar()


# ---------------------------------------------------------------------------- ElGamal cards


def encrypt(message: bytes, r: int, joint: Point) -> bytes:
    """The card (r·G, M + r·Y) of a tile point."""
    return encoded(G * r) + encoded(decode(message) + joint * r)


def rerandomize(card: bytes, s: int, joint: Point) -> bytes:
    """The same tile in a fresh card: (A + s·G, B + s·Y)."""
    a, b = split(card)
    return encoded(decode(a) + G * s) + encoded(decode(b) + joint * s)


def split(card: bytes) -> tuple[bytes, bytes]:
    if len(card) != CARD_BYTES:
        raise BadPoint(f"a card is {CARD_BYTES} bytes, not {len(card)}")
    return card[:POINT_BYTES], card[POINT_BYTES:]


def share(card: bytes, y: int) -> bytes:
    """A player's share of a card: y_i·A."""
    return encode(decode(split(card)[0]) * y)


def open_card(card: bytes, shares: list[bytes]) -> bytes:
    """B − Σ shares: the tile point when every player's share is there."""
    total = decode(split(card)[1])
    for s in shares:
        total = total + (-decode(s))
    if total == INFINITY:
        raise BadPoint("the shares open the card to nothing")
    return encode(total)


def shuffle(deck: list[bytes], stream: Stream, joint: Point) -> list[bytes]:
    """Re-randomise every card and permute the deck, all from `stream`."""
    return _all(shuffle_parts(deck, stream, joint))


def first_deck(variant: str, count: int, stream: Stream, joint: Point) -> list[bytes]:
    """Every tile of the box encrypted under the joint key, then shuffled."""
    return _all(first_deck_parts(variant, count, stream, joint))


def shuffle_parts(
    deck: list[bytes], stream: Stream, joint: Point, part: int = 0
) -> Generator[None, None, list[bytes]]:
    """`shuffle`, yielding after every `part` cards (0: never), for work spread over ticks."""
    fresh = []
    for k, card in enumerate(deck):
        if part and k and k % part == 0:
            yield
        fresh.append(rerandomize(card, stream.scalar(), joint))
    return [fresh[i] for i in stream.permutation(len(deck))]


def first_deck_parts(
    variant: str, count: int, stream: Stream, joint: Point, part: int = 0
) -> Generator[None, None, list[bytes]]:
    """`first_deck`, yielding after every `part` cards (0: never)."""
    cards = []
    for k, p in enumerate(tile_points(variant, count)):
        if part and k and k % part == 0:
            yield
        cards.append(encrypt(p, stream.scalar(), joint))
    return [cards[i] for i in stream.permutation(count)]


def _all(parts: Generator[None, None, list[bytes]]) -> list[bytes]:
    while True:
        try:
            next(parts)
        except StopIteration as done:
            return done.value


# ---------------------------------------------------------------------------- proofs of shares


def _challenge(*points: bytes) -> int:
    return int.from_bytes(hashlib.sha256(b"axio-link-dleq" + b"".join(points)).digest(), "big") % ORDER


@lru_cache(maxsize=8)
def _public(y: int) -> bytes:
    return encode(G * y)


def prove_share(card: bytes, y: int) -> tuple[bytes, bytes]:
    """A share of a card shown to everyone, with a Chaum-Pedersen proof (Fiat-Shamir) that it
    is y·A for the y of the player's public key y·G, so that no share can be aimed at a tile."""
    a_bytes = split(card)[0]
    a = decode(a_bytes)
    s = encode(a * y)
    public = _public(y)
    nonce = hmac.new(y.to_bytes(32, "big"), card, hashlib.sha256).digest()  # deterministic, as RFC 6979
    k = 1 + int.from_bytes(nonce, "big") % (ORDER - 1)
    c = _challenge(public, a_bytes, s, encode(G * k), encode(a * k))
    z = (k + c * y) % ORDER
    return s, c.to_bytes(32, "big") + z.to_bytes(32, "big")


@lru_cache(maxsize=1024)
def check_share(card: bytes, share_bytes: bytes, proof: bytes, public: bytes) -> bool:
    """Does `proof` show that `share_bytes` is y·A for the y of `public` (y·G)? (Kept: a device
    checks its own link as it writes it, and again as it takes it in.)"""
    if len(proof) != 64:
        return False
    c, z = int.from_bytes(proof[:32], "big"), int.from_bytes(proof[32:], "big")
    if not (0 <= c < ORDER and 0 <= z < ORDER):
        return False
    a_bytes = split(card)[0]
    a, s, y = decode(a_bytes), decode(share_bytes), decode(public)
    t1 = G * z + (-(y * c))
    t2 = a * z + (-(s * c))
    if t1 == INFINITY or t2 == INFINITY:
        return False
    return _challenge(public, a_bytes, share_bytes, encode(t1), encode(t2)) == c
