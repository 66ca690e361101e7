"""The table's pairing panel (issue 28): from the menu and during a game, seats switched to
phones, the offers made and shown as QR codes with PAGE.md's hooks, answers read from the
camera or pasted (refused with a reason when they do not fit), `<html data-peers>`."""

from __future__ import annotations

import importlib
import importlib.util
import random
import sys

import pytest
from app_support import Browser, well_formed
from axio_web.app.page import render
from axio_web.phones.wire import Pairing, decode_pairing, encode_pairing
from axio_web.runtime.effects import AcceptAnswer, ClosePeer, CopyText, OfferSeat, Scanner, SendPeer
from axio_web.runtime.events import Input, PeerClosed, PeerOffer, PeerOpen, Scanned, ScannerFailed
from axio_web.screens.table.modes import Choosing, Covered, Remote
from phones_support import answer_for, connect, fake_sdp, last_offer, open_table, phone_move, seated, sent_to

QUERY = "?game=axio&players=2&seed=5"


def attribute(tab_html: str, name: str, seat: int) -> str:
    import re

    found = re.search(rf'data-pairing-seat="{seat}" {name}="([^"]*)"', tab_html)
    assert found, f"no {name} for seat {seat}"
    return found.group(1)


def test_the_menu_starts_the_game_and_opens_pairing() -> None:
    tab = Browser({}).open()
    assert 'data-action="pair-phones"' in tab.html
    tab.click("pair-phones")
    table = tab.table
    assert table.link.open and table.phones == frozenset()
    assert tab.app.focus == "#pairing-panel"  # the keyboard is in the dialog
    page = well_formed(tab.html)
    assert 'id="pairing-panel"' in page and page.count('data-action="phone-seat"') == 2
    assert "data-pairing-input" in page and 'data-action="pairing-accept"' in page
    tab.click("pairing-close")
    assert tab.app.focus == "#cover-ready"  # two people: back to the cover


def test_a_seat_switched_to_a_phone_gets_an_offer_then_its_code_then_a_connection() -> None:
    tab = open_table(QUERY)
    assert 'data-action="pair-phones"' in tab.html  # the table's header
    tab.click("pair-phones")
    tab.click("phone-seat", seat="1")
    offer = last_offer(tab, 1)
    assert offer in tab.effects and offer.key
    assert tab.table.phones == frozenset({1})
    assert "Making the code" in tab.html and "data-pairing-seat" not in tab.html
    tab.send(PeerOffer(1, "an-old-key", fake_sdp("x", "actpass")))  # an older offer's: ignored
    assert "data-pairing-seat" not in tab.html
    tab.send(PeerOffer(1, offer.key, fake_sdp("offer", "actpass")))
    link = attribute(tab.html, "data-offer-link", 1)
    assert link.startswith("https://example.test/axio/#join=")
    assert decode_pairing(link) == Pairing(1, offer.key, fake_sdp("offer", "actpass"), "axio", "Player 2")
    assert '<svg role="img"' in tab.html  # its QR code
    tab.click("pairing-copy", seat="1")
    assert CopyText(link) in tab.port.handed
    # the answer from the camera
    tab.click("pairing-scan")
    assert Scanner(True) in tab.effects
    tab.send(Scanned(answer_for(tab, 1, fake_sdp("answer"))))
    assert AcceptAnswer(1, fake_sdp("answer")) in tab.effects and Scanner(False) in tab.effects
    assert "Connecting" in tab.html
    assert ("data-peers", "") in render(tab.app).attributes
    tab.send(PeerOpen(1))
    assert ("data-peers", "1") in render(tab.app).attributes
    first = seated(sent_to(tab.effects, 1)[0])  # its view at once
    assert first.seat == 1 and first.view.player == 1 and first.game == "axio"
    assert first.hints is False  # two people: hints only if the table chose them for everyone


def test_a_code_waits_for_the_qr_modules_and_draws_when_they_arrive(monkeypatch: pytest.MonkeyPatch) -> None:
    """The site brings segno after the first screen (issue 24): until it is there the seat
    says its code is being made, with the link to copy already; ModulesArrived draws it."""
    from axio_web.phones import qr
    from axio_web.runtime.events import ModulesArrived

    monkeypatch.setattr(qr, "_segno_here", lambda: False)
    tab = open_table(QUERY)
    tab.click("pair-phones")
    tab.click("phone-seat", seat="1")
    tab.send(PeerOffer(1, last_offer(tab, 1).key, fake_sdp("offer", "actpass")))
    assert attribute(tab.html, "data-offer-link", 1).startswith("https://example.test/axio/#join=")
    assert "Making the code" in tab.html and '<svg role="img"' not in tab.html
    monkeypatch.undo()
    before = tab.app
    tab.send(ModulesArrived())
    assert tab.app is before and '<svg role="img"' in tab.html


def test_looking_for_the_qr_modules_needs_no_module_the_site_leaves_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before segno has arrived, qr.py looks for it again after making the import system
    forget the folder listings it has cached. importlib.invalidate_caches() would do that, but
    in Python 3.14 it ends by importing importlib.metadata, which the site's standard library
    leaves out (build_support/stdlib.py). A pairing screen drawn before the extras zip had
    arrived then failed. (The tests' Python may be older: it fails here as it did there.)"""
    from axio_web.phones import qr

    def as_on_the_site() -> None:
        raise ModuleNotFoundError("No module named 'importlib.metadata'", name="importlib.metadata")

    monkeypatch.delitem(sys.modules, "segno", raising=False)
    monkeypatch.setattr(importlib, "invalidate_caches", as_on_the_site)
    find_spec = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util,
        "find_spec",
        lambda name, package=None: None if name == "segno" else find_spec(name, package),
    )
    assert qr._segno_here() is False


def test_answers_that_do_not_fit_are_refused_with_a_reason_and_change_nothing() -> None:
    tab = open_table(QUERY)
    tab.click("pair-phones")
    tab.click("phone-seat", seat="0")
    offer = last_offer(tab, 0)
    tab.send(PeerOffer(0, offer.key, fake_sdp("sdp", "actpass")))
    link_before = tab.table.link
    wrong = [
        "not a code at all",
        encode_pairing(Pairing(0, offer.key, fake_sdp("sdp"), "axio")),  # an offer, not an answer
        encode_pairing(Pairing(0, "another-key", fake_sdp("sdp"))),  # another offer's
        encode_pairing(Pairing(1, offer.key, fake_sdp("sdp"))),  # a seat that waits for no phone
        "x" * 10_000,
    ]
    for text in wrong:
        tab.send(Input("pairing-input", text))
        tab.click("pairing-accept")
        assert not [e for e in tab.effects if isinstance(e, AcceptAnswer)]
        assert "cannot be used" in tab.html
        table = tab.table
        assert table.link.seats == link_before.seats and table.session is tab.table.session
    tab.send(Scanned("junk"))
    assert Scanner(False) not in tab.effects and "cannot be used" in tab.html
    tab.send(ScannerFailed("denied"))
    assert "paste the phone" in tab.html


def test_a_phone_seat_to_act_leaves_the_tablet_and_comes_back_when_switched_off() -> None:
    tab = open_table(QUERY)  # two people: the cover is up for the first
    assert isinstance(tab.table.mode, Covered)
    tab.click("pair-phones")
    tab.click("phone-seat", seat="0")
    assert isinstance(tab.table.mode, Remote)  # seat 0 to act, on its phone
    assert "Waiting for Player 1" in tab.html or "Waiting for" in tab.html
    connect(tab, 0)
    tab.click("phone-seat", seat="0")  # back to the tablet
    assert ClosePeer(0) in tab.effects and tab.table.phones == frozenset()
    assert any(isinstance(e, SendPeer) and '"released"' in e.text for e in tab.effects)
    # one person left on the tablet plus the other: still two people on it, cover first (D2)
    assert isinstance(tab.table.mode, Covered)


def test_the_panel_speaks_german_and_has_the_same_controls() -> None:
    tab = open_table(QUERY + "&lang=de")
    tab.click("pair-phones")
    tab.click("phone-seat", seat="1")
    assert "Mit Handys spielen" in tab.html and "Der Code entsteht" in tab.html


def test_the_menu_closes_the_phones_it_leaves() -> None:
    tab = open_table(QUERY)
    tab.click("pair-phones")
    tab.click("phone-seat", seat="1")
    connect(tab, 1)
    tab.click("show-menu")
    assert ClosePeer(1) in tab.effects


def test_a_lost_phone_gets_a_fresh_code_for_its_seat() -> None:
    tab = open_table(QUERY)
    tab.click("pair-phones")
    tab.click("phone-seat", seat="1")
    connect(tab, 1)
    first = last_offer(tab, 1)
    tab.send(PeerClosed(1))
    fresh = last_offer(tab, 1)
    assert fresh != first and fresh in tab.effects and isinstance(fresh, OfferSeat)
    assert tab.table.phones == frozenset({1}) and not tab.table.link.connected
    assert ("data-peers", "") in render(tab.app).attributes
    # the old answer is refused; the new one is taken
    tab.send(PeerOffer(1, fresh.key, fake_sdp("sdp-2", "actpass")))
    tab.send(Input("pairing-input", encode_pairing(Pairing(1, first.key, fake_sdp("old")))))
    tab.click("pairing-accept")
    assert "cannot be used" in tab.html
    tab.send(Input("pairing-input", encode_pairing(Pairing(1, fresh.key, fake_sdp("new")))))
    tab.click("pairing-accept")
    assert AcceptAnswer(1, fake_sdp("new")) in tab.effects
    assert isinstance(tab.table.mode, (Covered, Choosing))


def test_a_connection_that_fails_says_why_and_the_switch_tries_again() -> None:
    from axio_web.runtime.events import PeerFailed

    tab = open_table(QUERY)
    tab.click("pair-phones")
    tab.click("phone-seat", seat="1")
    tab.send(PeerFailed(1, "no network"))
    assert "could not connect: no network" in tab.html and "data-pairing-seat" not in tab.html
    tab.click("phone-seat", seat="1")  # off
    tab.click("phone-seat", seat="1")  # on again: a new offer
    assert any(isinstance(e, OfferSeat) for e in tab.effects)
    assert "Making the code" in tab.html


def test_pairing_is_in_reach_under_the_cover_and_a_waiting_seat_takes_its_answer_beside_its_code(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from axio_web.phones import pairing

    monkeypatch.setattr(pairing, "qr_svg", lambda text, label: f'<svg class="qr">{len(text)}</svg>')
    tab = open_table("?game=rota&players=3&bots=-,-,beginner&seed=2")
    assert isinstance(tab.table.mode, Covered)
    cover = tab.html.split('class="cover ', 1)[1]
    assert 'data-action="pair-phones"' in cover  # in the cover's own bar, nothing to lift
    assert tab.html.count('data-action="pair-phones"') == 1
    tab.click("pair-phones")
    tab.click("phone-seat", seat="0")
    assert isinstance(tab.table.mode, Remote)
    offer = last_offer(tab, 0)
    tab.send(PeerOffer(0, offer.key, fake_sdp("sdp", "actpass")))
    tab.click("pairing-close")
    side = tab.html.split('class="remote-panel', 1)[1]
    # the code, the camera, the paste field and Connect, once each in the page
    for hook in (
        'data-pairing-seat="0"',
        'data-action="pairing-scan"',
        "data-pairing-input",
        'data-action="pairing-accept"',
    ):
        assert hook in side and tab.html.count(hook) == 1, hook
    assert side.index('data-action="pairing-accept"') < side.index('class="remote-release"')
    tab.send(Input("pairing-input", answer_for(tab, 0)))
    tab.click("pairing-accept")
    assert AcceptAnswer(0, fake_sdp("answer-0")) in tab.effects


def test_a_german_phone_at_an_english_table_gets_the_last_moves_in_german() -> None:
    from axio_web.screens.table.log import entry_for
    from axio_web.strings import i18n

    tab = open_table("?game=rota&players=2&bots=-,casual&seed=3&lang=en")
    tab.click("pair-phones")
    tab.click("phone-seat", seat="0")
    offer = last_offer(tab, 0)
    tab.send(PeerOffer(0, offer.key, fake_sdp("offer", "actpass")))
    tab.send(Input("pairing-input", encode_pairing(Pairing(0, offer.key, fake_sdp("answer"), lang="de"))))
    tab.click("pairing-accept")
    tab.send(PeerOpen(0))
    tab.click("pairing-close")
    phone_move(tab, random.Random(1))
    tab.run_bots(tab.effects)
    view = seated([text for text in sent_to(tab.port.peer_effects, 0) if '"view"' in text][-1])
    session = tab.table.session
    with i18n.in_language("de"):
        german = entry_for(tab.table.plugin, session.start, session.actions[0], 0)
    assert german is not None and view.last[0] == f"{session.names[0]}: {german.text}"
    english = tab.table.log[0].text
    assert english != german.text and english in tab.html  # the table itself stays English
