"""The phone's screen (issue 28): one seat of a table, played from this phone.

A page opened with `#join=<offer>` (the link in the table's QR code) is a phone. It answers
the table's offer and shows the answer for the table's camera, then plays what the table
sends it (phones/wire.py):

    Answering  AnswerOffer(sdp) asked; the port answers PeerAnswer(sdp)
    Answer     the answer as a QR code and as text to paste, until PeerOpen(None)
    Connected  the data channel is open: waiting for the table's first view
    Playing    a view (Seated) came: the board, the scores, the own rack; on this seat's turn
               the game's own controls (the plugin), and a chosen move goes to the table as
               SendPeer(None, act_message(...)) ("sent…" until the next view or a refusal)
    Released   the table plays this seat itself now
    Lost       the connection closed or failed: a new code from the table brings it back
    Spent      the page was reloaded: its offer was answered before and cannot be again

From the last three the phone can read the table's new code with its own camera ("Scan the
table's code": an installed app is not what the system camera opens). On Safari that is also
what lets the page offer its addresses: a page with no camera permission offers only mDNS
names, and where nothing at all was gathered the answer cannot be made (docs/PHONES.md).

The phone never saves and never resumes a saved game: the table keeps the game. The table
decides everything; the phone only shows a view and sends intents, and never crashes on what
it reads (a message it cannot read is left aside with a line in the console).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from ...games.plugin import AnyPlugin
from ...games.registry import plugin_for
from ...games.turn import Turn
from ...phones.wire import (
    Pairing,
    Refused,
    Released,
    Seated,
    WireError,
    act_message,
    encode_pairing,
    read_from_table,
)
from ...runtime.effects import (
    Announce,
    AnswerOffer,
    ClosePeer,
    ConsoleWarning,
    CopyText,
    Effect,
    Scanner,
    SendPeer,
    Vibrate,
)
from ...runtime.events import (
    Click,
    Event,
    Key,
    PeerAnswer,
    PeerClosed,
    PeerFailed,
    PeerOpen,
    PeerText,
    ScannerFailed,
)
from ...strings.i18n import language, t
from ...strings.why import say
from ...ui.action_names import AppAction, RackAction
from ..table import deciding, hints
from ..table.deciding import LAST_MOVE
from ..table.zoom import zoom_request

#: history.state's mark for a page whose offer was answered: after a reload (same tab, same
#: address, same mark) the offer is spent, and the phone asks for the table's new code.
SPENT_MARK = "phone-join:"

BOARD_ID = "board"
ANSWER_ID = "rack-answer-text"
COPY_ID = "rack-copy"
MENU_ID = "rack-menu"


class Stage(StrEnum):
    ANSWERING = "answering"
    ANSWER = "answer"
    CONNECTED = "connected"
    PLAYING = "playing"
    RELEASED = "released"
    LOST = "lost"
    SPENT = "spent"


#: While paired (or pairing) the phone belongs to the table: no menu.
PAIRED = frozenset({Stage.ANSWERING, Stage.ANSWER, Stage.CONNECTED, Stage.PLAYING})
#: Done with this code: the phone's camera may read the table's next one.
MAY_SCAN = frozenset({Stage.RELEASED, Stage.LOST, Stage.SPENT})
SCAN_ID = "rack-scan"


def spent_mark(pairing: Pairing) -> str:
    return f"{SPENT_MARK}{pairing.seat}:{pairing.key}"


@dataclass(frozen=True)
class Rack:
    """The phone's screen: the table's offer, the stage, and once a view came, what the table
    said last (`seated`) with the player's move in progress (`selection`, the plugin's)."""

    offer: Pairing
    stage: Stage = Stage.ANSWERING
    answer: str = ""  # this phone's answer as the table reads it (encode_pairing)
    seated: Seated | None = None
    selection: Any = None
    sent: bool = False  # a move went to the table; the controls wait for its word
    message: str = ""  # the table's refusal, or a tap the rules refuse: shown until the next view
    hint: hints.Shown | None = None
    reason: str = ""  # why the connection was lost (the port's words)
    copied: bool = False
    focus: str | None = None
    zoom: float = 1.0  # the board's zoom (table/zoom.py): 1 is the whole board, more pans
    reveal: str | None = None  # what the board scrolls into view after this event (a selector)
    reveal_serial: int = 0
    scanning: bool = False  # the camera is open to read the table's code

    # ------------------------------------------------------------------ reading it

    @property
    def paired(self) -> bool:
        return self.stage in PAIRED

    @property
    def plugin(self) -> AnyPlugin | None:
        return plugin_for(self.seated.game) if self.seated is not None else None

    def turn(self) -> Turn | None:
        """The plugin's turn: this seat's own view, as the table sent it."""
        if self.seated is None:
            return None
        return Turn(self.seated.view, self.seated.names)

    @property
    def is_over(self) -> bool:
        return self.seated is not None and self.seated.view.phase == "over"

    @property
    def my_turn(self) -> bool:
        """This seat has a decision to make now (the view's legal actions say so)."""
        return _my_turn(self.seated)

    @property
    def acting(self) -> bool:
        """The game's controls are live: this seat's turn, and no move waits for the table."""
        return self.stage == Stage.PLAYING and self.my_turn and not self.sent

    @property
    def hints_offered(self) -> bool:
        return self.acting and self.seated is not None and self.seated.hints

    @property
    def focus_id(self) -> str | None:
        if self.stage == Stage.ANSWER:
            return COPY_ID
        if not self.paired:
            return SCAN_ID if self.stage in MAY_SCAN else MENU_ID
        return self.focus

    def hooks(self) -> dict[str, str]:
        """`<html data-seat="k">` once a view named this phone's seat, and `data-chosen` as at
        the table (PAGE.md)."""
        return {
            "data-seat": str(self.seated.seat) if self.seated is not None else "",
            "data-chosen": deciding.chosen_hook(self.plugin, self.selection if self.acting else None),
        }

    def _lost(self, reason: str) -> Rack:
        """The table is out of reach; `reason`: in the game's words, or "" (a closed link)."""
        return replace(self, stage=Stage.LOST, reason=reason, sent=False, hint=None, focus=MENU_ID)

    # ------------------------------------------------------------------ events

    def handle(self, event: Event) -> tuple[Rack, list[Effect]]:
        if isinstance(event, PeerAnswer) and self.stage == Stage.ANSWERING:
            try:
                answer = encode_pairing(Pairing(self.offer.seat, self.offer.key, event.sdp, lang=language()))
            except WireError:  # no address gathered: a browser that wants the camera allowed first
                return self._lost(t("rack.no_address")), []
            return replace(self, stage=Stage.ANSWER, answer=answer), []
        waiting = self.stage in (Stage.ANSWERING, Stage.ANSWER)
        if isinstance(event, PeerOpen) and event.seat is None and waiting:
            return replace(self, stage=Stage.CONNECTED, focus=None), [Announce(t("rack.connected"))]
        listening = self.stage in (Stage.CONNECTED, Stage.PLAYING)
        if isinstance(event, PeerText) and event.seat is None and listening:
            return self._heard(event.text)
        if isinstance(event, (PeerClosed, PeerFailed)) and event.seat is None and self.paired:
            # in the game's words (issue 35); the browser's own goes to the console. Said once:
            # the words appear in a role="alert" box, which screen readers read as it appears.
            reason = t(f"rack.why.{self.stage}") if isinstance(event, PeerFailed) else ""
            raw = event.reason if isinstance(event, PeerFailed) else ""
            return self._lost(reason), [ConsoleWarning(f"AXIO phone: {raw}")] if raw else []
        if isinstance(event, Click) and event.action == RackAction.COPY_ANSWER and self.answer:
            return replace(self, copied=True), [CopyText(self.answer), Announce(t("rack.copied"))]
        if isinstance(event, Click) and event.action == RackAction.SCAN and self.stage in MAY_SCAN:
            return replace(self, scanning=True, message="", focus=SCAN_ID), [Scanner(True, "table")]
        if isinstance(event, ScannerFailed) and self.scanning:
            key = {"denied": "rack.camera_denied", "missing": "rack.camera_missing"}.get(event.reason, "")
            message = t(key) if key else ""
            return replace(self, scanning=False, message=message), [Announce(message)] if message else []
        if self.stage == Stage.PLAYING and (how := zoom_request(event, keys=self.acting)):
            return deciding.zoomed(self, self.plugin, self.selection, event, how), []  # as at the table
        if isinstance(event, (Click, Key)) and self.acting:
            return self._played(event)
        return self, []

    def _heard(self, text: str) -> tuple[Rack, list[Effect]]:
        """What the table said: a view, a refusal of the last move, or the seat taken back."""
        try:
            said = read_from_table(text)
        except WireError as error:
            return replace(self, message=t("rack.unreadable")), [ConsoleWarning(str(error))]
        if isinstance(said, Refused):  # in this phone's language, where the table said why as data
            message = t("rack.refused", reason=refusal_words(said).rstrip("."))
            return replace(self, sent=False, message=message), [Announce(message)]
        if isinstance(said, Released):
            return (
                replace(self, stage=Stage.RELEASED, sent=False, hint=None, focus=MENU_ID),
                [ClosePeer(None), Announce(t("rack.released"))],
            )
        return self._seated(said)

    def _seated(self, seated: Seated) -> tuple[Rack, list[Effect]]:
        """A new view: the move in progress is kept while the position is the same (the table
        sends the view again as the connection opens); a new position starts afresh."""
        before = self.seated
        same = before is not None and before.moves == seated.moves and before.view == seated.view
        rack = replace(
            self,
            stage=Stage.PLAYING,
            seated=seated,
            sent=False,
            message=self.message if same else "",
            hint=self.hint if same else None,
            focus=BOARD_ID,
        )
        if not same:  # a new position: the whole board, the last move in view
            rack = replace(rack, zoom=1.0, reveal=LAST_MOVE, reveal_serial=self.reveal_serial + 1)
        if not same or rack.selection is None:
            turn = rack.turn()
            assert turn is not None and rack.plugin is not None
            rack = replace(rack, selection=rack.plugin.new_selection(turn) if rack.my_turn else None)
        effects: list[Effect] = []
        if rack.my_turn and not _my_turn(before):
            name = seated.names[seated.seat] if seated.seat < len(seated.names) else ""
            effects += [Vibrate(), Announce(t("rack.your_turn_announce", name=name))]
            turn = rack.turn()
            if rack.plugin is not None and turn is not None:
                effects += deciding.summary(rack.plugin, turn)
        return rack, effects

    def _played(self, event: Click | Key) -> tuple[Rack, list[Effect]]:
        """A tap or key for the game's controls, answered as at the table (table/deciding.py);
        the hint is the table's, from this seat's view alone, offered when the table says so.
        A move goes to the table, which decides (the controls wait for its word)."""
        if isinstance(event, Click) and event.action in (AppAction.SHOW_MENU, RackAction.COPY_ANSWER):
            return self, []
        turn, plugin, seated = self.turn(), self.plugin, self.seated
        assert turn is not None and plugin is not None and seated is not None
        got = deciding.answer(plugin, turn, self.selection, event, self.focus, self.hints_offered, self.hint)
        if isinstance(got, deciding.Decided):
            sent = replace(self, sent=True, message="", hint=None, focus=BOARD_ID)
            intent = SendPeer(None, act_message(seated.moves, got.action))
            return sent, [intent, Announce(t("rack.sent_announce"))]
        if isinstance(got, deciding.TapRefused):
            return replace(self, message=got.message), [Announce(got.message)]
        if isinstance(got, deciding.Hinted):
            hinted = replace(self, hint=got.shown, message="", selection=got.selection)
            return hinted, [Announce(got.shown.text)]
        if isinstance(got, deciding.Changed):
            return replace(self, selection=got.selection, message="", focus=got.focus), list(got.announce)
        return self, []


def _my_turn(seated: Seated | None) -> bool:
    """This seat decides now: its view says so, and so does the table (which may still be
    showing the move before: a phone never shows live controls the table would refuse)."""
    if (
        seated is None
        or not seated.acting
        or seated.view.phase == "over"
        or seated.view.current != seated.seat
    ):
        return False
    return bool(Turn(seated.view, seated.names).legal_actions())


def open_rack(offer: Pairing, reloaded: bool) -> tuple[Rack, list[Effect]]:
    """The phone's screen for the table's `offer`: answered at once, or, after a reload of a
    page whose offer was answered already, the word that a new code is needed."""
    if reloaded:
        return Rack(offer, Stage.SPENT, focus=MENU_ID), []
    return Rack(offer), [AnswerOffer(offer.sdp), Announce(t("rack.preparing"))]


def refusal_words(said: Refused) -> str:
    """The table's refusal in this phone's language, from the data the table sent (the rules'
    reason, or which of its checks failed); else the table's own words (an unreadable message's
    detail, or a table that sent no code)."""
    if said.code == "illegal" and said.refusal is not None:
        return t("phones.refuse_illegal", reason=say(said.refusal))
    if said.code in ("unpaired", "turn", "stale"):
        return t(f"phones.refuse_{said.code}")
    return said.reason
