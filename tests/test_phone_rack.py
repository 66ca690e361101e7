"""A phone that plays one seat of a table (issue 28, phones/rack.py), driven through the page's
real runtime with the fake port: the `#join=` boot and its answer, the views the table sends,
moves chosen through the game's own controls and sent as intents, refusals, the turn's buzz,
the seat taken back, the connection lost, and a reload of a spent code."""

from __future__ import annotations

import re
from dataclasses import replace
from html import unescape

import pytest
from app_support import PAGE_URL, Browser, Tab, boot, click_toward, page, well_formed
from axio_web.phones import wire
from axio_web.phones.wire import (
    Pairing,
    Seated,
    decode_pairing,
    encode_pairing,
    read_from_phone,
    view_message,
)
from axio_web.runtime.effects import (
    AnswerOffer,
    ClosePeer,
    CopyText,
    Effect,
    ReplaceAddress,
    SendPeer,
    Vibrate,
    WriteStore,
)
from axio_web.runtime.events import Click, HashChange, PeerAnswer, PeerClosed, PeerFailed, PeerOpen, PeerText
from axio_web.screens.menu import Menu
from axio_web.screens.rack.screen import Rack, Stage, spent_mark
from phones_support import fake_sdp
from play_support import greedy

from axio_core import Action, game
from axio_core.session import Session

OFFER = Pairing(1, "k7q", fake_sdp("the table's offer", "actpass"), "axio")
JOIN = "#join=" + encode_pairing(OFFER)
ANSWER_SDP = fake_sdp("this phone's answer")


def session_of(variant: str = "axio", players: int = 3, seed: int = 11) -> Session:
    names = ["Anna", "Ben", "Cleo", "Dora"][:players]
    return Session.new(variant, names, seed, (None,) * players)


def seated(session: Session, seat: int, hints: bool = False, last: tuple[str, ...] = ()) -> Seated:
    """What the table sends seat `seat`: only its own view (phones.md)."""
    return Seated(
        seat,
        session.variant,
        session.names,
        len(session.actions),
        game.observe(session.state, seat),
        hints,
        last,
    )


def peer(tab: Tab) -> list[Effect]:
    return list(tab.port.peer_effects)


def rack_of(tab: Tab) -> Rack:
    assert isinstance(tab.app.screen, Rack), f"no rack in front but {type(tab.app.screen).__name__}"
    return tab.app.screen


def connected(browser: Browser | None = None, join: str = JOIN) -> Tab:
    """A phone that opened the table's link, answered, and whose channel opened."""
    tab = (browser or Browser()).open(hash=join)
    tab.send(PeerAnswer(ANSWER_SDP))
    tab.send(PeerOpen(None))
    return tab


def phone_click(rack: Rack, action: Action) -> Click:
    """The next control a person uses on the phone to choose `action` (as at the table, with
    the phone's own selection and rack)."""
    assert rack.seated is not None
    return click_toward(rack.selection, action, tuple(getattr(rack.seated.view, "rack", ())))


def choose_by_clicks(tab: Tab, action: Action) -> SendPeer:
    """Choose `action` through the phone's controls; the one message it sends the table."""
    before = len(tab.port.peer_effects)
    for _ in range(20):
        sent = [e for e in tab.port.peer_effects[before:] if isinstance(e, SendPeer)]
        if sent:
            assert len(sent) == 1
            return sent[0]
        click = phone_click(rack_of(tab), action)
        assert f'data-action="{click.action}"' in tab.html, f"{click.action} is not offered"
        tab.send(click)
    raise AssertionError(f"{action} could not be chosen by clicks")


# ---------------------------------------------------------------------------- boot and pairing


def test_a_join_link_opens_the_rack_and_answers_the_offer_without_touching_the_store() -> None:
    browser = Browser({"axio.lang": "en"})
    items = dict(browser.items)
    tab = browser.open(hash=JOIN)
    rack = rack_of(tab)
    assert rack.stage == Stage.ANSWERING and rack.offer == OFFER
    assert peer(tab) == [AnswerOffer(OFFER.sdp)]
    assert 'data-action="show-menu"' not in tab.html and "Preparing" in tab.html
    # the address keeps the code; the tab remembers it was answered (a reload knows)
    assert tab.port.address == ReplaceAddress(None, spent_mark(OFFER))
    assert dict(page(tab.app).attributes)["data-screen"] == "rack"
    assert browser.items == items and not any(isinstance(e, WriteStore) for e in tab.effects)


@pytest.mark.parametrize(
    "payload, said",
    [
        ("", "nothing to read"),
        ("not-a-code!!", "not a pairing code"),
        (encode_pairing(Pairing(1, "k7q", fake_sdp("answer"))), "not the table's code"),  # an answer
        ("A" * 5000, "too long"),
    ],
)
def test_a_bad_join_link_says_why_and_shows_the_menu(payload: str, said: str) -> None:
    browser = Browser()
    tab = browser.open(hash="#join=" + payload, query="?lang=en")
    assert isinstance(tab.app.screen, Menu)
    messages = unescape(tab.messages)
    assert "This phone link cannot be used" in messages and said in messages
    assert peer(tab) == [] and browser.items == {}
    assert tab.port.address == ReplaceAddress("?lang=en", None)  # the bad code leaves the address


def test_a_join_link_comes_before_a_saved_game_the_tab_showed() -> None:
    app, effects = boot(hash=JOIN, table_id="some-saved-game", page_url=PAGE_URL)
    assert isinstance(app.screen, Rack) and app.table_id is None
    assert AnswerOffer(OFFER.sdp) in effects


def test_the_answer_is_a_qr_code_and_text_to_copy_that_decode_to_the_seat_key_and_sdp() -> None:
    tab = Browser().open(hash=JOIN)
    tab.send(PeerAnswer(ANSWER_SDP))
    markup = well_formed(tab.html)
    found = re.search(r'<section [^>]*data-pairing-answer data-answer="([^"]+)"', markup)
    assert found is not None
    text = unescape(found.group(1))
    assert decode_pairing(text) == Pairing(OFFER.seat, OFFER.key, ANSWER_SDP, "", lang="en")
    section = markup[found.start() :]
    assert '<svg role="img"' in section and 'class="qr"' in section  # the code, in the answer element
    assert "readonly" in section and f">{text}</textarea>" in section
    assert "Show this code to the table" in markup
    effects = tab.click("phone-copy-answer")
    assert CopyText(text) in effects and "Copied" in tab.html
    assert rack_of(tab).focus_id == "rack-copy"


def test_the_channel_open_is_a_wait_for_the_table() -> None:
    tab = connected()
    assert rack_of(tab).stage == Stage.CONNECTED
    assert "Waiting for the table" in tab.html and "data-pairing-answer" not in tab.html
    assert dict(page(tab.app).attributes)["data-seat"] == ""  # no view yet


# ---------------------------------------------------------------------------- the views


@pytest.mark.parametrize("variant", ["axio", "rota"])
def test_a_view_shows_the_board_the_scores_and_only_this_seats_tiles(variant: str) -> None:
    session = session_of(variant)
    seat = (session.to_act + 1) % 3  # not its turn: its own tiles, to look at
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, seat, last=("Anna placed a tile",)))))
    markup = well_formed(tab.html)
    assert dict(page(tab.app).attributes)["data-seat"] == str(seat)
    assert 'class="board-area"' in markup and "<svg" in markup
    assert len(re.findall(r'<article class="scorecard[ "]', markup)) == 3 and "Anna placed a tile" in markup
    assert f"{session.names[session.to_act]} to play" in markup
    # the markup is the same whatever the other seats hold: nothing of theirs reaches it
    state = session.state
    if variant == "axio":
        others = tuple(r if i == seat else state.racks[(i + 1) % 3] for i, r in enumerate(state.racks))
        other_state = replace(state, racks=others)
        own = state.racks[seat]
        assert markup.count('class="rack-tile is-shown"') == len(own)
    else:
        hands = tuple(h if i == seat else state.hands[(i + 1) % 3] for i, h in enumerate(state.hands))
        other_state = replace(state, hands=hands)
        assert "Your tile" in markup
    assert game.observe(other_state, seat) == game.observe(state, seat)
    other = Seated(seat, variant, session.names, len(session.actions), game.observe(other_state, seat))
    again = connected()
    again.send(PeerText(None, view_message(other)))
    assert _without_moves(again.html) == _without_moves(markup)


def _without_moves(markup: str) -> str:
    return re.sub(r'<section class="last-moves.*?</section>', "", markup)


def test_the_controls_stay_off_while_another_seat_plays() -> None:
    session = session_of("axio")
    seat = (session.to_act + 1) % 3
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, seat))))
    assert 'data-action="axio-tile"' not in tab.html and 'data-action="axio-confirm"' not in tab.html
    before = tab.app
    assert tab.send(Click("axio-tile", {"tile": session.state.racks[seat][0]}, True)) == []
    assert tab.app == before
    assert not any(isinstance(e, Vibrate) for e in tab.port.peer_effects)


# ---------------------------------------------------------------------------- playing


@pytest.mark.parametrize("variant, players", [("axio", 2), ("axio", 3), ("rota", 2), ("rota", 4)])
def test_a_move_chosen_through_the_games_controls_goes_to_the_table_as_a_legal_act(
    variant: str, players: int
) -> None:
    session = session_of(variant, players)
    seat = session.to_act
    view = game.observe(session.state, seat)
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, seat))))
    assert rack_of(tab).acting and "Your turn" in tab.html
    wanted = greedy(session)
    message = choose_by_clicks(tab, wanted)
    assert message.seat is None
    act = read_from_phone(variant, message.text)
    assert act.moves == len(session.actions) and act.action == wanted and game.is_legal(view, act.action)
    # sent: the controls wait for the table's word
    rack = rack_of(tab)
    assert rack.sent and not rack.acting and "Sent" in tab.html
    assert f'data-action="{variant}-confirm"' not in tab.html
    before = len(tab.port.peer_effects)
    tab.send(phone_click(rack, wanted))
    assert len(tab.port.peer_effects) == before  # nothing more is sent
    # the table played it: the next view (another seat's turn)
    after = session.play(wanted)
    while after.to_act == -1:
        after = after.play(after.legal_actions()[0])
    tab.send(PeerText(None, view_message(seated(after, seat))))
    rack = rack_of(tab)
    assert not rack.sent and "Sent" not in tab.html
    assert rack.acting == (after.to_act == seat)


def test_a_refusal_is_shown_and_the_player_chooses_again() -> None:
    session = session_of("rota", 2)
    seat = session.to_act
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, seat))))
    wanted = greedy(session)
    choose_by_clicks(tab, wanted)
    tab.send(PeerText(None, wire.refused_message("it is not your turn")))
    rack = rack_of(tab)
    assert rack.acting and not rack.sent
    assert "The table refused that move: it is not your turn" in tab.html
    again = choose_by_clicks(tab, wanted)
    assert read_from_phone("rota", again.text).action == wanted


def test_a_tap_the_rules_refuse_is_said_on_the_phone_as_at_the_table() -> None:
    session = session_of("axio", 2)
    seat = session.to_act
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, seat))))
    effects = tab.send(Click("axio-why", {"cx": "0", "cy": "0"}))
    rack = rack_of(tab)
    assert rack.acting and not any(isinstance(e, SendPeer) for e in effects)
    assert "Not there: A1 is not in this game&#x27;s play area." in tab.html


def test_the_phone_buzzes_and_says_your_turn_when_its_turn_comes_and_not_again() -> None:
    session = session_of("rota", 2)
    first = session.to_act
    seat = 1 - first
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, seat))))
    assert Vibrate() not in peer(tab)
    after = session.play(greedy(session))
    assert after.to_act == seat
    effects = tab.send(PeerText(None, view_message(seated(after, seat))))
    assert Vibrate() in effects and any(getattr(e, "text", "") == "Your turn, Ben." for e in effects)
    assert "Your turn" in tab.html
    assert Vibrate() not in tab.send(PeerText(None, view_message(seated(after, seat))))  # the same view again


def test_hints_only_when_the_table_says_and_from_the_view_alone() -> None:
    session = session_of("axio", 2)
    seat = session.to_act
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, seat))))
    assert 'data-action="hint"' not in tab.html
    before = tab.app
    tab.click("hint")
    assert tab.app == before
    tab.send(PeerText(None, view_message(seated(session, seat, hints=True))))
    assert 'data-action="hint"' in tab.html
    tab.click("hint")
    rack = rack_of(tab)
    assert rack.hint is not None and "data-hint=" in tab.html and "Hint:" in tab.html
    assert game.is_legal(game.observe(session.state, seat), rack.hint.hint.action)


def test_the_end_shows_the_ranking_from_the_views_scores() -> None:
    session = session_of("rota", 2, seed=3)
    while session.outcome() is None:
        session = session.play(greedy(session))
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, 0))))
    markup = well_formed(tab.html)
    outcome = session.outcome()
    assert outcome is not None
    assert 'class="end-panel"' in markup and 'class="ranking"' in markup
    assert markup.count('class="place ') == 2 and "table-again" not in markup
    assert not rack_of(tab).acting


def test_a_message_the_phone_cannot_read_changes_nothing_but_a_line() -> None:
    session = session_of("axio", 2)
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, 0))))
    rack = rack_of(tab)
    tab.send(PeerText(None, '{"t": "view", "game": "chess"}'))
    assert rack_of(tab).seated == rack.seated and "cannot read" in tab.html
    assert tab.port.warnings


# ---------------------------------------------------------------------------- the end of a pairing


def test_released_the_table_plays_the_seat_now() -> None:
    session = session_of("axio", 2)
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, 0))))
    tab.send(PeerText(None, wire.released_message()))
    assert rack_of(tab).stage == Stage.RELEASED and ClosePeer(None) in peer(tab)
    assert "The table plays your seat now" in tab.html


@pytest.mark.parametrize("event", [PeerClosed(None), PeerFailed(None, "ICE failed")])
def test_a_lost_table_asks_for_its_new_code_and_then_offers_the_menu(event: PeerClosed | PeerFailed) -> None:
    session = session_of("axio", 2)
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, 0))))
    before = tab.app
    tab.click("show-menu")  # never while paired
    assert tab.app == before
    tab.send(event)
    assert rack_of(tab).stage == Stage.LOST
    assert "Lost the table: scan the table&#x27;s new code to come back." in tab.html
    tab.click("show-menu")
    assert isinstance(tab.app.screen, Menu) and tab.port.address == ReplaceAddress("", None)


def test_a_new_code_scanned_into_the_same_tab_pairs_again() -> None:
    tab = connected()
    tab.send(PeerClosed(None))
    offer = Pairing(1, "k8z", fake_sdp("the table's new offer", "actpass"), "axio")
    tab.send(HashChange("#join=" + encode_pairing(offer)))
    assert rack_of(tab).stage == Stage.ANSWERING and peer(tab)[-1] == AnswerOffer(offer.sdp)


def test_a_reload_does_not_answer_the_spent_offer_again() -> None:
    browser = Browser()
    tab = connected(browser)
    browser.tabs.remove(tab)
    again = browser.open(hash=JOIN, table_id=tab.history)
    assert rack_of(again).stage == Stage.SPENT and peer(again) == []
    assert "reloaded" in again.html and 'data-action="show-menu"' in again.html
    assert browser.items == {}


def test_the_phone_speaks_german() -> None:
    session = session_of("axio", 2)
    tab = Browser().open(hash=JOIN, query="?lang=de")
    tab.send(PeerAnswer(ANSWER_SDP))
    assert "Zeige diesen Code der Kamera des Tischs" in tab.html
    tab.send(PeerOpen(None))
    tab.send(PeerText(None, view_message(seated(session, session.to_act))))
    assert "Du bist dran" in tab.html


def test_a_pinch_zooms_the_phones_board_in_around_the_place() -> None:
    """pinch.js sends a pinch with the place between the fingers: the rack answers it as the
    table does."""
    session = session_of("axio", 2)
    tab = connected()
    tab.send(PeerText(None, view_message(seated(session, session.to_act))))
    assert rack_of(tab).zoom == 1.0
    tab.send(Click("table-zoom", {"by": "1.9", "at": "6,6"}))
    rack = rack_of(tab)
    assert rack.zoom == 1.9 and rack.reveal == '[data-x="6"][data-y="6"]'
    assert 'style="--zoom:1.9"' in tab.html
    tab.send(Click("table-zoom", {"by": "fit"}))
    assert rack_of(tab).zoom == 1.0
    # one tap chooses, as at the table (PAGE.md data-chosen); a zoom then centres that place
    assert dict(page(tab.app).attributes)["data-chosen"] == ""
    x, y = next(a for a in session.legal_actions() if hasattr(a, "cells")).cells[0]
    tab.send(Click("axio-cell", {"x": str(x), "y": str(y)}))
    assert dict(page(tab.app).attributes)["data-chosen"] == f"{x},{y}"
    tab.send(Click("table-zoom", {"by": "in"}))
    assert rack_of(tab).reveal == ".preview, .ghost, .is-anchor"


def test_a_lost_phone_reads_the_tables_new_code_with_its_own_camera() -> None:
    from axio_web.runtime.effects import Scanner
    from axio_web.runtime.events import Scanned, ScannerFailed

    tab = connected()
    tab.send(PeerClosed(None))
    assert rack_of(tab).stage == Stage.LOST and 'data-action="phone-scan"' in tab.html
    tab.click("phone-scan")
    assert peer(tab)[-1] == Scanner(True, "table") and rack_of(tab).scanning
    tab.send(Scanned(encode_pairing(Pairing(1, "k7q", ANSWER_SDP))))  # a phone's answer: not the table's
    assert rack_of(tab).stage == Stage.LOST and "not a table's code" in unescape(tab.html)
    tab.click("phone-scan")
    tab.send(ScannerFailed("denied"))
    assert not rack_of(tab).scanning and "camera app" in tab.html
    tab.click("phone-scan")
    offer = Pairing(1, "k9a", fake_sdp("the table's newest offer", "actpass"), "rota", "Ben")
    tab.send(Scanned("https://example.test/axio/?lang=en#join=" + encode_pairing(offer)))
    rack = rack_of(tab)
    assert rack.stage == Stage.ANSWERING and rack.offer == offer and peer(tab)[-1] == AnswerOffer(offer.sdp)
    # the address holds the new code, marked answered: a reload does not answer it again
    assert tab.port.address == ReplaceAddress("?lang=en#join=" + encode_pairing(offer), spent_mark(offer))
    assert "You play Ben" in tab.html and 'class="turn-line rack-seat seat-1"' in tab.html


def test_a_browser_that_gathered_no_address_asks_for_the_camera() -> None:
    no_host = "\r\n".join(line for line in ANSWER_SDP.split("\r\n") if "candidate" not in line)
    tab = Browser().open(hash=JOIN, query="?lang=de")
    tab.send(PeerAnswer(no_host))
    assert rack_of(tab).stage == Stage.LOST
    assert "nur mit erlaubter Kamera" in tab.html and 'data-action="phone-scan"' in tab.html
    assert "Am Tisch mitspielen" in tab.html and "Bänkchen" not in tab.html
