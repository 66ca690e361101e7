"""Phones as racks (issue 28), the proof in real browsers: a table (a tablet, 1024x768) and two
phones (390x844 and 360x740, touch), three Chromium processes with no server between them,
paired through the texts their QR codes hold (three_devices.py).

- A whole 2-player game of each game is played from the phones alone, by taps on the phone
  whose turn it is; a shadow `Session` (the table's deal and chance follow from the seed)
  chooses each move. At the end the table's scores, the engine's replay of the table's saved
  record and the shadow's scores agree, and each phone shows the end.
- Secrecy, from what the data channels carried: every view a phone got is its own seat's and
  equals the shadow's view of that seat at that moment; the table never showed a rack or a
  hand control; a phone never shows the other seat's tiles.
- Hostile and lost phones: junk, a replayed move and a move out of turn are refused, change
  nothing and are said on the phone; a phone closed mid-turn leaves its seat waiting with a
  new code, and a new phone pairs and finishes the turn.
- A mixed table: a phone, a tablet person and a computer player.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from axio_web.games.rota.render import corners_text
from axio_web.phones.wire import act_message, decode_view
from axio_web.runtime.record_link import encode_record
from build_support import browser
from playwright.sync_api import Browser, Page, Playwright, expect

from axio_core import AxioPlace, RotaPlace
from axio_core.axio.view import AxioView
from axio_core.components import canonical_axio_tile
from axio_core.records import read_record, replay
from axio_core.rota.geometry import rotate
from axio_core.rota.view import RotaView
from axio_core.session import Session
from tests import late_games
from tests.browser.page_hooks import AT_LEAST_MOVES_JS, place_by_clicks, shown_scores
from tests.browser.test_phone import tap, tap_place
from tests.browser.three_devices import (
    MOVE_MS,
    PAIRING_MS,
    PHONES,
    RACK_CONTROLS,
    TABLET,
    Device,
    choose,
    device_on,
    lift_cover,
    new_context,
    offer_link,
    pair,
    play_by_taps,
    saved_record,
    table_url,
    wait_moves,
)
from tests.spec_examples import EXAMPLES

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Ben"]
SEEDS = {"axio": 8, "rota": 1}  # short games with greedy; AXIO's has an exchange choice in it
# What of the pairing panel (and the header behind it) a person cannot see without scrolling.
PANEL_IN_VIEW_JS = """() => {
  const card = document.querySelector('.pairing-card');
  const out = [];
  if (card.scrollHeight > card.clientHeight + 1) {
    out.push(`card scrolls ${card.scrollHeight}/${card.clientHeight}`);
  }
  for (const sel of ['[data-action="pairing-accept"]', '[data-pairing-input]', '.pairing-code svg',
                     '.table-bar .turn-line']) {
    const r = document.querySelector(sel).getBoundingClientRect();
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) out.push(sel);
  }
  return out;
}"""
HEARD_VIEW_JS = """(n) => window.axioHeard.some((text) => {
  try { const m = JSON.parse(text); return m.t === 'view' && m.moves === n; } catch (e) { return false; }
})"""


@pytest.fixture(scope="module")
def processes(playwright: Playwright) -> Iterator[list[Browser]]:
    """Three Chromium processes for the module's tests (each test has contexts of its own)."""
    made = [playwright.chromium.launch(**browser.launch_args()) for _ in range(3)]
    yield made
    for each in made:
        each.close()


@pytest.fixture
def devices(processes: list[Browser], watch_page: Callable[[Page, str], Any]) -> Iterator[list[Device]]:
    """[table, phone for seat 0, phone for seat 1]: three Chromium processes."""
    made = [device_on(processes[0], "table", TABLET, False, watch_page)]
    made += [device_on(processes[1 + k], f"phone{k}", PHONES[k], True, watch_page) for k in range(2)]
    yield made
    for each in made:
        each.close()


def near_the_end(variant: str, seed: int, left: int) -> Session:
    """The game `choose` plays, `left` actions before its end."""
    return late_games.near_the_end(Session.new(variant, NAMES, seed, (None, None)), choose, left)


def paired_table(
    devices: list[Device], site_url: str, variant: str, seed: int, shots: bool = False, left: int = 0
) -> Session:
    """The table opened (a new game, or a `#record=` link `left` actions before the end) and
    both seats paired to the phones; the shadow session."""
    table = devices[0]
    if left:
        session = near_the_end(variant, seed, left)
        link = site_url + "?lang=en#record=" + encode_record(session.to_record().to_json_obj())
        table.goto(link, site_url)
    else:
        session = Session.new(variant, NAMES, seed, (None, None))
        table.goto(table_url(site_url, variant, NAMES, seed), site_url)
    lift_cover(table.page)
    table.page.click('[data-action="pair-phones"]')
    expect(table.page.locator(".pairing")).to_be_visible()
    for seat in (0, 1):
        pair(table.page, devices[1 + seat], seat, site_url)
    expect(table.page.locator("html")).to_have_attribute("data-peers", "2", timeout=PAIRING_MS)
    if shots:
        table.shot(f"{variant}-1-paired-panel")
    table.page.click('[data-action="pairing-close"]')
    expect(table.page.locator(".pairing")).to_have_count(0)
    table.page.evaluate("window.axioRackSeen = []")  # seat 0's rack was on the tablet before
    return session


def heard_view(phone: Page, moves: int) -> None:
    phone.wait_for_function(HEARD_VIEW_JS, arg=moves, timeout=MOVE_MS)


def own_tiles_shown(phone: Page, session: Session, seat: int) -> None:
    """The phone shows its own seat's rack or hand tile, and not the other seat's."""
    view = session.view(seat)
    if isinstance(view, AxioView):
        acting = phone.locator('[data-action="axio-tile"]')
        if acting.count():
            shown = sorted(acting.evaluate_all("els => els.map(e => e.dataset.tile)"))
            assert shown == sorted(view.rack)
        elif view.phase != "over":  # its tiles to look at: waiting, or the exchange's choice
            expect(phone.locator("#side-main .rack-tile")).to_have_count(len(view.rack))
        return
    assert isinstance(view, RotaView)
    html = phone.content()
    own = {corners_text(rotate(view.hand, r)) for r in range(4)} if view.hand else set()
    other = session.view(1 - seat)
    assert isinstance(other, RotaView)
    if other.hand is not None:
        for r in range(4):
            mark = corners_text(rotate(other.hand, r))
            assert mark in own or mark not in html, f"seat {1 - seat}'s hand on seat {seat}'s phone"


def check_views(variant: str, phone: Device, seat: int, positions: dict[int, Session]) -> int:
    """Every view this phone got is its own seat's, equal to the shadow's at that moment."""
    views = [m for m in phone.heard() if m["t"] == "view"]
    assert views, f"phone {seat} heard no view"
    for message in views:
        assert message["seat"] == seat and message["view"]["player"] == seat
        assert decode_view(variant, message["view"]) == positions[message["moves"]].view(seat)
    return len(views)


def check_table_sent(table: Device) -> None:
    """Each of the table's channels carried one seat's views only."""
    seats: dict[int, set[int]] = {}
    for index, text in table.sent():
        message = json.loads(text)
        if message["t"] == "view":
            seats.setdefault(index, set()).add(message["view"]["player"])
    assert seats and all(len(each) == 1 for each in seats.values()), seats
    assert len({next(iter(each)) for each in seats.values()}) == len(seats)


def play_to_the_end(
    devices: list[Device], session: Session, variant: str, positions: dict[int, Session], shots: bool = False
) -> Session:
    table, phones = devices[0], devices[1:]
    played = 0
    while session.outcome() is None:
        seat = session.to_act
        assert seat is not None
        action = choose(session)
        phone = phones[seat].page
        expect(phone.locator("#table.is-acting")).to_have_count(1, timeout=MOVE_MS)
        own_tiles_shown(phone, session, seat)
        own_tiles_shown(phones[1 - seat].page, session, 1 - seat)
        if shots and played == 6:
            phones[seat].shot(f"{variant}-2-acting")
            phones[1 - seat].shot(f"{variant}-2-waiting")
            table.shot(f"{variant}-2-remote")
        play_by_taps(phone, action)
        session = session.play(action)
        positions[len(session.actions)] = session
        wait_moves(table.page, session.record_length)
        for each in phones:
            heard_view(each.page, len(session.actions))
        assert table.page.locator(RACK_CONTROLS).count() == 0
        assert shown_scores(table.page) == [list(s) for s in session.state.scores]
        played += 1
    return session


@pytest.mark.parametrize(
    ("variant", "left"),
    [("rota", 0), ("axio", 8), pytest.param("axio", 0, marks=pytest.mark.slow)],
    ids=["rota", "axio-end", "axio"],
)
def test_a_whole_game_is_played_from_two_phones(
    devices: list[Device], site_url: str, variant: str, left: int
) -> None:
    """`left`: AXIO from its last 8 actions (its exchange choice among them; the whole game,
    31 actions, is `-m slow`): Rota's whole game checks the same from the first move."""
    began = time.perf_counter()
    session = paired_table(devices, site_url, variant, SEEDS[variant], shots=True, left=left)
    paired = time.perf_counter()
    positions = {len(session.actions): session}
    table, phones = devices[0], devices[1:]
    session = play_to_the_end(devices, session, variant, positions, shots=True)
    expect(table.page.locator("html")).to_have_attribute("data-game-over", "true", timeout=MOVE_MS)
    final = [list(s) for s in session.state.scores]
    assert shown_scores(table.page) == final
    replayed = replay(read_record(saved_record(table.page)))
    assert [list(s) for s in replayed.final.scores] == final
    for phone in phones:
        expect(phone.page.locator("#table.is-over")).to_have_count(1, timeout=MOVE_MS)
        assert shown_scores(phone.page) == final
    table.shot(f"{variant}-3-end")
    phones[0].shot(f"{variant}-3-end")
    # Secrecy, from what the channels carried and what the table ever drew.
    counts = [check_views(variant, phones[seat], seat, positions) for seat in (0, 1)]
    check_table_sent(table)
    assert table.page.evaluate("window.axioRackSeen") == []
    for each in devices:
        each.check()
    print(
        f"\n{variant}: paired in {paired - began:.1f} s, {len(session.actions)} actions played "
        f"in {time.perf_counter() - paired:.1f} s; views heard {counts}"
    )


# ---------------------------------------------------------------------------- hostile phones

SEND_JS = "(text) => window.axioChannels[window.axioChannels.length - 1].send(text)"
REFUSED_JS = """(n) => window.axioHeard.filter((text) => {
  try { return JSON.parse(text).t === 'refused'; } catch (e) { return false; }
}).length >= n"""


def play_moves(devices: list[Device], session: Session, count: int, positions: dict[int, Session]) -> Session:
    """`count` moves from the phones, by taps."""
    table, phones = devices[0], devices[1:]
    for _ in range(count):
        seat = session.to_act
        assert seat is not None
        action = choose(session)
        play_by_taps(phones[seat].page, action)
        session = session.play(action)
        positions[len(session.actions)] = session
        wait_moves(table.page, session.record_length)
        for each in phones:
            heard_view(each.page, len(session.actions))
    return session


def refused(phone: Device, text: str, reason: str, count: int) -> None:
    """`text` sent raw over the phone's channel is refused: the phone hears why and says so."""
    phone.page.evaluate(SEND_JS, text)
    phone.page.wait_for_function(REFUSED_JS, arg=count, timeout=MOVE_MS)
    said = [m for m in phone.heard() if m["t"] == "refused"][-1]
    assert reason in said["reason"], said
    expect(phone.page.locator("#side-main .table-message")).to_contain_text("The table refused that move")


def test_junk_a_replayed_move_and_a_move_out_of_turn_are_refused_and_change_nothing(
    devices: list[Device], site_url: str
) -> None:
    session = paired_table(devices, site_url, "rota", SEEDS["rota"])
    positions = {len(session.actions): session}
    session = play_moves(devices, session, 2, positions)
    table, phones = devices[0], devices[1:]
    seat = session.to_act
    assert seat is not None
    moves, scores = table.page.get_attribute("html", "data-moves"), shown_scores(table.page)
    acting, other = phones[seat], phones[1 - seat]
    old_act = next(text for _, text in acting.sent() if '"act"' in text)  # its first move, again
    refused(acting, "not a move {", "could not read it", 1)
    refused(acting, '{"t": "act", "moves": 2, "move": {"draw": "x"}}', "could not read it", 2)
    refused(acting, old_act, "moved on", 3)
    refused(other, act_message(len(session.actions), choose(session)), "not your turn", 1)
    refused(acting, act_message(len(session.actions), RotaPlace("RRRR", (99, 99), 0)), "", 4)
    said = [m for m in acting.heard() if m["t"] == "refused"]  # the rules' reason as data too
    assert [m["code"] for m in said] == ["message", "message", "stale", "illegal"]
    assert said[-1]["why"]["why"] == "wrong_tile"
    expect(table.page.locator("html")).to_have_attribute("data-moves", str(moves))
    assert shown_scores(table.page) == scores
    # the table is unharmed: the acting phone plays on, by taps
    session = play_moves(devices, session, 1, positions)
    for each in devices:
        each.check()


# ---------------------------------------------------------------------------- a lost phone


def test_a_phone_closed_mid_turn_is_replaced_by_a_new_one_that_finishes_the_turn(
    devices: list[Device], site_url: str
) -> None:
    session = paired_table(devices, site_url, "axio", SEEDS["axio"])
    positions = {len(session.actions): session}
    session = play_moves(devices, session, 2, positions)
    table, phones = devices[0], devices[1:]
    seat = session.to_act
    assert seat is not None
    lost = phones[seat]
    expect(lost.page.locator("#table.is-acting")).to_have_count(1, timeout=MOVE_MS)
    tap_first = choose(session)
    lost.check()
    lost.page.close()  # mid-turn: the phone's page is gone
    expect(table.page.locator("html")).to_have_attribute("data-peers", "1", timeout=PAIRING_MS)
    code = table.page.locator(f'#side [data-pairing-seat="{seat}"]')
    expect(code).to_have_count(1, timeout=PAIRING_MS)  # the seat waits, with a new code
    expect(table.page.locator(".remote-panel.is-waiting")).to_be_visible()
    table.shot("lost-1-waiting")
    # a new phone (a new context of that phone's process) scans the new code
    context = new_context(lost.browser, PHONES[seat], phone=True)
    lost.close()  # its context; the process goes on
    fresh = Device(
        f"phone{seat}-new", lost.browser, context, context.new_page(), lost.watch_page, owns_browser=False
    )
    phones[seat] = devices[1 + seat] = fresh
    table.page.click('[data-action="pair-phones"]')
    pair(table.page, fresh, seat, site_url, switch=False)
    expect(table.page.locator("html")).to_have_attribute("data-peers", "2", timeout=PAIRING_MS)
    table.page.click('[data-action="pairing-close"]')
    assert choose(session) == tap_first
    session = play_moves(devices, session, 1, positions)
    assert shown_scores(table.page) == [list(s) for s in session.state.scores]
    check_views("axio", fresh, seat, positions)
    for each in devices:
        each.check()


# ---------------------------------------------------------------------------- a mixed table


def test_a_phone_a_tablet_person_and_a_computer_player_share_a_rota_table(
    devices: list[Device], site_url: str
) -> None:
    from axio_core.bots import choose_in

    names = ["Ann", "Ben", "Cal"]
    table, phone = devices[0], devices[1]
    table.goto(table_url(site_url, "rota", names, 4, bots="-,-,casual"), site_url)
    lift_cover(table.page)
    table.page.click('[data-action="pair-phones"]')
    table.page.click('[data-action="phone-seat"][data-seat="0"]')
    expect(table.page.locator('[data-pairing-seat="0"]')).to_have_count(1, timeout=PAIRING_MS)
    for width, height in ((1024, 768), (768, 1024)):  # a tablet held either way
        table.page.set_viewport_size({"width": width, "height": height})
        assert table.page.evaluate(PANEL_IN_VIEW_JS) == [], f"the panel at {width}x{height}"
        table.shot(f"mixed-0-panel-{width}x{height}")
    table.page.set_viewport_size(TABLET)
    assert table.page.locator('[data-action="phone-seat"][data-seat="2"]').count() == 0  # a computer's
    pair(table.page, phone, 0, site_url, switch=False)
    phone.shot("mixed-0-connected")
    table.page.click('[data-action="pairing-close"]')
    table.page.evaluate("window.axioRackSeen = []")
    session = Session.new("rota", names, 4, (None, None, "casual"))
    turns = {0: 0, 1: 0, 2: 0}
    while min(turns.values()) < 3 and session.outcome() is None:
        seat = session.to_act
        assert seat is not None
        if seat == 0:
            expect(table.page.locator(".cover")).to_have_count(0)
            expect(table.page.locator(".remote-panel")).to_be_visible()
            assert table.page.locator(RACK_CONTROLS).count() == 0
            action = choose(session)
            play_by_taps(phone.page, action)
        elif seat == 1:  # the tablet's own person: one person on the tablet, so no cover (D2)
            expect(table.page.locator(".cover")).to_have_count(0)
            expect(table.page.locator("#rota-hand")).to_be_visible(timeout=MOVE_MS)
            action = choose(session)
            place_by_clicks(table.page, session, action)
        else:
            assert table.page.locator(RACK_CONTROLS).count() == 0
            action = choose_in(session)
        session = session.play(action)
        turns[seat] += 1
        # the computer player (next after the tablet's person) may move on at once: at least this
        # move, then its scores if nothing came after it (a later check holds its points too)
        table.page.wait_for_function(AT_LEAST_MOVES_JS, arg=session.record_length, timeout=MOVE_MS)
        heard_view(phone.page, len(session.actions))
        table.page.evaluate(PASS_ON_JS)
        moves, scores = table.page.evaluate(MOVES_AND_SCORES_JS)
        if moves == session.record_length:
            assert scores_by_seat(scores) == [list(s) for s in session.state.scores]
    table.shot("mixed-1-table")
    positions = {len(session.actions): session}
    views = [m for m in phone.heard() if m["t"] == "view"]
    assert all(m["seat"] == 0 and m["view"]["player"] == 0 for m in views)
    assert decode_view("rota", views[-1]["view"]) == positions[views[-1]["moves"]].view(0)
    for each in devices:
        each.check()


PASS_ON_JS = "() => document.getElementById('pass-on')?.click()"  # if there (it leaves by itself)
# the record's length shown and the scoreboards, read in one go
MOVES_AND_SCORES_JS = """() => [+document.documentElement.dataset.moves,
  Array.from(document.querySelectorAll('[data-score]'),
             e => [+e.dataset.player, e.dataset.color, +e.dataset.score])]"""


def scores_by_seat(values: list[list[Any]]) -> list[list[int]]:
    board = [[-1] * 5 for _ in range(1 + max(p for p, _, _ in values))]
    for player, color, score in values:
        board[player]["RGBOP".index(color)] = score
    return board


# ---------------------------------------------------------------------------- a reloaded table


def rescan(table: Page, phone: Device, seat: int) -> None:
    """The phone (its connection to the old page gone) opens the seat's new code in its tab,
    as a scan does, and the table takes its answer."""
    phone.page.goto(offer_link(table, seat))
    answer = phone.page.locator("[data-pairing-answer]")
    expect(answer).to_have_count(1, timeout=PAIRING_MS)
    table.fill("[data-pairing-input]", answer.get_attribute("data-answer") or "")
    table.click('[data-action="pairing-accept"]')
    expect(phone.page.locator("html")).to_have_attribute("data-seat", str(seat), timeout=PAIRING_MS)


def test_a_reloaded_table_keeps_its_phone_seats_and_both_phones_finish_the_game(
    devices: list[Device], site_url: str
) -> None:
    """A Rota game four moves before its end (a `#record=` link), played from two phones; the
    table reloads after one move. From the reload until both phones are back, the table's page
    never holds a hand or a cover (init script's observer); then the phones finish the game."""
    whole = Session.new("rota", NAMES, SEEDS["rota"], (None, None))
    actions = []
    while whole.outcome() is None:
        actions.append(choose(whole))
        whole = whole.play(actions[-1])
    session = Session.new("rota", NAMES, SEEDS["rota"], (None, None))
    for action in actions[:-4]:
        session = session.play(action)
    table, phones = devices[0], devices[1:]
    link = site_url + "?lang=en#record=" + encode_record(session.to_record().to_json_obj())
    table.goto(link, site_url)
    lift_cover(table.page)
    table.page.click('[data-action="pair-phones"]')
    for seat in (0, 1):
        pair(table.page, devices[1 + seat], seat, site_url)
    table.page.click('[data-action="pairing-close"]')
    positions = {len(session.actions): session}
    session = play_moves(devices, session, 1, positions)
    table.page.reload()
    table.page.wait_for_selector("html.ready", state="attached", timeout=MOVE_MS)
    expect(table.page.locator("html")).to_have_attribute("data-moves", str(session.record_length))
    pressed = table.page.locator('[data-action="phone-seat"][aria-pressed="true"]')
    expect(pressed).to_have_count(2)  # the panel is open, each seat's new code in it
    table.shot("reload-1-codes")
    for seat in (0, 1):
        rescan(table.page, phones[seat], seat)
    expect(table.page.locator("html")).to_have_attribute("data-peers", "2", timeout=PAIRING_MS)
    assert table.page.evaluate("[window.axioRackSeen, window.axioCoverSeen]") == [[], []]
    table.page.click('[data-action="pairing-close"]')
    session = play_to_the_end(devices, session, "rota", positions)
    expect(table.page.locator("html")).to_have_attribute("data-game-over", "true", timeout=MOVE_MS)
    for phone in phones:
        expect(phone.page.locator("#table.is-over")).to_have_count(1, timeout=MOVE_MS)
        assert shown_scores(phone.page) == [list(s) for s in session.state.scores]
    assert table.page.evaluate("[window.axioRackSeen, window.axioCoverSeen]") == [[], []]
    for each in devices:
        each.check()


# ---------------------------------------------------------------------------- a pyramid, and back


@pytest.fixture
def table_and_phone(
    processes: list[Browser], watch_page: Callable[[Page, str], Any]
) -> Iterator[list[Device]]:
    """[table, one phone]: two Chromium processes."""
    made = [
        device_on(processes[0], "table", TABLET, False, watch_page),
        device_on(processes[1], "phone0", PHONES[0], True, watch_page),
    ]
    yield made
    for each in made:
        each.close()


def place_with_pyramids_by_taps(phone: Page, action: AxioPlace) -> None:
    """The tile, its two cells, the pyramids that must move (ruling A8), confirm: by taps."""
    rack_tile = canonical_axio_tile(action.tile)
    tap(phone, f'[data-action="axio-tile"][data-tile="{rack_tile}"]')
    (x1, y1), (x2, y2) = action.cells
    tap_place(phone, f'[data-action="axio-cell"][data-x="{x1}"][data-y="{y1}"]', ".is-anchor", f"{x1},{y1}")
    tap_place(phone, f'.target.is-partner[data-x="{x2}"][data-y="{y2}"]', ".ghost", f"{x1},{y1}")
    if action.tile != rack_tile:
        tap(phone, '[data-action="axio-flip"]')
    confirm = phone.locator("#axio-confirm")
    for px, py in action.pyramids_from:
        expect(confirm).to_have_attribute("aria-disabled", "true")  # A8: the pyramids first
        where = f'[data-px="{px}"][data-py="{py}"]'
        phone.locator(f"g.pick{where}").scroll_into_view_if_needed()  # the finger pans the board to it
        tap_place(phone, f"g.pick{where}", f"g.pick.is-picked{where}", f"{x1},{y1}")
    tap(phone, "#axio-confirm")


def test_a_seat_played_back_on_the_tablet_then_a_phone_moves_pyramids_by_taps(
    table_and_phone: list[Device], site_url: str
) -> None:
    """From the shared example where the pyramids run out (4 people, hot-seat): the seat to act
    is paired under the cover; "Play … on this tablet" hands it back (its phone hears so, the
    cover comes up for that seat); paired again, the phone places the tile and moves the
    pyramid by taps (ruling A8), and the table shows it blocked (A9)."""
    table, phone = table_and_phone
    record = json.loads((EXAMPLES / "axio-4p-pyramids-run-out.json").read_text())
    index = next(i for i, m in enumerate(record["moves"]) if "pyramids_from" in m)
    move = record["moves"][index]
    record["moves"] = record["moves"][:index]
    session = Session.from_record(record)
    seat = session.to_act
    assert seat is not None and session.state.pyramids_left == 0
    table.goto(site_url + "?lang=en#record=" + encode_record(record), site_url)
    expect(table.page.locator(".cover")).to_be_visible()
    table.page.click('.cover [data-action="pair-phones"]')  # pairing under the cover (issue 36)
    pair(table.page, phone, seat, site_url)
    table.page.click('[data-action="pairing-close"]')
    expect(table.page.locator(".cover")).to_have_count(0)
    release = table.page.locator(f'.remote-panel [data-action="phone-release"][data-seat="{seat}"]')
    expect(release).to_be_visible()
    table.shot("release-0-remote")
    release.click()
    expect(table.page.locator(f".cover.seat-{seat}")).to_be_visible()  # D2: the seat's player looks
    expect(phone.page.locator(".rack-released")).to_have_count(1, timeout=MOVE_MS)
    expect(phone.page.locator('[data-action="phone-scan"]')).to_be_visible()
    table.page.click('.cover [data-action="pair-phones"]')
    table.page.click(f'[data-action="phone-seat"][data-seat="{seat}"]')
    phone.page.goto(offer_link(table.page, seat))  # the phone scans the seat's new code
    answer = phone.page.locator("[data-pairing-answer]")
    expect(answer).to_have_count(1, timeout=PAIRING_MS)
    table.page.fill("[data-pairing-input]", answer.get_attribute("data-answer") or "")
    table.page.click('[data-action="pairing-accept"]')
    expect(phone.page.locator("#table.is-acting")).to_have_count(1, timeout=PAIRING_MS)
    table.page.click('[data-action="pairing-close"]')
    action = AxioPlace(
        move["place"], tuple(tuple(c) for c in move["at"]), tuple(tuple(c) for c in move["pyramids_from"])
    )
    place_with_pyramids_by_taps(phone.page, action)
    session = session.play(action)
    wait_moves(table.page, session.record_length)
    expect(table.page.locator(".axio-board .blocked")).to_have_count(len(action.pyramids_from))
    assert shown_scores(table.page) == [list(s) for s in session.state.scores]
    phone.shot("pyramid-1-placed")
    for each in table_and_phone:
        each.check()
