"""A game by links on this device (issue 39; docs/LINKS.md): the screen that starts one (the
menu's "Play by link", `?link=1&game=…`), takes links in (`#link=…`), lets this player move
when it is their turn, and holds the link for the others in `[data-send-link]`.

The protocol (axio_core.linkplay, with python-ecdsa) comes in the site's extras zip after the
first screen: until it is there, what was asked (a start, the links opened) waits in the
screen, and ModulesArrived carries it out. The Device is the one mutable thing in a screen:
only this module changes it, and every change makes a new screen (its `serial` bumped).
The device is kept whole in localStorage (preferences.LINK_KEY: its secrets and the links,
never an opened tile), so a reload resumes it.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from dataclasses import dataclass, field, replace
from typing import Any

from axio_core import game

from ...runtime.effects import Announce, CopyText, Download, Effect, RememberPreference, Schedule, Share
from ...runtime.events import Click, Event, Key, ModulesArrived, Tick
from ...runtime.intents import Intent, KeepLinkRecord
from ...runtime.layout import Layout, slot
from ...runtime.preferences import LINK_KEY
from ...strings.i18n import t
from ...strings.why import say_error
from ...ui.action_names import AppAction, LinkAction
from ...ui.markup import esc

MARK = "link-game"  # history.state's mark: a reload resumes the game by link (app/start.py)
FRAGMENT = "#link="
Out = Effect | Intent
QR_MAX = 1200  # characters: a longer link is not drawn as one QR code (it would not scan)
CHECK = "link-check"  # a Tick's action: the next part of the end's check (entry.py sets its run)
CHECK_MS = 1  # between parts: the page draws and answers taps while the check runs
LINK_ACTIONS = frozenset(str(action) for action in LinkAction)
APP_ACTIONS = frozenset(str(action) for action in AppAction)


@dataclass(frozen=True)
class LinkScreen:
    device: Any = None  # axio_core.linkplay.device.Device, once the modules are here
    start: tuple[str, tuple[str, ...]] | None = None  # (game, names) to invite, waiting for the modules
    inbox: tuple[str, ...] = ()  # links opened before the modules arrived
    said: tuple[str, str] = ("", "")  # (kind, detail) of the last link taken in
    serial: int = 0
    page_url: str = ""
    selection: Any = None  # the plugin's move in progress, on this device's move (board.py)
    message: str = ""  # a tap the rules refuse, and why: shown until the next tap
    focus: str | None = None
    checking: bool = False  # the end's check runs, a part per Tick (one chain of ticks at a time)
    # the dealt game as drawn (board.Seat), made once per change of the device
    seat: Any = field(default=None, compare=False, repr=False)

    @property
    def focus_id(self) -> str | None:
        return self.focus

    @property
    def zoom(self) -> float:
        return 1.0

    @property
    def reveal(self) -> str | None:
        return None

    reveal_serial = 0

    def hooks(self) -> dict[str, str]:
        device = self.device
        if device is None or device.table is None:
            return {}  # no game yet: the protocol's modules are on their way
        # its own link to write, or its move (the exchange offered, A11, which the others' view
        # of the draft cannot see: it may show the next player due): it waits for nobody
        mine = device.seat is not None and (device.owes() or bool(device.legal_actions()))
        hooks = {
            "data-link-waiting": "" if mine else device.waiting_for(),
            "data-link-verified": "true" if device.verified else "",
        }
        seat = self.seat
        if seat is not None and seat.acting:
            chosen = seat.plugin.chosen(self.selection)
            hooks["data-chosen"] = f"{chosen[0]},{chosen[1]}" if chosen is not None else ""
        return hooks


def seated(screen: LinkScreen) -> LinkScreen:
    """The screen after its device changed: the dealt game drawn afresh, a new move begun."""
    from .board import seat_of

    seat = seat_of(screen.device, screen.seat) if screen.device is not None else None
    selection = seat.plugin.new_selection(seat.turn) if seat is not None and seat.acting else None
    return replace(screen, seat=seat, selection=selection, message="")


def link_of(location_hash: str) -> str | None:
    """The link text of a `#link=` fragment, if it is one."""
    is_link = location_hash.startswith(FRAGMENT) and len(location_hash) > len(FRAGMENT)
    return location_hash if is_link else None


def modules_here() -> bool:
    """Whether axio_core.linkplay can be imported (its ecdsa comes in the extras zip)."""
    if "ecdsa" in sys.modules or importlib.util.find_spec("ecdsa") is not None:
        return True
    from ...phones.qr import _forget_folder_listings

    _forget_folder_listings()
    return importlib.util.find_spec("ecdsa") is not None


# ---------------------------------------------------------------------------- opening


def new_game(variant: str, names: tuple[str, ...], page_url: str) -> tuple[LinkScreen, list[Out]]:
    """`?link=1` or the menu: this device invites, as the first player."""
    return settle(LinkScreen(start=(variant, names), page_url=page_url))


def open_link(
    text: str, page_url: str, stored: str | None, screen: LinkScreen | None = None
) -> tuple[LinkScreen, list[Out]]:
    """A `#link=` opened: taken into this device's game (the one on screen, else the stored one)."""
    base = screen or LinkScreen(page_url=page_url)
    return settle(replace(base, inbox=(*base.inbox, text)), stored if screen is None else None)


def resume(page_url: str, stored: str | None) -> tuple[LinkScreen, list[Out]]:
    """After a reload: the stored game by links."""
    return settle(LinkScreen(page_url=page_url), stored)


def settle(
    screen: LinkScreen, stored: str | None = None, asked: bool = False
) -> tuple[LinkScreen, list[Out]]:
    """Carry out what waits (once the modules are here): the invitation, the links opened,
    and every link this device writes without a choice (join, shuffle, keys, its key at the end)."""
    if not modules_here():
        return screen, []
    from axio_core.linkplay.device import Device

    device, said = screen.device, screen.said
    if device is None and stored:
        try:
            device = Device.from_storage(json.loads(stored))
        except Exception:  # a damaged store: a game by links starts afresh  # noqa: BLE001
            device = None
    if screen.start is not None:
        variant, names = screen.start
        device = Device.invite(variant, list(names))
        said = ("started", "")
    for text in screen.inbox:
        device, said = _take(device, text)
    if device is None:
        return replace(screen, inbox=(), start=None, serial=screen.serial + 1), []
    _advance(device, asked)
    screen = seated(replace(screen, device=device, start=None, inbox=(), said=said, serial=screen.serial + 1))
    kept = json.dumps(device.to_storage(), separators=(",", ":"))
    effects: list[Out] = [RememberPreference(LINK_KEY, kept)]
    if said[0]:
        effects.append(Announce(t(f"link.said.{said[0]}")))
    if device.to_check() and not screen.checking:
        # the game is over: its final position and scores are drawn now, and the end's check
        # of everything (seconds in a browser) runs in parts on the following ticks
        effects.append(Schedule(CHECK_MS, CHECK, 0))
        screen = replace(screen, checking=True)
    return screen, [*effects, *_kept(device)]


def _kept(device: Any) -> list[Out]:
    """The verified game, a saved game like any other (app/resolve.py keeps it once); nothing
    before the end's check has run to its end and passed."""
    record = verified_record(device)
    if record is None:
        return []
    return [KeepLinkRecord(saved_id(device.table.game_id), json.loads(record))]


def _check(screen: LinkScreen) -> tuple[LinkScreen, list[Out]]:
    """The next part of the end's check; once it has run to its end, its result said (and the
    verified game kept), else the next part scheduled."""
    device = screen.device
    if device is None or not screen.checking:
        return screen, []
    if not device.check_part():
        return screen, [Schedule(CHECK_MS, CHECK, 0)]
    done = seated(replace(screen, checking=False, serial=screen.serial + 1))
    said = t("link.verified") if device.verified else t("link.check_failed", why=device.status())
    return done, [Announce(said), *_kept(device)]


def stored_device(stored: str | None) -> Any:
    """The device of the game by links kept in this browser (None: none, a damaged store, or
    the protocol's modules are not here yet)."""
    if not stored or not modules_here():
        return None
    from axio_core.linkplay.device import Device

    try:
        return Device.from_storage(json.loads(stored))
    except Exception:  # a damaged store: nothing to show  # noqa: BLE001
        return None


def moves_so_far(stored: str | None) -> Any:
    """The game by links kept in this browser as a Session for the replay of its moves so far
    (None: no game, or the protocol's modules are not here yet). Its tiles that this device
    cannot open are stand-ins, so only the public view of it may be shown (the replay draws
    nobody's rack or hand), and it is never saved or exported as a record: its record is not
    known until the end, when the verified one is a saved game of its own (before that,
    review.py exports what this device knows and reviews this player's own moves)."""
    from axio_core.session import Session

    device = stored_device(stored)
    if device is None or device.table is None or device.trouble() is not None:
        return None
    world = device.world()
    if world.start is None or world.state is None:
        return None
    after = (*world.befores[1:], world.state)  # the state each action led to
    return Session(
        device.table.variant,
        tuple(device.table.names),
        0,
        world.start,
        tuple(world.actions),
        tuple(after[: len(world.actions)]),
    )


def saved_id(game_id: str) -> str:
    """The saved game's entry id of the game by links `game_id` (its hash, in hex)."""
    return f"link-{game_id[:24]}"


def verified_record(device: Any) -> str | None:
    """The game's record (RECORDS.md) once every key is shown and everything checked: then no
    card is a stand-in, and the set-up and every draw are the game's own."""
    if not device.verified:
        return None
    world = device.world()
    if world.start is None:
        return None
    from axio_core.records import write_record

    return str(write_record(device.table.names, world.start, world.actions).to_json())


def _take(device: Any, text: str) -> tuple[Any, tuple[str, str]]:
    """One link into `device` (a new one for an invitation to another game)."""
    from axio_core.linkplay.device import Device

    if device is None:
        device = Device()
    got = device.receive(text)
    if got.kind == "refused" and device.table is not None and _is_invitation(text):
        fresh = Device()
        again = fresh.receive(text)
        if again.kind == "taken":  # an invitation to a new game: this device joins it
            return fresh, ("new_game", again.message)
    return device, (got.kind, got.message)


def _is_invitation(text: str) -> bool:
    from axio_core.linkplay import wire

    try:
        return wire.parse(text).n == 0
    except wire.LinkError:
        return False


def _advance(device: Any, asked: bool = False) -> bool:
    """Write the link due from this device when it needs no choice; True if one was written.
    One at a time: the others must have each link before the next (`asked`: "Write the next
    link", once the last one is sent)."""
    from axio_core.errors import AxioError

    if device.table is None:
        return False
    try:
        if device.seat is None:  # joining is the person's choice (Join): the joins before come first
            return False
        links = device.table.links
        if links and links[-1].by == device.seat and not asked:
            # its last link is the newest of the game: the others may not have it yet, and the
            # page offers one link at a time ("Write the next link" once this one is sent)
            return False
        # what it owes as drafted: the draft's turn may have passed on (its keys sent, its
        # secret shown where it cannot place, A13), so whose turn it is says nothing here
        if not device.owes():
            return False
        device.finish()
        return True
    except AxioError:
        return False


# ---------------------------------------------------------------------------- events


def handle(screen: LinkScreen, event: Event) -> tuple[LinkScreen, list[Out]]:
    if isinstance(event, ModulesArrived):
        return settle(screen)
    if isinstance(event, Tick):
        return _check(screen) if event.action == CHECK else (screen, [])
    if screen.device is None:
        return screen, []
    seat = screen.seat
    if (
        seat is not None
        and seat.acting
        and isinstance(event, (Click, Key))
        and not (isinstance(event, Click) and event.action in LINK_ACTIONS)
    ):
        return _played(screen, event)
    if not isinstance(event, Click):
        return screen, []
    device = screen.device
    if event.action == LinkAction.NEXT:
        return settle(screen, asked=True)
    if event.action == LinkAction.JOIN:
        return _join(screen)
    if event.action in (LinkAction.COPY, LinkAction.SHARE) and _has_link(device):
        url = device.link_url(_base(screen.page_url))
        effect: Effect = (
            CopyText(url) if event.action == LinkAction.COPY else Share(t("link.share_text"), url)
        )
        return screen, [effect, Announce(t("link.copied"))]
    if event.action == LinkAction.FILE and _has_link(device):
        # a text file holding the address: tapped in the file's viewer, it opens the link
        n = len(device.table.links) - 1
        return screen, [
            Download(f"axio-link-{n}.txt", device.link_url(_base(screen.page_url)) + "\n", "text/plain")
        ]
    return screen, []


def _played(screen: LinkScreen, event: Click | Key) -> tuple[LinkScreen, list[Out]]:
    """A tap or key for the game's controls on this device's move, answered by the plugin
    as at the table (screens/rack/screen.py does the same); a move chosen goes into the link."""
    seat = screen.seat
    if isinstance(event, Click) and event.action in APP_ACTIONS:
        return screen, []
    if isinstance(event, Key) and (event.in_field or event.on_button and event.key in ("Enter", " ")):
        return screen, []  # typing, or the browser clicks the focused button itself
    step = seat.plugin.handle(seat.turn, screen.selection, event)
    if step.action is not None:
        return _act(screen, step.action)
    if step.refusal:
        message = t("table.refused_tap", reason=step.refusal)
        return replace(screen, message=message), [Announce(message)]
    if step.selection == screen.selection and not step.announce and step.focus_id in (None, screen.focus):
        return screen, []
    effects: list[Out] = [Announce(step.announce)] if step.announce else []
    return replace(screen, selection=step.selection, message="", focus=step.focus_id or screen.focus), effects


def _act(screen: LinkScreen, action: Any) -> tuple[LinkScreen, list[Out]]:
    from axio_core.errors import AxioError

    device = screen.device
    try:
        device.act(action)
        if not device.legal_actions():  # the turn is over: its link is written
            device.finish()
    except AxioError as err:
        message = t("table.refused_tap", reason=say_error(err))
        return replace(screen, message=message), [Announce(message)]
    screen = replace(screen, said=("moved", ""), serial=screen.serial + 1)
    done, effects = settle(screen)
    return done, [*effects, Announce(t("link.moved"))]


def _base(page_url: str) -> str:
    """The site's address without the query that started this page (`?link=1&…`) or a fragment."""
    return page_url.split("#", 1)[0].split("?", 1)[0]


def _join(screen: LinkScreen) -> tuple[LinkScreen, list[Out]]:
    from axio_core.errors import AxioError

    try:
        screen.device.join()
    except AxioError as err:
        return replace(screen, said=("refused", str(err)), serial=screen.serial + 1), []
    return settle(replace(screen, said=("joined", "")))


def _has_link(device: Any) -> bool:
    table = device.table
    seat = device.seat
    return seat is not None and table is not None and any(link.by == seat for link in table.links)


# ---------------------------------------------------------------------------- drawing


def render(screen: LinkScreen) -> Layout:
    device = screen.device
    if device is None or device.table is None:
        body = f'<p class="link-status" role="status">{esc(t("link.modules_wait"))}</p>'
        return Layout(_card(t("link.title"), body + _said(screen)))
    if screen.seat is not None:
        return _on_board(screen, device, screen.seat)
    table = device.table
    game_name = "AXIO" if table.variant == "axio" else "AXIO Rota"
    who = table.name(device.seat) if device.seat is not None else ""
    of = t("link.game_of", names=", ".join(table.names), game=game_name)
    parts = [f'<p class="link-game-of">{esc(of)}</p>']
    if who:
        parts.append(f'<p class="link-you">{esc(t("link.you_play", name=who))}</p>')
    parts.append(f'<p class="link-status" role="status" data-link-status>{esc(_status(device))}</p>')
    parts.append(_said(screen))
    parts.append(_buttons(device))
    parts.append(_send(screen, device))
    return Layout(_card(t("link.title"), "".join(parts), len(table.links)))


def _on_board(screen: LinkScreen, device: Any, seat: Any) -> Layout:
    """The dealt game on the table's board (board.py); the link screen's words beside it."""
    from .board import controls, layout, since_markup

    names = device.table.names
    message = f'<p class="table-message" role="alert">{esc(screen.message)}</p>' if screen.message else ""
    side = (
        f'<section id="link-screen" class="link-screen link-side" aria-labelledby="link-title" '
        f'data-links="{len(device.table.links)}">'
        f'<p class="link-status rack-turn{" is-mine" if seat.acting else ""}" role="status" '
        f"data-link-status>{esc(_status(device))}</p>"
        f"{_said(screen)}{message}{controls(seat, screen.selection)}{_buttons(device)}"
        f"{since_markup(seat, names)}{slot('link-after')}</section>"
    )
    after = _end(device) + _send(screen, device, seat.acting) + _board(device)
    return layout(seat, names, seat.me, screen.selection, side, f'<div class="link-after">{after}</div>')


def _card(title: str, body: str, links: int = 0) -> str:
    """The screen; `data-links`: how many links of the game this device has (tests wait on it)."""
    return (
        f'<section id="link-screen" class="link-screen card" aria-labelledby="link-title" '
        f'data-links="{links}">'
        f'<h2 id="link-title">{esc(title)}</h2>{body}</section>'
    )


def _status(device: Any) -> str:
    seat, what = device.due()
    table = device.table
    if what == "done":
        if device.verdict() is None:
            return t("link.checking")
        return t("link.verified") if device.verified else t("link.check_failed", why=device.status())
    waiting = device.waiting_for()
    if device.seat is not None and device.legal_actions():
        return t("link.your_move")
    if device.seat is not None and device.owes():
        return t("link.your_link", name=table.name(device.seat))
    if waiting:
        return t(f"link.waiting.{what}", name=waiting)
    return t("link.your_move") if device.legal_actions() else t("link.your_link", name=table.name(seat or 0))


def _said(screen: LinkScreen) -> str:
    kind, detail = screen.said
    if not kind or kind in ("started", "moved", "joined"):
        return ""
    return (
        f'<p class="link-said" data-link-said="{esc(kind)}">{esc(t(f"link.said.{kind}"))}'
        f"{' (' + esc(detail) + ')' if detail else ''}</p>"
    )


def _board(device: Any) -> str:
    """The board as the table's text view draws it, from the public view (no rack, no hand)."""
    state = device.world().state
    if state is None:
        return ""
    view: Any = game.observe(state, None)
    if device.table.variant == "axio":
        from ...games.axio.board_text import describe_board

        text = describe_board(view)
    else:
        from ...games.rota.board_text import describe_display

        text = describe_display(view.display)
    return f'<details class="link-board"><summary>{esc(t("link.board"))}</summary>{text}</details>'


def _buttons(device: Any) -> str:
    """Join (a person's choice of seat), or the next link when this device owes two in a row."""
    seat, what = device.due()
    if device.seat is None and what == "join" and seat is not None:
        name = device.table.name(seat)
        return (
            f'<p>{esc(t("link.join_how"))}</p><p><button type="button" class="btn" '
            f'data-action="{LinkAction.JOIN}">{esc(t("link.join", name=name))}</button></p>'
        )
    if device.seat is not None and _has_link(device) and device.owes():
        # one link at a time: the others need the last one before this device writes the next
        return (
            f'<p><button type="button" class="btn" data-action="{LinkAction.NEXT}">'
            f"{esc(t('link.next'))}</button></p>"
        )
    return ""


def _send(screen: LinkScreen, device: Any, acting: bool = False) -> str:
    """This device's last link for the others (`acting`: it is this player's move, so the
    others have had it: it is there for one who has not)."""
    if not _has_link(device):
        return ""
    url = device.link_url(_base(screen.page_url))
    from ...phones.qr import qr_svg

    code = qr_svg(url, t("link.qr_label")) if len(url) <= QR_MAX else None
    qr = (
        f'<div class="link-qr">{code}</div>'
        if code is not None
        else f'<p class="link-long">{esc(t("link.long" if len(url) > QR_MAX else "link.qr_wait"))}</p>'
    )
    return (
        f'<section class="link-send" data-send-link data-link="{esc(url)}">'
        f"<h3>{esc(t('link.send_again' if acting else 'link.send'))}</h3><p>{esc(t('link.send_how'))}</p>"
        f'<p class="link-url"><a href="{esc(url)}">'
        f"{esc(t('link.the_link', chars=len(url)))}</a></p>"
        f'<p><button type="button" class="btn" data-action="{LinkAction.COPY}">'
        f"{esc(t('link.copy'))}</button> "
        f'<button type="button" class="btn" data-action="{LinkAction.SHARE}">'
        f"{esc(t('link.share'))}</button> "
        f'<button type="button" class="btn" data-action="{LinkAction.FILE}">'
        f"{esc(t('link.file'))}</button></p>"
        f"{qr}</section>"
    )


def _end(device: Any) -> str:
    if device.due()[1] != "done":
        return ""
    world = device.world()
    state = world.state
    outcome = game.outcome(state) if state is not None else None
    if outcome is None:
        return ""
    rows = "".join(
        f'<li data-seat="{n}" data-score="{esc(json.dumps(list(score)))}">'
        f"{esc(device.table.name(n))}: {esc(' '.join(str(s) for s in score))}</li>"
        for n, score in enumerate(outcome.scores)
    )
    record = ""
    text = verified_record(device)
    if text is not None:
        record = (
            f'<label>{esc(t("link.record"))}<textarea readonly rows="3" data-link-record>'
            f"{esc(text)}</textarea></label>"
        )
    return f'<h3>{esc(t("link.scores"))}</h3><ol class="link-scores" data-link-scores>{rows}</ol>{record}'
