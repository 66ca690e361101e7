"""The table's link to its phones, as a value: which seats are played from phones, where each
one's pairing stands, and the pairing panel's own state (open, the text pasted, a notice).

It knows nothing of the table or the page (screens/table/screen.py holds one, screens/table/phone_link.py
changes it, phones/pairing.py draws it), so the table can carry it without import cycles.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .wire import JOIN, Pairing, encode_pairing

PANEL_ID = "pairing-panel"  # the panel's element: the keyboard's focus goes there as it opens


@dataclass(frozen=True)
class SeatLink:
    """One phone seat. `key`: the id of its newest offer (an answer to an older one is
    refused); `offer`: the offer's link once the port made it ("": the code is being made);
    `answered`: the phone's answer was accepted, the channel is opening; `connected`: it is
    open; `failed`: why the last attempt failed (for a person)."""

    key: str
    offer: str = ""
    answered: bool = False
    connected: bool = False
    failed: str = ""
    lang: str = ""  # the phone's language, from its answer: its last moves are worded in it

    @property
    def waiting(self) -> bool:
        """Its code is shown and no answer was taken for it yet."""
        return bool(self.offer) and not self.answered and not self.connected


@dataclass(frozen=True)
class PhoneLink:
    """All phone seats (seat -> SeatLink, in seat order), the panel's state, and the page's
    address without its fragment (offer links are made from it)."""

    seats: tuple[tuple[int, SeatLink], ...] = ()
    open: bool = False
    typed: str = ""  # what the paste field holds
    notice: str = ""  # the panel's last word: a refused answer, a camera that failed
    scanning: bool = False
    page_url: str = ""

    @property
    def phones(self) -> frozenset[int]:
        return frozenset(seat for seat, _ in self.seats)

    @property
    def connected(self) -> frozenset[int]:
        return frozenset(seat for seat, link in self.seats if link.connected)

    def get(self, seat: int | None) -> SeatLink | None:
        return next((link for s, link in self.seats if s == seat), None)

    def with_seat(self, seat: int, link: SeatLink | None) -> PhoneLink:
        """`seat` set to `link` (None: the seat is played on the tablet again)."""
        kept = tuple((s, x) for s, x in self.seats if s != seat)
        return replace(
            self, seats=tuple(sorted(kept + (((seat, link),) if link else ()), key=lambda item: item[0]))
        )


def restored(saved: object, seats: tuple[str | None, ...], nonce: int, page_url: str) -> PhoneLink:
    """A continued game's phone seats (the saved screen state's "phones": the seats' numbers),
    each waiting for its phone with a new key, the panel open so that every code shows at once.
    Anything but a list of people's seats is ignored (a damaged entry plays on the tablet)."""
    if not isinstance(saved, list):
        return PhoneLink()
    chosen = sorted({s for s in saved if type(s) is int and 0 <= s < len(seats) and seats[s] is None})
    if not chosen:
        return PhoneLink()
    return PhoneLink(
        seats=tuple((s, SeatLink(new_key(nonce, s))) for s in chosen), open=True, page_url=page_url
    )


def new_key(nonce: int, seat: int) -> str:
    """A fresh short id for one offer (Env.nonce: a new random number per event)."""
    return f"{seat}{nonce & 0xFFFFFF:06x}"


def offer_link(page_url: str, seat: int, key: str, sdp: str, game: str, name: str = "") -> str:
    """The link a seat's QR code holds: this page with the offer in its `#join=` fragment."""
    # The table's query (its game, names, seed, language) is the table's, not the phone's, and
    # would make the code larger: the phone speaks its own person's language.
    base = page_url.split("#", 1)[0].split("?", 1)[0]
    return f"{base}{JOIN}{encode_pairing(Pairing(seat, key, sdp, game, name))}"
