"""Phones at a table, under CPython: the port's peer events answered by hand, as the glue and
a phone would send them (the table's runtime is the real one, over tests/app_support.py's
FakePort, which records every peer effect)."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from app_support import Browser, Tab
from axio_web.phones.wire import (
    Candidate,
    Description,
    Pairing,
    Seated,
    act_message,
    encode_pairing,
    read_from_table,
    sdp_of,
)
from axio_web.runtime.effects import AcceptAnswer, Effect, OfferSeat, SendPeer
from axio_web.runtime.events import Input, PeerOffer, PeerOpen, PeerText
from axio_web.screens.table.modes import Remote
from axio_web.screens.table.screen import Table

from axio_core import Action, game


def fake_sdp(tag: str, setup: str = "active") -> str:
    """A session description as a browser makes one (an mDNS host candidate), different for
    each `tag`, in the form the other side rebuilds (wire.sdp_of): what travels is what comes."""
    digest = hashlib.sha256(tag.encode()).hexdigest()
    uuid = f"{digest[:8]}-{digest[8:12]}-{digest[12:16]}-{digest[16:20]}-{digest[20:32]}"
    return sdp_of(
        Description(
            digest[:4],
            digest[4:28],
            "sha-256",
            hashlib.sha256(digest.encode()).digest(),
            setup,
            "0",
            (Candidate(f"{uuid}.local", 50000 + len(tag), 2113937151),),
        )
    )


def open_table(query: str) -> Tab:
    return Browser({}).open(query=query)


def last_offer(tab: Tab, seat: int) -> OfferSeat:
    return [e for e in tab.port.peer_effects if isinstance(e, OfferSeat) and e.seat == seat][-1]


def answer_for(tab: Tab, seat: int, sdp: str = "") -> str:
    """The text a phone shows for `seat`'s newest offer (what the table's camera would read)."""
    return encode_pairing(Pairing(seat, last_offer(tab, seat).key, sdp or fake_sdp(f"answer-{seat}")))


def connect(tab: Tab, seat: int) -> None:
    """`seat`'s newest offer made by the port, answered by a phone (pasted), the channel open."""
    offer = last_offer(tab, seat)
    tab.send(PeerOffer(seat, offer.key, fake_sdp(f"offer-{seat}-{offer.key}", "actpass")))
    tab.send(Input("pairing-input", answer_for(tab, seat)))
    tab.click("pairing-accept")
    assert AcceptAnswer(seat, fake_sdp(f"answer-{seat}")) in tab.effects
    tab.send(PeerOpen(seat))


def pair(tab: Tab, seats: tuple[int, ...]) -> None:
    """Open the panel (if closed), switch `seats` to phones, connect each, close the panel."""
    if not tab.table.link.open:
        tab.click("pair-phones")
    for seat in seats:
        tab.click("phone-seat", seat=str(seat))
        connect(tab, seat)
    tab.click("pairing-close")


def sent_to(effects: list[Effect], seat: int) -> list[str]:
    return [e.text for e in effects if isinstance(e, SendPeer) and e.seat == seat]


def seated(text: str) -> Seated:
    message = read_from_table(text)
    assert isinstance(message, Seated), message
    return message


def all_sent(tab: Tab) -> list[SendPeer]:
    return [e for e in tab.port.peer_effects if isinstance(e, SendPeer)]


def latest_view(tab: Tab, seat: int) -> Seated:
    views = [e.text for e in all_sent(tab) if e.seat == seat and json.loads(e.text)["t"] == "view"]
    return seated(views[-1])


def phone_move(tab: Tab, rng: random.Random) -> tuple[int, Action]:
    """The phone whose seat is to act chooses a legal move from ITS OWN last view, and sends it."""
    table: Table = tab.table
    assert isinstance(table.mode, Remote), table.mode
    seat = table.mode.player
    view = latest_view(tab, seat)
    assert view.view.player == seat and view.moves == len(table.session.actions)
    action = rng.choice(list(game.legal_actions(view.view)))
    tab.send(PeerText(seat, act_message(view.moves, action)))
    return seat, action


def refusals(effects: list[Any], seat: int | None) -> list[str]:
    return [
        json.loads(e.text)["reason"]
        for e in effects
        if isinstance(e, SendPeer) and e.seat == seat and json.loads(e.text)["t"] == "refused"
    ]
