"""A table whose seats are played from phones (issue 28): whole games played by the phones'
messages alone, secrecy (each phone gets only its own view, the table shows no rack), a phone
that leaves mid-turn and comes back, a mixed table, and a seat handed back to the tablet."""

from __future__ import annotations

import json
import random

import pytest
from app_support import Tab
from axio_web.app.page import render
from axio_web.phones.wire import Seated, act_message, read_from_table
from axio_web.runtime.effects import ClosePeer, OfferSeat, SendPeer
from axio_web.runtime.events import PeerClosed, PeerText
from axio_web.screens.table.modes import BotShowing, BotThinking, Choosing, Covered, Landing, Over, Remote
from axio_web.storage import OpenedGame, open_game
from phones_support import all_sent, connect, last_offer, latest_view, open_table, pair, phone_move, seated
from table_support import hand_markup

from axio_core import game
from axio_core.session import Session


def replayed_outcome(tab: Tab) -> object:
    """The outcome the engine gets replaying the saved record of the tab's game."""
    assert tab.app.table_id is not None
    opened = open_game(tab.app.store, tab.app.table_id)
    assert isinstance(opened, OpenedGame)
    return Session.from_record(opened.session.to_record().to_json()).outcome()


def assert_no_rack_on_the_table(tab: Tab) -> None:
    """The table's page holds no rack or hand tile of any seat (the public view only)."""
    page = tab.html
    table = tab.table
    assert 'class="rack-tile' not in page and 'data-action="axio-tile"' not in page
    if table.plugin.variant == "rota":
        for hand in table.session.state.hands:
            if hand:
                assert not any(mark in page for mark in hand_markup(hand))


@pytest.mark.parametrize("variant", ["axio", "rota"])
def test_a_whole_game_played_from_two_phones(variant: str) -> None:
    tab = open_table(f"?game={variant}&players=2&seed=11")
    pair(tab, (0, 1))
    rng = random.Random(3)
    checked = 0
    for _ in range(400):
        table = tab.table
        if table.is_over:
            break
        assert isinstance(table.mode, Remote)  # never the cover, never a rack on the tablet
        assert_no_rack_on_the_table(tab)
        before = len(all_sent(tab))
        seat, action = phone_move(tab, rng)
        after = tab.table.session
        assert after.actions[len(table.session.actions)] == action  # played, as a person's move
        # every connected phone now has its own view, and only its own, of the new position
        new = all_sent(tab)[before:]
        assert sorted(e.seat for e in new if json.loads(e.text)["t"] == "view") == [0, 1]
        for effect in new:
            view = seated(effect.text).view
            assert view.player == effect.seat
            own = game.observe(after.state, effect.seat)
            assert view == own  # exactly the engine's view for that seat: no other rack in it
        checked += len(new)
    assert isinstance(tab.table.mode, Over)
    outcome = tab.table.session.outcome()
    assert outcome is not None and outcome == replayed_outcome(tab)
    assert checked > 20
    assert ("data-game-over", "true") in render(tab.app).attributes


def test_the_views_never_hold_another_seats_tiles() -> None:
    tab = open_table("?game=axio&players=3&seed=2")
    pair(tab, (0, 1, 2))
    rng = random.Random(1)
    for _ in range(12):
        phone_move(tab, rng)
        state = tab.table.session.state
        for seat in (0, 1, 2):
            view = latest_view(tab, seat).view
            assert view.rack == tuple(state.racks[seat])  # its own rack
            text = json.dumps([e.text for e in all_sent(tab) if e.seat == seat])
            assert '"racks"' not in text  # nobody's rack list but its own "rack"


def test_a_phone_that_leaves_mid_turn_is_paired_again_and_finishes_its_turn() -> None:
    tab = open_table("?game=rota&players=2&seed=4")
    pair(tab, (0, 1))
    rng = random.Random(2)
    phone_move(tab, rng)  # seat 0 played; seat 1 to act
    table = tab.table
    assert isinstance(table.mode, Remote) and table.mode.player == 1
    session = table.session
    old_view = latest_view(tab, 1)
    tab.send(PeerClosed(1))
    assert tab.table.session is session and isinstance(tab.table.mode, Remote)
    assert "Waiting for" in tab.html and 'data-pairing-seat="1"' not in tab.html  # code being made
    # an act from the closed connection is refused (not connected)
    action = rng.choice(list(game.legal_actions(old_view.view)))
    tab.send(PeerText(1, act_message(old_view.moves, action)))
    assert tab.table.session is session
    assert any(isinstance(e, SendPeer) and '"refused"' in e.text for e in tab.effects)
    tab.click("pair-phones")
    connect(tab, 1)
    tab.click("pairing-close")
    again = latest_view(tab, 1)
    assert again.view == old_view.view and again.moves == old_view.moves  # nothing lost
    tab.send(PeerText(1, act_message(again.moves, action)))
    assert tab.table.session.actions[len(session.actions)] == action


def test_a_mixed_table_covers_only_between_the_tablet_people() -> None:
    # seat 0 a phone, seats 1 and 2 people on the tablet, seat 3 a computer player
    tab = open_table("?game=rota&players=4&bots=-,-,-,casual&seed=8")
    pair(tab, (0,))
    rng = random.Random(5)
    covered_for: set[int] = set()
    tablet_turns = 0
    for _ in range(200):
        table = tab.table
        mode = table.mode
        if isinstance(mode, Over):
            break
        if isinstance(mode, Covered):
            covered_for.add(table.player)
            tab.click("table-ready")
        elif isinstance(mode, Remote):
            assert mode.player == 0
            assert_no_rack_on_the_table(tab)
            phone_move(tab, rng)
        elif isinstance(mode, Choosing):
            assert table.player in (1, 2)
            tablet_turns += 1
            tab.play(rng.choice(list(table.turn().legal_actions())))
        elif isinstance(mode, Landing):
            assert table.player in (1, 2)  # the device passes on only to a tablet person
            tab.click("table-pass")
        elif isinstance(mode, (BotThinking, BotShowing)):
            tab.run_bots(tab.effects)
        else:
            raise AssertionError(mode)
    assert isinstance(tab.table.mode, Over)
    assert covered_for == {1, 2} and tablet_turns > 5
    assert tab.table.session.outcome() == replayed_outcome(tab)


def test_a_phone_seat_handed_back_to_the_tablet_is_played_there() -> None:
    tab = open_table("?game=axio&players=2&bots=-,casual&seed=6")  # one person: no cover
    pair(tab, (0,))
    assert isinstance(tab.table.mode, Remote)
    assert 'data-action="phone-release" data-seat="0"' in tab.html
    tab.click("phone-release", seat="0")
    assert ClosePeer(0) in tab.effects
    assert any(
        isinstance(e, SendPeer) and read_from_table(e.text).__class__.__name__ == "Released"
        for e in tab.effects
    )
    table = tab.table
    assert table.phones == frozenset() and isinstance(table.mode, Choosing)
    before = len(table.session.actions)
    tab.play(table.turn().legal_actions()[0])
    assert len(tab.table.session.actions) > before
    assert last_offer(tab, 0)  # it had been offered


def test_a_reloaded_table_keeps_its_phone_seats_and_shows_their_new_codes_at_once() -> None:
    # two people on phones, one on the tablet: a reload resumes with no cover for a phone seat
    tab = open_table("?game=axio&players=3&seed=5")
    pair(tab, (0, 1))
    rng = random.Random(4)
    phone_move(tab, rng)  # seat 0 played; seat 1 (a phone) to act
    session = tab.table.session
    tab = tab.reload()
    table = tab.table
    assert table.session.actions == session.actions  # no move lost
    assert table.phones == frozenset({0, 1}) and table.link.connected == frozenset()
    assert isinstance(table.mode, Remote) and table.mode.player == 1  # no cover, no rack
    assert table.link.open  # every seat's code at once, in the panel
    assert_no_rack_on_the_table(tab)
    assert {e.seat for e in tab.port.peer_effects if isinstance(e, OfferSeat)} == {0, 1}
    page = tab.html
    for seat in (0, 1):
        assert f'data-action="phone-seat" data-seat="{seat}" aria-pressed="true"' in page
    connect(tab, 0)
    connect(tab, 1)
    tab.click("pairing-close")
    assert latest_view(tab, 1).moves == len(session.actions)
    seat, _ = phone_move(tab, rng)  # the phone that rescanned continues its seat
    assert seat == 1 and len(tab.table.session.actions) > len(session.actions)
    # handed back to the tablet, a seat is no phone's after the next reload
    tab.click("pair-phones")
    tab.click("phone-seat", seat="0")
    assert tab.reload().table.phones == frozenset({1})


def test_a_phone_never_has_live_controls_while_the_table_shows_the_move_before() -> None:
    """Issue 36: a computer player's move is played, then shown for a moment (BotShowing);
    the phone whose turn follows gets the new position at once, but its controls go live only
    once the table takes its move. A move sent before that is refused and changes nothing."""
    from axio_web.phones.wire import Pairing
    from axio_web.screens.rack.screen import Rack, Stage

    def phone_with(view: Seated) -> Rack:
        return Rack(Pairing(0, "k", "", "rota"), Stage.PLAYING, seated=view)

    tab = open_table("?game=rota&players=2&bots=-,casual&seed=6")
    pair(tab, (0,))
    rng = random.Random(1)
    phone_move(tab, rng)
    pending = list(tab.effects)
    while not isinstance(tab.table.mode, BotShowing):  # the computer decides and plays
        pending += tab._come_due(pending.pop(0))
    moves = len(tab.table.session.actions)
    shown = latest_view(tab, 0)
    assert shown.moves == moves and shown.view.current == 0 and not shown.acting
    assert not phone_with(shown).acting  # no live controls on the phone yet
    early = act_message(moves, rng.choice(list(game.legal_actions(shown.view))))
    tab.send(PeerText(0, early))
    assert len(tab.table.session.actions) == moves
    assert any(isinstance(e, SendPeer) and "not your turn" in e.text for e in tab.effects)
    while pending and not isinstance(tab.table.mode, Remote):  # the move has been seen
        pending += tab._come_due(pending.pop(0))
    live = latest_view(tab, 0)
    assert live.moves == moves and live.acting and phone_with(live).acting
    tab.send(PeerText(0, early))  # the same move, now taken
    assert len(tab.table.session.actions) == moves + 1
