"""The table's side of phones as racks (issue 28, docs: /work/notes/phones.md): the pairing
panel's clicks, the port's peer events, and what phones say, all turned into a new `Table`
and effects. The app routes here every event that `handles` accepts.

The table's engine decides everything (ruling D1): a phone's message is an intent, checked
in full before anything is played; every refusal is sent back to that phone and changes
nothing at the table, and nothing a phone sends can raise. Each connected phone gets only its
own seat's view (`game.observe(state, seat)`, ruling A12: a rack is secret), after every
change of the session and as it connects.
"""

from __future__ import annotations

from dataclasses import replace

from axio_core import AxioError, game
from axio_core.errors import Refusal

from ...phones.link import PhoneLink, SeatLink, new_key, offer_link
from ...phones.pairing import INPUT_NAME
from ...phones.wire import (
    MAX_PAIRING,
    Seated,
    WireError,
    decode_pairing,
    read_from_phone,
    refused_message,
    released_message,
    view_message,
)
from ...runtime.effects import (
    AcceptAnswer,
    Announce,
    ClosePeer,
    CopyText,
    Effect,
    OfferSeat,
    Scanner,
    SendPeer,
)
from ...runtime.events import (
    Click,
    Event,
    Input,
    PeerClosed,
    PeerFailed,
    PeerOffer,
    PeerOpen,
    PeerText,
    Scanned,
    ScannerFailed,
)
from ...runtime.intents import Intent
from ...strings import i18n
from ...strings.i18n import t
from ...strings.why import say
from ...ui.action_names import PhoneAction
from .log import LogEntry, entry_for
from .modes import Remote
from .screen import Table

Out = Effect | Intent
LAST_MOVES = 3  # the last moves in words that a phone shows under its board
ACTIONS = frozenset(str(action) for action in PhoneAction)
TABLE_EVENTS = (PeerOffer, PeerOpen, PeerText, PeerClosed, PeerFailed, Scanned, ScannerFailed)


def handles(event: Event) -> bool:
    """Whether `event` is the phones' business at a table."""
    if isinstance(event, Click):
        return event.action in ACTIONS
    if isinstance(event, Input):
        return event.name == INPUT_NAME
    return isinstance(event, TABLE_EVENTS)


def open_panel(table: Table, page_url: str) -> Table:
    """The pairing panel over the table (offer links are made from `page_url`)."""
    if table.lesson is not None:
        return table  # the guided first game is one person's, on the tablet
    return replace(table, link=replace(table.link, open=True, notice="", page_url=page_url))


def on_event(table: Table, event: Event, nonce: int, page_url: str) -> tuple[Table, list[Out]]:
    """The table after one of the phones' events; the views follow every change of the
    session (`with_views`). `nonce`: the event's random number (new pairing keys)."""
    after, outs = _on_event(table, event, nonce, page_url)
    return after, with_views(table, after, outs)


def _on_event(table: Table, event: Event, nonce: int, page_url: str) -> tuple[Table, list[Out]]:
    link = table.link
    if isinstance(event, Click):
        return _click(table, event, nonce, page_url)
    if isinstance(event, Input):
        return _linked(table, replace(link, typed=event.value[: 2 * MAX_PAIRING])), []
    if isinstance(event, Scanned):
        accepted, outs = accept(table, event.text)
        if accepted.link.notice:
            return accepted, outs
        return _linked(accepted, replace(accepted.link, scanning=False)), [*outs, Scanner(False)]
    if isinstance(event, ScannerFailed):
        key = {"denied": "phones.camera_denied", "missing": "phones.camera_missing"}.get(
            event.reason, "phones.camera_closed"
        )
        return _linked(table, replace(link, scanning=False, notice=t(key))), []
    if isinstance(event, PeerText):
        return on_text(table, event.seat, event.text)
    if not isinstance(event, (PeerOffer, PeerOpen, PeerClosed, PeerFailed)):
        return table, []
    seat = event.seat
    seat_link = link.get(seat)
    if seat is None or seat_link is None:
        return table, []  # a seat no longer on a phone: its connection's last words
    name = table.names[seat]
    if isinstance(event, PeerOffer):
        if event.key != seat_link.key or seat_link.offer:
            return table, []  # an older offer's
        try:
            made = offer_link(
                link.page_url or page_url, seat, event.key, event.sdp, table.plugin.variant, name
            )
        except WireError as error:  # e.g. a browser that gathered no address to connect to
            return _linked(table, link.with_seat(seat, replace(seat_link, failed=str(error)))), []
        return _linked(table, link.with_seat(seat, replace(seat_link, offer=made))), []
    if isinstance(event, PeerOpen):
        if not seat_link.answered:
            return table, []
        table = _linked(table, link.with_seat(seat, replace(seat_link, connected=True)))
        return table, [Announce(t("phones.connected_announce", name=name)), view_for(table, seat)]
    if isinstance(event, PeerClosed):
        # The seat waits for its phone (nothing else changes) and gets a fresh code at once.
        key = new_key(nonce, seat)
        said = [Announce(t("phones.lost_announce", name=name))] if seat_link.connected else []
        return _linked(table, link.with_seat(seat, SeatLink(key))), [*said, OfferSeat(seat, key)]
    if isinstance(event, PeerFailed):
        failed = replace(seat_link, answered=False, connected=False, offer="", failed=event.reason or "?")
        return _linked(table, link.with_seat(seat, failed)), []
    return table, []


def _click(table: Table, click: Click, nonce: int, page_url: str) -> tuple[Table, list[Out]]:
    link = table.link
    action = click.action
    if action == PhoneAction.PAIR:
        return open_panel(table, page_url), []
    if action == PhoneAction.CLOSE:
        closed = _linked(table, replace(link, open=False, scanning=False, notice=""))
        return closed, [Scanner(False)] if link.scanning else []
    if action == PhoneAction.SCAN:
        return _linked(table, replace(link, scanning=True, notice="")), [Scanner(True)]
    if action == PhoneAction.ACCEPT:
        return accept(table, link.typed)
    seat = _seat_of(table, click.data.get("seat", ""))
    if seat is None:
        return table, []
    seat_link = link.get(seat)
    if action == PhoneAction.COPY:
        return table, [CopyText(seat_link.offer)] if seat_link is not None and seat_link.offer else []
    if action == PhoneAction.RELEASE or (action == PhoneAction.SEAT and seat_link is not None):
        return release(table, seat)
    if action == PhoneAction.SEAT and table.lesson is None and not table.is_over:
        key = new_key(nonce, seat)
        switched = replace(link, page_url=link.page_url or page_url).with_seat(seat, SeatLink(key))
        table = _linked(table, switched).settled()
        return table, [table.save_intent(), OfferSeat(seat, key)]  # a reload keeps the seat a phone's
    return table, []


def _seat_of(table: Table, text: str) -> int | None:
    """A person's seat at this table named by a control (computer players hold no phone)."""
    if not text.isdigit() or int(text) >= len(table.names):
        return None
    seat = int(text)
    return seat if table.session.seats[seat] is None else None


def _linked(table: Table, link: PhoneLink) -> Table:
    return replace(table, link=link)


def release(table: Table, seat: int) -> tuple[Table, list[Out]]:
    """The tablet plays `seat` again (hot-seat): its phone hears so and is let go."""
    seat_link = table.link.get(seat)
    if seat_link is None:
        return table, []
    table = _linked(table, table.link.with_seat(seat, None)).settled()
    outs: list[Out] = [SendPeer(seat, released_message())] if seat_link.connected else []
    return table, [
        *outs,
        ClosePeer(seat),
        table.save_intent(),
        Announce(t("phones.released_announce", name=table.names[seat])),
    ]


def accept(table: Table, text: str) -> tuple[Table, list[Out]]:
    """A phone's answer, read by the camera or pasted: taken only for a seat that waits for
    it (its newest offer's key); anything else is refused with the reason and changes nothing
    but the panel's notice."""
    link = table.link
    try:
        answer = decode_pairing(text)
    except WireError as error:
        return _refused(table, str(error))
    if answer.game:
        return _refused(table, t("phones.not_answer"))
    seat_link = link.get(answer.seat)
    if seat_link is not None and seat_link.key == answer.key and not seat_link.waiting:
        # a second phone that opened the same code (the first one's answer was taken)
        return _refused(table, t("phones.answer_used", name=table.names[answer.seat]))
    if seat_link is None or not seat_link.waiting or seat_link.key != answer.key:
        return _refused(table, t("phones.no_seat_waiting"))
    taken = replace(link, typed="", notice="").with_seat(
        answer.seat, replace(seat_link, answered=True, lang=answer.lang)
    )
    return _linked(table, taken), [AcceptAnswer(answer.seat, answer.sdp)]


def _refused(table: Table, reason: str) -> tuple[Table, list[Out]]:
    notice = t("phones.refused_answer", reason=reason)
    return _linked(table, replace(table.link, notice=notice)), [Announce(notice)]


def on_text(table: Table, seat: int | None, text: str) -> tuple[Table, list[Out]]:
    """A phone's message: its seat's move, played when every check passes (phones.md item 3),
    through the same path as a tablet person's move; else refused to that phone, the table
    unchanged."""

    def refuse(code: str, reason: str, refusal: Refusal | None = None) -> tuple[Table, list[Out]]:
        return table, [SendPeer(seat, refused_message(reason, code, refusal))]

    if seat is None or seat not in table.link.connected:
        return refuse("unpaired", t("phones.refuse_unpaired"))
    try:
        act = read_from_phone(table.plugin.variant, text)
    except WireError as error:
        return refuse("message", t("phones.refuse_message", reason=str(error)))
    session = table.session
    if awaits(table) != seat:
        return refuse("turn", t("phones.refuse_turn"))
    if act.moves != len(session.actions):
        return refuse("stale", t("phones.refuse_stale"))
    try:
        game.check(session.state, act.action)
        session.play(act.action)  # what `check` leaves to the move itself (its phase, its tiles)
    except AxioError as error:
        return refuse("illegal", t("phones.refuse_illegal", reason=say(error.refusal)), error.refusal)
    return table.play_from_phone(act.action)


# ---------------------------------------------------------------------------- views


def view_for(table: Table, seat: int) -> SendPeer:
    """`seat`'s own view and nothing else (ruling A12), with what its screen needs around it."""
    session = table.session
    seat_link = table.link.get(seat)
    with i18n.in_language(seat_link.lang if seat_link and seat_link.lang else i18n.language()):
        last = tuple(f"{table.names[e.player]}: {e.text}" for e in _worded(table, table.log[-LAST_MOVES:]))
    seated = Seated(
        seat,
        table.plugin.variant,
        table.names,
        len(session.actions),
        game.observe(session.state, seat),
        table.hints_allowed,
        last,
        awaits(table) == seat,
    )
    return SendPeer(seat, view_message(seated))


def awaits(table: Table) -> int | None:
    """The phone seat whose move the table takes now (what `on_text` accepts), if any."""
    mode = table.mode
    return mode.player if isinstance(mode, Remote) and table.session.to_act == mode.player else None


def _worded(table: Table, entries: tuple[LogEntry, ...]) -> list[LogEntry]:
    """`entries` worded again in the language bound (the phone's, which may not be the table's)."""
    session = table.session
    worded = []
    for e in entries:
        before = session.states[e.index - 1] if e.index else session.start
        again = entry_for(table.plugin, before, session.actions[e.index], e.index)
        worded.append(again or e)
    return worded


def views(table: Table) -> list[Out]:
    """Every connected phone's own view."""
    return [view_for(table, seat) for seat in sorted(table.link.connected)]


def with_views(before: Table, after: Table, outs: list[Out]) -> list[Out]:
    """`outs`, and the phones' views when the session changed, or the seat the table waits for
    (a computer player's move shown, then the phone's turn: its controls go live only now)."""
    if not after.link.connected or (after.session is before.session and awaits(after) == awaits(before)):
        return outs
    return [*outs, *views(after)]


def close_all(table: Table) -> list[Out]:
    """The table is left (the menu, another game): its phones are let go."""
    return [ClosePeer(seat) for seat in sorted(table.phones)]
